"""SQLite storage (aiosqlite): schema, migrations and the repository the room service uses."""

from bot.storage.db import Storage

__all__ = ["Storage"]
