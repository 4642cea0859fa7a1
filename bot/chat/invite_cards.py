"""Invitation cards posted through inline mode (issue 32) follow their room: whoever sits down — by the
card's «➕ Присоединиться», by the invitation link, from a group — or leaves, the card is redrawn with
who is seated, and loses its Join button once the table is full or the game has started.

A room keeps the ids of its newest cards (:mod:`bot.rooms.cards`); the
presenter calls :meth:`InviteCards.changed` with every new state. An inline message is in no chat the
bot knows: only the global pace applies, and a card drawn with the same text is not edited again. Two
redraws can wait for the pace at once: a drawing is made only while it is the newest state's (issue
44: a card never keeps «➕ Присоединиться» after a newer state took it away)."""

from __future__ import annotations

import contextlib
import json
from collections.abc import Awaitable, Callable, Coroutine
from typing import Any

from aiogram.exceptions import TelegramBadRequest

from bot.chat.viewers import Snapshot
from bot.model import Room
from bot.outbox import Outbox, Unreachable
from bot.plumbing.bounded import LRU
from bot.render.context import Ctx, namer
from bot.render.invite import card
from bot.rooms.cards import cards_of

#: cards whose last drawing is remembered (an edit with the same text is not made)
MAX_DRAWN = 2048

SnapshotOf = Callable[[Room], Awaitable[Snapshot]]
CtxOf = Callable[[Room, Snapshot, int | None], Ctx]


def _face(room: Room) -> tuple[object, ...]:
    """What a card shows of its room: who sits, whether a seat is free, whether it still waits."""
    return tuple(s.user_id for s in room.humans()), len(room.seats), room.capacity, room.status


class InviteCards:
    def __init__(self, outbox: Outbox, snapshot: SnapshotOf, ctx: CtxOf) -> None:
        self.outbox = outbox
        self.snapshot = snapshot
        self.ctx = ctx
        self._drawn: LRU[str, str] = LRU(MAX_DRAWN)
        #: each card's newest state asked for ((turn, updated_at) of its room): an older one is not drawn
        self._newest: LRU[str, tuple[int, float]] = LRU(MAX_DRAWN)

    async def card_of(self, room: Room) -> tuple[str, Any]:
        """The room's card, in the room's language, with the people seated."""
        snap = await self.snapshot(room)
        ctx = self.ctx(room, snap, None)
        name = namer(room, ctx)
        seated = [name(s.seat) for s in room.humans()]
        host = snap.names.get(room.creator, "?")
        return card(ctx.t, room.id, room.game, host, seats=room.capacity, seated=seated, room=room)

    def changed(self, before: Room | None, room: Room) -> Coroutine[Any, Any, None] | None:
        """The redraw ``room``'s cards need after ``before`` (None: nothing they show changed)."""
        if not cards_of(room) or (before is not None and _face(before) == _face(room)):
            return None
        return self.redraw(room)

    async def redraw(self, room: Room, also: str | None = None) -> None:
        """Draw ``room``'s cards (and ``also``, a card of it just pressed) as the room is now."""
        ids = cards_of(room)
        if also is not None and also not in ids:
            ids.append(also)
        if not ids:
            return
        version = (room.turn, room.updated_at)
        ids = [i for i in ids if (self._newest.get(i) or version) <= version]  # a newer one is on its way
        for inline_id in ids:
            self._newest.put(inline_id, version)
        if not ids:
            return
        text, kb = await self.card_of(room)
        drawn = text + json.dumps(kb.model_dump(mode="json") if kb is not None else None)
        for inline_id in ids:
            if self._drawn.get(inline_id) == drawn or self._newest.get(inline_id) != version:
                continue
            self._drawn.put(inline_id, drawn)
            await self.edit(inline_id, text, kb, (version, drawn))

    async def edit(
        self, inline_id: str, text: str, kb: Any, made: tuple[tuple[int, float], str] | None = None
    ) -> None:
        """Redraw one card (gone, or unchanged, is fine). ``made``: the state's version and drawing — when
        the call's turn under the pace comes, a newer state asked for meanwhile draws instead, unless it
        draws the same (it then left the drawing to this call)."""
        bot = self.outbox.bot

        async def draw() -> Any:
            if (
                made is not None
                and self._newest.get(inline_id) != made[0]
                and self._drawn.get(inline_id) != made[1]
            ):
                return None
            return await bot.edit_message_text(text=text, inline_message_id=inline_id, reply_markup=kb)

        with contextlib.suppress(TelegramBadRequest, Unreachable):
            await self.outbox.call(None, draw)
