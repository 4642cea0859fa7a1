"""Computer players.

A computer player is a function of what its seat may know and nothing else::

    player(view, memory, legal, rng, budget) -> Action

``view`` and ``memory`` are ``Game.view(seat)`` and ``Game.memory(seat)``, ``legal`` is
``Game.legal_actions(seat)`` (never empty when a player is asked), ``rng`` a seeded
``random.Random`` and ``budget`` the thinking allowance. A player never receives the game state, so it
cannot see a hidden card. :func:`get_player` maps a level name (``random``, ``heuristic``, ``ismcts``)
and a game name to a player. The ladder's cheating search (:mod:`engines.ai.cheat`, which does see the
state) is deliberately no level: ``get_player`` refuses its name.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from importlib import import_module
from typing import Any

from engines.protocol import Action, View

JSON = dict[str, Any]


@dataclass(frozen=True, slots=True)
class Budget:
    """How long a player may think: wall-clock milliseconds (measured by the caller's clock
    function, so engines stay free of the wall clock) and/or an iteration cap."""

    think_ms: float = 200.0
    iterations: int | None = None
    clock: Callable[[], float] | None = None  # seconds, monotonic; None = iterations only

    def limits(self, default_iterations: int) -> tuple[float | None, int | None]:
        """(deadline in ``clock`` seconds or None, iteration cap or None) for a search starting now;
        with neither a usable clock budget nor a cap, ``default_iterations`` caps it."""
        deadline = None
        if self.clock is not None and self.think_ms is not None:
            deadline = self.clock() + self.think_ms / 1000.0
        cap = self.iterations
        if cap is None and deadline is None:
            cap = default_iterations
        return deadline, cap


Player = Callable[[View, JSON, Sequence[Action], random.Random, Budget], Action]


def random_player(
    view: View, memory: JSON, legal: Sequence[Action], rng: random.Random, budget: Budget
) -> Action:
    """Uniform over the legal actions (the baseline)."""
    return legal[rng.randrange(len(legal))]


def own_seat(view: View) -> int:
    """The seat a player's view belongs to: a player always sees one seat's view, never the group's."""
    seat = view["seat"]
    if not isinstance(seat, int):
        raise ValueError("a player needs a seat's view, not the group's")
    return seat


def dealt(value: str | None) -> str:
    """A view's trump (or trump card) once the cards are dealt, as a player sees it."""
    if value is None:
        raise ValueError("no trump: the deal has not started")
    return value


LEVELS = ("random", "heuristic", "ismcts")


def get_player(level: str, game: str) -> Player:
    """The player of ``level`` for ``game``; KeyError for an unknown level or game."""
    if level == "random":
        return random_player
    if level not in LEVELS:
        raise KeyError(level)
    module = import_module(f"engines.ai.{game}")
    player: Player = getattr(module, f"{level}_player")
    return player
