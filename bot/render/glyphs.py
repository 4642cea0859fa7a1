"""Text made safe for a matplotlib picture (the tournament pictures; matplotlib draws with its own
DejaVu Sans): what the font cannot draw dropped instead of a box, bidi and zero-width controls
removed, a long name shortened. matplotlib 3.11 lays text out with libraqm (Arabic letters joined, a
right-to-left text in its order); before it, it drew the characters one by one from the left, so
there Arabic and Persian letters are joined here (their presentation forms) and a right-to-left
text put in visual order.

Pure and deterministic: the font's character map is read once, from the font matplotlib ships.
"""

from __future__ import annotations

import unicodedata
from functools import cache

#: Arabic letter -> its first presentation form (isolated, then final, initial, medial as it has
#: them) and its number of forms: 4 a letter that joins on both sides, 2 one that joins only to the
#: letter before it, 1 one that joins to none
_FORMS: dict[int, tuple[int, int]] = {}


def _table() -> None:
    counts = [1, 2, 2, 2, 2, 4, 2, 4, 2, 4, 4, 4, 4, 4, 2, 2, 2, 2, 4, 4, 4, 4, 4, 4, 4, 4]
    first = 0xFE80
    for letter, n in zip(range(0x0621, 0x063B), counts, strict=True):
        _FORMS[letter] = (first, n)
        first += n
    for letter, n in zip(range(0x0641, 0x064B), [4, 4, 4, 4, 4, 4, 4, 2, 2, 4], strict=True):
        _FORMS[letter] = (first, n)
        first += n
    # Persian letters (Arabic Presentation Forms-A)
    _FORMS.update({0x067E: (0xFB56, 4), 0x0686: (0xFB7A, 4), 0x0698: (0xFB8A, 2)})
    _FORMS.update({0x06A9: (0xFB8E, 4), 0x06AF: (0xFB92, 4), 0x06CC: (0xFBFC, 4)})


_table()
TATWEEL = 0x0640
LAM = 0x0644
#: alef after lam -> the isolated lam-alef ligature (its final form follows it)
_LAM_ALEF = {0x0622: 0xFEF5, 0x0623: 0xFEF7, 0x0625: 0xFEF9, 0x0627: 0xFEFB}


@cache
def charmap() -> frozenset[int]:
    """The code points matplotlib's own font can draw, in its regular and its bold weight (the
    pictures use no other style)."""
    from matplotlib import font_manager, ft2font

    maps = [
        frozenset(ft2font.FT2Font(font_manager.findfont(style)).get_charmap())
        for style in (
            font_manager.FontProperties(family="DejaVu Sans"),
            font_manager.FontProperties(family="DejaVu Sans", weight="bold"),
        )
    ]
    return maps[0] & maps[1]


@cache
def lays_out_itself() -> bool:
    """Does matplotlib shape text and order it by direction itself (built with libraqm)?"""
    from matplotlib import ft2font

    return hasattr(ft2font, "__libraqm_version__")


def _transparent(ch: str) -> bool:
    return unicodedata.category(ch) in ("Mn", "Me")


def _joins_forward(ch: str | None) -> bool:
    """Does ``ch`` join the letter after it (a dual-joining letter or the tatweel)?"""
    return ch is not None and (ord(ch) == TATWEEL or _FORMS.get(ord(ch), (0, 0))[1] == 4)


def _joins_back(ch: str | None) -> bool:
    return ch is not None and (ord(ch) == TATWEEL or _FORMS.get(ord(ch), (0, 0))[1] >= 2)


def shape(text: str) -> str:
    """Arabic and Persian letters in the forms their neighbours ask for (logical order kept)."""
    chars = list(text)
    out: list[str] = []
    i = 0

    def neighbour(j: int, step: int) -> str | None:
        while 0 <= j < len(chars):
            if not _transparent(chars[j]):
                return chars[j]
            j += step
        return None

    while i < len(chars):
        ch = chars[i]
        code = ord(ch)
        before = _joins_forward(neighbour(i - 1, -1))
        if code == LAM and (nxt := neighbour(i + 1, 1)) is not None and ord(nxt) in _LAM_ALEF:
            out.append(chr(_LAM_ALEF[ord(nxt)] + (1 if before else 0)))
            i = chars.index(nxt, i + 1) + 1
            continue
        first, n = _FORMS.get(code, (0, 0))
        after = _joins_back(neighbour(i + 1, 1))
        if n == 4:
            out.append(chr(first + (3 if before and after else 2 if after else 1 if before else 0)))
        elif n == 2:
            out.append(chr(first + (1 if before else 0)))
        else:
            out.append(ch)
        i += 1
    return "".join(out)


def _direction(ch: str) -> str:
    """R (right to left), L (left to right) or N (neither)."""
    kind = unicodedata.bidirectional(ch)
    return "R" if kind in ("R", "AL") else "L" if kind in ("L", "EN", "AN") else "N"


def visual(text: str) -> str:
    """``text`` in the order it is seen: right-to-left runs reversed, and a line that starts right to
    left (its first strong letter) laid out from the right. Neutrals between two runs of one
    direction take it; others the line's. Enough for a name or a label (no embedding levels)."""
    dirs = [_direction(c) for c in text]
    if "R" not in dirs:
        return text
    base = next(d for d in dirs if d != "N")
    for i, d in enumerate(dirs):
        if d == "N":
            prev = next((x for x in reversed(dirs[:i]) if x != "N"), base)
            nxt = next((x for x in dirs[i + 1 :] if x != "N"), base)
            dirs[i] = prev if prev == nxt else base
    runs: list[tuple[str, str]] = []
    for ch, d in zip(text, dirs, strict=True):
        if runs and runs[-1][1] == d:
            runs[-1] = (runs[-1][0] + ch, d)
        else:
            runs.append((ch, d))
    pieces = [s[::-1] if d == "R" else s for s, d in runs]
    return "".join(reversed(pieces) if base == "R" else pieces)


def drawable(text: str, limit: int | None = None) -> str:
    """``text`` as the picture can show it: controls and characters the font lacks dropped, spaces
    squeezed, cut to ``limit`` characters with «…»; without libraqm, Arabic letters joined and in
    visual order."""
    have = charmap()
    kept = "".join(c for c in text if unicodedata.category(c)[0] != "C" and (ord(c) in have or c.isspace()))
    kept = " ".join(kept.split())
    if limit is not None and len(kept) > limit:
        kept = kept[: limit - 1].rstrip() + "…"
    return kept if lays_out_itself() else visual(shape(kept))
