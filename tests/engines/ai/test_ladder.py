"""The ladder (engines/ai/ladder.py): the Elo fit, the schedule, the cheating search's true world, and
a tiny ladder end to end (issue 34, item 3)."""

from __future__ import annotations

import io
import math
import random
from contextlib import redirect_stdout

import pytest

from engines import registry
from engines.ai import Budget, get_player, ladder
from engines.ai import durak as durak_ai
from engines.ai.cheat import cheating_player, true_sampler
from engines.ai.turns import advance
from engines.protocol import Game


# ----- the Elo fit --------------------------------------------------------------------------------
def test_two_players_three_to_one() -> None:
    elo = ladder.fit_elo({("a", "b"): (3.0, 4.0)}, ["a", "b"], anchor="b", prior=0.0)
    assert elo["b"] == 0.0
    assert elo["a"] == pytest.approx(400 * math.log10(3), abs=1e-6)  # 190.85


def test_a_sweep_stays_finite_with_the_prior_draw() -> None:
    # 2 wins of 2 plus one virtual draw: 2.5 of 3, odds 5
    elo = ladder.fit_elo({("a", "b"): (2.0, 2.0)}, ["a", "b"], anchor="b", prior=1.0)
    assert elo["a"] == pytest.approx(400 * math.log10(5), abs=1e-6)


def test_three_players_recover_their_ratings() -> None:
    truth = {"x": 0.0, "y": 100.0, "z": 300.0}
    scores = {}
    for a, b in (("x", "y"), ("x", "z"), ("y", "z")):
        p = 1 / (1 + 10 ** ((truth[b] - truth[a]) / 400))
        scores[(a, b)] = (1000 * p, 1000.0)
    elo = ladder.fit_elo(scores, ["x", "y", "z"], anchor="x", prior=0.0)
    for n, r in truth.items():
        assert elo[n] == pytest.approx(r, abs=1e-4)
    # draws count half a point each way: an all-draw pairing rates equal
    even = ladder.fit_elo({("x", "y"): (5.0, 10.0)}, ["x", "y"], anchor="x", prior=0.0)
    assert even["y"] == pytest.approx(0.0, abs=1e-9)


def test_captured_share_and_bootstrap_intervals() -> None:
    assert ladder.captured_share({"heuristic": 0.0, "ismcts": 50.0, "cheat": 200.0}) == 0.25
    assert ladder.captured_share({"heuristic": 0.0, "ismcts": 50.0, "cheat": -10.0}) is None
    # decks of one pairing: the strong side wins 3 of 4; the interval holds the point and is wide
    units = [[{("a", "b"): [1.0, 1.0]}] * 3 + [{("a", "b"): [0.0, 1.0]}]]
    elo, share = ladder.bootstrap(units, ["a", "b"], resamples=200, seed=1, prior=0.0)
    assert share is None  # no heuristic, no cheater
    assert elo["a"].point == 0.0 and elo["b"].point < -150
    assert elo["b"].lo < elo["b"].point <= elo["b"].hi


# ----- the schedule and the results -----------------------------------------------------------------
def test_lineups_swap_the_seats_on_each_deck() -> None:
    pairs = ladder.lineups(["p", "q", "r"], 2, 0)
    assert pairs == [[["p", "q"], ["q", "p"]], [["p", "r"], ["r", "p"]], [["q", "r"], ["r", "q"]]]
    teams = ladder.lineups(["p", "q"], 4, 2)
    assert teams == [[["p", "q", "p", "q"], ["q", "p", "q", "p"]]]
    ffa = ladder.lineups(["p", "q", "r", "s"], 4, 0)
    assert len(ffa) == 1 and len(ffa[0]) == 4
    for s in range(4):  # every entrant sits in every seat once per deck
        assert sorted(lineup[s] for lineup in ffa[0]) == ["p", "q", "r", "s"]
    with pytest.raises(ValueError):
        ladder.lineups(["p", "q"], 4, 0)


def test_pair_scores_of_a_game() -> None:
    assert ladder.pair_scores(["a", "b"], [1.0, 0.0]) == {("a", "b"): [1.0, 1.0]}
    assert ladder.pair_scores(["b", "a"], [0.5, 0.5]) == {("a", "b"): [0.5, 1.0]}
    # a 2x2 team game is one game between the two names
    assert ladder.pair_scores(["a", "b", "a", "b"], [0.0, 1.0, 0.0, 1.0]) == {("a", "b"): [0.0, 1.0]}
    # free for all: the durak loses to each of the others, who draw among themselves
    out = ladder.pair_scores(["a", "b", "c", "d"], [1.0, 0.0, 1.0, 1.0])
    assert out[("a", "b")] == [1.0, 1.0] and out[("b", "c")] == [0.0, 1.0]
    assert out[("a", "c")] == [0.5, 1.0] and out[("c", "d")] == [0.5, 1.0]


# ----- the cheater's world is the true state ---------------------------------------------------------
def _midgame(name: str, seed: int, moves: int) -> tuple[Game, int]:
    rng = random.Random(seed)
    player = get_player("heuristic", name)
    g = registry.game_class(name).new(2, None)
    seat = advance(g, rng)
    for _ in range(moves):
        assert seat is not None
        legal = g.legal_actions(seat)
        g.apply(player(g.view(seat), g.memory(seat), legal, rng, Budget()))
        seat = advance(g, rng)
        if seat is None:
            break
    assert seat is not None
    return g, seat


@pytest.mark.parametrize("name", ["durak", "bura", "scopa"])
def test_the_cheater_samples_the_true_state(name: str) -> None:
    for seed in range(4):
        g, seat = _midgame(name, seed, 5 + 3 * seed)
        before = g.to_json()
        world = true_sampler(g)(g.view(seat), g.memory(seat), random.Random(seed))
        truth = world.to_json()
        # every hand and the stock's order as they really are (the search's class may differ:
        # Bura and Scopa search one deal deep)
        assert truth["hands"] == before["hands"] and truth["stock"] == before["stock"]
        assert world.view(seat) == g.view(seat)
        other = 1 - seat
        assert world.view(other) == g.view(other)  # the opponent's hand too
        # a fresh copy every time, never the game itself
        again = true_sampler(g)(g.view(seat), g.memory(seat), random.Random(seed + 1))
        assert again is not world and again.to_json() == truth
        legal = g.legal_actions(seat)
        assert cheating_player(name)(g, seat, legal, random.Random(seed), Budget(iterations=8)) in legal
        assert g.to_json() == before  # the search never touched the real game
    # the real search's worlds differ from the truth somewhere (it cannot see the hidden cards)
    if name == "durak":
        g, seat = _midgame(name, 0, 3)
        worlds = [durak_ai.determinize(g.view(seat), g.memory(seat), random.Random(k)) for k in range(5)]
        assert any(w.to_json()["hands"] != g.to_json()["hands"] for w in worlds)


# ----- a tiny ladder end to end -----------------------------------------------------------------------
def test_tiny_ladder_runs_end_to_end_and_repeats() -> None:
    a = ladder.run("durak", decks=1, iterations=3, seed=5)
    assert a.games == 12 and a.budget == "3 iterations per decision"
    s = a.summary(resamples=20)
    assert set(s["elo"]) == set(ladder.ENTRANTS) and s["elo"]["heuristic"][0] == 0.0
    assert sum(g for _, g in s["pairwise"].values()) == 6 * 2
    b = ladder.run("durak", decks=1, iterations=3, seed=5)
    assert b.summary(resamples=20)["elo"] == s["elo"]  # an iteration budget repeats exactly


def test_benchmark_prints_the_ladder() -> None:
    from benchmarks import ai_strength

    out = io.StringIO()
    with redirect_stdout(out):
        ai_strength.main(
            ["durak", "--ladder", "--seats", "4", "--decks", "1", "--iterations", "2", "--resamples", "10"]
        )
    text = out.getvalue()
    assert "4 games (1 decks per pairing" in text and "budget 2 iterations per decision" in text
    for name in ladder.ENTRANTS:
        assert f"| {name} |" in text
    assert "captured share" in text and "percentile bootstrap over decks" in text
