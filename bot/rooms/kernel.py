"""The room kernel: the one path of every change to a room.

:meth:`Kernel.change` takes the room's lock, loads the room in one transaction, runs a command's
change on it, and — when the change returns the room — advances its turn (here and nowhere else),
saves it and brings its deadline rows in line, all in that transaction; then, with the lock
released, it remembers the state (:class:`~bot.rooms.cache.RoomCache`), arms the deadlines, tells
the :class:`Notifier` and lets the computers go on. Nothing is sent while the lock is held.

A change never raises on bad input: it answers with a :class:`Reply` (a locale key for the
presser) and changes nothing. A room that cannot be loaded is quarantined (:meth:`quarantine`).

Deadlines (``bot/rooms/deadlines.py``) are rows written in the same transaction as the change that
wants them; firing one takes its row (:meth:`take`) in the transaction that applies its effect, so a
deadline fires at most once, and one for a turn that has moved on does nothing.
"""

from __future__ import annotations

import asyncio
import logging
from collections import deque
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from typing import Any, Protocol

from bot.config import Settings
from bot.model import Room
from bot.plumbing import clock
from bot.plumbing.logs import in_room
from bot.rooms.cache import RoomCache
from bot.rooms.deadlines import KINDS, TRAILING, DeadlineKind, wanted
from bot.rooms.scheduler import DeadlineScheduler
from bot.rooms.tournament_results import faulted
from bot.rules import rules_of
from bot.storage import Database, Tx
from bot.storage.repos import CorruptRoom
from bot.storage.values import Deadline

log = logging.getLogger(__name__)

#: what to (un)schedule after a commit: (kind, turn, due); turn None cancels the kind's timer
Plan = list[tuple[str, int | None, float]]


class Notifier(Protocol):
    """Who shows what happened (``bot/chat/presenter.py``); called after the commit, never under a lock."""

    async def room_changed(self, room: Room, *, by: int | None = None, before: Room | None = None) -> None:
        """``before``: the state this process knew before the change (None: none)."""

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
    #: the change does not advance the turn (it changes nothing a button of the room refers to:
    #: a person back at their seat, a language): a press made before it still counts
    same_turn: bool = False


Change = Callable[[Tx, Room], Awaitable[Reply]]
#: a precondition of a command: a refusal, or None to go on (``bot/rooms/guards.py``)
Guard = Callable[[Room, int], Reply | None]


def advance(room: Room) -> None:
    """The room changed: every button drawn for an older turn is stale from now on."""
    room.turn += 1


class Kernel:
    def __init__(
        self, storage: Database, settings: Settings, notifier: Notifier, cache: RoomCache[Any]
    ) -> None:
        self.storage = storage
        self.settings = settings
        self.notifier = notifier
        self.cache = cache
        self.scheduler: DeadlineScheduler | None = None
        #: called with each changed (or resumed) room after it was shown: the computers' turn
        self.after_change: Callable[[Room], None] = lambda room: None
        #: called with a tournament's id after one of its tables was quarantined (its result written)
        self.after_fault: Callable[[str], None] = lambda tournament_id: None
        self.closing = False
        #: room id -> [lock, holders]; an entry goes when nobody holds or waits for it
        self.locks: dict[str, list[Any]] = {}
        #: the latest deadlines that did something: (room, kind, turn, time) — for logs and tests
        self.fired: deque[tuple[str, str, int, float]] = deque(maxlen=10_000)
        self.taken: set[tuple[str, str, int]] = set()  # deadlines taken by a firing still running
        #: room -> deadlines taken by its transaction under way (the room's lock held), not committed yet
        self._takes: dict[str, list[tuple[str, str, int, float]]] = {}

    # ----- the room's lock ---------------------------------------------------------------------------------
    @asynccontextmanager
    async def locked(self, room_id: str) -> AsyncIterator[None]:
        entry = self.locks.get(room_id)
        if entry is None:
            entry = self.locks[room_id] = [asyncio.Lock(), 0]
        entry[1] += 1
        try:
            async with entry[0]:
                yield
        finally:
            entry[1] -= 1
            if entry[1] == 0:
                self.locks.pop(room_id, None)

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
            self.cache.offer(room)
        return room

    def surely_stale(self, room_id: str, user_id: int, turn: int, seat_no: int) -> Room | None:
        """The newer state by which a press of ``user_id``'s own seat on ``turn`` is stale for sure,
        without a transaction (a flood of taps on a lagging message costs no database work); None:
        ask the database (it may be current, or not the presser's seat: that answer says why)."""
        known = self.cache.newest(room_id)
        if known is None or turn >= known.turn:
            return None
        seat = known.seat_of(user_id)
        if seat is None or seat.seat != seat_no:
            return None
        return known

    async def quarantine(self, room_id: str, exc: BaseException) -> None:
        """A room that cannot be loaded or resumed is closed (its row stays for an inspection) and its
        players are told once; the other rooms go on."""
        self.cache.invalidate(room_id)
        log.error("room %s is quarantined: %s: %s", room_id, type(exc).__name__, exc)
        try:
            async with self.locked(room_id), self.storage.transaction() as tx:
                newly, users, chat_id, locale = await tx.rooms.quarantine(room_id)
                tournament = await faulted(tx, room_id)  # a tournament's table: a result, once
            if self.scheduler is not None:
                self.scheduler.cancel_room(room_id)
            if tournament is not None:
                self.after_fault(tournament)
            if newly:
                await self.notifier.room_fault(users, chat_id, locale)
        except Exception:
            log.exception("quarantining room %s failed", room_id)

    # ----- the one path of every change --------------------------------------------------------------------
    async def change(
        self, room_id: str, fn: Change, *, by: int | None = None, guards: Sequence[Guard] = ()
    ) -> Reply:
        """Run ``fn`` on the loaded room inside one transaction under the room lock (after the
        ``guards``, checked in order for the presser ``by``: the first refusal is the answer); when
        ``fn`` returns a reply whose ``room`` is set, advance the turn, save the room and its
        deadlines in that transaction, then (lock released) show it and let computers and
        deadlines go on. ``by``: the person whose press made the change (their own message is
        redrawn at once, like the next player's)."""
        plan: Plan = []
        in_room(room_id)
        try:
            async with self.locked(room_id), self.storage.transaction() as tx:
                room = await tx.rooms.load(room_id)
                if room is None:
                    return Reply("err-unknown-room", alert=True)
                reply = _refusal(room, by, guards) or await fn(tx, room)
                if reply.room is not None:
                    if not reply.same_turn:
                        advance(room)
                    await tx.rooms.save(room)
                    plan = await self.sync_deadlines(tx, room)
        except CorruptRoom as exc:
            self._takes.pop(room_id, None)
            await self.quarantine(room_id, exc)
            return Reply("err-room-fault", alert=True)
        except BaseException:  # rolled back: a deadline taken in it is not taken (tried again later)
            self._takes.pop(room_id, None)
            raise
        self.took(room_id)
        if reply.room is not None:
            before = self.cache.offer(reply.room)
            self.schedule(room_id, plan)
            await self.show(reply.room, by=by, before=before)
        return reply

    async def show(self, room: Room, *, by: int | None = None, before: Room | None = None) -> None:
        """Tell the notifier (a failed render must not stall a committed room), then the computers."""
        try:
            await self.notifier.room_changed(room, by=by, before=before)
        except Exception:
            log.exception("notifying room %s failed", room.id)
        self.after_change(room)

    async def redraw_for(
        self, room_id: str, kind: DeadlineKind, turn: int, still: Callable[[Room], bool]
    ) -> Room | None:
        """A deadline that changes nothing in the room, only how it is shown: take it (once) while
        the room is at ``turn`` and ``still`` holds, then redraw. Returns the room when it did."""
        try:
            async with self.locked(room_id), self.storage.transaction() as tx:
                room = await tx.rooms.load(room_id)
                if room is None or room.turn != turn or not still(room):
                    return None
                row = await self.take(tx, room_id, kind, turn)
                if row is not None:  # the other workers' table pages draw it too (a save notifies itself)
                    await tx.rooms.notify(room_id, turn)
        except CorruptRoom as exc:
            self._takes.pop(room_id, None)
            await self.quarantine(room_id, exc)
            return None
        except BaseException:
            self._takes.pop(room_id, None)
            raise
        self.took(room_id)
        if row is None:
            return None
        await self.notifier.room_changed(room, before=self.cache.offer(room))
        return room

    # ----- deadlines ---------------------------------------------------------------------------------------
    async def sync_deadlines(self, tx: Tx, room: Room, *, moving: str | None = None) -> Plan:
        """Bring the room's deadline rows in line with the room; returns what to (un)schedule:
        (kind, turn, due), turn None to cancel. A row for the same turn and action keeps its due
        time, so a restart re-arms the original time and an overdue deadline fires at once. A
        pending trailing row (``TRAILING``) due no later than wanted is kept as it is, unless it is
        the kind ``moving`` on to the room's newest change (``bot/rooms/firing.py``)."""
        game_rules = rules_of(room.game)
        throw_in = game_rules.throw_in_seats(room)
        want = wanted(room, self.settings, throw_in, shared=self.storage.shared)
        rows = await tx.deadlines.of_loaded(room.id)
        plan: Plan = []
        gone: list[str] = []
        armed: list[tuple[str, int, str | None, float, float]] = []
        for kind in KINDS:
            w, row = want.get(kind), rows.get(kind)
            if w is None:
                if row is not None:
                    gone.append(kind)
                plan.append((kind, None, 0.0))
            elif row is not None and row.turn == w.turn and row.action == w.action:
                if row.fired_at is None:
                    plan.append((kind, w.turn, float(row.due_at)))
            elif (
                kind in TRAILING
                and kind != moving
                and row is not None
                and row.fired_at is None
                and row.action == w.action
                and float(row.due_at) <= w.due
            ):
                # armed for an older change and due before the room now wants it: it stays (no
                # write), fires at its time and is then moved on (``firing.move_on``)
                plan.append((kind, int(row.turn), float(row.due_at)))
            elif (
                kind in (DeadlineKind.CLOCK, DeadlineKind.THROW_IN)
                and row is not None
                and row.action == w.action
                and row.fired_at is None
                and not (kind == DeadlineKind.THROW_IN and game_rules.throw_in_restarts(room))
            ):
                # the same window still open after a move inside it (a lead): it keeps its time —
                # the window lasts 5 s after the draw, not after the last move; a throw-in wait
                # keeps it after a pass, and starts over after a card added to a table being taken
                await tx.deadlines.move_turn(room.id, kind, w.turn)
                plan.append((kind, w.turn, float(row.due_at)))
            else:
                armed.append((kind, w.turn, w.action, w.seconds, w.due))
                plan.append((kind, w.turn, w.due))
        # one statement each, not one per kind: on PostgreSQL every statement is a round trip
        await tx.deadlines.delete(room.id, *gone)
        await tx.deadlines.put(room.id, *armed)
        return plan

    def schedule(self, room_id: str, plan: Plan) -> None:
        if self.closing or self.scheduler is None:
            return
        for kind, turn, due in plan:
            if turn is None:
                self.scheduler.cancel(room_id, kind)
            else:
                self.scheduler.schedule(room_id, kind, turn, due)

    async def take(self, tx: Tx, room_id: str, kind: DeadlineKind, turn: int) -> Deadline | None:
        """Take the deadline's row in ``tx`` (marked fired); it counts as fired (``fired``, the log
        line of the firing) once ``tx`` has committed (:meth:`took`), not if it rolls back."""
        row = await tx.deadlines.take(room_id, kind, turn)
        if row is not None:
            self._takes.setdefault(room_id, []).append((room_id, kind, turn, clock.now()))
        return row

    def took(self, room_id: str) -> None:
        """The room's transaction committed: the deadlines it took have fired."""
        for entry in self._takes.pop(room_id, ()):
            self.fired.append(entry)
            self.taken.add(entry[:3])


def _refusal(room: Room, user_id: int | None, guards: Sequence[Guard]) -> Reply | None:
    if user_id is None:
        return None
    for guard in guards:
        refused = guard(room, user_id)
        if refused is not None:
            return refused
    return None
