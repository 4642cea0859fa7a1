"""Rendering: a room as one player (or the group) sees it -> (text, inline keyboard).

Renderers read only ``Game.view(seat)`` (``view(None)`` for the group), ``Game.memory(seat)`` for
what a player has already seen, and ``legal_actions(seat)`` for the buttons.
"""
