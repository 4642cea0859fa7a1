"""DeadlineScheduler without HTTP: a due deadline wakes ``fire`` once, a later schedule of the same
room and kind replaces the earlier one, a cancelled one never fires, and a deadline due while the
previous one of the room still runs is not dropped."""

from __future__ import annotations

import asyncio

import pytest

from bot.plumbing import clock
from bot.rooms.scheduler import DeadlineScheduler
from bot.storage.db import StorageBusy

#: the scheduler's timers, its APScheduler and the test on one virtual clock
pytestmark = pytest.mark.virtual_time


async def _until(predicate, timeout: float = 5.0) -> None:  # type: ignore[no-untyped-def]
    deadline = clock.monotonic() + timeout
    while not predicate():
        assert clock.monotonic() < deadline, "timed out"
        await asyncio.sleep(0.01)


async def test_fires_once_replaces_and_cancels() -> None:
    fired: list[tuple[str, str, int]] = []

    async def fire(room: str, kind: str, turn: int) -> None:
        fired.append((room, kind, turn))

    chores: list[float] = []

    async def chore() -> None:
        chores.append(clock.now())

    scheduler = DeadlineScheduler(fire, [("purge", 3600.0, chore)])
    scheduler.start()
    try:
        now = clock.now()
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
            scheduler.schedule(room, kind, 2, clock.now())  # the next turn's deadline, due at once
            await release.wait()

    scheduler = DeadlineScheduler(fire)
    scheduler.start()
    try:
        scheduler.schedule("A", "clock", 1, clock.now())
        await _until(lambda: fired == [1, 2])
    finally:
        release.set()
        scheduler.close()


async def test_closing_while_a_chore_runs_stops_it_without_a_traceback(caplog) -> None:  # type: ignore[no-untyped-def]
    started, finished = asyncio.Event(), []

    async def slow_chore() -> None:
        started.set()
        await asyncio.sleep(30)
        finished.append(True)

    async def fire(room_id: str, kind: str, turn: int) -> None:
        return None

    scheduler = DeadlineScheduler(fire, every=[("purge", 3600.0, slow_chore)])
    scheduler.start()
    await asyncio.wait_for(started.wait(), 5)
    with caplog.at_level("INFO", logger="bot.rooms.scheduler"):
        scheduler.close()
        await asyncio.sleep(0.05)
    assert not finished
    assert "chore purge stopped by shutdown" in caplog.text
    assert not any(r.exc_info for r in caplog.records)  # no traceback, neither ours nor APScheduler's


async def test_a_chore_longer_than_its_interval_skips_its_ticks_quietly(caplog) -> None:  # type: ignore[no-untyped-def]
    """A busy machine makes a one-second chore last longer than a second: the ticks that come
    meanwhile are skipped without a word (the run does their work) — not APScheduler's «maximum
    number of running instances reached» warning on the console, which CI once read as a bot that is
    not quiet (tests/bot/test_startup.py); and never two runs of one chore at once."""
    runs: list[float] = []
    at_once = [0, 0]

    async def slow_chore() -> None:
        at_once[0] += 1
        at_once[1] = max(at_once)
        runs.append(clock.monotonic())
        await asyncio.sleep(2.5)  # two and a half of its intervals
        at_once[0] -= 1

    async def fire(room_id: str, kind: str, turn: int) -> None:
        return None

    scheduler = DeadlineScheduler(fire, every=[("quick", 1.0, slow_chore)])
    with caplog.at_level("INFO"):
        scheduler.start()
        try:
            await _until(lambda: len(runs) >= 3, timeout=20)
        finally:
            scheduler.close()
    assert at_once[1] == 1
    assert not [r for r in caplog.records if r.levelname == "WARNING"], caplog.text


async def test_a_failed_firing_is_tried_again_until_it_goes_through(caplog) -> None:
    calls: list[tuple[str, int]] = []

    async def fire(room: str, kind: str, turn: int) -> None:
        calls.append((room, turn))
        if room == "A" and len(calls) <= 2:
            raise RuntimeError("database is locked")  # e.g. StorageBusy: the transaction rolled back
        if room == "B":
            raise RuntimeError("always")

    scheduler = DeadlineScheduler(fire, retry_delays=(0.05, 0.1, 0.05))
    scheduler.start()
    try:
        with caplog.at_level("WARNING", logger="bot.rooms.scheduler"):
            scheduler.schedule("A", "throwin", 3, clock.now())
            await _until(lambda: calls.count(("A", 3)) == 3)
            await asyncio.sleep(0.3)
            assert calls.count(("A", 3)) == 3  # went through on the third attempt, then nothing more
            # one that always fails: the first attempt and one per delay, then given up (logged)
            scheduler.schedule("B", "clock", 1, clock.now())
            await _until(lambda: calls.count(("B", 1)) == 4)
            await asyncio.sleep(0.3)
            assert calls.count(("B", 1)) == 4
        assert "trying again in" in caplog.text and "failed 4 times: given up" in caplog.text
    finally:
        scheduler.close()


async def test_a_busy_database_is_tried_again_without_a_traceback(caplog) -> None:
    # a room's lock held past the lock timeout (another worker's long transaction) is no fault of
    # the job: a warning, no traceback, and the retry goes through
    calls: list[int] = []

    async def fire(room: str, kind: str, turn: int) -> None:
        calls.append(turn)
        if len(calls) == 1:
            raise StorageBusy("LockNotAvailableError: canceling statement due to lock timeout")

    scheduler = DeadlineScheduler(fire, retry_delays=(0.05,))
    scheduler.start()
    try:
        with caplog.at_level("WARNING", logger="bot.rooms.scheduler"):
            scheduler.schedule("A", "watch", 3, clock.now())
            await _until(lambda: len(calls) == 2)
        assert "the database was busy" in caplog.text and "trying again in" in caplog.text
        assert not any(r.exc_info for r in caplog.records), caplog.text
    finally:
        scheduler.close()


async def test_a_failed_firing_is_not_tried_again_over_a_newer_schedule() -> None:
    """When the room scheduled the same kind anew while a firing failed (the room moved on), the new
    job stands: the failed turn is not tried again over it."""
    calls: list[int] = []
    scheduler: DeadlineScheduler

    async def fire(room: str, kind: str, turn: int) -> None:
        calls.append(turn)
        if turn == 1:
            scheduler.schedule(room, kind, 2, clock.now() + 0.2)
            raise RuntimeError("failed after the room moved on")

    scheduler = DeadlineScheduler(fire, retry_delays=(0.01,))
    scheduler.start()
    try:
        scheduler.schedule("A", "clock", 1, clock.now())
        await _until(lambda: 2 in calls)
        await asyncio.sleep(0.2)
        assert calls == [1, 2]
    finally:
        scheduler.close()


async def test_the_same_deadline_again_is_not_added_anew_but_fires_again_once_it_ran() -> None:
    """A room plans its deadlines at every change, mostly unchanged: an unchanged one leaves the
    APScheduler job alone; once it has run (or was cancelled), the same deadline is a new job."""
    fired: list[tuple[str, str, int]] = []

    async def fire(room: str, kind: str, turn: int) -> None:
        fired.append((room, kind, turn))

    scheduler = DeadlineScheduler(fire)
    scheduler.start()
    assert scheduler._scheduler is not None
    added: list[str] = []
    add_job = scheduler._scheduler.add_job

    def counting(*args, **kwargs):  # type: ignore[no-untyped-def]
        added.append(kwargs["id"])
        return add_job(*args, **kwargs)

    scheduler._scheduler.add_job = counting  # type: ignore[method-assign]
    try:
        due = clock.now() + 0.2
        for _ in range(5):
            scheduler.schedule("A", "clock", 3, due)
        assert added == ["A/clock"]
        scheduler.schedule("A", "clock", 3, due + 0.05)  # a new due time: replaced
        assert added == ["A/clock"] * 2
        await _until(lambda: fired == [("A", "clock", 3)])
        scheduler.schedule("A", "clock", 3, due + 0.05)  # it ran: the same deadline fires again
        await _until(lambda: fired == [("A", "clock", 3)] * 2)
        soon = clock.now() + 0.1
        scheduler.schedule("B", "hurry", 1, soon)
        scheduler.cancel("B", "hurry")
        scheduler.schedule("B", "hurry", 1, soon)  # cancelled, then the same deadline armed again
        await _until(lambda: ("B", "hurry", 1) in fired)
        assert len(added) == 5
    finally:
        scheduler.close()
