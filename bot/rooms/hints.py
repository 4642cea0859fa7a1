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
- ``busy`` — it is being computed (a second press, a double tap): nothing more;
- ``start`` — :meth:`Hints.run` computes it off the event loop, in a worker process of its own at the
  lowest CPU priority (``bot/rooms/ai_pool.py: ReviewPool``, the review's kind: a hint never takes a
  core a room's move wants), keeps it for the position and hands it to ``deliver``.

A position is (room, turn, seat): the room's turn counter moves with every change, so a kept hint is
never shown for another position. Nothing here changes a room: the hint is computed from
``Game.view(seat)`` and ``Game.memory(seat)`` of a copy read from storage. Kept in this process
(the newest :data:`KEPT` positions): a hint is seconds of work at most, not worth a table.
"""

from __future__ import annotations

import asyncio
import logging
from collections import OrderedDict
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from bot.model import Room
from bot.rooms.ai_pool import ReviewPool, hint_task, pool_size
from bot.rooms.kernel import Kernel
from engines.protocol import Action

log = logging.getLogger(__name__)

#: positions whose hints this process keeps (the oldest go first)
KEPT = 2048

#: (room, turn, seat)
Key = tuple[str, int, int]
Deliver = Callable[[dict[str, Any] | None], Awaitable[None]]


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
        self.pool = ReviewPool(1 if pool_size(kernel.settings.ai_processes) > 0 else 0)
        self._kept: OrderedDict[Key, dict[str, Any]] = OrderedDict()
        self._tasks: dict[Key, asyncio.Task[None]] = {}

    @property
    def budget(self) -> tuple[int, int]:
        s = self.k.settings
        return s.hint_iterations, s.hint_samples

    def ask(self, room: Room | None, user_id: int, turn: int, seat_no: int, wants: bool) -> Asked:
        """What a press of «💡» gets (see the module's list); ``room`` as read now."""
        why = "refused" if room is None else room.hint_refusal(user_id, turn, seat_no, wants)
        if why is not None:
            return Asked(why)
        assert room is not None
        key: Key = (room.id, turn, seat_no)
        kept = self._kept.get(key)
        if kept is not None:
            self._kept.move_to_end(key)
            return Asked("kept", kept, key=key, game=room.game)
        if key in self._tasks:
            return Asked("busy", key=key, game=room.game)
        game = room.engine()
        assert game is not None
        legal: list[Action] = game.legal_actions(seat_no)
        work = (room.game, game.view(seat_no), game.memory(seat_no), legal, self.budget)
        return Asked("start", key=key, game=room.game, work=work)

    def run(self, asked: Asked, deliver: Deliver) -> None:
        """Computes the hint ``asked`` (kind ``start``) in the worker, keeps it, then
        ``deliver(hint)``; on a failure ``deliver(None)`` (a later press tries again)."""
        assert asked.key is not None
        key = asked.key
        if key in self._tasks:
            return

        async def work() -> None:
            try:
                found = await self.pool.call(hint_task, *asked.work)
            except asyncio.CancelledError:
                raise
            except Exception:
                log.exception("hint for %s failed", key)
                await deliver(None)
                return
            self._kept[key] = found
            while len(self._kept) > KEPT:
                self._kept.popitem(last=False)
            await deliver(found)

        task = asyncio.create_task(work())
        self._tasks[key] = task
        task.add_done_callback(lambda _: self._tasks.pop(key, None))

    async def wait(self) -> None:
        """Until the hints under way are done (tests)."""
        while self._tasks:
            await asyncio.gather(*self._tasks.values(), return_exceptions=True)

    async def close(self) -> None:
        for task in list(self._tasks.values()):
            task.cancel()
        await asyncio.gather(*self._tasks.values(), return_exceptions=True)
        await self.pool.close()
