"""Scopa-only properties over random legal matches (2 seats and 2×2): the legal plays against a brute
force, the counting, the dealers' rotation, public events, refused actions.

Accounting, termination, serialisation, clones, replay (decks and layouts) and the privacy of views are
checked for every game by ``tests/engines/test_conformance.py``.
"""

from __future__ import annotations

import random
from itertools import combinations
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from engines.cards import DECK_40
from engines.protocol import Action, IllegalAction
from engines.scopa import Scopa, count_deal

VAL = {"A": 1, "2": 2, "3": 3, "4": 4, "5": 5, "6": 6, "7": 7, "J": 8, "Q": 9, "K": 10}
MAX_DEALS = 100  # every deal gives at least the settebello point, so target 21 ends far sooner


def brute_force_legal(hand: list[str], table: list[str], seat: int) -> set[Action]:
    """The legal plays straight from the rules, by trying every subset of the table."""
    out: set[Action] = set()
    for card in hand:
        v = VAL[card[0]]
        equal = [t for t in table if VAL[t[0]] == v]
        if equal:
            opts = [(t,) for t in equal]
        else:
            opts = [
                s
                for k in range(1, len(table) + 1)
                for s in combinations(table, k)
                if sum(VAL[c[0]] for c in s) == v
            ]
        for o in opts or [()]:
            out.add(Action.make("play", seat, card=card, capture=o))
    return out


def strings(obj: Any) -> set[str]:
    if isinstance(obj, str):
        return {obj}
    if isinstance(obj, dict):
        return set().union(*(strings(k) | strings(v) for k, v in obj.items())) if obj else set()
    if isinstance(obj, list | tuple):
        return set().union(*(strings(x) for x in obj)) if obj else set()
    return set()


def check_state(g: Scopa) -> None:
    if g.in_deal:
        seat = g.turn
        assert g.to_act() == [seat]
        legal = g.legal_actions(seat)
        assert len(legal) == len(set(legal))
        assert set(legal) == brute_force_legal(g.hands[seat], g.table, seat)
        for a in legal:
            assert a.capture is not None
            total = sum(VAL[c[0]] for c in a.capture)
            assert not a.capture or total == VAL[a.card[0]]
        for other in range(g.seats):
            if other != seat:
                assert g.legal_actions(other) == []
    else:
        assert g.to_act() == []
    for seat in [None, *range(g.seats)]:
        v = g.view(seat)
        assert v["hand_sizes"] == [len(h) for h in g.hands]
        assert v["stock"] == len(g.stock)


def fresh_deck(rng: random.Random) -> list[str]:
    deck = list(DECK_40)
    rng.shuffle(deck)
    return deck


def play_match(seed: int, seats: int, dealer: int, target: int) -> tuple[Scopa, list[dict]]:
    rng = random.Random(seed)
    g = Scopa.new(seats, {"target": target}, dealer=dealer)
    record: list[dict] = []
    check_state(g)
    while not g.is_over():
        assert len(record) < MAX_DEALS
        redeals = 0
        while True:
            deck = fresh_deck(rng)
            try:
                g.deal_from_deck(deck)
                break
            except IllegalAction as err:
                assert err.code == "redeal_required"
                redeals += 1
                assert g.deal_label(redeal=redeals).endswith(f":r{redeals}")
        record.append({"deck": deck, "dealer": g.dealer, "actions": []})
        check_state(g)
        while g.in_deal:
            seat = g.to_act()[0]
            action = rng.choice(g.legal_actions(seat))
            events = g.apply(action)
            record[-1]["actions"].append(action)
            hidden = {c for h in g.hands for c in h} | set(g.stock)
            assert not (strings(events) & hidden)
            check_state(g)
        # Deal result consistent with the counting function and the score.
        res = g.deal_results()[-1]
        assert res is not None and res == count_deal(g.piles, g.scopas)
        assert sum(res["cards"]) in (40, 0)
    assert len(g.deal_results()) == len(record) and all(g.deal_results())
    totals = [sum(r["points"][s] for r in g.deal_results()) for s in (0, 1)]
    assert g.score == totals
    a, b = g.score
    assert max(a, b) >= target and a != b
    assert g.match_result() == {"score": g.score, "over": True, "winner": 0 if a > b else 1}
    return g, record


@settings(max_examples=25, deadline=None)
@given(
    seed=st.integers(0, 2**32 - 1),
    seats=st.sampled_from([2, 4]),
    dealer=st.integers(0, 3),
    target=st.sampled_from([11, 16, 21]),
)
def test_random_matches(seed, seats, dealer, target):
    dealer %= seats
    g, record = play_match(seed, seats, dealer, target)
    # Dealers rotate.
    assert [d["dealer"] for d in record] == [(dealer + k) % seats for k in range(len(record))]


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), seats=st.sampled_from([2, 4]))
def test_illegal_random_actions_keep_state(seed, seats):
    rng = random.Random(seed)
    g = Scopa.new(seats)
    while True:
        try:
            g.deal_from_deck(fresh_deck(rng))
            break
        except IllegalAction:
            continue
    for _ in range(15):
        seat = g.to_act()[0]
        legal = set(g.legal_actions(seat))
        for _ in range(5):
            card = rng.choice(DECK_40)
            cap = rng.sample(g.table, rng.randint(0, min(3, len(g.table))))
            a = Action.make("play", rng.randrange(seats), card=card, capture=cap)
            if a in legal:
                continue
            before = g.to_json()
            try:
                g.apply(a)
            except IllegalAction:
                assert g.to_json() == before
            else:  # pragma: no cover - a failure
                raise AssertionError(f"{a} was accepted but is not legal")
        g.apply(rng.choice(sorted(legal, key=repr)))
        if not g.in_deal:
            break
