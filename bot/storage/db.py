"""The SQLite connection, its migrations and transactions (PostgreSQL: ``bot/storage/pg.py``).

Every access goes through one asyncio lock, so the transactions of different rooms never interleave
on the shared connection; :meth:`SqliteStorage.transaction` is one ``BEGIN IMMEDIATE`` … ``COMMIT`` (rolled
back on any exception) and yields a :class:`~bot.storage.repos.Tx` whose repositories hold every
query the bot makes. Migrations are the ordered ``migrations/NNN_name.sql`` files of this package
(each may have a ``NNN_name.postgresql.sql`` or ``NNN_name.sqlite.sql`` beside it, for one database
only: :func:`dialect_script`); the schema's version is SQLite's ``PRAGMA user_version``.
"""

from __future__ import annotations

import asyncio
import re
import sqlite3
from collections.abc import AsyncIterator, Iterator
from contextlib import AbstractAsyncContextManager, asynccontextmanager, contextmanager
from importlib import resources
from pathlib import Path
from typing import Protocol

import aiosqlite

from bot.storage.repos import SqliteTx, Tx

MIGRATION_RE = re.compile(r"^(\d{3})_[a-z0-9_]+\.sql$")


class StorageError(RuntimeError):
    """The database cannot be used by this version of the bot (e.g. its schema is newer)."""


class StorageBusy(RuntimeError):
    """Another process holds the database longer than the busy timeout: this one action fails."""


#: how long start-up (the migrations) waits for another process starting at once
STARTUP_BUSY_MS = 10_000
SYNCHRONOUS = ("OFF", "NORMAL", "FULL", "EXTRA")


def _busy(exc: BaseException) -> bool:
    return isinstance(exc, sqlite3.OperationalError) and (
        "locked" in str(exc) or "busy" in str(exc)
    )


@contextmanager
def _busy_is_storage_busy() -> Iterator[None]:
    """SQLite's "database is locked" (another process held it past the busy timeout) raised as
    :class:`StorageBusy`; every other error as it is."""
    try:
        yield
    except sqlite3.OperationalError as exc:
        if _busy(exc):
            raise StorageBusy(str(exc)) from exc
        raise


def migrations() -> list[tuple[int, str, str]]:
    """(version, file name, SQL) of every migration shipped with the package, in order."""
    out = []
    for entry in resources.files("bot.storage").joinpath("migrations").iterdir():
        m = MIGRATION_RE.match(entry.name)
        if m:
            out.append((int(m.group(1)), entry.name, entry.read_text(encoding="utf-8")))
    out.sort()
    if [v for v, _, _ in out] != list(range(1, len(out) + 1)):
        raise StorageError(f"migrations are not numbered 001, 002, …: {[n for _, n, _ in out]}")
    return out


def dialect_script(name: str, dialect: str) -> str:
    """What migration ``name`` (``NNN_x.sql``) runs on one database only, after its common statements
    and in its transaction: the file ``NNN_x.<dialect>.sql`` beside it (``postgresql`` or
    ``sqlite``), or nothing. E.g. PostgreSQL's storage parameters, which SQLite has no syntax for."""
    entry = resources.files("bot.storage").joinpath("migrations").joinpath(f"{name[:-4]}.{dialect}.sql")
    return entry.read_text(encoding="utf-8") if entry.is_file() else ""


def statements(script: str) -> list[str]:
    """The statements of a migration script (``--`` comments dropped; no ``;`` inside literals)."""
    lines = [line.split("--", 1)[0] for line in script.splitlines()]
    return [s.strip() for s in "\n".join(lines).split(";") if s.strip()]


class Database(Protocol):
    """What the bot needs of its database, SQLite (:class:`SqliteStorage`) or PostgreSQL
    (:class:`~bot.storage.pg.PostgresStorage`)."""

    #: several processes may share it (PostgreSQL): rows are locked, deadlines claimed in the database
    shared: bool

    async def open(self) -> None: ...
    async def close(self) -> None: ...
    async def version(self) -> int: ...
    def transaction(self) -> AbstractAsyncContextManager[Tx]: ...
    def read(self) -> AbstractAsyncContextManager[Tx]: ...
    def autocommit(self) -> AbstractAsyncContextManager[Tx]:
        """Writes whose every statement stands alone (it commits by itself): no BEGIN and COMMIT
        round trips on PostgreSQL. :class:`StorageBusy` as for a transaction."""
        ...

    async def ping(self) -> None: ...
    async def hold_poller_lock(self) -> None:
        """Polling: refuse to start when another process polls with this database."""


class SqliteStorage:
    """SQLite: one connection, one process (the default; nothing to install)."""

    shared = False

    def __init__(self, path: Path, *, busy_timeout_ms: int = 500, synchronous: str = "NORMAL") -> None:
        if synchronous not in SYNCHRONOUS:
            raise ValueError(f"synchronous must be one of {SYNCHRONOUS}")
        self.path = path
        self.busy_timeout_ms = busy_timeout_ms
        self.synchronous = synchronous
        self._db: aiosqlite.Connection | None = None
        self._lock = asyncio.Lock()

    # ----- lifecycle ---------------------------------------------------------------------------------------
    async def open(self) -> None:
        if str(self.path) != ":memory:":
            self.path.parent.mkdir(parents=True, exist_ok=True)
        self._db = await aiosqlite.connect(self.path, isolation_level=None)
        self._db.row_factory = aiosqlite.Row
        # wait for another connection's lock (a second process starting at once) before anything else
        await self._db.execute(f"PRAGMA busy_timeout={STARTUP_BUSY_MS}")
        try:
            await self._while_locked("PRAGMA journal_mode=WAL")
            await self._db.execute(f"PRAGMA synchronous={self.synchronous}")
            await self._db.execute("PRAGMA foreign_keys=ON")
            await self.migrate()
            # from now on an action waits only briefly for another process: it fails alone, fast
            await self._db.execute(f"PRAGMA busy_timeout={int(self.busy_timeout_ms)}")
        except BaseException:
            await self.close()
            raise

    async def _while_locked(self, statement: str) -> None:
        """Run a start-up statement, trying again while another connection holds the file. SQLite
        does not call the busy handler for every lock: switching to WAL while a second process opens
        the same file at once fails at once with "database is locked", whatever busy_timeout says."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + STARTUP_BUSY_MS / 1000
        while True:
            try:
                await self.db.execute(statement)
                return
            except sqlite3.OperationalError as error:
                if "locked" not in str(error) or loop.time() >= deadline:
                    raise
            await asyncio.sleep(0.02)

    async def close(self) -> None:
        if self._db is not None:
            await self._db.close()
            self._db = None

    @property
    def db(self) -> aiosqlite.Connection:
        assert self._db is not None, "storage is not open"
        return self._db

    async def version(self) -> int:
        rows = await self.db.execute_fetchall("PRAGMA user_version")
        return int(list(rows)[0][0])

    async def migrate(self) -> int:
        """Bring the schema to the newest version, one transaction per migration. A database made
        before ``user_version`` was used (table ``schema_version``) is adopted at its version; a
        database from a newer bot is refused."""
        steps = migrations()
        latest = steps[-1][0]
        async with self._lock:
            for number, name, script in steps:
                await self.db.execute("BEGIN IMMEDIATE")
                try:
                    version = await self._adopt_legacy_version()
                    if version > latest:
                        raise StorageError(
                            f"the database {self.path} has schema version {version}, newer than this "
                            f"bot's {latest}: run a newer Kozyr, or use another DATABASE_URL"
                        )
                    if number > version:
                        for statement in statements(script) + statements(dialect_script(name, "sqlite")):
                            await self.db.execute(statement)
                        await self.db.execute(f"PRAGMA user_version = {number}")
                    await self.db.execute("COMMIT")
                except BaseException:
                    await self.db.execute("ROLLBACK")
                    raise
            return await self.version()

    async def _adopt_legacy_version(self) -> int:
        version = await self.version()
        if version:
            return version
        legacy = await self.db.execute_fetchall(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'schema_version'"
        )
        if not list(legacy):
            return 0
        rows = list(await self.db.execute_fetchall("SELECT version FROM schema_version"))
        version = int(rows[0][0]) if rows else 0
        await self.db.execute("DROP TABLE schema_version")
        await self.db.execute(f"PRAGMA user_version = {version}")
        return version

    # ----- transactions ------------------------------------------------------------------------------------
    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[Tx]:
        """One ``BEGIN IMMEDIATE`` … ``COMMIT``; :class:`StorageBusy` when another process holds the
        database past the busy timeout (nothing of this transaction is kept)."""
        async with self._lock:
            with _busy_is_storage_busy():
                await self.db.execute("BEGIN IMMEDIATE")
                try:
                    yield SqliteTx(self.db)
                except BaseException:
                    await self.db.execute("ROLLBACK")
                    raise
                try:
                    await self.db.execute("COMMIT")
                except sqlite3.OperationalError:
                    if self.db.in_transaction:
                        await self.db.execute("ROLLBACK")
                    raise

    async def hold_poller_lock(self) -> None:
        """One process per SQLite database at all: ``bot.storage.instance`` (a file lock)."""

    async def ping(self) -> None:
        """Raise unless the database answers a query (the health check)."""
        async with self._lock:
            await self.db.execute_fetchall("SELECT 1")

    @asynccontextmanager
    async def read(self) -> AsyncIterator[Tx]:
        async with self._lock:
            yield SqliteTx(self.db)

    @asynccontextmanager
    async def autocommit(self) -> AsyncIterator[Tx]:
        """Each statement its own implicit transaction (the connection is in autocommit mode): no
        ``BEGIN IMMEDIATE`` and ``COMMIT`` around it — two of the three statements of each one-statement
        write (the outbox's ledger, a touch of the user) were those. A busy database is
        :class:`StorageBusy`, as for a transaction."""
        async with self._lock:
            with _busy_is_storage_busy():
                yield SqliteTx(self.db)
