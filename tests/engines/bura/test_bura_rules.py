"""Hand-made Bura positions: exact legal sets, transitions and results (docs/rules/bura.md)."""

from __future__ import annotations

import json

import pytest

from engines.bura import BEAT_ORDER, CARD_POINTS, Bura
from engines.cards import DECK_36
from engines.protocol import Action, BadRecord, IllegalAction
from engines.registry import game_class
from tests.engines.bura.helpers import (
    CLAIM_TIMEOUT,
    WINDOW_CLOSE,
    act,
    assert_accounted,
    beat,
    dump,
    lead,
    legal,
    points,
    position,
)

SURR0 = act("surrender", 0)
SURR1 = act("surrender", 1)


def deck_with(prefix: list[str]) -> list[str]:
    return prefix + [c for c in DECK_36 if c not in prefix]


# ----- basics ---------------------------------------------------------------------------------------------
def test_registry_and_constants() -> None:
    assert game_class("bura") is Bura
    assert Bura.name == "bura" and Bura.SEAT_COUNTS == (2,) and Bura.deck == DECK_36
    assert sum(CARD_POINTS[c[0]] for c in DECK_36) == 120
    assert sorted("6789TJQKA", key=BEAT_ORDER.__getitem__) == list("6789JQKTA")


def test_no_options_and_two_seats() -> None:
    assert Bura.normalize_options(None) == {} and Bura.normalize_options({}) == {}
    with pytest.raises(BadRecord):
        Bura.normalize_options({"target": 21})
    with pytest.raises(BadRecord):
        Bura.new(3)
    with pytest.raises(BadRecord):
        Bura.new(2, {"x": 1})


def test_parse_actions_of_records() -> None:
    assert Bura.parse_action({"seat": 0, "type": "lead", "cards": ["9H", "QH"]}) == lead(0, "QH", "9H")
    assert Bura.parse_action({"seat": 1, "type": "beat", "pairs": [["9H", "KH"], ["QH", "6S"]]}) == beat(
        1, "QH-6S", "9H-KH"
    )
    assert Bura.parse_action({"type": "window_close"}) == WINDOW_CLOSE
    assert Bura.parse_action({"type": "claim_timeout"}) == CLAIM_TIMEOUT
    for bad in (
        {"seat": 0, "type": "window_close"},
        {"type": "stop"},
        {"seat": 0, "type": "lead", "cards": ["1X"]},
        {"seat": 0, "type": "pass"},
    ):
        with pytest.raises(BadRecord):
            Bura.parse_action(bad)


# ----- dealing --------------------------------------------------------------------------------------------
@pytest.mark.parametrize("first", [0, 1])
def test_dealing_convention(first: int) -> None:
    deck = deck_with(["AS", "KS", "QS", "JS", "TS", "9S", "7H"])
    g = Bura.new(2, first=first)
    assert g.needs_deal() and g.deal_label() == "bura:1"
    events = g.deal_from_deck(deck)
    assert g.hands[first] == ["AS", "QS", "TS"]
    assert g.hands[1 - first] == ["KS", "JS", "9S"]
    assert g.trump == "7H"
    assert g.stock == deck[7:] + ["7H"] and len(g.stock) == 30
    assert g.attacker == first and g.phase == "lead" and g.window
    assert g.pending_clock() == {"action": "window_close", "seconds": 5}
    assert g.clock_actions() == [WINDOW_CLOSE]
    assert g.deal_results() == [None] and g.deal_number() == 1
    text = json.dumps(events)
    for c in ("AS", "QS", "TS", "KS", "JS", "9S"):
        assert c not in text  # no hand card in a public event
    assert "7H" in text
    assert_accounted(g)


def test_layout_round_trip_and_checks() -> None:
    deck = deck_with(["AS", "KS", "QS", "JS", "TS", "9S", "7H"])
    g = Bura.new(2, first=1)
    layout = g.layout_from_deck(deck)
    Bura.check_layout(layout, 2)
    h = Bura.new(2, first=1)
    h.deal_from_layout(layout)
    g.deal_from_deck(deck)
    assert g == h


@pytest.mark.parametrize(
    "mutate",
    [
        lambda L: L["hands"][0].__setitem__(0, "1S"),  # unknown card
        lambda L: L["hands"][0].__setitem__(0, L["hands"][1][0]),  # repeated card
        lambda L: L["stock"].append(L["hands"][0].pop()),  # wrong counts
        lambda L: L["stock"].pop(),  # 35 cards
        lambda L: L.__setitem__("trump", "S"),  # unknown key
        lambda L: L.__setitem__("table", ["6S"]),  # bura has no table
        lambda L: L.__setitem__("hands", [L["hands"][0]]),  # one hand
    ],
)
def test_check_layout_refuses(mutate) -> None:  # type: ignore[no-untyped-def]
    g = Bura.new(2)
    layout = g.layout_from_deck(list(DECK_36))
    mutate(layout)
    with pytest.raises(BadRecord):
        Bura.check_layout(layout, 2)
    with pytest.raises(BadRecord):
        g.deal_from_layout(layout)
    assert g.needs_deal()


def test_deal_from_deck_refuses_a_bad_deck() -> None:
    g = Bura.new(2)
    with pytest.raises(BadRecord):
        g.deal_from_deck(list(DECK_36[:-1]) + ["AS"])


# ----- leads ----------------------------------------------------------------------------------------------
def test_leads_single_and_same_suit_pair() -> None:
    g = position([["9H", "QH", "6S"], ["7C", "8D", "JS"]], trump="6D", attacker=0)
    assert legal(g, 0) == {lead(0, "9H"), lead(0, "QH"), lead(0, "6S"), lead(0, "9H", "QH"), SURR0}
    assert legal(g, 1) == {SURR1}
    assert g.to_act() == [0]


def test_leads_with_a_triple() -> None:
    g = position([["9H", "QH", "AH"], ["7C", "8D", "JS"]], attacker=0)
    expected = {
        lead(0, "9H"),
        lead(0, "QH"),
        lead(0, "AH"),
        lead(0, "9H", "QH"),
        lead(0, "9H", "AH"),
        lead(0, "QH", "AH"),
        lead(0, "9H", "QH", "AH"),
        SURR0,
    }
    assert legal(g, 0) == expected


def test_leads_with_a_short_hand() -> None:
    g = position([["9H"], ["7C"]], attacker=1, trump="6D", rest=0)
    assert legal(g, 1) == {lead(1, "7C"), SURR1}


# ----- beats and dumps ------------------------------------------------------------------------------------
def test_beat_by_suit_or_trump_and_dumps() -> None:
    g = position([["7C", "8D"], ["QH", "6S", "7H"]], trump="9S", attacker=0, table=["9H"], phase="defend")
    assert legal(g, 1) == {
        beat(1, "9H-QH"),
        beat(1, "9H-6S"),
        dump(1, "QH"),
        dump(1, "6S"),
        dump(1, "7H"),
        SURR1,
    }
    assert legal(g, 0) == {SURR0}


def test_trump_lead_needs_higher_trump() -> None:
    g = position([["7C", "8D"], ["6S", "8S", "AH"]], trump="9S", attacker=0, table=["7S"], phase="defend")
    assert {a for a in legal(g, 1) if a.type == "beat"} == {beat(1, "7S-8S")}


def test_ten_beats_king_and_ace_beats_ten() -> None:
    g = position([["7C", "8D"], ["TH", "QH", "JH"]], trump="9S", attacker=0, table=["KH"], phase="defend")
    assert {a for a in legal(g, 1) if a.type == "beat"} == {beat(1, "KH-TH")}
    g = position([["7C", "8D"], ["AH", "KH", "QH"]], trump="9S", attacker=0, table=["TH"], phase="defend")
    assert {a for a in legal(g, 1) if a.type == "beat"} == {beat(1, "TH-AH")}


def test_mixed_beat_enumeration() -> None:
    g = position([["7C"], ["KH", "6S", "TH"]], trump="9S", attacker=0, table=["9H", "QH"], phase="defend")
    beats = {a for a in legal(g, 1) if a.type == "beat"}
    expected = set()
    for x in ("KH", "6S", "TH"):
        for y in ("KH", "6S", "TH"):
            if x != y:
                expected.add(beat(1, f"9H-{x}", f"QH-{y}"))
    assert beats == expected and len(beats) == 6
    dumps = {a for a in legal(g, 1) if a.type == "dump"}
    assert dumps == {dump(1, "KH", "6S"), dump(1, "KH", "TH"), dump(1, "6S", "TH")}


def test_no_partial_beat() -> None:
    g = position([["7C"], ["KH", "7D", "8C"]], trump="9S", attacker=0, table=["9H", "QH"], phase="defend")
    assert {a.type for a in legal(g, 1)} == {"dump", "surrender"}
    before = g.to_json()
    with pytest.raises(IllegalAction) as e:
        g.apply(beat(1, "9H-KH"))
    assert e.value.reason == "cannot_beat"
    assert g.to_json() == before


def test_three_card_beat_with_trumps() -> None:
    g = position(
        [[], ["AS", "7S", "QH"]],
        trump="6S",
        attacker=0,
        table=["9H", "JH", "KH"],
        phase="defend",
        tricks=[1, 1],
    )
    beats = {a for a in legal(g, 1) if a.type == "beat"}
    # QH only covers 9H and JH; KH must take a trump
    assert beats == {
        beat(1, "9H-QH", "JH-AS", "KH-7S"),
        beat(1, "9H-QH", "JH-7S", "KH-AS"),
        beat(1, "9H-AS", "JH-QH", "KH-7S"),
        beat(1, "9H-7S", "JH-QH", "KH-AS"),
    }


def test_beat_wins_the_trick_and_the_lead() -> None:
    g = position([["7C", "8D", "9H"], ["QH", "6S", "7H"]], trump="9S", attacker=0, window=True)
    g.apply(lead(0, "9H"))
    events = g.apply(beat(1, "9H-QH"))
    assert events[0] == {"type": "beat", "seat": 1, "pairs": [["9H", "QH"]]}
    assert g.piles[1] == ["9H", "QH"] and g.tricks == [0, 1]
    assert g.attacker == 1 and g.phase == "decide" and not g.window
    assert g.pending_clock() is None and g.clock_actions() == []
    assert legal(g, 1) == {act("enough", 1), act("continue", 1), SURR1}
    assert legal(g, 0) == {SURR0}
    assert g.to_act() == [1]


def test_dump_wins_for_the_attacker_face_down() -> None:
    g = position([["7C", "8D", "9H"], ["QH", "6S", "7H"]], trump="9S", attacker=0, window=True)
    g.apply(lead(0, "9H"))
    events = g.apply(dump(1, "6S"))
    assert events[0] == {"type": "dump", "seat": 1, "count": 1}
    assert "6S" not in json.dumps(events)
    assert sorted(g.piles[0]) == ["6S", "9H"] and g.tricks == [1, 0]
    assert g.attacker == 0 and g.phase == "decide" and not g.window
    v0 = json.dumps(g.view(0))
    assert "6S" not in v0 and "9H" not in v0
    assert g.view(0)["tricks"] == [1, 0]
    m0, m1 = g.memory(0), g.memory(1)
    assert m0["exchanges"][0]["lead"] == ["9H"] and m0["exchanges"][0]["dump"] is None
    assert m0["exchanges"][0]["dump_count"] == 1 and "6S" not in json.dumps(m0)
    assert m1["exchanges"][0]["dump"] == ["6S"]


def test_dump_is_always_allowed_even_with_a_beat() -> None:
    g = position([["7C"], ["AH", "KH"]], trump="9S", attacker=0, table=["9H", "QH"], phase="defend")
    assert legal(g, 1) == {beat(1, "9H-AH", "QH-KH"), beat(1, "9H-KH", "QH-AH"), dump(1, "AH", "KH"), SURR1}


# ----- «Хватит!» ------------------------------------------------------------------------------------------
P40 = ["AS", "TS", "TH", "KS", "QS", "JS"]  # 11+10+10+4+3+2
P41 = ["TS", "TH", "TD", "QH", "QD", "QC", "JH"]  # 30+9+2
P70 = ["AS", "AH", "AD", "TS", "TH", "TD", "KS", "QS"]  # 33+30+4+3
P71 = ["AS", "AH", "AD", "TS", "TH", "TD", "KS", "JS", "JH"]  # 33+30+4+2+2
O41 = ["AC", "TC", "KH", "KD", "KC", "QH", "QD", "JS"]  # for P70: 11+10+12+6+2
O71 = ["AS", "AH", "AD", "AC", "TC", "KS", "KH", "KD", "QS", "JS"]  # for P41: 44+10+12+3+2


def test_point_sets() -> None:
    assert [points(p) for p in (P40, P41, P70, P71, O41, O71)] == [40, 41, 70, 71, 41, 71]


@pytest.mark.parametrize(
    ("mine", "other", "award"),
    [
        (P40, [], {"seat": 1, "points": 2, "reason": "enough_wrong"}),
        (P41, [], {"seat": 0, "points": 2, "reason": "enough"}),
        (P41, ["AC", "KS", "KH", "KD", "QS", "JS"], {"seat": 0, "points": 2, "reason": "enough"}),  # 40
        (P41, O71, {"seat": 0, "points": 6, "reason": "enough"}),
        (P70, ["AC"], {"seat": 0, "points": 2, "reason": "enough"}),
        (P70, O41, {"seat": 0, "points": 4, "reason": "enough"}),
        (P71, [], {"seat": 1, "points": 2, "reason": "enough_wrong"}),
    ],
)
def test_enough_awards(mine: list[str], other: list[str], award: dict) -> None:
    hands = [
        [c for c in ("7C", "8C") if c not in mine + other],
        [c for c in ("7D", "8D") if c not in mine + other],
    ]
    g = position(hands, trump="6H", attacker=0, piles=[mine, other], phase="decide")
    events = g.apply(act("enough", 0))
    result = g.deal_results()[0]
    assert result == {
        "over": True,
        "award": award,
        "pile_points": [points(mine), points(other)],
        "tricks": [len(mine) // 2, len(other) // 2],
    }
    assert events[0] == {"type": "enough", "seat": 0}
    expected_score = [0, 0]
    expected_score[award["seat"]] = award["points"]
    assert g.match_result() == {"score": expected_score, "over": False, "winner": None}
    assert g.needs_deal() and g.deal_number() == 2 and g.deal_label() == "bura:2"
    assert g.next_leader == award["seat"]
    assert g.legal_actions(0) == [] and g.to_act() == []


def test_enough_after_the_last_exchange_is_allowed() -> None:
    g = position([[], []], trump="6H", attacker=1, piles=[P40, []], rest=1, phase="decide")
    assert legal(g, 1) == {act("enough", 1), act("continue", 1), SURR1}
    g.apply(act("enough", 1))
    assert g.deal_results()[0]["award"]["reason"] == "enough_wrong"  # seat 1 holds 80


# ----- continue and the draw ------------------------------------------------------------------------------
def test_continue_draws_alternately_winner_first() -> None:
    g = position(
        [["7C"], ["7D"]],
        trump="6H",
        attacker=1,
        top=["AS", "KS", "QS", "JS", "TS"],
        phase="decide",
        piles=[["8C", "8D", "9C", "9D"], []],
    )
    events = g.apply(act("continue", 1))
    assert g.hands[1] == ["7D", "AS", "QS"] and g.hands[0] == ["7C", "KS", "JS"]
    assert g.stock[0] == "TS" and g.phase == "lead" and g.attacker == 1 and g.window
    assert {"type": "draw", "seat": 1, "count": 2} in events and {
        "type": "draw",
        "seat": 0,
        "count": 2,
    } in events
    assert "AS" not in json.dumps(events)
    assert g.pending_clock() == {"action": "window_close", "seconds": 5}


def test_continue_with_a_short_stock() -> None:
    # two cards left: the winner takes the top card, the loser the face-up trump card
    g = position([["7C"], ["7D"]], trump="6H", attacker=0, rest=1, phase="decide")
    g.stock = ["AS", "6H"]
    g.piles[1].remove("AS")
    g.piles[1].remove("6H")
    assert_accounted(g)
    g.apply(act("continue", 0))
    assert g.hands == [["7C", "AS"], ["7D", "6H"]] and g.stock == []
    assert g.window and g.phase == "lead"
    assert g.view(0)["trump"] == "6H" and g.view(0)["stock"] == 0


def test_continue_with_an_empty_stock_opens_no_window() -> None:
    g = position([["7C"], ["7D"]], trump="6H", attacker=1, rest=0, phase="decide")
    events = g.apply(act("continue", 1))
    assert [e["type"] for e in events] == ["continue"]
    assert g.phase == "lead" and not g.window and g.pending_clock() is None
    assert legal(g, 1) == {lead(1, "7D"), SURR1}


# ----- end of the deal without «Хватит!» ------------------------------------------------------------------
def test_continue_after_the_last_exchange_more_points() -> None:
    pile1 = ["AS", "AH", "6C", "7C"]  # 22
    g = position([[], []], trump="6H", attacker=1, piles=[[], pile1], rest=0, phase="decide")
    g.apply(act("continue", 1))
    assert g.deal_results()[0] == {
        "over": True,
        "award": {"seat": 0, "points": 1, "reason": "more_points"},
        "pile_points": [98, 22],
        "tricks": [16, 2],
    }
    assert g.score == [1, 0] and g.next_leader == 0


def test_dry_win() -> None:
    g = position([[], []], trump="6H", attacker=0, rest=0, phase="decide", tricks=[18, 0])
    g.apply(act("continue", 0))
    assert g.deal_results()[0]["award"] == {"seat": 0, "points": 6, "reason": "dry"}
    assert g.score == [6, 0]


def test_dry_is_about_tricks_not_points() -> None:
    # seat 1 took a trick worth nothing: no dry bonus
    g = position(
        [[], []], trump="6H", attacker=0, piles=[[], ["6S", "7S"]], rest=0, phase="decide", tricks=[17, 1]
    )
    g.apply(act("continue", 0))
    assert g.deal_results()[0]["award"] == {"seat": 0, "points": 1, "reason": "more_points"}


def test_tie_scores_nothing_and_keeps_the_leader() -> None:
    half = ["AS", "AH", "TS", "TH", "KS", "KH", "QS", "QH", "JS", "JH"]  # 60
    g = position([[], []], trump="6D", attacker=0, leader=1, piles=[[], half], rest=0, phase="decide")
    assert points(g.piles[0]) == points(g.piles[1]) == 60
    g.apply(act("continue", 0))
    assert g.deal_results()[0]["award"] == {"seat": None, "points": 0, "reason": "tie"}
    assert g.score == [0, 0] and g.next_leader == 1
    g.deal_from_deck(list(DECK_36))
    assert g.attacker == 1 and g.leader == 1 and g.hands[1] == ["6S", "8S", "TS"]


# ----- «Стоп!»: three sixes, three aces -------------------------------------------------------------------
def test_three_sixes_for_the_defender_at_any_moment() -> None:
    g = position([["7C", "8C", "9C"], ["6S", "6H", "6C"]], trump="6D", attacker=0)
    assert legal(g, 1) == {act("stop", 1), SURR1}
    assert g.to_act() == [0, 1]
    # the attacker's view does not reveal it; the defender's own view does
    assert g.view(0)["to_act"] == [0] and g.view(0)["can_stop"] is False
    assert g.view(1)["can_stop"] is True and g.view(None)["to_act"] == [0]
    events = g.apply(act("stop", 1))
    assert events[0] == {"type": "stop", "seat": 1, "reason": "three_sixes", "cards": ["6S", "6H", "6C"]}
    assert g.deal_results()[0]["award"] == {"seat": 1, "points": 3, "reason": "three_sixes"}
    assert g.score == [0, 3] and g.next_leader == 1


def test_three_aces_for_the_attacker() -> None:
    g = position([["AS", "AH", "AC"], ["7C", "8C", "9H"]], trump="6D", attacker=0)
    assert act("stop", 0) in legal(g, 0)
    g.apply(act("stop", 0))
    assert g.deal_results()[0]["award"] == {"seat": 0, "points": 4, "reason": "three_aces"}
    assert g.score == [4, 0]


def test_three_aces_while_defending_a_lead() -> None:
    g = position([["7C", "8C"], ["AS", "AH", "AC"]], trump="6D", attacker=0, table=["9H"], phase="defend")
    assert act("stop", 1) in legal(g, 1)
    g.apply(act("stop", 1))
    assert g.score == [0, 4]


def test_three_aces_against_an_interception_end_the_deal_and_the_state_round_trips() -> None:
    """The defender of an interception's triple says «Стоп!» with three aces: the deal ends with
    nothing of the interception left in the state, and the state (and one stored before the flag was
    cleared, with it still set) reads back — it once raised «an interception's lead outside the
    defence» at the next load (found by the conformance test, seed 735256)."""
    g = position([["TC", "QC", "AC"], ["AS", "AH", "AD"]], trump="6D", attacker=1)
    g.apply(act("stop", 0))  # seat 0 intercepts before seat 1 leads
    assert g.intercept_lead and g.phase == "defend" and g.attacker == 0
    events = g.apply(act("stop", 1))
    assert events[0] == {"type": "stop", "seat": 1, "reason": "three_aces", "cards": ["AS", "AH", "AD"]}
    assert g.phase == "idle" and not g.intercept_lead
    assert g.deal_results()[-1]["award"] == {"seat": 1, "points": 4, "reason": "three_aces"}
    state = g.to_json()
    assert Bura.from_json(state) == g
    stored_before = {**state, "intercept_lead": True}
    assert Bura.from_json(stored_before).phase == "idle"


# ----- «Стоп!»: interception, window, claim ---------------------------------------------------------------
def test_interception_before_the_lead() -> None:
    g = position([["7C", "8D", "9H"], ["6S", "JS", "KS"]], trump="6D", attacker=0)
    assert legal(g, 1) == {act("stop", 1), SURR1}
    events = g.apply(act("stop", 1))
    assert events == [
        {"type": "stop", "seat": 1, "reason": "intercept"},
        {"type": "lead", "seat": 1, "cards": ["6S", "JS", "KS"], "intercept": True},
    ]
    assert g.attacker == 1 and g.phase == "defend" and g.table == ["6S", "JS", "KS"] and g.hands[1] == []
    # the other defends as usual: 7C/8D/9H cannot cover spades except by trump 8D (spades not trump)
    assert legal(g, 0) == {dump(0, "7C", "8D", "9H"), SURR0}


def test_lead_intercepted_inside_the_window() -> None:
    deck = deck_with(["9H", "6S", "8D", "JS", "7C", "KS", "6D"])
    g = Bura.new(2, first=0)
    g.deal_from_deck(deck)
    assert g.hands == [["9H", "8D", "7C"], ["6S", "JS", "KS"]]
    g.apply(
        lead(
            0,
            "9H",
        )
    )
    assert act("stop", 1) in legal(g, 1)
    events = g.apply(act("stop", 1))
    assert {"type": "returned", "seat": 0, "cards": ["9H"]} in events
    assert sorted(g.hands[0]) == sorted(["9H", "8D", "7C"])
    assert g.table == ["6S", "JS", "KS"] and g.attacker == 1 and not g.window
    assert g.memory(1)["returned"] == [{"seat": 0, "cards": ["9H"]}]
    # 8D is a trump (6D turned up): it covers one spade, but all three must be covered
    assert {a.type for a in legal(g, 0)} == {"dump", "surrender"}


def test_two_card_lead_intercepted_inside_the_window() -> None:
    g = position([["9H", "QH", "7C"], ["6S", "JS", "KS"]], trump="6D", attacker=0, window=True)
    g.apply(lead(0, "9H", "QH"))
    g.apply(act("stop", 1))
    assert sorted(g.hands[0]) == ["7C", "9H", "QH"] and g.table == ["6S", "JS", "KS"]


def test_interception_refused_after_window_close() -> None:
    g = position([["9H", "8D", "7C"], ["6S", "JS", "KS"]], trump="6D", attacker=0, window=True)
    g.apply(lead(0, "9H"))
    assert g.apply(WINDOW_CLOSE) == [{"type": "window_close"}]
    assert act("stop", 1) not in legal(g, 1)
    before = g.to_json()
    with pytest.raises(IllegalAction) as e:
        g.apply(act("stop", 1))
    assert e.value.reason == "cannot_stop"
    assert g.to_json() == before
    # before the attacker leads the defender may intercept whether or not the window is open
    h = position([["9H", "8D", "7C"], ["6S", "JS", "KS"]], trump="6D", attacker=0, window=False)
    assert act("stop", 1) in legal(h, 1)


def test_three_card_lead_cannot_be_intercepted() -> None:
    g = position([["9H", "QH", "AH"], ["6S", "JS", "KS"]], trump="6D", attacker=0, window=True)
    g.apply(lead(0, "9H", "QH", "AH"))
    assert g.window  # still open, but useless
    assert act("stop", 1) not in legal(g, 1)
    assert g.clock_actions() == [WINDOW_CLOSE]


def test_window_close_is_legal_even_when_nobody_can_intercept() -> None:
    g = position([["9H", "8D", "7C"], ["6S", "JH", "KC"]], trump="6D", attacker=0, window=True)
    assert g.clock_actions() == [WINDOW_CLOSE]
    assert g.view(0)["window"] is True and g.view(0)["clock"] == {"action": "window_close", "seconds": 5}
    g.apply(WINDOW_CLOSE)
    assert g.clock_actions() == [] and g.pending_clock() is None
    before = g.to_json()
    with pytest.raises(IllegalAction):
        g.apply(WINDOW_CLOSE)
    assert g.to_json() == before


@pytest.mark.parametrize("cover", ["beat", "dump"])
def test_beating_or_dumping_closes_the_window(cover: str) -> None:
    g = position([["9H", "8D", "7C"], ["QH", "JH", "KC"]], trump="6D", attacker=0, window=True)
    g.apply(lead(0, "9H"))
    g.apply(beat(1, "9H-QH") if cover == "beat" else dump(1, "KC"))
    assert not g.window and g.clock_actions() == []


def test_the_attackers_view_never_depends_on_the_defenders_triple() -> None:
    a = position([["9H", "8D", "7C"], ["6S", "JS", "KS"]], trump="6D", attacker=0, window=True)
    b = position([["9H", "8D", "7C"], ["6S", "JH", "KC"]], trump="6D", attacker=0, window=True)
    for g in (a, b):
        g.apply(lead(0, "9H"))
    assert a.view(0) == b.view(0) and a.view(None) == b.view(None)
    assert a.pending_clock() == b.pending_clock() and a.clock_actions() == b.clock_actions()
    assert a.view(1)["can_stop"] and not b.view(1)["can_stop"]


def test_claim_answered_by_the_attacker() -> None:
    g = position([["9H", "QH", "AH"], ["6S", "JS", "KS"]], trump="6D", attacker=0)
    events = g.apply(act("stop", 1))
    assert events == [
        {"type": "stop", "seat": 1, "reason": "intercept"},
        {"type": "claim", "seat": 1, "seconds": 3},
    ]
    assert g.phase == "claim"
    assert legal(g, 0) == {act("stop", 0), SURR0}
    assert legal(g, 1) == {SURR1}
    assert g.to_act() == [0]
    assert g.clock_actions() == [CLAIM_TIMEOUT]
    assert g.pending_clock() == {"action": "claim_timeout", "seconds": 3}
    assert g.view(1)["claim"] is True
    events = g.apply(act("stop", 0))
    assert events[-1] == {"type": "lead", "seat": 0, "cards": ["9H", "QH", "AH"], "intercept": True}
    assert g.attacker == 0 and g.phase == "defend" and g.table == ["9H", "QH", "AH"]
    # spades are not trump (6D): the defender can only dump
    assert legal(g, 1) == {dump(1, "6S", "JS", "KS"), SURR1}
    assert g.clock_actions() == []


def test_claim_timed_out() -> None:
    g = position([["9H", "QH", "AH"], ["6S", "JS", "KS"]], trump="6D", attacker=0)
    g.apply(act("stop", 1))
    before = g.to_json()
    with pytest.raises(IllegalAction):
        g.apply(lead(0, "9H"))  # during a claim the attacker's only move is «Стоп!»
    with pytest.raises(IllegalAction):
        g.apply(WINDOW_CLOSE)
    assert g.to_json() == before
    events = g.apply(CLAIM_TIMEOUT)
    assert events == [
        {"type": "claim_timeout"},
        {"type": "lead", "seat": 1, "cards": ["6S", "JS", "KS"], "intercept": True},
    ]
    assert g.attacker == 1 and g.phase == "defend"
    assert legal(g, 0) == {dump(0, "9H", "QH", "AH"), SURR0}


def test_claim_judged_after_the_lead_returns() -> None:
    g = position([["9H", "QH", "AH"], ["6S", "JS", "KS"]], trump="6D", attacker=0, window=True)
    g.apply(lead(0, "AH"))
    events = g.apply(act("stop", 1))
    assert {"type": "returned", "seat": 0, "cards": ["AH"]} in events
    assert g.phase == "claim" and sorted(g.hands[0]) == ["9H", "AH", "QH"]
    g.apply(act("stop", 0))
    assert sorted(g.table) == ["9H", "AH", "QH"]


def test_attacker_triple_alone_is_no_stop() -> None:
    g = position([["9H", "QH", "AH"], ["6S", "JH", "KC"]], trump="6D", attacker=0)
    assert act("stop", 0) not in legal(g, 0) and legal(g, 1) == {SURR1}


def test_interception_then_normal_defence_with_trumps() -> None:
    g = position([["7D", "9D", "7C"], ["6S", "JS", "KS"]], trump="6D", attacker=0)
    g.apply(act("stop", 1))
    assert {a for a in legal(g, 0) if a.type == "beat"} == set()  # only two trumps for three cards
    h = position([["7D", "9D", "AS"], ["6S", "JS", "KS"]], trump="6D", attacker=0)
    h.apply(act("stop", 1))
    beats = {a for a in legal(h, 0) if a.type == "beat"}
    # AS beats any spade, the two trumps any non-trump card: every assignment works
    assert beat(0, "KS-AS", "6S-7D", "JS-9D") in beats and len(beats) == 6


# ----- surrender ------------------------------------------------------------------------------------------
@pytest.mark.parametrize("phase", ["lead", "defend", "decide", "claim"])
def test_surrender_at_any_moment(phase: str) -> None:
    if phase == "claim":
        g = position([["9H", "QH", "AH"], ["6S", "JS", "KS"]], trump="6D", attacker=0, score=[5, 9])
        g.apply(act("stop", 1))
    else:
        table = ["9H"] if phase == "defend" else []
        g = position(
            [["QH", "AH"], ["6S", "JS", "KS"][: 3 if phase == "defend" else 2]],
            trump="6D",
            attacker=0,
            table=table,
            phase=phase,
            score=[5, 9],
            piles=[["7C", "TC"], []],
        )
    assert SURR0 in legal(g, 0) and SURR1 in legal(g, 1)
    events = g.apply(SURR1)
    assert events[0] == {"type": "surrender", "seat": 1}
    assert events[-1] == {"type": "match_over", "score": [5, 9], "over": True, "winner": 0}
    result = g.deal_results()[0]
    assert result["award"] == {"seat": 0, "points": 0, "reason": "surrender"}
    assert g.match_result() == {"score": [5, 9], "over": True, "winner": 0}
    assert g.is_over() and not g.needs_deal()
    assert g.legal_actions(0) == [] and g.legal_actions(1) == [] and g.clock_actions() == []
    with pytest.raises(IllegalAction) as e:
        g.apply(SURR0)
    assert e.value.code == "deal_over"
    with pytest.raises(IllegalAction) as e:
        g.deal_from_deck(list(DECK_36))
    assert e.value.code == "deal_over"


# ----- the match ------------------------------------------------------------------------------------------
def test_match_ends_at_twelve() -> None:
    g = position([["7C"], ["7D"]], trump="6H", attacker=1, piles=[[], P41], phase="decide", score=[3, 10])
    events = g.apply(act("enough", 1))
    assert g.match_result() == {"score": [3, 12], "over": True, "winner": 1}
    assert events[-1] == {"type": "match_over", "score": [3, 12], "over": True, "winner": 1}
    assert g.is_over() and not g.needs_deal() and g.deal_number() == 1
    assert g.view(0)["match_over"] is True and g.view(0)["winner"] == 1


def test_match_ends_above_twelve() -> None:
    g = position([["AS", "AH", "AC"], ["7C", "8C", "9H"]], trump="6D", attacker=1, score=[9, 11])
    g.apply(act("stop", 0))
    assert g.match_result() == {"score": [13, 11], "over": True, "winner": 0}


def test_eleven_is_not_enough() -> None:
    g = position([["7C"], ["7D"]], trump="6H", attacker=1, piles=[[], P41], phase="decide", score=[3, 9])
    g.apply(act("enough", 1))
    assert g.match_result() == {"score": [3, 11], "over": False, "winner": None}
    assert g.needs_deal()


def test_next_deal_leader_is_the_receiver() -> None:
    # seat 0 declares wrongly: seat 1 receives the 2 points and leads the next deal
    g = position([["7C"], ["7D"]], trump="6H", attacker=0, leader=0, piles=[P40, []], phase="decide")
    g.apply(act("enough", 0))
    assert g.next_leader == 1
    events = g.deal_from_deck(list(DECK_36))
    assert events[0]["leader"] == 1 and g.attacker == 1 and g.leader == 1
    assert g.deal_results()[1] is None and len(g.deal_results()) == 2
    assert g.view(0)["deal"] == 2 and g.view(0)["last_result"]["award"]["seat"] == 1


def test_a_whole_scripted_deal() -> None:
    # leader 0: hands 0 = 9H 8D 7C, 1 = 6S JH KC; trump 6D; stock top AS, AH, ...
    deck = deck_with(["9H", "6S", "8D", "JH", "7C", "KC", "6D", "AS", "AH"])
    g = Bura.new(2, first=0)
    g.deal_from_deck(deck)
    g.apply(WINDOW_CLOSE)
    g.apply(lead(0, "9H"))
    g.apply(beat(1, "9H-JH"))
    g.apply(act("continue", 1))
    assert g.hands == [["8D", "7C", "AH"], ["6S", "KC", "AS"]]
    g.apply(lead(1, "KC"))
    g.apply(beat(0, "KC-8D"))  # a trump
    assert g.tricks == [1, 1] and g.attacker == 0
    assert g.memory(1)["exchanges"][1]["beat"] == [["KC", "8D"]]
    assert_accounted(g)


# ----- illegal actions leave the state unchanged ----------------------------------------------------------
def _lead_pos() -> Bura:
    return position([["9H", "QH", "6S"], ["7C", "8D", "JS"]], trump="6D", attacker=0, window=True)


def _defend_pos() -> Bura:
    g = _lead_pos()
    g.apply(lead(0, "9H", "QH"))
    return g


def _decide_pos() -> Bura:
    g = _lead_pos()
    g.apply(lead(0, "6S"))
    g.apply(beat(1, "6S-JS"))
    return g


@pytest.mark.parametrize(
    ("make", "action", "reason"),
    [
        (_lead_pos, lead(1, "7C"), "not_your_turn"),
        (_lead_pos, lead(0, "AS"), "not_in_hand"),
        (_lead_pos, lead(0, "9H", "6S"), "bad_lead"),
        (_lead_pos, act("enough", 0), "not_your_turn"),
        (_lead_pos, act("stop", 0), "cannot_stop"),
        (_lead_pos, CLAIM_TIMEOUT, "clock"),
        (_lead_pos, act("window_close", 0), "not_your_turn"),
        (_lead_pos, act("surrender", 2), "bad_seat"),
        (_defend_pos, beat(1, "9H-8D"), "cannot_beat"),  # partial: QH uncovered
        (_defend_pos, beat(1, "9H-7C", "QH-8D"), "cannot_beat"),  # 7C neither suit nor trump
        (_defend_pos, dump(1, "7C"), "wrong_count"),  # one card for a two-card lead
        (_defend_pos, dump(1, "7C", "AS"), "not_in_hand"),
        (_defend_pos, lead(0, "6S"), "not_your_turn"),
        (_defend_pos, act("continue", 1), "not_your_turn"),
        (_decide_pos, act("continue", 0), "not_your_turn"),
        (_decide_pos, lead(1, "7C"), "not_your_turn"),
        (_decide_pos, WINDOW_CLOSE, "clock"),
    ],
)
def test_illegal_actions(make, action: Action, reason: str) -> None:  # type: ignore[no-untyped-def]
    g = make()
    before = g.to_json()
    with pytest.raises(IllegalAction) as e:
        g.apply(action)
    assert e.value.code == "illegal_action" and e.value.reason == reason
    assert g.to_json() == before


def test_no_action_before_the_first_deal() -> None:
    g = Bura.new(2)
    assert g.legal_actions(0) == [] and g.clock_actions() == [] and g.to_act() == []
    with pytest.raises(IllegalAction) as e:
        g.apply(SURR0)
    assert e.value.code == "deal_over"
    g.deal_from_deck(list(DECK_36))
    with pytest.raises(IllegalAction):
        g.deal_from_deck(list(DECK_36))


# ----- views, memory, serialisation -----------------------------------------------------------------------
def test_view_keys_and_secrecy() -> None:
    g = position(
        [["9H", "QH", "6S"], ["7C", "8D", "JS"]],
        trump="6D",
        attacker=0,
        window=True,
        piles=[["AS", "KH"], ["TC", "QC"]],
        score=[2, 4],
    )
    g.apply(lead(0, "9H"))
    v = g.view(1)
    assert v["hand"] == ["JS", "8D", "7C"]
    assert v["hand_sizes"] == [2, 3] and v["trump"] == "6D" and v["trump_suit"] == "D"
    assert v["stock"] == 36 - 4 - 6 and v["table"] == {"attacker": 0, "lead": ["9H"]}
    assert v["tricks"] == [1, 1] and v["attacker"] == 0 and v["defender"] == 1
    assert v["phase"] == "defend" and v["to_act"] == [1] and v["score"] == [2, 4]
    assert v["window"] is True and v["claim"] is False and v["deal"] == 1
    o = g.view(None)
    assert o["hand"] is None and o["can_stop"] is False
    for view, allowed in (
        (g.view(0), {"QH", "6S", "9H", "6D"}),
        (g.view(1), {"7C", "8D", "JS", "9H", "6D"}),
        (o, {"9H", "6D"}),
    ):
        text = json.dumps(view)
        shown = {c for c in DECK_36 if f'"{c}"' in text}
        assert shown == allowed


def test_json_round_trip_and_clone() -> None:
    g = _defend_pos()
    data = g.to_json()
    h = Bura.from_json(json.loads(json.dumps(data)))
    assert h == g and h.to_json() == data
    c = g.clone()
    assert c == g
    c.apply(dump(1, "7C", "8D"))
    assert c != g and g.phase == "defend" and g.hands[1] == ["7C", "8D", "JS"]
    h.apply(dump(1, "7C", "8D"))
    assert h == c
    with pytest.raises(BadRecord):
        Bura.from_json({"game": "bura"})
