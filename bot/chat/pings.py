"""«Ваш ход»: the person's hand comes anew at the bottom of their chat *with sound* when they are
really being waited for (edits of the hand message are silent in Telegram) — the ping *is* the
hand, its old message deleted; there is no separate «🔔» line.

A person is waited for when their game module's ``waiting_for`` says so (Durak: the defender facing
an attack, the player who leads an empty table, and the throw-in players who hold a round up once
every attack card is covered; Bura and Scopa: the seat to move). The ping comes only after they
have been waited for ``PING_DELAY_SECONDS`` without acting — so never merely because a computer
moved quickly, nor right after they acted — at most once per ``PING_INTERVAL_SECONDS`` per person
and room, and never for someone who switched reminders off in /profile, nor for someone playing on
the room's table page (``bot/chat/quiet.py``: their chat stays quiet). The hand itself is drawn by
the outbox when the chat's turn comes (``ring``): if the person has acted by then, it is an edit as
usual, without sound.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable

from bot.model import CLOSED, LOBBY, Room
from bot.plumbing import clock
from bot.plumbing.bounded import LRU
from bot.rules import rules_of

log = logging.getLogger(__name__)

Key = tuple[str, int]  # room, user
#: (room, user) -> bring the user's hand down with sound
Ring = Callable[[Room, int], Awaitable[None]]


class Pinger:
    def __init__(
        self,
        ring: Ring,
        *,
        enabled: bool = True,
        delay: float = 10.0,
        interval: float = 60.0,
        prefs: Callable[[int], Awaitable[tuple[str, bool]]] | None = None,
        quiet: Callable[[Room, int], Awaitable[bool]] | None = None,
        clock: Callable[[], float] = clock.monotonic,
    ) -> None:
        self.ring = ring
        self.enabled = enabled
        self.delay = delay
        self.interval = interval
        self.prefs = prefs  # user -> (language, wants pings)
        #: (room, user) -> they play on the room's table page now: no ping in the chat (issue 45)
        self.quiet = quiet
        self.clock = clock
        #: (room, user) -> the timer that pings them if they are still waited for at its end
        self._timers: dict[Key, asyncio.Task[None]] = {}
        #: (room, user) -> when they were last pinged
        self._last: dict[Key, float] = {}
        self.sent: list[tuple[str, int, float]] = []  # (room, user, time): for benchmarks and tests
        #: pings on their way: once decided, a ping is rung even if the person acts meanwhile (the
        #: outbox then draws the hand without sound)
        self._flights: set[asyncio.Task[None]] = set()

    def room_changed(self, room: Room) -> None:
        """Start a timer for each person who starts being waited for, stop it for each who is not
        (or who just acted: their wait starts again)."""
        if room.status == CLOSED:
            self.forget(room.id)
            return
        if not self.enabled:
            return
        game_rules = rules_of(room.game)
        last = (room.last or {}).get("action") or {}
        for seat in room.humans():
            uid = seat.user_id
            assert uid is not None
            key = (room.id, uid)
            acted = last.get("seat") == seat.seat
            # not while a computer plays it
            if game_rules.waiting_for(room, seat.seat) and not room.auto(seat.seat):
                if acted or key not in self._timers or self._timers[key].done():
                    self._cancel(key)
                    self._timers[key] = asyncio.create_task(self._after_delay(room, key))
            else:
                self._cancel(key)

    def _cancel(self, key: Key) -> None:
        task = self._timers.pop(key, None)
        if task is not None and not task.done() and task is not asyncio.current_task():
            task.cancel()

    def rang(self, room_id: str, user_id: int) -> None:
        """Something else just rang for this person and room (a tournament's «your table is ready»,
        ``bot/chat/tournament_pings.py``): their hand's own ring waits ``interval`` from now."""
        self._last[(room_id, user_id)] = self.clock()

    def forget(self, room_id: str) -> None:
        for key in [k for k in self._timers if k[0] == room_id]:
            self._cancel(key)
        for key in [k for k in self._last if k[0] == room_id]:
            del self._last[key]

    async def close(self) -> None:
        tasks = list(self._timers.values())
        self._timers.clear()
        for task in tasks:
            task.cancel()
        for task in [*tasks, *self._flights]:
            with contextlib.suppress(BaseException):
                await task

    async def _after_delay(self, room: Room, key: Key) -> None:
        try:
            await asyncio.sleep(self.delay)
            last = self._last.get(key)
            if last is not None and self.clock() - last < self.interval:
                return
            wanted = True if self.prefs is None else (await self.prefs(key[1]))[1]
            if not wanted or (self.quiet is not None and await self.quiet(room, key[1])):
                return
            self._last[key] = self.clock()
            flight = asyncio.create_task(self._ping(room, key[1]))
            self._flights.add(flight)
            flight.add_done_callback(self._flights.discard)
            await asyncio.shield(flight)
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("ping of %s in room %s failed", key[1], key[0])
        finally:
            if self._timers.get(key) is asyncio.current_task():
                del self._timers[key]

    async def _ping(self, room: Room, uid: int) -> None:
        try:
            await self.ring(room, uid)
            self.sent.append((room.id, uid, clock.now()))
        except Exception:
            log.exception("ping of %s in room %s failed", uid, room.id)


def waited_among(room: Room, users: list[int]) -> list[int]:
    """Those of ``users`` the running room is waiting for now (not while a computer plays their
    seat, nor while the game is paused). Words that landed in their chat (table talk: a line
    relayed to them, or their own) push their hand up: it is brought down below them — sent anew,
    the old message deleted, without sound (a ping that is due rings as usual). Not urgent, so a
    burst of lines moves the hand once, after them, within the chat's pace."""
    if not room.game_running() or room.paused:
        return []
    rules = rules_of(room.game)
    out = []
    for uid in users:
        seat = room.seat_of(uid)
        if seat is not None and not room.auto(seat.seat) and rules.waiting_for(room, seat.seat):
            out.append(uid)
    return out


#: rooms whose hurry pings are remembered at once (the least recently used are forgotten)
MAX_HURRIED_ROOMS = 2_000


class HurryPings:
    """The «⏰ … asks you to hurry» messages still in people's chats, so that each goes once it is no
    longer true: the person acted (or their turn passed), the deal or the game is over, they left,
    the room closed. Kept in memory: a restart forgets them (they then stay)."""

    def __init__(self) -> None:
        #: room -> user -> (message id, the ping's key: what they were asked to do)
        self._sent: LRU[str, dict[int, tuple[int, str]]] = LRU(MAX_HURRIED_ROOMS)

    def sent(self, room_id: str, user_id: int, message_id: int, key: str) -> None:
        known = self._sent.get(room_id) or {}
        known[user_id] = (message_id, key)
        self._sent.put(room_id, known)

    def stale(self, room: Room) -> list[tuple[int, int]]:
        """(user, message id) of the room's hurry pings no longer true, forgotten here."""
        known = self._sent.get(room.id)
        if not known:
            return []
        gone = [(uid, mid) for uid, (mid, key) in known.items() if not still_true(room, uid, key)]
        for uid, _ in gone:
            del known[uid]
        if not known:
            self._sent.pop(room.id)
        return gone


def still_true(room: Room, user_id: int, key: str) -> bool:
    """Does a hurry ping of ``key`` still say what ``room`` is waiting for from ``user_id``?"""
    seat = room.seat_of(user_id)
    if seat is None or room.status == CLOSED:
        return False
    if key == "hurry-ping":  # their move
        acted = ((room.last or {}).get("action") or {}).get("seat") == seat.seat
        return not acted and rules_of(room.game).waiting_for(room, seat.seat)
    if key == "hurry-ping-next":  # their «▶ Next deal»
        return room.between_deals() and not seat.ready
    return room.status == LOBBY and not seat.ready  # their «Ready»
