"""The Telegram budget: whole games through the real bot against the test fake Bot API with
Telegram's limits switched on, people pressing as fast as a keen player.

Plays at once: a 6-seat Durak in a group (5 people, 1 computer), a 4-seat Durak in a group (3 + 1),
Bura against the computer in private, and Scopa 2×2 in a group (2 people, 2 computers) — their hands
in the private chats — and the same 4-seat Durak with hands in the group (issue 31: three people who
never opened the private chat, playing on ephemeral messages), once with the bot as the group's
administrator and once as a plain member (a person taps «🃏 Мои карты» when they have no hand there). A person
presses 0.5–1.5 s after it becomes their turn (and «Готов» between deals). Prints per game and in
all: Bot API calls per game action (people's and computers' moves together), 429s, "message is not
modified" answers, callback answer latency, the age of the state a delivered frame shows (the player
to act, the watchers, the group), pings per person per minute, and how many such games one token
could host at once within 30 calls a second.

``--scale K`` runs every duration and every limit K times faster (the fake's limits too), so the
figures per game action hold while the run takes 1/K of the time; ``--scale 1`` is real time.

    .venv/bin/python benchmarks/telegram_budget.py [--scale 4] [--seed 1]
"""

from __future__ import annotations

import argparse
import asyncio
import random
import sys
import tempfile
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bot.app import KozyrApp  # noqa: E402
from bot.sandbox.fakeapi import FakeTelegram  # noqa: E402
from bot.storage import api  # noqa: E402
from tests.support.bot_e2e import choose, message_of, move_data, press_action  # noqa: E402
from tests.support.pacing import scaled_settings  # noqa: E402

UNCOUNTED = {"getUpdates", "getMe", "setMyCommands", "deleteWebhook", "answerCallbackQuery", "getChatMember"}


@dataclass
class Table:
    name: str
    game: str
    people: list[int]
    computers: int
    chat_id: int | None  # a group, or None for a private room
    options: dict[str, str] = field(default_factory=dict)
    room_id: str = ""
    started: float = 0.0
    ended: float = 0.0
    answers: list[float] = field(default_factory=list)  # press -> answer, seconds
    #: hands in the group: "admin" (the bot is the group's administrator), "member", or "" (private)
    in_group: str = ""
    #: the group left as /hands found it (hands in the group on by default), the bot its administrator,
    #: its people having opened the private chat (their /profile choice the default): where their
    #: hands go by default (issue 31: private, the group's pace kept for the table)
    group_default: bool = False


def tables() -> list[Table]:
    return [
        Table("Durak 6 seats (5 + 1)", "durak", [101, 102, 103, 104, 105], 1, -1001, {"seats": "6"}),
        Table("Durak 4 seats (3 + 1)", "durak", [201, 202, 203], 1, -1002, {"seats": "4"}),
        Table("Bura vs computer", "bura", [301], 1, None),
        Table("Scopa 2x2 (2 + 2)", "scopa", [401, 402], 2, -1004, {"seats": "4"}),
        Table(
            "Durak 4, in group, admin", "durak", [501, 502, 503], 1, -1005, {"seats": "4"}, in_group="admin"
        ),
        Table(
            "Durak 4, in group, member", "durak", [601, 602, 603], 1, -1006, {"seats": "4"}, in_group="member"
        ),
        Table(
            "Durak 4, group defaults", "durak", [701, 702, 703], 1, -1007, {"seats": "4"}, group_default=True
        ),
    ]


async def setup(app: KozyrApp, fake: FakeTelegram, table: Table) -> None:
    rooms = app.rooms
    assert rooms is not None
    started = not table.in_group  # hands in the group: people who never opened the private chat
    for uid in table.people:
        fake.add_user(uid, f"P{uid}", started=started)
        await rooms.touch_user(uid, f"P{uid}", None, "ru", started=started)
    if table.chat_id is not None:
        fake.add_group(table.chat_id, table.name)
        # the private-hand tables as before hands in the group: their groups switched it off (/hands)
        if not table.group_default:
            await api.set_chat_hands(rooms.storage, table.chat_id, bool(table.in_group), table.people[0])
        if table.in_group == "admin" or table.group_default:
            fake.set_member_status(table.chat_id, fake.bot_id, "administrator")
    room = await rooms.create_room(table.game, table.people[0], table.chat_id, "ru")
    table.room_id = room.id
    for key, value in table.options.items():
        await rooms.set_option(room.id, table.people[0], key, value)
    for uid in table.people:
        await rooms.join(room.id, uid)
    for _ in range(table.computers):
        await rooms.add_computer(room.id, table.people[0])
    for i, uid in enumerate(table.people):
        await rooms.ready(room.id, uid, f"bench-{uid}-{i}")


async def person(
    app: KozyrApp,
    fake: FakeTelegram,
    table: Table,
    uid: int,
    rng: random.Random,
    scale: float,
    deadline: float,
) -> None:
    """Press like a keen player: 0.5–1.5 s after it becomes this person's turn."""
    rooms = app.rooms
    assert rooms is not None
    while time.monotonic() < deadline:
        room = await rooms.get(table.room_id)
        if room is None or room.status != "playing":
            table.ended = table.ended or time.monotonic()  # its own end (the rate per minute)
            return
        seat = room.seat_of(uid)
        game = room.engine()
        if seat is None or game is None:
            return
        if room.between_deals():
            if not seat.ready:
                await asyncio.sleep(rng.uniform(0.5, 1.5) / scale)
                await press(app, fake, table, uid, "r")
            else:
                await asyncio.sleep(0.05 / scale)
            continue
        if seat.seat not in game.to_act():
            await asyncio.sleep(0.05 / scale)
            continue
        legal = [a for a in game.legal_actions(seat.seat) if a.type != "surrender"]
        if not legal:
            await asyncio.sleep(0.05 / scale)
            continue
        await asyncio.sleep(rng.uniform(0.5, 1.5) / scale)
        fresh = await rooms.get(table.room_id)
        if fresh is None or fresh.turn != room.turn:
            continue  # the table moved meanwhile: look again
        started = time.monotonic()
        if table.in_group:
            await press_in_group(app, fake, table, room, uid, choose(legal, rng))
        else:
            await press_action(app, fake, room, uid, choose(legal, rng))
        table.answers.append(time.monotonic() - started)


async def press_in_group(
    app: KozyrApp, fake: FakeTelegram, table: Table, room: Any, uid: int, action: Any
) -> None:
    """A move pressed on the person's hand in the group (tapped for on the table when there is none)."""
    assert table.chat_id is not None and app.outbox is not None
    group = table.chat_id
    if not fake.ephemeral_messages(group, uid):
        shown = await app.outbox.ledger.shown(table.room_id, group, "table")
        tab = fake.message(group, shown[0]) if shown else None
        if tab is None or tab.deleted or not any("🃏" in b for b in tab.button_texts()):
            return  # the table not redrawn for the game yet: look again
        await fake.wait_answer(fake.press_button(uid, tab, "🃏"), timeout=30)
        try:
            await fake.wait_for(lambda: fake.ephemeral_messages(group, uid), timeout=30)
        except AssertionError:
            return
    seat = room.seat_of(uid).seat
    target = move_data(room, seat, action)
    prefix = f"{room.id}:{room.turn}:{seat}:"

    def data() -> list[str]:
        shown = fake.ephemeral_messages(group, uid)
        return [b["callback_data"] for b in shown[-1].buttons() if "callback_data" in b] if shown else []

    try:
        await fake.wait_for(
            lambda: any(x.startswith(("m:" + prefix, "p:" + prefix)) for x in data()), timeout=10
        )
        if target not in data() and action.card is not None and f"p:{prefix}{action.card}" in data():
            await fake.wait_answer(
                fake.press(uid, fake.ephemeral_messages(group, uid)[-1], f"p:{prefix}{action.card}")
            )
            await fake.wait_for(lambda: target in data(), timeout=10)
    except AssertionError:
        return  # the room moved on: the person looks again
    if target in data():
        await fake.wait_answer(fake.press(uid, fake.ephemeral_messages(group, uid)[-1], target), timeout=30)


async def press(app: KozyrApp, fake: FakeTelegram, table: Table, uid: int, kind: str) -> None:
    if table.in_group and table.chat_id is not None:  # «Следующая раздача» on the group table
        shown = await app.outbox.ledger.shown(table.room_id, table.chat_id, "table")  # type: ignore[union-attr]
        tab = fake.message(table.chat_id, shown[0]) if shown else None
        if tab is not None and f"{kind}:{table.room_id}" in [b.get("callback_data") for b in tab.buttons()]:
            await fake.wait_answer(fake.press(uid, tab, f"{kind}:{table.room_id}"), timeout=30)
        return
    msg = await message_of(app, fake, table.room_id, uid, "hand", timeout=30)
    current = fake.message(msg.chat_id, msg.message_id)
    if current is None:
        return
    data = f"{kind}:{table.room_id}"
    if data not in [b.get("callback_data") for b in current.buttons()]:
        return
    started = time.monotonic()
    q = fake.press(uid, current, data)
    await fake.wait_answer(q, timeout=30)
    table.answers.append(time.monotonic() - started)


def pct(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))]


def record_ages(app: KozyrApp, ages: dict[tuple[str, str], list[float]]) -> None:
    """The outbox's state ages (``stats.frame_age``) per room as well as per lane."""
    outbox = app.outbox
    assert outbox is not None
    original = outbox._note_shown

    def note(slot: Any, frame: Any, *, delivered: bool) -> None:
        before = {lane: len(v) for lane, v in outbox.stats.frame_age.items()}
        original(slot, frame, delivered=delivered)
        for lane, values in outbox.stats.frame_age.items():
            if len(values) > before[lane]:
                ages.setdefault((slot[0], lane), []).append(values[-1])

    outbox._note_shown = note  # type: ignore[method-assign]


async def run(
    scale: float, seed: int, limit_minutes: float, breakdown: bool = False, ephemeral: float = 0.0
) -> int:
    fake = FakeTelegram(limits=True, limit_scale=scale)
    await fake.start()
    pressed: dict[str, float] = {}  # callback query id -> when the person pressed
    original_press = fake.press

    def press_and_remember(*args: Any, **kwargs: Any) -> str:
        query_id = original_press(*args, **kwargs)
        pressed[query_id] = time.monotonic()
        return query_id

    fake.press = press_and_remember  # type: ignore[method-assign]
    ages: dict[tuple[str, str], list[float]] = {}  # (room, lane) -> state ages when delivered
    rng = random.Random(seed)
    games = tables()
    with tempfile.TemporaryDirectory() as tmp:
        extra = {"ephemeral_per_minute": ephemeral * scale} if ephemeral else {}
        if ephemeral:  # a budget of their own in each group, the fake's as the bot's
            fake.ephemeral_per_minute = int(ephemeral)
        app = KozyrApp(scaled_settings(fake, Path(tmp) / "k.sqlite3", scale, **extra))
        await app.start()
        record_ages(app, ages)
        try:
            for table in games:
                await setup(app, fake, table)
                table.started = time.monotonic()
            deadline = time.monotonic() + limit_minutes * 60 / scale
            await asyncio.gather(
                *(
                    person(app, fake, table, uid, random.Random(rng.random()), scale, deadline)
                    for table in games
                    for uid in table.people
                )
            )
            for table in games:
                table.ended = table.ended or time.monotonic()
            assert app.outbox is not None
            await app.outbox.flush(timeout=30)
            report(app, fake, games, scale, pressed, breakdown, ages)
            unfinished = [t.name for t in games if (await app.rooms.get(t.room_id)).status == "playing"]  # type: ignore[union-attr]
            if unfinished:
                print("not finished within the time limit:", ", ".join(unfinished))
        finally:
            await app.stop()
            await fake.stop()
    return 0


def report(
    app: KozyrApp,
    fake: FakeTelegram,
    games: list[Table],
    scale: float,
    pressed: dict[str, float],
    breakdown: bool = False,
    ages: dict[tuple[str, str], list[float]] | None = None,
) -> None:
    assert app.outbox is not None and app.presenter is not None
    chats = {t.name: ({t.chat_id} if t.chat_id else set()) | set(t.people) for t in games}
    db_actions: dict[str, int] = {}
    print(f"scale {scale:g} (durations and limits {scale:g}× faster; figures per action hold)\n")
    head = f"{'game':<24} {'actions':>7} {'calls':>6} {'calls/act':>9} {'429':>4} {'n.mod':>5}"
    head += f" {'pings/min/person':>17} {'act/min':>7} {'p95 age act':>11} {'group':>6}"
    print(head)
    # (the two «in group» rows: the same 4-seat Durak, hands as ephemeral messages in the group)
    total_calls = total_actions = 0
    all_minutes = 0.0
    for t in games:
        calls = [
            c for c in fake.calls if c.method not in UNCOUNTED and c.params.get("chat_id") in chats[t.name]
        ]  # an ephemeral call has the group's chat_id: it counts there
        limited = [c for c in calls if c.error_code == 429]
        not_modified = [c for c in calls if c.error_code == 400 and "not modified" in (c.description or "")]
        actions = db_actions.get(t.room_id) or _count_actions(app, t.room_id)
        minutes = (t.ended - t.started) * scale / 60
        pings = [p for p in app.presenter.pinger.sent if p[0] == t.room_id]
        per_person = len(pings) / max(1, len(t.people)) / max(minutes, 1e-9)
        print(
            f"{t.name:<24} {actions:>7} {len(calls):>6} {len(calls) / max(1, actions):>9.2f} "
            f"{len(limited):>4} "
            f"{len(not_modified):>5} {per_person:>17.2f} {actions / max(minutes, 1e-9):>7.1f}"
            f" {_p95(ages, t.room_id, 'act', scale):>11.2f} {_p95(ages, t.room_id, 'group', scale):>6.2f}"
        )
        total_calls += len(calls)
        total_actions += actions
        all_minutes = max(all_minutes, minutes)
        if breakdown:
            phases: Counter[tuple[str, str, str]] = Counter()
            for c in calls:
                phase = "lobby" if c.at < t.started else "play" if c.at <= t.ended else "after"
                phases[(phase, "group" if c.params.get("chat_id") == t.chat_id else "private", c.method)] += 1
            for (phase, where, method), n in sorted(phases.items()):
                print(f"    {phase:<6} {where:<8} {method:<24} {n:>5}  ({n / max(1, actions):.2f}/action)")
    answers = [a * scale for t in games for a in t.answers]
    print(
        f"\nall games: {total_actions} actions, {total_calls} calls, "
        f"{total_calls / max(1, total_actions):.2f} "
        f"calls per action; 429s: {len([c for c in fake.calls if c.error_code == 429])}"
    )
    print(
        f"a move, from its first press to its answer (real-time s): p50 {pct(answers, 0.5):.2f}, "
        f"p95 {pct(answers, 0.95):.2f}, max {max(answers, default=float('nan')):.2f}"
    )
    latency = [
        (c.at - pressed[c.params["callback_query_id"]]) * 1000
        for c in fake.calls
        if c.method == "answerCallbackQuery" and c.params.get("callback_query_id") in pressed
    ]
    print(
        f"callback answer latency (ms, local fake API, not scaled): p50 {pct(latency, 0.5):.0f}, "
        f"p95 {pct(latency, 0.95):.0f}, max {max(latency, default=float('nan')):.0f} ({len(latency)} answers)"
    )
    for lane, ages in app.outbox.stats.frame_age.items():
        real = [a * scale for a in ages]
        print(
            f"state age when delivered, {lane:<5}: p50 {pct(real, 0.5):.2f} s, p95 {pct(real, 0.95):.2f} s "
            f"({len(real)} frames)"
        )
    per_second = total_calls / max(1e-9, all_minutes * 60) / len(games)
    print(
        f"calls per second per game (real time): {per_second:.2f}; one token (30 calls/s) hosts about "
        f"{30 / max(per_second, 1e-9):.0f} such games at once"
    )


def _p95(ages: dict[tuple[str, str], list[float]] | None, room_id: str, lane: str, scale: float) -> float:
    """The p95 age (real-time seconds) of the states a room's ``lane`` frames showed when delivered."""
    return pct([a * scale for a in (ages or {}).get((room_id, lane), [])], 0.95)


def _count_actions(app: KozyrApp, room_id: str) -> int:
    import sqlite3

    db = sqlite3.connect(app.settings.database_path)
    try:
        return int(db.execute("SELECT COUNT(*) FROM actions WHERE room_id = ?", (room_id,)).fetchone()[0])
    finally:
        db.close()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--scale", type=float, default=4.0, help="run this many times faster (default 4)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--minutes", type=float, default=30.0, help="stop games after this many (game) minutes"
    )
    parser.add_argument(
        "--breakdown", action="store_true", help="each game's calls by phase, chat and method as well"
    )
    parser.add_argument(
        "--ephemeral-per-minute", type=float, default=0.0,
        help="EPHEMERAL_PER_MINUTE: ephemeral calls on a budget of their own per group (the fake's too)",
    )  # fmt: skip
    args = parser.parse_args()
    return asyncio.run(run(args.scale, args.seed, args.minutes, args.breakdown, args.ephemeral_per_minute))


if __name__ == "__main__":
    sys.exit(main())
