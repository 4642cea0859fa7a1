"""The metrics' aiogram side: a Bot API session middleware that counts the calls, and a dispatcher
middleware that counts and times the updates (the counters themselves are in ``bot/plumbing/metrics.py``,
which holds no Telegram code)."""

from __future__ import annotations

from typing import Any

from aiogram import BaseMiddleware
from aiogram.client.session.middlewares.base import BaseRequestMiddleware, NextRequestMiddlewareType
from aiogram.exceptions import TelegramRetryAfter
from aiogram.methods import Response, TelegramMethod
from aiogram.methods.base import TelegramType
from aiogram.types import TelegramObject, Update
from aiogram.types.update import UpdateTypeLookupError

from bot.plumbing.metrics import API_429, API_CALLS, UPDATE_SECONDS, UPDATES


class CountCalls(BaseRequestMiddleware):
    """A Bot API session middleware: counts every call by method, and the 429 answers."""

    async def __call__(
        self,
        make_request: NextRequestMiddlewareType[TelegramType],
        bot: Any,
        method: TelegramMethod[TelegramType],
    ) -> Response[TelegramType]:
        name = method.__api_method__
        API_CALLS.labels(name).inc()
        try:
            return await make_request(bot, method)
        except TelegramRetryAfter:
            API_429.labels(name).inc()
            raise


class CountUpdates(BaseMiddleware):
    """An outer middleware of the dispatcher's ``update`` observer: counts every update by kind,
    and times it."""

    async def __call__(self, handler: Any, event: TelegramObject, data: dict[str, Any]) -> Any:
        if not isinstance(event, Update):
            return await handler(event, data)
        try:
            kind = event.event_type
        except UpdateTypeLookupError:
            kind = "unknown"
        UPDATES.labels(kind).inc()
        with UPDATE_SECONDS.labels(kind).time():
            return await handler(event, data)
