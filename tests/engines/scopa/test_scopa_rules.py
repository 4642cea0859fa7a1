"""Hand-made Scopa positions with exact legal sets and results (rules: docs/rules/scopa.md)."""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest

from engines.cards import DECK_40
from engines.protocol import Action, BadRecord, IllegalAction
from engines.registry import game_class
from engines.scopa import Scopa, capture_options, count_deal, layout_from_deck, needs_redeal, primiera
from tests.engines.scopa.scopa_helpers import deal_shuffled


def play(seat: int, card: str, *capture: str) -> Action:
    return Action.make("play", seat, card=card, capture=capture)


def position(
    hands: Sequence[Sequence[str]],
    table: Sequence[str],
    *,
    turn: int = 0,
    stock: Sequence[str] = (),
    piles: Sequence[Sequence[str]] | None = None,
    scopas: Sequence[int] = (0, 0),
    score: Sequence[int] = (0, 0),
    target: int = 11,
    last_capturer: int | None = None,
    dealer: int | None = None,
) -> Scopa:
    """A mid-deal state. Without ``piles`` the cards not placed elsewhere are split between the
    two piles (alternately) so that all 40 stay accounted for."""
    seats = len(hands)
    placed = [c for h in hands for c in h] + list(table) + list(stock)
    assert len(set(placed)) == len(placed)
    if piles is None:
        rest = [c for c in DECK_40 if c not in placed]
        piles = [rest[0::2], rest[1::2]]
    data = Scopa.new(seats, {"target": target}, dealer=0).to_json()
    data.update(
        dealer=(turn - 1) % seats if dealer is None else dealer,
        deals=1,
        in_deal=True,
        hands=[list(h) for h in hands],
        table=list(table),
        stock=list(stock),
        piles=[list(p) for p in piles],
        scopas=list(scopas),
        turn=turn,
        score=list(score),
        last_capturer=last_capturer,
        results=[None],
    )
    return Scopa.from_json(data)


def legal(g: Scopa, seat: int | None = None) -> set[Action]:
    seat = g.turn if seat is None else seat
    acts = g.legal_actions(seat)
    assert len(acts) == len(set(acts)), "duplicate legal actions"
    return set(acts)


def deck_with(front: Sequence[str]) -> list[str]:
    """A deck whose first cards are ``front`` and the rest in canonical order."""
    return list(front) + [c for c in DECK_40 if c not in front]


# ----- capturing ----------------------------------------------------------------------------------


def test_equal_card_beats_sums_page_example():
    # The page: 7H on the table with 3 + 4; the seven must take the seven.
    g = position([["7C", "KS", "QS"], ["AS", "2S", "3S"]], ["7H", "3C", "4S", "JD"])
    assert {a for a in legal(g) if a.card == "7C"} == {play(0, "7C", "7H")}


def test_several_equal_cards_one_action_each():
    g = position([["7C"], ["AS"]], ["7H", "7S", "3C", "4D"])
    assert legal(g) == {play(0, "7C", "7H"), play(0, "7C", "7S")}


def test_several_sums_page_example():
    # Table 2, 4, 5, A, 3 and a six in hand: 2+4, 5+A, 2+3+A.
    g = position([["6D"], ["AS"]], ["2S", "4H", "5C", "AD", "3D"])
    assert legal(g) == {
        play(0, "6D", "2S", "4H"),
        play(0, "6D", "5C", "AD"),
        play(0, "6D", "2S", "3D", "AD"),
    }


def test_three_card_sum():
    g = position([["7D"], ["AS"]], ["AC", "2H", "4C", "JD"])
    assert legal(g) == {play(0, "7D", "AC", "2H", "4C")}


def test_four_card_sum_with_king():
    g = position([["KD"], ["AS"]], ["AC", "2H", "3C", "4D"])
    assert legal(g) == {play(0, "KD", "AC", "2H", "3C", "4D")}


def test_figure_takes_a_sum_when_no_equal_figure():
    g = position([["QD"], ["AS"]], ["4S", "5H", "JD"])
    assert legal(g) == {play(0, "QD", "4S", "5H")}


def test_equal_figure_beats_sum():
    g = position([["KD"], ["AS"]], ["3S", "7H", "KC"])
    assert legal(g) == {play(0, "KD", "KC")}


def test_no_capture_card_stays():
    # The page: a three with K and Q on the table takes nothing.
    g = position([["3H"], ["AS"]], ["KS", "QH"])
    assert legal(g) == {play(0, "3H")}
    g.apply(play(0, "3H"))
    assert g.table == ["KS", "QH", "3H"]


def test_empty_table_every_card_is_laid():
    g = position([["3H", "KS", "7D"], ["AS", "2S", "3S"]], [])
    assert legal(g) == {play(0, "3H"), play(0, "KS"), play(0, "7D")}


def test_legal_set_over_a_whole_hand():
    g = position([["5D", "2C", "JH"], ["AS", "2S", "3S"]], ["5S", "3H", "2D", "6C"])
    assert legal(g) == {
        play(0, "5D", "5S"),  # equal five beats 3 + 2
        play(0, "2C", "2D"),
        play(0, "JH", "5S", "3H"),
        play(0, "JH", "6C", "2D"),
    }


def test_sum_with_equal_values_of_different_suits():
    g = position([["4D"], ["AS"]], ["2S", "2H", "AC", "3C"])
    assert legal(g) == {
        play(0, "4D", "2S", "2H"),
        play(0, "4D", "AC", "3C"),
    }


def test_only_seat_to_act_has_actions():
    g = position([["5D"], ["AS"]], ["5S"])
    assert g.to_act() == [0]
    assert g.legal_actions(1) == []


def test_capture_goes_to_pile_and_leaves_rest():
    g = position([["6D", "KS"], ["AS", "2S"]], ["2H", "4C", "JD"])
    before = list(g.piles[0])
    ev = g.apply(play(0, "6D", "4C", "2H"))
    assert g.table == ["JD"]
    assert g.piles[0][: len(before)] == before
    assert sorted(g.piles[0][len(before) :]) == sorted(["2H", "4C", "6D"])
    assert g.last_capturer == 0
    assert ev[0] == {"type": "play", "seat": 0, "card": "6D", "capture": ["2H", "4C"]}
    assert ev[1]["type"] == "capture" and set(ev[1]["cards"]) == {"2H", "4C", "6D"}
    assert g.to_act() == [1]


def test_capture_options_function():
    assert capture_options(["7H", "3C", "4S"], "7C") == [("7H",)]
    assert capture_options([], "7C") == []
    assert sorted(map(sorted, capture_options(["AS", "AH", "AC", "AD", "2S", "2H", "2C"], "KD"))) == [
        ["2C", "2H", "2S", "AC", "AD", "AH", "AS"]
    ]


# ----- illegal actions leave the state unchanged ----------------------------------------------------


@pytest.mark.parametrize(
    ("action", "reason"),
    [
        (play(0, "7C", "3C", "4S"), "bad_capture"),  # a sum while an equal card is there
        (play(0, "7C"), "must_capture"),  # capturing is compulsory
        (play(0, "KS", "3C"), "bad_capture"),  # 3C alone is not 10 (7H + 3C would be)
        (play(0, "2S"), "not_in_hand"),
        (play(1, "AS"), "not_your_turn"),
        (play(0, "7C", "7H", "3C"), "bad_capture"),  # too many cards
        (Action.make("play", 0, card="7C"), "bad_capture"),  # no capture field
        (Action.make("take", 0), "unknown_action"),
    ],
)
def test_illegal_actions_raise_and_keep_state(action, reason):
    g = position([["7C", "KS", "QS"], ["AS", "2S", "3S"]], ["7H", "3C", "4S", "JD"])
    before = g.to_json()
    with pytest.raises(IllegalAction) as err:
        g.apply(action)
    assert err.value.code == "illegal_action"
    assert err.value.reason == reason
    assert g.to_json() == before


def test_no_capture_with_a_capture_claimed_is_refused():
    g = position([["3H"], ["AS"]], ["KS", "QH"])
    before = g.to_json()
    with pytest.raises(IllegalAction):
        g.apply(play(0, "3H", "KS"))
    assert g.to_json() == before


# ----- scopa ----------------------------------------------------------------------------------------


def test_clearing_the_table_is_a_scopa():
    g = position([["4H", "2S"], ["AS", "3S"]], ["AD", "3C"])
    ev = g.apply(play(0, "4H", "AD", "3C"))
    assert g.table == [] and g.scopas == [1, 0]
    assert {"type": "scopa", "seat": 0, "side": 0} in ev
    assert g.last_play == {"seat": 0, "card": "4H", "capture": ["AD", "3C"], "scopa": True}


def test_several_scopas_in_one_deal():
    g = position([["4H", "2S", "KC"], ["AS", "3S"]], ["AD", "3C"], scopas=(2, 1))
    g.apply(play(0, "4H", "AD", "3C"))
    g.apply(play(1, "AS"))  # onto the empty table
    g.apply(play(0, "2S"))  # nothing: table AS 2S
    g.apply(play(1, "3S", "AS", "2S"))
    assert g.scopas == [3, 2]


def test_last_play_clearing_is_not_a_scopa():
    g = position([["5D"], []], ["2S", "3S"], turn=0, last_capturer=1)
    ev = g.apply(play(0, "5D", "2S", "3S"))
    assert not any(e["type"] == "scopa" for e in ev)
    assert g.deal_results()[0]["scopas"] == [0, 0]
    assert g.last_play is not None and g.last_play["scopa"] is False


def test_last_capturer_takes_the_rest_not_a_scopa():
    # Side 1 captured last; seat 0 plays the last card, which takes nothing.
    g = position([["KD"], []], ["2S", "3S"], turn=0, last_capturer=1)
    piles_before = [len(p) for p in g.piles]
    ev = g.apply(play(0, "KD"))
    rest = next(e for e in ev if e["type"] == "rest")
    assert rest == {"type": "rest", "side": 1, "cards": ["2S", "3S", "KD"]}
    res = g.deal_results()[0]
    assert res["cards"] == [piles_before[0], piles_before[1] + 3]
    assert sum(res["cards"]) == 40
    assert res["scopas"] == [0, 0]


def test_rest_unclaimed_when_nobody_captured():
    g = position([["KD"], []], ["2S", "3S"], turn=0)
    g.piles = [[], []]  # nobody captured all deal: no stored state can say so (a card would lie nowhere)
    ev = g.apply(play(0, "KD"))
    rest = next(e for e in ev if e["type"] == "rest")
    assert rest["side"] is None
    assert g.deal_results()[0]["cards"] == [0, 0]
    assert g.deal_results()[0]["settebello"] is None


def test_last_capture_by_partner_side_in_four():
    # Four seats: seat 2 captured last (side 0); seat 3 plays the last card of the deal.
    g = position([[], [], [], ["KD"]], ["2S"], turn=3, last_capturer=0)
    n0 = len(g.piles[0])
    g.apply(play(3, "KD"))
    assert g.deal_results()[0]["cards"][0] == n0 + 2


# ----- counting -------------------------------------------------------------------------------------


def test_primiera_page_example():
    assert primiera(["7D", "6H", "AS", "KC"]) == 65


def test_primiera_best_card_per_suit_and_missing_suit():
    assert primiera(["6D", "7D", "KD", "2H", "AH"]) == 21 + 16  # no S, no C: 0
    assert primiera([]) == 0
    assert primiera(["JS", "QH", "KD", "JC"]) == 40
    assert primiera(["5S", "4H", "3D", "2C"]) == 15 + 14 + 13 + 12


def test_count_every_category():
    side0 = ["7D", "6H", "AS", "KC", "2D", "3D"]  # 6 cards, 3 coins, 65
    side1 = ["KS", "QS", "JS", "4H"]  # 4 cards, 0 coins, 10 + 14 = 24
    r = count_deal([side0, side1], [1, 2])
    assert r == {
        "over": True,
        "cards": [6, 4],
        "coins": [3, 0],
        "settebello": 0,
        "primiera": [65, 24],
        "scopas": [1, 2],
        "points": [1 + 1 + 1 + 1 + 1, 2],
    }


def test_count_ties_give_nobody_the_point():
    side0 = ["7D", "AH", "2S", "3C"]  # 4 cards, 1 coin, 21+16+12+13 = 62
    side1 = ["4D", "5H", "6S", "JC"]  # 4 cards, 1 coin, 14+15+18+10 = 57
    r = count_deal([side0, side1], [0, 0])
    assert r["cards"] == [4, 4] and r["coins"] == [1, 1]
    assert r["points"] == [2, 0]  # settebello and primiera only
    r = count_deal([["7S", "6H"], ["7H", "6S"]], [0, 0])
    assert r["primiera"] == [39, 39]
    assert r["points"] == [0, 0] and r["settebello"] is None


def test_count_primiera_with_a_missing_suit_loses():
    # Side 1 has higher cards but lacks a suit entirely.
    side0 = ["2S", "2H", "2D", "2C"]  # 48
    side1 = ["7S", "7H", "KD"]  # 21 + 21 + 10 = 52, clubs 0
    assert count_deal([side0, side1], [0, 0])["primiera"] == [48, 52]
    side1 = ["7S", "AH"]  # 37
    r = count_deal([side0, side1], [0, 0])
    assert r["primiera"] == [48, 37]
    assert r["points"] == [1 + 1 + 1, 0]  # cards, coins, primiera


def test_deal_result_through_the_engine():
    # Side 1 holds only KH; seat 0 lays the last card and side 0 (last capturer) takes the rest.
    rest = [c for c in DECK_40 if c not in ("KH", "2C")]
    g = position([["2C"], []], [], turn=0, piles=[rest, ["KH"]], scopas=(0, 1), last_capturer=0)
    ev = g.apply(play(0, "2C"))
    assert g.deal_results() == [
        {
            "over": True,
            "cards": [39, 1],
            "coins": [10, 0],
            "settebello": 0,
            "primiera": [84, 10],
            "scopas": [0, 1],
            "points": [4, 1],
        }
    ]
    assert g.match_result() == {"score": [4, 1], "over": False, "winner": None}
    assert [e["type"] for e in ev] == ["play", "rest", "deal_end"]
    assert g.needs_deal() and g.to_act() == []


# ----- match and target ------------------------------------------------------------------------------


def end_of_deal(score: Sequence[int], target: int, scopa1: int = 0) -> Scopa:
    """Seat 0 is about to make the last play; the deal will give side 0 four points and side 1
    ``scopa1`` points."""
    rest = [c for c in DECK_40 if c not in ("KH", "2C")]
    return position(
        [["2C"], []],
        [],
        turn=0,
        piles=[rest, ["KH"]],
        scopas=(0, scopa1),
        last_capturer=0,
        score=score,
        target=target,
    )


@pytest.mark.parametrize(
    ("score", "target", "scopa1", "after", "over", "winner"),
    [
        ((7, 3), 11, 0, [11, 3], True, 0),
        ((6, 3), 11, 0, [10, 3], False, None),
        ((9, 10), 11, 1, [13, 11], True, 0),  # both reach: the higher wins
        ((7, 10), 11, 1, [11, 11], False, None),  # equal at the target: another deal
        ((5, 9), 11, 2, [9, 11], True, 1),  # only side 1 reaches
        ((12, 3), 16, 0, [16, 3], True, 0),
        ((11, 3), 16, 0, [15, 3], False, None),
        ((14, 15), 16, 1, [18, 16], True, 0),
        ((18, 0), 21, 0, [22, 0], True, 0),
        ((16, 0), 21, 0, [20, 0], False, None),
        ((97, 50), 101, 0, [101, 50], True, 0),
        ((96, 100), 101, 1, [100, 101], True, 1),
    ],
)
def test_match_end_by_target(score, target, scopa1, after, over, winner):
    g = end_of_deal(score, target, scopa1)
    ev = g.apply(play(0, "2C"))
    assert g.match_result() == {"score": after, "over": over, "winner": winner}
    assert g.is_over() is over
    assert g.needs_deal() is (not over)
    assert any(e["type"] == "match_end" for e in ev) is over


def test_tie_at_target_plays_another_deal_which_decides():
    g = end_of_deal((7, 10), 11, 1)
    g.apply(play(0, "2C"))
    assert g.score == [11, 11] and not g.is_over()
    assert g.deal_label() == "scopa:2"
    g.deal_from_deck(deck_with([]))
    assert g.deal_number() == 2 and g.to_act()
    # Finish deal 2 by always taking the first legal action.
    while not g.needs_deal() and not g.is_over():
        g.apply(g.legal_actions(g.to_act()[0])[0])
    r = g.deal_results()[1]
    assert g.score == [11 + r["points"][0], 11 + r["points"][1]]
    assert g.is_over() is (r["points"][0] != r["points"][1])


def test_options_and_targets():
    assert Scopa.normalize_options(None) == {"target": 11}
    assert Scopa.normalize_options({}) == {"target": 11}
    for t in (11, 16, 21, 31, 101):
        assert Scopa.new(2, {"target": t}).target == t
    for bad in (
        {"target": 15},
        {"target": 26},
        {"target": 17},
        {"target": 111},
        {"target": 1},
        {"target": "11"},
        {"target": True},
    ):
        with pytest.raises(BadRecord):
            Scopa.new(2, bad)
    with pytest.raises(BadRecord):
        Scopa.normalize_options({"target": 11, "mode": "x"})
    with pytest.raises(BadRecord):
        Scopa.new(3)
    with pytest.raises(BadRecord):
        Scopa.new(2, dealer=2)


def test_registry_and_schema():
    assert game_class("scopa") is Scopa
    a = Scopa.parse_action({"seat": 1, "type": "play", "card": "7D", "capture": ["3S", "4C"]})
    assert a == play(1, "7D", "4C", "3S")
    assert a.to_json() == {"seat": 1, "type": "play", "card": "7D", "capture": ["3S", "4C"]}
    assert Scopa.parse_action({"seat": 0, "type": "play", "card": "KD", "capture": []}) == play(0, "KD")
    with pytest.raises(BadRecord):
        Scopa.parse_action({"seat": 0, "type": "play", "card": "TD", "capture": []})
    with pytest.raises(BadRecord):
        Scopa.parse_action({"seat": 0, "type": "play", "card": "KD"})


# ----- dealing ----------------------------------------------------------------------------------------


def test_dealing_convention_two_players():
    deck = deck_with([])
    g = Scopa.new(2, dealer=0)
    ev = g.deal_from_deck(deck)
    # Seat 1 (after the dealer) gets the 1st, 3rd and 5th cards.
    assert g.hands == [[deck[1], deck[3], deck[5]], [deck[0], deck[2], deck[4]]]
    assert g.table == deck[6:10] and g.stock == deck[10:]
    assert g.to_act() == [1] and g.dealer == 0
    assert ev == [
        {
            "type": "deal_start",
            "deal": 1,
            "dealer": 0,
            "first": 1,
            "table": deck[6:10],
            "hand_sizes": [3, 3],
            "stock": 30,
        }
    ]
    assert layout_from_deck(deck, 2, 0) == {"hands": g.hands, "table": g.table, "stock": g.stock}


def test_dealing_convention_four_players_and_refill():
    deck = deck_with([])
    g = Scopa.new(4, dealer=2)
    g.deal_from_deck(deck)
    assert g.hands == [
        [deck[1], deck[5], deck[9]],
        [deck[2], deck[6], deck[10]],
        [deck[3], deck[7], deck[11]],
        [deck[0], deck[4], deck[8]],
    ]
    assert g.table == deck[12:16] and len(g.stock) == 24
    stock = list(g.stock)
    order = []
    for _ in range(12):
        seat = g.to_act()[0]
        order.append(seat)
        ev = g.apply(g.legal_actions(seat)[0])
    assert order == [3, 0, 1, 2] * 3
    assert ev[-1] == {"type": "hands_dealt", "hand_sizes": [3, 3, 3, 3], "stock": 12}
    assert g.hands[3] == [stock[0], stock[4], stock[8]]
    assert g.hands[0] == [stock[1], stock[5], stock[9]]
    assert g.to_act() == [3]


def test_refill_two_players_from_stock_top():
    g = Scopa.new(2, dealer=1)
    g.deal_from_deck(deck_with([]))
    stock = list(g.stock)
    assert g.to_act() == [0]
    for _ in range(6):
        g.apply(g.legal_actions(g.to_act()[0])[0])
    assert g.hands == [[stock[0], stock[2], stock[4]], [stock[1], stock[3], stock[5]]]
    assert g.stock == stock[6:] and g.to_act() == [0]


@pytest.mark.parametrize("seats", [2, 4])
def test_dealer_rotates_each_deal(seats):
    g = Scopa.new(seats, {"target": 101}, dealer=seats - 1)
    dealers = []
    for deal in range(1, seats + 2):
        assert g.deal_label() == f"scopa:{deal}"
        g.deal_from_deck(deck_with([]))
        dealers.append(g.dealer)
        assert g.to_act() == [(g.dealer + 1) % seats]
        while not g.needs_deal():
            g.apply(g.legal_actions(g.to_act()[0])[0])
    assert dealers == [(seats - 1 + k) % seats for k in range(seats + 1)]
    assert len(g.deal_results()) == seats + 1 and all(g.deal_results())


def test_four_player_turn_order_and_team_piles():
    g = position(
        [["2D", "KS"], ["AS", "KH"], ["3C", "KD"], ["4H", "KC"]],
        ["2S", "JD", "QD"],
        turn=0,
    )
    before = [list(p) for p in g.piles]
    g.apply(play(0, "2D", "2S"))
    assert g.to_act() == [1] and g.legal_actions(0) == [] and g.legal_actions(2) == []
    g.apply(play(1, "AS"))
    g.apply(play(2, "3C"))  # no three, and A alone is not 3: laid
    assert g.table == ["JD", "QD", "AS", "3C"]
    g.apply(play(3, "4H", "AS", "3C"))  # 4 = A + 3
    assert g.piles == [[*before[0], "2S", "2D"], [*before[1], "AS", "3C", "4H"]]
    assert g.to_act() == [0]
    assert g.last_capturer == 1


def test_four_player_seat_two_scores_for_team_zero():
    g = position([[], [], ["5D"], []], ["2S", "3S"], turn=2, piles=None, last_capturer=1)
    g2 = position([["KS"], ["KH"], ["5D", "KD"], ["KC"]], ["2S", "3S"], turn=2, last_capturer=1)
    g2.apply(play(2, "5D", "2S", "3S"))
    assert g2.scopas == [1, 0] and g2.last_capturer == 0
    g.apply(play(2, "5D", "2S", "3S"))  # the last play: no scopa
    assert g.scopas == [0, 0]
    assert len(g.deal_results()) == 1 and g.deal_results()[0]["scopas"] == [0, 0]


# ----- redeal -----------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "table", [["KS", "KH", "KD", "2C"], ["KS", "KH", "KD", "KC"], ["AS", "KH", "KD", "KC"]]
)
def test_redeal_from_deck(table):
    g = Scopa.new(2, dealer=0)
    deck = deck_with(["AH", "2H", "3H", "4H", "5H", "6H", *table])
    before = g.to_json()
    with pytest.raises(IllegalAction) as err:
        g.deal_from_deck(deck)
    assert err.value.code == "redeal_required"
    assert g.to_json() == before
    assert g.needs_deal() and g.deal_number() == 1
    assert g.deal_label(redeal=1) == "scopa:1:r1" and g.redeal_label(2) == "scopa:1:r2"


@pytest.mark.parametrize("seats", [2, 4])
def test_redeal_from_layout(seats):
    g = Scopa.new(seats, dealer=1)
    table = ["KC", "KH", "5D", "KS"]
    rest = [c for c in DECK_40 if c not in table]
    layout = {
        "hands": [rest[3 * i : 3 * i + 3] for i in range(seats)],
        "table": table,
        "stock": rest[3 * seats :],
    }
    before = g.to_json()
    with pytest.raises(IllegalAction) as err:
        g.deal_from_layout(layout)
    assert err.value.code == "redeal_required"
    assert g.to_json() == before


def test_two_kings_is_no_redeal():
    assert not needs_redeal(["KS", "KH", "2D", "3D"])
    assert needs_redeal(["KS", "KH", "KD", "3D"])
    g = Scopa.new(2)
    g.deal_from_deck(deck_with(["AH", "2H", "3H", "4H", "5H", "6H", "KS", "KH", "2D", "3D"]))
    assert g.table == ["KS", "KH", "2D", "3D"]


def test_deal_labels_follow_deal_number():
    g = Scopa.new(2)
    assert g.deal_label() == "scopa:1"
    g.deal_from_deck(deck_with([]))
    assert g.deal_number() == 1 and g.deal_label() == "scopa:1"


# ----- malformed input ----------------------------------------------------------------------------------


def good_layout(seats: int = 2) -> dict:
    return layout_from_deck(list(DECK_40), seats, 0)


@pytest.mark.parametrize(
    "mutate",
    [
        lambda lay: lay["hands"][0].__setitem__(0, "TD"),  # unknown card
        lambda lay: lay["hands"][0].__setitem__(0, lay["hands"][1][0]),  # repeated card
        lambda lay: lay["hands"][0].append(lay["stock"].pop()),  # 4 cards in a hand
        lambda lay: lay["table"].append(lay["stock"].pop()),  # 5 table cards
        lambda lay: lay["stock"].pop(),  # 39 cards in all
        lambda lay: lay.pop("table"),  # missing key
        lambda lay: lay.__setitem__("trump", "S"),  # unknown key
        lambda lay: lay["hands"].pop(),  # one hand for two seats
        lambda lay: lay.__setitem__("stock", "AS"),  # not a list
    ],
)
def test_check_layout_refuses(mutate):
    lay = good_layout()
    Scopa.check_layout(lay, 2)
    mutate(lay)
    with pytest.raises(BadRecord):
        Scopa.check_layout(lay, 2)
    g = Scopa.new(2)
    before = g.to_json()
    with pytest.raises(BadRecord):
        g.deal_from_layout(lay)
    assert g.to_json() == before


def test_deal_from_deck_refuses_a_bad_deck():
    g = Scopa.new(2)
    with pytest.raises(BadRecord):
        g.deal_from_deck(list(DECK_40)[:-1])
    with pytest.raises(BadRecord):
        g.deal_from_deck([*list(DECK_40)[:-1], "AS"])


def test_no_deal_while_one_runs_or_after_the_match():
    g = Scopa.new(2)
    g.deal_from_deck(deck_with([]))
    with pytest.raises(IllegalAction) as err:
        g.deal_from_deck(deck_with([]))
    assert err.value.code == "deal_over"
    g = end_of_deal((7, 3), 11)
    g.apply(play(0, "2C"))
    assert g.is_over()
    before = g.to_json()
    for attempt in (lambda: g.deal_from_deck(deck_with([])), lambda: g.apply(play(0, "2C"))):
        with pytest.raises(IllegalAction) as err:
            attempt()
        assert err.value.code == "deal_over"
    assert g.to_json() == before
    assert g.legal_actions(0) == [] and g.to_act() == []


# ----- view and memory ------------------------------------------------------------------------------


def test_view_keys_and_hidden_partner():
    g = position(
        [["2D", "KS"], ["AS", "KH"], ["3C", "KD"], ["4H", "KC"]],
        ["2S", "JD"],
        turn=0,
        stock=["5S", "5H", "5D", "5C", "6S", "6H", "6D", "6C", "7S", "7H", "7C", "QS"],
    )
    g.apply(play(0, "2D", "2S"))
    v = g.view(0)
    assert v["hand"] == ["KS"]
    assert v["hand_sizes"] == [1, 2, 2, 2]
    assert v["table"] == ["JD"] and v["stock"] == 12
    assert v["teams"] == [[0, 2], [1, 3]] and v["side"] == 0
    assert v["last_capture"] == {"seat": 0, "card": "2D", "capture": ["2S"], "scopa": False}
    assert v["turn"] == 1 and v["to_act"] == [1]
    assert v["match"] == {"score": [0, 0], "over": False, "winner": None}
    text = repr(v)
    for hidden in ("KH", "3C", "KD", "4H", "KC", "5S", "5H", "5D", "5C"):
        assert hidden not in text  # opponents' and partner's hands, the stock
    onlooker = g.view(None)
    assert "hand" not in onlooker and onlooker["seat"] is None
    assert g.memory(1)["captured"][0] == g.piles[0]


def test_memory_keeps_the_deals_plays_and_json_without_them_loads():
    # dealer 1: seat 0 gets the 1st, 3rd, 5th card; table = cards 6..9
    g = Scopa.new(2, dealer=1)
    g.deal_from_deck(deck_with(["2D", "AS", "5C", "KH", "KS", "QH", "2S", "JD", "3C", "4H"]))
    assert g.memory(0)["plays"] == []
    g.apply(play(0, "2D", "2S"))
    g.apply(play(1, "AS"))
    plays = [{"seat": 0, "card": "2D", "capture": ["2S"]}, {"seat": 1, "card": "AS", "capture": []}]
    assert g.memory(0)["plays"] == plays and g.memory(1) == g.memory(0)
    data = g.to_json()
    assert data["plays"] == plays
    assert Scopa.from_json(data).memory(1) == g.memory(1)
    assert g.clone().memory(0) == g.memory(0)
    # a state stored before the engine kept the plays loads, with no plays in its memory
    del data["plays"]
    old = Scopa.from_json(data)
    assert "plays" not in old.memory(0) and "plays" not in old.to_json()
    old.apply(play(0, "5C", "AS", "4H"))  # play goes on; the plays come back with the next deal
    assert "plays" not in old.memory(1)


@pytest.mark.parametrize(
    "plays",
    [
        "2D",
        [{"seat": 0, "card": "2D"}],
        [{"seat": 0, "card": "2D", "capture": ["2S"]}],  # one play short
        [{"seat": 0, "card": "2D", "capture": ["2S"]}, {"seat": 5, "card": "AS", "capture": []}],
        [{"seat": 0, "card": "2D", "capture": ["2S"]}, {"seat": 1, "card": "2D", "capture": []}],
        [{"seat": 0, "card": "2D", "capture": ["2S"]}, {"seat": 1, "card": "KH", "capture": []}],
    ],
)
def test_bad_stored_plays_are_refused(plays):
    g = Scopa.new(2, dealer=1)
    g.deal_from_deck(deck_with(["2D", "AS", "5C", "KH", "KS", "QH", "2S", "JD", "3C", "4H"]))
    g.apply(play(0, "2D", "2S"))
    g.apply(play(1, "AS"))
    data = g.to_json()
    data["plays"] = plays
    with pytest.raises(BadRecord):
        Scopa.from_json(data)


def test_redeal_places_the_hidden_cards_anew_and_refuses_what_would_break_the_state() -> None:
    rng = random.Random(4)
    g = Scopa.new(2, dealer=1)
    deal_shuffled(g, rng)
    j = g.to_json()
    h0, h1, stock = j["hands"][0], j["hands"][1], j["stock"]
    new_h1 = [stock[0], *h1[1:]]
    new_stock = [h1[0], *stock[1:]]
    r = g.redeal([h0, new_h1], new_stock)
    assert g.to_json() == j  # the original is untouched
    assert r.hands == [h0, new_h1] and r.stock == new_stock and type(r) is type(g)
    assert Scopa.from_json(r.to_json()).to_json() == r.to_json()
    table = j["table"][0]
    for hands, st in (
        ([h0], stock),  # a hand missing
        ([h0, h1[1:]], stock),  # a hand loses a card
        ([h0, [*h1, stock[0]]], stock[1:]),  # a card moves from the stock into a hand
        ([h0, h1], stock[:-1]),  # the stock loses a card
        ([h0, [h0[0], *h1[1:]]], stock),  # a card twice
        ([h0, [table, *h1[1:]]], stock),  # a card from the table
        ([h0, ["XX", *h1[1:]]], stock),  # not a card
        ([h0, [["AS"], *h1[1:]]], stock),  # not even hashable
    ):
        with pytest.raises(BadRecord):
            g.redeal(hands, st)  # type: ignore[arg-type]
        assert g.to_json() == j
