"""Scopa engine: a whole match for 2 players or 2×2 teams (see :mod:`engines.scopa.rules`)."""

from engines.scopa.rules import (
    PRIMIERA,
    TARGETS,
    VALUE,
    Scopa,
    capture_options,
    count_deal,
    layout_from_deck,
    needs_redeal,
    primiera,
)

__all__ = [
    "PRIMIERA",
    "TARGETS",
    "VALUE",
    "Scopa",
    "capture_options",
    "count_deal",
    "layout_from_deck",
    "needs_redeal",
    "primiera",
]
