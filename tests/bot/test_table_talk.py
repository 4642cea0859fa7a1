"""Issue 32, table talk, end to end against the fake Bot API: in a running room without a group, what
a seated person writes to the bot reaches the other seated people (after their seat's name, with a
report button) and nobody outside the room; /mute stops it for the one who muted; the per-person
rate limit is answered in words; a report is stored."""

from __future__ import annotations

import asyncio
import random

import pytest

from bot.handlers.talk import PHRASES
from bot.model import PLAYING, Room, Seat
from bot.rules.sides import partners_in_deal
from engines.fairness import derive_deck
from engines.registry import game_class
from tests.support.bot_e2e import (
    fragment,
    latest_room,
    make_settings,
    pause,
    play_to_end,
    press_ready,
    private_room,
    running_bot,
    sql,
    tr,
    wait_room,
)

A, B, C = 3201, 3202, 3203


def _texts(fake, chat_id: int) -> list[str]:
    return [m.text for m in fake.chat_messages(chat_id)]


async def test_a_word_reaches_the_table_and_nobody_else(fake_tg, tmp_path):
    fake = fake_tg
    for uid, name in ((A, "Аня"), (B, "Боря"), (C, "Вера")):
        fake.add_user(uid, name)
    settings = make_settings(fake, tmp_path / "k.sqlite3")
    async with running_bot(settings) as app:
        room_id = await private_room(app, fake, "bura", A, B)
        fake.send_text(C, "/start")  # C talks to the bot too, but sits at no table
        await fake.wait_message(C, fragment("welcome"))

        fake.send_text(A, "Привет, ходи быстрее")
        heard = await fake.wait_message(B, "Привет, ходи быстрее")
        assert heard.text == tr("talk-line", name="Аня", text="Привет, ходи быстрее")
        assert heard.button_texts() == [tr("btn-talk-report")]
        assert not any("ходи быстрее" in t for t in _texts(fake, A) + _texts(fake, C))

        # a sticker goes as its emoji
        update = fake.send_text(B, "")
        update["message"].pop("text")  # the fake sends text: this one carries a sticker instead
        sticker = {
            "file_id": "ST1", "file_unique_id": "U1", "type": "regular", "width": 512, "height": 512,
            "is_animated": False, "is_video": False, "emoji": "😎",
        }  # fmt: skip
        update["message"]["sticker"] = sticker
        await fake.wait_message(A, tr("talk-sticker", name="Боря", emoji="😎"))

        # the report button: kept (who reported whom), answered in words
        query = fake.press_button(B, fake.message(B, heard.message_id), tr("btn-talk-report"))
        answer = await fake.wait_answer(query)
        assert answer["text"] == tr("talk-reported", name="Аня")
        assert await sql(settings, "SELECT reporter, reported FROM reports") == [(B, A)]

        # /mute: B hears no more; A is told nobody hears
        fake.send_text(B, "/mute")
        await fake.wait_message(B, tr("mute-on", game="bura"))
        room = await app.rooms.get(room_id)
        assert room is not None and room.extra["muted"] == [B]
        fake.send_text(A, "Ты тут?")
        await fake.wait_message(A, tr("talk-nobody"))
        assert not any("Ты тут?" in t for t in _texts(fake, B) + _texts(fake, C))
        fake.send_text(B, "/mute")
        await fake.wait_message(B, tr("mute-off", game="bura"))

        # the rate limit: words, never silence (5 at once, the sticker and two words were 3 of A's…)
        too_fast = tr("talk-too-fast", sec=6)
        for n in range(8):
            fake.send_text(A, f"слово {n}")
            await fake.wait_for(
                lambda n=n: any(f"слово {n}" in t for t in _texts(fake, B)) or too_fast in _texts(fake, A)
            )
            if too_fast in _texts(fake, A):
                break
        else:
            raise AssertionError("eight words in a row and no limit")
        assert n >= 2  # the first ones went through
        assert not any(f"слово {n}" in t for t in _texts(fake, B))  # the one refused was not relayed
        assert not any("слово" in t for t in _texts(fake, C))


async def test_talk_outside_a_running_table_is_the_help_and_profile_switches_it_off(fake_tg, tmp_path):
    fake = fake_tg
    for uid, name in ((A, "Аня"), (B, "Боря")):
        fake.add_user(uid, name)
    async with running_bot(make_settings(fake, tmp_path / "k.sqlite3")) as app:
        fake.send_text(A, "привет")
        await fake.wait_message(A, fragment("help"))
        fake.send_text(A, "/mute")
        await fake.wait_message(A, tr("mute-none"))

        await private_room(app, fake, "bura", A, B)
        fake.send_text(B, "/profile")
        profile = await fake.wait_message(B, tr("profile-title"))
        fake.press_button(B, profile, tr("btn-talk", on="no"))
        await fake.wait_for(lambda: tr("profile-talk", on="no") in fake.message(B, profile.message_id).text)
        fake.send_text(A, "алло")
        await fake.wait_message(A, tr("talk-nobody"))
        fake.send_text(B, "а я?")
        await fake.wait_message(B, tr("talk-off-self"))
        assert not any("а я?" in t for t in _texts(fake, A))


async def test_a_flood_of_talk_gets_at_most_one_too_fast_a_second(fake_tg, tmp_path):
    """Issue 44, item 5: 30 messages at 4 a second — the limit relays what it allows (5 at once, then
    one in 6 s: 6 in 7.5 s) and the refusals are said at most once a second, as for presses: the rest
    are dropped silently, nothing queued for the sender (on main: 24 «too fast» messages)."""
    fake = fake_tg
    for uid, name in ((A, "Аня"), (B, "Боря")):
        fake.add_user(uid, name)
    async with running_bot(make_settings(fake, tmp_path / "k.sqlite3")) as app:
        await private_room(app, fake, "bura", A, B)
        await app.outbox.flush()  # type: ignore[union-attr]
        loop = asyncio.get_running_loop()
        started = loop.time()
        for n in range(30):
            fake.send_text(A, f"флуд {n}")
            await asyncio.sleep(0.25)  # 4 a second (virtual time: exactly)
        seconds = loop.time() - started
        queued = app.outbox.pending()  # type: ignore[union-attr]
        await pause(1.0)
        await app.outbox.flush()  # type: ignore[union-attr]
        assert app.outbox.pending() == 0  # type: ignore[union-attr]
        relayed = [t for t in _texts(fake, B) if "флуд" in t]
        too_fast = [t for t in _texts(fake, A) if t == tr("talk-too-fast", sec=6)]
        assert len(relayed) == 6, relayed
        assert 2 <= len(too_fast) <= seconds + 1, (len(too_fast), seconds)
        assert queued <= 1, queued  # the flood left nothing waiting to be sent to the sender


async def _scopa_two_by_two(app, fake, a: int, b: int, *, partners: bool) -> str:
    """A private Scopa 2×2: ``a`` creates it, ``b`` joins by the link — on ``a``'s side (``partners``)
    or the other — the two computers fill the rest, and the first deal starts."""
    fake.send_text(a, "/scopa")
    await fake.wait_message(a, fragment("invite-forward"))
    room = await wait_room(app, (await latest_room(app)).id, lambda r: len(r.seats) == 1)
    assert (await app.rooms.set_option(room.id, a, "seats", "4")).key == "option-ok"
    fake.send_text(b, f"/start j{room.id}")
    await wait_room(app, room.id, lambda r: len(r.seats) == 2)
    assert (await app.rooms.pick_team(room.id, b, 0 if partners else 1)).key in ("team-ok", "team-already")
    for uid in (a, b):
        await press_ready(app, fake, room.id, uid)
    assert (await app.rooms.fill_computers(room.id, a)).key == "computers-filled"
    started = await wait_room(app, room.id, lambda r: r.game_running())
    seats = {uid: started.seat_of(uid).seat % 2 for uid in (a, b)}  # type: ignore[union-attr]
    assert (seats[a] == seats[b]) == partners, seats
    return room.id


async def test_partners_in_a_team_deal_talk_in_fixed_phrases_only(fake_tg, tmp_path):
    """Issue 44, item 8: Scopa 2×2's rules say «называть свои карты и подсказывать нельзя — и в чате
    тоже». While a team deal runs, free text and stickers are not relayed to the partner: the sender
    is told why (at most once a second) under buttons of fixed phrases, and a pressed phrase reaches
    the others in their own language. Between deals the talk is free again."""
    fake = fake_tg
    fake.add_user(A, "Аня")
    fake.add_user(B, "Bob", language_code="en")
    async with running_bot(make_settings(fake, tmp_path / "k.sqlite3")) as app:
        room_id = await _scopa_two_by_two(app, fake, A, B, partners=True)
        await app.outbox.flush()  # type: ignore[union-attr]
        explained = tr("talk-phrases-only", game="scopa")

        # a hint in words: not relayed; twice at once is explained once
        fake.send_text(A, "у меня сеттебелло, бери монеты")
        fake.send_text(A, "и туз")
        menu = await fake.wait_message(A, explained)
        assert menu.button_texts() == [tr(f"talk-phrase-{p}") for p in PHRASES]
        # a sticker's emoji could be a signal too
        update = fake.send_text(A, "")
        update["message"].pop("text")
        update["message"]["sticker"] = {
            "file_id": "ST2", "file_unique_id": "U2", "type": "regular", "width": 512, "height": 512,
            "is_animated": False, "is_video": False, "emoji": "♦️",
        }  # fmt: skip
        await pause(0.5)
        await app.outbox.flush()  # type: ignore[union-attr]
        heard = _texts(fake, B)
        assert not any("сеттебелло" in t or "туз" in t or "♦️" in t for t in heard), heard
        assert _texts(fake, A).count(explained) <= 2  # the flood of three: one or two explanations

        # a phrase: to the partner in his language, the press answered with what was said
        query = fake.press_button(A, fake.message(A, menu.message_id), tr("talk-phrase-luck"))
        answer = await fake.wait_answer(query)
        assert answer["text"] == tr("talk-phrase-sent", text=tr("talk-phrase-luck"))
        said = await fake.wait_message(
            B, tr("talk-line", "en", name="Аня", text=tr("talk-phrase-luck", "en"))
        )
        assert said.button_texts() == []  # nothing to report in a fixed phrase
        # the partner's free text is held back the same way, in his language
        fake.send_text(B, "I have the seven of coins")
        await fake.wait_message(B, tr("talk-phrases-only", "en", game="scopa"))
        assert not any("seven" in t for t in _texts(fake, A))

        # between deals the talk is free again
        room = await play_to_end(
            app,
            fake,
            room_id,
            [A, B],
            random.Random(3),
            stop_when=lambda r: r.between_deals() or not r.game_running(),
        )
        assert room.between_deals(), room.status
        fake.send_text(A, "ну ты даёшь")
        await fake.wait_message(B, tr("talk-line", "en", name="Аня", text="ну ты даёшь"))

        # a phrase from a table one no longer sits at says nothing, in words
        assert (await app.rooms.leave(room_id, A)).key == "left-ok"
        query = fake.press_button(A, fake.message(A, menu.message_id), tr("talk-phrase-gg"))
        assert (await fake.wait_answer(query)).get("text") == tr("err-talk-phrase")
        await pause(0.5)
        assert not any(tr("talk-phrase-gg", "en") in t for t in _texts(fake, B))


async def test_two_by_two_with_no_partner_at_the_table_talks_freely(fake_tg, tmp_path):
    """Two people on opposite sides of a Scopa 2×2 (each with a computer partner): no word can help a
    partner, so the talk stays free during the deal."""
    fake = fake_tg
    fake.add_user(A, "Аня")
    fake.add_user(B, "Боря")
    async with running_bot(make_settings(fake, tmp_path / "k.sqlite3")) as app:
        await _scopa_two_by_two(app, fake, A, B, partners=False)
        fake.send_text(A, "удачи тебе")
        await fake.wait_message(B, tr("talk-line", name="Аня", text="удачи тебе"))
        assert tr("talk-phrases-only", game="scopa") not in _texts(fake, A)


@pytest.mark.parametrize(
    ("game", "options", "people", "phrases"),
    [
        ("scopa", {}, [1, None, 2, None], True),  # partners opposite each other
        ("scopa", {}, [1, 2, None, None], False),  # opponents, each with a computer partner
        ("durak", {"teams": "2x2"}, [1, None, 2, None], True),
        ("durak", {"teams": "3x2"}, [1, 2, 3, None, None, None], False),  # three pairs, one person each
        ("durak", {"teams": "3x2"}, [1, None, None, 2, None, None], True),  # seats 0 and 3: a pair
        ("durak", {}, [1, 2, 3, 4], False),  # no teams
        ("bura", {}, [1, 2], False),
    ],
)
def test_free_talk_stops_only_where_partners_are_people_in_a_running_deal(game, options, people, phrases):
    cls = game_class(game)
    normalized = cls.normalize_options(options)
    engine = cls.new(len(people), normalized)
    room = Room(
        id="TALK01", game=game, chat_id=None, locale="ru", creator=1, capacity=len(people),
        options=normalized, status=PLAYING, turn=1, match_no=1, state=None, match_info=None,
        pending=None, last=None, outcome=None, created_at=0.0, updated_at=0.0,
        seats=[Seat(i, uid) for i, uid in enumerate(people)],
    )  # fmt: skip
    room.set_engine(engine)
    assert not partners_in_deal(room)  # between deals (before the first): free
    engine.deal_from_deck(derive_deck(game, bytes(32), ["1:x"], engine.deal_label()))
    room.set_engine(engine)
    assert partners_in_deal(room) is phrases
