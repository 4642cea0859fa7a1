"""What the press handlers share: answering a press with the room service's reply."""

from __future__ import annotations

import contextlib
import inspect
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

from aiogram.exceptions import TelegramBadRequest
from aiogram.types import CallbackQuery, InlineKeyboardMarkup, Message
from aiogram.types import InlineKeyboardButton as Button

from bot.chat.callbacks import PAGE_CHAT_INSTANCE
from bot.chat.presenter import Presenter
from bot.chat.presses import Presses
from bot.chat.talk import TableTalk
from bot.i18n import Translator
from bot.model import Room
from bot.outbox import Outbox, Unreachable
from bot.outbox.ephemeral import send_ephemeral_text
from bot.outbox.local import is_local
from bot.render.context import invite_url, start_url
from bot.rooms.service import Reply, RoomService
from bot.rules import sides

#: the account Telegram shows for a group's anonymous administrators
ANONYMOUS_ADMIN_ID = 1087968824


def from_page(query: CallbackQuery) -> bool:
    """Was the button pressed on the table page (the Mini App), not on a chat message?"""
    return query.chat_instance == PAGE_CHAT_INSTANCE


async def words_asked(
    query: CallbackQuery,
    t: Translator,
    answers: Answers,
    table_talk: TableTalk,
    private_chat: str,
    room_id: str,
    notice_id: str,
    *,
    kept: dict[str, Any] | None,
    words: Callable[[dict[str, Any] | None], str],
    working: str,
    run: Callable[[Callable[[dict[str, Any] | None], Awaitable[None]]], None],
    answer_chars: int = 0,
) -> None:
    """A result the presser asked for that is computed once and kept («💡», «🔎 Разбор»), in
    ``words`` (of the result; of None: it failed). ``kept``: the kept result — in the press's own
    answer when its words fit ``answer_chars``, else sent. Otherwise the press is answered
    ``working`` at once and ``run(deliver)`` starts the work, which hands the result to ``deliver``
    when done.

    Where the words go: pressed on the table page, to that page while it is open in this process
    (the stream's ``event: notice``, shown once per ``notice_id``: the room's chat rests while its
    page is open, and whoever opened the page from a group may never have opened the bot's chat);
    pressed in a group with hands in the group by someone whose private chat is not known open, to
    the group for them only (an ephemeral message, while Telegram still takes it in answer to the
    press); else — and when those are refused — to the private chat. A chat press whose words go
    to the private chat is answered first (``Answers.before_sending``: the link to open the bot)."""
    outbox, uid = answers.outbox, query.from_user.id
    on_page = from_page(query)
    group = query.message.chat.id if query.message is not None and query.message.chat.id != uid else None
    if group is not None and (private_chat == "open" or not await answers.presenter.hands.enabled(group)):
        group = None

    async def send(text: str) -> None:
        line = {"id": notice_id, "kind": "notice", "text": text}
        if on_page and table_talk.to_page(room_id, uid, line):
            return
        if group is not None and await send_ephemeral_text(outbox, group, uid, query.id, text):
            return
        await outbox.send(uid, text)

    here = on_page or group is not None  # no private chat needed: nothing to ask of it first
    if kept is not None:
        text = words(kept)
        if len(text) <= answer_chars:
            await outbox.answer(query.id, text, alert=True)
        elif here:
            await answers.reply(query, t, Reply(None), room_id)
            await send(text)
        elif await answers.before_sending(query, t, private_chat, Reply(None), room_id):
            await send(text)
        return

    async def deliver(result: dict[str, Any] | None) -> None:
        await send(words(result))

    if here:
        await answers.reply(query, t, Reply(working), room_id)
    else:
        await answers.before_sending(query, t, private_chat, Reply(working), room_id)
    run(deliver)


def on_its_message(query: CallbackQuery, screen: Callable[[str], str] | None = None) -> bool:
    """Whether the pressed payload is a button of the message it was pressed on (a forged payload
    sent against another message — a group lobby, say — is not). With ``screen`` (a payload → the
    kind of screen it belongs to), a button of the same screen that an edit has replaced since the
    person saw it counts too: Telegram delivers a press on an old keyboard with its old data, and
    the person meant what it said («Месяц» on the /top board shown a moment ago is still «Месяц»)."""
    message = query.message
    markup = getattr(message, "reply_markup", None)
    if markup is None or query.data is None:
        return False
    shown = [b.callback_data for row in markup.inline_keyboard for b in row if b.callback_data]
    if query.data in shown:
        return True
    return screen is not None and screen(query.data) in {screen(data) for data in shown}


PressHandler = Callable[..., Awaitable[None]]


def own_message(handler: PressHandler) -> PressHandler:
    """For every press handler that edits the message it was pressed on, or acts on its chat (issue
    35): the press is handled only when its payload is one of that message's buttons. A payload
    forged against another message — a group's table or lobby, someone's hand — is answered as an
    unknown button and changes nothing. Who may act on a genuine button (the profile's owner, a
    group's administrators) each handler still checks.

    The wrapper takes every injected argument (``**data``) and passes the handler those it names:
    aiogram reads the wrapper's own signature (no ``__wrapped__``, which it would follow)."""
    return _on_its_message(handler, None)


def own_screen(screen: Callable[[str], str]) -> Callable[[PressHandler], PressHandler]:
    """:func:`own_message` for a screen whose keyboard an edit changes (the /top board): a press of
    the same screen's button that the edit replaced is handled too (``screen``: payload → its
    screen, :func:`on_its_message`)."""
    return lambda handler: _on_its_message(handler, screen)


def _on_its_message(handler: PressHandler, screen: Callable[[str], str] | None) -> PressHandler:
    accepted = set(inspect.signature(handler).parameters)

    async def checked(query: CallbackQuery, **data: Any) -> None:
        if not on_its_message(query, screen):
            t: Translator = data["t"]
            outbox: Outbox = data["outbox"]
            await outbox.answer(query.id, t("err-unknown-button"))
            return
        await handler(query, **{k: v for k, v in data.items() if k in accepted})

    checked.__name__, checked.__qualname__ = handler.__name__, handler.__qualname__
    checked.__module__, checked.__doc__ = handler.__module__, handler.__doc__
    return checked


#: buttons per row of a long choice (the languages): three short names fit a phone's width
PER_ROW = 3


def in_rows(buttons: list[Button], per_row: int = PER_ROW) -> list[list[Button]]:
    """``buttons`` in rows of ``per_row``, in their order."""
    return [buttons[i : i + per_row] for i in range(0, len(buttons), per_row)]


def anonymous(message: Message) -> bool:
    """A message sent in the name of the group (an anonymous administrator, or a channel)."""
    user = message.from_user
    return message.sender_chat is not None or user is None or user.id == ANONYMOUS_ADMIN_ID


@dataclass(frozen=True)
class Answers:
    """Injected into handlers (``answers``) by the dispatcher."""

    outbox: Outbox
    rooms: RoomService
    presenter: Presenter
    presses: Presses
    bot_username: str

    async def reply(
        self, query: CallbackQuery, t: Translator, reply: Reply, room_id: str | None = None
    ) -> None:
        """Answer the press with the reply's text (an alert when it is a refusal worth reading), a
        link where it helps, and redraw the presser's message when the button was stale."""
        url = None
        key, args = reply.key, reply.args
        if key == "err-join-first" and room_id is not None:
            if await self._joins_here(query):  # hands in the group: a seat is taken there, no bot
                room = await self.rooms.get(room_id)
                key, args = "err-join-here", {"teams": "yes" if room and sides.team_count(room) else "no"}
            else:
                url = invite_url(self.bot_username, room_id)
        elif key == "err-open-bot":
            url = start_url(self.bot_username)
        text = t(key, **args) if key else None
        await self.outbox.answer(query.id, text, alert=reply.alert, url=url, key=key)
        if room_id is not None and not is_local(query.id):
            # pressed in a chat (not on the table page): if their table page is open, the chat is
            # theirs again
            await self.presenter.chat_pressed(room_id, query.from_user.id)
        await self._bring_back(query, reply, room_id)
        # a press on the table page (bot/web/table.py) was made on no chat message: none to redraw
        if reply.redraw and room_id is not None and not is_local(query.id):
            room = reply.seen or await self.rooms.get(room_id)
            if room is not None and room.seat_of(query.from_user.id) is not None:
                await self.presenter.show_user(room, query.from_user.id)

    async def _joins_here(self, query: CallbackQuery) -> bool:
        """Was the press made in a group whose people take their seats there (hands in the group)?"""
        chat = query.message.chat.id if query.message is not None else 0
        return chat < 0 and await self.presenter.hands.enabled(chat)

    async def _bring_back(self, query: CallbackQuery, reply: Reply, room_id: str | None) -> None:
        """Any press on a running game's group table by someone whose hand is in the group brings
        it back anew (their app may have lost it: the bot cannot know)."""
        message = query.message
        if room_id is None or message is None or message.chat.id > 0:
            return
        if getattr(message, "ephemeral_message_id", None):
            return  # pressed on the hand itself: it is there
        hands = self.presenter.hands
        if not hands.active(room_id, query.from_user.id):
            return
        room = reply.room or reply.seen or await self.rooms.get(room_id)
        uid = query.from_user.id
        if room and room.chat_id == message.chat.id and room.game_running() and room.seat_of(uid):
            hands.asked(room, uid, query.id)

    async def before_sending(
        self,
        query: CallbackQuery,
        t: Translator,
        private_chat: str,
        sent: Reply,
        room_id: str | None = None,
    ) -> bool:
        """A press whose result goes to the presser's private chat is answered before that is sent
        (the chat may be paced or rate-limited for seconds, and an answer that late finds
        the button given up). ``private_chat`` (``bot.chat.middlewares.private_chat``): ``open`` answers
        ``sent``; otherwise the answer asks them to open the bot (with the link), and the result is
        still sent unless that chat refused the bot. True: send it now."""
        if private_chat == "open":
            await self.reply(query, t, sent, room_id)
        else:
            await self.reply(query, t, Reply("err-open-bot", alert=True), room_id)
        return private_chat != "closed"

    async def confirmed(
        self,
        query: CallbackQuery,
        room_id: str,
        kind: str,
        *,
        refuse: Callable[[Room], Reply | None],
        then: Callable[[], Awaitable[Reply]],
        ask: Callable[[Room], bool] = lambda room: True,
    ) -> Reply:
        """A dangerous press: ``refuse`` may say why not; while ``ask`` holds, the first press asks
        for a second one within a few seconds («confirm-<kind>»); then ``then`` does it."""
        room = await self.rooms.get(room_id)
        if room is None:
            return Reply("err-unknown-room", alert=True)
        refused = refuse(room)
        if refused is not None:
            return refused
        if ask(room) and not self.presses.confirm(query.from_user.id, room_id, kind, query.id):
            # says what is lost (``people``: every seat a person, the match may be rated)
            people = "no" if room.computers() else "yes"
            return Reply(f"confirm-{kind}", {"game": room.game, "people": people}, alert=True)
        return await then()

    async def edit(self, chat_id: int, message_id: int, text: str, kb: InlineKeyboardMarkup | None) -> None:
        """Edit a one-off message (a picker, the profile) in place; gone or unchanged is fine."""
        outbox = self.outbox
        with contextlib.suppress(TelegramBadRequest, Unreachable):
            await outbox.call(
                chat_id,
                lambda: outbox.bot.edit_message_text(
                    text=text, chat_id=chat_id, message_id=message_id, reply_markup=kb
                ),
            )
