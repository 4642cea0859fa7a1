"""Which of the repositories' statements ran on which database: the proof that the bot's tests need
not all run twice.

Every statement a repository (``bot/storage/*.py``) runs goes through its transaction's ``one``,
``all``, ``run`` or ``count`` — :class:`bot.storage.repos.SqliteTx` on SQLite,
:class:`bot.storage.pg.PgTx` on PostgreSQL. With ``KOZYR_STORAGE_SITES`` set to a directory, each
test process records where in ``bot/storage`` each such call was made (the file and line of the
repository's call: the same on both databases even where the SQL text differs by dialect), by
dialect, and writes the set there when it ends. ``scripts/test.py`` sets it for its test processes
and then fails when a statement ran on SQLite in the whole suite but never on PostgreSQL
(:func:`missing`): a repository statement new or changed without a test that runs it on
PostgreSQL — a test bot on both databases (tests marked ``both_databases``), or a test on the
``storage`` fixture, which gives each database.

A call written for SQLite alone (in an ``if not tx.postgres`` branch) says so on its line with the
comment ``# sqlite only``; PostgreSQL's own calls need nothing (only SQLite's are checked).

``KOZYR_STORAGE_SITES_BY_TEST=1`` also records the sites of each test (``by_test``), for choosing
which tests run on both (:func:`main`: ``python -m tests.support.storage_sites DIR``).
"""

from __future__ import annotations

import contextlib
import json
import linecache
import os
import sys
from collections import defaultdict
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import Any

ENV = "KOZYR_STORAGE_SITES"
BY_TEST_ENV = "KOZYR_STORAGE_SITES_BY_TEST"
#: the transaction's methods a repository runs its statements with
METHODS = ("one", "all", "run", "count")
#: a call site marked as SQLite's alone
SQLITE_ONLY = "# sqlite only"

_STORAGE = str(Path(__file__).resolve().parents[2] / "bot" / "storage") + os.sep
#: the transaction classes' own modules: a call made there (a helper of theirs) is not a repository's
_PLUMBING = ("repos.py", "base.py", "pg.py", "db.py")

#: (dialect, "file.py:line") -> seen
sites: set[tuple[str, str]] = set()
#: test id -> its sites (only with BY_TEST_ENV)
by_test: defaultdict[str, set[tuple[str, str]]] = defaultdict(set)
current_test: str | None = None


def _site() -> str | None:
    """``file.py:line`` of the innermost repository frame that made this call, or None (a call from
    outside bot/storage: a test's own statement)."""
    frame = sys._getframe(2)
    while frame is not None:
        path = frame.f_code.co_filename
        if path.startswith(_STORAGE) and not path.endswith(_PLUMBING):
            return f"{path[len(_STORAGE):]}:{frame.f_lineno}"
        frame = frame.f_back  # type: ignore[assignment]
    return None


def _recording(method: Callable[..., Any], dialect: str) -> Callable[..., Any]:
    def recorded(self: Any, *args: Any, **kwargs: Any) -> Any:
        site = _site()
        if site is not None:
            sites.add((dialect, site))
            if current_test is not None:
                by_test[current_test].add((dialect, site))
        return method(self, *args, **kwargs)

    recorded.__wrapped__ = method  # type: ignore[attr-defined]
    return recorded


def _transactions() -> tuple[tuple[type, str], ...]:
    """The transaction classes whose methods run the repositories' statements, with their dialect."""
    from bot.storage.pg import PgTx
    from bot.storage.repos import SqliteTx

    return ((SqliteTx, "sqlite"), (PgTx, "postgresql"))


def install() -> None:
    """Record every repository statement from now on (once per process)."""
    for cls, dialect in _transactions():
        for name in METHODS:
            method = cls.__dict__[name]
            if not hasattr(method, "__wrapped__"):
                setattr(cls, name, _recording(method, dialect))


def uninstall() -> None:
    """Stop recording (the transaction classes' own methods back)."""
    for cls, _ in _transactions():
        for name in METHODS:
            method = cls.__dict__[name]
            if hasattr(method, "__wrapped__"):
                setattr(cls, name, method.__wrapped__)


@contextlib.contextmanager
def recording() -> Iterator[None]:
    """Record inside the block; left as it was after (recording already, it goes on)."""
    already = hasattr(_transactions()[0][0].__dict__["one"], "__wrapped__")
    install()
    try:
        yield
    finally:
        if not already:
            uninstall()


def write(directory: Path) -> None:
    """This process's sites (and, when recorded, each test's) into ``directory``."""
    directory.mkdir(parents=True, exist_ok=True)
    data: dict[str, Any] = {"sites": sorted(sites)}
    if by_test:
        data["by_test"] = {test: sorted(found) for test, found in by_test.items()}
    (directory / f"sites-{os.getpid()}.json").write_text(json.dumps(data), encoding="utf-8")


def read(directory: Path) -> tuple[set[tuple[str, str]], dict[str, set[tuple[str, str]]]]:
    """Every process's sites in ``directory``, and the sites of each test where recorded."""
    found: set[tuple[str, str]] = set()
    tests: defaultdict[str, set[tuple[str, str]]] = defaultdict(set)
    for file in sorted(directory.glob("sites-*.json")):
        data = json.loads(file.read_text(encoding="utf-8"))
        found.update((d, s) for d, s in data["sites"])
        for test, pairs in data.get("by_test", {}).items():
            tests[test].update((d, s) for d, s in pairs)
    return found, dict(tests)


def sqlite_only(site: str) -> bool:
    """Whether the call at ``file.py:line`` is marked as SQLite's alone (on its line or the line
    before, for a call broken over lines)."""
    path, _, line = site.rpartition(":")
    number = int(line)
    return any(SQLITE_ONLY in linecache.getline(_STORAGE + path, n) for n in (number, number - 1))


def missing(found: Iterable[tuple[str, str]]) -> list[str]:
    """The repository statements that ran on SQLite but never on PostgreSQL, but for those marked
    ``# sqlite only``."""
    found = set(found)
    on_pg = {site for dialect, site in found if dialect == "postgresql"}
    return sorted(
        {site for dialect, site in found if dialect == "sqlite" and not sqlite_only(site)} - on_pg,
        key=lambda s: (s.rpartition(":")[0], int(s.rpartition(":")[2])),
    )


def describe(site: str) -> str:
    path, _, line = site.rpartition(":")
    return f"bot/storage/{site}: {linecache.getline(_STORAGE + path, int(line)).strip()}"


def main(argv: list[str]) -> int:
    """``python -m tests.support.storage_sites DIR``: the sites recorded in DIR, what ran on SQLite
    alone, and — where each test's sites were recorded — a small set of tests that together run
    every statement run on PostgreSQL (greedy, fewest tests first)."""
    found, tests = read(Path(argv[0]))
    print(f"{len(found)} (dialect, site) pairs")
    for site in missing(found):
        print("SQLite only:", describe(site))
    pg_tests = {t: {s for d, s in pairs if d == "postgresql"} for t, pairs in tests.items()}
    pg_tests = {t: s for t, s in pg_tests.items() if s}
    if pg_tests:
        left = set().union(*pg_tests.values())
        chosen: list[str] = []
        while left:
            best = max(pg_tests, key=lambda t: (len(pg_tests[t] & left), -len(t)))
            if not pg_tests[best] & left:
                break
            chosen.append(best)
            left -= pg_tests[best]
        print(f"{len(chosen)} of {len(pg_tests)} tests cover the sites run on PostgreSQL:")
        for test in chosen:
            print("  ", test)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
