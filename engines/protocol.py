"""The common game protocol every engine implements.

A *game* object is a whole match (Durak: one deal; Bura and Scopa: deals until the match is decided).
It is a pure, deterministic state machine:

* it waits for cards (:meth:`Game.needs_deal`), which come from a deck order
  (:meth:`Game.deal_from_deck`, using the game's dealing convention) or an explicit layout
  (:meth:`Game.deal_from_layout`);
* :meth:`Game.legal_actions` is the single source of what a seat may do, :meth:`Game.clock_actions`
  what the clock may do (actions without a seat, e.g. Bura's ``window_close``);
* :meth:`Game.apply` is the only way the state changes; it raises :class:`IllegalAction` and leaves
  the state untouched when the action is not legal;
* :meth:`Game.view` is everything one seat may know, as plain JSON with card codes.

Actions are frozen :class:`Action` values with the JSON form of docs/rules/records.md. Events returned by
``apply`` and the deal methods are plain JSON dicts (``{"type": ..., ...}``) for renderers and logs.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar, NoReturn, NotRequired, Self, TypedDict

from engines.cards import card_key

if TYPE_CHECKING:  # Python 3.13's typing.ReadOnly; read by mypy only
    from typing_extensions import ReadOnly

JSON = dict[str, Any]
Event = dict[str, Any]


class View(TypedDict):
    """What every game's view holds (``Game.view``); each engine's view is a ``TypedDict`` with
    these keys and its own (``engines/<game>/view.py``). Read-only here, so a game may narrow them."""

    game: ReadOnly[str]
    #: the seat whose view it is; None for the group's
    seat: ReadOnly[int | None]
    #: the seat's own cards (absent or None in the group's view)
    hand: NotRequired[ReadOnly[list[str] | None]]
    hand_sizes: ReadOnly[list[int]]
    #: the seats the game waits for, as everyone may know them
    to_act: ReadOnly[list[int]]


class EngineError(Exception):
    """Base of every error an engine raises on purpose; ``code`` is machine-readable."""

    code = "error"

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message

    def to_json(self) -> JSON:
        return {"code": self.code, "message": self.message}


class IllegalAction(EngineError):
    """An action that the rules do not allow now.

    ``code`` is one of ``illegal_action`` (the usual case), ``deal_over`` (no deal is running: the
    deal or the match is over) or ``redeal_required`` (Scopa: the dealt table holds three or four
    kings). ``reason`` is a finer machine-readable cause for user interfaces, e.g. ``not_your_turn``,
    ``not_in_hand``, ``cannot_beat``, ``limit``.
    """

    def __init__(self, message: str, code: str = "illegal_action", reason: str | None = None) -> None:
        super().__init__(code, message)
        self.reason = reason or code


class BadRecord(EngineError):
    """Malformed input: an unknown or repeated card, wrong counts, an unknown action type, ..."""

    def __init__(self, message: str, *, deal: int | None = None, index: int | None = None) -> None:
        super().__init__("bad_record", message)
        self.deal = deal
        self.index = index


def check_cards_once(
    deck: frozenset[str], zones: Iterable[tuple[str, object]], *, complete: bool = True
) -> None:
    """Every card of ``zones`` (``(name, list of card codes)`` pairs: hands, stock, table, piles,
    discard...) is a card of ``deck`` and lies in one place only; with ``complete``, every card of
    the deck lies somewhere. Raise :class:`BadRecord` naming the first fault. O(cards), on set
    operations (the engines' ``from_json`` calls it at every load of a room)."""
    zones = list(zones)
    flat: list[object] = []
    for name, cards in zones:
        if cards.__class__ is not list:
            raise BadRecord(f"{name} must be a list of cards")
        flat += cards
    try:
        seen = set(flat)
    except TypeError:  # an unhashable entry: certainly not a card
        _explain(deck, zones)
    if len(seen) != len(flat) or not seen <= deck:
        _explain(deck, zones)
    if complete and len(seen) != len(deck):
        missing = sorted(deck - seen)
        raise BadRecord(f"{len(missing)} card(s) of the deck lie nowhere, e.g. {missing[0]}")


def _explain(deck: frozenset[str], zones: list[tuple[str, object]]) -> NoReturn:
    """The slow path of :func:`check_cards_once`: the first unknown or repeated card, by name."""
    seen: set[str] = set()
    for name, cards in zones:
        for code in cards:  # type: ignore[attr-defined]
            if code.__class__ is not str or code not in deck:
                raise BadRecord(f"unknown card {code!r} in {name}")
            if code in seen:
                raise BadRecord(f"card {code} lies in two places (again in {name})")
            seen.add(code)
    raise BadRecord("the cards are malformed")  # pragma: no cover - the caller found a fault


def is_seat(value: object, seats: int) -> bool:
    """``value`` is a seat number of a game of ``seats`` seats (an int, not a bool, in range)."""
    return value.__class__ is int and 0 <= value < seats  # an int, not a bool


def check_seat(value: object, seats: int, name: str, *, none: bool = False) -> Any:
    """A stored seat below ``seats`` (or None where ``none``); :class:`BadRecord` otherwise."""
    if (value is None and none) or is_seat(value, seats):
        return value
    raise BadRecord(f"{name} must be a seat, not {value!r}")


def check_flag(value: object, name: str) -> bool:
    """A stored yes/no; :class:`BadRecord` otherwise."""
    if not isinstance(value, bool):
        raise BadRecord(f"{name} must be true or false, not {value!r}")
    return value


def is_count(x: object) -> bool:
    """A non-negative int (not a bool)."""
    return x.__class__ is int and x >= 0


def check_two_counts(value: object, name: str) -> list[int]:
    """Two counts, one per seat or side (score, tricks, points): non-negative ints."""
    if not (value.__class__ is list and len(value) == 2 and is_count(value[0]) and is_count(value[1])):
        raise BadRecord(f"{name} must be two counts, not {value!r}")
    return list(value)


def _cardset(value: Iterable[str] | None) -> frozenset[str] | None:
    return None if value is None else frozenset(value)


@dataclass(frozen=True, slots=True)
class Action:
    """One move, immutable and hashable. Fields that an action type does not use stay ``None``.

    ``cards`` (Bura lead / dump), ``pairs`` (Bura beat: ``(lead card, cover)``) and ``capture``
    (Scopa) are sets: their order carries no meaning, so two actions that differ only in the order
    of those lists are equal. ``position``: a place in a face-down spread (Bura's first-move draw).
    """

    type: str
    seat: int | None = None
    card: str | None = None
    target: str | None = None
    cards: frozenset[str] | None = None
    pairs: frozenset[tuple[str, str]] | None = None
    capture: frozenset[str] | None = None
    position: int | None = None

    @classmethod
    def make(
        cls,
        type: str,
        seat: int | None = None,
        *,
        card: str | None = None,
        target: str | None = None,
        cards: Iterable[str] | None = None,
        pairs: Iterable[tuple[str, str] | Sequence[str]] | None = None,
        capture: Iterable[str] | None = None,
        position: int | None = None,
    ) -> Action:
        """Build an action from any iterables (lists, tuples, sets)."""
        return cls(
            type=type,
            seat=seat,
            card=card,
            target=target,
            cards=_cardset(cards),
            pairs=None if pairs is None else frozenset((p[0], p[1]) for p in pairs),
            capture=_cardset(capture),
            position=position,
        )

    def to_json(self) -> JSON:
        """The docs/rules/records.md form; set-valued fields are written in a deterministic card order."""
        out: JSON = {}
        if self.seat is not None:
            out["seat"] = self.seat
        out["type"] = self.type
        if self.card is not None:
            out["card"] = self.card
        if self.target is not None:
            out["target"] = self.target
        if self.cards is not None:
            out["cards"] = sorted(self.cards, key=card_key)
        if self.pairs is not None:
            out["pairs"] = [list(p) for p in sorted(self.pairs, key=lambda p: card_key(p[0]))]
        if self.capture is not None:
            out["capture"] = sorted(self.capture, key=card_key)
        if self.position is not None:
            out["position"] = self.position
        return out

    def __repr__(self) -> str:  # compact, readable in test failures
        return f"Action({self.to_json()})"


#: positions an action may name (a spread is at most a whole deck)
MAX_POSITION = 64

# Fields each action type may carry, per game: {type: (required fields, needs seat)}.
ActionSchema = Mapping[str, tuple[tuple[str, ...], bool]]


def parse_action(data: object, schema: ActionSchema, is_card: Any) -> Action:
    """Parse and validate one action's JSON against a game's schema; raise :class:`BadRecord`.

    ``is_card(code)`` says whether a code is a card of the game's deck. Unknown keys are refused so
    that a typo never silently changes a move.
    """
    if not isinstance(data, Mapping):
        raise BadRecord(f"an action must be an object, not {type(data).__name__}")
    kind = data.get("type")
    if not isinstance(kind, str) or kind not in schema:
        raise BadRecord(f"unknown action type {kind!r}")
    fields, needs_seat = schema[kind]
    allowed = {"type", "seat", *fields}
    extra = set(data) - allowed
    if extra:
        raise BadRecord(f"action {kind!r} has unknown field(s) {sorted(extra)}")
    seat = data.get("seat")
    if needs_seat:
        if "seat" not in data:
            raise BadRecord(f"action {kind!r} needs a seat")
        if not isinstance(seat, int) or isinstance(seat, bool) or seat < 0:
            raise BadRecord(f"bad seat {seat!r}")
    elif "seat" in data:
        raise BadRecord(f"action {kind!r} has no seat")
    values: dict[str, Any] = {}
    for f in fields:
        if f not in data:
            raise BadRecord(f"action {kind!r} needs field {f!r}")
        v = data[f]
        if f in ("card", "target"):
            if not is_card(v):
                raise BadRecord(f"unknown card {v!r}")
            values[f] = v
        elif f in ("cards", "capture"):
            if not isinstance(v, list) or not all(is_card(c) for c in v):
                raise BadRecord(f"field {f!r} must be a list of cards, got {v!r}")
            if len(set(v)) != len(v):
                raise BadRecord(f"field {f!r} repeats a card: {v!r}")
            values[f] = frozenset(v)
        elif f == "pairs":
            if not isinstance(v, list) or not all(
                isinstance(p, list) and len(p) == 2 and is_card(p[0]) and is_card(p[1]) for p in v
            ):
                raise BadRecord(f"field 'pairs' must be a list of [lead card, cover] pairs, got {v!r}")
            flat = [c for p in v for c in p]
            if len(set(flat)) != len(flat):
                raise BadRecord(f"field 'pairs' repeats a card: {v!r}")
            values[f] = frozenset((p[0], p[1]) for p in v)
        elif f == "position":
            if not isinstance(v, int) or isinstance(v, bool) or not 0 <= v < MAX_POSITION:
                raise BadRecord(f"field 'position' must be a place from 0, got {v!r}")
            values[f] = v
        else:  # pragma: no cover - schemas only use the fields above
            raise BadRecord(f"unsupported field {f!r}")
    return Action(type=kind, seat=seat if needs_seat else None, **values)


class Game(ABC):
    """A match of one game. Subclasses set :attr:`name`, :attr:`deck` and :attr:`ACTIONS`."""

    #: registry name, e.g. ``"durak"``
    name: ClassVar[str]
    #: the game's deck in canonical order (cards.DECK_36 or cards.DECK_40)
    deck: ClassVar[tuple[str, ...]]
    #: JSON schema of the game's actions, see :func:`parse_action`
    ACTIONS: ClassVar[ActionSchema]
    #: allowed seat counts
    SEAT_COUNTS: ClassVar[tuple[int, ...]]

    seats: int

    # ----- construction and options -------------------------------------------------------------
    @classmethod
    @abstractmethod
    def normalize_options(cls, options: Mapping[str, Any] | None) -> JSON:
        """Fill defaults and validate; raise :class:`BadRecord` for an unknown key or value."""

    @classmethod
    def check_options(cls, options: JSON, seats: int) -> None:
        """Options (already normalised) that need a particular seat count; raise :class:`BadRecord`
        when ``seats`` does not fit them. Most games have none."""
        return None

    @classmethod
    @abstractmethod
    def new(
        cls, seats: int, options: Mapping[str, Any] | None = None, *, first: int = 0, dealer: int = 0
    ) -> Self:
        """A new match waiting for its first deal. ``first``: Bura's leader of deal 1; ``dealer``:
        Scopa's dealer of deal 1; Durak ignores both."""

    @classmethod
    @abstractmethod
    def check_layout(cls, layout: object, seats: int) -> None:
        """Static validation of a record's layout (cards, counts); raise :class:`BadRecord`."""

    @classmethod
    def first_from_draw(
        cls, seed: bytes, contributions: Sequence[str], claimed: Sequence[Any] | None = None
    ) -> tuple[int, list[JSON]] | None:
        """Games whose first player is drawn (Bura): (first, the draws) from deal 1's fair seed and
        contributions — and the picks of the ``claimed`` draws, when the draw was played — so a
        record's ``first`` can be verified. ``None``: no draw in this game; :class:`BadRecord` when
        the claimed picks cannot be."""
        return None

    @classmethod
    def parse_action(cls, data: object) -> Action:
        deck_codes = frozenset(cls.deck)
        return parse_action(data, cls.ACTIONS, lambda c: isinstance(c, str) and c in deck_codes)

    # ----- dealing ------------------------------------------------------------------------------
    @abstractmethod
    def needs_deal(self) -> bool:
        """True when the match waits for the next deal's cards."""

    @abstractmethod
    def deal_number(self) -> int:
        """1-based number of the current (or next, when :meth:`needs_deal`) deal."""

    def deal_label(self) -> str:
        """The fairness label of the next deal's deck (docs/rules/fairness.md), e.g. ``durak:1``."""
        return f"{self.name}:{self.deal_number()}"

    @abstractmethod
    def deal_from_deck(self, deck: Sequence[str]) -> list[Event]:
        """Start the next deal from a whole deck order (index 0 = top) by the dealing convention."""

    @abstractmethod
    def deal_from_layout(self, layout: Mapping[str, Any]) -> list[Event]:
        """Start the next deal from an explicit layout (docs/rules/records.md)."""

    # ----- play ---------------------------------------------------------------------------------
    @abstractmethod
    def legal_actions(self, seat: int) -> list[Action]:
        """Every action ``seat`` may take now (empty when it may do nothing)."""

    def clock_actions(self) -> list[Action]:
        """Actions the clock may take now (no seat). Most games have none."""
        return []

    @abstractmethod
    def apply(self, action: Action) -> list[Event]:
        """Apply a legal action and return what happened; raise :class:`IllegalAction` otherwise
        (the state is then unchanged)."""

    @abstractmethod
    def to_act(self) -> list[int]:
        """Seats the game is waiting for: those with a legal action other than surrender."""

    @abstractmethod
    def view(self, seat: int | None) -> View:
        """Everything ``seat`` may know, and nothing else, as JSON with card codes.
        ``seat=None`` is an onlooker (the group table): only what every player may know."""

    def memory(self, seat: int) -> JSON:
        """What ``seat`` has observed earlier in the match and the current view no longer shows:
        a perfect-recall player's memory (OpenSpiel's information state minus the observation).
        Durak: the discarded cards, cards publicly taken into hands; Bura: the exchanges as this seat
        saw them (never a dump it did not see); Scopa: the cards each side captured. Computer
        players may use it; renderers show it only where the rules let a player look it up."""
        return {}

    def pending_clock(self) -> JSON | None:
        """The clock action the game is waiting for, if any, with the rules' duration:
        e.g. ``{"action": "window_close", "seconds": 5}``. The bot arms a deadline from it and
        applies the clock's action when it passes. ``None`` when no deadline is pending."""
        return None

    # ----- results ------------------------------------------------------------------------------
    @abstractmethod
    def deal_results(self) -> list[JSON | None]:
        """One entry per deal started so far: its result (docs/rules/records.md) or ``None`` while running."""

    @abstractmethod
    def match_result(self) -> JSON | None:
        """Bura and Scopa: ``{"score", "over", "winner"}``; Durak: ``None``."""

    @abstractmethod
    def is_over(self) -> bool:
        """True when the match (Durak: the game) is decided; nothing more can be dealt or played."""

    # ----- serialisation ------------------------------------------------------------------------
    @abstractmethod
    def to_json(self) -> JSON:
        """The whole state as JSON; ``from_json(to_json())`` is an equal state."""

    @classmethod
    @abstractmethod
    def from_json(cls, data: Mapping[str, Any]) -> Self:
        """Rebuild a state written by :meth:`to_json`."""

    @abstractmethod
    def clone(self) -> Self:
        """An independent copy (fast; used by search)."""

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Game) and type(other) is type(self) and self.to_json() == other.to_json()

    __hash__ = None  # type: ignore[assignment]
