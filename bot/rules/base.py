"""What the room service needs to know about a game beyond its engine: one :class:`GameRules` per
game (``bot/rules/durak.py``, ``bura.py``, ``scopa.py``), registered in ``bot/rules/__init__.py``.

No Telegram here: the lobby's option values and their validation, the teams people pick, who a
round waits for, who a finished match counts for in the room's tally, its winners and outcomes for
the statistics. The pictures of a game (``bot/games/``) read these rules; they never re-derive them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from bot.model import Room
from engines.protocol import Game


@dataclass(frozen=True)
class Start:
    """How a match starts: who plays first, who deals, Bura's first-move draw (for the record)."""

    first: int = 0
    dealer: int = 0
    draws: dict[str, Any] | None = None


class GameRules:
    """Defaults shared by the games; each game's rules override what differs."""

    #: the engine's class: its ``name`` is the game's name
    engine: ClassVar[type[Game]]
    #: seats of a new room
    default_capacity: ClassVar[int] = 2
    #: «🏳 Сдаться» is offered while a deal runs (and the bot ends the match between deals)
    surrender: ClassVar[bool] = False
    #: the room has Durak's throw-in wait
    throw_wait: ClassVar[bool] = False

    @property
    def name(self) -> str:
        return self.engine.name

    # ----- the match ----------------------------------------------------------------------------------------
    def start(self, seed: bytes, contributions: list[str], seats: int) -> Start:
        return Start()

    # ----- the lobby ----------------------------------------------------------------------------------------
    def option_value(self, room: Room, key: str, value: str) -> dict[str, Any] | None:
        """The room's options with ``key`` set to ``value`` (not yet normalized); None when the game
        has no such option or value."""
        return None

    def options_for_seats(self, room: Room, seats: int) -> dict[str, Any]:
        """The room's options once its seat count becomes ``seats`` (an option that needs another
        seat count is dropped)."""
        return room.options

    def team_count(self, room: Room) -> int:
        """How many teams people pick from in the lobby (team k holds the seats s % count == k); 0
        when the room's options make no teams to pick."""
        return 0

    def solo_seats(self) -> tuple[int, ...]:
        """Seat counts «🤖 Играть с компьютером» offers (the person and n - 1 computers)."""
        return tuple(self.engine.SEAT_COUNTS)

    # ----- the running deal ---------------------------------------------------------------------------------
    def seat_out(self, room: Room, seat: int) -> bool:
        """The seat is out of the running deal (Durak: it has shed its cards): leaving interrupts
        nobody and asks for no confirmation, and its message is not redrawn move by move."""
        return False

    def throw_in_seats(self, room: Room) -> list[int]:
        """Durak: the seats a covered round, or a round being taken, waits for (see
        ``bot/rooms/deadlines.py``, ``throwin``)."""
        return []

    def throw_in_restarts(self, room: Room) -> bool:
        """Durak: the last move added a card while the round kept waiting for throw-ins (after
        «Беру»): the throw-in wait starts over instead of keeping its due time."""
        return False

    def waiting_for(self, room: Room, seat: int) -> bool:
        """Is ``seat`` being waited for now (a «Ваш ход» ping)? By default: it is to act."""
        game = room.engine()
        if game is None or not room.game_running():
            return False
        return seat in (game.view(seat).get("to_act") or [])

    # ----- the tally and the statistics ---------------------------------------------------------------------
    def tally_seats(self, room: Room, game: Game) -> list[int]:
        """The seats a finished match counts for in the room's tally (Bura, Scopa: the winning
        side; Durak: the durak)."""
        match = game.match_result() or {}
        winner = match.get("winner")
        if winner is None:
            return []
        return [s for s in range(len(room.seats)) if s % 2 == winner]

    def winner_side(self, options: dict[str, Any], deal_results: list[Any]) -> int | None:
        """The side (seat % 2) that won the match, from its stored deal results; None while it runs."""
        return None

    def outcomes(
        self, seats: int, options: dict[str, Any], deal_results: list[Any], winner: int | None = None
    ) -> list[tuple[str, int | None]] | None:
        """Per seat (outcome — win/loss/draw —, team) of a finished match, None when it is not
        finished; ``winner``: the side that won by a surrender the bot (not the engine) applied."""
        side = winner if winner is not None else self.winner_side(options, deal_results)
        if side is None:
            return None
        return [("win" if s % 2 == side else "loss", s % 2 if seats > 2 else None) for s in range(seats)]

    def mode(self, seats: int, options: dict[str, Any]) -> str:
        """The mode a match was played in, for «favourite mode»: its seat count (and teams)."""
        return str(seats)
