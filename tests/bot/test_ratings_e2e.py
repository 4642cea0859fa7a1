"""Ratings (issue 32) end to end against the fake Bot API: two people play a Durak to the end in a
group → the winner's rating rises, the durak's falls (a draw keeps both), /stats shows both; a
Scopa between two people ended by a surrender moves them the right way for sure; a rematch between the same
two over the anti-farming cap (RATING_PAIR_GAMES=1) moves nothing; a Bura against the computer
moves nothing; /top global lists only the person who opted in through /profile, while the group's
/top keeps its own board."""

from __future__ import annotations

import random

import pytest

from bot.rules import glicko
from tests.bot.test_stats import ANYA, BOB, GROUP, ask, bura_against_the_computer, durak_for_two, rows
from tests.support.bot_e2e import (
    make_settings,
    play_to_end,
    press_ready,
    private_room,
    running_bot,
    tr,
    wait_room,
)

NAMES = {ANYA: "Аня", BOB: "Bob"}


async def ratings(app) -> dict[tuple[int, str], tuple[float, float, int]]:
    found = await rows(app, "SELECT user_id, game, rating, rd, games FROM ratings")
    return {(r[0], r[1]): (float(r[2]), float(r[3]), int(r[4])) for r in found}


def shown(lang: str, rating: float, rd: float, games: int) -> list[str]:
    """The /stats line for a rating, its ± as stored or a hair wider (the RD grows while idle)."""
    pm = round(2 * rd)
    return [tr("stats-rating", lang, rating=str(round(rating)), pm=str(p), games=games) for p in (pm, pm + 1)]


async def test_people_move_ratings_computers_and_farming_do_not(fake_tg, tmp_path):
    fake = fake_tg
    fake.add_group(GROUP, "Friends")
    fake.add_user(ANYA, "Аня", language_code="ru")
    fake.add_user(BOB, "Bob", language_code="en")
    settings = make_settings(
        fake, tmp_path / "k.sqlite3", stats_min_games=1, ai_level="random", rating_pair_games=1
    )
    async with running_bot(settings) as app:
        durak = await durak_for_two(app, fake)
        loser = durak.engine().deal_results()[0]["loser"]
        users = durak.match_info["users"]
        rated = await ratings(app)
        assert {k for k in rated} == {(ANYA, "durak"), (BOB, "durak")}
        if loser is None:  # nobody left holding cards: a draw between equals keeps 1500
            for uid in users:
                assert abs(rated[(uid, "durak")][0] - 1500.0) < 1e-6
        else:
            durak_player, winner = users[loser], users[1 - loser]
            assert rated[(winner, "durak")][0] > 1500.0 > rated[(durak_player, "durak")][0]
        for uid in users:
            assert rated[(uid, "durak")][1] < glicko.DEFAULT_RD and rated[(uid, "durak")][2] == 1

        # /stats in private shows the rating, its ± and the games rated
        for uid, lang in ((ANYA, "ru"), (BOB, "en")):
            text = (await ask(fake, uid, "/stats", contains=tr("stats-title", lang))).text
            rating, rd, games = rated[(uid, "durak")]
            assert any(line in text for line in shown(lang, rating, rd, games)), text

        # a rematch of the same two: over RATING_PAIR_GAMES (1 a day), played and recorded, unrated
        for uid in (ANYA, BOB):
            await press_ready(app, fake, durak.id, uid)
        await wait_room(app, durak.id, lambda r: r.status == "playing")
        await play_to_end(app, fake, durak.id, [ANYA, BOB], random.Random(7), max_steps=3000)
        results = await rows(app, "SELECT COUNT(*) FROM results WHERE game = 'durak'")
        assert results[0][0] == 4
        assert await ratings(app) == rated

        # Bob against the computer: Bura is recorded, nobody's rating moves
        await bura_against_the_computer(app, fake, BOB, durak.id)
        assert (await rows(app, "SELECT COUNT(*) FROM results WHERE game = 'bura'"))[0][0] == 2
        assert await ratings(app) == rated

        # /top global: nobody opted in yet; Аня opts in through /profile; Bob stays off it
        board = await ask(fake, BOB, "/top global durak", contains="🌍")
        assert tr("top-global-empty", "en") in board.text
        profile = await ask(fake, ANYA, "/profile", contains=tr("profile-title", "ru"))
        assert tr("profile-rated", "ru", on="no") in profile.text
        await fake.wait_answer(fake.press_button(ANYA, profile, tr("btn-rated", "ru", on="yes")))
        on = tr("profile-rated", "ru", on="yes")
        await fake.wait_for(lambda: on in fake.message(ANYA, profile.message_id).text)
        rating, rd, games = rated[(ANYA, "durak")]
        for chat, text in ((None, "/top global durak"), (None, "/top"), (GROUP, "/top global")):
            board = await ask(fake, BOB, text, chat, "🌍")
            assert tr("top-global-title", "en", game=tr("game-durak", "en")) in board.text, board.text
            assert "Аня" in board.text and "Bob" not in board.text
            assert f"1. Аня — {round(rating)} ± " in board.text
        # its buttons switch the game in place: no Bura ratings
        bura = board.reply_markup["inline_keyboard"][0][1]["callback_data"]
        await fake.wait_answer(fake.press(BOB, board, bura))
        empty = tr("top-global-empty", "en")
        await fake.wait_for(lambda: empty in fake.message(GROUP, board.message_id).text)
        # an unknown game is answered in words
        unknown = await ask(fake, BOB, "/top global poker", contains="poker")
        assert unknown.text == tr("top-global-unknown", "en", name="poker", games="durak, bura, scopa")
        # the group's /top is its own board, as before
        group_board = await ask(fake, BOB, "/top", GROUP, "🏆")
        assert tr("top-title", "en", game=tr("game-durak", "en"), period="week") in group_board.text
        assert "Bob" in group_board.text and "🌍" not in group_board.text


@pytest.mark.both_databases
async def test_a_surrender_between_two_people_moves_both_the_right_way(fake_tg, tmp_path):
    """A people-only Scopa in private rooms, ended by a surrender: the winner's rating rises, the
    loser's falls, by the same amount (equals at the start), and each /stats says so."""
    fake = fake_tg
    fake.add_user(501, "Ugo", language_code="ru")
    fake.add_user(502, "Lia", language_code="it")
    async with running_bot(make_settings(fake, tmp_path / "k.sqlite3")) as app:
        room_id = await private_room(app, fake, "scopa", 501, 502)
        room = await app.rooms.get(room_id)
        assert (await app.rooms.surrender(room_id, 502, room.turn)).key == "surrender-ok"
        await wait_room(app, room_id, lambda r: r.status == "lobby")
        rated = await ratings(app)
        won, lost = rated[(501, "scopa")], rated[(502, "scopa")]
        assert await app.rooms.rating_of(501, "scopa") == won[0]  # what the quick-match queue asks
        assert await app.rooms.rating_of(501, "bura") == 1500.0
        assert won[0] > 1500.0 > lost[0]
        assert won[0] - 1500.0 == pytest.approx(1500.0 - lost[0])
        assert won[2] == lost[2] == 1
        for uid, lang in ((501, "ru"), (502, "it")):
            text = (await ask(fake, uid, "/stats", contains=tr("stats-title", lang))).text
            rating, rd, games = rated[(uid, "scopa")]
            assert any(line in text for line in shown(lang, rating, rd, games)), text
