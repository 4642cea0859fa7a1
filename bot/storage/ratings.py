"""Ratings' storage (issue 32): each person's Glicko-2 rating per game (table ``ratings``), the
pairs of people every rated match counted (``rating_pairs``: the anti-farming cap), the matches
already rated (``rated_matches``: a match moves ratings once), and the /profile choice to appear on
``/top global`` (``users.rating_public``). The maths is ``bot/rules/glicko.py``; what a match does
to ratings is ``bot/rooms/rating.py``.

:class:`RatingRepo` is bound to one transaction (the one that ends the match); the whole operations
for the handlers and the quick-match queue (``rating_of``) are in ``bot/storage/api.py``.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from bot.storage.base import Repo, marks
from bot.storage.values import Row

#: a person nobody has rated yet
DEFAULT_RATING = 1500.0


@dataclass(frozen=True, slots=True)
class StoredRating:
    """A person's rating in one game as stored (its RD as of ``updated_at``)."""

    user_id: int
    game: str
    rating: float
    rd: float
    volatility: float
    games: int
    wins: int
    losses: int
    draws: int
    updated_at: float


@dataclass(frozen=True, slots=True)
class RatedStanding:
    """A line of ``/top global``."""

    user_id: int
    first_name: str
    rating: float
    rd: float
    volatility: float
    games: int
    updated_at: float


_COLUMNS = "user_id, game, rating, rd, volatility, games, wins, losses, draws, updated_at"


def _stored(r: Row) -> StoredRating:
    return StoredRating(
        int(r["user_id"]), str(r["game"]), float(r["rating"]), float(r["rd"]), float(r["volatility"]),
        int(r["games"]), int(r["wins"]), int(r["losses"]), int(r["draws"]), float(r["updated_at"]),
    )


class RatingRepo(Repo):
    async def of(self, user_ids: Iterable[int], game: str) -> dict[int, StoredRating]:
        """The stored ratings of these people in ``game`` (the unrated are missing)."""
        ids = sorted(set(user_ids))
        if not ids:
            return {}
        rows = await self.tx.all(
            f"SELECT {_COLUMNS} FROM ratings WHERE game = ? AND user_id IN ({marks(len(ids))})",  # noqa: S608
            (game, *ids),
        )
        return {int(r["user_id"]): _stored(r) for r in rows}

    async def put(self, r: StoredRating) -> None:
        await self.tx.run(
            f"INSERT INTO ratings ({_COLUMNS}) VALUES ({marks(10)})"  # noqa: S608
            " ON CONFLICT (user_id, game) DO UPDATE SET rating = excluded.rating, rd = excluded.rd,"
            " volatility = excluded.volatility, games = excluded.games, wins = excluded.wins,"
            " losses = excluded.losses, draws = excluded.draws, updated_at = excluded.updated_at",
            (r.user_id, r.game, r.rating, r.rd, r.volatility, r.games, r.wins, r.losses, r.draws,
             r.updated_at),
        )

    async def claim_match(self, room_id: str, match_no: int, at: float) -> bool:
        """Mark the match rated; False when it already was (a match moves ratings once). One
        statement: on PostgreSQL a second worker's claim of the same match waits for the first's
        transaction and then finds it claimed (a SELECT first would let both see it unclaimed, and
        the second's INSERT would fail its whole transaction)."""
        added = await self.tx.count(
            "INSERT INTO rated_matches (room_id, match_no, at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING",
            (room_id, match_no, at),
        )
        return added > 0

    async def pair_games(self, game: str, a: int, b: int, since: float) -> int:
        """How many rated matches of ``game`` ``a`` and ``b`` played against each other since ``since``."""
        low, high = min(a, b), max(a, b)
        row = await self.tx.one(
            "SELECT COUNT(*) FROM rating_pairs WHERE game = ? AND low = ? AND high = ? AND at >= ?",
            (game, low, high, since),
        )
        return int(row[0]) if row is not None else 0

    async def add_pair(
        self, game: str, a: int, b: int, room_id: str, match_no: int, at: float, forget_before: float
    ) -> None:
        """Count a rated match of ``game`` between ``a`` and ``b``; the pair's rows older than
        ``forget_before`` (outside every window the cap looks at) go."""
        low, high = min(a, b), max(a, b)
        await self.tx.run(
            "DELETE FROM rating_pairs WHERE game = ? AND low = ? AND high = ? AND at < ?",
            (game, low, high, forget_before),
        )
        await self.tx.run(
            "INSERT INTO rating_pairs (game, low, high, room_id, match_no, at) VALUES (?, ?, ?, ?, ?, ?)"
            " ON CONFLICT DO NOTHING",
            (game, low, high, room_id, match_no, at),
        )

    async def purge(self, before: float) -> int:
        """Retention: the pairs' rows older than ``before`` (outside every window the cap looks at;
        ``add_pair`` forgets a pair's old rows only when that pair plays again)."""
        return await self.tx.count("DELETE FROM rating_pairs WHERE at < ?", (before,))

    async def of_user(self, user_id: int) -> list[StoredRating]:
        rows = await self.tx.all(
            f"SELECT {_COLUMNS} FROM ratings WHERE user_id = ? ORDER BY game", (user_id,)  # noqa: S608
        )
        return [_stored(r) for r in rows]

    async def board(self, game: str, min_games: int, limit: int) -> list[RatedStanding]:
        """``/top global``: those who opted in (/profile), with at least ``min_games`` rated
        matches, best rating first."""
        rows = await self.tx.all(
            "SELECT r.user_id, u.first_name, r.rating, r.rd, r.volatility, r.games, r.updated_at"
            " FROM ratings r JOIN users u ON u.id = r.user_id"
            " WHERE r.game = ? AND u.rating_public = 1 AND r.games >= ?"
            " ORDER BY r.rating DESC, r.games DESC, r.user_id LIMIT ?",
            (game, min_games, limit),
        )
        return [
            RatedStanding(
                int(r["user_id"]), str(r["first_name"] or ""), float(r["rating"]), float(r["rd"]),
                float(r["volatility"]), int(r["games"]), float(r["updated_at"]),
            )
            for r in rows
        ]

    async def public(self, user_id: int) -> bool:
        row = await self.tx.one("SELECT rating_public FROM users WHERE id = ?", (user_id,))
        return row is not None and bool(row[0])

    async def set_public(self, user_id: int, on: bool) -> None:
        await self.tx.run("UPDATE users SET rating_public = ? WHERE id = ?", (int(on), user_id))

    async def forget(self, user_id: int) -> None:
        """/forget: the person's ratings and the pairs they were counted in."""
        await self.tx.run("DELETE FROM ratings WHERE user_id = ?", (user_id,))
        await self.tx.run("DELETE FROM rating_pairs WHERE low = ? OR high = ?", (user_id, user_id))
