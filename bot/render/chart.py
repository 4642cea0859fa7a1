"""/stats' chart: games per week as bars and the win rate so far as a line, a small PNG.

matplotlib is imported on first use (with its non-interactive Agg backend), so a bot nobody asks for
a chart never loads it.
"""

from __future__ import annotations

import io
import time
from collections.abc import Sequence

from bot.i18n import Translator
from bot.storage.values import Result

WEEK = 7 * 86400.0
#: the picture's size in pixels (width, height): small enough for a chat, readable on a phone
SIZE = (640, 360)
DPI = 80


def weekly(rows: Sequence[Result]) -> tuple[list[str], list[int], list[float]]:
    """Per week with games (oldest first): its label (the week's first day), the games, and the win
    rate of all games up to its end (percent)."""
    weeks: dict[int, list[int]] = {}
    for r in sorted(rows, key=lambda r: float(r.ended_at)):
        w = int(float(r.ended_at) // WEEK)
        games, wins = weeks.setdefault(w, [0, 0])
        weeks[w] = [games + 1, wins + (r.outcome == "win")]
    labels, counts, rates = [], [], []
    total = won = 0
    for w in sorted(weeks):
        games, wins = weeks[w]
        total, won = total + games, won + wins
        labels.append(time.strftime("%d.%m", time.gmtime(w * WEEK)))
        counts.append(games)
        rates.append(100.0 * won / total)
    return labels, counts, rates


def chart_png(rows: Sequence[Result], t: Translator) -> bytes:
    import matplotlib

    matplotlib.use("Agg")
    from matplotlib.figure import Figure

    labels, counts, rates = weekly(rows)
    fig = Figure(figsize=(SIZE[0] / DPI, SIZE[1] / DPI), dpi=DPI)
    ax = fig.add_subplot()
    xs = list(range(len(labels)))
    ax.bar(xs, counts, color="#8fb3d9", label=t("chart-games"))
    ax.set_ylabel(t("chart-games"))
    ax.set_xticks(xs, labels, rotation=45 if len(labels) > 8 else 0, fontsize=8)
    ax.set_title(t("chart-title"))
    rate_ax = ax.twinx()
    rate_ax.plot(xs, rates, color="#c0392b", marker="o", label=t("chart-rate"))
    rate_ax.set_ylim(0, 100)
    rate_ax.set_ylabel(t("chart-rate"))
    fig.tight_layout()
    out = io.BytesIO()
    fig.savefig(out, format="png", dpi=DPI)
    return out.getvalue()
