"""The shared pacing (issue 20): how many slot reservations a second PostgreSQL hands out, and how long
one takes (wall-clock), with several worker processes' pools reserving at once.

Every reservation of every worker is serialised on one row (``pacing_global``), so this is the
ceiling of the whole bot's Bot API calls — Telegram allows about 30 a second; the bot paces 25. The
limits are the bot's defaults (``--global-rate``: another global rate, e.g. the load benchmark's
900). The reservers do not sleep until their slots, so the global rate is soon spoken for a second
ahead and most answers are "ask again later" (nothing reserved): the figure is the cost of a round
trip and of the function with its second ahead spoken for — the worst case of a reservation, not
the pacing. Chats are drawn from ``--chats`` private chats and groups, so
chats' rows are made and updated. ``taken``: how many reservations were taken a second (their slots
reach a few seconds past the run: chats' own queues); the run checks that no second holds more than
the global rate of them.

    .venv/bin/python benchmarks/shared_pacing.py [--url postgresql://postgres@127.0.0.1:5432/postgres]
        [--seconds 5] [--workers 1,2,4] [--concurrency 8] [--chats 2000]
        [--global-rate 25]

It creates a database of its own (``kozyr_pacing_bench_…``) and drops it at the end.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import secrets
import statistics
import sys
import time
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

import asyncpg

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.outbox import Limits  # noqa: E402
from bot.storage.pacing import SharedPacing  # noqa: E402
from bot.storage.pacing import schema as pacing_schema  # noqa: E402
from tests.support.pacing import max_in_window  # noqa: E402


async def run(
    url: str, workers: int, concurrency: int, seconds: float, chats: int, rate: float
) -> tuple[float, float, list[float]]:
    """(reservations a second, latencies in ms) with ``workers`` pools of ``concurrency`` reservers each."""
    limits = Limits(global_rate=rate)
    pools = [
        await asyncpg.create_pool(url, min_size=concurrency, max_size=concurrency) for _ in range(workers)
    ]
    pacings = [SharedPacing(pool, limits) for pool in pools]
    for pacing in pacings:
        await pacing.install()
    latencies: list[float] = []
    count = taken = 0
    slots: list[float] = []
    stop = time.perf_counter() + seconds
    rng = random.Random(1)

    async def reserver(pacing: SharedPacing) -> None:
        nonlocal count, taken
        while time.perf_counter() < stop:
            chat = rng.randint(1, chats) * rng.choice((1, -1))
            t = time.perf_counter()
            slot = await pacing.reserve(chat)
            latencies.append((time.perf_counter() - t) * 1000)
            count += 1
            if slot.taken:
                taken += 1
                slots.append(slot.at)

    started = time.perf_counter()
    await asyncio.gather(*(reserver(p) for p in pacings for _ in range(concurrency)))
    elapsed = time.perf_counter() - started
    for pool in pools:
        await pool.close()
    busiest = max_in_window(slots, 1.0)
    assert busiest <= rate, f"{busiest} slots in one second"
    return count / elapsed, taken / elapsed, latencies


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--url", default="postgresql://postgres@127.0.0.1:5432/postgres")
    parser.add_argument("--seconds", type=float, default=5.0)
    parser.add_argument("--workers", default="1,2,4")
    parser.add_argument("--concurrency", type=int, default=8, help="reservers (connections) per worker")
    parser.add_argument("--chats", type=int, default=2000)
    parser.add_argument(
        "--global-rate", type=float, default=Limits().global_rate, help="calls a second (the bot's default)"
    )
    args = parser.parse_args()
    name = f"kozyr_pacing_bench_{secrets.token_hex(3)}"
    admin = await asyncpg.connect(args.url)
    await admin.execute(f'CREATE DATABASE "{name}"')
    url = urlunsplit(urlsplit(args.url)._replace(path="/" + name))
    try:
        setup = await asyncpg.connect(url)
        for statement in pacing_schema():
            await setup.execute(statement)
        await setup.close()
        print("workers reservers per second taken/s  p50 ms  p99 ms")
        for workers in (int(w) for w in args.workers.split(",")):
            for concurrency in (1, args.concurrency):
                rate, took, lat = await run(
                    url, workers, concurrency, args.seconds, args.chats, args.global_rate
                )
                p99 = statistics.quantiles(lat, n=100)[98]
                print(
                    f"{workers:>7} {workers * concurrency:>9} {rate:>10.0f} {took:>7.1f} "
                    f"{statistics.median(lat):>7.2f} {p99:>7.2f}"
                )
    finally:
        await admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        await admin.close()


if __name__ == "__main__":
    asyncio.run(main())
