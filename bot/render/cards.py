"""Card glyphs and Scopa's deck styles (suit names and symbols only; the rules never change)."""

from __future__ import annotations

FRENCH_SUITS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
STYLES = ("italian", "french", "roses")
# Scopa: coins = D, cups = H, swords = S, batons = C (scopa.md)
SCOPA_SUITS = {
    "italian": {"D": "🪙", "H": "🏆", "S": "🗡", "C": "🪵"},
    "french": FRENCH_SUITS,
    "roses": {"D": "⛤", "H": "🍷", "S": "⚔", "C": "🪄"},
}
SCOPA_RANKS = {
    "italian": {"J": "F", "Q": "C", "K": "R"},  # fante, cavallo, re
    "french": {},
    "roses": {"J": "P", "Q": "N", "K": "K"},    # page, knight, king
}


def glyph(card: str, game: str, style: str = "italian") -> str:
    rank, suit = card[0], card[1]
    if game == "scopa":
        style = style if style in STYLES else "italian"
        return SCOPA_RANKS[style].get(rank, rank) + SCOPA_SUITS[style][suit]
    return ("10" if rank == "T" else rank) + FRENCH_SUITS[suit]


def glyphs(cards: list[str] | tuple[str, ...], game: str, style: str = "italian", sep: str = " ") -> str:
    return sep.join(glyph(c, game, style) for c in cards)


def suit_symbol(suit: str, game: str, style: str = "italian") -> str:
    if game == "scopa":
        return SCOPA_SUITS[style if style in STYLES else "italian"][suit]
    return FRENCH_SUITS[suit]


def all_glyphs(card: str, game: str) -> set[str]:
    """Every way a card may be written (tests look for hidden cards in group messages)."""
    if game == "scopa":
        return {glyph(card, game, s) for s in STYLES}
    return {glyph(card, game)}
