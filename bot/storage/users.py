"""The ``users`` table: who pressed, their preferences, whether the bot can reach them."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable

from bot.plumbing import clock
from bot.storage.base import Queries, Repo, marks
from bot.storage.deadlines import PauseRepo
from bot.storage.jsontext import loads
from bot.storage.values import Person, Row

#: SQLite's RETURNING clause (3.35, 2021); older builds run a second statement instead
RETURNING = sqlite3.sqlite_version_info >= (3, 35, 0)

#: how stale ``users.seen_at`` may be before a touch writes it again (retention counts in days)
SEEN_EVERY_SECONDS = 3600.0


class UserRepo(Repo):
    def __init__(self, tx: Queries, pauses: PauseRepo) -> None:
        super().__init__(tx)
        self.pauses = pauses

    PREFS = {
        "language": "language",
        "deck_style": "deck_style",
        "show_fingerprint": "show_fingerprint",
        "pings": "pings",
        "stats_hidden": "stats_hidden",
        "table_talk": "table_talk",
        "hands": "hands",
        "show_name": "show_name",
        "hints": "hints",
    }

    async def touch(
        self, user_id: int, first_name: str, username: str | None, tg_language: str | None, started: bool
    ) -> Person:
        """Create or refresh the user's row (:meth:`_touch`), and return it."""
        return Person.of((await self._touch(user_id, first_name, username, tg_language, started))[0])

    async def _touch(
        self, user_id: int, first_name: str, username: str | None, tg_language: str | None, started: bool
    ) -> tuple[Row, list[str]]:
        """Create or refresh the user's row; ``started``: they wrote to the bot in private (so it
        can reach them again). A row that would not change is not written: ``seen_at`` moves when
        it is more than :data:`SEEN_EVERY_SECONDS` old (each press used to rewrite the row).
        Returns the row and the rooms pausing for them — one statement when nothing is written
        (nearly every update), on SQLite as on PostgreSQL."""
        now = clock.now()
        upsert = (
            "INSERT INTO users (id, first_name, username, tg_language, started, created_at, seen_at)"
            " VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO UPDATE SET first_name = excluded.first_name,"
            " username = excluded.username, tg_language = excluded.tg_language,"
            " started = CASE WHEN excluded.started > users.started THEN excluded.started"
            " ELSE users.started END,"
            " seen_at = excluded.seen_at,"
            " reachable = CASE WHEN excluded.started <> 0 THEN 1 ELSE users.reachable END"
            # nothing to write: the row stays as it is (no new row version on PostgreSQL)
            " WHERE users.first_name IS DISTINCT FROM excluded.first_name"
            " OR users.username IS DISTINCT FROM excluded.username"
            " OR users.tg_language IS DISTINCT FROM excluded.tg_language"
            " OR excluded.started > users.started OR (excluded.started <> 0 AND users.reachable = 0)"
            " OR users.seen_at IS NULL OR users.seen_at < ?"
        )
        stale = now - SEEN_EVERY_SECONDS
        args = (user_id, first_name, username, tg_language, int(started), now, now, stale)
        if self.tx.postgres:
            # one round trip whether the row was written or not: the row written, else the one there
            # (the statement's snapshot predates its own write), and the rooms pausing for them
            row = await self.tx.one(
                f"WITH up AS ({upsert} RETURNING *)"  # noqa: S608
                " SELECT *, (SELECT COALESCE(json_agg(room_id), '[]') FROM pauses WHERE user_id = ?)"
                " AS paused_in FROM (SELECT * FROM up UNION ALL SELECT * FROM users"
                " WHERE id = ? AND NOT EXISTS (SELECT 1 FROM up)) u",
                (*args, user_id, user_id),
            )
            assert row is not None
            return row, [str(r) for r in loads(row["paused_in"])]
        # SQLite (one process, its statements one at a time): the row and its pauses in one read,
        # and the upsert only when it would write (its WHERE decides as this test does)
        row = await self.tx.one(  # sqlite only
            "SELECT *, (SELECT json_group_array(room_id) FROM pauses WHERE user_id = ?) AS paused_in"
            " FROM users WHERE id = ?",
            (user_id, user_id),
        )
        paused = [] if row is None else [str(r) for r in loads(row["paused_in"])]
        if row is not None and not (
            row["first_name"] != first_name
            or row["username"] != username
            or row["tg_language"] != tg_language
            or int(started) > row["started"]
            or (started and not row["reachable"])
            or row["seen_at"] is None
            or row["seen_at"] < stale
        ):
            return row, paused
        written = None
        if RETURNING:  # the row written comes back with the statement
            written = await self.tx.one(upsert + " RETURNING *", args)  # sqlite only
        else:
            await self.tx.run(upsert, args)  # sqlite only
        if written is None:  # nothing was written (or no RETURNING): read it
            written = await self.tx.one("SELECT * FROM users WHERE id = ?", (user_id,))  # sqlite only
        assert written is not None
        return written, paused

    async def arrive(
        self, user_id: int, first_name: str, username: str | None, tg_language: str | None, started: bool
    ) -> tuple[Person, list[str]]:
        """:meth:`touch`, and the rooms paused for them (none unless ``started``: only then may
        their matches go on) — one statement when the row need not be written."""
        row, paused = await self._touch(user_id, first_name, username, tg_language, started)
        return Person.of(row), paused if started else []

    async def get(self, user_id: int) -> Person | None:
        row = await self.tx.one("SELECT * FROM users WHERE id = ?", (user_id,))
        return None if row is None else Person.of(row)

    async def many(self, ids: Iterable[int]) -> dict[int, Person]:
        ids = sorted(set(ids))
        if not ids:
            return {}
        rows = await self.tx.all(f"SELECT * FROM users WHERE id IN ({marks(len(ids))})", ids)  # noqa: S608
        return {r["id"]: Person.of(r) for r in rows}

    async def set_pref(self, user_id: int, key: str, value: str | int | None) -> None:
        column = self.PREFS[key]  # KeyError for anything else: never a column name from outside
        await self.tx.run(f"UPDATE users SET {column} = ? WHERE id = ?", (value, user_id))  # noqa: S608

    async def purge(self, cutoff: float) -> int:
        """Retention: the rows of people last seen before ``cutoff`` who have nothing left here —
        no seat, no room they created, no match they played in (kept until its room is purged), no
        pause or reminder. They come back, with default preferences, when they next write. Table
        talk's reports (bot/storage/talk.py) of or by someone purged go with them."""
        in_matches = (
            "SELECT CAST(j.value AS BIGINT) FROM matches m,"
            " jsonb_array_elements_text(m.info::jsonb -> 'users') j"
            if self.tx.postgres
            else "SELECT j.value FROM matches m, json_each(m.info, '$.users') j"
        )
        purged = await self.tx.count(
            "DELETE FROM users WHERE COALESCE(seen_at, created_at) < ?"
            " AND id NOT IN (SELECT user_id FROM seats WHERE user_id IS NOT NULL)"
            " AND id NOT IN (SELECT creator FROM rooms)"
            f" AND id NOT IN ({in_matches} WHERE j.value IS NOT NULL)"
            " AND id NOT IN (SELECT user_id FROM pauses)"
            " AND id NOT IN (SELECT user_id FROM results WHERE user_id IS NOT NULL)"
            " AND id NOT IN (SELECT user_id FROM reminders UNION SELECT by_user FROM reminders)",
            (cutoff,),
        )
        if purged:
            await self.tx.count(
                "DELETE FROM reports WHERE reporter NOT IN (SELECT id FROM users)"
                " OR reported NOT IN (SELECT id FROM users)"
            )
        return purged

    async def mark_unreachable(self, user_id: int) -> bool:
        """True when the user was reachable until now (so the others are told once)."""
        row = await self.tx.one("SELECT reachable FROM users WHERE id = ?", (user_id,))
        if row is None or not row["reachable"]:
            return False
        await self.tx.run("UPDATE users SET reachable = 0 WHERE id = ?", (user_id,))
        return True


