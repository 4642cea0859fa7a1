"""aiogram's HTTP session, with each Bot API method's response model kept alive.

aiogram parses every answer with ``Response[method.__returning__]``, a pydantic generic model built on
first use. Pydantic keeps such parametrized models only in a weak cache: a model nobody else holds is
garbage-collected, and the next call builds it again (about 3.5 ms of CPU on the development machine).
Under load that was 14 % of the bot process's CPU (py-spy, ``benchmarks/bot_load.py``, SQLite). The
session holds each method's model for as long as it lives — a few dozen models at most.
"""

from __future__ import annotations

from typing import Any

from aiogram import Bot
from aiogram.client.session.aiohttp import AiohttpSession
from aiogram.methods import TelegramMethod
from aiogram.methods.base import Response


class Session(AiohttpSession):
    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._models: dict[type, type] = {}

    def check_response(
        self, bot: Bot, method: TelegramMethod[Any], status_code: int, content: str
    ) -> Response[Any]:
        kind = type(method)
        if kind not in self._models:
            self._models[kind] = Response[method.__returning__]  # type: ignore[name-defined]
        return super().check_response(bot, method, status_code, content)
