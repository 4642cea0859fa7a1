"""Ratings in words (issue 32): the line /stats shows per game and the ``/top global`` board, in
the reader's language (every sentence is a locale key). A rating is shown as the rating and its ±
(twice the RD: the rating is within it with about 95% confidence), rounded."""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Sequence
from dataclasses import dataclass

from babel import Locale, UnknownLocaleError
from babel.dates import format_skeleton

from bot.i18n import Translator

#: a season id's forms (``bot/rules/seasons.py``) that read better as the reader's calendar words:
#: a month («ноябрь 2026 г.», «November 2026»), a quarter («4th quarter 2026»); a week (``2026-W48``,
#: an ISO week, which a locale's own week numbering may not match) and a year stay as they are
_MONTH = re.compile(r"(\d{4})-(\d{2})")
_QUARTER = re.compile(r"(\d{4})-Q([1-4])")


@dataclass(frozen=True, slots=True)
class RatingView:
    """A rating as shown: its RD grown for the time since the last rated match."""

    rating: float
    rd: float
    games: int


@dataclass(frozen=True, slots=True)
class RatedLine:
    name: str
    rating: RatingView


def _number(x: float) -> str:
    """A rating as digits only (a number would be grouped: "1,500")."""
    return str(round(x))


def rating_line(t: Translator, r: RatingView) -> str:
    return t("stats-rating", rating=_number(r.rating), pm=_number(2 * r.rd), games=r.games)


def season_name(t: Translator, season: str) -> str:
    """A season's id as the reader's calendar says it, in their language (Unicode CLDR's month and
    quarter names, through Babel, which fluent.runtime brings); the id itself where that fails."""
    month, quarter = _MONTH.fullmatch(season), _QUARTER.fullmatch(season)
    try:
        locale = Locale.parse(t.lang.replace("-", "_"))
        if month is not None and 1 <= int(month.group(2)) <= 12:
            first = dt.date(int(month.group(1)), int(month.group(2)), 1)
            return str(format_skeleton("yMMMM", first, locale=locale))
        if quarter is not None:
            first = dt.date(int(quarter.group(1)), 3 * int(quarter.group(2)) - 2, 1)
            return str(format_skeleton("yQQQQ", first, locale=locale))
    except (UnknownLocaleError, ValueError, KeyError):
        pass
    return season


def best_season_line(t: Translator, season: str, r: RatingView) -> str:
    """/stats: the person's best season in a game (issue 47)."""
    rating, pm = _number(r.rating), _number(2 * r.rd)
    return t("stats-best-season", season=season_name(t, season), rating=rating, pm=pm, games=r.games)


def global_text(
    t: Translator,
    game: str,
    board: Sequence[RatedLine],
    min_games: int,
    season: str = "",
    current: bool = True,
) -> str:
    """``/top global`` of ``game`` in ``season`` (``current``: the season now running)."""
    lines = [t("top-global-title", game=t(f"game-{game}"))]
    if season:
        name = season_name(t, season)
        lines.append(t("top-global-season", season=name, current="yes" if current else "no"))
    if not board:
        lines.append(t("top-global-empty"))
    for n, line in enumerate(board, 1):
        r = line.rating
        lines.append(
            t("top-global-line", n=n, name=line.name or "—", rating=_number(r.rating), pm=_number(2 * r.rd),
              games=r.games)
        )
    lines += ["", t("top-global-hint", n=min_games)]
    return "\n".join(lines)
