"""The table live across workers (issue 45): with several workers on PostgreSQL, a change one worker
commits reaches the table pages another holds (bot/storage/notices.py, bot/storage/listener.py,
bot/web/live.py's Bridge) — delivered on commit, never on a rollback, a worker's own notices left
alone, the listening connection opened again when lost; two webhook workers, a page on one and the
moves made through the other, the delay measured; a worker killed while pages are open, whose pages
reconnect and show the newest state.

PostgreSQL only: skipped without a server (CI has one; KOZYR_TEST_POSTGRES or 127.0.0.1:5432).
"""

from __future__ import annotations

import asyncio
import os
import random
import signal
import sys
import time
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager, suppress
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import quote

import aiohttp
import pytest

from bot.app import KozyrApp
from bot.model import LOBBY, Room, Seat
from bot.rooms.cache import RoomCache
from bot.sandbox.fakeapi import FakeTelegram
from bot.storage.listener import Listener
from bot.storage.pg import PostgresStorage
from bot.web import initdata
from bot.web.live import Bridge, Hub
from tests import postgres
from tests.bot.test_webhook import SECRET, process_env
from tests.support.bot_e2e import make_settings, wall
from tests.support.ports import free_port

#: the tests open the PostgreSQL server themselves (and their bots are processes): once is enough
pytestmark = pytest.mark.own_database

ANA, BOB = 4701, 4702
WEBAPP_URL = "https://kozyr.example/check/"


@pytest.fixture
def pg_url() -> str:
    if postgres.server() is None:
        pytest.skip("no PostgreSQL server (set KOZYR_TEST_POSTGRES, or run one on 127.0.0.1:5432)")
    return postgres.fresh_url()


def lobby_room(room_id: str, turn: int = 0) -> Room:
    return Room(
        id=room_id, game="durak", chat_id=None, locale="en", creator=ANA, capacity=2, options={},
        status=LOBBY, turn=turn, match_no=0, state=None, match_info=None, pending=None, last=None,
        outcome=None, created_at=1.0, updated_at=1.0, seats=[Seat(0, ANA), Seat(1, None)],
    )  # fmt: skip


async def until(check: Callable[[], bool], what: str, timeout: float = 10.0) -> None:
    """Wait on the real clock until ``check()`` holds (a deadline that only bounds a hang)."""
    end = time.monotonic() + wall(timeout)
    while not check():
        assert time.monotonic() < end, f"still not: {what}"
        await asyncio.sleep(0.01)


# ----- the cache and the bridge (no server needed) --------------------------------------------------------
def test_another_workers_notice_drops_an_older_state_and_keeps_a_late_one_out() -> None:
    cache: RoomCache[str] = RoomCache()
    heard: list[str] = []
    cache.listen(heard.append)
    cache.offer(lobby_room("R1", 5))
    heard.clear()
    assert cache.elsewhere("R1", 7) and cache.newest("R1") is None
    cache.offer(lobby_room("R1", 6))  # read before the other worker's commit, offered after its notice
    assert cache.newest("R1") is None and heard == []
    fresh = lobby_room("R1", 7)
    cache.offer(fresh)  # the notified state, read by the page the notice woke: no second wake-up
    assert cache.newest("R1") is fresh and heard == []
    cache.offer(lobby_room("R1", 8))  # and from then on as ever
    assert heard == ["R1"]
    assert not cache.elsewhere("R1", 7) and cache.newest("R1") is not None  # newer here: kept


async def test_the_bridge_wakes_the_pages_of_a_notified_room_and_after_a_gap_every_page() -> None:
    cache: RoomCache[str] = RoomCache()
    hub = Hub()
    bridge = Bridge(cache, hub)
    cache.offer(lobby_room("R1", 3))
    cache.offer(lobby_room("R2", 3))
    async with hub.subscribe("R1") as one, hub.subscribe("R2") as two:
        bridge.room("R1", 4)
        assert await one.wait(0.01) is True and await two.wait(0.01) is False
        assert cache.newest("R1") is None and cache.newest("R2") is not None
        bridge.missed()  # the listening connection was lost: every open page's room is read anew
        assert await one.wait(0.01) is True and await two.wait(0.01) is True
        assert cache.newest("R2") is None


# ----- notices through the server ---------------------------------------------------------------------------
@dataclass
class Heard:
    rooms: list[tuple[str, int]] = field(default_factory=list)
    missed: int = 0

    def room(self, room_id: str, turn: int) -> None:
        self.rooms.append((room_id, turn))

    def gap(self) -> None:
        self.missed += 1

    def ids(self) -> list[str]:
        return [r for r, _ in self.rooms]


@asynccontextmanager
async def two_workers(url: str) -> AsyncIterator[tuple[PostgresStorage, PostgresStorage, Heard, Listener]]:
    """Two storages on one schema (two workers' ends of the database); the first listens."""
    a, b = PostgresStorage(url, min_size=1, max_size=2), PostgresStorage(url, min_size=1, max_size=2)
    await a.open()
    await b.open()
    heard = Heard()
    listener = await a.listen(heard.room, heard.gap)
    try:
        yield a, b, heard, listener
    finally:
        await listener.close()
        await a.close()
        await b.close()


@pytest.mark.real_time
async def test_a_change_is_heard_by_the_other_worker_once_it_commits_never_on_a_rollback(pg_url: str) -> None:
    async with two_workers(pg_url) as (a, b, heard, _listener):
        async with b.transaction() as tx:
            await tx.rooms.save(lobby_room("Marker01"), new=True)
        await until(lambda: ("Marker01", 0) in heard.rooms, "a new room heard")
        async with b.transaction() as tx:
            room = lobby_room("Open0001")
            await tx.rooms.save(room, new=True)
            async with b.autocommit() as other:  # a notice committed while that transaction is open
                await other.rooms.notify("Marker02", 9)
            await until(lambda: "Marker02" in heard.ids(), "the other notice heard")
            assert "Open0001" not in heard.ids()  # not before its commit
        await until(lambda: "Open0001" in heard.ids(), "the committed room heard")
        with pytest.raises(RuntimeError):
            async with b.transaction() as tx:
                await tx.rooms.save(lobby_room("Undone01"), new=True)
                raise RuntimeError("rolled back")
        async with b.autocommit() as other:
            await other.rooms.notify("Marker03", 1)
        await until(lambda: "Marker03" in heard.ids(), "the notice after the rollback heard")
        assert "Undone01" not in heard.ids()  # (notices come in commit order: it would be before)
        # a worker's own notices are its own business: its cache saw the change
        async with a.transaction() as tx:
            await tx.rooms.save(lobby_room("Own00001"), new=True)
            loaded = await tx.rooms.load("Open0001")
            assert loaded is not None
            loaded.turn = 4
            await tx.rooms.save(loaded)
        async with b.autocommit() as other:
            await other.rooms.notify("Marker04", 1)
        await until(lambda: "Marker04" in heard.ids(), "the notice after a's own")
        assert "Own00001" not in heard.ids() and ("Open0001", 4) not in heard.rooms
        assert heard.missed == 0


@pytest.mark.real_time
async def test_a_lost_listening_connection_is_opened_again_and_every_page_read_anew(pg_url: str) -> None:
    async with two_workers(pg_url) as (_a, b, heard, listener):
        first = listener.backend()
        assert first is not None
        async with b.autocommit() as tx:  # the server ends the listening session under it
            await tx.one("SELECT pg_terminate_backend(?)", (first,))
        await until(lambda: listener.reconnects == 1 and heard.missed == 1, "listening again")
        assert listener.backend() not in (None, first)
        async with b.transaction() as tx:
            await tx.rooms.save(lobby_room("After001"), new=True)
        await until(lambda: "After001" in heard.ids(), "a change after the gap heard")
