"""DeadlineScheduler without HTTP: a due deadline wakes ``fire`` once, a later schedule of the same
room and kind replaces the earlier one, a cancelled one never fires, and a deadline due while the
previous one of the room still runs is not dropped."""

from __future__ import annotations

import asyncio
import time

from bot.scheduler import DeadlineScheduler


async def _until(predicate, timeout: float = 5.0) -> None:  # type: ignore[no-untyped-def]
    deadline = time.monotonic() + timeout
    while not predicate():
        assert time.monotonic() < deadline, "timed out"
        await asyncio.sleep(0.01)


async def test_fires_once_replaces_and_cancels() -> None:
    fired: list[tuple[str, str, int]] = []

    async def fire(room: str, kind: str, turn: int) -> None:
        fired.append((room, kind, turn))

    chores: list[float] = []

    async def chore() -> None:
        chores.append(time.time())

    scheduler = DeadlineScheduler(fire, [("purge", 3600.0, chore)])
    scheduler.start()
    try:
        now = time.time()
        scheduler.schedule("A", "clock", 1, now + 0.3)
        scheduler.schedule("A", "clock", 2, now + 0.1)  # replaces turn 1
        scheduler.schedule("B", "hurry", 5, now - 10)  # overdue: at once
        scheduler.schedule("C", "expiry", 1, now + 0.1)
        scheduler.cancel("C", "expiry")
        scheduler.cancel("C", "pause")  # nothing to cancel: fine
        await _until(lambda: len(fired) >= 2)
        await asyncio.sleep(0.4)
        assert sorted(fired) == [("A", "clock", 2), ("B", "hurry", 5)]
        assert len(chores) == 1  # periodic chores run at start, then every interval
    finally:
        scheduler.close()


async def test_a_deadline_due_while_the_previous_runs_still_fires() -> None:
    fired: list[int] = []
    release = asyncio.Event()
    scheduler: DeadlineScheduler

    async def fire(room: str, kind: str, turn: int) -> None:
        fired.append(turn)
        if turn == 1:
            scheduler.schedule(room, kind, 2, time.time())  # the next turn's deadline, due at once
            await release.wait()

    scheduler = DeadlineScheduler(fire)
    scheduler.start()
    try:
        scheduler.schedule("A", "clock", 1, time.time())
        await _until(lambda: fired == [1, 2])
    finally:
        release.set()
        scheduler.close()
