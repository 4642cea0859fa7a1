"""Bura's first-move draw played as the engine's ``draw`` phase (docs/rules/bura.md, version 2): a
face-down spread fed in like a deck, one ``pick`` a seat, the cards shown only once both picked,
equal ranks ask for the next spread, the higher card leads deal 1 — and the verifier recomputes the
draw from the record's picks."""

from __future__ import annotations

import json
import random

import pytest

from engines import fairness
from engines.bura import Bura
from engines.bura import draw as first_draw
from engines.cards import DECK_36
from engines.protocol import Action, BadRecord, IllegalAction
from engines.records import verify

SEED = bytes(range(32))


def spread_with(cards: dict[int, str]) -> list[str]:
    """A deck with the given cards at the given positions, the rest in canonical order."""
    rest = [c for c in DECK_36 if c not in cards.values()]
    return [cards[i] if i in cards else rest.pop(0) for i in range(36)]


def pick(g: Bura, seat: int, position: int) -> list[dict]:
    return g.apply(Action("pick", seat, position=position))


def test_a_draw_with_a_tie_then_a_leader() -> None:
    g = Bura.new(2)
    g.begin_draw()
    assert g.phase == "draw" and g.needs_spread() and not g.needs_deal() and g.deal_number() == 1
    assert g.to_act() == [] and g.draw_label() == "bura:draw:1"
    g.spread_deck(spread_with({4: "7S", 9: "7H"}))
    assert g.to_act() == [0, 1] and len(g.legal_actions(0)) == 36
    assert Action("surrender", 0) not in g.legal_actions(0) and not g.clock_actions()
    pick(g, 0, 4)
    assert g.to_act() == [1] and g.view(None)["to_act"] == [1]
    assert Action("pick", 1, position=4) not in g.legal_actions(1)  # seat 0 holds that card
    for seat in (0, 1, None):  # neither picker sees a card before both have picked
        [shown] = g.view(seat)["draw"]["rounds"]
        assert shown == {"label": "bura:draw:1", "picks": [4, None], "cards": [None, None]}
    events = pick(g, 1, 9)
    assert events[-1] == {"type": "draw_reveal", "cards": ["7S", "7H"], "first": None}
    assert g.needs_spread() and g.draw_label() == "bura:draw:2" and g.draw_result() is None
    g.spread_deck(spread_with({0: "6C", 35: "AD"}))
    pick(g, 1, 0)
    events = pick(g, 0, 35)
    assert events[-1] == {"type": "draw_reveal", "cards": ["AD", "6C"], "first": 0}
    assert g.needs_deal() and g.phase == "idle" and g.next_leader == 0 and g.deal_number() == 1
    assert g.draw_result() == {"first": 0, "draws": [
        {"label": "bura:draw:1", "picks": [4, 9], "cards": ["7S", "7H"]},
        {"label": "bura:draw:2", "picks": [35, 0], "cards": ["AD", "6C"]},
    ]}
    view = g.view(1)["draw"]
    assert view["first"] == 0 and view["spread"] is None and view["rounds"][1]["cards"] == ["AD", "6C"]
    g.deal_from_deck(list(DECK_36))
    assert g.view(None)["leader"] == 0 and g.view(None)["draw"]["first"] == 0


def test_the_spread_stays_secret_and_bad_picks_are_refused() -> None:
    g = Bura.new(2)
    g.begin_draw()
    deck = fairness.derive_deck("bura", SEED, [], "bura:draw:1")
    with pytest.raises(IllegalAction):
        pick(g, 0, 3)  # no spread yet
    g.spread_deck(deck)
    for seat in (0, 1, None):
        shown = json.dumps(g.view(seat))
        assert not any(f'"{c}"' in shown for c in DECK_36), seat  # no card of the face-down spread
    pick(g, 0, 3)
    for bad in (Action("pick", 0, position=5), Action("pick", 1, position=3), Action("pick", 1, position=36),
                Action("lead", 1, cards=frozenset({deck[0]})), Action("surrender", 1)):
        with pytest.raises(IllegalAction):
            g.apply(bad)
    with pytest.raises(IllegalAction):
        g.spread_deck(deck)  # a round is open
    with pytest.raises(IllegalAction):
        g.begin_draw()


def test_a_state_mid_draw_survives_json_and_a_damaged_one_is_refused() -> None:
    g = Bura.new(2)
    g.begin_draw()
    g.spread_deck(spread_with({1: "9S", 2: "9D"}))
    pick(g, 1, 2)
    again = Bura.from_json(json.loads(json.dumps(g.to_json())))
    assert again.to_json() == g.to_json() and again.clone().to_json() == g.to_json()
    pick(again, 0, 1)
    assert again.needs_spread()  # a tie, after the round trip
    damaged = g.to_json()
    damaged["draw"]["rounds"][0]["picks"] = [2, 2]
    damaged["draw"]["rounds"][0]["cards"] = ["9D", "9D"]
    with pytest.raises(BadRecord):
        Bura.from_json(damaged)
    damaged = g.to_json()
    damaged["phase"] = "idle"  # an open round outside the draw
    with pytest.raises(BadRecord):
        Bura.from_json(damaged)


def test_the_verifier_recomputes_a_played_draw_from_its_picks() -> None:
    rng = random.Random(4)
    contributions = ["7001:app:" + "ab" * 32]
    g = Bura.new(2)
    g.begin_draw()
    while g.phase == "draw":
        g.spread_deck(fairness.derive_deck("bura", SEED, contributions, g.draw_label()))
        for seat in (0, 1):
            g.apply(rng.choice(g.legal_actions(seat)))
    drawn = g.draw_result()
    assert drawn is not None
    assert Bura.first_from_draw(SEED, contributions, drawn["draws"]) == (drawn["first"], drawn["draws"])
    record = {
        "game": "bura", "seats": 2, "first": drawn["first"], "first_draw": drawn,
        "deals": [{"fairness": {"commitment": fairness.commitment(SEED), "seed": SEED.hex(),
                                "contributions": contributions, "label": "bura:1"}}],
    }
    status, report = verify(record)
    assert status == 0, report["failed"]
    assert "positions" in next(c["message"] for c in report["checks"] if c["check"] == "first")
    forged = json.loads(json.dumps(record))  # another card claimed at the same position
    forged["first_draw"]["draws"][-1]["cards"].reverse()
    assert {c["check"] for c in verify(forged)[1]["failed"]} == {"first"}
    forged = json.loads(json.dumps(record))  # both seats on one position
    forged["first_draw"]["draws"][-1]["picks"] = [7, 7]
    assert {c["check"] for c in verify(forged)[1]["failed"]} == {"first"}
    forged = json.loads(json.dumps(record))  # the other seat leads
    forged["first"] = 1 - forged["first"]
    assert "first" in {c["check"] for c in verify(forged)[1]["failed"]}
    # a version-1 record (no picks) is still the cards at positions 0 and 1
    assert first_draw.replay(SEED, contributions) == Bura.first_from_draw(SEED, contributions)
