"""The engine conformance suite: properties of the Game protocol, checked on every registered game.

Each test plays random legal matches (hypothesis picks the game's seats and options and the seed) and
checks one property:

* accounting: from the first deal on, every card of the deck lies in exactly one place of the
  state (between deals too: the last deal's cards stay where it left them);
* termination: the game always waits for somebody (a seat or the clock) while a deal runs, ``to_act``
  names the seats with a legal action other than surrender, and every match ends within a bound;
* JSON round trip: ``from_json(to_json())`` after a trip through JSON text, and ``clone()``, are equal
  states that play on exactly like the original, sharing nothing with it;
* replay: the match written as a record (docs/rules/records.md; decks and layouts) replays through
  :mod:`engines.records` to the same state, deal results and match result;
* no view leak: ``view(seat)`` shows its own hand and no card hidden in another hand or the stock,
  ``view(None)`` shows no hand and no hidden card, and ``memory(seat)`` holds only cards the seat has
  seen (in its hand, the onlooker's view or the events).

Game-specific properties stay in ``tests/engines/<game>/``. A new game joins this suite by adding a
:class:`Spec` to :data:`SPECS`; :func:`test_every_registered_game_has_a_spec` fails until it does.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engines import records
from engines.protocol import JSON, Action, Event, Game, IllegalAction
from engines.registry import game_class, names
from engines.scopa import layout_from_deck as scopa_layout

MAX_STEPS = 5000  # deals and actions; a Bura match (the longest) takes a few hundred
SURRENDER_RATE = 0.002  # surrender is always legal in Bura; taken uniformly it would end every match at once
LAYOUT_RATE = 0.5  # how often a deal is dealt from a layout instead of a deck order


@dataclass(frozen=True)
class Config:
    seats: int
    options: JSON = field(default_factory=dict)
    first: int = 0
    dealer: int = 0


@dataclass(frozen=True)
class Spec:
    """What the suite needs to know about a game beyond the protocol."""

    configs: tuple[Config, ...]
    #: keys of ``to_json()`` that hold the cards (lists of cards, or lists of such lists)
    zones: tuple[str, ...]
    #: cards that lie in a hand or the stock and that every seat may see, from ``to_json()``
    face_up: Callable[[JSON], set[str]]
    #: a layout for the game's next deal: (game, a shuffled deck, rng) -> layout
    layout: Callable[[Any, list[str], random.Random], JSON]


# ----- Durak ------------------------------------------------------------------------------------------


def durak_face_up(state: JSON) -> set[str]:
    """The face-up trump card (under the stock, or with six seats the last card dealt) and the cards
    publicly known to be in a hand (taken from the table, the trump card drawn)."""
    shown = {c for known in state["known"] for c in known}
    if state["trump_card"] is not None and (state["stock"] or state["trump_always"]):
        shown.add(state["trump_card"])
    return shown


def durak_layout(game: Any, deck: list[str], rng: random.Random) -> JSON:
    """A position as docs/rules/records.md allows it: hands of 0 to 6 cards, often an empty stock (the
    trump suit named), cards left out of play (they count as discarded)."""
    seats = game.seats
    room = max(0, len(deck) - 6 * seats)
    stock_size = rng.choice([0, 0, rng.randint(1, max(1, room))]) if seats < 6 else 0
    stock = [deck.pop() for _ in range(min(stock_size, room))]
    smallest = 1 if stock else 0  # nobody has an empty hand while the stock holds cards
    hands = [[deck.pop() for _ in range(rng.randint(smallest, 6))] for _ in range(seats)]
    layout: JSON = {"hands": hands, "stock": stock, "table": []}
    if not stock:
        layout["trump"] = rng.choice("SHDC")
    return layout


DURAK_TEAMS = {4: (None, "2x2"), 6: (None, "3x2", "2x3")}
DURAK = Spec(
    configs=tuple(
        Config(seats, {"mode": mode, "throw_in_after_take": after_take, "throw_in": timing, "teams": teams})
        for seats in (2, 3, 4, 5, 6)
        for mode in ("podkidnoy", "perevodnoy")
        for after_take in (True, False)
        for timing in ("any_time", "after_cover")
        for teams in DURAK_TEAMS.get(seats, (None,))
    ),
    zones=("hands", "stock", "table", "discard"),
    face_up=durak_face_up,
    layout=durak_layout,
)

# ----- Bura -------------------------------------------------------------------------------------------


def bura_face_up(state: JSON) -> set[str]:
    """The trump card (face up under the stock, then in the hand that drew it) and intercepted leads
    that went back to the attacker's hand."""
    shown = {c for r in state["returned"] for c in r["cards"]}
    if state["trump"] is not None:
        shown.add(state["trump"])
    return shown


BURA = Spec(
    configs=(Config(2, first=0), Config(2, first=1)),
    zones=("hands", "stock", "table", "piles"),
    face_up=bura_face_up,
    layout=lambda game, deck, rng: game.layout_from_deck(deck),
)

# ----- Scopa ------------------------------------------------------------------------------------------

SCOPA = Spec(
    configs=tuple(
        Config(seats, {"target": target}, dealer=dealer)
        for seats in (2, 4)
        for target in (11, 16, 21)
        for dealer in range(seats)
    ),
    zones=("hands", "stock", "table", "piles"),
    face_up=lambda state: set(),
    layout=lambda game, deck, rng: scopa_layout(deck, game.seats, game.dealer),
)

SPECS: dict[str, Spec] = {"durak": DURAK, "bura": BURA, "scopa": SCOPA}
GAMES = names()

# ----- playing ----------------------------------------------------------------------------------------

OnStep = Callable[[Game, list[Event]], None]


def cards_in(obj: object, deck: frozenset[str]) -> set[str]:
    """Every card code anywhere inside a JSON value (keys included)."""
    found: set[str] = set()
    stack = [obj]
    while stack:
        x = stack.pop()
        if isinstance(x, str):
            if x in deck:
                found.add(x)
        elif isinstance(x, dict):
            stack.extend(x.keys())
            stack.extend(x.values())
        elif isinstance(x, list | tuple):
            stack.extend(x)
    return found


@dataclass
class Match:
    game: Game
    record: JSON  # docs/rules/records.md
    steps: int = 0  # deals and actions applied

    @property
    def spec(self) -> Spec:
        return SPECS[self.game.name]


def new_match(name: str, config: Config) -> Match:
    cls = game_class(name)
    game = cls.new(config.seats, config.options, first=config.first, dealer=config.dealer)
    record: JSON = {
        "game": name,
        "seats": config.seats,
        "options": dict(config.options),
        "first": config.first,
        "dealer": config.dealer,
        "deals": [],
    }
    return Match(game, record)


def deal(match: Match, rng: random.Random) -> list[Event]:
    """Deal the next deal from a shuffled deck or a layout, dealing again while the rules say so
    (Scopa's three or four kings on the table)."""
    g = match.game
    while True:
        deck = list(g.deck)
        rng.shuffle(deck)
        use_layout = rng.random() < LAYOUT_RATE
        before = g.to_json()
        try:
            if use_layout:
                layout = match.spec.layout(g, deck, rng)
                events = g.deal_from_layout(layout)
                entry: JSON = {"layout": layout, "actions": []}
            else:
                events = g.deal_from_deck(deck)
                entry = {"deck": deck, "actions": []}
        except IllegalAction as e:
            assert e.code == "redeal_required", e
            assert g.to_json() == before, "a refused deal changed the state"
            continue
        match.record["deals"].append(entry)
        return events


def choose(g: Game, rng: random.Random) -> Action:
    """A random legal action: a seat the game waits for (or the clock), then one of its actions;
    surrender only rarely."""
    movers: list[int | None] = list(g.to_act())
    clock = g.clock_actions()
    if clock:
        movers.append(None)
    if rng.random() < SURRENDER_RATE:
        surrenders = [a for s in range(g.seats) for a in g.legal_actions(s) if a.type == "surrender"]
        if surrenders:
            return rng.choice(surrenders)
    assert movers, "a running deal waits for nobody"
    mover = rng.choice(movers)
    if mover is None:
        return rng.choice(clock)
    return rng.choice([a for a in g.legal_actions(mover) if a.type != "surrender"])


def play(
    match: Match, rng: random.Random, on_step: OnStep | None = None, stop_at: int | None = None
) -> Match:
    """Play ``match`` on with random legal choices until it is over (or ``stop_at`` steps were made)."""
    g = match.game
    while not g.is_over() and (stop_at is None or match.steps < stop_at):
        assert match.steps < MAX_STEPS, "the match does not end"
        if g.needs_deal():
            events = deal(match, rng)
        else:
            action = choose(g, rng)
            events = g.apply(action)
            match.record["deals"][-1]["actions"].append(action.to_json())
        match.steps += 1
        if on_step is not None:
            on_step(g, events)
    return match


def configs(name: str) -> st.SearchStrategy[Config]:
    return st.sampled_from(SPECS[name].configs)


SEEDS = st.integers(0, 2**32 - 1)
SETTINGS = settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])

# ----- checks (pure functions of the state, so that test_checks_can_fail can feed them a broken one) ----


def check_accounting(deck: Sequence[str], state: JSON, zones: Sequence[str]) -> None:
    placed: list[str] = []
    for zone in zones:
        stack = [state[zone]]
        while stack:
            x = stack.pop()
            if isinstance(x, str):
                placed.append(x)
            elif isinstance(x, list):
                stack.extend(x)
    assert len(placed) == len(deck), f"{len(placed)} cards placed, the deck has {len(deck)}"
    assert sorted(placed) == sorted(deck), "a card is missing or placed twice"


def check_views(deck: frozenset[str], state: JSON, face_up: set[str], views: dict[int | None, JSON]) -> int:
    """No view shows a card hidden from it; returns how many hidden cards were checked (for seats)."""
    hands = [set(h) for h in state["hands"]]
    secret = (set().union(*hands) | set(state["stock"])) - face_up
    checked = 0
    onlooker = views[None]
    assert onlooker.get("hand") is None, "view(None) shows a hand"
    leaked = cards_in(onlooker, deck) & secret
    assert not leaked, f"view(None) shows hidden cards {sorted(leaked)}"
    for seat, view in views.items():
        if seat is None:
            continue
        assert set(view["hand"]) == hands[seat] and len(view["hand"]) == len(hands[seat]), seat
        hidden = secret - hands[seat]
        leaked = cards_in(view, deck) & hidden
        assert not leaked, f"view({seat}) shows hidden cards {sorted(leaked)}"
        checked += len(hidden)
    return checked


def check_memory(deck: frozenset[str], memory: JSON, seen: set[str], seat: int) -> None:
    unseen = cards_in(memory, deck) - seen
    assert not unseen, f"memory({seat}) holds cards the seat never saw: {sorted(unseen)}"


# ----- the properties ---------------------------------------------------------------------------------


def test_every_registered_game_has_a_spec() -> None:
    assert sorted(SPECS) == sorted(names())


@pytest.mark.parametrize("name", GAMES)
@SETTINGS
@given(data=st.data(), seed=SEEDS)
def test_cards_are_conserved(name: str, data: st.DataObject, seed: int) -> None:
    config = data.draw(configs(name))
    spec = SPECS[name]
    checked = 0

    def on_step(g: Game, events: list[Event]) -> None:
        nonlocal checked
        check_accounting(g.deck, g.to_json(), spec.zones)  # after every deal and every action
        checked += 1

    match = play(new_match(name, config), random.Random(seed), on_step)
    assert checked == match.steps > 0


@pytest.mark.parametrize("name", GAMES)
@SETTINGS
@given(data=st.data(), seed=SEEDS)
def test_every_match_ends_and_waits_for_somebody_until_then(
    name: str, data: st.DataObject, seed: int
) -> None:
    config = data.draw(configs(name))

    def on_step(g: Game, events: list[Event]) -> None:
        legal = {s: g.legal_actions(s) for s in range(g.seats)}
        clock = g.clock_actions()
        assert g.to_act() == [s for s in range(g.seats) if any(a.type != "surrender" for a in legal[s])]
        pending = g.pending_clock()
        assert (pending is None) == (not clock)
        if pending is not None:
            assert pending["action"] in {a.type for a in clock}
        if g.is_over() or g.needs_deal():
            assert not any(legal.values()) and not clock, "actions are legal while no deal runs"
        else:
            assert g.to_act() or clock, "a running deal waits for nobody"

    match = play(new_match(name, config), random.Random(seed), on_step)
    g = match.game
    assert g.is_over() and not g.needs_deal()
    results = g.deal_results()
    assert results and all(r is not None for r in results)
    assert len(results) == len(match.record["deals"])
    verdict = g.match_result()
    assert verdict is None or verdict["over"] is True
    deck = list(g.deck)
    with pytest.raises(IllegalAction) as refused:
        g.deal_from_deck(deck)
    assert refused.value.code == "deal_over"


@pytest.mark.parametrize("name", GAMES)
@SETTINGS
@given(data=st.data(), seed=SEEDS, cut=st.floats(0, 1, exclude_max=True))
def test_json_round_trip_and_clone_play_on_identically(
    name: str, data: st.DataObject, seed: int, cut: float
) -> None:
    config = data.draw(configs(name))
    cls = game_class(name)

    def round_trip(g: Game, events: list[Event]) -> None:
        state = g.to_json()
        text = json.dumps(state)
        assert json.loads(text) == state, "to_json() is not plain JSON"
        restored = cls.from_json(json.loads(text))
        assert restored == g and restored.to_json() == state
        assert g.clone() == g

    length = play(new_match(name, config), random.Random(seed)).steps
    match = play(new_match(name, config), random.Random(seed), round_trip, stop_at=int(cut * length))
    g = match.game
    assert not g.is_over(), "the branch point must lie before the end"
    state = g.to_json()
    text = json.dumps(state)
    branches = [g, cls.from_json(state), g.clone()]
    finals = []
    for state_ in branches:
        play(Match(state_, json.loads(json.dumps(match.record)), match.steps), random.Random(seed + 1))
        assert state_.is_over()
        finals.append(state_.to_json())
    assert finals[0] == finals[1] == finals[2]
    assert json.dumps(state) == text, "a restored state shares lists with the JSON it was built from"


@pytest.mark.parametrize("name", GAMES)
@SETTINGS
@given(data=st.data(), seed=SEEDS)
def test_records_replay_to_the_same_state_and_results(name: str, data: st.DataObject, seed: int) -> None:
    config = data.draw(configs(name))
    match = play(new_match(name, config), random.Random(seed))
    g = match.game
    record = json.loads(json.dumps(match.record))
    status, answer = records.replay(record)
    assert status == records.EXIT_OK and answer["ok"] is True, answer["error"]
    assert answer["applied"] == sum(len(d["actions"]) for d in record["deals"])
    assert answer["deals"] == g.deal_results()
    assert answer["match"] == g.match_result()
    assert answer["to_act"] == []
    again = records.play(records.load_record(record)).game
    assert again == g and again.to_json() == g.to_json()


@pytest.mark.parametrize("name", GAMES)
@SETTINGS
@given(data=st.data(), seed=SEEDS)
def test_views_and_memory_show_only_what_the_seat_may_know(name: str, data: st.DataObject, seed: int) -> None:
    config = data.draw(configs(name))
    spec = SPECS[name]
    deck = frozenset(game_class(name).deck)
    public: set[str] = set()  # cards an onlooker has seen: its views and the (public) events
    own: list[set[str]] = [set() for _ in range(config.seats)]  # cards each seat has held
    checked = 0
    deals = 0

    def on_step(g: Game, events: list[Event]) -> None:
        nonlocal checked, deals
        state = g.to_json()
        views: dict[int | None, JSON] = {s: g.view(s) for s in [None, *range(g.seats)]}
        checked += check_views(deck, state, spec.face_up(state), views)
        public.update(cards_in(views[None], deck), cards_in(events, deck))
        if len(g.deal_results()) > deals:  # a new deal: cards it left out of hands and stock are known out
            deals += 1
            public.update(deck - cards_in([state["hands"], state["stock"]], deck))
        for s in range(g.seats):
            own[s].update(state["hands"][s])
            check_memory(deck, g.memory(s), public | own[s], s)

    match = play(new_match(name, config), random.Random(seed), on_step)
    assert checked > 0 or match.steps == 1, "no hidden card was ever checked"


# ----- the checks can fail ----------------------------------------------------------------------------


def _middle(name: str) -> Game:
    """A game some steps into its first deal, hidden cards in every hand."""
    for seed in range(100):
        match = play(new_match(name, SPECS[name].configs[0]), random.Random(seed), stop_at=4)
        g = match.game
        if not g.is_over() and not g.needs_deal() and all(g.to_json()["hands"]):
            return g
    raise AssertionError("no game in the middle of a deal")


@pytest.mark.parametrize("name", GAMES)
def test_checks_can_fail(name: str) -> None:
    spec = SPECS[name]
    g = _middle(name)
    deck = frozenset(g.deck)
    state = g.to_json()
    check_accounting(g.deck, state, spec.zones)
    lost = json.loads(json.dumps(state))
    lost["hands"][0].pop()
    with pytest.raises(AssertionError):
        check_accounting(g.deck, lost, spec.zones)
    doubled = json.loads(json.dumps(state))
    doubled["hands"][0][0] = doubled["hands"][1][0]
    with pytest.raises(AssertionError):
        check_accounting(g.deck, doubled, spec.zones)

    views: dict[int | None, JSON] = {s: g.view(s) for s in [None, *range(g.seats)]}
    assert check_views(deck, state, spec.face_up(state), views) > 0
    other = sorted(set(state["hands"][1]) - spec.face_up(state))[0]
    for seat in (None, 0):
        leaky = dict(views)
        leaky[seat] = {**views[seat], "peek": [other]}
        with pytest.raises(AssertionError):
            check_views(deck, state, spec.face_up(state), leaky)
    with pytest.raises(AssertionError):
        check_views(deck, state, spec.face_up(state), {**views, None: {**views[None], "hand": [other]}})
    with pytest.raises(AssertionError):
        check_memory(deck, {"seen": [other]}, set(state["hands"][0]), 0)
