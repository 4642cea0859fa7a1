"""Random tournaments for the property tests, and independent recomputations to hold the module's
answers against (written here from the rules in docs/tournaments.md, not from the module)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from fractions import Fraction

from bot.tournaments.records import COMPUTER, Entry, Game, Round, seeded


def people(rng: random.Random, n: int) -> tuple[Entry, ...]:
    ids = rng.sample(range(1, 10_000), n)
    return seeded((i, float(rng.choice((1400, 1500, 1600)) + rng.randrange(50))) for i in ids)


def random_order(rng: random.Random, seats: Sequence[int], draws: bool = True) -> Game:
    """A finishing order of ``seats`` in random places, sometimes with level groups."""
    shuffled = list(seats)
    rng.shuffle(shuffled)
    groups: list[tuple[int, ...]] = []
    for s in shuffled:
        if groups and draws and rng.random() < 0.2:
            groups[-1] += (s,)
        else:
            groups.append((s,))
    if len(groups) == 1 and len(shuffled) > 2:  # keep it a game someone lost
        groups = [groups[0][:-1], groups[0][-1:]]
    return Game(tuple(groups))


def random_history(rng: random.Random, ids: Sequence[int], rounds: int) -> list[Round]:
    """Arbitrary past rounds: random pairs of some of the people, random results, now and then a bye."""
    out = []
    for _ in range(rounds):
        pool = [i for i in ids if rng.random() < 0.8]
        rng.shuffle(pool)
        bye = (pool.pop(),) if pool and rng.random() < 0.5 else ()
        games = tuple(random_order(rng, pool[k : k + 2]) for k in range(0, len(pool) - 1, 2))
        out.append(Round(games, bye))
    return out


def points(order: Sequence[Sequence[int]]) -> dict[int, Fraction]:
    """A table's points, from the rules: k seats, places 1…k worth 1 … 0 in even steps, a level
    group shares its places' mean."""
    k = sum(len(g) for g in order)
    step = Fraction(1, k - 1)
    out: dict[int, Fraction] = {}
    first = 0
    for g in order:
        places = range(first, first + len(g))
        mean = sum((1 - step * p for p in places), Fraction(0)) / len(g)
        for s in g:
            if s != COMPUTER:
                out[s] = mean
        first += len(g)
    return out


def recount(
    players: Sequence[Entry], rounds: Sequence[Round]
) -> list[tuple[int, Fraction, Fraction, Fraction]]:
    """(id, score, Buchholz, head-to-head), the first first, from the rounds' raw results."""
    score: dict[int, Fraction] = {p.id: Fraction(0) for p in players}
    for r in rounds:
        for g in r.games:
            for pid, pts in points(g.order).items():
                score[pid] += pts
        for pid in r.byes:
            score[pid] += 1
    buch = dict.fromkeys(score, Fraction(0))
    for r in rounds:
        for g in r.games:
            persons = [s for grp in g.order for s in grp if s != COMPUTER]
            for pid in persons:
                mates = [score[o] for o in persons if o != pid]
                if mates:
                    buch[pid] += Fraction(sum(mates, Fraction(0)), len(mates))
    h2h = dict.fromkeys(score, Fraction(0))
    for r in rounds:
        for g in r.games:
            place = {s: k for k, grp in enumerate(g.order) for s in grp}
            for a in place:
                for b in place:
                    if COMPUTER in (a, b) or a == b:
                        continue
                    if (score[a], buch[a]) == (score[b], buch[b]):
                        h2h[a] += 1 if place[a] < place[b] else Fraction(1, 2) if place[a] == place[b] else 0
    seed = {p.id: p.seed for p in players}
    order = sorted(score, key=lambda i: (-score[i], -buch[i], -h2h[i], seed[i]))
    return [(i, score[i], buch[i], h2h[i]) for i in order]
