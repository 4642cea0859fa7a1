"""What the press handlers share: answering a press with the room service's reply."""

from __future__ import annotations

import contextlib
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from aiogram.exceptions import TelegramBadRequest
from aiogram.types import CallbackQuery, InlineKeyboardMarkup, Message

from bot.i18n import Translator
from bot.model import Room
from bot.outbox import Outbox, Unreachable
from bot.presenter import Presenter
from bot.presses import Presses
from bot.render.context import invite_url, start_url
from bot.rooms.service import Reply, RoomService

#: the account Telegram shows for a group's anonymous administrators
ANONYMOUS_ADMIN_ID = 1087968824


def on_its_message(query: CallbackQuery) -> bool:
    """Whether the pressed payload is a button of the message it was pressed on (a forged payload
    sent against another message — a group lobby, say — is not)."""
    message = query.message
    markup = getattr(message, "reply_markup", None)
    if markup is None or query.data is None:
        return False
    return any(b.callback_data == query.data for row in markup.inline_keyboard for b in row)


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
        if reply.key == "err-join-first" and room_id is not None:
            url = invite_url(self.bot_username, room_id)
        elif reply.key == "err-open-bot":
            url = start_url(self.bot_username)
        text = t(reply.key, **reply.args) if reply.key else None
        await self.outbox.answer(query.id, text, alert=reply.alert, url=url)
        if reply.redraw and room_id is not None:
            room = reply.seen or await self.rooms.get(room_id)
            if room is not None and room.seat_of(query.from_user.id) is not None:
                await self.presenter.show_user(room, query.from_user.id)

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
        if ask(room) and not self.presses.confirm(query.from_user.id, room_id, kind):
            return Reply(f"confirm-{kind}", {"game": room.game}, alert=True)  # says what is lost
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
