"""One polling process per database: an exclusive lock on ``<database>.lock`` held while it runs.

A second ``python -m bot`` on the same database would answer every update twice and race the first
for its rooms; it stops at start-up with a :class:`~bot.storage.db.StorageError` instead. The lock is
the operating system's (``flock``): it goes with the process, also when the process is killed.
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path

from bot.storage.db import StorageError

try:
    import fcntl
except ImportError:  # pragma: no cover - not on POSIX: no lock, as before
    fcntl = None  # type: ignore[assignment]


class InstanceLock:
    def __init__(self, fd: int | None) -> None:
        self._fd = fd

    @classmethod
    def take(cls, database: Path) -> InstanceLock:
        if str(database) == ":memory:" or fcntl is None:
            return cls(None)
        database.parent.mkdir(parents=True, exist_ok=True)
        path = database.with_name(database.name + ".lock")
        fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o600)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            os.close(fd)
            raise StorageError(
                f"another Kozyr process is already running on {database} (it holds {path}); "
                "stop it first — one process per database and bot token"
            ) from None
        os.ftruncate(fd, 0)
        os.write(fd, f"{os.getpid()}\n".encode())
        return cls(fd)

    def release(self) -> None:
        if self._fd is not None and fcntl is not None:
            with contextlib.suppress(OSError):
                fcntl.flock(self._fd, fcntl.LOCK_UN)
            os.close(self._fd)
            self._fd = None
