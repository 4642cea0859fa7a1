"""What hidden information the Scopa search's cheater lives on: a measuring device, never a room level.

    .venv/bin/python benchmarks/scopa_sight.py --games 200 --iterations 50 --seed 34
    .venv/bin/python benchmarks/scopa_sight.py --sights 'none:PAIRED=0;none' --games 350 --seed 35
    .venv/bin/python benchmarks/scopa_sight.py --seats 4 --sights 'none;none:PAIRED_TEAMS=1' --seed 37

``--seats 4``: a team of two searches against two heuristics (sights other than ``none`` are for two
seats).

A sight may carry settings of :mod:`engines.ai.scopa` for its matches (``sight:NAME=VALUE,...``):
the search's variants are measured the same way, paired on the same decks.

Every match is played once per *sight* against ``heuristic``, from the same seeds (the same deck for
every deal number, the same players' random streams; the search's seat alternates with the match's
index), so the results differ only by what the search's worlds hold:

``none``
    the room's ``ismcts`` (worlds drawn from the seat's view and memory; ``none:PAIRED=0``: the
    tree search, as 2×2 rooms play);
``hands``
    every current hand as it truly is, the stock's cards (known then, 2 seats) shuffled;
``all``
    the true state (the ladder's ``cheat``: every hand and the stock's order).

Reports each sight's match score (win 1) and point margin per deal with standard errors, and the
paired differences against ``none``.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.scopa_inference import side_result  # noqa: E402
from benchmarks.stats import mean_se  # noqa: E402
from engines.ai import Budget, get_player  # noqa: E402
from engines.ai import scopa as ai  # noqa: E402
from engines.ai.cheat import cheating_player  # noqa: E402
from engines.ai.ladder import play  # noqa: E402
from engines.protocol import Action, Game  # noqa: E402
from engines.scopa import Scopa  # noqa: E402

Seated = Callable[[Game, int, Sequence[Action], random.Random, Budget], Action]


def viewing(name: str) -> Seated:
    player = get_player(name, "scopa")

    def seated(game: Game, seat: int, legal: Sequence[Action], rng: random.Random, budget: Budget) -> Action:
        return player(game.view(seat), game.memory(seat), legal, rng, budget)

    return seated


def hands_cheater(
    game: Game, seat: int, legal: Sequence[Action], rng: random.Random, budget: Budget
) -> Action:
    """The search whose worlds hold the true hands and the stock's cards in a random order."""
    truth: Any = ai.search_state(game)

    def sample(view: Any, memory: Any, r: random.Random) -> Game:
        stock = list(truth.stock)
        r.shuffle(stock)
        world: Game = truth.redeal(truth.hands, stock)
        return world

    action: Action = ai.search_move(game.view(seat), game.memory(seat), legal, rng, budget, sample)
    return action


SIGHTS: dict[str, Callable[[], Seated]] = {
    "none": lambda: viewing("ismcts"),
    "hands": lambda: hands_cheater,
    "all": lambda: cheating_player("scopa"),
}


def match(seed: int, i: int, variant: str, budget: Budget, seats: int = 2) -> tuple[float, float]:
    sight, _, settings = variant.partition(":")
    saved = {}
    for item in filter(None, settings.split(",")):
        key, _, value = item.partition("=")
        saved[key] = getattr(ai, key)
        setattr(ai, key, type(saved[key])(float(value)) if not isinstance(saved[key], bool) else value == "1")
    try:
        return _match(seed, i, SIGHTS[sight](), budget, seats)
    finally:
        for key, value in saved.items():
            setattr(ai, key, value)


def _match(seed: int, i: int, searcher: Seated, budget: Budget, seats: int = 2) -> tuple[float, float]:
    rng = random.Random(seed)
    side = i % 2
    players = {"s": searcher, "h": viewing("heuristic")}
    lineup = ["s" if s % 2 == side else "h" for s in range(seats)]
    g: Any = Scopa.new(seats)
    prngs = [random.Random(rng.getrandbits(64)) for _ in range(seats)]
    play(g, lineup, players, rng, prngs, budget, {}, time.perf_counter)
    return side_result(g, side)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--iterations", type=int, default=50)
    p.add_argument("--seed", type=int, default=34)
    p.add_argument("--sights", default="none;hands;all")
    p.add_argument("--every", type=int, default=0)
    p.add_argument("--seats", type=int, default=2, help="4: a team of two searches against two heuristics")
    args = p.parse_args(argv)
    sights = args.sights.split(";")
    budget = Budget(think_ms=0, iterations=args.iterations)
    master = random.Random(args.seed)
    res: dict[str, list[tuple[float, float]]] = {s: [] for s in sights}
    t0 = time.process_time()

    def report() -> None:
        n = len(res[sights[0]])
        print(
            f"scopa sight, {args.seats} seats, {n} matches, {args.iterations} iterations, seed {args.seed}, "
            f"{time.process_time() - t0:.0f} CPU s"
        )
        for s in sights:
            sc = [r[0] for r in res[s]]
            mg = [r[1] for r in res[s]]
            (m1, e1), (m2, e2) = mean_se(sc), mean_se(mg)
            line = f"  {s:24s} score {100 * m1:5.1f} % ± {100 * e1:.1f}  margin/deal {m2:+.3f} ± {e2:.3f}"
            if s != sights[0] and n > 1:
                d = [a[0] - b[0] for a, b in zip(res[s], res[sights[0]], strict=True)]
                dm = [a[1] - b[1] for a, b in zip(res[s], res[sights[0]], strict=True)]
                (m3, e3), (m4, e4) = mean_se(d), mean_se(dm)
                line += f"  | vs {sights[0]}: {100 * m3:+.1f} ± {100 * e3:.1f} pts"
                line += f", margin {m4:+.3f} ± {e4:.3f}"
            print(line, flush=True)

    for i in range(args.games):
        seed = master.getrandbits(64)
        for s in sights:
            res[s].append(match(seed, i, s, budget, args.seats))
        if args.every and (i + 1) % args.every == 0:
            report()
    report()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
