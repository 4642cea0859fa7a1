"""Standings equal an independent recomputation from the rounds' records (issue 47's acceptance), for
2-seat Swiss and for Durak tables with computers; Durak tables seat everyone present once, 4 then 3,
a computer only where a table must be short."""

from __future__ import annotations

import random
from collections import Counter
from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

from bot.tournaments.records import COMPUTER, Entry, Game, Round
from bot.tournaments.standings import standings
from bot.tournaments.swiss import pair_swiss, seat_tables, table_sizes
from tests.tournaments.support import people, random_order, recount


def same(players: tuple[Entry, ...], rounds: list[Round]) -> None:
    mine = [(s.id, s.score, s.buchholz, s.head_to_head) for s in standings(players, rounds)]
    assert mine == recount(players, rounds)
    assert [s.rank for s in standings(players, rounds)] == list(range(1, len(players) + 1))


@settings(max_examples=40, deadline=None)
@given(st.integers(4, 64), st.integers(1, 7), st.randoms(use_true_random=False))
def test_swiss_standings_equal_a_recount(n: int, count: int, rng: random.Random) -> None:
    players = people(rng, n)
    ids = [p.id for p in players]
    rounds: list[Round] = []
    for _ in range(count):
        here = {i for i in ids if rng.random() < 0.9} | set(ids[:2])
        plan = pair_swiss(players, rounds, here)
        rounds.append(Round(tuple(random_order(rng, t) for t in plan.tables), plan.byes))
        same(players, rounds)


@settings(max_examples=40, deadline=None)
@given(st.integers(4, 64), st.integers(1, 7), st.randoms(use_true_random=False))
def test_durak_tables_seat_everyone_once_and_standings_equal_a_recount(
    n: int, count: int, rng: random.Random
) -> None:
    players = people(rng, n)
    ids = [p.id for p in players]
    rounds: list[Round] = []
    for _ in range(count):
        here = {i for i in ids if rng.random() < 0.9} | set(ids[:2])
        plan = seat_tables(players, rounds, here)
        persons = [s for t in plan.tables for s in t if s != COMPUTER]
        assert sorted(persons) == sorted(here) and plan.byes == ()
        assert all(3 <= len(t) <= 4 for t in plan.tables)
        computers = sum(t.count(COMPUTER) for t in plan.tables)
        assert computers == (1 if len(here) == 5 else 0 if len(here) >= 3 else 3 - len(here))
        assert [len(t) for t in plan.tables] == sorted((len(t) for t in plan.tables), reverse=True)
        # the swaps never leave more repeats than seating straight down the ranking would
        met = Counter(
            frozenset((a, b)) for r in rounds for g in r.games for a in g.seats for b in g.seats
            if a < b and COMPUTER not in (a, b)
        )  # fmt: skip
        assert plan.repeats == sum(met[frozenset((a, b))] for t in plan.tables for a in t for b in t if a < b)
        score = {pid: s for pid, s, *_ in recount(players, rounds)}
        seed = {p.id: p.seed for p in players}
        ranked = sorted(here, key=lambda i: (-score[i], seed[i]))
        straight, at = 0, 0
        for size, _ in table_sizes(len(here)):
            t = ranked[at : at + size]
            straight += sum(met[frozenset((a, b))] for a in t for b in t if a < b)
            at += size
        assert plan.repeats <= straight
        rounds.append(Round(tuple(random_order(rng, t) for t in plan.tables)))
        same(players, rounds)
    assert all(s.id != COMPUTER for s in standings(players, rounds))


def test_table_sizes_are_fours_then_threes() -> None:
    assert table_sizes(4) == [(4, 0)]
    assert table_sizes(5) == [(3, 0), (2, 1)]
    assert table_sizes(6) == [(3, 0), (3, 0)]
    assert table_sizes(7) == [(4, 0), (3, 0)]
    assert table_sizes(9) == [(3, 0)] * 3
    assert table_sizes(64) == [(4, 0)] * 16
    for n in range(6, 65):
        assert sum(p for p, _ in table_sizes(n)) == n and all(c == 0 for _, c in table_sizes(n))


def test_points_buchholz_and_head_to_head_by_hand() -> None:
    players = tuple(Entry(i, 1500, i) for i in range(1, 5))
    rounds = [
        Round((Game(((1,), (2,))), Game(((3, 4),)))),  # 1 beats 2; 3 and 4 draw
        Round((Game(((2,), (3,))), Game(((4,), (1,))))),
    ]
    table = {s.id: s for s in standings(players, rounds)}
    assert [table[i].score for i in (1, 2, 3, 4)] == [1, 1, Fraction(1, 2), Fraction(3, 2)]
    assert table[1].buchholz == 1 + Fraction(3, 2) and table[2].buchholz == 1 + Fraction(1, 2)
    # 1 and 2 level on score but not on Buchholz: 1 ahead; no head-to-head needed
    assert [s.id for s in standings(players, rounds)] == [4, 1, 2, 3]
    durak = Game(((5,), (COMPUTER,), (6, 7)))  # a computer second: its points are nobody's
    assert durak.points() == {5: 1, 6: Fraction(1, 6), 7: Fraction(1, 6)}
