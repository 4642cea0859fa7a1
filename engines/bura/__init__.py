"""Bura: a two-player match to 12 match points (``docs/rules/bura.md``).

See :mod:`engines.bura.rules` for the state machine and the keys of :meth:`Bura.view`.
"""

from engines.bura.rules import BEAT_ORDER, CARD_POINTS, Bura, first_move_draw

__all__ = ["BEAT_ORDER", "CARD_POINTS", "Bura", "first_move_draw"]
