"""Card codes and decks.

A card is a two-character code: rank then suit (``"9H"``, ``"TS"``, ``"7D"``). Suits are ``S H D C``.
The 36-card deck (Durak, Bura) has ranks ``6 7 8 9 T J Q K A``; Scopa's 40-card deck has ranks
``A 2 3 4 5 6 7 J Q K``. The canonical order of a deck (docs/rules/fairness.md) is suit by suit in ``S H D C``
order, ranks ascending.
"""

from __future__ import annotations

SUITS: tuple[str, ...] = ("S", "H", "D", "C")
RANKS_36: tuple[str, ...] = ("6", "7", "8", "9", "T", "J", "Q", "K", "A")
RANKS_40: tuple[str, ...] = ("A", "2", "3", "4", "5", "6", "7", "J", "Q", "K")

DECK_36: tuple[str, ...] = tuple(r + s for s in SUITS for r in RANKS_36)
DECK_40: tuple[str, ...] = tuple(r + s for s in SUITS for r in RANKS_40)

_UNIVERSAL_RANKS = "23456789TJQKA"


def card_key(card: str) -> tuple[int, int]:
    """A sort key valid for every deck (suit, then rank in poker order): a deterministic order
    for sets of cards inside actions, whatever the game."""
    s = SUITS.index(card[1]) if len(card) == 2 and card[1] in SUITS else 9
    r = _UNIVERSAL_RANKS.find(card[0]) if card else -1
    return (s, r)
