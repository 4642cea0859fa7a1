"""Issue 44, items 2 and 8, end to end against the fake Bot API (SQLite, and PostgreSQL with
``KOZYR_TEST_POSTGRES``): the creator's «⛔ Завершить игру» on a group table, and the ``e:`` payload
sent where no such button is shown, lose a people-only match for the creator (the opponent's rating
rises, the table says whose loss it counts as); a blocked player's seat is offered to the opponent
at once («🤖 Сыграть за …»), which is the blocked player's loss while the match goes on against the
computer, its end rating nobody again; a thinking person facing one opponent is never offered to the
computer, while at a table of three people a silent one is — their loss in a rated match — and
takes the seat back with any press."""

from __future__ import annotations

import random

from bot.chat import callbacks as cb
from bot.sandbox.fakeapi import FakeTelegram
from tests.support.bot_e2e import (
    bura_in_group,
    fragment,
    latest_room,
    make_settings,
    message_of,
    play_to_end,
    press_ready,
    private_room,
    running_bot,
    tr,
    wait_room,
)

ANN, BOB, CID = 4401, 4402, 4403
NAMES = {ANN: "Аня", BOB: "Боря", CID: "Сева"}
GROUP = -4401


async def ratings(app, game: str) -> dict[int, tuple[float, int, int]]:
    """Each rated person's (rating, wins, losses) in ``game``."""
    async with app.storage.read() as tx:
        found = await tx.ratings.of(list(NAMES), game)
    return {u: (r.rating, r.wins, r.losses) for u, r in found.items()}


def lost_to(rated: dict[int, tuple[float, int, int]], loser: int, winners: list[int]) -> None:
    assert set(rated) == {loser, *winners}, rated
    assert rated[loser][0] < 1500.0 and rated[loser][1:] == (0, 1)
    for w in winners:
        assert rated[w][0] > 1500.0 and rated[w][1:] == (1, 0)


def people(fake: FakeTelegram, *uids: int) -> None:
    for uid in uids:
        fake.add_user(uid, NAMES[uid])


async def press_until_answered(fake: FakeTelegram, uid: int, chat: int, message_id: int, label: str) -> str:
    await fake.wait_for(lambda: any(label in b for b in fake.message(chat, message_id).button_texts()))
    q = fake.press_button(uid, fake.message(chat, message_id), label)
    return str((await fake.wait_answer(q)).get("text"))


async def test_the_end_button_on_a_group_table_loses_the_creators_rated_match(fake_tg, tmp_path):
    fake = fake_tg
    people(fake, ANN, BOB)
    async with running_bot(make_settings(fake, tmp_path / "k.sqlite3")) as app:
        room_id, table = await bura_in_group(app, fake, GROUP, ANN, BOB)
        end = tr("btn-end-game")
        answers = [await press_until_answered(fake, ANN, GROUP, table, end) for _ in range(2)]
        room = await wait_room(app, room_id, lambda r: r.status == "lobby")
        lost_to(await ratings(app, "bura"), ANN, [BOB])
        assert answers == [tr("confirm-end", people="yes"), tr("ended-ok")]  # the first press warned
        assert room.outcome == {"type": "ended", "user": ANN, "lost": [ANN]}
        said = tr("outcome-ended", name="Аня") + "\n" + tr("outcome-rated-loss", names="Аня")
        await fake.wait_for(lambda: said in fake.message(GROUP, table).text)


async def test_an_end_payload_where_no_button_is_shown_loses_too(fake_tg, tmp_path):
    fake = fake_tg
    people(fake, ANN, BOB)
    async with running_bot(make_settings(fake, tmp_path / "k.sqlite3")) as app:
        room_id = await private_room(app, fake, "scopa", ANN, BOB)
        hand = await message_of(app, fake, room_id, ANN, "hand")
        data = cb.EndGame(room=room_id).pack()
        assert all(b.get("callback_data") != data for b in hand.buttons())  # no such button here
        answers = []
        for _ in range(2):
            q = fake.press(ANN, fake.message(ANN, hand.message_id), data)
            answers.append((await fake.wait_answer(q)).get("text"))
        room = await wait_room(app, room_id, lambda r: r.status == "lobby")
        lost_to(await ratings(app, "scopa"), ANN, [BOB])
        assert answers == [tr("confirm-end", people="yes"), tr("ended-ok")]
        assert room.outcome["lost"] == [ANN]


async def test_a_blocked_players_seat_is_offered_at_once_and_counts_as_their_loss(fake_tg, tmp_path):
    fake = fake_tg
    people(fake, ANN, BOB)
    async with running_bot(make_settings(fake, tmp_path / "k.sqlite3", pause_seconds=600.0)) as app:
        room_id = await private_room(app, fake, "durak", ANN, BOB)
        fake.bot_blocked_by_user(BOB)
        await fake.wait_message(ANN, fragment("pause-started"))
        paused = await wait_room(app, room_id, lambda r: r.paused)
        # the match waits, and Аня may hand Боря's seat to the computer at once
        hand = await message_of(app, fake, room_id, ANN, "hand")
        note = tr("pause-rated-note", names="Боря")  # the table says what the absence costs
        await fake.wait_for(lambda: note in fake.message(ANN, hand.message_id).text)
        label = tr("btn-take-over", name="Боря")
        assert await press_until_answered(fake, ANN, ANN, hand.message_id, label) == tr("takeover-ok")
        room = await wait_room(app, room_id, lambda r: not r.paused and r.away() == [BOB])
        assert room.turn > paused.turn and room.status == "playing"
        rated = await ratings(app, "durak")
        lost_to(rated, BOB, [ANN])
        # the match goes on against the computer; its end moves nobody's rating again
        room = await play_to_end(app, fake, room_id, [ANN], random.Random(4))
        assert room.status == "lobby" and await ratings(app, "durak") == rated


async def test_a_person_thinking_against_one_opponent_is_never_offered_to_the_computer(fake_tg, tmp_path):
    """Bura promises «думайте сколько нужно»: the silence outlasts ABSENT_AFTER_SECONDS (and then
    HURRY_AFTER_SECONDS, which is what the test waits for), and the opponent gets «Поторопить» but
    no «🤖 Сыграть за …»."""
    fake = fake_tg
    people(fake, ANN, BOB)
    settings = make_settings(
        fake, tmp_path / "k.sqlite3", absent_after_seconds=0.2, hurry_after_seconds=0.6
    )
    async with running_bot(settings) as app:
        room_id, table = await bura_in_group(app, fake, GROUP, ANN, BOB)
        room = await wait_room(app, room_id, lambda r: r.game_running())
        silent = room.seats[room.engine().view(None)["to_act"][0]].user_id  # type: ignore[union-attr]
        other = BOB if silent == ANN else ANN
        hand = await message_of(app, fake, room_id, other, "hand")
        await fake.wait_for(lambda: tr("btn-hurry") in fake.message(other, hand.message_id).button_texts())
        label = tr("btn-take-over", name=NAMES[silent])  # type: ignore[index]
        for chat, mid in ((other, hand.message_id), (GROUP, table)):
            assert label not in fake.message(chat, mid).button_texts()
        assert (await app.rooms.get(room_id)).away() == []  # type: ignore[union-attr]


async def test_at_a_table_of_three_a_silent_person_is_handed_over_and_takes_the_seat_back(fake_tg, tmp_path):
    fake = fake_tg
    people(fake, ANN, BOB, CID)
    fake.add_group(GROUP, "Club")
    settings = make_settings(fake, tmp_path / "k.sqlite3", absent_after_seconds=0.3, computer_delay=0.3)
    async with running_bot(settings) as app:
        fake.send_text(ANN, "/durak", chat_id=GROUP)
        table = await fake.wait_message(GROUP, fragment("title-durak"))
        room = await latest_room(app, GROUP)
        for uid in (ANN, BOB, CID):
            fake.press_button(uid, fake.message(GROUP, table.message_id), tr("btn-join"))
        await wait_room(app, room.id, lambda r: len(r.seats) == 3)
        if room.capacity != 3:
            assert (await app.rooms.set_option(room.id, ANN, "seats", "3")).key == "option-ok"
        for uid in (ANN, BOB, CID):
            await press_ready(app, fake, room.id, uid)
        room = await wait_room(app, room.id, lambda r: r.game_running())
        seat = room.engine().view(None)["to_act"][0]  # type: ignore[union-attr]
        silent = room.seats[seat].user_id
        assert silent is not None
        other = next(u for u in (ANN, BOB, CID) if u != silent)
        hand = await message_of(app, fake, room.id, other, "hand")
        label = tr("btn-take-over", name=NAMES[silent])
        assert await press_until_answered(fake, other, other, hand.message_id, label) == tr("takeover-ok")
        turn = room.turn
        room = await wait_room(app, room.id, lambda r: silent in r.away())
        # a people-only match: handing the silent person's seat over is their loss, rated at once
        rated = await ratings(app, "durak")
        lost_to(rated, silent, [u for u in (ANN, BOB, CID) if u != silent])
        third = next(u for u in (ANN, BOB, CID) if u not in (silent, other))
        await fake.wait_message(third, fragment("takeover-announce-rated"))
        # the computer plays the seat; then any press of the person gives it back
        await wait_room(app, room.id, lambda r: r.turn > turn + 1 or not r.game_running())
        own = await message_of(app, fake, room.id, silent, "hand")
        plays = fragment("computer-plays-for-you")
        await fake.wait_for(lambda: plays in fake.message(silent, own.message_id).text)
        buttons = fake.message(silent, own.message_id).buttons()
        data = next(b["callback_data"] for b in buttons if "callback_data" in b)
        await fake.wait_answer(fake.press(silent, fake.message(silent, own.message_id), data))
        room = await wait_room(app, room.id, lambda r: silent not in r.away())
        assert not room.auto(room.seat_of(silent).seat)  # type: ignore[union-attr]
        # the match goes on with the three of them, already rated: its end moves nobody again
        room = await play_to_end(app, fake, room.id, [ANN, BOB, CID], random.Random(5))
        assert room.status == "lobby" and await ratings(app, "durak") == rated
