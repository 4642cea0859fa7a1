"""Property tests over random legal play: card accounting, termination, serialisation, replay, privacy."""

from __future__ import annotations

import random
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from engines.cards import DECK_36
from engines.durak import Durak
from engines.protocol import Action

CODES = frozenset(DECK_36)
OPTIONS = [{"mode": m, "throw_in_after_take": t} for m in ("podkidnoy", "perevodnoy") for t in (True, False)]
MAX_ACTIONS = 3000

games = st.tuples(
    st.integers(min_value=2, max_value=6),
    st.sampled_from(OPTIONS),
    st.integers(min_value=0, max_value=2**32),
    st.booleans(),  # deal from a layout that leaves cards out
)


def cards_in(obj: Any) -> set[str]:
    """Every card code anywhere inside a JSON value."""
    found: set[str] = set()
    stack = [obj]
    while stack:
        x = stack.pop()
        if isinstance(x, str):
            if x in CODES:
                found.add(x)
        elif isinstance(x, dict):
            stack.extend(x.values())
            stack.extend(x.keys())
        elif isinstance(x, list | tuple):
            stack.extend(x)
    return found


def random_layout(rng: random.Random, seats: int) -> dict:
    deck = list(DECK_36)
    rng.shuffle(deck)
    stock_size = rng.choice([0, 0, rng.randint(1, max(1, 36 - 6 * seats))]) if seats < 6 else 0
    stock = [deck.pop() for _ in range(min(stock_size, max(0, 36 - 6 * seats)))]
    lo = 0 if not stock else 1
    hands = [[deck.pop() for _ in range(rng.randint(lo, 6))] for _ in range(seats)]
    layout: dict = {"hands": hands, "stock": stock, "table": []}
    if not stock:
        layout["trump"] = rng.choice("SHDC")
    return layout


def start(seats: int, options: dict, seed: int, use_layout: bool) -> tuple[Durak, Any, set[str]]:
    """A dealt game, how it was dealt, and the cards public from the start (face-up trump card)."""
    rng = random.Random(seed)
    g = Durak.new(seats, options)
    if use_layout:
        layout = random_layout(rng, seats)
        g.deal_from_layout(layout)
        public = {layout["stock"][-1]} if layout["stock"] else set()
        omitted = CODES - cards_in(layout["hands"]) - set(layout["stock"])
        return g, ("layout", layout), public | omitted
    deck = list(DECK_36)
    rng.shuffle(deck)
    g.deal_from_deck(deck)
    return g, ("deck", deck), {deck[-1]}


def redeal(seats: int, options: dict, how: Any) -> Durak:
    g = Durak.new(seats, options)
    if how[0] == "layout":
        g.deal_from_layout(how[1])
    else:
        g.deal_from_deck(how[1])
    return g


def check_accounting(g: Durak) -> None:
    data = g.to_json()
    parts = [c for h in data["hands"] for c in h] + data["stock"] + data["discard"]
    parts += [c for pair in data["table"] for c in pair if c is not None]
    assert len(parts) == 36 and set(parts) == CODES


def check_privacy(g: Durak, public: set[str]) -> None:
    hands = g.to_json()["hands"]
    table = cards_in(g.view(None)["table"])
    for seat in [None, *range(g.seats)]:
        may_know = public | table | (set(hands[seat]) if seat is not None else set())
        assert cards_in(g.view(seat)) <= may_know, seat
    mem = g.memory(0)
    assert cards_in(mem) <= public
    for s, known in enumerate(mem["known"]):
        assert set(known) <= set(hands[s])


def play_random(g: Durak, rng: random.Random, public: set[str], log: list[Action], checks: bool) -> None:
    while not g.is_over():
        assert len(log) < MAX_ACTIONS, "the game does not end"
        to_act = g.to_act()
        assert to_act
        if checks:
            assert to_act == [s for s in range(g.seats) if g.legal_actions(s)]
        seat = rng.choice(to_act)
        action = rng.choice(g.legal_actions(seat))
        if action.card is not None:
            public.add(action.card)
        g.apply(action)
        log.append(action)
        if checks:
            check_accounting(g)
            check_privacy(g, public)


@settings(max_examples=120, deadline=None)
@given(games)
def test_random_play_invariants(params):
    seats, options, seed, use_layout = params
    g, how, public = start(seats, options, seed, use_layout)
    check_accounting(g)
    check_privacy(g, public)
    log: list[Action] = []
    play_random(g, random.Random(seed + 1), public, log, checks=True)
    result = g.deal_results()[0]
    assert result is not None and result["over"] is True
    active = [s for s in range(seats) if s not in result["out"]]
    assert len(active) <= 1
    assert result["loser"] == (active[0] if active else None)
    assert sorted(result["out"] + active) == list(range(seats))
    # replaying the log from the same cards reproduces the state
    again = redeal(seats, options, how)
    for a in log:
        again.apply(a)
    assert again == g
    assert again.to_json() == g.to_json()


@settings(max_examples=60, deadline=None)
@given(games, st.integers(min_value=0, max_value=400))
def test_json_round_trip_and_clone_continue_identically(params, cut):
    seats, options, seed, use_layout = params
    g, _, public = start(seats, options, seed, use_layout)
    rng = random.Random(seed + 2)
    steps = 0
    while not g.is_over() and steps < cut:
        g.apply(rng.choice(g.legal_actions(rng.choice(g.to_act()))))
        steps += 1
    data = g.to_json()
    restored = Durak.from_json(data)
    assert restored == g and restored.to_json() == data
    clone = g.clone()
    assert clone == g
    # all three continue identically with the same choices
    finals = []
    for state in (g, restored, clone):
        play_random(state, random.Random(seed + 3), set(public), [], checks=False)
        finals.append(state.to_json())
    assert finals[0] == finals[1] == finals[2]
    assert Durak.from_json(data).to_json() == data  # the clone and the original did not share state


@settings(max_examples=40, deadline=None)
@given(games)
def test_clone_is_independent(params):
    seats, options, seed, use_layout = params
    g, _, _ = start(seats, options, seed, use_layout)
    if g.is_over():
        return
    before = g.to_json()
    c = g.clone()
    rng = random.Random(seed)
    for _ in range(30):
        if c.is_over():
            break
        c.apply(rng.choice(c.legal_actions(rng.choice(c.to_act()))))
    assert g.to_json() == before
