"""The Bot API calls themselves: Telegram's length limits, what its refusals mean (403: the chat is
unreachable; a group that became a supergroup), and the one retry loop after a 429 or a network
error."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import TypeVar

from aiogram import Bot
from aiogram.exceptions import (
    TelegramForbiddenError,
    TelegramMigrateToChat,
    TelegramNetworkError,
    TelegramRetryAfter,
    TelegramServerError,
)

log = logging.getLogger("bot.outbox")
T = TypeVar("T")

TEXT_LIMIT, CAPTION_LIMIT, ANSWER_LIMIT = 4096, 1024, 200


def fit(text: str, limit: int = TEXT_LIMIT) -> str:
    """``text`` cut to Telegram's ``limit``, counted as Telegram does (UTF-16 code units: a card
    glyph such as 🪙 counts twice), ending with "…" when cut."""
    if len(text) <= limit // 2 or len(text.encode("utf-16-le")) // 2 <= limit:
        return text
    units = 0
    for i, ch in enumerate(text):
        units += 2 if ord(ch) > 0xFFFF else 1
        if units > limit - 1:
            return text[:i] + "…"
    return text  # pragma: no cover - the length check above makes this unreachable


class Unreachable(Exception):
    """The chat refused us (403): the user never opened the bot, or blocked it."""


@dataclass
class CallStats:
    """The calls made, for benchmarks and logs."""

    calls: int = 0
    by_method: dict[str, int] = field(default_factory=dict)
    retry_after: int = 0  # 429 answers


class Transport:
    """Makes the calls (paced by its caller) and reads Telegram's refusals."""

    def __init__(
        self,
        bot: Bot,
        *,
        max_retries: int = 8,
        on_unreachable: Callable[[int], Awaitable[None]] | None = None,
        on_migrated: Callable[[int, int], Awaitable[None]] | None = None,
    ) -> None:
        self.bot = bot
        self.max_retries = max_retries
        self.on_unreachable = on_unreachable
        self.on_migrated = on_migrated
        self.stats = CallStats()

    async def raw(self, chat_id: int | None, fn: Callable[[], Awaitable[T]]) -> T:
        self.stats.calls += 1
        try:
            return await fn()
        except TelegramRetryAfter:
            self.stats.retry_after += 1
            log.warning("Telegram answered 429 in chat %s: a flood limit was exceeded", chat_id)
            raise
        except TelegramMigrateToChat as exc:
            # the group became a supergroup: its rooms move there (and are drawn there anew)
            if chat_id is not None and self.on_migrated is not None:
                await self.on_migrated(chat_id, exc.migrate_to_chat_id)
            raise Unreachable(chat_id) from None
        except TelegramForbiddenError:
            # a person who blocked the bot (a private chat), or a group the bot was removed from
            if chat_id is not None and self.on_unreachable is not None:
                await self.on_unreachable(chat_id)
            raise Unreachable(chat_id) from None

    async def retrying(self, fn: Callable[[], Awaitable[T]], *, wait_retry_after: bool) -> T:
        """``fn`` again after a 429 or a network or server error, up to ``max_retries`` times (then
        the error propagates). ``wait_retry_after``: sleep the 429's ``retry_after`` first (false
        when ``fn`` is paced by a chat lane, which a 429 blocks for that long anyway)."""
        attempt = 0
        while True:
            try:
                return await fn()
            except TelegramRetryAfter as exc:
                attempt += 1
                if attempt > self.max_retries:
                    raise
                if wait_retry_after:
                    await asyncio.sleep(float(exc.retry_after))
            except (TelegramNetworkError, TelegramServerError):
                attempt += 1
                if attempt > self.max_retries:
                    raise
                await asyncio.sleep(min(0.2 * attempt, 2.0))
