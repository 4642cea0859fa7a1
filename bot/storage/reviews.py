"""The ``reviews`` table (migration 026): the review of a finished deal for one seat («🔎 Разбор»,
issue 46), kept with the deal's record; ``bot/rooms/reviews.py`` asks for and fills the rows."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from bot.storage.base import Repo
from bot.storage.jsontext import dumps, loads

#: (room, match, deal, seat)
Key = tuple[str, int, int, int]


@dataclass(frozen=True, slots=True)
class Kept:
    """A row: who asked for the review and when; ``review`` its JSON, None while it is computed."""

    user_id: int
    asked_at: float
    review: dict[str, Any] | None


_WHERE = "room_id = ? AND match_no = ? AND deal_no = ? AND seat = ?"


class ReviewRepo(Repo):
    async def get(self, key: Key) -> Kept | None:
        row = await self.tx.one(
            f"SELECT user_id, asked_at, review FROM reviews WHERE {_WHERE}",  # noqa: S608
            key,
        )
        if row is None:
            return None
        return Kept(int(row["user_id"]), float(row["asked_at"]), loads(row["review"]))

    async def claim(self, key: Key, user_id: int, now: float) -> None:
        """The review is being computed from ``now`` on, for ``user_id`` (a row claimed before, whose
        computation never finished, is claimed anew)."""
        await self.tx.run(
            "INSERT INTO reviews (room_id, match_no, deal_no, seat, user_id, asked_at, review)"
            " VALUES (?, ?, ?, ?, ?, ?, NULL)"
            " ON CONFLICT (room_id, match_no, deal_no, seat)"
            " DO UPDATE SET user_id = excluded.user_id, asked_at = excluded.asked_at",
            (*key, user_id, now),
        )

    async def keep(self, key: Key, review: dict[str, Any]) -> None:
        await self.tx.run(f"UPDATE reviews SET review = ? WHERE {_WHERE}", (dumps(review), *key))  # noqa: S608

    async def drop(self, key: Key) -> None:
        """Forget a claim whose computation failed (the person may ask again)."""
        await self.tx.run(f"DELETE FROM reviews WHERE {_WHERE} AND review IS NULL", key)  # noqa: S608

    async def asked_since(self, user_id: int, since: float) -> list[float]:
        """When ``user_id`` asked for each review since ``since`` (oldest first)."""
        rows = await self.tx.all(
            "SELECT asked_at FROM reviews WHERE user_id = ? AND asked_at >= ? ORDER BY asked_at",
            (user_id, since),
        )
        return [float(r[0]) for r in rows]

    async def of_deal(self, room_id: str, match_no: int, deal_no: int) -> dict[int, dict[str, Any]]:
        """The deal's finished reviews, by seat."""
        rows = await self.tx.all(
            "SELECT seat, review FROM reviews WHERE room_id = ? AND match_no = ? AND deal_no = ?"
            " AND review IS NOT NULL ORDER BY seat",
            (room_id, match_no, deal_no),
        )
        return {int(r["seat"]): loads(r["review"]) for r in rows}

    async def forget(self, user_id: int) -> None:
        """/forget: the reviews stay with their deals, no longer saying who asked for them."""
        await self.tx.run("UPDATE reviews SET user_id = 0 WHERE user_id = ?", (user_id,))
