"""Quick match's matcher (issue 32): how long one pass over a queue of N waiting people takes.

    .venv/bin/python benchmarks/quick_match.py --people 10000 --rounds 5

The queue is random but shaped like a real one: the three games, Durak's two variants and its seat
choices (2, 3, 4 or any), four languages (most people Russian), ratings around 1500 (σ 200), waits
of 0–120 s, and one person in a hundred who reported someone else waiting. Prints the best and
median time of a pass, and how many people it seated. The matcher is pure
(``bot/rules/matching.py``): this is the CPU it costs, not the database's reads around it.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.rules import names, rules_of  # noqa: E402
from bot.rules.matching import Entry, match  # noqa: E402

LANGS = ("ru", "ru", "ru", "en", "uk", "it")


def queue(n: int, rng: random.Random, now: float) -> list[Entry]:
    out = []
    games = names()
    for uid in range(1, n + 1):
        game = rng.choice(games)
        rules = rules_of(game)
        seats = rules.quick_seats
        chosen = frozenset(seats) if rng.random() < 0.5 else frozenset({rng.choice(seats)})
        avoid = frozenset({rng.randrange(1, n + 1)}) if rng.random() < 0.01 else frozenset()
        out.append(
            Entry(uid, game, rng.choice(rules.quick_variants), chosen, rng.choice(LANGS),
                  rng.gauss(1500.0, 200.0), now - rng.uniform(0.0, 120.0), avoid)
        )  # fmt: skip
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--people", type=int, default=10_000)
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    rng = random.Random(args.seed)
    now = 1_000_000.0
    entries = queue(args.people, rng, now)
    times, seated = [], 0
    for _ in range(args.rounds):
        start = time.perf_counter()
        tables = match(entries, now)
        times.append(time.perf_counter() - start)
        seated = sum(len(t.users) for t in tables)
    print(
        f"{args.people:,} waiting: one matching pass best {min(times) * 1000:.1f} ms, median "
        f"{statistics.median(times) * 1000:.1f} ms ({args.rounds} rounds); {seated:,} seated at "
        f"{len(tables):,} tables, {args.people - seated:,} still waiting"
    )


if __name__ == "__main__":
    main()
