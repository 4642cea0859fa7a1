"""«🔎 Разбор» (issue 46): the review of a finished deal for the person who played a seat of it.

A press asks :meth:`Reviews.ask`; the answer is one of :class:`Asked`'s kinds:

- ``kept`` — the deal was reviewed for that seat before: the kept review, at once (no cost);
- ``busy`` — it is being computed (a second press, here or in another worker): nothing more;
- ``limit`` — the person asked for ``REVIEWS_PER_HOUR`` reviews within the last hour: ``wait``
  seconds until the next one;
- ``refused`` — the presser held no seat in that match (someone else's button, a forged payload);
  ``unavailable`` — no such finished deal (any more);
- ``start`` — claimed (the ``reviews`` row, in the transaction that counted the hour's reviews):
  :meth:`Reviews.run` computes it in the review worker (``bot/rooms/ai_pool.py: ReviewPool``, the
  lowest CPU priority) and keeps it with the record, then hands it to ``deliver``.

A claim whose computation never finished (the worker process died with its bot) is claimed anew
after :data:`STALE_SECONDS`.
"""

from __future__ import annotations

import asyncio
import logging
from dataclasses import dataclass, field
from typing import Any

from bot.plumbing import clock
from bot.rooms import kept
from bot.rooms.ai_pool import ReviewPool, pool_size
from bot.rooms.kernel import Kernel
from bot.rooms.records import build_record
from bot.storage.reviews import Key

log = logging.getLogger(__name__)

HOUR = 3600.0
#: a claim older than this whose review is still missing was lost (its process died): claimed anew
STALE_SECONDS = 900.0

Deliver = kept.Deliver


@dataclass(frozen=True, slots=True)
class Asked:
    kind: str
    review: dict[str, Any] | None = None
    #: ``limit``: seconds until the next review may be asked for
    wait: float = 0.0
    key: Key | None = None
    record: dict[str, Any] | None = field(default=None, repr=False)


class Reviews:
    def __init__(self, kernel: Kernel) -> None:
        self.k = kernel
        settings = kernel.settings
        self.pool = ReviewPool(1 if pool_size(settings.ai_processes) > 0 else 0, settings.review_niceness)
        self._tasks: dict[Key, asyncio.Task[None]] = {}

    @property
    def budget(self) -> tuple[int, int, int, int]:
        s = self.k.settings
        return s.review_samples, s.review_iterations, s.review_refine, s.review_refine_samples

    async def ask(self, room_id: str, match_no: int, deal_no: int, user_id: int) -> Asked:
        """What a press of «🔎 Разбор» on that deal by ``user_id`` gets (see the module's list)."""
        storage = self.k.storage
        async with storage.read() as tx:
            info = await tx.matches.info(room_id, match_no)
            users = (info or {}).get("users") or []
            if user_id not in users:
                return Asked("refused")
            key: Key = (room_id, match_no, deal_no, users.index(user_id))
            kept = await tx.reviews.get(key)
            if kept is not None and kept.review is not None:
                return Asked("kept", kept.review, key=key)
            room = await tx.rooms.load(room_id)
            deal = await tx.deals.get(room_id, match_no, deal_no)
            finished = deal is not None and deal.ended_at is not None and not _interrupted(deal.result)
            record = None
            if finished and room is not None:
                record = await build_record(tx, room, match_no, deal_no)
        if record is None:
            return Asked("unavailable")
        now = clock.now()
        async with storage.transaction() as tx:
            await tx.lock(f"reviews:{user_id}")
            kept = await tx.reviews.get(key)
            if kept is not None and kept.review is not None:
                return Asked("kept", kept.review, key=key)
            if kept is not None and (key in self._tasks or kept.asked_at > now - STALE_SECONDS):
                return Asked("busy", key=key)
            limit = self.k.settings.reviews_per_hour
            asked = await tx.reviews.asked_since(user_id, now - HOUR)
            if len(asked) >= limit:
                wait = asked[-limit] + HOUR - now if limit else HOUR
                return Asked("limit", wait=max(wait, 1.0), key=key)
            await tx.reviews.claim(key, user_id, now)
        return Asked("start", key=key, record=record)

    def run(self, asked: Asked, deliver: Deliver) -> None:
        """Computes the review ``asked`` (kind ``start``) in the review worker, keeps it, then
        ``deliver(review)``; on a failure forgets the claim and ``deliver(None)``."""
        assert asked.key is not None and asked.record is not None
        key, record = asked.key, asked.record
        kept.start(
            self.k.storage, self._tasks, key,
            lambda: self.pool.review(record, key[3], key[2], self.budget),
            lambda tx: tx.reviews, deliver, "review",
        )  # fmt: skip

    async def wait(self) -> None:
        """Until the reviews under way are done (tests)."""
        while self._tasks:
            await asyncio.gather(*self._tasks.values(), return_exceptions=True)

    async def marks(self, room_id: str, match_no: int, deal_no: int) -> dict[int, list[int]]:
        """The deal's kept reviews as the replay marks them: seat -> the indices (in the deal's
        actions) of its mistakes, costliest first."""
        async with self.k.storage.read() as tx:
            kept = await tx.reviews.of_deal(room_id, match_no, deal_no)
        return {seat: [int(m["index"]) for m in r.get("mistakes") or []] for seat, r in kept.items()}

    async def close(self) -> None:
        for task in list(self._tasks.values()):
            task.cancel()
        await asyncio.gather(*self._tasks.values(), return_exceptions=True)
        await self.pool.close()


def _interrupted(result: object) -> bool:
    """A deal cut short (someone left): no result to review."""
    return isinstance(result, dict) and bool(result.get("interrupted"))
