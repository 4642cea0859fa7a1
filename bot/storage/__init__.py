"""Storage: every SQL statement of the bot lives in this package (SQLite through aiosqlite)."""

from bot.storage.db import Storage, StorageBusy, StorageError
from bot.storage.repos import Tx

__all__ = ["Storage", "StorageBusy", "StorageError", "Tx"]
