"""Storage: every SQL statement of the bot lives in this package (SQLite through aiosqlite by
default, PostgreSQL through asyncpg in ``pg.py``)."""

from bot.storage.db import Database, SqliteStorage, StorageBusy, StorageError
from bot.storage.repos import Tx

__all__ = ["Database", "SqliteStorage", "StorageBusy", "StorageError", "Tx"]
