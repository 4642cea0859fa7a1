"""Information-Set Monte Carlo Tree Search over the :class:`~engines.protocol.Game` protocol.

Single-observer ISMCTS (Cowling, Powley & Whitehouse 2012): one tree for the searching seat whose
nodes are action sequences; every iteration

1. samples a *determinization* — a full game state consistent with everything the seat has seen
   (``determinize(view, memory, rng)``, written per game from the view and memory only, so the
   search never touches a real hidden card);
2. descends the tree, choosing among the actions legal *in this determinization* with UCB1 where a
   child's exploration term counts how often it was available (``avail``) instead of its parent's
   visits; seats other than the searcher are modelled by the same rule, each maximising its own
   reward (max^n);
3. expands one untried action, plays the rest of the match out with a rollout policy (uniform by
   default; games pass a light heuristic), and
4. backs the final rewards up: every edge scores the reward of the seat that chose it.

Whose move it is below the root, and when the clock fires, follows :mod:`engines.ai.turns`, the same
neutral schedule as self-play; deals inside a simulated match are shuffled by the search's rng.

The budget is ``Budget.iterations`` and/or ``Budget.think_ms`` measured with ``Budget.clock``; with
neither, :data:`DEFAULT_ITERATIONS`. Everything is driven by ``rng``: with an iteration budget the
same inputs and seed give the same move.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

from engines.ai import Budget, own_seat
from engines.ai.turns import advance, reward_fn
from engines.protocol import Action, Game, View

JSON = dict[str, Any]
#: the game's view (``engines/<game>/view.py``)
V = TypeVar("V", bound=View)
Determinize = Callable[[V, JSON, random.Random], Game]
RolloutPolicy = Callable[[Game, int, list[Action], random.Random], Action]
Evaluate = Callable[[Game], list[float]]

DEFAULT_ITERATIONS = 200


class Node:
    __slots__ = ("children", "n", "w", "avail")

    def __init__(self) -> None:
        self.children: dict[Action, Node] = {}
        self.n = 0
        self.w = 0.0
        self.avail = 1


def _random_policy(game: Game, seat: int, legal: list[Action], rng: random.Random) -> Action:
    return legal[rng.randrange(len(legal))]


def search(
    view: V,
    memory: JSON,
    legal: Sequence[Action],
    rng: random.Random,
    budget: Budget,
    *,
    determinize: Determinize[V],
    rollout: RolloutPolicy | None = None,
    rewards: Callable[[Game], list[float]] | None = None,
    exploration: float = 0.7,
    max_rollout: int = 600,
    evaluate: Evaluate | None = None,
    prior: RolloutPolicy | None = None,
    root_prior: Action | None = None,
    bias: float = 0.0,
) -> Action:
    """The action the search prefers for the seat ``view["seat"]``; ``legal`` is that seat's list.

    ``max_rollout`` caps a playout's length (Durak's endgame can cycle: cards go round while every
    defender takes); the position reached is then scored by ``evaluate(game)`` (one value per seat
    in [0, 1]), or by the game's ``rewards`` of an unfinished match (Durak: a draw).

    A move-ordering prior (off by default): ``root_prior`` names the root action a heuristic
    prefers, ``prior(game, seat, acts, rng)`` the preferred action at a node below the root. A
    node's preferred action is expanded before its other untried ones, and while it is tried its
    value gets ``bias / (visits + 1)`` on top (progressive bias: it fades as the visits grow).
    """
    legal = list(legal)
    if len(legal) == 1:
        return legal[0]
    seat = own_seat(view)
    policy = rollout or _random_policy
    root = Node()
    clock = budget.clock
    deadline, max_it = budget.limits(DEFAULT_ITERATIONS)
    sqrt, log = math.sqrt, math.log
    c = exploration
    it = 0
    while True:
        if max_it is not None and it >= max_it:
            break
        if deadline is not None and it > 0 and clock() >= deadline:  # type: ignore[misc]
            break
        it += 1
        game = determinize(view, memory, rng)
        reward = rewards or reward_fn(game.name)
        node = root
        path: list[tuple[Node, int]] = []
        mover: int | None = seat
        acts: list[Action] = legal
        expanded = False
        while True:
            children = node.children
            fav = None
            if node is root:
                fav = root_prior
            elif prior is not None and mover is not None:
                fav = prior(game, mover, acts, rng) if len(acts) > 1 else None
            untried = None
            for a in acts:
                ch = children.get(a)
                if ch is None:
                    if untried is None:
                        untried = [a]
                    else:
                        untried.append(a)
                else:
                    ch.avail += 1
            if untried is not None:
                if fav is not None and fav in untried:
                    a = fav
                else:
                    a = untried[rng.randrange(len(untried))] if len(untried) > 1 else untried[0]
                child = children[a] = Node()
                game.apply(a)
                path.append((child, mover))  # type: ignore[arg-type]
                expanded = True
                break
            best_a = acts[0]
            best_v = -1.0
            for a in acts:
                ch = children[a]
                v = ch.w / ch.n + c * sqrt(log(ch.avail) / ch.n)
                if a is fav:
                    v += bias / (ch.n + 1)
                if v > best_v:
                    best_v, best_a = v, a
            node = children[best_a]
            game.apply(best_a)
            path.append((node, mover))  # type: ignore[arg-type]
            mover = advance(game, rng)
            if mover is None:
                break
            acts = game.legal_actions(mover)
        if expanded:
            steps = 0
            while True:
                m = advance(game, rng)
                if m is None:
                    break
                if steps >= max_rollout:
                    break
                acts = game.legal_actions(m)
                game.apply(policy(game, m, acts, rng) if len(acts) > 1 else acts[0])
                steps += 1
        r = reward(game) if game.is_over() or evaluate is None else evaluate(game)
        for ch, m in path:
            ch.n += 1
            ch.w += r[m]
    best = None
    for a in legal:
        ch = root.children.get(a)
        if ch is None:
            continue
        if best is None or (ch.n, ch.w) > (best[1].n, best[1].w):
            best = (a, ch)
    if best is None:  # pragma: no cover - at least one iteration always runs
        return policy(determinize(view, memory, rng), seat, legal, rng)
    return best[0]
