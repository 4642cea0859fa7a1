"""The computers' seats: a driver per room plays them while it is their turn.

:meth:`Computers.start` is called after every change the kernel shows: when the engine waits for a
seat the computer plays (a computer seat, or a person's handed to the computer), a driver task
starts for the room unless one is running. The driver waits ``COMPUTER_DELAY_SECONDS`` (people can
follow), asks the room's player (``AI_LEVEL`` or the lobby's level) — in the search pool
(``bot/rooms/ai_pool.py``) — and applies the move through the kernel, only if the room is still at
the turn the move was chosen on. A database too busy to take the move (another worker holding the
room past the lock timeout) is no fault: the driver waits a moment and looks at the room again.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import random
import time

from bot.model import Room, sorted_legal
from bot.plumbing.logs import in_room
from bot.plumbing.metrics import THINK_SECONDS
from bot.rooms import match
from bot.rooms.ai_pool import AIPool, pool_size
from bot.rooms.kernel import Kernel, Reply
from bot.rules import rules_of
from bot.storage import StorageBusy, Tx
from engines.ai import Budget, Player, get_player, random_player
from engines.protocol import Action, IllegalAction

log = logging.getLogger(__name__)

#: how long a computer waits before looking at its room again when the database was busy
BUSY_PAUSE_SECONDS = 0.5


class Computers:
    def __init__(self, kernel: Kernel) -> None:
        self.k = kernel
        #: worker processes for the search computers
        self.ai = AIPool(pool_size(kernel.settings.ai_processes))
        self.drivers: dict[str, asyncio.Task[None]] = {}

    async def close(self) -> None:
        tasks = list(self.drivers.values())
        for t in tasks:
            t.cancel()
        for t in tasks:
            with contextlib.suppress(BaseException):
                await t
        self.drivers.clear()
        await self.ai.close()

    def start(self, room: Room) -> None:
        """Start the room's driver if a seat the computer plays is to act (and none runs)."""
        if self.k.closing:
            return
        game = room.engine()
        if not room.game_running() or game is None or room.paused:
            return
        if any(room.auto(s) for s in game.to_act()):
            task = self.drivers.get(room.id)
            if task is None or task.done():
                self.drivers[room.id] = asyncio.create_task(self._drive(room.id, room))

    def player(self, game: str, level: str | None = None) -> Player:
        """The computer player of ``game`` at the room's ``level`` (None: the server's AI_LEVEL);
        a level that cannot be loaded is logged and the random player stands in."""
        wanted = level or self.k.settings.ai_level
        try:
            return get_player(wanted, game)
        except (ImportError, AttributeError, KeyError):
            log.error("computer level %r of %s cannot be loaded: playing at random", wanted, game)
            return random_player

    async def _drive(self, room_id: str, kicked: Room | None = None) -> None:
        """Play the computers' seats of the room while it is their turn, starting from ``kicked``
        (the state that called for them, or a newer one this process saw: no read). A move made on
        a state that is no longer the newest is refused, and the driver reads the room again."""
        rng = random.Random()
        in_room(room_id)
        s = self.k.settings
        try:
            room = kicked
            seen = self.k.cache.newest(room_id)
            if room is not None and seen is not None and seen.turn > room.turn:
                room = seen
            while not self.k.closing:
                if room is None:  # else the room as this driver's last move saved it
                    room = await self.k.get(room_id)
                if room is None or not room.game_running() or room.paused:
                    return
                game = room.engine()
                assert game is not None
                seats = [seat for seat in game.to_act() if room.auto(seat)]
                if not seats:
                    return
                seat = seats[0]
                rules = rules_of(room.game)
                if seat in rules.chance_seats(game):
                    # a draw's pick (Bura): a free position at random, from the server's secrets
                    turn = room.turn
                    await asyncio.sleep(s.computer_delay)
                    room = await self._act(room_id, turn, seat, rules.chance_move(game, seat))
                    continue
                legal = [a for a in sorted_legal(game, seat) if a.type != "surrender"]
                if not legal:
                    return
                view, memory, turn = game.view(seat), game.memory(seat), room.turn
                await asyncio.sleep(s.computer_delay)
                player = self.player(room.game, room.ai_level)
                budget = Budget(think_ms=s.ai_think_ms, clock=time.monotonic)
                thinking = time.monotonic()
                try:
                    level = room.ai_level or s.ai_level
                    action = await self.ai.decide(
                        level, room.game, player, view, memory, legal, rng, s.ai_think_ms
                    )
                except Exception:
                    log.exception("computer player failed in room %s; playing at random", room_id)
                    action = random_player(view, memory, legal, rng, budget)
                THINK_SECONDS.labels(room.game).observe(time.monotonic() - thinking)
                # refused (someone moved meanwhile, the seat was taken back): look at the room again
                room = await self._act(room_id, turn, seat, action)
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("computer driver of room %s failed", room_id)
        finally:
            if self.drivers.get(room_id) is asyncio.current_task():
                del self.drivers[room_id]

    async def _act(self, room_id: str, turn: int, seat_no: int, action: Action) -> Room | None:
        """The computer's move, if the room still waits for it: the room as saved, else None."""

        async def fn(tx: Tx, room: Room) -> Reply:
            if room.turn != turn or not room.game_running() or not room.auto(seat_no) or room.paused:
                return Reply(None)
            game = room.engine()
            assert game is not None
            try:
                await match.apply_action(tx, room, game, action, None, self.k.settings)
            except IllegalAction:
                log.warning("computer chose an illegal action %r in room %s", action, room_id)
                return Reply(None)
            return Reply(None, room=room)

        try:
            return (await self.k.change(room_id, fn)).room
        except StorageBusy as exc:  # another worker holds the room past the lock timeout: no fault
            log.warning("computer's move in room %s: the database was busy (%s); looking again", room_id, exc)
            await asyncio.sleep(BUSY_PAUSE_SECONDS)
            return None  # the driver reads the room again and plays what it then asks for
