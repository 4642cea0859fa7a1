"""Statistics' reads and the /forget deletion, each one locked read or one transaction;
the SQL is in ``bot/storage/results.py``."""

from __future__ import annotations

from dataclasses import dataclass

from bot.plumbing import clock
from bot.render.ratings import RatedLine, RatingView
from bot.render.stats import PERIOD_SECONDS
from bot.rules import glicko, seasons
from bot.rules.seasons import SeasonLength
from bot.storage import Database, api, replays
from bot.storage.results import FORGOTTEN
from bot.storage.values import Loser, RecentDeal, Result, Standing


async def results_of(storage: Database, user_id: int, chat_id: int | None = None) -> list[Result]:
    return await api.results_of(storage, user_id, chat_id)


#: how many of a person's latest deals /stats offers to replay
RECENT_DEALS = 5


async def recent_deals(
    storage: Database, user_id: int, chat_id: int | None = None, limit: int = RECENT_DEALS
) -> list[RecentDeal]:
    """The person's latest finished deals (in one group, or everywhere), newest first, each with
    its replay's token — made now for a deal that ended before replays existed (issue 46)."""
    out = []
    for d in await api.recent_deals(storage, user_id, chat_id, limit):
        if d.token is None:
            token = await replays.token_for(storage, d.room_id, d.match_no, d.deal_no, clock.now())
            d = RecentDeal(d.room_id, d.match_no, d.deal_no, d.game, d.ended_at, d.deals, token)
        out.append(d)
    return out


def since(period: str, now: float | None = None) -> float:
    """The start of a board's period (``all``: the beginning)."""
    seconds = PERIOD_SECONDS.get(period)
    return 0.0 if seconds is None else (clock.now() if now is None else now) - seconds


async def board(
    storage: Database, chat_id: int, game: str, period: str, min_games: int, *, loser: bool = False
) -> tuple[list[Standing], Loser | None]:
    """The group's board for ``game`` and ``period``, and (``loser``) who lost most this week."""
    return await api.board(storage, chat_id, game, since(period), min_games, since("week") if loser else None)


async def hidden(storage: Database, user_id: int) -> bool:
    row = await api.person(storage, user_id)
    return row is not None and row.stats_hidden


async def set_hidden(storage: Database, user_id: int, value: bool) -> None:
    await api.set_pref(storage, user_id, "stats_hidden", int(value))


def _view(rating: float, rd: float, volatility: float, games: int, last: float, now: float) -> RatingView:
    grown = glicko.idle_since(glicko.Rating(rating, rd, volatility), last, now)
    return RatingView(rating, grown.rd, games)


async def ratings_of(storage: Database, user_id: int) -> dict[str, RatingView]:
    """The person's rating per game, their ± as of now (it widens while they do not play)."""
    now = clock.now()
    return {
        r.game: _view(r.rating, r.rd, r.volatility, r.games, r.updated_at, now)
        for r in await api.ratings_of(storage, user_id)
    }


#: how many earlier seasons ``/top global`` offers on its buttons
PAST_SEASONS = 3


@dataclass(frozen=True, slots=True)
class SeasonBoard:
    """``/top global`` of one season: its id, whether it is the current one, its lines, and the
    latest earlier seasons with rated results in the game (the buttons)."""

    season: str
    current: bool
    lines: list[RatedLine]
    past: list[str]


async def global_board(
    storage: Database, game: str, min_games: int, length: SeasonLength, season: str | None = None
) -> SeasonBoard | None:
    """``/top global``: the best rated in ``game`` of those who opted in (/profile), in ``season``
    (None: the current one; issue 47). Their ± as of now in the current season, as of the season's
    end in a past one. None: ``season`` is no season (a mangled button), one to come, or one no
    longer kept."""
    now = clock.now()
    current = seasons.season_of(now, length)
    season = season or current
    span = seasons.bounds(season, length)
    if span is None or span[0] > now:
        return None
    if season != current and not await api.season_kept(storage, season):
        return None
    until = min(now, span[1])
    lines = [
        RatedLine(s.first_name, _view(s.rating, s.rd, s.volatility, s.games, s.updated_at, until))
        for s in await api.season_board(storage, game, season, min_games)
    ]
    past = await api.seasons_before(storage, game, current, PAST_SEASONS)
    return SeasonBoard(season, season == current, lines, past)


async def best_seasons(storage: Database, user_id: int) -> dict[str, tuple[str, RatingView]]:
    """The person's best season per game (/stats): its id and the rating it ended (or stands) at,
    its ± as of its last result there."""
    return {
        game: (r.season, RatingView(r.rating, r.rd, r.games))
        for game, r in (await api.best_seasons(storage, user_id)).items()
    }


async def rated_public(storage: Database, user_id: int) -> bool:
    return await api.rating_public(storage, user_id)


async def set_rated_public(storage: Database, user_id: int, on: bool) -> None:
    await api.set_rating_public(storage, user_id, on)


async def forget(storage: Database, user_id: int) -> None:
    """Delete the person's data: their results and user row; their seats in the kept records become
    a forgotten person's (id 0), the deals stay, so the records still verify."""
    if user_id == FORGOTTEN:
        return
    await api.forget(storage, user_id)
