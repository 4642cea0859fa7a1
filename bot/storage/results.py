"""Statistics: the ``results`` table — one row per seat of every finished match — and the
queries of ``/stats``, ``/top`` and ``/forget``. Bound to one transaction like every repository.

The indexes (migration 006) answer each query from the index alone: ``results_user`` (user, game,
time, and the columns /stats reads) for a person's own statistics, ``results_chat`` (chat, game,
computers, time, user, outcome) for a group's board.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from bot.storage.base import Repo
from bot.storage.jsontext import dumps, loads
from bot.storage.values import (
    Loser,
    RecentDeal,
    Result,
    Standing,
    StoredDeal,
    StoredEvent,
    StoredMatch,
    from_columns,
)

#: the id a forgotten person's seats carry in kept records (0 is no Telegram user; NULL is a computer)
FORGOTTEN = 0

COLUMNS = (
    "room_id",
    "match_no",
    "game",
    "chat_id",
    "seat",
    "user_id",
    "level",
    "team",
    "outcome",
    "mode",
    "options",
    "computers",
    "detail",
    "ended_at",
)


class ResultRepo(Repo):
    # ----- writing ------------------------------------------------------------------------------------------
    async def add(self, rows: Iterable[dict[str, Any]]) -> int:
        """Insert result rows (a match already recorded is left as it is); returns how many."""
        n = 0
        for row in rows:
            values = tuple(
                dumps(row[c]) if c in ("options", "detail") and row[c] is not None else row[c]
                for c in COLUMNS
            )
            await self.tx.run(
                f"INSERT INTO results ({', '.join(COLUMNS)})"  # noqa: S608
                f" VALUES ({', '.join('?' * len(COLUMNS))}) ON CONFLICT DO NOTHING",
                values,
            )
            n += 1
        return n

    # ----- the back-fill of matches finished before the results table ---------------------------------------
    async def backfill_pending(self) -> bool:
        row = await self.tx.one("SELECT done FROM results_backfill")
        return row is not None and not row[0]

    async def backfill_done(self) -> None:
        await self.tx.run("UPDATE results_backfill SET done = 1")

    async def stored_matches(self) -> list[StoredMatch]:
        """Every stored match header with its room's game and chat."""
        rows = await self.tx.all(
            "SELECT m.room_id, m.match_no, m.info, r.game, r.chat_id FROM matches m"
            " JOIN rooms r ON r.id = m.room_id ORDER BY m.started_at"
        )
        return [StoredMatch(*r) for r in rows]

    async def stored_deals(self) -> list[StoredDeal]:
        rows = await self.tx.all(
            "SELECT room_id, match_no, deal_no, result, ended_at FROM deals"
            " ORDER BY room_id, match_no, deal_no"
        )
        return [StoredDeal(*r) for r in rows]

    async def stored_surrenders(self) -> list[StoredEvent]:
        """The bot-level surrenders (Scopa, Bura between deals) kept in the room events."""
        kind = "event::jsonb ->> 'type'" if self.tx.postgres else "json_extract(event, '$.type')"
        rows = await self.tx.all(
            f"SELECT room_id, match_no, event, at FROM room_events WHERE {kind} = 'surrender' ORDER BY id"  # noqa: S608
        )
        return [StoredEvent(*r) for r in rows]

    # ----- reading ------------------------------------------------------------------------------------------
    async def of_user(self, user_id: int, chat_id: int | None = None) -> list[Result]:
        """A person's results (in one group, or everywhere), oldest first."""
        if chat_id is None:
            rows = await self.tx.all(
                "SELECT game, computers, level, outcome, mode, ended_at FROM results"
                " WHERE user_id = ? ORDER BY game, ended_at, id",
                (user_id,),
            )
        else:
            rows = await self.tx.all(
                "SELECT game, computers, level, outcome, mode, ended_at FROM results"
                " WHERE user_id = ? AND chat_id = ? ORDER BY game, ended_at, id",
                (user_id, chat_id),
            )
        return [Result(*r) for r in rows]

    async def recent_deals(self, user_id: int, chat_id: int | None, limit: int) -> list[RecentDeal]:
        """The latest ``limit`` deals that ended with a result in the person's finished matches (in
        one group, or everywhere), newest first, with their replay tokens where made; a deal cut
        short (someone left, a surrender) has none to replay and is left out."""
        where = "r.user_id = ?" + ("" if chat_id is None else " AND r.chat_id = ?")
        rows = await self.tx.all(
            "SELECT d.room_id, d.match_no, d.deal_no, r.game, d.ended_at, d.result, p.token,"
            " (SELECT COUNT(*) FROM deals x WHERE x.room_id = d.room_id AND x.match_no = d.match_no)"
            " AS deals FROM results r"
            " JOIN deals d ON d.room_id = r.room_id AND d.match_no = r.match_no"
            " LEFT JOIN replays p ON p.room_id = d.room_id AND p.match_no = d.match_no"
            " AND p.deal_no = d.deal_no"
            f" WHERE {where} AND d.ended_at IS NOT NULL"  # noqa: S608
            " ORDER BY d.ended_at DESC, d.deal_no DESC LIMIT ?",
            (user_id, limit * 4) if chat_id is None else (user_id, chat_id, limit * 4),
        )
        out = []
        for row in rows:
            result = loads(row["result"])
            if not isinstance(result, dict) or result.get("result") is None:
                continue
            out.append(from_columns(RecentDeal, row, deals=int(row["deals"])))
        return out[:limit]

    async def top(
        self, chat_id: int, game: str, since: float, min_games: int, limit: int = 10
    ) -> list[Standing]:
        """A group's board: people only (games without computers), those hidden in /profile left out,
        at least ``min_games`` games since ``since``; best win rate first."""
        rows = await self.tx.all(
            "SELECT r.user_id, u.first_name, COUNT(*) AS games,"
            " COUNT(*) FILTER (WHERE r.outcome = 'win') AS wins,"
            " COUNT(*) FILTER (WHERE r.outcome = 'loss') AS losses,"
            " COUNT(*) FILTER (WHERE r.outcome = 'draw') AS draws"
            " FROM results r JOIN users u ON u.id = r.user_id"
            " WHERE r.chat_id = ? AND r.game = ? AND r.computers = 0 AND r.ended_at >= ?"
            " AND r.user_id IS NOT NULL AND u.stats_hidden = 0"
            " GROUP BY r.user_id, u.first_name HAVING COUNT(*) >= ?"
            " ORDER BY 1.0 * COUNT(*) FILTER (WHERE r.outcome = 'win') / COUNT(*) DESC, COUNT(*) DESC,"
            " r.user_id LIMIT ?",
            (chat_id, game, since, min_games, limit),
        )
        return [Standing(*r) for r in rows]

    async def most_losses(self, chat_id: int, game: str, since: float) -> Loser | None:
        """Who lost most often in the group since ``since`` (Durak: the durak of the week)."""
        row = await self.tx.one(
            "SELECT r.user_id, u.first_name, COUNT(*) AS losses"
            " FROM results r JOIN users u ON u.id = r.user_id"
            " WHERE r.chat_id = ? AND r.game = ? AND r.computers = 0 AND r.ended_at >= ?"
            " AND r.user_id IS NOT NULL AND u.stats_hidden = 0 AND r.outcome = 'loss'"
            " GROUP BY r.user_id, u.first_name ORDER BY COUNT(*) DESC, r.user_id LIMIT 1",
            (chat_id, game, since),
        )
        return None if row is None else Loser(*row)

    # ----- forgetting a person ------------------------------------------------------------------------------
    async def forget(self, user_id: int) -> None:
        """Remove the person's rows and anonymise their seats in the kept records (the deals, their
        seeds and contributions stay, so every record still verifies)."""
        await self.tx.run("DELETE FROM results WHERE user_id = ?", (user_id,))
        for table, column in (("matches", "info"), ("rooms", "match_info")):
            if self.tx.postgres:
                users = f"jsonb_array_elements({table}.{column}::jsonb -> 'users')"
                sql = (
                    f"UPDATE {table} SET {column} = jsonb_set({column}::jsonb, '{{users}}', (SELECT"
                    " jsonb_agg(CASE WHEN j.value = to_jsonb(CAST(? AS BIGINT))"
                    " THEN to_jsonb(CAST(? AS BIGINT))"
                    f" ELSE j.value END ORDER BY j.n) FROM {users} WITH ORDINALITY j(value, n)))::text"
                    f" WHERE {column} IS NOT NULL AND EXISTS (SELECT 1 FROM {users} j(value)"
                    " WHERE j.value = to_jsonb(CAST(? AS BIGINT)))"
                )
            else:
                users = f"json_each({table}.{column}, '$.users')"
                sql = (
                    f"UPDATE {table} SET {column} = json_set({column}, '$.users',"
                    " json((SELECT json_group_array("
                    f" CASE WHEN j.value = ? THEN ? ELSE j.value END) FROM {users} j)))"
                    f" WHERE {column} IS NOT NULL AND EXISTS (SELECT 1 FROM {users} j WHERE j.value = ?)"
                )
            await self.tx.run(sql, (user_id, FORGOTTEN, user_id))
        await self.tx.run("UPDATE seats SET user_id = ? WHERE user_id = ?", (FORGOTTEN, user_id))
        await self.tx.run("UPDATE actions SET by_user = ? WHERE by_user = ?", (FORGOTTEN, user_id))
        await self.tx.run("UPDATE room_events SET by_user = ? WHERE by_user = ?", (FORGOTTEN, user_id))
        await self.tx.run("UPDATE rooms SET creator = ? WHERE creator = ?", (FORGOTTEN, user_id))
        await self.tx.run("DELETE FROM pauses WHERE user_id = ?", (user_id,))
        await self.tx.run("DELETE FROM reminders WHERE user_id = ? OR by_user = ?", (user_id, user_id))
        await self.tx.run("DELETE FROM users WHERE id = ?", (user_id,))
