"""Issue 32, quick match, end to end against the fake Bot API (virtual time): two strangers who send
``/play durak`` a second apart are dealt into one private room within 2 s; a third person's game is
filled with computers after the wait they chose; the records verify; nobody sees a username or a
last name not shown by choice; the queue survives a restart (matching and the wait's deadline);
leaving is one tap; one person is in one queue; the limits answer in words."""

from __future__ import annotations

import asyncio
import random

import pytest

from bot.app import KozyrApp
from bot.model import Room
from bot.rooms.records import verify_record
from bot.storage import StorageBusy
from tests import postgres
from tests.support.bot_e2e import (
    fragment,
    make_settings,
    play_to_end,
    restart_pause,
    running_bot,
    sql,
    tr,
)

A, B, C = 3301, 3302, 3303


async def quick_room_of(app: KozyrApp, uid: int) -> Room | None:
    assert app.rooms is not None
    for room in await app.rooms.rooms_of_user(uid):
        if room.extra.get("quick"):
            return room
    return None


async def wait_quick_room(app: KozyrApp, fake, uid: int, timeout: float = 5.0) -> Room:
    found: list[Room] = []

    async def look() -> None:
        while not found:
            room = await quick_room_of(app, uid)
            if room is not None and room.status == "playing":
                found.append(room)
                return
            await asyncio.sleep(0.05)

    await asyncio.wait_for(look(), timeout * fake.patience)
    return found[0]


async def verify_all(app: KozyrApp, settings, room_id: str) -> int:
    """Every finished deal of the room has a record that verifies; how many."""
    assert app.rooms is not None
    deals = await sql(
        settings, "SELECT match_no, deal_no FROM deals WHERE room_id = ? AND ended_at IS NOT NULL", (room_id,)
    )
    for match_no, deal_no in deals:
        record = await app.rooms.record(room_id, match_no, deal_no)
        assert record is not None and verify_record(record), (match_no, deal_no)
    return len(deals)


def texts(fake, uid: int) -> str:
    return "\n".join(m.text + " " + " ".join(m.button_texts()) for m in fake.chat_messages(uid))


@pytest.mark.both_databases
async def test_two_strangers_are_dealt_together_and_a_third_gets_computers(fake_tg, tmp_path):
    fake = fake_tg
    fake.add_user(A, "Аня", username="anya_secret", last_name="Секретова")
    fake.add_user(B, "Боря", username="borya_secret", last_name="Тайный")
    fake.add_user(C, "Вера", username="vera_secret")
    settings = make_settings(fake, tmp_path / "k.sqlite3")
    loop = asyncio.get_running_loop()
    async with running_bot(settings) as app:
        fake.send_text(A, "/play durak")
        await fake.wait_message(A, fragment("quick-waiting"))
        await asyncio.sleep(1.0)  # a second apart (virtual time)
        sent = loop.time()
        fake.send_text(B, "/play durak")
        room = await wait_quick_room(app, fake, B)
        assert loop.time() - sent <= 2.0
        assert set(room.human_ids()) == {A, B} and room.chat_id is None and room.capacity == 2
        assert room.extra["quick"] is True and room.options["mode"] == "podkidnoy"
        assert await sql(settings, "SELECT COUNT(*) FROM quick_queue") == [(0,)]
        await fake.wait_message(A, tr("quick-matched", names="Боря", n=0))
        await fake.wait_message(B, tr("quick-matched", names="Аня", n=0))
        # each plays in their private chat: the hands came there
        await fake.wait_for(lambda: len(fake.chat_messages(A)) >= 2 and len(fake.chat_messages(B)) >= 2)

        # the third person chooses a 15 s wait with the buttons, and joins
        fake.send_text(C, "/play")
        menu = await fake.wait_message(C, tr("quick-menu-title"))
        fake.press_button(C, menu, tr("btn-quick-wait", sec=15))
        chosen = "• " + tr("btn-quick-wait", sec=15)
        await fake.wait_for(lambda: chosen in fake.message(C, menu.message_id).button_texts())
        fake.press_button(C, fake.message(C, menu.message_id), tr("btn-quick-go"))
        joined = loop.time()
        offer = await fake.wait_message(C, fragment("quick-offer"), timeout=30)
        assert 15.0 <= loop.time() - joined <= 17.5
        assert offer.message_id == menu.message_id  # one message, edited in place
        fake.press_button(C, offer, tr("btn-quick-fill"))
        solo = await wait_quick_room(app, fake, C)
        assert solo.human_ids() == [C] and solo.computers() == 1 and solo.extra["quick"] is True
        await fake.wait_message(C, tr("quick-filled", n=1))

        # both games to the end; every record verifies
        rng = random.Random(32)
        done = await play_to_end(app, fake, room.id, [A, B], rng)
        assert done.status != "playing"
        done = await play_to_end(app, fake, solo.id, [C], rng)
        assert await verify_all(app, settings, room.id) >= 1
        assert await verify_all(app, settings, solo.id) >= 1

        # strangers see first names only: no username, no last name anywhere
        everything = texts(fake, A) + texts(fake, B) + texts(fake, C)
        for secret in ("anya_secret", "borya_secret", "vera_secret", "Секретова", "Тайный"):
            assert secret not in everything


async def test_show_name_shows_the_full_name(fake_tg, tmp_path):
    fake = fake_tg
    fake.add_user(A, "Аня", last_name="Полная")
    fake.add_user(B, "Боря")
    async with running_bot(make_settings(fake, tmp_path / "k.sqlite3")) as app:
        fake.send_text(A, "/profile")
        profile = await fake.wait_message(A, tr("profile-title"))
        fake.press_button(A, profile, tr("btn-show-name", on="yes"))
        await fake.wait_for(lambda: tr("profile-name", on="yes") in fake.message(A, profile.message_id).text)
        fake.send_text(A, "/play bura")
        await fake.wait_message(A, fragment("quick-waiting"))
        fake.send_text(B, "/play bura")
        await fake.wait_message(B, tr("quick-matched", names="Аня Полная", n=0))
        room = await wait_quick_room(app, fake, A)
        assert room.extra["names"] == {str(A): "Аня Полная", str(B): "Боря"}


@pytest.mark.both_databases
async def test_the_queue_survives_a_restart(fake_tg, tmp_path):
    fake = fake_tg
    for uid, name in ((A, "Аня"), (B, "Боря"), (C, "Вера")):
        fake.add_user(uid, name)
    settings = make_settings(fake, tmp_path / "k.sqlite3")
    loop = asyncio.get_running_loop()
    async with running_bot(settings):
        fake.send_text(A, "/play bura")
        fake.send_text(C, "/play scopa")  # the default wait: 30 s
        await fake.wait_message(A, fragment("quick-waiting"))
        await fake.wait_message(C, fragment("quick-waiting"))
        joined = loop.time()
    assert len(await sql(settings, "SELECT user_id FROM quick_queue")) == 2
    await restart_pause()
    async with running_bot(settings) as app:
        fake.send_text(B, "/play bura")
        room = await wait_quick_room(app, fake, A)  # A, queued before the restart, is matched
        assert set(room.human_ids()) == {A, B}
        await fake.wait_message(A, tr("quick-matched", names="Боря", n=0))
        # C's wait, armed before the restart, still ends in the offer
        await fake.wait_message(C, fragment("quick-offer"), timeout=40)
        assert 30.0 <= loop.time() - joined <= 33.0


async def test_leaving_the_queue_and_one_queue_per_person(fake_tg, tmp_path):
    fake = fake_tg
    fake.add_user(A, "Аня")
    settings = make_settings(fake, tmp_path / "k.sqlite3")
    async with running_bot(settings):
        fake.send_text(A, "/play durak")
        waiting = await fake.wait_message(A, fragment("quick-waiting"))
        while not await sql(settings, "SELECT user_id FROM quick_queue"):  # the message comes first
            await asyncio.sleep(0.05)
        # /play again shows the state; a second join changes nothing: one row
        fake.send_text(A, "/play scopa")
        shown = fragment("quick-waiting")
        await fake.wait_for(lambda: len([m for m in fake.chat_messages(A) if shown in m.text]) == 2)
        assert await sql(settings, "SELECT user_id, game FROM quick_queue") == [(A, "durak")]
        # the menu from /start: pressing to join while queued shows the queue
        fake.send_text(A, "/start")
        welcome = await fake.wait_message(A, fragment("welcome"))
        fake.press_button(A, welcome, tr("btn-quick"))
        state = await fake.wait_for(
            lambda: [m for m in fake.chat_messages(A) if fragment("quick-waiting") in m.text][-1]
        )
        # leaving: one tap
        query = fake.press_button(A, state, tr("btn-quick-leave"))
        assert (await fake.wait_answer(query))["text"] == tr("quick-left")
        await fake.wait_for(lambda: tr("quick-left") in fake.message(A, state.message_id).text)
        assert await sql(settings, "SELECT COUNT(*) FROM quick_queue") == [(0,)]
        # an old message's leave: said in words
        query = fake.press_button(A, fake.message(A, waiting.message_id), tr("btn-quick-leave"))
        assert (await fake.wait_answer(query))["text"] == tr("quick-not-queued")
        # another person's buttons are not theirs
        fake.add_user(B, "Боря")
        query = fake.press_button(B, fake.message(A, state.message_id), tr("btn-quick"))
        assert (await fake.wait_answer(query))["text"] == tr("err-not-your-menu")
        # in a group: the private chat
        group = -100321
        fake.add_group(group, "Клуб")
        fake.send_text(A, "/play", chat_id=group)
        await fake.wait_message(group, tr("quick-private"))


async def test_limits_answer_in_words(fake_tg, tmp_path):
    fake = fake_tg
    fake.add_user(A, "Аня")
    fake.add_user(B, "Боря")
    settings = make_settings(fake, tmp_path / "k.sqlite3")
    async with running_bot(settings) as app:
        # joins: at most 5 a minute
        for _ in range(5):
            seen = {m.message_id for m in fake.chat_messages(A)}
            fake.send_text(A, "/play bura")
            msg = await fake.wait_for(
                lambda seen=seen: [
                    m for m in fake.chat_messages(A)
                    if m.message_id not in seen and fragment("quick-waiting") in m.text
                ]
            )
            fake.press_button(A, msg[0], tr("btn-quick-leave"))
            await fake.wait_for(lambda m=msg[0]: tr("quick-left") in fake.message(A, m.message_id).text)
        fake.send_text(A, "/play bura")
        await fake.wait_message(A, fragment("quick-too-many-joins"))
        assert await sql(settings, "SELECT COUNT(*) FROM quick_queue") == [(0,)]

        # leaving a quick match early: a cool-down before the next join, said in words
        await asyncio.sleep(61)
        fake.send_text(A, "/play bura")
        fake.send_text(B, "/play bura")
        room = await wait_quick_room(app, fake, A)
        assert app.rooms is not None
        await app.rooms.leave(room.id, A)
        assert await sql(settings, "SELECT strikes FROM quick_penalties WHERE user_id = ?", (A,)) == [(1,)]
        # surrender ends a quick match early too: a strike for B (now playing A's computer)
        room = await app.rooms.get(room.id)
        assert room is not None
        reply = await app.rooms.surrender(room.id, B, room.turn)
        assert reply.key != "err-stale", reply
        assert await sql(settings, "SELECT strikes FROM quick_penalties WHERE user_id = ?", (B,)) == [(1,)]
        fake.send_text(A, "/play bura")
        await fake.wait_message(A, fragment("quick-cooldown"))
        await asyncio.sleep(61)  # the cool-down (60 s for a first strike) is over
        fake.send_text(A, "/play bura")
        await fake.wait_for(lambda: fragment("quick-waiting") in fake.chat_messages(A)[-1].text)


async def test_two_workers_on_postgresql_never_seat_one_person_twice(fake_tg, tmp_path):
    """Two app instances on one PostgreSQL database: 40 people join through both at once (each
    worker's join runs a matching pass, and both tick); every person ends in at most one room."""
    if postgres.server() is None:
        pytest.skip("no PostgreSQL server (set KOZYR_TEST_POSTGRES, or run one on 127.0.0.1:5432)")
    from bot.render.quick import Choice

    fake = fake_tg
    people = list(range(5000, 5040))
    for uid in people:
        fake.add_user(uid, f"P{uid}")
    url = postgres.fresh_url()
    one = KozyrApp(make_settings(fake, tmp_path / "a.sqlite3", database_url=url))
    two = KozyrApp(make_settings(fake, tmp_path / "b.sqlite3", database_url=url))
    await one.start(poll=False)
    await two.start(poll=False)
    try:
        assert one.quick is not None and two.quick is not None
        choice = Choice.default(None)  # durak, 2–4 seats
        joins = [
            (one if i % 2 else two).quick.join(uid, uid, None, choice, "ru", f"P{uid}", f"{uid}:t")  # type: ignore[union-attr]
            for i, uid in enumerate(people)
        ]

        async def tick(app: KozyrApp) -> bool:
            """One tick as the scheduler's chore runs it: a queue too busy to lock now (the other
            worker's joins and ticks hold it; PostgreSQL's lock_timeout) is matched at a later
            tick — that is no failure; False then."""
            assert app.quick is not None
            try:
                await app.quick.tick()
            except StorageBusy:
                return False
            return True

        await asyncio.gather(*joins, tick(one), tick(two))
        # the ticks that follow (the scheduler's, every QUICK_TICK_SECONDS) until one goes through
        for _ in range(50):
            if await tick(one):
                break
            await asyncio.sleep(0.2)
        else:
            raise AssertionError("the queue stayed locked through 50 ticks")
        await asyncio.sleep(2)
        seats = await sql(
            make_settings(fake, tmp_path / "a.sqlite3", database_url=url),
            "SELECT s.user_id, COUNT(*) FROM seats s JOIN rooms r ON r.id = s.room_id"
            " WHERE s.user_id IS NOT NULL GROUP BY s.user_id",
        )
        assert all(n == 1 for _, n in seats), seats
        queued = await sql(
            make_settings(fake, tmp_path / "a.sqlite3", database_url=url), "SELECT user_id FROM quick_queue"
        )
        assert len(seats) + len(queued) == len(people)  # everyone seated once, or still waiting
        assert len(seats) >= 36
    finally:
        await two.stop()
        await one.stop()


@pytest.mark.both_databases
async def test_the_queue_holds_the_players_rating_in_the_game(fake_tg, tmp_path):
    """The queue pairs people by their Glicko-2 rating in the game asked for (bot/rooms/rating.py):
    a rated person waits with their rating, someone never rated in that game with the start value."""
    fake = fake_tg
    fake.add_user(A, "Аня")
    fake.add_user(B, "Боря")
    settings = make_settings(fake, tmp_path / "k.sqlite3")
    async with running_bot(settings):
        fake.send_text(A, "/start")
        await fake.wait_message(A, fragment("welcome"))
        await sql(
            settings,
            "INSERT INTO ratings (user_id, game, rating, rd, volatility, games, updated_at)"
            " VALUES (?, 'durak', 1777.5, 80, 0.06, 12, 0), (?, 'bura', 1300, 80, 0.06, 12, 0)",
            (A, B),
        )
        fake.send_text(A, "/play durak 4")
        fake.send_text(B, "/play durak 4")
        for uid in (A, B):
            await fake.wait_message(uid, fragment("quick-waiting"))
        while len(await sql(settings, "SELECT user_id FROM quick_queue")) < 2:
            await asyncio.sleep(0.05)
        rows = await sql(settings, "SELECT user_id, rating FROM quick_queue ORDER BY user_id")
        assert rows == [(A, 1777.5), (B, 1500.0)]  # B is rated in Bura only
