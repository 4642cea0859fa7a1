"""End-to-end tests of the bot's smaller promises: a match paused by a block resumes on an unblock
(private ``my_chat_member``), ``/new`` in a group, the record button of a closed room, and the
review fixes."""

from __future__ import annotations

from tests.bot.conftest_bot import make_settings, message_of, running_bot, wait_room
from tests.bot.fakeapi import FakeTelegram
from tests.bot.test_timers import private_room


async def test_block_pauses_and_unblock_resumes_without_a_message(fake_tg, tmp_path):
    fake: FakeTelegram = fake_tg
    for uid, name in ((2101, "Ann"), (2102, "Bob")):
        fake.add_user(uid, name)
    async with running_bot(make_settings(fake, tmp_path / "k.sqlite3", pause_seconds=30.0)) as app:
        assert "my_chat_member" in app.dp.resolve_used_update_types()  # type: ignore[union-attr]
        room_id = await private_room(app, fake, "durak", 2101, 2102)
        state = (await app.rooms.get(room_id)).engine().to_json()  # type: ignore[union-attr]
        # Bob blocks the bot: the my_chat_member update alone pauses the match (no send needed)
        fake.bot_blocked_by_user(2102)
        note = await fake.wait_message(2101, "на паузе")
        assert "Bob" in note.text
        await wait_room(app, room_id, lambda r: r.paused)
        async with app.storage.read() as tx:
            assert not (await tx.users.get(2102))["reachable"]
        # Bob unblocks without writing: the match resumes from the same place
        messages_before = len(fake.user_messages.get(2102, []))
        fake.bot_unblocked_by_user(2102)
        await fake.wait_message(2101, "вернулся")
        room = await wait_room(app, room_id, lambda r: not r.paused)
        assert room.status == "playing" and room.engine().to_json() == state
        assert len(fake.user_messages.get(2102, [])) == messages_before  # Bob never wrote
        async with app.storage.read() as tx:
            assert (await tx.users.get(2102))["reachable"]
        hand = await message_of(app, fake, room_id, 2102, "hand")
        await fake.wait_for(lambda: "Пауза" not in fake.message(2102, hand.message_id).text)


async def test_closed_room_keeps_its_record_button(fake_tg, tmp_path):
    import json

    from tests.bot.test_timers import bura_in_group

    fake: FakeTelegram = fake_tg
    group = -2301
    for uid, name in ((2301, "Ann"), (2302, "Bob")):
        fake.add_user(uid, name)
    async with running_bot(make_settings(fake, tmp_path / "k.sqlite3", room_ttl_seconds=1.0)) as app:
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


async def test_texts_fit_telegram_limits_in_utf16_units(fake_tg, tmp_path):
    from bot.outbox import fit

    assert fit("a" * 4096) == "a" * 4096
    cut = fit("🪙" * 3000)  # 6000 UTF-16 units in 3000 characters
    assert len(cut.encode("utf-16-le")) // 2 <= 4096 and cut.endswith("…")
    assert len(fit("x" * 300, 200)) == 200
    fake: FakeTelegram = fake_tg
    fake.add_user(2601, "Ann")
    async with running_bot(make_settings(fake, tmp_path / "k.sqlite3")) as app:
        sent = await app.outbox.send(2601, "🪙" * 3000)  # type: ignore[union-attr]
        assert sent is not None and sent.text.endswith("…")
        assert not fake.failed_calls()


