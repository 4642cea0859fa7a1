"""Issue 36, item 6: every answer true to what happened, in players' words — /stats with the plurals
of each language and the lobby's words for a level and a mode, a tally that keeps names apart from
counts, /start and /help naming everything a person can do (and /start's one-tap games), «Ready marks
cleared» only when there were marks to clear. (The throw-in countdown's end: test_table_manners.py.)"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from bot.app import GROUP_COMMANDS, PRIVATE_COMMANDS
from bot.chat.callbacks import SoloGame
from bot.i18n import LANGUAGES, Translator
from bot.render.context import Ctx
from bot.render.room import tally_line
from bot.render.stats import stats_text, tally
from bot.sandbox.fakeapi import FakeTelegram
from bot.storage.values import Result
from tests.bot.test_room_service import service_on
from tests.support.bot_e2e import fragment, latest_room, make_settings, running_bot, tr, wait_room

# (games, the word each language must say) — CLDR plural categories: ru/uk one, few, many; en/it one, other
PLURALS = {
    "ru": {1: "1 игра", 2: "2 игры", 5: "5 игр", 21: "21 игра", 12: "12 игр"},
    "uk": {1: "1 гра", 3: "3 гри", 5: "5 ігор", 22: "22 гри", 11: "11 ігор"},
    "en": {1: "1 game,", 2: "2 games,", 0: "0 games,"},
    "it": {1: "1 partita,", 2: "2 partite,"},
    "de": {1: "1 Spiel,", 2: "2 Spiele,"},
    "pl": {1: "1 gra,", 2: "2 gry,", 5: "5 gier,", 22: "22 gry,", 12: "12 gier,"},
    "be": {1: "1 гульня,", 2: "2 гульні,", 5: "5 гульняў,", 22: "22 гульні,"},
    "ar": {1: "مباراة واحدة", 2: "مباراتان", 5: "\u20685\u2069 مباريات", 22: "\u206822\u2069 مباراة"},
}


@pytest.mark.parametrize("lang", list(PLURALS))
def test_stats_lines_use_each_language_plural_rules(lang: str) -> None:
    t = Translator(lang)
    for games, word in PLURALS[lang].items():
        text = t("stats-line", who="X", game="bura", games=games, wins=1, losses=games - 1, draws=0, rate=50)
        assert word in text, (lang, games, text)
    one = t("stats-line", who="X", game="durak", games=1, wins=1, losses=1, draws=1, rate=100)
    many = t("stats-line", who="X", game="durak", games=5, wins=5, losses=5, draws=5, rate=100)
    assert one != many.replace("5", "1")  # the words change with the number, not only the digits
    assert not re.search(r"\b1 (games|partite|игр\b|ігор)", one)


def _results() -> list[Result]:
    return [
        Result("durak", 3, "heuristic", "win", "4:podkidnoy:none", 1.0),
        Result("durak", 1, "ismcts", "loss", "2:perevodnoy:none", 2.0),
        Result("durak", 3, "random", "draw", "4:podkidnoy:none", 3.0),
        Result("scopa", 0, None, "win", "4", 4.0),
        Result("bura", 1, "random", "loss", "2", 5.0),
    ]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_stats_name_levels_and_modes_in_players_words(lang: str) -> None:
    """Not the raw level «heuristic», not «мест: 4»; Bura, played one way only, has no favourite."""
    t = Translator(lang)
    text = stats_text(t, tally(_results()), group=False)
    for raw in ("heuristic", "ismcts", "random", "podkidnoy", "perevodnoy"):
        assert raw not in text, (lang, raw, text)
    for level in ("random", "heuristic", "ismcts"):
        word = t("opt-ai", level=level).removeprefix("🤖 ")  # the lobby's word for it
        assert word in text, (lang, level, text)
    assert t("stats-mode-durak", mode="podkidnoy", seats=4, teams="none") in text
    assert t("stats-mode-scopa", seats=4) in text
    assert text.count(fragment("stats-favourite", lang)) == 2  # Durak and Scopa, not Bura
    if lang == "ru":
        assert "мест" not in text and "подкидной, 4 игрока" in text and "2×2, команда на команду" in text
        assert "(уровень: обычный)" in text


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_tally_keeps_names_apart_from_counts(lang: str) -> None:
    """«🤖 Компьютер 4 1» read as one name; each entry now says which number is the count."""
    from bot.model import Room, Seat

    room = Room(
        id="R", game="durak", chat_id=None, locale=lang, creator=1, capacity=4, options={}, status="lobby",
        turn=0, match_no=2, state=None, match_info=None, pending=None, last=None, outcome=None,
        created_at=0.0, updated_at=0.0, seats=[Seat(0, 1)], extra={"tally": {"c3": 1, "u1": 2}},
    )  # fmt: skip
    t = Translator(lang)
    line = tally_line(room, Ctx(t=t, bot_username="b", names={1: "Аня"}))
    computer = t("computer-name", n=4)
    assert line == t("tally-durak", list=" · ".join([t("tally-entry", name="Аня", n=2),
                                                      t("tally-entry", name=computer, n=1)]))  # fmt: skip
    assert f"{computer} 1" not in line and "Аня 2" not in line


async def test_rules_changed_says_ready_marks_cleared_only_when_there_were_some(tmp_path: Path) -> None:
    async with service_on(tmp_path) as (service, storage, notifier):
        room = await service.create_room("durak", 1, None, "ru")
        assert (await service.join(room.id, 2)).key == "join-ok"
        # nobody is ready: the rules changed, and that is all there is to say
        assert (await service.set_option(room.id, 1, "seats", "3")).key == "option-ok"
        assert (await service.set_throw_wait(room.id, 1, 20)).key == "option-ok"
        room = await service.get(room.id)
        assert room is not None and room.lobby_note is None
        # the same value again changes nothing
        assert (await service.set_throw_wait(room.id, 1, 20)).key == "option-same"
        # someone is ready: their mark goes, and the answer and the lobby say so
        assert (await service.ready(room.id, 2, "c2")).key == "ready-ok"
        assert (await service.set_option(room.id, 1, "seats", "4")).key == "option-ok-cleared"
        room = await service.get(room.id)
        assert room is not None and room.lobby_note == "ready-cleared"
        assert not any(s.ready for s in room.seats)
        assert (await service.ready(room.id, 2, "c3")).key == "ready-ok"
        assert (await service.set_throw_wait(room.id, 1, 5)).key == "option-ok-cleared"
    for lang in LANGUAGES:
        t = Translator(lang)
        changed, cleared = t("option-ok"), t("option-ok-cleared")
        assert changed != cleared and changed.rstrip(".։") in cleared  # ։ : Armenian's full stop


def _commands() -> list[str]:
    return sorted(set(PRIVATE_COMMANDS) | set(GROUP_COMMANDS))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_help_names_every_command_and_start_the_ones_people_look_for(lang: str) -> None:
    t = Translator(lang)
    help_text, welcome = t("help"), t("welcome")
    for command in _commands():
        if command != "help":
            assert re.search(rf"/{command}\b", help_text), (lang, command)
    for command in ("stats", "top", "forget", "help", "rules", "hand", "profile", "new"):
        assert re.search(rf"/{command}\b", welcome), (lang, command)


async def test_start_offers_the_games_in_one_tap(fake_tg: FakeTelegram, tmp_path: Path) -> None:
    """/start answers with the welcome and the /new picker's buttons: «🤖 Дурак» deals at once."""
    fake = fake_tg
    fake.add_user(3601, "Аня", language_code="ru")
    async with running_bot(make_settings(fake, tmp_path / "k.sqlite3")) as app:
        fake.send_text(3601, "/start")
        welcome = await fake.wait_message(3601, tr("welcome").splitlines()[0])
        assert welcome.text == tr("welcome")
        texts = welcome.button_texts()
        for game in ("durak", "bura", "scopa"):
            assert tr(f"game-{game}") in texts and tr("btn-solo-game", game=tr(f"game-{game}")) in texts
        data: Any = [b.get("callback_data") for b in welcome.buttons()]
        solo = SoloGame(game="durak", user=3601).pack()
        assert solo in data
        q = fake.press(3601, welcome, solo)
        await fake.wait_answer(q)
        room = None
        for _ in range(200):
            found = await app.rooms.rooms_of_user(3601)
            if found:
                room = found[0]
                break
            await fake.wait_for(lambda: True, 0.05)
        assert room is not None
        await wait_room(app, room.id, lambda r: r.game_running())
        # the welcome keeps its words (the commands) and loses its used buttons
        await fake.wait_for(lambda: not fake.message(3601, welcome.message_id).buttons())
        assert fake.message(3601, welcome.message_id).text == tr("welcome")


async def test_a_lobby_button_pressed_before_joining_says_what_the_link_does(
    fake_tg: FakeTelegram, tmp_path: Path
) -> None:
    """«Готово» pressed by someone not seated: the answer opens the invitation link, which seats
    them — so it says so, instead of «join first (the Join button)»."""
    fake, group = fake_tg, -3602
    fake.add_group(group, "Friends")
    fake.add_user(3602, "Аня")
    fake.add_user(3603, "Боря")
    async with running_bot(make_settings(fake, tmp_path / "k.sqlite3")) as app:
        fake.send_text(3602, "/durak", chat_id=group)
        table = await fake.wait_message(group, fragment("title-durak"))
        room = await latest_room(app, group)
        q = fake.press_button(3603, fake.message(group, table.message_id), tr("btn-ready"))
        answer = await fake.wait_answer(q)
        assert answer.get("text") == tr("err-join-first") and answer.get("url")
        assert tr("btn-join").split()[-1] not in answer["text"]  # not «press Join» while already joining
        assert fake.follow_url(3603, answer["url"])
        await wait_room(app, room.id, lambda r: r.seat_of(3603) is not None)


async def test_an_old_rematch_button_while_a_game_runs_says_the_game_runs(tmp_path: Path) -> None:
    """An outsider's «🔁 Ещё партию» on an old result while the rematch runs: «a game is running»
    alone, not «join first» (joining is refused then anyway)."""
    from tests.bot.test_room_service import two_humans

    async with service_on(tmp_path) as (service, storage, notifier):
        room = await two_humans(service, "durak")
        assert (await service.ready(room.id, 3, "c3")).key == "err-room-playing"
        assert (await service.join(room.id, 3)).key == "err-room-playing"


async def test_play_for_me_pressed_by_me_says_it_is_my_seat(tmp_path: Path) -> None:
    """«🤖 Сыграть за Аня» on the group table pressed by Аня herself: not «this move is no longer
    available» — it is her own seat, and she is here."""
    from tests.bot.test_room_service import two_humans

    async with service_on(tmp_path) as (service, storage, notifier):
        room = await two_humans(service, "durak")
        reply = await service.take_over(room.id, 1, room.turn, 1)
        assert reply.key == "takeover-self" and reply.room is None
        after = await service.get(room.id)
        assert after is not None and not after.away()
