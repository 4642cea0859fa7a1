"""Maximum-cardinality matching in a general graph: Edmonds' blossom algorithm, O(V³).

The Swiss pairing asks it one question, over and over: how many pairs of the remaining people can
be seated without a repeat? (the graph: who has not met whom). Given a matching to start from, it
only searches augmenting paths from the vertices that one leaves unmatched, so a question that
differs from the last by one pair costs one or two searches."""

from __future__ import annotations

from collections.abc import Sequence


def maximum_matching(adj: Sequence[Sequence[int]], start: Sequence[int] | None = None) -> list[int]:
    """``adj``: vertex → its neighbours (vertices 0…n−1; symmetric). ``start``: a matching to grow
    (vertex → its mate or −1). Returns a maximum matching in the same form."""
    n = len(adj)
    match = list(start) if start is not None else [-1] * n
    for v in range(n):  # a greedy start
        if match[v] == -1:
            for w in adj[v]:
                if match[w] == -1:
                    match[v], match[w] = w, v
                    break
    for root in range(n):
        if match[root] == -1:
            end, parent = _augmenting_path(adj, match, root)
            while end != -1:  # flip the path's edges
                pv = parent[end]
                nxt = match[pv]
                match[end], match[pv] = pv, end
                end = nxt
    return match


def _augmenting_path(adj: Sequence[Sequence[int]], match: list[int], root: int) -> tuple[int, list[int]]:
    n = len(adj)
    used = [False] * n
    parent = [-1] * n
    base = list(range(n))
    used[root] = True
    queue = [root]

    def lca(a: int, b: int) -> int:
        seen = [False] * n
        while True:
            a = base[a]
            seen[a] = True
            if match[a] == -1:
                break
            a = parent[match[a]]
        while True:
            b = base[b]
            if seen[b]:
                return b
            b = parent[match[b]]

    def mark(v: int, b: int, child: int, blossom: list[bool]) -> None:
        while base[v] != b:
            blossom[base[v]] = blossom[base[match[v]]] = True
            parent[v] = child
            child = match[v]
            v = parent[match[v]]

    head = 0
    while head < len(queue):
        v = queue[head]
        head += 1
        for to in adj[v]:
            if base[v] == base[to] or match[v] == to:
                continue
            if to == root or (match[to] != -1 and parent[match[to]] != -1):
                cur = lca(v, to)
                blossom = [False] * n
                mark(v, cur, to, blossom)
                mark(to, cur, v, blossom)
                for i in range(n):
                    if blossom[base[i]]:
                        base[i] = cur
                        if not used[i]:
                            used[i] = True
                            queue.append(i)
            elif parent[to] == -1:
                parent[to] = v
                if match[to] == -1:
                    return to, parent
                used[match[to]] = True
                queue.append(match[to])
    return -1, parent


def size(match: Sequence[int]) -> int:
    return sum(1 for m in match if m != -1) // 2
