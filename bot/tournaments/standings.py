"""Standings computed from the rounds' records alone: score, Buchholz, head-to-head.

Score: a game's points (``Game.points``: a 2-seat win 1, draw ½, loss 0; at a Durak table of k the
places evenly from 1 down to 0) plus 1 for a Swiss bye. Buchholz: for each round played at a table,
the mean final score of the other people at it (a computer seat counts for nothing), summed over the
rounds — for 2-seat games the classic sum of the opponents' scores. Head-to-head: among the people
level on score and Buchholz, what each scored against the others of that group at shared tables
(``Game.against``). Then the seed decides, so the order is total."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from bot.tournaments.records import COMPUTER, Entry, Round


@dataclass(frozen=True)
class Standing:
    rank: int
    id: int
    score: Fraction
    buchholz: Fraction
    head_to_head: Fraction
    seed: int
    byes: int


def scores(players: Sequence[Entry], rounds: Sequence[Round]) -> dict[int, Fraction]:
    out = {p.id: Fraction(0) for p in players}
    for r in rounds:
        for game in r.games:
            for pid, pts in game.points().items():
                out[pid] += pts
        for pid in r.byes:
            out[pid] += 1
    return out


def meetings(rounds: Sequence[Round]) -> Counter[frozenset[int]]:
    """How many times each pair of people sat at one table."""
    met: Counter[frozenset[int]] = Counter()
    for r in rounds:
        for game in r.games:
            people = sorted(s for s in game.seats if s != COMPUTER)
            for i, a in enumerate(people):
                for b in people[i + 1 :]:
                    met[frozenset((a, b))] += 1
    return met


def bye_counts(rounds: Sequence[Round]) -> Counter[int]:
    return Counter(pid for r in rounds for pid in r.byes)


def standings(players: Sequence[Entry], rounds: Sequence[Round]) -> tuple[Standing, ...]:
    """Everyone's standing, the first first."""
    score = scores(players, rounds)
    buchholz = {p.id: Fraction(0) for p in players}
    for r in rounds:
        for game in r.games:
            people = [s for s in game.seats if s != COMPUTER]
            for pid in people:
                others = [score[o] for o in people if o != pid]
                if others:
                    buchholz[pid] += sum(others, Fraction(0)) / len(others)
    level: dict[tuple[Fraction, Fraction], set[int]] = {}
    for p in players:
        level.setdefault((score[p.id], buchholz[p.id]), set()).add(p.id)
    h2h = {p.id: Fraction(0) for p in players}
    for r in rounds:
        for game in r.games:
            people = [s for s in game.seats if s != COMPUTER]
            for a in people:
                group = level[(score[a], buchholz[a])]
                h2h[a] += sum((game.against(a, b) for b in people if b != a and b in group), Fraction(0))
    byes = bye_counts(rounds)
    ordered = sorted(players, key=lambda p: (-score[p.id], -buchholz[p.id], -h2h[p.id], p.seed))
    return tuple(
        Standing(n, p.id, score[p.id], buchholz[p.id], h2h[p.id], p.seed, byes[p.id])
        for n, p in enumerate(ordered, start=1)
    )
