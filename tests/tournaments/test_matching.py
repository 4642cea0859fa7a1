"""The blossom matching against an exhaustive search on small random graphs (odd cycles included)."""

from __future__ import annotations

import random
from functools import cache

from hypothesis import given, settings
from hypothesis import strategies as st

from bot.tournaments.matching import maximum_matching, size


def exhaustive(adj: list[list[int]]) -> int:
    @cache
    def best(mask: int) -> int:
        if not mask:
            return 0
        a = (mask & -mask).bit_length() - 1
        rest = mask & ~(1 << a)
        out = best(rest)  # a stays single
        for b in adj[a]:
            if rest >> b & 1:
                out = max(out, 1 + best(rest & ~(1 << b)))
        return out

    return best((1 << len(adj)) - 1)


@settings(max_examples=300, deadline=None)
@given(st.integers(1, 14), st.floats(0.05, 0.9), st.booleans(), st.randoms(use_true_random=False))
def test_maximum_matching_is_maximum(n: int, density: float, seeded: bool, rng: random.Random) -> None:
    edges = {(a, b) for a in range(n) for b in range(a + 1, n) if rng.random() < density}
    adj: list[list[int]] = [[] for _ in range(n)]
    for a, b in edges:
        adj[a].append(b)
        adj[b].append(a)
    start = None
    if seeded and edges:  # grown from some matching
        start = [-1] * n
        for a, b in rng.sample(sorted(edges), len(edges)):
            if start[a] == start[b] == -1:
                start[a], start[b] = b, a
    match = maximum_matching(adj, start)
    assert all(m == -1 or (match[m] == v and m in adj[v]) for v, m in enumerate(match))
    assert size(match) == exhaustive(adj)
