"""One mutation of a JSON document in place, for the tests that feed hostile records and states."""

from __future__ import annotations

import copy
from typing import Any

from hypothesis import strategies as st


def paths(node: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every path into a JSON document (the root's, empty, first): keys and list indexes."""
    out = [prefix]
    if isinstance(node, dict):
        for k, v in node.items():
            out += paths(v, (*prefix, k))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            out += paths(v, (*prefix, i))
    return out


def mutate_at(data: st.DataObject, parent: Any, key: Any, op: str, hostile: list[Any]) -> None:
    """Apply ``op`` at ``parent[key]``: ``replace`` it by a value of ``hostile``, ``delete`` it, or —
    in a list — ``duplicate`` it or ``swap`` it with another item; any other op changes nothing."""
    if op == "replace":
        parent[key] = copy.deepcopy(data.draw(st.sampled_from(hostile), label="value"))
    elif op == "delete":
        del parent[key]
    elif op == "duplicate" and isinstance(parent, list):
        parent.insert(key, copy.deepcopy(parent[key]))
    elif op == "swap" and isinstance(parent, list) and len(parent) > 1:
        other = data.draw(st.integers(0, len(parent) - 1), label="other")
        parent[key], parent[other] = parent[other], parent[key]
