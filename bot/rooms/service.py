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
from collections import deque
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from typing import Any, Protocol

from bot import games
from bot.config import Settings
from bot.rooms.deadlines import KINDS, hurry_targets, wanted
from bot.rooms.model import CLOSED, LOBBY, PLAYING, Pause, Room, Seat, new_room_id, sorted_legal
from bot.rooms.records import build_record, verify_record
from bot.scheduler import DeadlineScheduler
from bot.storage import Storage, Tx
from engines import fairness
from engines.ai import Budget, get_player, random_player
from engines.protocol import Action, Game, IllegalAction
from engines.registry import game_class

log = logging.getLogger(__name__)

PURGE_EVERY_SECONDS = 3600.0
MAX_REDEALS = 50


class Notifier(Protocol):
    """Who shows what happened (``bot/presenter.py``); called after the commit, never under a lock."""

    async def room_changed(self, room: Room) -> None: ...

    async def announce(self, room: Room, key: str, users: list[int], *, exclude: set[int]) -> None: ...

    async def hurry_pings(self, room: Room, by_user: int, targets: list[int]) -> None: ...

    async def left(self, room: Room, user_id: int) -> None: ...


@dataclass
class Reply:
    """What to answer the user who asked (a locale key and its arguments)."""

    key: str | None = None
    args: dict[str, Any] = field(default_factory=dict)
    alert: bool = False
    redraw: bool = False  # redraw the presser's hand message (stale button)
    room: Room | None = None  # set when the room changed (it is then saved and shown)


Change = Callable[[Tx, Room], Awaitable[Reply]]


def new_pending() -> dict[str, str]:
    seed = fairness.new_seed()
    return {"seed": seed.hex(), "commitment": fairness.commitment(seed)}


class RoomService:
    def __init__(self, storage: Storage, settings: Settings, notifier: Notifier) -> None:
        self.storage = storage
        self.settings = settings
        self.notifier = notifier
        self.scheduler = DeadlineScheduler(self.fire, [("purge", PURGE_EVERY_SECONDS, self.purge)])
        #: room id -> [lock, holders]; an entry goes when nobody holds or waits for it
        self._locks: dict[str, list[Any]] = {}
        self._drivers: dict[str, asyncio.Task[None]] = {}
        self._closing = False
        #: the latest deadlines that did something: (room, kind, turn, time) — for logs and tests
        self.fired: deque[tuple[str, str, int, float]] = deque(maxlen=10_000)

    # ----- lifecycle ---------------------------------------------------------------------------------------
    async def start(self) -> None:
        """After a start-up: re-arm every open room's stored deadlines (their due times unchanged),
        redraw it, restart its computers."""
        self.scheduler.start()
        for room_id in await self._open_ids():
            try:
                async with self._locked(room_id), self.storage.transaction() as tx:
                    room = await tx.rooms.load(room_id)
                    if room is None:
                        continue
                    plan = await self._sync_deadlines(tx, room)
                self._schedule(room_id, plan)
                await self.notifier.room_changed(room)
                self._kick(room)
            except Exception:
                log.exception("resuming room %s failed", room_id)

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
        async with self.storage.read() as tx:
            return await tx.rooms.load(room_id)

    async def _open_ids(self) -> list[str]:
        async with self.storage.read() as tx:
            return await tx.rooms.open_ids()

    async def rooms_of_user(self, user_id: int) -> list[Room]:
        async with self.storage.read() as tx:
            rooms = [await tx.rooms.load(rid) for rid in await tx.rooms.open_ids_of_user(user_id)]
        return [r for r in rooms if r is not None]

    async def deal_info(self, room_id: str, match_no: int, deal_no: int) -> dict[str, Any] | None:
        async with self.storage.read() as tx:
            return await tx.deals.get(room_id, match_no, deal_no)

    async def record(self, room_id: str, match_no: int, deal_no: int) -> dict[str, Any] | None:
        """The record of a finished deal (its match up to that deal), seeds revealed; None otherwise."""
        async with self.storage.read() as tx:
            room = await tx.rooms.load(room_id)
            info = await tx.deals.get(room_id, match_no, deal_no)
            if room is None or info is None or info["ended_at"] is None:
                return None
            return await build_record(tx, room, match_no, deal_no)

    # ----- users -------------------------------------------------------------------------------------------
    async def touch_user(
        self, user_id: int, first_name: str, username: str | None, language: str | None, *, started: bool
    ) -> Any:
        """Record the user (name, Telegram language); ``started``: they wrote to the bot in private or
        pressed a button there, so the bot reaches them again and their paused matches go on."""
        async with self.storage.transaction() as tx:
            row = await tx.users.touch(user_id, first_name, username, language, started)
            paused = await tx.pauses.rooms_of(user_id) if started else []
        for room_id in paused:
            await self._resume_for(room_id, user_id)
        return row

    async def set_pref(self, user_id: int, key: str, value: str | int) -> None:
        """A /profile choice (``language``, ``deck_style``, ``show_fingerprint``)."""
        async with self.storage.transaction() as tx:
            await tx.users.set_pref(user_id, key, value)

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
    async def _change(self, room_id: str, fn: Change) -> Reply:
        """Run ``fn`` on the loaded room inside one transaction under the room lock; when ``fn``
        returns a reply whose ``room`` is set, save the room and its deadlines in that transaction,
        then (lock released) show it and let computers and deadlines go on."""
        plan: list[tuple[str, int | None, float]] = []
        async with self._locked(room_id), self.storage.transaction() as tx:
            room = await tx.rooms.load(room_id)
            if room is None:
                return Reply("err-unknown-room", alert=True)
            reply = await fn(tx, room)
            if reply.room is not None:
                await tx.rooms.save(room)
                plan = await self._sync_deadlines(tx, room)
        if reply.room is not None:
            self._schedule(room_id, plan)
            try:
                await self.notifier.room_changed(reply.room)
            except Exception:  # the change is committed: a failed render must not stall the room
                log.exception("notifying room %s failed", room_id)
            self._kick(reply.room)
        return reply

    async def _sync_deadlines(self, tx: Tx, room: Room) -> list[tuple[str, int | None, float]]:
        """Bring the room's deadline rows in line with the room; returns what to (un)schedule:
        (kind, turn, due), turn None to cancel. A row for the same turn and action keeps its due
        time, so a restart re-arms the original time and an overdue deadline fires at once."""
        want = wanted(room, self.settings)
        rows = await tx.deadlines.of_room(room.id)
        plan: list[tuple[str, int | None, float]] = []
        for kind in KINDS:
            w, row = want.get(kind), rows.get(kind)
            if w is None:
                if row is not None:
                    await tx.deadlines.delete(room.id, kind)
                plan.append((kind, None, 0.0))
            elif row is not None and row["turn"] == w.turn and row["action"] == w.action:
                if row["fired_at"] is None:
                    plan.append((kind, w.turn, float(row["due_at"])))
            elif (
                kind == "clock" and row is not None and row["action"] == w.action and row["fired_at"] is None
            ):
                # the same window still open after a move inside it (a lead): it keeps its time —
                # the window lasts 5 s after the draw, not after the last move
                await tx.deadlines.move_turn(room.id, kind, w.turn)
                plan.append((kind, w.turn, float(row["due_at"])))
            else:
                await tx.deadlines.put(room.id, kind, w.turn, w.action, w.seconds, w.due)
                plan.append((kind, w.turn, w.due))
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
        ui = games.get(game)
        now = time.time()
        room = Room(
            id=new_room_id(),
            game=game,
            chat_id=chat_id,
            locale=locale,
            creator=creator,
            capacity=ui.default_capacity,
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
        async with self.storage.transaction() as tx:
            await tx.rooms.save(room, new=True)
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
            if len(room.seats) >= room.capacity:
                return Reply("err-room-full", alert=True)
            room.seats.append(Seat(len(room.seats), user_id))
            room.turn += 1
            return Reply("join-ok", room=room)

        return await self._change(room_id, fn)

    async def leave(self, room_id: str, user_id: int) -> Reply:
        async def fn(tx: Tx, room: Room) -> Reply:
            seat = room.seat_of(user_id)
            if seat is None:
                return Reply("err-not-in-room", alert=True)
            if room.status == PLAYING:
                await self._interrupt(tx, room, {"type": "left", "user": user_id, "seat": seat.seat})
            room.seats = [s for s in room.seats if s.user_id != user_id]
            room.compact()
            room.turn += 1
            if not room.humans():
                room.status = CLOSED
            return Reply("left-ok", room=room)

        reply = await self._change(room_id, fn)
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

        return await self._change(room_id, fn)

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
            if not games.get(room.game).surrender:
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
            await self._interrupt(
                tx, room, {"type": "surrender", "user": user_id, "seat": seat.seat, "winner": winner}
            )
            room.turn += 1
            return Reply("surrender-ok", room=room)

        return await self._change(room_id, fn)

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

        return await self._change(room_id, fn)

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
                room.turn += 1
                await self._maybe_start(tx, room)
                return Reply("ready-ok", room=room)
            return Reply("err-stale", redraw=True)

        return await self._change(room_id, fn)

    def _lobby_check(self, room: Room, user_id: int, drawn: int | None) -> Reply | None:
        if user_id != room.creator and room.seat_of(user_id) is None:
            return Reply("err-join-first", alert=True)
        if drawn is not None and drawn != room.computers():
            return Reply("err-stale", redraw=True)
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

        return await self._change(room_id, fn)

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

        return await self._change(room_id, fn)

    async def set_option(self, room_id: str, user_id: int, key: str, value: str) -> Reply:
        async def fn(tx: Tx, room: Room) -> Reply:
            if user_id != room.creator:
                return Reply("err-creator-only", alert=True)
            if room.status != LOBBY:
                return Reply("err-room-playing", alert=True)
            if not self._apply_option(room, key, value):
                return Reply("err-forged", alert=True)
            room.clear_ready()
            room.turn += 1
            return Reply("option-ok", room=room)

        return await self._change(room_id, fn)

    def _apply_option(self, room: Room, key: str, value: str) -> bool:
        """Seats are every game's option; the rest the game module knows. The engine validates."""
        if key == "seats":
            if not value.isdigit():
                return False
            n = int(value)
            if n not in room.cls.SEAT_COUNTS or n < len(room.seats):
                return False
            room.capacity = n
            return True
        options = games.get(room.game).option_value(room, key, value)
        if options is None:
            return False
        try:
            room.options = room.cls.normalize_options(options)
        except Exception:
            return False
        return True

    # ----- play --------------------------------------------------------------------------------------------
    async def act(self, room_id: str, user_id: int, turn: int, seat_no: int, index: int) -> Reply:
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

        return await self._change(room_id, fn)

    async def _computer_act(self, room_id: str, turn: int, seat_no: int, action: Action) -> bool:
        async def fn(tx: Tx, room: Room) -> Reply:
            if (
                room.turn != turn
                or not room.game_running()
                or not room.seats[seat_no].computer
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

        return (await self._change(room_id, fn)).room is not None

    async def _apply(self, tx: Tx, room: Room, game: Game, action: Action, by_user: int | None) -> None:
        deal_no = game.deal_number()
        game.apply(action)  # raises IllegalAction with the state unchanged
        room.turn += 1
        now = time.time()
        await tx.log.action(room.id, room.match_no, deal_no, room.turn, action.to_json(), by_user, now)
        room.last = {"action": action.to_json(), "at": now}
        room.sync_state()
        results = game.deal_results()
        if len(results) >= deal_no and results[deal_no - 1] is not None:
            await self._finish_deal(tx, room, deal_no, results[deal_no - 1])
            if game.is_over():
                room.status = LOBBY

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
        room.pending = new_pending()
        room.clear_ready()
        await tx.pauses.remove(room.id)
        room.pauses = []

    # ----- starting matches and deals ----------------------------------------------------------------------
    async def _maybe_start(self, tx: Tx, room: Room) -> None:
        humans = room.humans()
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
        start = games.get(room.game).start(bytes.fromhex(room.pending["seed"]), contributions, seats)
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
                if exc.code != "redeal_required" or k > MAX_REDEALS:
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
        """A deadline is due (called by the scheduler)."""
        if kind == "clock":
            await self.apply_clock(room_id, turn)
        elif kind == "hurry":
            await self.open_hurry(room_id, turn)
        elif kind == "pause":
            await self.cancel_paused(room_id, turn)
        elif kind == "expiry":
            await self.expire(room_id, turn)

    async def _take(self, tx: Tx, room_id: str, kind: str, turn: int) -> Any:
        row = await tx.deadlines.take(room_id, kind, turn)
        if row is not None:
            self.fired.append((room_id, kind, turn, time.time()))
        return row

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
        async with self._locked(room_id), self.storage.transaction() as tx:
            room = await tx.rooms.load(room_id)
            if room is None or room.turn != turn or not room.game_running() or room.paused:
                return
            row = await self._take(tx, room_id, "hurry", turn)
        if row is not None:
            await self.notifier.room_changed(room)

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
        async with self._locked(room_id), self.storage.transaction() as tx:
            room = await tx.rooms.load(room_id)
            if room is None:
                return Reply("err-unknown-room", alert=True)
            if room.seat_of(user_id) is None:
                return Reply("err-not-in-room", alert=True)
            if room.paused:
                return Reply("err-paused", alert=True)
            if room.turn != turn or not room.game_running():
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
            if n:
                log.info("purged %d closed rooms older than %s days", n, self.settings.record_retention_days)
        except Exception:
            log.exception("purge failed")

    # ----- computers ---------------------------------------------------------------------------------------
    def _kick(self, room: Room) -> None:
        if self._closing:
            return
        game = room.engine()
        if not room.game_running() or game is None or room.paused:
            return
        if any(room.seats[s].computer for s in game.to_act() if s < len(room.seats)):
            task = self._drivers.get(room.id)
            if task is None or task.done():
                self._drivers[room.id] = asyncio.create_task(self._drive(room.id))

    def _player(self, game: str) -> Any:
        try:
            return get_player(self.settings.ai_level, game)
        except (ImportError, AttributeError, KeyError):
            return random_player

    async def _drive(self, room_id: str) -> None:
        rng = random.Random()
        try:
            while not self._closing:
                room = await self.get(room_id)
                if room is None or not room.game_running() or room.paused:
                    return
                game = room.engine()
                assert game is not None
                seats = [s for s in game.to_act() if s < len(room.seats) and room.seats[s].computer]
                if not seats:
                    return
                seat = seats[0]
                legal = [a for a in sorted_legal(game, seat) if a.type != "surrender"]
                if not legal:
                    return
                view, memory, turn = game.view(seat), game.memory(seat), room.turn
                await asyncio.sleep(self.settings.computer_delay)
                player = self._player(room.game)
                budget = Budget(think_ms=self.settings.ai_think_ms, clock=time.monotonic)
                try:
                    action = await asyncio.to_thread(player, view, memory, legal, rng, budget)
                except Exception:
                    log.exception("computer player failed in room %s; playing at random", room_id)
                    action = random_player(view, memory, legal, rng, budget)
                await self._computer_act(room_id, turn, seat, action)
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("computer driver of room %s failed", room_id)
        finally:
            if self._drivers.get(room_id) is asyncio.current_task():
                del self._drivers[room_id]
