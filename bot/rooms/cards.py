"""The invitation cards of a room (issue 32): a card posted through inline mode is remembered by its
room (``Room.extra["cards"]``, :mod:`bot.invite_cards`), so that joins and leaves by any way redraw it."""

from __future__ import annotations

from bot.model import Room
from bot.rooms.kernel import Kernel, Reply
from bot.storage import Tx

#: a room redraws at most this many of its cards (the newest)
MAX_CARDS = 5


def cards_of(room: Room) -> list[str]:
    return [str(c) for c in room.extra.get("cards") or ()][-MAX_CARDS:]


def with_card(room: Room, inline_id: str) -> bool:
    """Remember ``inline_id`` as a card of ``room`` (False: it was already)."""
    known = cards_of(room)
    if inline_id in known:
        return False
    room.extra["cards"] = [*known, inline_id][-MAX_CARDS:]
    return True


class Cards:
    def __init__(self, k: Kernel) -> None:
        self.k = k

    async def add_card(self, room_id: str, inline_id: str) -> Reply:
        """Remember the card ``inline_id`` of ``room_id`` (its buttons stay valid: same turn)."""

        async def fn(tx: Tx, room: Room) -> Reply:
            if not with_card(room, inline_id):
                return Reply(None)  # known already: nothing to save
            return Reply(None, room=room, same_turn=True)

        return await self.k.change(room_id, fn)
