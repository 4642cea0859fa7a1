"""Playing a deal: a person's move, a surrender, the creator ending the match."""

from __future__ import annotations

from bot.model import PLAYING, Room, sorted_legal
from bot.plumbing.bounded import LRU
from bot.rooms import match
from bot.rooms.guards import IN_ROOM, creator_only
from bot.rooms.kernel import Kernel, Reply
from bot.rooms.quick import strike_if_quick
from bot.rules import rules_of
from bot.storage import Tx
from engines.protocol import Action

#: presses remembered to tell a double tap's second press (rooms × seats)
MAX_PRESSES = 10_000


class Play:
    def __init__(self, kernel: Kernel) -> None:
        self.k = kernel
        #: (room, seat) -> the seat's last move played from a button, the turn it was played at and
        #: whether its transaction has committed: that move pressed again on a screen drawn before
        #: it was played (a double tap, or a tap on a screen still showing it) is that one move, not
        #: a second
        self._played: LRU[tuple[str, int], tuple[str, int, bool]] = LRU(MAX_PRESSES)

    def played(self, room_id: str, seat_no: int, turn: int, code: str, *, committed: bool = False) -> bool:
        """The button's move is the seat's last one, played after this button was drawn. With
        ``committed``, only once that move's transaction has committed: a press answered as played
        without waiting for the room's lock must not be answered before the move is kept."""
        last = self._played.get((room_id, seat_no))
        return last is not None and last[0] == code and turn <= last[1] and (last[2] or not committed)

    def playable(self, room: Room, seat_no: int, turn: int, code: str, ctx: str) -> Action | Reply:
        """The move a button drawn at ``turn`` names, if it may be played now: legal for the seat and,
        when the room moved on since, still meaning the same (its context token); else the refusal
        (``err-move-gone`` names the move, for the handler to write it in the screen's words)."""
        rules = rules_of(room.game)
        action = rules.move_of(code, seat_no)
        if action is None or turn > room.turn:
            return Reply("err-stale", redraw=True)
        gone = Reply("err-move-gone", {"move": action}, alert=True, redraw=True)
        game = room.engine()
        if game is None or not room.game_running():
            return gone
        if action not in game.legal_actions(seat_no) or rules.token(room, game, seat_no) != ctx:
            return gone
        return action

    async def move(self, room_id: str, user_id: int, turn: int, seat_no: int, code: str, ctx: str) -> Reply:
        """A move button: play the move it names (``code``) if it is still legal for the seat and
        means what it did on the screen drawn at ``turn`` (``ctx``), even when the room has moved
        on since — the computers' moves do not void a person's choice. A double tap is one move."""
        seen = self.k.surely_stale(room_id, user_id, turn, seat_no)  # the presser's seat, moved on
        if seen is not None and self.played(room_id, seat_no, turn, code, committed=True):
            return Reply(None)  # the second press of a double tap: the move is played and kept already
        if seen is not None and not seen.paused:
            refused = self.playable(seen, seat_no, turn, code, ctx)
            if isinstance(refused, Reply):  # not playable in the newest state known: no transaction
                refused.seen = seen
                return refused

        async def fn(tx: Tx, room: Room) -> Reply:
            seat = room.seat_of(user_id)
            if seat is None or seat.seat != seat_no:
                return Reply("err-not-your-button", alert=True)
            if self.played(room_id, seat_no, turn, code):
                return Reply(None)
            if room.paused and room.game_running():
                return Reply("err-paused", alert=True)
            action = self.playable(room, seat_no, turn, code, ctx)
            if isinstance(action, Reply):
                return action
            game = room.engine()
            assert game is not None
            await match.apply_action(tx, room, game, action, user_id, self.k.settings)
            applied.append((code, room.turn, False))
            # before the commit, for a second press that waits on the lock; not yet for one that
            # would be answered without the lock (it would be answered before the move is kept)
            self._played.put(key, applied[-1])
            played.append(Reply(None, room=room))
            return played[-1]

        key = (room_id, seat_no)
        applied: list[tuple[str, int, bool]] = []
        played: list[Reply] = []
        try:
            reply = await self.k.change(room_id, fn, by=user_id)
        except BaseException:  # rolled back: the move was not played
            if applied and self._played.get(key) == applied[-1]:
                self._played.pop(key)
            raise
        if applied and self._played.get(key) == applied[-1]:
            if played and reply is played[-1]:  # committed: kept whatever happens now
                self._played.put(key, (*applied[-1][:2], True))
            else:  # the kernel answered otherwise (a room that could not be saved): not played
                self._played.pop(key)
        return reply

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
                await strike_if_quick(tx, room, user_id)
                await match.apply_action(tx, room, game, engine_surrender, user_id, self.k.settings)
                return Reply("surrender-ok", room=room)
            if not rules_of(room.game).surrender:
                return Reply("err-forged", alert=True)
            await strike_if_quick(tx, room, user_id)
            await match.surrender_match(tx, room, game, seat, self.k.settings)
            return Reply("surrender-ok", room=room)

        return await self.k.change(room_id, fn, by=user_id, guards=(IN_ROOM,))

    async def end_game(self, room_id: str, user_id: int) -> Reply:
        async def fn(tx: Tx, room: Room) -> Reply:
            if room.status != PLAYING:
                return Reply("err-no-game", alert=True)
            # whoever ends a rated match loses it — or, where an absence forced the end, the absent:
            # the people the bot cannot reach, those the computer plays for, and those silent long
            # enough for «🤖 Сыграть за …»
            absent = await match.absent_people(tx, room)
            losers = match.absent_seats(room, absent) or match.seats_of(room, [user_id])
            lost = await match.forfeit_seats(tx, room, losers, self.k.settings)
            await match.interrupt(tx, room, {"type": "ended", "user": user_id, "lost": lost})
            return Reply("ended-ok", room=room)

        return await self.k.change(room_id, fn, by=user_id, guards=(creator_only,))
