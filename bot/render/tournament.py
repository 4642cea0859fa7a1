"""A tournament's pictures, PNG as /stats' chart (``bot/render/chart.py``: matplotlib, its Agg
backend, its own DejaVu Sans): the standings table and the knockout bracket.

Each picture is two steps: a pure layout (``standings_rows``, ``bracket_layout``: the texts and
states the drawing consumes, already made drawable by ``bot/render/glyphs.py``) and its drawing
(``standings_png``, ``bracket_png``). Names come from the caller (id -> display name); a computer
(``COMPUTER``) never appears. The same arguments give the same bytes (no clock, no randomness, no
version in the PNG's metadata).
"""

from __future__ import annotations

import io
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from bot.i18n import RTL, Translator
from bot.render.glyphs import drawable
from bot.tournaments.knockout import standing
from bot.tournaments.records import COMPUTER, Entry, Round
from bot.tournaments.standings import Standing

DPI = 100
#: the standings: one column of rows up to this many people, two beside each other above
ONE_COLUMN = 32
BLOCK_W = 620  # one column of rows, pixels
ROW_H = 26
HEAD_H = 84  # the title and the columns' labels
#: the bracket: a column per round (and the champion's), a place's box and its height bounds
BOX_W, GAP_W = 178, 34
PITCH = (22, 48)
BRACKET_H = 640  # the first round's places share about this much height (within PITCH)
#: the top three's rows, and the bracket's boxes by state
MEDALS = {1: "#f7d774", 2: "#dcdfe4", 3: "#eec39a"}
STRIPE = "#f3f5f8"
FILL = {"won": "#d7efd9", "champion": "#f7d774", "playing": "#ffffff", "lost": "#ffffff", "open": "#ffffff"}
INK = {"won": "#111111", "champion": "#111111", "playing": "#111111", "lost": "#9a9a9a", "open": "#9a9a9a"}

#: the labels' keys: picture-standings-<column>, picture-bracket-<label>
COLUMNS = ("rank", "player", "score", "buchholz", "games")
BRACKET_LABELS = ("round", "final", "semifinal", "quarterfinal", "champion", "bye", "walkover")

_VULGAR = {
    (1, 2): "½", (1, 3): "⅓", (2, 3): "⅔", (1, 4): "¼", (3, 4): "¾", (1, 5): "⅕", (2, 5): "⅖",
    (3, 5): "⅗", (4, 5): "⅘", (1, 6): "⅙", (5, 6): "⅚", (1, 8): "⅛", (3, 8): "⅜", (5, 8): "⅝",
    (7, 8): "⅞",
}  # fmt: skip
_SUP = str.maketrans("0123456789", "⁰¹²³⁴⁵⁶⁷⁸⁹")
_SUB = str.maketrans("0123456789", "₀₁₂₃₄₅₆₇₈₉")


def amount(x: Fraction) -> str:
    """An exact score as people write it: 2, ½, 2½, 1⅔, 3⁵⁄₁₂."""
    sign, x = ("−", -x) if x < 0 else ("", x)
    whole, part = int(x // 1), x % 1
    if not part:
        return f"{sign}{whole}"
    frac = _VULGAR.get((part.numerator, part.denominator)) or (
        f"{str(part.numerator).translate(_SUP)}⁄{str(part.denominator).translate(_SUB)}"
    )
    return f"{sign}{whole or ''}{frac}"


#: the longest name drawn, in characters (a longer one is cut, with «…»)
STANDINGS_NAME = 28
BRACKET_NAME = 18


def name_of(names: Mapping[int, str], pid: int, seed: int, limit: int) -> str:
    """The person's name as drawn: shortened, what the font lacks dropped; «#seed» when nothing is left."""
    return drawable(names.get(pid, ""), limit) or f"#{seed}"


# ----- the standings -----------------------------------------------------------------------------
@dataclass(frozen=True)
class StandingRow:
    rank: int
    name: str
    score: str
    buchholz: str
    games: int


def games_played(rounds: Sequence[Round]) -> Counter[int]:
    """How many games each person sat at (byes are not games)."""
    return Counter(s for r in rounds for g in r.games for s in g.seats if s != COMPUTER)


def standings_rows(
    table: Sequence[Standing], names: Mapping[int, str], games: Mapping[int, int]
) -> list[StandingRow]:
    """The rows the standings picture draws, the first first (``table``: ``standings.standings``)."""
    return [
        StandingRow(
            s.rank,
            name_of(names, s.id, s.seed, STANDINGS_NAME),
            amount(s.score),
            amount(s.buchholz),
            games.get(s.id, 0),
        )
        for s in table
        if s.id != COMPUTER
    ]


def standings_labels(t: Translator) -> tuple[str, str, str, str, str]:
    """The columns' labels: rank, player, score, Buchholz, games."""
    return tuple(drawable(t(f"picture-standings-{k}"), 14) for k in COLUMNS)  # type: ignore[return-value]


class _Canvas:
    """A figure addressed in pixels from its top left corner; ``rtl``: from its top right corner,
    the alignments of texts mirrored too (a right-to-left language's picture reads from the right)."""

    def __init__(self, width: int, height: int, rtl: bool = False) -> None:
        import matplotlib

        matplotlib.use("Agg")
        from matplotlib.backends.backend_agg import FigureCanvasAgg
        from matplotlib.figure import Figure

        self.w, self.h, self.rtl = width, height, rtl
        self.fig = Figure(figsize=(width / DPI, height / DPI), dpi=DPI, facecolor="white")
        self.canvas = FigureCanvasAgg(self.fig)

    def text(self, x: float, y: float, s: str, width: float | None = None, **kw: Any) -> float:
        """``s`` at (x, y); within ``width`` pixels when given: its font made smaller (to 85 %), then
        the text cut with «…» (a name of wide letters, a long title). Its width then (else 0)."""
        kw.setdefault("va", "center")
        kw.setdefault("fontsize", 10)
        kw.setdefault("ha", "left")
        if self.rtl:
            x = self.w - x
            kw["ha"] = {"left": "right", "right": "left"}.get(kw["ha"], kw["ha"])
        artist = self.fig.text(x / self.w, 1 - y / self.h, s, parse_math=False, usetex=False, **kw)
        if width is None:
            return 0.0
        renderer = self.canvas.get_renderer()
        size = float(kw["fontsize"])
        while artist.get_window_extent(renderer).width > width and size > 0.85 * kw["fontsize"]:
            size -= 0.5
            artist.set_fontsize(size)
        while artist.get_window_extent(renderer).width > width and len(s) > 1:
            s = s[:-2].rstrip() + "…"
            artist.set_text(s)
        return float(artist.get_window_extent(renderer).width)

    def rect(self, x: float, y: float, w: float, h: float, fill: str, edge: str | None = None) -> None:
        from matplotlib.patches import Rectangle

        if self.rtl:
            x = self.w - x - w
        box = Rectangle(
            (x / self.w, 1 - (y + h) / self.h),
            w / self.w,
            h / self.h,
            facecolor=fill,
            edgecolor=edge or fill,
            linewidth=1 if edge else 0,
        )
        self.fig.add_artist(box)

    def line(self, xs: Sequence[float], ys: Sequence[float], color: str = "#8a96a8") -> None:
        from matplotlib.lines import Line2D

        if self.rtl:
            xs = [self.w - x for x in xs]
        self.fig.add_artist(
            Line2D([x / self.w for x in xs], [1 - y / self.h for y in ys], color=color, linewidth=1.2)
        )

    def png(self) -> bytes:
        out = io.BytesIO()
        self.fig.savefig(out, format="png", dpi=DPI, metadata={"Software": None})
        return out.getvalue()


def standings_size(people: int) -> tuple[int, int]:
    """The standings picture's size in pixels for ``people`` rows."""
    blocks = 1 if people <= ONE_COLUMN else 2
    rows = -(-people // blocks)
    return BLOCK_W * blocks, HEAD_H + ROW_H * max(rows, 4) + 14


def standings_png(
    t: Translator,
    title: str,
    table: Sequence[Standing],
    names: Mapping[int, str],
    games: Mapping[int, int],
) -> bytes:
    """The standings as a PNG: rank, name, score, Buchholz, games; the top three highlighted; up to 64
    people (above 32 in two columns of rows). ``games``: ``games_played(rounds)``."""
    rows = standings_rows(table, names, games)
    width, height = standings_size(len(rows))
    c = _Canvas(width, height, rtl=t.lang in RTL)
    c.text(16, 24, drawable(title, 90), width=width - 32, fontsize=15, fontweight="bold")
    per_block = -(-len(rows) // (1 if len(rows) <= ONE_COLUMN else 2))
    labels = standings_labels(t)
    for block in range(width // BLOCK_W):
        x0 = block * BLOCK_W + 10
        _row(c, x0, HEAD_H - 16, labels, color="#5b6675", bold=False)
        for n, row in enumerate(rows[block * per_block : (block + 1) * per_block]):
            y = HEAD_H + n * ROW_H
            fill = MEDALS.get(row.rank) or (STRIPE if n % 2 else None)
            if fill:
                c.rect(x0, y, BLOCK_W - 20, ROW_H, fill)
            texts = (str(row.rank), row.name, row.score, row.buchholz, str(row.games))
            _row(c, x0, y + ROW_H / 2, texts, color="#111111", bold=row.rank <= 3)
    return c.png()


def _row(c: _Canvas, x0: float, y: float, texts: Sequence[str], color: str, bold: bool) -> None:
    """One row of the standings (or the labels over them: their widths kept, a long one smaller)."""
    rank, name, score, buchholz, games = texts
    weight = "bold" if bold else "normal"
    c.text(x0 + 36, y, rank, width=42, ha="right", color=color, fontweight=weight)
    c.text(x0 + 46, y, name, width=310, ha="left", color=color, fontweight=weight)
    c.text(x0 + 420, y, score, width=76, ha="right", color=color, fontweight=weight)
    c.text(x0 + 510, y, buchholz, width=84, ha="right", color=color)
    c.text(x0 + 586, y, games, width=72, ha="right", color=color)


# ----- the bracket -------------------------------------------------------------------------------
@dataclass(frozen=True)
class Slot:
    """One place of a bracket's column: a person (``id``, ``seed``, ``name``) or none (a bye, or not
    known yet). ``state``: won, lost (a round played), playing (the round under way), bye (an empty
    place), open (a later round's place not known yet), champion; ``walkover``: went through without
    a game while their opponent was away."""

    id: int | None
    seed: int | None
    name: str
    state: str
    walkover: bool = False


@dataclass(frozen=True)
class BracketColumn:
    label: str
    slots: tuple[Slot, ...]


def round_label(t: Translator, number: int, total: int) -> str:
    """Round ``number`` (1…) of ``total``: the last ones by name (final, semi-finals, quarter-finals)."""
    left = total - number
    key = {0: "final", 1: "semifinal", 2: "quarterfinal"}.get(left)
    return drawable(t(f"picture-bracket-{key}") if key else t("picture-bracket-round", n=number), 24)


def bracket_layout(
    t: Translator, players: Sequence[Entry], rounds: Sequence[Round], names: Mapping[int, str]
) -> tuple[BracketColumn, ...]:
    """The bracket's columns (each round's places, then the champion's) as the rounds played so far
    leave them (replayed with ``knockout.standing``)."""
    seed = {p.id: p.seed for p in players}
    states = [standing(players, rounds[:k]).places for k in range(len(rounds) + 1)]
    size = len(states[0])
    total = size.bit_length() - 1
    bye = drawable(t("picture-bracket-bye"), 14)

    def person(pid: int | None, state: str, walkover: bool = False) -> Slot:
        if pid is None:
            return Slot(None, None, bye if state == "bye" else "", state)
        return Slot(pid, seed[pid], name_of(names, pid, seed[pid], BRACKET_NAME), state, walkover)

    columns = []
    for k in range(total):
        places = states[k] if k < len(states) else (None,) * (size >> k)
        slots: list[Slot] = []
        for i, (a, b) in enumerate(zip(places[::2], places[1::2], strict=True)):
            if k < len(rounds):
                won = states[k + 1][i]
                walkover = a is not None and b is not None and won in rounds[k].byes
                for x in (a, b):
                    state = "bye" if x is None else "won" if x == won else "lost"
                    slots.append(person(x, state, walkover and x == won))
            elif k == len(rounds):
                slots += [person(x, "bye" if x is None else "playing") for x in (a, b)]
            else:
                slots += [person(None, "open")] * 2
        columns.append(BracketColumn(round_label(t, k + 1, total), tuple(slots)))
    champion = states[-1][0] if len(states[-1]) == 1 else None
    last = person(champion, "champion") if champion is not None else person(None, "open")
    columns.append(BracketColumn(drawable(t("picture-bracket-champion"), 24), (last,)))
    return tuple(columns)


def bracket_size(places: int) -> tuple[int, int, int]:
    """The bracket picture's width, height and the first round's pitch (pixels a place) for a
    bracket of ``places`` (a power of two)."""
    pitch = max(PITCH[0], min(PITCH[1], BRACKET_H // places))
    columns = places.bit_length()  # the rounds and the champion's
    return 20 + columns * (BOX_W + GAP_W) - GAP_W + 20, HEAD_H + places * pitch + 20, pitch


def bracket_png(
    t: Translator,
    title: str,
    players: Sequence[Entry],
    rounds: Sequence[Round],
    names: Mapping[int, str],
) -> bytes:
    """The knockout bracket as a PNG: a column per round and the champion's; seeds beside names,
    winners green (the champion gold), byes and walkovers marked, later rounds' places empty."""
    columns = bracket_layout(t, players, rounds, names)
    places = len(columns[0].slots)
    width, height, pitch = bracket_size(places)
    c = _Canvas(width, height, rtl=t.lang in RTL)
    c.text(16, 24, drawable(title, 90), width=width - 32, fontsize=15, fontweight="bold")
    walkover = drawable(t("picture-bracket-walkover"), 10)
    box_h = min(pitch - 4, 30)
    for k, column in enumerate(columns):
        x = 20 + k * (BOX_W + GAP_W)
        label = column.label
        c.text(
            x + BOX_W / 2,
            HEAD_H - 22,
            label,
            width=BOX_W + GAP_W - 8,
            ha="center",
            color="#5b6675",
            fontweight="bold",
        )
        step = pitch * (places // len(column.slots))
        centres = [HEAD_H + (j + 0.5) * step for j in range(len(column.slots))]
        for slot, y in zip(column.slots, centres, strict=True):
            _slot(c, x, y, box_h, slot, walkover)
        if k + 1 < len(columns):  # the pairs' lines to the next column
            mid, nxt = x + BOX_W + GAP_W / 2, x + BOX_W + GAP_W
            for ya, yb in zip(centres[::2], centres[1::2], strict=True):
                c.line([x + BOX_W, mid, mid, x + BOX_W], [ya, ya, yb, yb])
                c.line([mid, nxt], [(ya + yb) / 2] * 2)
    return c.png()


def _slot(c: _Canvas, x: float, y: float, h: float, slot: Slot, walkover: str) -> None:
    size = 9 if h < 24 else 10
    if slot.state == "bye":
        c.text(x + 8, y, slot.name, color="#9a9a9a", fontsize=size)
        return
    c.rect(x, y - h / 2, BOX_W, h, FILL[slot.state], edge="#b7c0cc")
    if slot.seed is None:
        return
    bold = slot.state in ("won", "champion")
    c.text(x + 24, y, str(slot.seed), ha="right", color="#7a8594", fontsize=size - 1)
    room: float = BOX_W - 34
    if slot.walkover:
        room -= 6 + c.text(
            x + BOX_W - 4, y, walkover, width=70, ha="right", color="#7a8594", fontsize=size - 2
        )
    weight = "bold" if bold else "normal"
    c.text(x + 30, y, slot.name, width=room, color=INK[slot.state], fontsize=size, fontweight=weight)
