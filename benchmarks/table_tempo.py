"""The table's tempo (issue 45): the same 4-seat group Durak (3 people + 1 computer), in one run,
played by people on today's chat buttons and by people on the Mini App's table page.

Through the real bot against the test fake Bot API with Telegram's limits switched on, at once:

- **hands in the group** (issue 31): three people who never opened the private chat play on
  ephemeral messages in the group, the bot the group's administrator, and again as a plain member
  — as ``benchmarks/telegram_budget.py`` plays them (its own functions);
- **on the table page**: three people with the table page open (server-sent events and presses
  POSTed to ``api/table/press``; no chat press at all) — the same group, the same computer;
- **private hands**: the same Durak with the people's hands in their private chats (the budget's
  «people on chat buttons»), for the games a token hosts.

People press 0.5–1.5 s after their turn comes (the page's person once its stream showed it), and
choose their moves alike (``tests/support/bot_e2e.py: choose``'s preferences, by move type). Per
table: actions a minute, Bot API calls per action, 429s, how long a change takes to reach every
other open table (the page's people: every other page, from the room's save to the event's
arrival, in real time — nothing paces it; the chat: the group table's message, from the save to
the delivered edit, in game time), the press's answer (a page's POST) and how many such games one
token hosts within 30 calls a second.

``--scale K`` runs every duration and every limit K times faster (the fake's limits too), so the
figures per action and per game minute hold while the run takes 1/K of the time.

    .venv/bin/python benchmarks/table_tempo.py [--scale 4] [--seed 1] [--minutes 30]
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import random
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.tablepage import PageStream  # noqa: E402
from benchmarks.telegram_budget import UNCOUNTED, Table, _count_actions, pct, person, setup  # noqa: E402
from bot.app import KozyrApp  # noqa: E402
from bot.sandbox.fakeapi import FakeTelegram  # noqa: E402
from bot.storage import api  # noqa: E402
from bot.web import initdata  # noqa: E402
from tests.support.bot_e2e import PREFERENCE  # noqa: E402
from tests.support.pacing import scaled_settings  # noqa: E402

WEBAPP_URL = "https://kozyr.example/app/"
#: Telegram's calls a second for one token
TOKEN_RATE = 30.0


def tables() -> list[Table]:
    return [
        Table("in group, admin", "durak", [501, 502, 503], 1, -1005, {"seats": "4"}, in_group="admin"),
        Table("in group, member", "durak", [601, 602, 603], 1, -1006, {"seats": "4"}, in_group="member"),
        Table("on the table page", "durak", [801, 802, 803], 1, -1008, {"seats": "4"}, in_group="admin"),
        Table("private hands", "durak", [201, 202, 203], 1, -1002, {"seats": "4"}),
    ]


def on_page(table: Table) -> bool:
    return table.name == "on the table page"


class Page(PageStream):
    """One person's table page: its EventSource (the models as they come, each with the wall-clock
    moment it came, ``benchmarks/tablepage.py``) and its presses, on one keep-alive connection like a
    browser's."""

    def __init__(self, base: str, fake: FakeTelegram, room_id: str, user: int) -> None:
        super().__init__(fake, base, room_id, user, clock=time.time)
        self.presses: list[float] = []  # POST -> answer, seconds (real)

    async def news(self, timeout: float) -> None:
        """Until the next model comes, or ``timeout`` seconds."""
        self.arrived.clear()
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self.arrived.wait(), timeout)

    async def press(self, data: str) -> dict[str, Any]:
        started = time.monotonic()
        async with self.session.post(
            self.base + "api/table/press", json={"room": self.room_id, "data": data},
            headers={initdata.HEADER: self.init},
        ) as r:  # fmt: skip
            answer = dict(await r.json())
        self.presses.append(time.monotonic() - started)
        return answer

    def seen(self, turn: int) -> float | None:
        """When it first showed ``turn`` or a later one (wall time)."""
        return next((at for t, at in self.events if t >= turn), None)


def choose_move(moves: list[dict[str, Any]], rng: random.Random) -> dict[str, Any]:
    """``choose``'s preferences among the model's moves (by their engine type)."""
    best = min(PREFERENCE.get(m["type"], 9) for m in moves)
    top = [m for m in moves if PREFERENCE.get(m["type"], 9) == best]
    return top[rng.randrange(len(top))]


async def setup_on_page(app: KozyrApp, fake: FakeTelegram, table: Table, pages: dict[int, Page]) -> None:
    """The group table as ``setup`` makes it, the three pages opened before the deal."""
    rooms = app.rooms
    assert rooms is not None and app.server is not None
    for uid in table.people:
        fake.add_user(uid, f"P{uid}", started=False)  # they never opened the private chat
        await rooms.touch_user(uid, f"P{uid}", None, "ru", started=False)
    assert table.chat_id is not None
    fake.add_group(table.chat_id, table.name)
    await api.set_chat_hands(rooms.storage, table.chat_id, True, table.people[0])
    fake.set_member_status(table.chat_id, fake.bot_id, "administrator")
    room = await rooms.create_room(table.game, table.people[0], table.chat_id, "ru")
    table.room_id = room.id
    for key, value in table.options.items():
        await rooms.set_option(room.id, table.people[0], key, value)
    for uid in table.people:
        await rooms.join(room.id, uid)
    for _ in range(table.computers):
        await rooms.add_computer(room.id, table.people[0])
    base = f"http://127.0.0.1:{app.server.port}/app/"
    for uid in table.people:
        pages[uid] = Page(base, fake, room.id, uid)
        await pages[uid].open()
    for i, uid in enumerate(table.people):
        await rooms.ready(room.id, uid, f"bench-{uid}-{i}")


async def page_person(
    app: KozyrApp, table: Table, page: Page, rng: random.Random, scale: float, deadline: float,
    movers: dict[int, int],
) -> None:  # fmt: skip
    """Play on the table page like the budget's keen player: 0.5–1.5 s after the page shows that
    it is this person's turn, press a move the model offers (the chat's preferences)."""
    rooms, presenter = app.rooms, app.presenter
    assert rooms is not None and presenter is not None
    while time.monotonic() < deadline:
        # the newest state this process knows (one process: every state), not a read: a state read
        # anew wakes the room's pages, which a person looking at a page does not do
        room = presenter.rooms.newest(table.room_id) or await rooms.get(table.room_id)
        if room is None or room.status != "playing":
            table.ended = table.ended or time.monotonic()
            return
        model = page.model
        if model is None:
            await page.news(0.05 / scale)
            continue
        mine = next((s for s in model["seats"] if s["you"]), None)
        ready = [b["data"] for row in model["buttons"] for b in row if b.get("data", "").startswith("r:")]
        if model["status"] == "between" and ready:
            await asyncio.sleep(rng.uniform(0.5, 1.5) / scale)
            await page.press(ready[0])
            continue
        if mine is None or not mine["acting"] or not model["moves"]:
            await page.news(0.05 / scale)  # the next model, or a look at the room's end
            continue
        turn = model["turn"]
        await asyncio.sleep(rng.uniform(0.5, 1.5) / scale)
        if page.model is None or page.model["turn"] != turn:
            continue  # the table moved meanwhile: look again
        answer = await page.press(choose_move(model["moves"], rng)["data"])
        if answer.get("ok") and answer.get("model"):
            movers[int(answer["model"]["turn"])] = page.user
            table.answers.append(page.presses[-1])


@dataclass
class Watch:
    """The states every measured room reached (their saves' wall time, by turn) and the group
    tables' delivered frames."""

    saves: dict[str, dict[int, float]] = field(default_factory=dict)
    #: room -> (the state's save time, delivered at) for each group table frame delivered
    group: dict[str, list[tuple[float, float]]] = field(default_factory=dict)

    def hook(self, app: KozyrApp, rooms: set[str]) -> None:
        assert app.presenter is not None and app.outbox is not None
        cache = app.presenter.rooms

        def saved(room_id: str) -> None:
            room = cache.newest(room_id)
            if room is not None and room_id in rooms:
                self.saves.setdefault(room_id, {}).setdefault(room.turn, room.updated_at)

        cache.listen(saved)
        outbox = app.outbox
        original = outbox._note_shown

        def note(slot: Any, frame: Any, *, delivered: bool) -> None:
            if delivered and slot[2] == "table" and frame.state_at is not None and slot[0] in rooms:
                self.group.setdefault(slot[0], []).append((frame.state_at, time.time()))
            original(slot, frame, delivered=delivered)

        outbox._note_shown = note  # type: ignore[method-assign]


def page_delays(watch: Watch, table: Table, pages: list[Page], movers: dict[int, int]) -> list[float]:
    """Per change of the room while it played: from its save until every other page showed it
    (the mover's own page has its press's answer)."""
    out = []
    for turn, at in sorted(watch.saves.get(table.room_id, {}).items()):
        others = [p for p in pages if p.user != movers.get(turn)]
        seen = [p.seen(turn) for p in others]
        if seen and all(s is not None for s in seen):
            out.append(max(s for s in seen if s is not None) - at)
    return out


def group_delays(watch: Watch, table: Table, scale: float) -> list[float]:
    """Per change of the room: from its save until the group table's message showed it or a later
    state (game time)."""
    frames = sorted(watch.group.get(table.room_id, []))
    out = []
    for _turn, at in sorted(watch.saves.get(table.room_id, {}).items()):
        shown = [when for state_at, when in frames if state_at >= at]
        if shown:
            out.append((min(shown) - at) * scale)
    return out


async def run(scale: float, seed: int, limit_minutes: float) -> int:
    fake = FakeTelegram(limits=True, limit_scale=scale)
    await fake.start()
    rng = random.Random(seed)
    games = tables()
    pages: dict[int, Page] = {}
    movers: dict[int, int] = {}
    watch = Watch()
    with tempfile.TemporaryDirectory() as tmp:
        db = Path(tmp) / "k.sqlite3"
        app = KozyrApp(scaled_settings(fake, db, scale, webapp_url=WEBAPP_URL, webhook_port=0))
        await app.start()
        try:
            for table in games:
                if on_page(table):
                    await setup_on_page(app, fake, table, pages)
                else:
                    await setup(app, fake, table)
                table.started = time.monotonic()
            watch.hook(app, {t.room_id for t in games})
            deadline = time.monotonic() + limit_minutes * 60 / scale
            players = []
            for table in games:
                for uid in table.people:
                    own = random.Random(rng.random())
                    if on_page(table):
                        players.append(page_person(app, table, pages[uid], own, scale, deadline, movers))
                    else:
                        players.append(person(app, fake, table, uid, own, scale, deadline))
            await asyncio.gather(*players)
            for table in games:
                table.ended = table.ended or time.monotonic()
            assert app.outbox is not None
            await app.outbox.flush(timeout=30)
            report(app, fake, games, scale, list(pages.values()), movers, watch)
            for table in games:
                room = await app.rooms.get(table.room_id)  # type: ignore[union-attr]
                if room is not None and room.status == "playing":
                    print(f"not finished within {limit_minutes:g} game minutes: {table.name}")
        finally:
            for page in pages.values():
                await page.close()
            await app.stop()
            await fake.stop()
    return 0


def report(
    app: KozyrApp, fake: FakeTelegram, games: list[Table], scale: float, pages: list[Page],
    movers: dict[int, int], watch: Watch,
) -> None:  # fmt: skip
    print(f"scale {scale:g} (durations and limits {scale:g}× faster; per action and game minute they hold)\n")
    print(
        f"{'4-seat group Durak':<20} {'actions':>7} {'act/min':>7} {'calls':>6} {'calls/act':>9} {'429':>4}"
        f" {'change->tables p50/p95 s':>25} {'games/token':>11}"
    )
    for t in games:
        chats = ({t.chat_id} if t.chat_id else set()) | set(t.people)
        calls = [c for c in fake.calls if c.method not in UNCOUNTED and c.params.get("chat_id") in chats]
        limited = [c for c in calls if c.error_code == 429]
        actions = _count_actions(app, t.room_id)
        minutes = (t.ended - t.started) * scale / 60
        per_second = len(calls) / max(minutes * 60, 1e-9)
        delays = page_delays(watch, t, pages, movers) if on_page(t) else group_delays(watch, t, scale)
        where = "pages, real" if on_page(t) else "group table"
        print(
            f"{t.name:<20} {actions:>7} {actions / max(minutes, 1e-9):>7.1f} {len(calls):>6}"
            f" {len(calls) / max(1, actions):>9.2f} {len(limited):>4}"
            f" {pct(delays, 0.5):>7.2f} / {pct(delays, 0.95):>5.2f} ({where:<11})"
            f" {TOKEN_RATE / max(per_second, 1e-9):>11.0f}"
        )
    answers = [a * 1000 for p in pages for a in p.presses]
    print(
        f"\ntable page presses, POST -> answer (real ms): p50 {pct(answers, 0.5):.0f}, "
        f"p95 {pct(answers, 0.95):.0f}, max {max(answers, default=float('nan')):.0f} ({len(answers)} presses)"
    )
    print(f"429s in the whole run: {len([c for c in fake.calls if c.error_code == 429])}")
    print(
        "change->tables: from a change's save until every other person's table page showed it (real time:"
        " nothing paces it), or until the group's table message showed it (game time)"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--scale", type=float, default=4.0, help="run this many times faster (default 4)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--minutes", type=float, default=30.0, help="stop after this many game minutes")
    args = parser.parse_args()
    return asyncio.run(run(args.scale, args.seed, args.minutes))


if __name__ == "__main__":
    sys.exit(main())
