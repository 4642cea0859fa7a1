"""Swiss pairing (issue 47's acceptance): random scores and histories, 4–64 people — no repeated
meeting while a repeat-free pairing exists, one bye at most, each to someone without one; everyone
present seated exactly once."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from functools import cache

from hypothesis import given, settings
from hypothesis import strategies as st

from bot.tournaments.records import Entry, Game, Plan, Round
from bot.tournaments.swiss import pair_swiss
from tests.tournaments.support import people, random_history, random_order, recount


def met_pairs(rounds: Sequence[Round]) -> set[frozenset[int]]:
    return {frozenset((a, b)) for r in rounds for g in r.games for a in g.seats for b in g.seats if a != b}


def check_plan(plan: Plan, here: set[int], rounds: Sequence[Round]) -> None:
    seated = plan.seated()
    assert sorted(seated) == sorted(here)  # everyone present exactly once, no one else
    assert all(len(t) == 2 for t in plan.tables)
    assert len(plan.byes) == len(here) % 2  # one bye exactly when the number is odd
    had = Counter(p for r in rounds for p in r.byes)
    if plan.byes:
        assert had[plan.byes[0]] == min(had[p] for p in here)  # to someone without one, if any
    met = met_pairs(rounds)
    assert plan.repeats == sum(frozenset(t) in met for t in plan.tables)


def fewest_repeats(here: list[int], rounds: Sequence[Round], byes_for: list[int]) -> int:
    """The fewest repeats of any pairing of ``here`` with the bye to one of ``byes_for``: exhaustive."""
    met = met_pairs(rounds)
    index = {p: k for k, p in enumerate(here)}

    @cache
    def best(mask: int) -> int:
        if not mask:
            return 0
        a = (mask & -mask).bit_length() - 1
        rest = mask & ~(1 << a)
        out = len(here)
        for b in range(len(here)):
            if rest >> b & 1:
                cost = frozenset((here[a], here[b])) in met
                out = min(out, cost + best(rest & ~(1 << b)))
        return out

    full = (1 << len(here)) - 1
    if len(here) % 2 == 0:
        return best(full)
    return min(best(full & ~(1 << index[b])) for b in byes_for)


@settings(max_examples=120, deadline=None)
@given(st.integers(4, 13), st.integers(0, 12), st.randoms(use_true_random=False))
def test_small_fields_repeat_only_when_every_pairing_does(n: int, past: int, rng: random.Random) -> None:
    """Exhaustively: the pairing repeats exactly as few meetings as the best pairing there is, and the
    bye goes to the lowest-ranked person without one whenever that costs no extra repeat."""
    players = people(rng, n)
    ids = [p.id for p in players]
    rounds = random_history(rng, ids, past)
    here = {i for i in ids if rng.random() < 0.9} | set(ids[:2])
    plan = pair_swiss(players, rounds, here)
    check_plan(plan, here, rounds)
    had = Counter(p for r in rounds for p in r.byes)
    fewest = min(had[p] for p in here)
    eligible = [p for p in here if had[p] == fewest]
    score = {pid: s for pid, s, *_ in recount(players, rounds)}
    seed = {p.id: p.seed for p in players}
    ordered = sorted(here, key=lambda i: (-score[i], seed[i]))
    assert plan.repeats == fewest_repeats(ordered, rounds, eligible)
    if plan.byes:
        lowest = max(eligible, key=ordered.index)
        if fewest_repeats(ordered, rounds, [lowest]) == plan.repeats:
            assert plan.byes == (lowest,)


@settings(max_examples=60, deadline=None)
@given(st.integers(4, 64), st.integers(0, 10), st.randoms(use_true_random=False))
def test_a_hidden_repeat_free_pairing_is_found(n: int, past: int, rng: random.Random) -> None:
    """Up to 64 people: a history built around a pairing (and a bye) it never touches — so a
    repeat-free pairing exists — and dense elsewhere: the plan repeats nothing."""
    players = people(rng, n)
    ids = [p.id for p in players]
    here = [i for i in ids if rng.random() < 0.9] or ids[:2]
    if len(here) < 2:
        here = ids[:2]
    hidden = list(here)
    rng.shuffle(hidden)
    spare = hidden.pop() if len(hidden) % 2 else None
    keep = {frozenset(hidden[k : k + 2]) for k in range(0, len(hidden), 2)}
    rounds = []
    for _ in range(past):
        pool = list(ids)
        rng.shuffle(pool)
        pairs = []
        while len(pool) >= 2:
            a = pool.pop()
            b = next((x for x in pool if frozenset((a, x)) not in keep), None)
            if b is not None:
                pool.remove(b)
                pairs.append((a, b))
        byes = tuple(x for x in pool if x != spare)
        rounds.append(Round(tuple(random_order(rng, p) for p in pairs), byes[:1]))
    plan = pair_swiss(players, rounds, set(here))
    check_plan(plan, set(here), rounds)
    assert plan.repeats == 0


@settings(max_examples=40, deadline=None)
@given(st.integers(4, 64), st.integers(1, 9), st.randoms(use_true_random=False))
def test_a_whole_swiss_seats_everyone_and_repeats_nothing_it_can_avoid(
    n: int, rounds_: int, rng: random.Random
) -> None:
    """A tournament played round by round with random results and people now and then away: each
    round is checked as above; while rounds < people / 2 it never repeats (a round-robin exists)."""
    players = people(rng, n)
    ids = [p.id for p in players]
    rounds: list[Round] = []
    for number in range(rounds_):
        here = {i for i in ids if rng.random() < 0.95} | set(ids[:2])
        plan = pair_swiss(players, rounds, here)
        check_plan(plan, here, rounds)
        if len(here) == n and number < n // 2 and all(len(r.people()) == n for r in rounds):
            # every earlier round whole: a graph of degree < n/2 ... holds a perfect matching
            assert plan.repeats == 0
        rounds.append(Round(tuple(random_order(rng, t) for t in plan.tables), plan.byes))


def test_the_first_round_meets_top_half_against_bottom_half() -> None:
    players = tuple(Entry(i, 2000 - i, i) for i in range(1, 9))
    plan = pair_swiss(players, [])
    assert plan.tables == ((1, 5), (2, 6), (3, 7), (4, 8)) and plan.byes == ()
    odd = pair_swiss(players[:7], [])
    assert odd.byes == (7,) and odd.tables == ((1, 4), (2, 5), (3, 6))


def test_a_bye_goes_up_past_those_who_had_one_and_scores_a_win() -> None:
    players = tuple(Entry(i, 2000 - i, i) for i in range(1, 6))
    first = Round((Game(((1,), (2,))), Game(((3,), (4,)))), (5,))
    plan = pair_swiss(players, [first])
    assert plan.byes == (4,)  # 5 scored a win with their bye; 4 and 2 have 0 — 4 is the lower
    second = Round((Game(((1,), (5,))), Game(((2,), (3,)))), (4,))
    assert pair_swiss(players, [first, second]).byes == (3,)
