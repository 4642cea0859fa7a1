"""How much a Scopa play says about the rest of the player's hand: calibrates ``MARGIN`` and ``SLIP``
of the search's inference (:func:`engines.ai.scopa.play_evidence`).

    .venv/bin/python benchmarks/scopa_evidence.py --players heuristic,heuristic --games 100 --seed 1000
    .venv/bin/python benchmarks/scopa_evidence.py --players ismcts,heuristic --games 40 --iterations 50

For every play after which the player still holds cards, the next seat's view gives the cards that
would have captured at least ``margin`` more worth than the play did (``better_cards``). ``hit``:
the player's real remaining hand holds one; ``expected``: the chance that as many cards drawn at
random from that view's unseen cards would. The likelihood ratio of the play between a hand that
holds such a card and one that does not is then about odds(hit) / odds(expected): the ``SLIP`` that
makes the sampler's worlds follow these players. Use seeds apart from the strength measurements.
"""

from __future__ import annotations

import argparse
import random
import sys
from math import comb
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engines.ai import Budget, get_player  # noqa: E402
from engines.ai import scopa as ai  # noqa: E402
from engines.ai.turns import advance  # noqa: E402
from engines.scopa import Scopa  # noqa: E402

MARGINS = (0.0, 0.15, 0.3, 0.5, 0.8, 1.2)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--players", default="heuristic,heuristic")
    p.add_argument("--games", type=int, default=50)
    p.add_argument("--iterations", type=int, default=50)
    p.add_argument("--seats", type=int, default=2)
    p.add_argument("--seed", type=int, default=1000)
    args = p.parse_args(argv)
    names = args.players.split(",")
    names += [names[-1]] * (args.seats - len(names))
    budget = Budget(think_ms=0, iterations=args.iterations)
    master = random.Random(args.seed)
    # per margin: [plays, hits, expected hits, plays with a non-empty set]
    stats = {m: [0, 0, 0.0, 0] for m in MARGINS}
    per_name = {n: {m: [0, 0, 0.0, 0] for m in MARGINS} for n in set(names)}
    for i in range(args.games):
        rng = random.Random(master.getrandbits(64))
        g = Scopa.new(args.seats)
        prng = [random.Random(rng.getrandbits(64)) for _ in range(args.seats)]
        while True:
            seat = advance(g, rng)
            if seat is None:
                break
            legal = g.legal_actions(seat)
            name = names[(seat + i) % args.seats]
            act = get_player(name, "scopa")(g.view(seat), g.memory(seat), legal, prng[seat], budget)
            table = list(g.table)
            before = len(g.hands[seat])
            g.apply(act)
            rest = g.hands[seat]
            if before == 1 or not g.in_deal:  # nothing left of the hand it played from
                continue
            obs = (seat + 1) % args.seats
            pool = ai.unseen_cards(g.view(obs), g.memory(obs))
            assert act.card is not None and act.capture is not None
            gain = ai.play_gain(act.card, [c for c in table if c in act.capture], len(table))
            for m in MARGINS:
                ai.MARGIN = m
                better = ai.better_cards(table, gain, pool)
                f, n, r = len(better), len(pool), len(rest)
                exp = 1.0 - comb(n - f, r) / comb(n, r)
                hit = not better.isdisjoint(rest)
                for st in (stats[m], per_name[name][m]):
                    st[0] += 1
                    st[1] += hit
                    st[2] += exp
                    st[3] += bool(better)
    print(f"{args.players}, {args.seats} seats, {args.games} games, seed {args.seed}")
    print("| player | margin | plays | informative % | hit % | expected % | likelihood ratio |")
    print("|---|---|---|---|---|---|---|")
    for who, table_ in [("all", stats), *sorted(per_name.items())]:
        for m in MARGINS:
            n, h, e, inf = table_[m]
            if not n:
                continue
            o, x = h / n, e / n
            lr = (o / (1 - o)) / (x / (1 - x)) if 0 < x < 1 and o < 1 else float("nan")
            print(f"| {who} | {m} | {n} | {100 * inf / n:.1f} | {100 * o:.2f} | {100 * x:.2f} | {lr:.3f} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
