"""Tournaments' storage (issue 47, migration 025): ``tournaments``, ``tournament_entries`` and
``tournament_tables``. The service that runs them is ``bot/rooms/tournaments.py``; the pure core
that plans rounds and computes standings is ``bot/tournaments/``.

Two rules keep a tournament right on any number of workers: a table's result is written once
(:meth:`TournamentRepo.set_result` only fills a table without one, in the transaction that ends its
room's match), and a round starts once (:meth:`TournamentRepo.advance`: ``round = r + 1`` only
where it is still ``r``, in the transaction that writes the new round's tables).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Literal

from bot.model import CLOSED
from bot.storage.base import Repo, marks
from bot.storage.jsontext import dumps, loads
from bot.storage.values import Row

SIGNUP = "signup"
RUNNING = "running"
FINISHED = "finished"
CANCELLED = "cancelled"


@dataclass(frozen=True, slots=True)
class Tournament:
    id: str
    chat_id: int
    creator: int
    game: str
    format: str
    rounds: int
    round: int
    status: str
    options: dict[str, Any]
    locale: str
    message_id: int | None
    standings: list[Any] | None
    created_at: float
    updated_at: float
    #: the round whose pairings the group was sent (claimed: being sent); ``round + 1``: the final
    #: standings were (migration 029: its picture and its people's pings are claimed apart)
    announced: int = 0
    #: when it starts by itself (migration 028; None: only «start now»)
    starts_at: float | None = None
    #: no new round starts while set (the tables being played go on)
    paused: bool = False


@dataclass(frozen=True, slots=True)
class Champion:
    """A finished tournament as a group's ``/top`` lists it: its id (the button of its final
    standings), the winner's name as they signed up, how many played, when it ended."""

    id: str
    name: str
    players: int
    ended_at: float


@dataclass(frozen=True, slots=True)
class Signed:
    """A person signed up: the name shown, their rating when they joined, their join press."""

    user_id: int
    name: str
    rating: float
    contribution: str | None
    joined_at: float
    #: the round during which they were dropped (migration 028); None: they play on
    dropped: int | None = None


@dataclass(frozen=True, slots=True)
class Table:
    """One table of a round (``seats``: people's ids in the planned order, 0 a computer), or a bye
    (``bye``: no room); ``result``: its finishing order, None while it plays."""

    round: int
    table_no: int
    seats: tuple[int, ...]
    room_id: str | None
    bye: bool
    result: tuple[tuple[int, ...], ...] | None


#: an announcement's parts, each claimed apart (migration 029), and the column that claims it: the
#: private pings, the group's picture, the group's words (the pairings or the final standings)
Part = Literal["pings", "picture", "words"]
PARTS: tuple[Part, ...] = ("pings", "picture", "words")
_PARTS: dict[str, str] = {"pings": "pinged", "picture": "pictured", "words": "announced"}

_COLUMNS = (
    "id, chat_id, creator, game, format, rounds, round, status, options, locale, message_id, standings,"
    " created_at, updated_at, announced, starts_at, paused"
)


def _tournament(r: Row) -> Tournament:
    return Tournament(
        str(r["id"]), int(r["chat_id"]), int(r["creator"]), str(r["game"]), str(r["format"]),
        int(r["rounds"]), int(r["round"]), str(r["status"]), dict(loads(r["options"]) or {}),
        str(r["locale"]), None if r["message_id"] is None else int(r["message_id"]),
        loads(r["standings"]), float(r["created_at"]), float(r["updated_at"]), int(r["announced"]),
        None if r["starts_at"] is None else float(r["starts_at"]), bool(r["paused"]),
    )  # fmt: skip


def _order(text: str | None) -> tuple[tuple[int, ...], ...] | None:
    value = loads(text)
    return None if value is None else tuple(tuple(int(s) for s in group) for group in value)


def _table(r: Row) -> Table:
    return Table(
        int(r["round"]), int(r["table_no"]), tuple(int(s) for s in loads(r["seats"])),
        None if r["room_id"] is None else str(r["room_id"]), bool(r["bye"]), _order(r["result"]),
    )  # fmt: skip


class TournamentRepo(Repo):
    async def create(self, t: Tournament) -> None:
        await self.tx.run(
            f"INSERT INTO tournaments ({_COLUMNS}) VALUES ({marks(17)})",  # noqa: S608
            (t.id, t.chat_id, t.creator, t.game, t.format, t.rounds, t.round, t.status, dumps(t.options),
             t.locale, t.message_id, None if t.standings is None else dumps(t.standings), t.created_at,
             t.updated_at, t.announced, t.starts_at, int(t.paused)),
        )  # fmt: skip

    async def get(self, tournament_id: str) -> Tournament | None:
        row = await self.tx.one(f"SELECT {_COLUMNS} FROM tournaments WHERE id = ?", (tournament_id,))  # noqa: S608
        return None if row is None else _tournament(row)

    async def open_in(self, chat_id: int) -> Tournament | None:
        """The group's tournament signing up or running (a group runs one at a time)."""
        row = await self.tx.one(
            f"SELECT {_COLUMNS} FROM tournaments WHERE chat_id = ? AND status IN (?, ?)"  # noqa: S608
            " ORDER BY created_at DESC LIMIT 1",
            (chat_id, SIGNUP, RUNNING),
        )
        return None if row is None else _tournament(row)

    async def running(self) -> list[Tournament]:
        """Every running tournament (start-up: a round whose tables all ended goes on)."""
        rows = await self.tx.all(
            f"SELECT {_COLUMNS} FROM tournaments WHERE status = ? ORDER BY created_at",
            (RUNNING,),  # noqa: S608
        )
        return [_tournament(r) for r in rows]

    async def claim(self, tournament_id: str, part: Part, value: int) -> bool:
        """Send ``part`` of round ``value``'s announcement (``round + 1``: the end's) once: False
        when it was claimed, or a later one was. :meth:`give_back` undoes a claim a stop cut off."""
        column = _PARTS[part]
        n = await self.tx.count(
            f"UPDATE tournaments SET {column} = ? WHERE id = ? AND {column} < ?",  # noqa: S608
            (value, tournament_id, value),
        )
        return n == 1

    async def give_back(self, tournament_id: str, part: Part, value: int) -> bool:
        """``part`` of round ``value``'s announcement was not sent (a stop cut it off): it is due
        again (:meth:`unannounced`) — unless a later one was claimed meanwhile."""
        column = _PARTS[part]
        n = await self.tx.count(
            f"UPDATE tournaments SET {column} = ? WHERE id = ? AND {column} = ?",  # noqa: S608
            (value - 1, tournament_id, value),
        )
        return n == 1

    async def unannounced(self) -> list[Tournament]:
        """Tournaments whose last round, or end, the group (or a round's people) was not told of: a
        stop cut it off."""
        rows = await self.tx.all(
            f"SELECT {_COLUMNS} FROM tournaments"  # noqa: S608
            " WHERE (status = ? AND (announced < round OR pictured < round OR pinged < round))"
            " OR (status = ? AND (announced <= round OR pictured <= round))"
            " ORDER BY created_at",
            (RUNNING, FINISHED),
        )
        return [_tournament(r) for r in rows]

    async def champions(self, chat_id: int, game: str, limit: int) -> list[Champion]:
        """The group's last finished tournaments of ``game`` (those retention keeps), the latest
        first."""
        rows = await self.tx.all(
            f"SELECT {_COLUMNS} FROM tournaments WHERE chat_id = ? AND game = ? AND status = ?"  # noqa: S608
            " ORDER BY updated_at DESC LIMIT ?",
            (chat_id, game, FINISHED, limit),
        )
        out = []
        for t in map(_tournament, rows):
            if not t.standings:
                continue
            winner = int(t.standings[0]["user_id"])
            row = await self.tx.one(
                "SELECT name FROM tournament_entries WHERE tournament_id = ? AND user_id = ?", (t.id, winner)
            )
            name = str(row[0]) if row is not None and row[0] else str(winner)
            out.append(Champion(t.id, name, len(t.standings), t.updated_at))
        return out

    async def set_message(self, tournament_id: str, message_id: int) -> None:
        await self.tx.run("UPDATE tournaments SET message_id = ? WHERE id = ?", (message_id, tournament_id))

    async def set_options(self, tournament_id: str, options: dict[str, Any], now: float) -> bool:
        """The tables' options, while it signs up: False once it started (or ended)."""
        n = await self.tx.count(
            "UPDATE tournaments SET options = ?, updated_at = ? WHERE id = ? AND status = ?",
            (dumps(options), now, tournament_id, SIGNUP),
        )
        return n == 1

    async def start(self, tournament_id: str, rounds: int, now: float) -> bool:
        """Signing up → running at round 1 (the caller writes round 1's tables in this transaction);
        False: it had started, or ended, already."""
        n = await self.tx.count(
            "UPDATE tournaments SET status = ?, round = 1, rounds = ?, updated_at = ?"
            " WHERE id = ? AND status = ? AND round = 0",
            (RUNNING, rounds, now, tournament_id, SIGNUP),
        )
        return n == 1

    async def advance(self, tournament_id: str, played: int, now: float) -> bool:
        """Round ``played`` → ``played + 1``, once: False when another change advanced it first."""
        n = await self.tx.count(
            "UPDATE tournaments SET round = ?, updated_at = ? WHERE id = ? AND round = ? AND status = ?",
            (played + 1, now, tournament_id, played, RUNNING),
        )
        return n == 1

    async def finish(self, tournament_id: str, played: int, standings: list[Any], now: float) -> bool:
        """The last round ``played`` ended: store the final standings, once."""
        n = await self.tx.count(
            "UPDATE tournaments SET status = ?, standings = ?, updated_at = ?"
            " WHERE id = ? AND round = ? AND status = ?",
            (FINISHED, dumps(standings), now, tournament_id, played, RUNNING),
        )
        return n == 1

    async def cancel(self, tournament_id: str, now: float) -> bool:
        n = await self.tx.count(
            "UPDATE tournaments SET status = ?, updated_at = ? WHERE id = ? AND status IN (?, ?)",
            (CANCELLED, now, tournament_id, SIGNUP, RUNNING),
        )
        return n == 1

    # ----- people ------------------------------------------------------------------------------------------
    async def join(self, tournament_id: str, s: Signed) -> bool:
        """Sign ``s`` up; False: signed up already."""
        n = await self.tx.count(
            "INSERT INTO tournament_entries (tournament_id, user_id, name, rating, contribution, joined_at)"
            " VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING",
            (tournament_id, s.user_id, s.name, s.rating, s.contribution, s.joined_at),
        )
        return n == 1

    async def leave(self, tournament_id: str, user_id: int) -> bool:
        n = await self.tx.count(
            "DELETE FROM tournament_entries WHERE tournament_id = ? AND user_id = ?", (tournament_id, user_id)
        )
        return n == 1

    async def entries(self, tournament_id: str) -> list[Signed]:
        rows = await self.tx.all(
            "SELECT user_id, name, rating, contribution, joined_at, dropped FROM tournament_entries"
            " WHERE tournament_id = ? ORDER BY joined_at, user_id",
            (tournament_id,),
        )
        return [
            Signed(
                int(r["user_id"]),
                str(r["name"]),
                float(r["rating"]),
                r["contribution"],
                float(r["joined_at"]),
                None if r["dropped"] is None else int(r["dropped"]),
            )
            for r in rows
        ]

    # ----- control (migration 028: bot/rooms/tournament_control.py) ---------------------------------------
    async def set_start(self, tournament_id: str, starts_at: float | None, options: dict[str, Any]) -> bool:
        """The start time (None: none) and the options (the group's UTC offset), while it signs up."""
        n = await self.tx.count(
            "UPDATE tournaments SET starts_at = ?, options = ? WHERE id = ? AND status = ?",
            (starts_at, dumps(options), tournament_id, SIGNUP),
        )
        return n == 1

    async def set_paused(self, tournament_id: str, paused: bool) -> bool:
        """Pause (or resume) a running tournament; False: it was so already, or is not running."""
        n = await self.tx.count(
            "UPDATE tournaments SET paused = ? WHERE id = ? AND status = ? AND paused = ?",
            (int(paused), tournament_id, RUNNING, int(not paused)),
        )
        return n == 1

    async def drop(self, tournament_id: str, user_id: int, round_no: int) -> bool:
        """Drop a person from the rounds after ``round_no``; False: not in it, or dropped already."""
        n = await self.tx.count(
            "UPDATE tournament_entries SET dropped = ? WHERE tournament_id = ? AND user_id = ?"
            " AND dropped IS NULL",
            (round_no, tournament_id, user_id),
        )
        return n == 1

    async def last_options(self, chat_id: int, before: str) -> dict[str, Any]:
        """The options of the group's tournament before ``before`` (its UTC offset carries over)."""
        row = await self.tx.one(
            "SELECT options FROM tournaments WHERE chat_id = ? AND id <> ? ORDER BY created_at DESC LIMIT 1",
            (chat_id, before),
        )
        return dict(loads(row[0]) or {}) if row is not None else {}

    async def timed(self) -> list[Tournament]:
        """Tournaments signing up with a start time (start-up: their timers armed again)."""
        rows = await self.tx.all(
            f"SELECT {_COLUMNS} FROM tournaments WHERE status = ? AND starts_at IS NOT NULL"  # noqa: S608
            " ORDER BY starts_at",
            (SIGNUP,),
        )
        return [_tournament(r) for r in rows]

    # ----- tables ------------------------------------------------------------------------------------------
    async def add_tables(self, tournament_id: str, tables: Sequence[Table]) -> None:
        for t in tables:
            await self.tx.run(
                "INSERT INTO tournament_tables (tournament_id, round, table_no, seats, room_id, bye, result)"
                " VALUES (?, ?, ?, ?, ?, ?, ?)",
                (tournament_id, t.round, t.table_no, dumps(list(t.seats)), t.room_id, int(t.bye),
                 None if t.result is None else dumps([list(g) for g in t.result])),
            )  # fmt: skip

    async def tables(self, tournament_id: str) -> list[Table]:
        """Every table of every round so far, in order."""
        rows = await self.tx.all(
            "SELECT round, table_no, seats, room_id, bye, result FROM tournament_tables"
            " WHERE tournament_id = ? ORDER BY round, table_no",
            (tournament_id,),
        )
        return [_table(r) for r in rows]

    async def table_of(self, room_id: str) -> tuple[str, Table] | None:
        """(tournament id, table) of a tournament's room."""
        row = await self.tx.one(
            "SELECT tournament_id, round, table_no, seats, room_id, bye, result FROM tournament_tables"
            " WHERE room_id = ?",
            (room_id,),
        )
        return None if row is None else (str(row["tournament_id"]), _table(row))

    async def set_result(self, room_id: str, order: Sequence[Sequence[int]], now: float) -> bool:
        """The room's table ended with ``order``; False: it had a result already (it counts once)."""
        n = await self.tx.count(
            "UPDATE tournament_tables SET result = ?, ended_at = ? WHERE room_id = ? AND result IS NULL",
            (dumps([list(g) for g in order]), now, room_id),
        )
        return n == 1

    async def unfinished(self, tournament_id: str, round_no: int) -> int:
        """How many tables of the round have no result yet."""
        row = await self.tx.one(
            "SELECT COUNT(*) FROM tournament_tables WHERE tournament_id = ? AND round = ? AND result IS NULL",
            (tournament_id, round_no),
        )
        return int(row[0]) if row is not None else 0

    async def orphans(self, tournament_id: str, round_no: int) -> list[Table]:
        """The round's tables without a result whose room is closed or gone: a room quarantined
        (it cannot be loaded) while the result of a fault could not be written."""
        rows = await self.tx.all(
            "SELECT t.round, t.table_no, t.seats, t.room_id, t.bye, t.result FROM tournament_tables t"
            " LEFT JOIN rooms r ON r.id = t.room_id WHERE t.tournament_id = ? AND t.round = ?"
            " AND t.result IS NULL AND t.room_id IS NOT NULL AND (r.id IS NULL OR r.status = ?)",
            (tournament_id, round_no, CLOSED),
        )
        return [_table(r) for r in rows]

    async def forget(self, user_id: int) -> None:
        """/forget: the name they signed up by and their join press go; their id stays in the
        tournaments' tables (a standing needs every result), shown as a number."""
        await self.tx.run(
            "UPDATE tournament_entries SET name = '', contribution = NULL WHERE user_id = ?", (user_id,)
        )

    # ----- retention ---------------------------------------------------------------------------------------
    async def purge(self, before: float) -> int:
        """Retention (``RECORD_RETENTION_DAYS``): tournaments that ended (or never started and were
        left) before ``before``, with their people and tables."""
        old = [
            str(r[0])
            for r in await self.tx.all(
                "SELECT id FROM tournaments WHERE updated_at < ? AND status IN (?, ?, ?)",
                (before, FINISHED, CANCELLED, SIGNUP),
            )
        ]
        for tid in old:
            await self.tx.run("DELETE FROM tournament_tables WHERE tournament_id = ?", (tid,))
            await self.tx.run("DELETE FROM tournament_entries WHERE tournament_id = ?", (tid,))
            await self.tx.run("DELETE FROM deadlines WHERE room_id = ?", (tid,))  # a start time's timer
            await self.tx.run("DELETE FROM tournaments WHERE id = ?", (tid,))
        return len(old)
