"""The games the bot hosts: game name -> its :class:`~bot.games.base.GameUI` (one module each).

A new game plugs in with an engine (``engines/registry.py``) and one module here.
"""

from __future__ import annotations

from bot.games.base import GameUI, Start
from bot.games.bura import BuraUI
from bot.games.durak import DurakUI
from bot.games.scopa import ScopaUI

_GAMES: dict[str, GameUI] = {ui.name: ui for ui in (DurakUI(), BuraUI(), ScopaUI())}


def names() -> tuple[str, ...]:
    return tuple(_GAMES)


def get(name: str) -> GameUI:
    """The game's module; KeyError for an unknown name."""
    return _GAMES[name]


__all__ = ["GameUI", "Start", "get", "names"]
