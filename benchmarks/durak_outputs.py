"""A hash of every output of the Durak engine over 1,280 random games: the check that a speed-up
changed nothing anyone can see.

Every seat count (2 to 6) and option (mode, ``throw_in_after_take``, ``throw_in``, and the three
team options) plays 20 random games from one seeded stream; at every step the hash takes in
``to_act()``, every seat's ``legal_actions``, the events of the action played (keys in order),
every seat's view and ``view(None)``, every seat's memory, ``to_json()`` (and that ``from_json``
and ``clone`` give it back), ``is_over``/``result``/``deal_results``, and the error code, reason
and message of a few refused actions (a random action of the engine's own, and ones built afresh).
Every eighth step also hashes a redeal's ``to_json``.

    .venv/bin/python benchmarks/durak_outputs.py [--games 20]

Run it before and after a change to the engine: the printed hash must stay the same.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
from typing import Any

from engines.cards import DECK_36
from engines.durak import Durak
from engines.durak.rules import ATTACK, DEFEND, MAX_SEATS, PASS, TAKE, TEAMS, TRANSFER
from engines.protocol import Action, EngineError

#: every action the engine hands out, and some it never does
_INTERNED = [a for s in range(MAX_SEATS) for a in (TAKE[s], PASS[s], *ATTACK[s], *TRANSFER[s])]
_INTERNED += [a for s in range(MAX_SEATS) for a in DEFEND[s] if a is not None]
_FRESH = [
    Action("attack", 0, "6S"),
    Action("defend", 1, "AS", "6S"),
    Action("take", 1),
    Action("pass", 0),
    Action("transfer", 1, "6H"),
    Action("attack", 7, "6S"),
    Action("attack", 0, "ZZ"),
    Action("defend", 0, "7S", "ZZ"),
    Action("dance", 0),
    Action("attack", None, "6S"),
]


def configs() -> list[tuple[int, dict[str, Any]]]:
    out: list[tuple[int, dict[str, Any]]] = []
    for mode in ("podkidnoy", "perevodnoy"):
        for tiat in (True, False):
            for throw_in in ("any_time", "after_cover"):
                base = {"mode": mode, "throw_in_after_take": tiat, "throw_in": throw_in}
                out += [(n, dict(base)) for n in range(2, 7)]
                out += [(TEAMS[t][0], {**base, "teams": t}) for t in sorted(TEAMS)]
    return out


def _action(a: Action) -> list[Any]:
    return [a.type, a.seat, a.card, a.target]


def _error(g: Durak, action: Action) -> list[Any]:
    try:
        events = g.clone().apply(action)
    except EngineError as e:
        return [type(e).__name__, getattr(e, "code", None), getattr(e, "reason", None), str(e)]
    return ["ok", events]


def game_outputs(seats: int, options: dict[str, Any], rng: random.Random, h: Any) -> int:
    """Play one random game, feeding every output into ``h``; return its number of actions."""

    def put(x: object) -> None:
        h.update(json.dumps(x, default=repr).encode())
        h.update(b"\n")

    deck = list(DECK_36)
    rng.shuffle(deck)
    g = Durak.new(seats, options)
    put(g.to_json())
    put(g.to_act())
    put(_error(g, TAKE[0]))
    put(g.deal_from_deck(deck))
    steps = 0
    while True:
        put(g.to_act())
        legal = {s: g.legal_actions(s) for s in range(seats)}
        put([[_action(a) for a in legal[s]] for s in range(seats)])
        put([g.view(s) for s in range(seats)])
        put(g.view(None))
        put([g.memory(s) for s in range(seats)])
        state = g.to_json()
        put(state)
        if Durak.from_json(state).to_json() != state or g.clone().to_json() != state:
            put("round trip differs")
        put([g.is_over(), g.result(), g.deal_results(), g.match_result()])
        for a in rng.sample(_INTERNED, 3) + [rng.choice(_FRESH)]:
            put(_error(g, a))
        if steps % 8 == 3 and not g.is_over():
            hands = [g.view(s)["hand"] for s in range(seats)]
            put(g.redeal(hands, state["stock"]).to_json())
        if g.is_over():
            return steps
        acting = g.to_act()
        seat = rng.choice(acting)
        action = rng.choice(legal[seat])
        put(_action(action))
        put(g.apply(action))
        steps += 1


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20, help="games per configuration (default 20)")
    args = parser.parse_args()
    h = hashlib.sha256()
    rng = random.Random(48)
    games = actions = 0
    for seats, options in configs():
        for _ in range(args.games):
            actions += game_outputs(seats, options, rng, h)
            games += 1
    print(f"{games} games, {actions} actions: {h.hexdigest()}")


if __name__ == "__main__":
    main()
