"""Ratings in words (issue 32): the line /stats shows per game and the ``/top global`` board, in
the reader's language (every sentence is a locale key). A rating is shown as the rating and its ±
(twice the RD: the rating is within it with about 95% confidence), rounded."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bot.i18n import Translator


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


def best_season_line(t: Translator, season: str, r: RatingView) -> str:
    """/stats: the person's best season in a game (issue 47)."""
    return t(
        "stats-best-season", season=season, rating=_number(r.rating), pm=_number(2 * r.rd), games=r.games
    )


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
        lines.append(t("top-global-season", season=season, current="yes" if current else "no"))
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
