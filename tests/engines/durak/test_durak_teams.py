"""Hand-made Durak positions for the options ``teams`` and ``throw_in`` (docs/rules/durak.md, "Option:
teams" and "Option: throw-in timing"): exact legal action sets and exact results.

As in test_durak_rules.py, positions use an empty stock with clubs as trump and no clubs in the hands,
so seat 0 leads; a seat given no cards is out from the start.
"""

from __future__ import annotations

import pytest

from engines import records
from engines.durak import Durak
from engines.protocol import BadRecord, IllegalAction
from tests.engines.durak.durak_helpers import att, dfd, legal, make, pas, play, take, tr


def _raises(g: Durak, action: object, reason: str) -> None:
    with pytest.raises(IllegalAction) as e:
        g.apply(action)  # type: ignore[arg-type]
    assert e.value.reason == reason


# ----- options ----------------------------------------------------------------------------------------
@pytest.mark.parametrize(("teams", "seats"), [("2x2", 4), ("3x2", 6), ("2x3", 6)])
def test_team_option_needs_its_seat_count(teams: str, seats: int) -> None:
    assert Durak.new(seats, {"teams": teams}).options["teams"] == teams
    for wrong in {2, 3, 4, 5, 6} - {seats}:
        with pytest.raises(BadRecord, match=f"teams {teams} needs {seats} seats"):
            Durak.new(wrong, {"teams": teams})


def test_record_with_a_team_option_and_the_wrong_seat_count_is_malformed() -> None:
    record = {"game": "durak", "seats": 3, "options": {"teams": "2x2"}, "deals": []}
    with pytest.raises(BadRecord, match="needs 4 seats"):
        records.load_record(record)


def test_team_view_names_every_seats_team() -> None:
    assert Durak.new(4, {"teams": "2x2"}).view(None)["teams"] == [0, 1, 0, 1]
    assert Durak.new(6, {"teams": "3x2"}).view(None)["teams"] == [0, 1, 2, 0, 1, 2]
    assert Durak.new(6, {"teams": "2x3"}).view(None)["teams"] == [0, 1, 0, 1, 0, 1]
    assert Durak.new(4).view(None)["teams"] is None


# ----- teams: who defends -----------------------------------------------------------------------------
def test_defender_skips_a_partner_after_players_go_out() -> None:
    g = make([["9H", "7S", "8S"], ["TH"], ["6D", "7D"], ["AS", "KS", "6S"]], trump="C", teams="2x2")
    v = g.view(None)
    assert (v["attacker"], v["defender"]) == (0, 1)
    ev = play(g, att(0, "9H"), dfd(1, "TH", "9H"))
    assert {"type": "out", "seat": 1} in ev
    # seat 1 defended and went out: the next active seat (2) attacks its opponent 3
    v = g.view(None)
    assert (v["attacker"], v["defender"]) == (2, 3)
    play(g, att(2, "6D"))
    assert legal(g, 3) == {take(3)}
    play(g, take(3))
    # after the take seat 0 attacks: 1 is out and 2 is 0's partner, so 3 defends
    v = g.view(None)
    assert (v["attacker"], v["defender"]) == (0, 3)
    assert g.to_act() == [0]
    assert legal(g, 0) == {att(0, "7S"), att(0, "8S")}
    assert legal(g, 2) == set()


def test_defender_is_the_next_opponent_without_teams_too() -> None:
    """The same first round without teams: after seat 1 goes out, seat 2 attacks 3, and after 3
    takes, seat 0 attacks its neighbour 2 (no partner to skip)."""
    g = make([["9H", "7S", "8S"], ["TH"], ["6D", "7D"], ["AS", "KS", "6S"]], trump="C")
    play(g, att(0, "9H"), dfd(1, "TH", "9H"), att(2, "6D"), take(3))
    v = g.view(None)
    assert (v["attacker"], v["defender"]) == (0, 2)


def test_two_by_three_defender_skips_two_partners_and_defends_again_after_taking() -> None:
    # 1 and 3 are out from the start; team 0 = {0, 2, 4}, team 1 = {1, 3, 5}: only seat 5 is left to defend
    g = make([["9H", "9D"], [], ["7S"], [], ["8S"], ["6D", "AH"]], trump="C", teams="2x3")
    v = g.view(None)
    assert v["out"] == [1, 3]
    assert (v["attacker"], v["defender"]) == (0, 5)
    play(g, att(0, "9H"))
    assert legal(g, 5) == {dfd(5, "AH", "9H"), take(5)}
    assert g.to_act() == [0, 5]
    play(g, take(5), pas(0))
    # 5 took: the next active seat after 5 is 0, whose only opponent is 5 again
    v = g.view(None)
    assert (v["attacker"], v["defender"]) == (0, 5)
    assert v["hand_sizes"] == [1, 0, 1, 0, 1, 3]


def test_transfer_skips_a_partner() -> None:
    hands = [["9H", "7D", "8D"], ["9S", "TH", "6D"], [], ["JH", "QH", "KH"]]
    g = make(hands, trump="C", mode="perevodnoy", teams="2x2")
    play(g, att(0, "9H"))
    assert legal(g, 1) == {dfd(1, "TH", "9H"), tr(1, "9S"), take(1)}
    ev = play(g, tr(1, "9S"))
    # 2 is out and 3 is 1's partner: the table passes back to seat 0
    assert ev[-1] == {"type": "transfer", "seat": 1, "card": "9S", "defender": 0}
    v = g.view(None)
    assert (v["attacker"], v["defender"], v["limit"]) == (1, 0, 2)
    assert g.to_act() == [0]
    assert legal(g, 3) == set()
    # without teams the same transfer goes to seat 3
    g = make(hands, trump="C", mode="perevodnoy")
    play(g, att(0, "9H"), tr(1, "9S"))
    assert g.view(None)["defender"] == 3


def test_transfer_limit_is_checked_against_the_non_partner_target() -> None:
    # seat 0 keeps one card after leading: it cannot face two cards, so no transfer (3 could, but is 1's
    # partner)
    hands = [["9H", "7D"], ["9S", "TH", "6D"], [], ["JH", "QH", "KH"]]
    g = make(hands, trump="C", mode="perevodnoy", teams="2x2")
    play(g, att(0, "9H"))
    assert legal(g, 1) == {dfd(1, "TH", "9H"), take(1)}
    _raises(g, tr(1, "9S"), "limit")


# ----- teams: throw-ins -------------------------------------------------------------------------------
def test_throw_ins_refused_from_the_defenders_partner() -> None:
    g = make([["9H", "6D"], ["TH", "AD", "KD"], ["9S", "7D"], ["9D", "TS", "8D"]], trump="C", teams="2x2")
    play(g, att(0, "9H"))
    assert g.to_act() == [1, 2]
    assert legal(g, 3) == set()
    assert legal(g, 2) == {att(2, "9S"), pas(2)}
    _raises(g, att(3, "9D"), "partner")
    _raises(g, pas(3), "partner")
    play(g, dfd(1, "TH", "9H"))
    # 3 holds 9D and TS, both on the table's ranks, but never throws in against its partner
    assert g.to_act() == [2]
    ev = play(g, pas(2))
    assert [e for e in ev if e["type"] == "round_end"] == [
        {"type": "round_end", "result": "discard", "defender": 1, "cards": ["9H", "TH"]}
    ]


def test_without_teams_the_same_seat_throws_in() -> None:
    g = make([["9H", "6D"], ["TH", "AD", "KD"], ["9S", "7D"], ["9D", "TS", "8D"]], trump="C")
    play(g, att(0, "9H"))
    assert g.to_act() == [1, 2, 3]
    assert legal(g, 3) == {att(3, "9D"), pas(3)}


# ----- teams: the end ---------------------------------------------------------------------------------
def test_a_teams_last_player_going_out_makes_the_other_team_lose() -> None:
    g = make([["9H", "6D"], ["TH"], ["8D", "7S"], []], trump="C", teams="2x2")
    ev = play(g, att(0, "9H"), dfd(1, "TH", "9H"))
    # team 1 = {1, 3} holds no card: team 0 loses; two of its players hold cards, so no single durak
    result = {"over": True, "loser": None, "out": [3, 1], "loser_team": 0}
    assert g.result() == result
    assert ev[-1] == {"type": "game_over", **result}
    assert g.to_act() == []


def test_the_last_player_holding_cards_is_named_with_the_losing_team() -> None:
    g = make([["9H"], ["TH"], ["8D"], []], trump="C", teams="2x2")
    play(g, att(0, "9H"), dfd(1, "TH", "9H"))
    assert g.result() == {"over": True, "loser": 2, "out": [3, 0, 1], "loser_team": 0}


def test_simultaneous_exit_across_teams_is_a_draw() -> None:
    g = make([["9H"], ["TH"], [], []], trump="C", teams="2x2")
    play(g, att(0, "9H"), dfd(1, "TH", "9H"))
    assert g.result() == {"over": True, "loser": None, "out": [2, 3, 0, 1], "loser_team": None}


def test_two_of_three_pairs_leaving_together_make_the_third_lose() -> None:
    # 3x2: pairs {0, 3}, {1, 4}, {2, 5}; 3 and 4 are out, 2 and 5 hold cards
    g = make([["9H"], ["TH"], ["8D"], [], [], ["7D", "6S"]], trump="C", teams="3x2")
    play(g, att(0, "9H"), dfd(1, "TH", "9H"))
    assert g.result() == {"over": True, "loser": None, "out": [3, 4, 0, 1], "loser_team": 2}


def test_layout_with_one_team_holding_cards_is_finished() -> None:
    g = make([["9H"], [], ["8D"], []], trump="C", teams="2x2")
    assert g.is_over()
    assert g.result() == {"over": True, "loser": None, "out": [1, 3], "loser_team": 0}


def test_game_goes_on_while_two_teams_hold_cards() -> None:
    g = make([["9H", "6D"], ["TH"], [], ["8D", "AS"]], trump="C", teams="2x2")
    play(g, att(0, "9H"), dfd(1, "TH", "9H"))
    # 1 went out, but its partner 3 still holds cards: 1 defended, so the next active seat (3) attacks 0
    assert not g.is_over()
    v = g.view(None)
    assert (v["attacker"], v["defender"], v["out"]) == (3, 0, [2, 1])


def test_free_for_all_result_has_no_loser_team() -> None:
    g = make([["9H"], ["TH"], ["8D"], []], trump="C")
    play(g, att(0, "9H"), dfd(1, "TH", "9H"))
    assert g.result() == {"over": True, "loser": 2, "out": [3, 0, 1]}


# ----- throw-in timing ------------------------------------------------------------------------------
def test_after_cover_refuses_throw_in_while_a_card_is_uncovered_and_allows_it_after() -> None:
    g = make([["9H", "9D", "7S"], ["TH", "TD", "6S", "8S"]], trump="C", throw_in="after_cover")
    play(g, att(0, "9H"))
    assert g.to_act() == [1]
    assert legal(g, 0) == set()
    assert legal(g, 1) == {dfd(1, "TH", "9H"), take(1)}
    _raises(g, att(0, "9D"), "uncovered")
    _raises(g, pas(0), "nothing_to_throw")
    play(g, dfd(1, "TH", "9H"))
    assert g.to_act() == [0]
    assert legal(g, 0) == {att(0, "9D"), pas(0)}
    play(g, att(0, "9D"))
    assert g.to_act() == [1]
    assert legal(g, 0) == set()
    assert legal(g, 1) == {dfd(1, "TD", "9D"), take(1)}


def test_any_time_allows_the_same_throw_in_at_once() -> None:
    g = make([["9H", "9D", "7S"], ["TH", "TD", "6S", "8S"]], trump="C")
    play(g, att(0, "9H"))
    assert g.to_act() == [0, 1]
    assert legal(g, 0) == {att(0, "9D"), pas(0)}


def test_after_cover_throw_in_after_take_needs_no_cover() -> None:
    g = make([["9H", "9D", "7S"], ["TH", "6S", "8S"]], trump="C", throw_in="after_cover")
    play(g, att(0, "9H"), take(1))
    assert g.to_act() == [0]
    assert legal(g, 0) == {att(0, "9D"), pas(0)}
    assert legal(g, 1) == set()
    ev = play(g, att(0, "9D"))
    # the limit (min(6, 4 cards)) is not reached, but seat 0 has no more nines: the round ends
    assert [e for e in ev if e["type"] == "round_end"] == [
        {"type": "round_end", "result": "take", "defender": 1, "cards": ["9H", "9D"]}
    ]
    assert set(g.view(1)["hand"]) == {"9H", "TH", "9D", "6S", "8S"}


def test_after_cover_take_with_throw_in_after_take_off_ends_the_round_at_once() -> None:
    g = make(
        [["9H", "9D", "7S"], ["TH", "6S", "8S"]], trump="C", throw_in="after_cover", throw_in_after_take=False
    )
    ev = play(g, att(0, "9H"), take(1))
    assert [e for e in ev if e["type"] == "round_end"] == [
        {"type": "round_end", "result": "take", "defender": 1, "cards": ["9H"]}
    ]
    v = g.view(None)
    assert (v["attacker"], v["defender"], v["table"]) == (0, 1, [])
    assert legal(g, 0) == {att(0, "9D"), att(0, "7S")}


def test_after_cover_transfers_are_unaffected() -> None:
    hands = [["9H", "9D", "7S"], ["9S", "TH", "6D"], ["KH", "TS", "8S", "7H"]]
    g = make(hands, trump="C", mode="perevodnoy", throw_in="after_cover")
    play(g, att(0, "9H"))
    assert g.to_act() == [1]
    assert legal(g, 1) == {dfd(1, "TH", "9H"), tr(1, "9S"), take(1)}
    play(g, tr(1, "9S"))
    assert g.to_act() == [2]
    assert legal(g, 0) == set() and legal(g, 1) == set()
    assert legal(g, 2) == {dfd(2, "KH", "9H"), dfd(2, "TS", "9S"), take(2)}
    play(g, dfd(2, "KH", "9H"))
    assert legal(g, 0) == set()  # 9S is still uncovered
    play(g, dfd(2, "TS", "9S"))
    assert g.to_act() == [0, 1]
    assert legal(g, 0) == {att(0, "9D"), pas(0)}
    assert legal(g, 1) == {att(1, "TH"), pas(1)}


def test_after_cover_with_teams_only_opponents_throw_in_and_only_after_the_cover() -> None:
    hands = [["9H", "6D"], ["TH", "AD", "KD"], ["9S", "7D"], ["9D", "TS", "8D"]]
    g = make(hands, trump="C", teams="2x2", throw_in="after_cover")
    play(g, att(0, "9H"))
    assert g.to_act() == [1]
    assert legal(g, 2) == set() and legal(g, 3) == set()
    play(g, dfd(1, "TH", "9H"))
    assert g.to_act() == [2]
    assert legal(g, 2) == {att(2, "9S"), pas(2)}
    assert legal(g, 3) == set()
