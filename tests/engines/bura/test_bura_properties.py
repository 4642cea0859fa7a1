"""Bura-only properties over random legal play, clock actions included.

Accounting, termination, serialisation, clones, replay and privacy (views and memory) are checked for
every game by ``tests/engines/test_conformance.py``.
"""

from __future__ import annotations

import json
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from engines.bura import Bura
from engines.bura.rules import _CARD_ORDER as CARD_ORDER
from engines.bura.rules import pile_points
from engines.cards import DECK_36
from engines.protocol import Action

MAX_STEPS = 5000  # a match never needs that many actions (about 10 deals of at most ~60 actions)
SURRENDER_RATE = 0.002  # surrender is always legal; taken uniformly it would end almost every match at once

Log = list[tuple[str, object]]


def choices(g: Bura) -> list[Action]:
    acts = [a for s in (0, 1) for a in g.legal_actions(s) if a.type != "surrender"]
    return acts + g.clock_actions()


def check_state(g: Bura) -> None:
    if g.phase != "idle":
        if g.phase in ("lead", "decide", "claim"):
            assert len(g.hands[0]) == len(g.hands[1])
        assert all(len(h) <= 3 for h in g.hands)
        assert sum(len(p) for p in g.piles) % 2 == 0
    # views: trick counts and hand sizes, never a pile's contents or points; the public to_act
    for seat in (0, 1):
        view = g.view(seat)
        assert view["tricks"] == g.tricks and view["hand_sizes"] == [len(h) for h in g.hands]
        assert "pile" not in json.dumps(list(view))  # no pile contents or totals among the keys
        if g.phase != "idle":
            assert view["revealed"] is None  # the piles stay secret while a deal runs
        elif any(r is not None for r in g.results):
            assert view["revealed"] == [sorted(p, key=CARD_ORDER.__getitem__) for p in g.piles]
        expected = {
            "lead": [g.attacker],
            "decide": [g.attacker],
            "claim": [g.attacker],
            "defend": [g.defender],
            "draw": [s for s in (0, 1) if g.legal_actions(s)],  # who has not picked: picks are public
        }
        assert view["to_act"] == expected.get(g.phase, [])  # public: never the defender's possible «Стоп!»


def play_match(seed: int, *, check: bool = True, enough_rate: float = 1.0) -> tuple[Bura, Log]:
    """Random legal play: uniform over both seats' actions and the clock's (see SURRENDER_RATE);
    ``enough_rate`` < 1 skips «Хватит!» that often to reach more deal ends. An odd seed's match
    starts with the first-move draw played (random spreads, random picks)."""
    rng = random.Random(seed)
    g = Bura.new(2, first=rng.randrange(2))
    if seed % 2:
        g.begin_draw()
    log: Log = []
    steps = 0
    while not g.is_over():
        if g.needs_spread():
            deck = list(DECK_36)
            rng.shuffle(deck)
            g.spread_deck(deck)
            log.append(("spread", deck))
        elif g.needs_deal():
            deck = list(DECK_36)
            rng.shuffle(deck)
            g.deal_from_deck(deck)
            log.append(("deal", deck))
        elif g.phase != "draw" and rng.random() < SURRENDER_RATE:
            seat = rng.randrange(2)
            g.apply(Action("surrender", seat))
            log.append(("act", Action("surrender", seat)))
        else:
            options = choices(g)
            if enough_rate < 1 and rng.random() >= enough_rate:
                options = [a for a in options if a.type != "enough"] or options
            action = rng.choice(options)
            g.apply(action)
            log.append(("act", action))
        steps += 1
        assert steps < MAX_STEPS, "the match does not end"
        if check:
            check_state(g)
            if g.phase == "idle" and g.results and g.results[-1] is not None:
                r = g.results[-1]
                assert r["pile_points"] == [pile_points(g.piles[0]), pile_points(g.piles[1])]
                assert r["tricks"] == g.tricks
    return g, log


@settings(max_examples=50, deadline=None)
@given(st.integers(0, 2**32 - 1))
def test_random_matches(seed: int) -> None:
    g, log = play_match(seed)
    result = g.match_result()
    assert result is not None and result["over"] and result["winner"] in (0, 1)
    deals = g.deal_results()
    assert all(r is not None for r in deals) and len(deals) == sum(1 for k, _ in log if k == "deal")
    last = deals[-1]
    assert last is not None
    if last["award"]["reason"] != "surrender":
        assert result["score"][result["winner"]] >= 12 > result["score"][1 - result["winner"]]
    # score is the sum of the awards
    score = [0, 0]
    for r in deals:
        a = r["award"]  # type: ignore[index]
        if a["seat"] is not None and a["reason"] != "surrender":
            score[a["seat"]] += a["points"]
    assert score == result["score"]


def test_random_play_reaches_every_path() -> None:
    reasons: set[str] = set()
    kinds: set[str] = set()
    for seed in range(120):
        g, log = play_match(seed, check=False, enough_rate=0.1)
        reasons |= {r["award"]["reason"] for r in g.deal_results() if r is not None}
        kinds |= {item.type for k, item in log if k == "act"}  # type: ignore[attr-defined]
    assert reasons >= {"enough", "enough_wrong", "more_points", "dry", "three_aces", "surrender"}
    assert kinds == set(Bura.ACTIONS)  # interceptions, claims and their timeouts included


def candidate_actions(g: Bura) -> set[Action]:
    """Legal and illegal actions near the position: leads, dumps and beats built from the hands, the
    table and two stock cards, the simple actions for both seats, and the clock's."""
    from itertools import combinations, permutations

    out: set[Action] = {Action("window_close"), Action("claim_timeout"), Action("stop", 2)}
    pool = sorted({*g.hands[0], *g.hands[1], *g.table, *g.stock[:2]})
    for seat in (0, 1):
        out |= {Action(t, seat) for t in ("enough", "continue", "stop", "surrender", "window_close")}
        for k in (1, 2, 3):
            for combo in combinations(pool, k):
                out.add(Action.make("lead", seat, cards=combo))
                out.add(Action.make("dump", seat, cards=combo))
        if g.table:
            for cover in permutations(pool, len(g.table)):
                out.add(Action.make("beat", seat, pairs=zip(g.table, cover, strict=True)))
            out.add(Action.make("beat", seat, pairs=[(g.table[0], pool[0])]))
        out.add(Action.make("lead", seat, cards=pool[:1], pairs=[]))  # a stray field
    return out


def test_apply_accepts_exactly_the_enumerated_actions() -> None:
    for seed in range(12):
        rng = random.Random(seed)
        g = Bura.new(2, first=seed % 2)
        while not g.is_over():
            if g.needs_deal():
                deck = list(DECK_36)
                rng.shuffle(deck)
                g.deal_from_deck(deck)
                continue
            allowed = set(g.legal_actions(0)) | set(g.legal_actions(1)) | set(g.clock_actions())
            candidates = candidate_actions(g)
            for action in candidates | allowed:
                assert g.is_legal(action) == (action in allowed), action
            g.apply(rng.choice(choices(g)))
