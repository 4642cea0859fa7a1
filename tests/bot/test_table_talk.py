"""Issue 32, table talk, end to end against the fake Bot API: in a running room without a group, what
a seated person writes to the bot reaches the other seated people (after their seat's name, with a
report button) and nobody outside the room; /mute stops it for the one who muted; the per-person
rate limit is answered in words; a report is stored."""

from __future__ import annotations

import asyncio

from tests.support.bot_e2e import fragment, make_settings, pause, private_room, running_bot, sql, tr

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
