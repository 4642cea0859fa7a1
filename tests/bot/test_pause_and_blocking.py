"""A player the bot cannot reach (they blocked it, a 403): the match pauses and everyone is told; it
resumes where it stopped when they are back (``/start``, or only unblocking the bot), or is cancelled
without a winner when the pause runs out (a people-only match: the absent player's loss, issue 44);
the creator may end a stuck game (its loss is the absent player's); the table shows whom the bot
cannot write to."""

from __future__ import annotations

import json

from bot.model import sorted_legal
from bot.sandbox.fakeapi import FakeTelegram
from tests.support.bot_e2e import (
    fragment,
    latest_room,
    make_settings,
    message_of,
    press_ready,
    press_setting,
    private_room,
    running_bot,
    tr,
    wait_room,
)


async def press_labelled(fake: FakeTelegram, uid: int, chat_id: int, message_id: int, label: str) -> dict:
    """Wait for the button to be drawn, press it, return the callback answer."""
    await fake.wait_for(lambda: any(label in b for b in fake.message(chat_id, message_id).button_texts()))
    q = fake.press_button(uid, fake.message(chat_id, message_id), label)
    return await fake.wait_answer(q)


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
        note = await fake.wait_message(2101, fragment("pause-started"))
        assert "Bob" in note.text
        await wait_room(app, room_id, lambda r: r.paused)
        async with app.storage.read() as tx:
            assert not (await tx.users.get(2102)).reachable
        # Ann's hand message shows the pause (Bob's cannot be edited: he blocked the bot)
        ann = await message_of(app, fake, room_id, 2101, "hand")
        paused_line = fragment("pause-line")
        await fake.wait_for(lambda: paused_line in fake.message(2101, ann.message_id).text)
        # Bob unblocks without writing: the match resumes from the same place
        messages_before = len(fake.user_messages.get(2102, []))
        fake.bot_unblocked_by_user(2102)
        await fake.wait_message(2101, fragment("pause-resumed"))
        room = await wait_room(app, room_id, lambda r: not r.paused)
        assert room.status == "playing" and room.engine().to_json() == state
        assert len(fake.user_messages.get(2102, [])) == messages_before  # Bob never wrote
        async with app.storage.read() as tx:
            assert (await tx.users.get(2102)).reachable
        await app.outbox.flush()  # type: ignore[union-attr]
        hand = await message_of(app, fake, room_id, 2102, "hand")
        await fake.wait_for(lambda: paused_line not in fake.message(2102, hand.message_id).text)
        # (the note pushed Ann's hand up: if she is to act, it comes down below it, anew)
        ann = await message_of(app, fake, room_id, 2101, "hand")
        await fake.wait_for(lambda: paused_line not in fake.message(2101, ann.message_id).text)


async def test_pause_and_resume(fake_tg, tmp_path):
    fake = fake_tg
    for uid, name in ((1501, "Ann"), (1502, "Bob")):
        fake.add_user(uid, name)
    async with running_bot(make_settings(fake, tmp_path / "k.sqlite3", pause_seconds=30.0)) as app:
        room_id = await private_room(app, fake, "durak", 1501, 1502)
        fake.block(1502)
        room = await app.rooms.get(room_id)  # type: ignore[union-attr]
        # a new message to Bob meets the 403 (a redraw of what he already sees makes no call)
        await app.presenter.show_user(room, 1502, fresh=True)  # type: ignore[union-attr]
        note = await fake.wait_message(1501, fragment("pause-started"))
        assert "Bob" in note.text and not note.disable_notification
        paused = await wait_room(app, room_id, lambda r: r.paused)  # type: ignore[union-attr]
        hand = await message_of(app, fake, room_id, 1501, "hand")
        paused_line = fragment("pause-line")
        await fake.wait_for(lambda: paused_line in fake.message(1501, hand.message_id).text)
        state = paused.engine().to_json()
        if paused.seat_of(1501).seat in paused.engine().to_act():
            seat = paused.seat_of(1501).seat
            legal = sorted_legal(paused.engine(), seat)
            q = fake.press(1501, fake.message(1501, hand.message_id), f"a:{room_id}:{paused.turn}:{seat}:0")
            assert (await fake.wait_answer(q)).get("text") == tr("err-paused") and legal
        # Bob comes back: /start resumes the match from the same place
        fake.send_text(1502, "/start")
        await fake.wait_message(1501, fragment("pause-resumed"))
        room = await wait_room(app, room_id, lambda r: not r.paused)  # type: ignore[union-attr]
        assert room.status == "playing" and room.engine().to_json() == state
        # (the note pushed Ann's hand up: if she is to act, it comes down below it, anew)
        await app.outbox.flush()  # type: ignore[union-attr]
        hand = await message_of(app, fake, room_id, 1501, "hand")
        await fake.wait_for(lambda: paused_line not in fake.message(1501, hand.message_id).text)


async def test_pause_and_cancel(fake_tg, tmp_path):
    fake = fake_tg
    for uid, name in ((1601, "Ann"), (1602, "Bob")):
        fake.add_user(uid, name)
    async with running_bot(make_settings(fake, tmp_path / "k.sqlite3", pause_seconds=0.8)) as app:
        room_id = await private_room(app, fake, "durak", 1601, 1602)
        fake.block(1602)
        await app.presenter.show_user(await app.rooms.get(room_id), 1602, fresh=True)  # type: ignore[union-attr]
        paused = await wait_room(app, room_id, lambda r: r.paused, timeout=5)
        since = paused.pauses[0].since
        await fake.wait_message(1601, fragment("pause-started"))
        room = await wait_room(app, room_id, lambda r: r.status == "lobby", timeout=5)
        assert room.outcome["type"] == "cancelled" and room.outcome["users"] == [1602]
        # issue 44: the match was people-only, so it counts as the absent player's loss
        assert room.outcome["lost"] == [1602]
        note = await fake.wait_message(1601, fragment("pause-cancelled-rated"))
        assert note.text == tr("pause-cancelled-rated", game=tr("game-durak"), names="Bob")
        async with app.storage.read() as tx:
            rated = await tx.ratings.of([1601, 1602], "durak")
        assert rated[1602].rating < 1500.0 < rated[1601].rating and rated[1602].losses == 1
        info = await app.rooms.deal_info(room_id, 1, 1)  # type: ignore[union-attr]
        # the interrupted deal keeps its record, ended when the pause ran out, not before (timed by
        # the stored times: the «pause started» message may reach the chat late on a busy machine)
        assert info.ended_at is not None and info.ended_at - since >= 0.8 - 0.01


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
        table = await fake.wait_message(group, fragment("title-durak"))
        room = await latest_room(app, group)
        for uid in (801, 802, 803):
            fake.press_button(uid, fake.message(group, table.message_id), tr("btn-join"))
        await wait_room(app, room.id, lambda r: len(r.seats) == 3)
        await press_setting(fake, 801, table, tr("btn-seats-minus"))
        # options belong to the creator
        mode = "○ " + tr("opt-mode", mode="perevodnoy")
        answer = await press_setting(fake, 802, table, mode, by=801)
        assert answer.get("text") == tr("err-creator-only")
        for uid in (801, 802, 803):
            await press_ready(app, fake, room.id, uid)
        room = await wait_room(app, room.id, lambda r: r.status == "playing")
        # Lena blocks the bot: her messages fail with 403, the table tells everyone
        fake.block(802)
        end = tr("btn-end-game")
        answer = await press_labelled(fake, 803, group, table.message_id, end)
        assert answer.get("text") == tr("err-creator-only")
        assert (await app.rooms.get(room.id)).status == "playing"
        # the creator ends the stuck game (with a confirmation)
        for expected in (tr("confirm-end", people="yes"), tr("ended-ok")):
            answer = await press_labelled(fake, 801, group, table.message_id, end)
            assert answer.get("text") == expected
        room = await wait_room(app, room.id, lambda r: r.status == "lobby")
        # issue 44: the game stood because of Lena: the people-only match is her loss, not Mark's
        assert room.outcome["type"] == "ended" and room.outcome["lost"] == [802]
        unreachable = "Lena" + fragment("unreachable")
        await fake.wait_for(lambda: unreachable in fake.message(group, table.message_id).text)
        assert tr("outcome-rated-loss", names="Lena") in fake.message(group, table.message_id).text
        # the interrupted deal's record is still there, seed revealed
        info = await app.rooms.deal_info(room.id, 1, 1)
        assert info.ended_at is not None
        record = await app.rooms.record(room.id, 1, 1)
        assert record is not None and record["deals"][0]["fairness"]["seed"] == info.seed
        json.dumps(record)
        # Lena (blocked the bot) asks for the record in the group: a link to open the bot instead
        answer = await press_labelled(fake, 802, group, table.message_id, tr("btn-record"))
        assert answer.get("text") == tr("err-open-bot") and answer.get("url", "").endswith("?start=hi")
        # leaving in the lobby frees the seat
        hand = await message_of(app, fake, room.id, 803, "hand")
        await press_labelled(fake, 803, 803, hand.message_id, tr("btn-leave"))
        room = await wait_room(app, room.id, lambda r: len(r.seats) == 2)
        assert room.seat_of(803) is None
        await fake.wait_for(lambda: tr("you-left") in fake.message(803, hand.message_id).text)
