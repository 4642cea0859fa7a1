"""``python -m engines selfplay GAME --players A,B[,…] --games N [--seed S] [--options JSON]
[--think-ms MS] [--iterations K] [--seats N]`` — computer players against each other (docs/rules/records.md).

* ``--players`` names one level per seat (``random``, ``heuristic``, ``ismcts``); a shorter list is
  filled up with its last name (``ismcts,heuristic --seats 4`` is one search player against three
  heuristic ones). ``--seats`` defaults to the number of names.
* Seats rotate: in game ``i`` seat ``s`` is played by name ``(s + i) mod seats`` of the list, so every
  name sits in every seat equally often and nobody keeps the first move.
* A game is a whole match for Bura and Scopa, one game for Durak. Decks are shuffled by a
  ``random.Random`` derived from ``--seed`` and the game's index, and each seat's player gets its own
  seeded ``random.Random``: with ``--iterations`` (an iteration budget instead of time) the same seed
  gives the same summary apart from the timings.
* Whose turn it is when several seats or the clock may act: :mod:`engines.ai.turns` (players before
  the clock; Durak: the defender first).
* A move with a single legal action is applied without asking the player and is not timed;
  ``decisions`` (count, mean, p50, p95 ms per player name) cover real choices only.

The summary (one JSON object): ``game``, ``seats``, ``players`` (the list as seated in game 0),
``games``, ``seed``, ``think_ms``, ``iterations``, ``seat_games`` (per name: seats played),
``wins`` (per name: Durak — seat-games not ended as the durak, or in the losing team, in a decided
game; matches — seat-games on the winning side), ``losses`` (Durak only: seat-games ended as the durak
or in the losing team of a team game), ``draws`` (games, including
``unfinished`` ones: stopped after ``MAX_STEPS`` moves),
``win_rate`` (wins / seat_games per name), ``seconds``, ``games_per_second``, ``decisions``.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import time
from collections.abc import Callable, Sequence
from typing import Any, TextIO

from engines import registry
from engines.ai import LEVELS, Budget, Player, get_player
from engines.ai.turns import advance, reward_fn
from engines.protocol import BadRecord, Game

JSON = dict[str, Any]
MAX_STEPS = 20_000


def percentile(values: Sequence[float], q: float) -> float:
    """The q-quantile (0..1) by the nearest-rank method; 0.0 for no values."""
    if not values:
        return 0.0
    s = sorted(values)
    k = max(0, min(len(s) - 1, math.ceil(q * len(s)) - 1))
    return s[k]


def lineup_for(players: Sequence[str], seats: int) -> list[str]:
    names = list(players)
    if not names:
        raise ValueError("no players")
    if len(names) > seats:
        raise ValueError(f"{len(names)} players for {seats} seats")
    return names + [names[-1]] * (seats - len(names))


def play_game(
    game: Game,
    seated: Sequence[tuple[str, Player]],
    deal_rng: random.Random,
    player_rngs: Sequence[random.Random],
    budget: Budget,
    timings: dict[str, list[float]],
    clock: Callable[[], float] = time.perf_counter,
) -> Game:
    """Play ``game`` to its end (or :data:`MAX_STEPS` moves: an unfinished game counts as a draw);
    append each real decision's milliseconds to ``timings[name]``."""
    for _ in range(MAX_STEPS):
        seat = advance(game, deal_rng)
        if seat is None:
            return game
        legal = game.legal_actions(seat)
        if len(legal) == 1:
            game.apply(legal[0])
            continue
        name, player = seated[seat]
        view, memory = game.view(seat), game.memory(seat)
        t0 = clock()
        action = player(view, memory, legal, player_rngs[seat], budget)
        timings.setdefault(name, []).append((clock() - t0) * 1000.0)
        if action not in legal:
            raise RuntimeError(f"player {name!r} at seat {seat} chose an illegal action {action!r}")
        game.apply(action)
    return game  # unfinished: cards can go round for ever in Durak's endgame; counted as a draw


def run(
    game_name: str,
    players: Sequence[str],
    games: int,
    *,
    seed: int = 0,
    seats: int | None = None,
    options: JSON | None = None,
    think_ms: float = 200.0,
    iterations: int | None = None,
    progress: Callable[[JSON], None] | None = None,
    progress_every: int = 0,
) -> JSON:
    """Play ``games`` games and return the summary described in the module docstring.
    ``progress(summary so far)`` is called every ``progress_every`` games when given."""
    cls = registry.game_class(game_name)
    n = seats if seats is not None else len(players)
    if n not in cls.SEAT_COUNTS:
        raise ValueError(f"{game_name} cannot seat {n}")
    lineup = lineup_for(players, n)
    fns = {name: get_player(name, game_name) for name in set(lineup)}
    options = cls.normalize_options(options)
    clock = time.perf_counter
    budget = Budget(think_ms=think_ms, iterations=iterations, clock=None if iterations else clock)
    reward = reward_fn(game_name)
    names = sorted(set(lineup), key=lineup.index)
    seat_games = dict.fromkeys(names, 0)
    wins = dict.fromkeys(names, 0)
    losses = dict.fromkeys(names, 0)
    draws = unfinished = 0
    timings: dict[str, list[float]] = {}
    master = random.Random(seed)
    start = clock()

    def summary(done: int) -> JSON:
        secs = clock() - start
        out: JSON = {
            "game": game_name,
            "seats": n,
            "players": lineup,
            "options": options,
            "games": done,
            "seed": seed,
            "think_ms": None if iterations else think_ms,
            "iterations": iterations,
            "seat_games": dict(seat_games),
            "wins": dict(wins),
        }
        if game_name == "durak":
            out["losses"] = dict(losses)
        out["draws"] = draws
        out["unfinished"] = unfinished
        out["win_rate"] = {k: (wins[k] / seat_games[k] if seat_games[k] else 0.0) for k in names}
        out["seconds"] = round(secs, 3)
        out["games_per_second"] = round(done / secs, 3) if secs > 0 else None
        out["decisions"] = {
            k: {
                "count": len(timings.get(k, [])),
                "mean_ms": round(sum(timings[k]) / len(timings[k]), 3) if timings.get(k) else 0.0,
                "p50_ms": round(percentile(timings.get(k, []), 0.50), 3),
                "p95_ms": round(percentile(timings.get(k, []), 0.95), 3),
            }
            for k in names
        }
        return out

    for i in range(games):
        game_seed = master.getrandbits(64)
        rng = random.Random(game_seed)
        seated = [(lineup[(s + i) % n], fns[lineup[(s + i) % n]]) for s in range(n)]
        g = cls.new(n, options)
        prngs = [random.Random(rng.getrandbits(64)) for _ in range(n)]
        play_game(g, seated, rng, prngs, budget, timings, clock)
        r = reward(g)
        if not g.is_over():
            unfinished += 1
        lost: set[int] = set()
        if game_name == "durak":
            res = g.deal_results()[0] or {}
            loser = res.get("loser")
            team = res.get("loser_team")
            if team is not None:  # a team game: every player of the losing team lost
                lost = {s for s in range(n) if r[s] == 0.0}
            elif loser is not None:
                lost = {loser}
            else:
                draws += 1
        else:
            mr = g.match_result() or {}
            loser = None
            if mr.get("winner") is None:
                draws += 1
        decided = not all(x == 0.5 for x in r)
        for s, (name, _) in enumerate(seated):
            seat_games[name] += 1
            if decided and r[s] == 1.0:
                wins[name] += 1
            if game_name == "durak" and s in lost:
                losses[name] += 1
        if progress is not None and progress_every and (i + 1) % progress_every == 0:
            progress(summary(i + 1))
    return summary(games)


def add_parser(subparsers: Any) -> Callable[[argparse.Namespace, TextIO, TextIO], int]:
    p = subparsers.add_parser("selfplay", help="computer players against each other; prints a JSON summary")
    p.add_argument("game", choices=registry.names())
    p.add_argument(
        "--players", required=True, help=f"comma-separated levels, one per seat: {', '.join(LEVELS)}"
    )
    p.add_argument("--games", type=int, required=True)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--options", default=None, help='game options as JSON, e.g. \'{"mode": "perevodnoy"}\'')
    p.add_argument("--think-ms", type=float, default=200.0, help="ismcts thinking time per decision")
    p.add_argument(
        "--iterations", type=int, default=None, help="ismcts iterations per decision instead of time"
    )
    p.add_argument("--seats", type=int, default=None, help="seat count (default: number of players)")
    return command


def command(args: argparse.Namespace, stdin: TextIO, out: TextIO) -> int:
    players = [p.strip() for p in args.players.split(",") if p.strip()]
    bad = [p for p in players if p not in LEVELS]
    if bad:
        raise SystemExit(f"--players: unknown level(s) {bad}; choose from {', '.join(LEVELS)}")
    if args.games < 0:
        raise SystemExit("--games must be >= 0")
    try:
        options = json.loads(args.options) if args.options else None
    except json.JSONDecodeError as e:
        raise SystemExit(f"--options: not JSON: {e}") from None
    try:
        summary = run(
            args.game,
            players,
            args.games,
            seed=args.seed,
            seats=args.seats,
            options=options,
            think_ms=args.think_ms,
            iterations=args.iterations,
        )
    except (ValueError, BadRecord) as e:
        raise SystemExit(str(e)) from None
    except ModuleNotFoundError as e:
        raise SystemExit(f"no computer players for {args.game} yet ({e.name})") from None
    out.write(json.dumps(summary, ensure_ascii=False) + "\n")
    return 0


#: ``choose(game, seat, legal, record)``: the action ``seat`` plays among ``legal`` (more than one)
Choose = Callable[[Game, int, list[Any], JSON], Any]


def written_match(
    name: str,
    seats: int,
    options: JSON,
    rng: random.Random,
    choose: Choose,
    *,
    first: int = 0,
    deals: int | None = None,
    stop: Callable[[JSON], bool] | None = None,
    max_steps: int = MAX_STEPS,
) -> JSON:
    """A match played out and written as a record (docs/rules/records.md): ``choose`` decides where a
    seat has a choice (a single legal action is applied without asking), the clock acts where nobody
    may move (:mod:`engines.ai.turns`), each deal's deck is shuffled by ``rng`` (a deal the rules
    refuse is shuffled again); ``deals``: stop before dealing more than that many, ``stop(record)``:
    stop before the next deal when it says so. For tests and benchmarks that need records of
    played deals."""
    from engines.ai.turns import clock_action, next_mover
    from engines.protocol import IllegalAction

    cls = registry.game_class(name)
    game = cls.new(seats, options, first=first, dealer=first)
    record: JSON = {"game": name, "seats": seats, "options": options, "first": first, "dealer": first}
    record["deals"] = []
    for _ in range(max_steps):
        if game.is_over():
            break
        seat = next_mover(game)
        if seat is not None:
            legal = game.legal_actions(seat)
            action = legal[0] if len(legal) == 1 else choose(game, seat, legal, record)
        elif (clock := clock_action(game)) is not None:
            action = clock
        else:
            if (deals is not None and len(record["deals"]) >= deals) or (stop is not None and stop(record)):
                break
            while True:
                deck = list(cls.deck)
                rng.shuffle(deck)
                try:
                    game.deal_from_deck(deck)
                    break
                except IllegalAction as e:
                    if e.code != "redeal_required":
                        raise
            record["deals"].append({"deck": deck, "actions": []})
            continue
        game.apply(action)
        record["deals"][-1]["actions"].append(action.to_json())
    out: JSON = json.loads(json.dumps(record))
    return out
