"""Paired measurement of the Durak search's move-ordering prior (``engines.ai.durak.PRIOR_BIAS``).

    .venv/bin/python benchmarks/durak_prior.py --games 400 --iterations 50 --seed 34 --bias 0.5
    .venv/bin/python benchmarks/durak_prior.py --games 200 --start 200 --bias 0.5 --tree

Every game is played twice, ``ismcts`` against ``heuristic`` (seats alternate with the game's
index), once without the prior and once with it (progressive bias ``--bias`` towards the heuristic's
move at the root; ``--tree``: also towards the rollout policy's move below it), from the same seeds:
the same deck and the same players' random streams, so the two results differ only by the prior and
what follows from it. Reports the search's score (not the durak 1, the durak 0, a draw 0.5) with and
without and the paired difference with its standard error. ``--start K`` skips the first K games of
the seed's sequence (to split a run over processes). One process; with ``--iterations`` the result
does not depend on the machine's load.
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
from engines.ai import durak as ai  # noqa: E402
from engines.ai.selfplay import play_game  # noqa: E402
from engines.durak import Durak  # noqa: E402


def game(seed: int, i: int, budget: Budget, bias: float, tree: bool) -> float:
    """The search's score in game ``i``: 1 when the heuristic is the durak, 0 when it is, 0.5 else."""
    ai.PRIOR_BIAS, ai.TREE_PRIOR = bias, tree
    rng = random.Random(seed)
    side = i % 2  # the search's seat
    names = ["ismcts" if s == side else "heuristic" for s in range(2)]
    seated = [(n, get_player(n, "durak")) for n in names]
    g = Durak.new(2)
    prngs = [random.Random(rng.getrandbits(64)) for _ in range(2)]
    play_game(g, seated, rng, prngs, budget, {})
    loser = (g.deal_results() or [None])[0]
    loser = loser.get("loser") if loser else None
    return 0.5 if loser is None else float(loser != side)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--start", type=int, default=0)
    p.add_argument("--iterations", type=int, default=50)
    p.add_argument("--seed", type=int, default=34)
    p.add_argument("--bias", type=float, default=0.5)
    p.add_argument("--tree", action="store_true", help="also bias below the root (rollout policy)")
    p.add_argument("--every", type=int, default=0, help="print the running figures every K games")
    args = p.parse_args(argv)
    budget = Budget(think_ms=0, iterations=args.iterations)
    master = random.Random(args.seed)
    seeds = [master.getrandbits(64) for _ in range(args.start + args.games)]
    rows: list[tuple[float, float]] = []
    t0 = time.process_time()

    def report() -> None:
        off = [r[0] for r in rows]
        on = [r[1] for r in rows]
        d = [b - a for a, b in zip(off, on, strict=True)]
        print(
            f"durak, 2 seats, {len(rows)} paired games from {args.start}, {args.iterations} iterations, "
            f"seed {args.seed}, bias {args.bias}{' in the tree' if args.tree else ' at the root'}, "
            f"{time.process_time() - t0:.0f} CPU s"
        )
        for label, xs in (("score without", off), ("score with", on), ("with − without", d)):
            m, se = mean_se(xs)
            print(f"  {label}: {100 * m:.1f} % ± {100 * se:.1f} (SE)")
        print(f"  pairs with different results: {sum(1 for x in d if x)}", flush=True)

    for i in range(args.start, args.start + args.games):
        off = game(seeds[i], i, budget, 0.0, False)
        on = game(seeds[i], i, budget, args.bias, args.tree)
        rows.append((off, on))
        if args.every and len(rows) % args.every == 0:
            report()
    report()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
