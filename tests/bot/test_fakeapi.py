"""Self-tests of the fake Telegram Bot API server, driven by the real aiogram Bot."""

from __future__ import annotations

import asyncio
import contextlib
import struct
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Any

import aiohttp
import pytest
from aiogram import Bot, Dispatcher, F
from aiogram.exceptions import (
    TelegramBadRequest,
    TelegramConflictError,
    TelegramForbiddenError,
    TelegramRetryAfter,
)
from aiogram.filters import CommandObject, CommandStart
from aiogram.types import (
    BotCommand,
    BufferedInputFile,
    CallbackQuery,
    InlineKeyboardButton,
    InlineKeyboardMarkup,
    Message,
    WebAppInfo,
)

from bot.plumbing import clock
from bot.sandbox.fakeapi import COUNTED_METHODS, NOT_MODIFIED, FakeTelegram, make_bot

ALICE, BOB, GROUP = 1001, 1002, -100500


def kb(*buttons: tuple[str, str]) -> InlineKeyboardMarkup:
    return InlineKeyboardMarkup(
        inline_keyboard=[[InlineKeyboardButton(text=text, callback_data=data)] for text, data in buttons]
    )


@pytest.fixture
async def fake_tg() -> AsyncIterator[FakeTelegram]:
    """The fake's own tests: Telegram's limits off unless a test switches them on."""
    fake = FakeTelegram()
    await fake.start()
    try:
        yield fake
    finally:
        await fake.stop()


@pytest.fixture
async def bot(fake_tg: FakeTelegram) -> AsyncIterator[Bot]:
    fake_tg.add_user(ALICE, "Alice")
    fake_tg.add_user(BOB, "Bob", language_code="en", started=False)
    fake_tg.add_group(GROUP, "Card table")
    bot = make_bot(fake_tg)
    try:
        yield bot
    finally:
        await bot.session.close()


async def test_get_me_and_wrong_token(fake_tg: FakeTelegram, bot: Bot) -> None:
    me = await bot.get_me()
    assert me.username == "kozyr_test_bot" and me.is_bot and me.id == fake_tg.bot_id
    async with aiohttp.ClientSession() as http:
        async with http.post(f"{fake_tg.base_url}/bot1:WRONG/getMe") as resp:
            assert resp.status == 401
        async with http.post(f"{fake_tg.base_url}/bot{fake_tg.token}/noSuchMethod") as resp:
            assert resp.status == 404


async def test_send_message_shapes_and_ids(fake_tg: FakeTelegram, bot: Bot) -> None:
    first = await bot.send_message(ALICE, "hello", reply_markup=kb(("Go", "go:1")))
    second = await bot.send_message(ALICE, "second", disable_notification=True)
    group = await bot.send_message(GROUP, "in the group")
    assert first.from_user is not None and first.from_user.id == fake_tg.bot_id
    assert first.chat.type == "private" and first.chat.id == ALICE
    assert first.reply_markup is not None
    assert first.reply_markup.inline_keyboard[0][0].callback_data == "go:1"
    assert second.message_id > first.message_id
    assert group.chat.type == "group" and group.chat.title == "Card table"
    messages = fake_tg.chat_messages(ALICE)
    assert [m.text for m in messages] == ["hello", "second"]
    assert [m.disable_notification for m in messages] == [False, True]
    assert messages[0].buttons() == [{"text": "Go", "callback_data": "go:1"}]
    assert fake_tg.last_message(GROUP) is not None and fake_tg.last_message(BOB) is None
    # a user's message takes the next id in the same chat
    update = fake_tg.send_text(ALICE, "/start abc")
    assert update["message"]["message_id"] == second.message_id + 1
    assert update["message"]["entities"] == [{"type": "bot_command", "offset": 0, "length": 6}]


async def test_edit_and_message_not_modified(fake_tg: FakeTelegram, bot: Bot) -> None:
    sent = await bot.send_message(ALICE, "v1", reply_markup=kb(("A", "a")))
    await bot.edit_message_text("v2", chat_id=ALICE, message_id=sent.message_id, reply_markup=kb(("A", "a")))
    with pytest.raises(TelegramBadRequest, match="message is not modified"):
        await bot.edit_message_text(
            "v2", chat_id=ALICE, message_id=sent.message_id, reply_markup=kb(("A", "a"))
        )
    # same text but without the markup removes the keyboard: that is a modification
    await bot.edit_message_text("v2", chat_id=ALICE, message_id=sent.message_id)
    await bot.edit_message_reply_markup(
        chat_id=ALICE, message_id=sent.message_id, reply_markup=kb(("B", "b"))
    )
    with pytest.raises(TelegramBadRequest, match="message is not modified"):
        await bot.edit_message_reply_markup(
            chat_id=ALICE, message_id=sent.message_id, reply_markup=kb(("B", "b"))
        )
    with pytest.raises(TelegramBadRequest, match="message to edit not found"):
        await bot.edit_message_text("x", chat_id=ALICE, message_id=999)
    message = fake_tg.last_message(ALICE)
    assert message is not None
    assert (message.text, message.edits, message.history) == ("v2", 3, ["v1", "v2", "v2", "v2"])
    assert message.button_texts() == ["B"]
    assert [c.error_code for c in fake_tg.failed_calls()] == [400, 400, 400]


async def test_text_limit_and_html(fake_tg: FakeTelegram, bot: Bot) -> None:
    await bot.send_message(ALICE, "x" * 4096)
    with pytest.raises(TelegramBadRequest, match="too long"):
        await bot.send_message(ALICE, "x" * 4097)
    with pytest.raises(TelegramBadRequest, match="too long"):  # emoji count two UTF-16 units
        await bot.send_message(ALICE, "\N{PLAYING CARD ACE OF SPADES}" * 2049)
    # HTML: the limit and the stored text are about the visible text
    sent = await bot.send_message(ALICE, "<b>" + "y" * 4096 + "</b>", parse_mode="HTML")
    assert sent.text == "y" * 4096
    await bot.send_message(ALICE, "<b>Bob</b> &lt;3 &amp; you", parse_mode="HTML")
    last = fake_tg.last_message(ALICE)
    assert last is not None and last.text == "Bob <3 & you" and last.raw_text.startswith("<b>")
    for broken in ("a < b", "<b>open", "<blink>x</blink>"):
        with pytest.raises(TelegramBadRequest, match="can't parse entities"):
            await bot.send_message(ALICE, broken, parse_mode="HTML")
    await bot.send_message(ALICE, "a < b")  # fine without parse_mode
    sent = await bot.send_message(ALICE, "&amp;lt; is how you write &lt;", parse_mode="HTML")
    assert sent.text == "&lt; is how you write <"


async def test_callback_data_limit(fake_tg: FakeTelegram, bot: Bot) -> None:
    await bot.send_message(ALICE, "ok", reply_markup=kb(("a", "x" * 64)))
    with pytest.raises(TelegramBadRequest, match="BUTTON_DATA_INVALID"):
        await bot.send_message(ALICE, "too long", reply_markup=kb(("a", "ok"), ("b", "x" * 65)))
    with pytest.raises(TelegramBadRequest, match="BUTTON_DATA_INVALID"):  # bytes, not characters
        await bot.send_message(ALICE, "too long", reply_markup=kb(("a", "\N{BLACK SPADE SUIT}" * 22)))
    sent = fake_tg.last_message(ALICE)
    assert sent is not None
    with pytest.raises(TelegramBadRequest, match="BUTTON_DATA_INVALID"):
        await bot.edit_message_reply_markup(
            chat_id=ALICE, message_id=sent.message_id, reply_markup=kb(("b", "y" * 65))
        )
    assert [m.text for m in fake_tg.chat_messages(ALICE)] == ["ok"]


async def test_a_mini_app_button_only_in_private_and_https(fake_tg: FakeTelegram, bot: Bot) -> None:
    """As Telegram: an inline ``web_app`` button is for private chats, and opens https:// pages only
    (the emulator lets the sandbox's own 127.0.0.1 through)."""
    def app(url: str) -> InlineKeyboardMarkup:
        button = InlineKeyboardButton(text="app", web_app=WebAppInfo(url=url))
        return InlineKeyboardMarkup(inline_keyboard=[[button]])

    await bot.send_message(ALICE, "ok", reply_markup=app("https://kozyr.example/check/?room=r"))
    await bot.send_message(ALICE, "ok", reply_markup=app("http://127.0.0.1:8580/app/"))
    with pytest.raises(TelegramBadRequest, match="BUTTON_URL_INVALID"):
        await bot.send_message(ALICE, "no", reply_markup=app("http://kozyr.example/check/"))
    with pytest.raises(TelegramBadRequest, match="BUTTON_TYPE_INVALID"):
        await bot.send_message(GROUP, "no", reply_markup=app("https://kozyr.example/check/"))


async def test_unknown_chat_and_forbidden(fake_tg: FakeTelegram, bot: Bot) -> None:
    with pytest.raises(TelegramBadRequest, match="chat not found"):
        await bot.send_message(424242, "hi")
    with pytest.raises(TelegramForbiddenError, match="can't initiate conversation"):
        await bot.send_message(BOB, "hi")
    fake_tg.send_text(BOB, "/start")  # writing to the bot marks Bob started
    await bot.send_message(BOB, "hi")
    fake_tg.block(BOB)
    with pytest.raises(TelegramForbiddenError, match="bot was blocked by the user"):
        await bot.send_message(BOB, "hi again")
    fake_tg.unblock(BOB)
    await bot.send_message(BOB, "welcome back")
    assert [m.text for m in fake_tg.chat_messages(BOB)] == ["hi", "welcome back"]


async def test_injected_429(fake_tg: FakeTelegram, bot: Bot) -> None:
    fake_tg.inject_429(1, retry_after=3)
    with pytest.raises(TelegramRetryAfter) as info:
        await bot.send_message(ALICE, "first try")
    assert info.value.retry_after == 3
    await bot.send_message(ALICE, "second try")
    fake_tg.inject_429(2, retry_after=2, methods={"editMessageText"})
    sent = await bot.send_message(ALICE, "not limited")
    for _ in range(2):
        with pytest.raises(TelegramRetryAfter):
            await bot.edit_message_text("edited", chat_id=ALICE, message_id=sent.message_id)
    await bot.edit_message_text("edited", chat_id=ALICE, message_id=sent.message_id)
    assert [m.text for m in fake_tg.chat_messages(ALICE)] == ["second try", "edited"]
    assert len(fake_tg.failed_calls(include_429=True)) == 3 and not fake_tg.failed_calls()


async def test_document_upload(fake_tg: FakeTelegram, bot: Bot) -> None:
    payload = b'{"game": "durak", "moves": []}\n' * 100
    sent = await bot.send_document(
        ALICE,
        BufferedInputFile(payload, filename="game-42.json"),
        caption="Record of game 42",
        reply_markup=kb(("Verify", "verify:42")),
        disable_notification=True,
    )
    assert sent.document is not None and sent.document.file_name == "game-42.json"
    assert sent.document.file_size == len(payload) and sent.caption == "Record of game 42"
    (doc,) = fake_tg.documents
    assert doc["chat_id"] == ALICE and doc["filename"] == "game-42.json" and doc["bytes"] == payload
    assert doc["caption"] == "Record of game 42"
    message = fake_tg.last_message(ALICE)
    assert message is not None and message.document is not None and message.disable_notification
    assert message.buttons()[0]["callback_data"] == "verify:42"


async def test_photo_upload_is_a_photo(fake_tg: FakeTelegram, bot: Bot) -> None:
    """A photo comes back as Telegram shows one: ``photo`` sizes (of the upload's own size) and a
    caption, no document; its bytes are kept in ``photos``."""
    png = b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + struct.pack(">II", 640, 360) + b"..."
    sent = await bot.send_photo(GROUP, BufferedInputFile(png, filename="stats.png"), caption="Chart")
    assert sent.document is None and sent.photo is not None and sent.caption == "Chart"
    assert (sent.photo[-1].width, sent.photo[-1].height, sent.photo[-1].file_size) == (640, 360, len(png))
    (photo,) = fake_tg.photos
    assert photo["bytes"] == png and photo["message_id"] == sent.message_id and not fake_tg.documents
    message = fake_tg.last_message(GROUP)
    assert message is not None and message.photo is not None and message.document is None


async def test_a_message_keeps_the_data_of_every_keyboard_it_had(fake_tg: FakeTelegram, bot: Bot) -> None:
    """A client still showing a replaced keyboard may press it: ``shown_data`` is what a message
    ever offered (the sandbox's page presses only that); ``press`` delivers the old data."""
    sent = await bot.send_message(ALICE, "pick", reply_markup=kb(("One", "one"), ("Two", "two")))
    three = kb(("Three", "3"))
    await bot.edit_message_reply_markup(chat_id=ALICE, message_id=sent.message_id, reply_markup=three)
    await bot.edit_message_text("done", chat_id=ALICE, message_id=sent.message_id)  # no keyboard left
    message = fake_tg.message(ALICE, sent.message_id)
    assert message is not None and not message.buttons() and message.shown_data == {"one", "two", "3"}
    fake_tg.press(ALICE, message, "one")
    query = fake_tg.updates[-1]["callback_query"]
    assert query["data"] == "one" and query["message"]["text"] == "done"


async def test_other_methods(fake_tg: FakeTelegram, bot: Bot) -> None:
    assert await bot.delete_webhook(drop_pending_updates=True)
    assert await bot.set_my_commands([BotCommand(command="start", description="Start")])
    assert await bot.send_chat_action(ALICE, "typing")
    chat = await bot.get_chat(GROUP)
    assert chat.title == "Card table"
    member = await bot.get_chat_member(GROUP, ALICE)
    assert member.status == "member" and member.user.id == ALICE
    fake_tg.set_member_status(GROUP, fake_tg.bot_id, "administrator")
    assert (await bot.get_chat_member(GROUP, fake_tg.bot_id)).status == "administrator"
    sent = await bot.send_message(GROUP, "pin me")
    assert await bot.pin_chat_message(GROUP, sent.message_id, disable_notification=True)
    assert await bot.delete_message(GROUP, sent.message_id)
    with pytest.raises(TelegramBadRequest, match="message to delete not found"):
        await bot.delete_message(GROUP, sent.message_id)
    assert fake_tg.chat_messages(GROUP) == [] and fake_tg.all_messages(GROUP)[0].deleted
    assert fake_tg.chat_actions == [(ALICE, "typing")]
    assert list(fake_tg.commands.values()) == [[{"command": "start", "description": "Start"}]]
    fake_tg.kick_bot(GROUP)
    with pytest.raises(TelegramForbiddenError, match="kicked"):
        await bot.send_message(GROUP, "still here?")


async def test_json_and_urlencoded_bodies(fake_tg: FakeTelegram, bot: Bot) -> None:
    url = f"{fake_tg.base_url}/bot{fake_tg.token}/sendMessage"
    markup = {"inline_keyboard": [[{"text": "A", "callback_data": "a"}]]}
    async with aiohttp.ClientSession() as http:
        async with http.post(url, json={"chat_id": ALICE, "text": "123", "reply_markup": markup}) as resp:
            body = await resp.json()
        assert body["ok"] and body["result"]["text"] == "123"
        assert body["result"]["reply_markup"] == markup
        async with http.post(url, data={"chat_id": str(ALICE), "text": "true"}) as resp:
            body = await resp.json()
        assert body["ok"] and body["result"]["text"] == "true"
        async with http.post(url, json={"chat_id": ALICE}) as resp:
            assert resp.status == 400


async def test_long_polling_wakes_on_push(fake_tg: FakeTelegram, bot: Bot) -> None:
    started = clock.monotonic()
    poll = asyncio.create_task(bot.get_updates(timeout=5))
    await asyncio.sleep(0.05)
    fake_tg.send_text(ALICE, "hi")
    updates = await asyncio.wait_for(poll, 1)
    assert clock.monotonic() - started < 0.5
    assert [u.message.text for u in updates if u.message] == ["hi"]
    # unconfirmed updates come again; offset confirms them
    again = await bot.get_updates(timeout=0)
    assert [u.update_id for u in again] == [updates[0].update_id]
    assert await bot.get_updates(offset=updates[0].update_id + 1, timeout=0) == []
    # an empty long poll waits for its timeout
    started = clock.monotonic()
    assert await bot.get_updates(timeout=1) == []
    assert 0.9 < clock.monotonic() - started < 1.5


async def test_allowed_updates_and_conflict(fake_tg: FakeTelegram, bot: Bot) -> None:
    sent = await bot.send_message(ALICE, "menu", reply_markup=kb(("A", "a")))
    fake_tg.press(ALICE, fake_tg.chat_messages(ALICE)[0], "a")
    fake_tg.send_text(ALICE, "text")
    updates = await bot.get_updates(timeout=0, allowed_updates=["message"])
    assert [u.message.text for u in updates if u.message] == ["text"] and len(updates) == 1
    assert sent.message_id
    older = asyncio.create_task(bot.get_updates(offset=updates[0].update_id + 1, timeout=5))
    await asyncio.sleep(0.05)
    assert await bot.get_updates(offset=updates[0].update_id + 1, timeout=0) == []
    with pytest.raises(TelegramConflictError):
        await asyncio.wait_for(older, 1)


async def test_dispatcher_polling_text_and_callback(fake_tg: FakeTelegram, bot: Bot) -> None:
    dp = Dispatcher()

    @dp.message(CommandStart())
    async def on_start(message: Message, command: CommandObject) -> None:
        assert message.from_user is not None
        await message.answer(
            f"Hello, {message.from_user.first_name}! payload={command.args}",
            reply_markup=kb(("Play", "play:1"), ("Rules", "rules")),
        )

    @dp.callback_query(F.data == "play:1")
    async def on_play(query: CallbackQuery) -> None:
        assert isinstance(query.message, Message) and query.message.reply_markup is not None
        await query.answer("Dealing...")
        await query.message.edit_text("Game started", reply_markup=None)

    polling = asyncio.create_task(
        dp.start_polling(bot, polling_timeout=1, handle_signals=False, close_bot_session=False)
    )
    try:
        fake_tg.send_text(ALICE, "/start room42")
        menu = await fake_tg.wait_message(ALICE, "Hello, Alice!", timeout=1.5)
        assert "payload=room42" in menu.text and menu.button_texts() == ["Play", "Rules"]
        query_id = fake_tg.press_button(ALICE, menu, "Play")
        answer = await fake_tg.wait_answer(query_id, timeout=1.5)
        assert answer["text"] == "Dealing..."
        await fake_tg.wait_for(lambda: menu.text == "Game started", timeout=1.5)
        assert menu.edits == 1 and menu.buttons() == []
        assert not fake_tg.failed_calls()
    finally:
        await dp.stop_polling()
        polling.cancel()  # a no-op when stop_polling already let start_polling return
        with contextlib.suppress(asyncio.CancelledError):
            await polling


async def test_press_button_deep_link_and_answer_once(fake_tg: FakeTelegram, bot: Bot) -> None:
    link = f"https://t.me/{fake_tg.bot_username}?start=join_7"
    markup = InlineKeyboardMarkup(inline_keyboard=[[InlineKeyboardButton(text="Join game", url=link)]])
    await bot.send_message(GROUP, "Lobby", reply_markup=markup)
    lobby = fake_tg.last_message(GROUP)
    assert lobby is not None
    assert fake_tg.press_button(BOB, lobby, "Join") == ""
    assert fake_tg.updates[-1]["message"]["text"] == "/start join_7"
    assert fake_tg.updates[-1]["message"]["chat"] == {"id": BOB, "type": "private", "first_name": "Bob"}
    await bot.send_message(BOB, "You joined")  # Bob is started now
    fake_tg.send_text(ALICE, "hi all", chat_id=GROUP)
    assert fake_tg.updates[-1]["message"]["chat"]["type"] == "group"
    query_id = fake_tg.press(ALICE, lobby, "anything")
    assert fake_tg.updates[-1]["callback_query"]["message"]["reply_markup"] == markup.model_dump(
        exclude_none=True
    )
    assert await bot.answer_callback_query(query_id)
    with pytest.raises(TelegramBadRequest, match="query ID is invalid"):
        await bot.answer_callback_query(query_id)
    with pytest.raises(AssertionError, match="no button containing"):
        fake_tg.press_button(ALICE, lobby, "Leave")


async def test_wait_for_timeout_dumps_state(fake_tg: FakeTelegram, bot: Bot) -> None:
    await bot.send_message(ALICE, "Your hand: 6S 7H", reply_markup=kb(("Take", "t")))
    with pytest.raises(AssertionError) as info:
        await fake_tg.wait_for(lambda: False, timeout=0.05)
    dump = str(info.value)
    assert "chat 1001 (Alice)" in dump and "Your hand: 6S 7H" in dump and "['Take']" in dump
    assert "sendMessage" in dump
    with pytest.raises(AssertionError, match="predicate last raised AttributeError"):
        await fake_tg.wait_for(
            lambda: fake_tg.last_message(BOB).text,  # type: ignore[union-attr]
            timeout=0.05,
        )


async def test_wait_for_tolerates_not_yet(fake_tg: FakeTelegram, bot: Bot) -> None:
    async def later() -> None:
        await asyncio.sleep(0.05)
        await bot.send_message(ALICE, "arrived")

    task = asyncio.create_task(later())
    text = await fake_tg.wait_for(
        lambda: fake_tg.last_message(ALICE).text,  # type: ignore[union-attr]
        timeout=1,
    )
    await task
    assert text == "arrived"


async def test_bot_added_to_group_update(fake_tg: FakeTelegram, bot: Bot) -> None:
    fake_tg.bot_added_to_group(GROUP, ALICE, status="administrator")
    (update,) = await bot.get_updates(timeout=0)
    assert update.my_chat_member is not None
    assert update.my_chat_member.new_chat_member.status == "administrator"
    assert update.my_chat_member.from_user.id == ALICE and update.my_chat_member.chat.id == GROUP


async def test_stop_ends_waiting_poll(bot: Bot) -> None:
    fake = FakeTelegram()
    await fake.start()
    other = make_bot(fake)
    try:
        poll = asyncio.create_task(other.get_updates(timeout=10))
        await asyncio.sleep(0.05)
        started = clock.monotonic()
        await fake.stop()
        assert await asyncio.wait_for(poll, 1) == []
        assert clock.monotonic() - started < 1
    finally:
        await other.session.close()


# ---------------------------------------------------------------------- flood limits


LimitedFake = Callable[..., Awaitable[tuple[FakeTelegram, Bot]]]


@pytest.fixture
async def limited() -> AsyncIterator[LimitedFake]:
    """A factory: ``await limited(**limit_kwargs)`` starts a FakeTelegram with the limits on (the
    users and group of ``bot``) and returns it with a Bot talking to it; all stopped at the end."""
    started: list[tuple[FakeTelegram, Bot]] = []

    async def make(**kwargs: Any) -> tuple[FakeTelegram, Bot]:
        fake = FakeTelegram(limits=True, **kwargs)
        await fake.start()
        fake.add_user(ALICE, "Alice")
        fake.add_user(BOB, "Bob", language_code="en")
        fake.add_group(GROUP, "Card table")
        bot = make_bot(fake)
        started.append((fake, bot))
        return fake, bot

    try:
        yield make
    finally:
        for fake, bot in started:
            await bot.session.close()
            await fake.stop()


async def test_private_burst_then_429_then_refill(limited: LimitedFake) -> None:
    fake, bot = await limited(limit_scale=5)  # 5 tokens per real second, bucket of 3
    for n in range(3):
        await bot.send_message(ALICE, f"burst {n}")
    with pytest.raises(TelegramRetryAfter) as info:
        await bot.send_message(ALICE, "fourth")
    # about 0.2 real s to wait, but retry_after is an int >= 1 like Telegram's
    assert info.value.retry_after == 1
    (refused,) = fake.limited_calls()
    assert refused.limited_by == "private" and refused.error_code == 429 and refused.retry_after == 1
    assert refused.description == "Too Many Requests: retry after 1" and not refused.counted
    await bot.send_message(BOB, "another chat has its own bucket")
    await asyncio.sleep(0.24)  # 1.2 tokens at 5 per second
    await bot.send_message(ALICE, "after the wait")
    with pytest.raises(TelegramRetryAfter):  # the fifth of a token left is not a call
        await bot.send_message(ALICE, "too soon again")
    assert [m.text for m in fake.chat_messages(ALICE)] == ["burst 0", "burst 1", "burst 2", "after the wait"]
    assert len(fake.limited_calls()) == 2 == fake.limited_count


async def test_retry_after_counts_real_seconds_rounded_up(limited: LimitedFake) -> None:
    fake, bot = await limited(private_rate=0.25, group_per_minute=2)  # unscaled: 4 s per token
    for _ in range(3):
        await bot.send_message(ALICE, "x")
    with pytest.raises(TelegramRetryAfter) as info:
        await bot.send_message(ALICE, "x")
    assert info.value.retry_after == 4
    for _ in range(2):
        await bot.send_message(GROUP, "y")
    async with aiohttp.ClientSession() as http:
        url = f"{fake.base_url}/bot{fake.token}/sendMessage"
        async with http.post(url, json={"chat_id": GROUP, "text": "y"}) as resp:
            assert resp.status == 429
            body = await resp.json()
    assert body == {
        "ok": False,
        "error_code": 429,
        "description": "Too Many Requests: retry after 60",
        "parameters": {"retry_after": 60},
    }
    assert [c.limited_by for c in fake.limited_calls()] == ["private", "group"]


async def test_group_window_of_twenty(limited: LimitedFake) -> None:
    fake, bot = await limited(limit_scale=100)  # 20 per 0.6 real s
    first = clock.monotonic()
    for n in range(20):
        await bot.send_message(GROUP, f"m{n}")
    assert clock.monotonic() - first < 0.5, "too slow for a 0.6 s window"
    with pytest.raises(TelegramRetryAfter) as info:
        await bot.send_message(GROUP, "21st")
    assert info.value.retry_after == 1
    assert [c.limited_by for c in fake.limited_calls()] == ["group"]
    await bot.send_message(ALICE, "a private chat is not held up by the group")
    await asyncio.sleep(max(0.0, first + 0.7 - clock.monotonic()))  # the window has rolled past them
    await bot.send_message(GROUP, "21st again")
    assert len(fake.chat_messages(GROUP)) == 21


async def test_group_window_is_rolling(limited: LimitedFake) -> None:
    fake, bot = await limited(limit_scale=100, group_per_minute=2)  # 2 per 0.6 real s
    first = clock.monotonic()
    await bot.send_message(GROUP, "a")
    await asyncio.sleep(0.3)
    await bot.send_message(GROUP, "b")
    with pytest.raises(TelegramRetryAfter):
        await bot.send_message(GROUP, "c")
    await asyncio.sleep(max(0.0, first + 0.7 - clock.monotonic()))  # "a" left the window, "b" did not
    await bot.send_message(GROUP, "c")
    with pytest.raises(TelegramRetryAfter):
        await bot.send_message(GROUP, "d")
    assert [m.text for m in fake.chat_messages(GROUP)] == ["a", "b", "c"]


async def test_global_window_of_thirty(limited: LimitedFake) -> None:
    fake, bot = await limited()  # unscaled: 30 per second in all chats
    other_group = -100600
    fake.add_group(other_group, "Second table")
    first = clock.monotonic()
    for n in range(30):  # 3 + 3 private, 12 + 12 in groups: no per-chat limit is reached
        chat = (ALICE, BOB, GROUP, other_group)[n % 4] if n < 12 else (GROUP, other_group)[n % 2]
        await bot.send_message(chat, f"m{n}")
    last = clock.monotonic()
    assert last - first < 0.9, "too slow for a one-second window"
    with pytest.raises(TelegramRetryAfter) as info:
        await bot.send_message(GROUP, "31st")
    assert info.value.retry_after == 1
    user = fake.add_user(1003, "Carol")
    with pytest.raises(TelegramRetryAfter):  # a fresh chat too
        await bot.send_message(user["id"], "hi")
    assert [c.limited_by for c in fake.limited_calls()] == ["global", "global"]
    await asyncio.sleep(max(0.0, last + 1.1 - clock.monotonic()))  # the whole burst is out of the window
    await bot.send_message(user["id"], "hi")
    assert fake.calls_per_chat() == {ALICE: 3, BOB: 3, GROUP: 12, other_group: 12, 1003: 1}


async def test_callback_answers_and_reads_are_never_limited(limited: LimitedFake) -> None:
    fake, bot = await limited(global_per_second=2, limit_scale=0.01)  # nothing refills during the test
    sent = await bot.send_message(ALICE, "menu", reply_markup=kb(("A", "a")))
    await bot.send_message(GROUP, "lobby")
    with pytest.raises(TelegramRetryAfter):
        await bot.send_message(BOB, "over the global limit")
    for _ in range(5):
        message = fake.message(ALICE, sent.message_id)
        assert message is not None
        assert await bot.answer_callback_query(fake.press(ALICE, message, "a"), text="ok")
        assert await bot.send_chat_action(ALICE, "typing")
        assert (await bot.get_chat_member(GROUP, ALICE)).status == "member"
        assert (await bot.get_me()).id == fake.bot_id
    assert await bot.set_my_commands([BotCommand(command="start", description="Start")])
    assert await bot.delete_webhook()
    assert await bot.get_updates(timeout=0)
    with pytest.raises(TelegramRetryAfter):  # still limited
        await bot.edit_message_text("x", chat_id=ALICE, message_id=sent.message_id)
    assert len(fake.answers) == 5 and len(fake.limited_calls()) == 2
    assert not fake.failed_calls() and not [c for c in fake.calls if c.counted and not c.ok]


async def test_refused_calls_consume_no_budget(limited: LimitedFake) -> None:
    fake, bot = await limited(limit_scale=10)  # private: 10 tokens per real second
    for _ in range(3):
        await bot.send_message(ALICE, "x")
    for _ in range(5):
        with pytest.raises(TelegramRetryAfter):
            await bot.send_message(ALICE, "refused")
    await asyncio.sleep(0.15)  # 1.5 tokens: enough unless the 5 refused calls took some
    await bot.send_message(ALICE, "passes")
    assert len(fake.limited_calls()) == 5 == fake.limited_count
    assert [c.counted for c in fake.calls_of("sendMessage")] == [True] * 3 + [False] * 5 + [True]


async def test_failed_calls_do_consume_budget(limited: LimitedFake) -> None:
    fake, bot = await limited(limit_scale=0.01)  # no refill during the test
    sent = await bot.send_message(ALICE, "v1")
    with pytest.raises(TelegramBadRequest, match="message is not modified"):
        await bot.edit_message_text("v1", chat_id=ALICE, message_id=sent.message_id)
    with pytest.raises(TelegramBadRequest, match="message to delete not found"):
        await bot.delete_message(ALICE, 999)
    with pytest.raises(TelegramRetryAfter):  # the two failed calls spent the bucket of 3
        await bot.edit_message_text("v2", chat_id=ALICE, message_id=sent.message_id)
    fake.block(BOB)
    for _ in range(3):
        with pytest.raises(TelegramForbiddenError):
            await bot.send_message(BOB, "blocked")
    with pytest.raises(TelegramRetryAfter):
        await bot.send_message(BOB, "blocked")
    assert fake.calls_per_chat() == {ALICE: 3, BOB: 3}
    assert fake.calls_per_chat(counted_only=False) == {ALICE: 4, BOB: 4}
    fake.reset_limits()
    await bot.edit_message_text("v2", chat_id=ALICE, message_id=sent.message_id)


async def test_no_limits_by_default(fake_tg: FakeTelegram, bot: Bot) -> None:
    assert fake_tg.limits is False
    sent = await bot.send_message(ALICE, "start")
    for n in range(40):
        await bot.edit_message_text(f"edit {n}", chat_id=ALICE, message_id=sent.message_id)
        await bot.send_message(GROUP, f"g{n}")
    assert not fake_tg.limited_calls() and not fake_tg.failed_calls(include_429=True)
    # what would have counted is still recorded, for benchmarks run without the limits
    assert fake_tg.calls_per_chat() == {ALICE: 41, GROUP: 40}
    assert all(c.counted for c in fake_tg.calls_of("sendMessage", "editMessageText"))


async def test_limited_calls_leave_out_injected_429(limited: LimitedFake) -> None:
    fake, bot = await limited(limit_scale=0.01)
    fake.inject_429(2, retry_after=7)
    for _ in range(2):
        with pytest.raises(TelegramRetryAfter) as info:
            await bot.send_message(ALICE, "injected")
        assert info.value.retry_after == 7
    assert not fake.limited_calls()
    for _ in range(3):  # the injected refusals took no budget
        await bot.send_message(ALICE, "ok")
    with pytest.raises(TelegramRetryAfter) as info:
        await bot.send_message(ALICE, "limited")
    assert info.value.retry_after > 7
    injected = [c for c in fake.calls if c.error_code == 429 and not c.limited]
    assert [c.retry_after for c in injected] == [7, 7]
    assert [c.retry_after for c in fake.limited_calls()] == [info.value.retry_after]
    assert "(limited: private)" in fake.dump()


async def test_not_modified_calls(fake_tg: FakeTelegram, bot: Bot) -> None:
    sent = await bot.send_message(ALICE, "v1", reply_markup=kb(("A", "a")))
    await bot.edit_message_text("v2", chat_id=ALICE, message_id=sent.message_id, reply_markup=kb(("A", "a")))
    with pytest.raises(TelegramBadRequest, match="message is not modified"):
        await bot.edit_message_text(
            "v2", chat_id=ALICE, message_id=sent.message_id, reply_markup=kb(("A", "a"))
        )
    with pytest.raises(TelegramBadRequest, match="message is not modified"):
        await bot.edit_message_reply_markup(
            chat_id=ALICE, message_id=sent.message_id, reply_markup=kb(("A", "a"))
        )
    with pytest.raises(TelegramBadRequest, match="message to edit not found"):
        await bot.edit_message_text("v2", chat_id=ALICE, message_id=999)
    not_modified = fake_tg.not_modified_calls()
    assert [c.method for c in not_modified] == ["editMessageText", "editMessageReplyMarkup"]
    assert all(c.description == NOT_MODIFIED and c.chat_id == ALICE for c in not_modified)
    assert len(fake_tg.failed_calls()) == 3


def test_every_handler_is_classified_for_the_limits() -> None:
    handlers = {name.removeprefix("_m_") for name in dir(FakeTelegram) if name.startswith("_m_")}
    not_counted = {
        "getme",
        "logout",
        "close",
        "deletewebhook",
        "setwebhook",
        "getwebhookinfo",
        "setmycommands",
        "deletemycommands",
        "getmycommands",
        "setmydescription",  # the bot's profile: no message in any chat
        "getmydescription",
        "setmyshortdescription",
        "getmyshortdescription",
        "getupdates",
        "answercallbackquery",  # Telegram does not count answers against chat limits
        "getchat",
        "getchatmember",
        "sendchataction",  # makes no message
        "answerinlinequery",  # an answer, in no chat
    }
    assert not_counted.isdisjoint(COUNTED_METHODS)
    assert handlers - not_counted <= COUNTED_METHODS, "a new handler: does Telegram count it?"
    assert {"sendmessage", "editmessagetext", "editmessagereplymarkup", "senddocument", "sendphoto"} <= (
        COUNTED_METHODS
    )
    assert {"deletemessage", "deletemessages", "pinchatmessage"} <= handlers & COUNTED_METHODS


def test_limit_parameters_are_checked() -> None:
    bad_kwargs: list[dict[str, Any]] = [
        {"limit_scale": 0},
        {"private_rate": -1},
        {"private_burst": 0},
        {"global_per_second": 0},
    ]
    for bad in bad_kwargs:
        with pytest.raises(ValueError):
            FakeTelegram(**bad)
    fake = FakeTelegram()
    assert (fake.limits, fake.limit_scale, fake.private_rate, fake.private_burst) == (False, 1.0, 1.0, 3)
    assert (fake.group_per_minute, fake.global_per_second) == (20, 30)
