"""Time in the game end to end (``bot/rooms/deadlines.py``, ``bot/rooms/scheduler.py``), with durations
shortened to fractions of a second: Bura's «Стоп!» window and claim with the progress bar in the
private chat only, «Поторопить» (hurry-up), and the expiry of an idle room. Pauses are in
test_pause_and_blocking.py, deadlines across a restart in test_restart.py, the pure deadline
functions in test_deadlines.py."""

from __future__ import annotations

from typing import Any

import pytest

from bot.app import KozyrApp
from bot.model import Room, sorted_legal
from bot.plumbing import clock
from bot.sandbox.fakeapi import FakeTelegram
from engines.protocol import Action
from tests.support.bot_e2e import (
    bura_in_group,
    fragment,
    issued_calls,
    latest_room,
    logged_count,
    make_settings,
    message_of,
    patience,
    press_action,
    private_room,
    rig,
    running_bot,
    tr,
    wait_room,
)

FAST: dict[str, Any] = {
    "clock_shortcut_seconds": None,
    "window_seconds": 1.2,
    "claim_seconds": 0.8,
    "bar_refresh_seconds": 0.2,
    "hurry_after_seconds": 60.0,
}
BAR = "▰"


# ----- helpers ----------------------------------------------------------------------------------------------


def seats(room: Room) -> tuple[int, int, int, int]:
    """(attacker seat, attacker user, defender seat, defender user)."""
    view = room.engine().view(None)  # type: ignore[union-attr]
    att = view["attacker"]
    return att, room.seats[att].user_id, 1 - att, room.seats[1 - att].user_id  # type: ignore[return-value]


async def press_stop(app: KozyrApp, fake: FakeTelegram, room: Room, user_id: int) -> dict:
    seat = room.seat_of(user_id)
    assert seat is not None
    legal = sorted_legal(room.engine(), seat.seat)  # type: ignore[arg-type]
    index = legal.index(Action("stop", seat.seat))
    msg = await message_of(app, fake, room.id, user_id, "hand")
    q = fake.press(user_id, msg, f"a:{room.id}:{room.turn}:{seat.seat}:{index}")
    return await fake.wait_answer(q)


def bars(fake: FakeTelegram, chat_id: int) -> list[str]:
    return [h for m in fake.all_messages(chat_id) for h in m.history if BAR in h]


# ----- the Bura window and claim ----------------------------------------------------------------------------
@pytest.mark.both_databases
async def test_interception_inside_the_window_bar_in_private_only(fake_tg, tmp_path):
    fake = fake_tg
    for uid, name in ((1101, "Ann"), (1102, "Bob")):
        fake.add_user(uid, name)
    async with running_bot(make_settings(fake, tmp_path / "k.sqlite3", **FAST)) as app:
        room_id, table_id = await bura_in_group(app, fake, -7001, 1101, 1102)
        await app.outbox.flush()  # type: ignore[union-attr]
        group_edits = fake.message(-7001, table_id).edits
        room = await rig(app, room_id)
        _, att_user, _, def_user = seats(room)
        # the defender's bar is redrawn a few times, in its own chat only
        await fake.wait_for(lambda: len(set(bars(fake, def_user))) >= 3, timeout=3)
        assert not bars(fake, att_user) and not bars(fake, -7001)
        answer = await press_stop(app, fake, room, def_user)
        assert not answer.get("text"), answer
        room = await wait_room(app, room_id, lambda r: r.engine().view(None)["phase"] == "defend")
        view = room.engine().view(None)
        assert view["attacker"] == room.seat_of(def_user).seat and len(view["table"]["lead"]) == 3
        await app.outbox.flush()  # type: ignore[union-attr]
        # the group saw the table updates of the two commits (rig, «Стоп!») and nothing animated
        assert fake.message(-7001, table_id).edits - group_edits <= 2
        assert not bars(fake, -7001) and not bars(fake, att_user)


@pytest.mark.both_databases
async def test_the_bar_keeps_within_its_chats_budget_even_when_asked_to_tick_faster(fake_tg, tmp_path):
    """The bar shares the one message with the hand, so its redraws and everything else in that
    chat stay within the private pace (one call per ``private_edit_interval`` with a burst of two),
    however often the bar setting asks for a tick; and it does animate, at about that pace."""
    fake = fake_tg
    for uid, name in ((1151, "Ann"), (1152, "Bob")):
        fake.add_user(uid, name)
    settings = make_settings(fake, tmp_path / "k.sqlite3", **{**FAST, "window_seconds": 2.0})
    settings = settings.model_copy(update={"bar_refresh_seconds": 0.001})  # faster than any chat may
    interval = settings.private_edit_interval
    async with running_bot(settings) as app:
        room_id = await private_room(app, fake, "bura", 1151, 1152)
        await app.outbox.flush()  # type: ignore[union-attr]
        issued = issued_calls(app.bot)
        room = await rig(app, room_id)
        _, _, _, def_user = seats(room)
        await wait_room(app, room_id, lambda r: not r.engine().view(None)["window"], timeout=6)
        await app.outbox.flush()  # type: ignore[union-attr]
        times = sorted(
            at for method, chat, at in issued if chat == def_user and method != "answerCallbackQuery"
        )
        for k in (1, 4, 10, 20):  # any k intervals hold at most k calls beyond the burst of two
            worst = max(sum(1 for u in times if t <= u < t + k * interval) for t in times)
            assert worst <= k + 2, (k, worst, times)
        # it animates: the bar has ten cells, and nearly every step of it is drawn (an unchanged
        # step is not sent again)
        assert len(set(bars(fake, def_user))) >= 8, len(set(bars(fake, def_user)))


@pytest.mark.both_databases
async def test_interception_refused_after_the_window(fake_tg, tmp_path):
    fake = fake_tg
    for uid, name in ((1201, "Ann"), (1202, "Bob")):
        fake.add_user(uid, name)
    async with running_bot(make_settings(fake, tmp_path / "k.sqlite3", **FAST)) as app:
        room_id = await private_room(app, fake, "bura", 1201, 1202)
        room = await rig(app, room_id)
        opened = room.updated_at  # the commit that opened the window
        att_seat, att_user, _, def_user = seats(room)
        legal = sorted_legal(room.engine(), att_seat)  # type: ignore[arg-type]
        lead = next(a for a in legal if a.type == "lead" and len(a.cards) == 1)
        assert await press_action(app, fake, room, att_user, lead)
        led = await wait_room(app, room_id, lambda r: r.engine().view(None)["phase"] == "defend")
        assert led.engine().view(None)["window"]  # the lead does not restart the window...
        closed = await wait_room(app, room_id, lambda r: not r.engine().view(None)["window"], timeout=5)
        elapsed = (clock.now() - opened) / patience()  # in the seconds the test was written in
        assert 1.2 - 0.05 <= elapsed < 1.2 + 1.0, elapsed  # ...it closes 1.2 s after it opened
        # the defender presses the «Стоп!» it still sees on the old message: refused, redrawn
        answer = await press_stop(app, fake, led, def_user)
        assert answer.get("text") == tr("err-stale"), answer
        after = await app.rooms.get(room_id)  # type: ignore[union-attr]
        assert after.turn == closed.turn and after.engine().view(None)["phase"] == "defend"
        def_seat = after.seat_of(def_user).seat
        assert Action("stop", def_seat) not in after.engine().legal_actions(def_seat)
        assert await logged_count(app, room_id, "window_close") == 1


@pytest.mark.both_databases
async def test_claim_answered_and_claim_timed_out(fake_tg, tmp_path):
    fake = fake_tg
    for uid, name in ((1301, "Ann"), (1302, "Bob")):
        fake.add_user(uid, name)
    async with running_bot(make_settings(fake, tmp_path / "k.sqlite3", **FAST)) as app:
        room_id = await private_room(app, fake, "bura", 1301, 1302)
        # 1) answered: the attacker's own «Стоп!» within the claim's 0.8 s
        room = await rig(app, room_id, attacker_triple=True)
        att_seat, att_user, def_seat, def_user = seats(room)
        assert not (await press_stop(app, fake, room, def_user)).get("text")
        room = await wait_room(app, room_id, lambda r: r.engine().view(None)["claim"])
        await fake.wait_for(lambda: bars(fake, att_user), timeout=2)  # the attacker's 0.8 s bar
        assert not (await press_stop(app, fake, room, att_user)).get("text")
        room = await wait_room(app, room_id, lambda r: r.engine().view(None)["phase"] == "defend")
        assert room.engine().view(None)["attacker"] == att_seat
        # 2) timed out: nobody answers, the defender leads its triple after claim_seconds
        room = await rig(app, room_id, attacker_triple=True)
        att_seat, att_user, def_seat, def_user = seats(room)
        assert not (await press_stop(app, fake, room, def_user)).get("text")
        claimed = (await wait_room(app, room_id, lambda r: r.engine().view(None)["claim"])).updated_at
        room = await wait_room(app, room_id, lambda r: r.engine().view(None)["phase"] == "defend", timeout=4)
        assert room.updated_at - claimed >= (0.8 - 0.01) * patience()
        assert room.engine().view(None)["attacker"] == def_seat
        assert await logged_count(app, room_id, "claim_timeout") == 1


# ----- hurry-up ---------------------------------------------------------------------------------------------
@pytest.mark.both_databases
async def test_hurry_button_after_silence_reminder_with_sound_once(fake_tg, tmp_path):
    fake = fake_tg
    for uid, name in ((1401, "Ann"), (1402, "Bob")):
        fake.add_user(uid, name)
    # turn pings off: this test counts the messages «Поторопить» adds
    settings = make_settings(
        fake, tmp_path / "k.sqlite3", hurry_after_seconds=0.8, hurry_interval_seconds=30.0, turn_pings=False
    )
    async with running_bot(settings) as app:
        room_id = await private_room(app, fake, "durak", 1401, 1402)
        started = clock.now()
        room = await app.rooms.get(room_id)  # type: ignore[union-attr]
        mover = next(s.user_id for s in room.seats if s.seat in room.engine().view(None)["to_act"])
        other = 1402 if mover == 1401 else 1401
        other_msg = await message_of(app, fake, room_id, other, "hand")
        hurry = tr("btn-hurry")
        assert hurry not in fake.message(other, other_msg.message_id).button_texts()
        await fake.wait_for(
            lambda: hurry in fake.message(other, other_msg.message_id).button_texts(), timeout=4
        )
        assert clock.now() - started >= (0.8 - 0.1) * patience()
        mover_msg = await message_of(app, fake, room_id, mover, "hand")
        assert hurry not in fake.message(mover, mover_msg.message_id).button_texts()
        before = len(fake.chat_messages(mover))
        q = fake.press_button(other, fake.message(other, other_msg.message_id), hurry)
        assert (await fake.wait_answer(q)).get("text") == tr("hurry-sent")
        ping = await fake.wait_message(mover, fragment("hurry-ping"))
        assert not ping.disable_notification  # a new message with sound
        assert ("Ann" if other == 1401 else "Bob") in ping.text  # naming who asks
        assert ping.message_id != mover_msg.message_id and len(fake.chat_messages(mover)) == before + 1
        q = fake.press_button(other, fake.message(other, other_msg.message_id), hurry)
        assert (await fake.wait_answer(q)).get("text") == tr("hurry-too-soon")
        await app.outbox.flush()  # type: ignore[union-attr]
        assert len(fake.chat_messages(mover)) == before + 1
        assert (await app.rooms.get(room_id)).status == "playing"  # nobody loses on time


# ----- expiry ------------------------------------------------------------------------


@pytest.mark.both_databases
async def test_expiry_of_an_idle_room(fake_tg, tmp_path):
    fake = fake_tg
    fake.add_user(1701, "Ann")
    fake.add_group(-7017, "Idle")
    async with running_bot(make_settings(fake, tmp_path / "k.sqlite3", room_ttl_seconds=0.8)) as app:
        fake.send_text(1701, "/durak", chat_id=-7017)
        table = await fake.wait_message(-7017, fragment("title-durak"))
        assert fragment("room-ttl-hint") in table.text
        room = await latest_room(app, -7017)
        room = await wait_room(app, room.id, lambda r: r.status == "closed", timeout=5)
        assert room.outcome == {"type": "expired"} and room.state is None and room.pending is None
        expired = fragment("room-expired")
        await fake.wait_for(lambda: expired in fake.message(-7017, table.message_id).text)
        assert not fake.message(-7017, table.message_id).buttons()


