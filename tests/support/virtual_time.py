"""Virtual time for the bot's tests: an event loop whose clock moves only when nothing else can.

``VirtualTimeLoop`` is an ordinary selector loop with one difference: when it has nothing to run and
would sleep until its next timer, it jumps its clock to that timer instead. Everything in the test —
the bot, its scheduler, its outbox, the fake Bot API and the test's own waits — runs on this one
clock (``bot/plumbing/clock.py`` reads it), so a whole match at Telegram's real limits and the rules' real
seconds waits on nothing but CPU.

Time must not jump while the world outside the loop is still working for it, or a deadline would
fire "during" a database query: the loop keeps the clock standing while

- a socket has data (checked first, every time);
- a thread works for it (``run_in_executor``, or an aiosqlite query: aiosqlite runs each statement
  on its own thread), or a PostgreSQL query is under way (asyncpg: the answer comes over a socket),
  or a cancelled one is being cancelled (a second connection asks the server; the pool's release
  waits for it);
- nothing at all is scheduled (a test waiting for a subprocess, say): then it waits in real time.

Those queries are seen by wrapping the two drivers' entry points for the duration of a test
(``outside_work_tracked``). APScheduler 3 reads the system's wall clock itself
(``datetime.now(tz)`` in its scheduler module), so the same fixture points that one name at the
loop's wall time.

Tests that need real time — bot processes started as subprocesses, a browser, a process pool —
stay on the ordinary loop (``tests/bot/conftest.py`` chooses per test).
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import selectors
import time
import weakref
from collections.abc import Callable, Iterator
from datetime import datetime, tzinfo
from typing import Any

#: longest real wait in one step while something outside works or nothing is scheduled
REAL_STEP = 0.02
#: how far the clock moves in every turn of the loop that does not wait (about what one takes for real)
TICK = 1e-6


class VirtualTimeLoop(asyncio.SelectorEventLoop):
    """A selector event loop on virtual time (module docstring)."""

    def __init__(self) -> None:
        super().__init__()
        self._now = time.monotonic()
        self._epoch = time.time() - self._now
        #: database queries and other work under way outside the loop, by ``outside()``
        self.outside_work = 0
        self._threads: weakref.WeakSet[asyncio.Future[Any]] = weakref.WeakSet()
        #: how far the clock has jumped in all (seconds), for reports
        self.jumped = 0.0
        selector = self._selector  # type: ignore[attr-defined]
        real_select = selector.select

        def select(timeout: float | None = None) -> list[tuple[selectors.SelectorKey, int]]:
            ready: list[tuple[selectors.SelectorKey, int]] = real_select(0)
            if ready or timeout is not None and timeout <= 0:
                # every turn of the loop takes a moment, as it does in real time: without it, a
                # wait for less than the clock's precision ("the remaining 1e-13 s"), or a task
                # that polls the time in a loop, would never see the clock move
                self._now += TICK
                return ready
            if timeout is None or self.outside_work or any(not f.done() for f in self._threads):
                return real_select(REAL_STEP if timeout is None else min(timeout, REAL_STEP))
            self._now += timeout
            self.jumped += timeout
            return []

        selector.select = select

    def time(self) -> float:
        return self._now

    def wall_time(self) -> float:
        """Seconds since the epoch on this loop's clock (``bot.plumbing.clock.now()`` reads it)."""
        return self._epoch + self._now

    def run_in_executor(self, executor: Any, func: Callable[..., Any], *args: Any) -> asyncio.Future[Any]:
        future = super().run_in_executor(executor, func, *args)
        self._threads.add(future)
        return future

    @contextlib.contextmanager
    def outside(self) -> Iterator[None]:
        """Keep the clock standing while the block waits on the world outside the loop."""
        self.outside_work += 1
        try:
            yield
        finally:
            self.outside_work -= 1


def _tracked(method: Callable[..., Any]) -> Callable[..., Any]:
    @functools.wraps(method)
    async def wrapper(*args: Any, **kwargs: Any) -> Any:
        loop = asyncio.get_running_loop()
        if not isinstance(loop, VirtualTimeLoop):
            return await method(*args, **kwargs)
        with loop.outside():
            return await method(*args, **kwargs)

    return wrapper


def _loop_datetime() -> type[datetime]:
    class LoopDatetime(datetime):
        """``datetime`` whose ``now()`` is the running virtual loop's wall time."""

        @classmethod
        def now(cls, tz: tzinfo | None = None) -> Any:
            loop = asyncio.get_running_loop()
            if not isinstance(loop, VirtualTimeLoop):
                return datetime.now(tz)
            return datetime.fromtimestamp(loop.wall_time(), tz)

    return LoopDatetime


@contextlib.contextmanager
def outside_work_tracked() -> Iterator[None]:
    """While the block runs: aiosqlite's and asyncpg's queries hold a virtual clock still, and
    APScheduler reads the virtual loop's wall time."""
    import aiosqlite.core
    import apscheduler.schedulers.base
    import asyncpg
    import asyncpg.connection
    import asyncpg.pool

    patches: list[tuple[Any, str, Any]] = [
        (aiosqlite.core.Connection, "_execute", None),
        (aiosqlite.core.Connection, "_connect", None),
        (aiosqlite.core.Connection, "close", None),
        *((asyncpg.connection.Connection, name, None) for name in (
            "execute", "executemany", "fetch", "fetchrow", "fetchval", "close", "reset"
        )),
        # a query cancelled under way (a task cancelled at shutdown): asyncpg asks the server to
        # cancel it over a second connection, and the pool waits for that before it can close
        (asyncpg.connection.Connection, "_cancel", None),
        (asyncpg.pool.PoolConnectionHolder, "release", None),
        (asyncpg.connection, "connect", None),
        (asyncpg, "connect", None),
    ]
    saved = [(owner, name, getattr(owner, name)) for owner, name, _ in patches]
    saved.append((apscheduler.schedulers.base, "datetime", apscheduler.schedulers.base.datetime))
    try:
        for owner, name, original in saved[:-1]:
            setattr(owner, name, _tracked(original))
        apscheduler.schedulers.base.datetime = _loop_datetime()  # type: ignore[misc]
        yield
    finally:
        for owner, name, original in saved:
            setattr(owner, name, original)
