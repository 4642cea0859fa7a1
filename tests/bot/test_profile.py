"""``/profile`` (language, Scopa deck style, the deck fingerprint) and what it changes at the table;
``/hand`` re-sends a lost hand message; surrendering in Scopa; ``/new`` in private. The user switches to
English here, so the English sentences are expected (still by locale key)."""

from __future__ import annotations

import pytest

from bot.i18n import endonym
from bot.render.cards import styled
from bot.storage.actions import unpack
from engines.fairness import commitment
from tests.support.bot_e2e import (
    fragment,
    make_settings,
    message_of,
    pause,
    press_ready,
    press_setting,
    running_bot,
    tr,
    wait_latest_room,
    wait_room,
)


async def _room_with_computer(app, fake, uid: int, command: str, lang: str):  # type: ignore[no-untyped-def]
    fake.send_text(uid, command)
    room = await wait_latest_room(app)
    msg = await message_of(app, fake, room.id, uid, "hand")
    await press_setting(fake, uid, msg, tr("btn-add-computer", lang), lang=lang)
    await wait_room(app, room.id, lambda r: len(r.seats) == 2)
    return room, msg


@pytest.mark.both_databases
async def test_profile_fingerprint_hand_and_new(fake_tg, tmp_path):
    fake = fake_tg
    fake.add_user(701, "Nina")
    settings = make_settings(fake, tmp_path / "k.sqlite3", computer_delay=30.0)  # the computer waits
    async with running_bot(settings) as app:
        # /profile: switch the fingerprint on, the deck style to French, the language to English
        fake.send_text(701, "/profile")
        prof = await fake.wait_message(701, tr("profile-title"))
        for label in (tr("btn-fp", on="yes"), tr("style-french")):
            q = fake.press_button(701, fake.message(701, prof.message_id), label)
            await fake.wait_answer(q)
        sample = " ".join(styled(c, "french") for c in ("7D", "7H", "7S", "7C"))
        french = tr("profile-style", style="french", sample=sample)
        await fake.wait_for(lambda: french in fake.message(701, prof.message_id).text)
        assert tr("profile-fp", on="yes") in fake.message(701, prof.message_id).text
        q = fake.press_button(701, fake.message(701, prof.message_id), endonym("en"))
        await fake.wait_answer(q)
        await fake.wait_for(lambda: tr("profile-title", "en") in fake.message(701, prof.message_id).text)

        room, msg = await _room_with_computer(app, fake, 701, "/scopa", "en")
        await press_ready(app, fake, room.id, 701)
        room = await wait_room(app, room.id, lambda r: r.status == "playing")
        info = await app.rooms.deal_info(room.id, 1, 1)
        fp = info.commitment[:8]
        your_cards = fragment("your-hand", "en")
        # the table shows the 🔒 fingerprint; French suits in English
        await fake.wait_for(lambda: your_cards in fake.message(701, msg.message_id).text
                            and any(fp in b["text"] for b in fake.message(701, msg.message_id).buttons()))
        text = fake.message(701, msg.message_id).text
        assert your_cards in text and any(s in text for s in "♠♥♦♣")
        q = fake.press_button(701, fake.message(701, msg.message_id), fp)
        await fake.wait_answer(q)
        details = await fake.wait_message(701, info.commitment)
        assert info.seed not in details.text  # not revealed during the deal
        assert "python -m engines verify" in details.text and tr("fp-how", "en") in details.text
        # /hand re-sends the lost hand message
        fake.send_text(701, "/hand")
        await fake.wait_for(
            lambda: fake.last_message(701).message_id > msg.message_id + 2
            and your_cards in fake.last_message(701).text
        )
        for _ in range(100):  # the new message's id is stored once Telegram answered its sending
            new = await message_of(app, fake, room.id, 701, "hand")
            if new.message_id != msg.message_id:
                break
            await pause(0.02)
        assert new.message_id != msg.message_id
        # Scopa: «Сдаться» (asks to confirm) ends the match for the other side; the seed is then revealed
        give_up = tr("btn-surrender", "en", game="scopa")
        q = fake.press_button(701, fake.message(701, new.message_id), give_up)
        assert (await fake.wait_answer(q)).get("text") == tr("confirm-surrender", "en", game="scopa")
        q = fake.press_button(701, fake.message(701, new.message_id), give_up)
        assert (await fake.wait_answer(q)).get("text") == tr("surrender-ok", "en")
        room = await wait_room(app, room.id, lambda r: r.status == "lobby")
        assert room.outcome["type"] == "surrender"
        async with app.storage.read() as tx:
            logged = await tx.all(
                "SELECT action FROM actions WHERE room_id = ? AND by_user = 701", (room.id,)
            )
            events = await tx.log.events(room.id)
        # the bot's own event log keeps it; the engine's action log (what records replay) does not
        assert {"type": "surrender", "seat": 0} in events
        assert not any(unpack(r[0]).get("type") == "surrender" for r in logged)
        record = await app.rooms.record(room.id, 1, 1)
        assert record is not None and all(a.get("type") != "surrender" for a in record["deals"][0]["actions"])
        winner = fragment("match-winner", "en")
        await fake.wait_for(lambda: winner in fake.message(701, new.message_id).text)
        assert commitment(bytes.fromhex(info.seed)) == info.commitment
        # /new in private offers the games and makes a room with an invitation
        fake.send_text(701, "/new")
        pick = await fake.wait_message(701, tr("pick-game", "en"))
        fake.press_button(701, fake.message(701, pick.message_id), tr("game-durak", "en"))
        forward = fragment("invite-forward", "en")
        invite = await fake.wait_for(  # a new invitation (the Scopa room had one too)
            lambda: next((m for m in fake.chat_messages(701)
                          if m.message_id > pick.message_id and forward in m.text), None)
        )
        durak = await wait_latest_room(app)
        assert durak.game == "durak" and durak.id != room.id
        assert f"t.me/kozyr_test_bot?start=j{durak.id}" in invite.text
