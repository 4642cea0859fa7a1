"""The cheating search: a measuring device for the ladder (:mod:`engines.ai.ladder`), never a room level.

It is the «сильный» search (``engines.ai.<game>.search_move``) with one change: every world it
samples is the *true* state (``engines.ai.<game>.search_state(game)``: every hand, the stock's order,
the face-down dumps), so it plays with perfect information of the current deal; later deals of a
match are still shuffled by its rng. The gap between it and the heuristic is the ceiling a better
inference over the hidden cards could reach with the same search; the real search's share of that
gap is what the ladder reports.

It is deliberately *not* a :data:`engines.ai.Player`: it takes the game itself, ``(game, seat, legal,
rng, budget)``, so nothing that hands a player a seat's view (rooms, ``get_player``, self-play)
can call it, and its name is not in :data:`engines.ai.LEVELS` (tests/engines/ai/test_ladder.py).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from importlib import import_module
from typing import Any

from engines.ai import Budget
from engines.protocol import Action, Game

JSON = dict[str, Any]

#: the ladder's name for it (refused by ``get_player`` and every room setting)
NAME = "cheat"

CheatingPlayer = Callable[[Game, int, Sequence[Action], random.Random, Budget], Action]


def true_sampler(game: Game) -> Callable[[Any, JSON, random.Random], Game]:
    """A determinizer that ignores the view and returns a fresh copy of ``game``'s true state, as
    the game's search plays it."""
    module = import_module(f"engines.ai.{game.name}")
    truth: Game = module.search_state(game)

    def sample(view: Any, memory: JSON, rng: random.Random) -> Game:
        return truth.clone()

    return sample


def cheating_player(game_name: str) -> CheatingPlayer:
    """The cheating search for ``game_name`` (ModuleNotFoundError without computer players)."""
    module = import_module(f"engines.ai.{game_name}")
    move = module.search_move

    def player(
        game: Game, seat: int, legal: Sequence[Action], rng: random.Random, budget: Budget
    ) -> Action:
        action: Action = move(game.view(seat), game.memory(seat), legal, rng, budget, true_sampler(game))
        return action

    return player
