"""Rating seasons (issue 47): global ratings run in seasons of ``SEASON_LENGTH`` — UTC calendar
months by default (``month``), or ISO weeks (``week``), quarters (``quarter``), years (``year``).
Pure maths on a clock reading, no I/O.

A season's id is text that sorts in time order within one length and says which season it is:
``2026-11`` (a month), ``2026-W48`` (an ISO week), ``2026-Q4`` (a quarter), ``2026`` (a year).
``/top global`` shows it as it is, and its buttons carry it (at most 8 characters).

The carry-over (:func:`carry`): a rating is never reset to 1500 when a season begins. At a person's
first rated result in a new season their rating starts from where it was, its deviation widened by
Glicko-2's rule for rating periods without a game (Glickman 2013, step 6 applied once per idle
period): φ' = √(φ² + σ²·t), with φ = RD / 173.7178, σ the person's volatility and t the rating
periods since their last rated result (one period = ``glicko.PERIOD_SECONDS``, a day; fractions
count), RD' = min(173.7178·φ', 350) — never wider than a newcomer's 350.
"""

from __future__ import annotations

import datetime as dt
import re
from typing import Literal

from bot.rules import glicko

SeasonLength = Literal["month", "week", "quarter", "year"]
LENGTHS: tuple[SeasonLength, ...] = ("month", "week", "quarter", "year")

_PATTERNS: dict[str, re.Pattern[str]] = {
    "month": re.compile(r"(\d{4})-(\d{2})"),
    "week": re.compile(r"(\d{4})-W(\d{2})"),
    "quarter": re.compile(r"(\d{4})-Q(\d)"),
    "year": re.compile(r"(\d{4})()"),
}


def _utc(now: float) -> dt.datetime:
    return dt.datetime.fromtimestamp(now, dt.UTC)


def season_of(now: float, length: SeasonLength = "month") -> str:
    """The id of the season ``now`` (seconds since the epoch) falls in, on the UTC calendar."""
    t = _utc(now)
    if length == "week":
        year, week, _ = t.isocalendar()
        return f"{year:04d}-W{week:02d}"
    if length == "quarter":
        return f"{t.year:04d}-Q{(t.month - 1) // 3 + 1}"
    if length == "year":
        return f"{t.year:04d}"
    return f"{t.year:04d}-{t.month:02d}"


def bounds(season: str, length: SeasonLength = "month") -> tuple[float, float] | None:
    """(start, end) of a season in seconds since the epoch (the end is the next one's start), or
    None when ``season`` is no season id of this length (a forged or mangled button)."""
    m = _PATTERNS[length].fullmatch(season)
    if m is None:
        return None
    year = int(m.group(1))
    try:
        if length == "week":
            start = dt.datetime.fromisocalendar(year, int(m.group(2)), 1).replace(tzinfo=dt.UTC)
            end = start + dt.timedelta(days=7)
        elif length == "year":
            start = dt.datetime(year, 1, 1, tzinfo=dt.UTC)
            end = dt.datetime(year + 1, 1, 1, tzinfo=dt.UTC)
        else:
            months = 3 if length == "quarter" else 1
            first = (int(m.group(2)) - 1) * months + 1
            if not 1 <= int(m.group(2)) <= 12 // months or year < 1970:
                return None
            start = dt.datetime(year, first, 1, tzinfo=dt.UTC)
            nxt = first + months
            end = dt.datetime(year + (nxt > 12), (nxt - 1) % 12 + 1, 1, tzinfo=dt.UTC)
    except ValueError:  # week 54, year 0, …
        return None
    if start.year < 1970:
        return None
    return start.timestamp(), end.timestamp()


def previous(season: str, length: SeasonLength = "month") -> str | None:
    """The season before ``season`` (None: not a season id of this length)."""
    b = bounds(season, length)
    return None if b is None else season_of(b[0] - 1, length)


def carry(rating: glicko.Rating, last: float | None, now: float) -> glicko.Rating:
    """The rating a person brings into a season at their first rated result in it (``last``: their
    last rated result, in any season; None: never rated — a newcomer's 1500 ± 350). The rating and
    volatility stay; the RD grows as in the module docstring, at most to 350."""
    if last is None:
        return glicko.NEW
    return glicko.idle_since(rating, last, now)
