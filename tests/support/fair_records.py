"""Deal records as the bot writes them (docs/rules/records.md): each deal's fairness proof, the deck
it was dealt from, random legal actions by the engines and the announced results — and the first
hand each seat was dealt, for tests that show it."""

from __future__ import annotations

import copy
import random
from typing import Any

from engines import fairness
from engines.protocol import IllegalAction
from engines.registry import game_class


def contribution(rng: random.Random, user: int) -> str:
    """A person's contribution: the Telegram id of a press, or the Mini App's own randomness."""
    if rng.random() < 0.5:
        return f"{user}:app:{rng.randbytes(32).hex()}"
    return f"{user}:{rng.getrandbits(63)}"


def played_record(
    game: str, seats: int, rng: random.Random, deals: int = 2
) -> tuple[dict[str, Any], list[list[list[str]]]]:
    """A record of up to ``deals`` deals played at random; (record, per deal the seats' first hands)."""
    cls = game_class(game)
    people = rng.randint(1, seats)
    contributions = [contribution(rng, 7000 + s) for s in range(people)]
    seed = rng.randbytes(32)
    dealer = rng.randrange(seats)
    if game == "bura":  # the first-move draw, played as the bot plays it (random picks)
        g = cls.new(seats, None)
        g.begin_draw()  # type: ignore[attr-defined]
        while g.phase == "draw":  # type: ignore[attr-defined]
            g.spread_deck(fairness.derive_deck(game, seed, contributions, g.draw_label()))  # type: ignore[attr-defined]
            for s in (0, 1):
                g.apply(rng.choice(g.legal_actions(s)))
        first_draw = g.draw_result()  # type: ignore[attr-defined]
        first = first_draw["first"]
    else:
        g, first_draw, first = cls.new(seats, None, first=0, dealer=dealer), None, 0
    record: dict[str, Any] = {
        "game": game, "seats": seats, "options": {}, "first": first, "dealer": dealer, "deals": [],
    }
    if first_draw:
        record["first_draw"] = first_draw
    hands = []
    while len(record["deals"]) < deals and not g.is_over():
        base, k = g.deal_label(), 0
        while True:
            label = base if k == 0 else f"{base}:r{k}"
            deck = fairness.derive_deck(game, seed, contributions, label)
            try:
                g.deal_from_deck(deck)
                break
            except IllegalAction as exc:
                assert exc.code == "redeal_required"
                k += 1
        hands.append([list(g.view(s)["hand"]) for s in range(seats)])
        actions = []
        while not g.needs_deal() and not g.is_over():
            legal = [a for s in range(seats) for a in g.legal_actions(s) if a.type != "surrender"]
            action = rng.choice(legal + g.clock_actions())
            g.apply(action)
            actions.append(action.to_json())
        record["deals"].append({
            "deck": deck,
            "fairness": {"commitment": fairness.commitment(seed), "seed": seed.hex(),
                         "contributions": list(contributions), "label": label},
            "actions": actions,
            "result": g.deal_results()[-1],
        })
        seed = rng.randbytes(32)
    return record, hands


def altered(record: dict[str, Any], change: Any) -> dict[str, Any]:
    """A deep copy of ``record`` with ``change(copy)`` applied."""
    out = copy.deepcopy(record)
    change(out)
    return out
