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
import time
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager, suppress
from dataclasses import dataclass, field
from pathlib import Path
from statistics import median
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
from tests.support.botproc import BotProc, children, start_bot
from tests.support.ports import free_port

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


# ----- two webhook workers, as processes ------------------------------------------------------------------
def holder(server_port: int, client_port: int, pids: list[int]) -> int | None:
    """Which of ``pids`` holds the server's end of the loopback connection from ``client_port``
    (several workers share one port: the kernel chose), read from /proc."""
    inode = None
    for table in ("/proc/net/tcp", "/proc/net/tcp6"):
        with suppress(OSError), open(table) as f:
            for line in f.read().splitlines()[1:]:
                fields = line.split()
                ports = [int(end.rsplit(":", 1)[1], 16) for end in fields[1:3]]  # local, remote
                if ports == [server_port, client_port]:
                    inode = fields[9]
    if inode is None:
        return None
    for pid in pids:
        with suppress(OSError):
            for fd in os.listdir(f"/proc/{pid}/fd"):
                with suppress(OSError):
                    if os.readlink(f"/proc/{pid}/fd/{fd}") == f"socket:[{inode}]":
                        return pid
    return None


class Worker:
    """``python -m bot`` in webhook mode on PostgreSQL with the Mini App (``WORKERS=n``: a supervisor
    of n workers on one port), its log read as it comes."""

    def __init__(self, fake: FakeTelegram, tmp_path: Path, pg_url: str, *, workers: int = 1) -> None:
        self.port = free_port()
        self.env = process_env(
            fake, tmp_path / "unused.sqlite3", WORKERS=str(workers), AI_PROCESSES="0", WEBHOOK_SECRET=SECRET,
            WEBHOOK_URL=f"http://127.0.0.1:{self.port}/tg/updates", WEBHOOK_PORT=str(self.port),
            WEBAPP_URL=WEBAPP_URL, PRESSES_PER_SECOND="50", PRESS_BURST="50",
        )  # fmt: skip
        self.env["DATABASE_URL"] = pg_url
        self.cwd = tmp_path
        self.lines: list[str] = []
        self.proc: BotProc | None = None
        self._reader: asyncio.Task[None] | None = None

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.port}/check/"

    def running(self) -> int:
        return sum("Kozyr is running" in line for line in self.lines)

    async def start(self) -> None:
        self.proc = await start_bot(self.cwd, self.env)  # forked: tests/support/botproc.py
        self._reader = asyncio.create_task(self._drain())

    async def _drain(self) -> None:  # a full pipe would stop the bot
        assert self.proc is not None and self.proc.stdout is not None
        async for line in self.proc.stdout:
            self.lines.append(line.decode(errors="replace"))

    async def stop(self) -> None:
        if self.proc is not None and self.proc.returncode is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                await asyncio.wait_for(self.proc.wait(), wall(30))
            except TimeoutError:
                self.proc.kill()
                await self.proc.wait()
        if self._reader is not None:
            self._reader.cancel()
            with suppress(BaseException):
                await self._reader

    def log(self) -> str:
        return "".join(self.lines)


def signed(fake: FakeTelegram, user: int) -> str:
    return initdata.sign(fake.token, {"id": user, "first_name": f"P{user}", "language_code": "ru"})


class Page:
    """A person's table page as its EventSource keeps it: the models as they come, each with the
    moment it came; :meth:`open` again after the stream ended is EventSource's reconnect."""

    def __init__(self, fake: FakeTelegram, base: str, room_id: str, user: int) -> None:
        self.url = f"{base}api/table/events?room={room_id}&auth={quote(signed(fake, user))}"
        self.user = user
        self.events: list[tuple[int, float, float]] = []  # (turn, when it came: monotonic, wall)
        self.model: dict[str, Any] | None = None
        self.last_id: str | None = None
        self.client_port = 0
        self.opened_at = 0  # how many events had come before the last (re)connection
        self.ended = asyncio.Event()
        self._task: asyncio.Task[None] | None = None

    async def open(self) -> None:
        self.ended.clear()
        self.opened_at = len(self.events)
        session = aiohttp.ClientSession()
        headers = {"Last-Event-ID": self.last_id} if self.last_id is not None else {}
        try:
            response = await session.get(self.url, headers=headers)
            assert response.status == 200, (response.status, await response.text())
        except BaseException:
            await session.close()
            raise
        assert response.connection is not None and response.connection.transport is not None
        self.client_port = response.connection.transport.get_extra_info("sockname")[1]
        self._task = asyncio.create_task(self._read(session, response))

    async def _read(self, session: aiohttp.ClientSession, response: aiohttp.ClientResponse) -> None:
        import json

        data: str | None = None
        ident: str | None = None
        try:
            while True:
                line = await response.content.readline()
                if not line:
                    break
                text = line.decode().rstrip("\n")
                if text.startswith("data: "):
                    data = text[6:]
                elif text.startswith("id: "):
                    ident = text[4:]
                elif text == "" and data is not None:
                    model = json.loads(data)
                    self.events.append((int(model["turn"]), time.monotonic(), time.time()))
                    self.model, self.last_id, data = model, ident, None
        except (aiohttp.ClientError, ConnectionError):
            pass  # the worker went away
        finally:
            response.release()
            await session.close()
            self.ended.set()

    def came(self, turn: int, since: int = 0) -> float | None:
        """When the first model at ``turn`` or later came (of the events from ``since`` on)."""
        return next((at for t, at, _wall in self.events[since:] if t >= turn), None)

    def came_wall(self, turn: int) -> float | None:
        """The same moment on the wall clock (``time.time()``: the rooms' ``updated_at``)."""
        return next((at for t, _at, at in self.events if t >= turn), None)

    async def close(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with suppress(BaseException):
                await self._task


async def two_person_durak(fake: FakeTelegram, tmp_path: Path, pg_url: str) -> str:
    """Ana and Bob at a private Durak of two, dealt: set up by a worker of the test's own that then
    stops (the workers under test find it in the database)."""
    fake.add_user(ANA, "Ana")
    fake.add_user(BOB, "Bob")
    app = KozyrApp(make_settings(fake, tmp_path / "setup.sqlite3", database_url=pg_url))
    await app.start(poll=False)
    try:
        rooms = app.rooms
        assert rooms is not None
        for uid, name in ((ANA, "Ana"), (BOB, "Bob")):
            await rooms.touch_user(uid, name, None, "ru", started=True)
        room = await rooms.create_room("durak", ANA, None, "ru", seats=2)
        await rooms.join(room.id, BOB)
        for uid in (ANA, BOB):
            await rooms.ready(room.id, uid, f"setup-{uid}")
        dealt = await rooms.get(room.id)
        assert dealt is not None and dealt.status == "playing", dealt
        return room.id
    finally:
        await app.stop()


async def press(fake: FakeTelegram, base: str, user: int, room_id: str, data: str) -> dict[str, Any]:
    """A press as the page posts it (a fresh connection: the worker of the last one may be dead)."""
    headers = {initdata.HEADER: signed(fake, user)}
    async with aiohttp.ClientSession() as client, client.post(
        base + "api/table/press", json={"room": room_id, "data": data}, headers=headers
    ) as r:
        assert r.status == 200, (r.status, await r.text())
        return dict(await r.json())


async def model_of(fake: FakeTelegram, base: str, user: int, room_id: str) -> dict[str, Any]:
    """The person's table model, read now (GET api/table)."""
    headers = {initdata.HEADER: signed(fake, user)}
    async with aiohttp.ClientSession() as client, client.get(
        base + f"api/table?room={room_id}", headers=headers
    ) as r:
        assert r.status == 200, (r.status, await r.text())
        return dict(await r.json())


def a_move(models: list[dict[str, Any] | None], rng: random.Random) -> tuple[int, str] | None:
    """(person, data) of a move one of these people's models offers — or their «ready» between
    deals; None: the room waits for neither (a clock runs)."""
    offers = []
    for model in models:
        if model is None:
            continue
        moves = [m["data"] for m in model.get("moves", [])]
        buttons = [b.get("data", "") for row in model.get("buttons", []) for b in row]
        ready = [data for data in buttons if data.startswith("r:")]
        for data in moves or ready:
            offers.append((int(model["you"]["id"]), data))
    return offers[rng.randrange(len(offers))] if offers else None


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]


@pytest.mark.real_time  # its bots are other processes
@pytest.mark.slow
async def test_a_page_on_one_worker_shows_the_moves_made_through_the_other(fake_tg, tmp_path, pg_url):
    """Two webhook workers A and B on one PostgreSQL: Ana's page is held by A, Bob's by B, and every
    move is pressed through B's table API; A's page shows each within 100 ms p95 on loopback (the
    bound asserted is looser: a busy 2-core machine; the figures are printed)."""
    fake = fake_tg
    room_id = await two_person_durak(fake, tmp_path, pg_url)
    a, b = Worker(fake, tmp_path, pg_url), Worker(fake, tmp_path, pg_url)
    pages: list[Page] = []
    db = PostgresStorage(pg_url, min_size=1, max_size=1)
    await db.open()
    try:
        await a.start()
        await b.start()
        await until(lambda: a.running() == 1 and b.running() == 1, "both workers running", 60)
        on_a, on_b = Page(fake, a.base, room_id, ANA), Page(fake, b.base, room_id, BOB)
        pages = [on_a, on_b]
        for page in pages:
            await page.open()
        await until(lambda: on_a.model is not None and on_b.model is not None, "both pages drawn")
        rng = random.Random(45)
        through_b: list[float] = []  # the press sent to B -> A's page shows its state
        saved: list[float] = []  # B saved the room (its commit follows) -> A's page shows it
        behind_b: list[float] = []  # B's own page -> A's page: what crossing workers costs
        end = time.monotonic() + wall(120)
        while len(through_b) < 30:
            assert time.monotonic() < end, f"{len(through_b)} moves in time; A:\n{a.log()}\nB:\n{b.log()}"
            chosen = a_move([p.model for p in pages], rng)
            turn = max(int(p.model["turn"]) for p in pages if p.model is not None)
            if chosen is None:  # a clock runs (the throw-in wait): its end comes to the pages
                await until(lambda t=turn: on_a.came(t + 1) is not None, "the clock's change")
                continue
            user, data = chosen
            sent = time.monotonic()
            answer = await press(fake, b.base, user, room_id, data)
            if not answer["ok"] or answer["model"] is None:
                continue  # the room moved meanwhile (a clock): look again
            new = int(answer["model"]["turn"])
            await until(lambda t=new: on_a.came(t) is not None and on_b.came(t) is not None, "both pages")
            shown_a, shown_b = on_a.came(new), on_b.came(new)
            assert shown_a is not None and shown_b is not None
            through_b.append(shown_a - sent)
            behind_b.append(shown_a - shown_b)
            async with db.read() as tx:  # (a clock may have moved the room on since: then no figure)
                row = await tx.one("SELECT turn, updated_at FROM rooms WHERE id = ?", (room_id,))
            wall_a = on_a.came_wall(new)
            if row is not None and int(row[0]) == new and wall_a is not None:
                saved.append(wall_a - float(row[1]))
        print()
        figures = (
            ("B saved the room -> A's page", saved),
            ("press sent to B -> A's page", through_b),
            ("B's own page -> A's page", behind_b),
        )
        for name, values in figures:
            print(f"{name} (ms, {len(values)} moves): p50 {median(values) * 1000:.1f}, "
                  f"p95 {p95(values) * 1000:.1f}, max {max(values) * 1000:.1f}")  # fmt: skip
        assert len(saved) >= 20, saved
        # 100 ms p95 is the aim on loopback; asserted looser, as this machine is shared and busy
        assert p95(saved) < 0.5 and p95(through_b) < 1.0, (saved, through_b)
        assert on_a.model is not None and on_a.model["you"]["seat"] is not None  # Ana's own view, on A
        assert "Traceback" not in a.log() + b.log()
    finally:
        for page in pages:
            await page.close()
        await a.stop()
        await b.stop()
        await db.close()


@pytest.mark.real_time  # its bots are other processes
@pytest.mark.slow
async def test_pages_of_a_killed_worker_reconnect_and_show_the_newest_state(fake_tg, tmp_path, pg_url):
    """WORKERS=2 on one port: pages open on both workers; one worker is killed (SIGKILL). Its pages'
    streams end; a move is made meanwhile; they reconnect (as EventSource does, to whichever worker
    the kernel gives them) and show that move at once; a move after the killed worker is back
    reaches every page, wherever it is held and whichever worker took the press."""
    fake = fake_tg
    room_id = await two_person_durak(fake, tmp_path, pg_url)
    bots = Worker(fake, tmp_path, pg_url, workers=2)
    pages: list[Page] = []
    rng = random.Random(7)
    try:
        await bots.start()
        await until(lambda: bots.running() == 2, "two workers running", 60)
        assert bots.proc is not None
        workers = children(bots.proc.pid)
        assert len(workers) == 2
        held: dict[int, list[Page]] = {pid: [] for pid in workers}
        while not all(held.values()):  # pages until each worker holds some (the kernel spreads them)
            assert len(pages) < 14, "the kernel gave every stream to one worker"
            page = Page(fake, bots.base, room_id, (ANA, BOB)[len(pages) % 2])
            await page.open()
            pages.append(page)
            pid = holder(bots.port, page.client_port, workers)
            assert pid is not None
            held[pid].append(page)
        await until(lambda: all(p.model is not None for p in pages), "every page drawn")
        victim, survivor = workers
        os.kill(victim, signal.SIGKILL)
        await until(lambda: all(p.ended.is_set() for p in held[victim]), "the killed worker's pages ended")
        assert not any(p.ended.is_set() for p in held[survivor])

        async def move() -> int:
            """A move pressed through the shared port (whichever worker takes it); the turn it made."""
            end = time.monotonic() + wall(30)
            while time.monotonic() < end:
                chosen = a_move([await model_of(fake, bots.base, uid, room_id) for uid in (ANA, BOB)], rng)
                if chosen is None:  # a clock runs: look again
                    await asyncio.sleep(0.05)
                    continue
                answer = await press(fake, bots.base, chosen[0], room_id, chosen[1])
                if answer["ok"] and answer["model"] is not None:
                    return int(answer["model"]["turn"])
            raise AssertionError("no move was made")

        made = await move()  # while the killed worker's pages are away
        await until(lambda: all(p.came(made) is not None for p in held[survivor]), "the survivor's pages")
        for page in held[victim]:  # EventSource reconnects by itself (Last-Event-ID)
            await page.open()
        await until(lambda: all(p.came(made, p.opened_at) is not None for p in held[victim]), "reconnected")
        for page in held[victim]:
            first = page.events[page.opened_at][0]
            assert first >= made, (first, made)  # the newest state at once, not what it had seen
        await until(lambda: bots.running() == 3, "the killed worker started again", 60)
        workers = children(bots.proc.pid)
        assert victim not in workers and survivor in workers and len(workers) == 2
        reborn = next(pid for pid in workers if pid != survivor)
        while not any(holder(bots.port, p.client_port, workers) == reborn for p in pages):
            assert len(pages) < 30, "no stream reached the restarted worker"
            page = Page(fake, bots.base, room_id, (ANA, BOB)[len(pages) % 2])
            await page.open()
            pages.append(page)
        await until(lambda: all(p.model is not None for p in pages), "every page drawn")
        for _ in range(3):  # whichever worker takes a press, the other's pages learn of it
            made = await move()
            await until(lambda t=made: all(p.came(t) is not None for p in pages), "every page, every worker")
        assert "Traceback" not in bots.log(), bots.log()
    finally:
        for page in pages:
            await page.close()
        await bots.stop()
