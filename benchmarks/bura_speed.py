"""Random Bura matches per second on one core.

A random match (to 12 match points): each deal shuffles a deck with ``random.Random(seed)`` and
``deal_from_deck``; then each step picks uniformly among both seats' legal actions (surrender left
out) and the clock's actions (``window_close``, ``claim_timeout``), until ``is_over()``. Surrender is
always legal, so it is taken only with probability 0.002 per step (else nearly every match would end
by surrender at once).

    .venv/bin/python benchmarks/bura_speed.py [--seconds 3]
"""

from __future__ import annotations

import argparse
import random
import time

from engines.bura import Bura
from engines.cards import DECK_36
from engines.protocol import Action

SURRENDER_RATE = 0.002


def random_match(seed: int) -> tuple[int, int]:
    """Play one random match; return (deals, actions)."""
    rng = random.Random(seed)
    g = Bura.new(2, first=rng.randrange(2))
    legal = g.legal_actions
    clock = g.clock_actions
    apply = g.apply
    deals = actions = 0
    while not g.is_over():
        if g.needs_deal():
            deck = list(DECK_36)
            rng.shuffle(deck)
            g.deal_from_deck(deck)
            deals += 1
            continue
        if rng.random() < SURRENDER_RATE:
            apply(Action("surrender", rng.randrange(2)))
        else:
            options = [a for a in legal(0) + legal(1) if a.type != "surrender"] + clock()
            apply(rng.choice(options))
        actions += 1
    return deals, actions


def measure(seconds: float) -> tuple[float, float, float]:
    """(matches per second, deals per second, actions per second) over about ``seconds``."""
    matches = deals = actions = 0
    start = time.process_time()
    deadline = start + seconds
    seed = 0
    while True:
        d, a = random_match(seed)
        matches += 1
        deals += d
        actions += a
        seed += 1
        if matches % 10 == 0 and time.process_time() >= deadline:
            break
    elapsed = time.process_time() - start
    return matches / elapsed, deals / elapsed, actions / elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0)
    args = parser.parse_args()
    mps, dps, aps = measure(args.seconds)
    print(f"bura: {mps:.0f} random matches/s ({dps:.0f} deals/s, {aps:.0f} actions/s)")


if __name__ == "__main__":
    main()
