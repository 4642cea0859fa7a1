"""Random Scopa matches per second on one core.

A random match: until ``is_over()``, deal a deck shuffled with ``random.Random(seed)`` (a table
with three or four kings is reshuffled, as a redeal), then repeatedly play one of
``legal_actions(seat)`` for the seat in ``to_act()``, chosen uniformly.

    .venv/bin/python benchmarks/scopa_speed.py [--seconds 3] [--seats 2 4] [--target 11]
"""

from __future__ import annotations

import argparse
import random
import time

from engines.cards import DECK_40
from engines.protocol import IllegalAction
from engines.scopa import Scopa


def random_match(seats: int, seed: int, target: int) -> tuple[int, int]:
    """Play one random match; return (deals, actions)."""
    rng = random.Random(seed)
    g = Scopa.new(seats, {"target": target}, dealer=seed % seats)
    choice = rng.choice
    legal = g.legal_actions
    apply = g.apply
    deals = actions = 0
    while not g.over:
        if not g.in_deal:
            deck = list(DECK_40)
            rng.shuffle(deck)
            try:
                g.deal_from_deck(deck)
            except IllegalAction:
                continue
            deals += 1
        apply(choice(legal(g.turn)))
        actions += 1
    return deals, actions


def measure(seats: int, seconds: float, target: int) -> dict[str, float]:
    matches = deals = actions = 0
    start = time.process_time()
    deadline = start + seconds
    while True:
        d, a = random_match(seats, matches, target)
        matches += 1
        deals += d
        actions += a
        if matches % 10 == 0 and time.process_time() >= deadline:
            break
    elapsed = time.process_time() - start
    return {
        "matches_per_s": matches / elapsed,
        "deals_per_s": deals / elapsed,
        "actions_per_s": actions / elapsed,
        "deals_per_match": deals / matches,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="time per seat count (default 3)")
    parser.add_argument("--seats", type=int, nargs="+", default=[2, 4], help="seat counts (default 2 4)")
    parser.add_argument("--target", type=int, default=11, help="match target (default 11)")
    args = parser.parse_args()
    for seats in args.seats:
        r = measure(seats, args.seconds, args.target)
        print(
            f"scopa seats={seats} target={args.target}: {r['matches_per_s']:.1f} matches/s, "
            f"{r['deals_per_s']:.1f} deals/s, {r['actions_per_s']:.0f} actions/s, "
            f"{r['deals_per_match']:.2f} deals/match"
        )


if __name__ == "__main__":
    main()
