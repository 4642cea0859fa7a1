"""The invitation cards of a room (issue 32): a card posted through inline mode is remembered by its
room (``Room.extra["cards"]``, :mod:`bot.chat.invite_cards`), so that joins and leaves by any way redraw it.

A card's «➕ Присоединиться» acts only on a card its room remembers (issue 44): a payload naming
another room, forged onto someone's card, must neither seat the presser there nor redraw the card with
that room's table. The newest :data:`MAX_CARDS` follow their room; up to :data:`MAX_KNOWN` are
recognised as its own (an older card still seats, and is redrawn when pressed).

Which room has which card is also kept across rooms (``cards``, migration 024), written with the
room in one transaction: a press on a card no room has yet (pressed before the bot handled the
``chosen_inline_result`` that binds it) binds it to the room it names — the card was made for that
room unless the payload is forged, and a forged one could only take a card in those milliseconds —
while a card another room has is refused."""

from __future__ import annotations

from bot.model import Room
from bot.plumbing import clock
from bot.rooms.kernel import Kernel, Reply
from bot.storage import Tx

#: a room redraws at most this many of its cards (the newest)
MAX_CARDS = 5
#: a room recognises at most this many of its cards (the newest) as its own
MAX_KNOWN = 32
#: a card's row (``cards``) outlives its room this long after the card was made (``purge``): a late
#: press is told the invitation is gone
CARD_MEMORY_SECONDS = 30 * 86400


def known_cards(room: Room) -> list[str]:
    """Every card ``room`` remembers, oldest first."""
    return [str(c) for c in room.extra.get("cards") or ()][-MAX_KNOWN:]


def cards_of(room: Room) -> list[str]:
    """The cards redrawn when ``room`` changes: its newest."""
    return known_cards(room)[-MAX_CARDS:]


def is_card_of(room: Room, inline_id: str) -> bool:
    """Whether ``inline_id`` is a card posted for ``room`` (not another room's, nor a stranger's)."""
    return inline_id in known_cards(room)


def with_card(room: Room, inline_id: str) -> bool:
    """Remember ``inline_id`` as a card of ``room`` (False: it was already)."""
    known = known_cards(room)
    if inline_id in known:
        return False
    room.extra["cards"] = [*known, inline_id][-MAX_KNOWN:]
    return True


class Cards:
    def __init__(self, k: Kernel) -> None:
        self.k = k

    async def add_card(self, room_id: str, inline_id: str) -> Reply:
        """Remember the card ``inline_id`` of ``room_id`` (its buttons stay valid: same turn); a card
        another room has is refused («card-not-this-room»), and stays that room's."""

        async def fn(tx: Tx, room: Room) -> Reply:
            if await tx.cards.bind(inline_id, room.id, clock.now()) != room.id:
                return Reply("card-not-this-room", alert=True)
            if not with_card(room, inline_id):
                return Reply(None)  # known already: nothing to save
            return Reply(None, room=room, same_turn=True)

        return await self.k.change(room_id, fn)

    async def card_owner(self, inline_id: str) -> str | None:
        """The room the card ``inline_id`` belongs to; None: no room has it yet (its
        chosen_inline_result not handled yet, or a card posted before migration 024)."""
        async with self.k.storage.read() as tx:
            return await tx.cards.owner(inline_id)
