"""Bura against a computer in a private chat; Scopa 2×2 with two people and two computers."""

from __future__ import annotations

import json
import random

from tests.bot.conftest_bot import (
    latest_room,
    make_settings,
    message_of,
    play_to_end,
    press_ready,
    running_bot,
    wait_room,
    watch_group_leaks,
)


async def test_bura_against_a_computer_in_private(fake_tg, tmp_path):
    fake = fake_tg
    fake.add_user(201, "Dana", language_code="en")
    settings = make_settings(fake, tmp_path / "k.sqlite3")
    async with running_bot(settings) as app:
        fake.send_text(201, "/bura")
        room = await wait_room(app, (await _room_id(app)), lambda r: len(r.seats) == 1)
        msg = await message_of(app, fake, room.id, 201, "hand")
        await fake.wait_for(lambda: "Bura" in fake.message(201, msg.message_id).text)  # English for an English user
        q = fake.press_button(201, fake.message(201, msg.message_id), "Computer")
        await fake.wait_answer(q)
        await wait_room(app, room.id, lambda r: len(r.seats) == 2)
        await press_ready(app, fake, room.id, 201)
        room = await wait_room(app, room.id, lambda r: r.status == "playing")
        assert room.match_info["draws"]["draws"][0]["label"] == "bura:draw:1"
        room = await play_to_end(app, fake, room.id, [201], random.Random(3), max_steps=4000)
        game = room.engine()
        assert game.is_over() and game.match_result()["over"]
        assert max(game.match_result()["score"]) >= 12
        await fake.wait_for(lambda: "Winner" in fake.message(201, msg.message_id).text)
        text = fake.message(201, msg.message_id).text
        assert "✅" in text
        record = await app.rooms.record(room.id, room.match_no, len(game.deal_results()))
        assert record is not None and len(record["deals"]) == len(game.deal_results())
        assert record["deals"][0]["fairness"]["label"] == "bura:1"
        from engines.records import verify

        status, report = verify(record)
        assert status == 0 and not report["failed"], report
        # «Your move» pings ring (not silent) and only the latest one stays in the chat
        pings = [c for c in fake.calls if c.method == "sendMessage" and str(c.params.get("text", "")).startswith("🔔")]
        assert pings and all(c.params.get("disable_notification") in (None, False, "false") for c in pings)
        assert len([m for m in fake.chat_messages(201) if m.text.startswith("🔔")]) <= 1
        # rematch: marking ready again starts a new match with a new draw
        await press_ready(app, fake, room.id, 201)
        room = await wait_room(app, room.id, lambda r: r.status == "playing" and r.match_no == 2)
        assert room.engine().deal_number() == 1


async def test_scopa_two_by_two_with_two_computers(fake_tg, tmp_path):
    fake = fake_tg
    group = -2002
    fake.add_group(group, "Scopa club")
    fake.add_user(301, "Ugo")
    fake.add_user(302, "Lia")
    settings = make_settings(fake, tmp_path / "k.sqlite3")
    async with running_bot(settings) as app:
        leaks = watch_group_leaks(app, group)
        fake.send_text(301, "/scopa", chat_id=group)
        table = await fake.wait_message(group, "Скопа")
        room = await latest_room(app, group)
        q = fake.press_button(301, fake.message(group, table.message_id), "2×2")
        await fake.wait_answer(q)
        await wait_room(app, room.id, lambda r: r.capacity == 4)
        for uid in (301, 302):
            fake.press_button(uid, fake.message(group, table.message_id), "Присоединиться")
            await message_of(app, fake, room.id, uid, "hand")
        for n in (3, 4):  # the button carries the computer count: press the redrawn one each time
            await fake.wait_for(lambda n=n: f"c:{room.id}:+:{n - 3}" in str(fake.message(group, table.message_id).reply_markup))
            q = fake.press_button(302, fake.message(group, table.message_id), "+ Компьютер")
            await fake.wait_answer(q)
            await wait_room(app, room.id, lambda r, n=n: len(r.seats) == n)
        await wait_room(app, room.id, lambda r: len(r.seats) == 4)
        for uid in (301, 302):
            await press_ready(app, fake, room.id, uid)
        room = await wait_room(app, room.id, lambda r: r.status == "playing")
        assert room.engine().seats == 4
        room = await play_to_end(app, fake, room.id, [301, 302], random.Random(5), max_steps=4000)
        game = room.engine()
        assert game.is_over()
        await fake.wait_for(lambda: "Победа" in fake.message(group, table.message_id).text)
        final = fake.message(group, table.message_id).text
        assert "✅" in final
        # the group never saw a hand: every group text is checked in the Durak test; here the
        # record button still answers with a private document
        q = fake.press_button(302, fake.message(group, table.message_id), "Запись")
        await fake.wait_answer(q)
        doc = await fake.wait_for(lambda: next((d for d in fake.documents if d["chat_id"] == 302), None))
        record = json.loads(doc["bytes"])
        assert record["game"] == "scopa" and record["seats"] == 4
        from engines.records import verify

        status, report = verify(record)
        assert status == 0 and not report["failed"], report
    assert not leaks, leaks[:5]


async def _room_id(app) -> str:  # type: ignore[no-untyped-def]
    import asyncio

    for _ in range(200):
        async with app.storage.read() as tx:
            row = await tx.one("SELECT id FROM rooms ORDER BY created_at DESC LIMIT 1")
        if row is not None:
            return row[0]
        await asyncio.sleep(0.02)
    raise AssertionError("no room")
