"""Restarts: a bot killed mid-game and started again on the same database loses nothing (a press made
while it was down is applied once, the same messages are edited); deadlines pending at the kill (a Bura
window, a hurry-up, a pause, an expiry) fire exactly once — at once when overdue, otherwise on time."""

from __future__ import annotations

import asyncio
import random

import pytest

from bot.app import KozyrApp
from bot.model import sorted_legal
from bot.plumbing import clock
from tests.support.bot_e2e import (
    choose,
    database_of,
    durak_private_room,
    fragment,
    latest_room,
    logged_count,
    make_settings,
    message_of,
    pause,
    play_to_end,
    private_room,
    restart_pause,
    rig,
    stored_state,
    tr,
    wait_room,
    waited_for,
)


async def load(app: KozyrApp, room_id: str):  # type: ignore[no-untyped-def]
    async with app.storage.read() as tx:
        return await tx.rooms.load(room_id)


@pytest.mark.both_databases
async def test_restart_mid_game_loses_nothing(fake_tg, tmp_path):
    fake = fake_tg
    fake.add_user(401, "Ivan")
    fake.add_user(402, "Olga")
    settings = make_settings(fake, tmp_path / "k.sqlite3", computer_delay=0.3)
    rng = random.Random(11)
    app = KozyrApp(settings)
    await app.start()
    try:
        room_id = await durak_private_room(app, fake, 401, 402)
        await play_to_end(app, fake, room_id, [401, 402], rng, stop_when=lambda r: r.turn >= 12)
        hand_ids = {uid: (await message_of(app, fake, room_id, uid, "hand")).message_id for uid in (401, 402)}
    finally:
        await app.stop(graceful=False)  # as if killed: nothing flushed, computers and polling cut off
    probe = KozyrApp(settings)
    await probe.storage.open()
    before = await stored_state(probe, room_id)
    stored = await load(probe, room_id)
    await probe.storage.close()
    # a person presses a legal button while the bot is down: the update waits in getUpdates
    game = stored.engine()
    mover = next(iter(waited_for(stored)), None)
    pressed = None
    if mover is not None:
        seat = stored.seat_of(mover).seat
        legal = sorted_legal(game, seat)
        index = legal.index(choose(legal, rng))
        data = f"a:{room_id}:{stored.turn}:{seat}:{index}"
        pressed = fake.press(mover, fake.message(mover, hand_ids[mover]), data)
    await restart_pause()
    app2 = KozyrApp(settings)
    await app2.start(poll=False)
    try:
        after = await stored_state(app2, room_id)
        assert after == before
        room = await app2.rooms.get(room_id)
        assert room is not None and room.game_running()
        app2.begin_polling()
        if pressed is not None:
            answer = await fake.wait_answer(pressed)
            assert not answer.get("text"), answer
            async with app2.storage.read() as tx:
                row = await tx.one(
                    "SELECT COUNT(*) FROM actions WHERE room_id = ? AND by_user = ? AND turn = ?",
                    (room_id, mover, stored.turn + 1),
                )
            assert row[0] == 1
        # the same private messages are edited in place (no new hand message)
        for uid in (401, 402):
            assert (await message_of(app2, fake, room_id, uid, "hand")).message_id == hand_ids[uid]
        room = await play_to_end(app2, fake, room_id, [401, 402], rng)
        assert room.engine().is_over()
        async with app2.storage.read() as tx:
            n = (await tx.one("SELECT COUNT(*) FROM actions WHERE room_id = ?", (room_id,)))[0]
        record = await app2.rooms.record(room_id, 1, 1)
        assert record is not None and len(record["deals"][0]["actions"]) == n
        from bot.rooms.records import verify_record

        assert verify_record(record)
    finally:
        await app2.stop()


@pytest.mark.both_databases
async def test_deadlines_survive_a_kill_and_fire_exactly_once(fake_tg, tmp_path):
    fake = fake_tg
    people = ((1801, "Ann"), (1802, "Bob"), (1803, "Cid"), (1805, "Eve"), (1806, "Fay"), (1807, "Gus"))
    for uid, name in people:
        fake.add_user(uid, name)
    settings = make_settings(
        fake,
        tmp_path / "k.sqlite3",
        clock_shortcut_seconds=None,
        window_seconds=1.0,
        bar_refresh_seconds=0.3,
        hurry_after_seconds=4.0,
        pause_seconds=3.0,
        pause_computer_seconds=3.0,
        room_ttl_seconds=6.0,
    )
    app = KozyrApp(settings)
    await app.start()
    try:
        # an idle lobby (expiry), a Durak match (hurry-up), Bura against a computer with its player
        # gone (pause), and a Bura window just opened
        fake.send_text(1805, "/durak")
        await fake.wait_message(1805, fragment("invite-forward"))
        idle = (await latest_room(app)).id
        slow = await private_room(app, fake, "durak", 1801, 1802)
        lonely = await private_room(app, fake, "bura", 1803, None)
        fake.block(1803)
        await app.presenter.show_user(await app.rooms.get(lonely), 1803, fresh=True)  # type: ignore[union-attr]
        await wait_room(app, lonely, lambda r: r.paused)  # type: ignore[union-attr]
        window = await private_room(app, fake, "bura", 1806, 1807)
        await rig(app, window)
        await pause(0.1)  # let the deadline rows be written
        early = [f for f in app.rooms.fired if f[1] != "clock" or f[0] != window]  # type: ignore[union-attr]
    finally:
        await app.stop(graceful=False)  # killed
    killed = clock.now()
    expected = {(window, "clock"), (slow, "hurry"), (lonely, "pause"), (idle, "expiry")}
    assert not [f for f in early if (f[0], f[1]) in expected], early
    probe = database_of(settings)
    await probe.open()
    async with probe.read() as tx:
        rows = {(r["room_id"], r["kind"]): dict(r) for r in await tx.all("SELECT * FROM deadlines")}
    await probe.close()
    for key in expected:
        assert key in rows and rows[key]["fired_at"] is None, (key, rows.get(key))
    # down until the window is overdue
    await asyncio.sleep(max(0.0, rows[(window, "clock")]["due_at"] + 0.2 - clock.now()))
    assert clock.now() < rows[(lonely, "pause")]["due_at"] and clock.now() < rows[(slow, "hurry")]["due_at"]
    await restart_pause()
    app2 = KozyrApp(settings)
    restarted = clock.now()
    await app2.start()
    try:
        rooms2 = app2.rooms  # type: ignore[union-attr]
        w = await wait_room(app2, window, lambda r: not r.engine().view(None)["window"], timeout=3)
        assert w.updated_at - restarted < 1.5  # overdue: at once
        await wait_room(app2, lonely, lambda r: r.status == "lobby", timeout=8)
        slow_room = await app2.rooms.get(slow)  # type: ignore[union-attr]
        waiting = 1801 if slow_room.seat_of(1802).seat in slow_room.engine().to_act() else 1802
        other = await message_of(app2, fake, slow, waiting, "hand")
        hurry = tr("btn-hurry")
        await fake.wait_for(
            lambda: hurry in fake.message(other.chat_id, other.message_id).button_texts(), timeout=8
        )
        await wait_room(app2, idle, lambda r: r.status == "closed", timeout=10)
        await pause(0.3)  # nothing else may fire for them
        fired = [(f[0], f[1], f[2], f[3]) for f in rooms2.fired if (f[0], f[1]) in expected]
        counts = {key: sum(1 for f in fired if (f[0], f[1]) == key) for key in expected}
        assert all(n == 1 for n in counts.values()), (counts, fired)
        for room_id, kind, turn, at in fired:
            row = rows[(room_id, kind)]
            assert turn == row["turn"]
            assert at >= row["due_at"] - 0.01, (kind, at, row["due_at"])
            if row["due_at"] < restarted:
                assert at - restarted < 1.5, (kind, at - restarted)
            else:
                assert at - row["due_at"] < 1.0, (kind, at - row["due_at"])
        assert await logged_count(app2, window, "window_close") == 1
        lonely_room = await app2.rooms.get(lonely)  # type: ignore[union-attr]
        assert lonely_room.outcome["type"] == "cancelled"
        assert killed < restarted
    finally:
        await app2.stop()


@pytest.mark.both_databases
async def test_a_restart_redraws_only_what_changed(fake_tg, tmp_path):
    """Open rooms are redrawn at start-up, but a message whose text and buttons are what it already
    shows costs no call (a restart with many open rooms used to edit every one of them)."""
    fake = fake_tg
    for uid, name in ((411, "Ira"), (412, "Petr"), (413, "Zoya")):
        fake.add_user(uid, name)
    fake.add_group(-4100, "Club")
    # «Ваш ход» pings are new messages by design (tests/bot/test_pings.py): kept out of this count
    settings = make_settings(fake, tmp_path / "k.sqlite3", ping_delay_seconds=60.0)
    app = KozyrApp(settings)
    await app.start()
    try:
        playing = await private_room(app, fake, "scopa", 411, 412)  # a game between two people
        fake.send_text(413, "/durak", chat_id=-4100)  # and a lobby in a group
        await fake.wait_message(-4100, fragment("title-durak"))
        await play_to_end(app, fake, playing, [411, 412], random.Random(3), stop_when=lambda r: r.turn >= 4)
        await app.outbox.flush()  # type: ignore[union-attr]
        await pause(0.3)
    finally:
        await app.stop()
    chats = {411, 412, 413, -4100}
    before = len(fake.calls)
    shown = {c: {m.message_id: m.text for m in fake.all_messages(c)} for c in chats}
    await restart_pause()
    again = KozyrApp(settings)
    await again.start()
    try:
        room = await again.rooms.get(playing)
        assert room is not None and room.game_running()
        await pause(0.5)
        await again.outbox.flush()  # type: ignore[union-attr]
        drawn = [
            c for c in fake.calls[before:]
            if c.chat_id in chats and c.method in ("sendMessage", "editMessageText", "editMessageReplyMarkup")
        ]  # fmt: skip
        assert drawn == [], drawn
        assert {c: {m.message_id: m.text for m in fake.all_messages(c)} for c in chats} == shown
        # and the room still answers: a move after the restart is drawn as usual
        await play_to_end(again, fake, playing, [411, 412], random.Random(4), stop_when=lambda r: r.turn >= 6)
    finally:
        await again.stop()
