"""Instructions per random two-seat Durak game, ours and the peer's, counted by callgrind.

Wall-clock ratios swing on a loaded host; instruction counts repeat. Each side runs under
``valgrind --tool=callgrind`` twice in fresh processes: once playing ``--games`` random games, once
playing none (imports and setup alone); the difference over ``--games`` is the cost of a game.
Ours plays as ``benchmarks/durak_speed.py`` does (``random_game``, one ``random.Random(0)`` stream),
the peer as its timing script ``durak_peer_speed.py`` does (``random.seed(1)``, two ``Random``
players, ``GameTree(...).next()`` until the end).

    taskset -c 0 nice -n 10 .venv/bin/python benchmarks/durak_instructions.py \\
        [--games 300] [--peer ../shared/peers]

Without ``--peer`` only ours is counted. ``--play ours|peer N`` is the run callgrind watches.
"""

from __future__ import annotations

import argparse
import os
import random
import re
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def play_ours(games: int) -> None:
    sys.path.insert(0, str(ROOT))
    from benchmarks.durak_speed import random_game

    rng = random.Random(0)
    for _ in range(games):
        random_game(2, rng)


def play_peer(games: int, folder: str) -> None:
    sys.path.insert(0, str(ROOT))
    from benchmarks.durak_speed import peer_game_factory

    play = peer_game_factory(folder)  # seeds the global random as the peer's script does
    for _ in range(games):
        play()


def count(side: str, games: int, peer: str | None) -> int:
    """Instructions callgrind counts for one run of ``--play side games``."""
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "cg.out")
        cmd = ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}"]
        cmd += [sys.executable, __file__, "--play", side, str(games)]
        if peer:
            cmd += ["--peer", peer]
        # one string-hash seed for every run: set and dict layouts, and so the counts, repeat
        env = {**os.environ, "PYTHONHASHSEED": "0"}
        subprocess.run(cmd, check=True, capture_output=True, cwd=ROOT, env=env)
        with open(out) as f:
            m = re.search(r"^(?:totals|summary): (\d+)", f.read(), re.M)
        if not m:
            raise SystemExit("no totals in callgrind's output")
        return int(m.group(1))


def per_game(side: str, games: int, peer: str | None) -> float:
    full = count(side, games, peer)
    empty = count(side, 0, peer)
    per = (full - empty) / games
    print(f"{side}: {full:,} - {empty:,} (empty run) over {games} games = {per / 1e6:.3f} M a game")
    return per


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=300, help="games a run (default 300)")
    parser.add_argument("--peer", metavar="DIR", help="also count the peer engine in DIR")
    parser.add_argument("--play", nargs=2, metavar=("SIDE", "N"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.play:
        side, n = args.play[0], int(args.play[1])
        if side == "ours":
            play_ours(n)
        else:
            play_peer(n, args.peer)
        return
    ours = per_game("ours", args.games, args.peer)
    if args.peer:
        theirs = per_game("peer", args.games, args.peer)
        print(f"ratio: {theirs / ours:.2f}x fewer instructions a game")


if __name__ == "__main__":
    main()
