"""Game name -> engine class. A new game plugs in by adding one line here."""

from __future__ import annotations

from importlib import import_module

from engines.protocol import Game

_GAMES: dict[str, str] = {
    "durak": "engines.durak:Durak",
    "bura": "engines.bura:Bura",
    "scopa": "engines.scopa:Scopa",
}


def names() -> list[str]:
    return list(_GAMES)


def game_class(name: str) -> type[Game]:
    """The engine class of a game; KeyError for an unknown name."""
    module, _, attr = _GAMES[name].partition(":")
    cls: type[Game] = getattr(import_module(module), attr)
    return cls
