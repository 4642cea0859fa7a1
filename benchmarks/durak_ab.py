"""Two versions of the Durak engine side by side: the time of random two-seat games, this tree's
against another tree's (a checkout or an export of main, say), in one run on one core.

    taskset -c 0 nice -n 10 .venv/bin/python benchmarks/durak_ab.py OTHER_TREE [--windows 400]
        [--games 100]

Each tree plays in a warm process of its own (this Python, the tree's code first on the path; the
processes inherit the pinning), the two taking turns window by window in the order ABBA, so that a
host whose speed drifts slows both alike. A window is ``--games`` games of
``benchmarks/durak_speed.py``'s ``random_game`` from ``Random(window)``: the same games on both
sides (checked by their number of actions). Printed: the other tree's CPU time over this one's, as
the geometric mean over the windows with its standard error, and the median with its range; above
1 means this tree is faster. On a host whose speed swings by a third from one window to the next,
400 windows of 100 games give about ±0.5 %.
"""

from __future__ import annotations

import argparse
import math
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

WORKER = r"""
import random, sys, time
sys.path.insert(0, sys.argv[1])
from benchmarks.durak_speed import random_game
import engines.durak.rules
assert engines.durak.rules.__file__.startswith(sys.argv[1]), engines.durak.rules.__file__
for line in sys.stdin:
    seed, games = map(int, line.split())
    rng = random.Random(seed)
    start = time.process_time()
    actions = sum(random_game(2, rng) for _ in range(games))
    print(time.process_time() - start, actions, flush=True)
"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("other", help="the other tree (holding engines/ and benchmarks/)")
    parser.add_argument("--windows", type=int, default=400, help="windows per side (default 400)")
    parser.add_argument("--games", type=int, default=100, help="games a window (default 100)")
    args = parser.parse_args()
    trees = {"this": str(ROOT), "other": str(Path(args.other).resolve())}
    procs = {
        side: subprocess.Popen(
            [sys.executable, "-c", WORKER, tree], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
        )
        for side, tree in trees.items()
    }

    def window(side: str, seed: int) -> tuple[float, int]:
        p = procs[side]
        assert p.stdin is not None and p.stdout is not None
        p.stdin.write(f"{seed} {args.games}\n")
        p.stdin.flush()
        seconds, actions = p.stdout.readline().split()
        return float(seconds), int(actions)

    window("this", -1)  # warm-up
    window("other", -1)
    ratios = []
    for w in range(args.windows):
        order = ("this", "other") if w % 2 == 0 else ("other", "this")
        res = {side: window(side, w) for side in order}
        if res["this"][1] != res["other"][1]:
            raise SystemExit(f"window {w}: the trees played different games")
        ratios.append(res["other"][0] / res["this"][0])
    for p in procs.values():
        assert p.stdin is not None
        p.stdin.close()
        p.wait()
    logs = [math.log(r) for r in ratios]
    se = statistics.stdev(logs) / math.sqrt(len(logs))
    print(f"{trees['other']} against {trees['this']}: {args.windows} windows of {args.games} games")
    print(
        f"  other/this time: geometric mean {math.exp(statistics.mean(logs)):.4f} (±{se * 100:.2f} % s.e.), "
        f"median {statistics.median(ratios):.4f} (range {min(ratios):.3f}-{max(ratios):.3f})"
    )


if __name__ == "__main__":
    main()
