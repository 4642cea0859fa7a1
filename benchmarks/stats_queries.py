"""The statistics queries (issue 18) on a database with 1,000,000 results: each is timed (best and
median of several runs, wall-clock milliseconds); the target is under 50 ms each.

The database is made by the bot's own migrations and filled with results spread over a year: 5,000
people in 400 groups and in private, three games, some with computers; one busy person (5,000
results, all in the busy group) and one busy group (50,000) make the worst cases. The queries are
the bot's own (``bot/storage/results.py``), run through its storage layer.

    .venv/bin/python benchmarks/stats_queries.py [--rows 1000000] [--runs 15] [--db /tmp/stats.sqlite3]

``--keep`` reuses an existing filled database (made by an earlier run with the same ``--db``).
"""

from __future__ import annotations

import argparse
import asyncio
import random
import sqlite3
import statistics
import tempfile
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

from bot import games
from bot.chat.stats import since
from bot.storage import SqliteStorage
from bot.storage.results import COLUMNS

PEOPLE = 5000
GROUPS = 400
BUSY_USER = 1
BUSY_GROUP = -1001
YEAR = 365 * 86400.0


def fill(path: Path, n: int, seed: int = 1) -> None:
    rng = random.Random(seed)
    names = games.names()
    now = time.time()
    with sqlite3.connect(path) as db:
        db.executemany(
            "INSERT OR IGNORE INTO users (id, first_name, created_at) VALUES (?, ?, 0)",
            ((u, f"user{u}") for u in range(1, PEOPLE + 1)),
        )

        def rows() -> Any:
            for i in range(n):
                match, seat = divmod(i, 2)
                # the busy person plays 1 match in 100, the busy group holds 1 match in 20
                user = BUSY_USER if match % 100 == 0 and seat == 0 else rng.randint(2, PEOPLE)
                if match % 20 == 0:
                    chat: int | None = BUSY_GROUP
                elif rng.random() < 0.4:
                    chat = None
                else:
                    chat = -1000 - rng.randint(2, GROUPS)
                computers = int(rng.random() < 0.3)
                values = {
                    "room_id": f"r{match}",
                    "match_no": 1,
                    "game": names[match % len(names)],
                    "chat_id": chat,
                    "seat": seat,
                    "user_id": user,
                    "level": "heuristic" if computers else None,
                    "team": None,
                    "outcome": rng.choice(("win", "loss", "loss", "win", "draw")),
                    "mode": "2",
                    "options": "{}",
                    "computers": computers,
                    "detail": None,
                    "ended_at": now - rng.random() * YEAR,
                }
                yield tuple(values[c] for c in COLUMNS)

        db.executemany(
            f"INSERT INTO results ({', '.join(COLUMNS)}) VALUES ({', '.join('?' * len(COLUMNS))})",  # noqa: S608
            rows(),
        )
        db.execute("ANALYZE")


async def timed(fn: Callable[[], Awaitable[Any]], runs: int) -> tuple[float, float, Any]:
    times, result = [], None
    for _ in range(runs):
        start = time.perf_counter()
        result = await fn()
        times.append((time.perf_counter() - start) * 1000)
    return min(times), statistics.median(times), result


async def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--rows", type=int, default=1_000_000)
    ap.add_argument("--runs", type=int, default=15)
    ap.add_argument("--db", type=Path, default=None)
    ap.add_argument("--keep", action="store_true", help="reuse a filled --db")
    args = ap.parse_args()
    path = args.db or Path(tempfile.mkdtemp()) / "stats.sqlite3"
    fresh = not (args.keep and path.exists())
    if fresh and path.exists():
        path.unlink()
    storage = SqliteStorage(path)
    await storage.open()  # the bot's migrations: the tables and the indexes
    if fresh:
        start = time.perf_counter()
        fill(path, args.rows)
        print(f"filled {args.rows:,} results in {time.perf_counter() - start:.1f} s ({path})")
    game = games.names()[0]

    async def read(fn: Callable[[Any], Awaitable[Any]]) -> Any:
        async with storage.read() as tx:
            return await fn(tx)

    week, month = since("week"), since("month")

    def q(fn: Callable[[Any], Awaitable[Any]]) -> Callable[[], Awaitable[Any]]:
        return lambda: read(fn)

    queries: list[tuple[str, Callable[[], Awaitable[Any]]]] = [
        ("/stats in private, a person with 5,000 results", q(lambda tx: tx.results.of_user(BUSY_USER))),
        ("/stats in private, a typical person", q(lambda tx: tx.results.of_user(4321))),
        ("/stats in a group, the busy person", q(lambda tx: tx.results.of_user(BUSY_USER, BUSY_GROUP))),
        ("/top week, the busy group", q(lambda tx: tx.results.top(BUSY_GROUP, game, week, 1))),
        ("/top month, the busy group", q(lambda tx: tx.results.top(BUSY_GROUP, game, month, 1))),
        ("/top all time, the busy group", q(lambda tx: tx.results.top(BUSY_GROUP, game, 0.0, 1))),
        ("/top all time, a typical group", q(lambda tx: tx.results.top(-1100, game, 0.0, 1))),
        ("loser of the week, the busy group", q(lambda tx: tx.results.most_losses(BUSY_GROUP, game, week))),
    ]
    print(f"{'query':<52} {'best ms':>8} {'median ms':>10} {'rows':>6}")
    worst = 0.0
    for name, fn in queries:
        best, median, result = await timed(fn, args.runs)
        worst = max(worst, median)
        count = len(result) if isinstance(result, list) else int(result is not None)
        print(f"{name:<52} {best:8.2f} {median:10.2f} {count:6d}")

    async def forget() -> None:
        async with storage.transaction() as tx:
            await tx.results.forget(4322)

    best, _, _ = await timed(forget, 1)
    print(f"{'/forget of a typical person (one transaction)':<52} {best:8.2f}")
    print(f"worst median: {worst:.2f} ms (target < 50 ms)")
    await storage.close()


if __name__ == "__main__":
    asyncio.run(main())
