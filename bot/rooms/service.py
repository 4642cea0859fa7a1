"""RoomService: load → change → save under the room's lock, one transaction per action, and only
after the commit (and the lock) tell anyone (the :class:`Notifier`). Computer seats and deadlines
act through the same path.

Every public method returns a :class:`Reply` (a locale key for the presser's callback answer) and
never raises on bad input: a stale, foreign or forged request is refused and changes nothing.

Deadlines (``bot/rooms/deadlines.py``) are rows written in the same transaction as the change that
wants them; the :class:`~bot.scheduler.DeadlineScheduler` wakes :meth:`RoomService.fire` when one is
due, and firing takes the row (``fired_at``) only if it is still pending for the room's current
turn, in the transaction that applies its effect: a deadline fires at most once, and one for a turn
that has moved on does nothing.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import random
import time
from collections import OrderedDict, deque
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from typing import Any, Protocol

from bot.config import Settings
from bot.logs import in_room
from bot.metrics import ACTIONS, THINK_SECONDS
from bot.model import CLOSED, LOBBY, PLAYING, Pause, Room, Seat, new_room_id, sorted_legal
from bot.rooms.ai_pool import AIPool, pool_size
from bot.rooms.deadlines import KINDS, TRAILING, absent_targets, hurry_targets, wanted
from bot.rooms.records import build_record, verify_record
from bot.rooms.results import backfill, record_match
from bot.rules import rules_of
from bot.scheduler import DeadlineScheduler
from bot.storage import Database, Tx
from bot.storage.repos import CorruptRoom
from engines import fairness
from engines.ai import LEVELS as AI_LEVELS
from engines.ai import Budget, get_player, random_player
from engines.protocol import Action, Game, IllegalAction
from engines.registry import game_class

log = logging.getLogger(__name__)

PURGE_EVERY_SECONDS = 3600.0
#: how many rooms' newest states the service remembers to refuse a surely stale press without a
#: transaction (an open room's state is some kilobytes; the presenter keeps the same objects)
MAX_SEEN_ROOMS = 2048
MAX_REDEALS = fairness.MAX_REDEALS


class Notifier(Protocol):
    """Who shows what happened (``bot/presenter.py``); called after the commit, never under a lock."""

    async def room_changed(self, room: Room, *, by: int | None = None) -> None: ...

    async def announce(self, room: Room, key: str, users: list[int], *, exclude: set[int]) -> None: ...

    async def hurry_pings(self, room: Room, by_user: int, targets: list[int]) -> None: ...

    async def left(self, room: Room, user_id: int) -> None: ...

    async def room_fault(self, users: list[int], chat_id: int | None, locale: str) -> None: ...


@dataclass
class Reply:
    """What to answer the user who asked (a locale key and its arguments)."""

    key: str | None = None
    args: dict[str, Any] = field(default_factory=dict)
    alert: bool = False
    redraw: bool = False  # redraw the presser's hand message (stale button)
    room: Room | None = None  # set when the room changed (it is then saved and shown)
    #: a stale press refused without reading the room: the newer state it was refused by (to redraw)
    seen: Room | None = None


Change = Callable[[Tx, Room], Awaitable[Reply]]


class RoomLimit(Exception):
    """No new room: its creator, or its group, has as many open rooms as allowed (``key`` says
    which, ``limit`` how many)."""

    def __init__(self, key: str, limit: int) -> None:
        super().__init__(key)
        self.key, self.limit = key, limit


def new_pending() -> dict[str, str]:
    seed = fairness.new_seed()
    return {"seed": seed.hex(), "commitment": fairness.commitment(seed)}


class RoomService:
    def __init__(self, storage: Database, settings: Settings, notifier: Notifier) -> None:
        self.storage = storage
        self.settings = settings
        self.notifier = notifier
        chores: list[tuple[str, float, Callable[[], Awaitable[None]]]] = [
            ("purge", PURGE_EVERY_SECONDS, self.purge)
        ]
        if storage.shared:  # several workers: fire what a worker armed and did not live to fire
            chores.append(("sweep", settings.deadline_sweep_seconds, self.sweep))
        self.scheduler = DeadlineScheduler(self.fire, chores)
        #: room id -> [lock, holders]; an entry goes when nobody holds or waits for it
        self._locks: dict[str, list[Any]] = {}
        self._drivers: dict[str, asyncio.Task[None]] = {}
        #: worker processes for the search computers (issue 20)
        self.ai = AIPool(pool_size(settings.ai_processes))
        self._closing = False
        #: (room, person) whose seat the computer plays until they press a button of the room
        self._away: set[tuple[str, int]] = set()
        #: the latest deadlines that did something: (room, kind, turn, time) — for logs and tests
        self.fired: deque[tuple[str, str, int, float]] = deque(maxlen=10_000)
        self._taken: set[tuple[str, str, int]] = set()  # deadlines taken by a fire() still running
        #: room -> deadlines taken by its transaction under way (the room's lock held), not committed yet
        self._takes: dict[str, list[tuple[str, str, int, float]]] = {}
        #: room -> its newest state this process has saved or read (bounded; never a state a refused
        #: change may have touched): a room's turn only grows, so a press on an older turn is stale
        #: whatever other workers did since
        self._seen: OrderedDict[str, Room] = OrderedDict()

    # ----- lifecycle ---------------------------------------------------------------------------------------
    async def start(self) -> None:
        """After a start-up: re-arm every open room's stored deadlines (their due times unchanged),
        redraw it, restart its computers."""
        self.ai.start()
        await self._backfill_results()
        self.scheduler.start()
        for room_id in await self._open_ids():
            try:
                async with self._locked(room_id), self.storage.transaction() as tx:
                    room = await tx.rooms.load(room_id)
                    if room is None:
                        continue
                    plan = await self._sync_deadlines(tx, room)
                    self._away.update((room_id, u) for u in room.away())
            except Exception as exc:
                await self.quarantine(room_id, exc)
                continue
            try:
                self._schedule(room_id, plan)
                await self.notifier.room_changed(room)
                self._kick(room)
            except Exception:
                log.exception("resuming room %s failed", room_id)

    async def _backfill_results(self) -> None:
        """Once per database: the results of matches stored before the results table (issue 18)."""
        try:
            async with self.storage.transaction() as tx:
                written = await backfill(tx, self.settings.ai_level)
        except Exception:
            log.exception("back-filling the results failed (tried again at the next start)")
            return
        if written:
            log.info("back-filled %d results of earlier matches", written)

    async def quarantine(self, room_id: str, exc: BaseException) -> None:
        """A room that cannot be loaded or resumed is closed (its row stays for an inspection) and its
        players are told once; the other rooms go on."""
        self._seen.pop(room_id, None)
        log.error("room %s is quarantined: %s: %s", room_id, type(exc).__name__, exc)
        try:
            async with self._locked(room_id), self.storage.transaction() as tx:
                newly, users, chat_id, locale = await tx.rooms.quarantine(room_id)
            self.scheduler.cancel_room(room_id)
            if newly:
                await self.notifier.room_fault(users, chat_id, locale)
        except Exception:
            log.exception("quarantining room %s failed", room_id)

    async def drain(self, timeout: float = 10.0) -> None:
        """A graceful stop's first step: no new deadline or computer move starts; the changes under
        way (a room's lock held or waited for) finish, for at most ``timeout`` seconds. :meth:`close`
        then cancels what is left, which holds no lock: a computer still thinking or waiting."""
        self._closing = True
        self.scheduler.close()
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while self._locks and loop.time() < deadline:
            await asyncio.sleep(0.01)

    async def close(self) -> None:
        self._closing = True
        self.scheduler.close()
        tasks = list(self._drivers.values())
        for t in tasks:
            t.cancel()
        for t in tasks:
            with contextlib.suppress(BaseException):
                await t
        self._drivers.clear()
        await self.ai.close()

    @asynccontextmanager
    async def _locked(self, room_id: str) -> AsyncIterator[None]:
        entry = self._locks.get(room_id)
        if entry is None:
            entry = self._locks[room_id] = [asyncio.Lock(), 0]
        entry[1] += 1
        try:
            async with entry[0]:
                yield
        finally:
            entry[1] -= 1
            if entry[1] == 0:
                self._locks.pop(room_id, None)

    # ----- reading -----------------------------------------------------------------------------------------
    async def get(self, room_id: str) -> Room | None:
        """The room; None when there is none, or when it cannot be loaded (it is then quarantined)."""
        try:
            async with self.storage.read() as tx:
                room = await tx.rooms.load(room_id)
        except CorruptRoom as exc:
            await self.quarantine(room_id, exc)
            return None
        if room is not None:
            self._saw(room)
        return room

    def _saw(self, room: Room) -> None:
        """Remember ``room`` as its newest state known here (an older one arriving late is not)."""
        known = self._seen.get(room.id)
        if known is None or room.turn >= known.turn:
            self._seen[room.id] = room
        self._seen.move_to_end(room.id)
        while len(self._seen) > MAX_SEEN_ROOMS:
            self._seen.popitem(last=False)

    def _surely_stale(self, room_id: str, user_id: int, turn: int, seat_no: int) -> Room | None:
        """The newer state by which a press of ``user_id``'s own seat on ``turn`` is stale for sure,
        without a transaction (a flood of taps on a lagging message costs no database work); None:
        ask the database (it may be current, or not the presser's seat: that answer says why)."""
        known = self._seen.get(room_id)
        if known is None or turn >= known.turn:
            return None
        seat = known.seat_of(user_id)
        if seat is None or seat.seat != seat_no:
            return None
        return known

    async def _open_ids(self) -> list[str]:
        async with self.storage.read() as tx:
            return await tx.rooms.open_ids()

    async def rooms_of_user(self, user_id: int) -> list[Room]:
        async with self.storage.read() as tx:
            ids = await tx.rooms.open_ids_of_user(user_id)
        rooms = [await self.get(rid) for rid in ids]
        return [r for r in rooms if r is not None]

    async def played_in(self, room_id: str, match_no: int, user_id: int) -> bool:
        """Whether ``user_id`` held a seat in that match (its records are theirs to have)."""
        async with self.storage.read() as tx:
            info = await tx.matches.info(room_id, match_no)
        return info is not None and user_id in (info.get("users") or [])

    async def deal_info(self, room_id: str, match_no: int, deal_no: int) -> dict[str, Any] | None:
        async with self.storage.read() as tx:
            return await tx.deals.get(room_id, match_no, deal_no)

    async def record(self, room_id: str, match_no: int, deal_no: int) -> dict[str, Any] | None:
        """The record of a finished deal (its match up to that deal), seeds revealed; None otherwise."""
        try:
            async with self.storage.read() as tx:
                room = await tx.rooms.load(room_id)
                info = await tx.deals.get(room_id, match_no, deal_no)
                if room is None or info is None or info["ended_at"] is None:
                    return None
                return await build_record(tx, room, match_no, deal_no)
        except CorruptRoom:
            return None

    # ----- users -------------------------------------------------------------------------------------------
    async def touch_user(
        self, user_id: int, first_name: str, username: str | None, language: str | None, *, started: bool
    ) -> Any:
        """Record the user (name, Telegram language); ``started``: they wrote to the bot in private or
        pressed a button there, so the bot reaches them again and their paused matches go on."""
        async with self.storage.autocommit() as tx:  # nothing here needs the statements together
            row, paused = await tx.users.arrive(user_id, first_name, username, language, started)
        for room_id in paused:
            await self._resume_for(room_id, user_id)
        return row

    async def set_pref(self, user_id: int, key: str, value: str | int) -> None:
        """A /profile choice (``language``, ``deck_style``, ``show_fingerprint``)."""
        async with self.storage.transaction() as tx:
            await tx.users.set_pref(user_id, key, value)

    async def chat_language(self, chat_id: int) -> str | None:
        async with self.storage.read() as tx:
            return await tx.chats.language(chat_id)

    async def set_chat_language(self, chat_id: int, language: str, by_user: int) -> None:
        """A group's /language: remembered for its later rooms; its open rooms' tables switch now."""
        async with self.storage.transaction() as tx:
            await tx.chats.set_language(chat_id, language, by_user)
            ids = await tx.rooms.open_ids_of_chat(chat_id)

        async def fn(tx: Tx, room: Room) -> Reply:
            if room.locale == language or room.status == CLOSED:
                return Reply(None)
            room.locale = language
            return Reply(None, room=room)

        for room_id in ids:
            await self._change(room_id, fn)

    async def user_lost(self, user_id: int) -> None:
        """The bot cannot reach ``user_id`` in private (a 403, or they blocked it): remember it, pause
        the matches they play and redraw their rooms (once, until they are back)."""
        async with self.storage.transaction() as tx:
            newly = await tx.users.mark_unreachable(user_id)
        if not newly:
            return
        for room in await self.rooms_of_user(user_id):
            if room.status == PLAYING:
                await self._pause_for(room.id, user_id)
            else:
                await self.notifier.room_changed(room)

    async def group_lost(self, chat_id: int) -> None:
        """The bot was removed from a group (a 403 there, or the membership update): its open rooms
        stop writing there and go on in their players' private chats; the players are told once."""
        async with self.storage.read() as tx:
            ids = await tx.rooms.open_ids_in_chat(chat_id)

        async def fn(tx: Tx, room: Room) -> Reply:
            if room.chat_id != chat_id:
                return Reply(None)  # already moved: told before
            room.chat_id = None
            room.turn += 1
            return Reply(None, room=room)

        for room_id in ids:
            reply = await self._change(room_id, fn)
            if reply.room is not None:
                await self.notifier.announce(reply.room, "group-lost", [], exclude=set())

    async def chat_moved(self, old: int, new: int) -> None:
        """A group became a supergroup (``migrate_to_chat_id``): its rooms move with it."""
        if old == new:
            return
        async with self.storage.transaction() as tx:
            ids = await tx.rooms.move_chat(old, new)
        for room_id in ids:
            room = await self.get(room_id)
            if room is not None:
                await self.notifier.room_changed(room)

    async def _pause_for(self, room_id: str, user_id: int) -> None:
        async def fn(tx: Tx, room: Room) -> Reply:
            if room.status != PLAYING or room.seat_of(user_id) is None:
                return Reply(None)
            if any(p.user_id == user_id for p in room.pauses):
                return Reply(None)
            s = self.settings
            alone = all(o.computer for o in room.seats if o.user_id != user_id)
            now = time.time()
            pause = Pause(user_id, now, now + (s.pause_computer_seconds if alone else s.pause_seconds))
            await tx.pauses.add(room.id, pause)
            room.pauses.append(pause)
            room.turn += 1
            return Reply(None, room=room)

        reply = await self._change(room_id, fn)
        if reply.room is not None:
            await self.notifier.announce(reply.room, "pause-started", [user_id], exclude={user_id})

    async def _resume_for(self, room_id: str, user_id: int) -> None:
        async def fn(tx: Tx, room: Room) -> Reply:
            await tx.pauses.remove(room.id, user_id)
            room.pauses = [p for p in room.pauses if p.user_id != user_id]
            if room.status != PLAYING:
                return Reply(None)
            room.turn += 1
            return Reply(None, room=room)

        reply = await self._change(room_id, fn)
        if reply.room is not None:
            await self.notifier.announce(reply.room, "pause-resumed", [user_id], exclude={user_id})

    # ----- the one path of every change --------------------------------------------------------------------
    async def _change(self, room_id: str, fn: Change, *, by: int | None = None) -> Reply:
        """Run ``fn`` on the loaded room inside one transaction under the room lock; when ``fn``
        returns a reply whose ``room`` is set, save the room and its deadlines in that transaction,
        then (lock released) show it and let computers and deadlines go on. ``by``: the person whose
        press made the change (their own message is redrawn at once, like the next player's)."""
        plan: list[tuple[str, int | None, float]] = []
        in_room(room_id)
        try:
            async with self._locked(room_id), self.storage.transaction() as tx:
                room = await tx.rooms.load(room_id)
                if room is None:
                    return Reply("err-unknown-room", alert=True)
                self._know_away(room)
                reply = await fn(tx, room)
                if reply.room is not None:
                    await tx.rooms.save(room)
                    plan = await self._sync_deadlines(tx, room)
        except CorruptRoom as exc:
            self._takes.pop(room_id, None)
            await self.quarantine(room_id, exc)
            return Reply("err-room-fault", alert=True)
        except BaseException:  # rolled back: a deadline taken in it is not taken (tried again later)
            self._takes.pop(room_id, None)
            raise
        self._took(room_id)
        if reply.room is not None:
            self._saw(reply.room)
            self._schedule(room_id, plan)
            try:
                await self.notifier.room_changed(reply.room, by=by)
            except Exception:  # the change is committed: a failed render must not stall the room
                log.exception("notifying room %s failed", room_id)
            self._kick(reply.room)
        return reply

    async def _sync_deadlines(
        self, tx: Tx, room: Room, *, moving: str | None = None
    ) -> list[tuple[str, int | None, float]]:
        """Bring the room's deadline rows in line with the room; returns what to (un)schedule:
        (kind, turn, due), turn None to cancel. A row for the same turn and action keeps its due
        time, so a restart re-arms the original time and an overdue deadline fires at once. A
        pending trailing row (``TRAILING``) due no later than wanted is kept as it is, unless it is
        the kind ``moving`` on to the room's newest change (:meth:`_move_on`)."""
        game_rules = rules_of(room.game)
        throw_in = game_rules.throw_in_seats(room)
        want = wanted(room, self.settings, throw_in, shared=self.storage.shared)
        rows = await tx.deadlines.of_loaded(room.id)
        plan: list[tuple[str, int | None, float]] = []
        gone: list[str] = []
        armed: list[tuple[str, int, str | None, float, float]] = []
        for kind in KINDS:
            w, row = want.get(kind), rows.get(kind)
            if w is None:
                if row is not None:
                    gone.append(kind)
                plan.append((kind, None, 0.0))
            elif row is not None and row["turn"] == w.turn and row["action"] == w.action:
                if row["fired_at"] is None:
                    plan.append((kind, w.turn, float(row["due_at"])))
            elif (
                kind in TRAILING
                and kind != moving
                and row is not None
                and row["fired_at"] is None
                and row["action"] == w.action
                and float(row["due_at"]) <= w.due
            ):
                # armed for an older change and due before the room now wants it: it stays (no
                # write), fires at its time and is then moved on (:meth:`_move_on`)
                plan.append((kind, int(row["turn"]), float(row["due_at"])))
            elif (
                kind in ("clock", "throwin")
                and row is not None
                and row["action"] == w.action
                and row["fired_at"] is None
                and not (kind == "throwin" and game_rules.throw_in_restarts(room))
            ):
                # the same window still open after a move inside it (a lead): it keeps its time —
                # the window lasts 5 s after the draw, not after the last move; a throw-in wait
                # keeps it after a pass, and starts over after a card added to a table being taken
                await tx.deadlines.move_turn(room.id, kind, w.turn)
                plan.append((kind, w.turn, float(row["due_at"])))
            else:
                armed.append((kind, w.turn, w.action, w.seconds, w.due))
                plan.append((kind, w.turn, w.due))
        # one statement each, not one per kind: on PostgreSQL every statement is a round trip
        await tx.deadlines.delete(room.id, *gone)
        await tx.deadlines.put(room.id, *armed)
        return plan

    def _schedule(self, room_id: str, plan: list[tuple[str, int | None, float]]) -> None:
        if self._closing:
            return
        for kind, turn, due in plan:
            if turn is None:
                self.scheduler.cancel(room_id, kind)
            else:
                self.scheduler.schedule(room_id, kind, turn, due)

    # ----- the lobby ---------------------------------------------------------------------------------------
    async def create_room(self, game: str, creator: int, chat_id: int | None, locale: str) -> Room:
        """A new lobby; raises :class:`RoomLimit` when the creator or the group has as many open rooms
        as allowed. The creator's own empty lobby in the same chat (nobody else seated, no match
        played) is not kept beside it: it becomes the new lobby (the same message is redrawn)."""
        game_rules = rules_of(game)
        now = time.time()
        s = self.settings
        async with self.storage.transaction() as tx:
            # several workers: a creator's (and a group's) lobbies are counted and made one at a time
            await tx.lock(f"rooms-of-user:{creator}")
            if chat_id is not None:
                await tx.lock(f"rooms-of-chat:{chat_id}")
                locale = await tx.chats.language(chat_id) or locale  # the group's /language
            reused = None
            for room_id in await tx.rooms.open_ids_by(creator, chat_id):
                try:
                    old = await tx.rooms.load(room_id)
                except CorruptRoom:
                    continue
                if (
                    old is not None and old.status == LOBBY and old.match_no == 0
                    and all(u == creator for u in old.human_ids()) and not old.computers()
                ):
                    reused = old
                    break
            if reused is None:
                if await tx.rooms.open_count_of_creator(creator) >= s.max_rooms_per_user:
                    raise RoomLimit("err-too-many-rooms", s.max_rooms_per_user)
                if chat_id is not None and await tx.rooms.open_count_of_chat(chat_id) >= s.max_rooms_per_chat:
                    raise RoomLimit("err-chat-rooms", s.max_rooms_per_chat)
                room = Room(
                    id=new_room_id(),
                    game=game,
                    chat_id=chat_id,
                    locale=locale,
                    creator=creator,
                    capacity=game_rules.default_capacity,
                    options=game_class(game).normalize_options(None),
                    status=LOBBY,
                    turn=0,
                    match_no=0,
                    state=None,
                    match_info=None,
                    pending=new_pending(),
                    last=None,
                    outcome=None,
                    created_at=now,
                    updated_at=now,
                )
                if chat_id is None:
                    room.seats.append(Seat(0, creator))
                await self._apply_defaults(tx, room)
                await tx.rooms.save(room, new=True)
            else:
                room = reused
                room.game, room.locale = game, locale
                room.capacity = game_rules.default_capacity
                room.options = game_class(game).normalize_options(None)
                room.ai_level, room.lobby_note = None, None
                await self._apply_defaults(tx, room)
                room.clear_ready()
                room.outcome = None
                room.turn += 1
                await tx.rooms.save(room)
            plan = await self._sync_deadlines(tx, room)
        self._schedule(room.id, plan)
        await self.notifier.room_changed(room)
        return room

    async def join(self, room_id: str, user_id: int) -> Reply:
        async def fn(tx: Tx, room: Room) -> Reply:
            if room.status == CLOSED:
                return Reply("err-invite-expired", alert=True)
            if room.seat_of(user_id) is not None:
                return Reply("join-already")
            if room.status != LOBBY:
                return Reply("err-room-playing", alert=True)
            if room.locked:
                return Reply("err-room-locked", alert=True)
            if len(room.seats) >= room.capacity:
                return Reply("err-room-full", alert=True)
            room.seats.append(Seat(len(room.seats), user_id))
            room.turn += 1
            return Reply("join-ok", room=room)

        return await self._change(room_id, fn, by=user_id)

    async def leave(self, room_id: str, user_id: int) -> Reply:
        async def fn(tx: Tx, room: Room) -> Reply:
            seat = room.seat_of(user_id)
            if seat is None:
                return Reply("err-not-in-room", alert=True)
            if room.status == PLAYING and any(
                s.user_id is not None and s.user_id != user_id for s in room.seats
            ):
                # issue 16: the game goes on, a computer plays the seat from now on (the others are
                # told who took over); a player who is out, or anyone between deals, interrupts nobody
                await self._replace_by_computer(tx, room, seat)
                await self._maybe_start(tx, room)
                return Reply("left-ok", room=room)
            if room.status == PLAYING:
                await self._interrupt(tx, room, {"type": "left", "user": user_id, "seat": seat.seat})
            room.seats = [s for s in room.seats if s.user_id != user_id]
            room.compact()
            room.turn += 1
            if not room.humans():
                room.status = CLOSED
            elif user_id == room.creator:  # the rights pass to the next seated person
                after = [s for s in room.humans() if s.seat >= seat.seat] or room.humans()
                room.creator = after[0].user_id if after[0].user_id is not None else room.creator
            return Reply("left-ok", room=room)

        reply = await self._change(room_id, fn, by=user_id)
        if reply.room is not None:
            await self.notifier.left(reply.room, user_id)
        return reply

    async def end_game(self, room_id: str, user_id: int) -> Reply:
        async def fn(tx: Tx, room: Room) -> Reply:
            if user_id != room.creator:
                return Reply("err-creator-only", alert=True)
            if room.status != PLAYING:
                return Reply("err-no-game", alert=True)
            await self._interrupt(tx, room, {"type": "ended", "user": user_id})
            room.turn += 1
            return Reply("ended-ok", room=room)

        return await self._change(room_id, fn, by=user_id)

    async def surrender(self, room_id: str, user_id: int, turn: int) -> Reply:
        async def fn(tx: Tx, room: Room) -> Reply:
            seat = room.seat_of(user_id)
            if seat is None:
                return Reply("err-not-in-room", alert=True)
            if room.turn != turn or room.status != PLAYING:
                return Reply("err-stale", redraw=True)
            game = room.engine()
            assert game is not None
            engine_surrender = Action("surrender", seat.seat)
            if room.game_running() and engine_surrender in game.legal_actions(seat.seat):
                await self._apply(tx, room, game, engine_surrender, user_id)
                return Reply("surrender-ok", room=room)
            if not rules_of(room.game).surrender:
                return Reply("err-forged", alert=True)
            # no engine action for it here (Scopa; Bura between deals): the bot ends the match and
            # the other side wins; the room's event log keeps it beside the engine's action log
            await tx.log.event(
                room.id,
                room.match_no,
                game.deal_number(),
                room.turn + 1,
                {"type": "surrender", "seat": seat.seat},
                user_id,
            )
            winner = 1 - seat.seat % 2
            level = room.ai_level or self.settings.ai_level
            await record_match(tx, room, game.deal_results(), level, winner=winner)
            self._tally(room, [s.seat for s in room.seats if s.seat % 2 == winner])
            await self._interrupt(
                tx, room, {"type": "surrender", "user": user_id, "seat": seat.seat, "winner": winner}
            )
            room.turn += 1
            return Reply("surrender-ok", room=room)

        return await self._change(room_id, fn, by=user_id)

    async def unready(self, room_id: str, user_id: int) -> Reply:
        async def fn(tx: Tx, room: Room) -> Reply:
            seat = room.seat_of(user_id)
            if seat is None:
                return Reply("err-not-in-room", alert=True)
            if room.status != LOBBY or not seat.ready:
                return Reply("unready-ok")
            seat.ready = False
            seat.contribution = None
            room.turn += 1
            return Reply("unready-ok", room=room)

        return await self._change(room_id, fn, by=user_id)

    async def ready(self, room_id: str, user_id: int, callback_id: str) -> Reply:
        """«Готов» in the lobby or «Следующая раздача» between deals; the press's callback query id
        is the seat's contribution to the next deck (docs/rules/fairness.md)."""

        async def fn(tx: Tx, room: Room) -> Reply:
            seat = room.seat_of(user_id)
            if seat is None:
                return Reply("err-join-first", alert=True)
            if room.status == LOBBY or room.between_deals():
                if seat.ready:
                    return Reply("ready-already")
                seat.ready = True
                seat.contribution = f"{user_id}:{callback_id}"
                room.lobby_note = None
                room.turn += 1
                await self._maybe_start(tx, room)
                return Reply("ready-ok", room=room)
            return Reply("err-stale", redraw=True)

        return await self._change(room_id, fn, by=user_id)

    def _lobby_check(self, room: Room, user_id: int, drawn: int | None) -> Reply | None:
        """Computer seats are the creator's (README); others are told so."""
        if user_id != room.creator and room.seat_of(user_id) is None:
            return Reply("err-join-first", alert=True)
        if user_id != room.creator:
            return Reply("err-creator-only", alert=True)
        if drawn is not None and drawn != room.computers():
            return Reply("lobby-stale", redraw=True)  # lobby wording: no cards here
        if room.status != LOBBY:
            return Reply("err-room-playing", alert=True)
        return None

    async def add_computer(self, room_id: str, user_id: int, drawn: int | None = None) -> Reply:
        """``drawn``: the computer count on the pressed button; a press made when the count has
        changed since (the second tap of a double tap) changes nothing."""

        async def fn(tx: Tx, room: Room) -> Reply:
            refused = self._lobby_check(room, user_id, drawn)
            if refused is not None:
                return refused
            if len(room.seats) >= room.capacity:
                return Reply("err-room-full", alert=True)
            room.seats.append(Seat(len(room.seats), None))
            room.turn += 1
            await self._maybe_start(tx, room)
            return Reply("computer-added", room=room)

        return await self._change(room_id, fn, by=user_id)

    async def remove_computer(self, room_id: str, user_id: int, drawn: int | None = None) -> Reply:
        async def fn(tx: Tx, room: Room) -> Reply:
            refused = self._lobby_check(room, user_id, drawn)
            if refused is not None:
                return refused
            computers = [s for s in room.seats if s.computer]
            if not computers:
                return Reply("err-no-computer", alert=True)
            room.seats.remove(computers[-1])
            room.compact()
            room.turn += 1
            return Reply("computer-removed", room=room)

        return await self._change(room_id, fn, by=user_id)

    async def set_option(self, room_id: str, user_id: int, key: str, value: str) -> Reply:
        async def fn(tx: Tx, room: Room) -> Reply:
            if user_id != room.creator:
                return Reply("err-creator-only", alert=True)
            if room.status != LOBBY:
                return Reply("err-room-playing", alert=True)
            before = (room.capacity, dict(room.options), room.ai_level)
            if key == "ai":
                if value not in AI_LEVELS:
                    return Reply("err-forged", alert=True)
                room.ai_level = value
            elif not self._apply_option(room, key, value):
                return Reply("err-forged", alert=True)
            if (room.capacity, room.options, room.ai_level) == before:
                return Reply("option-same")  # nothing changed: the ready marks stay
            if key != "ai":  # the rules changed: everyone agrees again
                if any(s.ready for s in room.humans()):
                    room.lobby_note = "ready-cleared"
                room.clear_ready()
            await self._remember_defaults(tx, room)
            room.turn += 1
            return Reply("option-ok" if key != "ai" else "ai-level-ok", room=room)

        return await self._change(room_id, fn, by=user_id)

    def _apply_option(self, room: Room, key: str, value: str) -> bool:
        """Seats are every game's option; the rest the game module knows. The engine validates."""
        if key == "seats":
            if not value.isdigit():
                return False
            n = int(value)
            if n not in room.cls.SEAT_COUNTS or n < len(room.seats):
                return False
            room.options = rules_of(room.game).options_for_seats(room, n)
            room.capacity = n
            return True
        options = rules_of(room.game).option_value(room, key, value)
        if options is None:
            return False
        try:
            options = room.cls.normalize_options(options)
            room.cls.check_options(options, room.capacity)  # a team option needs its seat count
        except Exception:
            return False
        room.options = options
        return True

    async def pick_team(self, room_id: str, user_id: int, team: int) -> Reply:
        """A seated person joins ``team``: swaps seats with the first computer of that team, else with
        its last-seated person. Only in a full lobby (so every team's seats exist); ready marks clear."""

        async def fn(tx: Tx, room: Room) -> Reply:
            seat = room.seat_of(user_id)
            if seat is None:
                return Reply("err-join-first", alert=True)
            if room.status != LOBBY:
                return Reply("err-room-playing", alert=True)
            k = rules_of(room.game).team_count(room)
            if not k or not 0 <= team < k:
                return Reply("err-stale", redraw=True)
            if len(room.seats) < room.capacity:
                return Reply("err-team-fill-first", alert=True)
            if seat.seat % k == team:
                return Reply("team-already")
            members = [s for s in room.seats if s.seat % k == team]
            other = next((s for s in members if s.computer), None) or members[-1]
            i, j = room.seats.index(seat), room.seats.index(other)
            room.seats[i], room.seats[j] = other, seat
            room.compact()
            if any(s.ready for s in room.humans()):
                room.lobby_note = "ready-cleared"
            room.clear_ready()
            room.turn += 1
            return Reply("team-ok", room=room)

        return await self._change(room_id, fn, by=user_id)

    # ----- issue 16: remembered lobby options, one tap against the computer -------------------------------
    async def _apply_defaults(self, tx: Tx, room: Room) -> None:
        """A new lobby starts with its creator's last options in this chat for this game (those the
        engine still accepts)."""
        found = await tx.lobby_defaults.get(room.chat_id or 0, room.creator, room.game)
        if found is None:
            return
        capacity, options, level = found
        try:
            options = room.cls.normalize_options(options)
            room.cls.check_options(options, capacity)
        except Exception:
            return
        if capacity in room.cls.SEAT_COUNTS and capacity >= len(room.seats):
            room.capacity, room.options = capacity, options
        room.ai_level = level if level in AI_LEVELS else None

    async def _remember_defaults(self, tx: Tx, room: Room) -> None:
        await tx.lobby_defaults.put(
            room.chat_id or 0, room.creator, room.game, room.capacity, room.options, room.ai_level
        )

    async def play_computer(
        self, room_id: str, user_id: int, opponents: int, level: str, callback_id: str
    ) -> Reply:
        """«🤖 Играть с компьютером»: the creator plays ``opponents`` computers at ``level`` — the
        seats are set, filled, the creator is ready and the deal starts at once. Only while no other
        person sits in the lobby (they would be pushed out)."""

        async def fn(tx: Tx, room: Room) -> Reply:
            if user_id != room.creator:
                return Reply("err-creator-only", alert=True)
            if room.status != LOBBY:
                return Reply("err-room-playing", alert=True)
            if any(u != user_id for u in room.human_ids()):
                return Reply("err-solo-others", alert=True)
            seats = opponents + 1
            if level not in AI_LEVELS or seats not in rules_of(room.game).solo_seats():
                return Reply("err-forged", alert=True)
            if room.seat_of(user_id) is None:  # a group lobby: the hand goes to the private chat
                person = await tx.users.get(user_id)
                if person is None or not person["started"] or not person["reachable"]:
                    return Reply("err-open-bot", alert=True)
            if seats != room.capacity:
                room.options = rules_of(room.game).options_for_seats(room, seats)
                room.capacity = seats
            room.ai_level = level
            mine = room.seat_of(user_id) or Seat(0, user_id)
            room.seats = [mine] + [Seat(0, None) for _ in range(opponents)]
            room.compact()
            mine.ready = True
            mine.contribution = f"{user_id}:{callback_id}"
            room.lobby_note = None
            await self._remember_defaults(tx, room)
            room.turn += 1
            await self._maybe_start(tx, room)
            return Reply("solo-ok", room=room)

        return await self._change(room_id, fn, by=user_id)

    # ----- play --------------------------------------------------------------------------------------------
    async def act(self, room_id: str, user_id: int, turn: int, seat_no: int, index: int) -> Reply:
        seen = self._surely_stale(room_id, user_id, turn, seat_no)
        if seen is not None:
            return Reply("err-stale", redraw=True, seen=seen)

        async def fn(tx: Tx, room: Room) -> Reply:
            seat = room.seat_of(user_id)
            if seat is None or seat.seat != seat_no:
                return Reply("err-not-your-button", alert=True)
            if room.turn != turn or not room.game_running():
                return Reply("err-stale", redraw=True)
            if room.paused:
                return Reply("err-paused", alert=True)
            game = room.engine()
            assert game is not None
            legal = sorted_legal(game, seat_no)
            if not 0 <= index < len(legal):
                return Reply("err-stale", redraw=True)
            await self._apply(tx, room, game, legal[index], user_id)
            return Reply(None, room=room)

        return await self._change(room_id, fn, by=user_id)

    async def _computer_act(self, room_id: str, turn: int, seat_no: int, action: Action) -> Room | None:
        """The computer's move, if the room still waits for it: the room as saved, else None."""

        async def fn(tx: Tx, room: Room) -> Reply:
            if (
                room.turn != turn
                or not room.game_running()
                or not room.auto(seat_no)
                or room.paused
            ):
                return Reply(None)
            game = room.engine()
            assert game is not None
            try:
                await self._apply(tx, room, game, action, None)
            except IllegalAction:
                log.warning("computer chose an illegal action %r in room %s", action, room_id)
                return Reply(None)
            return Reply(None, room=room)

        return (await self._change(room_id, fn)).room

    async def _apply(self, tx: Tx, room: Room, game: Game, action: Action, by_user: int | None) -> None:
        deal_no = game.deal_number()
        game.apply(action)  # raises IllegalAction with the state unchanged
        room.turn += 1
        ACTIONS.labels(room.game, "person" if by_user is not None else "bot").inc()
        now = time.time()
        await tx.log.action(room.id, room.match_no, deal_no, room.turn, action.to_json(), by_user, now)
        room.last = {"action": action.to_json(), "at": now}
        room.sync_state()
        results = game.deal_results()
        if len(results) >= deal_no and results[deal_no - 1] is not None:
            await self._finish_deal(tx, room, deal_no, results[deal_no - 1])
            if game.is_over():
                room.status = LOBBY
                await record_match(tx, room, game.deal_results(), room.ai_level or self.settings.ai_level)
                self._tally(room, rules_of(room.game).tally_seats(room, game))
                room.set_away([])

    async def _finish_deal(self, tx: Tx, room: Room, deal_no: int, result: Any) -> None:
        await tx.deals.set_result(room.id, room.match_no, deal_no, {"result": result})
        verified = False
        try:
            record = await build_record(tx, room, room.match_no, deal_no)
            verified = record is not None and verify_record(record)
        except Exception:
            log.exception("verifying deal %s of room %s failed", deal_no, room.id)
        await tx.deals.set_result(
            room.id, room.match_no, deal_no, {"result": result, "verified": verified}, end=False
        )
        room.pending = new_pending()
        room.clear_ready()

    async def _interrupt(self, tx: Tx, room: Room, outcome: dict[str, Any]) -> None:
        """End the running match early (someone left, the creator ended it, a surrender, a pause ran
        out, the room expired)."""
        game = room.engine()
        if game is not None and not game.needs_deal():
            await tx.deals.interrupt(room.id, room.match_no, game.deal_number())
        room.outcome = outcome
        room.status = LOBBY
        room.set_away([])
        room.pending = new_pending()
        room.clear_ready()
        await tx.pauses.remove(room.id)
        room.pauses = []

    # ----- starting matches and deals ----------------------------------------------------------------------
    async def _maybe_start(self, tx: Tx, room: Room) -> None:
        humans = room.present() if room.status == PLAYING else room.humans()
        if not humans or not all(s.ready for s in humans):
            return
        if room.status == LOBBY:
            if len(room.seats) != room.capacity or room.capacity not in room.cls.SEAT_COUNTS:
                return
            await self._start_match(tx, room)
        elif room.between_deals():
            await self._deal(tx, room)

    async def _start_match(self, tx: Tx, room: Room) -> None:
        assert room.pending is not None
        seats = len(room.seats)
        contributions = [s.contribution or "" for s in room.seats if not s.computer]
        start = rules_of(room.game).start(bytes.fromhex(room.pending["seed"]), contributions, seats)
        game = room.cls.new(seats, room.options, first=start.first, dealer=start.dealer)
        room.match_no += 1
        room.match_info = {
            "users": [s.user_id for s in room.seats],
            "first": start.first,
            "dealer": start.dealer,
            "seats": seats,
            "options": room.options,
            "draws": start.draws,
        }
        await tx.matches.add(room.id, room.match_no, room.match_info)
        room.outcome = None
        room.last = None
        room.status = PLAYING
        room.set_engine(game)
        await self._deal(tx, room)

    async def _deal(self, tx: Tx, room: Room) -> None:
        game = room.engine()
        assert game is not None and room.pending is not None
        seed = bytes.fromhex(room.pending["seed"])
        contributions = [s.contribution or "" for s in room.seats if not s.computer]
        base = game.deal_label()
        k = 0
        while True:
            label = base if k == 0 else f"{base}:r{k}"
            deck = fairness.derive_deck(room.game, seed, contributions, label)
            try:
                game.deal_from_deck(deck)
                break
            except IllegalAction as exc:
                if exc.code != "redeal_required" or k >= MAX_REDEALS:
                    raise
                k += 1
        deal_no = game.deal_number()
        draws = room.match_info.get("draws") if room.match_info and deal_no == 1 else None
        await tx.deals.add(
            room.id,
            room.match_no,
            deal_no,
            label=label,
            commitment=room.pending["commitment"],
            seed=room.pending["seed"],
            contributions=contributions,
            draws=draws,
        )
        room.pending = new_pending()
        room.last = {"deal": deal_no}
        room.turn += 1
        room.clear_ready()
        room.sync_state()

    # ----- deadlines ---------------------------------------------------------------------------------------
    async def fire(self, room_id: str, kind: str, turn: int) -> None:
        """A deadline is due (called by the scheduler). One log line per deadline that fired (its row
        taken and committed), so that a run with several workers can check none fires twice. An
        exception (a transaction that failed and rolled back) reaches the scheduler, which tries the
        deadline again later."""
        key = (room_id, kind, turn)
        in_room(room_id)  # the log lines of this deadline name its room (a sweep goes room by room)
        if kind in TRAILING and await self._move_on(room_id, kind, turn):
            return
        try:
            await self._fire(room_id, kind, turn)
        finally:
            if key in self._taken:
                self._taken.discard(key)
                log.info("deadline fired room=%s kind=%s turn=%s", room_id, kind, turn)

    async def _fire(self, room_id: str, kind: str, turn: int) -> None:
        if kind == "clock":
            await self.apply_clock(room_id, turn)
        elif kind == "hurry":
            await self.open_hurry(room_id, turn)
        elif kind == "pause":
            await self.cancel_paused(room_id, turn)
        elif kind == "expiry":
            await self.expire(room_id, turn)
        elif kind == "absent":
            await self.open_absent(room_id, turn)
        elif kind == "throwin":
            await self.end_throw_in(room_id, turn)
        elif kind == "next":
            await self.next_deal_by_itself(room_id, turn)
        elif kind == "watch":
            await self.rewatch(room_id, turn)

    async def _move_on(self, room_id: str, kind: str, turn: int) -> bool:
        """A trailing deadline (``expiry``, ``watch``: due a fixed time after the room's last change)
        fired. Its row stays as armed while the room changes (:meth:`_sync_deadlines`), so it may
        fire for a turn the room has left: then it is not due yet — it is moved on to the room's
        newest change (its row rewritten for the room's turn and scheduled; nothing is taken, so
        nothing counts as fired) and True is returned. False: the room is still at ``turn`` (or
        cannot be read), so the deadline is due and its handler acts (it reads the room again)."""
        plan: list[tuple[str, int | None, float]] = []
        try:
            async with self._locked(room_id), self.storage.transaction() as tx:
                room = await tx.rooms.load(room_id)
                if room is None or room.turn == turn:
                    return room is None
                row = (await tx.deadlines.of_loaded(room_id)).get(kind)
                if row is None or row["fired_at"] is not None or int(row["turn"]) != turn:
                    return True  # moved on, fired or dropped already (another worker, a change)
                plan = await self._sync_deadlines(tx, room, moving=kind)
        except CorruptRoom:
            return False  # the handler loads it again and quarantines it
        self._schedule(room_id, plan)
        return True

    async def sweep(self) -> None:
        """Several workers (PostgreSQL): fire the deadlines that are overdue by more than a sweep's
        interval — armed by a worker that died, or by one whose own timer will not come. Each
        fires once whoever takes it: the room's row is locked and the deadline marked in the
        transaction that acts on it."""
        grace = max(1.0, self.settings.deadline_sweep_seconds)
        async with self.storage.read() as tx:
            due = await tx.deadlines.overdue(time.time() - grace)
        for room_id, kind, turn in due:
            if self._closing:
                return
            try:
                await self.fire(room_id, kind, turn)
            except Exception:
                log.exception("sweeping deadline %s of room %s failed", kind, room_id)

    async def rewatch(self, room_id: str, turn: int) -> None:
        """An open room's turn has stood still for ``WATCH_SECONDS`` (several workers): redraw it
        (only what differs from what each message shows is sent) and restart its computers."""
        room = await self._redraw_for(room_id, "watch", turn, lambda room: True)
        if room is not None:
            self._kick(room)

    async def _redraw_for(
        self, room_id: str, kind: str, turn: int, still: Callable[[Room], bool]
    ) -> Room | None:
        """A deadline that changes nothing in the room, only how it is shown: take it (once) while
        the room is at ``turn`` and ``still`` holds, then redraw. Returns the room when it did."""
        try:
            async with self._locked(room_id), self.storage.transaction() as tx:
                room = await tx.rooms.load(room_id)
                if room is None or room.turn != turn or not still(room):
                    return None
                row = await self._take(tx, room_id, kind, turn)
        except CorruptRoom as exc:
            self._takes.pop(room_id, None)
            await self.quarantine(room_id, exc)
            return None
        except BaseException:
            self._takes.pop(room_id, None)
            raise
        self._took(room_id)
        if row is None:
            return None
        await self.notifier.room_changed(room)
        return room

    async def _take(self, tx: Tx, room_id: str, kind: str, turn: int) -> Any:
        """Take the deadline's row in ``tx`` (marked fired); it counts as fired (``fired``, the log
        line of :meth:`fire`) once ``tx`` has committed (:meth:`_took`), not if it rolls back."""
        row = await tx.deadlines.take(room_id, kind, turn)
        if row is not None:
            self._takes.setdefault(room_id, []).append((room_id, kind, turn, time.time()))
        return row

    def _took(self, room_id: str) -> None:
        """The room's transaction committed: the deadlines it took have fired."""
        for entry in self._takes.pop(room_id, ()):
            self.fired.append(entry)
            self._taken.add(entry[:3])

    async def apply_clock(self, room_id: str, turn: int) -> Reply:
        """The engine's pending clock ran out (Bura's window, a claim): apply its clock action."""

        async def fn(tx: Tx, room: Room) -> Reply:
            if room.turn != turn or not room.game_running() or room.paused:
                return Reply(None)
            row = await self._take(tx, room_id, "clock", turn)
            game = room.engine()
            if row is None or game is None:
                return Reply(None)
            action = next((a for a in game.clock_actions() if a.type == row["action"]), None)
            if action is None:
                return Reply(None)
            await self._apply(tx, room, game, action, None)
            return Reply(None, room=room)

        return await self._change(room_id, fn)

    async def open_hurry(self, room_id: str, turn: int) -> None:
        """The player to act has been silent long enough: «Поторопить» appears (the room itself
        does not change, so it is only redrawn)."""
        await self._redraw_for(room_id, "hurry", turn, lambda r: bool(hurry_targets(r)) and not r.paused)

    async def cancel_paused(self, room_id: str, turn: int) -> None:
        """A paused match waited its time for a player the bot cannot reach: cancelled, no winner."""
        users: list[int] = []

        async def fn(tx: Tx, room: Room) -> Reply:
            if room.turn != turn or room.status != PLAYING:
                return Reply(None)
            if await self._take(tx, room_id, "pause", turn) is None:
                return Reply(None)
            users.extend(p.user_id for p in room.pauses)
            await self._interrupt(
                tx, room, {"type": "cancelled", "user": users[0] if users else None, "users": users}
            )
            room.turn += 1
            return Reply(None, room=room)

        reply = await self._change(room_id, fn)
        if reply.room is not None:
            await self.notifier.announce(reply.room, "pause-cancelled", users, exclude=set(users))

    async def expire(self, room_id: str, turn: int) -> None:
        """The room's time ran out: closed. The engine state and the unused next seed go now; the
        deal records stay until the purge (RECORD_RETENTION_DAYS)."""

        async def fn(tx: Tx, room: Room) -> Reply:
            if room.turn != turn or room.status == CLOSED:
                return Reply(None)
            if await self._take(tx, room_id, "expiry", turn) is None:
                return Reply(None)
            if room.status == PLAYING:
                await self._interrupt(tx, room, {"type": "expired"})
            room.status = CLOSED
            room.outcome = {"type": "expired"}
            room.turn += 1
            room.set_engine(None)
            room.pending = None
            await tx.pauses.remove(room_id)
            await tx.reminders.clear(room_id)
            room.pauses = []
            return Reply(None, room=room)

        await self._change(room_id, fn)

    async def hurry(self, room_id: str, user_id: int, turn: int) -> Reply:
        """«Поторопить»: a new message with sound to each slow player, at most once per
        ``HURRY_INTERVAL_SECONDS`` per player."""
        fresh: list[int] = []
        room = await self.get(room_id)  # a room that cannot be loaded is quarantined here
        if room is None:
            return Reply("err-unknown-room", alert=True)
        async with self._locked(room_id), self.storage.transaction() as tx:
            room = await tx.rooms.load(room_id)
            if room is None:
                return Reply("err-unknown-room", alert=True)
            if room.seat_of(user_id) is None:
                return Reply("err-not-in-room", alert=True)
            if room.paused:
                return Reply("err-paused", alert=True)
            if room.turn != turn:
                return Reply("err-stale", redraw=True)
            targets = [u for u in hurry_targets(room) if u != user_id]
            if not targets:
                return Reply("hurry-nobody")
            if not await tx.deadlines.fired(room_id, "hurry", turn):
                return Reply("hurry-not-yet")
            now = time.time()
            for uid in targets:
                last = await tx.reminders.last(room_id, uid)
                if last is not None and now - last < self.settings.hurry_interval_seconds:
                    continue
                await tx.reminders.put(room_id, uid, user_id, now)
                fresh.append(uid)
        if not fresh:
            return Reply("hurry-too-soon")
        await self.notifier.hurry_pings(room, user_id, fresh)
        return Reply("hurry-sent")

    async def purge(self) -> None:
        """Retention: see :meth:`bot.storage.repos.RoomRepo.purge_closed`."""
        cutoff = time.time() - self.settings.record_retention_days * 86400
        try:
            async with self.storage.transaction() as tx:
                n = await tx.rooms.purge_closed(cutoff)
                people = await tx.users.purge(cutoff)
                await tx.lobby_defaults.purge(cutoff)
            if n or people:
                log.info(
                    "purged %d closed rooms and %d people's rows older than %s days",
                    n, people, self.settings.record_retention_days,
                )
        except Exception:
            log.exception("purge failed")

    # ----- issue 16: leaving, absent people, the lobby lock, the throw-in wait, the next deal ---------
    async def _replace_by_computer(self, tx: Tx, room: Room, seat: Seat) -> None:
        """A person leaves a running match: a computer plays their seat from now on (the match's
        header keeps who sat there, so the table says whose seat the computer took over)."""
        uid = seat.user_id
        assert uid is not None
        seat.user_id, seat.ready, seat.contribution = None, False, None
        room.set_away([u for u in room.away() if u != uid])
        self._away.discard((room.id, uid))
        if any(p.user_id == uid for p in room.pauses):
            await tx.pauses.remove(room.id, uid)
            room.pauses = [p for p in room.pauses if p.user_id != uid]
        if uid == room.creator:  # the rights pass to the next seated person
            people = room.present() or room.humans()
            after = [s for s in people if s.seat >= seat.seat] or people
            if after and after[0].user_id is not None:
                room.creator = after[0].user_id
        room.turn += 1

    def _tally(self, room: Room, seats: list[int]) -> None:
        """Count a finished match in the room's tally (Durak: the durak; Bura, Scopa: the winners),
        keyed by person (``u<id>``) or by computer seat (``c<seat>``)."""
        if not seats:
            return
        tally: dict[str, int] = dict(room.extra.get("tally") or {})
        for seat in seats:
            # the seat's occupant now: a computer that took over a leaver's seat counts as itself
            uid = room.seats[seat].user_id if 0 <= seat < len(room.seats) else None
            key = f"u{uid}" if uid is not None else f"c{seat}"
            tally[key] = tally.get(key, 0) + 1
        room.extra["tally"] = tally

    def _know_away(self, room: Room) -> None:
        """Refresh the in-memory copy of who is away in ``room`` (another worker may have changed it)."""
        away = set(room.away())
        for user_id in room.human_ids():
            if user_id in away:
                self._away.add((room.id, user_id))
            else:
                self._away.discard((room.id, user_id))

    def known_away(self, room_id: str, user_id: int) -> bool:
        """Whether ``user_id``'s seat in the room was handed to the computer (kept in memory so a
        press costs nothing when it was not)."""
        return (room_id, user_id) in self._away

    async def come_back(self, room_id: str, user_id: int) -> bool:
        """A person whose seat the computer plays pressed a button of the room: the seat is theirs
        again (the press then does what it says). True when they were away."""
        if (room_id, user_id) not in self._away:
            return False
        self._away.discard((room_id, user_id))

        async def fn(tx: Tx, room: Room) -> Reply:
            if user_id not in room.away():
                return Reply(None)
            room.set_away([u for u in room.away() if u != user_id])
            return Reply(None, room=room)

        return (await self._change(room_id, fn, by=user_id)).room is not None

    async def take_over(self, room_id: str, user_id: int, turn: int, target: int) -> Reply:
        """«🤖 Сыграть за …»: after ``ABSENT_AFTER_SECONDS`` of silence from a person waited for,
        another person at the table hands that seat to the computer until its owner presses any
        button of the room. Nobody loses on time."""

        async def fn(tx: Tx, room: Room) -> Reply:
            if room.seat_of(user_id) is None:
                return Reply("err-not-in-room", alert=True)
            if room.turn != turn or target == user_id or target not in absent_targets(room):
                return Reply("err-stale", redraw=True)
            if not await tx.deadlines.fired(room.id, "absent", turn):
                return Reply("hurry-not-yet")
            room.set_away([*room.away(), target])
            room.turn += 1
            await self._maybe_start(tx, room)
            return Reply("takeover-ok", room=room)

        reply = await self._change(room_id, fn, by=user_id)
        if reply.room is not None:
            self._away.add((room_id, target))
            await self.notifier.announce(reply.room, "takeover-announce", [target], exclude={user_id})
        return reply

    async def open_absent(self, room_id: str, turn: int) -> None:
        """A person waited for has been silent long enough: «🤖 Сыграть за …» appears (redraw only)."""
        await self._redraw_for(room_id, "absent", turn, lambda r: not r.paused and bool(absent_targets(r)))

    async def end_throw_in(self, room_id: str, turn: int) -> Reply:
        """Durak's throw-in wait ran out: the bot applies «Не подкидываю» (``pass``) for every seat
        the round still waits for, so the round ends as when everyone passes (nothing is lost): a
        covered table goes to the discard pile, a table being taken («Беру») to the defender."""

        async def fn(tx: Tx, room: Room) -> Reply:
            if room.turn != turn or not room.game_running() or room.paused:
                return Reply(None)
            row = await self._take(tx, room_id, "throwin", turn)
            game = room.engine()
            if row is None or game is None:
                return Reply(None)
            changed = False
            for seat in rules_of(room.game).throw_in_seats(room):
                action = Action("pass", seat)
                if action in game.legal_actions(seat):
                    await self._apply(tx, room, game, action, None)
                    changed = True
            return Reply(None, room=room if changed else None)

        return await self._change(room_id, fn)

    async def next_deal_by_itself(self, room_id: str, turn: int) -> None:
        """Bura or Scopa with no other person at the table: after the pause to read the result the
        next deal starts without a press (a person who pressed gave their contribution already)."""

        async def fn(tx: Tx, room: Room) -> Reply:
            if room.turn != turn or not room.between_deals() or room.paused:
                return Reply(None)
            if await self._take(tx, room_id, "next", turn) is None:
                return Reply(None)
            await self._deal(tx, room)
            return Reply(None, room=room)

        await self._change(room_id, fn)

    async def kick(self, room_id: str, user_id: int, target: int) -> Reply:
        """The creator removes a person from a lobby seat (say, one who never presses «Готов»)."""

        async def fn(tx: Tx, room: Room) -> Reply:
            if user_id != room.creator:
                return Reply("err-creator-only", alert=True)
            if room.status != LOBBY:
                return Reply("err-room-playing", alert=True)
            if target == user_id or room.seat_of(target) is None:
                return Reply("err-stale", redraw=True)
            room.seats = [s for s in room.seats if s.user_id != target]
            room.compact()
            room.turn += 1
            return Reply("kick-ok", room=room)

        reply = await self._change(room_id, fn, by=user_id)
        if reply.room is not None:
            await self.notifier.left(reply.room, target)
        return reply

    async def lock(self, room_id: str, user_id: int, locked: bool) -> Reply:
        """The creator closes the lobby to newcomers (the invitation link then says so), or opens it."""

        async def fn(tx: Tx, room: Room) -> Reply:
            if user_id != room.creator:
                return Reply("err-creator-only", alert=True)
            if room.status != LOBBY:
                return Reply("err-room-playing", alert=True)
            if room.locked == locked:
                return Reply("lock-already")
            if locked:
                room.extra["locked"] = True
            else:
                room.extra.pop("locked", None)
            room.turn += 1
            return Reply("lock-on" if locked else "lock-off", room=room)

        return await self._change(room_id, fn, by=user_id)

    async def set_throw_wait(self, room_id: str, user_id: int, seconds: int) -> Reply:
        """Durak's throw-in wait of the room (0: off, the round waits for every thrower's answer)."""

        async def fn(tx: Tx, room: Room) -> Reply:
            if user_id != room.creator:
                return Reply("err-creator-only", alert=True)
            if room.status != LOBBY:
                return Reply("err-room-playing", alert=True)
            if not rules_of(room.game).throw_wait or not 0 <= seconds <= 600:
                return Reply("err-forged", alert=True)
            if room.extra.get("throw_wait") == seconds:
                return Reply("option-ok")
            room.extra["throw_wait"] = seconds
            room.clear_ready()
            room.turn += 1
            return Reply("option-ok", room=room)

        return await self._change(room_id, fn, by=user_id)

    # ----- computers ---------------------------------------------------------------------------------------
    def _kick(self, room: Room) -> None:
        if self._closing:
            return
        game = room.engine()
        if not room.game_running() or game is None or room.paused:
            return
        if any(room.auto(s) for s in game.to_act()):
            task = self._drivers.get(room.id)
            if task is None or task.done():
                self._drivers[room.id] = asyncio.create_task(self._drive(room.id, room))

    def _player(self, game: str, level: str | None = None) -> Any:
        """The computer player of ``game`` at the room's ``level`` (None: the server's AI_LEVEL)."""
        try:
            return get_player(level or self.settings.ai_level, game)
        except (ImportError, AttributeError, KeyError):
            return random_player

    async def _drive(self, room_id: str, kicked: Room | None = None) -> None:
        """Play the computers' seats of the room while it is their turn, starting from ``kicked``
        (the state that called for them, or a newer one this process saw: no read). A move made on
        a state that is no longer the newest is refused, and the driver reads the room again."""
        rng = random.Random()
        in_room(room_id)
        try:
            room = kicked
            seen = self._seen.get(room_id)
            if room is not None and seen is not None and seen.turn > room.turn:
                room = seen
            while not self._closing:
                if room is None:  # else the room as this driver's last move saved it
                    room = await self.get(room_id)
                if room is None or not room.game_running() or room.paused:
                    return
                game = room.engine()
                assert game is not None
                seats = [s for s in game.to_act() if room.auto(s)]
                if not seats:
                    return
                seat = seats[0]
                legal = [a for a in sorted_legal(game, seat) if a.type != "surrender"]
                if not legal:
                    return
                view, memory, turn = game.view(seat), game.memory(seat), room.turn
                await asyncio.sleep(self.settings.computer_delay)
                player = self._player(room.game, room.ai_level)
                budget = Budget(think_ms=self.settings.ai_think_ms, clock=time.monotonic)
                thinking = time.monotonic()
                try:
                    action = await self.ai.decide(
                        room.ai_level or self.settings.ai_level, room.game, player, view, memory,
                        legal, rng, self.settings.ai_think_ms,
                    )
                except Exception:
                    log.exception("computer player failed in room %s; playing at random", room_id)
                    action = random_player(view, memory, legal, rng, budget)
                THINK_SECONDS.labels(room.game).observe(time.monotonic() - thinking)
                # refused (someone moved meanwhile, the seat was taken back): look at the room again
                room = await self._computer_act(room_id, turn, seat, action)
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("computer driver of room %s failed", room_id)
        finally:
            if self._drivers.get(room_id) is asyncio.current_task():
                del self._drivers[room_id]
