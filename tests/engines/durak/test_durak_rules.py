"""Hand-made Durak positions: exact legal action sets and exact results for every rule and option."""

from __future__ import annotations

import random

import pytest

from engines.cards import DECK_36
from engines.durak import Durak
from engines.protocol import BadRecord, IllegalAction
from tests.engines.durak.durak_helpers import att, dfd, legal, make, pas, play, take, tr

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
    g = make([["9H", "9C", "TD", "6S", "QH"], ["TH", "8H", "AS", "KS"], ["TC", "9S", "7D", "JH"]], trump="D")
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
    placed = {c for h in data["hands"] for c in h} | set(data["stock"])
    data["discard"] = [c for c in DECK_36 if c not in placed]  # cards out of play count as discarded
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


def test_chained_transfer_and_throw_in_by_the_transferrer():
    g = _perevod()
    play(g, att(0, "9H"), tr(1, "9D"))
    v = g.view(None)
    assert (v["attacker"], v["defender"], v["first_attacker"]) == (1, 2, 0)
    assert v["limit"] == 4
    # seat 2 may transfer again onto seat 0 (4 cards >= 3)
    assert legal(g, 2) == {
        tr(2, "9S"),
        dfd(2, "QH", "9H"),
        dfd(2, "9S", "9H"),
        dfd(2, "TD", "9D"),
        dfd(2, "KD", "9D"),
        dfd(2, "9S", "9D"),
        take(2),
    }
    assert legal(g, 0) == {att(0, "9C"), pas(0)}
    play(g, tr(2, "9S"))
    v = g.view(None)
    assert (v["attacker"], v["defender"]) == (2, 0)
    assert [a for a, _ in v["table"]] == ["9H", "9D", "9S"]
    # seat 0 (the first attacker) now defends: 9C would make 4 attack cards > seat 1's 3 cards
    assert legal(g, 0) == {
        dfd(0, "6S", "9H"),
        dfd(0, "7S", "9H"),
        dfd(0, "6S", "9D"),
        dfd(0, "7S", "9D"),
        take(0),
    }


def test_duel_transfer_swaps_roles():
    g = make([["9H", "6S", "9C", "KH"], ["9D", "TH", "8D", "AD"]], stock=["8H", "8S"], mode="perevodnoy")
    play(g, att(0, "9H"), tr(1, "9D"))
    v = g.view(None)
    assert (v["attacker"], v["defender"]) == (1, 0)
    assert legal(g, 0) == {tr(0, "9C"), dfd(0, "6S", "9H"), dfd(0, "6S", "9D"), dfd(0, "KH", "9H"), take(0)}
    assert legal(g, 1) == set()
    play(g, tr(0, "9C"))
    assert g.view(None)["defender"] == 1
    assert legal(g, 1) == {dfd(1, "TH", "9H"), dfd(1, "AD", "9D"), take(1)}


def test_transfer_refused_by_the_new_defenders_hand():
    g = make([["9H", "6S", "7S"], ["9D", "TH", "8D", "AD"], ["QH"]], stock=["8H", "8S"], mode="perevodnoy")
    play(g, att(0, "9H"))
    assert legal(g, 1) == {dfd(1, "TH", "9H"), take(1)}  # seat 2 holds 1 card: 2 attack cards > 1
    before = g.to_json()
    with pytest.raises(IllegalAction) as e:
        g.apply(tr(1, "9D"))
    assert e.value.reason == "limit"
    assert g.to_json() == before


def test_transfer_sets_the_new_limit():
    g = make(
        [["9H", "9C", "6S", "7S"], ["9D", "TH", "8D", "AD", "QD", "KD"], ["QH", "KC"]],
        stock=["8H", "8S"],
        mode="perevodnoy",
    )
    play(g, att(0, "9H"))
    assert g.view(None)["limit"] == 6
    play(g, tr(1, "9D"))
    assert g.view(None)["limit"] == 2
    assert legal(g, 0) == set()  # 9C would be a third card against seat 2's two
    assert legal(g, 1) == set()


def test_transfer_skips_seats_that_are_out():
    g = make([["9H", "6S", "7S"], ["9D", "TH", "8D"], [], ["QH", "KC", "JD"]], trump="S", mode="perevodnoy")
    assert g.view(None)["out"] == [2]
    play(g, att(0, "9H"), tr(1, "9D"))
    assert g.view(None)["defender"] == 3


def test_transfer_skips_a_seat_without_cards_in_the_round():
    # seat 2 plays its last card as a throw-in; the transfer then goes past it to seat 0
    g = make([["9H", "6S", "7S", "KH"], ["9D", "TH", "8D"], ["9C"]], trump="S", mode="perevodnoy")
    play(g, att(0, "9H"), att(2, "9C"))
    assert g.view(None)["hand_sizes"][2] == 0
    assert legal(g, 1) == {tr(1, "9D"), dfd(1, "TH", "9H"), take(1)}
    play(g, tr(1, "9D"))
    assert g.view(None)["defender"] == 0


# ----- drawing -----------------------------------------------------------------------------------------
def test_drawing_order_first_attacker_then_turn_order_defender_last():
    stock = ["6H", "7H", "8H", "6D", "7D", "8D", "AC", "8S"]
    g = make([["9H", "6S", "7S", "KD"], ["TH", "JH", "8C"], ["9C", "QH"], ["JC", "QC", "KC"]], stock=stock)
    ev = play(g, att(0, "9H"), att(2, "9C"), take(1))  # nobody holds another 9: the round ends
    draws = events_of(ev, "draw")
    assert [(d["seat"], d["count"]) for d in draws] == [(0, 3), (2, 5)]
    assert g.view(None)["hand_sizes"] == [6, 5, 6, 3]  # stock ran out before seat 3 and seat 1


def test_drawing_order_when_transfers_made_the_first_attacker_defend():
    stock = ["6H", "7H", "8H", "6D", "7D", "8D", "AC", "JD", "8S"]
    g = make(
        [["9H", "6S", "7S", "TS"], ["9D", "TH", "JH", "8C"], ["9S", "QH", "KH", "AH"]],
        stock=stock,
        mode="perevodnoy",
    )
    play(g, att(0, "9H"), tr(1, "9D"), tr(2, "9S"))
    assert g.view(None)["defender"] == 0
    play(g, dfd(0, "6S", "9H"), dfd(0, "7S", "9D"))
    ev = play(g, dfd(0, "TS", "9S"))  # the limit (3) is reached and all is covered
    assert [(d["seat"], d["count"]) for d in events_of(ev, "draw")] == [(1, 3), (2, 3), (0, 3)]
    v = g.view(None)
    assert (v["attacker"], v["defender"]) == (0, 1)
    assert v["stock"] == 0


# ----- leaving, durak, draw ------------------------------------------------------------------------
def test_player_goes_out_and_the_last_one_is_durak():
    g = make([["9H"], ["TH", "6D"], ["7D", "8D"]], trump="S")
    ev = play(g, att(0, "9H"), dfd(1, "TH", "9H"))
    assert events_of(ev, "out") == [{"type": "out", "seat": 0}]
    v = g.view(None)
    assert v["out"] == [0]
    assert (v["attacker"], v["defender"]) == (1, 2)
    ev = play(g, att(1, "6D"), dfd(2, "7D", "6D"))
    # seat 1 went out; seat 2 still holds 8D: durak
    assert events_of(ev, "out") == [{"type": "out", "seat": 1}]
    assert g.is_over()
    assert g.deal_results() == [{"over": True, "loser": 2, "out": [0, 1]}]
    assert events_of(ev, "game_over") == [{"type": "game_over", "over": True, "loser": 2, "out": [0, 1]}]
    assert g.to_act() == []
    assert g.legal_actions(2) == []
    assert g.match_result() is None


def test_draw_when_the_last_players_leave_together():
    g = make([["9H"], ["TH"]], trump="S")
    play(g, att(0, "9H"), dfd(1, "TH", "9H"))
    assert g.deal_results() == [{"over": True, "loser": None, "out": [0, 1]}]
    assert g.view(None)["result"] == {"over": True, "loser": None, "out": [0, 1]}


def test_seats_leaving_together_in_seat_order_and_a_non_defender_without_cards_takes_no_part():
    g = make([["9H", "KD"], ["TH", "9D", "7C"], ["9C"]], trump="S")
    play(g, att(0, "9H"), att(2, "9C"))  # seat 2 is now empty: it takes no further part
    assert legal(g, 2) == set()
    play(g, dfd(1, "TH", "9H"))
    ev = play(g, take(1))  # 9C uncovered: the defender takes; seat 0 holds no 9/T
    assert events_of(ev, "out") == [{"type": "out", "seat": 2}]
    v = g.view(None)
    assert (v["attacker"], v["defender"]) == (0, 1)  # after seat 1 (taker): seat 2 out, so seat 0


def test_successful_defender_that_went_out_passes_the_attack_on():
    g = make([["9H", "KD"], ["TH"], ["7D", "8C"]], trump="S")
    ev = play(g, att(0, "9H"), dfd(1, "TH", "9H"))
    assert events_of(ev, "out") == [{"type": "out", "seat": 1}]
    v = g.view(None)
    assert (v["attacker"], v["defender"]) == (2, 0)


def test_taker_skip_with_three_seats():
    g = make([["9H", "KD", "7S"], ["TC", "8C"], ["7D", "8D"]], trump="S")
    play(g, att(0, "9H"), take(1))
    v = g.view(None)
    assert (v["attacker"], v["defender"]) == (2, 0)


def test_layout_with_one_seat_holding_cards_is_decided_at_once():
    g = make([["9H"], [], []], trump="S")
    assert g.is_over()
    assert g.deal_results() == [{"over": True, "loser": 0, "out": [1, 2]}]


# ----- deal, trump, who starts -----------------------------------------------------------------------
def _deck_for(hands: list[list[str]], stock: list[str]) -> list[str]:
    n = len(hands)
    deck = [hands[s][r] for r in range(6) for s in range(n)]
    return deck + stock


def test_deal_from_deck_convention_and_lowest_trump_starts():
    deck = list(DECK_36)  # 6S..AS, 6H..AH, 6D..AD, 6C..AC
    g = Durak.new(2)
    ev = g.deal_from_deck(deck)
    assert g.view(0)["hand"] == ["6S", "8S", "TS", "QS", "AS", "7H"]
    assert g.view(1)["hand"] == ["7S", "9S", "JS", "KS", "6H", "8H"]
    v = g.view(None)
    assert v["trump"] == "C" and v["trump_card"] == "AC" and v["stock"] == 24
    # nobody holds a club: seat 0 starts
    assert (v["attacker"], v["defender"]) == (0, 1)
    assert ev[0] == {"type": "deal", "seats": 2, "trump": "C", "trump_card": "AC", "stock": 24}
    # now make seat 1 hold the lowest trump
    deck2 = list(deck)
    i, j = deck2.index("8H"), deck2.index("6C")
    deck2[i], deck2[j] = deck2[j], deck2[i]
    g2 = Durak.new(2)
    g2.deal_from_deck(deck2)
    assert g2.to_act() == [1]


def test_six_seats_last_dealt_card_names_trump_and_stays_known():
    deck = list(reversed(DECK_36))  # AC first ... 6S last
    g = Durak.new(6)
    g.deal_from_deck(deck)
    v = g.view(None)
    assert v["stock"] == 0 and v["trump"] == "S" and v["trump_card"] == "6S"
    assert "6S" in g.view(5)["hand"]
    assert g.memory(0)["known"][5] == ["6S"]
    assert g.to_act() == [5]  # 6S is the lowest trump
    play(g, att(5, "6S"))
    assert g.view(None)["trump_card"] == "6S"
    assert g.memory(0)["known"][5] == []


def test_face_up_trump_card_shown_while_in_the_stock_only():
    g = make([["9H", "6S"], ["TH", "7D"]], stock=["8H", "QS"])
    assert g.view(None)["trump_card"] == "QS"
    play(g, att(0, "9H"), dfd(1, "TH", "9H"))
    assert g.view(None)["stock"] == 0
    assert g.view(None)["trump_card"] is None
    assert g.memory(1)["known"][0] == ["QS"]


# ----- illegal actions -----------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("setup", "bad", "reason"),
    [
        ([], att(1, "TH"), "not_your_turn"),
        ([], att(0, "AS"), "not_in_hand"),
        ([att(0, "9H")], dfd(1, "8D", "9H"), "cannot_beat"),
        ([att(0, "9H")], dfd(1, "TH", "9C"), "no_target"),
        ([att(0, "9H"), dfd(1, "TH", "9H")], dfd(1, "JH", "9H"), "covered"),
        ([att(0, "9H")], att(1, "9C"), "defender"),
        ([att(0, "9H")], att(0, "6S"), "rank_not_on_table"),
        ([att(0, "9H")], pas(1), "defender"),
        ([], pas(0), "empty_table"),
        ([att(0, "9H")], pas(0), "nothing_to_throw"),
        ([att(0, "9H"), take(1)], take(1), "taking"),
        ([att(0, "9H"), take(1)], dfd(1, "TH", "9H"), "taking"),
        ([], take(1), "not_defender"),
        ([att(0, "9H")], att(7, "9H"), "bad_seat"),
    ],
)
def test_illegal_actions_raise_and_leave_the_state_unchanged(setup, bad, reason):
    g = _three()
    play(g, *setup)
    before = g.to_json()
    with pytest.raises(IllegalAction) as e:
        g.apply(bad)
    assert e.value.reason == reason
    assert e.value.code == "illegal_action"
    assert g.to_json() == before


def test_actions_after_the_end_are_deal_over():
    g = make([["9H"], ["TH"]], trump="S")
    play(g, att(0, "9H"), dfd(1, "TH", "9H"))
    with pytest.raises(IllegalAction) as e:
        g.apply(att(0, "9H"))
    assert e.value.code == "deal_over"
    g2 = Durak.new(2)
    with pytest.raises(IllegalAction) as e:
        g2.apply(att(0, "9H"))
    assert e.value.code == "deal_over"


# ----- options, layouts, results ------------------------------------------------------------------
def test_options():
    defaults = {"mode": "podkidnoy", "throw_in_after_take": True, "throw_in": "any_time", "teams": None}
    assert Durak.normalize_options(None) == defaults
    assert Durak.normalize_options({"mode": "perevodnoy"}) == {**defaults, "mode": "perevodnoy"}
    assert Durak.normalize_options({"throw_in": "after_cover", "teams": "2x3"}) == {
        **defaults,
        "throw_in": "after_cover",
        "teams": "2x3",
    }
    for bad in (
        {"mode": "durak"},
        {"speed": 1},
        {"throw_in_after_take": "yes"},
        [1],
        {"throw_in": None},
        {"throw_in": "later"},
        {"teams": "2x4"},
        {"teams": 2},
    ):
        with pytest.raises(BadRecord):
            Durak.normalize_options(bad)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "layout",
    [
        {"hands": [["9H", "XX"], ["TH"]], "stock": ["QS"]},
        {"hands": [["9H", "9H"], ["TH"]], "stock": ["QS"]},
        {"hands": [["9H"], ["TH"]], "stock": ["9H", "QS"]},
        {"hands": [["6H", "7H", "8H", "9H", "TH", "JH", "QH"], ["TS"]], "stock": ["QS"]},
        {"hands": [["9H"], ["TH"], ["JH"]], "stock": ["QS"]},
        {"hands": [["9H"], ["TH"]], "stock": []},
        {"hands": [["9H"], ["TH"]], "stock": [], "trump": "X"},
        {"hands": [["9H"], ["TH"]], "stock": ["QS"], "trump": "H"},
        {"hands": [["9H"], ["TH"]], "stock": ["QS"], "table": ["6D"]},
        {"hands": [["9H"], []], "stock": ["QS"]},
        {"hands": [["9H"], ["TH"]], "stock": ["QS"], "extra": 1},
        [["9H"], ["TH"]],
    ],
)
def test_bad_layouts(layout):
    with pytest.raises(BadRecord):
        Durak.check_layout(layout, 2)
    with pytest.raises(BadRecord):
        Durak.new(2).deal_from_layout(layout)


def test_bad_decks():
    bad = (
        list(DECK_36)[:-1],
        list(DECK_36)[:-1] + ["6S"],
        [*DECK_36[:-1], "XX"],
        [*DECK_36, "6S"],
        [*DECK_36[:-1], ["AS"]],  # not even hashable
        [*DECK_36[:-1], 7],
        None,
    )
    for seats in (2, 3, 6):  # six seats deal the whole deck: no stock holds the duplicate
        for deck in (*bad, [*DECK_36[1:], DECK_36[-1]], [DECK_36[0], *DECK_36[:-1]]):
            g = Durak.new(seats)
            with pytest.raises(BadRecord, match="36 cards, each once"):
                g.deal_from_deck(deck)  # type: ignore[arg-type]
            assert g.needs_deal() and g.to_act() == []  # nothing dealt
    g = Durak.new(2)
    g.deal_from_deck(iter(DECK_36))  # any iterable of the 36 cards deals
    assert g.view(0)["hand"] == [DECK_36[i] for i in range(0, 12, 2)]


def test_results_before_during_after_and_no_second_deal():
    g = Durak.new(2)
    assert g.needs_deal() and g.deal_results() == [] and g.to_act() == []
    g.deal_from_layout({"hands": [["9H"], ["TH", "6D"]], "stock": [], "trump": "S"})
    assert not g.needs_deal() and g.deal_results() == [None]
    with pytest.raises(IllegalAction):
        g.deal_from_deck(list(DECK_36))
    play(g, att(0, "9H"), dfd(1, "TH", "9H"))
    assert g.deal_results() == [{"over": True, "loser": 1, "out": [0]}]


def test_view_keys_and_privacy():
    g = _three()
    play(g, att(0, "9H"), take(1))
    v = g.view(2)
    assert set(v) == {
        "game",
        "seats",
        "options",
        "seat",
        "phase",
        "hand",
        "hand_sizes",
        "table",
        "trump",
        "trump_card",
        "stock",
        "discard",
        "attacker",
        "first_attacker",
        "defender",
        "limit",
        "passed",
        "taking",
        "out",
        "teams",
        "to_act",
        "result",
    }
    assert v["hand"] == ["QH", "TD", "KD", "9C"]  # canonical order: S H D C, ranks ascending
    assert "hand" not in g.view(None)
    assert g.view(None)["taking"] is True
    assert g.view(None)["table"] == [["9H", None]]


def _mid_game(seed: int = 3) -> Durak:
    """A two-seat game a few rounds in (a card taken, so one is publicly known in a hand)."""
    rng = random.Random(seed)
    deck = list(DECK_36)
    rng.shuffle(deck)
    g = Durak.new(2)
    g.deal_from_deck(deck)
    while not any(g.memory(0)["known"]) and not g.is_over():
        s = g.to_act()[0]
        acts = g.legal_actions(s)
        g.apply(acts[-1] if acts[-1].type == "take" else acts[0])
    assert not g.is_over() and g.view(None)["stock"] > 2
    return g


def test_redeal_places_the_hidden_cards_anew_and_leaves_the_state_as_it_was() -> None:
    g = _mid_game()
    before = g.to_json()
    hands, stock = before["hands"], before["stock"]
    # a card of some seat that nobody knows it holds
    t, free = next((t, c) for t in range(2) for c in hands[t] if c not in g.memory(0)["known"][t])
    # swap a card of seat t that nobody knows with the top card of the stock
    new_hand = [stock[0] if c == free else c for c in hands[t]]
    new_stock = [free, *stock[1:]]
    new_hands = [new_hand if s == t else list(h) for s, h in enumerate(hands)]
    r = g.redeal(new_hands, new_stock)
    assert g.to_json() == before  # the original is untouched
    rj = r.to_json()
    assert sorted(rj["hands"][t]) == sorted(new_hand) and rj["stock"] == new_stock
    assert {k: v for k, v in rj.items() if k not in ("hands", "stock")} == {
        k: v for k, v in before.items() if k not in ("hands", "stock")
    }
    assert Durak.from_json(rj).to_json() == rj  # a state every check accepts
    # it plays on: the redealt stock is what the next draw takes
    while not r.is_over():
        s = r.to_act()[0]
        r.apply(r.legal_actions(s)[0])


def test_redeal_refuses_what_would_break_the_state() -> None:
    g = _mid_game()
    j = g.to_json()
    hands, stock = [list(h) for h in j["hands"]], list(j["stock"])
    known_seat = next(s for s in range(2) if g.memory(0)["known"][s])
    kc = g.memory(0)["known"][known_seat][0]
    other = 1 - known_seat
    discarded = j["discard"][0] if j["discard"] else None
    bad: list[tuple[list[list[str]], list[str]]] = [
        ([hands[0]], stock),  # a hand missing
        ([hands[0][:-1], hands[1]], stock),  # a hand loses a card
        ([hands[0] + [stock[0]], hands[1]], stock[1:]),  # a card moves from the stock to a hand
        ([hands[0], hands[1]], stock[:-1]),  # the stock loses a card
        ([hands[0], hands[1]], [*stock[:-1], stock[0]]),  # a card twice
        ([hands[0], hands[1]], [*stock[:-1], "XX"]),  # not a card
        ([hands[0], hands[1]], [stock[-1], *stock[1:-1], stock[0]]),  # the trump card leaves the bottom
    ]
    # a publicly known card moves to the other hand (and one of the other's comes back)
    swap = hands[other][0]
    moved = [list(h) for h in hands]
    moved[known_seat] = [swap if c == kc else c for c in moved[known_seat]]
    moved[other] = [kc if c == swap else c for c in moved[other]]
    bad.append((moved, stock))
    if discarded is not None:  # a discarded card comes back
        bad.append(([[discarded, *hands[0][1:]], hands[1]], stock))
    for h, st in bad:
        with pytest.raises(BadRecord):
            g.redeal(h, st)
        assert g.to_json() == j
