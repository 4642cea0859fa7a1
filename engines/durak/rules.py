"""Durak (podkidnoy and perevodnoy) for 2 to 6 seats: the state machine of one game.

Rules: ``docs/rules/durak.md``; records and layouts: ``docs/rules/records.md``.

Internal representation (chosen for speed, computer players replay thousands of games per move):
a card is an int 0..35, its index in :data:`engines.cards.DECK_36` (``suit * 9 + rank``); a hand is
an int bit mask (bit ``c`` set when the hand holds card ``c``); every possible :class:`Action` is
built once at import time and handed out again and again (they are immutable values).

``view(seat)`` keys (cards are card codes; seats are ints; ``view(None)`` has no ``hand``):

* ``game`` ``"durak"``, ``seats`` n, ``options`` the normalised options, ``seat`` the viewer or None;
* ``phase``: ``"deal"`` (waiting for cards), ``"play"`` or ``"over"``;
* ``hand``: the viewer's cards in canonical deck order (absent for ``view(None)``);
* ``hand_sizes``: every seat's number of cards;
* ``table``: the round's attack cards in the order played, each ``[attack, cover or null]``;
* ``trump``: the trump suit letter (``"S"``...) or null before the deal;
* ``trump_card``: the face-up trump card while it lies under the stock; with six seats dealt from a
  deck, the last card dealt (it names trump and stays known to all); otherwise null;
* ``stock``: cards left in the stock; ``discard``: cards in the discard pile (cards a layout left
  out count as discarded);
* ``attacker``: the seat whose attack the defender faces (the round's leader, or the last seat that
  transferred); ``first_attacker``: who led the round's first card (draws first);
  ``defender``: the current defender (all three null when no round runs);
* ``limit``: how many attack cards the round may hold (0 before the first card is led);
* ``passed``: seats that said «Не подкидываю» since the last new card (a seat with no legal
  throw-in also counts as passed but is not listed: it is simply not in ``to_act``);
* ``taking``: the defender has said «Беру» and the others may still throw in;
* ``out``: seats that have left the game, in leaving order;
* ``teams``: per seat its team (team k holds seat k; option ``teams``), or null without teams;
* ``to_act``: seats with a legal action; ``result``: the deal result (docs/rules/records.md) or null.

``memory(seat)`` keys: ``discard`` (the discarded cards, canonical order) and ``known`` (per seat,
the cards publicly known to be in its hand: taken from the table, the face-up trump card drawn, or
the six-seat trump card, and not played since).

Decisions where the rules are silent (also in the project report):

* A layout with an empty stock must name ``trump``; with a non-empty stock ``trump`` may be given but
  must be the suit of the stock's last card. The face-up card of a layout without stock is unknown.
* A layout may not give an empty hand while the stock holds cards (nobody could have an empty hand
  then); with an empty stock, empty-handed seats are out at once (in seat order), and a layout with
  at most one seat holding cards is decided immediately.
* Transfers go to the next seat that still takes part in the round: not out and holding cards.
* A card the defender covers with is added to the ranks others may throw in, as usual.
* Options ``throw_in`` and ``teams`` follow the page's sections of those names: with teams, the
  defender and a transfer's target skip the attacker's (defender's) partners, only the defender's
  opponents throw in or pass, and the game ends when one team alone holds cards (``loser_team``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from operator import itemgetter
from typing import Any, NoReturn, Self, cast

from engines.cards import DECK_36, SUITS
from engines.durak.view import DurakView
from engines.protocol import (
    Action,
    BadRecord,
    Event,
    Game,
    IllegalAction,
    check_cards_once,
    check_flag,
    is_seat,
)

JSON = dict[str, Any]

N_CARDS = 36
HAND_SIZE = 6
MODES = ("podkidnoy", "perevodnoy")
THROW_IN = ("any_time", "after_cover")
#: team option -> (seat count, number of teams); team k holds the seats s with s % teams == k
TEAMS: dict[str, tuple[int, int]] = {"2x2": (4, 2), "3x2": (6, 3), "2x3": (6, 2)}
DEFAULT_OPTIONS: JSON = {
    "mode": "podkidnoy",
    "throw_in_after_take": True,
    "throw_in": "any_time",
    "teams": None,
}

WAITING, PLAYING, OVER = 0, 1, 2
_PHASE_NAMES = ("deal", "play", "over")

CODES: tuple[str, ...] = DECK_36
_DECK_SET = frozenset(DECK_36)
_BAD_DECK = "a durak deck must be the 36 cards, each once"
INDEX: dict[str, int] = {c: i for i, c in enumerate(CODES)}
RANK: tuple[int, ...] = tuple(c % 9 for c in range(N_CARDS))
SUIT: tuple[int, ...] = tuple(c // 9 for c in range(N_CARDS))
FULL = (1 << N_CARDS) - 1
#: all four cards of a rank
RANK_MASK: tuple[int, ...] = tuple(sum(1 << (s * 9 + r) for s in range(4)) for r in range(9))
#: all nine cards of a suit
SUIT_MASK: tuple[int, ...] = tuple(((1 << 9) - 1) << (s * 9) for s in range(4))
#: BIT[c]: the mask of card c alone
BIT: tuple[int, ...] = tuple(1 << c for c in range(N_CARDS))
#: CARD_RANK_MASK[c]: all four cards of c's rank
CARD_RANK_MASK: tuple[int, ...] = tuple(RANK_MASK[RANK[c]] for c in range(N_CARDS))


def _beaters(trump: int, a: int) -> int:
    s, r = SUIT[a], RANK[a]
    m = 0
    for r2 in range(r + 1, 9):
        m |= 1 << (s * 9 + r2)
    if s != trump:
        m |= SUIT_MASK[trump]
    return m


#: _LIMIT[k]: how many attack cards a round may hold when the defender starts it with k cards
_LIMIT: tuple[int, ...] = tuple(min(k, HAND_SIZE) for k in range(N_CARDS + 1))

#: BEATERS[trump][a]: mask of the cards that cover attack card a
BEATERS: tuple[tuple[int, ...], ...] = tuple(tuple(_beaters(t, a) for a in range(N_CARDS)) for t in range(4))

MAX_SEATS = 6
#: interned actions
ATTACK: tuple[tuple[Action, ...], ...] = tuple(
    tuple(Action("attack", s, CODES[c]) for c in range(N_CARDS)) for s in range(MAX_SEATS)
)
TRANSFER: tuple[tuple[Action, ...], ...] = tuple(
    tuple(Action("transfer", s, CODES[c]) for c in range(N_CARDS)) for s in range(MAX_SEATS)
)
#: DEFEND[seat][target * 36 + card]
DEFEND: tuple[tuple[Action | None, ...], ...] = tuple(
    tuple(
        Action("defend", s, CODES[c], CODES[a])
        if (c != a and (RANK[c] > RANK[a] or SUIT[c] != SUIT[a]))
        else None
        for a in range(N_CARDS)
        for c in range(N_CARDS)
    )
    for s in range(MAX_SEATS)
)
#: DEFEND_ROWS[seat][target][card]: DEFEND by target, then card (typed without the None entries:
#: the cards that beat the target under no trump are never looked up)
DEFEND_ROWS = cast(
    tuple[tuple[tuple[Action, ...], ...], ...],
    tuple(
        tuple(DEFEND[s][a * N_CARDS : (a + 1) * N_CARDS] for a in range(N_CARDS)) for s in range(MAX_SEATS)
    ),
)
#: PAIR_CODES[a][c]: the codes of attack card a and its cover c, or of a alone when c is -1
PAIR_CODES: tuple[tuple[tuple[str, ...], ...], ...] = tuple(
    tuple((CODES[a], CODES[c]) for c in range(N_CARDS)) + ((CODES[a],),) for a in range(N_CARDS)
)
#: SUIT_CARDS[suit][9-bit slice of a hand]: the cards of that suit the slice holds, ascending
SUIT_CARDS: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(tuple(s * 9 + r for r in range(9) if m >> r & 1) for m in range(512)) for s in range(4)
)


def _defend_higher(s: int, a: int) -> tuple[tuple[Action, ...], ...]:
    """Per set of the cards above attack card a in its suit (as bits, the next rank lowest): seat
    s's defend actions on a with those cards, ascending."""
    r0 = RANK[a] + 1
    row = DEFEND_ROWS[s][a]
    return tuple(
        tuple(row[SUIT[a] * 9 + r] for r in range(r0, 9) if hm >> (r - r0) & 1) for hm in range(1 << (9 - r0))
    )


#: DEFEND_HIGHER[seat][a][hand >> (a + 1) & ABOVE_BITS[a]]: seat's defend actions on a with the
#: hand's cards above a in a's suit (tables of 1 to 256 entries, not 512 a card: less memory to read)
DEFEND_HIGHER: tuple[tuple[tuple[tuple[Action, ...], ...], ...], ...] = tuple(
    tuple(_defend_higher(s, a) for a in range(N_CARDS)) for s in range(MAX_SEATS)
)
#: ABOVE_BITS[c]: the mask of the ranks above c's in its suit, in a hand shifted right by c + 1
ABOVE_BITS: tuple[int, ...] = tuple((1 << (8 - RANK[c])) - 1 for c in range(N_CARDS))
#: SHIFT9[suit]: the shift of a suit's 9-bit slice of a hand
SHIFT9: tuple[int, ...] = (0, 9, 18, 27)
TAKE: tuple[Action, ...] = tuple(Action("take", s) for s in range(MAX_SEATS))


def _chunks(acts: tuple[Action, ...]) -> tuple[tuple[tuple[Action, ...], ...], ...]:
    """Per suit, per 9-bit slice of a hand mask: the actions of those cards, ascending.
    A hand's actions are then four table look-ups instead of a loop over its bits."""
    return tuple(
        tuple(tuple(acts[s * 9 + r] for r in range(9) if m >> r & 1) for m in range(512)) for s in range(4)
    )


#: ATTACK_BY_SUIT[seat][suit][9-bit slice of a hand] -> the attack actions of those cards
ATTACK_BY_SUIT = tuple(_chunks(ATTACK[s]) for s in range(MAX_SEATS))
TRANSFER_BY_SUIT = tuple(_chunks(TRANSFER[s]) for s in range(MAX_SEATS))
PASS: tuple[Action, ...] = tuple(Action("pass", s) for s in range(MAX_SEATS))

#: events as built once: ``apply`` hands out copies (a copy costs less than building the dict)
_EV_ATTACK: tuple[tuple[Event, ...], ...] = tuple(
    tuple({"type": "attack", "seat": s, "card": CODES[c]} for c in range(N_CARDS)) for s in range(MAX_SEATS)
)
#: _EV_DEFEND[seat][target * 36 + card], for the pairs DEFEND has (None elsewhere)
_EV_DEFEND = cast(
    tuple[tuple[Event, ...], ...],
    tuple(
        tuple(
            None if act is None else {"type": "defend", "seat": s, "card": act.card, "target": act.target}
            for act in DEFEND[s]
        )
        for s in range(MAX_SEATS)
    ),
)
_EV_TAKE: tuple[Event, ...] = tuple({"type": "take", "seat": s} for s in range(MAX_SEATS))
_EV_PASS: tuple[Event, ...] = tuple({"type": "pass", "seat": s} for s in range(MAX_SEATS))
#: _EV_DRAW[seat][count]
_EV_DRAW: tuple[tuple[Event, ...], ...] = tuple(
    tuple({"type": "draw", "seat": s, "count": k} for k in range(HAND_SIZE + 1)) for s in range(MAX_SEATS)
)
#: _EV_ROUND_START[attacker][defender]
_EV_ROUND_START: tuple[tuple[Event, ...], ...] = tuple(
    tuple({"type": "round_start", "attacker": a, "defender": d} for d in range(MAX_SEATS))
    for a in range(MAX_SEATS)
)
#: a round_end event's result, by whether the defender took
_ROUND_RESULT = ("discard", "take")
#: _EV_ROUND_END[took][defender], without its cards
_EV_ROUND_END: tuple[tuple[Event, ...], ...] = tuple(
    tuple({"type": "round_end", "result": result, "defender": d} for d in range(MAX_SEATS))
    for result in _ROUND_RESULT
)

_ATTACK, _DEFEND, _TAKE, _PASS, _TRANSFER = range(5)
_KINDS: dict[str, int] = {
    "attack": _ATTACK,
    "defend": _DEFEND,
    "take": _TAKE,
    "pass": _PASS,
    "transfer": _TRANSFER,
}


def _opponents(n: int, k: int) -> tuple[int, ...]:
    """Per seat of an n-seat game with k teams (0: none), the mask of its opponents."""
    everyone = (1 << n) - 1
    if k:
        return tuple(everyone & ~sum(1 << t for t in range(n) if t % k == s % k) for s in range(n))
    return tuple(everyone & ~(1 << s) for s in range(n))


#: _OPPONENTS[n][k]: _opponents(n, k), for every seat count and number of teams
_OPPONENTS: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(_opponents(n, k) for k in range(4)) for n in range(MAX_SEATS + 1)
)

#: SEAT_BIT[s]: the mask of seat s alone
SEAT_BIT: tuple[int, ...] = tuple(1 << s for s in range(MAX_SEATS))
#: SEATS_OF[mask]: the seats of a seat mask, ascending
SEATS_OF: tuple[tuple[int, ...], ...] = tuple(
    tuple(s for s in range(MAX_SEATS) if m >> s & 1) for m in range(1 << MAX_SEATS)
)


def _next_in(n: int, mask: int, s: int) -> int:
    for k in range(1, n + 1):
        t = (s + k) % n
        if mask >> t & 1:
            return t
    return -1


#: _NEXT_IN[n][mask][s]: the first seat of ``mask`` after seat s in an n-seat game (s itself last),
#: or -1
_NEXT_IN: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(tuple(_next_in(n, m, s) for s in range(n)) for m in range(1 << n)) for n in range(MAX_SEATS + 1)
)

#: _DRAW_ORDER[n][first][d]: who draws after a round of an n-seat game: turn order from the first
#: attacker, the defender d last
_DRAW_ORDER: tuple[tuple[tuple[tuple[int, ...], ...], ...], ...] = tuple(
    tuple(
        tuple(tuple((f + k) % n for k in range(n) if (f + k) % n != d) + (d,) for d in range(n))
        for f in range(n)
    )
    for n in range(MAX_SEATS + 1)
)


def _decode(action: Action) -> tuple[int, int, int, int]:
    """(kind, seat, card, target) of any action: seat -1 when it is not a seat at all, kind -1 for
    an unknown type, card and target -1 when they are not card codes."""
    s = action.seat
    t, code, target = action.type, action.card, action.target
    return (
        _KINDS.get(t, -1) if t.__class__ is str else -1,
        s if s.__class__ is int else -1,
        INDEX.get(code, -1) if code.__class__ is str else -1,
        INDEX.get(target, -1) if target.__class__ is str else -1,
    )


def _bits(m: int) -> list[int]:
    """The cards of a mask, ascending."""
    out = []
    while m:
        low = m & -m
        out.append(low.bit_length() - 1)
        m ^= low
    return out


def _codes(m: int) -> list[str]:
    return [CODES[c] for c in _bits(m)]


def _prefix_masks(stock: list[int]) -> list[int]:
    """[m0, m1, ...]: m_i is the mask of the cards stock[:i]."""
    out = [0]
    m = 0
    for c in stock:
        m |= BIT[c]
        out.append(m)
    return out


def _mask(codes: Sequence[str]) -> int:
    m = 0
    for code in codes:
        m |= BIT[INDEX[code]]
    return m


def _role(value: object, seats: int, name: str) -> int:
    """A role's seat as stored: a seat, or -1 when no round runs (checked against the phase later)."""
    if isinstance(value, int) and not isinstance(value, bool) and -1 <= value < seats:
        return value
    raise BadRecord(f"the {name} {value!r} is not a seat")


def _seat_mask(value: object, seats: int, name: str) -> int:
    """A list of distinct seats as a bit mask."""
    if not isinstance(value, list) or not all(is_seat(s, seats) for s in value):
        raise BadRecord(f"{name} must be a list of seats, not {value!r}")
    m: int = sum(1 << s for s in value)
    if m.bit_count() != len(value):
        raise BadRecord(f"{name} repeats a seat: {value!r}")
    return m


def _illegal(message: str, reason: str) -> IllegalAction:
    return IllegalAction(message, reason=reason)


class Durak(Game):
    """One game of Durak (a match is a single deal)."""

    name = "durak"
    deck = DECK_36
    SEAT_COUNTS = (2, 3, 4, 5, 6)
    ACTIONS = {
        "attack": (("card",), True),
        "defend": (("card", "target"), True),
        "transfer": (("card",), True),
        "take": ((), True),
        "pass": ((), True),
    }

    __slots__ = (
        "seats",
        "_options",
        "_transfer",
        "_tiat",
        "_ac",
        "_nteams",
        "_opp",
        "_dec",
        "_nplay",
        "_phase",
        "_hands",
        "_stock",
        "_nstock",
        "_drawn",
        "_trump",
        "_trump_card",
        "_trump_always",
        "_att",
        "_cov",
        "_uncovered",
        "_tmask",
        "_table",
        "_attacker",
        "_first",
        "_defender",
        "_limit",
        "_passed",
        "_taking",
        "_active",
        "_out",
        "_discard",
        "_known",
        "_result",
        "_acting",
    )

    # the slots' types (internal representation: see the module docstring)
    _options: JSON
    _transfer: bool
    _tiat: bool
    #: throw-ins only while every attack card is covered (option ``throw_in: after_cover``)
    _ac: bool
    #: number of teams (0: everyone for themselves); seat s plays in team s % _nteams
    _nteams: int
    #: _opp[s]: mask of the seats that are s's opponents (everyone else without teams)
    _opp: tuple[int, ...]
    #: while the game is played, _DECODED[seats]; else empty (``apply`` then refuses any action)
    _dec: dict[int, tuple[int, int, int, int]]
    #: while the game is played, the number of seats; else 0 (nobody has legal actions)
    _nplay: int
    _phase: int
    _hands: list[int]
    #: the stock as dealt, the top last; its first _nstock cards are left (shared by clones: drawing
    #: only shortens the stock, so the list itself never changes)
    _stock: list[int]
    _nstock: int
    #: _drawn[i]: the mask of the stock's i bottom cards (shared by clones: drawing only shortens)
    _drawn: list[int]
    _trump: int
    _trump_card: int
    _trump_always: bool
    _att: list[int]
    _cov: list[int]
    _uncovered: int
    _tmask: int
    #: the mask of the cards on the table
    _table: int
    _attacker: int
    _first: int
    _defender: int
    _limit: int
    _passed: int
    _taking: bool
    _active: int
    _out: list[int]
    _discard: int
    #: _known[s]: the cards that were publicly known in seat s's hand (taken from the table, the
    #: face-up trump card drawn, the six-seat trump card); those still held (``& _hands[s]``) are
    #: known now. A card played from a hand comes back to a hand only by a take, which makes it
    #: known again, so the bits of played cards need no clearing.
    _known: list[int]
    _result: JSON | None
    #: the two-seat class's answer of ``to_act``, kept by every change of its state (the general
    #: class only copies it: a slot of its own, so that both classes keep one layout)
    _acting: tuple[int, ...]

    # ----- construction and options -------------------------------------------------------------
    @classmethod
    def normalize_options(cls, options: Mapping[str, Any] | None) -> JSON:
        if options is None:
            return dict(DEFAULT_OPTIONS)
        if not isinstance(options, Mapping):
            raise BadRecord("options must be an object")
        extra = set(options) - set(DEFAULT_OPTIONS)
        if extra:
            raise BadRecord(f"unknown durak option(s) {sorted(extra)}")
        out = dict(DEFAULT_OPTIONS)
        if "mode" in options:
            if options["mode"] not in MODES:
                raise BadRecord(f"bad mode {options['mode']!r}")
            out["mode"] = options["mode"]
        if "throw_in_after_take" in options:
            if not isinstance(options["throw_in_after_take"], bool):
                raise BadRecord("throw_in_after_take must be true or false")
            out["throw_in_after_take"] = options["throw_in_after_take"]
        if "throw_in" in options:
            if options["throw_in"] not in THROW_IN:
                raise BadRecord(f"throw_in must be one of {list(THROW_IN)}, not {options['throw_in']!r}")
            out["throw_in"] = options["throw_in"]
        if "teams" in options:
            teams = options["teams"]
            if teams is not None and (not isinstance(teams, str) or teams not in TEAMS):
                raise BadRecord(f"teams must be null or one of {list(TEAMS)}, not {teams!r}")
            out["teams"] = teams
        return out

    @classmethod
    def check_options(cls, options: JSON, seats: int) -> None:
        teams = options.get("teams")
        if teams is not None and TEAMS[teams][0] != seats:
            raise BadRecord(f"teams {teams} needs {TEAMS[teams][0]} seats, not {seats}")

    @classmethod
    def new(
        cls, seats: int, options: Mapping[str, Any] | None = None, *, first: int = 0, dealer: int = 0
    ) -> Self:
        if options is None and seats.__class__ is int and seats == 2 and (cls is Durak or cls is _Durak2):
            # the usual two-seat game (a random game's): a clone of one made at import
            return _NEW2.clone()  # type: ignore[return-value]
        if not isinstance(seats, int) or isinstance(seats, bool) or seats not in cls.SEAT_COUNTS:
            raise BadRecord(f"durak needs 2 to 6 seats, not {seats!r}")
        # two seats: the class with the two-seat hot paths (a subclass of Durak's keeps its own)
        if cls is Durak or cls is _Durak2:
            cls = _Durak2 if seats == 2 else Durak  # type: ignore[assignment]
        g = cls.__new__(cls)
        g.seats = seats
        opts = cls.normalize_options(options)
        cls.check_options(opts, seats)
        g._set_options(opts)
        g._set_phase(WAITING)
        g._hands = [0] * seats
        g._stock = []
        g._nstock = 0
        g._drawn = [0]
        g._trump = -1
        g._trump_card = -1
        g._trump_always = False
        g._att = []
        g._cov = []
        g._uncovered = 0
        g._tmask = 0
        g._table = 0
        g._attacker = -1
        g._first = -1
        g._defender = -1
        g._limit = 0
        g._passed = 0
        g._taking = False
        g._active = (1 << seats) - 1
        g._out = []
        g._discard = 0
        g._known = [0] * seats
        g._result = None
        g._acting = ()
        return g

    def _set_options(self, options: JSON) -> None:
        self._options = options
        self._transfer = options["mode"] == "perevodnoy"
        self._tiat = options["throw_in_after_take"]
        self._ac = options["throw_in"] == "after_cover"
        teams = options["teams"]
        k = TEAMS[teams][1] if teams is not None else 0
        self._nteams = k
        self._opp = _OPPONENTS[self.seats][k]

    def _set_phase(self, phase: int) -> None:
        self._phase = phase
        playing = phase == PLAYING
        self._dec = _DECODED[self.seats] if playing else _NO_ACTIONS
        self._nplay = self.seats if playing else 0

    def team_of(self, seat: int) -> int | None:
        """The team of ``seat`` (team k holds seat k), or None without teams."""
        return seat % self._nteams if self._nteams else None

    def _decided(self) -> bool:
        """Only one side (a seat, or a team) still holds cards, or none: the game is over."""
        active = self._active
        k = self._nteams
        if not k:
            return active.bit_count() <= 1
        teams = 0
        for s in range(self.seats):
            if active >> s & 1:
                teams |= 1 << (s % k)
        return teams.bit_count() <= 1

    @property
    def options(self) -> JSON:
        return dict(self._options)

    @classmethod
    def check_layout(cls, layout: object, seats: int) -> None:
        if seats not in cls.SEAT_COUNTS:
            raise BadRecord(f"durak needs 2 to 6 seats, not {seats!r}")
        if not isinstance(layout, Mapping):
            raise BadRecord("a layout must be an object")
        extra = set(layout) - {"hands", "stock", "table", "trump"}
        if extra:
            raise BadRecord(f"unknown layout key(s) {sorted(extra)}")
        hands = layout.get("hands")
        stock = layout.get("stock", [])
        table = layout.get("table", [])
        if not isinstance(hands, list) or len(hands) != seats:
            raise BadRecord(f"a layout needs one hand per seat ({seats})")
        if not isinstance(stock, list):
            raise BadRecord("the stock must be a list of cards")
        if table != []:
            raise BadRecord("a durak layout starts with an empty table")
        seen: set[str] = set()
        for cards in [*hands, stock]:
            if not isinstance(cards, list):
                raise BadRecord("a hand must be a list of cards")
            for code in cards:
                if not isinstance(code, str) or code not in INDEX:
                    raise BadRecord(f"unknown card {code!r}")
                if code in seen:
                    raise BadRecord(f"repeated card {code}")
                seen.add(code)
        for i, hand in enumerate(hands):
            if len(hand) > HAND_SIZE:
                raise BadRecord(f"hand {i} holds {len(hand)} cards (at most {HAND_SIZE})")
            if not hand and stock:
                raise BadRecord(f"hand {i} is empty while the stock holds cards")
        trump = layout.get("trump")
        if trump is not None and (not isinstance(trump, str) or trump not in SUITS):
            raise BadRecord(f"bad trump {trump!r}")
        if stock:
            if trump is not None and trump != stock[-1][1]:
                raise BadRecord(f"trump {trump} is not the suit of the stock's last card {stock[-1]}")
        elif trump is None:
            raise BadRecord("a layout with an empty stock must name the trump suit")

    # ----- dealing ------------------------------------------------------------------------------
    def needs_deal(self) -> bool:
        return self._phase == WAITING

    def deal_number(self) -> int:
        return 1

    def _check_dealable(self) -> None:
        if self._phase != WAITING:
            raise IllegalAction("the game has already been dealt", code="deal_over", reason="deal_over")

    def deal_from_deck(self, deck: Sequence[str]) -> list[Event]:
        self._check_dealable()
        try:
            deck = list(deck)
            # a tuple of the 36 indices (one C-level look-up each)
            cards = itemgetter(*deck)(INDEX) if len(deck) == N_CARDS else None
        except (TypeError, KeyError):  # not a sequence, an unhashable card, or not a card
            cards = None
        if cards is None:
            raise BadRecord(_BAD_DECK)
        n = self.seats
        dealt = n * HAND_SIZE
        hands = [0] * n
        seen = 0
        for s in range(n):  # one card a seat in turn: seat s gets cards s, s + n, s + 2n...
            m = 0
            for c in cards[s:dealt:n]:
                m |= BIT[c]
            hands[s] = m
            seen |= m
        stock = [*cards[: dealt - 1 : -1]]  # internal: the top is the list's end
        drawn = _prefix_masks(stock)
        # 36 cards that together are the whole deck: each card once (no set of the codes built)
        if seen | drawn[-1] != FULL:
            raise BadRecord(_BAD_DECK)
        if stock:
            self._start(hands, stock, SUIT[stock[0]], -1, False, 0, drawn)
        else:  # six seats: the last card dealt names trump and stays known to all
            last = cards[-1]
            self._start(hands, stock, SUIT[last], last, True, 0, drawn)
        return self._deal_events()

    def deal_from_layout(self, layout: Mapping[str, Any]) -> list[Event]:
        self._check_dealable()
        self.check_layout(layout, self.seats)
        stock = [INDEX[c] for c in reversed(layout.get("stock", []))]
        trump = SUIT[stock[0]] if stock else SUITS.index(layout["trump"])
        hands = [_mask(h) for h in layout["hands"]]
        used = 0
        for c in stock:
            used |= BIT[c]
        for h in hands:
            used |= h
        self._start(hands, stock, trump, -1, False, FULL & ~used)
        return self._deal_events()

    def _start(
        self,
        hands: list[int],
        stock: list[int],
        trump: int,
        shown: int,
        always: bool,
        discard: int,
        drawn: list[int] | None = None,
    ) -> None:
        """Start play: ``hands`` as masks, ``stock`` as cards (the top last), ``discard`` the mask of
        the cards a layout left out; ``drawn``: the stock's prefix masks, when already made."""
        n = self.seats
        self._hands = hands
        self._stock = stock
        self._nstock = len(stock)
        self._drawn = _prefix_masks(stock) if drawn is None else drawn
        self._trump = trump
        self._trump_always = always
        if stock:
            self._trump_card = stock[0]
        else:
            self._trump_card = shown
        if always:
            for s in range(n):
                if hands[s] >> shown & 1:
                    self._known[s] = 1 << shown
        self._discard = discard
        self._set_phase(PLAYING)
        # who starts: the lowest trump in the starting hands, else seat 0
        starter = -1
        lowest = FULL + 1
        trumps = SUIT_MASK[trump]
        for s, h in enumerate(self._hands):
            t = h & trumps
            if t and t & -t < lowest:
                lowest = t & -t
                starter = s
        # a layout may leave seats without cards (stock empty): they are out at once
        if not stock:
            for s in range(n):
                if not self._hands[s]:
                    self._active &= ~(1 << s)
                    self._out.append(s)
            if self._decided():
                self._finish()
                return
        if starter < 0:
            starter = 0 if self._active & 1 else self._next_active(0)
        self._new_round(starter)

    def _deal_events(self) -> list[Event]:
        ev: Event = {
            "type": "deal",
            "seats": self.seats,
            "trump": SUITS[self._trump],
            "trump_card": self._shown_trump(),
            "stock": self._nstock,
        }
        events = [ev]
        for s in self._out:
            events.append({"type": "out", "seat": s})
        if self._phase == OVER:
            events.append({"type": "game_over", **self._result})  # type: ignore[dict-item]
        else:
            events.append({"type": "round_start", "attacker": self._attacker, "defender": self._defender})
        return events

    def _shown_trump(self) -> str | None:
        c = self._trump_card
        if c >= 0 and (self._nstock or self._trump_always):
            return CODES[c]
        return None

    # ----- helpers ------------------------------------------------------------------------------
    def _next_active(self, s: int) -> int:
        return _NEXT_IN[self.seats][self._active][s]

    def _new_round(self, attacker: int) -> None:
        if self._nteams:
            # the attack passes on while the attacker has no active opponent left to attack
            active = self._active
            opp = self._opp
            for _ in range(self.seats):
                if opp[attacker] & active:
                    break
                attacker = self._next_active(attacker)
            self._defender = self._next_opponent(attacker, attacker)
        else:
            self._defender = _NEXT_IN[self.seats][self._active][attacker]
        self._attacker = self._first = attacker
        self._clear_table()

    def _next_opponent(self, s: int, of: int) -> int:
        """The next active seat after ``s`` that is an opponent of ``of``, or -1."""
        n = self.seats
        cand = self._active & self._opp[of]
        for k in range(1, n + 1):
            t = (s + k) % n
            if cand >> t & 1:
                return t
        return -1

    def _clear_table(self) -> None:
        self._att = []
        self._cov = []
        self._uncovered = 0
        self._tmask = 0
        self._table = 0
        self._limit = 0
        self._passed = 0
        self._taking = False

    def _finish(self) -> None:
        active = self._active
        loser = None
        if active.bit_count() == 1:
            loser = active.bit_length() - 1
        self._result = {"over": True, "loser": loser, "out": list(self._out)}
        if self._nteams:
            self._result["loser_team"] = (active.bit_length() - 1) % self._nteams if active else None
        self._set_phase(OVER)
        self._attacker = self._first = self._defender = -1
        self._clear_table()

    # ----- play ---------------------------------------------------------------------------------
    def to_act(self) -> list[int]:
        if not self._nplay:
            return []
        att = self._att
        if not att:
            return [self._attacker]
        d = self._defender
        # two seats: the attacker is the defender's one opponent, and the only seat that can have
        # passed
        if self._uncovered and not self._taking:  # the defender acts
            if len(att) >= self._limit or self._ac:
                return [d]
            if self.seats == 2:
                if self._passed or not self._hands[self._attacker] & self._tmask:
                    return [d]
                return [0, 1]
            acting = 1 << d
        else:
            if len(att) >= self._limit:
                return []
            if self.seats == 2:
                a = self._attacker
                if self._passed or not self._hands[a] & self._tmask:
                    return []
                return [a]
            acting = 0
        # the defender while a card is uncovered, and the defender's opponents who have not passed and
        # hold a rank on the table
        hands = self._hands
        tm = self._tmask
        for s in SEATS_OF[self._opp[d] & ~self._passed]:
            if hands[s] & tm:
                acting |= 1 << s
        return [*SEATS_OF[acting]]

    def legal_actions(self, seat: int) -> list[Action]:
        if seat.__class__ is not int or not 0 <= seat < self._nplay:  # _nplay: 0 unless playing
            return []
        hand = self._hands[seat]
        att = self._att
        if not att:
            if seat != self._attacker:
                return []
            c0, c1, c2, c3 = ATTACK_BY_SUIT[seat]
            return [*c0[hand & 511], *c1[hand >> 9 & 511], *c2[hand >> 18 & 511], *c3[hand >> 27]]
        if seat == self._defender:
            return _legal_actions2(self, seat)  # its defender's part holds for any number of seats
        m = hand & self._tmask
        if (
            not m
            or self._passed & SEAT_BIT[seat]
            or len(att) >= self._limit
            or not self._opp[self._defender] & SEAT_BIT[seat]
            or (self._ac and self._uncovered and not self._taking)
        ):
            return []
        if m.bit_count() == 1:  # one card to throw in (the usual case)
            return [ATTACK[seat][m.bit_length() - 1], PASS[seat]]
        c0, c1, c2, c3 = ATTACK_BY_SUIT[seat]
        return [*c0[m & 511], *c1[m >> 9 & 511], *c2[m >> 18 & 511], *c3[m >> 27], PASS[seat]]

    def _transfer_target(self, d: int) -> int:
        """The next seat after ``d`` that takes part in the round (not out, holding cards) and is not
        ``d``'s partner."""
        n = self.seats
        hands = self._hands
        opp = self._opp[d]
        for k in range(1, n):
            t = (d + k) % n
            if hands[t] and opp >> t & 1:
                return t
        return -1

    def apply(self, action: Action) -> list[Event]:
        # the engine's own (interned) actions of this seat count, while the game is played: one
        # look-up gives the kind and the decoded fields. The four common kinds are played here, in
        # one frame (a call per action is a measurable share of a random game); transfers and
        # errors in methods of their own.
        try:
            kind, s, c, a = self._dec[id(action)]
        except KeyError:
            kind, s, c, a = self._decode_other(action)
        if kind == _ATTACK:  # a lead or a throw-in
            att = self._att
            hands = self._hands
            if not att:
                return _lead(self, s, c, action)
            d = self._defender
            if s == d:
                raise _illegal("the defender may not throw in", "defender")
            sb = SEAT_BIT[s]
            if not self._opp[d] & sb:
                raise _illegal(f"seat {s} is the defender's partner", "partner")
            _throw_in(self, s, c, action)
            taking = self._taking
            tm = self._tmask
            events: list[Event] = [_EV_ATTACK[s][c].copy()]
            if not taking:
                return events
            # the round ends unless an opponent may still throw in (nobody has passed)
            if len(att) < self._limit:
                for t in SEATS_OF[self._opp[d]]:
                    if hands[t] & tm:
                        return events
        elif kind == _DEFEND:
            tm = _cover(self, s, c, a, action)
            att = self._att
            hands = self._hands
            events = [_EV_DEFEND[s][a * N_CARDS + c].copy()]
            unc = self._uncovered = self._uncovered - 1
            if unc:
                return events
            # covered: the round ends unless an opponent may still throw in
            if len(att) < self._limit:
                for t in SEATS_OF[self._opp[s]]:
                    if hands[t] & tm:
                        return events
        elif kind == _TAKE:
            _take(self, s)
            att = self._att
            events = [_EV_TAKE[s].copy()]
            if self._tiat:
                self._passed = 0
                # the others may throw in while the table has room; else the round ends
                if len(att) < self._limit:
                    hands = self._hands
                    tm = self._tmask
                    for t in SEATS_OF[self._opp[s]]:
                        if hands[t] & tm:
                            return events
        elif kind == _PASS:
            d = self._defender
            if s == d:
                raise _illegal("the defender does not pass", "defender")
            att = self._att
            if not att:
                raise _illegal("nothing to pass on: the table is empty", "empty_table")
            opp = self._opp[d]
            sb = SEAT_BIT[s]
            if not opp & sb:
                raise _illegal(f"seat {s} is the defender's partner", "partner")
            passed = self._passed
            if passed & sb:
                raise _illegal(f"seat {s} has already passed", "passed")
            hands = self._hands
            tm = self._tmask
            if (
                not hands[s] & tm
                or len(att) >= self._limit
                or (self._ac and self._uncovered and not self._taking)
            ):
                raise _illegal(f"seat {s} has nothing to throw in", "nothing_to_throw")
            passed = self._passed = passed | sb
            events = [_EV_PASS[s].copy()]
            # the round ends when nobody else may act (the table has room: checked above)
            if self._uncovered and not self._taking:
                return events
            for t in SEATS_OF[opp & ~passed]:
                if hands[t] & tm:
                    return events
        else:
            return self._transfer_card(s, c, a, action)
        # the round's end, here rather than in a method of its own (a call per round costs)
        d = self._defender
        cards = _table_away(self, d)
        took = self._taking
        hands = self._hands
        ev = _EV_ROUND_END[took][d].copy()
        ev["cards"] = cards
        events.append(ev)
        n = self.seats
        size = self._nstock
        active = self._active
        if size:
            # drawing: the round's first attacker first, then turn order from it, the defender last
            # (nobody is out while the stock holds cards); _drawn[i] is the mask of the stock's i
            # bottom cards, so the k top cards of a stock of size i are _drawn[i] ^ _drawn[i - k]
            drawn = self._drawn
            for s in _DRAW_ORDER[n][self._first][d]:
                k = HAND_SIZE - hands[s].bit_count()
                if k <= 0:
                    continue
                if k < size:
                    hands[s] |= drawn[size] ^ drawn[size - k]
                    size -= k
                    events.append(_EV_DRAW[s][k].copy())
                    continue
                k = size
                hands[s] |= drawn[size]
                size = 0
                tc = self._trump_card
                if tc < 0:
                    events.append({"type": "draw", "seat": s, "count": k})
                else:  # the face-up trump card is the last one drawn: everyone saw who took it
                    self._known[s] |= BIT[tc]
                    events.append({"type": "draw", "seat": s, "count": k, "trump_card": CODES[tc]})
                break
            self._nstock = size
        # with the stock empty, a seat in play without cards leaves (seats out hold no cards, so
        # there is one when more hands are empty than seats are out); nobody left: still undecided
        if not size and hands.count(0) > len(self._out):
            for s in range(n):
                if active >> s & 1 and not hands[s]:
                    active &= ~(1 << s)
                    self._out.append(s)
                    events.append({"type": "out", "seat": s})
            self._active = active
            if self._decided():
                self._finish()
                events.append({"type": "game_over", **self._result})  # type: ignore[dict-item]
                return events
        nxt = _NEXT_IN[n][active]
        attacker = nxt[d] if took or not active & SEAT_BIT[d] else d
        if self._nteams:
            self._new_round(attacker)
            events.append({"type": "round_start", "attacker": self._attacker, "defender": self._defender})
            return events
        # _new_round without teams, inlined (_uncovered, _tmask and _table are only read while the
        # table holds cards, and the lead sets them: they are left as they are)
        self._attacker = self._first = attacker
        d = self._defender = nxt[attacker]
        self._att = []
        self._cov = []
        self._limit = 0
        self._passed = 0
        self._taking = False
        events.append(_EV_ROUND_START[attacker][d].copy())
        return events

    def _decode_other(self, action: Action) -> tuple[int, int, int, int]:
        """``apply``'s reading of any other action, or of any action when no game is running: the
        phase, then the action read field by field, with the same checks in the same order."""
        if self._phase != PLAYING:
            raise IllegalAction("no game is running", code="deal_over", reason="deal_over")
        kind, s, c, a = _decode(action)
        if not 0 <= s < self.seats:
            raise _illegal(f"bad seat {action.seat!r}", "bad_seat")
        if kind < 0:
            raise _illegal(f"unknown action type {action.type!r}", "unknown_action")
        return kind, s, c, a

    def _not_in_hand(self, s: int, c: int, code: object) -> NoReturn:
        """Raise for card ``c`` (-1: not a card code) that seat ``s`` does not hold."""
        if c < 0:
            raise _illegal(f"unknown card {code!r}", "unknown_card")
        raise _illegal(f"seat {s} does not hold {code}", "not_in_hand")

    def _put_attack_card(self, s: int, c: int) -> None:
        """Seat ``s`` puts card ``c`` on the table as a new, uncovered attack card (lead, throw-in or
        transfer); any new card clears every pass mark."""
        bit = BIT[c]
        self._hands[s] ^= bit
        self._att.append(c)
        self._cov.append(-1)
        self._uncovered += 1
        self._table |= bit
        self._passed = 0

    def _transfer_card(self, s: int, c: int, a: int, action: Action) -> list[Event]:
        code = action.card
        if not self._transfer:
            raise _illegal("transfers are off in podkidnoy", "no_transfer")
        att = self._att
        if s != self._defender or not att:
            raise _illegal(f"seat {s} is not defending", "not_defender")
        if self._taking:
            raise _illegal("the defender has taken", "taking")
        if self._uncovered != len(att):
            raise _illegal("no transfer after a cover", "covered")
        if c < 0 or not self._hands[s] >> c & 1:
            self._not_in_hand(s, c, code)
        if self._tmask != CARD_RANK_MASK[c]:
            raise _illegal(f"{code} does not match the rank of every attack card", "rank")
        nd = self._transfer_target(s)
        if nd < 0:
            raise _illegal("nobody to transfer to", "no_target")
        limit = min(HAND_SIZE, self._hands[nd].bit_count())
        if len(att) + 1 > limit:
            raise _illegal("the new defender cannot face that many cards", "limit")
        self._put_attack_card(s, c)
        self._attacker = s
        self._defender = nd
        self._limit = limit
        return [{"type": "transfer", "seat": s, "card": CODES[c], "defender": nd}]

    # ----- views --------------------------------------------------------------------------------
    def view(self, seat: int | None) -> DurakView:
        playing = self._phase == PLAYING
        v: DurakView = {
            "game": self.name,
            "seats": self.seats,
            "options": dict(self._options),
            "seat": seat,
            "phase": _PHASE_NAMES[self._phase],
            "hand_sizes": [h.bit_count() for h in self._hands],
            "table": [
                [CODES[a], CODES[c] if c >= 0 else None] for a, c in zip(self._att, self._cov, strict=True)
            ],
            "trump": SUITS[self._trump] if self._trump >= 0 else None,
            "trump_card": self._shown_trump(),
            "stock": self._nstock,
            "discard": self._discard.bit_count() if self._phase != WAITING else 0,
            "attacker": self._attacker if playing else None,
            "first_attacker": self._first if playing else None,
            "defender": self._defender if playing else None,
            "limit": self._limit,
            "passed": [s for s in range(self.seats) if self._passed >> s & 1],
            "taking": self._taking,
            "out": list(self._out),
            "teams": [s % self._nteams for s in range(self.seats)] if self._nteams else None,
            "to_act": self.to_act(),
            "result": dict(self._result) if self._result else None,
        }
        if seat is not None:
            v["hand"] = _codes(self._hands[seat])
        return v

    def memory(self, seat: int) -> JSON:
        return {
            "discard": _codes(self._discard) if self._phase != WAITING else [],
            "known": [_codes(m & h) for m, h in zip(self._known, self._hands, strict=True)],
        }

    # ----- results ------------------------------------------------------------------------------
    def deal_results(self) -> list[JSON | None]:
        if self._phase == WAITING:
            return []
        if self._phase == PLAYING:
            return [None]
        return [dict(self._result)]  # type: ignore[arg-type]

    def match_result(self) -> JSON | None:
        return None

    def is_over(self) -> bool:
        return self._phase == OVER

    def result(self) -> JSON | None:
        """The game's result (docs/rules/records.md) once it is over, else None."""
        return dict(self._result) if self._result else None

    # ----- serialisation ------------------------------------------------------------------------
    def to_json(self) -> JSON:
        return {
            "game": self.name,
            "seats": self.seats,
            "options": dict(self._options),
            "phase": _PHASE_NAMES[self._phase],
            "hands": [_codes(h) for h in self._hands],
            "stock": [CODES[c] for c in reversed(self._stock[: self._nstock])],
            "trump": SUITS[self._trump] if self._trump >= 0 else None,
            "trump_card": CODES[self._trump_card] if self._trump_card >= 0 else None,
            "trump_always": self._trump_always,
            "table": [
                [CODES[a], CODES[c] if c >= 0 else None] for a, c in zip(self._att, self._cov, strict=True)
            ],
            "attacker": self._attacker,
            "first_attacker": self._first,
            "defender": self._defender,
            "limit": self._limit,
            "passed": [s for s in range(self.seats) if self._passed >> s & 1],
            "taking": self._taking,
            "out": list(self._out),
            "discard": _codes(self._discard),
            "known": [_codes(m & h) for m, h in zip(self._known, self._hands, strict=True)],
            "result": dict(self._result) if self._result else None,
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Self:
        """Rebuild a state written by :meth:`to_json`. :class:`BadRecord` when it is malformed or
        breaks an invariant every reachable state keeps (:meth:`_check_state`): a stored state that
        lost or doubled a card, names a seat that does not exist, or waits for nobody is refused
        here rather than played on."""
        try:
            if data["game"] != cls.name:
                raise BadRecord(f"not a durak state: {data['game']!r}")
            g = cls.new(data["seats"], data["options"])
            n = g.seats
            if data["phase"] not in _PHASE_NAMES:
                raise BadRecord(f"unknown phase {data['phase']!r}")
            g._set_phase(_PHASE_NAMES.index(data["phase"]))
            hands, known, table = data["hands"], data["known"], data["table"]
            if not (isinstance(hands, list) and isinstance(known, list) and len(hands) == len(known) == n):
                raise BadRecord("wrong number of hands")
            if not isinstance(table, list) or not all(isinstance(p, list) and len(p) == 2 for p in table):
                raise BadRecord("the table must be a list of [attack, cover or null] pairs")
            on_table = [p[0] for p in table] + [p[1] for p in table if p[1] is not None]
            zones: list[tuple[str, object]] = [(f"hand {s}", h) for s, h in enumerate(hands)]
            zones += [("the stock", data["stock"]), ("the table", on_table), ("the discard", data["discard"])]
            check_cards_once(_DECK_SET, zones, complete=g._phase != WAITING)
            g._hands = [_mask(h) for h in hands]
            g._stock = [INDEX[c] for c in reversed(data["stock"])]
            g._drawn = _prefix_masks(g._stock)
            g._nstock = len(g._stock)
            g._trump = SUITS.index(data["trump"]) if data["trump"] is not None else -1
            g._trump_card = INDEX[data["trump_card"]] if data["trump_card"] is not None else -1
            g._trump_always = check_flag(data["trump_always"], "trump_always")
            g._att = [INDEX[a] for a, _ in table]
            g._cov = [INDEX[c] if c is not None else -1 for _, c in table]
            g._uncovered = sum(1 for c in g._cov if c < 0)
            tm = 0
            for c in g._att + g._cov:
                if c >= 0:
                    tm |= CARD_RANK_MASK[c]
            g._tmask = tm
            g._table = _mask(on_table)
            g._attacker = _role(data["attacker"], n, "attacker")
            g._first = _role(data["first_attacker"], n, "first_attacker")
            g._defender = _role(data["defender"], n, "defender")
            limit = data["limit"]
            if not is_seat(limit, HAND_SIZE + 1):
                raise BadRecord(f"bad limit {limit!r}")
            g._limit = limit
            g._passed = _seat_mask(data["passed"], n, "passed")
            g._taking = check_flag(data["taking"], "taking")
            out = data["out"]
            g._active = ((1 << n) - 1) & ~_seat_mask(out, n, "out")
            g._out = list(out)
            g._discard = _mask(data["discard"])
            g._known = [_mask(k) for k in known]
            result = data["result"]
            if result is not None and not isinstance(result, Mapping):
                raise BadRecord("the result must be an object or null")
            g._result = dict(result) if result is not None else None
            g._check_state()
        except (KeyError, TypeError, ValueError, IndexError, AttributeError) as e:
            raise BadRecord(f"malformed durak state: {e!r}") from e
        return g

    def _check_state(self) -> None:
        """The invariants of every state play can reach (cards are already known to lie once each):
        roles are seats in play and opponents, the table fits its limit and every cover beats its
        card, the trump card is where the rules put it, and a running round waits for somebody."""
        n = self.seats
        hands = self._hands
        for s in range(n):
            if self._known[s] & ~hands[s]:
                raise BadRecord(f"seat {s}'s publicly known cards are not in its hand")
        for s in self._out:
            if hands[s]:
                raise BadRecord(f"seat {s} has left the game but holds cards")
        if self._out and self._nstock:
            raise BadRecord("a seat has left the game while the stock holds cards")
        phase = self._phase
        roles = (self._attacker, self._first, self._defender)
        if phase == WAITING:
            if (
                self._trump >= 0 or self._trump_card >= 0 or self._trump_always or self._out
                or roles != (-1, -1, -1) or self._limit or self._passed or self._taking
                or self._result is not None
            ):  # fmt: skip
                raise BadRecord("a game waiting for its deal has no trump, roles, round or result")
            return
        trump, tc = self._trump, self._trump_card
        if not 0 <= trump < len(SUITS):
            raise BadRecord("a dealt game needs a trump suit")
        if self._nstock and tc != self._stock[0]:
            raise BadRecord("the trump card is not the stock's last card")
        if tc >= 0 and SUIT[tc] != trump:
            raise BadRecord(f"the trump card {CODES[tc]} is not of the trump suit")
        if self._trump_always and (tc < 0 or self._nstock):
            raise BadRecord("only a six-seat deal shows its trump card without a stock")
        if phase == OVER:
            if roles != (-1, -1, -1) or self._att or self._limit or self._passed or self._taking:
                raise BadRecord("a finished game has no round")
            if self._nstock or not self._decided():
                raise BadRecord("the game is over while it is undecided")
            if any(self._active >> s & 1 and not hands[s] for s in range(n)):
                raise BadRecord("a seat without cards is still in a finished game")
            active = self._active
            expected: JSON = {
                "over": True,
                "loser": active.bit_length() - 1 if active.bit_count() == 1 else None,
                "out": list(self._out),
            }
            if self._nteams:
                expected["loser_team"] = (active.bit_length() - 1) % self._nteams if active else None
            if self._result != expected:
                raise BadRecord(f"the result {self._result!r} is not what the hands say: {expected}")
            return
        if self._result is not None:
            raise BadRecord("a running game has a result")
        if self._decided():
            raise BadRecord("the game is decided but still running")
        active = self._active
        for name, s in zip(("attacker", "first_attacker", "defender"), roles, strict=True):
            if not (0 <= s < n and active >> s & 1):
                raise BadRecord(f"the {name} {s} is not a seat in play")
        a, d = self._attacker, self._defender
        if not self._opp[a] >> d & 1:
            raise BadRecord(f"the defender {d} is not an opponent of the attacker {a}")
        att = self._att
        if not att:
            if self._limit or self._passed or self._taking or a != self._first:
                raise BadRecord("an empty table carries a round's marks")
            if not hands[a]:
                raise BadRecord(f"the attacker {a} has no card to lead")
            return
        if len(att) > self._limit:
            raise BadRecord(f"{len(att)} attack cards on a table limited to {self._limit}")
        beaters = BEATERS[trump]
        for x, c in zip(att, self._cov, strict=True):
            if c >= 0 and not beaters[x] >> c & 1:
                raise BadRecord(f"{CODES[c]} does not beat {CODES[x]}")
        if self._passed & ~self._opp[d]:
            raise BadRecord("a seat that may not throw in has passed")
        if self._taking and not self._uncovered:
            raise BadRecord("the defender takes a table that is all covered")
        if not self.to_act():
            raise BadRecord("the round waits for nobody")

    def redeal(self, hands: Sequence[Sequence[str]], stock: Sequence[str]) -> Self:
        """A copy of this state with the cards of the hands and the stock placed as given (the top
        of the stock last, as in :meth:`to_json`): a world a search samples. The same cards must
        stay in hands and stock, each once; every hand keeps its size and the cards publicly known
        in it (memory ``known``), the stock its size and its face-up trump card at the bottom.
        :class:`BadRecord` otherwise; this state is left as it is."""
        n = self.seats
        if len(hands) != n:
            raise BadRecord(f"redeal needs {n} hands")
        try:
            new = [_mask(h) for h in hands]
            cards = [INDEX[c] for c in reversed(stock)]
        except (KeyError, TypeError) as e:
            raise BadRecord(f"unknown card in a redeal: {e!r}") from e
        old = self._hands
        before = after = 0
        for s in range(n):
            m = new[s]
            if m.bit_count() != len(hands[s]) or m.bit_count() != old[s].bit_count():
                raise BadRecord(f"hand {s} must keep its {old[s].bit_count()} cards, each once")
            if self._known[s] & old[s] & ~m:
                raise BadRecord(f"hand {s} must keep its publicly known cards")
            if after & m:
                raise BadRecord("a card is dealt twice")
            before |= old[s]
            after |= m
        left = self._stock[: self._nstock]
        if len(cards) != len(left):
            raise BadRecord(f"the stock must keep its {len(left)} cards")
        for c in left:
            before |= BIT[c]
        for c in cards:
            if after >> c & 1:
                raise BadRecord("a card is dealt twice")
            after |= BIT[c]
        if after != before:
            raise BadRecord("a redeal must place the same cards")
        if cards and cards[0] != left[0]:
            raise BadRecord("the face-up trump card stays at the bottom of the stock")
        g = self.clone()
        g._hands = new
        g._stock = cards
        g._drawn = _prefix_masks(cards)
        g._nstock = len(cards)
        return g

    def clone(self) -> Self:
        g = self.__class__.__new__(self.__class__)
        g.seats = self.seats
        g._options = self._options
        g._transfer = self._transfer
        g._tiat = self._tiat
        g._ac = self._ac
        g._nteams = self._nteams
        g._opp = self._opp
        g._dec = self._dec
        g._phase = self._phase
        g._nplay = self._nplay
        g._hands = self._hands[:]
        g._stock = self._stock
        g._nstock = self._nstock
        g._drawn = self._drawn
        g._trump = self._trump
        g._trump_card = self._trump_card
        g._trump_always = self._trump_always
        g._att = self._att[:]
        g._cov = self._cov[:]
        g._uncovered = self._uncovered
        g._tmask = self._tmask
        g._table = self._table
        g._attacker = self._attacker
        g._first = self._first
        g._defender = self._defender
        g._limit = self._limit
        g._passed = self._passed
        g._taking = self._taking
        g._active = self._active
        g._out = self._out[:]
        g._discard = self._discard
        g._known = self._known[:]
        g._result = self._result
        g._acting = self._acting
        return g


def _table_away(g: Durak, d: int) -> list[str]:
    """A round's end (both apply's): the table's cards go to defender ``d`` if it took, else to the
    discard; their codes, attack, cover, attack, cover… (an uncovered card alone)."""
    att = g._att
    if len(att) == 1:  # the usual round: one card, taken or covered
        cards = [*PAIR_CODES[att[0]][g._cov[0]]]
    elif len(att) == 2:
        cov = g._cov
        cards = [*PAIR_CODES[att[0]][cov[0]], *PAIR_CODES[att[1]][cov[1]]]
    else:
        cards = []
        for a, c in zip(att, g._cov):  # noqa: B905 (equal lengths; a keyword costs)
            cards += PAIR_CODES[a][c]
    table = g._table
    if g._taking:
        g._hands[d] |= table
        g._known[d] |= table
    else:
        g._discard |= table
    return cards


def _throw_in(g: Durak, s: int, c: int, action: Action) -> None:
    """A throw-in by seat ``s``, one of the defender's opponents (both apply's, the general one and
    the two-seat one, check that first): its checks, then card ``c`` put on the table."""
    hands = g._hands
    att = g._att
    bit = BIT[c]
    if c < 0 or not hands[s] & bit:
        g._not_in_hand(s, c, action.card)
    if g._passed & SEAT_BIT[s]:
        raise _illegal(f"seat {s} has passed", "passed")
    if g._ac and g._uncovered and not g._taking:
        raise _illegal("throw-ins wait until every attack card is covered", "uncovered")
    if not g._tmask & bit:
        raise _illegal(f"the rank of {action.card} is not on the table", "rank_not_on_table")
    if len(att) >= g._limit:
        raise _illegal("the table is full", "limit")
    # _put_attack_card, written out
    hands[s] ^= bit
    att.append(c)
    g._cov.append(-1)
    g._uncovered += 1
    g._table |= bit
    g._passed = 0


def _take(g: Durak, s: int) -> None:
    """«Беру» by seat ``s`` (both apply's): its checks, then the defender is taking."""
    if s != g._defender or not g._att:
        raise _illegal(f"seat {s} is not defending", "not_defender")
    if g._taking:
        raise _illegal("the defender has already taken", "taking")
    if not g._uncovered:
        raise _illegal("every attack card is covered", "covered")
    g._taking = True


def _lead(g: Durak, s: int, c: int, action: Action) -> list[Event]:
    """A lead on an empty table (both apply's, the general one and the two-seat one): its checks,
    then card ``c`` of seat ``s`` put on the table; its event."""
    hands = g._hands
    att = g._att
    if s != g._attacker:
        raise _illegal(f"seat {s} may not lead: seat {g._attacker} leads", "not_your_turn")
    bit = BIT[c]  # BIT[-1] when c is not a card: only read once c is one
    if c < 0 or not hands[s] & bit:
        g._not_in_hand(s, c, action.card)
    # _put_attack_card on an empty table, written out
    hands[s] ^= bit
    att.append(c)
    g._cov.append(-1)
    g._uncovered = 1
    g._tmask = CARD_RANK_MASK[c]
    g._table = bit
    g._limit = _LIMIT[hands[g._defender].bit_count()]
    return [_EV_ATTACK[s][c].copy()]


def _cover(g: Durak, s: int, c: int, a: int, action: Action) -> int:
    """A defence (both apply's, the general one and the two-seat one): its checks, then card ``c``
    of seat ``s`` covers ``a`` on the table; the table's ranks after it."""
    att = g._att
    if s != g._defender or not att:
        raise _illegal(f"seat {s} is not defending", "not_defender")
    if g._taking:
        raise _illegal("the defender has taken", "taking")
    hands = g._hands
    bit = BIT[c]
    if c < 0 or not hands[s] & bit:
        g._not_in_hand(s, c, action.card)
    try:
        i = att.index(a)  # a is -1 when the target is not a card code: never on the table
    except ValueError:
        i = -1
    if i < 0:
        raise _illegal(f"{action.target!r} is not an attack card on the table", "no_target")
    cov = g._cov
    if cov[i] >= 0:
        raise _illegal(f"{CODES[a]} is already covered", "covered")
    if not BEATERS[g._trump][a] & bit:
        raise _illegal(f"{CODES[c]} does not beat {CODES[a]}", "cannot_beat")
    hands[s] ^= bit
    cov[i] = c
    g._table |= bit
    tm = g._tmask = g._tmask | CARD_RANK_MASK[c]
    g._passed = 0
    return tm


def _legal_actions2(g: Durak, seat: int) -> list[Action]:
    """_Durak2.legal_actions: Durak.legal_actions with two seats. The defender's part, its covers,
    transfers and «Беру» while a card is uncovered and it has not taken, holds for any number of
    seats: Durak.legal_actions comes here for its defender too (one place for the rule, and no
    further call for a two-seat defence)."""
    # While the game is played every seat is the attacker or the defender; ``is`` finds which at
    # once, without the checks that ``seat`` is an int and a seat (CPython keeps one object for each
    # small int; any other object, or no game running, goes through Durak.legal_actions, so the
    # answer is the same either way)
    att = g._att
    if seat is g._defender:
        if not att or g._taking or not g._uncovered:  # no game running: no table
            return []
        hand = g._hands[seat]
        # per uncovered attack card a, the beaters in deck order: the higher cards of a's suit
        # (one look-up), and any trump when a is not one (before them when trump comes first)
        trump = g._trump
        same = DEFEND_HIGHER[seat]
        if g._uncovered == 1:  # one attack card to cover (the usual case)
            a = att[0] if len(att) == 1 else att[g._cov.index(-1)]
            sa = SUIT[a]
            # loops rather than list comprehensions: a comprehension is a call of its own
            if sa != trump and (trumps := SUIT_CARDS[trump][hand >> SHIFT9[trump] & 511]):
                row = DEFEND_ROWS[seat][a]
                if trump < sa:
                    out = []
                    for x in trumps:
                        out.append(row[x])
                    out += same[a][hand >> (a + 1) & ABOVE_BITS[a]]
                else:
                    out = [*same[a][hand >> (a + 1) & ABOVE_BITS[a]]]
                    for x in trumps:
                        out.append(row[x])
            else:
                out = [*same[a][hand >> (a + 1) & ABOVE_BITS[a]]]
        else:
            trumps = SUIT_CARDS[trump][hand >> 9 * trump & 511]
            out = []
            rows = DEFEND_ROWS[seat]
            for a, c in zip(att, g._cov):  # noqa: B905 (equal lengths; a keyword costs)
                if c < 0:
                    sa = SUIT[a]
                    if trump < sa and trumps:
                        row = rows[a]
                        for x in trumps:
                            out.append(row[x])
                        out += same[a][hand >> (a + 1) & ABOVE_BITS[a]]
                    elif sa != trump and trumps:
                        out += same[a][hand >> (a + 1) & ABOVE_BITS[a]]
                        row = rows[a]
                        for x in trumps:
                            out.append(row[x])
                    else:
                        out += same[a][hand >> (a + 1) & ABOVE_BITS[a]]
        if g._transfer and g._uncovered == len(att):
            m = hand & g._tmask
            if m and g._tmask == CARD_RANK_MASK[att[0]]:
                nd = g._transfer_target(seat)
                if nd >= 0 and len(att) < min(HAND_SIZE, g._hands[nd].bit_count()):
                    c0, c1, c2, c3 = TRANSFER_BY_SUIT[seat]
                    out.extend((*c0[m & 511], *c1[m >> 9 & 511], *c2[m >> 18 & 511], *c3[m >> 27]))
        out.append(TAKE[seat])
        return out
    if seat is g._attacker and g._nplay:
        hand = g._hands[seat]
        if not att:
            c0, c1, c2, c3 = ATTACK_BY_SUIT[seat]
            # two 18-bit halves, each below 2**30: their shifts and masks take the faster paths
            lo = hand & 0x3FFFF
            hi = hand >> 18
            return [*c0[lo & 511], *c1[lo >> 9], *c2[hi & 511], *c3[hi >> 9]]
        # a throw-in: the two-seat class's to_act answer (_acting) names the attacker exactly when
        # it may throw in (a rank on the table in hand, no pass, room, not waiting for covers)
        if seat not in g._acting:
            return []
        m = hand & g._tmask
        if m.bit_count() == 1:  # one card to throw in (the usual case)
            return [ATTACK[seat][m.bit_length() - 1], PASS[seat]]
        c0, c1, c2, c3 = ATTACK_BY_SUIT[seat]
        return [*c0[m & 511], *c1[m >> 9 & 511], *c2[m >> 18 & 511], *c3[m >> 27], PASS[seat]]
    return Durak.legal_actions(g, seat)


#: _ALONE[seat]: to_act's answer when ``seat`` alone acts (two seats); _BOTH when both do
_ALONE: tuple[tuple[int, ...], ...] = ((0,), (1,))
_BOTH: tuple[int, ...] = (0, 1)


class _Durak2(Durak):
    """Durak for two seats: :meth:`Durak.new` makes one whenever ``seats`` is 2. The same game,
    with the two-seat facts that make its hot paths shorter (``benchmarks/durak_speed.py``'s random
    games and a search's playouts are mostly two-seat): no teams, a seat's one opponent is the other
    seat, nobody is out while the game runs, and a round's end draws attacker first, then the
    defender, and starts the next round with the two seats' roles known."""

    __slots__ = ()

    def to_act(self) -> list[int]:
        # kept by every change of the state (apply's, in its own frame where it can tell cheaply;
        # the others through _acting_now)
        return [*self._acting]

    def _acting_now(self) -> tuple[int, ...]:
        """``to_act``'s answer worked out from the state (Durak.to_act's, with two seats)."""
        if not self._nplay:
            return ()
        att = self._att
        if not att:
            return _ALONE[self._attacker]
        # the attacker is the defender's one opponent, and the only seat that can have passed
        if self._uncovered and not self._taking:  # the defender acts
            if len(att) >= self._limit or self._ac or self._passed:
                return _ALONE[self._defender]
            if self._hands[self._attacker] & self._tmask:
                return _BOTH
            return _ALONE[self._defender]
        if len(att) >= self._limit or self._passed:
            return ()
        a = self._attacker
        if self._hands[a] & self._tmask:
            return _ALONE[a]
        return ()

    def _new_round(self, attacker: int) -> None:
        super()._new_round(attacker)
        self._acting = _ALONE[self._attacker]

    def _finish(self) -> None:
        super()._finish()
        self._acting = ()

    def _transfer_card(self, s: int, c: int, a: int, action: Action) -> list[Event]:
        events = super()._transfer_card(s, c, a, action)
        self._acting = self._acting_now()
        return events

    def _check_state(self) -> None:
        # from_json's last step (it asks to_act)
        self._acting = self._acting_now()
        super()._check_state()

    def redeal(self, hands: Sequence[Sequence[str]], stock: Sequence[str]) -> Self:
        g = super().redeal(hands, stock)
        g._acting = g._acting_now()  # who may throw in depends on the hands
        return g

    def deal_from_deck(self, deck: Sequence[str]) -> list[Event]:
        # Durak.deal_from_deck and _start with two seats (see there), in one frame: both seats hold
        # six cards and 24 lie in the stock, so nobody is out and the lower trump leads
        self._check_dealable()
        try:
            deck = list(deck)
            cards = itemgetter(*deck)(INDEX) if len(deck) == N_CARDS else None
        except (TypeError, KeyError):  # not a sequence, an unhashable card, or not a card
            cards = None
        if cards is None:
            raise BadRecord(_BAD_DECK)
        h0 = h1 = 0
        for c in cards[0:12:2]:  # one card a seat in turn
            h0 |= BIT[c]
        for c in cards[1:12:2]:
            h1 |= BIT[c]
        stock = [*cards[:11:-1]]  # internal: the top is the list's end
        drawn = [0]
        m = 0
        for c in stock:
            m |= BIT[c]
            drawn.append(m)
        if h0 | h1 | m != FULL:  # 36 cards that together are the whole deck: each card once
            raise BadRecord(_BAD_DECK)
        self._hands = [h0, h1]
        self._stock = stock
        self._nstock = 24
        self._drawn = drawn
        tc = self._trump_card = stock[0]
        trump = self._trump = SUIT[tc]
        self._trump_always = False
        self._discard = 0
        self._phase = PLAYING
        self._dec = _DECODED[2]
        self._nplay = 2
        # who starts: the lowest trump in the starting hands, else seat 0
        trumps = SUIT_MASK[trump]
        t0 = h0 & trumps
        t1 = h1 & trumps
        a = 1 if t1 and (not t0 or t1 & -t1 < t0 & -t0) else 0
        self._attacker = self._first = a
        self._defender = 1 - a
        self._att = []
        self._cov = []
        self._uncovered = 0
        self._tmask = 0
        self._table = 0
        self._limit = 0
        self._passed = 0
        self._taking = False
        self._acting = _ALONE[a]
        return [
            {"type": "deal", "seats": 2, "trump": SUITS[trump], "trump_card": CODES[tc], "stock": 24},
            _EV_ROUND_START[a][1 - a].copy(),
        ]

    legal_actions = _legal_actions2

    def apply(self, action: Action) -> list[Event]:
        # Durak.apply with two seats (see there): the defender's one opponent is the other seat.
        # The checks and moves of _lead, _throw_in, _cover, _take and _table_away are written out
        # here, in the same order (a call per action is a measurable share of a random game)
        try:
            kind, s, c, a = self._dec[id(action)]
        except KeyError:
            kind, s, c, a = self._decode_other(action)
        # the kinds as literals (_ATTACK, _DEFEND, _TAKE, _PASS are 0 to 3): a constant loads faster
        # than a global
        if kind == 0:  # _ATTACK: a lead or a throw-in
            att = self._att
            hands = self._hands
            if not att:  # _lead
                if s != self._attacker:
                    raise _illegal(f"seat {s} may not lead: seat {self._attacker} leads", "not_your_turn")
                bit = BIT[c]  # BIT[-1] when c is not a card: only read once c is one
                h = hands[s]
                if c < 0 or not h & bit:
                    self._not_in_hand(s, c, action.card)
                h = hands[s] = h ^ bit
                att.append(c)
                self._cov.append(-1)
                self._uncovered = 1
                tm = self._tmask = CARD_RANK_MASK[c]
                self._table = bit
                limit = self._limit = _LIMIT[hands[1 - s].bit_count()]  # the defender's cards
                # the defender acts, and s (no pass yet this round) may throw in beside it
                if limit > 1 and not self._ac and h & tm:
                    self._acting = _BOTH
                else:
                    self._acting = _ALONE[1 - s]
                return [_EV_ATTACK[s][c].copy()]
            if s == self._defender:
                raise _illegal("the defender may not throw in", "defender")
            # _throw_in: s is the defender's one opponent, and the only seat that can have passed
            bit = BIT[c]
            h = hands[s]
            if c < 0 or not h & bit:
                self._not_in_hand(s, c, action.card)
            if self._passed:
                raise _illegal(f"seat {s} has passed", "passed")
            taking = self._taking
            if self._ac and self._uncovered and not taking:
                raise _illegal("throw-ins wait until every attack card is covered", "uncovered")
            tm = self._tmask
            if not tm & bit:
                raise _illegal(f"the rank of {action.card} is not on the table", "rank_not_on_table")
            limit = self._limit
            if len(att) >= limit:
                raise _illegal("the table is full", "limit")
            h = hands[s] = h ^ bit
            att.append(c)
            self._cov.append(-1)
            self._uncovered += 1
            self._table |= bit
            events = [_EV_ATTACK[s][c].copy()]
            # s may throw in again while the table has room
            more = len(att) < limit and h & tm
            if not taking:
                self._acting = _BOTH if more and not self._ac else _ALONE[1 - s]
                return events
            # the round ends unless s may still throw in
            if more:
                self._acting = _ALONE[s]
                return events
        elif kind == 1:  # _DEFEND (_cover)
            att = self._att
            if s != self._defender or not att:
                raise _illegal(f"seat {s} is not defending", "not_defender")
            if self._taking:
                raise _illegal("the defender has taken", "taking")
            hands = self._hands
            bit = BIT[c]
            if c < 0 or not hands[s] & bit:
                self._not_in_hand(s, c, action.card)
            try:
                i = att.index(a)  # a is -1 when the target is not a card code: never on the table
            except ValueError:
                i = -1
            if i < 0:
                raise _illegal(f"{action.target!r} is not an attack card on the table", "no_target")
            cov = self._cov
            if cov[i] >= 0:
                raise _illegal(f"{CODES[a]} is already covered", "covered")
            if not BEATERS[self._trump][a] & bit:
                raise _illegal(f"{CODES[c]} does not beat {CODES[a]}", "cannot_beat")
            hands[s] ^= bit
            cov[i] = c
            self._table |= bit
            tm = self._tmask = self._tmask | CARD_RANK_MASK[c]
            self._passed = 0
            events = [_EV_DEFEND[s][a * N_CARDS + c].copy()]
            unc = self._uncovered = self._uncovered - 1
            more = len(att) < self._limit and hands[1 - s] & tm
            if unc:
                self._acting = _BOTH if more and not self._ac else _ALONE[s]
                return events
            # covered: the round ends unless the other seat may still throw in
            if more:
                self._acting = _ALONE[1 - s]
                return events
        elif kind == 2:  # _TAKE (_take)
            att = self._att
            if s != self._defender or not att:
                raise _illegal(f"seat {s} is not defending", "not_defender")
            if self._taking:
                raise _illegal("the defender has already taken", "taking")
            if not self._uncovered:
                raise _illegal("every attack card is covered", "covered")
            self._taking = True
            events = [_EV_TAKE[s].copy()]
            if self._tiat:
                self._passed = 0
                # the other seat may throw in while the table has room; else the round ends
                if len(att) < self._limit and self._hands[1 - s] & self._tmask:
                    self._acting = _ALONE[1 - s]
                    return events
        elif kind == 3:  # _PASS
            if s == self._defender:
                raise _illegal("the defender does not pass", "defender")
            att = self._att
            if not att:
                raise _illegal("nothing to pass on: the table is empty", "empty_table")
            sb = SEAT_BIT[s]
            if self._passed & sb:
                raise _illegal(f"seat {s} has already passed", "passed")
            if (
                not self._hands[s] & self._tmask
                or len(att) >= self._limit
                or (self._ac and self._uncovered and not self._taking)
            ):
                raise _illegal(f"seat {s} has nothing to throw in", "nothing_to_throw")
            self._passed = sb
            events = [_EV_PASS[s].copy()]
            # the round ends now unless the defender still has a card to cover (s, the defender's one
            # opponent, has passed)
            if self._uncovered and not self._taking:
                self._acting = _ALONE[1 - s]
                return events
        else:
            return self._transfer_card(s, c, a, action)
        # the round's end (Durak.apply's, with two seats; _table_away's first)
        d = self._defender
        cov = self._cov
        if len(att) == 1:  # the usual round: one card, taken or covered
            cards = [*PAIR_CODES[att[0]][cov[0]]]
        elif len(att) == 2:
            cards = [*PAIR_CODES[att[0]][cov[0]], *PAIR_CODES[att[1]][cov[1]]]
        else:
            cards = []
            for x, y in zip(att, cov):  # noqa: B905 (equal lengths; a keyword costs)
                cards += PAIR_CODES[x][y]
        hands = self._hands
        took = self._taking
        if took:
            table = self._table
            hands[d] |= table
            self._known[d] |= table
        else:
            self._discard |= self._table
        ev = _EV_ROUND_END[took][d].copy()
        ev["cards"] = cards
        events.append(ev)
        size = self._nstock
        # the other seat is the round's first attacker or the one that transferred last
        o = 1 - d
        if size:
            # drawing: the other seat first, the defender last (see Durak.apply); whoever needs as
            # many cards as are left takes the rest
            drawn = self._drawn
            k = HAND_SIZE - hands[o].bit_count()
            if k >= size:
                size = self._draw_rest(o, size, events)
            else:
                if k > 0:
                    hands[o] |= drawn[size] ^ drawn[size - k]
                    size -= k
                    events.append(_EV_DRAW[o][k].copy())
                k = HAND_SIZE - hands[d].bit_count()
                if k >= size:
                    size = self._draw_rest(d, size, events)
                elif k > 0:
                    hands[d] |= drawn[size] ^ drawn[size - k]
                    size -= k
                    events.append(_EV_DRAW[d][k].copy())
            self._nstock = size
        # with the stock empty, a seat without cards leaves, and the game is decided
        if not size and not (hands[0] and hands[1]):
            for s in (0, 1):
                if not hands[s]:
                    self._active &= ~SEAT_BIT[s]
                    self._out.append(s)
                    events.append({"type": "out", "seat": s})
            self._finish()
            events.append({"type": "game_over", **self._result})  # type: ignore[dict-item]
            return events
        # both seats play on: the next round, as Durak.apply's without teams
        attacker = o if took else d
        self._attacker = self._first = attacker
        self._defender = d = 1 - attacker
        att.clear()  # the game's own lists (clones copy them)
        cov.clear()
        self._limit = 0
        self._passed = 0
        self._taking = False
        self._acting = _ALONE[attacker]
        events.append(_EV_ROUND_START[attacker][d].copy())
        return events

    def _draw_rest(self, s: int, size: int, events: list[Event]) -> int:
        """Seat ``s`` draws the stock's last ``size`` cards (its face-up trump card last, which
        everyone sees it take): the draw's event is added to ``events``; 0, the stock left."""
        self._hands[s] |= self._drawn[size]
        tc = self._trump_card
        if tc < 0:
            events.append({"type": "draw", "seat": s, "count": size})
        else:
            self._known[s] |= BIT[tc]
            events.append({"type": "draw", "seat": s, "count": size, "trump_card": CODES[tc]})
        return 0


def _decoded(seats: int) -> dict[int, tuple[int, int, int, int]]:
    """id(interned action of a seat below ``seats``) -> (kind, seat, card, target), cards as ints
    (-1: none); the actions live as long as the module, so their ids stay theirs."""
    out: dict[int, tuple[int, int, int, int]] = {}
    # the common actions first: a key inserted early finds its slot at the first probe more often
    # (ids are addresses, alike in their low bits, so first probes collide)
    for s in range(seats):
        out[id(TAKE[s])] = (_TAKE, s, -1, -1)
        out[id(PASS[s])] = (_PASS, s, -1, -1)
        for c in range(N_CARDS):
            out[id(ATTACK[s][c])] = (_ATTACK, s, c, -1)
    for s in range(seats):
        for c in range(N_CARDS):
            for a in range(N_CARDS):
                act = DEFEND[s][a * N_CARDS + c]
                if act is not None:
                    out[id(act)] = (_DEFEND, s, c, a)
    for s in range(seats):
        for c in range(N_CARDS):
            out[id(TRANSFER[s][c])] = (_TRANSFER, s, c, -1)
    return out


#: _DECODED[n]: _decoded(n), for every seat count
_DECODED = tuple(_decoded(n) for n in range(MAX_SEATS + 1))
_NO_ACTIONS: dict[int, tuple[int, int, int, int]] = {}


#: Durak.new(2) as made at import, never changed itself: Durak.new(2) hands out its clones
_NEW2 = Durak.new(2, {})
