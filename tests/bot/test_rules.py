"""The rules at hand: ``/rules durak`` answers in each reader's language, ``/rules`` alone offers
buttons, every lobby has «ℹ️ Правила» (sent to the presser's private chat), and the texts hold the
card values and the scoring."""

from __future__ import annotations

from bot.i18n import LANGUAGES, RTL, Translator
from tests.support.bot_e2e import fragment, latest_room, make_settings, message_of, running_bot, tr


async def test_rules_durak_in_each_locale(fake_tg, tmp_path):
    fake = fake_tg
    users = {"ru": 501, "en": 502, "it": 503, "uk": 504}
    for lang, uid in users.items():
        fake.add_user(uid, f"P{uid}", language_code=lang)
    async with running_bot(make_settings(fake, tmp_path / "k.sqlite3")) as app:
        del app
        for uid in users.values():
            fake.send_text(uid, "/rules durak")
        for lang, uid in users.items():
            msg = await fake.wait_message(uid, fragment("rules-durak", lang))
            assert msg.text == tr("rules-durak", lang)
        # «📖 Подробнее»: the rules in full in the same message, and back
        msg = await fake.wait_message(501, fragment("rules-durak"))
        q = fake.press_button(501, msg, tr("btn-rules-more"))
        await fake.wait_answer(q)
        await fake.wait_for(lambda: fake.message(501, msg.message_id).text == tr("rules-durak-more"))
        assert tr("btn-rules-short") in fake.message(501, msg.message_id).button_texts()
        q = fake.press_button(501, fake.message(501, msg.message_id), tr("btn-rules-short"))
        await fake.wait_answer(q)
        await fake.wait_for(lambda: fake.message(501, msg.message_id).text == tr("rules-durak"))
        # a game named in the reader's language works too; no argument: buttons to pick
        fake.send_text(504, "/rules Бура")
        await fake.wait_message(504, fragment("rules-bura", "uk"))
        fake.send_text(503, "/rules")
        picker = await fake.wait_message(503, tr("rules-pick", "it"))
        q = fake.press_button(503, picker, tr("game-scopa", "it"))
        await fake.wait_answer(q)
        await fake.wait_for(lambda: fake.message(503, picker.message_id).text == tr("rules-scopa", "it"))
        assert any(t.startswith("• ") for t in fake.message(503, picker.message_id).button_texts())


async def test_every_lobby_has_the_rules_button(fake_tg, tmp_path):
    fake = fake_tg
    group = -5005
    fake.add_group(group, "Club")
    fake.add_user(511, "Vera")
    fake.add_user(512, "Ivo", language_code="it")
    fake.add_user(513, "Nina", started=False)  # has never opened the bot's private chat
    async with running_bot(make_settings(fake, tmp_path / "k.sqlite3")) as app:
        fake.send_text(512, "/start")  # Ivo has: the press is answered «sent» before the rules go
        await fake.wait_message(512, "")
        for game in ("durak", "bura", "scopa"):
            fake.send_text(511, f"/{game}", chat_id=group)
            table = await fake.wait_message(group, fragment(f"title-{game}"))
            assert tr("btn-rules") in table.button_texts()
            # pressed on the group's table: the rules go to the presser's private chat, in their language
            q = fake.press_button(512, table, tr("btn-rules"))
            assert (await fake.wait_answer(q)).get("text") == tr("rules-sent-private", "it")
            await fake.wait_message(512, tr(f"rules-{game}", "it"))
            q = fake.press_button(513, table, tr("btn-rules"))
            assert (await fake.wait_answer(q)).get("text") == tr("err-open-bot")
        room = await latest_room(app, group)
        fake.press_button(511, fake.message(group, table.message_id), tr("btn-join"))
        hand = await message_of(app, fake, room.id, 511, "hand")
        await fake.wait_for(lambda: tr("btn-rules") in fake.message(511, hand.message_id).button_texts())


def test_rules_hold_card_values_and_scoring() -> None:
    for lang in LANGUAGES:
        t = Translator(lang)
        bura = t("rules-bura")
        for needle in ("A", "11", "10", "K", "4", "Q", "3", "J", "2", "41", "70", "12", "120"):
            assert needle in bura, (lang, needle)
        scopa = t("rules-scopa")
        for needle in ("F", "= 8", "C", "= 9", "R", "= 10", "11"):
            assert needle in scopa, (lang, needle)
        durak = t("rules-durak")
        assert "36" in durak and "6" in durak, lang
        # the second page: what players argue about
        scopa_more = t("rules-scopa-more")
        if lang in RTL:  # a right-to-left line points its arrows the way it reads
            scopa_more = scopa_more.replace("←", "→")
        for needle in ("7 → 21", "6 → 18", "16", "10", "21 + 18 + 16 + 10 = 65", "R", "2×2"):
            assert needle in scopa_more, (lang, needle)
        bura_more = t("rules-bura-more")
        for needle in ("41", "70", "+2", "+4", "+6", "+1", "+3", "12"):  # fa: «41 تا 70», not 41–70
            assert needle in bura_more, (lang, needle)
        durak_more = t("rules-durak-more")
        for needle in ("6", "2×2"):
            assert needle in durak_more, (lang, needle)
    # «card points» and «match points» never share a word (ru: очки карт / баллы; uk: очки / бали)
    ru, uk = Translator("ru"), Translator("uk")
    assert "очк" not in ru("score-points", n=5) and "балл" in ru("score-points", n=5)
    assert "балл" not in ru("bura-pile", name="Вера", points=76, tricks=3)
    assert "очк" not in uk("score-points", n=5) and "бал" in uk("score-points", n=5)
    en, it = Translator("en"), Translator("it")
    assert "point" not in en("bura-pile", name="Vera", points=76, tricks=3)
    assert "punt" not in it("bura-pile", name="Vera", points=76, tricks=3)
    assert "point" in en("score-points", n=5) and "punt" in it("score-points", n=5)
