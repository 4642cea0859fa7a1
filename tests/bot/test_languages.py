"""Languages end to end: an Italian user plays in Italian, a German one in English, a group set to
Ukrainian by its administrator shows its table in Ukrainian while each member's private messages follow
their own language; the commands menu exists for every language."""

from __future__ import annotations

import random

from bot.i18n import LANGUAGES, endonym
from tests.support.bot_e2e import (
    fragment,
    latest_room,
    make_settings,
    message_of,
    play_the_draw,
    play_to_end,
    press_ready,
    press_setting,
    running_bot,
    tr,
    wait_latest_room,
    wait_room,
)


async def _private_vs_computer(app, fake, uid: int, game: str, lang: str):
    fake.send_text(uid, f"/{game}")
    room = await wait_room(app, (await wait_latest_room(app)).id, lambda r: len(r.seats) == 1)
    msg = await message_of(app, fake, room.id, uid, "hand")
    await press_setting(fake, uid, msg, tr("btn-add-computer", lang), lang=lang)
    await wait_room(app, room.id, lambda r: len(r.seats) == 2)
    await press_ready(app, fake, room.id, uid)
    await wait_room(app, room.id, lambda r: r.status == "playing")
    room = await play_the_draw(app, fake, room.id)  # Bura: the first-move draw
    return room, msg


async def test_an_italian_user_gets_italian_everywhere(fake_tg, tmp_path):
    fake = fake_tg
    fake.add_user(401, "Giulia", language_code="it")
    # the test settings set DEFAULT_LOCALE=ru: a language Kozyr speaks still wins over it
    async with running_bot(make_settings(fake, tmp_path / "k.sqlite3")) as app:
        fake.send_text(401, "/start")
        await fake.wait_message(401, fragment("welcome", "it"))
        fake.send_text(401, "/start jNOSUCH")  # an error, in Italian too
        await fake.wait_message(401, tr("err-invite-unknown", "it"))
        room, msg = await _private_vs_computer(app, fake, 401, "scopa", "it")
        status = fragment("scopa-status", "it")
        await fake.wait_for(lambda: status in fake.message(401, msg.message_id).text)
        text = fake.message(401, msg.message_id).text
        assert tr("title-scopa", "it", seats=2, target=11) in text and fragment("your-hand", "it") in text
        assert "Скопа" not in text and "Scopa," in text
        room = await play_to_end(app, fake, room.id, [401], random.Random(5), max_steps=4000)
        # each deal's result stays above the next deal (issue 44): the match's end is on the live hand
        msg = await message_of(app, fake, room.id, 401, "hand")
        header = fragment("deal-result-header", "it")
        await fake.wait_for(lambda: header in fake.message(401, msg.message_id).text)
        final = fake.message(401, msg.message_id).text
        assert fragment("match-winner", "it") in final, final
        assert not any("а" <= ch <= "я" for ch in final), final  # not a Cyrillic letter left
        # the callback answers (a stale press) speak Italian as well
        q = fake.press(401, fake.message(401, msg.message_id), f"a:{room.id}:0:0:0")
        assert (await fake.wait_answer(q)).get("text") in {
            tr("err-stale", "it"), tr("err-no-game", "it"), tr("err-unknown-room", "it")
        }


async def test_a_japanese_user_gets_english_and_default_locale_still_wins(fake_tg, tmp_path):
    fake = fake_tg
    fake.add_user(402, "Haruto", language_code="ja")  # a language Kozyr does not speak
    fake.add_user(403, "Yui", language_code="ja")
    # the commands menu is looked at too (BOT_PROFILE, off in the other test bots)
    settings = make_settings(fake, tmp_path / "k.sqlite3", default_locale="", bot_profile=True)
    async with running_bot(settings) as app:
        fake.send_text(402, "/help")
        await fake.wait_message(402, fragment("help", "en"))
        room, msg = await _private_vs_computer(app, fake, 402, "bura", "en")
        assert tr("title-bura", "en") in fake.message(402, msg.message_id).text
        status = fragment("bura-status", "en")
        await fake.wait_for(lambda: status in fake.message(402, msg.message_id).text)
        # the commands menu: a default list (no language code) plus one per locale
        keys = set(fake.commands)
        for lang in ("", *LANGUAGES):
            assert any(k.endswith("|" + lang) for k in keys), (lang, keys)
        default = next(v for k, v in fake.commands.items() if k.endswith("|") and "private" in k)
        assert {c["command"] for c in default} >= {"rules", "language", "new", "durak"}
        assert next(c for c in default if c["command"] == "help")["description"] == tr("cmd-help", "en")
    async with running_bot(make_settings(fake, tmp_path / "k2.sqlite3", default_locale="uk")) as app:
        fake.send_text(403, "/help")
        await fake.wait_message(403, fragment("help", "uk"))  # a set DEFAULT_LOCALE wins over English


async def test_a_german_user_gets_german_and_every_language_in_the_picker(fake_tg, tmp_path):
    """A German's Telegram language is served in German; /language lists every language by its own
    name, a few to a row (a phone's width), and the choice answers in the language chosen."""
    fake = fake_tg
    fake.add_user(404, "Jonas", language_code="de")
    async with running_bot(make_settings(fake, tmp_path / "k.sqlite3", default_locale="")):
        fake.send_text(404, "/help")
        await fake.wait_message(404, fragment("help", "de"))
        fake.send_text(404, "/language")
        picker = await fake.wait_message(404, fragment("language-pick-mine", "de"))
        assert endonym("de") in picker.text
        rows = picker.reply_markup["inline_keyboard"]
        names = [b["text"].removeprefix("• ") for row in rows for b in row]
        assert names == [endonym(code) for code in LANGUAGES]
        assert all(len(row) <= 3 for row in rows)
        assert all(len(b["callback_data"].encode()) <= 64 for row in rows for b in row)
        q = fake.press_button(404, picker, endonym("fa"))
        await fake.wait_answer(q)
        await fake.wait_for(lambda: endonym("fa") in fake.message(404, picker.message_id).text)
        fake.send_text(404, "/help")
        await fake.wait_message(404, fragment("help", "fa"))


async def test_a_group_set_to_ukrainian_keeps_private_chats_in_each_language(fake_tg, tmp_path):
    fake = fake_tg
    group = -4004
    fake.add_group(group, "Club")
    fake.add_user(411, "Oksana", language_code="uk")  # the administrator
    fake.add_user(412, "Vera", language_code="ru")
    fake.add_user(413, "Marco", language_code="it")
    fake.set_member_status(group, 411, "administrator")
    async with running_bot(make_settings(fake, tmp_path / "k.sqlite3")) as app:
        # a plain member may not change the group's language: neither the command nor a forged press
        fake.send_text(412, "/language", chat_id=group)
        await fake.wait_message(group, tr("language-admins-only", "ru"))
        fake.send_text(411, "/language", chat_id=group)
        picker = await fake.wait_message(group, fragment("language-pick-group", "uk"))  # the asker's
        q = fake.press_button(412, picker, endonym("uk"))
        answer = await fake.wait_answer(q)
        assert answer.get("text") == tr("language-admins-only", "ru") and answer.get("show_alert")
        assert await app.rooms.chat_language(group) is None
        # the administrator picks Ukrainian
        q = fake.press_button(411, fake.message(group, picker.message_id), endonym("uk"))
        await fake.wait_answer(q)
        assert await app.rooms.chat_language(group) == "uk"
        done = fragment("language-set-group", "uk")
        await fake.wait_for(lambda: done in fake.message(group, picker.message_id).text)
        asked = [str(c.params.get("user_id")) for c in fake.calls_of("getChatMember")]
        assert asked.count("411") >= 2 and asked.count("412") >= 2  # asked of Telegram every time
        # a room opened later by the Russian member: the table in Ukrainian
        fake.send_text(412, "/durak", chat_id=group)
        table = await fake.wait_message(group, fragment("title-durak", "uk"))
        room = await latest_room(app, group)
        assert room.locale == "uk"
        for uid in (412, 413):
            fake.press_button(uid, fake.message(group, table.message_id), tr("btn-join", "uk"))
            await message_of(app, fake, room.id, uid, "hand")
        await wait_room(app, room.id, lambda r: len(r.seats) == 2)
        capacity_minus = tr("btn-seats-minus", "uk")
        for capacity in (3, 2):
            await press_setting(fake, 412, table, capacity_minus, lang="uk")
            await wait_room(app, room.id, lambda r, c=capacity: r.capacity == c)
        for uid in (412, 413):
            await press_ready(app, fake, room.id, uid)
        await wait_room(app, room.id, lambda r: r.game_running())
        status = fragment("durak-status", "uk")
        await fake.wait_for(lambda: status in fake.message(group, table.message_id).text)
        for uid, lang in ((412, "ru"), (413, "it")):
            msg = await message_of(app, fake, room.id, uid, "hand")
            want = fragment("durak-status", lang)
            await fake.wait_for(lambda m=msg, w=want, u=uid: w in fake.message(u, m.message_id).text)
            assert fragment("durak-status", "uk") not in fake.message(uid, msg.message_id).text
        # /language in private: the reader's own picker, not the profile's buttons
        fake.send_text(413, "/language")
        mine = await fake.wait_message(413, fragment("language-pick-mine", "it"))
        assert all(b["callback_data"].startswith("lm:") for b in mine.buttons()), mine.buttons()
        q = fake.press_button(413, mine, endonym("en"))
        await fake.wait_answer(q)
        msg = await message_of(app, fake, room.id, 413, "hand")
        await fake.wait_for(lambda: fragment("durak-status", "en") in fake.message(413, msg.message_id).text)
        assert fragment("durak-status", "uk") in fake.message(group, table.message_id).text


async def test_an_anonymous_administrator_opens_the_group_language_picker(fake_tg, tmp_path):
    """Only administrators can write as the group itself: /language sent anonymously shows the picker
    (asking getChatMember about GroupAnonymousBot said «not an administrator»); the press that
    follows comes from the administrator's own account and is checked as usual."""
    fake = fake_tg
    group = -4005
    fake.add_group(group, "Club")
    fake.add_user(421, "Olena", language_code="uk")
    fake.set_member_status(group, 421, "administrator")
    async with running_bot(make_settings(fake, tmp_path / "k.sqlite3")) as app:
        fake.send_text(421, "/language", chat_id=group, anonymous=True)
        picker = await fake.wait_message(group, fragment("language-pick-group", "ru"))
        q = fake.press_button(421, picker, endonym("uk"))
        await fake.wait_answer(q)
        assert await app.rooms.chat_language(group) == "uk"
        assert not [m for m in fake.all_messages(group) if m.text == tr("language-admins-only", "ru")]


async def test_a_group_table_speaks_its_players_majority_unless_the_admins_chose(tmp_path) -> None:
    """Issue 49: without an administrators' /language, a group table takes the language most of its
    seated people speak (a tie keeps the creator's); once the administrators chose, theirs holds."""
    from tests.bot.test_room_service import service_on

    async with service_on(tmp_path) as (service, _storage, _notifier):
        people = ((1, "Jonas", "de"), (2, "Aigerim", "kk"), (3, "Dara", "fa"), (4, "Sina", "fa"))
        for uid, name, lang in (*people, (5, "Lena", "de"), (6, "Ali", "fa")):
            await service.touch_user(uid, name, None, lang, started=True)
        room = await service.create_room("durak", 1, -4901, "de")
        assert (await service.set_option(room.id, 1, "seats", "4")).key in ("option-ok", "option-same")
        assert (await service.join(room.id, 1)).key == "join-ok"  # in a group the creator sits down too
        assert (await service.join(room.id, 2)).key == "join-ok"
        assert (await service.get(room.id)).locale == "de"  # 1 : 1, the creator's
        assert (await service.join(room.id, 3)).key == "join-ok"
        assert (await service.get(room.id)).locale == "de"  # de, kk, fa: a tie still
        assert (await service.join(room.id, 4)).key == "join-ok"
        assert (await service.get(room.id)).locale == "fa"  # two of four speak Persian
        # the administrators chose: the group's next tables speak it, whoever sits
        await service.set_chat_language(-4901, "kk", 2)
        other = await service.create_room("durak", 5, -4901, "de")
        assert (await service.set_option(other.id, 5, "seats", "3")).key in ("option-ok", "option-same")
        assert (await service.join(other.id, 5)).key == "join-ok"
        assert (await service.join(other.id, 6)).key == "join-ok"
        assert (await service.join(other.id, 3)).key == "join-ok"
        assert (await service.get(other.id)).locale == "kk"
