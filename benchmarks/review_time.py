"""The review of a deal (issue 46): CPU time per reviewed deal, per game, at the review's budget.

    taskset -c 1 .venv/bin/python benchmarks/review_time.py [--deals 10] [--samples 24]
        [--iterations 300] [--refine 6] [--refine-samples 96]

Each deal is one a computer in seat 0 (the search, 300 iterations a move) played against the heuristic
player — the deals a person has against computers, roughly — written as a record and reviewed for
seat 0 with ``engines.ai.review.review`` (``engines/ai/review.py``). Prints, per game (Durak of 2,
Bura, Scopa of 2), the median and the worst CPU time of one deal's review and the decisions it
judged, beside the machine's own speed (a fixed pure-Python loop). The issue asks ≤ 20 s for a
Durak deal of 2 seats on one core at the chosen budget; run it pinned to one core (``taskset``).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.machine import machine  # noqa: E402
from engines.ai import Budget, get_player  # noqa: E402
from engines.ai import review as rv  # noqa: E402
from engines.ai.selfplay import written_match  # noqa: E402
from engines.protocol import Action, Game  # noqa: E402

GAMES = (("durak", 2), ("bura", 2), ("scopa", 2))


def one_deal(name: str, seats: int, seed: int) -> dict[str, Any]:
    """A record of the match's first deal: seat 0 the search, the others the heuristic player."""
    rng = random.Random(seed)
    search, heuristic = get_player("ismcts", name), get_player("heuristic", name)
    budget = Budget(think_ms=0, iterations=300)

    def choose(game: Game, seat: int, legal: list[Action], record: dict[str, Any]) -> Action:
        player = search if seat == 0 else heuristic
        return player(game.view(seat), game.memory(seat), legal, rng, budget)

    return written_match(name, seats, {}, rng, choose, deals=1)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--deals", type=int, default=10)
    ap.add_argument("--samples", type=int, default=rv.DEFAULT.samples)
    ap.add_argument("--iterations", type=int, default=rv.DEFAULT.iterations)
    ap.add_argument("--refine", type=int, default=rv.DEFAULT.refine)
    ap.add_argument("--refine-samples", type=int, default=rv.DEFAULT.refine_samples)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    settings = rv.Settings(args.samples, args.iterations, args.refine, args.refine_samples)
    print(machine())
    print(f"budget: {settings}; {args.deals} deals a game; CPU seconds per reviewed deal (seat 0)")
    for name, seats in GAMES:
        times, decisions = [], []
        for k in range(args.deals):
            record = one_deal(name, seats, args.seed * 1000 + k)
            start = time.process_time()
            review = rv.review(record, 0, 0, seed=k, settings=settings)
            times.append(time.process_time() - start)
            decisions.append(len(review.decisions))
        print(
            f"{name:6} {seats} seats: median {statistics.median(times):6.2f} s, worst {max(times):6.2f} s;"
            f" decisions judged median {statistics.median(decisions):.0f}, most {max(decisions)}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
