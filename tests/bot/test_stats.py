"""Statistics (issue 18) end to end against the fake Bot API: a Durak game in a group between two
people (one Russian, one English) and a Bura match in private against the computer; then /stats (in
private and in the group), /top with its buttons edited in place, the /profile switch that hides a
person from /top, the chart (a valid PNG), and /forget (rows gone, seats anonymised, records still
verify)."""

from __future__ import annotations

import json
import random
import struct

import pytest

from bot.render.chart import SIZE
from engines.records import verify
from tests.support.bot_e2e import (
    choose_short,
    fragment,
    latest_room,
    make_settings,
    message_of,
    pause,
    play_to_end,
    press_ready,
    press_setting,
    private_room,
    running_bot,
    sql,
    tr,
    wait_latest_room,
    wait_room,
)

GROUP = -4001
ANYA, BOB = 401, 402  # Аня speaks Russian, Bob English


async def ask(fake, uid: int, text: str, chat_id: int | None = None, contains: str = ""):
    """``uid`` writes ``text``; the bot's next new message in that chat (containing ``contains``)."""
    chat = uid if chat_id is None else chat_id
    before = max((m.message_id for m in fake.all_messages(chat)), default=0)
    fake.send_text(uid, text, chat_id=chat_id)

    def find():
        for m in fake.chat_messages(chat):
            if m.message_id > before and contains in m.text:
                return m
        return None

    return await fake.wait_for(find, 10)


def line(lang: str, game: str, who: str, games: int, wins: int, losses: int, draws: int) -> str:
    rate = round(100 * wins / games) if games else 0
    return tr("stats-line", lang, who=who, game=game, games=games, wins=wins, losses=losses, draws=draws,
              rate=rate)


async def rows(app, statement: str, args=()) -> list:
    """What the bot's database holds (SQLite or PostgreSQL)."""
    return await sql(app.settings, statement, args)


async def durak_for_two(app, fake) -> object:
    fake.send_text(ANYA, "/durak", chat_id=GROUP)
    table = await fake.wait_message(GROUP, fragment("title-durak"))
    room = await latest_room(app, GROUP)
    for n in (3, 2):  # the creator takes the table down to two seats
        q = fake.press(ANYA, fake.message(GROUP, table.message_id), f"o:{room.id}:seats:{n}")
        await fake.wait_answer(q)
        await wait_room(app, room.id, lambda r, n=n: r.capacity == n)
    for uid in (ANYA, BOB):
        fake.press_button(uid, fake.message(GROUP, table.message_id), tr("btn-join"))
        await message_of(app, fake, room.id, uid, "hand")
    await wait_room(app, room.id, lambda r: len(r.seats) == 2)
    for uid in (ANYA, BOB):
        await press_ready(app, fake, room.id, uid)
    await wait_room(app, room.id, lambda r: r.status == "playing")
    return await play_to_end(app, fake, room.id, [ANYA, BOB], random.Random(5), max_steps=3000)


async def bura_against_the_computer(app, fake, uid: int, after: str) -> object:
    fake.send_text(uid, "/bura")
    for _ in range(500):
        room = await wait_latest_room(app)
        if room.id != after:
            break
        await pause(0.01)
    room = await wait_room(app, room.id, lambda r: len(r.seats) == 1)
    msg = await message_of(app, fake, room.id, uid, "hand")
    await press_setting(fake, uid, msg, tr("btn-add-computer", "en"), lang="en")
    await wait_room(app, room.id, lambda r: len(r.seats) == 2)
    await press_ready(app, fake, room.id, uid)
    await wait_room(app, room.id, lambda r: r.status == "playing")
    return await play_to_end(app, fake, room.id, [uid], random.Random(3), max_steps=4000, pick=choose_short)


@pytest.mark.both_databases
async def test_stats_top_profile_chart_and_forget(fake_tg, tmp_path):
    fake = fake_tg
    fake.add_group(GROUP, "Friends")
    fake.add_user(ANYA, "Аня", language_code="ru")
    fake.add_user(BOB, "Bob", language_code="en")
    db = tmp_path / "k.sqlite3"
    settings = make_settings(fake, db, stats_min_games=1, ai_level="random")
    async with running_bot(settings) as app:
        durak = await durak_for_two(app, fake)
        result = durak.engine().deal_results()[0]
        loser = result["loser"]
        users = durak.match_info["users"]
        outcome = {
            u: ("draw" if loser is None else "loss" if s == loser else "win") for s, u in enumerate(users)
        }
        bura = await bura_against_the_computer(app, fake, BOB, durak.id)
        bura_won = bura.engine().match_result()["winner"] == bura.seat_of(BOB).seat

        # the results table: one row per seat, written when the match ended
        stored = await rows(
            app, "SELECT game, chat_id, user_id, level, outcome, computers FROM results ORDER BY id"
        )
        assert [(g, c, u, o, k) for g, c, u, _, o, k in stored[:2]] == [
            ("durak", GROUP, users[0], outcome[users[0]], 0),
            ("durak", GROUP, users[1], outcome[users[1]], 0),
        ]
        assert {(r[0], r[1], r[4], r[5]) for r in stored[2:]} == {
            ("bura", None, "win" if bura_won else "loss", 1),
            ("bura", None, "loss" if bura_won else "win", 1),
        }
        assert {r[3] for r in stored[2:] if r[2] is None} == {"random"}

        def counts(uid: int) -> tuple[int, int, int]:
            o = outcome[uid]
            return int(o == "win"), int(o == "loss"), int(o == "draw")

        # /stats in private: every game of the person, people and computer apart — in ru and in en
        w, lo, d = counts(ANYA)
        text = (await ask(fake, ANYA, "/stats", contains=tr("stats-title", "ru"))).text
        assert line("ru", "durak", tr("stats-who-people", "ru"), 1, w, lo, d) in text
        assert tr("game-bura", "ru") not in text
        # issue 36: in players' words — «1 игра», «подкидной, 2 игрока», never «мест: 2»
        assert "1 игра," in text and "мест" not in text and "подкидной, 2 игрока" in text
        w, lo, d = counts(BOB)
        text = (await ask(fake, BOB, "/stats", contains=tr("stats-title", "en"))).text
        assert line("en", "durak", tr("stats-who-people", "en"), 1, w, lo, d) in text
        bw = int(bura_won)
        computer = tr("stats-who-computer", "en", level="random")
        assert line("en", "bura", computer, 1, bw, 1 - bw, 0) in text
        assert tr("stats-streak", "en", current=bw, best=bw) in text
        # issue 36: the level in the lobby's words, no "1 games"; Bura is played one way: no favourite
        assert "random" not in text and "(easy)" in text and "1 games" not in text and "1 game," in text
        assert text.count(fragment("stats-favourite", "en")) == 1  # Durak's only
        # in the group: that group only (no Bura there)
        group_stats = await ask(fake, BOB, "/stats", GROUP, tr("stats-title-group", "en", name="Bob"))
        assert line("en", "durak", tr("stats-who-people", "en"), 1, w, lo, d) in group_stats.text
        assert tr("game-bura", "en") not in group_stats.text

        # /top in the group: both people, the buttons edit the same message
        names = {ANYA: "Аня", BOB: "Bob"}
        order = sorted((ANYA, BOB), key=lambda u: -counts(u)[0])  # best win rate first
        for lang, uid in (("en", BOB), ("ru", ANYA)):
            board = await ask(fake, uid, "/top", GROUP, "🏆")
            assert tr("top-title", lang, game=tr("game-durak", lang), period="week") in board.text
            for n, who in enumerate(order, 1):
                wins = counts(who)[0]
                expected = tr("top-line", lang, n=n, name=names[who], wins=wins, games=1, rate=100 * wins,
                              losses=counts(who)[1], game="durak")
                assert expected in board.text, (expected, board.text)
        if loser is not None:
            assert tr("top-loser-week", "ru", name=names[users[loser]], n=1) in board.text
        q = fake.press(ANYA, board, board.reply_markup["inline_keyboard"][1][2]["callback_data"])  # all time
        await fake.wait_answer(q)
        await fake.wait_for(lambda: tr("top-title", "ru", game=tr("game-durak", "ru"), period="all")
                            in fake.message(GROUP, board.message_id).text)
        keyboard = fake.message(GROUP, board.message_id).reply_markup["inline_keyboard"]
        q = fake.press(ANYA, board, keyboard[0][1]["callback_data"])  # Bura: nobody here
        await fake.wait_answer(q)
        await fake.wait_for(lambda: tr("top-empty", "ru") in fake.message(GROUP, board.message_id).text)

        # Bob hides himself in /profile: he is absent from /top, Аня stays
        profile = await ask(fake, BOB, "/profile", contains=tr("profile-title", "en"))
        q = fake.press_button(BOB, profile, tr("btn-hide", "en", on="yes"))
        await fake.wait_answer(q)
        hidden = tr("profile-hidden", "en", on="yes")
        await fake.wait_for(lambda: hidden in fake.message(BOB, profile.message_id).text)
        board = await ask(fake, ANYA, "/top", GROUP, "🏆")
        assert "Аня" in board.text and "Bob" not in board.text

        # another person cannot open someone's chart; the owner gets a PNG photo
        q = fake.press(ANYA, group_stats, group_stats.reply_markup["inline_keyboard"][0][0]["callback_data"])
        answer = await fake.wait_answer(q)
        assert answer.get("text") == tr("err-not-your-stats", "ru")
        assert not fake.photos
        q = fake.press(BOB, group_stats, group_stats.reply_markup["inline_keyboard"][0][0]["callback_data"])
        await fake.wait_answer(q)
        await fake.wait_for(lambda: fake.photos)
        png = fake.photos[0]["bytes"]
        assert png[:8] == b"\x89PNG\r\n\x1a\n" and png[12:16] == b"IHDR"
        assert struct.unpack(">II", png[16:24]) == SIZE
        assert fake.photos[0]["chat_id"] == GROUP

        # /forget: refused while Bob sits in a room, then his rows go and his seats become anonymous
        ask_msg = await ask(fake, BOB, "/forget", contains=tr("forget-ask", "en"))
        q = fake.press_button(BOB, ask_msg, tr("btn-forget-yes", "en"))
        answer = await fake.wait_answer(q)
        assert answer.get("text") == tr("forget-leave-first", "en")
        for room in await app.rooms.rooms_of_user(BOB):
            await app.rooms.leave(room.id, BOB)
        q = fake.press_button(BOB, ask_msg, tr("btn-forget-yes", "en"))
        await fake.wait_answer(q)
        await fake.wait_for(lambda: tr("forget-done", "en") in fake.message(BOB, ask_msg.message_id).text)
        assert await rows(app, "SELECT COUNT(*) FROM results WHERE user_id = ?", (BOB,)) == [(0,)]
        assert await rows(app, "SELECT COUNT(*) FROM results WHERE user_id = ?", (ANYA,)) == [(1,)]
        for table, column in (("seats", "user_id"), ("actions", "by_user"), ("room_events", "by_user")):
            assert await rows(app, f"SELECT COUNT(*) FROM {table} WHERE {column} = ?", (BOB,)) == [(0,)]  # noqa: S608
        infos = [json.loads(i) for (i,) in await rows(app, "SELECT info FROM matches")]
        assert all(BOB not in i["users"] for i in infos) and any(0 in i["users"] for i in infos)
        assert await rows(app, "SELECT COUNT(*) FROM users WHERE id = ?", (BOB,)) == [(0,)]
        for room, deals in ((durak, 1), (bura, len(bura.engine().deal_results()))):
            record = await app.rooms.record(room.id, room.match_no, deals)
            assert record is not None
            status, report = verify(record)
            assert status == 0 and not report["failed"], report
        # Аня's statistics are untouched
        text = (await ask(fake, ANYA, "/stats", contains=tr("stats-title", "ru"))).text
        w, lo, d = counts(ANYA)
        assert line("ru", "durak", tr("stats-who-people", "ru"), 1, w, lo, d) in text


async def test_a_scopa_surrender_is_recorded_in_the_same_change(fake_tg, tmp_path):
    """Scopa has no engine surrender: the bot ends the match, and the results are written with it."""
    fake = fake_tg
    fake.add_user(501, "Ugo", language_code="ru")
    fake.add_user(502, "Lia", language_code="it")
    db = tmp_path / "k.sqlite3"
    async with running_bot(make_settings(fake, db)) as app:
        room_id = await private_room(app, fake, "scopa", 501, 502)
        room = await app.rooms.get(room_id)
        reply = await app.rooms.surrender(room_id, 502, room.turn)
        assert reply.key == "surrender-ok"
        room = await wait_room(app, room_id, lambda r: r.status == "lobby")
        seats = {uid: room.seat_of(uid).seat for uid in (501, 502)}
        got = await rows(app, "SELECT user_id, seat, outcome, computers, level FROM results ORDER BY seat")
        assert got == sorted(
            [(501, seats[501], "win", 0, None), (502, seats[502], "loss", 0, None)], key=lambda r: r[1]
        )
        text = (await ask(fake, 502, "/stats", contains=tr("stats-title", "it"))).text
        assert line("it", "scopa", tr("stats-who-people", "it"), 1, 0, 1, 0) in text
        assert "1 partita, 0 vinte, 1 persa" in text and "uno contro uno" in text  # issue 36: plurals
