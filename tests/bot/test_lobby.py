"""The lobby end to end: opening a room (``/new`` picker, ``/durak`` in a group), joining by the deep
link, adding a computer (double taps), and being turned away: an unknown invitation, a room whose game
runs, a full room, a user who never opened the bot."""

from __future__ import annotations

import pytest

from bot.sandbox.fakeapi import FakeTelegram
from tests.support.bot_e2e import (
    fragment,
    latest_room,
    make_settings,
    message_of,
    private_room,
    running_bot,
    tr,
    wait_latest_room,
    wait_room,
)


async def test_new_in_a_group_picker_lobby_and_deep_link_join(fake_tg, tmp_path):
    fake: FakeTelegram = fake_tg
    group = -2201
    for uid, name in ((2201, "Ann"), (2202, "Bob")):
        fake.add_user(uid, name)
    fake.add_group(group, "Friends")
    async with running_bot(make_settings(fake, tmp_path / "k.sqlite3")) as app:
        fake.send_text(2201, "/new", chat_id=group)
        picker = await fake.wait_message(group, tr("pick-game"))
        games = {b.get("callback_data") for b in picker.buttons()}
        # the opener's picker: the games, and the same against the computer (issue 16)
        assert games == {f"{p}:{g}:2201" for p in ("g", "gv") for g in ("durak", "bura", "scopa")}
        # a double tap on the picker makes one room
        q1 = fake.press_button(2201, picker, tr("game-bura"))
        q2 = fake.press_button(2201, picker, tr("game-bura"))
        await fake.wait_answer(q1)
        await fake.wait_answer(q2)
        title = fragment("title-bura")
        table = await fake.wait_for(
            lambda: next(
                (m for m in fake.chat_messages(group)
                 if m.message_id != picker.message_id and title in m.text),
                None,
            )
        )
        async with app.storage.read() as tx:
            rows = await tx.all("SELECT id, game, chat_id, creator FROM rooms")
        assert len(rows) == 1, [dict(r) for r in rows]
        room_id = rows[0]["id"]
        assert (rows[0]["game"], rows[0]["chat_id"], rows[0]["creator"]) == ("bura", group, 2201)
        # the picker is spent: no buttons left on it
        await fake.wait_for(lambda: not fake.message(group, picker.message_id).buttons())
        # the lobby's Join button is a deep link into the private chat; Bob joins through it
        join = table.find_button(tr("btn-join"))
        assert join["url"] == f"https://t.me/{fake.bot_username}?start=j{room_id}"
        fake.press_button(2202, fake.message(group, table.message_id), tr("btn-join"))
        await message_of(app, fake, room_id, 2202, "hand")
        room = await wait_room(app, room_id, lambda r: r.seat_of(2202) is not None)
        assert [s.user_id for s in room.seats] == [2202]
        await fake.wait_for(lambda: "Bob" in fake.message(group, table.message_id).text)


@pytest.mark.both_databases
async def test_double_tap_on_add_computer_adds_one_seat(fake_tg, tmp_path):
    fake: FakeTelegram = fake_tg
    group = -2501
    fake.add_user(2501, "Ann")
    fake.add_group(group, "Robots")
    async with running_bot(make_settings(fake, tmp_path / "k.sqlite3")) as app:
        fake.send_text(2501, "/durak", chat_id=group)
        table = await fake.wait_message(group, fragment("title-durak"))
        room = await wait_latest_room(app, group)
        # one computer at a time is in the creator's «⚙️ Настройки» (issue 36)
        await fake.wait_answer(fake.press_button(2501, table, tr("btn-settings")))
        add = tr("btn-add-computer")
        await fake.wait_for(lambda: add in fake.message(group, table.message_id).button_texts())
        q1 = fake.press_button(2501, table, tr("btn-add-computer"))
        q2 = fake.press_button(2501, table, tr("btn-add-computer"))
        a1, a2 = await fake.wait_answer(q1), await fake.wait_answer(q2)
        room = await app.rooms.get(room.id)  # type: ignore[union-attr]
        assert [s.computer for s in room.seats] == [True], (a1, a2)
        # one tap added the computer, the other was drawn for the old count: refused as stale, in the
        # lobby's words (issue 16: not the card game's «карты обновлены»)
        assert sorted([a1.get("text"), a2.get("text")]) == sorted([tr("computer-added"), tr("lobby-stale")])
        # the redrawn button carries the new computer count and works
        await fake.wait_for(
            lambda: f"c:{room.id}:+:1" in str(fake.message(group, table.message_id).reply_markup)
        )
        q3 = fake.press(2501, fake.message(group, table.message_id), f"c:{room.id}:+:1")
        await fake.wait_answer(q3)
        await wait_room(app, room.id, lambda r: len(r.seats) == 2)
        # an old payload without the count is refused as an unknown button
        q4 = fake.press(2501, fake.message(group, table.message_id), f"c:{room.id}:+")
        a4 = await fake.wait_answer(q4)
        assert a4.get("show_alert") and a4.get("text") == tr("err-unknown-button")
        assert len((await app.rooms.get(room.id)).seats) == 2  # type: ignore[union-attr]


async def test_unknown_invitation_running_game_full_room_and_a_user_who_never_started(fake_tg, tmp_path):
    fake: FakeTelegram = fake_tg
    fake.add_user(501, "Anna")
    fake.add_user(502, "Boris")
    async with running_bot(make_settings(fake, tmp_path / "k.sqlite3")) as app:
        room_id = await private_room(app, fake, "durak", 501, 502)
        # an unknown invitation, an invitation to a room whose game runs
        fake.add_user(503, "Carl")
        fake.send_text(503, "/start jNoSuchRoom")
        await fake.wait_message(503, tr("err-invite-unknown"))
        fake.send_text(503, f"/start j{room_id}")
        await fake.wait_message(503, tr("err-room-playing"))
        assert (await app.rooms.get(room_id)).seat_of(503) is None  # type: ignore[union-attr]
        # a player who never opened the bot presses Ready: asked to join first, with the deep link
        group = -3003
        fake.add_group(group, "G")
        fake.add_user(504, "Dora", started=False)
        fake.send_text(501, "/bura", chat_id=group)
        table = await fake.wait_message(group, fragment("title-bura"))
        q = fake.press_button(504, fake.message(group, table.message_id), tr("btn-ready"))
        answer = await fake.wait_answer(q)
        assert answer.get("text") == tr("err-join-first") and "start=j" in answer.get("url", "")
        # a full room
        bura = await latest_room(app, group)
        for uid in (501, 502):
            fake.press_button(uid, fake.message(group, table.message_id), tr("btn-join"))
        await wait_room(app, bura.id, lambda r: len(r.seats) == 2)
        fake.press_button(503, fake.message(group, table.message_id), tr("btn-join"))
        await fake.wait_message(503, tr("err-room-full"))
        assert (await app.rooms.get(bura.id)).seat_of(503) is None  # type: ignore[union-attr]
