"""RoomService: load → change → save under the room's lock, one transaction per action, and only
then tell anyone (``notify``). Computer seats and the clock act through the same path.

Every method returns a :class:`Reply` (a locale key for the presser's callback answer) and never
raises on bad input: a stale, foreign or forged request is refused and changes nothing.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import random
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from bot.clock import Clock
from bot.config import Settings
from bot.rooms.model import (
    CLOSED,
    DEFAULT_CAPACITY,
    LOBBY,
    PLAYING,
    Room,
    Seat,
    load_room,
    new_room_id,
    save_room,
    sorted_legal,
)
from bot.rooms.records import build_record, verify_record
from bot.storage import Storage
from bot.storage.db import Tx, dumps, loads
from engines import fairness
from engines.ai import Budget, get_player, random_player
from engines.bura import first_move_draw
from engines.protocol import Action, Game, IllegalAction

log = logging.getLogger(__name__)

Notify = Callable[[Room], Awaitable[None]]


@dataclass
class Reply:
    """What to answer the user who asked (a locale key and its arguments)."""

    key: str | None = None
    args: dict[str, Any] = field(default_factory=dict)
    alert: bool = False
    redraw: bool = False      # redraw the presser's hand message (stale button)
    room: Room | None = None


def new_pending() -> dict[str, str]:
    seed = fairness.new_seed()
    return {"seed": seed.hex(), "commitment": fairness.commitment(seed)}


class RoomService:
    def __init__(self, storage: Storage, settings: Settings, notify: Notify | None = None) -> None:
        self.storage = storage
        self.settings = settings
        self.notify: Notify = notify or _no_notify
        self._locks: dict[str, asyncio.Lock] = {}
        self._drivers: dict[str, asyncio.Task[None]] = {}
        self._closing = False
        self.clock = Clock(self, settings)

    def lock(self, room_id: str) -> asyncio.Lock:
        lock = self._locks.get(room_id)
        if lock is None:
            lock = self._locks[room_id] = asyncio.Lock()
        return lock

    async def close(self) -> None:
        self._closing = True
        await self.clock.close()
        tasks = list(self._drivers.values())
        for t in tasks:
            t.cancel()
        for t in tasks:
            with contextlib.suppress(BaseException):
                await t
        self._drivers.clear()

    async def get(self, room_id: str) -> Room | None:
        async with self.storage.read() as tx:
            return await load_room(tx, room_id)

    async def rooms_of_user(self, user_id: int) -> list[Room]:
        async with self.storage.read() as tx:
            rows = await tx.all(
                "SELECT r.id FROM rooms r JOIN seats s ON s.room_id = r.id WHERE s.user_id = ?"
                " AND r.status != ? ORDER BY r.updated_at DESC",
                (user_id, CLOSED),
            )
            rooms = [await load_room(tx, r[0]) for r in rows]
        return [r for r in rooms if r is not None]

    async def active_rooms(self) -> list[Room]:
        async with self.storage.read() as tx:
            rows = await tx.all("SELECT id FROM rooms WHERE status != ?", (CLOSED,))
            rooms = [await load_room(tx, r[0]) for r in rows]
        return [r for r in rooms if r is not None]

    async def resume(self) -> None:
        """After a start-up: redraw every open room and restart its computers and clock."""
        await self.clock.start()  # stored deadlines and pauses (bot/clock.py)
        for room in await self.active_rooms():
            await self.notify(room)
            self._kick(room)

    # ----- lobby ---------------------------------------------------------------------------------------
    async def create_room(self, game: str, creator: int, chat_id: int | None, locale: str) -> Room:
        cls_ = __import__("engines.registry", fromlist=["game_class"]).game_class(game)
        now = time.time()
        room = Room(
            id=new_room_id(),
            game=game,
            chat_id=chat_id,
            locale=locale,
            creator=creator,
            capacity=DEFAULT_CAPACITY[game],
            options=cls_.normalize_options(None),
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
            await save_room(tx, room, new=True)
        await self.notify(room)
        self._kick(room)  # arms the room's expiry
        return room

    async def _change(self, room_id: str, fn: Callable[[Tx, Room], Awaitable[Reply]]) -> Reply:
        """Run ``fn`` on the loaded room inside one transaction under the room lock; save and notify
        when ``fn`` returns a reply whose ``room`` is set (i.e. something changed)."""
        async with self.lock(room_id):
            async with self.storage.transaction() as tx:
                room = await load_room(tx, room_id)
                if room is None:
                    return Reply("err-unknown-room", alert=True)
                reply = await fn(tx, room)
                if reply.room is not None:
                    await save_room(tx, room)
            if reply.room is not None:
                try:
                    await self.notify(room)
                except Exception:  # the change is committed: a failed render must not stall the room
                    log.exception("notifying room %s failed", room_id)
                self._kick(room)  # computers and deadlines go on whatever the messages did
        return reply

    async def join(self, room_id: str, user_id: int) -> Reply:
        async def fn(tx: Tx, room: Room) -> Reply:
            if room.status == CLOSED:
                return Reply("err-invite-expired", alert=True)
            if room.seat_of(user_id) is not None:
                return Reply("join-already", room=room)
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
            self._compact(room)
            room.turn += 1
            if not room.humans():
                room.status = CLOSED
            return Reply("left-ok", room=room)

        return await self._change(room_id, fn)

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
            if room.game == "durak":
                return Reply("err-forged", alert=True)
            # Scopa (and Bura between deals): the bot ends the match, the other side wins.
            side = seat.seat % 2
            await tx.run(  # the log keeps it; records leave bot-level entries out (no such engine action)
                "INSERT INTO actions (room_id, match_no, deal_no, turn, action, by_user, at) VALUES (?, ?, ?, ?, ?, ?, ?)",
                (room.id, room.match_no, game.deal_number(), room.turn + 1,
                 dumps({"seat": seat.seat, "type": "surrender", "bot": True}), user_id, time.time()),
            )
            await self._interrupt(
                tx, room, {"type": "surrender", "user": user_id, "seat": seat.seat, "winner": 1 - side}
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
        is the seat's contribution to the next deck (fairness.md)."""

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

    async def add_computer(self, room_id: str, user_id: int, drawn: int | None = None) -> Reply:
        """``drawn``: the computer count on the pressed button; a press made when the count has
        changed since (the second tap of a double tap) changes nothing."""

        async def fn(tx: Tx, room: Room) -> Reply:
            if user_id != room.creator and room.seat_of(user_id) is None:
                return Reply("err-join-first", alert=True)
            if drawn is not None and drawn != sum(1 for s in room.seats if s.computer):
                return Reply("err-stale", redraw=True)
            if room.status != LOBBY:
                return Reply("err-room-playing", alert=True)
            if len(room.seats) >= room.capacity:
                return Reply("err-room-full", alert=True)
            room.seats.append(Seat(len(room.seats), None))
            room.turn += 1
            await self._maybe_start(tx, room)
            return Reply("computer-added", room=room)

        return await self._change(room_id, fn)

    async def remove_computer(self, room_id: str, user_id: int, drawn: int | None = None) -> Reply:
        async def fn(tx: Tx, room: Room) -> Reply:
            if user_id != room.creator and room.seat_of(user_id) is None:
                return Reply("err-join-first", alert=True)
            if drawn is not None and drawn != sum(1 for s in room.seats if s.computer):
                return Reply("err-stale", redraw=True)
            if room.status != LOBBY:
                return Reply("err-room-playing", alert=True)
            computers = [s for s in room.seats if s.computer]
            if not computers:
                return Reply("err-no-computer", alert=True)
            room.seats.remove(computers[-1])
            self._compact(room)
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
            for s in room.seats:
                s.ready = False
                s.contribution = None
            room.turn += 1
            return Reply("option-ok", room=room)

        return await self._change(room_id, fn)

    def _apply_option(self, room: Room, key: str, value: str) -> bool:
        counts = room.cls.SEAT_COUNTS
        if key == "seats":
            try:
                n = int(value)
            except ValueError:
                return False
            if n not in counts or n < len(room.seats):
                return False
            room.capacity = n
            return True
        options = dict(room.options)
        if room.game == "durak" and key == "mode" and value in ("podkidnoy", "perevodnoy"):
            options["mode"] = value
        elif room.game == "durak" and key == "tat" and value in ("0", "1"):
            options["throw_in_after_take"] = value == "1"
        elif room.game == "scopa" and key == "target":
            try:
                options["target"] = int(value)
            except ValueError:
                return False
        else:
            return False
        try:
            room.options = room.cls.normalize_options(options)
        except Exception:
            return False
        return True

    # ----- play ------------------------------------------------------------------------------------------
    async def act(self, room_id: str, user_id: int, turn: int, seat_no: int, index: int) -> Reply:
        async def fn(tx: Tx, room: Room) -> Reply:
            seat = room.seat_of(user_id)
            if seat is None or seat.seat != seat_no:
                return Reply("err-not-your-button", alert=True)
            if room.turn != turn or not room.game_running():
                return Reply("err-stale", redraw=True)
            if room.id in self.clock.paused:
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
            if room.turn != turn or not room.game_running() or not room.seats[seat_no].computer:
                return Reply(None)
            if room.id in self.clock.paused:
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

    async def _apply(self, tx: Tx, room: Room, game: Game, action: Action, by_user: int | None) -> list[Any]:
        deal_no = game.deal_number()
        events = game.apply(action)  # raises IllegalAction with the state unchanged
        room.turn += 1
        now = time.time()
        await tx.run(
            "INSERT INTO actions (room_id, match_no, deal_no, turn, action, by_user, at) VALUES (?, ?, ?, ?, ?, ?, ?)",
            (room.id, room.match_no, deal_no, room.turn, dumps(action.to_json()), by_user, now),
        )
        room.last = {"action": action.to_json(), "at": now}
        room.sync_state()
        results = game.deal_results()
        if len(results) >= deal_no and results[deal_no - 1] is not None:
            await self._finish_deal(tx, room, deal_no, results[deal_no - 1])
            if game.is_over():
                room.status = LOBBY
        return events

    async def _finish_deal(self, tx: Tx, room: Room, deal_no: int, result: Any) -> None:
        now = time.time()
        await tx.run(
            "UPDATE deals SET result = ?, ended_at = ? WHERE room_id = ? AND match_no = ? AND deal_no = ?",
            (dumps({"result": result}), now, room.id, room.match_no, deal_no),
        )
        verified = False
        try:
            record = await build_record(tx, room, room.match_no, deal_no)
            verified = record is not None and verify_record(record)
        except Exception:
            log.exception("verifying deal %s of room %s failed", deal_no, room.id)
        await tx.run(
            "UPDATE deals SET result = ? WHERE room_id = ? AND match_no = ? AND deal_no = ?",
            (dumps({"result": result, "verified": verified}), room.id, room.match_no, deal_no),
        )
        room.pending = new_pending()
        for s in room.seats:
            s.ready = False
            s.contribution = None

    async def _interrupt(self, tx: Tx, room: Room, outcome: dict[str, Any]) -> None:
        """End the running match early (someone left, the creator ended it, a Scopa surrender)."""
        game = room.engine()
        if game is not None and not game.needs_deal():
            deal_no = game.deal_number()
            await tx.run(
                "UPDATE deals SET ended_at = ?, result = COALESCE(result, ?)"
                " WHERE room_id = ? AND match_no = ? AND deal_no = ?",
                (time.time(), dumps({"result": None, "interrupted": True}), room.id, room.match_no, deal_no),
            )
        room.outcome = outcome
        room.status = LOBBY
        room.pending = new_pending()
        for s in room.seats:
            s.ready = False
            s.contribution = None

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
        seed = bytes.fromhex(room.pending["seed"])
        first, dealer, draws = 0, 0, None
        if room.game == "bura":
            first, draws = bura_draw(seed, contributions)
        elif room.game == "scopa":
            dealer = seats - 1  # so seat 0 (the room's first seat) plays first
        game = room.cls.new(seats, room.options, first=first, dealer=dealer)
        room.match_no += 1
        room.match_info = {
            "users": [s.user_id for s in room.seats],
            "first": first,
            "dealer": dealer,
            "seats": seats,
            "options": room.options,
            "draws": draws,
        }
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
                if exc.code != "redeal_required" or k > 50:
                    raise
                k += 1
        deal_no = game.deal_number()
        draws = room.match_info.get("draws") if room.match_info and deal_no == 1 else None
        await tx.run(
            "INSERT INTO deals (room_id, match_no, deal_no, label, commitment, seed, contributions, draws, started_at)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                room.id,
                room.match_no,
                deal_no,
                label,
                room.pending["commitment"],
                room.pending["seed"],
                dumps(contributions),
                None if draws is None else dumps(draws),
                time.time(),
            ),
        )
        room.pending = new_pending()
        room.last = {"deal": deal_no}
        room.turn += 1
        for s in room.seats:
            s.ready = False
            s.contribution = None
        room.sync_state()

    def _compact(self, room: Room) -> None:
        for i, s in enumerate(room.seats):
            s.seat = i

    # ----- deals for the record button ---------------------------------------------------------------------
    async def deal_info(self, room_id: str, match_no: int, deal_no: int) -> dict[str, Any] | None:
        async with self.storage.read() as tx:
            row = await tx.one(
                "SELECT * FROM deals WHERE room_id = ? AND match_no = ? AND deal_no = ?",
                (room_id, match_no, deal_no),
            )
            if row is None:
                return None
            info = dict(row)
            info["result"] = loads(row["result"])
            return info

    async def record(self, room_id: str, match_no: int, deal_no: int) -> dict[str, Any] | None:
        """The record of a finished deal (its match up to that deal), seeds revealed; None otherwise."""
        async with self.storage.read() as tx:
            room = await load_room(tx, room_id)
            if room is None:
                return None
            row = await tx.one(
                "SELECT ended_at FROM deals WHERE room_id = ? AND match_no = ? AND deal_no = ?",
                (room_id, match_no, deal_no),
            )
            if row is None or row["ended_at"] is None:
                return None
            return await build_record(tx, room, match_no, deal_no)

    # ----- computers and the clock -----------------------------------------------------------------------------
    def _kick(self, room: Room) -> None:
        if self._closing:
            return
        game = room.engine()
        paused = self.clock.arm_room(room)  # deadlines: clock, hurry-up, pause, expiry
        if not room.game_running() or game is None or paused:
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
                if room is None or not room.game_running():
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


def bura_draw(seed: bytes, contributions: list[str]) -> tuple[int, dict[str, Any]]:
    """Bura's first-move draw from deal 1's seed and contributions (engines.bura.first_move_draw)."""
    first, draws = first_move_draw(seed, contributions)
    return first, {"draws": draws, "first": first}


async def _no_notify(room: Room) -> None:
    return None


__all__ = ["Reply", "RoomService", "bura_draw", "json"]
