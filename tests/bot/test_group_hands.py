"""Issue 31: hands in the group — «🃏 Мои карты» on a group table answers with the presser's hand as
an ephemeral message in the group, seen by them only, which their presses play and redraw in place;
an administrator bot brings the hand to the person to act without a press."""

from __future__ import annotations

import contextlib

import pytest

from bot import games
from bot.sandbox.fakeapi import EphemeralMessage, FakeTelegram
from tests.support.bot_e2e import (
    bura_in_group,
    deal_the_bura_defender_a_triple,
    fragment,
    hidden_cards,
    latest_room,
    make_settings,
    message_of,
    play_the_draw,
    press_action,
    press_ready,
    restart_pause,
    running_bot,
    tr,
    wait_move,
    wait_room,
    waited_for,
)

GROUP = -100931


async def opened_private(fake: FakeTelegram, *people: int) -> None:
    """They have written to the bot in private (so it may send them their hands there too)."""
    for uid in people:
        fake.send_text(uid, "/start")
        await fake.wait_message(uid, "")


def sent_to(fake: FakeTelegram, uid: int) -> list[EphemeralMessage]:
    """Every ephemeral message the group ever had for ``uid`` (deleted ones too)."""
    return [m for m in fake.all_ephemeral_messages(GROUP) if m.receiver_id == uid]


def nothing_hidden_seen(fake: FakeTelegram, room, uid: int) -> bool:  # type: ignore[no-untyped-def]
    """No card hidden from ``uid`` (another's hand, the stock) in what they see of the group."""
    seat = room.seat_of(uid).seat
    own = set(room.engine().view(seat).get("hand") or [])
    # the first-move draw's line shows the cards of its own deck (``bura:draw:K``), not the deal's
    seen = "\n".join(line for line in fake.seen_text(GROUP, uid).splitlines() if not line.startswith("🎴"))
    ui = games.get(room.game)
    return not [c for c in hidden_cards(room) - own for g in ui.all_glyphs(c) if g in seen]


async def play_on(app, fake: FakeTelegram, uid: int, room_id: str, turn: int, _eph: EphemeralMessage) -> None:  # type: ignore[no-untyped-def]
    """``uid`` plays a move on their ephemeral hand as it is now (Bura: a card marked first): the
    buttons of ``turn`` or of a newer turn (a deadline, such as Bura's «Стоп!» window closing, may
    move the room on before the hand is read — waiting for ``turn``'s buttons would wait for ever)."""

    def now() -> EphemeralMessage:
        return fake.ephemeral_messages(GROUP, uid)[-1]

    def newest(kind: str) -> str | None:
        """The hand's button of ``kind`` (``m`` a move, ``t`` a mark) of its newest turn ≥ ``turn``."""
        found = []
        for b in now().buttons():
            parts = str(b.get("callback_data", "")).split(":")
            ours = len(parts) >= 3 and parts[0] == kind and parts[1] == room_id and parts[2].isdigit()
            if ours and int(parts[2]) >= turn:
                found.append((int(parts[2]), b["callback_data"]))
        return max(found)[1] if found else None

    await fake.wait_for(lambda: newest("m") or newest("t"), timeout=30)
    if newest("m") is None:
        await fake.wait_answer(fake.press(uid, now(), newest("t")))
        await fake.wait_for(lambda: newest("m"), timeout=30)
    await fake.wait_answer(fake.press(uid, now(), newest("m")))
    await wait_room(app, room_id, lambda r: r.turn > turn)


async def test_my_cards_brings_the_hand_into_the_group_for_the_presser_only(fake_tg, tmp_path):
    fake: FakeTelegram = fake_tg
    fake.add_user(3101, "Anna")
    fake.add_user(3102, "Boris")
    async with running_bot(make_settings(fake, tmp_path / "k.sqlite3", group_hands=True)) as app:
        # joined by the invitation link, as before hands in the group: their hands are private
        fake.add_group(GROUP, "Bura club")
        fake.send_text(3101, "/bura", chat_id=GROUP)
        table = await fake.wait_message(GROUP, fragment("title-bura"))
        table_id = table.message_id
        room_id = (await latest_room(app, GROUP)).id
        for uid in (3101, 3102):
            fake.send_text(uid, f"/start j{room_id}")
            await message_of(app, fake, room_id, uid, "hand")
        for uid in (3101, 3102):
            await press_ready(app, fake, room_id, uid)
        room = await wait_room(app, room_id, lambda r: r.game_running())
        mover = waited_for(room)[0]
        other = 3102 if mover == 3101 else 3101
        # a plain member bot: the table tells the person to act to tap «🃏 Мои карты»
        await fake.wait_for(
            lambda: fragment("tap-my-cards") in fake.message(GROUP, table_id).text, timeout=30
        )
        assert not fake.all_ephemeral_messages(GROUP)
        q = fake.press_button(mover, fake.message(GROUP, table_id), tr("btn-my-cards"))
        await fake.wait_answer(q)
        hand = await fake.wait_for(lambda: fake.ephemeral_messages(GROUP, mover), timeout=30)
        eph = fake.ephemeral_messages(GROUP, mover)[0]
        del hand
        assert isinstance(eph, EphemeralMessage)
        private = await message_of(app, fake, room_id, mover, "hand")
        await fake.wait_for(lambda: fake.message(mover, private.message_id).text == eph.text)
        assert eph.button_texts() == fake.message(mover, private.message_id).button_texts()
        # nobody else sees it: no hidden card in what the other member (or a bystander) sees there
        room = await app.rooms.get(room_id)  # type: ignore[union-attr]
        assert not fake.ephemeral_messages(GROUP, other) and eph not in fake.seen_by(GROUP, other)
        # someone not seated is told so
        fake.add_user(3103, "Vera")
        q = fake.press_button(3103, fake.message(GROUP, table_id), tr("btn-my-cards"))
        assert (await fake.wait_answer(q)).get("text") == tr("err-not-seated-here")
        # a move pressed on the ephemeral hand plays and redraws it in place
        turn = room.turn
        await play_on(app, fake, mover, room_id, turn, eph)
        await fake.wait_for(lambda: eph.edits >= 1)
        assert fake.ephemeral_messages(GROUP, mover) == [eph]  # the same message, edited
        room = await app.rooms.get(room_id)  # type: ignore[union-attr]
        assert nothing_hidden_seen(fake, room, other)
        # now the other is waited for: a plain member bot cannot bring their hand unasked, so the
        # table tells them to tap (the mover's hand, in the group already, is no longer named)
        other_name = {3101: "Anna", 3102: "Boris"}[other]
        await fake.wait_for(
            lambda: tr("tap-my-cards", names=other_name) in fake.message(GROUP, table_id).text, timeout=30
        )
        assert not sent_to(fake, other)


async def test_an_administrator_bot_brings_the_hand_to_the_person_to_act(fake_tg, tmp_path):
    fake: FakeTelegram = fake_tg
    fake.add_user(3111, "Anna")
    fake.add_user(3112, "Boris")
    fake.add_group(GROUP, "Bura club")
    fake.set_member_status(GROUP, fake.bot_id, "administrator")
    async with running_bot(make_settings(fake, tmp_path / "k.sqlite3", group_hands=True)) as app:
        await opened_private(fake, 3111, 3112)
        room_id, table_id = await bura_in_group(app, fake, GROUP, 3111, 3112)
        room = await app.rooms.get(room_id)  # type: ignore[union-attr]
        mover = waited_for(room)[0]
        other = 3112 if mover == 3111 else 3111

        # the message each got on joining shows the hand: the mover plays on it without a tap
        eph = await fake.wait_for(lambda: fake.ephemeral_messages(GROUP, mover)[0])
        assert isinstance(eph, EphemeralMessage)
        # then, move by move, whoever becomes waited for gets their hand anew (a new message, the
        # ping) from an administrator bot, unasked; the old one is deleted
        for _ in range(6):
            room = await app.rooms.get(room_id)  # type: ignore[union-attr]
            if any(len(sent_to(fake, u)) >= 2 for u in (mover, other)) or not room.game_running():
                break
            acting = waited_for(room)[0]
            with contextlib.suppress(AssertionError):  # the room moved on meanwhile: look again
                await play_on(app, fake, acting, room_id, room.turn, eph)
            with contextlib.suppress(AssertionError):
                await fake.wait_for(
                    lambda: any(len(sent_to(fake, u)) >= 2 for u in (mover, other)), timeout=10
                )
        brought = next(u for u in (mover, other) if len(sent_to(fake, u)) >= 2)
        await fake.wait_for(lambda: len(fake.ephemeral_messages(GROUP, brought)) == 1, timeout=30)
        assert fragment("tap-my-cards") not in fake.message(GROUP, table_id).text
        assert not fake.calls_of("getChatMember") or all(c.ok for c in fake.calls_of("getChatMember"))
        room = await app.rooms.get(room_id)  # type: ignore[union-attr]
        assert nothing_hidden_seen(fake, room, mover) and nothing_hidden_seen(fake, room, other)


async def test_a_person_who_chose_the_group_gets_no_private_hand(fake_tg, tmp_path):
    fake: FakeTelegram = fake_tg
    fake.add_user(3121, "Anna")
    fake.add_user(3122, "Boris")
    fake.add_group(GROUP, "Bura club")
    async with running_bot(make_settings(fake, tmp_path / "k.sqlite3", group_hands=True)) as app:
        await opened_private(fake, 3122)
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


@pytest.mark.both_databases
async def test_the_groups_administrators_switch_hands_in_the_group_off(fake_tg, tmp_path):
    fake: FakeTelegram = fake_tg
    fake.add_user(3131, "Anna")
    fake.add_user(3132, "Boris")
    fake.add_group(GROUP, "Bura club")
    async with running_bot(make_settings(fake, tmp_path / "k.sqlite3", group_hands=True)) as app:
        await opened_private(fake, 3131, 3132)
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


@pytest.mark.both_databases
async def test_after_a_restart_the_hands_in_the_group_are_redrawn_where_they_are(fake_tg, tmp_path):
    """A plain member bot restarted mid-game knows nothing of the hands it drew in the group: the
    ledger tells, so each is redrawn in place when its owner is waited for — no tap needed."""
    fake: FakeTelegram = fake_tg
    for uid, name in ((3141, "Anna"), (3142, "Boris")):
        fake.add_user(uid, name, started=False)
    fake.add_group(GROUP, "Bura club")
    settings = make_settings(fake, tmp_path / "k.sqlite3", group_hands=True)
    async with running_bot(settings) as app:
        fake.send_text(3141, "/bura", chat_id=GROUP)
        table = await fake.wait_message(GROUP, fragment("title-bura"))
        room = await latest_room(app, GROUP)
        for uid in (3141, 3142):
            await fake.wait_answer(
                fake.press_button(uid, fake.message(GROUP, table.message_id), tr("btn-join"))
            )
            await fake.wait_for(lambda uid=uid: fake.ephemeral_messages(GROUP, uid), timeout=30)
        for uid in (3141, 3142):
            await fake.wait_for(
                lambda uid=uid: tr("btn-ready") in fake.ephemeral_messages(GROUP, uid)[0].button_texts(),
                timeout=30,
            )
            await fake.wait_answer(
                fake.press_button(uid, fake.ephemeral_messages(GROUP, uid)[0], tr("btn-ready"))
            )
        await wait_room(app, room.id, lambda r: r.game_running())
        room = await play_the_draw(app, fake, room.id)  # Bura's first-move draw, on their group hands
        mover = waited_for(room)[0]
        other = 3142 if mover == 3141 else 3141
        await fake.wait_for(
            lambda: (
                "m:" in str(fake.ephemeral_messages(GROUP, mover)[0].shown_data)
                or "t:" in str(fake.ephemeral_messages(GROUP, mover)[0].shown_data)
            ),
            timeout=30,
        )
        await app.outbox.flush()  # type: ignore[union-attr]
    theirs = fake.ephemeral_messages(GROUP, other)[0]
    edits = theirs.edits
    await restart_pause()
    async with running_bot(settings) as app:
        room = await app.rooms.get(room.id)  # type: ignore[union-attr]
        await play_on(app, fake, mover, room.id, room.turn, fake.ephemeral_messages(GROUP, mover)[0])
        # the other's hand, the same message, redrawn for their move
        await fake.wait_for(lambda: theirs.edits > edits, timeout=30)
        assert fake.ephemeral_messages(GROUP, other) == [theirs]
        assert not any(fake.chat_messages(uid) for uid in (3141, 3142))


async def test_a_lost_hand_comes_back_with_any_press_on_the_table(fake_tg, tmp_path):
    """An ephemeral message may vanish (the person's app restarted): any press of theirs on the
    group table brings the hand back anew — here «⛔ Завершить игру», which first only asks."""
    fake: FakeTelegram = fake_tg
    for uid, name in ((3151, "Anna"), (3152, "Boris")):
        fake.add_user(uid, name, started=False)
    fake.add_group(GROUP, "Bura club")
    async with running_bot(make_settings(fake, tmp_path / "k.sqlite3", group_hands=True)) as app:
        fake.send_text(3151, "/bura", chat_id=GROUP)
        table = await fake.wait_message(GROUP, fragment("title-bura"))
        room = await latest_room(app, GROUP)
        for uid in (3151, 3152):
            await fake.wait_answer(
                fake.press_button(uid, fake.message(GROUP, table.message_id), tr("btn-ready"))
            )
        await wait_room(app, room.id, lambda r: r.game_running())
        await fake.wait_for(
            lambda: tr("btn-end-game") in fake.message(GROUP, table.message_id).button_texts()
        )
        await fake.wait_for(lambda: fake.ephemeral_messages(GROUP, 3151), timeout=30)
        lost = {m.ephemeral_message_id for m in fake.ephemeral_messages(GROUP, 3151)}
        assert fake.lose_ephemeral(GROUP, 3151) == 1
        q = fake.press_button(3151, fake.message(GROUP, table.message_id), tr("btn-end-game"))
        assert (await fake.wait_answer(q)).get("show_alert")  # «sure?»: the game goes on
        hand = await fake.wait_for(lambda: fake.ephemeral_messages(GROUP, 3151), timeout=30)
        assert len(hand) == 1 and hand[0].ephemeral_message_id not in lost  # type: ignore[arg-type,index]
        assert (await app.rooms.get(room.id)).game_running()  # type: ignore[union-attr]


async def test_the_bot_made_an_administrator_knows_it_without_asking(fake_tg, tmp_path):
    fake: FakeTelegram = fake_tg
    fake.add_user(3161, "Anna")
    fake.add_group(GROUP, "Bura club")
    async with running_bot(make_settings(fake, tmp_path / "k.sqlite3", group_hands=True)) as app:
        fake.bot_added_to_group(GROUP, 3161, status="administrator")
        hands = app.presenter.hands  # type: ignore[union-attr]
        await fake.wait_for(lambda: hands.admin_known(GROUP) is True)
        fake.set_member_status(GROUP, fake.bot_id, "member")
        fake.bot_added_to_group(GROUP, 3161, status="member")  # demoted (left -> member in the fake)
        await fake.wait_for(lambda: hands.admin_known(GROUP) is False)
        assert not fake.calls_of("getChatMember")


async def test_an_administrator_bot_brings_hands_unasked_only_to_who_plays_in_the_group(
    fake_tg, tmp_path, monkeypatch
):
    """Defaults (issue 31): people who opened the private chat and left /profile at «both» keep
    their private hands — the bot brings nothing into the group for them, so a usual table keeps
    the group's 20 calls a minute for itself; one who chose «in the group» gets it brought there.
    The deal is the one that made this test fail by luck (issue 44): the defender, at seat 0, holds
    three of one suit, so the engine's ``to_act()`` names them first, yet the lead is the
    attacker's (:func:`waited_for`)."""
    deal_the_bura_defender_a_triple(monkeypatch, leader=1)
    fake: FakeTelegram = fake_tg
    fake.add_user(3121, "Anna")
    fake.add_user(3122, "Boris")
    fake.add_group(GROUP, "Bura club")
    fake.set_member_status(GROUP, fake.bot_id, "administrator")
    async with running_bot(make_settings(fake, tmp_path / "k.sqlite3", group_hands=True)) as app:
        await opened_private(fake, 3121, 3122)
        fake.send_text(3121, "/bura", chat_id=GROUP)
        await fake.wait_message(GROUP, fragment("title-bura"))
        room_id = (await latest_room(app, GROUP)).id
        for uid in (3121, 3122):  # by the invitation link: the private chat
            fake.send_text(uid, f"/start j{room_id}")
            await message_of(app, fake, room_id, uid, "hand")
        for uid in (3121, 3122):
            await press_ready(app, fake, room_id, uid)
        await wait_room(app, room_id, lambda r: r.game_running())
        room = await play_the_draw(app, fake, room_id)  # both waited for, on their private hands
        await app.outbox.flush(timeout=60)  # type: ignore[union-attr]
        assert not fake.all_ephemeral_messages(GROUP)  # the hands waited for came in private only
        # the first lead (once any «Стоп!» window after the draw is over), by the one waited for
        await wait_room(app, room_id, lambda r: not r.engine().view(None)["window"], timeout=30)
        room, mover, action = await wait_move(app, room_id, "lead")
        other = 3122 if mover == 3121 else 3121
        await app.rooms.set_pref(other, "hands", "group")  # type: ignore[union-attr]
        assert await press_action(app, fake, room, mover, action)
        await wait_room(app, room_id, lambda r: other in waited_for(r))
        # now the other is waited for: their hand is brought into the group, unasked
        await fake.wait_for(lambda: fake.ephemeral_messages(GROUP, other), timeout=30)
        await app.outbox.flush(timeout=60)  # type: ignore[union-attr]
        assert not sent_to(fake, mover)
