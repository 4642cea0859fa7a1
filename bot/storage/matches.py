"""A room's history: its matches' headers, their deals (with the fairness of each) and the action log
beside the bot's own room events."""

from __future__ import annotations

from typing import Any

from bot.plumbing import clock
from bot.storage import actions as action_text
from bot.storage.base import Repo
from bot.storage.jsontext import dumps, loads
from bot.storage.values import Deal


class MatchRepo(Repo):
    async def set_info(self, room_id: str, match_no: int, info: dict[str, Any]) -> None:
        """The match's header once it changes (Bura's first-move draw decided); its start time kept."""
        await self.tx.run(
            "UPDATE matches SET info = ? WHERE room_id = ? AND match_no = ?", (dumps(info), room_id, match_no)
        )

    async def add(self, room_id: str, match_no: int, info: dict[str, Any]) -> None:
        await self.tx.run(
            "INSERT INTO matches (room_id, match_no, info, started_at) VALUES (?, ?, ?, ?)"
            " ON CONFLICT (room_id, match_no) DO UPDATE SET info = excluded.info,"
            " started_at = excluded.started_at",
            (room_id, match_no, dumps(info), clock.now()),
        )

    async def info(self, room_id: str, match_no: int) -> dict[str, Any] | None:
        row = await self.tx.one(
            "SELECT info FROM matches WHERE room_id = ? AND match_no = ?", (room_id, match_no)
        )
        return None if row is None else loads(row["info"])


class DealRepo(Repo):
    async def add(
        self,
        room_id: str,
        match_no: int,
        deal_no: int,
        *,
        label: str,
        commitment: str,
        seed: str,
        contributions: list[str],
        draws: Any,
    ) -> None:
        await self.tx.run(
            "INSERT INTO deals (room_id, match_no, deal_no, label, commitment, seed, contributions, draws,"
            " started_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                room_id,
                match_no,
                deal_no,
                label,
                commitment,
                seed,
                dumps(contributions),
                None if draws is None else dumps(draws),
                clock.now(),
            ),
        )

    async def set_result(
        self, room_id: str, match_no: int, deal_no: int, result: dict[str, Any], *, end: bool = True
    ) -> None:
        """Store a deal's result (``{"result": …, "verified": …}``); ``end`` stamps its end."""
        if end:
            await self.tx.run(
                "UPDATE deals SET result = ?, ended_at = ?"
                " WHERE room_id = ? AND match_no = ? AND deal_no = ?",
                (dumps(result), clock.now(), room_id, match_no, deal_no),
            )
        else:
            await self.tx.run(
                "UPDATE deals SET result = ? WHERE room_id = ? AND match_no = ? AND deal_no = ?",
                (dumps(result), room_id, match_no, deal_no),
            )

    async def interrupt(self, room_id: str, match_no: int, deal_no: int) -> None:
        """The deal ends unfinished (its result, if any, is kept)."""
        await self.tx.run(
            "UPDATE deals SET ended_at = ?, result = COALESCE(result, ?)"
            " WHERE room_id = ? AND match_no = ? AND deal_no = ?",
            (clock.now(), dumps({"result": None, "interrupted": True}), room_id, match_no, deal_no),
        )

    async def get(self, room_id: str, match_no: int, deal_no: int) -> Deal | None:
        row = await self.tx.one(
            "SELECT * FROM deals WHERE room_id = ? AND match_no = ? AND deal_no = ?",
            (room_id, match_no, deal_no),
        )
        return None if row is None else Deal.of(row)

    async def of_match(self, room_id: str, match_no: int, upto: int | None = None) -> list[Deal]:
        rows = await self.tx.all(
            "SELECT * FROM deals WHERE room_id = ? AND match_no = ? AND deal_no <= ? ORDER BY deal_no",
            (room_id, match_no, 1 << 30 if upto is None else upto),
        )
        return [Deal.of(r) for r in rows]

    async def last_finished_per_match(self, room_id: str) -> list[tuple[int, int]]:
        """(match, last finished deal), newest match first."""
        rows = await self.tx.all(
            "SELECT match_no, MAX(deal_no) AS deal_no FROM deals WHERE room_id = ? AND ended_at IS NOT NULL"
            " GROUP BY match_no ORDER BY match_no DESC",
            (room_id,),
        )
        return [(r["match_no"], r["deal_no"]) for r in rows]


class LogRepo(Repo):
    """The engine's action log (what a record replays) and the bot's own room events beside it."""

    async def action(
        self,
        room_id: str,
        match_no: int,
        deal_no: int,
        turn: int,
        action: dict[str, Any],
        by_user: int | None,
        at: float,
    ) -> None:
        await self.tx.run(
            "INSERT INTO actions (room_id, match_no, deal_no, turn, action, by_user, at)"
            " VALUES (?, ?, ?, ?, ?, ?, ?)",
            (room_id, match_no, deal_no, turn, action_text.pack(action), by_user, at),
        )

    async def actions(self, room_id: str, match_no: int, deal_no: int) -> list[dict[str, Any]]:
        rows = await self.tx.all(
            "SELECT action FROM actions WHERE room_id = ? AND match_no = ? AND deal_no = ? ORDER BY id",
            (room_id, match_no, deal_no),
        )
        return [action_text.unpack(r["action"]) for r in rows]

    async def event(
        self, room_id: str, match_no: int, deal_no: int, turn: int, event: dict[str, Any], by_user: int | None
    ) -> None:
        await self.tx.run(
            "INSERT INTO room_events (room_id, match_no, deal_no, turn, event, by_user, at)"
            " VALUES (?, ?, ?, ?, ?, ?, ?)",
            (room_id, match_no, deal_no, turn, dumps(event), by_user, clock.now()),
        )

    async def events(self, room_id: str) -> list[dict[str, Any]]:
        rows = await self.tx.all("SELECT event FROM room_events WHERE room_id = ? ORDER BY id", (room_id,))
        return [loads(r["event"]) for r in rows]


