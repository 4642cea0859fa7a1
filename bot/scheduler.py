"""Deadline jobs on APScheduler 3.11's ``AsyncIOScheduler``: an in-memory timer per stored deadline.

The deadlines themselves are rows written by the room service in the same transaction as the
change that wants them (``bot/rooms/deadlines.py``); this class only wakes the service when one is
due. Everything it needs comes through the constructor: ``fire(room_id, kind, turn)`` is awaited
when a deadline is due, ``every`` lists periodic chores (e.g. the retention purge).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable
from datetime import UTC, datetime

from apscheduler.jobstores.base import JobLookupError
from apscheduler.schedulers.asyncio import AsyncIOScheduler

log = logging.getLogger(__name__)

RUNNING_PER_JOB = 64

Fire = Callable[[str, str, int], Awaitable[None]]
Chore = Callable[[], Awaitable[None]]


class DeadlineScheduler:
    def __init__(self, fire: Fire, every: list[tuple[str, float, Chore]] | None = None) -> None:
        self._fire = fire
        self._every = every or []
        self._scheduler: AsyncIOScheduler | None = None
        self._running: set[asyncio.Task[object]] = set()  # jobs under way: cancelled quietly on close

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
                next_run_time=datetime.now(UTC),
                misfire_grace_time=None,
                coalesce=True,
            )

    def close(self) -> None:
        if self._scheduler is not None and self._scheduler.running:
            self._scheduler.shutdown(wait=False)
        self._scheduler = None
        for task in self._running:  # a chore or deadline under way stops here, without a traceback
            task.cancel()

    def schedule(self, room_id: str, kind: str, turn: int, due: float) -> None:
        """Fire ``(room_id, kind, turn)`` at ``due`` (at once when overdue), replacing the job the
        room had for this kind."""
        if self._scheduler is None:
            return
        now = datetime.now(UTC).timestamp()
        self._scheduler.add_job(
            self._run,
            "date",
            run_date=datetime.fromtimestamp(max(due, now), UTC),
            args=(room_id, kind, turn),
            id=f"{room_id}/{kind}",
            replace_existing=True,
            misfire_grace_time=None,
            coalesce=True,
            # the next deadline of a room may fall due while the previous one still runs (a fast
            # clock): both run; firing is idempotent (the service takes the row for its turn)
            max_instances=RUNNING_PER_JOB,
        )

    def cancel(self, room_id: str, kind: str) -> None:
        if self._scheduler is not None:
            with contextlib.suppress(JobLookupError):
                self._scheduler.remove_job(f"{room_id}/{kind}")

    def cancel_room(self, room_id: str) -> None:
        """Forget every deadline job of the room (it was closed by a fault)."""
        if self._scheduler is not None:
            for job in self._scheduler.get_jobs():
                if job.id.startswith(f"{room_id}/"):
                    with contextlib.suppress(JobLookupError):
                        job.remove()

    async def _run(self, room_id: str, kind: str, turn: int) -> None:
        await self._guarded(f"deadline {kind} of room {room_id}", self._fire(room_id, kind, turn))

    async def _chore(self, name: str, chore: Chore) -> None:
        await self._guarded(f"chore {name}", chore())

    async def _guarded(self, what: str, job: Awaitable[None]) -> None:
        task = asyncio.current_task()
        if task is not None:
            self._running.add(task)
        try:
            await job
        except asyncio.CancelledError:  # the bot is stopping: the stored deadline fires after a restart
            log.info("%s stopped by shutdown", what)
        except Exception:  # never let a job kill the scheduler
            log.exception("%s failed", what)
        finally:
            if task is not None:
                self._running.discard(task)
