"""Issue 49's acceptance, end to end against the fake Bot API: a group Durak with a German, a Kazakh,
a Persian and a Brazilian player (each has opened the bot: hands in the private chats), a private
Scopa in Spanish and a private Bura in Georgian against the computer, each played to the end. Every
text and every button each person received — their private chat, the answers to their presses — is
in their language: no locale key or Fluent placeable left untranslated, no Cyrillic letter for a
language not written in it; the group's table speaks the language the code documents (no majority
among four languages: the creator's); 0 × 429."""

from __future__ import annotations

import random
import re
from functools import cache
from typing import Any

from fluent.syntax import ast

from bot.i18n import resource
from bot.sandbox.fakeapi import FakeTelegram
from tests.support.bot_e2e import (
    choose_short,
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

GROUP = -4949
#: (user id, first name, Telegram language code, the catalogue it is served from) — names in Latin
#: script, so that any Cyrillic letter seen is the bot's own
DURAK = [(491, "Jonas", "de", "de"), (492, "Aigerim", "kk", "kk"), (493, "Dara", "fa", "fa"),
         (494, "Lucas", "pt-br", "pt")]
SCOPA = (495, "Lucia", "es", "es")
BURA = (496, "Nino", "ka", "ka")
NON_CYRILLIC = {"de", "fa", "pt", "es", "ka"}
CYRILLIC = re.compile("[\u0400-\u04ff]")
CARD = re.compile(r"(?:10|[2-9JQKA])[♠♥♦♣]")
#: letters of the Kazakh alphabet that Russian has not
KAZAKH_ONLY = re.compile("[әғқңөұүһіӘҒҚҢӨҰҮҺІ]")
SENDING = {"sendMessage", "editMessageText", "editMessageReplyMarkup", "sendDocument", "sendPhoto"}


@cache
def _keys() -> frozenset[str]:
    return frozenset(e.id.name for e in resource("en").body if isinstance(e, ast.Message))


def _buttons(markup: Any) -> list[str]:
    rows = (markup or {}).get("inline_keyboard", []) if isinstance(markup, dict) else []
    return [str(b.get("text", "")) for row in rows for b in row]


def received(fake: FakeTelegram, chat_id: int, user_id: int | None = None) -> list[str]:
    """Every text and button text the bot sent to ``chat_id`` (each sent message, each edit), and
    every answer to a press of ``user_id`` (wherever they pressed)."""
    texts: list[str] = []
    for call in fake.calls:
        if call.method in SENDING and call.chat_id == chat_id:
            for field in ("text", "caption"):
                if call.params.get(field):
                    texts.append(str(call.params[field]))
            texts.extend(_buttons(call.params.get("reply_markup")))
    if user_id is not None:
        for query_id, answer in fake.answers.items():
            query = fake._callback_queries.get(query_id) or {}
            if query.get("from", {}).get("id") == user_id and answer.get("text"):
                texts.append(str(answer["text"]))
    return texts


def isolated_at(text: str, i: int) -> bool:
    """Whether ``text[i]`` lies inside a Unicode isolate (FSI or LRI … PDI)."""
    before = text[:i]
    return before.count("\u2068") + before.count("\u2066") > before.count("\u2069")


def untranslated(texts: list[str]) -> list[str]:
    """Texts showing a locale key («err-stale») or a Fluent placeable («{ $name }»)."""
    keys = _keys()
    bad = []
    for text in texts:
        words = {w.strip(".,:;!?«»()[]<>\"'") for w in re.split(r"\s+", text)}
        if "{ $" in text or "{$" in text or words & keys:
            bad.append(text)
    return bad


def check_person(fake: FakeTelegram, uid: int, lang: str) -> list[str]:
    texts = received(fake, uid, uid)
    assert texts, f"nothing reached {uid}"
    assert not untranslated(texts), (lang, untranslated(texts)[:3])
    if lang in NON_CYRILLIC:
        cyrillic = [t for t in texts if CYRILLIC.search(t)]
        assert not cyrillic, (lang, cyrillic[:3])
    return texts


async def _private_vs_computer(app, fake, uid: int, game: str, lang: str):
    before = (await latest_room(app)).id
    fake.send_text(uid, f"/{game}")
    await fake.wait_message(uid, fragment("invite-forward", lang))
    newest = await wait_latest_room(app)
    assert newest.id != before and newest.game == game
    room = await wait_room(app, newest.id, lambda r: len(r.seats) == 1)
    assert room.locale == lang
    msg = await message_of(app, fake, room.id, uid, "hand")
    await press_setting(fake, uid, msg, tr("btn-add-computer", lang), lang=lang)
    await wait_room(app, room.id, lambda r: len(r.seats) == 2)
    await press_ready(app, fake, room.id, uid)
    await wait_room(app, room.id, lambda r: r.status == "playing")
    room = await play_the_draw(app, fake, room.id)  # Bura: the first-move draw
    return room


async def test_six_people_in_six_languages_play_to_the_end(fake_tg, tmp_path):
    fake = fake_tg
    fake.add_group(GROUP, "Kozyr club")
    for uid, name, code, _lang in (*DURAK, SCOPA, BURA):
        fake.add_user(uid, name, language_code=code)
    async with running_bot(make_settings(fake, tmp_path / "k.sqlite3", default_locale="")) as app:
        for uid, _name, _code, lang in (*DURAK, SCOPA, BURA):  # each opens the bot
            fake.send_text(uid, "/start")
            await fake.wait_message(uid, fragment("welcome", lang))

        # (a) the group Durak: the German opens it, all four sit down and play it out
        creator = DURAK[0][0]
        fake.send_text(creator, "/durak", chat_id=GROUP)
        table = await fake.wait_message(GROUP, fragment("title-durak", "de"))
        room = await latest_room(app, GROUP)
        for uid, *_ in DURAK:
            fake.press_button(uid, fake.message(GROUP, table.message_id), tr("btn-join", "de"))
            await message_of(app, fake, room.id, uid, "hand")
        room = await wait_room(app, room.id, lambda r: len(r.seats) == 4)
        # four people, four languages, no administrators' choice: no majority, the creator's holds
        assert room.locale == "de" and await app.rooms.chat_language(GROUP) is None
        for uid, *_ in DURAK:
            await press_ready(app, fake, room.id, uid)
        await wait_room(app, room.id, lambda r: r.status == "playing")
        for uid, _name, _code, lang in DURAK:  # each hand in its reader's language
            msg = await message_of(app, fake, room.id, uid, "hand")
            status = fragment("durak-status", lang)
            await fake.wait_for(lambda m=msg, s=status, u=uid: s in fake.message(u, m.message_id).text)
        people = [uid for uid, *_ in DURAK]
        room = await play_to_end(app, fake, room.id, people, random.Random(11))
        assert room.status == "lobby" and room.engine().is_over()

        # (b) a private Scopa in Spanish, (c) a private Bura in Georgian, against the computer
        uid, _name, _code, lang = SCOPA
        scopa = await _private_vs_computer(app, fake, uid, "scopa", lang)
        scopa = await play_to_end(app, fake, scopa.id, [uid], random.Random(5), max_steps=4000)
        assert scopa.engine().is_over() and scopa.engine().match_result()["over"]
        uid, _name, _code, lang = BURA
        bura = await _private_vs_computer(app, fake, uid, "bura", lang)
        bura = await play_to_end(
            app, fake, bura.id, [uid], random.Random(3), max_steps=4000, pick=choose_short
        )
        assert bura.engine().is_over() and bura.engine().match_result()["over"]

        # each match's end reached the person's own message, in their language
        for room_id, uid, lang in ((scopa.id, SCOPA[0], SCOPA[3]), (bura.id, BURA[0], BURA[3])):
            msg = await message_of(app, fake, room_id, uid, "hand")
            want = fragment("match-winner", lang)
            await fake.wait_for(lambda m=msg, u=uid, w=want: w in fake.message(u, m.message_id).text)
        await fake.wait_message(GROUP, tr("fair-ok", "de"))  # the Durak's end on the group's table
        await app.outbox.flush()  # type: ignore[union-attr]

        # the group: German throughout, its title and end included
        group = received(fake, GROUP)
        assert any(fragment("title-durak", "de") in t for t in group)
        assert not untranslated(group), untranslated(group)[:3]
        assert not [t for t in group if CYRILLIC.search(t)], [t for t in group if CYRILLIC.search(t)][:3]
        assert tr("btn-join", "de") in group

        # each person: their own language, every text and button
        seen = {uid: check_person(fake, uid, lang) for uid, _n, _c, lang in (*DURAK, SCOPA, BURA)}
        for uid, _n, _c, lang in (*DURAK, SCOPA, BURA):
            blob = "\n".join(seen[uid])
            assert fragment("welcome", lang) in blob, lang
            assert any(tr("btn-ready", lang) in t for t in seen[uid]), lang  # a button seen
        kazakh = "\n".join(seen[DURAK[1][0]])
        assert fragment("durak-status", "kk") in kazakh and fragment("durak-status", "ru") not in kazakh
        assert fragment("welcome", "ru") not in kazakh
        assert len(KAZAKH_ONLY.findall(kazakh)) > 50  # Kazakh, not Russian in a Kazakh name
        persian = "\n".join(seen[DURAK[2][0]])
        assert "\u2068" in persian and "\u2069" in persian  # placeables isolated in a right-to-left line
        # every name in a Persian line is isolated too, also where the code joins it to the line (a
        # seat's line «Dara — 6 کارت»): a Latin name first would turn the line left to right
        names = re.compile("|".join(name for _uid, name, *_ in DURAK))
        loose = [t for t in seen[DURAK[2][0]] for m in names.finditer(t) if not isolated_at(t, m.start())]
        assert not loose, loose[:3]
        # and so is every card code in a Persian message's text (a button is a line of its own): «7♠»
        # has no letter to set its direction, so a line the code composes wraps it (LRI … PDI)
        texts = [str(c.params["text"]) for c in fake.calls
                 if c.method in ("sendMessage", "editMessageText") and c.chat_id == DURAK[2][0]]
        bare = [t[max(0, m.start() - 30) : m.end() + 10] for t in texts for m in CARD.finditer(t)
                if not isolated_at(t, m.start())]
        assert not bare, [repr(x) for x in bare[:6]]
        assert fragment("scopa-status", "es") in "\n".join(seen[SCOPA[0]])
        assert fragment("bura-status", "ka") in "\n".join(seen[BURA[0]])

    # 0 × 429: none refused by Telegram's limits (the fixture checks it again) nor injected
    assert not fake.limited_calls() and not [c for c in fake.calls if c.error_code == 429]
