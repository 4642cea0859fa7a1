"""Random Durak games per second on one core (CPU time of this process, so other load matters less).

A random game: shuffle a deck, ``deal_from_deck``, then repeatedly pick uniformly a seat from
``to_act()`` (when it names more than one) and uniformly one of its ``legal_actions(seat)`` until
``is_over()``; one ``random.Random(0)`` stream serves all games of a row, as the peer's one seed.

    .venv/bin/python benchmarks/durak_speed.py [--seconds 3] [--seats 2 4 6] [--mode podkidnoy]
        [--throw-in any_time|after_cover] [--teams 2x2 3x2 2x3] [--peer DIR [--rounds 3]]

Team games (option ``teams``, played by 4 or 6 seats) are measured after the free-for-all seat counts;
``--teams`` with no value skips them.

``--peer DIR`` compares random two-seat games side by side, in this process, with the best public
Python Durak engine (jorisperrenet/durak, MIT; ``DIR`` is the peers folder holding
``jorisperrenet_durak/``, or that folder itself). The peer plays as its own timing script
``durak_peer_speed.py`` does: two ``Random`` players, ``GameTree(...).next()`` until the end. The two
engines alternate, ``--seconds`` each, ``--rounds`` times; each round prints both games/s and their
ratio, then the median ratio and its range. The peer is used from where it lies, never copied here.
"""

from __future__ import annotations

import argparse
import importlib
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

from engines.cards import DECK_36
from engines.durak import Durak
from engines.durak.rules import TEAMS


def random_game(seats: int, rng: random.Random, options: dict | None = None) -> int:
    """Play one random game drawing from ``rng``; return the number of actions.

    As the peer's script: one random stream for all games (it seeds once), and a random choice
    where there is one to make: among the legal actions always, among the seats of ``to_act()``
    when more than one may act (the peer's engine names its one player to move itself)."""
    deck = list(DECK_36)
    rng.shuffle(deck)
    g = Durak.new(seats, options)
    g.deal_from_deck(deck)
    choice = rng.choice
    to_act = g.to_act
    legal = g.legal_actions
    apply = g.apply
    is_over = g.is_over
    n = 0
    while not is_over():
        acting = to_act()
        apply(choice(legal(acting[0] if len(acting) == 1 else choice(acting))))
        n += 1
    return n


def measure(seats: int, seconds: float, options: dict | None = None) -> tuple[float, float]:
    """(games per second, actions per second) over about ``seconds``."""
    games = actions = 0
    rng = random.Random(0)
    start = time.process_time()
    deadline = start + seconds
    while True:
        actions += random_game(seats, rng, options)
        games += 1
        if games % 20 == 0 and time.process_time() >= deadline:
            break
    elapsed = time.process_time() - start
    return games / elapsed, actions / elapsed


def peer_game_factory(folder: str) -> Callable[[], None]:
    """A function that plays one random two-seat game of the peer engine in ``folder`` (the peers
    folder or ``jorisperrenet_durak/`` itself). Its modules (``main``, ``players``, ``tools``) are
    imported from there; it draws from the global ``random``, seeded here as its script does."""
    path = Path(folder)
    if (path / "jorisperrenet_durak").is_dir():
        path = path / "jorisperrenet_durak"
    if not (path / "main.py").is_file():
        raise SystemExit(f"no peer engine in {folder} (expected jorisperrenet_durak/main.py)")
    sys.path.insert(0, str(path))
    try:
        game_tree = importlib.import_module("main").GameTree
        peer_random = importlib.import_module("players").Random
    finally:
        sys.path.remove(str(path))
    random.seed(1)

    def play() -> None:
        g = game_tree([peer_random("A"), peer_random("B")], True, main_attacker="A", print_info=False)
        while not g.is_end_state:
            g.next()

    return play


def measure_peer(play: Callable[[], None], seconds: float) -> float:
    """The peer's random two-seat games per CPU-second over about ``seconds``."""
    games = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        play()
        games += 1
    return games / (time.process_time() - start)


def compare_with_peer(folder: str, seconds: float, rounds: int, options: dict) -> None:
    """Alternate this engine and the peer, ``seconds`` each, ``rounds`` times; print the ratios."""
    play = peer_game_factory(folder)
    print(f"side by side with jorisperrenet/durak, 2 seats, {seconds:g} s each, {rounds} rounds, one core")
    ratios = []
    for r in range(1, rounds + 1):
        ours, _ = measure(2, seconds, options)
        theirs = measure_peer(play, seconds)
        ratios.append(ours / theirs)
        ratio = ours / theirs
        print(f"  round {r}: kozyr {ours:5.0f} games/s, peer {theirs:4.0f} games/s, ratio {ratio:.2f}x")
    print(f"  ratio median {statistics.median(ratios):.2f}x (range {min(ratios):.2f}-{max(ratios):.2f}x)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="time per seat count (default 3)")
    parser.add_argument("--seats", type=int, nargs="+", default=[2, 4, 6], help="seat counts (default 2 4 6)")
    parser.add_argument("--mode", choices=["podkidnoy", "perevodnoy"], default="podkidnoy")
    parser.add_argument("--no-throw-in-after-take", action="store_true")
    parser.add_argument("--throw-in", choices=["any_time", "after_cover"], default="any_time")
    parser.add_argument(
        "--teams", nargs="*", choices=sorted(TEAMS), default=["2x2", "3x2", "2x3"], help="team options"
    )
    parser.add_argument("--peer", metavar="DIR", help="compare 2 seats with the peer engine in DIR")
    parser.add_argument("--rounds", type=int, default=3, help="alternations with --peer (default 3)")
    args = parser.parse_args()
    options = {
        "mode": args.mode,
        "throw_in_after_take": not args.no_throw_in_after_take,
        "throw_in": args.throw_in,
    }
    if args.peer:
        compare_with_peer(args.peer, args.seconds, args.rounds, options)
        return
    print(f"durak random games, options {options}, {args.seconds:g} s per row, one core")
    rows: list[tuple[str, int, dict]] = [(f"{seats} seats", seats, options) for seats in args.seats]
    rows += [(f"teams {t}", TEAMS[t][0], {**options, "teams": t}) for t in args.teams]
    for label, seats, opts in rows:
        gps, aps = measure(seats, args.seconds, opts)
        print(f"{label:>10}: {gps:8.0f} games/s  {aps:10.0f} actions/s  {aps / gps:6.1f} actions/game")


if __name__ == "__main__":
    main()
