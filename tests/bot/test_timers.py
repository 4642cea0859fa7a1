"""Time in the game end to end (bot/clock.py), with durations shortened to fractions of a second:
Bura's «Стоп!» window and claim with the progress bar in the private chat only, «Поторопить», the
pause of an unreachable player (resume, cancel), the expiry of an idle room, and deadlines that
survive a kill and fire exactly once."""

from __future__ import annotations

import time
from typing import Any

from bot.app import KozyrApp
from bot.rooms.model import Room, sorted_legal
from bot.rooms.service import Reply
from bot.storage import Tx
from engines.bura.rules import Bura
from engines.protocol import Action
from tests.bot.conftest_bot import (
    latest_room,
    logged_count,
    make_settings,
    message_of,
    press_action,
    press_ready,
    running_bot,
    wait_room,
)
from tests.bot.fakeapi import FakeTelegram

FAST: dict[str, Any] = {
    "clock_shortcut_seconds": None,
    "window_seconds": 1.2,
    "claim_seconds": 0.8,
    "bar_refresh_seconds": 0.2,
    "hurry_after_seconds": 60.0,
}
BAR = "▰"


# ----- helpers ----------------------------------------------------------------------------------------------
async def bura_in_group(app: KozyrApp, fake: FakeTelegram, group: int, a: int, b: int) -> tuple[str, int]:
    fake.add_group(group, "Bura club")
    fake.send_text(a, "/bura", chat_id=group)
    table = await fake.wait_message(group, "Бура")
    room = await latest_room(app, group)
    for uid in (a, b):
        fake.press_button(uid, fake.message(group, table.message_id), "Присоединиться")
        await message_of(app, fake, room.id, uid, "hand")
    await wait_room(app, room.id, lambda r: len(r.seats) == 2)
    for uid in (a, b):
        await press_ready(app, fake, room.id, uid)
    await wait_room(app, room.id, lambda r: r.game_running())
    return room.id, table.message_id


async def private_room(app: KozyrApp, fake: FakeTelegram, game: str, a: int, b: int | None) -> str:
    """``a`` opens a private room; ``b`` joins by the invitation (or a computer takes the seat)."""
    fake.send_text(a, f"/{game}")
    await fake.wait_message(a, "t.me/")
    room = await wait_room(app, (await latest_room(app)).id, lambda r: len(r.seats) == 1)
    if b is None:
        msg = await message_of(app, fake, room.id, a, "hand")
        await fake.wait_for(lambda: "Компьютер" in " ".join(fake.message(a, msg.message_id).button_texts()))
        q = fake.press_button(a, fake.message(a, msg.message_id), "+ Компьютер")
        await fake.wait_answer(q)
    else:
        fake.send_text(b, f"/start j{room.id}")
    await wait_room(app, room.id, lambda r: len(r.seats) == 2)
    if game == "durak":
        msg = await message_of(app, fake, room.id, a, "hand")
        for capacity in (3, 2):
            await fake.wait_for(lambda c=capacity: f"o:{room.id}:seats:{c}" in str(fake.message(a, msg.message_id).reply_markup))
            q = fake.press_button(a, fake.message(a, msg.message_id), "− место")
            await fake.wait_answer(q)
            await wait_room(app, room.id, lambda r, c=capacity: r.capacity == c)
    for uid in (a, b):
        if uid is not None:
            await press_ready(app, fake, room.id, uid)
    await wait_room(app, room.id, lambda r: r.game_running())
    return room.id


async def rig(app: KozyrApp, room_id: str, *, defender_triple: bool = True, attacker_triple: bool = False) -> Room:
    """Give the seats chosen hands (from the cards in hands and stock) and open a fresh window in
    the lead phase — as after a draw. The deal no longer replays from its log; these tests only
    need the clock."""
    rooms = app.rooms  # type: ignore[union-attr]

    async def fn(tx: Tx, room: Room) -> Reply:
        st = room.engine().to_json()  # type: ignore[union-attr]
        trump = st["trump"]
        pool = [c for c in st["hands"][0] + st["hands"][1] + st["stock"] if c != trump]
        attacker = st["attacker"]
        by_suit: dict[str, list[str]] = {}
        for c in pool:
            by_suit.setdefault(c[1], []).append(c)
        suits = sorted((s for s in by_suit if len(by_suit[s]) >= 4), key=lambda s: s == trump[1])
        d_suit, a_suit = suits[0], suits[1]
        defender_hand = [c for c in by_suit[d_suit] if c[0] not in "6A"][:3] if defender_triple else None
        attacker_hand = [c for c in by_suit[a_suit] if c[0] not in "6A"][:3] if attacker_triple else None
        used = set(defender_hand or []) | set(attacker_hand or [])
        rest = [c for c in pool if c not in used]
        if defender_hand is None:
            defender_hand = mixed(rest)
            rest = [c for c in rest if c not in defender_hand]
        if attacker_hand is None:
            attacker_hand = mixed(rest)
            rest = [c for c in rest if c not in attacker_hand]
        st["hands"][attacker], st["hands"][1 - attacker] = attacker_hand, defender_hand
        st["stock"] = rest[: len(st["stock"]) - 1] + [trump]
        st.update(phase="lead", window=True, table=[])
        room.set_engine(Bura.from_json(st))
        room.turn += 1
        # as if the previous window had closed before this draw: a fresh window, not the old one
        await tx.deadlines.delete(room.id, "clock")
        return Reply(None, room=room)

    await rooms._change(room_id, fn)
    room = await rooms.get(room_id)
    assert room is not None
    return room


def mixed(cards: list[str]) -> list[str]:
    """Three cards of at least two suits, not three sixes or three aces."""
    out: list[str] = []
    for c in cards:
        if c[0] in "6A" or (len(out) == 2 and out[0][1] == out[1][1] == c[1]):
            continue
        out.append(c)
        if len(out) == 3:
            return out
    raise AssertionError("no mixed hand")


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


# ----- the Bura window and claim -----------------------------------------------------------------------------
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


async def test_interception_refused_after_the_window(fake_tg, tmp_path):
    fake = fake_tg
    for uid, name in ((1201, "Ann"), (1202, "Bob")):
        fake.add_user(uid, name)
    async with running_bot(make_settings(fake, tmp_path / "k.sqlite3", **FAST)) as app:
        room_id = await private_room(app, fake, "bura", 1201, 1202)
        room = await rig(app, room_id)
        opened = room.updated_at  # the commit that opened the window
        att_seat, att_user, _, def_user = seats(room)
        lead = next(a for a in sorted_legal(room.engine(), att_seat) if a.type == "lead" and len(a.cards) == 1)  # type: ignore[arg-type]
        assert await press_action(app, fake, room, att_user, lead)
        led = await wait_room(app, room_id, lambda r: r.engine().view(None)["phase"] == "defend")
        assert led.engine().view(None)["window"]  # the lead does not restart the window...
        closed = await wait_room(app, room_id, lambda r: not r.engine().view(None)["window"], timeout=5)
        elapsed = time.time() - opened
        assert 1.2 - 0.05 <= elapsed < 1.2 + 1.0, elapsed  # ...it closes 1.2 s after it opened
        # the defender presses the «Стоп!» it still sees on the old message: refused, redrawn
        answer = await press_stop(app, fake, led, def_user)
        assert "недоступен" in answer.get("text", ""), answer
        after = await app.rooms.get(room_id)  # type: ignore[union-attr]
        assert after.turn == closed.turn and after.engine().view(None)["phase"] == "defend"
        assert Action("stop", after.seat_of(def_user).seat) not in after.engine().legal_actions(after.seat_of(def_user).seat)
        assert await logged_count(app, room_id, "window_close") == 1


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
        assert room.updated_at - claimed >= 0.8 - 0.01
        assert room.engine().view(None)["attacker"] == def_seat
        assert await logged_count(app, room_id, "claim_timeout") == 1


# ----- hurry-up ------------------------------------------------------------------------------------------------
async def test_hurry_button_after_silence_reminder_with_sound_once(fake_tg, tmp_path):
    fake = fake_tg
    for uid, name in ((1401, "Ann"), (1402, "Bob")):
        fake.add_user(uid, name)
    # turn pings off: this test counts the messages «Поторопить» adds
    settings = make_settings(fake, tmp_path / "k.sqlite3", hurry_after_seconds=0.8, hurry_interval_seconds=30.0,
                             turn_pings=False)
    async with running_bot(settings) as app:
        room_id = await private_room(app, fake, "durak", 1401, 1402)
        started = time.time()
        room = await app.rooms.get(room_id)  # type: ignore[union-attr]
        mover = next(s.user_id for s in room.seats if s.seat in room.engine().view(None)["to_act"])
        other = 1402 if mover == 1401 else 1401
        other_msg = await message_of(app, fake, room_id, other, "hand")
        assert not any("Поторопить" in b for b in fake.message(other, other_msg.message_id).button_texts())
        await fake.wait_for(lambda: any("Поторопить" in b for b in fake.message(other, other_msg.message_id).button_texts()), timeout=4)
        assert time.time() - started >= 0.8 - 0.1
        mover_msg = await message_of(app, fake, room_id, mover, "hand")
        assert not any("Поторопить" in b for b in fake.message(mover, mover_msg.message_id).button_texts())
        before = len(fake.chat_messages(mover))
        q = fake.press_button(other, fake.message(other, other_msg.message_id), "Поторопить")
        assert "отправлено" in (await fake.wait_answer(q)).get("text", "")
        ping = await fake.wait_message(mover, "поторопиться")
        assert not ping.disable_notification  # a new message with sound
        assert ("Ann" if other == 1401 else "Bob") in ping.text  # naming who asks
        assert ping.message_id != mover_msg.message_id and len(fake.chat_messages(mover)) == before + 1
        q = fake.press_button(other, fake.message(other, other_msg.message_id), "Поторопить")
        assert "недавно" in (await fake.wait_answer(q)).get("text", "")
        await app.outbox.flush()  # type: ignore[union-attr]
        assert len(fake.chat_messages(mover)) == before + 1
        assert (await app.rooms.get(room_id)).status == "playing"  # nobody loses on time


# ----- pause, resume, cancel, expiry ----------------------------------------------------------------------------
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
        note = await fake.wait_message(1501, "на паузе")
        assert "Bob" in note.text and not note.disable_notification
        paused = await wait_room(app, room_id, lambda r: r.paused)  # type: ignore[union-attr]
        hand = await message_of(app, fake, room_id, 1501, "hand")
        await fake.wait_for(lambda: "Пауза" in fake.message(1501, hand.message_id).text)
        state = paused.engine().to_json()
        if paused.seat_of(1501).seat in paused.engine().to_act():
            legal = sorted_legal(paused.engine(), paused.seat_of(1501).seat)
            q = fake.press(1501, fake.message(1501, hand.message_id), f"a:{room_id}:{paused.turn}:{paused.seat_of(1501).seat}:0")
            assert "пауз" in (await fake.wait_answer(q)).get("text", "").lower() and legal
        # Bob comes back: /start resumes the match from the same place
        fake.send_text(1502, "/start")
        await fake.wait_message(1501, "вернулся")
        room = await wait_room(app, room_id, lambda r: not r.paused)  # type: ignore[union-attr]
        assert room.status == "playing" and room.engine().to_json() == state
        await fake.wait_for(lambda: "Пауза" not in fake.message(1501, hand.message_id).text)


async def test_pause_and_cancel(fake_tg, tmp_path):
    fake = fake_tg
    for uid, name in ((1601, "Ann"), (1602, "Bob")):
        fake.add_user(uid, name)
    async with running_bot(make_settings(fake, tmp_path / "k.sqlite3", pause_seconds=0.8)) as app:
        room_id = await private_room(app, fake, "durak", 1601, 1602)
        fake.block(1602)
        await app.presenter.show_user(await app.rooms.get(room_id), 1602, fresh=True)  # type: ignore[union-attr]
        await fake.wait_message(1601, "на паузе")
        paused_at = time.time()
        room = await wait_room(app, room_id, lambda r: r.status == "lobby", timeout=5)
        assert time.time() - paused_at >= 0.8 - 0.15
        assert room.outcome["type"] == "cancelled" and room.outcome["users"] == [1602]
        await fake.wait_message(1601, "отменена без победителя")
        info = await app.rooms.deal_info(room_id, 1, 1)  # type: ignore[union-attr]
        assert info["ended_at"] is not None  # the interrupted deal keeps its record


async def test_expiry_of_an_idle_room(fake_tg, tmp_path):
    fake = fake_tg
    fake.add_user(1701, "Ann")
    fake.add_group(-7017, "Idle")
    async with running_bot(make_settings(fake, tmp_path / "k.sqlite3", room_ttl_seconds=0.8)) as app:
        fake.send_text(1701, "/durak", chat_id=-7017)
        table = await fake.wait_message(-7017, "Дурак")
        assert "закроется" in table.text
        room = await latest_room(app, -7017)
        room = await wait_room(app, room.id, lambda r: r.status == "closed", timeout=5)
        assert room.outcome == {"type": "expired"} and room.state is None and room.pending is None
        await fake.wait_for(lambda: "Комната закрыта" in fake.message(-7017, table.message_id).text)
        assert not fake.message(-7017, table.message_id).buttons()


def test_bar_and_duration_texts():
    from bot.render.timing import bar_text, duration
    assert bar_text(5, 5) == "▰" * 10 and bar_text(0, 5) == "▱" * 10 and bar_text(2.5, 5) == "▰" * 5 + "▱" * 5
    assert duration(86400) == {"n": 24, "unit": "h"} and duration(300) == {"n": 5, "unit": "m"} and duration(0.4) == {"n": 1, "unit": "s"}
