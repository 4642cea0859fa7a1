"""End-to-end tests of the bot's smaller promises: a match paused by a block resumes on an unblock
(private ``my_chat_member``), ``/new`` in a group, the record button of a closed room, and the
review fixes."""

from __future__ import annotations

from bot.app import KozyrApp
from tests.bot.conftest_bot import make_settings, message_of, wait_room
from tests.bot.fakeapi import FakeTelegram
from tests.bot.test_timers import private_room


async def test_block_pauses_and_unblock_resumes_without_a_message(fake_tg, tmp_path):
    fake: FakeTelegram = fake_tg
    for uid, name in ((2101, "Ann"), (2102, "Bob")):
        fake.add_user(uid, name)
    app = KozyrApp(make_settings(fake, tmp_path / "k.sqlite3", pause_seconds=30.0))
    await app.start()
    try:
        assert "my_chat_member" in app.dp.resolve_used_update_types()  # type: ignore[union-attr]
        room_id = await private_room(app, fake, "durak", 2101, 2102)
        clock = app.svc.rooms.clock  # type: ignore[union-attr]
        state = (await app.svc.rooms.get(room_id)).engine().to_json()  # type: ignore[union-attr]
        # Bob blocks the bot: the my_chat_member update alone pauses the match (no send needed)
        fake.bot_blocked_by_user(2102)
        note = await fake.wait_message(2101, "на паузе")
        assert "Bob" in note.text
        await wait_room(app, room_id, lambda r: r.id in clock.paused)
        async with app.storage.read() as tx:
            assert not (await tx.user(2102))["reachable"]
        # Bob unblocks without writing: the match resumes from the same place
        messages_before = len(fake.user_messages.get(2102, []))
        fake.bot_unblocked_by_user(2102)
        await fake.wait_message(2101, "вернулся")
        room = await wait_room(app, room_id, lambda r: r.id not in clock.paused)
        assert room.status == "playing" and room.engine().to_json() == state
        assert len(fake.user_messages.get(2102, [])) == messages_before  # Bob never wrote
        async with app.storage.read() as tx:
            assert (await tx.user(2102))["reachable"]
        hand = await message_of(app, fake, room_id, 2102, "hand")
        await fake.wait_for(lambda: "Пауза" not in fake.message(2102, hand.message_id).text)
    finally:
        await app.stop()


async def test_new_in_a_group_picker_lobby_and_deep_link_join(fake_tg, tmp_path):
    fake: FakeTelegram = fake_tg
    group = -2201
    for uid, name in ((2201, "Ann"), (2202, "Bob")):
        fake.add_user(uid, name)
    fake.add_group(group, "Friends")
    app = KozyrApp(make_settings(fake, tmp_path / "k.sqlite3"))
    await app.start()
    try:
        fake.send_text(2201, "/new", chat_id=group)
        picker = await fake.wait_message(group, "Во что играем")
        assert {b.get("callback_data") for b in picker.buttons()} == {"g:durak", "g:bura", "g:scopa"}
        # a double tap on the picker makes one room
        q1 = fake.press_button(2201, picker, "Бура")
        q2 = fake.press_button(2201, picker, "Бура")
        await fake.wait_answer(q1)
        await fake.wait_answer(q2)
        table = await fake.wait_for(
            lambda: next((m for m in fake.chat_messages(group) if m.message_id != picker.message_id and "Бура" in m.text), None)
        )
        async with app.storage.read() as tx:
            rows = await tx.all("SELECT id, game, chat_id, creator FROM rooms")
        assert len(rows) == 1, [dict(r) for r in rows]
        room_id = rows[0]["id"]
        assert (rows[0]["game"], rows[0]["chat_id"], rows[0]["creator"]) == ("bura", group, 2201)
        # the picker is spent: no buttons left on it
        await fake.wait_for(lambda: not fake.message(group, picker.message_id).buttons())
        # the lobby's Join button is a deep link into the private chat; Bob joins through it
        join = table.find_button("Присоединиться")
        assert join["url"] == f"https://t.me/{fake.bot_username}?start=j{room_id}"
        fake.press_button(2202, fake.message(group, table.message_id), "Присоединиться")
        await message_of(app, fake, room_id, 2202, "hand")
        room = await wait_room(app, room_id, lambda r: r.seat_of(2202) is not None)
        assert [s.user_id for s in room.seats] == [2202]
        await fake.wait_for(lambda: "Bob" in fake.message(group, table.message_id).text)
    finally:
        await app.stop()


async def test_closed_room_keeps_its_record_button(fake_tg, tmp_path):
    import json

    from tests.bot.test_timers import bura_in_group

    fake: FakeTelegram = fake_tg
    group = -2301
    for uid, name in ((2301, "Ann"), (2302, "Bob")):
        fake.add_user(uid, name)
    app = KozyrApp(make_settings(fake, tmp_path / "k.sqlite3", room_ttl_seconds=1.0))
    await app.start()
    try:
        room_id, table_id = await bura_in_group(app, fake, group, 2301, 2302)
        # nobody moves: the room expires, the running deal is interrupted and kept on record
        room = await wait_room(app, room_id, lambda r: r.status == "closed", timeout=6)
        assert room.state is None
        data = f"d:{room_id}:1:1"
        await fake.wait_for(lambda: "закрыта" in fake.message(group, table_id).text)
        await fake.wait_for(lambda: [b.get("callback_data") for b in fake.message(group, table_id).buttons()] == [data])
        table = fake.message(group, table_id)
        for uid in (2301, 2302):
            hand = await message_of(app, fake, room_id, uid, "hand")
            await fake.wait_for(lambda h=hand, u=uid: data in [b.get("callback_data") for b in fake.message(u, h.message_id).buttons()])
        # the button works after the close: the record goes to the presser's private chat
        q = fake.press(2302, table, data)
        answer = await fake.wait_answer(q)
        assert "личные" in answer.get("text", "")
        doc = await fake.wait_for(lambda: next((d for d in fake.documents if d["chat_id"] == 2302), None))
        record = json.loads(doc["bytes"])
        assert record["game"] == "bura" and len(record["deals"]) == 1
    finally:
        await app.stop()


async def test_closed_room_without_deals_has_no_buttons_and_many_matches_one_button_each():
    from aiogram.types import InlineKeyboardMarkup

    from bot.i18n import Translator
    from bot.render.room import Ctx, render
    from bot.rooms.model import Room

    room = Room(
        id="abcdEFGH12", game="durak", chat_id=-1, locale="en", creator=1, capacity=2, options={}, status="closed",
        turn=9, match_no=7, state=None, match_info={"users": [1, 2]}, pending=None, last=None,
        outcome={"type": "expired"}, created_at=0.0, updated_at=0.0,
    )
    text, markup = render(room, None, Ctx(Translator("en"), "kozyr_bot"))
    assert "closed" in text and markup is None
    records = [(m, 3) for m in range(7, 0, -1)]
    text, markup = render(room, None, Ctx(Translator("en"), "kozyr_bot", records=records))
    assert isinstance(markup, InlineKeyboardMarkup)
    data = [b.callback_data for row in markup.inline_keyboard for b in row]
    assert data == [f"d:abcdEFGH12:{m}:3" for m in (7, 6, 5, 4, 3)]
    assert all(len(d.encode()) <= 64 for d in data)
    assert "match 7" in markup.inline_keyboard[0][0].text
