"""The repository over one aiosqlite connection.

Every access goes through one asyncio lock, so the transactions of different rooms never interleave
on the shared connection; :meth:`Storage.transaction` is one ``BEGIN IMMEDIATE`` … ``COMMIT`` (rolled
back on any exception). The room service holds a room's own lock around load → apply → save, and the
outbox is only called after the commit.
"""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import aiosqlite

MIGRATIONS: list[str] = [
    # version 1
    """
    CREATE TABLE users (
        id INTEGER PRIMARY KEY,
        first_name TEXT NOT NULL DEFAULT '',
        username TEXT,
        tg_language TEXT,
        language TEXT,                 -- chosen in /profile, NULL = from Telegram
        deck_style TEXT NOT NULL DEFAULT 'italian',
        show_fingerprint INTEGER NOT NULL DEFAULT 0,
        started INTEGER NOT NULL DEFAULT 0,
        reachable INTEGER NOT NULL DEFAULT 1,
        created_at REAL NOT NULL
    );
    CREATE TABLE rooms (
        id TEXT PRIMARY KEY,
        game TEXT NOT NULL,
        chat_id INTEGER,               -- the group, NULL for a private room
        locale TEXT NOT NULL,          -- language of the group table
        creator INTEGER NOT NULL,
        capacity INTEGER NOT NULL,
        options TEXT NOT NULL,
        status TEXT NOT NULL,          -- lobby | playing | closed
        turn INTEGER NOT NULL DEFAULT 0,
        match_no INTEGER NOT NULL DEFAULT 0,
        state TEXT,                    -- Game.to_json() of the current/last match
        match_info TEXT,               -- {"first", "dealer", "seats", "options", "users": [...]}
        pending TEXT,                  -- {"seed", "commitment"} of the next deal (seed secret)
        last TEXT,                     -- last thing that happened, for the table
        outcome TEXT,                  -- why the last match ended early, if it did
        created_at REAL NOT NULL,
        updated_at REAL NOT NULL
    );
    CREATE TABLE seats (
        room_id TEXT NOT NULL REFERENCES rooms(id),
        seat INTEGER NOT NULL,
        user_id INTEGER,               -- NULL = computer
        ready INTEGER NOT NULL DEFAULT 0,
        contribution TEXT,
        PRIMARY KEY (room_id, seat)
    );
    CREATE TABLE deals (
        room_id TEXT NOT NULL REFERENCES rooms(id),
        match_no INTEGER NOT NULL,
        deal_no INTEGER NOT NULL,
        label TEXT NOT NULL,
        commitment TEXT NOT NULL,
        seed TEXT NOT NULL,            -- secret until the deal ends
        contributions TEXT NOT NULL,
        draws TEXT,                    -- Bura's first-move draw labels, if any
        result TEXT,
        started_at REAL NOT NULL,
        ended_at REAL,
        PRIMARY KEY (room_id, match_no, deal_no)
    );
    CREATE TABLE actions (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        room_id TEXT NOT NULL REFERENCES rooms(id),
        match_no INTEGER NOT NULL,
        deal_no INTEGER NOT NULL,
        turn INTEGER NOT NULL,
        action TEXT NOT NULL,
        by_user INTEGER,
        at REAL NOT NULL
    );
    CREATE INDEX actions_room ON actions(room_id, match_no, deal_no, id);
    CREATE TABLE messages (
        room_id TEXT NOT NULL,
        chat_id INTEGER NOT NULL,
        kind TEXT NOT NULL,            -- table (group) | hand (private)
        message_id INTEGER NOT NULL,
        PRIMARY KEY (room_id, chat_id, kind)
    );
    """,
    # version 2: time in the game (bot/clock.py)
    """
    CREATE TABLE deadlines (
        room_id TEXT NOT NULL,
        kind TEXT NOT NULL,            -- clock | hurry | pause | expiry
        turn INTEGER NOT NULL,         -- the room's turn counter the deadline belongs to
        action TEXT,                   -- the clock action (window_close, claim_timeout)
        seconds REAL NOT NULL,         -- full length (for the progress bar)
        due_at REAL NOT NULL,
        fired_at REAL,                 -- NULL while pending
        PRIMARY KEY (room_id, kind)
    );
    CREATE TABLE pauses (
        room_id TEXT NOT NULL,
        user_id INTEGER NOT NULL,      -- the player the bot cannot reach
        since REAL NOT NULL,
        until REAL NOT NULL,
        PRIMARY KEY (room_id, user_id)
    );
    CREATE TABLE reminders (
        room_id TEXT NOT NULL,
        user_id INTEGER NOT NULL,      -- the slow player
        by_user INTEGER NOT NULL,
        at REAL NOT NULL,
        PRIMARY KEY (room_id, user_id)
    );
    """,
]


def _now() -> float:
    return time.time()


class Storage:
    def __init__(self, path: Path) -> None:
        self.path = path
        self._db: aiosqlite.Connection | None = None
        self._lock = asyncio.Lock()

    # ----- lifecycle ------------------------------------------------------------------------------
    async def open(self) -> None:
        if str(self.path) != ":memory:":
            self.path.parent.mkdir(parents=True, exist_ok=True)
        self._db = await aiosqlite.connect(self.path, isolation_level=None)
        self._db.row_factory = aiosqlite.Row
        await self._db.execute("PRAGMA journal_mode=WAL")
        await self._db.execute("PRAGMA synchronous=NORMAL")
        await self._db.execute("PRAGMA foreign_keys=ON")
        await self.migrate()

    async def close(self) -> None:
        if self._db is not None:
            await self._db.close()
            self._db = None

    @property
    def db(self) -> aiosqlite.Connection:
        assert self._db is not None, "storage is not open"
        return self._db

    async def migrate(self) -> int:
        async with self._lock:
            await self.db.execute("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)")
            rows = await self.db.execute_fetchall("SELECT version FROM schema_version")
            version = rows[0][0] if rows else 0
            if not rows:
                await self.db.execute("INSERT INTO schema_version VALUES (0)")
            for number, script in enumerate(MIGRATIONS, start=1):
                if number <= version:
                    continue
                await self.db.execute("BEGIN IMMEDIATE")
                try:
                    for statement in script.split(";"):
                        if statement.strip():
                            await self.db.execute(statement)
                    await self.db.execute("UPDATE schema_version SET version = ?", (number,))
                    await self.db.execute("COMMIT")
                except BaseException:
                    await self.db.execute("ROLLBACK")
                    raise
                version = number
            return version

    # ----- transactions -----------------------------------------------------------------------------
    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[Tx]:
        async with self._lock:
            await self.db.execute("BEGIN IMMEDIATE")
            try:
                yield Tx(self.db)
            except BaseException:
                await self.db.execute("ROLLBACK")
                raise
            else:
                await self.db.execute("COMMIT")

    @asynccontextmanager
    async def read(self) -> AsyncIterator[Tx]:
        async with self._lock:
            yield Tx(self.db)


class Tx:
    """Queries inside one transaction (or one locked read)."""

    def __init__(self, db: aiosqlite.Connection) -> None:
        self.db = db

    async def one(self, sql: str, args: tuple[Any, ...] = ()) -> aiosqlite.Row | None:
        async with self.db.execute(sql, args) as cur:
            return await cur.fetchone()

    async def all(self, sql: str, args: tuple[Any, ...] = ()) -> list[aiosqlite.Row]:
        async with self.db.execute(sql, args) as cur:
            return list(await cur.fetchall())

    async def run(self, sql: str, args: tuple[Any, ...] = ()) -> int:
        async with self.db.execute(sql, args) as cur:
            return cur.lastrowid or 0

    # ----- users --------------------------------------------------------------------------------------
    async def touch_user(
        self, user_id: int, first_name: str, username: str | None, tg_language: str | None, started: bool
    ) -> aiosqlite.Row:
        row = await self.one("SELECT * FROM users WHERE id = ?", (user_id,))
        if row is None:
            await self.run(
                "INSERT INTO users (id, first_name, username, tg_language, started, created_at)"
                " VALUES (?, ?, ?, ?, ?, ?)",
                (user_id, first_name, username, tg_language, int(started), _now()),
            )
        else:
            await self.run(
                "UPDATE users SET first_name = ?, username = ?, tg_language = ?,"
                " started = MAX(started, ?), reachable = CASE WHEN ? THEN 1 ELSE reachable END WHERE id = ?",
                (first_name, username, tg_language, int(started), int(started), user_id),
            )
        row = await self.one("SELECT * FROM users WHERE id = ?", (user_id,))
        assert row is not None
        return row

    async def user(self, user_id: int) -> aiosqlite.Row | None:
        return await self.one("SELECT * FROM users WHERE id = ?", (user_id,))

    # ----- messages -------------------------------------------------------------------------------------
    async def message_id(self, room_id: str, chat_id: int, kind: str) -> int | None:
        row = await self.one(
            "SELECT message_id FROM messages WHERE room_id = ? AND chat_id = ? AND kind = ?",
            (room_id, chat_id, kind),
        )
        return None if row is None else int(row[0])

    async def set_message_id(self, room_id: str, chat_id: int, kind: str, message_id: int | None) -> None:
        if message_id is None:
            await self.run(
                "DELETE FROM messages WHERE room_id = ? AND chat_id = ? AND kind = ?", (room_id, chat_id, kind)
            )
        else:
            await self.run(
                "INSERT INTO messages (room_id, chat_id, kind, message_id) VALUES (?, ?, ?, ?)"
                " ON CONFLICT (room_id, chat_id, kind) DO UPDATE SET message_id = excluded.message_id",
                (room_id, chat_id, kind, message_id),
            )


def dumps(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"), sort_keys=True)


def loads(text: str | None) -> Any:
    return None if text is None else json.loads(text)
