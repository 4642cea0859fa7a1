"""The listening end of the room notices (``bot/storage/notices.py``): one connection of a worker's
own, ``LISTEN`` on the rooms' channel, opened again whenever it is lost. Only PostgreSQL has it
(``PostgresStorage.listen``)."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Callable
from typing import Any

import asyncpg

from bot.storage.notices import parse

log = logging.getLogger(__name__)

#: seconds between two checks that the listening connection still answers (a half-open socket
#: would otherwise stay silent), and how long a check may take
CHECK_SECONDS = 5.0
#: seconds before each try to open the listening connection again, the last one repeated
RETRY_DELAYS = (0.1, 0.5, 1.0, 2.0, 5.0)
#: the listening connection's name in ``pg_stat_activity``
APPLICATION_NAME = "kozyr-listen"
_FAILED = (OSError, asyncpg.PostgresError, asyncpg.InterfaceError, TimeoutError)


class Listener:
    """Another worker's room notices, for as long as this worker runs (:meth:`start`, :meth:`close`)."""

    def __init__(
        self,
        url: str,
        channel: str,
        origin: str,
        on_room: Callable[[str, int], None],
        on_missed: Callable[[], None],
        *,
        check_seconds: float = CHECK_SECONDS,
    ) -> None:
        self.url = url
        self.channel = channel
        self.origin = origin
        self.on_room = on_room
        self.on_missed = on_missed
        self.check_seconds = check_seconds
        #: how many times the connection was opened again after it was lost (logs, tests)
        self.reconnects = 0
        self._conn: asyncpg.Connection | None = None
        self._task: asyncio.Task[None] | None = None
        self._closing = False

    async def start(self) -> None:
        """Listen from now on. The first connection is tried at once (its failure is logged, and
        tried again in the background: the worker serves meanwhile, its pages learn of other
        workers' changes once it is back)."""
        conn = await self._connect()
        self._task = asyncio.create_task(self._run(conn))

    def backend(self) -> int | None:
        """The listening connection's server process id (None while it is not connected)."""
        conn = self._conn
        return None if conn is None or conn.is_closed() else conn.get_server_pid()

    async def close(self) -> None:
        self._closing = True
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(BaseException):
                await self._task
            self._task = None
        await self._drop()

    # ----- the connection -----------------------------------------------------------------------------------
    async def _connect(self) -> asyncpg.Connection | None:
        try:
            conn = await asyncpg.connect(
                self.url, timeout=self.check_seconds, server_settings={"application_name": APPLICATION_NAME}
            )
        except _FAILED as exc:
            log.warning("cannot listen to other workers' changes: %s", type(exc).__name__)
            return None
        try:
            await asyncio.wait_for(conn.add_listener(self.channel, self._notice), self.check_seconds)
        except _FAILED as exc:
            log.warning("cannot listen to other workers' changes: %s", type(exc).__name__)
            conn.terminate()
            return None
        self._conn = conn
        return conn

    async def _drop(self) -> None:
        conn, self._conn = self._conn, None
        if conn is not None and not conn.is_closed():
            conn.terminate()  # nothing to finish on a listening connection: no goodbye round trip

    async def _run(self, conn: asyncpg.Connection | None) -> None:
        failures = 0
        while not self._closing:
            if conn is None:
                await asyncio.sleep(RETRY_DELAYS[min(failures, len(RETRY_DELAYS) - 1)])
                conn = await self._connect()
                if conn is None:
                    failures += 1
                    continue
                failures = 0
                self.reconnects += 1
                log.info("listening to other workers' changes again")
                self._missed()
            await self._watch(conn)
            await self._drop()
            conn = None
            if not self._closing:
                log.warning("lost the connection that listens to other workers' changes: opening it again")

    async def _watch(self, conn: asyncpg.Connection) -> None:
        """Return once ``conn`` is lost: closed under it, or a check unanswered."""
        lost = asyncio.Event()
        conn.add_termination_listener(lambda _conn: lost.set())
        while not self._closing and not conn.is_closed():
            try:
                await asyncio.wait_for(lost.wait(), self.check_seconds)
                return
            except TimeoutError:
                pass  # quiet for a while: does it still answer?
            try:
                await asyncio.wait_for(conn.fetchval("SELECT 1"), self.check_seconds)
            except _FAILED:
                return

    # ----- notices ------------------------------------------------------------------------------------------
    def _notice(self, _conn: Any, _pid: int, _channel: str, text: str) -> None:
        found = parse(text)
        if found is None:
            log.warning("an unreadable room notice on %s", self.channel)
            return
        origin, room_id, turn = found
        if origin == self.origin:
            return  # this worker's own change: its cache saw it
        try:
            self.on_room(room_id, turn)
        except Exception:  # one room's trouble must not stop the notices
            log.exception("a room notice of %s failed", room_id)

    def _missed(self) -> None:
        try:
            self.on_missed()
        except Exception:
            log.exception("treating every room as changed failed")
