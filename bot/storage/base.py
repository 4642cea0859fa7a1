"""What every repository stands on: the queries of its transaction (:class:`Queries`, implemented by
``bot.storage.repos.Tx``) and the SQL helpers the repositories share."""

from __future__ import annotations

import weakref
from collections.abc import Iterable
from typing import Any, Protocol

from bot.storage.values import Row


class Queries(Protocol):
    """What a repository needs of its transaction (``bot.storage.repos.Tx``)."""

    #: PostgreSQL (True) or SQLite
    postgres: bool
    #: inside a transaction that locks the rows it reads for update (PostgreSQL)
    locking: bool

    def notice(self, room_id: str, turn: int) -> tuple[str, str] | None:
        """(channel, payload) of the notice that the room changed, for the other workers
        (``bot/storage/notices.py``); None: nobody else to tell (SQLite)."""
        ...

    async def one(self, sql: str, args: tuple[Any, ...] = ()) -> Row | None: ...
    async def all(self, sql: str, args: Iterable[Any] = ()) -> list[Row]: ...
    async def run(self, sql: str, args: tuple[Any, ...] = ()) -> None: ...
    async def count(self, sql: str, args: tuple[Any, ...] = ()) -> int: ...


class Repo:
    def __init__(self, tx: Queries) -> None:
        # a weak reference: the Tx holds its repositories, and a strong one back would make each
        # transaction about fifteen objects in a cycle that only the cyclic collector frees — ten
        # thousand a collection under load, each collection pausing a worker 25 ms or more
        self.tx: Queries = weakref.proxy(tx)


def marks(n: int) -> str:
    return ", ".join("?" * n)


def json_rows(columns: str, source: str, postgres: bool) -> str:
    """A scalar subquery: the rows of ``source`` (a SELECT, in its order) as one JSON array of
    ``[columns…]`` arrays, ``[]`` when there are none — the same text from SQLite and PostgreSQL, so
    a row and the rows that hang on it come in one statement."""
    if postgres:
        return f"(SELECT COALESCE(json_agg(json_build_array({columns})), '[]') FROM ({source}) j)"
    return f"(SELECT json_group_array(json_array({columns})) FROM ({source}) j)"
