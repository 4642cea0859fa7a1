"""Deadline jobs on APScheduler 3.11's ``AsyncIOScheduler``: an in-memory timer per stored deadline.

The deadlines themselves are rows written by the room service in the same transaction as the
change that wants them (``bot/rooms/deadlines.py``); this class only wakes the service when one is
due. Everything it needs comes through the constructor: ``fire(room_id, kind, turn)`` is awaited
when a deadline is due, ``every`` lists periodic chores (e.g. the retention purge).
"""

from __future__ import annotations

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

    def start(self) -> None:
        if self._scheduler is not None:
            return
        self._scheduler = AsyncIOScheduler(timezone=UTC)
        self._scheduler.start()
        for name, seconds, chore in self._every:
            self._scheduler.add_job(
                chore,
                "interval",
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

    async def _run(self, room_id: str, kind: str, turn: int) -> None:
        try:
            await self._fire(room_id, kind, turn)
        except Exception:  # never let a deadline kill the scheduler
            log.exception("deadline %s of room %s failed", kind, room_id)
