"""/stats and /top: the tallies of a person's results and their text, in the reader's
language (every sentence is a locale key)."""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field

from aiogram.types import InlineKeyboardButton as Button

from bot import games
from bot.i18n import Translator
from bot.render.ratings import RatingView, best_season_line, rating_line
from bot.render.replays import replay_button
from bot.storage.values import Loser, RecentDeal, Result, Standing

PERIODS = ("week", "month", "all")
PERIOD_SECONDS = {"week": 7 * 86400.0, "month": 30 * 86400.0}
PEOPLE = "people"


@dataclass
class Tally:
    games: int = 0
    wins: int = 0
    losses: int = 0
    draws: int = 0
    current: int = 0  # wins in a row up to the latest game
    best: int = 0  # the longest run of wins

    def add(self, outcome: str) -> None:
        self.games += 1
        if outcome == "win":
            self.wins += 1
            self.current += 1
            self.best = max(self.best, self.current)
        else:
            self.current = 0
            if outcome == "loss":
                self.losses += 1
            elif outcome == "draw":
                self.draws += 1

    @property
    def rate(self) -> int:
        return round(100 * self.wins / self.games) if self.games else 0


@dataclass
class GameStats:
    total: Tally = field(default_factory=Tally)
    #: "people", or the computer's level: tallies kept apart
    against: dict[str, Tally] = field(default_factory=dict)
    modes: Counter[str] = field(default_factory=Counter)

    @property
    def favourite(self) -> str | None:
        return self.modes.most_common(1)[0][0] if self.modes else None


def tally(rows: Iterable[Result]) -> dict[str, GameStats]:
    """Per game, from result rows (``game, computers, level, outcome, mode``) oldest first."""
    out: dict[str, GameStats] = {}
    for r in rows:
        g = out.setdefault(r.game, GameStats())
        g.total.add(r.outcome)
        bucket = str(r.level or "?") if r.computers else PEOPLE
        g.against.setdefault(bucket, Tally()).add(r.outcome)
        g.modes[r.mode] += 1
    return out


def _tally_line(t: Translator, game: str, who: str, x: Tally) -> str:
    return t("stats-line", who=who, game=game, games=x.games, wins=x.wins, losses=x.losses, draws=x.draws,
             rate=x.rate)


def stats_text(
    t: Translator,
    stats: dict[str, GameStats],
    *,
    group: bool,
    ratings: Mapping[str, RatingView] | None = None,
    name: str = "",
    best: Mapping[str, tuple[str, RatingView]] | None = None,
) -> str:
    """A person's statistics per game; ``ratings``: their rating per game (issue 32), shown too, and
    ``best``: their best season per game (issue 47). In a group (``group``) the title names whose
    they are (``name``): everyone there reads them."""
    lines = [t("stats-title-group", name=name) if group else t("stats-title")]
    if not stats:
        lines.append(t("stats-none"))
        return "\n".join(lines)
    for game in (g for g in games.names() if g in stats):
        s = stats[game]
        lines += ["", t(f"game-{game}")]
        lines.append(_tally_line(t, game, t("stats-who-all"), s.total))
        lines.append(t("stats-streak", current=s.total.current, best=s.total.best))
        if ratings and game in ratings:
            lines.append(rating_line(t, ratings[game]))
        if best and game in best:
            lines.append(best_season_line(t, *best[game]))
        if PEOPLE in s.against:
            lines.append(_tally_line(t, game, t("stats-who-people"), s.against[PEOPLE]))
        for level in sorted(k for k in s.against if k != PEOPLE):
            lines.append(_tally_line(t, game, t("stats-who-computer", level=level), s.against[level]))
        mode = games.get(game).mode_text(s.favourite, t) if s.favourite is not None else None
        if mode is not None:
            lines.append(t("stats-favourite", mode=mode))
    return "\n".join(lines)


def replay_rows(
    t: Translator, deals: Sequence[RecentDeal], *, private: bool, webapp_url: str, link: str
) -> list[list[Button]]:
    """/stats' «▶️» buttons, one a row, newest first: each deal's replay in the Mini App (issue 46),
    named by its game, its day (UTC, as the chart's weeks) and, in a match of several deals, its
    number; none without the Mini App (``replay_button``)."""
    rows = []
    for d in deals:
        if d.token is None:
            continue
        game, date = t(f"game-{d.game}"), time.strftime("%d.%m", time.gmtime(d.ended_at))
        text = (
            t("btn-stats-replay-deal", game=game, date=date, deal=d.deal_no)
            if d.deals > 1
            else t("btn-stats-replay", game=game, date=date)
        )
        button = replay_button(text, d.token, private=private, webapp_url=webapp_url, link=link)
        if button is not None:
            rows.append([button])
    return rows


def top_text(
    t: Translator,
    game: str,
    period: str,
    board: Sequence[Standing],
    min_games: int,
    loser: Loser | None = None,
    champions: Sequence[tuple[str, int]] = (),
) -> str:
    """A group's board: rank, name, wins of games, win rate; ``loser``: who lost most this week
    (Durak: the durak of the week); ``champions``: the winners of its last tournaments of the game
    (name, how many played)."""
    lines = [t("top-title", game=t(f"game-{game}"), period=period)]
    if not board:
        lines.append(t("top-empty", n=min_games))
    for n, r in enumerate(board, 1):
        rate = round(100 * r.wins / r.games) if r.games else 0
        lines.append(
            t("top-line", n=n, name=r.first_name or "—", wins=r.wins, games=r.games, rate=rate,
              losses=r.losses, game=game)
        )
    if loser is not None:
        lines += ["", t("top-loser-week", game=game, name=loser.first_name or "—", n=loser.losses)]
    if champions:
        lines += ["", t("top-tournaments")]
        lines += [t("top-tournament-line", name=name, n=n) for name, n in champions]
    lines += ["", t("top-hint", n=min_games)]
    return "\n".join(lines)
