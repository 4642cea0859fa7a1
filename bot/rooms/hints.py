"""«💡 Подсказка» (issue 46, item 3): the move the strongest computer would make from a person's own
view, in a room where that person plays against computers only, on their own move.

A press asks :meth:`Hints.ask` with the room as it is now; the answer is one of :class:`Asked`'s kinds:

- ``refused`` — the press is not the presser's: no such room, not their seat (someone else's button,
  a forged payload);
- ``not_allowed`` — not a room against computers (a person joined, a quick match, a tournament's
  table: every match a person plays against another person may be rated), or the hints are off in
  the presser's /profile;
- ``stale`` — not their move now (the message is older than the position, the deal is over, the
  computer plays the seat for them);
- ``kept`` — this position's hint was computed before: at once, nothing computed again;
- ``busy`` — it is being computed (a second press, a double tap, here or in another worker);
- ``start`` — claimed (the ``hints`` row, ``bot/storage/hints.py``, under the room's hint lock):
  :meth:`Hints.run` computes it off the event loop, in a worker process of its own at the lowest CPU
  priority (``bot/rooms/ai_pool.py: ReviewPool``, the review's kind: a hint never takes a core a
  room's move wants), keeps it with the position and hands it to ``deliver``.

A position is (room, turn, seat): the room's turn counter moves with every change, so a kept hint is
never shown for another position. Nothing here changes a room: the hint is computed from
``Game.view(seat)`` and ``Game.memory(seat)`` of the room as read. A claim whose computation never
finished (its worker died with its bot) is claimed anew after :data:`STALE_SECONDS`.
"""

from __future__ import annotations

import asyncio
import logging
from dataclasses import dataclass, field
from typing import Any

from bot.model import Room
from bot.plumbing import clock
from bot.rooms import kept
from bot.rooms.ai_pool import ReviewPool, hint_task, pool_size
from bot.rooms.kernel import Kernel
from bot.storage.hints import Key
from engines.protocol import Action

log = logging.getLogger(__name__)

#: a claim older than this whose hint is still missing was lost (its process died): claimed anew
STALE_SECONDS = 120.0

Deliver = kept.Deliver


@dataclass(frozen=True, slots=True)
class Asked:
    kind: str
    hint: dict[str, Any] | None = None
    key: Key | None = None
    game: str = ""
    work: tuple[Any, ...] = field(default=(), repr=False)


class Hints:
    def __init__(self, kernel: Kernel) -> None:
        self.k = kernel
        settings = kernel.settings
        self.pool = ReviewPool(1 if pool_size(settings.ai_processes) > 0 else 0, settings.review_niceness)
        self._tasks: dict[Key, asyncio.Task[None]] = {}

    @property
    def budget(self) -> tuple[int, int]:
        s = self.k.settings
        return s.hint_iterations, s.hint_samples

    async def ask(self, room: Room | None, user_id: int, turn: int, seat_no: int, wants: bool) -> Asked:
        """What a press of «💡» gets (see the module's list); ``room`` as read now."""
        why = "refused" if room is None else room.hint_refusal(user_id, turn, seat_no, wants)
        if why is not None:
            return Asked(why)
        assert room is not None
        key: Key = (room.id, turn, seat_no)
        if key in self._tasks:
            return Asked("busy", key=key, game=room.game)
        now = clock.now()
        async with self.k.storage.transaction() as tx:
            await tx.lock(f"hints:{room.id}")
            kept = await tx.hints.get(key)
            if kept is not None and kept.hint is not None:
                return Asked("kept", kept.hint, key=key, game=room.game)
            if kept is not None and kept.asked_at > now - STALE_SECONDS:
                return Asked("busy", key=key, game=room.game)
            await tx.hints.claim(key, now)
        game = room.engine()
        assert game is not None
        legal: list[Action] = game.legal_actions(seat_no)
        work = (room.game, game.view(seat_no), game.memory(seat_no), legal, self.budget)
        return Asked("start", key=key, game=room.game, work=work)

    def run(self, asked: Asked, deliver: Deliver) -> None:
        """Computes the hint ``asked`` (kind ``start``) in the worker, keeps it, then
        ``deliver(hint)``; on a failure forgets the claim and ``deliver(None)`` (a later press tries
        again)."""
        assert asked.key is not None
        kept.start(
            self.k.storage, self._tasks, asked.key, lambda: self.pool.call(hint_task, *asked.work),
            lambda tx: tx.hints, deliver, "hint",
        )  # fmt: skip

    async def wait(self) -> None:
        """Until the hints under way are done (tests)."""
        while self._tasks:
            await asyncio.gather(*self._tasks.values(), return_exceptions=True)

    async def close(self) -> None:
        for task in list(self._tasks.values()):
            task.cancel()
        await asyncio.gather(*self._tasks.values(), return_exceptions=True)
        await self.pool.close()
