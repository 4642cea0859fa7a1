"""Durak computer players: legality, the information boundary, determinizations, heuristic habits."""

from __future__ import annotations

import random
from typing import Any

import pytest

from engines.ai import Budget, get_player, random_player
from engines.ai import durak as ai
from engines.ai.turns import advance
from engines.cards import DECK_36
from engines.durak import Durak
from engines.protocol import Action

OPTIONS = [{"mode": m, "throw_in_after_take": t} for m in ("podkidnoy", "perevodnoy") for t in (True, False)]
LEVELS = ("random", "heuristic", "ismcts")
#: team options by seat count, mixed into the positions below
TEAM_OPTIONS = {4: ("2x2",), 6: ("3x2", "2x3")}
SMALL = Budget(iterations=20)
#: the search's budget where test_information_boundary_same_view_same_decision compares two of its
#: decisions: each iteration draws a world from the view and memory alone and plays it out, so a
#: decision that reads more than those shows from the first (20 iterations: 7.2 s of CPU, 10: 4.1 s)
BOUNDARY = Budget(iterations=10)


def new_game(seats: int, options: dict, rng: random.Random) -> Durak:
    deck = list(DECK_36)
    rng.shuffle(deck)
    g = Durak.new(seats, options)
    g.deal_from_deck(deck)
    return g


def positions(n_games: int, seed: int, driver: str = "mixed"):
    """Yield (game, seat) at every decision of random/heuristic games over all seat counts and
    options (the game is live: copy it before changing it)."""
    rng = random.Random(seed)
    for i in range(n_games):
        seats = 2 + i % 5
        options = dict(OPTIONS[i % 4])
        if i % 3 == 0:
            options["throw_in"] = "after_cover"
        if seats in TEAM_OPTIONS and i % 2 == 0:
            options["teams"] = TEAM_OPTIONS[seats][i % len(TEAM_OPTIONS[seats])]
        g = new_game(seats, options, rng)
        while True:
            s = advance(g, rng)
            if s is None:
                break
            legal = g.legal_actions(s)
            yield g, s
            v, m = g.view(s), g.memory(s)
            use = driver if driver != "mixed" else ("heuristic" if rng.random() < 0.5 else "random")
            player = ai.heuristic_player if use == "heuristic" else random_player
            g.apply(player(v, m, legal, rng, SMALL))


def test_get_player_levels() -> None:
    assert get_player("heuristic", "durak") is ai.heuristic_player
    assert get_player("ismcts", "durak") is ai.ismcts_player
    assert get_player("random", "durak") is random_player


def test_players_only_return_legal_actions() -> None:
    rng = random.Random(7)
    checked = {"heuristic": 0, "ismcts": 0}
    for k, (g, s) in enumerate(positions(120, 1)):
        legal = g.legal_actions(s)
        v, m = g.view(s), g.memory(s)
        assert ai.heuristic_player(v, m, legal, rng, SMALL) in legal
        checked["heuristic"] += 1
        if k % 25 == 0:
            assert ai.ismcts_player(v, m, legal, rng, SMALL) in legal
            checked["ismcts"] += 1
    assert checked["heuristic"] > 3000
    assert checked["ismcts"] > 100


def swapped(g: Durak, seat: int, rng: random.Random) -> Durak | None:
    """The same state with one card of an opponent's hand (not publicly known there) exchanged
    with a stock card (not the face-up trump card); None if there is nothing to swap."""
    data = g.to_json()
    stock = data["stock"][:-1] if data["stock"] else []
    choices = []
    for s in range(g.seats):
        if s == seat:
            continue
        hidden = [c for c in data["hands"][s] if c not in data["known"][s]]
        choices += [(s, c) for c in hidden]
    if not choices or not stock:
        return None
    s, c = rng.choice(choices)
    x = rng.choice(stock)
    data["hands"][s] = [x if y == c else y for y in data["hands"][s]]
    data["stock"] = [c if y == x else y for y in data["stock"]]
    return Durak.from_json(data)


def assert_same_decision(
    player: Any, g: Durak, h: Durak, s: int, legal: list[Any], k: int, label: str, budget: Budget = SMALL
) -> None:
    """``player`` decides the same from ``g`` and ``h`` (which look alike from seat ``s``)."""
    a = player(g.view(s), g.memory(s), legal, random.Random(k), budget)
    b = player(h.view(s), h.memory(s), legal, random.Random(k), budget)
    assert a == b, (label, a, b)


def same_decision_with_the_other_sampler(
    monkeypatch: pytest.MonkeyPatch,
    g: Durak,
    h: Durak,
    s: int,
    legal: list[Any],
    k: int,
    budget: Budget = SMALL,
) -> None:
    """The search with ``ai.INFERENCE`` switched decides the same from ``g`` and ``h`` too."""
    monkeypatch.setattr(ai, "INFERENCE", not ai.INFERENCE)
    try:
        assert_same_decision(ai.ismcts_player, g, h, s, legal, k, "ismcts, other sampler", budget)
    finally:
        monkeypatch.undo()


def test_information_boundary_same_view_same_decision(monkeypatch: pytest.MonkeyPatch) -> None:
    rng = random.Random(3)
    compared = weighed = 0
    for k, (g, s) in enumerate(positions(40, 2)):
        if k % 3:
            continue
        h = swapped(g, s, rng)
        if h is None:
            continue
        assert h.to_json() != g.to_json()
        if h.view(s) != g.view(s):
            # only who may throw in right now can tell (a public fact of the table); never the hand
            assert h.view(s)["to_act"] != g.view(s)["to_act"]
            continue
        assert h.memory(s) == g.memory(s)
        legal = g.legal_actions(s)
        assert h.legal_actions(s) == legal
        for level in LEVELS:
            assert_same_decision(get_player(level, "durak"), g, h, s, legal, k, level, BOUNDARY)
        compared += 1
        # the search with the other sampler (ai.INFERENCE switched) too, where the two differ: the
        # weighed one only acts on a bout with evidence of the defender's choices
        if ai.defender_evidence(g.view(s)) is None:
            continue
        same_decision_with_the_other_sampler(monkeypatch, g, h, s, legal, k, BOUNDARY)
        weighed += 1
    assert compared > 150 and weighed > 50


def test_determinizations_respect_what_the_seat_knows() -> None:
    rng = random.Random(11)
    samples = 0
    for k, (g, s) in enumerate(positions(60, 4)):
        if k % 4:
            continue
        v, m = g.view(s), g.memory(s)
        for _ in range(5):
            d = ai.determinize(v, m, rng)
            dj = d.to_json()
            assert Durak.from_json(dj).to_json() == dj  # a state every check of the engine accepts
            # the sample looks exactly the same from the seat
            assert d.view(s) == v and d.memory(s) == m
            assert d.legal_actions(s) == g.legal_actions(s)
            # never a card where the seat knows it is not
            mine = set(v["hand"])
            table = {c for pair in v["table"] for c in pair if c}
            discard = set(m["discard"])
            for t in range(g.seats):
                hand = set(dj["hands"][t])
                assert set(m["known"][t]) <= hand
                if t != s:
                    assert not hand & (mine | table | discard)
                    for u in range(g.seats):
                        if u != t:
                            assert not hand & set(m["known"][u])
            assert not set(dj["stock"]) & (mine | table | discard)
            if v["stock"] and v["trump_card"]:
                assert dj["stock"][-1] == v["trump_card"]
            everything = [c for h in dj["hands"] for c in h] + dj["stock"] + sorted(discard | table)
            assert sorted(everything) == sorted(DECK_36)  # each card exactly once
            samples += 1
    assert samples > 500


def test_a_decisions_worlds_are_redeals_of_one_reading_that_play_leaves_untouched() -> None:
    rng = random.Random(8)
    g = new_game(3, OPTIONS[1], rng)
    for _ in range(7):
        advance(g, rng)
        s = g.to_act()[0]
        g.apply(rng.choice(g.legal_actions(s)))
    s = advance(g, rng)
    assert s is not None
    v, m = g.view(s), g.memory(s)
    worlds = []
    for _ in range(6):
        w = ai.determinize(v, m, rng)
        assert w.view(s) == v and w.memory(s) == m
        worlds.append(w.to_json())
        while not w.is_over():  # the search plays each world to its end
            t = w.to_act()[0]
            w.apply(w.legal_actions(t)[0])
    first = ai._last
    assert first is not None and first[0].view is v  # one reading for the decision
    assert len({str(w["hands"]) + str(w["stock"]) for w in worlds}) > 1
    # the same view read again (a new object, as the next decision's) starts a new frame
    v2 = g.view(s)
    w2 = ai.determinize(v2, g.memory(s), rng)
    assert w2.view(s) == v and ai._last is not None and ai._last[0].view is v2


def test_determinizations_vary_the_hidden_cards() -> None:
    rng = random.Random(5)
    g = new_game(2, OPTIONS[0], rng)
    s = advance(g, rng)
    assert s is not None
    v, m = g.view(s), g.memory(s)
    hands = {tuple(ai.determinize(v, m, rng).to_json()["hands"][1 - s]) for _ in range(50)}
    assert len(hands) > 40


def layout_game(
    hands: list[list[str]], stock: list[str] | int, options: dict | None = None, trump: str | None = None
) -> Durak:
    """A dealt game from hands; ``stock`` a list, or a count filled with unused cards and ending
    with the face-up 6H (trump hearts)."""
    if isinstance(stock, int):
        used = {c for h in hands for c in h} | {"6H"}
        stock = [c for c in DECK_36 if c not in used][: stock - 1] + ["6H"]
    g = Durak.new(len(hands), options)
    layout: dict = {"hands": hands, "stock": stock}
    if trump:
        layout["trump"] = trump
    g.deal_from_layout(layout)
    return g


def decide(g: Durak, seat: int) -> Action:
    return ai.heuristic_player(g.view(seat), g.memory(seat), g.legal_actions(seat), random.Random(0), SMALL)


STOCK = 18


def test_determinizations_weigh_the_defenders_visible_choices() -> None:
    # trump hearts; seat 0 leads 6S and the defender covers with the queen: under the heuristic's
    # habit it held no 7S..JS (the cheapest cover), and the samples should mostly agree
    g = layout_game([["6S", "9D", "AD", "KC", "QC", "TC"], ["QS", "JD", "8C", "7D", "6C", "AC"]], STOCK)
    g.apply(Action("attack", 0, "6S"))
    g.apply(Action("defend", 1, "QS", "6S"))
    v, m = g.view(0), g.memory(0)
    ev = ai.defender_evidence(v)
    assert ev is not None and ev.defender == 1 and ev.gaps == (frozenset({"7S", "8S", "9S", "TS", "JS"}),)
    assert ev.slips(["7S", "AD"]) == 1 and ev.slips(["AS", "AD"]) == 0
    assert ai.defender_evidence(g.view(1)) is None  # the defender's own choices tell it nothing

    def share(on: bool) -> float:
        old = ai.INFERENCE
        ai.INFERENCE = on
        try:
            rng = random.Random(1)
            worlds = [ai.determinize(v, m, rng).to_json()["hands"][1] for _ in range(300)]
        finally:
            ai.INFERENCE = old
        return sum(1 for h in worlds if ev.gaps[0] & set(h)) / len(worlds)

    plain, weighed = share(False), share(True)
    assert plain > 0.5  # five of the 23 unseen cards among five hidden places
    # rejection sampling: the kept worlds follow the posterior, a contradicting world weighing SLIP
    posterior = plain * ai.SLIP / (plain * ai.SLIP + 1 - plain)  # 0.75 -> 0.375
    assert abs(weighed - posterior) < 0.09
    # a defender who takes a table it could cover with non-trumps slips once
    take = ai.Evidence(1, (), ("7S",), "H")
    assert take.slips(["8S"]) == 1 and take.slips(["8H"]) == 0 and take.slips(["6S"]) == 0


def test_heuristic_leads_low_non_trump_and_covers_cheaply() -> None:
    # trump hearts (the stock's last card); seat 0 holds the lowest trump 7H and leads
    g = layout_game([["7H", "9S", "AS", "KH", "QS", "TS"], ["8S", "JS", "8H", "AH", "QH", "AC"]], STOCK)
    assert g.view(0)["attacker"] == 0
    lead = decide(g, 0)
    assert lead == Action("attack", 0, "9S")
    g.apply(lead)
    assert decide(g, 1) == Action("defend", 1, "JS", "9S")  # the suit, not a trump


def test_heuristic_takes_rather_than_waste_a_high_trump_early() -> None:
    g = layout_game([["7H", "6S", "AS", "KS", "QS", "TS"], ["QH", "KH", "AH", "AC"]], STOCK)
    g.apply(Action("attack", 0, "6S"))
    assert decide(g, 1) == Action("take", 1)  # only the queen of trumps covers; the stock is thick
    g = layout_game([["7H", "6S", "AS", "KS", "QS", "TS"], ["QH", "KH", "AH", "AC"]], 1)
    g.apply(Action("attack", 0, "6S"))
    assert decide(g, 1) == Action("defend", 1, "QH", "6S")  # late: cover


def test_heuristic_takes_when_it_cannot_cover() -> None:
    g = layout_game([["7H", "AS", "KS", "QS", "TS", "9S"], ["8S", "7S", "6S", "8C", "7C", "6C"]], 10)
    g.apply(Action("attack", 0, "9S"))
    assert decide(g, 1) == Action("take", 1)


def test_heuristic_transfers_with_a_non_trump() -> None:
    g = layout_game(
        [["7H", "9S", "AS", "KS", "QS", "TS"], ["9C", "JS", "8H", "AH", "QH", "AC"]],
        6,
        {"mode": "perevodnoy"},
    )
    g.apply(Action("attack", 0, "9S"))
    assert decide(g, 1) == Action("transfer", 1, "9C")


def test_heuristic_throws_in_low_and_keeps_high_cards_and_trumps() -> None:
    g = layout_game([["7H", "9S", "9C", "AS", "KH", "TS"], ["8S", "JS", "8H", "AH", "QH", "AC"]], STOCK)
    g.apply(Action("attack", 0, "9S"))
    g.apply(Action("defend", 1, "JS", "9S"))
    assert decide(g, 0) == Action("attack", 0, "9C")
    g = layout_game([["7H", "9S", "AC", "JD", "KH", "TS"], ["8S", "AS", "8H", "AH", "QH", "6C"]], 2)
    g.apply(Action("attack", 0, "9S"))
    g.apply(Action("defend", 1, "AS", "9S"))
    assert decide(g, 0) == Action("pass", 0)  # only the ace matches: keep it while the stock lasts


def test_heuristic_endgame_leads_what_nobody_can_beat() -> None:
    # stock empty, trump spades named by the layout: the opponent's hand is known (all the rest)
    # seat 0 holds the lowest trump and leads; seat 1 holds three diamonds: only AH is safe
    g = layout_game([["6S", "AH", "7D"], ["8D", "9D", "TD"]], [], trump="S")
    assert decide(g, 0) == Action("attack", 0, "AH")


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_rewards_and_next_mover(seats: int) -> None:
    rng = random.Random(seats)
    g = new_game(seats, OPTIONS[0], rng)
    while True:
        movers = g.to_act()
        if not movers:
            break
        s = ai.next_mover(g, movers) if len(movers) > 1 else movers[0]
        if len(movers) > 1 and g.view(None)["defender"] in movers:
            assert s == g.view(None)["defender"]
        g.apply(ai.heuristic_player(g.view(s), g.memory(s), g.legal_actions(s), rng, SMALL))
    r = ai.rewards(g)
    loser = g.deal_results()[0]["loser"]
    if loser is None:
        assert r == [0.5] * seats
    else:
        assert r[loser] == 0.0 and sum(r) == seats - 1


# ----- team games (issue 19) -----------------------------------------------------------------------------
@pytest.mark.parametrize(("seats", "teams"), [(4, "2x2"), (6, "3x2"), (6, "2x3")])
def test_team_rewards_give_the_whole_losing_team_zero(seats: int, teams: str) -> None:
    rng = random.Random(19)
    k = {"2x2": 2, "3x2": 3, "2x3": 2}[teams]
    for _ in range(6):
        g = new_game(seats, {"teams": teams}, rng)
        while (s := advance(g, rng)) is not None:
            g.apply(ai.heuristic_player(g.view(s), g.memory(s), g.legal_actions(s), rng, SMALL))
        result = g.deal_results()[0]
        r = ai.rewards(g)
        if result["loser_team"] is None:
            assert r == [0.5] * seats
        else:
            assert r == [0.0 if s % k == result["loser_team"] else 1.0 for s in range(seats)]


def test_team_rewards_for_a_hand_made_end() -> None:
    g = layout_game([["9H", "6D"], ["TH"], ["8D", "7S"], []], [], {"teams": "2x2"}, trump="C")
    g.apply(Action("attack", 0, "9H"))
    g.apply(Action("defend", 1, "TH", "9H"))
    assert g.result() == {"over": True, "loser": None, "out": [3, 1], "loser_team": 0}
    assert ai.rewards(g) == [0.0, 1.0, 0.0, 1.0]


def _yield_position(options: dict) -> Durak:
    # stock empty, trump spades (nobody holds one): seat 0 leads 9H, defender 1 covers with TH; seat 2
    # (0's partner in 2x2) holds only 9D and could go out by throwing it in
    g = layout_game(
        [["9H", "TD", "7C", "8C"], ["TH", "JH", "QC"], ["9D"], ["AC", "KC"]], [], options, trump="S"
    )
    g.apply(Action("attack", 0, "9H"))
    g.apply(Action("defend", 1, "TH", "9H"))
    return g


def test_heuristic_leaves_the_place_to_a_partner_who_can_go_out() -> None:
    g = _yield_position({"teams": "2x2"})
    assert g.to_act() == [0, 2]
    assert decide(g, 0) == Action("pass", 0)
    # the partner itself throws in (seat 0 holds more cards), and goes out
    assert decide(g, 2) == Action("attack", 2, "9D")
    # without teams seat 2 is a rival: seat 0 throws in as usual
    g = _yield_position({})
    assert decide(g, 0) == Action("attack", 0, "TD")


def test_team_players_see_only_their_own_view(monkeypatch: pytest.MonkeyPatch) -> None:
    """A computer partner knows no more than a person: swapping the hidden cards between the other
    seats (partner included) leaves every level's decision unchanged."""
    rng = random.Random(23)
    compared = 0
    for k, (g, s) in enumerate(positions(60, 9)):
        if not g.view(None)["teams"] or k % 2:
            continue
        h = swapped(g, s, rng)
        if h is None or h.view(s) != g.view(s):
            continue
        legal = g.legal_actions(s)
        for level in LEVELS:
            assert_same_decision(get_player(level, "durak"), g, h, s, legal, k, level)
        # the search with the weighed sampler (ai.INFERENCE) too
        same_decision_with_the_other_sampler(monkeypatch, g, h, s, legal, k)
        compared += 1
    assert compared > 40
