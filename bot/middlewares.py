"""Outer middlewares: record who is writing or pressing, and give every handler their translator."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from aiogram import BaseMiddleware
from aiogram.types import Chat, TelegramObject, User

from bot.config import Settings
from bot.i18n import Translator, pick_language
from bot.rooms.service import RoomService

Handler = Callable[[TelegramObject, dict[str, Any]], Awaitable[Any]]


class UserMiddleware(BaseMiddleware):
    """Before every message and button press: the user's row is created or refreshed (a press or
    message in private also marks them reachable and resumes their paused matches), and ``t`` —
    a :class:`~bot.i18n.Translator` in their language — is injected into the handler."""

    def __init__(self, rooms: RoomService, settings: Settings) -> None:
        self.rooms = rooms
        self.settings = settings

    async def __call__(self, handler: Handler, event: TelegramObject, data: dict[str, Any]) -> Any:
        user: User | None = data.get("event_from_user")
        chat: Chat | None = data.get("event_chat")
        lang = self.settings.default_locale
        data["t"] = Translator(lang)  # the errors handler answers in it if touching fails
        if user is not None and not user.is_bot:
            row = await self.rooms.touch_user(
                user.id,
                user.first_name or "",
                user.username,
                user.language_code,
                started=chat is not None and chat.type == "private",
            )
            data["t"] = Translator(pick_language(row["language"], row["tg_language"], lang))
        return await handler(event, data)
