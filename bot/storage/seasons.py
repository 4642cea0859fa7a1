"""Rating seasons' storage (issue 47): table ``season_ratings`` — each person's rating per game and
season (``bot/rules/seasons.py``), written beside ``ratings`` (the latest rating, which a new season
carries over) in the transaction that claims a rated match, so a result counts once on any number
of workers. What a match writes here is ``bot/rooms/rating.py``.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from bot.storage.base import Repo, marks
from bot.storage.ratings import RatedStanding
from bot.storage.values import Row


@dataclass(frozen=True, slots=True)
class SeasonRating:
    """A person's rating in one game and season: as of their last rated result in it, the season's
    matches alone, and what they brought into it (``start_*``: the carried rating)."""

    season: str
    user_id: int
    game: str
    rating: float
    rd: float
    volatility: float
    games: int
    wins: int
    losses: int
    draws: int
    start_rating: float
    start_rd: float
    updated_at: float


_COLUMNS = (
    "season, user_id, game, rating, rd, volatility, games, wins, losses, draws, start_rating,"
    " start_rd, updated_at"
)


def _row(r: Row) -> SeasonRating:
    return SeasonRating(
        str(r["season"]), int(r["user_id"]), str(r["game"]), float(r["rating"]), float(r["rd"]),
        float(r["volatility"]), int(r["games"]), int(r["wins"]), int(r["losses"]), int(r["draws"]),
        float(r["start_rating"]), float(r["start_rd"]), float(r["updated_at"]),
    )


class SeasonRepo(Repo):
    async def of(self, user_ids: Iterable[int], game: str, season: str) -> dict[int, SeasonRating]:
        """These people's rows of ``game`` in ``season`` (those without a result in it are missing)."""
        ids = sorted(set(user_ids))
        if not ids:
            return {}
        rows = await self.tx.all(
            f"SELECT {_COLUMNS} FROM season_ratings"  # noqa: S608
            f" WHERE season = ? AND game = ? AND user_id IN ({marks(len(ids))})",
            (season, game, *ids),
        )
        return {int(r["user_id"]): _row(r) for r in rows}

    async def put(self, r: SeasonRating) -> None:
        """Write a row; its ``start_*`` stay as the season's first result wrote them."""
        await self.tx.run(
            f"INSERT INTO season_ratings ({_COLUMNS}) VALUES ({marks(13)})"  # noqa: S608
            " ON CONFLICT (season, user_id, game) DO UPDATE SET rating = excluded.rating,"
            " rd = excluded.rd, volatility = excluded.volatility, games = excluded.games,"
            " wins = excluded.wins, losses = excluded.losses, draws = excluded.draws,"
            " updated_at = excluded.updated_at",
            (r.season, r.user_id, r.game, r.rating, r.rd, r.volatility, r.games, r.wins, r.losses,
             r.draws, r.start_rating, r.start_rd, r.updated_at),
        )

    async def board(self, game: str, season: str, min_games: int, limit: int) -> list[RatedStanding]:
        """``/top global`` of one season: those who opted in (/profile), with at least ``min_games``
        rated matches in it, best rating first."""
        rows = await self.tx.all(
            "SELECT r.user_id, u.first_name, r.rating, r.rd, r.volatility, r.games, r.updated_at"
            " FROM season_ratings r JOIN users u ON u.id = r.user_id"
            " WHERE r.game = ? AND r.season = ? AND u.rating_public = 1 AND r.games >= ?"
            " ORDER BY r.rating DESC, r.games DESC, r.user_id LIMIT ?",
            (game, season, min_games, limit),
        )
        return [
            RatedStanding(
                int(r["user_id"]), str(r["first_name"] or ""), float(r["rating"]), float(r["rd"]),
                float(r["volatility"]), int(r["games"]), float(r["updated_at"]),
            )
            for r in rows
        ]

    async def before(self, game: str, season: str, limit: int) -> list[str]:
        """The seasons before ``season`` with a rated result in ``game``, the latest first."""
        rows = await self.tx.all(
            "SELECT DISTINCT season FROM season_ratings WHERE game = ? AND season < ?"
            " ORDER BY season DESC LIMIT ?",
            (game, season, limit),
        )
        return [str(r[0]) for r in rows]

    async def kept(self, season: str) -> bool:
        """Whether any rated result of ``season`` is stored (retention forgets old seasons)."""
        row = await self.tx.one("SELECT 1 FROM season_ratings WHERE season = ? LIMIT 1", (season,))
        return row is not None

    async def best(self, user_id: int) -> dict[str, SeasonRating]:
        """The person's best season per game: the highest rating a season ended (or stands) at,
        the earlier season on a tie."""
        rows = await self.tx.all(
            f"SELECT {_COLUMNS} FROM season_ratings WHERE user_id = ?"  # noqa: S608
            " ORDER BY game, rating DESC, season",
            (user_id,),
        )
        out: dict[str, SeasonRating] = {}
        for r in rows:
            out.setdefault(str(r["game"]), _row(r))
        return out

    async def purge(self, before: float) -> int:
        """Retention: the season rows whose last result is older than ``before``."""
        return await self.tx.count("DELETE FROM season_ratings WHERE updated_at < ?", (before,))

    async def forget(self, user_id: int) -> None:
        """/forget: the person's season rows."""
        await self.tx.run("DELETE FROM season_ratings WHERE user_id = ?", (user_id,))
