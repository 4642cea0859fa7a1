"""Scopa computer players against each other: match wins with a 95 % confidence interval and
decision times per level.

Match ``i`` uses ``random.Random(seed + i)`` for its decks (a table with three or four kings is
reshuffled, as a redeal) and for each player's rng; level A sits in seat ``i % 2`` (seats
alternate), the dealer of deal 1 is seat 0. Every player gets only ``view(seat)``,
``memory(seat)`` and ``legal_actions(seat)``.

    .venv/bin/python benchmarks/ai_scopa.py heuristic random --matches 500
    .venv/bin/python benchmarks/ai_scopa.py ismcts heuristic --matches 400 --think-ms 200
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import time

from engines.ai import Budget, get_player
from engines.cards import DECK_40
from engines.protocol import IllegalAction
from engines.scopa import Scopa


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    d = 1 + z * z / n
    c = (p + z * z / (2 * n)) / d
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return c - h, c + h


def pct(xs: list[float], q: float) -> float:
    if not xs:
        return float("nan")
    s = sorted(xs)
    return s[min(len(s) - 1, int(q * len(s)))]


def play_match(
    levels: tuple[str, str],
    seats: int,
    seed: int,
    target: int,
    think_ms: float,
    iterations: int | None,
    times: dict[str, list[float]],
) -> tuple[int, int]:
    """Play one match, level A in seat ``seed % 2`` (its side), level B in the other side.
    Return (winning side, side of A)."""
    rng = random.Random(seed)
    a_side = seed % 2
    level_of = [levels[0] if s % 2 == a_side else levels[1] for s in range(seats)]
    players = [get_player(lv, "scopa") for lv in level_of]
    rngs = [random.Random(rng.getrandbits(64)) for _ in range(seats)]
    budget = Budget(
        think_ms=think_ms, iterations=iterations, clock=time.perf_counter if iterations is None else None
    )
    g = Scopa.new(seats, {"target": target}, dealer=0)
    while not g.over:
        if g.needs_deal():
            deck = list(DECK_40)
            rng.shuffle(deck)
            try:
                g.deal_from_deck(deck)
            except IllegalAction:
                continue
        seat = g.turn
        legal = g.legal_actions(seat)
        t0 = time.perf_counter()
        act = players[seat](g.view(seat), g.memory(seat), legal, rngs[seat], budget)
        dt = (time.perf_counter() - t0) * 1000.0
        if len(legal) > 1:
            times.setdefault(level_of[seat], []).append(dt)
        g.apply(act)
    return g.winner, a_side


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("a")
    ap.add_argument("b")
    ap.add_argument("--matches", type=int, default=100)
    ap.add_argument("--seats", type=int, default=2, choices=(2, 4))
    ap.add_argument("--target", type=int, default=11)
    ap.add_argument("--think-ms", type=float, default=200.0)
    ap.add_argument("--iterations", type=int, default=None)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--progress", type=int, default=0, help="print a line every N matches")
    args = ap.parse_args(argv)
    times: dict[str, list[float]] = {}
    wins = 0
    start = time.perf_counter()
    for i in range(args.matches):
        winner, a_side = play_match(
            (args.a, args.b), args.seats, args.seed + i, args.target, args.think_ms, args.iterations, times
        )
        wins += winner == a_side
        n = i + 1
        if args.progress and (n % args.progress == 0 or n == args.matches):
            lo, hi = wilson(wins, n)
            print(
                f"{n} matches: {args.a} wins {wins} ({100 * wins / n:.1f} %, 95 % CI "
                f"{100 * lo:.1f}-{100 * hi:.1f}) {time.perf_counter() - start:.0f} s",
                flush=True,
            )
    n = args.matches
    lo, hi = wilson(wins, n)
    print(
        f"scopa {args.seats} seats, target {args.target}: {args.a} vs {args.b}, {n} matches, "
        f"{args.a} wins {wins} = {100 * wins / n:.1f} % (95 % CI {100 * lo:.1f}-{100 * hi:.1f})"
    )
    for lv, xs in sorted(times.items()):
        print(
            f"  {lv}: {len(xs)} decisions, p50 {pct(xs, 0.5):.2f} ms, p95 {pct(xs, 0.95):.2f} ms, "
            f"max {max(xs):.1f} ms"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
