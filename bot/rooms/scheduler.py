"""Deadline jobs on APScheduler 3.11's ``AsyncIOScheduler``: an in-memory timer per stored deadline.

The deadlines themselves are rows written by the room service in the same transaction as the
change that wants them (``bot/rooms/deadlines.py``); this class only wakes the service when one is
due. Everything it needs comes through the constructor: ``fire(room_id, kind, turn)`` is awaited
when a deadline is due, ``every`` lists periodic chores (e.g. the retention purge).

A firing that fails (the database busy or timed out, any exception) is tried again after
``retry_delays`` (growing), unless the room has scheduled that kind anew meanwhile; after the last
attempt it is given up (logged): the room's next change or a restart re-arms it from its stored row.
Trying again never fires a deadline twice: the service takes the row for its turn in the
transaction that acts on it, so a failed attempt left it untaken and a later one finds it taken.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable, Sequence
from datetime import UTC, datetime

from apscheduler.jobstores.base import JobLookupError
from apscheduler.schedulers.asyncio import AsyncIOScheduler

from bot.plumbing import clock
from bot.storage.db import StorageBusy

log = logging.getLogger(__name__)

RUNNING_PER_JOB = 64
#: ticks of a periodic chore that may come while its last run goes on (skipped silently); one more
#: is APScheduler's «maximum number of running instances reached» warning: a chore stuck that long
CHORE_TICKS_LATE = 3
#: seconds before each new attempt at a deadline whose firing failed (about 9 minutes in all)
RETRY_DELAYS: tuple[float, ...] = (1.0, 2.0, 5.0, 10.0, 30.0, 60.0, 120.0, 300.0)

Fire = Callable[[str, str, int], Awaitable[None]]
Chore = Callable[[], Awaitable[None]]


class DeadlineScheduler:
    def __init__(
        self,
        fire: Fire,
        every: list[tuple[str, float, Chore]] | None = None,
        retry_delays: Sequence[float] = RETRY_DELAYS,
    ) -> None:
        self._fire = fire
        self._every = every or []
        self._retry_delays = tuple(retry_delays)
        self._scheduler: AsyncIOScheduler | None = None
        self._running: set[asyncio.Task[object]] = set()  # jobs under way: cancelled quietly on close
        #: job id -> (turn, due) of each deadline job waiting to run: a room's every change plans its
        #: deadlines again, mostly unchanged, and an unchanged one is not added to APScheduler anew
        self._armed: dict[str, tuple[int, float]] = {}
        #: chores whose run goes on: a tick that comes meanwhile is not needed (the run does its work)
        self._chores_running: set[str] = set()

    def add_chore(self, name: str, seconds: float, chore: Chore) -> None:
        """One more periodic chore (before :meth:`start`)."""
        self._every.append((name, seconds, chore))

    def start(self) -> None:
        if self._scheduler is not None:
            return
        self._scheduler = AsyncIOScheduler(timezone=UTC)
        self._scheduler.start()
        for name, seconds, chore in self._every:
            self._scheduler.add_job(
                self._chore,
                "interval",
                args=(name, chore),
                seconds=seconds,
                id=name,
                replace_existing=True,
                next_run_time=datetime.fromtimestamp(clock.now(), UTC),
                misfire_grace_time=None,
                coalesce=True,
                # a run longer than its interval (a busy machine) is no fault: the ticks meanwhile
                # are skipped by _chore, without APScheduler's warning on the console
                max_instances=CHORE_TICKS_LATE + 1,
            )

    def close(self) -> None:
        if self._scheduler is not None and self._scheduler.running:
            self._scheduler.shutdown(wait=False)
        self._scheduler = None
        self._armed.clear()
        for task in self._running:  # a chore or deadline under way stops here, without a traceback
            task.cancel()

    def schedule(self, room_id: str, kind: str, turn: int, due: float) -> None:
        """Fire ``(room_id, kind, turn)`` at ``due`` (at once when overdue), replacing the job the
        room had for this kind (the same deadline again changes nothing)."""
        job_id = f"{room_id}/{kind}"
        if self._armed.get(job_id) == (turn, due):
            return
        self._add(room_id, kind, turn, due, 0)
        self._armed[job_id] = (turn, due)

    def _add(self, room_id: str, kind: str, turn: int, due: float, attempt: int) -> None:
        if self._scheduler is None:
            return
        now = clock.now()
        self._scheduler.add_job(
            self._run,
            "date",
            run_date=datetime.fromtimestamp(max(due, now), UTC),
            args=(room_id, kind, turn, attempt),
            id=f"{room_id}/{kind}",
            replace_existing=True,
            misfire_grace_time=None,
            coalesce=True,
            # the next deadline of a room may fall due while the previous one still runs (a fast
            # clock): both run; firing is idempotent (the service takes the row for its turn)
            max_instances=RUNNING_PER_JOB,
        )

    def armed(self, room_id: str, kind: str) -> tuple[int, float] | None:
        """(turn, due) of the room's job of this kind waiting to run here, if there is one."""
        return self._armed.get(f"{room_id}/{kind}")

    def cancel(self, room_id: str, kind: str) -> None:
        self._armed.pop(f"{room_id}/{kind}", None)
        if self._scheduler is not None:
            with contextlib.suppress(JobLookupError):
                self._scheduler.remove_job(f"{room_id}/{kind}")

    def cancel_room(self, room_id: str) -> None:
        """Forget every deadline job of the room (it was closed by a fault)."""
        for job_id in [j for j in self._armed if j.startswith(f"{room_id}/")]:
            del self._armed[job_id]
        if self._scheduler is not None:
            for job in self._scheduler.get_jobs():
                if job.id.startswith(f"{room_id}/"):
                    with contextlib.suppress(JobLookupError):
                        job.remove()

    async def _run(self, room_id: str, kind: str, turn: int, attempt: int = 0) -> None:
        job_id = f"{room_id}/{kind}"
        if self._armed.get(job_id, (None,))[0] == turn:
            del self._armed[job_id]  # the job has left APScheduler: the same deadline is added again
        what = f"deadline {kind} of room {room_id} (turn {turn}, attempt {attempt + 1})"
        if await self._guarded(what, self._fire(room_id, kind, turn)) is False:
            self._retry(room_id, kind, turn, attempt)

    def _retry(self, room_id: str, kind: str, turn: int, attempt: int) -> None:
        """Try a failed deadline again later, unless the bot is stopping (a restart re-arms it), the
        room has scheduled this kind anew since (that job stands), or it has failed too often."""
        if self._scheduler is None:
            return
        if self._scheduler.get_job(f"{room_id}/{kind}") is not None:
            return
        if attempt >= len(self._retry_delays):
            log.error(
                "deadline %s of room %s (turn %s) failed %d times: given up until the room changes"
                " or the bot restarts", kind, room_id, turn, attempt + 1,
            )
            return
        delay = self._retry_delays[attempt]
        log.warning("deadline %s of room %s (turn %s): trying again in %.3g s", kind, room_id, turn, delay)
        self._add(room_id, kind, turn, clock.now() + delay, attempt + 1)

    async def _chore(self, name: str, chore: Chore) -> None:
        if name in self._chores_running:
            return  # its last run goes on and does this tick's work
        self._chores_running.add(name)
        try:
            await self._guarded(f"chore {name}", chore())
        finally:
            self._chores_running.discard(name)

    async def _guarded(self, what: str, job: Awaitable[None]) -> bool | None:
        """Run ``job``: True when it ran through, False when it failed (logged), None when the bot
        is stopping."""
        task = asyncio.current_task()
        if task is not None:
            self._running.add(task)
        try:
            await job
            return True
        except asyncio.CancelledError:  # the bot is stopping: the stored deadline fires after a restart
            log.info("%s stopped by shutdown", what)
            return None
        except StorageBusy as exc:  # a room's lock held past the lock timeout: no fault of the job's
            log.warning("%s: the database was busy (%s)", what, exc)
            return False
        except Exception:  # never let a job kill the scheduler
            log.exception("%s failed", what)
            return False
        finally:
            if task is not None:
                self._running.discard(task)
