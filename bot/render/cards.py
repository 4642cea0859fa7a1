"""Card glyphs: the French suits every game can use, and Scopa's deck styles (suit names and
symbols only; the rules never change). Each game module (``bot/games/``) picks what it shows."""

from __future__ import annotations

FRENCH_SUITS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
#: on buttons: the suits with emoji presentation (U+FE0F), so ♥️/♦️ are red on clients that would
#: draw the plain symbols as black text
EMOJI_SUITS = {s: g + "\ufe0f" for s, g in FRENCH_SUITS.items()}
#: a trump card in a hand or on its button
TRUMP_MARK = "★"
RANKS_36 = "6789TJQKA"
STYLES = ("italian", "french", "roses")
# Italian-suited decks: coins = D, cups = H, swords = S, batons = C (docs/rules/scopa.md)
STYLED_SUITS = {
    "italian": {"D": "🪙", "H": "🏆", "S": "🗡", "C": "🪵"},
    "french": FRENCH_SUITS,
    "roses": {"D": "⛤", "H": "🍷", "S": "⚔", "C": "🪄"},
}
STYLED_RANKS = {
    "italian": {"J": "F", "Q": "C", "K": "R"},  # fante, cavallo, re
    "french": {},
    "roses": {"J": "P", "Q": "N", "K": "K"},  # page, knight, king
}


def french(card: str) -> str:
    """``10♠`` for ``TS``."""
    rank, suit = card[0], card[1]
    return ("10" if rank == "T" else rank) + FRENCH_SUITS[suit]


def french_button(card: str) -> str:
    """``10♥️`` for ``TH``: the suit in emoji presentation (buttons)."""
    rank, suit = card[0], card[1]
    return ("10" if rank == "T" else rank) + EMOJI_SUITS[suit]


def trumps_last(cards: list[str] | tuple[str, ...], trump: str | None, order: str = RANKS_36) -> list[str]:
    """A hand sorted for reading: non-trumps by suit then rank, then the trumps, low to high."""
    suits = "SHCD"  # black and red alternate

    def key(c: str) -> tuple[bool, int, int]:
        return c[1] == trump, 0 if c[1] == trump else suits.index(c[1]), order.index(c[0])

    return sorted(cards, key=key)


def styled(card: str, style: str) -> str:
    """A card of a 40-card Italian deck in the player's deck style (``7🪙``, ``R🏆``, ``7♦``)."""
    style = style if style in STYLES else "italian"
    return STYLED_RANKS[style].get(card[0], card[0]) + STYLED_SUITS[style][card[1]]
