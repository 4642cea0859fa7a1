"""Tournaments (issue 47): how long planning one Swiss round takes for 64 people over 6 rounds.

    .venv/bin/python benchmarks/tournament_plan.py [--people 64] [--rounds 6] [--tournaments 20]

Each tournament: people with random ratings, ``--rounds`` rounds, each planned from the records of
the rounds before (``bot/tournaments/swiss.py``) and played with random results — 2-seat pairs (a
win, a loss, one game in ten a draw) and, separately, Durak tables of 4 then 3 (a random finishing
order). Prints the median and the worst time of one round's planning — wall clock and CPU time
(the machine may be shared) — and the repeats it had to make, beside the machine's own speed: what
a fixed pure-Python loop takes here, so figures from two machines can be compared. The issue asks
≤ 50 ms a round for 64 people and 6 rounds.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.machine import machine  # noqa: E402
from bot.tournaments.records import Entry, Game, Plan, Round, seeded  # noqa: E402
from bot.tournaments.swiss import pair_swiss, seat_tables  # noqa: E402

Planner = Callable[[Sequence[Entry], Sequence[Round]], Plan]


def result(rng: random.Random, table: tuple[int, ...]) -> Game:
    if len(table) == 2 and rng.random() < 0.1:
        return Game((table,))
    order = list(table)
    rng.shuffle(order)
    return Game(tuple((s,) for s in order))


def run(
    planner: Planner, people: int, rounds: int, tournaments: int, seed: int
) -> tuple[list[float], list[float], int]:
    """Each round's planning: its wall time, its CPU time (what it costs on a machine others share)."""
    rng = random.Random(seed)
    times: list[float] = []
    cpu: list[float] = []
    repeats = 0
    for _ in range(tournaments):
        players = seeded((uid, rng.gauss(1500.0, 200.0)) for uid in range(1, people + 1))
        played: list[Round] = []
        for _ in range(rounds):
            start, used = time.perf_counter(), time.thread_time()
            plan = planner(players, played)
            times.append(time.perf_counter() - start)
            cpu.append(time.thread_time() - used)
            repeats += plan.repeats
            played.append(Round(tuple(result(rng, t) for t in plan.tables), plan.byes))
    return times, cpu, repeats


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--people", type=int, default=64)
    ap.add_argument("--rounds", type=int, default=6)
    ap.add_argument("--tournaments", type=int, default=20)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    print(f"machine: {machine()}")
    for name, planner in (("2-seat pairs", pair_swiss), ("Durak tables", seat_tables)):
        times, cpu, repeats = run(planner, args.people, args.rounds, args.tournaments, args.seed)
        print(
            f"{name}: {args.people} people, {args.rounds} rounds × {args.tournaments} tournaments: one round "
            f"planned in median {statistics.median(times) * 1000:.1f} ms, max {max(times) * 1000:.1f} ms "
            f"(CPU: median {statistics.median(cpu) * 1000:.1f} ms, max {max(cpu) * 1000:.1f} ms); "
            f"{repeats} repeated meetings"
        )


if __name__ == "__main__":
    main()
