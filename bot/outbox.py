"""Every Telegram call goes through here: per-chat pacing, coalesced edits of a room's standing
messages, 429 retried after ``retry_after``, "message is not modified" counted as success, 403
(the user never opened the bot or blocked it) reported instead of raised.

A *slot* is one standing message of a room in one chat (``kind`` ``table`` in a group, ``hand`` in a
private chat). :meth:`Outbox.show` replaces whatever is still waiting for that slot, so a burst of
changes becomes one edit; each chat has one worker that makes its calls no faster than the chat's
interval (groups: ``GROUP_EDIT_INTERVAL_SECONDS``, Telegram allows about 20 per minute).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import math
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any, TypeVar

from aiogram import Bot
from aiogram.exceptions import (
    TelegramBadRequest,
    TelegramForbiddenError,
    TelegramNetworkError,
    TelegramRetryAfter,
    TelegramServerError,
)
from aiogram.types import BufferedInputFile, InlineKeyboardMarkup, Message

from bot.storage import Storage

log = logging.getLogger(__name__)
T = TypeVar("T")

Slot = tuple[str, int, str]  # room id, chat id, kind

TEXT_LIMIT, CAPTION_LIMIT, ANSWER_LIMIT = 4096, 1024, 200
MAX_PACED_CHATS = 4096  # past this many chats with pacing state, quiet ones are forgotten


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


@dataclass
class Content:
    text: str
    markup: InlineKeyboardMarkup | None
    fresh: bool = False  # send a new message (and forget the old one), e.g. /hand


class Unreachable(Exception):
    """The chat refused us (403): the user never opened the bot, or blocked it."""


class Outbox:
    def __init__(
        self,
        bot: Bot,
        storage: Storage,
        *,
        group_interval: float = 3.0,
        private_interval: float = 0.35,
        max_retries: int = 8,
        global_rate: float = 25.0,
        on_unreachable: Callable[[int], Awaitable[None]] | None = None,
    ) -> None:
        self.bot = bot
        self.storage = storage
        self.group_interval = group_interval
        self.private_interval = private_interval
        self.max_retries = max_retries
        self.on_unreachable = on_unreachable
        self._pending: dict[int, dict[Slot, Content]] = {}
        self._workers: dict[int, asyncio.Task[None]] = {}
        self._wake: dict[int, asyncio.Event] = {}
        self._last_call: dict[int, float] = {}
        self._chat_locks: dict[int, asyncio.Lock] = {}
        self._closing = False
        self._inflight = 0
        self.global_rate = global_rate
        self._global_lock = asyncio.Lock()
        self._global_last = 0.0
        #: test hook: called with (slot, content) whenever a standing message is queued
        self.observer: Callable[[Slot, Content], None] | None = None

    # ----- standing messages -------------------------------------------------------------------------------
    def show(
        self, slot: Slot, text: str, markup: InlineKeyboardMarkup | None, *, fresh: bool = False
    ) -> None:
        """Queue the latest content of a slot (coalesced with anything still waiting)."""
        if self._closing:
            return
        chat_id = slot[1]
        text = fit(text)
        if self.observer is not None:
            self.observer(slot, Content(text, markup, fresh))
        pending = self._pending.setdefault(chat_id, {})
        old = pending.get(slot)
        pending[slot] = Content(text, markup, fresh or (old.fresh if old else False))
        self._wake.setdefault(chat_id, asyncio.Event()).set()
        worker = self._workers.get(chat_id)
        if worker is None or worker.done():
            self._workers[chat_id] = asyncio.create_task(self._work(chat_id))

    def interval(self, chat_id: int) -> float:
        return self.group_interval if chat_id < 0 else self.private_interval

    async def _work(self, chat_id: int) -> None:
        wake = self._wake.setdefault(chat_id, asyncio.Event())
        while not self._closing:
            pending = self._pending.get(chat_id)
            if not pending:
                wake.clear()
                try:
                    await asyncio.wait_for(wake.wait(), timeout=30)
                except TimeoutError:
                    if not self._pending.get(chat_id):
                        # idle: the chat's state goes with its worker (the maps stay bounded)
                        self._workers.pop(chat_id, None)
                        self._pending.pop(chat_id, None)
                        self._wake.pop(chat_id, None)
                        return
                continue
            slot = next(iter(pending))
            content = pending.pop(slot)
            self._inflight += 1
            try:
                await self._put(slot, content)
            except asyncio.CancelledError:
                raise
            except Exception:
                log.exception("could not update %s", slot)
            finally:
                self._inflight -= 1

    async def _global_pace(self) -> None:
        """At most ``global_rate`` calls per second over all chats (Telegram allows about 30)."""
        if self.global_rate <= 0:
            return
        async with self._global_lock:
            gap = 1.0 / self.global_rate - (time.monotonic() - self._global_last)
            if gap > 0:
                await asyncio.sleep(gap)
            self._global_last = time.monotonic()

    async def _pace(self, chat_id: int | None) -> None:
        """Wait until a call may be issued: this chat's interval after its previous call, then the
        global rate. The chat's lock is held until the call's issue time is recorded, so concurrent
        callers (a standing-message worker and a one-off send to the same group) go one at a time,
        each a full interval after the previous call actually went out."""
        if chat_id is None:
            await self._global_pace()
            return
        lock = self._chat_locks.setdefault(chat_id, asyncio.Lock())
        async with lock:
            gap = self.interval(chat_id) - (time.monotonic() - self._last_call.get(chat_id, -math.inf))
            if gap > 0:
                await asyncio.sleep(gap)
            await self._global_pace()
            self._last_call[chat_id] = time.monotonic()
        if len(self._last_call) > MAX_PACED_CHATS:
            self._forget_quiet_chats()

    def _forget_quiet_chats(self) -> None:
        """Drop the pacing state of chats quiet for longer than any interval (bounded maps)."""
        quiet_since = time.monotonic() - max(self.group_interval, self.private_interval) - 1.0
        for chat_id, last in list(self._last_call.items()):
            lock = self._chat_locks.get(chat_id)
            if last < quiet_since and (lock is None or not lock.locked()):
                del self._last_call[chat_id]
                self._chat_locks.pop(chat_id, None)

    async def _put(self, slot: Slot, content: Content) -> None:
        room_id, chat_id, kind = slot
        async with self.storage.read() as tx:
            message_id = await tx.messages.get(room_id, chat_id, kind)
        if message_id is not None and content.fresh:
            old = message_id
            with contextlib.suppress(Exception):
                await self.call(chat_id, lambda: self.bot.delete_message(chat_id, old))
            message_id = None
        if message_id is not None:
            try:
                await self.call(
                    chat_id,
                    lambda: self.bot.edit_message_text(
                        text=content.text, chat_id=chat_id, message_id=message_id, reply_markup=content.markup
                    ),
                )
                return
            except TelegramBadRequest as exc:
                if "not modified" in exc.message:
                    return
                log.info("edit of %s failed (%s); sending a new message", slot, exc.message)
            except Unreachable:
                return
        try:
            sent = await self.call(
                chat_id,
                lambda: self.bot.send_message(
                    chat_id, content.text, reply_markup=content.markup, disable_notification=True
                ),
            )
        except Unreachable:
            return
        if isinstance(sent, Message):
            async with self.storage.transaction() as tx:
                await tx.messages.set(room_id, chat_id, kind, sent.message_id)

    # ----- one-off calls -----------------------------------------------------------------------------------
    async def call(self, chat_id: int | None, fn: Callable[[], Awaitable[T]]) -> T:
        """Make one API call with pacing and retries; TelegramBadRequest propagates, 403 becomes
        :class:`Unreachable` (after telling ``on_unreachable``)."""
        attempt = 0
        while True:
            await self._pace(chat_id)
            try:
                return await fn()
            except TelegramRetryAfter as exc:
                attempt += 1
                if attempt > self.max_retries:
                    raise
                await asyncio.sleep(float(exc.retry_after))
            except (TelegramNetworkError, TelegramServerError):
                attempt += 1
                if attempt > self.max_retries:
                    raise
                await asyncio.sleep(min(0.2 * attempt, 2.0))
            except TelegramForbiddenError:
                if chat_id is not None and chat_id > 0 and self.on_unreachable is not None:
                    await self.on_unreachable(chat_id)
                raise Unreachable(chat_id) from None

    async def send(
        self, chat_id: int, text: str, markup: InlineKeyboardMarkup | None = None, *, notify: bool = False
    ) -> Message | None:
        try:
            return await self.call(
                chat_id,
                lambda: self.bot.send_message(
                    chat_id, fit(text), reply_markup=markup, disable_notification=not notify
                ),
            )
        except Unreachable:
            return None

    async def send_document(self, chat_id: int, filename: str, data: bytes, caption: str) -> bool:
        try:
            await self.call(
                chat_id,
                lambda: self.bot.send_document(
                    chat_id, BufferedInputFile(data, filename=filename), caption=fit(caption, CAPTION_LIMIT)
                ),
            )
            return True
        except Unreachable:
            return False

    async def answer(
        self, callback_id: str, text: str | None = None, *, alert: bool = False, url: str | None = None
    ) -> None:
        """Answer a callback query (retried on 429; a too-old query is ignored)."""
        kwargs: dict[str, Any] = {"text": fit(text, ANSWER_LIMIT) if text else None, "show_alert": alert}
        if url:
            kwargs["url"] = url
        try:
            await self.call(None, lambda: self.bot.answer_callback_query(callback_id, **kwargs))
        except (TelegramBadRequest, Unreachable) as exc:
            log.info("callback answer failed: %s", exc)

    async def flush(self, timeout: float = 5.0) -> None:
        """Wait until nothing is waiting (tests; graceful stop)."""
        deadline = time.monotonic() + timeout
        while (any(self._pending.values()) or self._inflight) and time.monotonic() < deadline:
            await asyncio.sleep(0.02)

    async def close(self) -> None:
        self._closing = True
        workers = list(self._workers.values())
        for w in workers:
            w.cancel()
        for w in workers:
            with contextlib.suppress(BaseException):
                await w
        self._workers.clear()
