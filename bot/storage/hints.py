"""The ``hints`` table (migration 027): the hint of one position of a room against computers («💡
Подсказка», issue 46), computed once whichever worker is pressed; ``bot/rooms/hints.py`` asks for and
fills the rows."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from bot.storage.base import Repo
from bot.storage.jsontext import dumps, loads

#: (room, turn, seat)
Key = tuple[str, int, int]


@dataclass(frozen=True, slots=True)
class Kept:
    """A row: when the hint was asked for; ``hint`` its JSON, None while it is computed."""

    asked_at: float
    hint: dict[str, Any] | None


_WHERE = "room_id = ? AND turn = ? AND seat = ?"


class HintRepo(Repo):
    async def get(self, key: Key) -> Kept | None:
        row = await self.tx.one(f"SELECT asked_at, hint FROM hints WHERE {_WHERE}", key)  # noqa: S608
        return None if row is None else Kept(float(row["asked_at"]), loads(row["hint"]))

    async def claim(self, key: Key, now: float) -> None:
        """The hint is being computed from ``now`` on (a claim whose computation never finished is
        claimed anew); the room's hints of earlier turns are forgotten (no button shows them)."""
        await self.tx.run("DELETE FROM hints WHERE room_id = ? AND turn < ?", key[:2])
        await self.tx.run(
            "INSERT INTO hints (room_id, turn, seat, asked_at, hint) VALUES (?, ?, ?, ?, NULL)"
            " ON CONFLICT (room_id, turn, seat) DO UPDATE SET asked_at = excluded.asked_at",
            (*key, now),
        )

    async def keep(self, key: Key, hint: dict[str, Any]) -> None:
        await self.tx.run(f"UPDATE hints SET hint = ? WHERE {_WHERE}", (dumps(hint), *key))  # noqa: S608

    async def drop(self, key: Key) -> None:
        """Forget a claim whose computation failed (the person may ask again)."""
        await self.tx.run(f"DELETE FROM hints WHERE {_WHERE} AND hint IS NULL", key)  # noqa: S608
