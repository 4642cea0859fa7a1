"""The next Swiss round: pairs for 2-seat games (``pair_swiss``), tables of 3–4 for Durak
(``seat_tables``). Both rank the people present by score, then seed (docs/tournaments.md).

Pairs: a bye (when the number is odd) goes to the lowest-ranked person who has had none (everyone
has: the fewest), unless only a higher one's bye leaves a repeat-free pairing of the rest; then the
pairs are chosen from the top down, each person's opponent from their own score group first (the
top half against the bottom half, as the Dutch system does), then from the groups below — taking a
pair only when the rest can still be paired with no more repeats than the fewest possible. That
fewest number comes from a maximum matching (``matching.py``) of the graph of who has not met whom,
and so does each check: the pairing never repeats a meeting while a repeat-free pairing exists."""

from __future__ import annotations

from collections.abc import Collection, Sequence
from fractions import Fraction
from math import ceil

from bot.tournaments.matching import maximum_matching
from bot.tournaments.records import COMPUTER, Entry, Plan, Round, check_people
from bot.tournaments.standings import bye_counts, meetings, scores


def _ranked(
    players: Sequence[Entry], rounds: Sequence[Round], present: Collection[int] | None
) -> tuple[list[int], dict[int, Fraction]]:
    check_people(players)
    score = scores(players, rounds)
    here = [p for p in players if present is None or p.id in present]
    return [p.id for p in sorted(here, key=lambda p: (-score[p.id], p.seed))], score


def _matching(alive: Sequence[int], fresh: Sequence[set[int]], mates: dict[int, int]) -> dict[int, int]:
    """A maximum matching of ``alive`` over ``fresh`` (who has not met whom), grown from ``mates``."""
    pos = {v: k for k, v in enumerate(alive)}
    adj = [[pos[w] for w in alive if w in fresh[v]] for v in alive]
    start = [-1] * len(alive)
    for v, w in mates.items():
        if v in pos and w in pos:
            start[pos[v]] = pos[w]
    found = maximum_matching(adj, start)
    return {alive[k]: alive[m] for k, m in enumerate(found) if m != -1}


def pair_swiss(
    players: Sequence[Entry], rounds: Sequence[Round], present: Collection[int] | None = None
) -> Plan:
    """The next round's pairs of the people ``present`` (everyone when ``None``), the better-ranked
    first in each pair, and at most one bye."""
    ids, score = _ranked(players, rounds, present)
    n = len(ids)
    if n < 2:
        raise ValueError("a Swiss round needs two people")
    met = meetings(rounds)
    had = bye_counts(rounds)
    fresh = [{j for j in range(n) if j != i and frozenset((ids[i], ids[j])) not in met} for i in range(n)]
    alive = list(range(n))
    bye: tuple[int, ...] = ()
    if n % 2:
        fewest = min(had[i] for i in ids)
        best: tuple[int, int, dict[int, int]] | None = None
        for b in reversed(range(n)):  # the lowest first
            if had[ids[b]] != fewest:
                continue
            m = _matching([v for v in alive if v != b], fresh, best[2] if best else {})
            if best is None or len(m) > len(best[2]):
                best = (b, len(m), m)
            if len(m) // 2 == n // 2:
                break
        assert best is not None
        alive.remove(best[0])
        bye, mates = (ids[best[0]],), best[2]
    else:
        mates = _matching(alive, fresh, {})
    budget = len(alive) // 2 - len(mates) // 2  # the fewest repeats possible
    repeats = budget
    level = [float(score[i]) for i in ids]  # compared only, never summed into a result
    tables: list[tuple[int, ...]] = []
    while alive:
        p, rest = alive[0], alive[1:]
        for q in _preference(p, rest, fresh, level):
            cost = 0 if q in fresh[p] else 1
            if cost > budget:
                continue
            remaining = [v for v in rest if v != q]
            kept = {v: w for v, w in mates.items() if v not in (p, q) and w not in (p, q)}
            # (p, q) in a maximum matching: the matching less that pair is one of the rest
            m = kept if mates.get(p) == q else _matching(remaining, fresh, kept)
            if len(m) // 2 >= len(remaining) // 2 - (budget - cost):
                tables.append((ids[p], ids[q]))
                budget -= cost
                alive, mates = remaining, m
                break
        else:  # pragma: no cover - the matching guarantees a feasible opponent
            raise AssertionError("no opponent keeps the pairing possible")
    return Plan(tuple(tables), bye, repeats)


def _preference(p: int, rest: Sequence[int], fresh: Sequence[set[int]], score: Sequence[float]) -> list[int]:
    """``p``'s opponents, the most wanted first: not met before; of ``p``'s score (the one half the
    group below them first, then outwards), then the groups below, the nearer first, each in order
    of rank."""
    same = [q for q in rest if score[q] == score[p]]
    ideal = (len(same) + 1) // 2 - 1
    where = {q: k for k, q in enumerate(same)}

    def key(q: int) -> tuple[int, float, int, int]:
        near = abs(where[q] - ideal) if q in where else 0
        return (0 if q in fresh[p] else 1, score[p] - score[q], near, q)

    return sorted(rest, key=key)


def table_sizes(n: int) -> list[tuple[int, int]]:
    """How ``n`` people sit at Durak tables of 4, then 3: each table's (people, computers). Only 5
    people (and fewer than 3) leave a table short: the last gets the computers."""
    if n < 2:
        raise ValueError("a table needs two people")
    t = ceil(n / 4)
    if n >= 3 * t:
        fours = n - 3 * t
        return [(4, 0)] * fours + [(3, 0)] * (t - fours)
    short = 3 * t - n
    return [(3, 0)] * (t - 1) + [(3 - short, short)]


def seat_tables(
    players: Sequence[Entry], rounds: Sequence[Round], present: Collection[int] | None = None
) -> Plan:
    """The next round's Durak tables of the people ``present``: seated by rank (the best at the
    first table), then improved by swapping two people of different tables while that lowers the
    number of repeated meetings (or, as many, the tables' spread of scores)."""
    ids, score = _ranked(players, rounds, present)
    met = meetings(rounds)
    n = len(ids)
    sizes = table_sizes(n)
    times = [[met[frozenset((a, b))] if a != b else 0 for b in ids] for a in ids]
    level = [float(score[a]) for a in ids]  # compared only, never summed into a result
    tables: list[list[int]] = []
    at = 0
    for people, _ in sizes:
        tables.append(list(range(at, at + people)))
        at += people

    _improve(tables, times, level)
    repeats = sum(times[a][b] for t in tables for k, a in enumerate(t) for b in t[k + 1 :])
    seated = tuple(
        tuple(ids[a] for a in sorted(t)) + (COMPUTER,) * computers
        for t, (_, computers) in zip(tables, sizes, strict=True)
    )
    return Plan(seated, (), repeats)


def _improve(tables: list[list[int]], times: Sequence[Sequence[int]], level: Sequence[float]) -> None:
    """Swaps two people of different tables while that lowers the repeated meetings, or leaves them
    as many and lowers the sum of the tables' spreads of scores (each swap lowers that pair of
    numbers, so it ends). ``within[v][k]``: how many meetings ``v`` has had with table ``k``."""
    count = len(tables)
    within = [[sum(row[c] for c in t) for t in tables] for row in times]

    def others(t: Sequence[int]) -> list[tuple[float, float]]:  # each seat's table without it
        return [(max(level[c] for c in t if c != a), min(level[c] for c in t if c != a)) for a in t]

    bounds = [others(t) for t in tables]
    spreads = [max(level[c] for c in t) - min(level[c] for c in t) for t in tables]
    improved = True
    while improved:
        improved = False
        for i in range(count):
            for j in range(i + 1, count):
                ti, tj = tables[i], tables[j]
                for x in range(len(ti)):
                    for y in range(len(tj)):
                        a, b = ti[x], tj[y]
                        wa, wb = within[a], within[b]
                        gain = wa[i] - wb[i] + wb[j] - wa[j] + 2 * times[a][b]
                        if gain < 0 or (gain == 0 and level[a] == level[b]):
                            continue
                        (hi_i, lo_i), (hi_j, lo_j) = bounds[i][x], bounds[j][y]
                        si = max(hi_i, level[b]) - min(lo_i, level[b])
                        sj = max(hi_j, level[a]) - min(lo_j, level[a])
                        if gain == 0 and si + sj >= spreads[i] + spreads[j]:
                            continue
                        ti[x], tj[y] = b, a
                        for v, row in enumerate(times):
                            within[v][i] += row[b] - row[a]
                            within[v][j] += row[a] - row[b]
                        bounds[i], bounds[j] = others(ti), others(tj)
                        spreads[i], spreads[j] = si, sj
                        improved = True
