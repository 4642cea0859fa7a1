"""Paired measurement of the Scopa search's inference (``engines.ai.scopa.INFERENCE``).

    .venv/bin/python benchmarks/scopa_inference.py --games 1000 --iterations 50 --seed 34
    .venv/bin/python benchmarks/scopa_inference.py --seats 4 --games 300 --iterations 50 --seed 34

Every match is played twice, ``ismcts`` against ``heuristic`` (seats alternate with the match's
index; in 4 seats ``ismcts`` holds one team), once with the plain sampler and once with inference,
from the same seeds: the same deck for every deal number and the same players' random streams, so
the two results differ only by the sampler and what follows from it. Reports the search's match
score (win 1, loss 0) with and without, the paired difference with its standard error, and the same
for the point margin per deal (the search's side minus the other, averaged over the match's deals).
One process; with ``--iterations`` the result does not depend on the machine's load.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.stats import mean_se  # noqa: E402
from engines.ai import Budget, get_player  # noqa: E402
from engines.ai import scopa as ai  # noqa: E402
from engines.ai.selfplay import play_game  # noqa: E402
from engines.scopa import Scopa  # noqa: E402


def match(seed: int, i: int, seats: int, budget: Budget, inference: bool) -> tuple[float, float]:
    """(the search's score, its side's point margin per deal) in match ``i``."""
    ai.INFERENCE = inference
    rng = random.Random(seed)
    side = i % 2  # the search's side
    names = ["ismcts" if s % 2 == side else "heuristic" for s in range(seats)]
    seated = [(n, get_player(n, "scopa")) for n in names]
    g = Scopa.new(seats)
    prngs = [random.Random(rng.getrandbits(64)) for _ in range(seats)]
    play_game(g, seated, rng, prngs, budget, {})
    return side_result(g, side)


def side_result(g: Scopa, side: int) -> tuple[float, float]:
    """A finished match from ``side``'s seat: its score (1 a win, 0.5 a draw) and its point margin
    per deal."""
    score = 0.5 if g.winner is None else float(g.winner == side)
    return score, (g.score[side] - g.score[1 - side]) / max(1, g.deals)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--iterations", type=int, default=50)
    p.add_argument("--seats", type=int, default=2)
    p.add_argument("--seed", type=int, default=34)
    p.add_argument("--every", type=int, default=0, help="print the running figures every K matches")
    args = p.parse_args(argv)
    budget = Budget(think_ms=0, iterations=args.iterations)
    master = random.Random(args.seed)
    rows: list[tuple[float, float, float, float]] = []
    t0 = time.process_time()

    def report() -> None:
        off = [r[0] for r in rows]
        on = [r[1] for r in rows]
        d = [b - a for a, b in zip(off, on, strict=True)]
        mo = [r[2] for r in rows]
        mi = [r[3] for r in rows]
        dm = [b - a for a, b in zip(mo, mi, strict=True)]
        print(
            f"scopa, {args.seats} seats, {len(rows)} paired matches, {args.iterations} iterations, "
            f"seed {args.seed}, SLIP {ai.SLIP}, MARGIN {ai.MARGIN}, {time.process_time() - t0:.0f} CPU s"
        )
        for label, xs in (("score without", off), ("score with", on), ("score: with − without", d)):
            m, se = mean_se(xs)
            print(f"  {label}: {100 * m:.1f} % ± {100 * se:.1f} (SE)")
        margins = (("margin/deal without", mo), ("margin/deal with", mi), ("margin: with − without", dm))
        for label, xs in margins:
            m, se = mean_se(xs)
            print(f"  {label}: {m:+.3f} ± {se:.3f} (SE)")
        print(f"  pairs with different results: {sum(1 for x in d if x)}", flush=True)

    for i in range(args.games):
        seed = master.getrandbits(64)
        off = match(seed, i, args.seats, budget, False)
        on = match(seed, i, args.seats, budget, True)
        rows.append((off[0], on[0], off[1], on[1]))
        if args.every and (i + 1) % args.every == 0:
            report()
    report()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
