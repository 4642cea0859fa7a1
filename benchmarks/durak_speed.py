"""Random Durak games per second on one core (CPU time of this process, so other load matters less).

A random game: shuffle a deck with ``random.Random(seed)``, ``deal_from_deck``, then repeatedly pick
uniformly a seat from ``to_act()`` and uniformly one of its ``legal_actions(seat)`` until
``is_over()``.

    .venv/bin/python benchmarks/durak_speed.py [--seconds 3] [--seats 2 4 6] [--mode podkidnoy]
        [--throw-in any_time|after_cover] [--teams 2x2 3x2 2x3]

Team games (option ``teams``, played by 4 or 6 seats) are measured after the free-for-all seat counts;
``--teams`` with no value skips them.
"""

from __future__ import annotations

import argparse
import random
import time

from engines.cards import DECK_36
from engines.durak import Durak
from engines.durak.rules import TEAMS


def random_game(seats: int, seed: int, options: dict | None = None) -> int:
    """Play one random game; return the number of actions."""
    rng = random.Random(seed)
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
        apply(choice(legal(choice(to_act()))))
        n += 1
    return n


def measure(seats: int, seconds: float, options: dict | None = None) -> tuple[float, float]:
    """(games per second, actions per second) over about ``seconds``."""
    games = actions = 0
    start = time.process_time()
    deadline = start + seconds
    seed = 0
    while True:
        actions += random_game(seats, seed, options)
        games += 1
        seed += 1
        if games % 20 == 0 and time.process_time() >= deadline:
            break
    elapsed = time.process_time() - start
    return games / elapsed, actions / elapsed


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
    args = parser.parse_args()
    options = {
        "mode": args.mode,
        "throw_in_after_take": not args.no_throw_in_after_take,
        "throw_in": args.throw_in,
    }
    print(f"durak random games, options {options}, {args.seconds:g} s per row, one core")
    rows: list[tuple[str, int, dict]] = [(f"{seats} seats", seats, options) for seats in args.seats]
    rows += [(f"teams {t}", TEAMS[t][0], {**options, "teams": t}) for t in args.teams]
    for label, seats, opts in rows:
        gps, aps = measure(seats, args.seconds, opts)
        print(f"{label:>10}: {gps:8.0f} games/s  {aps:10.0f} actions/s  {aps / gps:6.1f} actions/game")


if __name__ == "__main__":
    main()
