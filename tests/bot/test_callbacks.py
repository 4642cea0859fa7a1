"""Button payloads: the CallbackData classes parse strictly (``bot/chat/callbacks.py``), and stale, foreign,
forged and double-tapped presses are refused with the right message and change nothing stored."""

from __future__ import annotations

import pytest

from bot.chat.callbacks import Act, Computer, PickCard, Ready
from bot.model import sorted_legal
from tests.support.bot_e2e import (
    durak_private_room,
    make_settings,
    message_of,
    pause,
    running_bot,
    stored_state,
    tr,
    waited_for,
)


def test_callback_payloads_are_parsed_strictly() -> None:
    data = Act(room="AbCdEf1234", turn=17, seat=2, index=5).pack()
    assert data == "a:AbCdEf1234:17:2:5" and len(data.encode()) <= 64
    assert Act.unpack(data) == Act(room="AbCdEf1234", turn=17, seat=2, index=5)
    assert PickCard.unpack("p:AbCdEf1234:3:1:TS").card == "TS"
    bad = {
        Act: ["", "a", "a:AbCdEf1234:1:2", "a:AbCdEf1234:x:2:3", "a:bad room:1:2:3", "a:AbCdEf1234:1:2:3:4",
              "a:AbCdEf1234:-1:2:3", "a:AbCdEf1234:99999999999:2:3", "x" * 70],
        PickCard: ["p:AbCdEf1234:1:1:ZZ", "p:AbCdEf1234:1:1:TSX"],
        Ready: ["r:AbCdEf1234:1", "r:AbC"],
        Computer: ["c:AbCdEf1234:+", "c:AbCdEf1234:x:1", "c:AbCdEf1234:*:-1"],
    }
    for cls, payloads in bad.items():
        for payload in payloads:
            with pytest.raises((ValueError, TypeError)):
                cls.unpack(payload)


@pytest.mark.both_databases
async def test_stale_foreign_forged_and_double_taps_change_nothing(fake_tg, tmp_path):
    fake = fake_tg
    fake.add_user(501, "Anna")
    fake.add_user(502, "Boris")
    settings = make_settings(fake, tmp_path / "k.sqlite3")
    async with running_bot(settings) as app:
        room_id = await durak_private_room(app, fake, 501, 502)
        room = await app.rooms.get(room_id)
        game = room.engine()
        mover = waited_for(room)[0]
        other = 502 if mover == 501 else 501
        seat = room.seat_of(mover).seat
        msg = await message_of(app, fake, room_id, mover, "hand")
        current = (f"m:{room_id}:{room.turn}:", f"p:{room_id}:{room.turn}:")
        await fake.wait_for(
            lambda: any(
                b.get("callback_data", "").startswith(current)
                for b in fake.message(mover, msg.message_id).buttons()
            )
        )
        before = await stored_state(app, room_id)

        async def refused(uid: int, data: str, key: str) -> None:
            await pause(0.01)  # a person's presses are a moment apart (the bot's press throttle)
            q = fake.press(uid, fake.message(mover, msg.message_id), data)
            answer = await fake.wait_answer(q)
            assert answer.get("text") == tr(key), (data, answer)
            assert await stored_state(app, room_id) == before

        legal = sorted_legal(game, seat)
        # a move button names its move (``m:``); an older message's button an index (``a:``)
        good = next(
            b["callback_data"] for b in fake.message(mover, msg.message_id).buttons()
            if b.get("callback_data", "").startswith(current[0])
        )
        turn = room.turn
        await refused(other, good, "err-not-your-button")                                   # foreign
        await refused(mover, f"a:{room_id}:{turn - 1}:{seat}:0", "err-stale")               # stale
        await refused(mover, f"a:{room_id}:{turn}:{seat}:{len(legal) + 5}", "err-stale")    # forged index
        await refused(mover, f"a:{room_id}:{turn}:{1 - seat}:0", "err-not-your-button")     # another seat
        code, ctx = good.split(":")[4:]
        await refused(mover, f"m:{room_id}:{turn}:{seat}:a2X:{ctx}", "err-unknown-button")  # no such card
        await refused(mover, f"m:{room_id}:{turn}:{seat}:z:{ctx}", "err-stale")             # no such move
        await refused(mover, f"m:{room_id}:{turn + 9}:{seat}:{code}:{ctx}", "err-stale")    # a future turn
        await refused(mover, f"m:{room_id}:{turn}:{1 - seat}:{code}:{ctx}", "err-not-your-button")
        await refused(mover, "a:zz", "err-unknown-button")                                  # garbage
        await refused(mover, "x" * 64, "err-unknown-button")
        await refused(mover, f"a:NoSuchRoom1:{turn}:{seat}:0", "err-unknown-room")
        await refused(501, f"o:{room_id}:mode:perevodnoy", "err-room-playing")             # options in a game
        # a double tap: the same button twice, only one move is made
        q1 = fake.press(mover, fake.message(mover, msg.message_id), good)
        q2 = fake.press(mover, fake.message(mover, msg.message_id), good)
        a1 = await fake.wait_answer(q1)
        a2 = await fake.wait_answer(q2)
        # one of the two makes the move; the other is the same press again: no second move, and no
        # refusal either (which one is first is the dispatcher's: on PostgreSQL the two presses'
        # transactions really run at once)
        assert not a1.get("text") and not a2.get("text"), (a1, a2)
        async with app.storage.read() as tx:
            row = await tx.one(
                "SELECT COUNT(*) FROM actions WHERE room_id = ? AND by_user = ?", (room_id, mover)
            )
        n = row[0]
        assert n == 1
