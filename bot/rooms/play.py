"""Playing a deal: a person's move, a surrender, the creator ending the match."""

from __future__ import annotations

from bot.model import PLAYING, Room, sorted_legal
from bot.rooms import match
from bot.rooms.guards import IN_ROOM, creator_only
from bot.rooms.kernel import Kernel, Reply
from bot.rules import rules_of
from bot.storage import Tx
from engines.protocol import Action


class Play:
    def __init__(self, kernel: Kernel) -> None:
        self.k = kernel

    async def act(self, room_id: str, user_id: int, turn: int, seat_no: int, index: int) -> Reply:
        """The move at ``index`` of the seat's legal moves on ``turn`` (the button pressed)."""
        seen = self.k.surely_stale(room_id, user_id, turn, seat_no)
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
            await match.apply_action(tx, room, game, legal[index], user_id, self.k.settings)
            return Reply(None, room=room)

        return await self.k.change(room_id, fn, by=user_id)

    async def surrender(self, room_id: str, user_id: int, turn: int) -> Reply:
        async def fn(tx: Tx, room: Room) -> Reply:
            seat = room.seat_of(user_id)
            assert seat is not None
            if room.turn != turn or room.status != PLAYING:
                return Reply("err-stale", redraw=True)
            game = room.engine()
            assert game is not None
            engine_surrender = Action("surrender", seat.seat)
            if room.game_running() and engine_surrender in game.legal_actions(seat.seat):
                await match.apply_action(tx, room, game, engine_surrender, user_id, self.k.settings)
                return Reply("surrender-ok", room=room)
            if not rules_of(room.game).surrender:
                return Reply("err-forged", alert=True)
            await match.surrender_match(tx, room, game, seat, self.k.settings)
            return Reply("surrender-ok", room=room)

        return await self.k.change(room_id, fn, by=user_id, guards=(IN_ROOM,))

    async def end_game(self, room_id: str, user_id: int) -> Reply:
        async def fn(tx: Tx, room: Room) -> Reply:
            if room.status != PLAYING:
                return Reply("err-no-game", alert=True)
            await match.interrupt(tx, room, {"type": "ended", "user": user_id})
            return Reply("ended-ok", room=room)

        return await self.k.change(room_id, fn, by=user_id, guards=(creator_only,))
