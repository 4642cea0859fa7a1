"""Small rendering pieces: card glyphs and the Scopa deck styles, the progress bar and the durations the
timers show (``bot/render/``). They check exact output on purpose."""

from __future__ import annotations

from bot import games
from bot.render.timing import bar_text, duration


def test_glyphs_and_deck_styles() -> None:
    assert games.get("durak").glyph("TH") == "10♥"
    assert games.get("scopa").glyph("7D", "french") == "7♦"
    assert games.get("scopa").glyph("7D", "italian") == "7🪙"
    assert games.get("scopa").glyph("KC", "italian") == "R🪵"
    assert len({games.get("scopa").glyph("QS", s) for s in ("italian", "french", "roses")}) == 3


def test_bar_and_duration_texts() -> None:
    assert bar_text(5, 5) == "▰" * 10 and bar_text(0, 5) == "▱" * 10
    assert bar_text(2.5, 5) == "▰" * 5 + "▱" * 5
    assert duration(86400) == {"n": 24, "unit": "h"}
    assert duration(300) == {"n": 5, "unit": "m"}
    assert duration(0.4) == {"n": 1, "unit": "s"}
