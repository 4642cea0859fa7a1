"""Every Bot API call goes through here, within Telegram's limits, newest frame first.

Three kinds of call:

* **Answers** to callback queries go out at once on their own lane: Telegram does not count them
  against chat limits, so they never wait behind a chat's edits (:meth:`Outbox.answer`).
* **Standing messages** (a room's table in a group, a player's hand in private) are *slots*:
  (room, chat, kind). :meth:`Outbox.mark` only remembers that a slot needs a redraw; when the
  chat's turn to send comes, the outbox asks its ``renderer`` for the slot's frame *as the room is
  now*, so a burst of changes becomes one edit showing the newest state. A frame equal to what the
  message already shows (a digest per message, kept in storage) is not sent: "message is not
  modified" should not happen. After a 429 the outbox waits ``retry_after`` and renders anew; a
  refused frame is never re-sent.
* **One-off messages** (pings, announcements, documents, the profile): :meth:`Outbox.send` and
  friends queue them on the chat's lane, paced like everything else in that chat.

Pacing: each private chat a token bucket (``PRIVATE_EDIT_INTERVAL_SECONDS`` per call sustained,
``PRIVATE_BURST`` at once), each group one call per ``GROUP_EDIT_INTERVAL_SECONDS`` (Telegram
allows 20 a minute), all chats together at most ``GLOBAL_RATE_PER_SECOND``. Within a chat, one-off
messages go first, then urgent slots (the person who must act, the presser), then the others once
their coalescing delay (``WATCH_DELAY_SECONDS``) has passed. A 403 (the user never opened the bot,
or blocked it) is reported to ``on_unreachable`` instead of raised.

Several worker processes (issue 20): the pacing above is this process's; with a ``pacing`` (a
:class:`SharedLimiter`, e.g. ``bot.storage.pacing.SharedPacing`` on PostgreSQL) every chat call, once
the local pace allows it, also reserves its slot there — the same limits for the whole bot — and
sleeps until that slot; a 429 is recorded there, so every worker leaves the chat alone.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import json
import logging
import math
import time
from collections import OrderedDict, deque
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any, Protocol, TypeVar

from aiogram import Bot
from aiogram.exceptions import (
    TelegramBadRequest,
    TelegramForbiddenError,
    TelegramMigrateToChat,
    TelegramNetworkError,
    TelegramRetryAfter,
    TelegramServerError,
)
from aiogram.types import BufferedInputFile, InlineKeyboardMarkup, Message

from bot.logs import in_room
from bot.storage import Database

log = logging.getLogger(__name__)
T = TypeVar("T")

Slot = tuple[str, int, str]  # room id, chat id, kind

TEXT_LIMIT, CAPTION_LIMIT, ANSWER_LIMIT = 4096, 1024, 200
MAX_PACED_CHATS = 4096  # past this many chats with pacing state, quiet ones are forgotten
#: every pacing wait is this much longer than computed, so that a clock of coarse resolution (or a
#: rounding error) never wakes the outbox a hair early only to wait again for nothing
SLACK = 0.001


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
class Frame:
    """A slot's content as rendered now. ``state_at``: when the state it shows was committed;
    ``lane``: who it is for (``act`` the person to act, ``watch`` the others, ``group``);
    ``current``: asked once the call's turn has come (the chat's pace may hold a frame a second): is
    the state it shows still the newest? If not, the slot is rendered again and that frame goes —
    with several workers the newer state may be another worker's, whose frame must not be
    overwritten by an older one."""

    text: str
    markup: InlineKeyboardMarkup | None
    state_at: float | None = None
    lane: str = "watch"
    current: Callable[[], Awaitable[bool]] | None = None


Renderer = Callable[[Slot], Awaitable[Frame | None]]


def _loop_time() -> float:
    return asyncio.get_running_loop().time()


def digest(text: str, markup: InlineKeyboardMarkup | None) -> str:
    blob = (
        text + "\x00" + (json.dumps(markup.model_dump(exclude_none=True), sort_keys=True) if markup else "")
    )
    return hashlib.sha256(blob.encode("utf-8")).hexdigest()[:32]


class Unreachable(Exception):
    """The chat refused us (403): the user never opened the bot, or blocked it."""


@dataclass
class Limits:
    private_interval: float = 1.0  # sustained seconds per call in one private chat
    private_burst: int = 2  # calls at once in a private chat after a quiet spell
    group_interval: float = 3.2  # seconds between calls in one group (≤ 18.75 a minute)
    global_rate: float = 25.0  # calls per second over all chats
    watch_delay: float = 2.0  # a non-urgent slot waits this long, so a burst of changes is one edit


class SharedSlot(Protocol):
    """A reserved slot: ``wait`` seconds from now; ``taken`` false: nothing was reserved (the chat
    is blocked after a 429, or the whole bot's budget is spoken for a while ahead), ask again after
    ``wait``."""

    @property
    def wait(self) -> float: ...

    @property
    def taken(self) -> bool: ...


class SharedLimiter(Protocol):
    """Pacing shared by every worker process of the bot (``bot.storage.pacing.SharedPacing``)."""

    async def reserve(self, chat_id: int) -> SharedSlot: ...

    async def block(self, chat_id: int, seconds: float) -> None: ...


@dataclass
class _Dirty:
    since: float
    urgent: bool
    fresh: bool
    render: Renderer


@dataclass
class _Chat:
    """One chat's lane: its dirty slots, queued one-off calls, pacing state and worker."""

    dirty: dict[Slot, _Dirty] = field(default_factory=dict)
    jobs: deque[tuple[Callable[[], Awaitable[Any]], asyncio.Future[Any]]] = field(default_factory=deque)
    tokens: float = 0.0
    last: float = -math.inf  # the last call's time
    blocked_until: float = 0.0  # after a 429
    wake: asyncio.Event = field(default_factory=asyncio.Event)
    worker: asyncio.Task[None] | None = None
    busy: bool = False


@dataclass
class Stats:
    """What the outbox did, for benchmarks and logs."""

    calls: int = 0
    by_method: dict[str, int] = field(default_factory=dict)
    retry_after: int = 0  # 429 answers
    not_modified: int = 0
    skipped_same: int = 0  # frames not sent: the message already shows them
    rendered_again: int = 0  # frames whose state was no longer the newest when their turn came
    shared_waits: int = 0  # calls the shared pacing held back (another worker had used the budget)
    shared_failures: int = 0  # reservations that failed (database unreachable): paced locally only
    #: per lane, how old a state was when a message first showed it (a redraw of a state already
    #: shown there — the «Стоп!» bar ticking, a card picked — is not a delivery of news)
    frame_age: dict[str, list[float]] = field(default_factory=lambda: {"act": [], "watch": [], "group": []})


class Outbox:
    def __init__(
        self,
        bot: Bot,
        storage: Database,
        *,
        limits: Limits | None = None,
        max_retries: int = 8,
        on_unreachable: Callable[[int], Awaitable[None]] | None = None,
        on_migrated: Callable[[int, int], Awaitable[None]] | None = None,
        clock: Callable[[], float] | None = None,
        wall: Callable[[], float] = time.time,
        pacing: SharedLimiter | None = None,
    ) -> None:
        self.bot = bot
        self.storage = storage
        self.limits = limits or Limits()
        self.max_retries = max_retries
        self.on_unreachable = on_unreachable
        self.on_migrated = on_migrated
        #: pacing time: the running event loop's own clock by default, so that every wait the outbox
        #: makes (asyncio.sleep, wait_for) and every reading agree — also on a fast-forwarded test loop
        self.clock: Callable[[], float] = clock or _loop_time
        self.wall = wall
        #: the limits of the whole bot when several workers share them (None: this process only)
        self.pacing = pacing
        self.stats = Stats()
        self._chats: dict[int, _Chat] = {}
        #: slot -> the commit time of the state its message shows (bounded; for ``stats.frame_age``)
        self._shown: OrderedDict[Slot, float] = OrderedDict()
        self._global: deque[float] = deque()
        self._global_lock = asyncio.Lock()
        self._closing = False
        #: test hook: called with (slot, frame) whenever a standing message is rendered for sending
        self.observer: Callable[[Slot, Frame], None] | None = None

    # ----- pacing ------------------------------------------------------------------------------------------
    def _chat(self, chat_id: int) -> _Chat:
        chat = self._chats.get(chat_id)
        if chat is None:
            chat = self._chats[chat_id] = _Chat(tokens=float(self.limits.private_burst))
            if len(self._chats) > MAX_PACED_CHATS:
                self._forget_quiet_chats()
        return chat

    def _forget_quiet_chats(self) -> None:
        quiet_since = self.clock() - max(self.limits.group_interval, self.limits.private_interval) - 1.0
        for chat_id, chat in list(self._chats.items()):
            if (
                chat.last < quiet_since
                and not chat.dirty
                and not chat.jobs
                and not chat.busy
                and (chat.worker is None or chat.worker.done())
            ):
                del self._chats[chat_id]

    def _chat_delay(self, chat_id: int, chat: _Chat, now: float, *, urgent: bool = True) -> float:
        """Seconds until this chat may make its next call. A frame nobody waits for (``urgent``
        false) leaves one call of a private chat's burst in reserve, so the frame of the person who
        must act never waits behind it."""
        wait = max(0.0, chat.blocked_until - now)
        if chat_id < 0:
            return max(wait, chat.last + self.limits.group_interval - now)
        interval = self.limits.private_interval
        if interval <= 0:
            return wait
        need = 1.0 if urgent else min(2.0, float(self.limits.private_burst))
        tokens = min(float(self.limits.private_burst), chat.tokens + (now - chat.last) / interval)
        return max(wait, (need - tokens) * interval if tokens < need else 0.0)

    def _chat_take(self, chat_id: int, chat: _Chat, now: float) -> None:
        if chat_id > 0 and self.limits.private_interval > 0:
            elapsed = now - chat.last
            chat.tokens = min(
                float(self.limits.private_burst), chat.tokens + elapsed / self.limits.private_interval
            )
            chat.tokens -= 1.0
        chat.last = now

    async def _global_slot(self) -> None:
        """At most ``global_rate`` calls in any one second over all chats."""
        rate = self.limits.global_rate
        async with self._global_lock:
            while True:
                now = self.clock()
                while self._global and self._global[0] <= now - 1.0:
                    self._global.popleft()
                if len(self._global) < rate:
                    self._global.append(now)
                    return
                await asyncio.sleep(self._global[0] + 1.0 - now + SLACK)

    async def _paced(
        self,
        chat_id: int,
        fn: Callable[[], Awaitable[T]],
        prepare: Callable[[], Awaitable[None]] | None = None,
    ) -> T:
        """One call in ``chat_id`` once its pace allows; 429 blocks the chat for ``retry_after``.
        ``prepare`` runs once the waits are over, before the chat's pace counts the call (so that
        the time it takes never brings two calls closer than the pace)."""
        chat = self._chat(chat_id)
        while True:
            delay = self._chat_delay(chat_id, chat, self.clock())
            if delay <= 0:
                break
            await asyncio.sleep(delay + SLACK)
        await self._global_slot()
        if self.pacing is not None:
            await self._shared_slot(self.pacing, chat_id, chat)
        if prepare is not None:
            await prepare()
        self._chat_take(chat_id, chat, self.clock())
        try:
            return await self._raw(chat_id, fn)
        except TelegramRetryAfter as exc:
            chat.blocked_until = self.clock() + float(exc.retry_after)
            if self.pacing is not None:
                try:
                    await self.pacing.block(chat_id, float(exc.retry_after))
                except Exception as failure:  # the local block holds this worker anyway
                    self.stats.shared_failures += 1
                    log.warning("shared pacing could not record a 429 in chat %s: %s", chat_id, failure)
            raise

    async def _shared_slot(self, pacing: SharedLimiter, chat_id: int, chat: _Chat) -> None:
        """Reserve the call's slot in the pacing every worker shares and sleep until it comes; when
        nothing was reserved (another worker's 429 blocks the chat, or the global budget is spoken
        for) sleep, hold the chat's later calls here too, and ask again. If the database cannot be
        reached the call goes on the local pace alone (a 429 is handled as ever)."""
        while True:
            try:
                slot = await pacing.reserve(chat_id)
            except Exception as exc:
                self.stats.shared_failures += 1
                log.warning("shared pacing failed (%s): chat %s paced by this worker only", exc, chat_id)
                return
            if not slot.taken:
                chat.blocked_until = max(chat.blocked_until, self.clock() + slot.wait)
            if slot.wait > 0:
                self.stats.shared_waits += 1
                await asyncio.sleep(slot.wait + SLACK)
            if slot.taken:
                return

    async def _raw(self, chat_id: int | None, fn: Callable[[], Awaitable[T]]) -> T:
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

    # ----- standing messages -------------------------------------------------------------------------------
    def mark(self, slot: Slot, render: Renderer, *, urgent: bool = False, fresh: bool = False) -> None:
        """The slot needs a redraw: ``render(slot)`` gives its frame when the chat's turn comes;
        ``urgent``: someone is waiting for it (the person to act, the presser); ``fresh``: send it
        as a new message (and forget the old one), e.g. /hand."""
        if self._closing:
            return
        chat = self._chat(slot[1])
        old = chat.dirty.get(slot)
        now = self.clock()
        if old is None:
            chat.dirty[slot] = _Dirty(now, urgent, fresh, render)
        else:
            old.urgent = old.urgent or urgent
            old.fresh = old.fresh or fresh
            old.render = render
        self._wake(slot[1], chat)

    def _wake(self, chat_id: int, chat: _Chat) -> None:
        chat.wake.set()
        if chat.worker is None or chat.worker.done():
            chat.worker = asyncio.create_task(self._work(chat_id, chat))

    def _next_slot(self, chat_id: int, chat: _Chat, now: float) -> tuple[Slot | None, float]:
        """The slot to draw next (urgent first, then the oldest due), or how long until one is due."""
        best: tuple[bool, float, Slot] | None = None
        soonest = math.inf
        delay = 0.0 if chat_id < 0 else self.limits.watch_delay
        for slot, d in chat.dirty.items():
            due = d.since if d.urgent else d.since + delay
            if due > now:
                soonest = min(soonest, due - now)
                continue
            key = (not d.urgent, d.since, slot)
            if best is None or key < best:
                best = key
        return (best[2] if best else None), soonest

    async def _work(self, chat_id: int, chat: _Chat) -> None:
        while not self._closing:
            if chat.jobs:
                fn, future = chat.jobs.popleft()
                await self._run_job(chat_id, fn, future)
                continue
            slot, wait = self._next_slot(chat_id, chat, self.clock())
            if slot is None:
                if not chat.dirty:
                    chat.wake.clear()
                    try:
                        await asyncio.wait_for(chat.wake.wait(), timeout=30)
                    except TimeoutError:
                        if not chat.dirty and not chat.jobs:
                            return
                    continue
                chat.wake.clear()
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(chat.wake.wait(), timeout=wait + SLACK)
                continue
            urgent = chat.dirty[slot].urgent
            delay = self._chat_delay(chat_id, chat, self.clock(), urgent=urgent)
            if delay > 0:  # wait for the pace, but let a one-off message or an urgent slot in
                chat.wake.clear()
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(chat.wake.wait(), timeout=delay + SLACK)
                continue
            dirty = chat.dirty.pop(slot)
            chat.busy = True
            try:
                await self._draw(slot, dirty)
            except asyncio.CancelledError:
                raise
            except TelegramRetryAfter:
                self._remark(chat, slot, dirty)  # drawn anew, as the room is then, after the wait
            except Exception:
                log.exception("could not update %s", slot)
            finally:
                chat.busy = False

    @staticmethod
    def _remark(chat: _Chat, slot: Slot, dirty: _Dirty) -> None:
        old = chat.dirty.get(slot)
        if old is None:
            chat.dirty[slot] = dirty
        else:
            old.urgent, old.fresh = old.urgent or dirty.urgent, old.fresh or dirty.fresh
            old.since = min(old.since, dirty.since)

    async def _draw(self, slot: Slot, dirty: _Dirty) -> None:
        in_room(slot[0])
        frame = await dirty.render(slot)
        if frame is None:
            return
        room_id, chat_id, kind = slot
        text = fit(frame.text)
        if self.observer is not None:
            self.observer(slot, frame)
        new_digest = digest(text, frame.markup)
        async with self.storage.read() as tx:
            shown = await tx.messages.get_with_digest(room_id, chat_id, kind)
        message_id, old_digest = shown if shown else (None, None)
        replaced: int | None = None  # fresh: the message the new one replaces, deleted once it is stored
        if message_id is not None and dirty.fresh:
            replaced, message_id = message_id, None
        elif message_id is not None and old_digest == new_digest:
            self.stats.skipped_same += 1
            self._note_shown(slot, frame, delivered=False)
            return
        sent_id = message_id

        async def newest() -> None:
            """The call's turn has come: a newer state than the frame's is drawn instead."""
            nonlocal frame, text, new_digest
            assert frame is not None
            try:
                if frame.current is None or await frame.current():
                    return
                again = await dirty.render(slot)
            except Exception:  # the database busy, say: the frame in hand goes (a redraw follows)
                log.warning("could not check that %s is the newest state", slot, exc_info=True)
                return
            if again is not None:
                self.stats.rendered_again += 1
                frame, text = again, fit(again.text)
                new_digest = digest(text, frame.markup)

        async def edit(mid: int) -> object:
            assert frame is not None
            return await self.bot.edit_message_text(
                text=text, chat_id=chat_id, message_id=mid, reply_markup=frame.markup
            )

        async def send() -> object:
            assert frame is not None
            return await self.bot.send_message(
                chat_id, text, reply_markup=frame.markup, disable_notification=True
            )

        try:
            if message_id is not None:
                mid = message_id
                try:
                    await self._paced(chat_id, lambda: edit(mid), newest)
                except TelegramBadRequest as exc:
                    if "not modified" in exc.message:
                        self.stats.not_modified += 1
                    else:
                        log.info("edit of %s failed (%s); sending a new message", slot, exc.message)
                        sent_id = None
            if sent_id is None:
                sent = await self._paced(chat_id, send, newest)
                sent_id = sent.message_id if isinstance(sent, Message) else None
        except Unreachable:
            return
        self._note_shown(slot, frame, delivered=True)
        async with self.storage.autocommit() as tx:  # one statement
            await tx.messages.set(room_id, chat_id, kind, sent_id, new_digest)
        if replaced is not None:
            # only now: a process killed in between leaves two messages with buttons, never none
            # (deleted first, the stored id and digest would name a message nobody can see, and a
            # redraw by another worker would find "the same frame" and send nothing)
            old = replaced
            with contextlib.suppress(TelegramBadRequest, Unreachable):
                await self._paced(chat_id, lambda: self.bot.delete_message(chat_id, old))

    def _note_shown(self, slot: Slot, frame: Frame, *, delivered: bool) -> None:
        """The slot's message shows ``frame``'s state now: its age counts when the state is news there
        (not when the message already showed it, in this frame or an identical one)."""
        if frame.state_at is None or self._shown.get(slot) == frame.state_at:
            return
        if delivered:
            self.stats.frame_age[frame.lane].append(max(0.0, self.wall() - frame.state_at))
        self._shown[slot] = frame.state_at
        self._shown.move_to_end(slot)
        while len(self._shown) > MAX_PACED_CHATS:
            self._shown.popitem(last=False)

    # ----- one-off calls -----------------------------------------------------------------------------------
    async def call(self, chat_id: int | None, fn: Callable[[], Awaitable[T]]) -> T:
        """One API call on the chat's lane (``None``: no chat, only the global pace); a 429 waits
        ``retry_after`` and tries again (up to ``max_retries``); TelegramBadRequest propagates, 403
        becomes :class:`Unreachable`."""
        attempt = 0
        while True:
            try:
                if chat_id is None:
                    await self._global_slot()
                    return await self._raw(None, fn)
                return await self._queued(chat_id, fn)
            except TelegramRetryAfter as exc:
                attempt += 1
                if attempt > self.max_retries:
                    raise
                if chat_id is None:
                    await asyncio.sleep(float(exc.retry_after))
            except (TelegramNetworkError, TelegramServerError):
                attempt += 1
                if attempt > self.max_retries:
                    raise
                await asyncio.sleep(min(0.2 * attempt, 2.0))

    async def _queued(self, chat_id: int, fn: Callable[[], Awaitable[T]]) -> T:
        """Run ``fn`` as the chat's next one-off call (before its standing messages)."""
        if self._closing:
            raise asyncio.CancelledError
        chat = self._chat(chat_id)
        future: asyncio.Future[T] = asyncio.get_running_loop().create_future()
        chat.jobs.append((fn, future))
        self._wake(chat_id, chat)
        return await future

    async def _run_job(
        self, chat_id: int, fn: Callable[[], Awaitable[Any]], future: asyncio.Future[Any]
    ) -> None:
        if future.done():
            return
        try:
            result = await self._paced(chat_id, fn)
        except asyncio.CancelledError:
            future.cancel()
            raise
        except BaseException as exc:  # handed to the caller
            if not future.done():
                future.set_exception(exc)
            return
        if not future.done():
            future.set_result(result)

    async def send(
        self, chat_id: int, text: str, markup: InlineKeyboardMarkup | None = None, *, notify: bool = False
    ) -> Message | None:
        """A new message (``notify``: with sound); None when the chat refused us."""
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
        return await self._send_file(self.bot.send_document, chat_id, filename, data, caption)

    async def send_photo(self, chat_id: int, filename: str, data: bytes, caption: str) -> bool:
        """A picture (a /stats chart); False when the chat refused us."""
        return await self._send_file(self.bot.send_photo, chat_id, filename, data, caption)

    async def _send_file(
        self, method: Callable[..., Awaitable[Any]], chat_id: int, filename: str, data: bytes, caption: str
    ) -> bool:
        upload, text = BufferedInputFile(data, filename=filename), fit(caption, CAPTION_LIMIT)
        try:
            await self.call(chat_id, lambda: method(chat_id, upload, caption=text))
            return True
        except Unreachable:
            return False

    async def answer(
        self, callback_id: str, text: str | None = None, *, alert: bool = False, url: str | None = None
    ) -> None:
        """Answer a callback query at once: its own lane, no chat pacing (Telegram does not count
        answers against chat limits). A too-old query is ignored."""
        kwargs: dict[str, Any] = {"text": fit(text, ANSWER_LIMIT) if text else None, "show_alert": alert}
        if url:
            kwargs["url"] = url
        for attempt in range(self.max_retries + 1):
            try:
                await self.bot.answer_callback_query(callback_id, **kwargs)
                return
            except TelegramBadRequest as exc:
                log.info("callback answer failed: %s", exc)
                return
            except TelegramRetryAfter as exc:
                await asyncio.sleep(float(exc.retry_after))
            except (TelegramNetworkError, TelegramServerError):
                await asyncio.sleep(0.2 * (attempt + 1))

    # ----- lifecycle ---------------------------------------------------------------------------------------
    def pending(self) -> int:
        return sum(len(c.dirty) + len(c.jobs) + int(c.busy) for c in self._chats.values())

    async def flush(self, timeout: float = 5.0) -> None:
        """Wait until nothing is waiting (tests; graceful stop)."""
        deadline = self.clock() + timeout
        while self.pending() and self.clock() < deadline:
            await asyncio.sleep(0.02)

    async def close(self) -> None:
        self._closing = True
        workers = [c.worker for c in self._chats.values() if c.worker is not None]
        for w in workers:
            w.cancel()
        for w in workers:
            with contextlib.suppress(BaseException):
                await w
        for chat in self._chats.values():
            for _, future in chat.jobs:
                future.cancel()
        self._chats.clear()
