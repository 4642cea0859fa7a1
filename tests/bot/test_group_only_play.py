"""Issue 31, acceptance: a 4-seat Durak in a group where three people never open the private chat
with the bot (plus one computer), played to the end — with the bot as the group's administrator
(it brings each hand when its move comes) and as a plain member (each taps «🃏 Мои карты» when
told) — never over Telegram's limits, every deal's record verified, and no card hidden from a
member ever shown to them (what each member sees of the group, read from the fake Bot API)."""

from __future__ import annotations

import json
import random

import pytest

from bot import games
from bot.model import Room
from bot.rooms.records import build_record
from bot.sandbox.fakeapi import EphemeralMessage, FakeTelegram
from engines.records import verify
from tests.support.bot_e2e import (
    choose,
    fragment,
    hidden_cards,
    latest_room,
    make_settings,
    move_data,
    press_setting,
    running_bot,
    settle,
    tr,
    wait_room,
)

GROUP = -100777
PEOPLE = [3201, 3202, 3203]


def hand_of(fake: FakeTelegram, uid: int) -> EphemeralMessage | None:
    shown = fake.ephemeral_messages(GROUP, uid)
    return shown[-1] if shown else None


async def ensure_hand(fake: FakeTelegram, uid: int, table_id: int) -> EphemeralMessage:
    """The person's hand in the group; tapped for on the table when there is none."""
    hand = hand_of(fake, uid)
    if hand is None:
        await fake.wait_answer(fake.press_button(uid, fake.message(GROUP, table_id), tr("btn-my-cards")))
        await fake.wait_for(lambda: hand_of(fake, uid))
        hand = hand_of(fake, uid)
    assert hand is not None
    return hand


async def play_in_group(app, fake: FakeTelegram, room: Room, uid: int, table_id: int, rng) -> None:  # type: ignore[no-untyped-def]
    """One legal move of ``uid`` pressed on their hand in the group (a card's moves picked first)."""
    seat = room.seat_of(uid).seat  # type: ignore[union-attr]
    legal = [a for a in room.engine().legal_actions(seat) if a.type != "surrender"]  # type: ignore[union-attr]
    if not legal:
        return
    action = choose(legal, rng)
    target = move_data(room, seat, action)
    prefix = f"{room.id}:{room.turn}:{seat}:"
    hand = await ensure_hand(fake, uid, table_id)

    def data() -> list[str]:
        current = hand_of(fake, uid)
        return [b["callback_data"] for b in (current.buttons() if current else []) if "callback_data" in b]

    async def drawn(check) -> bool:  # type: ignore[no-untyped-def]
        try:
            await fake.wait_for(lambda: check(data()), timeout=3)
            return True
        except AssertionError:
            return False

    if not await drawn(lambda d: any(x.startswith(("m:" + prefix, "p:" + prefix)) for x in d)):
        return  # the room moved on (the caller looks again)
    if target not in data() and action.card is not None:
        pick = f"p:{prefix}{action.card}"
        if pick not in data():
            return
        await fake.wait_answer(fake.press(uid, hand_of(fake, uid), pick))  # type: ignore[arg-type]
        if not await drawn(lambda d: target in d):
            return
    if target in data():
        await fake.wait_answer(fake.press(uid, hand_of(fake, uid), target))  # type: ignore[arg-type]
    del hand


def check_nothing_hidden_is_seen(
    fake: FakeTelegram, room: Room, public: set[str], own: dict[int, set[str]]
) -> None:
    """No member sees a card hidden from them: only cards ever public (on the table, the trump) or
    ever in their own hand may appear in what they see of the group."""
    ui = games.get("durak")
    game = room.engine()
    assert game is not None
    state = game.to_json()
    for seat_no, hand in enumerate(state["hands"]):
        uid = room.seats[seat_no].user_id
        if uid is not None:
            own.setdefault(uid, set()).update(hand)
    deck = {r + u for r in "6789TJQKA" for u in "SHDC"}
    public.update(deck - hidden_cards(room))  # on the table, beaten off, the trump: seen by all once
    for uid in PEOPLE:
        seen = fake.seen_text(GROUP, uid)
        for card in hidden_cards(room) - public - own.get(uid, set()):
            for glyph in ui.all_glyphs(card):
                assert glyph not in seen, f"{uid} sees {card} ({glyph}) of someone else's hand"


@pytest.mark.parametrize("admin", [True, False], ids=["administrator", "member"])
async def test_a_group_durak_where_nobody_opens_the_private_chat(fake_tg, tmp_path, admin):
    fake: FakeTelegram = fake_tg
    fake.add_group(GROUP, "Friends")
    for uid, name in zip(PEOPLE, ["Аня", "Боря", "Вера"], strict=True):
        fake.add_user(uid, name, started=False)
    if admin:
        fake.set_member_status(GROUP, fake.bot_id, "administrator")
    async with running_bot(make_settings(fake, tmp_path / "k.sqlite3", group_hands=True)) as app:
        fake.send_text(PEOPLE[0], "/durak", chat_id=GROUP)
        table = await fake.wait_message(GROUP, fragment("title-durak"))
        room = await latest_room(app, GROUP)
        for uid in PEOPLE:  # joined in the group: the confirmation and «Готово» for them only
            await fake.wait_answer(
                fake.press_button(uid, fake.message(GROUP, table.message_id), tr("btn-join"))
            )
            await fake.wait_for(lambda uid=uid: hand_of(fake, uid))
        await wait_room(app, room.id, lambda r: len(r.seats) == 3)
        await press_setting(fake, PEOPLE[0], table, tr("btn-add-computer"))
        await wait_room(app, room.id, lambda r: len(r.seats) == 4)
        for uid in PEOPLE:
            lobby = hand_of(fake, uid)
            await fake.wait_for(lambda uid=uid: tr("btn-ready") in hand_of(fake, uid).button_texts())  # type: ignore[union-attr]
            await fake.wait_answer(fake.press_button(uid, hand_of(fake, uid), tr("btn-ready")))  # type: ignore[arg-type]
            del lobby
        await wait_room(app, room.id, lambda r: r.game_running())
        rng = random.Random(11)
        public: set[str] = set()
        own: dict[int, set[str]] = {}
        for _ in range(3000):
            room = await app.rooms.get(room.id)  # type: ignore[union-attr]
            assert room is not None
            if room.status != "playing":
                break
            check_nothing_hidden_is_seen(fake, room, public, own)
            if room.between_deals():
                for uid in PEOPLE:
                    seat = room.seat_of(uid)
                    if seat is not None and not seat.ready:
                        await fake.wait_answer(
                            fake.press_button(uid, fake.message(GROUP, table.message_id), tr("btn-next-deal"))
                        )
                await settle(fake)
                continue
            game = room.engine()
            assert game is not None
            movers = [u for u in PEOPLE if room.seat_of(u).seat in game.to_act()]  # type: ignore[union-attr]
            if not movers:
                await settle(fake)
                continue
            await play_in_group(app, fake, room, movers[rng.randrange(len(movers))], table.message_id, rng)
        else:
            raise AssertionError("the game did not end")
        assert room.engine().is_over()  # type: ignore[union-attr]
        # nobody ever had a private message, and every deal's record verifies
        assert not any(fake.chat_messages(uid) for uid in PEOPLE)
        deals = len(room.engine().deal_results())  # type: ignore[union-attr]
        for deal in range(1, deals + 1):
            async with app.rooms.storage.read() as tx:  # type: ignore[union-attr]
                record = await build_record(tx, room, room.match_no, deal)
            assert record is not None
            status, report = verify(record)
            assert status == 0 and not report["failed"], report
        # the record button on the group table: the file in the group, for the presser only
        final = await fake.wait_message(GROUP, tr("fair-ok"), timeout=30)
        await fake.wait_answer(fake.press_button(PEOPLE[1], final, tr("btn-record")))
        doc = await fake.wait_for(
            lambda: next((d for d in fake.documents if d.get("receiver_user_id")), None)
        )
        assert doc["chat_id"] == GROUP and doc["receiver_user_id"] == PEOPLE[1]  # type: ignore[index]
        status, report = verify(json.loads(doc["bytes"]))  # type: ignore[index]
        assert status == 0 and not report["failed"], report
        assert not [m for m in fake.seen_by(GROUP, PEOPLE[0]) if m.document]
    assert not fake.limited_calls()
