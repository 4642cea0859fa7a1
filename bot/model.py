"""A room as stored: seats, options, the current match's engine state and the next deal's seed.

Plain data, shared by the room service (``bot/rooms/``) and storage (``bot/storage/repos.py``,
where the SQL that loads and saves it lives).
"""

from __future__ import annotations

import json
import secrets
import string
from dataclasses import dataclass, field
from typing import Any

from engines import fairness
from engines.protocol import Action, Game
from engines.registry import game_class

ROOM_ID_ALPHABET = string.ascii_letters + string.digits
LOBBY, PLAYING, CLOSED = "lobby", "playing", "closed"


def new_room_id() -> str:
    return "".join(secrets.choice(ROOM_ID_ALPHABET) for _ in range(10))


@dataclass
class Seat:
    seat: int
    user_id: int | None
    ready: bool = False
    contribution: str | None = None

    @property
    def computer(self) -> bool:
        return self.user_id is None

    def own_randomness(self) -> bool:
        """The seat holds randomness the Mini App accepted (``<id>:app:<hex>``)."""
        return self.contribution is not None and fairness.contribution_form(self.contribution) == fairness.APP

    def give(self, contribution: str) -> None:
        """Ready, with ``contribution`` to the next deck — but randomness the Mini App accepted for the
        commitment shown stays the seat's: a press (another «Готово», the one-tap computer game)
        never replaces it, only newer randomness from the app (docs/rules/fairness.md, step 3)."""
        self.ready = True
        if not self.own_randomness() or fairness.contribution_form(contribution) == fairness.APP:
            self.contribution = contribution

    def unready(self) -> None:
        """The «Готово» mark goes while the commitment shown stands: a press's contribution with it,
        randomness the Mini App accepted stays (a later press gives the mark back, not another one)."""
        self.ready = False
        if not self.own_randomness():
            self.contribution = None


@dataclass(frozen=True)
class Pause:
    """The bot cannot reach ``user_id``: the match waits until ``until``."""

    user_id: int
    since: float
    until: float


@dataclass
class Room:
    id: str
    game: str
    chat_id: int | None
    locale: str
    creator: int
    capacity: int
    options: dict[str, Any]
    status: str
    turn: int
    match_no: int
    state: dict[str, Any] | None
    match_info: dict[str, Any] | None
    pending: dict[str, Any] | None
    last: dict[str, Any] | None
    outcome: dict[str, Any] | None
    created_at: float
    updated_at: float
    seats: list[Seat] = field(default_factory=list)
    #: unreachable players the running match waits for (table ``pauses``), oldest first
    pauses: list[Pause] = field(default_factory=list)
    #: the computer's level chosen in the lobby (None: the server's AI_LEVEL), and a lobby
    #: note (``ready-cleared``: a rules change took the ready marks away)
    ai_level: str | None = None
    lobby_note: str | None = None
    #: what the bot keeps beside the engine's options (column ``extra``): ``away`` (people
    #: whose seats the computer plays for now), ``locked`` (the lobby takes nobody new),
    #: ``throw_wait`` (Durak's throw-in wait in seconds, 0 off; absent: the setting), ``tally``
    extra: dict[str, Any] = field(default_factory=dict)
    _engine: Game | None = field(default=None, repr=False)

    # ----- engine -------------------------------------------------------------------------------------------
    @property
    def cls(self) -> type[Game]:
        return game_class(self.game)

    def engine(self) -> Game | None:
        if self._engine is None and self.state is not None:
            self._engine = self.cls.from_json(self.state)
        return self._engine

    def set_engine(self, game: Game | None) -> None:
        self._engine = game
        self.state = None if game is None else game.to_json()

    def sync_state(self) -> None:
        if self._engine is not None:
            self.state = self._engine.to_json()

    # ----- seats --------------------------------------------------------------------------------------------
    def seat_of(self, user_id: int) -> Seat | None:
        return next((s for s in self.seats if s.user_id == user_id), None)

    def humans(self) -> list[Seat]:
        return [s for s in self.seats if not s.computer]

    def human_ids(self) -> list[int]:
        return [s.user_id for s in self.seats if s.user_id is not None]

    def computers(self) -> int:
        return sum(1 for s in self.seats if s.computer)

    def against_computers(self) -> bool:
        """One person against computers only («💡 Подсказки», issue 46): never with another person
        seated (a match is rated only when every seat is a person), never a quick match or a
        tournament's table."""
        people = len(self.human_ids())
        return (
            people == 1
            and self.computers() >= 1
            and not self.extra.get("quick")
            and not self.extra.get("tournament")
        )

    def compact(self) -> None:
        """Number the seats 0.. again after one was removed."""
        for i, s in enumerate(self.seats):
            s.seat = i

    def hint_refusal(self, user_id: int, turn: int, seat_no: int, wants: bool) -> str | None:
        """Why a press of «💡» by ``user_id`` for ``seat_no`` at ``turn`` gets no hint, or None when it
        may have one (``bot/rooms/hints.py``): ``refused`` not their seat, ``not_allowed`` not a room
        against computers or their /profile switch (``wants``) off, ``stale`` not their move now."""
        seat = self.seat_of(user_id)
        if seat is None or seat.seat != seat_no:
            return "refused"
        if not self.against_computers() or not wants:
            return "not_allowed"
        if self.status != PLAYING or not self.game_running() or self.turn != turn or self.auto(seat_no):
            return "stale"
        game = self.engine()
        if game is None or seat_no not in game.to_act():
            return "stale"
        return None

    def hint_offered(self, seat_no: int | None, wants: bool) -> bool:
        """The seat's hand shows «💡» now (the rule of :meth:`hint_refusal`, for drawing)."""
        if seat_no is None or not 0 <= seat_no < len(self.seats):
            return False
        user = self.seats[seat_no].user_id
        return user is not None and self.hint_refusal(user, self.turn, seat_no, wants) is None

    # ----- seats the computer plays for a person, the lobby lock, the tally ---------------------------------
    def away(self) -> list[int]:
        """People seated in the running match whose seats the computer plays until they are back."""
        return list(self.extra.get("away") or [])

    def set_away(self, users: list[int]) -> None:
        if users:
            self.extra["away"] = sorted(set(users))
        else:
            self.extra.pop("away", None)

    def auto(self, seat_no: int) -> bool:
        """The computer plays this seat (a computer seat, or a person's handed to the computer)."""
        if not 0 <= seat_no < len(self.seats):
            return False
        uid = self.seats[seat_no].user_id
        return uid is None or uid in self.away()

    def present(self) -> list[Seat]:
        """The seated people who play their own seats (not handed to the computer)."""
        away = self.away()
        return [s for s in self.seats if s.user_id is not None and s.user_id not in away]

    @property
    def locked(self) -> bool:
        return bool(self.extra.get("locked"))

    def clear_ready(self, *, commitment_kept: bool = False) -> None:
        """Every «Готово» mark goes, with its contribution. ``commitment_kept``: the pending
        commitment stays (the rules changed, the lobby was taken for another game), and so does
        randomness the Mini App accepted for it (:meth:`Seat.unready`)."""
        for s in self.seats:
            if commitment_kept:
                s.unready()
            else:
                s.ready = False
                s.contribution = None

    # ----- status -------------------------------------------------------------------------------------------
    @property
    def paused(self) -> bool:
        """A match is running and waits for a player the bot cannot reach."""
        return bool(self.pauses) and self.status == PLAYING

    def pause_until(self) -> float | None:
        return min(p.until for p in self.pauses) if self.pauses else None

    def between_deals(self) -> bool:
        game = self.engine()
        return self.status == PLAYING and game is not None and game.needs_deal() and not game.is_over()

    def game_running(self) -> bool:
        """Cards are in play: the engine is in a deal."""
        game = self.engine()
        return self.status == PLAYING and game is not None and not game.needs_deal() and not game.is_over()

    def seat_users(self) -> list[int | None]:
        """The user of each seat of the match on screen (its players, even those who left since)."""
        if self.match_info is not None and self.state is not None:
            return list(self.match_info["users"])
        return [s.user_id for s in self.seats]


def sorted_legal(game: Game, seat: int) -> list[Action]:
    """Legal actions in a canonical order, so a button's index means the same after a restart."""
    return sorted(game.legal_actions(seat), key=lambda a: json.dumps(a.to_json(), sort_keys=True))
