"""Knockout: seeded by rating, byes to the top seeds, one round after another; however the games go
and whoever is away, it ends with exactly one champion, a person of the tournament."""

from __future__ import annotations

import random
from math import ceil, log2

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.tournaments import knockout
from bot.tournaments.records import COMPUTER, Entry, Game, Round, seeded
from tests.tournaments.support import people, random_order


@settings(max_examples=150, deadline=None)
@given(st.integers(4, 64), st.floats(0.0, 0.3), st.randoms(use_true_random=False))
def test_a_knockout_ends_with_one_person_champion(n: int, away: float, rng: random.Random) -> None:
    players = people(rng, n)
    ids = {p.id for p in players}
    seed = {p.id: p.seed for p in players}
    rounds: list[Round] = []
    alive = set(ids)
    while (state := knockout.standing(players, rounds)).champion is None:
        here = {i for i in ids if rng.random() >= away}
        plan = knockout.next_round(players, rounds, here)
        seated = plan.seated()
        assert len(seated) == len(set(seated)) and set(seated) <= alive and COMPUTER not in seated
        assert all(len(t) == 2 and set(t) <= here for t in plan.tables)
        if not rounds:  # the bracket's byes: the top seeds', as many as the places past the last seed
            byes = 2 ** ceil(log2(n)) - n
            assert set(range(1, byes + 1)) <= {seed[b] for b in plan.byes}
            if not away:
                assert sorted(seed[b] for b in plan.byes) == list(range(1, byes + 1))
        games = tuple(random_order(rng, t) for t in plan.tables)
        rounds.append(Round(games, plan.byes))
        alive = {x for x in knockout.standing(players, rounds).places if x is not None}
        assert alive <= set(seated)
    assert state.champion in ids
    assert len(rounds) == ceil(log2(n))
    with pytest.raises(ValueError):
        knockout.next_round(players, rounds)


def test_the_bracket_keeps_the_two_best_apart_and_gives_byes_to_the_top() -> None:
    players = seeded((i, 2000.0 - i) for i in range(1, 7))  # seeds 1…6 = ids 1…6
    assert knockout.bracket(players) == (1, None, 4, 5, 2, None, 3, 6)
    first = knockout.next_round(players, [])
    assert first.tables == ((4, 5), (3, 6)) and first.byes == (1, 2)
    r1 = Round((Game(((5,), (4,))), Game(((3,), (6,)))), first.byes)
    second = knockout.next_round(players, [r1])
    assert second.tables == ((1, 5), (2, 3))
    r2 = Round((Game(((5,), (1,))), Game(((2, 3),))), ())  # a draw: the better seed, 2, goes through
    assert knockout.next_round(players, [r1, r2]).tables == ((2, 5),)
    r3 = Round((), (5,))  # 2 away for the final: a walkover
    assert knockout.standing(players, [r1, r2, r3]).champion == 5


def test_a_pair_both_away_sends_the_better_seed_through() -> None:
    players = tuple(Entry(i, 1500.0, i) for i in range(1, 5))
    plan = knockout.next_round(players, [], present={1})
    assert plan.tables == () and plan.byes == (1, 2)
