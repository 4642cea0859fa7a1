"""PostgreSQL for the tests (issue 20): the server is ``KOZYR_TEST_POSTGRES`` (e.g.
``postgresql://postgres@127.0.0.1:5432/postgres``), else that local address when it answers.

The end-to-end tests marked ``both_databases`` run twice, once with their bots on each database
(tests/bot/conftest.py: the ``database_kind`` parameter, which switches :func:`enabled` for the test).
Each test process creates one database of its own on the server (``kozyr_test_…``, dropped when the
process ends; nothing else on the server is touched) and every test bot on PostgreSQL gets a fresh
schema in it (``?search_path=…``: the bot creates the schema its URL names).
"""

from __future__ import annotations

import asyncio
import atexit
import contextlib
import os
import secrets
import threading
from collections.abc import Awaitable, Callable, Iterator
from typing import Any
from urllib.parse import urlsplit, urlunsplit

ADMIN = os.environ.get("KOZYR_TEST_POSTGRES", "").strip()
#: where the PostgreSQL-only tests look when KOZYR_TEST_POSTGRES is not set (CI's server)
LOCAL = "postgresql://postgres@127.0.0.1:5432/postgres"

_database: str | None = None
_lock = threading.Lock()
#: the running test's bots keep their rooms in PostgreSQL (set by :func:`used`)
_used = False
#: :func:`server`'s answer, asked once a process
_server: list[str | None] = []


def enabled() -> bool:
    """The running test's bots are on PostgreSQL (its ``database_kind`` is ``postgres``)."""
    return _used


@contextlib.contextmanager
def used(on: bool) -> Iterator[None]:
    """The bots that ``tests.support.bot_e2e.make_settings`` sets up meanwhile are on PostgreSQL (``on``)."""
    global _used
    before, _used = _used, on
    try:
        yield
    finally:
        _used = before


def server() -> str | None:
    """A PostgreSQL server the PostgreSQL-only tests may use: KOZYR_TEST_POSTGRES, else the local
    one if it answers; None when there is none (those tests are then skipped)."""
    if ADMIN:
        return ADMIN
    if _server:
        return _server[0]

    async def probe() -> bool:
        import asyncpg

        try:
            conn = await asyncpg.connect(LOCAL, timeout=3)
        except (OSError, asyncpg.PostgresError, TimeoutError):
            return False
        await conn.close()
        return True

    _server.append(LOCAL if _in_thread(probe) else None)
    return _server[0]


def _admin() -> str:
    return ADMIN or LOCAL


def _in_thread(job: Callable[[], Awaitable[Any]]) -> Any:
    """Run a coroutine to completion from sync code, also while an event loop runs in this thread."""
    out: list[Any] = []
    errors: list[BaseException] = []

    def run() -> None:
        try:
            out.append(asyncio.run(job()))  # type: ignore[arg-type]
        except BaseException as exc:  # noqa: BLE001 - re-raised in the caller's thread
            errors.append(exc)

    t = threading.Thread(target=run)
    t.start()
    t.join()
    if errors:
        raise errors[0]
    return out[0] if out else None


def _with_database(name: str, query: str = "") -> str:
    parts = urlsplit(_admin())
    return urlunsplit(parts._replace(path="/" + name, query=query))


def _admin_sql(statement: str) -> None:
    """One statement on the server's admin database (CREATE / DROP DATABASE run outside a transaction)."""

    async def run() -> None:
        import asyncpg

        conn = await asyncpg.connect(_admin())
        try:
            await conn.execute(statement)
        finally:
            await conn.close()

    _in_thread(run)


def _drop() -> None:
    if _database is not None:
        _admin_sql(f'DROP DATABASE IF EXISTS "{_database}" WITH (FORCE)')


def database() -> str:
    """This process's database (created on first use)."""
    global _database
    with _lock:
        if _database is None:
            name = f"kozyr_test_{os.getpid()}_{secrets.token_hex(3)}"
            _admin_sql(f'CREATE DATABASE "{name}"')
            # no wait for the WAL's flush at each commit: what a test sees is the same (a commit is
            # visible to every session at once; only a crash of the server itself could lose one,
            # and no test crashes the server), and its thousands of commits do not queue on the disk
            _admin_sql(f'ALTER DATABASE "{name}" SET synchronous_commit = off')
            _database = name
            atexit.register(_drop)
        return _database


def fresh_url() -> str:
    """A DATABASE_URL naming a new, empty schema of this process's database."""
    return _with_database(database(), f"search_path=t_{secrets.token_hex(6)}")
