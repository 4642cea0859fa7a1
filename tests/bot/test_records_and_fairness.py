"""Deal records and the fair deck: a closed room keeps one record button per match (the record goes to
the presser's private chat), and a record whose commitment does not match its seed fails verification.
(The full fairness walk-through — commitment before the presses, contributions, the verifier on a
downloaded record — is part of the Durak game test in test_play_durak.py.)"""

from __future__ import annotations

import json

from aiogram.types import InlineKeyboardMarkup

from bot.i18n import Translator
from bot.model import Room
from bot.render.room import Ctx, render
from bot.rooms.records import verify_record
from bot.sandbox.fakeapi import FakeTelegram
from engines import fairness
from tests.support.bot_e2e import (
    bura_in_group,
    fragment,
    make_settings,
    message_of,
    running_bot,
    tr,
    wait_room,
)


async def test_closed_room_keeps_its_record_button(fake_tg, tmp_path):
    fake: FakeTelegram = fake_tg
    group = -2301
    for uid, name in ((2301, "Ann"), (2302, "Bob"), (2303, "Eve")):
        fake.add_user(uid, name)
    async with running_bot(make_settings(fake, tmp_path / "k.sqlite3", room_ttl_seconds=1.0)) as app:
        room_id, table_id = await bura_in_group(app, fake, group, 2301, 2302)
        # nobody moves: the room expires, the running deal is interrupted and kept on record
        room = await wait_room(app, room_id, lambda r: r.status == "closed", timeout=6)
        assert room.state is None
        data = f"d:{room_id}:1:1"
        expired = fragment("room-expired")
        await fake.wait_for(lambda: expired in fake.message(group, table_id).text)
        await fake.wait_for(
            lambda: [b.get("callback_data") for b in fake.message(group, table_id).buttons()] == [data]
        )
        table = fake.message(group, table_id)
        for uid in (2301, 2302):
            hand = await message_of(app, fake, room_id, uid, "hand")
            await fake.wait_for(
                lambda h=hand, u=uid: data
                in [b.get("callback_data") for b in fake.message(u, h.message_id).buttons()]
            )
        # the button works after the close: the record goes to the presser's private chat
        q = fake.press(2302, table, data)
        answer = await fake.wait_answer(q)
        assert answer.get("text") == tr("record-sent-private")
        doc = await fake.wait_for(lambda: next((d for d in fake.documents if d["chat_id"] == 2302), None))
        record = json.loads(doc["bytes"])
        assert record["game"] == "bura" and len(record["deals"]) == 1
        # somebody who did not play gets a polite refusal, not the players' cards and ids
        fake.send_text(2303, "/start")
        q = fake.press(2303, fake.message(group, table_id), data)
        assert (await fake.wait_answer(q)).get("text") == tr("err-record-players-only")
        assert not [d for d in fake.documents if d["chat_id"] == 2303]


def test_closed_room_without_deals_has_no_buttons_and_many_matches_one_button_each() -> None:
    room = Room(
        id="abcdEFGH12", game="durak", chat_id=-1, locale="en", creator=1, capacity=2, options={},
        status="closed", turn=9, match_no=7, state=None, match_info={"users": [1, 2]}, pending=None,
        last=None, outcome={"type": "expired"}, created_at=0.0, updated_at=0.0,
    )
    text, markup = render(room, None, Ctx(Translator("en"), "kozyr_bot"))
    assert fragment("room-expired", "en") in text and markup is None
    records = [(m, 3) for m in range(7, 0, -1)]
    text, markup = render(room, None, Ctx(Translator("en"), "kozyr_bot", records=records))
    assert isinstance(markup, InlineKeyboardMarkup)
    data = [b.callback_data for row in markup.inline_keyboard for b in row]
    assert data == [f"d:abcdEFGH12:{m}:3" for m in (7, 6, 5, 4, 3)]
    assert all(len(d.encode()) <= 64 for d in data)
    assert markup.inline_keyboard[0][0].text == tr("btn-record-match", "en", n=7)


def test_verify_record_catches_a_wrong_seed() -> None:
    from engines.durak import Durak

    seed = bytes(range(32))
    label = "durak:1"
    game = Durak.new(2)
    game.deal_from_deck(fairness.derive_deck("durak", seed, ["7:1"], label))
    seat = game.to_act()[0]
    action = game.legal_actions(seat)[0]
    proof = {
        "commitment": fairness.commitment(seed), "seed": seed.hex(), "contributions": ["7:1"], "label": label,
    }
    record = {
        "game": "durak", "seats": 2, "options": Durak.normalize_options(None), "first": 0, "dealer": 0,
        "deals": [{"fairness": proof, "actions": [action.to_json()]}],
    }
    assert verify_record(record)
    record["deals"][0]["fairness"]["commitment"] = "0" * 64
    assert not verify_record(record)
