"""The games' rules as the room service needs them: game name -> its
:class:`~bot.rules.base.GameRules` (one module each, no Telegram). ``bot/games/`` draws them.

A new game plugs in with an engine (``engines/registry.py``), one module here and one in
``bot/games/``.
"""

from __future__ import annotations

from bot.rules.base import GameRules, Start
from bot.rules.bura import BuraRules
from bot.rules.durak import DurakRules
from bot.rules.scopa import ScopaRules

_RULES: dict[str, GameRules] = {r.name: r for r in (DurakRules(), BuraRules(), ScopaRules())}


def names() -> tuple[str, ...]:
    return tuple(_RULES)


def rules_of(game: str) -> GameRules:
    """The game's rules; KeyError for an unknown name."""
    return _RULES[game]


__all__ = ["GameRules", "Start", "names", "rules_of"]
