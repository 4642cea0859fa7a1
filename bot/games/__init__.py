"""The games the bot hosts: game name -> its :class:`~bot.games.base.GameUI` (one module each),
which draws the game; its rules live in ``bot/rules/``.

A new game plugs in with an engine (``engines/registry.py``), one module here and one in
``bot/rules/``.
"""

from __future__ import annotations

from typing import Any

from bot.games.base import GameUI
from bot.games.bura import BuraUI
from bot.games.durak import DurakUI
from bot.games.scopa import ScopaUI

_GAMES: dict[str, GameUI[Any]] = {ui.name: ui for ui in (DurakUI(), BuraUI(), ScopaUI())}


def names() -> tuple[str, ...]:
    return tuple(_GAMES)


def get(name: str) -> GameUI[Any]:
    """The game's module; KeyError for an unknown name."""
    return _GAMES[name]


__all__ = ["GameUI", "get", "names"]
