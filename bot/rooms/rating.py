"""What a finished match does to ratings (issue 32), in the transaction that records its results.

A match moves ratings only when every seat was a person from its start to its end (a computer in
any seat, from the lobby or taking over a leaver's seat, moves nobody), and only once — except that
whoever walks away from a people-only match forfeits it: leaving it, ending it (the creator's
«⛔ Завершить игру»), or being absent when it ends or when the computer takes the seat (the bot
cannot reach them, a pause that runs out, a room that expires while waiting for them). It is rated
then, as their loss to each other side (:func:`rate_forfeit`), and its end rates nobody. Each match is
one Glicko-2 rating period for its players (``bot/rules/glicko.py``), after their RD grew for the
time since their last rated match. Each result also counts in the season of its time (issue 47,
``bot/rules/seasons.py``): the person's row of that season is written beside their latest rating,
the first of a season starting from the carried rating. Who played whom:

* two sides (1-on-1, or Durak / Scopa 2×2): each player against the other side, a team being one
  opponent of the mean rating of its players;
* Durak for 3–6 people, one durak: the durak lost to each of the others, each of the others beat
  the durak; the others did not play each other (the order of going out is not a result); a draw
  (nobody left holding cards): everyone drew with everyone.

Anti-farming: once two people have had ``pair_games`` rated matches of one game against each other
within ``window`` seconds, their further games of it against each other are unrated (for the two of them: in a
Durak of four, the others' games still count).
"""

from __future__ import annotations

import logging
from collections.abc import Collection, Sequence
from dataclasses import dataclass
from typing import Any

from bot.model import Room
from bot.rules import glicko, seasons
from bot.rules.seasons import SeasonLength
from bot.storage import Tx
from bot.storage.ratings import StoredRating
from bot.storage.seasons import SeasonRating

log = logging.getLogger(__name__)

SCORE = {"win": 1.0, "draw": 0.5, "loss": 0.0}


@dataclass(frozen=True, slots=True)
class Cap:
    """How ratings move: the anti-farming cap (rated matches per pair of people per window, in
    seconds), and the length of the seasons a result counts in (``SEASON_LENGTH``, issue 47)."""

    pair_games: int
    window: float
    season_length: SeasonLength = "month"


@dataclass(frozen=True, slots=True)
class Side:
    users: tuple[int, ...]
    outcome: str


def sides_of(rows: Sequence[dict[str, Any]]) -> list[Side]:
    """The sides of a match from its result rows: a team's seats together, else each seat alone."""
    grouped: dict[object, list[dict[str, Any]]] = {}
    for row in rows:
        key = ("team", row["team"]) if row["team"] is not None else ("seat", row["seat"])
        grouped.setdefault(key, []).append(row)
    return [Side(tuple(int(r["user_id"]) for r in g), str(g[0]["outcome"])) for g in grouped.values()]


def meetings(sides: Sequence[Side]) -> list[tuple[int, int, float]]:
    """(side a, side b, a's score) for every two sides that played each other: a winner and a loser,
    or two sides that drew; two winners (or two losers) did not."""
    out = []
    for i, a in enumerate(sides):
        for j in range(i + 1, len(sides)):
            b = sides[j]
            if a.outcome == b.outcome and a.outcome != "draw":
                continue
            out.append((i, j, 0.5 + (SCORE[a.outcome] - SCORE[b.outcome]) / 2))
    return out


def people_only(room: Room, rows: Sequence[dict[str, Any]]) -> bool:
    """Every seat a person (not the forgotten id 0), each once, and still their own at the end."""
    if any(r["computers"] for r in rows):
        return False
    return _in_their_seats(room, [(r["seat"], r["user_id"]) for r in rows])


def _in_their_seats(room: Room, seated: Sequence[tuple[int, Any]]) -> bool:
    """``(seat, person)`` for every seat of the room: each a person (not the forgotten id 0), each
    once, and each seat still theirs."""
    users = [u for _, u in seated]
    if not seated or any(not u for u in users) or len(set(users)) != len(users):
        return False
    return len(room.seats) == len(seated) and all(room.seats[s].user_id == u for s, u in seated)


async def rate_match(tx: Tx, room: Room, rows: Sequence[dict[str, Any]], cap: Cap, now: float) -> int:
    """Move the ratings of a finished match's players (its result rows, ``result_rows``); returns
    how many people's ratings moved."""
    if not people_only(room, rows):
        return 0
    sides = sides_of(rows)
    if len(sides) < 2 or not await tx.ratings.claim_match(room.id, room.match_no, now):
        return 0
    return await _rate(tx, room, sides, cap, now)


def forfeit_sides(room: Room, losers: int | Collection[int], teams: int) -> list[Side]:
    """The sides of a forfeit: each person of the ``losers`` seats (who left, ended the match, or
    whose absence ended it or let the computer take their seat) lost to each other side — every
    other seat alone, or with ``teams`` (seat s in team s % teams) every team without a loser; a
    partner of a loser is in no side (their match was not theirs to lose), and losers did not play
    each other. [] unless every seat is a person, each once, still seated as the match began, and
    some side is left to win."""
    users = list((room.match_info or {}).get("users") or [])
    lost = sorted({losers} if isinstance(losers, int) else set(losers))
    if not lost or not all(0 <= s < len(users) for s in lost):
        return []
    if not _in_their_seats(room, list(enumerate(users))):
        return []
    out = [Side((int(users[s]),), "loss") for s in lost]
    if teams:
        beaten = {s % teams for s in lost}
        for t in range(teams):
            if t not in beaten:
                out.append(Side(tuple(int(users[s]) for s in range(len(users)) if s % teams == t), "win"))
    else:
        out += [Side((int(u),), "win") for s, u in enumerate(users) if s not in lost]
    return out if len(out) > len(lost) else []


async def rate_forfeit(
    tx: Tx, room: Room, losers: int | Collection[int], teams: int, cap: Cap, now: float
) -> int:
    """A people-only match is lost by walking away: the ``losers`` seats left it, ended it, or were
    absent when it ended or when the computer took their seats (from then on its end moves nobody).
    It is rated now as their loss to each other side (:func:`forfeit_sides`), once. Returns how many
    people's ratings moved."""
    sides = forfeit_sides(room, losers, teams)
    if len(sides) < 2 or not await tx.ratings.claim_match(room.id, room.match_no, now):
        return 0
    return await _rate(tx, room, sides, cap, now)


async def _rate(tx: Tx, room: Room, sides: list[Side], cap: Cap, now: float) -> int:
    """One rating period for the players of ``sides`` (``meetings`` says who played whom)."""
    game = room.game
    everyone = [u for s in sides for u in s.users]
    stored = await tx.ratings.of(everyone, game)
    season = seasons.season_of(now, cap.season_length)
    this_season = await tx.seasons.of(everyone, game, season)
    # each person's rating now: the stored one, its RD grown for the time since their last rated
    # match — in a new season, the carry-over (bot/rules/seasons.py: never back to 1500)
    before = {
        u: seasons.carry(glicko.Rating(r.rating, r.rd, r.volatility), r.updated_at, now)
        if (r := stored.get(u)) is not None
        else glicko.NEW
        for u in everyone
    }
    # the pairs over the cap play unrated against each other
    since = now - cap.window
    capped: set[tuple[int, int]] = set()
    for i, j, _ in meetings(sides):
        for a in sides[i].users:
            for b in sides[j].users:
                if await tx.ratings.pair_games(game, a, b, since) >= cap.pair_games:
                    capped.add((min(a, b), max(a, b)))
    games: dict[int, list[tuple[glicko.Rating, float]]] = {u: [] for u in everyone}
    counted: set[tuple[int, int]] = set()
    for i, j, score in meetings(sides):
        for mine, theirs, s in ((sides[i], sides[j], score), (sides[j], sides[i], 1.0 - score)):
            opponent = glicko.team([before[u] for u in theirs.users])
            for u in mine.users:
                pairs = {(min(u, v), max(u, v)) for v in theirs.users}
                if pairs & capped:
                    continue
                games[u].append((opponent, s))
                counted |= pairs
    moved = 0
    for side in sides:
        for u in side.users:
            if not games[u]:
                continue
            new = glicko.update(before[u], games[u])
            old = stored.get(u)
            await tx.ratings.put(
                StoredRating(
                    u, game, new.rating, new.rd, new.volatility, (old.games if old else 0) + 1,
                    (old.wins if old else 0) + (side.outcome == "win"),
                    (old.losses if old else 0) + (side.outcome == "loss"),
                    (old.draws if old else 0) + (side.outcome == "draw"),
                    now,
                )
            )
            row = _season_row(season, u, game, new, side.outcome, this_season.get(u), before[u], now)
            await tx.seasons.put(row)
            moved += 1
    for low, high in sorted(counted):
        await tx.ratings.add_pair(game, low, high, room.id, room.match_no, now, since)
    return moved


def _season_row(
    season: str, u: int, game: str, new: glicko.Rating, outcome: str, old: SeasonRating | None,
    carried: glicko.Rating, now: float,
) -> SeasonRating:
    """The person's row of ``season`` after a result: the new rating, the season's tallies, and
    what they brought into it (``carried``) when this is their first result in it."""
    return SeasonRating(
        season, u, game, new.rating, new.rd, new.volatility, (old.games if old else 0) + 1,
        (old.wins if old else 0) + (outcome == "win"),
        (old.losses if old else 0) + (outcome == "loss"),
        (old.draws if old else 0) + (outcome == "draw"),
        old.start_rating if old else carried.rating, old.start_rd if old else carried.rd, now,
    )
