"""Helpers for Scopa tests."""

from __future__ import annotations

import random

from engines.cards import DECK_40
from engines.protocol import IllegalAction
from engines.scopa import Scopa


def deal_shuffled(g: Scopa, rng: random.Random) -> None:
    """Deal ``g`` from shuffled decks until one needs no redeal (four kings on the table)."""
    while True:
        deck = list(DECK_40)
        rng.shuffle(deck)
        try:
            g.deal_from_deck(deck)
            return
        except IllegalAction:
            continue
