"""The bot's one clock: the running event loop.

Waiting (``asyncio.sleep``, timeouts, the scheduler's timers) already runs on the event loop's
clock; everything the bot reads the time for goes through here too, so that all of it agrees:

- ``monotonic()`` — pacing and intervals: the loop's ``time()`` (``time.monotonic`` on a real loop);
- ``now()`` — wall time, seconds since the epoch: what the bot stores (deadlines, records, last
  seen) and compares across processes. A loop that keeps its own time (the tests' virtual-time
  loop, ``tests/support/virtual_time.py``) says what wall time it is through a ``wall_time()``
  method; on any other loop, and outside one, it is ``time.time()``.

So a test whose bot waits out a 6-second pause between deals or a 3-minute absence waits on
nothing but CPU, at Telegram's real intervals, while production reads the system's clocks.
"""

from __future__ import annotations

import asyncio
import time


def _loop() -> asyncio.AbstractEventLoop | None:
    try:
        return asyncio.get_running_loop()
    except RuntimeError:
        return None


def now() -> float:
    """Wall time in seconds since the epoch, as the running loop keeps it."""
    wall = getattr(_loop(), "wall_time", None)
    return float(wall()) if wall is not None else time.time()


def monotonic() -> float:
    """The running loop's clock (``time.monotonic()`` outside a loop): for intervals only."""
    loop = _loop()
    return loop.time() if loop is not None else time.monotonic()


def own() -> float | None:
    """``now()`` when the running loop keeps its own time (the tests' virtual time), else None:
    what a clock shared with other processes — the database's — must follow then."""
    wall = getattr(_loop(), "wall_time", None)
    return float(wall()) if wall is not None else None
