"""Load: many rooms at once through real bot processes against the test fake Bot API.

The benchmark process runs a :class:`~bot.sandbox.fakeapi.FakeTelegram` with Telegram's limits on
(per private chat 1 call a second with a burst of 3; the global limit raised to ``--global-rate``,
as Telegram does for a bot with paid broadcasts, else every configuration would measure 30 calls a
second and nothing else) and starts the bot as separate processes (``python -m bot``), in polling
or in webhook mode (several workers on one port through SO_REUSEPORT; the fake delivers on up to 40
connections at once, as Telegram does). Simulated people each open a private Durak room against the
computer (``/durak``, then «🤖 play against the computer»: one computer, every third room two, and
``--hard-share`` of the rooms at the hard level, whose search thinks AI_THINK_MS), and press the
move buttons of their newest message; a person whose game ended opens a new room as a new person.

For each configuration — SQLite with one process (polling, webhook), PostgreSQL with 1 and with 2
webhook workers (only where this checkout supports PostgreSQL) — one fresh database, then:

1. **capacity**: people play at a person's pace (a press 0.2–0.6 s after their buttons appear) in
   ``--start-rooms`` rooms at once, then in more: every ``--step-seconds`` the rooms grow by
   ``--step-factor``, up to ``--rooms``, until a step's press-to-answer p99 exceeds ``--slo`` (1 s)
   in two windows in a row. The last step that met it is the capacity: presses handled per second (answered by
   ``answerCallbackQuery``), press-to-answer p50/p95/p99, computer moves per second, the CPU per
   game action of the workers, and the CPU of the benchmark process and of PostgreSQL
   (``--step-seconds 0``: all ``--rooms`` at once for ``--seconds`` instead — past its capacity a
   bot's throughput falls, since lagging frames draw presses on stale buttons);
2. **half load** (``--seconds``, longer until :data:`HALF_LEAST` presses were answered in it): the
   same rooms, presses limited to half of the capacity: press-to-answer p50/p95/p99 (the target:
   p99 ≤ 100 ms);
3. no new rooms; the games under way play to their end (``--finish-seconds``), then the database,
   per finished game (users, messages and result rows included), two ways:

   - **grown**: its growth since the workers started — SQLite: the pages in use, WAL included;
     PostgreSQL: ``pg_database_size``, which counts whole 8 KB pages and every row version not yet
     reclaimed (no VACUUM ran unless the server's autovacuum did, or ``--vacuum-every``);
   - **packed**: the same rows after ``VACUUM FULL`` (PostgreSQL: the schema's tables, TOAST and
     indexes, each table at its fillfactor) or ``VACUUM`` (SQLite: the file) — what the finished
     games' live rows take, with no dead versions and no free space;

   and on PostgreSQL, where the bytes were per table (heap, TOAST, indexes; live and dead rows;
   updates and the share of them that were HOT).

Then memory per open room: one polling process on SQLite, ``--open-rooms`` rooms opened through the
fake (each dealt against the computer, then left waiting for its person): the process's RSS before
and after, per room.

``--worker-cpu CORES`` caps each worker with its computers' pool at that much CPU (a Linux cgroup):
on a machine whose cores the benchmark and PostgreSQL share with the workers, half a core each for
1 and for 2 workers leaves the rest to them, so that the workers run out of CPU first.

``--chaos``: 2 webhook workers (PostgreSQL; ``--database sqlite`` uses one worker), ``--games``
games at once, ``--kills`` times a worker is killed with SIGKILL at a random moment and started
again; then every game must have finished, every deal record must verify (``engines.records``, as
``python -m engines verify``), every press answered as accepted must have its action in the
database, and no deadline may have fired twice (each worker logs ``deadline fired room= kind=
turn=`` after the commit).

    .venv/bin/python benchmarks/bot_load.py              # every configuration, then memory
    .venv/bin/python benchmarks/bot_load.py --quick      # 2–3 minutes, no figure per game
    .venv/bin/python benchmarks/bot_load.py --chaos      # kill -9 during 50 games
    .venv/bin/python benchmarks/bot_load.py --only postgresql --baseline /tmp/old  # old vs this one

``--baseline DIR`` runs each configuration first with the bot of another checkout (e.g. ``git
archive <commit> | tar -x -C DIR``), then with this one; ``--vacuum-every S`` runs a plain ``VACUUM``
every S seconds on PostgreSQL, as autovacuum would where the server has it on.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import dataclasses
import gc
import json
import os
import random
import re
import shutil
import signal
import sqlite3
import subprocess
import sys
import tempfile
import time
import uuid
from collections import Counter, deque
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bot.sandbox.fakeapi import FakeMessage, FakeTelegram  # noqa: E402
from bot.storage.actions import unpack as unpack_action  # noqa: E402
from engines.records import verify  # noqa: E402
from tests.support.ports import free_port  # noqa: E402

TOKEN = "424242:LOADTEST"
SECRET = "load-benchmark-secret-2026"
WEBHOOK_PATH = "/telegram/updates"
PG_ADMIN = os.environ.get("KOZYR_BENCH_PG", "postgresql://postgres@127.0.0.1:5432/postgres")
#: a move (by its identity; ``a:``: by an index, older messages), or the first of its two presses
#: (the card, then what to do)
MOVE_PREFIXES = ("m:", "a:", "p:")
FIRED = re.compile(r"deadline fired room=(\S+) kind=(\S+) turn=(\d+)")
CLK = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100

#: the half-load window lasts until this many presses were answered in it (on a machine busy with
#: other work a short window at half the saturated rate could hold none)
HALF_LEAST = 5


# ---------------------------------------------------------------------------------------- the fake
class LoadFake(FakeTelegram):
    """The fake Bot API, waking the person of a chat when the bot writes there and the presser
    when their press is answered (no polling loops: thousands of people wait at once)."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.chat_events: dict[int, asyncio.Event] = {}
        self.answer_waiters: dict[str, asyncio.Future[dict]] = {}
        self.answered_at: dict[str, float] = {}
        #: (chat, message) -> the newest turn its move buttons have shown; frames that showed an
        #: older turn than the message had already shown (two workers drawing the same message)
        self.shown_turn: dict[tuple[int, int], int] = {}
        self.went_back = 0
        self.frames = 0

    def _shown(self, chat_id: int, message_id: int) -> None:
        msg = self.message(chat_id, message_id)
        turns = [
            int(d.split(":")[2])
            for b in (msg.buttons() if msg is not None else [])
            if (d := b.get("callback_data", "")).startswith(MOVE_PREFIXES) and d.count(":") >= 2
            and d.split(":")[2].isdigit()
        ]
        if turns:
            self.frames += 1
            key = (chat_id, message_id)
            if turns[0] < self.shown_turn.get(key, -1):
                self.went_back += 1
            self.shown_turn[key] = max(turns[0], self.shown_turn.get(key, -1))

    def _touched(self, chat_id: Any) -> None:
        event = self.chat_events.pop(chat_id, None) if isinstance(chat_id, int) else None
        if event is not None:
            event.set()

    def _m_sendmessage(self, params: dict[str, Any]) -> dict:
        result = super()._m_sendmessage(params)
        self._touched(result["chat"]["id"])
        self._shown(result["chat"]["id"], result["message_id"])
        return result

    def _m_editmessagetext(self, params: dict[str, Any]) -> dict:
        result = super()._m_editmessagetext(params)
        self._touched(params.get("chat_id"))
        self._shown(result["chat"]["id"], result["message_id"])
        return result

    def _m_editmessagereplymarkup(self, params: dict[str, Any]) -> dict:
        result = super()._m_editmessagereplymarkup(params)
        self._touched(params.get("chat_id"))
        return result

    def _m_answercallbackquery(self, params: dict[str, Any]) -> bool:
        result = super()._m_answercallbackquery(params)
        query_id = str(params.get("callback_query_id"))
        self.answered_at[query_id] = time.monotonic()
        waiter = self.answer_waiters.pop(query_id, None)
        if waiter is not None and not waiter.done():
            waiter.set_result(self.answers[query_id])
        return result

    async def changed(self, chat_id: int, timeout: float) -> None:
        event = self.chat_events.setdefault(chat_id, asyncio.Event())
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(event.wait(), timeout)

    async def answer_of(self, query_id: str, timeout: float) -> dict | None:
        if query_id in self.answers:
            return self.answers[query_id]
        waiter = self.answer_waiters.setdefault(query_id, asyncio.get_running_loop().create_future())
        try:
            return await asyncio.wait_for(asyncio.shield(waiter), timeout)
        except TimeoutError:
            return None


# ---------------------------------------------------------------------------------------- databases
class Database:
    """A fresh database for one configuration: a SQLite file, or a PostgreSQL database with a random
    name, created here and dropped by :meth:`drop`."""

    def __init__(self, kind: str, workdir: Path) -> None:
        self.kind = kind
        if kind == "sqlite":
            self.path = workdir / f"load-{uuid.uuid4().hex[:8]}.sqlite3"
            self.url = f"sqlite:///{self.path}"
            self.name = self.path.name
        else:
            self.name = f"kozyr_load_{uuid.uuid4().hex[:12]}"
            self.url = PG_ADMIN.rsplit("/", 1)[0] + "/" + self.name

    async def create(self) -> None:
        if self.kind == "postgresql":
            await _psql(PG_ADMIN, f'CREATE DATABASE "{self.name}"')

    async def drop(self) -> None:
        if self.kind == "postgresql":
            await _psql(PG_ADMIN, f'DROP DATABASE IF EXISTS "{self.name}" WITH (FORCE)')
        else:
            for suffix in ("", "-wal", "-shm", ".lock"):
                with contextlib.suppress(FileNotFoundError):
                    os.unlink(f"{self.path}{suffix}")

    async def rows(self, sql: str) -> list[tuple[str, ...]]:
        """Every row of ``sql`` (no parameters: the benchmark quotes its own values), as text."""
        if self.kind == "postgresql":
            out = await _psql(self.url, sql)
            return [tuple(line.split("\x1f")) for line in out.splitlines() if line]
        return await asyncio.to_thread(self._sqlite_rows, sql)

    def _sqlite_rows(self, sql: str) -> list[tuple[str, ...]]:
        if not self.path.exists():
            return []
        db = sqlite3.connect(f"file:{self.path}?mode=ro", uri=True, timeout=10)
        try:
            return [tuple("" if v is None else str(v) for v in row) for row in db.execute(sql)]
        finally:
            db.close()

    async def size(self) -> int:
        if self.kind == "postgresql":
            rows = await self.rows(f"SELECT pg_database_size('{self.name}')")
            return int(rows[0][0])
        # the pages in use, whether still in the WAL or checkpointed (the file's size jumps with both)
        rows = await self.rows("SELECT page_count * page_size FROM pragma_page_count(), pragma_page_size()")
        return int(rows[0][0]) if rows else 0

    async def compact(self) -> None:
        """Pack the database as tightly as it stores rows: PostgreSQL ``VACUUM FULL`` (every table
        rewritten with its live rows only, each at its fillfactor, and its indexes rebuilt); SQLite
        ``VACUUM`` (the file rebuilt, free pages dropped). Only once nothing else uses it."""
        if self.kind == "postgresql":
            await _psql(self.url, "VACUUM FULL")
        else:
            await asyncio.to_thread(self._sqlite_vacuum)

    def _sqlite_vacuum(self) -> None:
        db = sqlite3.connect(self.path, timeout=10)
        try:
            db.execute("VACUUM")
            db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        finally:
            db.close()

    async def tables(self) -> list[TableSize]:
        """PostgreSQL: every table of the schema, largest first — its heap, its TOAST (with the TOAST
        index), its indexes, and the row counts of the statistics collector (live, dead, updated,
        of which HOT). SQLite: nothing (the file is measured as a whole)."""
        if self.kind != "postgresql":
            return []
        rows = await self.rows(
            "SELECT c.relname, pg_relation_size(c.oid),"
            " COALESCE(pg_total_relation_size(NULLIF(c.reltoastrelid, 0)), 0),"
            " pg_indexes_size(c.oid), s.n_live_tup, s.n_dead_tup, s.n_tup_upd, s.n_tup_hot_upd,"
            " s.n_tup_ins, s.n_tup_del"
            " FROM pg_class c JOIN pg_stat_user_tables s ON s.relid = c.oid"
            " ORDER BY pg_total_relation_size(c.oid) DESC"
        )
        return [TableSize(r[0], *(int(v) for v in r[1:])) for r in rows]


@dataclass
class TableSize:
    """One PostgreSQL table: bytes on disk and what the statistics collector counted."""

    name: str
    heap: int
    toast: int
    indexes: int
    live: int
    dead: int
    updated: int
    hot: int
    inserted: int
    deleted: int

    @property
    def total(self) -> int:
        return self.heap + self.toast + self.indexes


async def _psql(url: str, sql: str) -> str:
    proc = await asyncio.create_subprocess_exec(
        "psql",
        url,
        "-X",
        "-q",
        "-At",
        "-F",
        "\x1f",
        "-v",
        "ON_ERROR_STOP=1",
        "-c",
        sql,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    out, err = await proc.communicate()
    if proc.returncode != 0:
        raise RuntimeError(f"psql: {err.decode().strip()}")
    return out.decode()


def q(value: str) -> str:
    return "'" + value.replace("'", "''") + "'"


def postgres_supported() -> str | None:
    """None when this checkout's settings take a PostgreSQL DATABASE_URL and PostgreSQL answers,
    else why not."""
    if shutil.which("psql") is None:
        return "psql is not installed"
    env = dict(os.environ, BOT_TOKEN=TOKEN, DATABASE_URL=PG_ADMIN)
    check = subprocess.run(
        [sys.executable, "-c", "from bot.config import load_settings; load_settings()"],
        env=env,
        capture_output=True,
        text=True,
        cwd=tempfile.gettempdir(),
        check=False,
    )
    if check.returncode != 0:
        return "not supported by this checkout"
    probe = subprocess.run(
        ["psql", PG_ADMIN, "-X", "-At", "-c", "SELECT 1"], capture_output=True, check=False
    )
    if probe.returncode != 0:
        return f"PostgreSQL does not answer at {PG_ADMIN}"
    return None


# ---------------------------------------------------------------------------------------- workers
def _tree(pid: int) -> list[int]:
    """``pid`` and its living descendants (the computers' process pool)."""
    children: dict[int, list[int]] = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat") as f:
                    ppid = int(f.read().rsplit(")", 1)[1].split()[1])
            except (OSError, IndexError, ValueError):
                continue
            children.setdefault(ppid, []).append(int(entry))
    out, todo = [], [pid]
    while todo:
        p = todo.pop()
        out.append(p)
        todo.extend(children.get(p, []))
    return out


def _proc_cpu(pid: int | str) -> tuple[str, float]:
    """(name, CPU seconds user + system) of a living process from /proc; ("", 0.0) when it is gone."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            head, tail = f.read().rsplit(")", 1)
        fields = tail.split()
        return head.split("(", 1)[1], (int(fields[11]) + int(fields[12])) / CLK
    except (OSError, IndexError, ValueError):
        return "", 0.0


def cpu_seconds(pid: int, *, tree: bool = True) -> float:
    """CPU seconds (user + system) of ``pid`` and its living descendants (Linux /proc)."""
    return sum(_proc_cpu(p)[1] for p in (_tree(pid) if tree else [pid]))


def server_cpu_seconds(comm: str = "postgres") -> float:
    """CPU seconds of every living process named ``comm`` (the database server, all its backends)."""
    procs = (_proc_cpu(entry) for entry in os.listdir("/proc") if entry.isdigit())
    return sum(seconds for name, seconds in procs if name == comm)


class CpuCap:
    """A Linux cgroup whose processes together get at most ``cores`` of CPU time (``--worker-cpu``).

    One per worker: the worker's process and its computers' pool (started before, or forked after,
    it joins) share the slice. cgroup v1 (``cpu.cfs_quota_us``) or v2 (``cpu.max``); a 10 ms period,
    so that a throttled worker waits milliseconds, not the default 100 ms period's tail."""

    PERIOD_US = 10_000

    def __init__(self, name: str, cores: float) -> None:
        v1 = Path("/sys/fs/cgroup/cpu")
        if (v1 / "cpu.cfs_quota_us").exists():
            self.path = v1 / name
            self.path.mkdir(exist_ok=True)
            (self.path / "cpu.cfs_period_us").write_text(str(self.PERIOD_US))
            (self.path / "cpu.cfs_quota_us").write_text(str(int(cores * self.PERIOD_US)))
        else:
            root = Path("/sys/fs/cgroup")
            if "cpu" not in (root / "cgroup.controllers").read_text().split():
                raise RuntimeError("no cpu controller in this cgroup hierarchy")
            self.path = root / name
            self.path.mkdir(exist_ok=True)
            (self.path / "cpu.max").write_text(f"{int(cores * self.PERIOD_US)} {self.PERIOD_US}")

    def add(self, pid: int) -> None:
        for p in _tree(pid):
            with contextlib.suppress(OSError):
                (self.path / "cgroup.procs").write_text(str(p))

    def remove(self) -> None:
        with contextlib.suppress(OSError):
            self.path.rmdir()  # only once its processes have exited


def rss_bytes(pid: int) -> int:
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) * 1024
    return 0


class Worker:
    """One ``python -m bot`` process; its log lines go to a file."""

    def __init__(self, name: str, env: dict[str, str], workdir: Path) -> None:
        self.name = name
        self.env = env
        self.workdir = workdir
        self.proc: subprocess.Popen[bytes] | None = None
        self.logs: list[Path] = []
        self.cpu_of_dead = 0.0  # CPU seconds of earlier incarnations (chaos)
        self.cap: CpuCap | None = None  # --worker-cpu

    async def start(self, timeout: float = 60.0) -> None:
        path = self.workdir / f"{self.name}-{len(self.logs)}.log"
        self.logs.append(path)
        with open(path, "wb") as out:
            self.proc = subprocess.Popen(
                [sys.executable, "-m", "bot"],
                env=self.env,
                stdout=out,
                stderr=subprocess.STDOUT,
                cwd=self.workdir,
            )
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(
                    f"{self.name} exited with {self.proc.returncode}:\n{path.read_text()[-3000:]}"
                )
            if b"Kozyr is running" in path.read_bytes():
                if self.cap is not None:
                    self.cap.add(self.proc.pid)
                return
            await asyncio.sleep(0.1)
        raise RuntimeError(f"{self.name} did not start within {timeout} s:\n{path.read_text()[-3000:]}")

    def cpu(self) -> float:
        """CPU seconds of the bot's process and its computers' pool, earlier incarnations included."""
        if self.proc is None or self.proc.poll() is not None:
            return self.cpu_of_dead
        return self.cpu_of_dead + cpu_seconds(self.proc.pid)

    def cpu_main(self) -> float:
        """CPU seconds of the bot's process alone (the event loop: updates, storage, frames)."""
        if self.proc is None or self.proc.poll() is not None:
            return 0.0
        return cpu_seconds(self.proc.pid, tree=False)

    def kill9(self) -> None:
        assert self.proc is not None
        self.cpu_of_dead = self.cpu()
        for pid in reversed(_tree(self.proc.pid)):  # the pool's processes die with it, as in a crash
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGKILL)
        self.proc.wait()

    async def stop(self) -> None:
        if self.proc is None or self.proc.poll() is not None:
            return
        self.proc.send_signal(signal.SIGTERM)
        for _ in range(300):
            if self.proc.poll() is not None:
                return
            await asyncio.sleep(0.1)
        self.kill9()

    def fired(self) -> list[tuple[str, str, int]]:
        out = []
        for path in self.logs:
            for m in FIRED.finditer(path.read_text(errors="replace")):
                out.append((m.group(1), m.group(2), int(m.group(3))))
        return out


# ---------------------------------------------------------------------------------------- people
@dataclass
class Press:
    room: str
    user: int
    data: str
    at: float
    latency: float | None  # seconds to the answer; None: no answer within the timeout
    accepted: bool
    text: str = ""  # the answer's text: why a press was refused


@dataclass
class Stats:
    presses: list[Press] = field(default_factory=list)
    finished: int = 0
    rooms: list[tuple[str, int]] = field(default_factory=list)  # (room, its person)
    setup_failures: int = 0


class Gate:
    """The offered rate: at most ``rate`` presses a second in all (None: no limit).

    People wait in line; one is let through every ``1 / rate`` seconds, at the rate in force then
    (no slot is promised ahead, so a new rate acts at once, and a slot nobody waits for is lost:
    no burst after a quiet spell)."""

    def __init__(self) -> None:
        self.rate: float | None = None
        self.arrived = 0  # presses that came to the gate (per second: what the people offered)
        self._line: deque[asyncio.Future[None]] = deque()
        self._opener: asyncio.Task[None] | None = None
        self._last = 0.0  # when the last one went through

    async def wait(self) -> None:
        self.arrived += 1
        if self.rate is None:
            return
        turn = asyncio.get_running_loop().create_future()
        self._line.append(turn)
        if self._opener is None or self._opener.done():
            self._opener = asyncio.create_task(self._open())
        await turn

    async def _open(self) -> None:
        while self._line:
            if self.rate is None:  # no limit any more: everyone goes
                while self._line:
                    self._release()
                return
            await asyncio.sleep(max(0.0, self._last + 1.0 / self.rate - time.monotonic()))
            if self._line:
                self._release()

    def _release(self) -> None:
        self._last = time.monotonic()
        turn = self._line.popleft()
        if not turn.done():
            turn.set_result(None)

    def close(self) -> None:
        if self._opener is not None:
            self._opener.cancel()


class Crowd:
    """People, each playing one private room against the computer at a time."""

    def __init__(
        self, fake: LoadFake, db: Database, *, seed: int, hard_share: float, think: tuple[float, float]
    ) -> None:
        self.fake = fake
        self.db = db
        self.rng = random.Random(seed)
        self.hard_share = hard_share
        self.think = think
        self.gate = Gate()
        self.stats = Stats()
        self.next_user = 10_000_000 + self.rng.randrange(1_000_000) * 100
        self.finished_rooms: set[str] = set()
        self.stop = asyncio.Event()
        self.new_rooms = True  # a person whose game ended opens another
        self.slow_share = 0.0  # chaos: this share of moves waits past the hurry deadline
        self.slow_seconds = 0.0
        self.playing = 0  # people who have opened their first room

    def new_person(self) -> int:
        self.next_user += 1
        uid = self.next_user
        self.fake.add_user(uid, f"L{uid}", "en")
        return uid

    async def open_room(self, uid: int, rng: random.Random) -> str | None:
        """``/durak``, then «🤖» against one computer (every third room two), easy level unless hard."""
        fake = self.fake
        fake.send_text(uid, "/durak")
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            for msg in reversed(fake.chat_messages(uid)):
                solo = [
                    b["callback_data"] for b in msg.buttons() if b.get("callback_data", "").startswith("vs:")
                ]
                if solo:
                    room = solo[0].split(":")[1]
                    n = 2 if rng.random() < 1 / 3 else 1
                    level = "ismcts" if rng.random() < self.hard_share else "heuristic"
                    query = fake.press(uid, msg, f"vs:{room}:{n}:{level}")
                    answer = await fake.answer_of(query, 60)
                    return room if answer is not None else None
            await fake.changed(uid, 1.0)
        return None

    @staticmethod
    def moves(msg: FakeMessage, room: str) -> list[str]:
        return [
            d
            for b in msg.buttons()
            if (d := b.get("callback_data", "")).startswith(MOVE_PREFIXES) and d.split(":")[1] == room
        ]

    def hand(self, uid: int, room: str) -> FakeMessage | None:
        for msg in reversed(self.fake.chat_messages(uid)):
            if any(f":{room}" in (b.get("callback_data") or "") for b in msg.buttons()):
                return msg
        return None

    async def person(self, rng: random.Random) -> None:
        """Play rooms one after another (a new person each) until told to stop."""
        first = True
        while not self.stop.is_set():
            uid = self.new_person()
            room = await self.open_room(uid, rng)
            if room is None:
                self.stats.setup_failures += 1
                await asyncio.sleep(1)
                continue
            self.stats.rooms.append((room, uid))
            if first:
                self.playing += 1
                first = False
            await self.play(uid, room, rng)
            if not self.new_rooms:
                return

    async def play(self, uid: int, room: str, rng: random.Random) -> None:
        fake = self.fake
        pressed: tuple[int, int] | None = None  # (message, version) of the last press
        pressed_at = 0.0
        while not self.stop.is_set() and room not in self.finished_rooms:
            msg = self.hand(uid, room)
            version = (msg.message_id, len(msg.history)) if msg is not None else None
            choices = self.moves(msg, room) if msg is not None else []
            if not choices or (version == pressed and time.monotonic() - pressed_at < 3.0):
                await fake.changed(uid, 1.0)
                continue
            wait = rng.uniform(*self.think)
            if self.slow_share and rng.random() < self.slow_share:
                wait = self.slow_seconds
            await asyncio.sleep(wait)
            await self.gate.wait()
            if self.stop.is_set():
                return
            assert msg is not None
            done = await self.press_move(uid, room, msg, rng)
            if done is not None:
                pressed, pressed_at = done, time.monotonic()

    async def press_move(
        self, uid: int, room: str, msg: FakeMessage, rng: random.Random, record: bool = True
    ) -> tuple[int, int] | None:
        """Press one of the room's moves on ``msg`` as it is now, at random, and wait for the press's
        answer (``record``: its press → answer kept in the stats); the (message, version) pressed,
        or None when the message is gone or offers no move any more."""
        fake = self.fake
        current = fake.message(msg.chat_id, msg.message_id)
        if current is None or current.deleted:
            return None
        choices = self.moves(current, room)
        if not choices:
            return None
        data = rng.choice(choices)
        version = (current.message_id, len(current.history))
        at = time.monotonic()
        query = fake.press(uid, current, data)
        answer = await fake.answer_of(query, 30.0)
        latency = fake.answered_at[query] - at if answer is not None else None
        accepted = answer is not None and not answer.get("text")
        text = str(answer.get("text") or "") if answer is not None else ""
        if record:
            self.stats.presses.append(Press(room, uid, data, at, latency, accepted, text))
        return version

    async def watch_finished(self) -> None:
        """Every second: which rooms' first match has ended (its deal has a result)."""
        while not self.stop.is_set():
            try:
                rows = await self.db.rows(
                    "SELECT DISTINCT room_id FROM deals WHERE ended_at IS NOT NULL AND match_no = 1"
                )
                self.finished_rooms = {r[0] for r in rows}
                self.stats.finished = len(self.finished_rooms)
            except (RuntimeError, sqlite3.Error):
                pass
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self.stop.wait(), 1.0)


def pct(values: list[float], q_: float) -> float:
    if not values:
        return float("nan")
    values = sorted(values)
    return values[min(len(values) - 1, int(q_ * len(values)))]


# ---------------------------------------------------------------------------------------- a configuration
@dataclass
class Config:
    name: str
    database: str  # sqlite | postgresql
    workers: int
    webhook: bool
    #: import the bot from this checkout instead of this one (``--baseline``)
    bot_path: str = ""


@dataclass
class Row:
    config: Config
    skipped: str = ""
    presses_per_s: float = float("nan")
    accepted_share: float = float("nan")
    sat_latency: tuple[float, float, float] = (float("nan"),) * 3
    half_rate: float = float("nan")
    half_presses_per_s: float = float("nan")
    half_latency: tuple[float, float, float] = (float("nan"),) * 3
    computer_moves_per_s: float = float("nan")
    actions_per_s: float = float("nan")
    cpu_ms_per_action: float = float("nan")
    main_ms_per_action: float = float("nan")
    worker_cores: float = float("nan")
    bench_cpu_share: float = float("nan")
    server_cores: float = float("nan")  # PostgreSQL's processes (every backend), while saturated
    finished: int = 0
    kb_per_game: float = float("nan")
    kb_per_game_packed: float = float("nan")
    tables: list[TableSize] = field(default_factory=list)
    tables_packed: dict[str, int] = field(default_factory=dict)
    vacuums: int = 0
    unanswered: int = 0
    unfinished: int = 0
    refusals: str = ""
    per_worker: str = ""
    went_back: int = 0  # frames that showed a person an older turn than their message had shown
    frames: int = 0  # frames with move buttons delivered
    #: the capacity search's windows: rooms, presses handled a second, p99 ms, and "" (met),
    #: " ✗ (measured again)" (a first miss), " ✗" (missed again: the search ended) or
    #: " (all the rooms)" (met with every room of --rooms: the capacity is at least that)
    steps: list[tuple[int, float, float, str]] = field(default_factory=list)


#: the bot's durations that --scale divides (with the fake's limits), so a smoke test takes seconds
SCALED = {
    "COMPUTER_DELAY_SECONDS": 1.0,
    "PRIVATE_EDIT_INTERVAL_SECONDS": 1.0,
    "GROUP_EDIT_INTERVAL_SECONDS": 3.2,
    "WATCH_DELAY_SECONDS": 2.0,
    "PING_DELAY_SECONDS": 10.0,
    "PING_INTERVAL_SECONDS": 60.0,
    "THROW_IN_WAIT_SECONDS": 10.0,
}


def make_fake(args: argparse.Namespace) -> LoadFake:
    return LoadFake(token=TOKEN, limits=True, global_per_second=args.global_rate, limit_scale=args.scale)


def worker_env(
    fake: FakeTelegram, db: Database, *, port: int | None, args: argparse.Namespace
) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("WEBHOOK_", "DATABASE_", "BOT_"))}
    env.update(
        BOT_TOKEN=TOKEN,
        TELEGRAM_API_URL=fake.base_url,
        DATABASE_URL=db.url,
        GLOBAL_RATE_PER_SECOND=str(args.global_rate * 0.9),
        POLLING_TIMEOUT="10",
        PYTHONUNBUFFERED="1",
    )
    if args.scale != 1:  # the durations the bot waits, and Telegram's limits (make_fake), scaled
        for name, seconds in SCALED.items():
            env[name] = str(seconds / args.scale)
    if port is not None:
        env.update(
            WEBHOOK_URL=f"http://127.0.0.1:{port}{WEBHOOK_PATH}",
            WEBHOOK_SECRET=SECRET,
            WEBHOOK_HOST="127.0.0.1",
            WEBHOOK_PORT=str(port),
        )
    return env


async def start_workers(
    config: Config,
    fake: FakeTelegram,
    db: Database,
    workdir: Path,
    args: argparse.Namespace,
    extra: dict[str, str] | None = None,
) -> list[Worker]:
    port = free_port() if config.webhook else None
    env = worker_env(fake, db, port=port, args=args) | (extra or {})
    if config.bot_path:  # ahead of this checkout's (editable) install
        env["PYTHONPATH"] = os.pathsep.join(filter(None, [config.bot_path, env.get("PYTHONPATH")]))
    workers = []
    for i in range(config.workers):
        worker = Worker(f"{config.name.replace(' ', '_')}-w{i}", env, workdir)
        if args.worker_cpu:
            worker.cap = CpuCap(f"kozyr-bench-{os.getpid()}-w{i}", args.worker_cpu)
        await worker.start(args.start_timeout)
        workers.append(worker)
    return workers


def bench_cpu() -> float:
    t = os.times()
    return t.user + t.system


async def run_config(config: Config, args: argparse.Namespace, workdir: Path) -> Row:
    row = Row(config)
    fake = make_fake(args)
    await fake.start()
    db = Database(config.database, workdir)
    await db.create()
    workers: list[Worker] = []
    crowd = Crowd(
        fake, db, seed=args.seed, hard_share=args.hard_share, think=(0.2 / args.scale, 0.6 / args.scale)
    )
    tasks: list[asyncio.Task[None]] = []

    async def add_people(n: int) -> None:
        """``n`` more people, each opening a room (a few dozen at a time), until they all play."""
        for start in range(0, n, 50):
            tasks.extend(
                asyncio.create_task(crowd.person(random.Random(crowd.rng.random())))
                for _ in range(min(50, n - start))
            )
            await asyncio.sleep(0.5)
        opening = time.monotonic() + 300
        while crowd.playing < len(tasks) and time.monotonic() < opening:
            await asyncio.sleep(0.2)

    try:
        workers = await start_workers(config, fake, db, workdir, args)
        base_size = await db.size()
        base_tables = sum(t.total for t in await db.tables())
        watcher = asyncio.create_task(crowd.watch_finished())
        vacuumer = asyncio.create_task(vacuum_every(db, args.vacuum_every, crowd.stop, row))
        # open the rooms (the bot is not measured on its lobby): all of them, or the search's first
        await add_people(min(args.start_rooms, args.rooms) if args.step_seconds else args.rooms)
        await asyncio.sleep(args.warmup)

        async def window(seconds: float, least: int = 0) -> dict[str, float]:
            """What the bot did over ``seconds`` — longer, until ``least`` presses were answered in it
            (at most ten times as long): a window of no answered press measures nothing."""
            actions0 = await count_actions(db)
            cpu0 = sum(w.cpu() for w in workers)
            main0 = sum(w.cpu_main() for w in workers)
            bench0 = bench_cpu()
            server0 = server_cpu_seconds()
            n0 = len(crowd.stats.presses)
            t0 = time.monotonic()
            await asyncio.sleep(seconds)
            while (
                sum(p.latency is not None for p in crowd.stats.presses[n0:]) < least
                and time.monotonic() - t0 < 10 * seconds
            ):
                await asyncio.sleep(0.25)
            t1 = time.monotonic()
            presses = crowd.stats.presses[n0:]
            actions1 = await count_actions(db)
            elapsed = t1 - t0
            answered = [p for p in presses if p.latency is not None]
            return {
                "elapsed": elapsed,
                "presses": len(answered) / elapsed,
                "accepted": sum(p.accepted for p in answered) / max(1, len(answered)),
                "p50": pct([p.latency for p in answered if p.latency is not None], 0.50) * 1000,
                "p95": pct([p.latency for p in answered if p.latency is not None], 0.95) * 1000,
                "p99": pct([p.latency for p in answered if p.latency is not None], 0.99) * 1000,
                "unanswered": len(presses) - len(answered),
                "actions": (actions1[0] - actions0[0]) / elapsed,
                "computer": (actions1[1] - actions0[1]) / elapsed,
                "cpu": sum(w.cpu() for w in workers) - cpu0,
                "cpu_main": sum(w.cpu_main() for w in workers) - main0,
                "n_actions": actions1[0] - actions0[0],
                "bench_cpu": (bench_cpu() - bench0) / elapsed,
                "server_cpu": (server_cpu_seconds() - server0) / elapsed,
            }

        if args.step_seconds:
            sat = await find_capacity(len(tasks), add_people, window, args, row)
        else:
            sat = await window(args.seconds)
        row.presses_per_s = sat["presses"]
        row.accepted_share = sat["accepted"]
        row.sat_latency = (sat["p50"], sat["p95"], sat["p99"])
        row.actions_per_s = sat["actions"]
        row.computer_moves_per_s = sat["computer"]
        row.cpu_ms_per_action = sat["cpu"] / max(1, sat["n_actions"]) * 1000
        row.main_ms_per_action = sat["cpu_main"] / max(1, sat["n_actions"]) * 1000
        row.worker_cores = sat["cpu"] / sat["elapsed"]
        row.bench_cpu_share = sat["bench_cpu"]
        row.server_cores = sat["server_cpu"]
        row.unanswered = int(sat["unanswered"])
        crowd.gate.rate = max(1.0, sat["presses"] / 2)
        row.half_rate = crowd.gate.rate
        await asyncio.sleep(min(5.0, args.seconds / 4))  # the queue of the saturated phase drains
        if args.step_seconds:  # the search ended past the capacity: its queue drains (a minute at most)
            for _ in range(12):
                if (await window(min(5.0, args.step_seconds)))["p99"] <= sat["p99"]:
                    break
        half = await window(args.seconds, least=HALF_LEAST)
        row.half_presses_per_s = half["presses"]
        row.half_latency = (half["p50"], half["p95"], half["p99"])
        row.unanswered += int(half["unanswered"])
        refused = Counter(p.text for p in crowd.stats.presses if not p.accepted and p.latency is not None)
        row.refusals = "; ".join(f"{n}× «{text[:60]}»" for text, n in refused.most_common(3))
        # the games under way play to their end (no new rooms), so that the database holds finished
        # games, not half-played ones, when it is measured
        crowd.new_rooms = False
        crowd.gate.rate = None
        await asyncio.wait(tasks, timeout=args.finish_seconds)
        crowd.stop.set()
        await asyncio.gather(*tasks, return_exceptions=True)
        await watcher
        await vacuumer
        row.went_back, row.frames = fake.went_back, fake.frames
        row.finished = len(set(await finished_rooms(db)))
        row.unfinished = len(crowd.stats.rooms) - row.finished
        if config.webhook and len(workers) > 1:
            row.per_worker = per_worker_share(fake, workers)
        for w in workers:
            await w.stop()
        await asyncio.sleep(1.0)  # the workers' sessions have ended and flushed their statistics
        size = await db.size()
        row.tables = await db.tables()
        await db.compact()
        if db.kind == "postgresql":  # the schema's own tables (VACUUM FULL packs the catalogs too)
            row.tables_packed = {t.name: t.total for t in await db.tables()}
            packed = sum(row.tables_packed.values()) - base_tables
        else:
            packed = await db.size() - base_size
        if row.finished:
            row.kb_per_game = (size - base_size) / 1024 / row.finished
            row.kb_per_game_packed = packed / 1024 / row.finished
    finally:
        crowd.stop.set()
        crowd.gate.close()
        for task in tasks:
            task.cancel()
        for w in workers:
            with contextlib.suppress(Exception):
                w.kill9() if w.proc is not None and w.proc.poll() is None else None
            if w.cap is not None:
                w.cap.remove()
        await fake.stop()
        if args.keep:
            print(f"  kept: {db.url}", flush=True)
        else:
            await db.drop()
    return row


async def find_capacity(
    rooms: int,
    add_people: Callable[[int], Awaitable[None]],
    window: Callable[[float], Awaitable[dict[str, float]]],
    args: argparse.Namespace,
    row: Row,
) -> dict[str, float]:
    """The presses a second the bot handles within ``--slo``: people, each at a person's pace (a
    press 0.2–0.6 s after their buttons appear), play ``rooms`` rooms at once, then more: every
    ``--step-seconds`` the rooms grow by ``--step-factor`` (up to ``--rooms``) until a step's
    press→answer p99 exceeds the SLO in two windows in a row. The last step that met it is the
    capacity (its window is returned); every window goes to ``row.steps``.

    Why not the whole crowd at once: beyond its capacity a bot does not hold its throughput — the
    frames lag, more presses land on stale buttons, each costs work — so a crowd larger than the bot
    can serve measures that collapse. Why not a gate on the presses: people held at a gate wait
    with their turn open, and a room whose person is slow costs work of its own (its countdown
    redrawn, reminders), which is not what more load looks like either."""
    best: dict[str, float] | None = None
    again = False
    while True:
        await asyncio.sleep(2.0)  # the new rooms' opening settles
        w = await window(args.step_seconds)
        ok = w["presses"] > 0 and w["p99"] <= args.slo * 1000 and not w["unanswered"]
        if not ok and not again:
            # a step's p99 rests on its few slowest presses, and one stall of the machine (seen:
            # single windows of 0.9-3 s amid ones of 0.1-0.3 s, in this version and the one before
            # alike) is enough to miss it: a step ends the search when it misses twice in a row
            again = True
            row.steps.append((rooms, w["presses"], w["p99"], " ✗ (measured again)"))
            continue
        again = False
        last = ok and rooms >= args.rooms
        row.steps.append((rooms, w["presses"], w["p99"], " (all the rooms)" if last else "" if ok else " ✗"))
        if not ok:
            break
        best = w
        if last:
            break
        more = min(args.rooms - rooms, max(1, round(rooms * (args.step_factor - 1))))
        await add_people(more)
        rooms += more
    return best if best is not None else w


async def vacuum_every(db: Database, seconds: float, stop: asyncio.Event, row: Row) -> None:
    """``--vacuum-every``: a plain ``VACUUM`` of the PostgreSQL database every ``seconds`` until
    ``stop`` — what autovacuum does on a server where it is on (it is off on some CI servers, and
    then no dead row version is ever reclaimed during a run)."""
    if not seconds or db.kind != "postgresql":
        return
    while not stop.is_set():
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(stop.wait(), seconds)
        if not stop.is_set():
            with contextlib.suppress(RuntimeError):
                await _psql(db.url, "VACUUM")
                row.vacuums += 1


def per_worker_share(fake: FakeTelegram, workers: list[Worker]) -> str:
    """How the webhook's updates spread over the workers, from their 'update handled' counts."""
    counts = []
    for w in workers:
        counts.append(sum(path.read_text(errors="replace").count("Update id=") for path in w.logs))
    total = sum(counts)
    if not total:
        return ""
    return "/".join(f"{c * 100 / total:.0f}%" for c in counts)


async def count_actions(db: Database) -> tuple[int, int]:
    """(game actions, of which by computers) in the database."""
    rows = await db.rows(
        "SELECT COUNT(*), COALESCE(SUM(CASE WHEN by_user IS NULL THEN 1 ELSE 0 END), 0) FROM actions"
    )
    return int(rows[0][0]), int(rows[0][1])


async def finished_rooms(db: Database) -> list[str]:
    rows = await db.rows("SELECT DISTINCT room_id FROM deals WHERE ended_at IS NOT NULL AND match_no = 1")
    return [r[0] for r in rows]


# ---------------------------------------------------------------------------------------- memory
async def memory_per_room(args: argparse.Namespace, workdir: Path) -> dict[str, float]:
    """One polling process on SQLite holding ``--open-rooms`` open rooms: RSS before, after, per room."""
    fake = make_fake(args)
    await fake.start()
    db = Database("sqlite", workdir)
    crowd = Crowd(fake, db, seed=args.seed + 1, hard_share=0.0, think=(0.2 / args.scale, 0.6 / args.scale))
    worker: Worker | None = None
    try:
        worker = (await start_workers(Config("memory", "sqlite", 1, False), fake, db, workdir, args))[0]
        assert worker.proc is not None
        await asyncio.sleep(2)
        before = rss_bytes(worker.proc.pid)
        opened = 0
        t0 = time.monotonic()
        sem = asyncio.Semaphore(100)

        async def one() -> None:
            nonlocal opened
            async with sem:
                rng = random.Random(crowd.rng.random())
                if await crowd.open_room(crowd.new_person(), rng) is not None:
                    opened += 1

        await asyncio.gather(*(one() for _ in range(args.open_rooms)))
        took = time.monotonic() - t0
        await asyncio.sleep(5)  # the computers' first moves and the frames due
        rows = await db.rows("SELECT COUNT(*) FROM rooms WHERE status != 'closed'")
        open_rooms = int(rows[0][0])
        after = rss_bytes(worker.proc.pid)
        await worker.stop()
        size = await db.size()
        return {
            "opened": opened,
            "open": open_rooms,
            "seconds": took,
            "before": before / 2**20,
            "after": after / 2**20,
            "per_room_kb": (after - before) / 1024 / max(1, open_rooms),
            "db_kb_per_open_room": size / 1024 / max(1, open_rooms),
        }
    finally:
        if worker is not None and worker.proc is not None and worker.proc.poll() is None:
            worker.kill9()
        await fake.stop()
        await db.drop()


# ---------------------------------------------------------------------------------------- chaos
async def chaos(args: argparse.Namespace, workdir: Path) -> int:
    kind = args.database
    if kind == "postgresql":
        why = postgres_supported()
        if why is not None:
            print(f"--chaos on PostgreSQL: {why}; try --database sqlite (one worker)")
            return 2
    n_workers = 2 if kind == "postgresql" else 1
    config = Config(f"chaos {kind}", kind, n_workers, True)
    fake = make_fake(args)
    await fake.start()
    db = Database(kind, workdir)
    await db.create()
    crowd = Crowd(
        fake, db, seed=args.seed, hard_share=args.hard_share, think=(0.2 / args.scale, 0.6 / args.scale)
    )
    crowd.new_rooms = False
    crowd.slow_share, crowd.slow_seconds = 0.1, 3.0 / args.scale  # some moves wait past the short deadlines
    extra = {
        name: str(2.0 / args.scale)
        for name in ("HURRY_AFTER_SECONDS", "HURRY_INTERVAL_SECONDS", "THROW_IN_WAIT_SECONDS")
    }
    workers: list[Worker] = []
    rng = random.Random(args.seed)
    kills = 0
    try:
        workers = await start_workers(config, fake, db, workdir, args, extra)
        base_size = await db.size()
        watcher = asyncio.create_task(crowd.watch_finished())
        people = [asyncio.create_task(crowd.person(random.Random(rng.random()))) for _ in range(args.games)]
        t0 = time.monotonic()
        # kill at random moments, spread over the expected length of the run
        while kills < args.kills and not all(t.done() for t in people):
            await asyncio.sleep(rng.uniform(0.2, 2 * args.kill_every))
            victim = rng.choice(workers)
            victim.kill9()
            kills += 1
            print(
                f"  {time.monotonic() - t0:6.1f} s: kill -9 {victim.name} ({kills}/{args.kills})", flush=True
            )
            await victim.start(args.start_timeout)
        limit = time.monotonic() + args.chaos_timeout
        while not all(t.done() for t in people) and time.monotonic() < limit:
            await asyncio.sleep(1)
        crowd.stop.set()
        await asyncio.gather(*people, return_exceptions=True)
        await watcher
        took = time.monotonic() - t0
        for w in workers:
            await w.stop()
        failures = await check(db, crowd, workers, args.games)
        grown = (await db.size() - base_size) / 1024 / max(1, crowd.stats.finished)
        failures["report"].insert(1, f"database growth per finished game: {grown:.1f} KiB")
        if kind == "postgresql":  # where the bytes are
            largest = await db.rows(
                "SELECT relname, pg_total_relation_size(oid) FROM pg_class WHERE relkind = 'r'"
                " AND relnamespace = 'public'::regnamespace ORDER BY 2 DESC LIMIT 4"
            )
            tables = ", ".join(f"{name} {int(size) / 1024:.0f} KiB" for name, size in largest)
            failures["report"].insert(2, f"largest tables: {tables}")
        print(
            f"\nchaos ({kind}, {n_workers} worker(s)): {args.games} games, {kills} kills -9 in {took:.0f} s; "
            f"{len(crowd.stats.presses)} presses"
        )
        for line in failures["report"]:
            print("  " + line)
        return 1 if failures["bad"] else 0
    finally:
        crowd.stop.set()
        crowd.gate.close()
        for w in workers:
            if w.proc is not None and w.proc.poll() is None:
                w.kill9()
        await fake.stop()
        await db.drop()


async def check(db: Database, crowd: Crowd, workers: list[Worker], games: int) -> dict[str, Any]:
    """Every game finished, every record verifies, no accepted action lost, no deadline fired twice."""
    report: list[str] = []
    bad = False
    rooms = [r for r, _ in crowd.stats.rooms]
    finished = set(await finished_rooms(db))
    unfinished = [r for r in rooms if r not in finished]
    report.append(
        f"games finished: {len(rooms) - len(unfinished)} of {len(rooms)} opened ({games} wanted)"
        + (f" — NOT: {', '.join(unfinished[:10])}" if unfinished else "")
    )
    bad |= bool(unfinished) or len(rooms) < games
    verified = failed = 0
    for room in rooms:
        for record in await records_of(db, room):
            status, _ = verify(record)
            if status == 0:
                verified += 1
            else:
                failed += 1
    report.append(f"deal records verified: {verified}, failed: {failed}")
    bad |= failed > 0 or verified == 0
    stored = {
        (r[0], int(r[1]), int(r[2] or 0))
        for r in await db.rows("SELECT room_id, turn, COALESCE(by_user, 0) FROM actions")
    }
    accepted = [p for p in crowd.stats.presses if p.accepted and p.data.startswith(("a:", "m:"))]
    made: dict[tuple[str, int], list[int]] = {}
    for room_id, turn_made, user in stored:
        made.setdefault((room_id, user), []).append(turn_made)
    lost = []
    for p in accepted:
        room, turn = p.data.split(":")[1:3]
        # the log stores the turn the action made: an index button's at once, a move button's at
        # once or later (pressed on a screen the room had moved past)
        turns = made.get((room, p.user), [])
        if not (int(turn) + 1 in turns if p.data.startswith("a:") else any(t > int(turn) for t in turns)):
            lost.append(p)
    report.append(f"accepted moves: {len(accepted)}, missing from the database: {len(lost)}")
    bad |= bool(lost) or not accepted
    fired = [f for w in workers for f in w.fired()]
    twice = [k for k, n in Counter(fired).items() if n > 1]
    kinds = ", ".join(f"{k} {n}" for k, n in sorted(Counter(k for _, k, _ in fired).items()))
    report.append(
        f"deadlines fired: {len(fired)} ({kinds or 'none'}),"
        f" fired twice: {len(twice)}" + (f" — {twice[:5]}" if twice else "")
    )
    bad |= bool(twice)
    unanswered = [p for p in crowd.stats.presses if p.latency is None]
    report.append(f"presses never answered (30 s): {len(unanswered)}")
    report.append("RESULT: " + ("FAILED" if bad else "every check passed"))
    return {"bad": bad, "report": report}


async def records_of(db: Database, room: str) -> list[dict[str, Any]]:
    """The deal records of a room's first match (as bot/rooms/records.py builds them), raw SQL so
    that the same code reads SQLite and PostgreSQL."""
    info_rows = await db.rows(f"SELECT info FROM matches WHERE room_id = {q(room)} AND match_no = 1")
    if not info_rows:
        return []
    info = json.loads(info_rows[0][0])
    deals = await db.rows(
        "SELECT deal_no, commitment, seed, contributions, label, COALESCE(CAST(result AS TEXT), '')"
        f" FROM deals WHERE room_id = {q(room)} AND match_no = 1 AND ended_at IS NOT NULL ORDER BY deal_no"
    )
    records = []
    built: list[dict[str, Any]] = []
    for deal_no, commitment, seed, contributions, label, result in deals:
        actions = await db.rows(
            f"SELECT action FROM actions WHERE room_id = {q(room)} AND match_no = 1"
            f" AND deal_no = {int(deal_no)} ORDER BY id"
        )
        deal: dict[str, Any] = {
            "fairness": {
                "commitment": commitment,
                "seed": seed,
                "contributions": json.loads(contributions),
                "label": label,
            },
            "actions": [unpack_action(a[0]) for a in actions],
        }
        stored = json.loads(result) if result else None
        if isinstance(stored, dict) and stored.get("result") is not None:
            deal["result"] = stored["result"]
        built.append(deal)
        record: dict[str, Any] = {
            "game": "durak",
            "seats": info["seats"],
            "options": info["options"],
            "first": info.get("first", 0),
            "dealer": info.get("dealer", 0),
            "deals": list(built),
        }
        if info.get("draws"):
            record["first_draw"] = info["draws"]
        records.append(record)
    return records


# ---------------------------------------------------------------------------------------- main
CONFIGS = [
    Config("SQLite, 1 process, polling", "sqlite", 1, False),
    Config("SQLite, 1 process, webhook", "sqlite", 1, True),
    Config("PostgreSQL, 1 worker", "postgresql", 1, True),
    Config("PostgreSQL, 2 workers", "postgresql", 2, True),
]


def fmt(x: float, digits: int = 0) -> str:
    return "—" if x != x else f"{x:,.{digits}f}"


def print_table(rows: list[Row]) -> None:
    print(
        "\n| configuration | capacity: presses/s handled within the p99 SLO (accepted) |"
        " press→answer p50/p95/p99 ms at capacity |"
        " at half load: presses/s, p50/p95/p99 ms | computer moves/s | game actions/s |"
        " worker CPU ms/action (bot process) | DB KB/finished game: grown / packed (games) |"
    )
    print("|---|---|---|---|---|---|---|---|")
    for r in rows:
        if r.skipped:
            print(f"| {r.config.name} | {r.skipped} | | | | | | |")
            continue
        spread = f" (updates {r.per_worker})" if r.per_worker else ""
        print(
            f"| {r.config.name}{spread} | {fmt(r.presses_per_s, 1)} ({fmt(r.accepted_share * 100)} %) | "
            f"{fmt(r.sat_latency[0])} / {fmt(r.sat_latency[1])} / {fmt(r.sat_latency[2])} | "
            f"{fmt(r.half_presses_per_s, 1)}: {fmt(r.half_latency[0])} / {fmt(r.half_latency[1])} / "
            f"{fmt(r.half_latency[2])} | {fmt(r.computer_moves_per_s, 1)} | {fmt(r.actions_per_s, 1)} | "
            f"{fmt(r.cpu_ms_per_action, 1)} ({fmt(r.main_ms_per_action, 1)}) | "
            f"{fmt(r.kb_per_game, 1)} / {fmt(r.kb_per_game_packed, 1)} ({r.finished}) |"
        )
    for r in rows:
        if not r.skipped:
            print(
                f"  {r.config.name}: while saturated the workers used {fmt(r.worker_cores, 2)} cores and the "
                f"benchmark process (fake API + people) {fmt(r.bench_cpu_share, 2)}"
                + (f", PostgreSQL {fmt(r.server_cores, 2)}" if r.config.database == "postgresql" else "")
                + "; presses not answered "
                f"within 30 s: {r.unanswered}; games not finished when the database was measured: "
                f"{r.unfinished}; refused presses: {r.refusals or 'none'}; frames with moves "
                f"{r.frames:,}, of which showed an older turn than their message had: {r.went_back}"
            )
            if r.steps:
                print(
                    "    capacity search (rooms: presses/s handled, p99 ms): "
                    + ", ".join(f"{n}: {got:.1f}, {p99:,.0f}{m}" for n, got, p99, m in r.steps)
                )
    for r in rows:
        if r.tables:
            print_tables(r)
    by = {r.config.name: r for r in rows if not r.skipped}
    one, two = by.get("PostgreSQL, 1 worker"), by.get("PostgreSQL, 2 workers")
    if one and two:
        print(
            f"  2 workers / 1 worker: presses {two.presses_per_s / one.presses_per_s:.2f}×, "
            f"computer moves {two.computer_moves_per_s / max(1e-9, one.computer_moves_per_s):.2f}×"
        )


def print_tables(r: Row) -> None:
    """Where a PostgreSQL configuration's bytes were when the games had ended (before VACUUM FULL)."""
    games = max(1, r.finished)
    print(
        f"  {r.config.name}: tables when measured, KB per finished game — total = heap + TOAST + indexes"
        f" (after VACUUM FULL); rows live / dead (statistics collector); updates (HOT share); {r.vacuums}"
        " VACUUM(s) during the run"
    )
    for t in r.tables:
        if t.total < 16384 and not t.dead:
            continue
        hot = f"{t.hot * 100 / t.updated:.0f} %" if t.updated else "—"
        packed = r.tables_packed.get(t.name, 0) / 1024 / games
        print(
            f"    {t.name:<16} {t.total / 1024 / games:6.1f} = {t.heap / 1024 / games:5.1f} +"
            f" {t.toast / 1024 / games:5.1f} + {t.indexes / 1024 / games:5.1f} ({packed:.1f});"
            f" rows {t.live:,} / {t.dead:,}; updates {t.updated:,} ({hot}); inserts {t.inserted:,},"
            f" deletes {t.deleted:,}"
        )


async def short_collections(every: float = 1.0) -> None:
    """Keep this process's cyclic collections short. It holds every press, Bot API call and message
    of the run, and a full collection walked them all: 0.3–0.7 s into a run of a few minutes, while
    no press could be sent and no answer timestamped — a stall of the simulated people and Telegram,
    not of the bot, which a window's p99 took for the bot's. Frozen every second, the objects made
    so far are no longer walked (cycles among them are never freed: a benchmark can afford that)."""
    while True:
        gc.freeze()
        await asyncio.sleep(every)


async def main_async(args: argparse.Namespace) -> int:
    workdir = Path(tempfile.mkdtemp(prefix="kozyr-load-"))
    freezer = asyncio.create_task(short_collections())
    try:
        if args.chaos:
            return await chaos(args, workdir)
        print(
            f"{args.rooms} rooms at once (Durak against the computer, {args.hard_share:.0%} hard), "
            f"{args.seconds:g} s saturated + {args.seconds:g} s at half that load per configuration; "
            f"{os.cpu_count()} cores; global Bot API limit {args.global_rate}/s",
            flush=True,
        )
        pg = postgres_supported()
        rows: list[Row] = []
        for config in CONFIGS:
            if args.only and not any(word.lower() in config.name.lower() for word in args.only):
                continue
            if config.database == "postgresql" and pg is not None:
                rows.append(Row(config, skipped=pg))
                print(f"- {config.name}: {pg}", flush=True)
                continue
            runs = [config]
            if args.baseline:
                name = f"{config.name} [baseline]"
                runs.insert(0, dataclasses.replace(config, name=name, bot_path=args.baseline))
            for run in runs:
                print(f"- {run.name} …", flush=True)
                rows.append(await run_config(run, args, workdir))
        print_table(rows)
        if args.open_rooms:
            print(f"\nmemory: one polling process on SQLite opens {args.open_rooms} rooms …", flush=True)
            m = await memory_per_room(args, workdir)
            print(
                f"  {m['open']:.0f} open rooms ({m['opened']:.0f} opened in {m['seconds']:.0f} s): RSS "
                f"{m['before']:.0f} MiB → {m['after']:.0f} MiB, {m['per_room_kb']:.1f} KiB per open room "
                f"(10,000 rooms, extrapolated: ≈ {m['before'] + m['per_room_kb'] * 10_000 / 1024:.0f} MiB); "
                f"database {m['db_kb_per_open_room']:.1f} KiB per open room"
            )
        return 0
    finally:
        freezer.cancel()
        shutil.rmtree(workdir, ignore_errors=True)


def arguments(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rooms", type=int, default=150, help="rooms played at once (default 150)")
    parser.add_argument("--seconds", type=float, default=60.0, help="length of each measured phase")
    parser.add_argument(
        "--finish-seconds", type=float, default=240.0, help="how long the games under way may take to end"
    )
    parser.add_argument("--warmup", type=float, default=10.0, help="seconds after the rooms are opened")
    parser.add_argument("--hard-share", type=float, default=0.25, help="share of rooms at the hard level")
    parser.add_argument("--global-rate", type=int, default=1000, help="the fake's global calls per second")
    parser.add_argument(
        "--open-rooms", type=int, default=10_000, help="rooms held for the memory figure (0: skip)"
    )
    parser.add_argument("--only", nargs="*", help="configurations whose name has one of these words")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--scale",
        type=float,
        default=1.0,
        help="the bot's waits and Telegram's limits this many times faster",
    )
    parser.add_argument(
        "--vacuum-every",
        type=float,
        default=0.0,
        help="PostgreSQL: a plain VACUUM every this many seconds, as autovacuum would (0: none)",
    )
    parser.add_argument(
        "--baseline",
        metavar="DIR",
        help="run every configuration first with the bot of another checkout (e.g. an older commit's "
        "`git archive`), then with this one",
    )
    parser.add_argument(
        "--keep", action="store_true", help="keep each database (packed; to look into, then drop it)"
    )
    parser.add_argument(
        "--worker-cpu",
        type=float,
        default=0.0,
        metavar="CORES",
        help="cap each worker (with its computers' pool) at this much CPU through a cgroup, so that "
        "the workers, not the benchmark or the database beside them, run out of CPU first (Linux, root)",
    )
    parser.add_argument(
        "--step-seconds",
        type=float,
        default=10.0,
        help="the capacity search: seconds of each step (0: all --rooms at once for --seconds instead)",
    )
    parser.add_argument("--start-rooms", type=int, default=20, help="rooms of the search's first step")
    parser.add_argument(
        "--step-factor", type=float, default=1.25, help="the rooms' growth from step to step"
    )
    parser.add_argument("--slo", type=float, default=1.0, help="press→answer p99 a step must keep (seconds)")
    parser.add_argument("--quick", action="store_true", help="small and short: 2-3 minutes")
    parser.add_argument("--chaos", action="store_true", help="kill -9 workers during --games games")
    parser.add_argument(
        "--database", choices=["postgresql", "sqlite"], default="postgresql", help="--chaos only"
    )
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--kills", type=int, default=20)
    parser.add_argument("--kill-every", type=float, default=3.0, help="mean seconds between two kills")
    parser.add_argument(
        "--chaos-timeout", type=float, default=600.0, help="seconds the games may take after the kills"
    )
    parser.add_argument(
        "--start-timeout", type=float, default=60.0, help="seconds a bot process may take to start"
    )
    args = parser.parse_args(argv)
    if args.quick:
        args.rooms = min(args.rooms, 40)
        args.seconds = min(args.seconds, 5.0)
        args.warmup = min(args.warmup, 2.0)
        args.finish_seconds = min(args.finish_seconds, 5.0)
        args.open_rooms = min(args.open_rooms, 200)
        args.step_seconds = min(args.step_seconds, 3.0)
    return args


def main(argv: list[str] | None = None) -> int:
    return asyncio.run(main_async(arguments(argv)))


if __name__ == "__main__":
    sys.exit(main())
