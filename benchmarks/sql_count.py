"""Count the SQL statements a test run sends, by who sent them and by their normalised text: a
pytest plugin, for SQLite and PostgreSQL alike.

    taskset -c 0 .venv/bin/python -m pytest -n 0 -q -p no:cacheprovider -p benchmarks.sql_count \\
        tests/bot/test_group_only_play.py
    KOZYR_SQL_REPORT=out.txt …   # the whole table in a file (else the top 25 are printed)

Every statement handed to aiosqlite (``Connection.execute``, ``execute_fetchall``) or asyncpg
(``Connection.execute``, ``fetch``, ``fetchrow``, ``fetchval``: also what asyncpg's own
``BEGIN``/``COMMIT`` send) is counted once, under

- *site*: the first function outside ``bot/storage`` (and outside the database drivers, contextlib
  and asyncio) on its way — ``bot/chat/presenter.py:snapshot``, ``tests/…:drive`` (the test's own
  reads), …; a transaction's ``BEGIN`` and ``COMMIT`` count under the function that opened it;
- *text*: the statement with its whitespace collapsed, ``$n`` placeholders written ``?`` and an
  ``IN (?, ?, …)`` list written ``IN (…)``.

Besides the table: the updates the bot handled (each ``Dispatcher.feed_update``), so a run gives
statements per update, and the process's CPU seconds (user + system: the SQLite thread is this
process's; a PostgreSQL server's work is its own process's and is not counted).

:class:`Counter` is also what tests use to bound the statements of one action (``counting()``).
"""

from __future__ import annotations

import contextlib
import os
import re
import resource
import sys
from collections import Counter as _Counter
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
_SKIP = (
    str(ROOT / "bot" / "storage") + os.sep,
    str(ROOT / "benchmarks" / "sql_count.py"),
)
_SPACE = re.compile(r"\s+")
_DOLLAR = re.compile(r"\$\d+")
_IN = re.compile(r"\bIN \((?:\?, )*\?\)", re.I)


def normalise(sql: str) -> str:
    text = _SPACE.sub(" ", sql).strip()
    text = _DOLLAR.sub("?", text)
    return _IN.sub("IN (…)", text)


def _site() -> str:
    """The first frame outside the storage layer, the drivers and the plumbing of ``with``."""
    frame = sys._getframe(2)
    while frame is not None:
        name = frame.f_code.co_filename
        if (
            not name.startswith(_SKIP)
            and "site-packages" not in name
            and "contextlib" not in name
            and f"{os.sep}asyncio{os.sep}" not in name
        ):
            try:
                where = str(Path(name).relative_to(ROOT))
            except ValueError:
                where = name
            return f"{where}:{frame.f_code.co_name}"
        frame = frame.f_back  # type: ignore[assignment]
    return "?"


class Counter:
    """Statements counted while :meth:`installed` (nested counters each count)."""

    active: list[Counter] = []

    def __init__(self) -> None:
        self.by: _Counter[tuple[str, str]] = _Counter()
        self.updates = 0

    @property
    def total(self) -> int:
        return sum(self.by.values())

    def of(self, *, site: str = "", text: str = "") -> int:
        """Statements whose site contains ``site`` and whose text contains ``text``."""
        return sum(n for (s, t), n in self.by.items() if site in s and text in t)

    def sites(self) -> _Counter[str]:
        out: _Counter[str] = _Counter()
        for (s, _), n in self.by.items():
            out[s] += n
        return out

    def clear(self) -> None:
        self.by.clear()
        self.updates = 0

    @contextlib.contextmanager
    def installed(self) -> Iterator[Counter]:
        _patch()
        Counter.active.append(self)
        try:
            yield self
        finally:
            Counter.active.remove(self)

    def table(self, limit: int | None = None) -> str:
        lines = [f"{self.total} statements, {self.updates} updates"]
        if self.updates:
            lines[0] += f", {self.total / self.updates:.1f} a update"
        lines.append("")
        lines.append("by site:")
        for site, n in self.sites().most_common(limit):
            lines.append(f"{n:8d}  {site}")
        lines.append("")
        lines.append("by site and statement:")
        for (site, text), n in self.by.most_common(limit):
            lines.append(f"{n:8d}  {site}  {text[:160]}")
        return "\n".join(lines)


def _record(sql: Any) -> None:
    if not Counter.active or not isinstance(sql, str):
        return
    key = (_site(), normalise(sql))
    for c in Counter.active:
        c.by[key] += 1


def _wrap(cls: type, name: str) -> None:
    original: Callable[..., Any] = getattr(cls, name)
    if getattr(original, "_counted", False):
        return

    def counted(self: Any, query: Any, *args: Any, **kwargs: Any) -> Any:
        _record(query)
        return original(self, query, *args, **kwargs)

    counted._counted = True  # type: ignore[attr-defined]
    counted.__name__ = name
    setattr(cls, name, counted)


_patched = False


def _patch() -> None:
    global _patched
    if _patched:
        return
    _patched = True
    import aiosqlite
    import asyncpg

    for name in ("execute", "execute_fetchall"):
        _wrap(aiosqlite.Connection, name)
    for name in ("execute", "fetch", "fetchrow", "fetchval"):
        _wrap(asyncpg.connection.Connection, name)
    with contextlib.suppress(ImportError):
        from aiogram import Dispatcher

        feed = Dispatcher.feed_update
        if not getattr(feed, "_counted", False):

            async def feed_update(self: Any, *args: Any, **kwargs: Any) -> Any:
                for c in Counter.active:
                    c.updates += 1
                return await feed(self, *args, **kwargs)

            feed_update._counted = True  # type: ignore[attr-defined]
            Dispatcher.feed_update = feed_update  # type: ignore[method-assign]


@contextlib.contextmanager
def counting() -> Iterator[Counter]:
    """Count the statements sent inside the ``with``."""
    with Counter().installed() as c:
        yield c


# ----- the pytest plugin ---------------------------------------------------------------------------------
_session = Counter()
_per_test: dict[str, tuple[int, int, float]] = {}


def _cpu() -> float:
    r = resource.getrusage(resource.RUSAGE_SELF)
    return r.ru_utime + r.ru_stime


def pytest_sessionstart(session: Any) -> None:
    _patch()
    Counter.active.append(_session)


try:
    import pytest

    @pytest.hookimpl(hookwrapper=True)
    def pytest_runtest_protocol(item: Any, nextitem: Any) -> Iterator[None]:
        before, updates, cpu = _session.total, _session.updates, _cpu()
        yield
        _per_test[item.nodeid] = (_session.total - before, _session.updates - updates, _cpu() - cpu)
except ImportError:  # pragma: no cover - only ever loaded by pytest
    pass


def pytest_terminal_summary(terminalreporter: Any) -> None:
    out = terminalreporter
    out.section("SQL statements (benchmarks/sql_count.py)")
    for nodeid, (n, updates, cpu) in _per_test.items():
        per = f", {n / updates:.1f} a update" if updates else ""
        out.write_line(f"{n:8d} statements, {updates:6d} updates{per}, {cpu:6.1f} s CPU  {nodeid}")
    out.write_line(f"process CPU {_cpu():.1f} s")
    report = os.environ.get("KOZYR_SQL_REPORT")
    if report:
        Path(report).write_text(_session.table() + "\n", encoding="utf-8")
        out.write_line(f"the whole table: {report}")
    else:
        out.write_line(_session.table(25))
