"""The «Стоп!» bar and the throw-in wait: while one seat races a clock (Bura's window and claim,
Durak's wait for throw-ins), the racing people's hands are redrawn about once a second, each frame
showing the time left when it is sent (the outbox paces the edits within the chat's limit); a hand
in the group too, where the ephemeral pace affords it (:meth:`bot.chat.group_hands.GroupHands.ticks`).

The presenter (:mod:`bot.chat.presenter`) owns the room's state; :class:`Bars` reads it through
:class:`Stage`, which the presenter is.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from typing import Protocol

from bot import games
from bot.chat.group_hands import GroupHands
from bot.chat.viewers import Snapshot
from bot.config import Settings
from bot.model import Room
from bot.outbox import Frame, Outbox, Slot
from bot.plumbing import clock
from bot.render.context import Ctx
from bot.rooms.deadlines import throw_wait
from bot.rules import rules_of

log = logging.getLogger(__name__)


class Stage(Protocol):
    """What the bars read of the presenter."""

    outbox: Outbox
    settings: Settings
    hands: GroupHands

    def ctx(self, room: Room, snap: Snapshot, viewer: int | None) -> Ctx: ...

    async def frame(self, slot: Slot) -> Frame | None: ...

    async def state(self, room_id: str) -> tuple[Room, Snapshot] | None: ...


class Bars:
    def __init__(self, stage: Stage) -> None:
        self.p = stage
        #: room -> (turn, task) redrawing the «Стоп!» bar about once a second
        self._tickers: dict[str, tuple[int, asyncio.Task[None]]] = {}

    async def close(self) -> None:
        tasks = [t for _, t in self._tickers.values()]
        self._tickers.clear()
        for t in tasks:
            t.cancel()
        for t in tasks:
            with contextlib.suppress(BaseException):
                await t

    def tick_if_racing(self, room: Room) -> None:
        """Keep redrawing the bar while one seat races the clock (a hand in the group too, where the
        ephemeral pace affords it); the outbox paces the edits within the chat's limit, and each
        shows the time left when it is sent."""
        game = room.engine()
        if game is None or not room.game_running():
            return
        racing = game.pending_clock() is not None or (
            throw_wait(room, self.p.settings) > 0 and bool(rules_of(room.game).throw_in_seats(room))
        )
        if not racing:
            return
        current = self._tickers.get(room.id)
        if current is not None:
            if current[0] == room.turn and not current[1].done():
                return
            current[1].cancel()
        self._tickers[room.id] = (room.turn, asyncio.create_task(self._ticker(room.id, room.turn)))

    async def _ticker(self, room_id: str, turn: int) -> None:
        p = self.p
        step = max(0.05, p.settings.bar_refresh_seconds, p.settings.private_edit_interval)
        try:
            while True:
                state = await p.state(room_id)
                if state is None:
                    return
                room, snap = state
                race = p.ctx(room, snap, None).timing.clock
                if room.turn != turn or not room.game_running() or race is None:
                    return
                left = race.due - clock.now()
                if left <= 0.05:
                    return
                await asyncio.sleep(min(step, left))
                game = room.engine()
                assert game is not None
                ui = games.get(room.game)
                for s in room.humans():
                    if s.user_id is not None and ui.bar_kind(game.view(s.seat), s.seat) is not None:
                        p.outbox.mark((room.id, s.user_id, "hand"), p.frame, urgent=True)
                        if p.hands.ticks(race.total):  # and in the group, where its pace allows
                            p.hands.tick(room, s.user_id)
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("progress bar of room %s failed", room_id)
        finally:
            entry = self._tickers.get(room_id)
            if entry is not None and entry[1] is asyncio.current_task():
                del self._tickers[room_id]
