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

The ladder (``engines.ai.ladder``): random, heuristic, ismcts and the cheating search that sees every
hand (a measuring device, never a room level) in a round robin with fixed seeds, each deck played
with the seats swapped, rated by a Bradley–Terry (Elo) fit with 95 % bootstrap intervals over decks,
plus the share of the cheater's edge over the heuristic that the real search captures::

    .venv/bin/python benchmarks/ai_strength.py durak --ladder --decks 10 --iterations 100
    .venv/bin/python benchmarks/ai_strength.py durak --ladder --seats 4 --decks 10 --iterations 100
    .venv/bin/python benchmarks/ai_strength.py durak --ladder --seats 4 --options '{"teams": "2x2"}' --decks 5
    .venv/bin/python benchmarks/ai_strength.py bura --ladder --decks 10 --think-ms 50

``--decks`` decks per pairing; ``--iterations N`` gives the searchers a fixed iteration budget per
decision (deterministic, independent of the machine's load), otherwise ``--think-ms`` of wall clock;
the output says which.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import platform
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engines.ai import ladder  # noqa: E402
from engines.ai.selfplay import run  # noqa: E402
from engines.protocol import EngineError  # noqa: E402


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


def ladder_table(s: dict[str, Any]) -> str:
    """The ladder's summary (``engines.ai.ladder.Ladder.summary``) as Markdown tables."""
    opts = {k: v for k, v in (s["options"] or {}).items() if v is not None}
    lines = [
        f"{s['game']}, {s['seats']} seats, options {json.dumps(opts, ensure_ascii=False)}: "
        f"{s['games']} games ({s['decks']} decks per pairing, seats rotated on each deck), seed {s['seed']}, "
        f"budget {s['budget']}, {s.get('cpu_seconds', s['seconds'])} s CPU, "
        f"unfinished {s['unfinished']}",
        "",
        "| entrant | Elo | 95 % CI | score % | games | decisions | mean ms | p95 ms |",
        "|---|---|---|---|---|---|---|---|",
    ]
    score: dict[str, list[float]] = {}
    for key, (sc, g) in s["pairwise"].items():
        a, b = key.split(" vs ")
        score.setdefault(a, [0.0, 0.0])
        score.setdefault(b, [0.0, 0.0])
        score[a][0] += sc
        score[a][1] += g
        score[b][0] += g - sc
        score[b][1] += g
    order = sorted(s["elo"], key=lambda n: -s["elo"][n][0])
    for n in order:
        e, lo, hi = s["elo"][n]
        sc, g = score.get(n, [0.0, 0.0])
        t = s["decisions"].get(n, {"count": 0, "mean_ms": 0.0, "p95_ms": 0.0})
        lines.append(
            f"| {n} | {e:+.0f} | {lo:+.0f} … {hi:+.0f} | {100 * sc / g if g else 0:.1f} | {int(g)} | "
            f"{t['count']} | {t['mean_ms']:.2f} | {t['p95_ms']:.2f} |"
        )
    lines += ["", "| pairing | score of the first | games |", "|---|---|---|"]
    for key, (sc, g) in s["pairwise"].items():
        lines.append(f"| {key} | {sc:g} ({100 * sc / g if g else 0:.0f} %) | {g} |")
    share = s["captured_share"]
    lines.append("")
    if share is None:
        lines.append("captured share: undefined (the cheater does not rate above the heuristic)")
    else:
        lines.append(
            f"captured share (Elo(ismcts) − Elo(heuristic)) / (Elo(cheat) − Elo(heuristic)) = "
            f"{share[0]:.2f}, 95 % CI {share[1]:.2f} … {share[2]:.2f}"
        )
    lines.append(
        f"Elo: Bradley–Terry fit (heuristic = 0, {s['prior_draws']:g} virtual draw per pairing); "
        f"95 % CI: percentile bootstrap over decks within each pairing, {s['resamples']} resamples"
    )
    return "\n".join(lines)


def machine() -> str:
    cpu = platform.processor() or platform.machine()
    return f"{cpu}, {os.cpu_count()} CPUs, Python {platform.python_version()}"


def run_ladder(args: argparse.Namespace) -> int:
    t0 = time.process_time()
    try:
        lad = ladder.run(
            args.game,
            seats=args.seats or 2,
            options=json.loads(args.options) if args.options else None,
            decks=args.decks,
            seed=args.seed,
            iterations=args.iterations,
            think_ms=args.think_ms,
            progress=lambda line: print(line, file=sys.stderr, flush=True),
        )
    except (ValueError, KeyError, EngineError) as e:  # a bad game, seat count or option
        raise SystemExit(f"--ladder: {e}") from None
    s = lad.summary(resamples=args.resamples)
    s["cpu_seconds"] = round(time.process_time() - t0, 1)
    s["machine"] = machine()
    print(ladder_table(s))
    print(f"machine: {s['machine']}")
    if args.json:
        print(json.dumps(s, ensure_ascii=False))
    return 0


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("game")
    p.add_argument("--players", default=None, help="one level per seat (not with --ladder)")
    p.add_argument("--ladder", action="store_true", help="the round robin with the cheating ceiling")
    p.add_argument("--decks", type=int, default=10, help="--ladder: decks per pairing")
    p.add_argument("--resamples", type=int, default=500, help="--ladder: bootstrap resamples")
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--think-ms", type=float, default=200.0)
    p.add_argument("--iterations", type=int, default=None)
    p.add_argument("--seats", type=int, default=None)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--options", default=None)
    p.add_argument("--every", type=int, default=0, help="print the running table every K games")
    p.add_argument("--json", action="store_true", help="also print the summary JSON")
    args = p.parse_args(argv)
    if args.ladder:
        return run_ladder(args)
    if not args.players:
        p.error("--players is required without --ladder")
    players = [x.strip() for x in args.players.split(",") if x.strip()]

    def progress(s: dict[str, Any]) -> None:
        # on stderr, as the ladder's: benchmarks/strength_suite.py reads the run's stdout at its end
        # and passes its stderr through, so a long run's progress shows in the suite's log as it comes
        print(table(s), file=sys.stderr, flush=True)
        print(file=sys.stderr, flush=True)

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
