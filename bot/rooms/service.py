"""RoomService: the rooms as the handlers see them — one object that puts the room core together.

The core is small rooms (``docs/architecture.md``):

- ``bot/rooms/kernel.py`` — the one path of every change: lock → load → guards → change → advance
  the turn → save → deadlines → commit → remember → show → computers; quarantine of a room that
  cannot be loaded.
- ``bot/rooms/cache.py`` — the newest state of each room this process knows (shared with the
  presenter); ``bot/rooms/guards.py`` — the commands' preconditions, each written once.
- the commands by subject: ``lobby.py`` (rooms, seats, options, teams), ``play.py`` (moves,
  surrender, ending a match), ``people.py`` (arriving, leaving, unreachable, away and back, a
  group's language), ``firing.py`` (deadlines, «Поторопить», retention), ``computers.py`` (the
  computers' seats); ``match.py`` — a match's course inside a change.

Every command returns a :class:`Reply` (a locale key for the presser's callback answer) and never
raises on bad input: a stale, foreign or forged request is refused and changes nothing.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable
from typing import Any

from bot.config import Settings
from bot.model import Room
from bot.plumbing import clock
from bot.rooms.cache import RoomCache
from bot.rooms.cards import Cards
from bot.rooms.computers import Computers
from bot.rooms.firing import Firing
from bot.rooms.hints import Hints
from bot.rooms.kernel import Kernel, Notifier, Reply
from bot.rooms.lobby import Lobby, RoomLimit
from bot.rooms.people import People
from bot.rooms.play import Play
from bot.rooms.quick import QuickRooms
from bot.rooms.records import build_record, seat_people
from bot.rooms.results import backfill
from bot.rooms.reviews import Reviews
from bot.rooms.scheduler import DeadlineScheduler
from bot.rooms.talk import Talk
from bot.rooms.tournament_control import START, TournamentControl
from bot.rooms.tournaments import TournamentRooms
from bot.storage import Database, StorageBusy, api, replays
from bot.storage.repos import CorruptRoom
from bot.storage.values import Deal

__all__ = ["Notifier", "Reply", "RoomLimit", "RoomService"]

log = logging.getLogger(__name__)

PURGE_EVERY_SECONDS = 3600.0
#: at a start-up, how many times the open rooms another worker holds are tried, and the pause between
RESUME_TRIES = 3
RESUME_PAUSE_SECONDS = 1.0


class RoomService:
    def __init__(
        self, storage: Database, settings: Settings, notifier: Notifier, cache: RoomCache[Any] | None = None
    ) -> None:
        self.storage = storage
        self.settings = settings
        self.kernel = k = Kernel(storage, settings, notifier, cache if cache is not None else RoomCache())
        self.lobby, self.play, self.people = Lobby(k), Play(k), People(k)
        self.firing, self.computers = Firing(k), Computers(k)
        self.tournaments = TournamentRooms(k)
        # a tournament's start time, pausing, dropping a person (issue 47)
        self.tournament_control = TournamentControl(k, self.tournaments, self.people.leave)
        self.firing.others[START] = self.tournament_control.due
        k.after_change = self._after_change
        k.after_fault = self.tournaments.fault
        chores: list[tuple[str, float, Callable[[], Awaitable[None]]]] = [
            ("purge", PURGE_EVERY_SECONDS, self.firing.purge)
        ]
        if storage.shared:  # several workers: fire what a worker armed and did not live to fire
            chores.append(("sweep", settings.deadline_sweep_seconds, self.firing.sweep))
        self.scheduler = k.scheduler = DeadlineScheduler(self.firing.fire, chores)
        self.fired = k.fired
        # the commands, by subject
        self.get, self.quarantine = k.get, k.quarantine
        self.create_room, self.join, self.ready, self.unready = (
            self.lobby.create_room, self.lobby.join, self.lobby.ready, self.lobby.unready,
        )
        self.ready_app = self.lobby.ready_app
        self.add_computer, self.remove_computer = self.lobby.add_computer, self.lobby.remove_computer
        self.play_computer, self.set_option = self.lobby.play_computer, self.lobby.set_option
        self.pick_team, self.kick = self.lobby.pick_team, self.lobby.kick
        self.fill_computers, self.shuffle_sides = self.lobby.fill_computers, self.lobby.shuffle_sides
        self.show_settings = self.lobby.show_settings
        self.set_lobby_locked, self.set_throw_wait = self.lobby.set_lobby_locked, self.lobby.set_throw_wait
        self.act, self.surrender, self.end_game = self.play.act, self.play.surrender, self.play.end_game
        self.move = self.play.move
        p = self.people
        self.rooms_of_user, self.touch_user, self.set_pref = p.rooms_of_user, p.touch_user, p.set_pref
        self.chat_language, self.set_chat_language = p.chat_language, p.set_chat_language
        self.user_lost, self.group_lost, self.chat_moved = p.user_lost, p.group_lost, p.chat_moved
        self.leave, self.known_away, self.come_back = p.leave, p.known_away, p.come_back
        self.take_over = p.take_over
        self.toggle_mute = Talk(k).toggle_mute
        cards = Cards(k)
        self.add_card = cards.add_card
        self.card_owner = cards.card_owner
        self.quick = QuickRooms(k)
        self.reviews = Reviews(k)  # «🔎 Разбор» (issue 46)
        self.hints = Hints(k)  # «💡 Подсказка» (issue 46)
        f = self.firing
        self.fire, self.sweep, self.hurry, self.purge = f.fire, f.sweep, f.hurry, f.purge
        self.apply_clock, self.expire = f.apply_clock, f.expire

    def _after_change(self, room: Room) -> None:
        """After each committed change: the computers' turn; a tournament's table may end a round."""
        self.computers.start(room)
        self.tournaments.watch(room)

    # ----- lifecycle ---------------------------------------------------------------------------------------
    async def start(self) -> None:
        """After a start-up: re-arm every open room's stored deadlines (their due times unchanged),
        redraw it, restart its computers. A room another worker holds past the lock timeout is tried
        again (``RESUME_TRIES``), never quarantined for it."""
        self.computers.ai.start()
        await self._backfill_results()
        self.scheduler.start()
        pending = await self._open_ids()
        for attempt in range(RESUME_TRIES):
            if attempt:
                await asyncio.sleep(RESUME_PAUSE_SECONDS)
            pending = [room_id for room_id in pending if not await self._resume(room_id)]
            if not pending:
                break
        for room_id in pending:
            log.warning(
                "room %s was not resumed: the database stayed busy (its next change, or the sweep, arms it)",
                room_id,
            )
        await self.tournaments.resume()
        await self.tournament_control.arm()

    async def _resume(self, room_id: str) -> bool:
        """Re-arm one open room's deadlines, redraw it, restart its computers: False when the
        database was busy (another worker holds the room: tried again), True otherwise. A room that
        cannot be loaded is quarantined — a busy database never is a reason to."""
        k = self.kernel
        try:
            async with k.locked(room_id), self.storage.transaction() as tx:
                room = await tx.rooms.load(room_id)
                if room is None:
                    return True
                plan = await k.sync_deadlines(tx, room)
        except StorageBusy as exc:
            log.warning("resuming room %s: the database was busy (%s)", room_id, exc)
            return False
        except Exception as exc:
            await k.quarantine(room_id, exc)
            return True
        try:
            k.schedule(room_id, plan)
            await k.show(room, before=k.cache.offer(room))
        except Exception:
            log.exception("resuming room %s failed", room_id)
        return True

    async def _backfill_results(self) -> None:
        """Once per database: the results of matches stored before the results table."""
        try:
            async with self.storage.transaction() as tx:
                written = await backfill(tx, self.settings.ai_level)
        except Exception:
            log.exception("back-filling the results failed (tried again at the next start)")
            return
        if written:
            log.info("back-filled %d results of earlier matches", written)

    async def drain(self, timeout: float = 10.0) -> None:
        """A graceful stop's first step: no new deadline or computer move starts; the changes under
        way (a room's lock held or waited for) finish, for at most ``timeout`` seconds. :meth:`close`
        then cancels what is left, which holds no lock: a computer still thinking or waiting."""
        self.kernel.closing = True
        self.scheduler.close()
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while self.kernel.locks and loop.time() < deadline:
            await asyncio.sleep(0.01)
        # a tournament's round being made and announced finishes too (its rooms are one transaction)
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self.tournaments.idle(), max(0.0, deadline - loop.time()))

    async def close(self) -> None:
        self.kernel.closing = True
        self.scheduler.close()
        await self.tournaments.close()
        await self.reviews.close()
        await self.hints.close()
        await self.computers.close()

    # ----- reading -----------------------------------------------------------------------------------------
    async def _open_ids(self) -> list[str]:
        async with self.storage.read() as tx:
            return await tx.rooms.open_ids()

    async def played_in(self, room_id: str, match_no: int, user_id: int) -> bool:
        """Whether ``user_id`` held a seat in that match (its records are theirs to have)."""
        return await self.seat_in_match(room_id, match_no, user_id) is not None

    async def seat_in_match(self, room_id: str, match_no: int, user_id: int) -> int | None:
        """The seat ``user_id`` held when that match started; None if they did not play it."""
        async with self.storage.read() as tx:
            info = await tx.matches.info(room_id, match_no)
        users = (info or {}).get("users") or []
        return users.index(user_id) if user_id in users else None

    async def rating_of(self, user_id: int, game: str) -> float:
        """The person's rating in ``game``, 1500.0 for someone never rated (issue 32: what the
        quick-match queue pairs people by; ``bot/storage/api.py``)."""
        return await api.rating_of(self.storage, user_id, game)

    async def deal_info(self, room_id: str, match_no: int, deal_no: int) -> Deal | None:
        async with self.storage.read() as tx:
            return await tx.deals.get(room_id, match_no, deal_no)

    async def record(self, room_id: str, match_no: int, deal_no: int) -> dict[str, Any] | None:
        """The record of a finished deal (its match up to that deal), seeds revealed; None otherwise."""
        try:
            async with self.storage.read() as tx:
                room = await tx.rooms.load(room_id)
                info = await tx.deals.get(room_id, match_no, deal_no)
                if room is None or info is None or info.ended_at is None:
                    return None
                return await build_record(tx, room, match_no, deal_no)
        except CorruptRoom:
            return None

    async def replay_token(self, room_id: str, match_no: int, deal_no: int) -> str | None:
        """The token that shows a finished deal's replay to anyone (issue 46); None otherwise."""
        info = await self.deal_info(room_id, match_no, deal_no)
        if info is None or info.ended_at is None:
            return None
        return await replays.token_for(self.storage, room_id, match_no, deal_no, clock.now())

    async def replay(self, token: str) -> tuple[dict[str, Any], list[int | str | None]] | None:
        """The record of the deal ``token`` shows and its seats' people (``seat_people``); None
        for a token nobody was given or a deal no longer kept."""
        found = await replays.deal_of(self.storage, token)
        if found is None:
            return None
        record = await self.record(*found)
        if record is None:
            return None
        async with self.storage.read() as tx:
            people = await seat_people(tx, found[0], found[1])
        return record, people

    async def review_marks(self, token: str) -> dict[int, list[int]]:
        """The kept reviews of the deal ``token`` shows: seat -> its mistakes' action indices."""
        found = await replays.deal_of(self.storage, token)
        return {} if found is None else await self.reviews.marks(*found)
