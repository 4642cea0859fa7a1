"""Self-tests of the fake Bot API's ephemeral messages, driven by the real aiogram Bot."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator

import pytest
from aiogram import Bot
from aiogram.exceptions import TelegramBadRequest
from aiogram.types import (
    BufferedInputFile,
    EphemeralMessageParameters,
    InlineKeyboardButton,
    InlineKeyboardMarkup,
    Update,
)

from bot.sandbox.fakeapi import EPHEMERAL_ANSWER_SECONDS, EphemeralMessage, FakeTelegram, make_bot

ALICE, BOB, CAROL, GROUP = 1001, 1002, 1003, -100500


def kb(*buttons: tuple[str, str]) -> InlineKeyboardMarkup:
    return InlineKeyboardMarkup(
        inline_keyboard=[[InlineKeyboardButton(text=text, callback_data=data)] for text, data in buttons]
    )


def to(user: int, query: str | None = None, replace: bool | None = None) -> EphemeralMessageParameters:
    return EphemeralMessageParameters(
        receiver_user_id=user, callback_query_id=query, replace_callback_query_message=replace
    )


@pytest.fixture
async def fake_tg() -> AsyncIterator[FakeTelegram]:
    fake = FakeTelegram()
    await fake.start()
    try:
        yield fake
    finally:
        await fake.stop()


@pytest.fixture
async def bot(fake_tg: FakeTelegram) -> AsyncIterator[Bot]:
    # nobody has started the bot in private: the group is all they share with it
    for uid, name in ((ALICE, "Alice"), (BOB, "Bob"), (CAROL, "Carol")):
        fake_tg.add_user(uid, name, started=False)
    fake_tg.add_group(GROUP, "Card table")
    bot = make_bot(fake_tg)
    try:
        yield bot
    finally:
        await bot.session.close()


async def test_a_member_bot_answers_a_press_with_a_message_only_its_presser_sees(
    fake_tg: FakeTelegram, bot: Bot
) -> None:
    table = await bot.send_message(GROUP, "The table", reply_markup=kb(("🃏 My cards", "hand")))
    with pytest.raises(TelegramBadRequest, match="EPHEMERAL_NOT_ALLOWED"):
        await bot.send_message(GROUP, "Your hand: 7♠", ephemeral_message_parameters=to(ALICE))
    query = fake_tg.press(ALICE, fake_tg.message(GROUP, table.message_id), "hand")  # type: ignore[arg-type]
    sent = await bot.send_message(
        GROUP, "Your hand: <b>7♠</b>", parse_mode="HTML", reply_markup=kb(("7♠", "play:7S")),
        ephemeral_message_parameters=to(ALICE, query),
    )  # fmt: skip
    assert sent.message_id == 0 and sent.ephemeral_message_id == 1
    assert sent.receiver_user is not None and sent.receiver_user.id == ALICE
    # nobody else sees it; the group's own list is what everybody sees
    assert [m.text for m in fake_tg.chat_messages(GROUP)] == ["The table"]
    assert [m.text for m in fake_tg.seen_by(GROUP, ALICE)] == ["The table", "Your hand: 7♠"]
    assert [m.text for m in fake_tg.seen_by(GROUP, BOB)] == ["The table"]
    assert "7♠" in fake_tg.seen_text(GROUP, ALICE) and "7♠" not in fake_tg.seen_text(GROUP, BOB)
    # Alice's press answers Bob's hand? No: the query must be the receiver's own
    with pytest.raises(TelegramBadRequest, match="not from the receiver"):
        await bot.send_message(GROUP, "Bob's hand", ephemeral_message_parameters=to(BOB, query))
    # an ordinary message sent after it comes after it in Alice's view
    await bot.send_message(GROUP, "Bob plays")
    assert [m.text for m in fake_tg.seen_by(GROUP, ALICE)] == ["The table", "Your hand: 7♠", "Bob plays"]


async def test_the_answer_must_come_within_fifteen_seconds_of_the_press(
    fake_tg: FakeTelegram, bot: Bot
) -> None:
    table = await bot.send_message(GROUP, "The table", reply_markup=kb(("🃏", "hand")))
    early = fake_tg.press(BOB, fake_tg.message(GROUP, table.message_id), "hand")  # type: ignore[arg-type]
    await asyncio.sleep(EPHEMERAL_ANSWER_SECONDS - 1)
    await bot.send_message(GROUP, "in time", ephemeral_message_parameters=to(BOB, early))
    await asyncio.sleep(2)
    with pytest.raises(TelegramBadRequest, match="EPHEMERAL_QUERY_EXPIRED"):
        await bot.send_message(GROUP, "too late", ephemeral_message_parameters=to(BOB, early))
    with pytest.raises(TelegramBadRequest, match="query ID is invalid"):
        await bot.send_message(GROUP, "forged", ephemeral_message_parameters=to(BOB, "12345"))
    assert [m.text for m in fake_tg.ephemeral_messages(GROUP, BOB)] == ["in time"]


async def test_an_administrator_bot_sends_one_at_any_time_but_only_in_a_group(
    fake_tg: FakeTelegram, bot: Bot
) -> None:
    fake_tg.set_member_status(GROUP, fake_tg.bot_id, "administrator")
    sent = await bot.send_message(GROUP, "Your turn, Carol", ephemeral_message_parameters=to(CAROL))
    assert sent.ephemeral_message_id
    assert fake_tg.ephemeral_messages(GROUP, CAROL)[0].text == "Your turn, Carol"
    with pytest.raises(TelegramBadRequest, match="only to group"):
        await bot.send_message(ALICE, "private", ephemeral_message_parameters=to(ALICE))
    with pytest.raises(TelegramBadRequest, match="user not found"):
        await bot.send_message(GROUP, "nobody", ephemeral_message_parameters=to(4242))
    fake_tg.set_member_status(GROUP, BOB, "left")
    with pytest.raises(TelegramBadRequest, match="USER_NOT_PARTICIPANT"):
        await bot.send_message(GROUP, "gone", ephemeral_message_parameters=to(BOB))
    # a document to one person only
    await bot.send_document(
        GROUP, BufferedInputFile(b"record", "deal.txt"), ephemeral_message_parameters=to(CAROL)
    )
    assert fake_tg.documents[-1]["receiver_user_id"] == CAROL
    assert [m.document is not None for m in fake_tg.seen_by(GROUP, CAROL)] == [False, True]
    assert fake_tg.seen_by(GROUP, ALICE) == []


async def test_edits_deletion_and_presses_on_an_ephemeral_message(fake_tg: FakeTelegram, bot: Bot) -> None:
    fake_tg.set_member_status(GROUP, fake_tg.bot_id, "creator")
    sent = await bot.send_message(GROUP, "Hand: 7♠ 8♠", reply_markup=kb(("7♠", "play:7S"), ("8♠", "play:8S")))
    assert sent.ephemeral_message_id is None  # an ordinary one: no parameters, no ephemeral
    hand = await bot.send_message(
        GROUP, "Hand: 7♠ 8♠", reply_markup=kb(("7♠", "play:7S")), ephemeral_message_parameters=to(ALICE)
    )
    eid = hand.ephemeral_message_id
    assert eid is not None
    view = fake_tg.ephemeral_message(GROUP, eid)
    assert isinstance(view, EphemeralMessage)
    # only its receiver can press it; the press is an ordinary callback query
    with pytest.raises(AssertionError, match="cannot see"):
        fake_tg.press(BOB, view, "play:7S")
    query_id = fake_tg.press_button(ALICE, view, "7♠")
    update = Update.model_validate(fake_tg.updates[-1])
    assert update.callback_query is not None and update.callback_query.id == query_id
    message = update.callback_query.message
    assert message is not None and getattr(message, "ephemeral_message_id", None) == eid
    assert update.callback_query.data == "play:7S"
    # redrawn in place: edits answer True (not a Message)
    edit = await bot.edit_ephemeral_message_text(
        chat_id=GROUP, receiver_user_id=ALICE, ephemeral_message_id=eid, text="Hand: 8♠",
        reply_markup=kb(("8♠", "play:8S")),
    )  # fmt: skip
    assert edit is True and view.text == "Hand: 8♠" and view.history == ["Hand: 7♠ 8♠", "Hand: 8♠"]
    with pytest.raises(TelegramBadRequest, match="not modified"):
        await bot.edit_ephemeral_message_text(
            chat_id=GROUP, receiver_user_id=ALICE, ephemeral_message_id=eid, text="Hand: 8♠",
            reply_markup=kb(("8♠", "play:8S")),
        )  # fmt: skip
    await bot.edit_ephemeral_message_reply_markup(
        chat_id=GROUP, receiver_user_id=ALICE, ephemeral_message_id=eid
    )
    assert view.buttons() == []
    with pytest.raises(TelegramBadRequest, match="not found"):  # someone else's id
        await bot.delete_ephemeral_message(chat_id=GROUP, receiver_user_id=BOB, ephemeral_message_id=eid)
    assert await bot.delete_ephemeral_message(chat_id=GROUP, receiver_user_id=ALICE, ephemeral_message_id=eid)
    assert fake_tg.ephemeral_messages(GROUP) == []
    with pytest.raises(TelegramBadRequest, match="not found"):
        await bot.edit_ephemeral_message_text(
            chat_id=GROUP, receiver_user_id=ALICE, ephemeral_message_id=eid, text="again"
        )
    with pytest.raises(AssertionError, match="not shown"):
        fake_tg.press(ALICE, view, "play:8S")


async def test_a_press_on_an_ephemeral_message_lets_a_member_bot_answer_with_another(
    fake_tg: FakeTelegram, bot: Bot
) -> None:
    table = await bot.send_message(GROUP, "The table", reply_markup=kb(("🃏", "hand")))
    first = fake_tg.press(ALICE, fake_tg.message(GROUP, table.message_id), "hand")  # type: ignore[arg-type]
    hand = await bot.send_message(
        GROUP, "Hand", reply_markup=kb(("Give up", "surrender")),
        ephemeral_message_parameters=to(ALICE, first),
    )  # fmt: skip
    assert hand.ephemeral_message_id is not None
    view = fake_tg.ephemeral_message(GROUP, hand.ephemeral_message_id)
    assert view is not None
    await asyncio.sleep(EPHEMERAL_ANSWER_SECONDS + 1)
    second = fake_tg.press(ALICE, view, "surrender")
    with pytest.raises(TelegramBadRequest, match="replace_callback_query_message"):
        await bot.send_message(GROUP, "Sure?", ephemeral_message_parameters=to(ALICE, second, replace=True))
    await bot.send_message(GROUP, "Sure?", ephemeral_message_parameters=to(ALICE, second))
    assert [m.text for m in fake_tg.seen_by(GROUP, ALICE)] == ["The table", "Hand", "Sure?"]


async def test_replacing_the_pressed_message_and_a_lost_ephemeral_message(
    fake_tg: FakeTelegram, bot: Bot
) -> None:
    lobby = await bot.send_message(GROUP, "Lobby", reply_markup=kb(("Join", "join")))
    query = fake_tg.press(BOB, fake_tg.message(GROUP, lobby.message_id), "join")  # type: ignore[arg-type]
    sent = await bot.send_message(
        GROUP, "You are in. Ready?", ephemeral_message_parameters=to(BOB, query, replace=True)
    )
    assert [m.text for m in fake_tg.seen_by(GROUP, BOB)] == ["You are in. Ready?"]
    assert [m.text for m in fake_tg.seen_by(GROUP, ALICE)] == ["Lobby"]
    # Bob's client restarts: the message is gone for him, and the bot is not told
    assert fake_tg.lose_ephemeral(GROUP, BOB) == 1
    assert [m.text for m in fake_tg.seen_by(GROUP, BOB)] == ["Lobby"]
    assert sent.ephemeral_message_id is not None
    assert await bot.edit_ephemeral_message_text(
        chat_id=GROUP, receiver_user_id=BOB, ephemeral_message_id=sent.ephemeral_message_id, text="Ready!"
    )
    assert fake_tg.seen_by(GROUP, BOB)[0].text == "Lobby"


async def test_ephemeral_calls_count_against_the_group_like_its_own(fake_tg: FakeTelegram, bot: Bot) -> None:
    fake_tg.set_member_status(GROUP, fake_tg.bot_id, "administrator")
    fake_tg.limits = True
    fake_tg.group_per_minute = 3
    sent = await bot.send_message(GROUP, "a", ephemeral_message_parameters=to(ALICE))
    assert sent.ephemeral_message_id is not None
    await bot.edit_ephemeral_message_text(
        chat_id=GROUP, receiver_user_id=ALICE, ephemeral_message_id=sent.ephemeral_message_id, text="b"
    )
    await bot.send_message(GROUP, "c")
    assert fake_tg.calls_per_chat() == {GROUP: 3}
    with pytest.raises(Exception, match="retry after"):
        await bot.delete_ephemeral_message(
            chat_id=GROUP, receiver_user_id=ALICE, ephemeral_message_id=sent.ephemeral_message_id
        )
    assert fake_tg.limited_calls()[-1].method == "deleteEphemeralMessage"
