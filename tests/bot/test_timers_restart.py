"""Kill the bot with a Bura window, a hurry-up, a pause and an expiry pending; restart on the same
database: each deadline fires exactly once — at once when it became overdue while the bot was
down, otherwise at its stored time."""

from __future__ import annotations

import asyncio
import time

from bot.app import KozyrApp
from bot.storage import Storage
from tests.bot.conftest_bot import latest_room, logged_count, make_settings, message_of, wait_room
from tests.bot.test_timers import private_room, rig


async def test_deadlines_survive_a_kill_and_fire_exactly_once(fake_tg, tmp_path):
    fake = fake_tg
    for uid, name in ((1801, "Ann"), (1802, "Bob"), (1803, "Cid"), (1805, "Eve"), (1806, "Fay"), (1807, "Gus")):
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
        await fake.wait_message(1805, "t.me/")
        idle = (await latest_room(app)).id
        slow = await private_room(app, fake, "durak", 1801, 1802)
        lonely = await private_room(app, fake, "bura", 1803, None)
        fake.block(1803)
        await app.presenter.show_user(await app.rooms.get(lonely), 1803, fresh=True)  # type: ignore[union-attr]
        await wait_room(app, lonely, lambda r: r.paused)  # type: ignore[union-attr]
        window = await private_room(app, fake, "bura", 1806, 1807)
        await rig(app, window)
        await asyncio.sleep(0.1)  # let the deadline rows be written
        early = [f for f in app.rooms.fired if f[1] != "clock" or f[0] != window]  # type: ignore[union-attr]
    finally:
        await app.stop(graceful=False)  # killed
    killed = time.time()
    expected = {(window, "clock"), (slow, "hurry"), (lonely, "pause"), (idle, "expiry")}
    assert not [f for f in early if (f[0], f[1]) in expected], early
    probe = Storage(settings.database_path)
    await probe.open()
    async with probe.read() as tx:
        rows = {(r["room_id"], r["kind"]): dict(r) for r in await tx.all("SELECT * FROM deadlines")}
    await probe.close()
    for key in expected:
        assert key in rows and rows[key]["fired_at"] is None, (key, rows.get(key))
    # down until the window is overdue
    await asyncio.sleep(max(0.0, rows[(window, "clock")]["due_at"] + 0.2 - time.time()))
    assert time.time() < rows[(lonely, "pause")]["due_at"] and time.time() < rows[(slow, "hurry")]["due_at"]
    app2 = KozyrApp(settings)
    restarted = time.time()
    await app2.start()
    try:
        clock = app2.rooms  # type: ignore[union-attr]
        w = await wait_room(app2, window, lambda r: not r.engine().view(None)["window"], timeout=3)
        assert w.updated_at - restarted < 1.5  # overdue: at once
        await wait_room(app2, lonely, lambda r: r.status == "lobby", timeout=8)
        other = await message_of(app2, fake, slow, 1801 if (await app2.rooms.get(slow)).seat_of(1802).seat in (await app2.rooms.get(slow)).engine().to_act() else 1802, "hand")  # type: ignore[union-attr]
        await fake.wait_for(lambda: any("Поторопить" in b for b in fake.message(other.chat_id, other.message_id).button_texts()), timeout=8)
        await wait_room(app2, idle, lambda r: r.status == "closed", timeout=10)
        await asyncio.sleep(0.3)  # nothing else may fire for them
        fired = [(f[0], f[1], f[2], f[3]) for f in clock.fired if (f[0], f[1]) in expected]
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
