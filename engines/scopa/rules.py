"""Scopa: a whole match for two players or two teams of two (rules: ``docs/rules/scopa.md``).

Sides
    Everything that is scored belongs to a *side*: the seat itself with two players, the team with
    four (seats 0 and 2 are side 0, seats 1 and 3 side 1). In both cases ``side = seat % 2``.

Dealing
    Deal 1 is dealt by the ``dealer`` given to :meth:`Scopa.new`; every later deal by the next seat.
    Deck index 0 is the top; one card at a time, starting with the seat after the dealer, three
    rounds; then four cards face up to the table; the rest is the stock (top first). When every hand
    is empty, three more cards each are dealt the same way from the stock (nothing to the table).
    The seat after the dealer plays first.

Redeal
    When the four table cards hold three or four kings, :meth:`Scopa.deal_from_deck` and
    :meth:`Scopa.deal_from_layout` raise ``IllegalAction(code="redeal_required")`` and leave the
    state unchanged. The caller then derives another deck for the same deal with the fairness label
    ``game.deal_label(redeal=k)`` (``"scopa:N:rK"`` for the K-th redeal of deal N, K from 1) and
    deals again. :func:`needs_redeal` tells the same thing about a table in advance.

View (``Scopa.view(seat)``; ``seat=None`` is an onlooker and gets no ``hand``)
    ``game``           ``"scopa"``
    ``seats``          2 or 4
    ``seat``           the viewing seat or ``None``
    ``side``           the viewing seat's side or ``None``
    ``teams``          seats per side: ``[[0], [1]]`` or ``[[0, 2], [1, 3]]``
    ``target``         the match target score
    ``dealer``         dealer of the current deal (of the next deal while one is awaited)
    ``deal``           1-based number of the current (or next awaited) deal
    ``needs_deal``     True while the match waits for the next deal's cards
    ``turn``           seat to play, ``None`` between deals
    ``to_act``         ``[turn]`` or ``[]``
    ``hand``           the viewer's own cards (only with a seat; a partner's hand is never shown)
    ``hand_sizes``     number of cards in every seat's hand
    ``table``          cards face up on the table, in the order they arrived
    ``stock``          number of cards left in the stock
    ``piles``          number of cards captured by each side this deal
    ``scopas``         scopas of each side this deal
    ``score``          match score per side (deals already counted)
    ``last_capturer``  side that captured last in this deal, or ``None``
    ``last_play``      ``{"seat", "card", "capture", "scopa"}`` of the latest play, or ``None``
    ``last_capture``   the same for the latest play that captured, or ``None``
    ``results``        :meth:`Scopa.deal_results`
    ``match``          :meth:`Scopa.match_result`
    ``over``           True when the match is decided

Memory (``Scopa.memory(seat)``): ``{"captured": [cards of side 0, cards of side 1], "plays": [...]}``
— every card each side captured in the current deal, and the deal's plays in order, each
``{"seat", "card", "capture"}`` (everything public, so every seat gets the same memory). A state
stored before the engine kept the plays (no ``"plays"`` in its JSON) has no ``"plays"`` in its
memory until the next deal starts.

Events (plain dicts returned by the deal methods and :meth:`Scopa.apply`; all public)
    ``{"type": "deal_start", "deal", "dealer", "first", "table", "hand_sizes", "stock"}``
    ``{"type": "play", "seat", "card", "capture"}``  (``capture`` is ``[]`` when nothing is taken)
    ``{"type": "capture", "seat", "side", "cards"}``  (the captured cards and the capturing card)
    ``{"type": "scopa", "seat", "side"}``  (a scoring scopa)
    ``{"type": "hands_dealt", "hand_sizes", "stock"}``  (counts only; each seat reads its view)
    ``{"type": "rest", "side", "cards"}``  (the table's rest after the last play; ``side`` may be
    ``None`` when nobody captured)
    ``{"type": "deal_end", "deal", "result", "score"}``
    ``{"type": "match_end", "result"}``
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any, Self

from engines.cards import DECK_40
from engines.protocol import (
    JSON,
    Action,
    BadRecord,
    Event,
    Game,
    IllegalAction,
    check_cards_once,
    check_flag,
    check_seat,
    check_two_counts,
    is_seat,
)
from engines.scopa.view import ScopaView

#: capture values
VALUE: dict[str, int] = {"A": 1, "2": 2, "3": 3, "4": 4, "5": 5, "6": 6, "7": 7, "J": 8, "Q": 9, "K": 10}
#: primiera scale
PRIMIERA: dict[str, int] = {
    "7": 21, "6": 18, "A": 16, "5": 15, "4": 14, "3": 13, "2": 12, "J": 10, "Q": 10, "K": 10,
}  # fmt: skip
#: 11, 16 (a common target in Italian play, scopa.md), 21, 31, ..., 101
TARGETS: tuple[int, ...] = (11, 16, *range(21, 102, 10))
DEFAULT_TARGET = 11
HAND_SIZE = 3
TABLE_SIZE = 4
SUITS = ("S", "H", "D", "C")
SETTEBELLO = "7D"
_CARD_VALUE: dict[str, int] = {c: VALUE[c[0]] for c in DECK_40}
_DECK_SET = frozenset(DECK_40)


#: _PLAYS[seat][card, taken]: the play of ``card`` capturing the single card ``taken`` (of equal
#: value), or nothing (``taken`` None); built once, as most plays are one of these
_PLAYS: tuple[dict[tuple[str, str | None], Action], ...] = tuple(
    {
        (card, taken): Action("play", seat, card, capture=frozenset(() if taken is None else (taken,)))
        for card in DECK_40
        for taken in [None, *(t for t in DECK_40 if t != card and _CARD_VALUE[t] == _CARD_VALUE[card])]
    }
    for seat in range(4)
)


def needs_redeal(table: Iterable[str]) -> bool:
    """True when a dealt table holds three or four kings (the deal must be redone)."""
    return sum(1 for c in table if c[0] == "K") >= 3


def capture_options(table: Sequence[str], card: str) -> list[tuple[str, ...]]:
    """Every set of table cards that ``card`` may capture, in table order; ``[]`` if none.

    While a card of equal value is on the table only such single cards may be taken; otherwise
    every subset of the table whose values add up to the card's value.
    """
    return captures_of_value(table, _CARD_VALUE[card])


def captures_of_value(table: Sequence[str], v: int) -> list[tuple[str, ...]]:
    """:func:`capture_options` for a card of value ``v`` (computer players ask it per value)."""
    equal: list[tuple[str, ...]] = [(t,) for t in table if _CARD_VALUE[t] == v]
    if equal:
        return equal
    cands = [t for t in table if _CARD_VALUE[t] < v]
    if len(cands) < 2 or sum(_CARD_VALUE[t] for t in cands) < v:
        return []  # a sum needs at least two smaller cards that reach v
    out: list[tuple[str, ...]] = []
    n = len(cands)

    def walk(i: int, left: int, chosen: list[str]) -> None:
        for j in range(i, n):
            c = cands[j]
            cv = _CARD_VALUE[c]
            if cv == left:
                out.append((*chosen, c))
            elif cv < left:
                chosen.append(c)
                walk(j + 1, left - cv, chosen)
                chosen.pop()

    walk(0, v, [])
    return out


def primiera(cards: Iterable[str]) -> int:
    """The primiera sum: the best card of each suit by the primiera scale; a missing suit is 0."""
    best = dict.fromkeys(SUITS, 0)
    for c in cards:
        p = PRIMIERA[c[0]]
        if p > best[c[1]]:
            best[c[1]] = p
    return sum(best.values())


def count_deal(piles: Sequence[Sequence[str]], scopas: Sequence[int]) -> JSON:
    """The deal result (docs/rules/records.md) of two sides' piles and scopas."""

    def more(a: int, b: int) -> list[int]:
        return [1, 0] if a > b else [0, 1] if b > a else [0, 0]

    cards = [len(p) for p in piles]
    coins = [sum(1 for c in p if c[1] == "D") for p in piles]
    prim = [primiera(p) for p in piles]
    sette = next((s for s in (0, 1) if SETTEBELLO in piles[s]), None)
    pc, pd, pp = more(*cards), more(*coins), more(*prim)
    points = [pc[s] + pd[s] + pp[s] + (1 if sette == s else 0) + scopas[s] for s in (0, 1)]
    return {
        "over": True,
        "cards": cards,
        "coins": coins,
        "settebello": sette,
        "primiera": prim,
        "scopas": list(scopas),
        "points": points,
    }


def layout_from_deck(deck: Sequence[str], seats: int, dealer: int) -> JSON:
    """The layout (docs/rules/records.md) that dealing ``deck`` (index 0 = top) by the convention gives."""
    hands: list[list[str]] = [[] for _ in range(seats)]
    i = 0
    for _ in range(HAND_SIZE):
        for k in range(seats):
            hands[(dealer + 1 + k) % seats].append(deck[i])
            i += 1
    table = list(deck[i : i + TABLE_SIZE])
    return {"hands": hands, "table": table, "stock": list(deck[i + TABLE_SIZE :])}


def _check_cards(cards: object, what: str) -> list[str]:
    if not isinstance(cards, list) or not all(isinstance(c, str) for c in cards):
        raise BadRecord(f"layout {what} must be a list of card codes")
    for c in cards:
        if c not in _DECK_SET:
            raise BadRecord(f"unknown card {c!r} in layout {what}")
    return cards


class Scopa(Game):
    """A Scopa match; see the module docstring for sides, dealing, the view and the events."""

    name = "scopa"
    deck = DECK_40
    SEAT_COUNTS = (2, 4)
    ACTIONS = {"play": (("card", "capture"), True)}

    __slots__ = (
        "seats", "target", "first_dealer", "dealer", "deals", "in_deal", "hands", "table", "stock",
        "piles", "scopas", "last_capturer", "last_play", "last_capture", "turn", "score", "results",
        "over", "winner", "plays",
    )  # fmt: skip

    def __init__(self, seats: int, target: int, dealer: int) -> None:
        self.seats = seats
        self.target = target
        self.first_dealer = dealer
        self.dealer = dealer  # dealer of the current deal, or of the next one while awaited
        self.deals = 0  # deals started
        self.in_deal = False
        self.hands: list[list[str]] = [[] for _ in range(seats)]
        self.table: list[str] = []
        self.stock: list[str] = []
        self.piles: list[list[str]] = [[], []]
        self.scopas: list[int] = [0, 0]
        self.last_capturer: int | None = None  # side
        self.last_play: JSON | None = None
        self.last_capture: JSON | None = None
        self.turn: int | None = None
        self.score: list[int] = [0, 0]
        self.results: list[JSON | None] = []
        self.over = False
        self.winner: int | None = None
        #: the current deal's plays, ``{"seat", "card", "capture"}`` in order (public; the memory
        #: shows them); None before the first deal and when unknown (a state stored without them,
        #: a search's world)
        self.plays: list[JSON] | None = None

    # ----- construction and options -------------------------------------------------------------
    @classmethod
    def normalize_options(cls, options: Mapping[str, Any] | None) -> JSON:
        if options is None:
            return {"target": DEFAULT_TARGET}
        if not isinstance(options, Mapping):
            raise BadRecord("options must be an object")
        extra = set(options) - {"target"}
        if extra:
            raise BadRecord(f"unknown Scopa option(s) {sorted(extra)}")
        target = options.get("target", DEFAULT_TARGET)
        if not isinstance(target, int) or isinstance(target, bool) or target not in TARGETS:
            raise BadRecord(f"target must be one of {list(TARGETS)}, not {target!r}")
        return {"target": target}

    @classmethod
    def new(
        cls, seats: int, options: Mapping[str, Any] | None = None, *, first: int = 0, dealer: int = 0
    ) -> Self:
        if seats not in cls.SEAT_COUNTS:
            raise BadRecord(f"Scopa is played by 2 or 4 seats, not {seats!r}")
        if not isinstance(dealer, int) or isinstance(dealer, bool) or not 0 <= dealer < seats:
            raise BadRecord(f"bad dealer {dealer!r}")
        opts = cls.normalize_options(options)
        return cls(seats, opts["target"], dealer)

    @classmethod
    def check_layout(cls, layout: object, seats: int) -> None:
        if not isinstance(layout, Mapping):
            raise BadRecord("a layout must be an object")
        extra = set(layout) - {"hands", "table", "stock"}
        if extra:
            raise BadRecord(f"unknown layout key(s) {sorted(extra)}")
        for key in ("hands", "table", "stock"):
            if key not in layout:
                raise BadRecord(f"layout needs {key!r}")
        hands = layout["hands"]
        if not isinstance(hands, list) or len(hands) != seats:
            raise BadRecord(f"layout hands must be a list of {seats} hands")
        seen: list[str] = []
        for i, h in enumerate(hands):
            _check_cards(h, f"hand {i}")
            if len(h) != HAND_SIZE:
                raise BadRecord(f"hand {i} holds {len(h)} cards, not {HAND_SIZE}")
            seen += h
        table = _check_cards(layout["table"], "table")
        if len(table) != TABLE_SIZE:
            raise BadRecord(f"the table holds {len(table)} cards, not {TABLE_SIZE}")
        stock = _check_cards(layout["stock"], "stock")
        want = len(DECK_40) - HAND_SIZE * seats - TABLE_SIZE
        if len(stock) != want:
            raise BadRecord(f"the stock holds {len(stock)} cards, not {want}")
        seen += table + stock
        if len(set(seen)) != len(seen):
            dup = sorted({c for c in seen if seen.count(c) > 1})
            raise BadRecord(f"repeated card(s) {dup} in layout")

    # ----- dealing ------------------------------------------------------------------------------
    def needs_deal(self) -> bool:
        return not self.over and not self.in_deal

    def deal_number(self) -> int:
        return self.deals + (1 if self.needs_deal() else 0)

    def deal_label(self, redeal: int = 0) -> str:
        """The fairness label of the next deal's deck: ``scopa:N``; with ``redeal=K`` (K ≥ 1) the
        label of the K-th redeal of that deal, ``scopa:N:rK``."""
        if not isinstance(redeal, int) or redeal < 0:
            raise ValueError(f"bad redeal count {redeal!r}")
        base = f"scopa:{self.deal_number()}"
        return base if redeal == 0 else f"{base}:r{redeal}"

    def redeal_label(self, k: int) -> str:
        """Same as ``deal_label(redeal=k)``."""
        return self.deal_label(redeal=k)

    def deal_from_deck(self, deck: Sequence[str]) -> list[Event]:
        cards = list(deck)
        if len(cards) != len(DECK_40) or set(cards) != _DECK_SET:
            raise BadRecord("a Scopa deck must be a permutation of the 40 cards")
        return self.deal_from_layout(layout_from_deck(cards, self.seats, self.dealer))

    def deal_from_layout(self, layout: Mapping[str, Any]) -> list[Event]:
        self.check_layout(layout, self.seats)
        if not self.needs_deal():
            raise IllegalAction("no deal is awaited", code="deal_over")
        if needs_redeal(layout["table"]):
            raise IllegalAction("the table holds three or four kings", code="redeal_required")
        self.deals += 1
        self.results.append(None)
        self.in_deal = True
        self.hands = [list(h) for h in layout["hands"]]
        self.table = list(layout["table"])
        self.stock = list(layout["stock"])
        self.piles = [[], []]
        self.scopas = [0, 0]
        self.last_capturer = None
        self.last_play = None
        self.last_capture = None
        self.plays = []
        self.turn = (self.dealer + 1) % self.seats
        return [
            {
                "type": "deal_start",
                "deal": self.deals,
                "dealer": self.dealer,
                "first": self.turn,
                "table": list(self.table),
                "hand_sizes": [len(h) for h in self.hands],
                "stock": len(self.stock),
            }
        ]

    # ----- play ---------------------------------------------------------------------------------
    def legal_actions(self, seat: int) -> list[Action]:
        if not self.in_deal or seat != self.turn:
            return []
        out: list[Action] = []
        table = self.table
        plays = _PLAYS[seat]
        for card in self.hands[seat]:
            opts = capture_options(table, card)
            if not opts:
                out.append(plays[card, None])
            elif len(opts[0]) == 1:  # single cards of equal value: the actions are built once
                out.extend(plays[card, o[0]] for o in opts)
            else:
                out.extend(Action("play", seat, card, capture=frozenset(o)) for o in opts)
        return out

    def _check(self, action: Action) -> None:
        if not isinstance(action, Action) or action.type != "play":
            raise IllegalAction(f"not a Scopa action: {action!r}", reason="unknown_action")
        if not self.in_deal:
            raise IllegalAction("no deal is running", code="deal_over")
        seat = action.seat
        if seat is None or seat != self.turn:
            raise IllegalAction(f"it is seat {self.turn}'s turn, not {seat!r}", reason="not_your_turn")
        card = action.card
        if card is None or card not in self.hands[seat]:
            raise IllegalAction(f"{card!r} is not in seat {seat}'s hand", reason="not_in_hand")
        if action.capture is None:
            raise IllegalAction("a play needs a capture set (empty for none)", reason="bad_capture")
        if action.cards is not None or action.pairs is not None or action.target is not None:
            raise IllegalAction("a Scopa play has only card and capture", reason="bad_action")
        opts = capture_options(self.table, card)
        if not opts:
            if action.capture:
                raise IllegalAction(f"{card} captures nothing here", reason="bad_capture")
            return
        if not action.capture:
            raise IllegalAction(f"{card} must capture", reason="must_capture")
        if action.capture not in {frozenset(o) for o in opts}:
            raise IllegalAction(f"{card} cannot capture {sorted(action.capture)}", reason="bad_capture")

    def apply(self, action: Action) -> list[Event]:
        self._check(action)
        seat = action.seat
        card = action.card
        assert seat is not None and card is not None and action.capture is not None
        side = seat % 2
        self.hands[seat].remove(card)
        capture = [c for c in self.table if c in action.capture]  # table order
        events: list[Event] = [{"type": "play", "seat": seat, "card": card, "capture": capture}]
        last = not self.stock and not any(self.hands)
        scopa = False
        if capture:
            self.table = [c for c in self.table if c not in action.capture]
            self.piles[side].extend(capture)
            self.piles[side].append(card)
            self.last_capturer = side
            events.append({"type": "capture", "seat": seat, "side": side, "cards": [*capture, card]})
            if not self.table and not last:
                scopa = True
                self.scopas[side] += 1
                events.append({"type": "scopa", "seat": seat, "side": side})
        else:
            self.table.append(card)
        self.last_play = {"seat": seat, "card": card, "capture": capture, "scopa": scopa}
        if self.plays is not None:
            self.plays.append({"seat": seat, "card": card, "capture": list(capture)})
        if capture:
            self.last_capture = self.last_play
        self.turn = (seat + 1) % self.seats
        if last:
            events.extend(self._end_deal())
        elif not any(self.hands):
            self._deal_hands()
            events.append(
                {
                    "type": "hands_dealt",
                    "hand_sizes": [len(h) for h in self.hands],
                    "stock": len(self.stock),
                }
            )
        return events

    def _deal_hands(self) -> None:
        n = self.seats
        stock = self.stock
        i = 0
        for _ in range(HAND_SIZE):
            for k in range(n):
                self.hands[(self.dealer + 1 + k) % n].append(stock[i])
                i += 1
        self.stock = stock[i:]

    def _end_deal(self) -> list[Event]:
        events: list[Event] = []
        rest = self.table
        self.table = []
        if rest:
            if self.last_capturer is not None:
                self.piles[self.last_capturer].extend(rest)
            events.append({"type": "rest", "side": self.last_capturer, "cards": list(rest)})
        result = count_deal(self.piles, self.scopas)
        self.results[-1] = result
        for s in (0, 1):
            self.score[s] += result["points"][s]
        self.in_deal = False
        self.turn = None
        events.append({"type": "deal_end", "deal": self.deals, "result": result, "score": list(self.score)})
        a, b = self.score
        if max(a, b) >= self.target and a != b:
            self.over = True
            self.winner = 0 if a > b else 1
            events.append({"type": "match_end", "result": self.match_result()})
        else:
            self.dealer = (self.dealer + 1) % self.seats
        return events

    def to_act(self) -> list[int]:
        return [self.turn] if self.in_deal and self.turn is not None else []

    # ----- information --------------------------------------------------------------------------
    def side_of(self, seat: int) -> int:
        return seat % 2

    def teams(self) -> list[list[int]]:
        return [[s for s in range(self.seats) if s % 2 == side] for side in (0, 1)]

    def view(self, seat: int | None) -> ScopaView:
        if seat is not None and not (isinstance(seat, int) and 0 <= seat < self.seats):
            raise ValueError(f"bad seat {seat!r}")
        out: ScopaView = {
            "game": self.name,
            "seats": self.seats,
            "seat": seat,
            "side": None if seat is None else seat % 2,
            "teams": self.teams(),
            "target": self.target,
            "dealer": self.dealer,
            "deal": self.deal_number(),
            "needs_deal": self.needs_deal(),
            "turn": self.turn,
            "to_act": self.to_act(),
            "hand_sizes": [len(h) for h in self.hands],
            "table": list(self.table),
            "stock": len(self.stock),
            "piles": [len(p) for p in self.piles],
            "scopas": list(self.scopas),
            "score": list(self.score),
            "last_capturer": self.last_capturer,
            "last_play": _copy_play(self.last_play),
            "last_capture": _copy_play(self.last_capture),
            "results": self.deal_results(),
            "match": self.match_result(),
            "over": self.over,
        }
        if seat is not None:
            out["hand"] = list(self.hands[seat])
        return out

    def memory(self, seat: int) -> JSON:
        out: JSON = {"captured": [list(p) for p in self.piles]}
        if self.plays is not None:
            out["plays"] = _copy_plays(self.plays)
        return out

    # ----- results ------------------------------------------------------------------------------
    def deal_results(self) -> list[JSON | None]:
        return [None if r is None else _copy_result(r) for r in self.results]

    def match_result(self) -> JSON:
        return {"score": list(self.score), "over": self.over, "winner": self.winner}

    def is_over(self) -> bool:
        return self.over

    # ----- serialisation ------------------------------------------------------------------------
    def to_json(self) -> JSON:
        out: JSON = {
            "game": self.name,
            "seats": self.seats,
            "target": self.target,
            "first_dealer": self.first_dealer,
            "dealer": self.dealer,
            "deals": self.deals,
            "in_deal": self.in_deal,
            "hands": [list(h) for h in self.hands],
            "table": list(self.table),
            "stock": list(self.stock),
            "piles": [list(p) for p in self.piles],
            "scopas": list(self.scopas),
            "last_capturer": self.last_capturer,
            "last_play": _copy_play(self.last_play),
            "last_capture": _copy_play(self.last_capture),
            "turn": self.turn,
            "score": list(self.score),
            "results": self.deal_results(),
            "over": self.over,
            "winner": self.winner,
        }
        if self.plays is not None:  # optional: states stored before it load without it
            out["plays"] = _copy_plays(self.plays)
        return out

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Self:
        """Rebuild a state written by :meth:`to_json`. :class:`BadRecord` when it is malformed or
        breaks an invariant every reachable state keeps (:meth:`_check_state`)."""
        try:
            if data.get("game") != cls.name:
                raise BadRecord("not a Scopa state")
            seats = data["seats"]
            if seats not in cls.SEAT_COUNTS or isinstance(seats, bool):
                raise BadRecord(f"Scopa is played by 2 or 4 seats, not {seats!r}")
            target = cls.normalize_options({"target": data["target"]})["target"]
            g = cls(seats, target, check_seat(data["first_dealer"], seats, "first_dealer"))
            g.dealer = check_seat(data["dealer"], seats, "dealer")
            deals = data["deals"]
            if not is_seat(deals, 1 << 20):
                raise BadRecord(f"bad deal count {deals!r}")
            g.deals = deals
            g.in_deal = check_flag(data["in_deal"], "in_deal")
            hands, piles = data["hands"], data["piles"]
            if not (isinstance(hands, list) and isinstance(piles, list) and len(hands) == seats
                    and len(piles) == 2):
                raise BadRecord("a Scopa state has a hand per seat and two piles")
            zones = [(f"hand {s}", h) for s, h in enumerate(hands)]
            zones += [("the table", data["table"]), ("the stock", data["stock"])]
            zones += [("pile 0", piles[0]), ("pile 1", piles[1])]
            check_cards_once(_DECK_SET, zones, complete=deals > 0)
            g.hands = [list(h) for h in hands]
            g.table = list(data["table"])
            g.stock = list(data["stock"])
            g.piles = [list(p) for p in piles]
            g.scopas = check_two_counts(data["scopas"], "scopas")
            g.last_capturer = check_seat(data["last_capturer"], 2, "last_capturer", none=True)
            g.last_play = _copy_play(data["last_play"])
            g.last_capture = _copy_play(data["last_capture"])
            g.turn = check_seat(data["turn"], seats, "turn", none=True)
            g.score = check_two_counts(data["score"], "score")
            results = data["results"]
            if not isinstance(results, list):
                raise BadRecord("results must be a list")
            g.results = [None if r is None else _copy_result(r) for r in results]
            g.over = check_flag(data["over"], "over")
            g.winner = check_seat(data["winner"], 2, "winner", none=True)
            plays = data.get("plays")
            g.plays = None if plays is None else _load_plays(plays, g)
            g._check_state()
        except (KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
            raise BadRecord(f"malformed Scopa state: {exc!r}") from exc
        return g

    def _check_state(self) -> None:
        """The invariants of every state play can reach (cards are already known to lie once each):
        one result per deal, the match is over exactly when the score decides it, the turn and the
        counts fit the deal."""
        n = self.seats
        results = self.results
        if len(results) != self.deals or any(r is None for r in results[:-1]):
            raise BadRecord("one result per deal, only the running deal's missing")
        if self.in_deal != bool(results and results[-1] is None):
            raise BadRecord("in_deal does not fit the deal's result")
        for r in results:
            if r is not None:
                _check_result(r)
        a, b = self.score
        decided = max(a, b) >= self.target and a != b
        if self.over != decided or self.winner != ((0 if a > b else 1) if decided else None):
            raise BadRecord("the match is over exactly when a side passed the target ahead")
        for name, play in (("last_play", self.last_play), ("last_capture", self.last_capture)):
            if play is not None:
                check_seat(play["seat"], n, f"{name} seat")
                check_cards_once(_DECK_SET, [(name, [play["card"], *play["capture"]])], complete=False)
        if not self.in_deal:
            if self.turn is not None or any(self.hands) or self.table or self.stock:
                raise BadRecord("between deals nobody holds cards and nobody's turn")
            return
        turn = self.turn
        if turn is None or not self.hands[turn]:
            raise BadRecord("the running deal's turn is a seat without cards")
        most = len(self.hands[turn])
        if most > HAND_SIZE or any(not most - 1 <= len(h) <= most for h in self.hands):
            raise BadRecord(f"hands of {[len(h) for h in self.hands]} cards cannot arise")
        if len(self.stock) % (HAND_SIZE * n):
            raise BadRecord(f"a stock of {len(self.stock)} cards cannot arise with {n} seats")
        if self.last_capturer is not None and not self.piles[self.last_capturer]:
            raise BadRecord("the last capturer has an empty pile")

    def redeal(self, hands: Sequence[Sequence[str]], stock: Sequence[str]) -> Self:
        """A copy of this state with the cards of the hands and the stock placed as given: a world
        a search samples. The same cards must stay in hands and stock, each once, every hand and
        the stock keeping its size. :class:`BadRecord` otherwise; this state is left as it is."""
        if len(hands) != self.seats:
            raise BadRecord(f"redeal needs {self.seats} hands")
        new = [list(h) for h in hands]
        for s, (h, old) in enumerate(zip(new, self.hands, strict=True)):
            if len(h) != len(old):
                raise BadRecord(f"hand {s} must keep its {len(old)} cards")
        if len(stock) != len(self.stock):
            raise BadRecord(f"the stock must keep its {len(self.stock)} cards")
        placed = [c for h in new for c in h] + list(stock)
        held = [c for h in self.hands for c in h] + self.stock
        try:
            same = len(set(placed)) == len(placed) and set(placed) == set(held)
        except TypeError:  # an unhashable entry: certainly not a card
            same = False
        if not same:
            raise BadRecord("a redeal must place the same cards, each once")
        g = self.clone()
        g.hands = new
        g.stock = list(stock)
        return g

    def clone(self) -> Self:
        g = object.__new__(type(self))
        g.seats = self.seats
        g.target = self.target
        g.first_dealer = self.first_dealer
        g.dealer = self.dealer
        g.deals = self.deals
        g.in_deal = self.in_deal
        g.hands = [h[:] for h in self.hands]
        g.table = self.table[:]
        g.stock = self.stock[:]
        g.piles = [self.piles[0][:], self.piles[1][:]]
        g.scopas = self.scopas[:]
        g.last_capturer = self.last_capturer
        g.last_play = self.last_play  # never mutated in place: shared safely
        g.last_capture = self.last_capture
        g.turn = self.turn
        g.score = self.score[:]
        g.results = self.results[:]  # results are never mutated once written
        g.over = self.over
        g.winner = self.winner
        g.plays = None if self.plays is None else self.plays[:]  # entries are never mutated
        return g










_RESULT_COUNTS = ("cards", "coins", "primiera", "scopas", "points")


def _check_result(r: Mapping[str, Any]) -> None:
    """A finished deal's result has the form :func:`count_deal` gives it."""
    if set(r) != {"over", "settebello", *_RESULT_COUNTS} or r["over"] is not True:
        raise BadRecord(f"a deal result has the keys of count_deal, got {sorted(r)}")
    for key in _RESULT_COUNTS:
        check_two_counts(r[key], key)
    check_seat(r["settebello"], 2, "settebello", none=True)


def _copy_play(p: Mapping[str, Any] | None) -> JSON | None:
    if p is None:
        return None
    return {"seat": p["seat"], "card": p["card"], "capture": list(p["capture"]), "scopa": p["scopa"]}


def _copy_plays(plays: Sequence[Mapping[str, Any]]) -> list[JSON]:
    return [{"seat": p["seat"], "card": p["card"], "capture": list(p["capture"])} for p in plays]


def _load_plays(plays: object, g: Scopa) -> list[JSON]:
    """The stored plays of the current (or the last) deal: each card played once; during a deal
    every card of them on the table or in a pile, and as many plays as the cards gone from the
    hands and the stock tell."""
    if not isinstance(plays, list):
        raise BadRecord("plays must be a list")
    out = []
    for p in plays:
        if not isinstance(p, dict) or set(p) != {"seat", "card", "capture"}:
            raise BadRecord("a play has the keys seat, card and capture")
        check_seat(p["seat"], g.seats, "play seat")
        out.append({"seat": p["seat"], "card": p["card"], "capture": p["capture"]})
    check_cards_once(_DECK_SET, [("plays", [p["card"] for p in out])], complete=False)
    lying = set(g.table).union(*g.piles)
    for p in out:
        check_cards_once(_DECK_SET, [("a play's capture", p["capture"])], complete=False)
        if g.in_deal and (p["card"] not in lying or not lying.issuperset(p["capture"])):
            raise BadRecord("a played card is neither on the table nor in a pile")
    if g.in_deal:
        want = len(DECK_40) - TABLE_SIZE - sum(len(h) for h in g.hands) - len(g.stock)
        if len(out) != want:
            raise BadRecord(f"{len(out)} plays stored, the deal has had {want}")
    return _copy_plays(out)


def _copy_result(r: Mapping[str, Any]) -> JSON:
    return {k: (list(v) if isinstance(v, list) else v) for k, v in r.items()}
