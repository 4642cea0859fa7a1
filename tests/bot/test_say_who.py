"""Issue 44, item 7: answers that say who and what. ``/stats`` in a group names whose statistics they
are; a Durak hand never shows a button that says nothing where a card used to be playable; after
table talk lands in the chat of the person to move, their live hand comes down below it."""

from __future__ import annotations

import asyncio

import pytest

from bot.model import Room
from bot.rooms.kernel import Reply
from bot.storage import Tx
from engines.durak.rules import Durak
from engines.protocol import Action
from tests.support.bot_e2e import (
    fragment,
    latest_room,
    make_settings,
    message_of,
    patience,
    press_action,
    press_ready,
    private_room,
    running_bot,
    settle,
    tr,
    wait_room,
)

GROUP = -4471
A, B = 4471, 4472  # Аня speaks Russian, Bob English


async def _ask(fake, uid: int, text: str, chat_id: int, contains: str):
    before = max((m.message_id for m in fake.all_messages(chat_id)), default=0)
    fake.send_text(uid, text, chat_id=chat_id)

    def find():
        for m in fake.chat_messages(chat_id):
            if m.message_id > before and contains in m.text:
                return m
        return None

    return await fake.wait_for(find, 10)


@pytest.mark.both_databases
async def test_stats_in_a_group_name_whose_they_are(fake_tg, tmp_path):
    fake = fake_tg
    fake.add_group(GROUP, "Friends")
    fake.add_user(A, "Аня", language_code="ru")
    fake.add_user(B, "Bob", language_code="en")
    async with running_bot(make_settings(fake, tmp_path / "k.sqlite3")):
        # everyone in the group reads the answer: its title says whose figures these are
        anya = await _ask(fake, A, "/stats", GROUP, "📊")
        assert anya.text.splitlines()[0] == tr("stats-title-group", "ru", name="Аня")
        assert "Аня" in anya.text.splitlines()[0] and "Ваша" not in anya.text
        bob = await _ask(fake, B, "/stats", GROUP, "📊")
        assert bob.text.splitlines()[0] == tr("stats-title-group", "en", name="Bob")
        assert "Bob" in bob.text.splitlines()[0] and "Your" not in bob.text
        # in the private chat it is one's own: «Ваша статистика» stays
        mine = await _ask(fake, A, "/stats", A, "📊")
        assert mine.text.splitlines()[0] == tr("stats-title", "ru")


async def _durak_for_two(app, fake) -> str:
    """A private Durak room of Аня (seat 0) and Bob; the deal laid out so that Аня leads with 6♠ and
    may throw in 6♥ and 6♦ after it."""
    fake.send_text(A, "/durak")
    await fake.wait_message(A, fragment("invite-forward"))
    room = await wait_room(app, (await latest_room(app)).id, lambda r: len(r.seats) == 1)
    fake.send_text(B, f"/start j{room.id}")
    await wait_room(app, room.id, lambda r: len(r.seats) == 2)
    msg = await message_of(app, fake, room.id, A, "hand")
    for capacity in (3, 2):
        q = fake.press(A, fake.message(A, msg.message_id), f"o:{room.id}:seats:{capacity}")
        await fake.wait_answer(q)
        await wait_room(app, room.id, lambda r, c=capacity: r.capacity == c)
    for uid in (A, B):
        await press_ready(app, fake, room.id, uid)
    room = await wait_room(app, room.id, lambda r: r.game_running())
    assert room.seat_of(A).seat == 0  # type: ignore[union-attr]

    async def lay_out(tx: Tx, room: Room) -> Reply:
        game = Durak.new(2, {"mode": "podkidnoy"})
        game.deal_from_layout({
            "hands": [["6S", "6H", "7C", "8C", "9C", "6D"], ["AS", "AH", "QD", "KD", "JD", "TC"]],
            "stock": ["7D", "8D", "9D"],
        })  # fmt: skip
        room.set_engine(game)
        return Reply(None, room=room)

    await app.rooms.kernel.change(room.id, lay_out)
    return room.id


async def test_a_durak_hand_never_shows_a_button_that_says_nothing(fake_tg, tmp_path):
    fake = fake_tg
    fake.add_user(A, "Аня")
    fake.add_user(B, "Боря")
    async with running_bot(make_settings(fake, tmp_path / "k.sqlite3")) as app:
        room_id = await _durak_for_two(app, fake)
        room = await wait_room(app, room_id, lambda r: r.engine().to_act() == [0])  # type: ignore[union-attr]

        def shows(*have: str, lacks: str = "") -> object:
            def ok(m) -> bool:  # noqa: ANN001
                texts = " ".join(m.button_texts())
                return all(c in texts for c in have) and not (lacks and lacks in texts)

            return ok

        await _hand(app, fake, room_id, A, shows("7♣"))  # the laid-out hand, hers to lead
        assert await press_action(app, fake, room, A, Action("attack", 0, "6S"))
        # she may throw in her other sixes: their buttons, in the hand's order
        await _hand(app, fake, room_id, A, shows("6♥", "6♦", lacks="7♣"))
        room = await wait_room(app, room_id, lambda r: len(r.engine().view(None)["table"]) == 1)  # type: ignore[union-attr]
        assert await press_action(app, fake, room, A, Action("attack", 0, "6H"))
        # 6♥ went: only 6♦ is left to throw in, and no button stands where 6♥ was
        hand = await _hand(app, fake, room_id, A, shows("6♦", lacks="6♥"))
        texts = hand.button_texts()
        assert all(t.strip(" ·") for t in texts), texts  # every button says what it is
        assert texts[0].startswith("6♦"), texts  # the card to throw in comes first, no filler before it


async def _hand(app, fake, room_id: str, uid: int, ok):
    """``uid``'s hand of the room once ``ok(message)`` holds (waits for it)."""
    deadline = asyncio.get_running_loop().time() + 5 * patience()
    while True:
        msg = await message_of(app, fake, room_id, uid, "hand")
        if ok(msg):
            return msg
        assert asyncio.get_running_loop().time() < deadline, f"the hand is not as awaited\n{fake.dump()}"
        await settle(fake)


async def _hand_below(app, fake, room_id: str, uid: int, after: int):
    """``uid``'s hand of the room once it is a message below message ``after`` (waits for it)."""
    return await _hand(app, fake, room_id, uid, lambda m: m.message_id > after)


async def test_table_talk_brings_the_hand_of_the_person_to_move_down(fake_tg, tmp_path):
    fake = fake_tg
    fake.add_user(A, "Аня")
    fake.add_user(B, "Боря")
    async with running_bot(make_settings(fake, tmp_path / "k.sqlite3")) as app:
        room_id = await private_room(app, fake, "scopa", A, B)
        room = await wait_room(app, room_id, lambda r: r.game_running() and bool(r.engine().to_act()))  # type: ignore[union-attr]
        seat = room.engine().to_act()[0]  # type: ignore[union-attr]
        mover = room.seats[seat].user_id
        talker = B if mover == A else A
        assert mover is not None
        # both hands show the game (the mover's with their cards to play)
        cards = fragment("your-hand")
        hand = await _hand(app, fake, room_id, mover, lambda m: cards in m.text and bool(m.buttons()))
        theirs = await _hand(app, fake, room_id, talker, lambda m: cards in m.text)
        # the other person writes: the line lands below the mover's hand ...
        fake.send_text(talker, "ходи!")
        line = await fake.wait_message(mover, "ходи!")
        assert line.message_id > hand.message_id
        # ... and the hand they are to play comes down below it, silently, the old one deleted
        now = await _hand_below(app, fake, room_id, mover, line.message_id)
        assert now.disable_notification and fake.last_message(mover).message_id == now.message_id
        await fake.wait_for(lambda: fake.message(mover, hand.message_id).deleted)
        # the talker is not to move: their hand stays where it was
        assert (await message_of(app, fake, room_id, talker, "hand")).message_id == theirs.message_id
        # the mover answers while it is still their move: their hand comes below their own words
        said = fake.send_text(mover, "думаю")["message"]["message_id"]
        await fake.wait_message(talker, "думаю")
        latest = await _hand_below(app, fake, room_id, mover, said)
        assert latest.disable_notification
        assert (await app.rooms.get(room_id)).engine().to_act() == [seat]  # type: ignore[union-attr]
