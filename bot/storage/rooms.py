"""The ``rooms`` table with the seats, pauses and deadlines read beside each room."""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache
from typing import Any

from bot.model import CLOSED, LOBBY, PLAYING, Pause, Room, Seat
from bot.plumbing import clock
from bot.storage.base import Queries, Repo, json_rows, marks
from bot.storage.deadlines import DeadlineRepo
from bot.storage.jsontext import dumps, loads
from bot.storage.matches import DealRepo
from bot.storage.notices import NOTIFY, notifying
from bot.storage.table_views import TableViewRepo
from bot.storage.users import UserRepo
from bot.storage.values import Deadline, Deal, Person, Row

#: how a quarantined room's outcome reads (kept whole by the retention purge)
FAULT_PATTERN = '%"type":"fault"%'


class CorruptRoom(Exception):
    """A stored room that cannot be read (invalid JSON, a playing room without an engine state, or a
    state its engine refuses)."""

    def __init__(self, room_id: str, cause: BaseException) -> None:
        super().__init__(f"room {room_id} cannot be loaded: {type(cause).__name__}: {cause}")
        self.room_id = room_id


def _seat_rows(room: Room) -> tuple[tuple[Any, ...], ...]:
    return tuple((s.seat, s.user_id, int(s.ready), s.contribution) for s in room.seats)


class RoomRepo(Repo):
    def __init__(
        self, tx: Queries, users: UserRepo, deals: DealRepo, deadlines: DeadlineRepo, views: TableViewRepo
    ) -> None:
        super().__init__(tx)
        self.users, self.deals, self.deadlines, self.views = users, deals, deadlines, views
        #: room -> its seats as the database holds them (as this transaction loaded or saved the
        #: room): a save rewrites the seats only when they differ
        self._stored_seats: dict[str, tuple[tuple[Any, ...], ...]] = {}

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
    ) -> tuple[dict[int, Person], list[Deal], dict[str, Deadline], dict[int, float]]:
        """What a room's frames show beside the room: its people's rows by id, the deals of its
        match (in order, as :meth:`DealRepo.of_match`), its deadlines by kind and its open table
        pages (:meth:`TableViewRepo.of_room`) — one statement on PostgreSQL (a frame is drawn at
        nearly every action), four on SQLite."""
        if not self.tx.postgres:
            return (
                await self.users.many(user_ids),
                await self.deals.of_match(room_id, match_no),
                await self.deadlines.of_room(room_id),
                await self.views.of_room(room_id),
            )
        row = await self.tx.one(
            "SELECT (SELECT COALESCE(json_agg(u), '[]') FROM users u WHERE u.id = ANY(?::bigint[])),"
            " (SELECT COALESCE(json_agg(d ORDER BY d.deal_no), '[]') FROM deals d"
            " WHERE d.room_id = ? AND d.match_no = ?),"
            " (SELECT COALESCE(json_agg(x), '[]') FROM deadlines x WHERE x.room_id = ?),"
            " (SELECT COALESCE(json_agg(json_build_array(v.user_id, v.until)), '[]') FROM table_views v"
            " WHERE v.room_id = ? AND v.chat IS NULL)",
            (sorted(set(user_ids)), room_id, match_no, room_id, room_id),
        )
        assert row is not None
        users, deals, deadlines, views = (loads(v) for v in row)
        return (
            {u["id"]: Person.of(u) for u in users},
            [Deal.of(d) for d in deals],
            {d["kind"]: Deadline.of(d) for d in deadlines},
            {int(uid): float(until) for uid, until in views},
        )

    async def notify(self, room_id: str, turn: int) -> None:
        """Tell the other workers that the room at ``turn`` changed (how it is shown, or what
        ``save`` does not write), once this transaction commits (``bot/storage/notices.py``; SQLite:
        nothing). A save notifies by itself."""
        notice = self.tx.notice(room_id, turn)
        if notice is not None:
            await self.tx.run(NOTIFY, notice)

    async def quarantine(self, room_id: str) -> tuple[bool, list[int], int | None, str]:
        """Close a room that cannot be loaded (its row stays for an inspection): (closed now — False
        when it was already closed, the humans seated in it, its group chat, its locale)."""
        row = await self.tx.one("SELECT status, chat_id, locale, turn FROM rooms WHERE id = ?", (room_id,))
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
            (CLOSED, dumps({"type": "fault"}), clock.now(), room_id),
        )
        await self.tx.run("DELETE FROM deadlines WHERE room_id = ?", (room_id,))
        await self.notify(room_id, int(row["turn"]))
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
        self._stored_seats[room_id] = _seat_rows(room)
        room.ai_level, room.lobby_note = row["ai_level"], row["lobby_note"]
        extra = loads(row["extra"])
        room.extra = extra if isinstance(extra, dict) else {}
        room.pauses = [Pause(u, since, until) for u, since, until in loads(row["pause_rows"])]
        self.deadlines.loaded(room_id, loads(row["deadline_rows"]))
        if room.status == PLAYING and room.state is None:
            raise ValueError("a playing room has no engine state")
        room.engine()  # a state its engine refuses (malformed, or breaking the rules' invariants) raises here
        return room

    async def save(self, room: Room, *, new: bool = False) -> None:
        room.sync_state()
        room.updated_at = clock.now()
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
            sql = (
                "INSERT INTO rooms (game, chat_id, locale, creator, capacity, options, status, turn,"
                " match_no, state, match_info, pending, last, outcome, updated_at, ai_level, lobby_note,"
                " extra, created_at, id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
            )
            args: tuple[Any, ...] = (*values, *extra, room.created_at, room.id)
        else:
            sql = (
                "UPDATE rooms SET game = ?, chat_id = ?, locale = ?, creator = ?, capacity = ?, options = ?,"
                " status = ?, turn = ?, match_no = ?, state = ?, match_info = ?, pending = ?, last = ?,"
                " outcome = ?, updated_at = ?, ai_level = ?, lobby_note = ?, extra = ? WHERE id = ?"
            )
            args = (*values, *extra, room.id)
        notice = self.tx.notice(room.id, room.turn)
        if notice is not None:  # the other workers' table pages learn of it once this commits
            sql, args = notifying(sql), (*args, *notice)
        await self.tx.run(sql, args)
        seats = _seat_rows(room)
        if new or seats != self._stored_seats.get(room.id):  # most actions leave the seats as they were
            await self._save_seats(room)
            self._stored_seats[room.id] = seats

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
            f"DELETE FROM seats WHERE room_id = ? AND seat NOT IN ({marks(len(kept))})"  # noqa: S608
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

    async def lobby_count_of_user(self, user_id: int) -> int:
        """The lobbies (rooms not playing yet) the person has a seat in."""
        sql = (
            "SELECT COUNT(*) FROM rooms r JOIN seats s ON s.room_id = r.id"
            " WHERE s.user_id = ? AND r.status = ?"
        )
        row = await self.tx.one(sql, (user_id, LOBBY))
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
            "rated_matches",
            "reviews",
            "hints",
            "replays",
        )
        for rid in old:
            for table in tables:
                await self.tx.run(f"DELETE FROM {table} WHERE room_id = ?", (rid,))  # noqa: S608
            await self.tx.run("DELETE FROM rooms WHERE id = ?", (rid,))
        return len(old)


