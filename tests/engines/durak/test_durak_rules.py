"""Hand-made Durak positions: exact legal action sets and exact results for every rule and option."""

from __future__ import annotations

import pytest

from engines.cards import DECK_36
from engines.durak import Durak
from engines.protocol import BadRecord, IllegalAction
from tests.engines.durak.durak_helpers import att, dfd, legal, make, pas, play, take, tr, with_hand

# Most positions use an empty stock with an explicit trump (clubs) and no clubs in the hands, so seat 0
# leads; hands are large enough that nobody runs out unless the test wants it.


def events_of(events: list[dict], kind: str) -> list[dict]:
    return [e for e in events if e["type"] == kind]


# ----- beating --------------------------------------------------------------------------------------
def test_cover_with_higher_same_suit_or_any_trump():
    g = make([["9H", "7S"], ["TH", "8H", "9D", "8S", "AC", "JH"]], stock=["KD", "6S"])
    assert g.view(None)["trump"] == "S"
    assert g.to_act() == [0]  # 7S is the lowest trump in the hands
    play(g, att(0, "9H"))
    assert legal(g, 1) == {dfd(1, "TH", "9H"), dfd(1, "JH", "9H"), dfd(1, "8S", "9H"), take(1)}


def test_trump_attack_needs_higher_trump():
    g = make([["7S", "9H"], ["8S", "6H", "AH", "AD", "9S", "KC"]], stock=["KD", "6S"])
    play(g, att(0, "7S"))
    assert legal(g, 1) == {dfd(1, "8S", "7S"), dfd(1, "9S", "7S"), take(1)}


def test_court_cards_and_ace_order():
    g = make([["JH", "QD"], ["TH", "QH", "KH", "AH", "6D", "7D"]], trump="C")
    play(g, att(0, "JH"))
    assert legal(g, 1) == {dfd(1, "QH", "JH"), dfd(1, "KH", "JH"), dfd(1, "AH", "JH"), take(1)}


def test_ten_beats_nine_not_lower_and_no_off_suit():
    g = make([["TD", "QD"], ["9D", "6D", "TH", "AS", "JD", "7H"]], trump="C")
    play(g, att(0, "TD"))
    assert legal(g, 1) == {dfd(1, "JD", "TD"), take(1)}


def test_defender_covers_any_uncovered_card_in_any_order():
    g = make([["9H", "9D", "7S"], ["TH", "TD", "KS", "6S", "8S", "6H"]], trump="C")
    play(g, att(0, "9H"), att(0, "9D"))
    assert legal(g, 1) == {dfd(1, "TH", "9H"), dfd(1, "TD", "9D"), take(1)}
    play(g, dfd(1, "TD", "9D"))
    assert legal(g, 1) == {dfd(1, "TH", "9H"), take(1)}


# ----- leading and throw-ins ------------------------------------------------------------------------
def test_first_lead_only_attacker_any_card_no_pass():
    g = make([["9H", "KS", "6D"], ["TH", "8H"], ["9C", "7H"]], trump="S")
    # lowest trump: KS at seat 0 (the only spade)
    assert g.to_act() == [0]
    assert legal(g, 0) == {att(0, "9H"), att(0, "KS"), att(0, "6D")}
    assert legal(g, 1) == set()
    assert legal(g, 2) == set()
    v = g.view(None)
    assert (v["attacker"], v["defender"]) == (0, 1)


def test_throw_in_ranks_from_attack_and_cover_cards_by_every_non_defender():
    g = make(
        [["9H", "9C", "TD", "6S", "QH"], ["TH", "8H", "AS", "KS"], ["TC", "9S", "7D", "JH"]], trump="D"
    )
    # trumps in hands: TD (seat 0), 7D (seat 2) -> seat 2 leads, defender seat 0
    assert g.to_act() == [2]
    play(g, att(2, "9S"))
    assert g.to_act() == [0]
    assert legal(g, 1) == set()  # nothing of rank 9
    assert legal(g, 2) == set()  # seat 2 holds no 9
    assert legal(g, 0) == {dfd(0, "TD", "9S"), take(0)}
    play(g, dfd(0, "TD", "9S"))
    # ranks on the table: 9, T
    assert legal(g, 1) == {att(1, "TH"), pas(1)}
    assert legal(g, 2) == {att(2, "TC"), pas(2)}
    assert g.to_act() == [1, 2]


def test_throw_in_before_the_defender_covers():
    g = make([["9H", "9C", "6S"], ["TH", "8H", "AS", "KS"]], trump="D")
    play(g, att(0, "9H"))
    assert legal(g, 0) == {att(0, "9C"), pas(0)}
    assert g.to_act() == [0, 1]


# ----- the limit ------------------------------------------------------------------------------------
def test_limit_defender_with_fewer_than_six_cards():
    g = make([["9H", "9C", "9D", "6S"], ["TH", "KS"]], trump="C")
    play(g, att(0, "9H"), att(0, "9D"))
    assert g.view(None)["limit"] == 2
    assert legal(g, 0) == set()
    assert g.to_act() == [1]
    with pytest.raises(IllegalAction) as e:
        g.apply(att(0, "9C"))
    assert e.value.reason == "limit"


def test_limit_fixed_at_start_of_defence_not_shrinking():
    g = make([["9H", "JS", "9D", "JD", "6S"], ["JH", "QD", "8S"]], trump="C")
    play(g, att(0, "9H"), dfd(1, "JH", "9H"))
    assert g.view(None)["limit"] == 3  # the defender holds 2 now, the limit stays 3
    assert legal(g, 0) == {att(0, "JS"), att(0, "9D"), att(0, "JD"), pas(0)}
    play(g, att(0, "9D"), dfd(1, "QD", "9D"), att(0, "JD"))
    assert legal(g, 0) == set()  # three attack cards: full
    assert legal(g, 1) == {take(1)}
    assert g.to_act() == [1]


def _big_defender() -> Durak:
    data = make([["6H"], ["AH"], ["6C"]], trump="C").to_json()
    data.update(attacker=0, first_attacker=0, defender=1)
    data["hands"] = [
        ["6H", "6D", "6S", "7D", "7S", "9H"],
        ["7H", "AD", "AS", "KH", "KD", "KS", "QH", "QD"],
        ["6C", "7C", "8H"],
    ]
    return Durak.from_json(data)


def test_limit_never_above_six():
    g = _big_defender()
    play(g, att(0, "6H"))
    assert g.view(None)["limit"] == 6  # the defender holds 8
    play(g, dfd(1, "7H", "6H"), att(0, "6D"), att(0, "6S"), att(0, "7D"), att(0, "7S"))
    assert legal(g, 2) == {att(2, "6C"), att(2, "7C"), pas(2)}
    play(g, att(2, "6C"))
    assert legal(g, 2) == set()
    assert legal(g, 0) == set()
    assert g.to_act() == [1]
    with pytest.raises(IllegalAction) as e:
        g.apply(att(2, "7C"))
    assert e.value.reason == "limit"


def test_automatic_pass_round_ends_without_any_button():
    g = make([["9H", "9D", "6S", "7S"], ["TH", "TD", "AH"]], stock=["8C", "6C"])
    play(g, att(0, "9H"), att(0, "9D"), dfd(1, "TH", "9H"))
    assert legal(g, 0) == set()  # no 9 or T left: counts as passed
    assert g.to_act() == [1]
    with pytest.raises(IllegalAction):
        g.apply(pas(0))
    ev = play(g, dfd(1, "TD", "9D"))
    assert events_of(ev, "round_end")[0]["result"] == "discard"
    assert sorted(events_of(ev, "round_end")[0]["cards"]) == sorted(["9H", "9D", "TH", "TD"])


# ----- passes -----------------------------------------------------------------------------------------
def _three() -> Durak:
    # seat 0 leads on seat 1; seat 2 holds a 9 and a T
    return make(
        [["9H", "TS", "6S", "7S"], ["TH", "JH", "8D", "AD"], ["9C", "TD", "QH", "KD"]],
        stock=["8H", "8S"],
    )


def test_pass_only_with_a_legal_throw_in_and_once():
    g = _three()
    play(g, att(0, "9H"))
    assert legal(g, 2) == {att(2, "9C"), pas(2)}
    assert legal(g, 0) == set()  # seat 0 holds no other 9
    play(g, pas(2))
    assert legal(g, 2) == set()
    assert g.view(None)["passed"] == [2]
    assert g.to_act() == [1]
    with pytest.raises(IllegalAction) as e:
        g.apply(pas(2))
    assert e.value.reason == "passed"
    with pytest.raises(IllegalAction) as e:
        g.apply(att(2, "9C"))
    assert e.value.reason == "passed"


def test_new_card_clears_pass_marks():
    g = _three()
    play(g, att(0, "9H"), pas(2), dfd(1, "TH", "9H"))
    assert g.view(None)["passed"] == []
    assert legal(g, 2) == {att(2, "9C"), att(2, "TD"), pas(2)}
    assert legal(g, 0) == {att(0, "TS"), pas(0)}
    assert g.to_act() == [0, 2]


def test_round_ends_with_discard_when_all_covered_and_all_passed():
    g = _three()
    play(g, att(0, "9H"), dfd(1, "TH", "9H"), pas(0))
    assert g.to_act() == [2]
    ev = play(g, pas(2))
    assert [e["type"] for e in ev] == ["pass", "round_end", "draw", "round_start"]
    assert events_of(ev, "draw") == [{"type": "draw", "seat": 0, "count": 2, "trump_card": "8S"}]
    v = g.view(None)
    assert v["discard"] == 36 - 14 + 2  # the layout left out 22 cards, plus the two on the table
    assert v["table"] == []
    assert (v["attacker"], v["defender"]) == (1, 2)  # the successful defender attacks next
    assert v["hand_sizes"] == [5, 3, 4]
    assert g.memory(2)["known"][0] == ["8S"]  # the face-up trump card, seen going to seat 0


def test_take_clears_pass_marks_and_others_throw_in_after_take():
    g = _three()
    play(g, att(0, "9H"), pas(2), take(1))
    assert g.view(None)["taking"] is True
    assert g.view(None)["passed"] == []
    assert legal(g, 1) == set()
    assert legal(g, 2) == {att(2, "9C"), pas(2)}
    play(g, att(2, "9C"))
    v = g.view(None)
    assert v["table"] == []
    assert v["hand_sizes"] == [5, 6, 3]  # seat 0 drew the stock; the taker holds 4 + 2
    assert (v["attacker"], v["defender"]) == (2, 0)  # the taker skips


def test_take_with_throw_in_after_take_off_ends_round_at_once():
    g = make(
        [["9H", "TS", "6S", "7S"], ["TH", "JH", "8D", "AD"], ["9C", "TD", "QH", "KD"]],
        stock=["8H", "8S"],
        throw_in_after_take=False,
    )
    play(g, att(0, "9H"))
    ev = play(g, take(1))
    assert events_of(ev, "round_end")[0]["result"] == "take"
    v = g.view(1)
    assert "9H" in v["hand"]
    assert (v["attacker"], v["defender"]) == (2, 0)
    assert g.memory(0)["known"][1] == ["9H"]


def test_taker_skips_in_a_duel():
    g = make([["9H", "9D", "6S"], ["TH", "8D", "AD"]], stock=["8H", "8S"])
    play(g, att(0, "9H"), take(1))
    assert legal(g, 0) == {att(0, "9D"), pas(0)}
    play(g, pas(0))
    v = g.view(None)
    assert (v["attacker"], v["defender"]) == (0, 1)
    assert v["hand_sizes"] == [4, 4]  # seat 0 drew 2 (the stock), seat 1 drew nothing


def test_take_only_with_an_uncovered_card():
    g = _three()
    play(g, att(0, "9H"), dfd(1, "TH", "9H"))
    assert legal(g, 1) == set()
    with pytest.raises(IllegalAction) as e:
        g.apply(take(1))
    assert e.value.reason == "covered"


# ----- transfers -------------------------------------------------------------------------------------
def _perevod(**kw) -> Durak:
    # seat 0 leads 9H on seat 1; seat 1 and seat 2 hold nines
    return make(
        [["9H", "9C", "6S", "7S"], ["9D", "TH", "8D", "AD"], ["9S", "TD", "QH", "KD"]],
        stock=["8H", "8S"],
        mode="perevodnoy",
        **kw,
    )


def test_transfer_offered_in_perevodnoy_only():
    g = _perevod()
    play(g, att(0, "9H"))
    assert legal(g, 1) == {dfd(1, "TH", "9H"), tr(1, "9D"), take(1)}
    g = _three()
    play(g, att(0, "9H"))
    assert legal(g, 1) == {dfd(1, "TH", "9H"), dfd(1, "JH", "9H"), take(1)}
    with pytest.raises(IllegalAction) as e:
        g.apply(tr(1, "TH"))
    assert e.value.reason == "no_transfer"


def test_transfer_rank_must_match_all_attack_cards():
    g = _perevod()
    play(g, att(0, "9H"))
    with pytest.raises(IllegalAction) as e:
        g.apply(tr(1, "TH"))
    assert e.value.reason == "rank"


def test_no_transfer_after_a_cover():
    g = _perevod()
    play(g, att(0, "9H"), att(0, "9C"), dfd(1, "TH", "9H"))
    assert legal(g, 1) == {take(1)}  # nothing covers 9C, and no transfer after a cover
    with pytest.raises(IllegalAction) as e:
        g.apply(tr(1, "9D"))
    assert e.value.reason == "covered"
