"""The ``cards`` table (migration 024): which room each invitation card belongs to
(``bot/rooms/cards.py``)."""

from __future__ import annotations

from bot.storage.base import Repo


class CardRepo(Repo):
    async def bind(self, inline_id: str, room_id: str, now: float) -> str:
        """Make ``inline_id`` a card of ``room_id`` unless a room has it already; the room it
        belongs to now (``room_id``, or the one that had it)."""
        await self.tx.run(
            "INSERT INTO cards (inline_id, room_id, made_at) VALUES (?, ?, ?)"
            " ON CONFLICT (inline_id) DO NOTHING",
            (inline_id, room_id, now),
        )
        owner = await self.owner(inline_id)
        return room_id if owner is None else owner

    async def owner(self, inline_id: str) -> str | None:
        """The room the card belongs to; None: no room has it (yet)."""
        row = await self.tx.one("SELECT room_id FROM cards WHERE inline_id = ?", (inline_id,))
        return None if row is None else str(row[0])

    async def purge(self, before: float) -> int:
        """Forget the cards made before ``before`` whose room is gone; how many went."""
        return await self.tx.count(
            "DELETE FROM cards WHERE made_at < ?"
            " AND NOT EXISTS (SELECT 1 FROM rooms WHERE rooms.id = cards.room_id)",
            (before,),
        )
