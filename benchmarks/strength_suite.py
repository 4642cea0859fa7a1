"""Issue 48's strength figures in one command: every run its acceptance names, each pinned to one core,
with the machine's own speed measured beside each run, and a verdict per target.

    taskset -c 0 true && .venv/bin/python benchmarks/strength_suite.py --peer ../shared/peers
    .venv/bin/python benchmarks/strength_suite.py --only durak,scopa --games 100 --core 1

The runs (``benchmarks/ai_strength.py`` in a subprocess under ``taskset -c CORE``, ``--think-ms``
of wall clock per decision, seats rotated, fixed ``--seed``):

- ``durak``, ``bura``, ``scopa``: «сильный» (``ismcts``) against the heuristic, 1-on-1, ``--games``
  matches; target ≥ 75 % with the 95 % interval's lower bound above 70 %;
- ``scopa2x2``: a team of two ``ismcts`` against two heuristics, ``--games`` matches; target ≥ 60 %
  of the team's matches;
- ``ladder``: Scopa's ladder at a fixed 50 iterations (``--ladder-decks`` decks per pairing, seed 0,
  as the README's row); target: the search closes at least a third of the Elo gap to the cheater that
  issue 48 started from (``ismcts`` +69, ``cheat`` +501 over the heuristic), i.e. the gap left is at
  most two thirds of 432.

Beside each run, on the same core just before and just after it: the reference loop of
:mod:`benchmarks.machine` and, with ``--peer DIR`` (the folder holding ``jorisperrenet_durak/`` and
its ``durak_peer_speed.py``, ``../shared/peers`` in this workplace), the peer Durak engine's random
games per second — so a slow or busy host shows as such rather than as a weak search. The load
average at the start and the end says whether the machine was otherwise idle. The commit and the
command of each run are printed with the table; ``--json FILE`` keeps everything.

A run of 400 games at 200 ms takes hours on one core (a Scopa match is some hundred decisions): run
it in the background, one suite per idle core at most (``--core``), and read ``--every`` progress in
its log.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.ai_strength import wilson  # noqa: E402

#: the Elo over the heuristic that issue 48 started from, on Scopa's ladder at 50 iterations
START_SEARCH, START_CHEAT = 69.0, 501.0


@dataclass(frozen=True)
class Run:
    name: str
    game: str
    players: str
    seats: int
    #: the share of matches to reach, and the 95 % interval's lower bound to be above (None: none)
    target: float
    lower: float | None


RUNS = {
    "durak": Run("durak", "durak", "ismcts,heuristic", 2, 0.75, 0.70),
    "bura": Run("bura", "bura", "ismcts,heuristic", 2, 0.75, 0.70),
    "scopa": Run("scopa", "scopa", "ismcts,heuristic", 2, 0.75, 0.70),
    "scopa2x2": Run("scopa2x2", "scopa", "ismcts,heuristic,ismcts,heuristic", 4, 0.60, None),
}
ORDER = [*RUNS, "ladder"]


def pinned(core: int | None) -> list[str]:
    """The ``taskset`` prefix that pins a command to ``core`` (none where there is no taskset)."""
    if core is None or shutil.which("taskset") is None:
        return []
    return ["taskset", "-c", str(core)]


def speed(core: int | None, peer: Path | None, seconds: float) -> dict[str, Any]:
    """The machine's speed on ``core`` now: the reference loop (ms) and the peer's games/s."""
    code = "from benchmarks.machine import machine; print(machine())"
    out = subprocess.run(
        [*pinned(core), sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True
    )
    line = out.stdout.strip()
    loop_ms = float(line.rsplit("reference loop ", 1)[1].split()[0]) if "reference loop" in line else None
    found: dict[str, Any] = {"machine": line, "loop_ms": loop_ms, "peer_games_s": None}
    if peer is not None:
        script = peer / "durak_peer_speed.py"
        out = subprocess.run(
            [*pinned(core), sys.executable, str(script), str(peer / "jorisperrenet_durak"),
             str(seconds)],
            capture_output=True, text=True,
        )  # fmt: skip
        try:
            found["peer_games_s"] = float(out.stdout.strip().splitlines()[-1])
        except (ValueError, IndexError):
            found["peer_games_s"] = None
    return found


def command(name: str, args: argparse.Namespace) -> list[str]:
    base = [sys.executable, "benchmarks/ai_strength.py"]
    if name == "ladder":
        return [*base, "scopa", "--ladder", "--decks", str(args.ladder_decks), "--iterations",
                str(args.ladder_iterations), "--json"]  # fmt: skip
    run = RUNS[name]
    return [
        *base, run.game, "--players", run.players, "--seats", str(run.seats), "--games", str(args.games),
        "--think-ms", str(args.think_ms), "--seed", str(args.seed), "--every", str(args.every), "--json",
    ]  # fmt: skip


def last_json(text: str) -> dict[str, Any]:
    for line in reversed(text.splitlines()):
        if line.startswith("{"):
            found: dict[str, Any] = json.loads(line)
            return found
    raise ValueError("the run printed no summary")


def verdict(name: str, s: dict[str, Any]) -> dict[str, Any]:
    """What the run measured against its target."""
    if name == "ladder":
        elo = {k: v[0] for k, v in s["elo"].items()}  # (point, low, high)
        gap, start = elo["cheat"] - elo["ismcts"], START_CHEAT - START_SEARCH
        closed = (start - gap) / start
        return {
            "ismcts": round(elo["ismcts"]), "cheat": round(elo["cheat"]), "closed": round(closed, 3),
            "intervals": {k: s["elo"][k] for k in ("ismcts", "cheat")}, "met": closed >= 1 / 3,
        }  # fmt: skip
    run = RUNS[name]
    size = run.seats // 2
    name0 = run.players.split(",")[0]
    games = s["games"]
    won = s["wins"][name0] // size  # a team's seats share each result: per match
    lo, hi = wilson(won, games)
    share = won / games if games else 0.0
    met = share >= run.target and (run.lower is None or lo > run.lower)
    times = s["decisions"][name0]
    return {"won": won, "games": games, "share": round(share, 4), "low": round(lo, 4), "high": round(hi, 4),
            "met": met, "p50_ms": times.get("p50_ms"), "p95_ms": times.get("p95_ms")}  # fmt: skip


def row(name: str, v: dict[str, Any], before: dict[str, Any], after: dict[str, Any], minutes: float) -> str:
    def sp(x: dict[str, Any]) -> str:
        peer = f", peer {x['peer_games_s']:.0f}/s" if x.get("peer_games_s") else ""
        return f"loop {x['loop_ms']:.0f} ms{peer}" if x.get("loop_ms") else "?"

    if name == "ladder":
        gap = f"gap closed {100 * v['closed']:.0f} % (≥ 33 %)"
        what = f"ismcts {v['ismcts']:+d}, cheat {v['cheat']:+d}: {gap}"
    else:
        run = RUNS[name]
        bar = f"≥ {100 * run.target:.0f} %" + (f", low > {100 * run.lower:.0f} %" if run.lower else "")
        interval = f"{100 * v['low']:.1f}–{100 * v['high']:.1f}"
        what = (f"{v['won']}/{v['games']} = {100 * v['share']:.1f} % ({interval}; {bar}); "
                f"p50/p95 {v['p50_ms']}/{v['p95_ms']} ms")  # fmt: skip
    mark = "✅" if v["met"] else "❌"
    return f"| {name} | {mark} {what} | {sp(before)} → {sp(after)} | {minutes:.1f} |"


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--only", default=",".join(ORDER), help=f"runs, comma-separated ({', '.join(ORDER)})")
    p.add_argument("--games", type=int, default=400)
    p.add_argument("--think-ms", type=float, default=200.0)
    p.add_argument("--seed", type=int, default=50)
    p.add_argument("--ladder-decks", type=int, default=20)
    p.add_argument("--ladder-iterations", type=int, default=50)
    p.add_argument("--core", type=int, default=0, help="the core every run is pinned to (-1: none)")
    p.add_argument("--peer", type=Path, default=None, help="the peers folder (../shared/peers)")
    p.add_argument("--peer-seconds", type=float, default=5.0)
    p.add_argument("--every", type=int, default=50, help="progress every K games (on stderr)")
    p.add_argument("--json", type=Path, default=None, help="keep every figure in this file")
    args = p.parse_args(argv)
    names = [n.strip() for n in args.only.split(",") if n.strip()]
    unknown = [n for n in names if n not in ORDER]
    if unknown:
        p.error(f"unknown runs: {', '.join(unknown)}")
    core = None if args.core < 0 else args.core
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True, text=True)
    head = commit.stdout.strip() or "?"
    load0 = os.getloadavg()
    results: dict[str, Any] = {"commit": head, "core": core, "started": time.strftime("%Y-%m-%d %H:%M UTC",
                               time.gmtime()), "load_start": load0, "runs": {}}  # fmt: skip
    rows = []
    for name in names:
        before = speed(core, args.peer, args.peer_seconds)
        cmd = command(name, args)
        t0 = time.monotonic()
        # the run's progress (``--every``, on its stderr) goes straight to ours, as it comes
        out = subprocess.run([*pinned(core), *cmd], cwd=ROOT, stdout=subprocess.PIPE, text=True)
        minutes = (time.monotonic() - t0) / 60
        if out.returncode != 0:
            print(f"{name}: the run failed ({out.returncode})", file=sys.stderr)
            return out.returncode
        summary = last_json(out.stdout)
        after = speed(core, args.peer, args.peer_seconds)
        v = verdict(name, summary)
        shown = (
            " ".join(["taskset", "-c", str(core)] if core is not None else [])
            + " "
            + " ".join(["python", *cmd[1:-1]])
        )
        results["runs"][name] = {"command": shown.strip(), "verdict": v, "before": before, "after": after,
                                 "minutes": round(minutes, 1), "summary": summary}  # fmt: skip
        rows.append(row(name, v, before, after, minutes))
        print(rows[-1], flush=True)
    results["load_end"] = os.getloadavg()
    print()
    print(f"commit {head}, {results['started']}, core {core}; load average {load0[0]:.2f} at the start, "
          f"{results['load_end'][0]:.2f} at the end")  # fmt: skip
    print("| run | result (target) | machine before → after | minutes |")
    print("|---|---|---|---|")
    for line in rows:
        print(line)
    for name in names:
        print(f"- {name}: `{results['runs'][name]['command']}`")
    if args.json is not None:
        args.json.write_text(json.dumps(results, ensure_ascii=False, indent=1))
    return 0 if all(results["runs"][n]["verdict"]["met"] for n in names) else 1


if __name__ == "__main__":
    sys.exit(main())
