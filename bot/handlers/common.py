"""What the press handlers share: answering a press with the room service's reply."""

from __future__ import annotations

import contextlib
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from aiogram.exceptions import TelegramBadRequest
from aiogram.types import CallbackQuery, InlineKeyboardMarkup

from bot.i18n import Translator
from bot.outbox import Outbox, Unreachable
from bot.presenter import Presenter
from bot.presses import Presses
from bot.render.context import invite_url, start_url
from bot.rooms.model import Room
from bot.rooms.service import Reply, RoomService


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
            room = await self.rooms.get(room_id)
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
            return Reply(f"confirm-{kind}", alert=True)
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
