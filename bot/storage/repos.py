"""Repositories: every query the bot makes, grouped by table, bound to one transaction (``Tx``).

The room service, the presenter and the outbox call these methods and never write SQL themselves.
"""

from __future__ import annotations

import sqlite3
import time
import weakref
from collections.abc import Iterable
from functools import lru_cache
from typing import Any

import aiosqlite

from bot.rooms.model import CLOSED, PLAYING, Pause, Room, Seat
from bot.storage import actions as action_text
from bot.storage.jsontext import dumps, loads
from bot.storage.results import ResultRepo

#: SQLite's RETURNING clause (3.35, 2021); older builds run a second statement instead
RETURNING = sqlite3.sqlite_version_info >= (3, 35, 0)

#: a result row: ``row["column"]`` and ``row[0]`` (sqlite3.Row or asyncpg.Record)
Row = Any


#: how a quarantined room's outcome reads (kept whole by the retention purge)
FAULT_PATTERN = '%"type":"fault"%'


class CorruptRoom(Exception):
    """A stored room that cannot be read (invalid JSON, a playing room without an engine state, or a
    state its engine refuses)."""

    def __init__(self, room_id: str, cause: BaseException) -> None:
        super().__init__(f"room {room_id} cannot be loaded: {type(cause).__name__}: {cause}")
        self.room_id = room_id


class _Repo:
    def __init__(self, tx: Tx) -> None:
        # a weak reference: the Tx holds its repositories, and a strong one back would make each
        # transaction about fifteen objects in a cycle that only the cyclic collector frees — ten
        # thousand a collection under load, each collection pausing a worker 25 ms or more
        self.tx: Tx = weakref.proxy(tx)


class Tx:
    """Queries inside one transaction (or one locked read). SQL is written once, with ``?``
    placeholders, in what SQLite and PostgreSQL both accept; where they differ a repository asks
    :attr:`postgres`. Subclasses bind it to a connection: :class:`SqliteTx`, ``bot.storage.pg.PgTx``."""

    #: the dialect: PostgreSQL (True) or SQLite
    postgres = False
    #: inside a transaction that locks the rows it reads for update (PostgreSQL; SQLite's
    #: ``BEGIN IMMEDIATE`` already holds the whole database)
    locking = False

    def __init__(self) -> None:
        self.users = UserRepo(self)
        self.rooms = RoomRepo(self)
        self.matches = MatchRepo(self)
        self.deals = DealRepo(self)
        self.log = LogRepo(self)
        self.messages = MessageRepo(self)
        self.deadlines = DeadlineRepo(self)
        self.pauses = PauseRepo(self)
        self.reminders = ReminderRepo(self)
        self.chats = ChatRepo(self)
        self.lobby_defaults = LobbyDefaultsRepo(self)
        self.results = ResultRepo(self)

    async def one(self, sql: str, args: tuple[Any, ...] = ()) -> Row | None:
        raise NotImplementedError

    async def all(self, sql: str, args: Iterable[Any] = ()) -> list[Row]:
        raise NotImplementedError

    async def run(self, sql: str, args: tuple[Any, ...] = ()) -> None:
        raise NotImplementedError

    async def count(self, sql: str, args: tuple[Any, ...] = ()) -> int:
        """Run a statement; how many rows it changed."""
        raise NotImplementedError

    async def lock(self, key: str) -> None:
        """Hold ``key`` until this transaction ends, against every transaction of every process
        that asks for it (a check-then-insert, like "one lobby per creator", stays one step).
        SQLite: nothing to do, its write transactions already run one at a time."""


class SqliteTx(Tx):
    def __init__(self, db: aiosqlite.Connection) -> None:
        self.db = db
        super().__init__()

    async def one(self, sql: str, args: tuple[Any, ...] = ()) -> Row | None:
        async with self.db.execute(sql, args) as cur:
            return await cur.fetchone()

    async def all(self, sql: str, args: Iterable[Any] = ()) -> list[Row]:
        async with self.db.execute(sql, tuple(args)) as cur:
            return list(await cur.fetchall())

    async def run(self, sql: str, args: tuple[Any, ...] = ()) -> None:
        await self.db.execute(sql, args)

    async def count(self, sql: str, args: tuple[Any, ...] = ()) -> int:
        async with self.db.execute(sql, args) as cur:
            return cur.rowcount


def _marks(n: int) -> str:
    return ", ".join("?" * n)


#: how stale ``users.seen_at`` may be before a touch writes it again (retention counts in days)
SEEN_EVERY_SECONDS = 3600.0


class UserRepo(_Repo):
    PREFS = {
        "language": "language",
        "deck_style": "deck_style",
        "show_fingerprint": "show_fingerprint",
        "pings": "pings",
        "stats_hidden": "stats_hidden",
    }

    async def touch(
        self, user_id: int, first_name: str, username: str | None, tg_language: str | None, started: bool
    ) -> Row:
        """Create or refresh the user's row; ``started``: they wrote to the bot in private (so it
        can reach them again). A row that would not change is not written: ``seen_at`` moves when
        it is more than :data:`SEEN_EVERY_SECONDS` old (each press used to rewrite the row)."""
        now = time.time()
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
        args = (user_id, first_name, username, tg_language, int(started), now, now, now - SEEN_EVERY_SECONDS)
        row = None
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
        elif RETURNING:  # the row written comes back with the statement
            row = await self.tx.one(upsert + " RETURNING *", args)
        else:
            await self.tx.run(upsert, args)
        if row is None:  # nothing was written (or no RETURNING): read it
            row = await self.get(user_id)
        assert row is not None
        return row

    async def arrive(
        self, user_id: int, first_name: str, username: str | None, tg_language: str | None, started: bool
    ) -> tuple[Row, list[str]]:
        """:meth:`touch`, and the rooms paused for them (none unless ``started``: only then may
        their matches go on) — one statement on PostgreSQL, where every statement is a round trip."""
        row = await self.touch(user_id, first_name, username, tg_language, started)
        if not started:
            return row, []
        if self.tx.postgres:
            return row, [str(r) for r in loads(row["paused_in"])]
        return row, await self.tx.pauses.rooms_of(user_id)

    async def get(self, user_id: int) -> Row | None:
        return await self.tx.one("SELECT * FROM users WHERE id = ?", (user_id,))

    async def many(self, ids: Iterable[int]) -> dict[int, Row]:
        ids = sorted(set(ids))
        if not ids:
            return {}
        rows = await self.tx.all(f"SELECT * FROM users WHERE id IN ({_marks(len(ids))})", ids)  # noqa: S608
        return {r["id"]: r for r in rows}

    async def set_pref(self, user_id: int, key: str, value: str | int | None) -> None:
        column = self.PREFS[key]  # KeyError for anything else: never a column name from outside
        await self.tx.run(f"UPDATE users SET {column} = ? WHERE id = ?", (value, user_id))  # noqa: S608

    async def purge(self, cutoff: float) -> int:
        """Retention: the rows of people last seen before ``cutoff`` who have nothing left here —
        no seat, no room they created, no match they played in (kept until its room is purged), no
        pause or reminder. They come back, with default preferences, when they next write."""
        in_matches = (
            "SELECT CAST(j.value AS BIGINT) FROM matches m,"
            " jsonb_array_elements_text(m.info::jsonb -> 'users') j"
            if self.tx.postgres
            else "SELECT j.value FROM matches m, json_each(m.info, '$.users') j"
        )
        return await self.tx.count(
            "DELETE FROM users WHERE COALESCE(seen_at, created_at) < ?"
            " AND id NOT IN (SELECT user_id FROM seats WHERE user_id IS NOT NULL)"
            " AND id NOT IN (SELECT creator FROM rooms)"
            f" AND id NOT IN ({in_matches} WHERE j.value IS NOT NULL)"
            " AND id NOT IN (SELECT user_id FROM pauses)"
            " AND id NOT IN (SELECT user_id FROM results WHERE user_id IS NOT NULL)"
            " AND id NOT IN (SELECT user_id FROM reminders UNION SELECT by_user FROM reminders)",
            (cutoff,),
        )

    async def mark_unreachable(self, user_id: int) -> bool:
        """True when the user was reachable until now (so the others are told once)."""
        row = await self.tx.one("SELECT reachable FROM users WHERE id = ?", (user_id,))
        if row is None or not row["reachable"]:
            return False
        await self.tx.run("UPDATE users SET reachable = 0 WHERE id = ?", (user_id,))
        return True


def json_rows(columns: str, source: str, postgres: bool) -> str:
    """A scalar subquery: the rows of ``source`` (a SELECT, in its order) as one JSON array of
    ``[columns…]`` arrays, ``[]`` when there are none — the same text from SQLite and PostgreSQL, so
    a row and the rows that hang on it come in one statement."""
    if postgres:
        return f"(SELECT COALESCE(json_agg(json_build_array({columns})), '[]') FROM ({source}) j)"
    return f"(SELECT json_group_array(json_array({columns})) FROM ({source}) j)"


def _seat_rows(room: Room) -> tuple[tuple[Any, ...], ...]:
    return tuple((s.seat, s.user_id, int(s.ready), s.contribution) for s in room.seats)


class RoomRepo(_Repo):
    async def turn_of(self, room_id: str) -> int | None:
        """The room's stored turn (None: no such room): is a state in hand still the newest?"""
        row = await self.tx.one("SELECT turn FROM rooms WHERE id = ?", (room_id,))
        return None if row is None else int(row[0])

    @staticmethod
    @lru_cache(maxsize=2)
    def _load_sql(postgres: bool) -> str:
        """A room with its seats, pauses and deadlines in one statement (one round trip, not four: a
        room is loaded at every action)."""
        seats = json_rows(
            "seat, user_id, ready, contribution",
            "SELECT * FROM seats WHERE room_id = r.id ORDER BY seat",
            postgres,
        )
        pauses = json_rows(
            "user_id, since, until", "SELECT * FROM pauses WHERE room_id = r.id ORDER BY since", postgres
        )
        deadlines = json_rows(
            "kind, turn, action, seconds, due_at, fired_at",
            "SELECT * FROM deadlines WHERE room_id = r.id",
            postgres,
        )
        return (
            f"SELECT r.*, {seats} AS seat_rows, {pauses} AS pause_rows, {deadlines} AS deadline_rows"
            " FROM rooms r WHERE r.id = ?"
        )

    async def load(self, room_id: str) -> Room | None:
        """The room, or None; :class:`CorruptRoom` when its row cannot be read (the engine state is
        parsed here, so a state the engine refuses is found at once, not in the middle of a change)."""
        # PostgreSQL: the row stays locked until the transaction ends — the room's actions are
        # serialized across processes by the database (SQLite holds the whole database already)
        lock = " FOR UPDATE OF r" if self.tx.locking else ""
        row = await self.tx.one(self._load_sql(self.tx.postgres) + lock, (room_id,))
        if row is None:
            return None
        try:
            return await self._build(row)
        except Exception as exc:
            raise CorruptRoom(room_id, exc) from exc

    async def around(
        self, room_id: str, match_no: int, user_ids: Iterable[int]
    ) -> tuple[dict[int, Row], list[dict[str, Any]], dict[str, Row]]:
        """What a room's frames show beside the room: its people's rows by id, the deals of its
        match (in order, as :meth:`DealRepo.of_match`) and its deadlines by kind — one statement on
        PostgreSQL (a frame is drawn at nearly every action), three on SQLite."""
        if not self.tx.postgres:
            return (
                await self.tx.users.many(user_ids),
                await self.tx.deals.of_match(room_id, match_no),
                await self.tx.deadlines.of_room(room_id),
            )
        row = await self.tx.one(
            "SELECT (SELECT COALESCE(json_agg(u), '[]') FROM users u WHERE u.id = ANY(?::bigint[])),"
            " (SELECT COALESCE(json_agg(d ORDER BY d.deal_no), '[]') FROM deals d"
            " WHERE d.room_id = ? AND d.match_no = ?),"
            " (SELECT COALESCE(json_agg(x), '[]') FROM deadlines x WHERE x.room_id = ?)",
            (sorted(set(user_ids)), room_id, match_no, room_id),
        )
        assert row is not None
        users, deals, deadlines = (loads(v) for v in row)
        return (
            {u["id"]: u for u in users},
            [DealRepo._info(d) for d in deals],
            {d["kind"]: d for d in deadlines},
        )

    async def quarantine(self, room_id: str) -> tuple[bool, list[int], int | None, str]:
        """Close a room that cannot be loaded (its row stays for an inspection): (closed now — False
        when it was already closed, the humans seated in it, its group chat, its locale)."""
        row = await self.tx.one("SELECT status, chat_id, locale FROM rooms WHERE id = ?", (room_id,))
        if row is None:
            return False, [], None, ""
        seated = await self.tx.all(
            "SELECT user_id FROM seats WHERE room_id = ? AND user_id IS NOT NULL ORDER BY seat", (room_id,)
        )
        users = [r[0] for r in seated]
        if row["status"] == CLOSED:
            return False, users, row["chat_id"], row["locale"]
        await self.tx.run(
            "UPDATE rooms SET status = ?, outcome = ?, updated_at = ? WHERE id = ?",
            (CLOSED, dumps({"type": "fault"}), time.time(), room_id),
        )
        await self.tx.run("DELETE FROM deadlines WHERE room_id = ?", (room_id,))
        return True, users, row["chat_id"], row["locale"]

    async def _build(self, row: Row) -> Room:
        room_id = row["id"]
        room = Room(
            id=row["id"],
            game=row["game"],
            chat_id=row["chat_id"],
            locale=row["locale"],
            creator=row["creator"],
            capacity=row["capacity"],
            options=loads(row["options"]) or {},
            status=row["status"],
            turn=row["turn"],
            match_no=row["match_no"],
            state=loads(row["state"]),
            match_info=loads(row["match_info"]),
            pending=loads(row["pending"]),
            last=loads(row["last"]),
            outcome=loads(row["outcome"]),
            created_at=row["created_at"],
            updated_at=row["updated_at"],
        )
        for seat, user_id, ready, contribution in loads(row["seat_rows"]):
            room.seats.append(Seat(int(seat), user_id, bool(ready), contribution))
        room._stored_seats = _seat_rows(room)
        room.ai_level, room.lobby_note = row["ai_level"], row["lobby_note"]
        extra = loads(row["extra"])
        room.extra = extra if isinstance(extra, dict) else {}
        room.pauses = [Pause(u, since, until) for u, since, until in loads(row["pause_rows"])]
        self.tx.deadlines.loaded(room_id, loads(row["deadline_rows"]))
        if room.status == PLAYING and room.state is None:
            raise ValueError("a playing room has no engine state")
        room.engine()  # a state its engine refuses (malformed, or breaking the rules' invariants) raises here
        return room

    async def save(self, room: Room, *, new: bool = False) -> None:
        room.sync_state()
        room.updated_at = time.time()
        values = (
            room.game,
            room.chat_id,
            room.locale,
            room.creator,
            room.capacity,
            dumps(room.options),
            room.status,
            room.turn,
            room.match_no,
            None if room.state is None else dumps(room.state),
            None if room.match_info is None else dumps(room.match_info),
            None if room.pending is None else dumps(room.pending),
            None if room.last is None else dumps(room.last),
            None if room.outcome is None else dumps(room.outcome),
            room.updated_at,
        )
        extra = (room.ai_level, room.lobby_note, dumps(room.extra) if room.extra else None)
        # one statement, so one new version of the row per save (PostgreSQL keeps every version
        # until it is vacuumed or pruned)
        if new:
            await self.tx.run(
                "INSERT INTO rooms (game, chat_id, locale, creator, capacity, options, status, turn,"
                " match_no, state, match_info, pending, last, outcome, updated_at, ai_level, lobby_note,"
                " extra, created_at, id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (*values, *extra, room.created_at, room.id),
            )
        else:
            await self.tx.run(
                "UPDATE rooms SET game = ?, chat_id = ?, locale = ?, creator = ?, capacity = ?, options = ?,"
                " status = ?, turn = ?, match_no = ?, state = ?, match_info = ?, pending = ?, last = ?,"
                " outcome = ?, updated_at = ?, ai_level = ?, lobby_note = ?, extra = ? WHERE id = ?",
                (*values, *extra, room.id),
            )
        seats = _seat_rows(room)
        if new or seats != room._stored_seats:  # most actions leave the seats as they were
            await self._save_seats(room)
            room._stored_seats = seats

    async def _save_seats(self, room: Room) -> None:
        """Write the seats that changed, drop those that went: a seat row nobody touched is not
        rewritten (on PostgreSQL every rewrite leaves a dead row version and index entries behind)."""
        for s in room.seats:
            await self.tx.run(
                "INSERT INTO seats (room_id, seat, user_id, ready, contribution) VALUES (?, ?, ?, ?, ?)"
                " ON CONFLICT (room_id, seat) DO UPDATE SET user_id = excluded.user_id,"
                " ready = excluded.ready, contribution = excluded.contribution"
                " WHERE seats.user_id IS DISTINCT FROM excluded.user_id OR seats.ready <> excluded.ready"
                " OR seats.contribution IS DISTINCT FROM excluded.contribution",
                (room.id, s.seat, s.user_id, int(s.ready), s.contribution),
            )
        kept = [s.seat for s in room.seats]
        await self.tx.run(
            f"DELETE FROM seats WHERE room_id = ? AND seat NOT IN ({_marks(len(kept))})"  # noqa: S608
            if kept
            else "DELETE FROM seats WHERE room_id = ?",
            (room.id, *kept),
        )

    async def open_ids(self) -> list[str]:
        return [r[0] for r in await self.tx.all("SELECT id FROM rooms WHERE status != ?", (CLOSED,))]

    async def open_ids_by(self, creator: int, chat_id: int | None) -> list[str]:
        """The open rooms ``creator`` made in the chat (``None``: in private), newest first."""
        rows = await self.tx.all(
            "SELECT id FROM rooms WHERE creator = ? AND chat_id IS NOT DISTINCT FROM ? AND status != ?"
            " ORDER BY created_at DESC",
            (creator, chat_id, CLOSED),
        )
        return [r[0] for r in rows]

    async def open_ids_in_chat(self, chat_id: int) -> list[str]:
        rows = await self.tx.all("SELECT id FROM rooms WHERE chat_id = ? AND status != ?", (chat_id, CLOSED))
        return [r[0] for r in rows]

    async def move_chat(self, old: int, new: int) -> list[str]:
        """A group became a supergroup: its rooms (open or not) now live in ``new``; the standing
        messages of the old chat cannot be edited there and are forgotten (drawn anew)."""
        rows = await self.tx.all("SELECT id FROM rooms WHERE chat_id = ? AND status != ?", (old, CLOSED))
        await self.tx.run("UPDATE rooms SET chat_id = ? WHERE chat_id = ?", (new, old))
        await self.tx.run("UPDATE results SET chat_id = ? WHERE chat_id = ?", (new, old))
        await self.tx.run("DELETE FROM messages WHERE chat_id = ?", (old,))
        return [r[0] for r in rows]

    async def open_count_of_creator(self, creator: int) -> int:
        sql = "SELECT COUNT(*) FROM rooms WHERE creator = ? AND status != ?"
        row = await self.tx.one(sql, (creator, CLOSED))
        return int(row[0]) if row is not None else 0

    async def open_count_of_chat(self, chat_id: int) -> int:
        sql = "SELECT COUNT(*) FROM rooms WHERE chat_id = ? AND status != ?"
        row = await self.tx.one(sql, (chat_id, CLOSED))
        return int(row[0]) if row is not None else 0

    async def open_ids_of_user(self, user_id: int) -> list[str]:
        rows = await self.tx.all(
            "SELECT r.id FROM rooms r JOIN seats s ON s.room_id = r.id WHERE s.user_id = ?"
            " AND r.status != ? ORDER BY r.updated_at DESC",
            (user_id, CLOSED),
        )
        return [r[0] for r in rows]

    async def open_ids_of_chat(self, chat_id: int) -> list[str]:
        rows = await self.tx.all(
            "SELECT id FROM rooms WHERE chat_id = ? AND status != ? ORDER BY created_at", (chat_id, CLOSED)
        )
        return [r[0] for r in rows]

    async def latest_id(self, chat_id: int | None = None) -> str | None:
        """The newest room (of a chat); for tools and tests."""
        if chat_id is None:
            row = await self.tx.one("SELECT id FROM rooms ORDER BY created_at DESC LIMIT 1")
        else:
            row = await self.tx.one(
                "SELECT id FROM rooms WHERE chat_id = ? ORDER BY created_at DESC LIMIT 1", (chat_id,)
            )
        return None if row is None else str(row[0])

    async def purge_closed(self, cutoff: float) -> int:
        """Retention: closed rooms lose their engine state and unused seed at once — except a room
        closed by a fault (quarantined), whose row is kept whole for an inspection; closed rooms
        older than ``cutoff`` go with everything they left. Returns how many went."""
        await self.tx.run(
            "UPDATE rooms SET state = NULL, pending = NULL WHERE status = ?"
            " AND (state IS NOT NULL OR pending IS NOT NULL)"
            " AND (outcome IS NULL OR outcome NOT LIKE ?)",
            (CLOSED, FAULT_PATTERN),
        )
        old = [
            r[0]
            for r in await self.tx.all(
                "SELECT id FROM rooms WHERE status = ? AND updated_at < ?", (CLOSED, cutoff)
            )
        ]
        tables = (
            "actions",
            "room_events",
            "matches",
            "deals",
            "seats",
            "messages",
            "deadlines",
            "pauses",
            "reminders",
        )
        for rid in old:
            for table in tables:
                await self.tx.run(f"DELETE FROM {table} WHERE room_id = ?", (rid,))  # noqa: S608
            await self.tx.run("DELETE FROM rooms WHERE id = ?", (rid,))
        return len(old)


class MatchRepo(_Repo):
    async def add(self, room_id: str, match_no: int, info: dict[str, Any]) -> None:
        await self.tx.run(
            "INSERT INTO matches (room_id, match_no, info, started_at) VALUES (?, ?, ?, ?)"
            " ON CONFLICT (room_id, match_no) DO UPDATE SET info = excluded.info,"
            " started_at = excluded.started_at",
            (room_id, match_no, dumps(info), time.time()),
        )

    async def info(self, room_id: str, match_no: int) -> dict[str, Any] | None:
        row = await self.tx.one(
            "SELECT info FROM matches WHERE room_id = ? AND match_no = ?", (room_id, match_no)
        )
        return None if row is None else loads(row["info"])


class DealRepo(_Repo):
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
                time.time(),
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
                (dumps(result), time.time(), room_id, match_no, deal_no),
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
            (time.time(), dumps({"result": None, "interrupted": True}), room_id, match_no, deal_no),
        )

    @staticmethod
    def _info(row: Row) -> dict[str, Any]:
        info = dict(row)
        info["result"] = loads(row["result"])
        info["contributions"] = loads(row["contributions"])
        return info

    async def get(self, room_id: str, match_no: int, deal_no: int) -> dict[str, Any] | None:
        row = await self.tx.one(
            "SELECT * FROM deals WHERE room_id = ? AND match_no = ? AND deal_no = ?",
            (room_id, match_no, deal_no),
        )
        return None if row is None else self._info(row)

    async def of_match(self, room_id: str, match_no: int, upto: int | None = None) -> list[dict[str, Any]]:
        rows = await self.tx.all(
            "SELECT * FROM deals WHERE room_id = ? AND match_no = ? AND deal_no <= ? ORDER BY deal_no",
            (room_id, match_no, 1 << 30 if upto is None else upto),
        )
        return [self._info(r) for r in rows]

    async def last_finished_per_match(self, room_id: str) -> list[tuple[int, int]]:
        """(match, last finished deal), newest match first."""
        rows = await self.tx.all(
            "SELECT match_no, MAX(deal_no) AS deal_no FROM deals WHERE room_id = ? AND ended_at IS NOT NULL"
            " GROUP BY match_no ORDER BY match_no DESC",
            (room_id,),
        )
        return [(r["match_no"], r["deal_no"]) for r in rows]


class LogRepo(_Repo):
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
            (room_id, match_no, deal_no, turn, dumps(event), by_user, time.time()),
        )

    async def events(self, room_id: str) -> list[dict[str, Any]]:
        rows = await self.tx.all("SELECT event FROM room_events WHERE room_id = ? ORDER BY id", (room_id,))
        return [loads(r["event"]) for r in rows]


class MessageRepo(_Repo):
    """Standing messages: (room, chat, kind) -> the message id shown there and a digest of what it
    shows."""

    async def get(self, room_id: str, chat_id: int, kind: str) -> int | None:
        shown = await self.get_with_digest(room_id, chat_id, kind)
        return None if shown is None else shown[0]

    async def get_with_digest(self, room_id: str, chat_id: int, kind: str) -> tuple[int, str | None] | None:
        row = await self.tx.one(
            "SELECT message_id, digest FROM messages WHERE room_id = ? AND chat_id = ? AND kind = ?",
            (room_id, chat_id, kind),
        )
        return None if row is None else (int(row[0]), row[1])

    async def set(
        self, room_id: str, chat_id: int, kind: str, message_id: int | None, digest: str | None = None
    ) -> None:
        if message_id is None:
            await self.tx.run(
                "DELETE FROM messages WHERE room_id = ? AND chat_id = ? AND kind = ?",
                (room_id, chat_id, kind),
            )
        else:
            await self.tx.run(
                "INSERT INTO messages (room_id, chat_id, kind, message_id, digest) VALUES (?, ?, ?, ?, ?)"
                " ON CONFLICT (room_id, chat_id, kind) DO UPDATE SET message_id = excluded.message_id,"
                " digest = excluded.digest",
                (room_id, chat_id, kind, message_id, digest),
            )


#: a deadline row's columns
DEADLINE_COLUMNS = ("room_id", "kind", "turn", "action", "seconds", "due_at", "fired_at")


class DeadlineRepo(_Repo):
    def __init__(self, tx: Tx) -> None:
        super().__init__(tx)
        #: room -> its deadline rows by kind as :meth:`RoomRepo.load` read them in this transaction
        #: (the room's row lock keeps them so); a write of the room's deadlines here drops them
        self._loaded: dict[str, dict[str, Row]] = {}

    def loaded(self, room_id: str, rows: list[list[Any]]) -> None:
        """The room's deadline rows, read with the room (``[kind, turn, …]`` lists)."""
        self._loaded[room_id] = {d[0]: dict(zip(DEADLINE_COLUMNS, (room_id, *d), strict=True)) for d in rows}

    async def of_loaded(self, room_id: str) -> dict[str, Row]:
        """The room's deadlines by kind: as read with the room when this transaction loaded it and
        wrote none of them since (no statement), else :meth:`of_room`."""
        known = self._loaded.get(room_id)
        return known if known is not None else await self.of_room(room_id)

    async def of_room(self, room_id: str) -> dict[str, Row]:
        return {
            r["kind"]: r for r in await self.tx.all("SELECT * FROM deadlines WHERE room_id = ?", (room_id,))
        }

    async def pending(self) -> list[Row]:
        return await self.tx.all("SELECT * FROM deadlines WHERE fired_at IS NULL ORDER BY due_at")

    async def overdue(self, before: float, limit: int = 100) -> list[tuple[str, str, int]]:
        """(room, kind, turn) of pending deadlines due before ``before``, oldest first: those the
        worker that armed them did not fire (several workers)."""
        rows = await self.tx.all(
            "SELECT room_id, kind, turn FROM deadlines WHERE fired_at IS NULL AND due_at < ?"
            " ORDER BY due_at LIMIT ?",
            (before, limit),
        )
        return [(r[0], r[1], int(r[2])) for r in rows]

    async def put(self, room_id: str, *armed: tuple[str, int, str | None, float, float]) -> None:
        """Arm deadlines of the room, each (kind, turn, action, seconds, due), in one statement."""
        self._loaded.pop(room_id, None)
        if not armed:
            return
        await self.tx.run(
            "INSERT INTO deadlines (room_id, kind, turn, action, seconds, due_at, fired_at) VALUES "
            + ", ".join(["(?, ?, ?, ?, ?, ?, NULL)"] * len(armed))
            + " ON CONFLICT (room_id, kind) DO UPDATE SET turn = excluded.turn,"
            " action = excluded.action, seconds = excluded.seconds, due_at = excluded.due_at,"
            " fired_at = NULL",
            tuple(v for a in armed for v in (room_id, *a)),
        )

    async def move_turn(self, room_id: str, kind: str, turn: int) -> None:
        self._loaded.pop(room_id, None)
        await self.tx.run(
            "UPDATE deadlines SET turn = ? WHERE room_id = ? AND kind = ?", (turn, room_id, kind)
        )

    async def delete(self, room_id: str, *kinds: str) -> None:
        self._loaded.pop(room_id, None)
        if kinds:
            sql = f"DELETE FROM deadlines WHERE room_id = ? AND kind IN ({_marks(len(kinds))})"
            await self.tx.run(sql, (room_id, *kinds))

    async def take(self, room_id: str, kind: str, turn: int) -> Row | None:
        """The pending row of this kind for this turn, marked fired; None if there is none."""
        self._loaded.pop(room_id, None)
        row = await self.tx.one(
            "SELECT * FROM deadlines WHERE room_id = ? AND kind = ? AND turn = ? AND fired_at IS NULL",
            (room_id, kind, turn),
        )
        if row is not None:
            await self.tx.run(
                "UPDATE deadlines SET fired_at = ? WHERE room_id = ? AND kind = ?",
                (time.time(), room_id, kind),
            )
        return row

    async def fired(self, room_id: str, kind: str, turn: int) -> bool:
        row = await self.tx.one(
            "SELECT fired_at FROM deadlines WHERE room_id = ? AND kind = ? AND turn = ?",
            (room_id, kind, turn),
        )
        return row is not None and row["fired_at"] is not None


class PauseRepo(_Repo):
    async def of_room(self, room_id: str) -> list[Pause]:
        rows = await self.tx.all("SELECT * FROM pauses WHERE room_id = ? ORDER BY since", (room_id,))
        return [Pause(r["user_id"], r["since"], r["until"]) for r in rows]

    async def rooms_of(self, user_id: int) -> list[str]:
        return [r[0] for r in await self.tx.all("SELECT room_id FROM pauses WHERE user_id = ?", (user_id,))]

    async def add(self, room_id: str, pause: Pause) -> None:
        await self.tx.run(
            "INSERT INTO pauses (room_id, user_id, since, until) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING",
            (room_id, pause.user_id, pause.since, pause.until),
        )

    async def remove(self, room_id: str, user_id: int | None = None) -> None:
        if user_id is None:
            await self.tx.run("DELETE FROM pauses WHERE room_id = ?", (room_id,))
        else:
            await self.tx.run("DELETE FROM pauses WHERE room_id = ? AND user_id = ?", (room_id, user_id))


class ReminderRepo(_Repo):
    async def last(self, room_id: str, user_id: int) -> float | None:
        row = await self.tx.one(
            "SELECT at FROM reminders WHERE room_id = ? AND user_id = ?", (room_id, user_id)
        )
        return None if row is None else float(row["at"])

    async def put(self, room_id: str, user_id: int, by_user: int, at: float) -> None:
        await self.tx.run(
            "INSERT INTO reminders (room_id, user_id, by_user, at) VALUES (?, ?, ?, ?)"
            " ON CONFLICT (room_id, user_id) DO UPDATE SET by_user = excluded.by_user, at = excluded.at",
            (room_id, user_id, by_user, at),
        )

    async def clear(self, room_id: str) -> None:
        await self.tx.run("DELETE FROM reminders WHERE room_id = ?", (room_id,))


class ChatRepo(_Repo):
    """A group's settings (its language)."""

    async def language(self, chat_id: int) -> str | None:
        row = await self.tx.one("SELECT language FROM chats WHERE id = ?", (chat_id,))
        return None if row is None else row[0]

    async def set_language(self, chat_id: int, language: str, by_user: int) -> None:
        await self.tx.run(
            "INSERT INTO chats (id, language, set_by, updated_at) VALUES (?, ?, ?, ?) ON CONFLICT(id)"
            " DO UPDATE SET language = excluded.language, set_by = excluded.set_by,"
            " updated_at = excluded.updated_at",
            (chat_id, language, by_user, time.time()),
        )


class LobbyDefaultsRepo(_Repo):
    """A creator's last lobby options per chat and game (issue 16): their next room there starts
    with them. ``chat_id`` 0 is the creator's private chat."""

    async def get(
        self, chat_id: int, user_id: int, game: str
    ) -> tuple[int, dict[str, Any], str | None] | None:
        row = await self.tx.one(
            "SELECT capacity, options, ai_level FROM lobby_defaults WHERE chat_id = ? AND user_id = ?"
            " AND game = ?",
            (chat_id, user_id, game),
        )
        if row is None:
            return None
        options = loads(row["options"])
        return int(row["capacity"]), options if isinstance(options, dict) else {}, row["ai_level"]

    async def put(
        self,
        chat_id: int,
        user_id: int,
        game: str,
        capacity: int,
        options: dict[str, Any],
        ai_level: str | None,
    ) -> None:
        await self.tx.run(
            "INSERT INTO lobby_defaults (chat_id, user_id, game, capacity, options, ai_level, updated_at)"
            " VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT(chat_id, user_id, game) DO UPDATE SET"
            " capacity = excluded.capacity, options = excluded.options, ai_level = excluded.ai_level,"
            " updated_at = excluded.updated_at",
            (chat_id, user_id, game, capacity, dumps(options), ai_level, time.time()),
        )

    async def purge(self, cutoff: float) -> int:
        """Retention: defaults nobody has changed since ``cutoff`` go."""
        return await self.tx.count("DELETE FROM lobby_defaults WHERE updated_at < ?", (cutoff,))
