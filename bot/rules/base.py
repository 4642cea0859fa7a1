"""What the room service needs to know about a game beyond its engine: one :class:`GameRules` per
game (``bot/rules/durak.py``, ``bura.py``, ``scopa.py``), registered in ``bot/rules/__init__.py``.

No Telegram here: the lobby's option values and their validation, the teams people pick, who a
round waits for, who a finished match counts for in the room's tally, its winners and outcomes for
the statistics. The pictures of a game (``bot/games/``) read these rules; they never re-derive them.
"""

from __future__ import annotations

import base64
import hashlib
from dataclasses import dataclass
from typing import Any, ClassVar

from bot.model import Room
from engines.cards import card_key
from engines.protocol import Action, EngineError, Game

#: the characters of a move's context token on a button (``bot/chat/callbacks.py: Move``)
TOKEN_LENGTH = 4


def token(context: str) -> str:
    """A short fixed-length digest of a move's context (URL-safe base64 of 3 bytes): what a button
    carries so that a press after a change can tell whether its move still means the same."""
    digest = hashlib.blake2b(context.encode(), digest_size=3).digest()
    return base64.urlsafe_b64encode(digest).decode()


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
    #: quick match (issue 32): the seat counts a person may ask for, and the variants (values of
    #: one option; "" for a game without any)
    quick_seats: ClassVar[tuple[int, ...]] = (2,)
    quick_variants: ClassVar[tuple[str, ...]] = ("",)
    #: a tournament may seat it at tables of 3–4 (issue 47): its match has a finishing order
    #: beyond a win and a loss (:meth:`finishing_order`)
    tournament_tables: ClassVar[bool] = False

    @property
    def name(self) -> str:
        return self.engine.name

    # ----- the match ----------------------------------------------------------------------------------------
    def start(self, seed: bytes, contributions: list[str], seats: int) -> Start:
        return Start()

    # ----- a draw before deal 1 (Bura's first-move draw; the engine's phase) ------------------------------
    def open_draw(self, game: Game) -> bool:
        """Start the new match's draw, if the game has one: True, and deal 1 waits for it."""
        return False

    def in_draw(self, game: Game) -> bool:
        """The match is drawing (its moves are not a deal's actions)."""
        return False

    def chance_label(self, game: Game) -> str | None:
        """The fair-deck label of the deck the draw waits for (a face-down spread), else None."""
        return None

    def feed_chance(self, game: Game, deck: list[str]) -> None:
        """Give the draw the deck :meth:`chance_label` named."""
        raise NotImplementedError

    def draw_result(self, game: Game) -> dict[str, Any] | None:
        """The finished draw as the record keeps it (``first_draw``); None while it runs."""
        return None

    def chance_seats(self, game: Game) -> list[int]:
        """Seats whose move the server may draw at random (a computer's, or a person's who did not
        choose in the hurry-up time): Bura's picks of the draw."""
        return []

    def chance_move(self, game: Game, seat: int) -> Action:
        """A uniformly random move of a :meth:`chance_seats` seat, from the server's ``secrets``."""
        raise NotImplementedError

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

    def quick_options(self, variant: str) -> dict[str, Any]:
        """The options of a quick match's room of this variant (the engine's defaults otherwise)."""
        return self.engine.normalize_options(None)

    def solo_seats(self) -> tuple[int, ...]:
        """Seat counts «🤖 Играть с компьютером» offers (the person and n - 1 computers)."""
        return tuple(self.engine.SEAT_COUNTS)

    # ----- a move on a button -------------------------------------------------------------------------------
    #: one letter per move type a person's button may carry (clock actions and surrender have none)
    move_letters: ClassVar[dict[str, str]] = {}

    def move_code(self, action: Action) -> str | None:
        """The move's identity on a button: its type's letter, then its cards in the order of the
        engine's schema (a set of cards sorted; Bura's pairs flattened). None: not a button's move."""
        letter = self.move_letters.get(action.type)
        if letter is None:
            return None
        data = action.to_json()
        out = letter
        for name in self.engine.ACTIONS[action.type][0]:
            value = data.get(name)
            if isinstance(value, str):
                out += value
            elif name == "pairs":
                out += "".join(a + b for a, b in value or [])
            else:
                out += "".join(sorted(value or [], key=card_key))
        return out

    def move_of(self, code: str, seat: int) -> Action | None:
        """The move a button's code names for ``seat`` (the inverse of :meth:`move_code`); None for a
        code that names no well-formed move of the game (a forged button)."""
        kind = next((t for t, letter in self.move_letters.items() if letter == code[:1]), None)
        if kind is None or (len(code) - 1) % 2:
            return None
        cards = [code[i : i + 2] for i in range(1, len(code), 2)]
        data: dict[str, Any] = {"type": kind, "seat": seat}
        for name in self.engine.ACTIONS[kind][0]:
            if name in ("card", "target"):
                if not cards:
                    return None
                data[name] = cards.pop(0)
            elif name == "pairs":
                if len(cards) % 2:
                    return None
                data[name] = [cards[i : i + 2] for i in range(0, len(cards), 2)]
                cards = []
            else:
                data[name], cards = cards, []
        if cards:
            return None
        try:
            return self.engine.parse_action(data)
        except EngineError:
            return None

    def token(self, room: Room, game: Game, seat: int) -> str:
        """The context token a move button of ``seat`` carries now (the match counts too)."""
        return token(f"{room.match_no}|{self.context(game, seat)}")

    def context(self, game: Game, seat: int) -> str:
        """What a move chosen by ``seat`` now means besides itself: a press made on an older screen
        plays its move only when the move is still legal and the context is still this one (Durak:
        the same bout against the same defender; Bura: the same trick; Scopa: the same table).
        By default every change matters."""
        return str(game.to_json())

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

    def finishing_order(
        self, seats: int, options: dict[str, Any], deal_results: list[Any], steps: list[list[Any]]
    ) -> list[list[int]] | None:
        """A finished match's seats, best first, in groups of seats level with each other (a
        tournament table's result, issue 47); of a match cut short, those who finished so far,
        then the rest level. ``steps``: the events of the match's deals and of each action, in
        order. None: by the outcomes (the winners, those who drew, the losers)."""
        return None
