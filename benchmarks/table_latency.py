"""The table page's latencies (issue 45's acceptance figures): a press's answer, and how long a move
takes to reach the other person's open page.

Real games of 2-seat Durak, two people each on a table page (``api/table/events``, server-sent
events) who press their moves as the page offers them (``api/table/press`` with Telegram's signed
initData, on a keep-alive connection like a browser's), one move at a time, each pressed once the
move before it reached both pages. The bot runs against the test fake Bot API on loopback.

- **PostgreSQL, two webhook workers.** Worker A is ``python -m bot`` (a process of its own) and
  holds both pages; worker B is a ``KozyrApp`` in this process on the same schema and takes every
  press. A move reaches A's pages only through PostgreSQL's ``LISTEN/NOTIFY``.
- **SQLite, one webhook worker.** One ``KozyrApp`` in this process holds both pages and takes the presses.

Measured, per move (all on this process's monotonic clock):

- **press → answer**: from the POST's send until its JSON answer was read (the client's side), for
  each press that made a move.
- **commit → other page**: from the moment the transaction that saved the move's state returned
  from its COMMIT in the worker that took the press (a hook on that worker's ``storage.transaction``)
  until the *other* person's page read the event carrying that state. The press's worker, the pages'
  reader and (SQLite) the pages' server share this process's event loop: the figure includes
  whatever that worker did between its commit and the reader's turn — an upper bound.
- **press → other page**: from the POST's send until the other person's page read that state.

Beside them the machine's own speed: a fixed pure-Python loop's time (best of 3) and the load
average, as the figures depend on both.

    .venv/bin/python -m benchmarks.table_latency [--moves 200] [--postgres URL] [--seed 45]

``--postgres`` defaults to ``postgresql://postgres@127.0.0.1:5432/postgres`` (trust auth); the run
makes a schema of its own there and drops it at the end. Without a server that part is skipped with
a line saying so. The exit status is non-zero only on an error, never on a figure.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import platform
import random
import secrets
import sys
import tempfile
import time
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit, urlunsplit

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.tablepage import PageStream  # noqa: E402
from bot.app import KozyrApp  # noqa: E402
from bot.model import Room  # noqa: E402
from bot.sandbox.fakeapi import FakeTelegram  # noqa: E402
from bot.storage.repos import Tx  # noqa: E402
from bot.web import initdata  # noqa: E402
from tests.bot.test_table_workers import Worker, a_move  # noqa: E402
from tests.bot.test_webhook import SECRET  # noqa: E402
from tests.support.bot_e2e import make_settings  # noqa: E402
from tests.support.ports import free_port  # noqa: E402

PG_DEFAULT = "postgresql://postgres@127.0.0.1:5432/postgres"
WEBAPP_URL = "https://kozyr.example/check/"  # the path the two-worker test's Worker serves
ANA, BOB = 4501, 4502
#: seconds without any change before a room counts as over (its clocks are shorter), and the
#: bound on waiting for a move to reach a page (a hang, not a figure)
QUIET_SECONDS = 8.0
HANG_SECONDS = 30.0
#: the machine's speed: this many iterations of a fixed pure-Python loop
LOOP_N = 2_000_000


# ----- the machine ------------------------------------------------------------------------------------------
def reference_loop_ms() -> float:
    """The best of 3 runs of a fixed pure-Python loop, in ms (the machine's speed right now)."""
    best = float("inf")
    for _ in range(3):
        started = time.perf_counter()
        total = 0
        for i in range(LOOP_N):
            total += i * i % 7
        best = min(best, time.perf_counter() - started)
    return best * 1000


def machine() -> str:
    cpu = platform.processor() or platform.machine()
    load = ", ".join(f"{x:.2f}" for x in os.getloadavg())
    return f"{cpu}, {os.cpu_count()} CPUs, Python {platform.python_version()}, load average {load}"


# ----- commits, stamped where they happen -------------------------------------------------------------------
def stamp_commits(app: KozyrApp, commits: dict[tuple[str, int], float]) -> None:
    """Note, for every room state the app's storage saves, when its transaction's COMMIT returned
    (``time.monotonic()``), keyed by (room, turn)."""
    storage = app.storage
    original = storage.transaction

    @asynccontextmanager
    async def transaction() -> AsyncIterator[Tx]:
        saved: list[tuple[str, int]] = []
        async with original() as tx:
            rooms = tx.rooms
            save = rooms.save

            async def noting(room: Room, *, new: bool = False) -> None:
                await save(room, new=new)
                saved.append((room.id, room.turn))

            rooms.save = noting  # type: ignore[method-assign]
            yield tx
        now = time.monotonic()
        for key in saved:
            commits.setdefault(key, now)

    storage.transaction = transaction  # type: ignore[method-assign]


# ----- a person's table page --------------------------------------------------------------------------------
class Page(PageStream):
    """One person's table page: its EventSource (each model with the monotonic moment it was read,
    ``benchmarks/tablepage.py``) and its presses, on keep-alive connections like a browser's."""

    def came(self, turn: int) -> tuple[int, float] | None:
        """(turn, when) of the first model at ``turn`` or later."""
        return next(((t, at) for t, at in self.events if t >= turn), None)

    async def press(self, base: str, data: str) -> tuple[float, dict[str, Any]]:
        """POST the press to ``base``'s table API: (when sent, the answer)."""
        sent = time.monotonic()
        async with self.session.post(
            base + "api/table/press", json={"room": self.room_id, "data": data},
            headers={initdata.HEADER: self.init},
        ) as r:  # fmt: skip
            if r.status != 200:
                raise RuntimeError(f"a press was refused: {r.status} {await r.text()}")
            answer = dict(await r.json())
        return sent, answer


async def until(check: Callable[[], bool], seconds: float, pages: list[Page]) -> bool:
    """Wait for the pages' news until ``check()`` holds; False after ``seconds``."""
    end = time.monotonic() + seconds
    while not check():
        left = end - time.monotonic()
        if left <= 0:
            return False
        for page in pages:
            page.arrived.clear()
        waits = [asyncio.create_task(p.arrived.wait()) for p in pages]
        await asyncio.wait(waits, timeout=min(left, 0.05), return_when=asyncio.FIRST_COMPLETED)
        for w in waits:
            w.cancel()
    return True


# ----- the games --------------------------------------------------------------------------------------------
@dataclass
class Figures:
    name: str
    press: list[float] = field(default_factory=list)  # press -> answer, s
    commit: list[float] = field(default_factory=list)  # commit -> other page, s
    sent: list[float] = field(default_factory=list)  # press -> other page, s
    games: int = 0


async def new_room(app: KozyrApp, fake: FakeTelegram) -> str:
    """A private 2-seat Durak of Ana and Bob, dealt."""
    rooms = app.rooms
    assert rooms is not None
    for uid, name in ((ANA, "Ana"), (BOB, "Bob")):
        fake.add_user(uid, name)
        await rooms.touch_user(uid, name, None, "ru", started=True)
    room = await rooms.create_room("durak", ANA, None, "ru", seats=2)
    await rooms.join(room.id, BOB)
    for uid in (ANA, BOB):
        await rooms.ready(room.id, uid, f"latency-{room.id}-{uid}")
    dealt = await rooms.get(room.id)
    if dealt is None or dealt.status != "playing":
        raise RuntimeError(f"the room was not dealt: {dealt}")
    return room.id


async def play(
    fig: Figures, fake: FakeTelegram, app: KozyrApp, press_base: str, page_base: str,
    commits: dict[tuple[str, int], float], moves: int, rng: random.Random,
) -> None:  # fmt: skip
    """Games until ``moves`` presses were measured: the pages held by ``page_base``'s server, the
    presses sent to ``press_base``'s (whose commits ``commits`` stamps)."""
    while len(fig.press) < moves:
        room_id = await new_room(app, fake)
        fig.games += 1
        pages = {uid: Page(fake, page_base, room_id, uid) for uid in (ANA, BOB)}
        try:
            for page in pages.values():
                await page.open()
            both = list(pages.values())
            if not await until(lambda b=both: all(p.model is not None for p in b), HANG_SECONDS, both):
                raise RuntimeError("the pages were never drawn")
            await play_room(fig, press_base, pages, room_id, commits, moves, rng)
        finally:
            for page in pages.values():
                await page.close()


async def play_room(
    fig: Figures, press_base: str, pages: dict[int, Page], room_id: str,
    commits: dict[tuple[str, int], float], moves: int, rng: random.Random,
) -> None:  # fmt: skip
    both = list(pages.values())
    refused = 0
    while len(fig.press) < moves:
        turn = max(int(p.model["turn"]) for p in both if p.model is not None)
        chosen = a_move([p.model for p in both], rng)
        if chosen is None:  # a clock runs, or the room is over
            if not await until(lambda t=turn: any(p.came(t + 1) for p in both), QUIET_SECONDS, both):
                return  # over: a new room
            continue
        user, data = chosen
        sent, answer = await pages[user].press(press_base, data)
        answered = time.monotonic()
        if not answer.get("ok") or answer.get("model") is None:
            refused += 1  # the room moved meanwhile (a clock): look again
            if refused > 50:
                raise RuntimeError(f"presses refused again and again: {answer}")
            continue
        refused = 0
        new = int(answer["model"]["turn"])
        fig.press.append(answered - sent)
        other = pages[ANA if user == BOB else BOB]
        if not await until(lambda t=new: all(p.came(t) for p in both), HANG_SECONDS, both):
            raise RuntimeError(f"turn {new} never reached both pages")
        shown = other.came(new)
        assert shown is not None
        if shown[0] != new:
            continue  # a clock moved the room on meanwhile: this state was never on that page
        fig.sent.append(shown[1] - sent)
        committed = commits.get((room_id, new))
        if committed is not None:
            fig.commit.append(shown[1] - committed)


# ----- the two setups ---------------------------------------------------------------------------------------
def settings_for(fake: FakeTelegram, tmp: Path, **overrides: Any) -> Any:
    """A webhook worker's settings (its server also answers the Mini App), presses unthrottled."""
    port = free_port()
    return make_settings(
        fake, tmp / "k.sqlite3", webapp_url=WEBAPP_URL, webhook_url=f"http://127.0.0.1:{port}/tg/updates",
        webhook_secret=SECRET, webhook_port=port, press_rate=50.0, press_burst=50, **overrides,
    )  # fmt: skip


def base_of(app: KozyrApp) -> str:
    assert app.server is not None
    return f"http://127.0.0.1:{app.server.port}/check/"


async def on_sqlite(fake: FakeTelegram, moves: int, seed: int) -> Figures:
    fig = Figures("SQLite, 1 worker")
    commits: dict[tuple[str, int], float] = {}
    with tempfile.TemporaryDirectory() as tmp:
        app = KozyrApp(settings_for(fake, Path(tmp)))
        await app.start()
        try:
            stamp_commits(app, commits)
            await play(fig, fake, app, base_of(app), base_of(app), commits, moves, random.Random(seed))
        finally:
            await app.stop()
    return fig


def schema_url(url: str, schema: str) -> str:
    parts = urlsplit(url)
    query = "&".join(q for q in (parts.query, f"search_path={schema}") if q)
    return urlunsplit(parts._replace(query=query))


async def postgres_answers(url: str) -> str | None:
    """None when PostgreSQL answers at ``url``, else why not."""
    import asyncpg

    try:
        conn = await asyncpg.connect(url, timeout=3)
    except (OSError, asyncpg.PostgresError, TimeoutError) as exc:
        return f"{type(exc).__name__}: {exc}"
    await conn.close()
    return None


async def on_postgres(fake: FakeTelegram, url: str, moves: int, seed: int) -> Figures:
    import asyncpg

    fig = Figures("PostgreSQL, 2 workers")
    schema = f"kozyr_latency_{secrets.token_hex(4)}"
    pg_url = schema_url(url, schema)
    commits: dict[tuple[str, int], float] = {}
    with tempfile.TemporaryDirectory() as tmp:
        b = KozyrApp(settings_for(fake, Path(tmp), database_url=pg_url))
        a = Worker(fake, Path(tmp), pg_url)
        try:
            await b.start()  # (it makes the schema)
            stamp_commits(b, commits)
            await a.start()
            end = time.monotonic() + 60
            while a.running() < 1:
                if a.proc is not None and a.proc.returncode is not None or time.monotonic() > end:
                    raise RuntimeError(f"worker A did not start:\n{a.log()}")
                await asyncio.sleep(0.05)
            await play(fig, fake, b, base_of(b), a.base, commits, moves, random.Random(seed))
            if "Traceback" in a.log():
                raise RuntimeError(f"worker A failed:\n{a.log()}")
        finally:
            await a.stop()
            await b.stop()
            conn = await asyncpg.connect(url, timeout=10)
            try:
                await conn.execute(f'DROP SCHEMA IF EXISTS "{schema}" CASCADE')
            finally:
                await conn.close()
    return fig


# ----- the report -------------------------------------------------------------------------------------------
def pct(values: list[float], q: float) -> float:
    """The q-quantile (nearest rank), in ms; NaN when there are none."""
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, int(round(q * len(ordered))) - 1))] * 1000


def rows(fig: Figures) -> list[str]:
    out = []
    for what, values in (
        ("press -> answer", fig.press),
        ("commit -> other page", fig.commit),
        ("press -> other page", fig.sent),
    ):
        out.append(
            f"{fig.name:<22} {what:<21} {len(values):>5} {pct(values, 0.5):>8.1f} {pct(values, 0.95):>8.1f}"
            f" {max(values, default=float('nan')) * 1000:>8.1f}"
        )
    return out


def report(figures: list[Figures], skipped: list[str], loop_ms: float) -> None:
    print(f"{'setup':<22} {'interval':<21} {'n':>5} {'p50 ms':>8} {'p95 ms':>8} {'max ms':>8}")
    for fig in figures:
        for line in rows(fig):
            print(line)
    for line in skipped:
        print(line)
    print(
        f"\nmachine: {machine()}; a fixed pure-Python loop ({LOOP_N:,} iterations):"
        f" {loop_ms:.0f} ms (best of 3)"
    )
    print(
        "rooms played (each a match of deals, «ready» between them): "
        + ", ".join(f"{f.name} {f.games}" for f in figures)
    )
    print(
        "press -> answer: the POST api/table/press sent until its JSON answer read (client side, loopback);"
        "\ncommit -> other page: the press's worker's COMMIT returned (a hook on its storage.transaction)"
        " until the other person's page read that state's event (api/table/events) — PostgreSQL: the page"
        " held by worker A (another process), the press taken by worker B (this process); SQLite: one"
        " worker in this process; the reader shares the press's worker's event loop: an upper bound;"
        "\npress -> other page: the POST sent until that same event read."
    )


async def run(moves: int, postgres: str, seed: int) -> int:
    loop_ms = reference_loop_ms()
    fake = FakeTelegram()
    await fake.start()
    figures: list[Figures] = []
    skipped: list[str] = []
    try:
        why = await postgres_answers(postgres)
        if why is None:
            figures.append(await on_postgres(fake, postgres, moves, seed))
        else:
            skipped.append(f"PostgreSQL, 2 workers: skipped, no server at {postgres} ({why})")
        figures.append(await on_sqlite(fake, moves, seed))
    finally:
        await fake.stop()
    report(figures, skipped, loop_ms)
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=200, help="presses measured per setup (default 200)")
    parser.add_argument(
        "--postgres", default=PG_DEFAULT, help=f"the PostgreSQL server (default {PG_DEFAULT})"
    )
    parser.add_argument("--seed", type=int, default=45)
    args = parser.parse_args()
    return asyncio.run(run(args.moves, args.postgres, args.seed))


if __name__ == "__main__":
    sys.exit(main())
