"""Computer moves on every core (issue 20, item 4): N concurrent ismcts decisions at the default think
time, on threads (AI_PROCESSES=0) and in pools of 1 and 2 processes, side by side in one run.

    .venv/bin/python benchmarks/ai_pool.py --concurrent 4 --rounds 5 --think-ms 300

Reports computer moves per second, per-move wall time (request to action, p50/p95) and the moves that
fell back to random play (budget plus margin exceeded). Threads share one core however many rooms
think, so each of their moves gets a fraction of it; a pool of P processes gives P moves a core each,
and moves that wait in its queue think less (the room's budget is honoured).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import statistics
import sys
import time
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.rooms.ai_pool import JSON, AIPool  # noqa: E402
from engines.ai import Budget, get_player  # noqa: E402
from engines.protocol import Action  # noqa: E402
from engines.registry import game_class  # noqa: E402


def deals(n: int, seed: int) -> list[tuple[dict, dict, list, int]]:
    out = []
    cls = game_class("durak")
    for i in range(n):
        game = cls.new(2)
        deck = list(cls.deck)
        random.Random(seed + i).shuffle(deck)
        game.deal_from_deck(deck)
        seat = game.to_act()[0]
        out.append((game.view(seat), game.memory(seat), game.legal_actions(seat), seat))
    return out


def fixed_think(
    level: str,
    game: str,
    view: JSON,
    memory: JSON,
    legal: Sequence[Action],
    seed: int,
    think_ms: float,
    at: float,
) -> tuple[Action, int]:
    """The same search with a fixed amount of work (``think_ms`` read as iterations): CPU-bound moves,
    to show how the throughput scales with the processes."""
    return fixed_player(view, memory, legal, random.Random(seed), Budget(think_ms=think_ms)), os.getpid()


def fixed_player(
    view: JSON, memory: JSON, legal: Sequence[Action], rng: random.Random, budget: Budget
) -> Action:
    player = get_player("ismcts", "durak")
    return player(view, memory, legal, rng, Budget(iterations=int(budget.think_ms), clock=None))


async def run(
    processes: int, concurrent: int, rounds: int, think_ms: float, fixed: bool = False
) -> dict[str, float]:
    pool = AIPool(processes, task=fixed_think) if fixed else AIPool(processes)
    pool.start()
    player = fixed_player if fixed else get_player("ismcts", "durak")
    walls: list[float] = []
    try:
        if processes:  # the workers are up before the clock starts
            await asyncio.gather(*(one(pool, player, d, 5.0, []) for d in deals(processes, 0)))
        pool.fallbacks = 0
        start = time.perf_counter()
        for r in range(rounds):
            batch = deals(concurrent, 1000 * (r + 1))
            await asyncio.gather(*(one(pool, player, d, think_ms, walls) for d in batch))
        elapsed = time.perf_counter() - start
    finally:
        await pool.close()
    q = statistics.quantiles(walls, n=20)
    return {
        "moves/s": len(walls) / elapsed,
        "p50 ms": statistics.median(walls) * 1000,
        "p95 ms": q[18] * 1000,
        "random": pool.fallbacks,
    }


async def one(pool: AIPool, player: object, deal: tuple, think_ms: float, walls: list[float]) -> None:
    view, memory, legal, _ = deal
    t = time.perf_counter()
    await pool.decide("ismcts", "durak", player, view, memory, legal, random.Random(1), think_ms)
    walls.append(time.perf_counter() - t)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--concurrent", type=int, default=4, help="decisions asked at once (rooms thinking)")
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--think-ms", type=float, default=300.0, help="AI_THINK_MS (default 300)")
    ap.add_argument("--processes", type=int, nargs="+", default=[0, 1, 2], help="0 = threads")
    ap.add_argument("--iterations", type=int, default=300, help="fixed-work table (0: none)")
    args = ap.parse_args()
    print(f"{args.concurrent} concurrent ismcts Durak decisions x {args.rounds} rounds, {args.think_ms:g} ms")
    print(f"{'AI_PROCESSES':>14} {'moves/s':>8} {'p50 ms':>8} {'p95 ms':>8} {'random':>7}")
    for p in args.processes:
        r = asyncio.run(run(p, args.concurrent, args.rounds, args.think_ms))
        label = "0 (threads)" if p == 0 else str(p)
        print(f"{label:>14} {r['moves/s']:8.1f} {r['p50 ms']:8.0f} {r['p95 ms']:8.0f} {r['random']:7.0f}")
    if args.iterations:
        print(f"the same, each move a fixed {args.iterations} search iterations (CPU-bound)")
        for p in args.processes:
            r = asyncio.run(run(p, args.concurrent, args.rounds, args.iterations, fixed=True))
            label = "0 (threads)" if p == 0 else str(p)
            print(f"{label:>14} {r['moves/s']:8.1f} {r['p50 ms']:8.0f} {r['p95 ms']:8.0f} {r['random']:7.0f}")


if __name__ == "__main__":
    main()
