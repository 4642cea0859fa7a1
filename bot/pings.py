"""«Ваш ход»: a short new message *with sound* when a person is really being waited for (edits of
the hand message are silent in Telegram).

A person is waited for when their game module's ``waiting_for`` says so (Durak: the defender facing
an attack, the player who leads an empty table, and the throw-in players who hold a round up once
every attack card is covered; Bura and Scopa: the seat to move). The ping comes only after they
have been waited for ``PING_DELAY_SECONDS`` without acting — so never merely because a computer
moved quickly, nor right after they acted — at most once per ``PING_INTERVAL_SECONDS`` per person
and room, and never for someone who switched reminders off in /profile. At most one ping per
player and room stays in the chat: the previous one is deleted.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable

from bot import clock
from bot.i18n import Translator
from bot.model import CLOSED, Room
from bot.outbox import Outbox
from bot.rules import rules_of

log = logging.getLogger(__name__)

Key = tuple[str, int]  # room, user


class Pinger:
    def __init__(
        self,
        outbox: Outbox,
        *,
        enabled: bool = True,
        delay: float = 10.0,
        interval: float = 60.0,
        prefs: Callable[[int], Awaitable[tuple[str, bool]]] | None = None,
        clock: Callable[[], float] = clock.monotonic,
    ) -> None:
        self.outbox = outbox
        self.enabled = enabled
        self.delay = delay
        self.interval = interval
        self.prefs = prefs  # user -> (language, wants pings)
        self.clock = clock
        #: (room, user) -> the timer that pings them if they are still waited for at its end
        self._timers: dict[Key, asyncio.Task[None]] = {}
        #: (room, user) -> when they were last pinged
        self._last: dict[Key, float] = {}
        self.sent: list[tuple[str, int, float]] = []  # (room, user, time): for benchmarks and tests
        #: (room, user) -> the lock of its pings being sent (so the previous one is always deleted)
        self._sending: dict[Key, asyncio.Lock] = {}
        #: pings on their way: once decided, a ping is sent *and recorded* even if the person acts
        #: meanwhile (cancelling it half-way left a sent message nobody would ever delete)
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

    def forget(self, room_id: str) -> None:
        for key in [k for k in self._timers if k[0] == room_id]:
            self._cancel(key)
        for key in [k for k in self._last if k[0] == room_id]:
            del self._last[key]
        for key in [k for k, lock in self._sending.items() if k[0] == room_id and not lock.locked()]:
            del self._sending[key]

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
            lang, wanted = ("ru", True) if self.prefs is None else await self.prefs(key[1])
            if not wanted:
                return
            self._last[key] = self.clock()
            flight = asyncio.create_task(self._ping(room, key[1], Translator(lang)))
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

    async def _ping(self, room: Room, uid: int, t: Translator) -> None:
        try:
            async with self._sending.setdefault((room.id, uid), asyncio.Lock()):
                await self._replace_ping(room, uid, t)
        except Exception:
            log.exception("ping of %s in room %s failed", uid, room.id)

    async def _replace_ping(self, room: Room, uid: int, t: Translator) -> None:
        shown = await self.outbox.ledger.shown(room.id, uid, "ping")
        old = None if shown is None else shown[0]
        if old is not None:
            with contextlib.suppress(Exception):
                await self.outbox.call(uid, lambda: self.outbox.bot.delete_message(uid, old))
        sent = await self.outbox.send(uid, t("ping-turn", game=t(f"game-{room.game}")), notify=True)
        if sent is not None:
            self.sent.append((room.id, uid, clock.now()))
            await self.outbox.ledger.remember(room.id, uid, "ping", sent.message_id, None)
