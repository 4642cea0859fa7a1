"""Strength of the computer players: win rates with 95 % (Wilson) intervals and decision times.

    .venv/bin/python benchmarks/ai_strength.py durak --players heuristic,random --games 500
    .venv/bin/python benchmarks/ai_strength.py durak --players ismcts,heuristic --games 400 --think-ms 200
    .venv/bin/python benchmarks/ai_strength.py durak --players ismcts,heuristic --seats 4 --games 200
    .venv/bin/python benchmarks/ai_strength.py durak --players ismcts,heuristic,ismcts,heuristic \
        --options '{"teams": "2x2"}' --games 200 --iterations 60

In a team game whose lineup keeps each name in whole teams (``ismcts,heuristic,ismcts,heuristic`` in
2x2: rotation keeps the pairs), a second table counts games per team, with intervals over games (the
seats of one team share each result, so seat-games are not independent).

Seats rotate across games (``engines.ai.selfplay``); ``--players`` is one level per seat, a shorter
list is filled with its last name. For Durak the table also shows how often each name ended as the
durak. ``--every K`` prints the running table every K games (for long runs in the background).
Runs on one process.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engines.ai.selfplay import run  # noqa: E402


def wilson(k: int, n: int, z: float = 1.959964) -> tuple[float, float]:
    """95 % Wilson score interval of k successes in n trials."""
    if n == 0:
        return (0.0, 1.0)
    p = k / n
    den = 1 + z * z / n
    mid = (p + z * z / (2 * n)) / den
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / den
    return (max(0.0, mid - half), min(1.0, mid + half))


def table(s: dict[str, Any]) -> str:
    lines = [
        f"{s['game']}, {s['seats']} seats, {s['games']} games, options {json.dumps(s['options'])}, "
        f"think {s['think_ms']} ms, iterations {s['iterations']}, {s['seconds']} s, draws {s['draws']}",
        "| player | seat-games | wins | win % | 95 % CI | durak % | 95 % CI | decisions | p50 ms | p95 ms |",
        "|---|---|---|---|---|---|---|---|---|---|",
    ]
    for name, n in s["seat_games"].items():
        w = s["wins"][name]
        lo, hi = wilson(w, n)
        if "losses" in s:
            d = s["losses"][name]
            dlo, dhi = wilson(d, n)
            dur = f"{100 * d / n:.1f} | {100 * dlo:.1f}–{100 * dhi:.1f}" if n else "- | -"
        else:
            dur = "- | -"
        t = s["decisions"][name]
        lines.append(
            f"| {name} | {n} | {w} | {100 * w / n if n else 0:.1f} | {100 * lo:.1f}–{100 * hi:.1f} | {dur} | "
            f"{t['count']} | {t['p50_ms']:.2f} | {t['p95_ms']:.2f} |"
        )
    return "\n".join(lines)


def team_table(s: dict[str, Any]) -> str | None:
    """Durak team games: per name, games its team won / lost, with 95 % intervals over games; None
    unless every name fills whole teams (then a team's seat-games are a multiple of its size)."""
    teams = (s.get("options") or {}).get("teams")
    if s["game"] != "durak" or not teams:
        return None
    size = {"2x2": 2, "3x2": 2, "2x3": 3}[teams]
    games = s["games"]
    lines = [
        f"team games ({teams}): each name's team, counted per game",
        "| team of | games | won | win % | 95 % CI | lost | draws |",
        "|---|---|---|---|---|---|---|",
    ]
    for name, n in s["seat_games"].items():
        if n != games * size:
            return None
        won, lost = s["wins"][name] // size, s["losses"][name] // size
        lo, hi = wilson(won, games)
        lines.append(
            f"| {name} | {games} | {won} | {100 * won / games if games else 0:.1f} | "
            f"{100 * lo:.1f}–{100 * hi:.1f} | {lost} | {s['draws']} |"
        )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("game")
    p.add_argument("--players", required=True)
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--think-ms", type=float, default=200.0)
    p.add_argument("--iterations", type=int, default=None)
    p.add_argument("--seats", type=int, default=None)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--options", default=None)
    p.add_argument("--every", type=int, default=0, help="print the running table every K games")
    p.add_argument("--json", action="store_true", help="also print the summary JSON")
    args = p.parse_args(argv)
    players = [x.strip() for x in args.players.split(",") if x.strip()]

    def progress(s: dict[str, Any]) -> None:
        print(table(s), flush=True)
        print(flush=True)

    s = run(
        args.game,
        players,
        args.games,
        seed=args.seed,
        seats=args.seats,
        options=json.loads(args.options) if args.options else None,
        think_ms=args.think_ms,
        iterations=args.iterations,
        progress=progress,
        progress_every=args.every,
    )
    print("FINAL")
    print(table(s))
    teams = team_table(s)
    if teams:
        print()
        print(teams)
    if args.json:
        print(json.dumps(s))
    return 0


if __name__ == "__main__":
    sys.exit(main())
