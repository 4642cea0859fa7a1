"""Issue 32, invitations from any chat (inline mode), end to end against the fake Bot API: ``@bot`` in
a chat the bot is not in offers the games; the chosen one posts an invitation card there whose
«➕ Присоединиться» (a press from an inline message: ``inline_message_id``, no message) seats the
presser as the invitation link does, and the card is redrawn with who is seated; the lobby's
«📨 Пригласить» opens Telegram's chat picker with the room's own card."""

from __future__ import annotations

import pytest

from bot.model import Room
from tests.support.bot_e2e import (
    fragment,
    latest_room,
    make_settings,
    message_of,
    pause,
    running_bot,
    tr,
    wait_room,
)

A, B, C = 3211, 3212, 3213
#: a private chat between A and B: the bot is not in it
THEIR_CHAT = 987654


async def _made(app, room_id: str) -> Room:
    for _ in range(200):
        room = await app.rooms.get(room_id)
        if room is not None:
            return room
        await pause(0.05)
    raise AssertionError(f"room {room_id} was not made")


@pytest.mark.both_databases
async def test_an_inline_invitation_seats_who_presses_join(fake_tg, tmp_path):
    fake = fake_tg
    fake.add_user(A, "Аня")
    fake.add_user(B, "Боря")
    fake.add_user(C, "Вера", started=False)  # never opened the bot
    async with running_bot(make_settings(fake, tmp_path / "k.sqlite3")) as app:
        fake.send_text(B, "/start")  # B has talked to the bot before: it may write to him
        await fake.wait_message(B, fragment("welcome"))
        asked = fake.inline_query(A, "", chat_type="private")
        results = await fake.wait_inline_answer(asked)
        assert [r["title"] for r in results] == [tr("game-durak"), tr("game-bura"), tr("game-scopa")]
        narrowed = await fake.wait_inline_answer(fake.inline_query(A, "durak 3", chat_type="private"))
        assert [r["title"] for r in narrowed] == [tr("inline-title", game=tr("game-durak"), n=3)]
        assert [r["title"] for r in await fake.wait_inline_answer(fake.inline_query(A, "бура"))] == [
            tr("game-bura")
        ]

        card = fake.choose_inline_result(A, asked, results[0]["id"], THEIR_CHAT)
        assert card.params["via_bot"] == fake.bot_username and card.chat_id == THEIR_CHAT
        assert tr("card-new", name="Аня", game=tr("game-durak")) in card.text
        # the room is made when the result is chosen, with the id the card's button carries
        room = await _made(app, results[0]["id"].rsplit(".", 1)[1])
        assert room.human_ids() == [A]
        assert room.chat_id is None and room.creator == A
        await message_of(app, fake, room.id, A, "hand")  # the creator's lobby, in private
        await fake.wait_for(lambda: tr("card-seated", names="Аня") in card.text)  # drawn with its room

        query = fake.press_button(B, card, tr("btn-join"))
        assert "message" not in fake.updates[-1]["callback_query"]  # a press from an inline message
        assert (await fake.wait_answer(query))["text"] == tr("card-joined")
        room = await wait_room(app, room.id, lambda r: r.human_ids() == [A, B])
        await message_of(app, fake, room.id, B, "hand")
        await fake.wait_for(lambda: tr("card-seated", names="Аня, Боря") in card.text)
        # (edits: its first drawing with the room made — seats, the host seated — and this join)
        assert card.edits == 2 and card.button_texts() == [tr("btn-join")]

        # someone whose private chat with the bot is not open gets the invitation link: Telegram
        # opens the bot with it, and the link seats them
        query = fake.press_button(C, card, tr("btn-join"))
        answer = await fake.wait_answer(query)
        assert answer["text"] == tr("card-open-bot") and answer["url"].endswith(f"start=j{room.id}")
        assert fake.follow_url(C, answer["url"])
        await wait_room(app, room.id, lambda r: r.human_ids() == [A, B, C])
        # the card follows its room whichever way people come and go: the link's join above, a
        # leave in the lobby here (and no edit when nothing it shows changed)
        await fake.wait_for(lambda: tr("card-seated", names="Аня, Боря, Вера") in card.text)
        fake.press_button(B, await message_of(app, fake, room.id, B, "hand"), tr("btn-leave"))
        await wait_room(app, room.id, lambda r: r.human_ids() == [A, C])
        await fake.wait_for(lambda: tr("card-seated", names="Аня, Вера") in card.text)
        assert card.button_texts() == [tr("btn-join")] and card.edits == 4

        # without inline feedback (@BotFather /setinlinefeedback) no room is made: a card says so
        # (the same words as to a press a moment before the bot handled the chosen result)
        fake.inline_feedback = False
        lost = fake.choose_inline_result(A, asked, results[1]["id"], THEIR_CHAT)
        answer = await fake.wait_answer(fake.press_button(B, lost, tr("btn-join")))
        assert answer["text"] == tr("card-not-ready") and not answer.get("show_alert")
        # a card of a room that is gone (closed, its rows purged) is an invitation not found; the
        # card's own row goes CARD_MEMORY_SECONDS later
        gone = results[0]["id"].rsplit(".", 1)[1]
        async with app.storage.transaction() as tx:  # type: ignore[union-attr]
            await tx.run("UPDATE rooms SET status = 'closed', updated_at = 0 WHERE id = ?", (gone,))
            assert await tx.rooms.purge_closed(1.0) == 1
            row = await tx.one("SELECT made_at FROM cards WHERE inline_id = ?", (card.inline_message_id,))
            assert row is not None
            card_made = float(row[0])
            assert await tx.cards.purge(card_made) == 0  # made at that moment: not before it
        answer = await fake.wait_answer(fake.press_button(B, card, tr("btn-join")))
        assert answer["text"] == tr("err-invite-unknown") and answer.get("show_alert")
        async with app.storage.transaction() as tx:  # type: ignore[union-attr]
            assert await tx.cards.purge(card_made + 1) == 1
        answer = await fake.wait_answer(fake.press_button(B, card, tr("btn-join")))
        assert answer["text"] == tr("card-not-ready")


async def test_a_card_pressed_before_the_bot_knows_it_is_its_rooms_and_then_no_others(fake_tg, tmp_path):
    """Issue 44: the card's room learns of it from ``chosen_inline_result``, another update, handled
    beside the press on a busy machine (or late, in webhook mode): a press on a card no room has yet
    seats the presser in the room it names and binds the card to it; from then on the card is that
    room's, and another room's payload forged onto it is refused."""
    from bot.chat.callbacks import CardJoin

    fake = fake_tg
    fake.add_user(A, "Аня")
    fake.add_user(B, "Боря")
    fake.add_user(C, "Вера")
    async with running_bot(make_settings(fake, tmp_path / "k.sqlite3")) as app:
        for uid in (B, C):
            fake.send_text(uid, "/start")
            await fake.wait_message(uid, fragment("welcome"))
        fake.send_text(A, "/durak")
        await fake.wait_message(A, fragment("invite-forward"))
        room = await latest_room(app)
        fake.send_text(C, "/bura")
        await fake.wait_message(C, fragment("invite-forward"))
        other = await latest_room(app)
        assert other.id != room.id
        (result,) = await fake.wait_inline_answer(asked := fake.inline_query(A, f"j{room.id}"))
        fake.inline_feedback = False  # the chosen result never reaches the bot: the press comes first
        card = fake.choose_inline_result(A, asked, result["id"], -3219)
        assert card.inline_message_id not in (await app.rooms.get(room.id)).extra.get("cards", [])  # type: ignore[union-attr]
        assert await app.rooms.card_owner(card.inline_message_id) is None

        answer = await fake.wait_answer(fake.press_button(B, card, tr("btn-join")))
        assert answer["text"] == tr("card-joined")
        room = await wait_room(app, room.id, lambda r: r.human_ids() == [A, B])
        assert card.inline_message_id in room.extra["cards"]
        assert await app.rooms.card_owner(card.inline_message_id) == room.id
        await fake.wait_for(lambda: tr("card-seated", names="Аня, Боря") in card.text)

        # now the card is this room's: Вера's room's payload pressed on it is refused, nothing changes
        answer = await fake.wait_answer(fake.press_inline(C, card, CardJoin(room=other.id).pack()))
        assert answer["text"] == tr("card-not-this-room") and answer.get("show_alert")
        await pause(0.3)  # what the press could have started would show by now
        assert (await app.rooms.get(other.id)).human_ids() == [C]  # type: ignore[union-attr]
        assert await app.rooms.card_owner(card.inline_message_id) == room.id
        assert card.inline_message_id not in (await app.rooms.get(other.id)).extra.get("cards", [])  # type: ignore[union-attr]
        for text in [*card.history, card.text]:
            assert tr("game-bura") not in text, text


async def test_the_lobby_invite_button_offers_the_rooms_own_card(fake_tg, tmp_path):
    fake = fake_tg
    fake.add_user(A, "Аня")
    fake.add_user(B, "Боря")
    async with running_bot(make_settings(fake, tmp_path / "k.sqlite3")) as app:
        fake.send_text(A, "/bura")
        await fake.wait_message(A, fragment("invite-forward"))
        room = await latest_room(app)
        lobby = await message_of(app, fake, room.id, A, "hand")
        button = lobby.find_button(tr("btn-invite"))
        picker = button["switch_inline_query_chosen_chat"]
        assert picker["query"] == f"j{room.id}" and picker["allow_group_chats"]
        rows = lobby.reply_markup["inline_keyboard"]  # the four rows stay: the invitation beside the settings
        assert len(rows) == 4 and [b["text"] for b in rows[2]] == [tr("btn-settings"), tr("btn-invite")]

        asked = fake.inline_query(A, picker["query"], chat_type="group")
        (result,) = await fake.wait_inline_answer(asked)
        assert result["title"] == tr("inline-room-title", game=tr("game-bura"))
        card = fake.choose_inline_result(A, asked, result["id"], -3219)
        # the room knows its card once the chosen result is handled (another update, handled beside
        # the press on a busy machine): a press before that is refused as another room's card
        await wait_room(app, room.id, lambda r: card.inline_message_id in r.extra.get("cards", []))
        fake.send_text(B, "/start")
        await fake.wait_message(B, fragment("welcome"))
        fake.press_button(B, card, tr("btn-join"))
        await wait_room(app, room.id, lambda r: r.human_ids() == [A, B])
        await fake.wait_for(lambda: tr("card-closed") in card.text)  # Bura: two seats, now full
        assert card.button_texts() == []
        # someone else's room id in a query offers the games instead
        other = await fake.wait_inline_answer(fake.inline_query(B, "jZZZZZZZZZZ"))
        assert len(other) == 3


async def test_a_creator_who_never_opened_the_bot_costs_one_refused_call_not_more(fake_tg, tmp_path):
    fake = fake_tg
    fake.add_user(A, "Аня")
    fake.add_user(B, "Боря")
    fake.add_user(C, "Вера", started=False)  # never opened the bot: Telegram refuses its messages to her
    async with running_bot(make_settings(fake, tmp_path / "k.sqlite3")) as app:
        for uid in (A, B):
            fake.send_text(uid, "/start")
            await fake.wait_message(uid, fragment("welcome"))
        asked = fake.inline_query(C, "durak", chat_type="private")
        (result,) = await fake.wait_inline_answer(asked)
        card = fake.choose_inline_result(C, asked, result["id"], THEIR_CHAT)
        room = await _made(app, result["id"].rsplit(".", 1)[1])
        assert room.creator == C
        refused = lambda: [c for c in fake.failed_calls() if c.chat_id == C]  # noqa: E731
        await fake.wait_for(lambda: len(refused()) >= 1)  # her private lobby: the one refused call
        # the lobby changes three times: nothing more is tried in her private chat
        fake.press_button(A, card, tr("btn-join"))
        await wait_room(app, room.id, lambda r: r.human_ids() == [C, A])
        fake.press_button(B, card, tr("btn-join"))
        await wait_room(app, room.id, lambda r: r.human_ids() == [C, A, B])
        fake.press_button(B, await message_of(app, fake, room.id, B, "hand"), tr("btn-leave"))
        await wait_room(app, room.id, lambda r: r.human_ids() == [C, A])
        await fake.wait_for(lambda: tr("card-seated", names="Вера, Аня") in card.text)
        await pause(1.0)
        assert len(refused()) == 1, [(c.method, c.description) for c in refused()]
        # she opens the bot: her private chat is open again, and her lobby comes with the next change
        fake.send_text(C, "/start")
        await fake.wait_message(C, fragment("welcome"))
        fake.press_button(B, card, tr("btn-join"))
        await wait_room(app, room.id, lambda r: r.human_ids() == [C, A, B])
        await message_of(app, fake, room.id, C, "hand")
        assert len(refused()) == 1


@pytest.mark.both_databases
async def test_a_join_forged_onto_a_card_of_another_room_seats_nobody_and_redraws_nothing(fake_tg, tmp_path):
    """Issue 44: «➕ Присоединиться» carries its room (``ij:<room>``); a payload naming another room,
    pressed on someone's card, would seat the presser in that room and redraw the card with that
    room's table. Refused in the presser's words; the card and both rooms stay as they were."""
    from bot.chat.callbacks import CardJoin

    fake = fake_tg
    fake.add_user(A, "Аня")
    fake.add_user(B, "Боря")
    fake.add_user(C, "Carl", language_code="en")
    async with running_bot(make_settings(fake, tmp_path / "k.sqlite3")) as app:
        for uid in (B, C):
            fake.send_text(uid, "/start")
            await fake.wait_message(uid, "")
        # Аня's card of her Durak room; Боря's private Bura lobby (no card at all)
        asked = fake.inline_query(A, "durak", chat_type="private")
        (result,) = await fake.wait_inline_answer(asked)
        card = fake.choose_inline_result(A, asked, result["id"], THEIR_CHAT)
        mine = await _made(app, result["id"].rsplit(".", 1)[1])
        await wait_room(app, mine.id, lambda r: card.inline_message_id in r.extra.get("cards", []))
        fake.send_text(B, "/bura")
        await fake.wait_message(B, fragment("invite-forward"))
        other = await latest_room(app)
        assert other.id != mine.id and other.human_ids() == [B]
        own_button = card.button_texts(), CardJoin(room=mine.id).pack()

        # Carl presses Боря's room's payload on Аня's card: refused, in his language
        query = fake.press_inline(C, card, CardJoin(room=other.id).pack())
        answer = await fake.wait_answer(query)
        assert answer["text"] == tr("card-not-this-room", "en") and answer.get("show_alert")
        # Аня presses it on her own card: the same (a card is its room's, whoever posted it)
        answer = await fake.wait_answer(fake.press_inline(A, card, CardJoin(room=other.id).pack()))
        assert answer["text"] == tr("card-not-this-room")
        await pause(0.3)  # what the presses could have started would show by now
        await app.outbox.flush()  # type: ignore[union-attr]
        assert (await app.rooms.get(other.id)).human_ids() == [B]  # type: ignore[union-attr]
        assert (await app.rooms.get(mine.id)).human_ids() == [A]  # type: ignore[union-attr]
        # the card never showed Боря's table: still Аня's Durak, its button still her room's
        for text in [*card.history, card.text]:
            assert tr("game-durak") in text and tr("game-bura") not in text and "Боря" not in text, text
        assert (card.button_texts(), card.find_button(tr("btn-join"))["callback_data"]) == own_button

        # the card's own button still seats Carl in Аня's room
        answer = await fake.wait_answer(fake.press_button(C, card, tr("btn-join")))
        assert answer["text"] == tr("card-joined", "en")
        await wait_room(app, mine.id, lambda r: r.human_ids() == [A, C])
        await fake.wait_for(lambda: tr("card-seated", names="Аня, Carl") in card.text)


def test_a_room_follows_its_newest_cards_and_knows_older_ones_as_its_own():
    from bot.model import LOBBY
    from bot.rooms.cards import MAX_CARDS, MAX_KNOWN, cards_of, is_card_of, with_card

    room = Room(id="r1", game="bura", chat_id=None, locale="ru", creator=A, capacity=2, options={},
                status=LOBBY, turn=0, match_no=0, state=None, match_info=None, pending={}, last=None,
                outcome=None, created_at=0.0, updated_at=0.0)
    ids = [f"card{i}" for i in range(MAX_KNOWN + 3)]
    assert all(with_card(room, i) for i in ids) and not with_card(room, ids[-1])
    assert cards_of(room) == ids[-MAX_CARDS:]  # redrawn when the room changes
    assert is_card_of(room, ids[-MAX_CARDS - 1]) and is_card_of(room, ids[-MAX_KNOWN])  # still its own
    assert not is_card_of(room, ids[0]) and not is_card_of(room, "someone-elses")
