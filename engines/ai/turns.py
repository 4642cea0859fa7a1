"""Whose move it is, when several seats (or the clock) could move: the neutral schedule that
self-play and search share, and the outcome of a finished match as a reward per seat.

The engines say *who may* act (``to_act``, ``clock_actions``); a table of humans decides by who is
quicker. Self-play and the search need one fixed order, the same for every player level, so that no
level gains from being asked first:

* a seat in ``to_act`` moves before the clock: the clock's action (Bura's ``window_close``,
  ``claim_timeout``) is applied only when no seat is waiting to act. Computer players answer at once,
  long before a 3- or 5-second deadline; a window therefore closes through the move that ends it
  (a beat or a dump), and an interception is possible exactly when the rules allow one on the
  seat's move;
* among several seats, a game module ``engines.ai.<game>`` may define ``next_mover(game, movers)``
  (Durak: the defender answers first, then the others in turn order from the attacker); otherwise
  the lowest seat number in ``movers`` moves;
* between the deals of a match the caller deals the next deck (``needs_deal``).

A game module may also define ``rewards(game) -> list[float]`` (one value per seat in [0, 1] once
the match is over); the default reads ``match_result()["winner"]`` (a side for games with
``side_of``) and gives 1 to the winner's seats, 0 to the others, 0.5 to everyone for a draw.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import cache
from importlib import import_module
from typing import Any

from engines.protocol import Action, Game

MoverFn = Callable[[Game, list[int]], int]
RewardFn = Callable[[Game], list[float]]


@cache
def _module(name: str) -> Any:
    try:
        return import_module(f"engines.ai.{name}")
    except ModuleNotFoundError as e:
        if e.name != f"engines.ai.{name}":
            raise
        return None


def _lowest(game: Game, movers: list[int]) -> int:
    return movers[0]


@cache
def mover_fn(name: str) -> MoverFn:
    """The game's choice among several seats that may act (default: the lowest seat)."""
    return getattr(_module(name), "next_mover", None) or _lowest


@cache
def reward_fn(name: str) -> RewardFn:
    return getattr(_module(name), "rewards", None) or default_rewards


def default_rewards(game: Game) -> list[float]:
    """1 for the match winner's seats, 0 for the others, 0.5 each for a draw."""
    result = game.match_result() or {}
    winner = result.get("winner")
    if winner is None:
        return [0.5] * game.seats
    side_of = getattr(game, "side_of", None)
    return [1.0 if (side_of(s) if side_of else s) == winner else 0.0 for s in range(game.seats)]


def clock_action(game: Game) -> Action | None:
    """The clock's action to apply now (the pending one if named), or None."""
    acts = game.clock_actions()
    if not acts:
        return None
    pending = game.pending_clock()
    if pending:
        for a in acts:
            if a.type == pending.get("action"):
                return a
    return acts[0]


def next_mover(game: Game) -> int | None:
    """The seat that moves next under the neutral schedule, or None when no seat may move
    (the clock's turn, a deal is awaited, or the match is over)."""
    movers = game.to_act()
    if not movers:
        return None
    if len(movers) == 1:
        return movers[0]
    return mover_fn(game.name)(game, movers)


def deal_random(game: Game, rng: random.Random) -> None:
    """Deal the next deal from a deck shuffled by ``rng`` (retrying a deal the rules refuse,
    e.g. Scopa's table with three kings)."""
    from engines.protocol import IllegalAction

    for _ in range(100):
        deck = list(game.deck)
        rng.shuffle(deck)
        try:
            game.deal_from_deck(deck)
            return
        except IllegalAction as e:
            if e.code != "redeal_required":
                raise
    raise RuntimeError("could not deal")  # pragma: no cover - 100 redeals in a row


def advance(game: Game, rng: random.Random) -> int | None:
    """Apply everything that is nobody's decision (clock actions, deals) until a seat must move;
    return that seat, or None when the match is over."""
    while True:
        if game.is_over():
            return None
        seat = next_mover(game)
        if seat is not None:
            return seat
        clock = clock_action(game)
        if clock is not None:
            game.apply(clock)
        elif game.needs_deal():
            deal_random(game, rng)
        else:  # pragma: no cover - an engine that waits for nobody
            raise RuntimeError(f"{game.name}: nobody can move and the match is not over")
