"""Profile (language, deck style, fingerprint), /hand, /new, leaving, ending, surrendering, and a
player the bot cannot reach."""

from __future__ import annotations

import asyncio
import json

from engines.fairness import commitment
from tests.bot.conftest_bot import latest_room, make_settings, message_of, press_ready, running_bot, wait_room


async def _press(fake, uid: int, chat_id: int, message_id: int, label: str) -> dict:  # type: ignore[no-untyped-def]
    """Wait for the button to be drawn, press it, return the callback answer."""
    await fake.wait_for(lambda: any(label in b.get("text", "") for b in fake.message(chat_id, message_id).buttons()))
    q = fake.press_button(uid, fake.message(chat_id, message_id), label)
    return await fake.wait_answer(q)


async def _room_with_computer(app, fake, uid: int, command: str):  # type: ignore[no-untyped-def]
    fake.send_text(uid, command)
    for _ in range(200):
        try:
            room = await latest_room(app)
            break
        except AssertionError:
            await asyncio.sleep(0.02)
    msg = await message_of(app, fake, room.id, uid, "hand")
    q = fake.press_button(uid, fake.message(uid, msg.message_id), "🤖 +")
    await fake.wait_answer(q)
    await wait_room(app, room.id, lambda r: len(r.seats) == 2)
    return room, msg


async def test_profile_fingerprint_hand_and_new(fake_tg, tmp_path):
    fake = fake_tg
    fake.add_user(701, "Nina")
    settings = make_settings(fake, tmp_path / "k.sqlite3", computer_delay=30.0)  # the computer waits
    async with running_bot(settings) as app:
        # /profile: switch the fingerprint on, the deck style to French, the language to English
        fake.send_text(701, "/profile")
        prof = await fake.wait_message(701, "Профиль")
        for label in ("Отпечаток колоды", "Французская"):
            q = fake.press_button(701, fake.message(701, prof.message_id), label)
            await fake.wait_answer(q)
        await fake.wait_for(lambda: "французская" in fake.message(701, prof.message_id).text)
        q = fake.press_button(701, fake.message(701, prof.message_id), "English")
        await fake.wait_answer(q)
        await fake.wait_for(lambda: "Profile" in fake.message(701, prof.message_id).text)

        room, msg = await _room_with_computer(app, fake, 701, "/scopa")
        await press_ready(app, fake, room.id, 701)
        room = await wait_room(app, room.id, lambda r: r.status == "playing")
        info = await app.rooms.deal_info(room.id, 1, 1)
        fp = info["commitment"][:8]
        # the table shows the 🔒 fingerprint; French suits in English
        await fake.wait_for(lambda: "Your cards" in fake.message(701, msg.message_id).text
                            and any(fp in b["text"] for b in fake.message(701, msg.message_id).buttons()))
        text = fake.message(701, msg.message_id).text
        assert "Your cards" in text and any(s in text for s in "♠♥♦♣")
        q = fake.press_button(701, fake.message(701, msg.message_id), fp)
        await fake.wait_answer(q)
        details = await fake.wait_message(701, info["commitment"])
        assert info["seed"] not in details.text  # not revealed during the deal
        assert "python -m engines verify" in details.text
        # /hand re-sends the lost hand message
        fake.send_text(701, "/hand")
        await fake.wait_for(lambda: fake.last_message(701).message_id > msg.message_id + 2 and "Your cards" in fake.last_message(701).text)
        new = await message_of(app, fake, room.id, 701, "hand")
        assert new.message_id != msg.message_id
        # Scopa: «Сдаться» (asks to confirm) ends the match for the other side; the seed is then revealed
        q = fake.press_button(701, fake.message(701, new.message_id), "Surrender")
        assert "again" in (await fake.wait_answer(q)).get("text", "")
        q = fake.press_button(701, fake.message(701, new.message_id), "Surrender")
        await fake.wait_answer(q)
        room = await wait_room(app, room.id, lambda r: r.status == "lobby")
        assert room.outcome["type"] == "surrender"
        async with app.storage.read() as tx:
            logged = await tx.all("SELECT action FROM actions WHERE room_id = ? AND by_user = 701", (room.id,))
            events = await tx.log.events(room.id)
        # the bot's own event log keeps it; the engine's action log (what records replay) does not
        assert {"type": "surrender", "seat": 0} in events
        assert not any(json.loads(r[0]).get("type") == "surrender" for r in logged)
        record = await app.rooms.record(room.id, 1, 1)
        assert record is not None and all(a.get("type") != "surrender" for a in record["deals"][0]["actions"])
        await fake.wait_for(lambda: "Winner" in fake.message(701, new.message_id).text)
        assert commitment(bytes.fromhex(info["seed"])) == info["commitment"]
        # /new in private offers the games and makes a room with an invitation
        fake.send_text(701, "/new")
        pick = await fake.wait_message(701, "Which game")
        fake.press_button(701, fake.message(701, pick.message_id), "Durak")
        await fake.wait_message(701, "t.me/kozyr_test_bot?start=j")


async def test_leave_end_and_unreachable_players(fake_tg, tmp_path):
    fake = fake_tg
    group = -4004
    fake.add_group(group, "G")
    fake.add_user(801, "Mark")
    fake.add_user(802, "Lena")
    fake.add_user(803, "Oleg")
    settings = make_settings(fake, tmp_path / "k.sqlite3", computer_delay=30.0)
    async with running_bot(settings) as app:
        fake.send_text(801, "/durak", chat_id=group)
        table = await fake.wait_message(group, "Дурак")
        room = await latest_room(app, group)
        for uid in (801, 802, 803):
            fake.press_button(uid, fake.message(group, table.message_id), "Присоединиться")
        await wait_room(app, room.id, lambda r: len(r.seats) == 3)
        q = fake.press_button(801, fake.message(group, table.message_id), "− место")
        await fake.wait_answer(q)
        # options belong to the creator
        q = fake.press_button(802, fake.message(group, table.message_id), "Режим")
        assert "создатель" in (await fake.wait_answer(q)).get("text", "")
        for uid in (801, 802, 803):
            await press_ready(app, fake, room.id, uid)
        room = await wait_room(app, room.id, lambda r: r.status == "playing")
        # Lena blocks the bot: her messages fail with 403, the table tells everyone
        fake.block(802)
        assert "создатель" in (await _press(fake, 803, group, table.message_id, "Завершить")).get("text", "")
        assert (await app.rooms.get(room.id)).status == "playing"
        # the creator ends the stuck game (with a confirmation)
        for _ in range(2):
            await _press(fake, 801, group, table.message_id, "Завершить")
        room = await wait_room(app, room.id, lambda r: r.status == "lobby")
        assert room.outcome["type"] == "ended"
        await fake.wait_for(lambda: "Lena: бот не может написать" in fake.message(group, table.message_id).text)
        # the interrupted deal's record is still there, seed revealed
        info = await app.rooms.deal_info(room.id, 1, 1)
        assert info["ended_at"] is not None
        record = await app.rooms.record(room.id, 1, 1)
        assert record is not None and record["deals"][0]["fairness"]["seed"] == info["seed"]
        json.dumps(record)
        # Lena (blocked the bot) asks for the record in the group: a link to open the bot instead
        answer = await _press(fake, 802, group, table.message_id, "Запись")
        assert "Откройте" in answer.get("text", "") and answer.get("url", "").endswith("?start=hi")
        # leaving in the lobby frees the seat
        hand = await message_of(app, fake, room.id, 803, "hand")
        await _press(fake, 803, 803, hand.message_id, "Выйти")
        room = await wait_room(app, room.id, lambda r: len(r.seats) == 2)
        assert room.seat_of(803) is None
        await fake.wait_for(lambda: "Вы вышли" in fake.message(803, hand.message_id).text)
