"""Issue 36, item 3: the live hand is the newest message when it matters, read from the fake Bot API's
order of each chat — a hand pushed up comes down when its owner is to act (and the ping *is* the
hand, with sound: no separate «🔔» line), a rematch starts on the newest messages of every chat while
the finished match keeps its result and record button without play buttons, a hurry ping goes once
it is no longer true, and /hand sends the running rooms last, the newest the last message."""

from __future__ import annotations

import random

import pytest

from bot.chat.pings import still_true
from bot.model import CLOSED, LOBBY
from bot.sandbox.fakeapi import FakeTelegram
from bot.sandbox.fakeapi.wire import FakeMessage
from engines.durak import Durak
from tests.bot.test_pings import durak_room, two_player_game
from tests.support.bot_e2e import (
    bura_in_group,
    choose,
    fragment,
    make_settings,
    message_of,
    press_action,
    press_ready,
    private_room,
    running_bot,
    tr,
    wait_room,
    waited_for,
)


def newest(fake: FakeTelegram, chat_id: int) -> int:
    """The id of the newest message in the chat: the bot's (not deleted) or the person's."""
    ids = [m.message_id for m in fake.chat_messages(chat_id)]
    ids += [m["message_id"] for m in fake.user_messages.get(chat_id, [])]
    return max(ids)


async def moved(app, fake: FakeTelegram, room_id: str, chat_id: int, old: int) -> FakeMessage:  # type: ignore[no-untyped-def]
    """The slot's message once it is no longer ``old``."""
    await fake.wait_for(lambda: fake.message(chat_id, old) is None or fake.message(chat_id, old).deleted)
    return await message_of(app, fake, room_id, chat_id, "hand")


def play_buttons(message: FakeMessage) -> list[str]:
    """Buttons that would play on (anything but a record's or a review's)."""
    return [
        b.get("callback_data") or b.get("url", "")
        for b in message.buttons()
        if not str(b.get("callback_data")).startswith(("d:", "rv:"))
    ]


async def test_a_pushed_up_hand_comes_down_when_its_owner_is_to_act_and_the_ping_is_the_hand(
    fake_tg, tmp_path
):
    fake = fake_tg
    fake.add_user(3601, "Anna")
    fake.add_user(3602, "Boris")
    settings = make_settings(
        fake, tmp_path / "k.sqlite3", turn_pings=True, ping_delay_seconds=3.0, ping_interval_seconds=60.0
    )
    async with running_bot(settings) as app:
        room_id = await private_room(app, fake, "scopa", 3601, 3602)
        room = await app.rooms.get(room_id)  # type: ignore[union-attr]
        game = room.engine()
        mover = waited_for(room)[0]
        other = 3602 if mover == 3601 else 3601
        mover_hand = await message_of(app, fake, room_id, mover, "hand")
        old = await message_of(app, fake, room_id, other, "hand")
        fake.send_text(other, "/help")  # anything newer pushes the hand up
        await fake.wait_message(other, tr("help").splitlines()[0])
        assert newest(fake, other) > old.message_id
        seat = room.seat_of(mover).seat
        legal = [a for a in game.legal_actions(seat) if a.type != "surrender"]
        assert await press_action(app, fake, room, mover, choose(legal, random.Random(1)))
        # the other is to act now: their hand comes down at once, silently, the old one deleted
        hand = await moved(app, fake, room_id, other, old.message_id)
        assert newest(fake, other) == hand.message_id
        assert hand.disable_notification
        # its play buttons: a move, or a card with several captures to pick (all of them, some deals)
        plays = (f"m:{room_id}:", f"p:{room_id}:")
        assert any(b.get("callback_data", "").startswith(plays) for b in hand.buttons()), hand.buttons()
        # the mover's own hand was not pushed up: edited in place
        assert (await message_of(app, fake, room_id, mover, "hand")).message_id == mover_hand.message_id
        # the ping after the delay: the hand again, anew with sound, and still no «🔔» line
        ping = await moved(app, fake, room_id, other, hand.message_id)
        assert not ping.disable_notification
        assert newest(fake, other) == ping.message_id
        assert ping.text == fake.message(other, hand.message_id).text  # the hand, not a line about it
        assert len(app.presenter.pinger.sent) == 1  # type: ignore[union-attr]
        for chat in (mover, other):
            assert not [m.text for m in fake.all_messages(chat) if m.text.startswith("🔔")]


@pytest.mark.parametrize("together", [False, True], ids=["one-by-one", "both-at-once"])
async def test_a_rematch_starts_on_the_newest_messages_and_the_finished_match_keeps_its_result(
    fake_tg, tmp_path, together
):
    """``both-at-once``: the two «🔁» presses land together, so the redraw the first one asks for is
    drawn from the state the second made — the rematch's first deal. It still goes to a new
    message: a finished match's result is never overwritten by the game after it."""
    fake = fake_tg
    group, people = -3610, (3611, 3612)
    fake.add_user(3611, "Anna")
    fake.add_user(3612, "Boris")
    async with running_bot(make_settings(fake, tmp_path / "k.sqlite3")) as app:
        room_id, table_id = await bura_in_group(app, fake, group, *people)
        room = await app.rooms.get(room_id)  # type: ignore[union-attr]
        await app.rooms.surrender(room_id, 3611, room.turn)  # type: ignore[union-attr]
        await wait_room(app, room_id, lambda r: r.status == LOBBY)
        over = await fake.wait_message(group, fragment("game-over-header"))
        result = fragment("match-winner")
        await fake.wait_for(lambda: result in fake.message(group, table_id).text)
        hands = {uid: await message_of(app, fake, room_id, uid, "hand") for uid in people}
        for uid in people:
            await fake.wait_for(lambda u=uid: result in fake.message(u, hands[u].message_id).text)
        records = {
            chat: [
                b
                for b in fake.message(chat, mid).buttons()
                if str(b.get("callback_data")).startswith(("d:", "rv:"))
            ]
            for chat, mid in [(group, table_id)] + [(uid, hands[uid].message_id) for uid in people]
        }
        fake.send_text(3612, "/help")  # one of them reads something meanwhile
        if together:
            queries = [
                fake.press(uid, fake.message(uid, hands[uid].message_id), f"r:{room_id}") for uid in people
            ]
            for q in queries:  # type: ignore[arg-type]
                await fake.wait_answer(q)
        else:
            for uid in people:
                await press_ready(app, fake, room_id, uid)
        await wait_room(app, room_id, lambda r: r.match_no == 2 and r.game_running())
        await app.outbox.flush(timeout=30)  # type: ignore[union-attr]
        # at the first turn: the running table is the group's last bot message, below «🏁»
        table = await message_of(app, fake, room_id, group, "table")
        assert fake.chat_messages(group)[-1].message_id == table.message_id
        assert table.message_id > over.message_id and table.message_id != table_id
        assert result not in table.text
        assert not fake.message(group, over.message_id).buttons()  # «🏁»: its result, no rematch button
        for uid in people:  # and each hand the newest message of its chat
            hand = await message_of(app, fake, room_id, uid, "hand")
            assert hand.message_id != hands[uid].message_id
            assert newest(fake, uid) == hand.message_id, fake.dump()
        # the finished match's messages keep its result and record button, and nothing that plays on
        for chat, mid in [(group, table_id)] + [(uid, hands[uid].message_id) for uid in people]:
            kept = fake.message(chat, mid)
            assert kept is not None and not kept.deleted
            assert result in kept.text and tr("title-bura") in kept.text
            assert not play_buttons(kept), kept.buttons()
            assert kept.buttons() == records[chat]


async def test_a_finished_room_that_closes_keeps_its_result_and_record_button(fake_tg, tmp_path):
    fake = fake_tg
    group, people = -3640, (3641, 3642)
    fake.add_user(3641, "Anna")
    fake.add_user(3642, "Boris")
    async with running_bot(make_settings(fake, tmp_path / "k.sqlite3")) as app:
        room_id, table_id = await bura_in_group(app, fake, group, *people)
        room = await app.rooms.get(room_id)  # type: ignore[union-attr]
        await app.rooms.surrender(room_id, 3642, room.turn)  # type: ignore[union-attr]
        await wait_room(app, room_id, lambda r: r.status == LOBBY)
        over = await fake.wait_message(group, fragment("game-over-header"))
        result = fragment("match-winner")
        await fake.wait_for(lambda: result in fake.message(group, table_id).text)
        for uid in people:  # everyone leaves: the room closes
            await app.rooms.leave(room_id, uid)  # type: ignore[union-attr]
        await wait_room(app, room_id, lambda r: r.status == CLOSED)
        closed = fragment("room-closed")
        await fake.wait_for(lambda: closed in fake.message(group, table_id).text, timeout=15)
        kept = fake.message(group, table_id)
        assert result in kept.text and fragment("fair-ok") in kept.text
        assert [b["text"] for b in kept.buttons()] == [tr("btn-record")] and not play_buttons(kept)
        await fake.wait_for(lambda: not fake.message(group, over.message_id).buttons())  # no rematch


async def test_a_hurry_ping_brings_the_hand_below_it_and_goes_once_the_turn_is_taken(fake_tg, tmp_path):
    fake = fake_tg
    fake.add_user(3621, "Anna")
    fake.add_user(3622, "Boris")
    settings = make_settings(
        fake, tmp_path / "k.sqlite3", hurry_after_seconds=0.8, hurry_interval_seconds=30.0
    )
    async with running_bot(settings) as app:
        room_id = await private_room(app, fake, "scopa", 3621, 3622)
        room = await app.rooms.get(room_id)  # type: ignore[union-attr]
        mover = waited_for(room)[0]
        other = 3622 if mover == 3621 else 3621
        other_msg = await message_of(app, fake, room_id, other, "hand")
        old = await message_of(app, fake, room_id, mover, "hand")
        hurry = tr("btn-hurry")
        await fake.wait_for(
            lambda: hurry in fake.message(other, other_msg.message_id).button_texts(), timeout=4
        )
        q = fake.press_button(other, fake.message(other, other_msg.message_id), hurry)
        assert (await fake.wait_answer(q)).get("text") == tr("hurry-sent")
        ping = await fake.wait_message(mover, fragment("hurry-ping"))
        hand = await moved(app, fake, room_id, mover, old.message_id)
        assert ping.message_id < hand.message_id == newest(fake, mover)  # the hand below the ping
        room = await app.rooms.get(room_id)  # type: ignore[union-attr]
        seat = room.seat_of(mover).seat
        legal = [a for a in room.engine().legal_actions(seat) if a.type != "surrender"]
        assert await press_action(app, fake, room, mover, choose(legal, random.Random(2)))
        # the turn is taken: «hurry up» is no longer true and goes
        await fake.wait_for(lambda: fake.message(mover, ping.message_id).deleted)


def test_a_hurry_ping_is_true_only_while_the_room_waits_for_that_person() -> None:
    g = two_player_game()
    attacker = g.view(None)["attacker"]
    user = 1 + attacker
    room = durak_room(g, [1, 2])
    assert still_true(room, user, "hurry-ping")
    assert not still_true(room, 3 - user, "hurry-ping")  # not waited for
    assert not still_true(durak_room(g, [1, 2], last_seat=attacker), user, "hurry-ping")  # acted
    gone = durak_room(g, [1, None] if user == 2 else [None, 2])
    assert not still_true(gone, user, "hurry-ping")  # their seat is gone
    closed = durak_room(g, [1, 2])
    closed.status = CLOSED
    assert not still_true(closed, user, "hurry-ping")  # the game is over
    assert not still_true(room, user, "hurry-ping-next")  # a deal runs: no «next deal» to press
    assert not still_true(room, user, "hurry-ping-lobby")
    assert isinstance(g, Durak)


async def test_hand_sends_the_running_rooms_last_the_newest_the_last_message(fake_tg, tmp_path):
    fake = fake_tg
    me = 3631
    fake.add_user(me, "Anna")
    async with running_bot(make_settings(fake, tmp_path / "k.sqlite3")) as app:
        rooms = app.rooms
        assert rooms is not None
        await rooms.touch_user(me, "Anna", None, "ru", started=True)

        async def against_the_computer(game: str) -> str:
            room = await rooms.create_room(game, me, None, "ru")
            await rooms.add_computer(room.id, me)
            await rooms.ready(room.id, me, f"live-{room.id}")
            return room.id

        first = await against_the_computer("scopa")
        second = await against_the_computer("scopa")

        def mine(r) -> bool:  # type: ignore[no-untyped-def]
            return r.game_running() and r.seat_of(me).seat in r.engine().to_act()

        for room_id in (first, second):
            await wait_room(app, room_id, mine)
        # the first room moves on: it is now the one changed last
        room = await app.rooms.get(first)  # type: ignore[union-attr]
        legal = [a for a in room.engine().legal_actions(room.seat_of(me).seat) if a.type != "surrender"]
        assert await press_action(app, fake, room, me, choose(legal, random.Random(3)))
        await wait_room(app, first, lambda r: r.turn > room.turn and mine(r))
        lobby = (await rooms.create_room("bura", me, None, "ru")).id  # and a lobby, the newest room of all
        await message_of(app, fake, lobby, me, "hand")
        await app.outbox.flush(timeout=30)  # type: ignore[union-attr]
        fake.send_text(me, "/hand")
        hands: dict[int, str] = {}

        async def drawn() -> bool:
            hands.clear()
            for room_id in (lobby, second, first):
                hands[(await message_of(app, fake, room_id, me, "hand")).message_id] = room_id
            return min(hands) > max(m["message_id"] for m in fake.user_messages[me])

        for _ in range(200):
            if await drawn():
                break
            await fake.changed(0.05)
        await app.outbox.flush(timeout=30)  # type: ignore[union-attr]
        assert await drawn()
        last = [m.message_id for m in fake.chat_messages(me)][-3:]
        assert [hands.get(mid) for mid in last] == [lobby, second, first], fake.dump()
