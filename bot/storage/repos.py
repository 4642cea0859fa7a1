"""Repositories: every query the bot makes, grouped by table, bound to one transaction (``Tx``).

The room service, the presenter and the outbox call these methods and never write SQL themselves;
what they get back are values (``bot.storage.values``), never rows. The repositories live beside
this module, one per table or two: ``users``, ``rooms``, ``matches`` (matches, deals, the action
log), ``deadlines`` (deadlines, pauses, reminders), ``chats`` (standing messages, a group's
language, lobby defaults), ``cards`` (invitation cards), ``results``, ``ratings``,
``season_ratings``, ``table_views`` (open table pages), ``tournaments``.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import aiosqlite

from bot.storage.cards import CardRepo
from bot.storage.chats import ChatRepo, LobbyDefaultsRepo, MessageRepo
from bot.storage.deadlines import DeadlineRepo, PauseRepo, ReminderRepo
from bot.storage.hints import HintRepo
from bot.storage.jsontext import dumps
from bot.storage.matches import DealRepo, LogRepo, MatchRepo
from bot.storage.ratings import RatingRepo
from bot.storage.results import ResultRepo
from bot.storage.reviews import ReviewRepo
from bot.storage.rooms import CorruptRoom, RoomRepo
from bot.storage.seasons import SeasonRepo
from bot.storage.table_views import TableViewRepo
from bot.storage.tournaments import TournamentRepo
from bot.storage.users import UserRepo
from bot.storage.values import Row

__all__ = ["CorruptRoom", "Row", "SqliteTx", "Tx", "dumps"]


class Tx:
    """Queries inside one transaction (or one locked read). SQL is written once, with ``?``
    placeholders, in what SQLite and PostgreSQL both accept; where they differ a repository asks
    :attr:`postgres`. Subclasses bind it to a connection: :class:`SqliteTx`, ``bot.storage.pg.PgTx``."""

    #: the dialect: PostgreSQL (True) or SQLite
    postgres = False
    #: inside a transaction that locks the rows it reads for update (PostgreSQL; SQLite's
    #: ``BEGIN IMMEDIATE`` already holds the whole database)
    locking = False

    def __init__(self) -> None:
        self.pauses = PauseRepo(self)
        self.deadlines = DeadlineRepo(self)
        self.users = UserRepo(self, self.pauses)
        self.deals = DealRepo(self)
        self.table_views = TableViewRepo(self)
        self.rooms = RoomRepo(self, self.users, self.deals, self.deadlines, self.table_views)
        self.matches = MatchRepo(self)
        self.log = LogRepo(self)
        self.messages = MessageRepo(self)
        self.reminders = ReminderRepo(self)
        self.chats = ChatRepo(self)
        self.lobby_defaults = LobbyDefaultsRepo(self)
        self.results = ResultRepo(self)
        self.ratings = RatingRepo(self)
        self.seasons = SeasonRepo(self)
        self.cards = CardRepo(self)
        self.tournaments = TournamentRepo(self)
        self.reviews = ReviewRepo(self)
        self.hints = HintRepo(self)

    def notice(self, room_id: str, turn: int) -> tuple[str, str] | None:
        """(channel, payload) telling the other workers that the room changed (PostgreSQL:
        ``bot/storage/notices.py``); None: there are none (SQLite, one process)."""
        return None

    async def one(self, sql: str, args: tuple[Any, ...] = ()) -> Row | None:
        raise NotImplementedError

    async def all(self, sql: str, args: Iterable[Any] = ()) -> list[Row]:
        raise NotImplementedError

    async def run(self, sql: str, args: tuple[Any, ...] = ()) -> None:
        raise NotImplementedError

    async def count(self, sql: str, args: tuple[Any, ...] = ()) -> int:
        """Run a statement; how many rows it changed."""
        raise NotImplementedError

    async def lock(self, key: str) -> None:
        """Hold ``key`` until this transaction ends, against every transaction of every process
        that asks for it (a check-then-insert, like "one lobby per creator", stays one step).
        SQLite: nothing to do, its write transactions already run one at a time."""


class SqliteTx(Tx):
    def __init__(self, db: aiosqlite.Connection) -> None:
        self.db = db
        super().__init__()

    async def one(self, sql: str, args: tuple[Any, ...] = ()) -> Row | None:
        async with self.db.execute(sql, args) as cur:
            return await cur.fetchone()

    async def all(self, sql: str, args: Iterable[Any] = ()) -> list[Row]:
        async with self.db.execute(sql, tuple(args)) as cur:
            return list(await cur.fetchall())

    async def run(self, sql: str, args: tuple[Any, ...] = ()) -> None:
        await self.db.execute(sql, args)

    async def count(self, sql: str, args: tuple[Any, ...] = ()) -> int:
        async with self.db.execute(sql, args) as cur:
            return cur.rowcount

