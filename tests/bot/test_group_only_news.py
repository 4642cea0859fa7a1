"""Issue 31: what reached only the private chats reaches people who play in the group only — the
«Поторопить» ping (their hand brought anew by an administrator bot, else a line in the group) and
the deck's fingerprint pressed on their hand (a message in the group that only they see); none of
it is tried in a private chat they never opened. (The fingerprint before each deal and the record
after it: tests/bot/test_group_only_play.py.)"""

from __future__ import annotations

import pytest

from bot.sandbox.fakeapi import FakeTelegram
from engines.fairness import fingerprint
from tests.support.bot_e2e import (
    bura_in_group_only,
    deal_the_bura_defender_a_triple,
    fragment,
    make_settings,
    running_bot,
    tr,
    wait_move,
    wait_room,
)

GROUP = -100882
ANN, BOB = 3401, 3402
NAMES = {ANN: "Ann", BOB: "Bob"}


def add_people(fake: FakeTelegram, admin: bool) -> None:
    fake.add_group(GROUP, "Bura club")
    if admin:
        fake.set_member_status(GROUP, fake.bot_id, "administrator")
    for uid, name in NAMES.items():
        fake.add_user(uid, name, started=False)


@pytest.mark.parametrize("admin", [True, False], ids=["administrator", "member"])
async def test_hurry_reaches_who_plays_in_the_group_only(fake_tg, tmp_path, monkeypatch, admin):
    """«Поторопить» by the one not waited for reaches the mover in the group. The member case plays
    the deal that made it fail by luck (issue 44): the defender, at seat 0, holds three of one suit
    and may say «Стоп!», so the engine's ``to_act()`` names them first, but nobody waits for them
    (:func:`waited_for`); the administrator case plays any deal."""
    if not admin:
        deal_the_bura_defender_a_triple(monkeypatch, leader=1)
    fake: FakeTelegram = fake_tg
    add_people(fake, admin)
    settings = make_settings(
        fake, tmp_path / "k.sqlite3", group_hands=True, hurry_after_seconds=0.8, hurry_interval_seconds=30.0
    )
    async with running_bot(settings) as app:
        room_id = await bura_in_group_only(app, fake, GROUP, ANN, BOB)
        await wait_room(app, room_id, lambda r: not r.engine().view(None)["window"], timeout=30)
        hurry = tr("btn-hurry")

        def offered(other: int):  # type: ignore[no-untyped-def]
            """«Поторопить» as ``other`` sees it: on their hand in the group, or on the group's table
            (whichever the group's pace redrew first)."""
            hands = fake.ephemeral_messages(GROUP, other)
            tables = [m for m in fake.chat_messages(GROUP) if hurry in m.button_texts()]
            if hands and hurry in hands[-1].button_texts():
                return hands[-1]
            return tables[-1] if tables else None

        # offered once the mover has been silent a while; the wait at the group's pace may be long
        # enough for the move to pass to the other by the clock: who waits for whom is read anew
        async def mover_now() -> int:
            _, mover, _ = await wait_move(app, room_id)
            return mover

        answer: dict = {}  # type: ignore[type-arg]
        for _ in range(5):
            mover = await mover_now()
            other = BOB if mover == ANN else ANN
            button = await fake.wait_for(lambda other=other: offered(other), timeout=60)
            await app.outbox.flush(timeout=60)  # type: ignore[union-attr]
            if await mover_now() != mover:  # the move passed meanwhile: read who waits anew
                continue
            sent_before = len([m for m in fake.all_ephemeral_messages(GROUP) if m.receiver_id == mover])
            answer = await fake.wait_answer(fake.press_button(other, button, hurry))
            if answer.get("text") != tr("hurry-nobody"):
                break
        assert answer.get("text") == tr("hurry-sent")
        if admin:
            # the ping: the mover's hand anew, with sound (it is their move)
            def newest() -> list:  # type: ignore[type-arg]
                return [m for m in fake.all_ephemeral_messages(GROUP) if m.receiver_id == mover]

            await fake.wait_for(lambda: len(newest()) > sent_before, timeout=30)
            brought = newest()[-1]
            assert not brought.disable_notification and not brought.deleted
            assert not [m for m in fake.chat_messages(GROUP) if fragment("hurry-group") in m.text]
        else:
            # a plain member bot may not send it unasked: the group is told, naming the mover
            line = await fake.wait_message(GROUP, fragment("hurry-group"), timeout=30)
            assert NAMES[mover] in line.text and NAMES[other] in line.text
        await app.outbox.flush(timeout=60)  # type: ignore[union-attr]
        # never tried in a private chat they did not open (nor are they marked unreachable)
        assert not [c for c in fake.calls if c.params.get("chat_id") in (ANN, BOB)]
        room = await app.rooms.get(room_id)  # type: ignore[union-attr]
        assert room is not None and room.status == "playing"
    assert not fake.limited_calls()


async def test_the_fingerprint_pressed_on_a_hand_in_the_group(fake_tg, tmp_path):
    fake: FakeTelegram = fake_tg
    add_people(fake, admin=False)
    async with running_bot(make_settings(fake, tmp_path / "k.sqlite3", group_hands=True)) as app:
        room_id = await bura_in_group_only(app, fake, GROUP, ANN, BOB)
        await app.rooms.set_pref(ANN, "show_fingerprint", 1)  # type: ignore[union-attr]  # /profile
        room = await app.rooms.get(room_id)  # type: ignore[union-attr]
        assert room is not None
        await app.presenter.show_user(room, ANN)  # type: ignore[union-attr]  # as /profile redraws
        deal = room.engine().deal_number()  # type: ignore[union-attr]
        info = await app.rooms.deal_info(room_id, room.match_no, deal)  # type: ignore[union-attr]
        assert info is not None
        button = "🔒 " + fingerprint(info.commitment)
        await fake.wait_for(lambda: fake.ephemeral_messages(GROUP, ANN), timeout=30)
        await fake.wait_for(
            lambda: button in fake.ephemeral_messages(GROUP, ANN)[-1].button_texts(), timeout=30
        )
        q = fake.press_button(ANN, fake.ephemeral_messages(GROUP, ANN)[-1], button)
        answer = await fake.wait_answer(q)
        assert not answer.get("show_alert"), answer  # not «open the bot first»

        def shown() -> list:  # type: ignore[type-arg]
            return [m for m in fake.ephemeral_messages(GROUP, ANN) if fragment("fp-how") in m.text]

        await fake.wait_for(shown, timeout=30)
        assert info.commitment in shown()[-1].text  # the whole commitment, for Ann only
        assert info.commitment not in fake.seen_text(GROUP, BOB)
        assert not [c for c in fake.calls if c.params.get("chat_id") in (ANN, BOB)]
    assert not fake.limited_calls()
