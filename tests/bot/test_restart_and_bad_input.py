"""Restart mid-game with nothing lost; stale, foreign, forged and double-tapped buttons change
nothing; unknown invitations, full rooms, users who never opened the bot; a 429 storm survived."""

from __future__ import annotations

import asyncio
import random

from bot.app import KozyrApp
from bot.rooms.model import sorted_legal
from tests.bot.conftest_bot import (
    choose,
    latest_room,
    make_settings,
    message_of,
    play_to_end,
    press_action,
    press_ready,
    running_bot,
    wait_room,
)


async def load(app: KozyrApp, room_id: str):  # type: ignore[no-untyped-def]

    async with app.storage.read() as tx:
        return await tx.rooms.load(room_id)


async def _snapshot(app: KozyrApp, room_id: str) -> tuple:
    async with app.storage.read() as tx:
        room = await tx.one("SELECT state, turn, status FROM rooms WHERE id = ?", (room_id,))
        n = await tx.one("SELECT COUNT(*) FROM actions WHERE room_id = ?", (room_id,))
        seats = await tx.all("SELECT seat, user_id, ready, contribution FROM seats WHERE room_id = ? ORDER BY seat", (room_id,))
    return (room["state"], room["turn"], room["status"], n[0], [tuple(s) for s in seats])


async def _durak_private_room(app: KozyrApp, fake, a: int, b: int) -> str:  # type: ignore[no-untyped-def]
    """A private Durak room (transfer mode): a creates it, b joins by the invitation, both ready."""
    fake.send_text(a, "/durak")
    invite = await fake.wait_message(a, "t.me/")
    room = await latest_room(app)
    url = next(w for w in invite.text.split() if "t.me/" in w)
    payload = url.split("start=")[1]
    fake.send_text(b, f"/start {payload}")
    await wait_room(app, room.id, lambda r: len(r.seats) == 2)
    msg = await message_of(app, fake, room.id, a, "hand")
    for capacity in (3, 2):
        await fake.wait_for(lambda c=capacity: any(b.get("callback_data") == f"o:{room.id}:seats:{c}" for b in fake.message(a, msg.message_id).buttons()))
        q = fake.press_button(a, fake.message(a, msg.message_id), "− место")
        await fake.wait_answer(q)
        await wait_room(app, room.id, lambda r, c=capacity: r.capacity == c)
    await fake.wait_for(lambda: "2 места" in fake.message(a, msg.message_id).text)
    q = fake.press_button(a, fake.message(a, msg.message_id), "Режим")  # transfers on: more two-pick moves
    await fake.wait_answer(q)
    await wait_room(app, room.id, lambda r: r.options["mode"] == "perevodnoy")
    for uid in (a, b):
        await press_ready(app, fake, room.id, uid)
    await wait_room(app, room.id, lambda r: r.status == "playing")
    return room.id


async def test_restart_mid_game_loses_nothing(fake_tg, tmp_path):
    fake = fake_tg
    fake.add_user(401, "Ivan")
    fake.add_user(402, "Olga")
    settings = make_settings(fake, tmp_path / "k.sqlite3", computer_delay=0.3)
    rng = random.Random(11)
    app = KozyrApp(settings)
    await app.start()
    try:
        room_id = await _durak_private_room(app, fake, 401, 402)
        await play_to_end(app, fake, room_id, [401, 402], rng, stop_when=lambda r: r.turn >= 12)
        hand_ids = {uid: (await message_of(app, fake, room_id, uid, "hand")).message_id for uid in (401, 402)}
    finally:
        await app.stop(graceful=False)  # as if killed: nothing flushed, computers and polling cut off
    probe = KozyrApp(settings)
    await probe.storage.open()
    before = await _snapshot(probe, room_id)
    stored = await load(probe, room_id)
    await probe.storage.close()
    # a person presses a legal button while the bot is down: the update waits in getUpdates
    game = stored.engine()
    mover = next((uid for uid in (401, 402) if stored.seat_of(uid).seat in game.to_act()), None)
    pressed = None
    if mover is not None:
        seat = stored.seat_of(mover).seat
        legal = sorted_legal(game, seat)
        index = legal.index(choose(legal, rng))
        pressed = fake.press(mover, fake.message(mover, hand_ids[mover]), f"a:{room_id}:{stored.turn}:{seat}:{index}")
    app2 = KozyrApp(settings)
    await app2.start(poll=False)
    try:
        after = await _snapshot(app2, room_id)
        assert after == before
        room = await app2.rooms.get(room_id)
        assert room is not None and room.game_running()
        app2.begin_polling()
        if pressed is not None:
            answer = await fake.wait_answer(pressed)
            assert not answer.get("text"), answer
            async with app2.storage.read() as tx:
                row = await tx.one("SELECT COUNT(*) FROM actions WHERE room_id = ? AND by_user = ? AND turn = ?", (room_id, mover, stored.turn + 1))
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


async def test_stale_foreign_forged_and_double_taps_change_nothing(fake_tg, tmp_path):
    fake = fake_tg
    fake.add_user(501, "Anna")
    fake.add_user(502, "Boris")
    settings = make_settings(fake, tmp_path / "k.sqlite3")
    async with running_bot(settings) as app:
        room_id = await _durak_private_room(app, fake, 501, 502)
        room = await app.rooms.get(room_id)
        game = room.engine()
        mover = next(uid for uid in (501, 502) if room.seat_of(uid).seat in game.to_act())
        other = 502 if mover == 501 else 501
        seat = room.seat_of(mover).seat
        msg = await message_of(app, fake, room_id, mover, "hand")
        await fake.wait_for(lambda: any(b.get("callback_data", "").startswith(f"a:{room_id}:{room.turn}:") or b.get("callback_data", "").startswith(f"p:{room_id}:{room.turn}:") for b in fake.message(mover, msg.message_id).buttons()))
        before = await _snapshot(app, room_id)

        async def refused(uid: int, data: str, words: str) -> None:
            q = fake.press(uid, fake.message(mover, msg.message_id), data)
            answer = await fake.wait_answer(q)
            assert words in (answer.get("text") or ""), (data, answer)
            assert await _snapshot(app, room_id) == before

        legal = sorted_legal(game, seat)
        good = f"a:{room_id}:{room.turn}:{seat}:0"
        await refused(other, good, "не ваша")                                   # foreign
        await refused(mover, f"a:{room_id}:{room.turn - 1}:{seat}:0", "недоступен")  # stale
        await refused(mover, f"a:{room_id}:{room.turn}:{seat}:{len(legal) + 5}", "недоступен")  # forged index
        await refused(mover, f"a:{room_id}:{room.turn}:{1 - seat}:0", "не ваша")     # someone else's seat
        await refused(mover, "a:zz", "Неизвестная")                                  # garbage
        await refused(mover, "x" * 64, "Неизвестная")
        await refused(mover, f"a:NoSuchRoom1:{room.turn}:{seat}:0", "не найдена")
        await refused(501, f"o:{room_id}:mode:perevodnoy", "уже идёт")           # options during a game
        # a double tap: the same button twice, only one move is made
        q1 = fake.press(mover, fake.message(mover, msg.message_id), good)
        q2 = fake.press(mover, fake.message(mover, msg.message_id), good)
        await fake.wait_answer(q1)
        a2 = await fake.wait_answer(q2)
        assert "недоступен" in (a2.get("text") or "")
        async with app.storage.read() as tx:
            n = (await tx.one("SELECT COUNT(*) FROM actions WHERE room_id = ? AND by_user = ?", (room_id, mover)))[0]
        assert n == 1

        # an unknown invitation, a full room, a player who never opened the bot
        fake.add_user(503, "Carl")
        fake.send_text(503, "/start jNoSuchRoom")
        await fake.wait_message(503, "Приглашение не найдено")
        fake.send_text(503, f"/start j{room_id}")
        await fake.wait_message(503, "Игра уже идёт")
        group = -3003
        fake.add_group(group, "G")
        fake.add_user(504, "Dora", started=False)
        fake.send_text(501, "/bura", chat_id=group)
        table = await fake.wait_message(group, "Бура")
        q = fake.press_button(504, fake.message(group, table.message_id), "Готов")
        answer = await fake.wait_answer(q)
        assert "присоединитесь" in answer.get("text", "") and "start=j" in answer.get("url", "")
        bura = await latest_room(app, group)
        for uid in (501, 502):
            fake.press_button(uid, fake.message(group, table.message_id), "Присоединиться")
        await wait_room(app, bura.id, lambda r: len(r.seats) == 2)
        fake.press_button(503, fake.message(group, table.message_id), "Присоединиться")
        await fake.wait_message(503, "Все места заняты")


async def test_a_429_storm_is_survived(fake_tg, tmp_path):
    fake = fake_tg
    fake.add_user(601, "Pavel")
    settings = make_settings(fake, tmp_path / "k.sqlite3")
    async with running_bot(settings) as app:
        fake.send_text(601, "/bura")
        room = None
        for _ in range(100):
            try:
                room = await latest_room(app)
                break
            except AssertionError:
                await asyncio.sleep(0.02)
        assert room is not None
        msg = await message_of(app, fake, room.id, 601, "hand")
        q = fake.press_button(601, fake.message(601, msg.message_id), "Компьютер")
        await fake.wait_answer(q)
        await wait_room(app, room.id, lambda r: len(r.seats) == 2)
        fake.inject_429(6, retry_after=1)
        await press_ready(app, fake, room.id, 601, timeout=15)
        await wait_room(app, room.id, lambda r: r.status == "playing", timeout=20)
        rng = random.Random(1)
        steps = 0
        while steps < 8:
            r = await app.rooms.get(room.id)
            if r.status != "playing":
                break
            g = r.engine()
            if r.between_deals():
                # six 429s of a second each may all fall on the one edit that shows the button
                await press_ready(app, fake, room.id, 601, timeout=15)
                continue
            if r.seat_of(601).seat in g.to_act():
                legal = [a for a in g.legal_actions(r.seat_of(601).seat) if a.type != "surrender"]
                if await press_action(app, fake, r, 601, choose(legal, rng)):
                    steps += 1
                    if steps == 3:
                        fake.inject_429(6, retry_after=1)
            else:
                await asyncio.sleep(0.02)
        assert steps >= 3
        await app.outbox.flush(timeout=20)
        r = await app.rooms.get(room.id)
        # every injected 429 was followed up: all 12 were answered 429; an answer or a one-off message
        # was made again as it was, a standing message's edit was not re-sent but drawn anew (the
        # newest state) and delivered; the private message shows the latest turn
        throttled = [c for c in fake.calls if c.error_code == 429]
        assert len(throttled) == 12
        for c in throttled:
            if c.method == "editMessageText":
                later = [d for d in fake.calls if d.ok and d.at > c.at and d.method == c.method
                         and d.params.get("message_id") == c.params.get("message_id")]
                assert later, c
            else:
                assert any(d.ok and d.method == c.method and d.params == c.params and d.at > c.at
                           for d in fake.calls), c
        if r.status == "playing" and r.game_running():
            await fake.wait_for(
                lambda: any(f":{r.turn}:" in b.get("callback_data", "") for b in fake.message(601, msg.message_id).buttons())
                or "Ждём" in fake.message(601, msg.message_id).text,
                timeout=10,
            )
