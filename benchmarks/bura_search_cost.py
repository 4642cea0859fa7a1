"""The Bura search's cost in instructions: fixed-world self-play matches, their records hashed.

Plays ``ismcts`` against itself at ``--iterations`` worlds a decision over the deck seeds given and
prints a hash of every action played, the decisions and the worlds sampled. The hash tells whether
a change meant to be exact left every choice alone; run under callgrind, the instruction count per
world tells what it saved (load-independent, unlike wall-clock time):

    valgrind --tool=callgrind --callgrind-out-file=cold.out \\
        .venv/bin/python benchmarks/bura_search_cost.py --seeds 1 --iterations 50
    valgrind --tool=callgrind --collect-atstart=no --toggle-collect=functools_reduce \\
        --callgrind-out-file=warm.out \\
        .venv/bin/python benchmarks/bura_search_cost.py --seeds 2 --iterations 50 --warm

``--warm`` first works out every lead worth (as a worker that has played a while has them) and then
plays the matches inside ``functools.reduce``, so that callgrind's ``--toggle-collect`` counts only
the matches. ``grep totals warm.out`` gives the count.
"""

from __future__ import annotations

import argparse
import functools
import hashlib
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engines.ai import Budget, get_player  # noqa: E402
from engines.ai import bura as ai  # noqa: E402
from engines.ai.turns import advance  # noqa: E402
from engines.bura import Bura  # noqa: E402


def play(seeds: range, iterations: int) -> tuple[str, int, int]:
    """(hash of every action, decisions with a choice, worlds sampled) of one match per seed."""
    h = hashlib.sha256()
    worlds = decisions = 0
    search = ai.search

    def counting(*args, **kwargs):  # type: ignore[no-untyped-def]
        nonlocal worlds
        out = search(*args, **kwargs)
        worlds += out[2]
        return out

    ai.search = counting
    try:
        player = get_player("ismcts", "bura")
        budget = Budget(iterations=iterations)
        for seed in seeds:
            g = Bura.new(2)
            deal_rng = random.Random(seed)
            rngs = [random.Random(seed * 7 + 1), random.Random(seed * 7 + 2)]
            while not g.match_over:
                seat = advance(g, deal_rng)
                if seat is None:
                    break
                legal = g.legal_actions(seat)
                if len(legal) == 1:
                    a = legal[0]
                else:
                    a = player(g.view(seat), g.memory(seat), legal, rngs[seat], budget)
                    decisions += 1
                h.update(repr(a).encode())
                g.apply(a)
    finally:
        ai.search = search
    return h.hexdigest(), decisions, worlds


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--seeds", type=int, nargs="+", default=[1], help="deck seeds, one match each")
    p.add_argument("--iterations", type=int, default=50)
    p.add_argument("--warm", action="store_true", help="work out every lead worth first")
    args = p.parse_args(argv)
    if args.warm:
        for tsuit in "SHDC":
            for lead in ai.lead_keys():
                ai.lead_worth(tsuit, lead)
    out: list[tuple[str, int, int]] = []
    functools.reduce(lambda acc, _: out.append(play(args.seeds, args.iterations)), [0], None)
    digest, decisions, worlds = out[0]
    print(f"{digest} decisions {decisions} worlds {worlds}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
