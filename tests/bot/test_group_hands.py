"""Issue 31: hands in the group — «🃏 Мои карты» on a group table answers with the presser's hand as
an ephemeral message in the group, seen by them only, which their presses play and redraw in place;
an administrator bot brings the hand to the person to act without a press."""

from __future__ import annotations

from bot.sandbox.fakeapi import EphemeralMessage, FakeTelegram
from tests.support.bot_e2e import (
    bura_in_group,
    fragment,
    hidden_cards,
    latest_room,
    make_settings,
    message_of,
    running_bot,
    tr,
    wait_room,
)

GROUP = -100931


def cards_of(room, user_id: int) -> set[str]:  # type: ignore[no-untyped-def]
    seat = room.seat_of(user_id).seat
    return set(room.engine().view(seat).get("hand") or [])


async def test_my_cards_brings_the_hand_into_the_group_for_the_presser_only(fake_tg, tmp_path):
    fake: FakeTelegram = fake_tg
    fake.add_user(3101, "Anna")
    fake.add_user(3102, "Boris")
    async with running_bot(make_settings(fake, tmp_path / "k.sqlite3")) as app:
        room_id, table_id = await bura_in_group(app, fake, GROUP, 3101, 3102)
        room = await app.rooms.get(room_id)  # type: ignore[union-attr]
        mover = next(s.user_id for s in room.seats if s.seat in room.engine().to_act())
        other = 3102 if mover == 3101 else 3101
        # a plain member bot: the table tells the person to act to tap «🃏 Мои карты»
        await fake.wait_for(lambda: fragment("tap-my-cards") in fake.message(GROUP, table_id).text)
        q = fake.press_button(mover, fake.message(GROUP, table_id), tr("btn-my-cards"))
        await fake.wait_answer(q)
        hand = await fake.wait_for(lambda: fake.ephemeral_messages(GROUP, mover))
        eph = hand[0]  # type: ignore[index]
        assert isinstance(eph, EphemeralMessage)
        private = await message_of(app, fake, room_id, mover, "hand")
        await fake.wait_for(lambda: fake.message(mover, private.message_id).text == eph.text)
        assert eph.button_texts() == fake.message(mover, private.message_id).button_texts()
        # nobody else sees it: no hidden card in what the other member (or a bystander) sees there
        room = await app.rooms.get(room_id)  # type: ignore[union-attr]
        assert not fake.ephemeral_messages(GROUP, other)
        assert tr("btn-my-cards") in fake.seen_text(GROUP, other)
        # someone not seated is told so
        fake.add_user(3103, "Vera")
        q = fake.press_button(3103, fake.message(GROUP, table_id), tr("btn-my-cards"))
        assert (await fake.wait_answer(q)).get("text") == tr("err-not-seated-here")
        # a move pressed on the ephemeral hand plays and redraws it in place
        turn = room.turn
        data = [d for d in eph.shown_data if d.startswith(f"m:{room_id}:{turn}:")]
        toggles = [d for d in eph.shown_data if d.startswith(f"t:{room_id}:{turn}:")]
        if data:
            q = fake.press(mover, eph, data[0])
        else:  # Bura: mark a card first, then the move appears
            q = fake.press(mover, eph, toggles[0])
            await fake.wait_answer(q)
            move = f"m:{room_id}:{turn}:"
            await fake.wait_for(lambda: any(d.startswith(move) for d in eph.shown_data))
            q = fake.press(mover, eph, next(d for d in eph.shown_data if d.startswith(move)))
        await fake.wait_answer(q)
        await wait_room(app, room_id, lambda r: r.turn > turn)
        await fake.wait_for(lambda: eph.edits >= 1)
        assert fake.ephemeral_messages(GROUP, mover) == [eph]  # the same message, edited
        room = await app.rooms.get(room_id)  # type: ignore[union-attr]
        hidden = hidden_cards(room) - cards_of(room, other)
        assert not [c for c in hidden if c in fake.seen_text(GROUP, other)]


async def test_an_administrator_bot_brings_the_hand_to_the_person_to_act(fake_tg, tmp_path):
    fake: FakeTelegram = fake_tg
    fake.add_user(3111, "Anna")
    fake.add_user(3112, "Boris")
    fake.add_group(GROUP, "Bura club")
    fake.set_member_status(GROUP, fake.bot_id, "administrator")
    async with running_bot(make_settings(fake, tmp_path / "k.sqlite3")) as app:
        room_id, table_id = await bura_in_group(app, fake, GROUP, 3111, 3112)
        room = await app.rooms.get(room_id)  # type: ignore[union-attr]
        mover = next(s.user_id for s in room.seats if s.seat in room.engine().to_act())
        other = 3112 if mover == 3111 else 3111
        hand = await fake.wait_for(lambda: fake.ephemeral_messages(GROUP, mover))
        assert hand and not fake.ephemeral_messages(GROUP, other)
        assert fragment("tap-my-cards") not in fake.message(GROUP, table_id).text


async def test_a_person_who_chose_the_group_gets_no_private_hand(fake_tg, tmp_path):
    fake: FakeTelegram = fake_tg
    fake.add_user(3121, "Anna")
    fake.add_user(3122, "Boris")
    fake.add_group(GROUP, "Bura club")
    async with running_bot(make_settings(fake, tmp_path / "k.sqlite3")) as app:
        fake.send_text(3121, "/profile")
        profile = await fake.wait_message(3121, fragment("profile-title"))
        q = fake.press_button(3121, profile, tr("btn-hands", where="group"))
        await fake.wait_answer(q)
        await fake.wait_for(
            lambda: tr("profile-hands", where="group") in fake.message(3121, profile.message_id).text
        )
        fake.send_text(3121, "/bura", chat_id=GROUP)
        table = await fake.wait_message(GROUP, fragment("title-bura"))
        room = await latest_room(app, GROUP)
        for uid in (3121, 3122):
            fake.press_button(uid, fake.message(GROUP, table.message_id), tr("btn-join"))
        await message_of(app, fake, room.id, 3122, "hand")
        await wait_room(app, room.id, lambda r: len(r.seats) == 2)
        for uid in (3121, 3122):
            await fake.wait_answer(
                fake.press_button(uid, fake.message(GROUP, table.message_id), tr("btn-ready"))
            )
        await wait_room(app, room.id, lambda r: r.game_running())
        await fake.wait_for(
            lambda: tr("btn-my-cards") in fake.message(GROUP, table.message_id).button_texts()
        )
        q = fake.press_button(3121, fake.message(GROUP, table.message_id), tr("btn-my-cards"))
        await fake.wait_answer(q)
        await fake.wait_for(lambda: fake.ephemeral_messages(GROUP, 3121))
        await app.outbox.flush()  # type: ignore[union-attr]
        # Anna's private chat has her profile and no hand of this room
        title = fragment("title-bura")
        assert not [m for m in fake.chat_messages(3121) if title in m.text]
        assert [m for m in fake.chat_messages(3122) if title in m.text]


async def test_the_groups_administrators_switch_hands_in_the_group_off(fake_tg, tmp_path):
    fake: FakeTelegram = fake_tg
    fake.add_user(3131, "Anna")
    fake.add_user(3132, "Boris")
    fake.add_group(GROUP, "Bura club")
    async with running_bot(make_settings(fake, tmp_path / "k.sqlite3")) as app:
        fake.send_text(3132, "/hands", chat_id=GROUP)
        await fake.wait_message(GROUP, tr("group-hands-admins-only"))
        fake.set_member_status(GROUP, 3131, "administrator")
        fake.send_text(3131, "/hands", chat_id=GROUP)
        state = await fake.wait_message(GROUP, fragment("group-hands-state"))
        assert tr("group-hands-state", on="yes") == state.text
        q = fake.press_button(3132, state, tr("btn-group-hands", on="no"))
        assert (await fake.wait_answer(q)).get("text") == tr("group-hands-admins-only")
        q = fake.press_button(3131, state, tr("btn-group-hands", on="no"))
        assert (await fake.wait_answer(q)).get("text") == tr("group-hands-set")
        await fake.wait_for(
            lambda: fake.message(GROUP, state.message_id).text == tr("group-hands-state", on="no")
        )
        room_id, table_id = await bura_in_group(app, fake, GROUP, 3131, 3132)
        # the table's «🃏 Мои карты» is the private chat's link again; no «tap» reminder
        await fake.wait_for(lambda: tr("btn-my-cards") in fake.message(GROUP, table_id).button_texts())
        button = fake.message(GROUP, table_id).find_button(tr("btn-my-cards"))
        assert button.get("url", "").endswith(f"start=j{room_id}")
        assert fragment("tap-my-cards") not in fake.message(GROUP, table_id).text
