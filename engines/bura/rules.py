"""Bura: the whole match as a pure state machine (``docs/rules/bura.md``).

Phases of a running deal
------------------------
* ``lead``   — the attacker (the one who took the last trick; at the start the deal's leader) leads
  one card or two or three cards of one suit.
* ``defend`` — a lead lies on the table; the defender beats (covers every lead card) or dumps
  (gives as many cards face down).
* ``decide`` — the exchange's winner (now the attacker) says «Хватит!» (``enough``) or ``continue``.
* ``claim``  — the defender's «Стоп!» met an attacker holding three of one suit: the attacker's only
  move is ``stop`` (it leads its triple) until the clock's ``claim_timeout`` (the defender leads).
Between deals (and after the match) the phase is ``idle``.

Before deal 1 of a match the bot plays the first-move draw (``engines/bura/draw.py``, bura.md
version 2) as the phase ``draw``: :meth:`Bura.begin_draw`, then each round's face-down spread fed in
by :meth:`Bura.spread_deck` (the deck ``bura:draw:K``, like a deal's deck: a chance step), and a
``pick`` of a position by each seat; both picked, the higher card leads deal 1 (``needs_deal``), equal
ranks want the next spread (``needs_spread``). A match made with ``first`` given (a record's replay)
has no draw.

«Стоп!» (``stop``, no cards) is one action with three meanings, never ambiguous because a hand
holds at most three cards: three sixes (3 match points), three aces (4), or the defender's
same-suit triple interception (legal in ``lead`` at any time, and in ``defend`` while the window is
open and the pending lead has one or two cards). The window opens when a deal starts and after every
draw that moved a card; ``window_close`` (clock) closes it, and so do a beat, a dump and an
interception.

View (``view(seat)``; ``seat=None`` is an onlooker)
---------------------------------------------------
``game``        "bura"
``seat``        the seat the view is for, or ``None``
``deal``        the deal number (1-based; the last deal's number between deals)
``phase``       "lead" | "defend" | "decide" | "claim" | "idle"
``hand``        own cards (canonical order); ``None`` for an onlooker
``hand_sizes``  [cards of seat 0, cards of seat 1]
``trump``       the face-up trump card (``None`` before the first deal); ``trump_suit``
``stock``       number of cards left in the stock (the trump card is its last one)
``table``       ``{"attacker": seat, "lead": [cards]}`` — the pending lead ([] when none)
``tricks``      [tricks in seat 0's pile, tricks in seat 1's pile] — never contents or points
``leader``      who led this deal; ``attacker`` / ``defender`` the current roles (``None`` if idle)
``window``      true while the interception window (5 s bar) is open
``claim``       true while a claim waits for the attacker's «Стоп!»
``clock``       :meth:`Bura.pending_clock` (public: it never depends on a hand)
``can_stop``    whether this seat may press «Стоп!» now (own knowledge only; false for onlookers)
``to_act``      the seats publicly expected to move (the defender's possible «Стоп!» is never
                listed, so the attacker cannot learn that the defender holds a triple)
``score``       match score [seat 0, seat 1]; ``match_over``; ``winner`` (seat or ``None``)
``next_leader`` who leads the next deal
``results``     :meth:`Bura.deal_results` (results only carry points and trick counts)
``last_result`` the latest finished deal's result, or ``None``
``revealed``    between deals and after the match: both piles of the finished deal, card by card
                (canonical order), as the result screen shows them; ``None`` while a deal runs
``draw``        the first-move draw, or ``None`` when the match had none: ``{"rounds": [{"label",
                "picks": [p0, p1], "cards": [c0, c1]}], "spread": 36 | None, "first": seat | None}``
                — a round's cards are shown once both seats have picked (a pick is public, the card
                under it is not); ``spread`` is the face-down cards to pick from while a round is open

``memory(seat)``: ``{"deal": n, "trump": card, "exchanges": [...], "returned": [...]}`` where an
exchange is ``{"attacker", "defender", "lead", "intercept", "beat": pairs | None,
"dump": cards | None, "dump_count", "winner"}`` — ``dump`` is shown only to the seat that dumped —
and ``returned`` lists intercepted leads that went back to a hand: ``{"seat", "cards"}``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from itertools import combinations
from typing import Any, ClassVar, Self

from engines.bura import draw as first_draw
from engines.bura.view import BuraView
from engines.cards import DECK_36
from engines.protocol import (
    JSON,
    Action,
    ActionSchema,
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

#: order for beating: the ten outranks every face card
BEAT_ORDER: dict[str, int] = {r: i for i, r in enumerate("6789JQKTA")}
#: card points (only for counting a pile); the deck holds 120
CARD_POINTS: dict[str, int] = {"6": 0, "7": 0, "8": 0, "9": 0, "T": 10, "J": 2, "Q": 3, "K": 4, "A": 11}

TARGET = 12
WINDOW_SECONDS = 5
CLAIM_SECONDS = 3
HAND_SIZE = 3

_DECK_SET = frozenset(DECK_36)
_CARD_ORDER = {c: i for i, c in enumerate(DECK_36)}

WINDOW_CLOSE = Action("window_close")
CLAIM_TIMEOUT = Action("claim_timeout")
_SIMPLE = {(t, s): Action(t, s) for t in ("enough", "continue", "stop", "surrender") for s in (0, 1)}

# Memo of card-carrying actions (building a frozen Action is the engine's hottest spot). Pure: the
# same key always gives an equal, immutable value; cleared when large so memory stays bounded.
_MEMO: dict[tuple[object, ...], Action] = {}
_MEMO_LIMIT = 200_000


def _cards_action(kind: str, seat: int, cards: tuple[str, ...]) -> Action:
    key = (kind, seat, cards)
    a = _MEMO.get(key)
    if a is None:
        if len(_MEMO) >= _MEMO_LIMIT:
            _MEMO.clear()
        a = _MEMO[key] = Action(kind, seat, cards=frozenset(cards))
    return a


def _beat_action(seat: int, lead: tuple[str, ...], cover: tuple[str, ...]) -> Action:
    key = ("beat", seat, lead, cover)
    a = _MEMO.get(key)
    if a is None:
        if len(_MEMO) >= _MEMO_LIMIT:
            _MEMO.clear()
        a = _MEMO[key] = Action("beat", seat, pairs=frozenset(zip(lead, cover, strict=True)))
    return a

_PHASES = ("idle", "lead", "defend", "decide", "claim", "draw")
_REASONS = frozenset(
    ("enough", "enough_wrong", "three_sixes", "three_aces", "more_points", "dry", "tie", "surrender")
)










def pile_points(cards: Sequence[str]) -> int:
    return sum(CARD_POINTS[c[0]] for c in cards)


def _triple_suit(hand: Sequence[str]) -> bool:
    return len(hand) == 3 and hand[0][1] == hand[1][1] == hand[2][1]


def _special(hand: Sequence[str]) -> str | None:
    """``three_sixes`` / ``three_aces`` when the hand holds those three cards."""
    if len(hand) == 3:
        r = hand[0][0]
        if r == hand[1][0] == hand[2][0]:
            if r == "6":
                return "three_sixes"
            if r == "A":
                return "three_aces"
    return None


def covers(cover: str, lead: str, trump: str) -> bool:
    """May ``cover`` beat ``lead`` with trump suit ``trump``?"""
    if cover[1] == lead[1]:
        return BEAT_ORDER[cover[0]] > BEAT_ORDER[lead[0]]
    return cover[1] == trump


def _sorted(cards: Sequence[str]) -> list[str]:
    return sorted(cards, key=_CARD_ORDER.__getitem__)


class Bura(Game):
    """A Bura match for two seats; see the module docstring."""

    name: ClassVar[str] = "bura"
    deck: ClassVar[tuple[str, ...]] = DECK_36
    SEAT_COUNTS: ClassVar[tuple[int, ...]] = (2,)
    ACTIONS: ClassVar[ActionSchema] = {
        "lead": (("cards",), True),
        "beat": (("pairs",), True),
        "dump": (("cards",), True),
        "enough": ((), True),
        "continue": ((), True),
        "stop": ((), True),
        "surrender": ((), True),
        "window_close": ((), False),
        "claim_timeout": ((), False),
        "pick": (("position",), True),
    }

    __slots__ = (
        "seats", "first", "score", "results", "next_leader", "match_over", "winner",
        "phase", "hands", "stock", "trump", "piles", "tricks", "leader", "attacker",
        "table", "window", "exchanges", "returned", "intercept_lead", "draw",
    )

    # ----- construction ---------------------------------------------------------------------------
    def __init__(self, first: int = 0) -> None:
        if first not in (0, 1):
            raise BadRecord(f"bad first leader {first!r}")
        self.seats = 2
        self.first = first
        self.score = [0, 0]
        self.results: list[JSON | None] = []
        self.next_leader = first
        self.match_over = False
        self.winner: int | None = None
        # the current (or last) deal
        self.phase = "idle"
        self.hands: list[list[str]] = [[], []]
        self.stock: list[str] = []
        self.trump: str | None = None
        self.piles: list[list[str]] = [[], []]
        self.tricks = [0, 0]
        self.leader: int | None = None
        self.attacker: int | None = None
        self.table: list[str] = []
        self.window = False
        self.exchanges: list[JSON] = []
        self.returned: list[JSON] = []
        self.intercept_lead = False  # the pending lead is an interception's triple
        #: the first-move draw: {"rounds": [{"label", "picks", "cards"}], "spread": deck | None};
        #: None when the match has none
        self.draw: JSON | None = None

    @classmethod
    def normalize_options(cls, options: Mapping[str, Any] | None) -> JSON:
        if options is None:
            return {}
        if not isinstance(options, Mapping):
            raise BadRecord("options must be an object")
        if options:
            raise BadRecord(f"bura has no options, got {sorted(options)}")
        return {}

    @classmethod
    def new(
        cls, seats: int, options: Mapping[str, Any] | None = None, *, first: int = 0, dealer: int = 0
    ) -> Self:
        if seats not in cls.SEAT_COUNTS:
            raise BadRecord(f"bura is played by 2 seats, not {seats!r}")
        cls.normalize_options(options)
        return cls(first)

    @classmethod
    def first_from_draw(
        cls, seed: bytes, contributions: Sequence[str], claimed: Sequence[Any] | None = None
    ) -> tuple[int, list[JSON]]:
        """Who leads deal 1, by the fair first-move draw (engines/bura/draw.py): computed (version 1),
        or played with the picks the ``claimed`` rounds name (version 2)."""
        drawn = first_draw.replay(seed, contributions, claimed)
        if drawn is None:
            raise BadRecord("the first-move draw's picks are impossible (a position twice, out of the "
                            "spread, missing, or a last round that is a tie)")
        return drawn

    @classmethod
    def check_layout(cls, layout: object, seats: int) -> None:
        if seats != 2:
            raise BadRecord(f"bura is played by 2 seats, not {seats!r}")
        if not isinstance(layout, Mapping):
            raise BadRecord("a layout must be an object")
        extra = set(layout) - {"hands", "stock", "table"}
        if extra:
            raise BadRecord(f"bura layout has unknown key(s) {sorted(extra)}")
        if layout.get("table", []) != []:
            raise BadRecord("a bura layout has no table")
        hands = layout.get("hands")
        stock = layout.get("stock")
        if not isinstance(hands, list) or len(hands) != 2 or not all(isinstance(h, list) for h in hands):
            raise BadRecord("layout 'hands' must be two lists of cards")
        if not isinstance(stock, list):
            raise BadRecord("layout 'stock' must be a list of cards")
        seen: set[str] = set()
        for c in [*hands[0], *hands[1], *stock]:
            if not isinstance(c, str) or c not in _DECK_SET:
                raise BadRecord(f"unknown card {c!r}")
            if c in seen:
                raise BadRecord(f"repeated card {c!r}")
            seen.add(c)
        for i, h in enumerate(hands):
            if len(h) != HAND_SIZE:
                raise BadRecord(f"hand {i} holds {len(h)} cards, not {HAND_SIZE}")
        if len(stock) != len(DECK_36) - 2 * HAND_SIZE:
            raise BadRecord(f"the stock holds {len(stock)} cards, not {len(DECK_36) - 2 * HAND_SIZE}")

    # ----- dealing --------------------------------------------------------------------------------
    def needs_deal(self) -> bool:
        return not self.match_over and self.phase == "idle"

    def deal_number(self) -> int:
        return len(self.results) + (1 if self.needs_deal() or self.phase == "draw" else 0)

    # ----- the first-move draw (engines/bura/draw.py) -------------------------------------------
    def begin_draw(self) -> None:
        """A new match draws for its first leader: the phase ``draw``, waiting for a spread."""
        if self.results or self.phase != "idle" or self.draw is not None:
            raise IllegalAction("the draw comes before deal 1", reason="draw_done")
        self.draw = {"rounds": [], "spread": None}
        self.phase = "draw"

    def needs_spread(self) -> bool:
        """The draw waits for the next round's face-down spread (:meth:`spread_deck`)."""
        return self.phase == "draw" and self.draw is not None and self.draw["spread"] is None

    def draw_label(self) -> str:
        """The fair-deck label of the spread the draw waits for (``bura:draw:K``)."""
        assert self.draw is not None
        return first_draw.label(len(self.draw["rounds"]) + 1)

    def spread_deck(self, deck: Sequence[str]) -> list[Event]:
        """The next round's spread: the deck ``bura:draw:K``, face down (a chance step)."""
        if not self.needs_spread():
            raise IllegalAction("no spread is awaited", reason="no_spread")
        if len(deck) != len(DECK_36) or set(deck) != _DECK_SET:
            raise BadRecord("a bura deck is a permutation of the 36 cards")
        if len(self.draw["rounds"]) >= first_draw.MAX_ROUNDS:  # type: ignore[index]
            raise IllegalAction("too many draws", reason="draw_done")
        label = self.draw_label()
        rounds = [*self.draw["rounds"], {"label": label, "picks": [None, None], "cards": [None, None]}]  # type: ignore[index]
        self.draw = {"rounds": rounds, "spread": list(deck)}
        return [{"type": "draw_spread", "label": label, "cards": len(deck)}]

    def _draw_picks(self, seat: int) -> list[Action]:
        if self.draw is None or self.draw["spread"] is None:
            return []
        picks = self.draw["rounds"][-1]["picks"]
        if picks[seat] is not None:
            return []
        return [Action("pick", seat, position=p) for p in range(first_draw.SPREAD) if p != picks[1 - seat]]

    def _pick(self, action: Action) -> list[Event]:
        seat, position = action.seat, action.position
        if action.type != "pick" or seat not in (0, 1) or action not in self._draw_picks(seat):
            raise IllegalAction(f"{action!r} is not legal now", reason="draw")
        assert self.draw is not None and seat is not None and position is not None
        rounds = [dict(r) for r in self.draw["rounds"]]
        current = rounds[-1]
        spread = self.draw["spread"]
        current["picks"] = [position if s == seat else current["picks"][s] for s in (0, 1)]
        current["cards"] = [spread[position] if s == seat else current["cards"][s] for s in (0, 1)]
        events: list[Event] = [{"type": "draw_pick", "seat": seat, "position": position}]
        if None in current["picks"]:
            self.draw = {"rounds": rounds, "spread": spread}
            return events
        first = first_draw.higher(current["cards"])
        self.draw = {"rounds": rounds, "spread": None}
        events.append({"type": "draw_reveal", "cards": list(current["cards"]), "first": first})
        if first is not None:
            self.first = self.next_leader = first
            self.phase = "idle"
        return events

    def draw_result(self) -> JSON | None:
        """The finished draw as a record keeps it (``first_draw``): ``{"draws": rounds, "first"}``;
        None while it runs or when the match had none."""
        if self.draw is None or self.phase == "draw":
            return None
        rounds = [{"label": r["label"], "picks": list(r["picks"]), "cards": list(r["cards"])}
                  for r in self.draw["rounds"]]
        return {"draws": rounds, "first": self.first}

    def _draw_view(self) -> JSON | None:
        if self.draw is None:
            return None
        rounds = []
        for r in self.draw["rounds"]:
            shown = None not in r["picks"]
            rounds.append({"label": r["label"], "picks": list(r["picks"]),
                           "cards": list(r["cards"]) if shown else [None, None]})
        spread = self.draw["spread"]
        return {"rounds": rounds, "spread": None if spread is None else len(spread),
                "first": None if self.phase == "draw" else self.first}

    def layout_from_deck(self, deck: Sequence[str]) -> JSON:
        """The layout the dealing convention makes of a whole deck order (index 0 = top)."""
        if len(deck) != len(DECK_36) or set(deck) != _DECK_SET:
            raise BadRecord("a bura deck is a permutation of the 36 cards")
        leader = self.next_leader
        hands: list[list[str]] = [[], []]
        for i in range(2 * HAND_SIZE):
            hands[leader if i % 2 == 0 else 1 - leader].append(deck[i])
        stock = list(deck[2 * HAND_SIZE + 1:]) + [deck[2 * HAND_SIZE]]
        return {"hands": hands, "stock": stock}

    def deal_from_deck(self, deck: Sequence[str]) -> list[Event]:
        self._check_can_deal()
        # a layout made of a whole deck is valid by construction: check_layout is skipped
        return self._deal(self.layout_from_deck(deck))

    def _check_can_deal(self) -> None:
        if self.match_over:
            raise IllegalAction("the match is over", code="deal_over", reason="match_over")
        if self.phase != "idle":
            raise IllegalAction("a deal is running", reason="deal_running")

    def deal_from_layout(self, layout: Mapping[str, Any]) -> list[Event]:
        self._check_can_deal()
        self.check_layout(layout, 2)
        return self._deal(layout)

    def _deal(self, layout: Mapping[str, Any]) -> list[Event]:
        """Start a deal from a valid layout."""
        self.hands = [list(layout["hands"][0]), list(layout["hands"][1])]
        self.stock = list(layout["stock"])
        self.trump = self.stock[-1]
        self.piles = [[], []]
        self.tricks = [0, 0]
        self.leader = self.next_leader
        self.attacker = self.leader
        self.table = []
        self.window = True
        self.exchanges = []
        self.returned = []
        self.intercept_lead = False
        self.phase = "lead"
        self.results.append(None)
        return [
            {"type": "deal", "deal": len(self.results), "leader": self.leader, "trump": self.trump,
             "stock": len(self.stock)},
            {"type": "window_open", "seconds": WINDOW_SECONDS},
        ]

    # ----- legal actions --------------------------------------------------------------------------
    @property
    def defender(self) -> int | None:
        return None if self.attacker is None else 1 - self.attacker

    def _running(self) -> bool:
        return self.phase not in ("idle", "draw")

    def _can_stop(self, seat: int) -> bool:
        hand = self.hands[seat]
        if len(hand) != 3:
            return False
        phase = self.phase
        if phase == "claim":
            return seat == self.attacker
        if _special(hand) is not None:
            return True
        if seat != self.attacker and _triple_suit(hand):
            if phase == "lead":
                return True
            if phase == "defend":
                return self.window and len(self.table) < 3
        return False

    def legal_actions(self, seat: int) -> list[Action]:
        if self.phase == "draw" and seat in (0, 1):
            return self._draw_picks(seat)
        if seat not in (0, 1) or not self._running():
            return []
        out: list[Action] = []
        phase = self.phase
        if phase == "claim":
            if seat == self.attacker:
                out.append(_SIMPLE["stop", seat])
        else:
            if phase == "lead" and seat == self.attacker:
                out.extend(self._leads(seat))
            elif phase == "defend" and seat != self.attacker:
                out.extend(self._beats(seat))
                out.extend(self._dumps(seat))
            elif phase == "decide" and seat == self.attacker:
                out.append(_SIMPLE["enough", seat])
                out.append(_SIMPLE["continue", seat])
            if self._can_stop(seat):
                out.append(_SIMPLE["stop", seat])
        out.append(_SIMPLE["surrender", seat])
        return out

    def is_legal(self, action: Action) -> bool:
        """``action in legal_actions(action.seat)`` (or in :meth:`clock_actions` for the clock),
        decided without enumerating."""
        seat = action.seat
        if seat is None:
            return action in self.clock_actions()
        if self.phase == "draw" or action.type == "pick":
            return seat in (0, 1) and action in self._draw_picks(seat)
        if seat not in (0, 1) or self.phase == "idle" or action.position is not None:
            return False
        kind = action.type
        fields = (action.card, action.target, action.cards, action.pairs, action.capture)
        if kind == "beat":
            if fields != (None, None, None, action.pairs, None) or action.pairs is None:
                return False
        elif kind in ("lead", "dump"):
            if fields != (None, None, action.cards, None, None) or action.cards is None:
                return False
        elif fields != (None, None, None, None, None):
            return False
        phase = self.phase
        if kind == "surrender":
            return True
        if kind == "stop":
            return self._can_stop(seat)
        if phase == "claim":
            return False
        hand = self.hands[seat]
        if kind == "lead":
            cards = action.cards
            if phase != "lead" or seat != self.attacker or not 1 <= len(cards) <= 3:  # type: ignore[arg-type]
                return False
            if len({c[1] for c in cards}) != 1:  # type: ignore[union-attr]
                return False
            return all(c in hand for c in cards)  # type: ignore[union-attr]
        if kind == "dump":
            cards = action.cards
            return (phase == "defend" and seat != self.attacker and len(cards) == len(self.table)  # type: ignore[arg-type]
                    and all(c in hand for c in cards))  # type: ignore[union-attr]
        if kind == "beat":
            pairs = action.pairs
            if phase != "defend" or seat == self.attacker or len(pairs) != len(self.table):  # type: ignore[arg-type]
                return False
            trump = self.trump[1]  # type: ignore[index]
            leads = {p[0] for p in pairs}  # type: ignore[union-attr]
            used = {p[1] for p in pairs}  # type: ignore[union-attr]
            return (leads == set(self.table) and len(used) == len(pairs)  # type: ignore[arg-type]
                    and all(c in hand for c in used) and all(covers(c, le, trump) for le, c in pairs))  # type: ignore[union-attr]
        if kind in ("enough", "continue"):
            return phase == "decide" and seat == self.attacker
        return False

    def _leads(self, seat: int) -> list[Action]:
        hand = self.hands[seat]
        out = [_cards_action("lead", seat, (c,)) for c in hand]
        if len(hand) >= 2:
            for k in (2, 3):
                for combo in combinations(hand, k):
                    s = combo[0][1]
                    if combo[1][1] == s and combo[-1][1] == s:
                        out.append(_cards_action("lead", seat, combo))
        return out

    def _cover_tuples(self, seat: int) -> list[tuple[str, ...]]:
        """Every tuple of distinct hand cards covering the table's lead cards in order."""
        hand = self.hands[seat]
        trump = self.trump[1]  # type: ignore[index]
        options = [[c for c in hand if covers(c, lead, trump)] for lead in self.table]
        if not all(options):
            return []
        result: list[tuple[str, ...]] = [()]
        for opts in options:
            result = [(*used, c) for used in result for c in opts if c not in used]
        return result

    def _beats(self, seat: int) -> list[Action]:
        lead = tuple(self.table)
        return [_beat_action(seat, lead, cover) for cover in self._cover_tuples(seat)]

    def _dumps(self, seat: int) -> list[Action]:
        return [_cards_action("dump", seat, c) for c in combinations(self.hands[seat], len(self.table))]

    def clock_actions(self) -> list[Action]:
        if self.phase == "claim":
            return [CLAIM_TIMEOUT]
        if self.window and self._running():
            return [WINDOW_CLOSE]
        return []

    def pending_clock(self) -> JSON | None:
        if self.phase == "claim":
            return {"action": "claim_timeout", "seconds": CLAIM_SECONDS}
        if self.window and self._running():
            return {"action": "window_close", "seconds": WINDOW_SECONDS}
        return None

    def to_act(self) -> list[int]:
        return [s for s in (0, 1) if any(a.type != "surrender" for a in self.legal_actions(s))]

    def _public_to_act(self) -> list[int]:
        if self.phase == "draw":
            return self.to_act()  # who has not picked yet: a pick is public
        if self.phase in ("lead", "decide", "claim"):
            return [self.attacker]  # type: ignore[list-item]
        if self.phase == "defend":
            return [self.defender]  # type: ignore[list-item]
        return []

    # ----- apply ----------------------------------------------------------------------------------
    def apply(self, action: Action) -> list[Event]:
        if not isinstance(action, Action):
            raise IllegalAction(f"not an action: {action!r}", reason="bad_action")
        if self.phase == "draw":
            return self._pick(action)
        if self.match_over or not self._running():
            raise IllegalAction("no deal is running", code="deal_over", reason="deal_over")
        if action.seat is None:
            if action not in self.clock_actions():
                raise IllegalAction(f"clock action {action.type!r} is not legal now", reason="clock")
            if action.type == "window_close":
                self.window = False
                return [{"type": "window_close"}]
            return self._claim_timeout()
        seat = action.seat
        if not self.is_legal(action):
            raise IllegalAction(f"{action!r} is not legal now", reason=self._why(action))
        kind = action.type
        if kind == "lead":
            return self._lead(seat, action.cards)  # type: ignore[arg-type]
        if kind == "beat":
            return self._beat(seat, action.pairs)  # type: ignore[arg-type]
        if kind == "dump":
            return self._dump(seat, action.cards)  # type: ignore[arg-type]
        if kind == "enough":
            return self._enough(seat)
        if kind == "continue":
            return self._continue(seat)
        if kind == "stop":
            return self._stop(seat)
        return self._surrender(seat)

    def _why(self, action: Action) -> str:
        """A machine-readable reason for a refused seat action (for the bot's message)."""
        seat = action.seat
        if seat not in (0, 1):
            return "bad_seat"
        if action.type not in self.ACTIONS:
            return "bad_action"
        hand = set(self.hands[seat])
        cards = set(action.cards or ()) | {p[1] for p in (action.pairs or ())}
        if cards - hand:
            return "not_in_hand"
        if action.type == "stop":
            return "cannot_stop"
        phase = self.phase
        mine: tuple[str, ...] = ()
        if seat == self.attacker:
            mine = {"lead": ("lead",), "decide": ("enough", "continue"), "claim": ("stop",)}.get(phase, ())
        elif phase == "defend":
            mine = ("beat", "dump")
        if action.type not in mine:
            return "not_your_turn"
        if action.type == "beat":
            return "cannot_beat"
        if action.type == "lead":
            return "bad_lead"
        if action.type == "dump":
            return "wrong_count"
        return "illegal_action"

    def _lead(self, seat: int, cards: frozenset[str]) -> list[Event]:
        hand = self.hands[seat]
        lead = [c for c in hand if c in cards]
        self.hands[seat] = [c for c in hand if c not in cards]
        self.table = lead
        self.intercept_lead = False
        self.phase = "defend"
        return [{"type": "lead", "seat": seat, "cards": _sorted(lead)}]

    def _finish_exchange(self, winner: int, covered: list[str], beat: list[list[str]] | None,
                         dump: list[str] | None, defender: int) -> None:
        self.piles[winner].extend(self.table)
        self.piles[winner].extend(covered)
        self.tricks[winner] += 1
        self.exchanges.append({
            "attacker": self.attacker, "defender": defender, "lead": list(self.table),
            "intercept": self.intercept_lead, "beat": beat, "dump": dump,
            "dump_count": len(dump) if dump is not None else 0, "winner": winner,
        })
        self.table = []
        self.intercept_lead = False
        self.window = False
        self.attacker = winner
        self.phase = "decide"

    def _beat(self, seat: int, pairs: frozenset[tuple[str, str]]) -> list[Event]:
        order = {c: i for i, c in enumerate(self.table)}
        ordered = sorted(pairs, key=lambda p: order[p[0]])
        used = {p[1] for p in ordered}
        self.hands[seat] = [c for c in self.hands[seat] if c not in used]
        beat = [[p[0], p[1]] for p in ordered]
        self._finish_exchange(seat, [p[1] for p in ordered], beat, None, seat)
        return [
            {"type": "beat", "seat": seat, "pairs": beat},
            {"type": "trick", "seat": seat, "tricks": self.tricks[seat]},
        ]

    def _dump(self, seat: int, cards: frozenset[str]) -> list[Event]:
        dumped = [c for c in self.hands[seat] if c in cards]
        self.hands[seat] = [c for c in self.hands[seat] if c not in cards]
        winner = 1 - seat
        self._finish_exchange(winner, dumped, None, dumped, seat)
        return [{"type": "dump", "seat": seat, "count": len(dumped)},
                {"type": "trick", "seat": winner, "tricks": self.tricks[winner]}]

    def _enough(self, seat: int) -> list[Event]:
        mine = pile_points(self.piles[seat])
        other = pile_points(self.piles[1 - seat])
        if 41 <= mine <= 70:
            points = 2 if other < 41 else 4 if other <= 70 else 6
            award = {"seat": seat, "points": points, "reason": "enough"}
        else:
            award = {"seat": 1 - seat, "points": 2, "reason": "enough_wrong"}
        return [{"type": "enough", "seat": seat}, *self._end_deal(award)]

    def _continue(self, seat: int) -> list[Event]:
        if not self.stock and not self.hands[0] and not self.hands[1]:
            p = [pile_points(self.piles[0]), pile_points(self.piles[1])]
            if p[0] == p[1]:
                award: JSON = {"seat": None, "points": 0, "reason": "tie"}
            else:
                w = 0 if p[0] > p[1] else 1
                if self.tricks[1 - w] == 0:
                    award = {"seat": w, "points": 6, "reason": "dry"}
                else:
                    award = {"seat": w, "points": 1, "reason": "more_points"}
            return [{"type": "continue", "seat": seat}, *self._end_deal(award)]
        events: list[Event] = [{"type": "continue", "seat": seat}]
        drawn = [0, 0]
        turn = seat
        hands = self.hands
        while self.stock and (len(hands[0]) < HAND_SIZE or len(hands[1]) < HAND_SIZE):
            if len(hands[turn]) < HAND_SIZE:
                hands[turn].append(self.stock.pop(0))
                drawn[turn] += 1
            turn = 1 - turn
        self.phase = "lead"
        for s in (seat, 1 - seat):
            if drawn[s]:
                events.append({"type": "draw", "seat": s, "count": drawn[s]})
        if drawn[0] or drawn[1]:
            self.window = True
            events.append({"type": "window_open", "seconds": WINDOW_SECONDS})
        return events

    def _stop(self, seat: int) -> list[Event]:
        if self.phase == "claim":
            # the attacker answers the claim with its own triple
            triple = self.hands[seat]
            self.hands[seat] = []
            self.table = triple
            self.intercept_lead = True
            self.phase = "defend"
            return [{"type": "stop", "seat": seat, "reason": "claim_answer"},
                    {"type": "lead", "seat": seat, "cards": _sorted(triple), "intercept": True}]
        special = _special(self.hands[seat])
        if special is not None:
            points = 3 if special == "three_sixes" else 4
            return [{"type": "stop", "seat": seat, "reason": special, "cards": _sorted(self.hands[seat])},
                    *self._end_deal({"seat": seat, "points": points, "reason": special})]
        # the defender's interception
        events: list[Event] = [{"type": "stop", "seat": seat, "reason": "intercept"}]
        attacker = self.attacker
        assert attacker is not None
        self.window = False
        if self.table:
            returned = list(self.table)
            self.hands[attacker].extend(returned)
            self.table = []
            self.returned.append({"seat": attacker, "cards": returned})
            events.append({"type": "returned", "seat": attacker, "cards": _sorted(returned)})
        if _triple_suit(self.hands[attacker]):
            self.phase = "claim"
            events.append({"type": "claim", "seat": seat, "seconds": CLAIM_SECONDS})
            return events
        return events + self._intercept_lead(seat)

    def _intercept_lead(self, seat: int) -> list[Event]:
        triple = self.hands[seat]
        self.hands[seat] = []
        self.table = triple
        self.attacker = seat
        self.intercept_lead = True
        self.phase = "defend"
        return [{"type": "lead", "seat": seat, "cards": _sorted(triple), "intercept": True}]

    def _claim_timeout(self) -> list[Event]:
        return [{"type": "claim_timeout"}, *self._intercept_lead(1 - self.attacker)]  # type: ignore[operator]

    def _surrender(self, seat: int) -> list[Event]:
        events: list[Event] = [{"type": "surrender", "seat": seat}]
        events.extend(self._end_deal({"seat": 1 - seat, "points": 0, "reason": "surrender"}))
        return events

    def _end_deal(self, award: JSON) -> list[Event]:
        result = {
            "over": True,
            "award": award,
            "pile_points": [pile_points(self.piles[0]), pile_points(self.piles[1])],
            "tricks": list(self.tricks),
        }
        self.results[-1] = result
        self.phase = "idle"
        self.window = False
        self.intercept_lead = False  # a deal may end during an interception's defence («Стоп!»)
        events: list[Event] = [{"type": "deal_over", "deal": len(self.results), "result": result}]
        s = award["seat"]
        if award["reason"] == "surrender":
            self.match_over = True
            self.winner = s
        elif s is not None:
            self.score[s] += award["points"]
            self.next_leader = s
            if self.score[s] >= TARGET:
                self.match_over = True
                self.winner = s
        # a tie keeps the leader: next_leader is already this deal's leader
        if self.match_over:
            events.append({"type": "match_over", **self.match_result()})  # type: ignore[dict-item]
        return events

    # ----- views ----------------------------------------------------------------------------------
    def view(self, seat: int | None) -> BuraView:
        if seat is not None and seat not in (0, 1):
            raise ValueError(f"bad seat {seat!r}")
        running = self._running()
        last = next((r for r in reversed(self.results) if r is not None), None)
        return {
            "game": self.name,
            "seat": seat,
            "deal": len(self.results),
            "phase": self.phase,
            "hand": None if seat is None else _sorted(self.hands[seat]),
            "hand_sizes": [len(self.hands[0]), len(self.hands[1])],
            "trump": self.trump,
            "trump_suit": None if self.trump is None else self.trump[1],
            "stock": len(self.stock),
            "table": {"attacker": self.attacker if running else None, "lead": _sorted(self.table)},
            "tricks": list(self.tricks),
            "leader": self.leader,
            "attacker": self.attacker if running else None,
            "defender": self.defender if running else None,
            "window": self.window and running,
            "claim": self.phase == "claim",
            "clock": self.pending_clock(),
            "can_stop": seat is not None and running and self._can_stop(seat),
            "to_act": self._public_to_act(),
            "score": list(self.score),
            "match_over": self.match_over,
            "winner": self.winner,
            "next_leader": self.next_leader,
            "results": [None if r is None else _copy_result(r) for r in self.results],
            "last_result": None if last is None else _copy_result(last),
            # the finished deal's piles, card by card, once it is over (the result screen); while a
            # deal runs the piles stay secret to both players
            "revealed": [_sorted(p) for p in self.piles] if self.phase == "idle" and last else None,
            "draw": self._draw_view(),
        }

    def memory(self, seat: int) -> JSON:
        exchanges = []
        for e in self.exchanges:
            seen = dict(e)
            seen["lead"] = list(e["lead"])
            seen["beat"] = None if e["beat"] is None else [list(p) for p in e["beat"]]
            if e["dump"] is not None:
                seen["dump"] = list(e["dump"]) if e["defender"] == seat else None
            exchanges.append(seen)
        return {
            "deal": len(self.results),
            "trump": self.trump,
            "exchanges": exchanges,
            "returned": [{"seat": r["seat"], "cards": list(r["cards"])} for r in self.returned],
        }

    # ----- results --------------------------------------------------------------------------------
    def deal_results(self) -> list[JSON | None]:
        return [None if r is None else _copy_result(r) for r in self.results]

    def match_result(self) -> JSON | None:
        return {"score": list(self.score), "over": self.match_over, "winner": self.winner}

    def is_over(self) -> bool:
        return self.match_over

    # ----- serialisation --------------------------------------------------------------------------
    def to_json(self) -> JSON:
        return {
            "game": self.name,
            "first": self.first,
            "score": list(self.score),
            "results": self.deal_results(),
            "next_leader": self.next_leader,
            "match_over": self.match_over,
            "winner": self.winner,
            "phase": self.phase,
            "hands": [list(self.hands[0]), list(self.hands[1])],
            "stock": list(self.stock),
            "trump": self.trump,
            "piles": [list(self.piles[0]), list(self.piles[1])],
            "tricks": list(self.tricks),
            "leader": self.leader,
            "attacker": self.attacker,
            "table": list(self.table),
            "window": self.window,
            "intercept_lead": self.intercept_lead,
            "exchanges": [_copy_exchange(e) for e in self.exchanges],
            "returned": [{"seat": r["seat"], "cards": list(r["cards"])} for r in self.returned],
            "draw": _copy_draw(self.draw),
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Self:
        """Rebuild a state written by :meth:`to_json`. :class:`BadRecord` when it is malformed or
        breaks an invariant every reachable state keeps (:meth:`_check_state`)."""
        try:
            if data.get("game", cls.name) != cls.name:
                raise BadRecord(f"not a bura state: {data.get('game')!r}")
            g = cls(check_seat(data["first"], 2, "first"))
            g.score = check_two_counts(data["score"], "score")
            results = data["results"]
            if not isinstance(results, list):
                raise BadRecord("results must be a list")
            g.results = [None if r is None else _copy_result(r) for r in results]
            g.next_leader = check_seat(data["next_leader"], 2, "next_leader")
            g.match_over = check_flag(data["match_over"], "match_over")
            g.winner = check_seat(data["winner"], 2, "winner", none=True)
            g.phase = data["phase"]
            if g.phase not in _PHASES:
                raise BadRecord(f"unknown phase {g.phase!r}")
            hands, piles = data["hands"], data["piles"]
            if not (isinstance(hands, list) and isinstance(piles, list) and len(hands) == len(piles) == 2):
                raise BadRecord("a bura state has two hands and two piles")
            zones = [("hand 0", hands[0]), ("hand 1", hands[1]), ("the stock", data["stock"]),
                     ("the table", data["table"]), ("pile 0", piles[0]), ("pile 1", piles[1])]
            check_cards_once(_DECK_SET, zones, complete=bool(g.results))
            g.hands = [list(hands[0]), list(hands[1])]
            g.stock = list(data["stock"])
            g.trump = data["trump"]
            if g.trump is not None and g.trump not in _DECK_SET:
                raise BadRecord(f"bad trump card {g.trump!r}")
            g.piles = [list(piles[0]), list(piles[1])]
            g.tricks = check_two_counts(data["tricks"], "tricks")
            g.leader = check_seat(data["leader"], 2, "leader", none=True)
            g.attacker = check_seat(data["attacker"], 2, "attacker", none=True)
            g.table = list(data["table"])
            g.window = check_flag(data["window"], "window")
            g.intercept_lead = check_flag(data["intercept_lead"], "intercept_lead")
            g.exchanges = [_copy_exchange(e) for e in data["exchanges"]]
            g.returned = [{"seat": r["seat"], "cards": list(r["cards"])} for r in data["returned"]]
            g.draw = _copy_draw(data.get("draw"))
            g._check_state()
        except (KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
            raise BadRecord(f"malformed bura state: {exc!r}") from exc
        return g

    def _check_state(self) -> None:
        """The invariants of every state play can reach (cards are already known to lie once each):
        the results add up to the score, the match is over exactly when it is decided, the roles and
        the table fit the phase, counts stay within the rules."""
        results = self.results
        if any(r is None for r in results[:-1]):
            raise BadRecord("only the running deal may lack a result")
        _check_draw(self.draw, self.phase, self.first, bool(results))
        running = self.phase not in ("idle", "draw")
        if running != bool(results and results[-1] is None):
            raise BadRecord(f"phase {self.phase!r} does not fit the deal's result")
        points = [0, 0]
        for i, r in enumerate(results):
            if r is None:
                continue
            award = r["award"]
            seat, pts = award.get("seat"), award.get("points")
            if r["over"] is not True or award.get("reason") not in _REASONS or not is_seat(pts, TARGET):
                raise BadRecord(f"deal {i + 1}'s award is malformed: {award!r}")
            if seat is not None:
                points[check_seat(seat, 2, "award seat")] += pts
            if award["reason"] == "surrender" and (i != len(results) - 1 or not self.match_over):
                raise BadRecord("a surrender ends the match")
            check_two_counts(r["pile_points"], "pile_points")
            check_two_counts(r["tricks"], "tricks")
        if points != self.score:
            raise BadRecord(f"the score {self.score} is not the deals' awards {points}")
        if self.match_over != (self.winner is not None):
            raise BadRecord("a match is over exactly when it has a winner")
        if self.match_over:
            last = results[-1] if results else None
            surrendered = last is not None and last["award"]["reason"] == "surrender"
            if running or not (surrendered or self.score[self.winner] >= TARGET):  # type: ignore[index]
                raise BadRecord("the match is over but undecided")
        elif max(self.score) >= TARGET:
            raise BadRecord("a decided match is not over")
        if not results:
            if self.trump is not None or self.leader is not None or self.attacker is not None \
                    or self.tricks != [0, 0] or self.window or self.intercept_lead or self.exchanges \
                    or self.returned:
                raise BadRecord("a match waiting for its first deal has no trump, roles or tricks")
            return
        if self.trump not in _DECK_SET or (self.stock and self.stock[-1] != self.trump):
            raise BadRecord(f"the trump card {self.trump!r} is not the stock's last card")
        if self.leader is None:
            raise BadRecord("a dealt match has a leader")
        for s in (0, 1):
            if len(self.hands[s]) > HAND_SIZE:
                raise BadRecord(f"hand {s} holds {len(self.hands[s])} cards")
            n, t = len(self.piles[s]), self.tricks[s]
            if n % 2 or not 2 * t <= n <= 2 * HAND_SIZE * t:
                raise BadRecord(f"pile {s} holds {n} cards for {t} tricks")
        if len(self.exchanges) > sum(self.tricks):
            raise BadRecord("more exchanges than tricks")
        for e in self.exchanges:
            _check_exchange(e)
        for r in self.returned:
            check_seat(r["seat"], 2, "returned seat")
            check_cards_once(_DECK_SET, [("returned cards", r["cards"])], complete=False)
        if self.window and self.phase not in ("lead", "defend"):
            raise BadRecord(f"the interception window is open in phase {self.phase!r}")
        # between deals too: a deal ended by the defender's three aces or sixes (or a surrender) while it
        # defended an interception kept the flag before 2026-12-08, and states stored then must load
        if self.intercept_lead and self.phase not in ("defend", "idle"):
            raise BadRecord("an interception's lead outside the defence")
        if not running:
            return
        attacker = self.attacker
        if attacker is None:
            raise BadRecord("a running deal has an attacker")
        if self.leader != self.next_leader:
            raise BadRecord("the running deal's leader is not the match's next leader")
        table, phase = self.table, self.phase
        if phase == "defend":
            if not 1 <= len(table) <= HAND_SIZE or len({c[1] for c in table}) != 1:
                raise BadRecord(f"the lead {table} is not one to three cards of one suit")
            if len(self.hands[1 - attacker]) < len(table):
                raise BadRecord("the defender holds fewer cards than the lead")
        elif table:
            raise BadRecord(f"cards lie on the table in phase {phase!r}")
        elif phase == "lead" and not self.hands[attacker]:
            raise BadRecord("the attacker has no card to lead")
        elif phase == "claim" and not _triple_suit(self.hands[attacker]):
            raise BadRecord("a claim waits for an attacker without a triple")

    def clone(self) -> Self:
        g = object.__new__(type(self))
        g.seats = 2
        g.first = self.first
        g.score = self.score[:]
        g.results = self.results[:]  # results are never mutated once written
        g.next_leader = self.next_leader
        g.match_over = self.match_over
        g.winner = self.winner
        g.phase = self.phase
        g.hands = [self.hands[0][:], self.hands[1][:]]
        g.stock = self.stock[:]
        g.trump = self.trump
        g.piles = [self.piles[0][:], self.piles[1][:]]
        g.tricks = self.tricks[:]
        g.leader = self.leader
        g.attacker = self.attacker
        g.table = self.table[:]
        g.window = self.window
        g.intercept_lead = self.intercept_lead
        g.exchanges = self.exchanges[:]  # exchange entries are never mutated once written
        g.returned = self.returned[:]
        g.draw = self.draw  # replaced, never mutated, by the draw's steps
        return g

    def __repr__(self) -> str:
        return (f"Bura(deal={len(self.results)}, phase={self.phase}, score={self.score}, "
                f"attacker={self.attacker}, hands={self.hands}, table={self.table})")


def _check_exchange(e: Mapping[str, Any]) -> None:
    """An exchange as :meth:`Bura._finish_exchange` writes it: seats, one to three lead cards, beaten
    card by card or dumped as many."""
    attacker = check_seat(e["attacker"], 2, "exchange attacker")
    lead, beat, dump = e["lead"], e["beat"], e["dump"]
    if e["defender"] != 1 - attacker or e["winner"] not in (0, 1) or not isinstance(e["intercept"], bool):
        raise BadRecord(f"an exchange's seats are malformed: {e!r}")
    cards = list(lead)
    if beat is not None:
        if dump is not None or e["dump_count"] != 0 or len(beat) != len(lead):
            raise BadRecord("a beaten exchange has one cover per lead card and no dump")
        if not all(isinstance(p, list) and len(p) == 2 for p in beat) or [p[0] for p in beat] != lead:
            raise BadRecord("a beat covers the lead cards in their order")
        cards += [p[1] for p in beat]
    elif dump is None or e["dump_count"] != len(dump) or len(dump) != len(lead):
        raise BadRecord("an exchange is beaten or dumped, as many cards as the lead")
    else:
        cards += dump
    if not 1 <= len(lead) <= HAND_SIZE:
        raise BadRecord(f"an exchange leads {len(lead)} cards")
    check_cards_once(_DECK_SET, [("an exchange", cards)], complete=False)


def _copy_result(r: Mapping[str, Any]) -> JSON:
    return {
        "over": r["over"],
        "award": dict(r["award"]),
        "pile_points": list(r["pile_points"]),
        "tricks": list(r["tricks"]),
    }


def _copy_draw(d: Any) -> JSON | None:
    if d is None:
        return None
    spread = d["spread"]
    return {
        "rounds": [
            {"label": r["label"], "picks": list(r["picks"]), "cards": list(r["cards"])} for r in d["rounds"]
        ],
        "spread": None if spread is None else list(spread),
    }


def _check_draw(d: JSON | None, phase: str, first: int, dealt: bool) -> None:
    """The draw fits the phase: open only before deal 1; each round's picks differ and name the
    cards; every finished round but the last is a tie, and the last names ``first`` unless open."""
    if d is None:
        if phase == "draw":
            raise BadRecord("the phase draw without a draw")
        return
    if phase == "draw" and dealt:
        raise BadRecord("a draw after deal 1")
    rounds, spread = d["rounds"], d["spread"]
    if len(rounds) > first_draw.MAX_ROUNDS:
        raise BadRecord("too many draws")
    if spread is not None:
        check_cards_once(_DECK_SET, [("the spread", spread)], complete=True)
        if phase != "draw" or not rounds or None not in rounds[-1]["picks"]:
            raise BadRecord("a spread lies out with no round open")
    for i, r in enumerate(rounds):
        if r["label"] != first_draw.label(i + 1):
            raise BadRecord(f"draw round {i + 1} is labelled {r['label']!r}")
        picks, cards = r["picks"], r["cards"]
        for p, c in zip(picks, cards, strict=True):
            if (p is None) != (c is None) or (c is not None and c not in _DECK_SET):
                raise BadRecord(f"draw round {i + 1}: a pick without its card")
            if p is not None and not (isinstance(p, int) and 0 <= p < first_draw.SPREAD):
                raise BadRecord(f"draw round {i + 1}: bad position {p!r}")
        done = None not in picks
        if done and picks[0] == picks[1]:
            raise BadRecord(f"draw round {i + 1}: both picked position {picks[0]}")
        last = i == len(rounds) - 1
        if not last and (not done or first_draw.higher(cards) is not None):
            raise BadRecord(f"draw round {i + 1} is not a tie, yet another followed")
        if last and done and first_draw.higher(cards) is not None and (
            phase == "draw" or first_draw.higher(cards) != first
        ):
            raise BadRecord(f"draw round {i + 1} decided the leader, who is not seat {first}")
        if last and (not done or first_draw.higher(cards) is None) and phase != "draw":
            raise BadRecord("an unfinished draw outside the phase draw")


def _copy_exchange(e: Mapping[str, Any]) -> JSON:
    return {
        "attacker": e["attacker"],
        "defender": e["defender"],
        "lead": list(e["lead"]),
        "intercept": e["intercept"],
        "beat": None if e["beat"] is None else [list(p) for p in e["beat"]],
        "dump": None if e["dump"] is None else list(e["dump"]),
        "dump_count": e["dump_count"],
        "winner": e["winner"],
    }


__all__ = ["BEAT_ORDER", "CARD_POINTS", "Bura", "covers", "pile_points"]


def first_move_draw(seed: bytes, contributions: Sequence[str]) -> tuple[int, list[JSON]]:
    """Who leads deal 1 by the computed draw (docs/rules/bura.md, version 1): seat 0 gets card 0 of
    the deck ``bura:draw:K``, seat 1 card 1; the higher rank in the usual order leads, equal ranks
    draw again. Returns (first, the draws as ``[{"label", "cards"}]``)."""
    drawn = first_draw.replay(seed, contributions)
    assert drawn is not None  # 50 ties in a row never happen
    return drawn
