"""The outbox itself: a lane per chat (its one-off calls, its standing slots drawn anew when their turn
comes) over the pacer, the transport and the message ledger — see :mod:`bot.outbox`."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections import deque
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any, TypeVar

from aiogram import Bot
from aiogram.exceptions import (
    TelegramBadRequest,
    TelegramNetworkError,
    TelegramRetryAfter,
    TelegramServerError,
)
from aiogram.types import BufferedInputFile, InlineKeyboardMarkup, Message

from bot.outbox.ephemeral import draw_ephemeral, slot_lane
from bot.outbox.lanes import is_hand, next_slot
from bot.outbox.ledger import MessageLedger, digest
from bot.outbox.local import Answer, LocalAnswers
from bot.outbox.pacer import MAX_PACED_CHATS, SLACK, Limits, Pace, Pacer, SharedLimiter, chat_of
from bot.outbox.tails import ChatTails
from bot.outbox.transport import ANSWER_LIMIT, CAPTION_LIMIT, Transport, Unreachable, fit
from bot.plumbing import clock
from bot.plumbing.bounded import LRU
from bot.plumbing.clock import monotonic as loop_clock
from bot.plumbing.logs import in_room
from bot.storage import Database
from bot.storage.ledger import StoredMessages

log = logging.getLogger("bot.outbox")
T = TypeVar("T")

Slot = tuple[str, int, str]  # room id, chat id, kind
Retired = tuple[str, InlineKeyboardMarkup | None]  # what a message becomes once its slot moved on


@dataclass
class Frame:
    """A slot's content as rendered now. ``state_at``: when the state it shows was committed;
    ``lane``: who it is for (``act`` the person to act, ``watch`` the others, ``group``);
    ``current``: asked once the call's turn has come (the chat's pace may hold a frame a second): is
    the state it shows still the newest? If not, the slot is rendered again and that frame goes —
    with several workers the newer state may be another worker's, whose frame must not be
    overwritten by an older one.

    ``retired``: what the message becomes once the slot moves to a newer message at the bottom of
    the chat; ``keep``: it is edited so (a finished match's result and record button stay in the
    chat); else it is deleted, and edited so only if Telegram no longer lets it be deleted. ``live``:
    it shows a game going on (a ``lift`` brings only such a frame down)."""

    text: str
    markup: InlineKeyboardMarkup | None
    state_at: float | None = None
    lane: str = "watch"
    current: Callable[[], Awaitable[bool]] | None = None
    retired: Retired | None = None
    keep: bool = False
    live: bool = False
    #: an ephemeral message in a group (bot/outbox/ephemeral.py): its receiver; ``query``: the press
    #: a new one may answer; ``admin``: the bot may send one without a press
    receiver: int | None = None
    query: str | None = None
    admin: bool = False


Renderer = Callable[[Slot], Awaitable[Frame | None]]


class _Keep(Exception):
    """An edit that would overwrite a kept result with a running game: a new message goes instead."""


@dataclass
class _Dirty:
    since: float
    urgent: bool
    fresh: bool
    render: Renderer
    lift: bool = False
    ring: bool = False


@dataclass
class _Chat:
    """One chat's lane: its dirty slots, queued one-off calls, pacing state and worker."""

    pace: Pace
    dirty: dict[Slot, _Dirty] = field(default_factory=dict)
    jobs: deque[tuple[Callable[[], Awaitable[Any]], asyncio.Future[Any]]] = field(default_factory=deque)
    wake: asyncio.Event = field(default_factory=asyncio.Event)
    worker: asyncio.Task[None] | None = None
    busy: bool = False
    #: the lane's last standing call was a group table's (:mod:`bot.outbox.lanes`); calls made
    table_last: bool = False
    calls: int = 0


@dataclass
class Stats:
    """What the outbox did with its standing messages, for benchmarks and logs (the calls:
    ``Transport.stats``; the shared pacing: ``Pacer.stats``)."""

    not_modified: int = 0
    skipped_same: int = 0  # frames not sent: the message already shows them
    rendered_again: int = 0  # frames whose state was no longer the newest when their turn came
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
        wall: Callable[[], float] = clock.now,
        pacing: SharedLimiter | None = None,
    ) -> None:
        self.bot = bot
        #: what the standing messages show, kept by the storage
        self.ledger: MessageLedger = StoredMessages(storage)
        self.limits = limits or Limits()
        self.transport = Transport(
            bot, max_retries=max_retries, on_unreachable=on_unreachable, on_migrated=on_migrated
        )
        #: pacing time: the running event loop's own clock by default, so that every wait the outbox
        #: makes (asyncio.sleep, wait_for) and every reading agree — also on a fast-forwarded test loop
        self.clock: Callable[[], float] = clock or loop_clock
        self.wall = wall
        self.pacer = Pacer(self.limits, self.clock, pacing)
        self.stats = Stats()
        self._chats: dict[int, _Chat] = {}
        #: slot -> the commit time of the state its message shows (bounded; for ``stats.frame_age``)
        self._shown: LRU[Slot, float] = LRU(MAX_PACED_CHATS)
        self._closing = False
        #: test hook: called with (slot, frame) whenever a standing message is rendered for sending
        self.observer: Callable[[Slot, Frame], None] | None = None
        #: the newest messages of each chat (a standing message below them is the newest)
        self.tails = ChatTails(MAX_PACED_CHATS)
        #: slot -> (its message, what that message becomes once the slot moves on, keep it)
        self._retired: LRU[Slot, tuple[int, Retired | None, bool]] = LRU(MAX_PACED_CHATS)
        #: the answers to presses made on the web (bot/outbox/local.py), kept for their requests
        self.local = LocalAnswers()

    @property
    def max_retries(self) -> int:
        return self.transport.max_retries

    @max_retries.setter
    def max_retries(self, value: int) -> None:
        self.transport.max_retries = value

    # ----- pacing ------------------------------------------------------------------------------------------
    def _chat(self, chat_id: int) -> _Chat:
        chat = self._chats.get(chat_id)
        if chat is None:
            chat = self._chats[chat_id] = _Chat(self.pacer.pace())
            if len(self._chats) > MAX_PACED_CHATS:
                self._forget_quiet_chats()
        return chat

    def _forget_quiet_chats(self) -> None:
        quiet_since = self.pacer.quiet_since()
        for chat_id, chat in list(self._chats.items()):
            if (
                chat.pace.last < quiet_since
                and not chat.dirty
                and not chat.jobs
                and not chat.busy
                and (chat.worker is None or chat.worker.done())
            ):
                del self._chats[chat_id]

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
        await self.pacer.wait_turn(chat_id, chat.pace)
        if prepare is not None:
            await prepare()
        self.pacer.take(chat_id, chat.pace, self.clock())
        chat.calls += 1
        try:
            result = await self.transport.raw(chat_of(chat_id), fn)  # a lane's chat
        except TelegramRetryAfter as exc:
            await self.pacer.blocked(chat_id, chat.pace, float(exc.retry_after))
            raise
        if isinstance(result, Message) and not result.ephemeral_message_id:
            self.tails.saw(result.chat.id, result.message_id)
        return result

    def saw(self, chat_id: int, message_id: int) -> None:
        """A person wrote in their private chat: the messages above are pushed up."""
        self.tails.saw(chat_id, message_id)

    # ----- standing messages -------------------------------------------------------------------------------
    def mark(
        self,
        slot: Slot,
        render: Renderer,
        *,
        urgent: bool = False,
        fresh: bool = False,
        lift: bool = False,
        ring: bool = False,
    ) -> None:
        """The slot needs a redraw: ``render(slot)`` gives its frame when the chat's turn comes;
        ``urgent``: someone is waiting for it (the person to act, the presser); ``fresh``: send it
        as a new message (the old one retired, see :class:`Frame`), e.g. /hand; ``lift``: so, if a
        newer message has pushed it up; ``ring``: so, with sound, if the frame is still for the
        person to act (the «your move» ping) — else it is drawn as usual."""
        if self._closing:
            return
        chat = self._chat(lane := slot_lane(slot, self.limits))  # the chat's lane, or an ephemeral one
        old = chat.dirty.get(slot)
        now = self.clock()
        if old is not None and fresh and not old.fresh:
            # new messages come in the order asked for (/hand: the newest room last)
            del chat.dirty[slot]
            old.since = now
            chat.dirty[slot] = old
        if old is None:
            chat.dirty[slot] = _Dirty(now, urgent, fresh, render, lift, ring)
        else:
            old.urgent = old.urgent or urgent
            old.fresh = old.fresh or fresh
            old.lift = old.lift or lift
            old.ring = old.ring or ring
            old.render = render
        self._wake(lane, chat)

    def _wake(self, chat_id: int, chat: _Chat) -> None:
        chat.wake.set()
        if chat.worker is None or chat.worker.done():
            chat.worker = asyncio.create_task(self._work(chat_id, chat))

    async def _work(self, chat_id: int, chat: _Chat) -> None:
        while not self._closing:
            if chat.jobs:
                fn, future = chat.jobs.popleft()
                await self._run_job(chat_id, fn, future)
                continue
            coalesce = 0.0 if chat_id < 0 else self.limits.watch_delay
            slot, wait = next_slot(chat.dirty, self.clock(), coalesce, table_last=chat.table_last)
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
            delay = self.pacer.delay(chat_id, chat.pace, self.clock(), urgent=urgent)
            if delay > 0:  # wait for the pace, but let a one-off message or an urgent slot in
                chat.wake.clear()
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(chat.wake.wait(), timeout=delay + SLACK)
                continue
            dirty = chat.dirty.pop(slot)
            chat.busy = True
            calls = chat.calls
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
                if chat.calls != calls:  # whose turn it was: the table's share
                    chat.table_last = not is_hand(slot)

    @staticmethod
    def _remark(chat: _Chat, slot: Slot, dirty: _Dirty) -> None:
        old = chat.dirty.get(slot)
        if old is None:
            chat.dirty[slot] = dirty
        else:
            old.urgent, old.fresh = old.urgent or dirty.urgent, old.fresh or dirty.fresh
            old.lift, old.ring = old.lift or dirty.lift, old.ring or dirty.ring
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
        if frame.receiver is not None:
            await draw_ephemeral(self, slot, frame, fresh=dirty.fresh, render=dirty.render)
            return
        new_digest = digest(text, frame.markup)
        shown = await self.ledger.shown(room_id, chat_id, kind)
        message_id, old_digest = shown if shown else (None, None)
        ring = dirty.ring and frame.lane == "act"
        # a new message at the bottom of the chat: asked for, a ping, or the old one pushed up
        moving = dirty.fresh or ring or (dirty.lift and frame.live and self._pushed_up(chat_id, message_id))
        moving = moving or self._keeps(slot, message_id, frame)
        replaced: int | None = None  # the message the new one replaces, retired once it is stored
        if message_id is not None and moving:
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
            if self._keeps(slot, mid, frame):  # the newest state, drawn at the call's turn, is a game
                raise _Keep
            return await self.bot.edit_message_text(
                text=text, chat_id=chat_id, message_id=mid, reply_markup=frame.markup
            )

        async def send() -> object:
            assert frame is not None
            return await self.bot.send_message(
                chat_id, text, reply_markup=frame.markup, disable_notification=not ring
            )

        try:
            if message_id is not None:
                mid = message_id
                try:
                    await self._paced(chat_id, lambda: edit(mid), newest)
                except _Keep:
                    replaced, sent_id = mid, None
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
        await self.ledger.remember(room_id, chat_id, kind, sent_id, new_digest)
        before = self._retired.get(slot)
        if sent_id is not None:
            self._retired.put(slot, (sent_id, frame.retired, frame.keep))
        if replaced is not None:
            # only now: a process killed in between leaves two messages with buttons, never none
            # (deleted first, the stored id and digest would name a message nobody can see, and a
            # redraw by another worker would find "the same frame" and send nothing)
            known = before if before is not None and before[0] == replaced else None
            await self._retire(chat_id, replaced, known[1] if known else None, bool(known and known[2]))

    def _keeps(self, slot: Slot, message_id: int | None, frame: Frame) -> bool:
        """Does the slot's message show a finished match's result (kept as it is once its slot moves
        on) while ``frame`` shows a game going on? Then the game goes to a new message below it and
        the result stays — a rematch's first frame, drawn by a press made just before it started,
        must not overwrite the last match's result."""
        drawn = self._retired.get(slot)
        return frame.live and drawn is not None and drawn[0] == message_id and drawn[2]

    def _pushed_up(self, chat_id: int, message_id: int | None) -> bool:
        return message_id is not None and self.tails.pushed_up(chat_id, message_id)

    async def _retire(self, chat_id: int, message_id: int, retired: Retired | None, keep: bool) -> None:
        """A standing message its slot moved away from: kept as ``retired`` says, else deleted (and
        edited to ``retired`` if it can no longer be deleted: older than 48 hours)."""
        if not keep and await self._delete_now(chat_id, message_id):
            return
        if retired is None:
            return
        text, markup = fit(retired[0]), retired[1]
        await self._paced_retrying(
            chat_id,
            lambda: self.bot.edit_message_text(
                text=text, chat_id=chat_id, message_id=message_id, reply_markup=markup
            ),
        )

    async def _delete_now(self, chat_id: int, message_id: int) -> bool:
        if not await self._paced_retrying(chat_id, lambda: self.bot.delete_message(chat_id, message_id)):
            return False
        self.tails.deleted(chat_id, message_id)
        return True

    async def _paced_retrying(self, chat_id: int, fn: Callable[[], Awaitable[Any]]) -> bool:
        """A call that must not be lost once the new message is out (a redraw would not repeat it):
        after a 429 the chat's lane waits ``retry_after`` and it goes again. False when refused."""
        for _ in range(self.max_retries + 1):
            try:
                await self._paced(chat_id, fn)
                return True
            except TelegramRetryAfter:
                continue  # the lane is blocked for retry_after: the next try waits for it
            except (TelegramBadRequest, Unreachable):
                return False
        return False

    def _note_shown(self, slot: Slot, frame: Frame, *, delivered: bool) -> None:
        """The slot's message shows ``frame``'s state now: its age counts when the state is news there
        (not when the message already showed it, in this frame or an identical one)."""
        if frame.state_at is None or self._shown.get(slot) == frame.state_at:
            return
        if delivered:
            self.stats.frame_age[frame.lane].append(max(0.0, self.wall() - frame.state_at))
        self._shown.put(slot, frame.state_at)

    # ----- one-off calls -----------------------------------------------------------------------------------
    async def call(self, chat_id: int | None, fn: Callable[[], Awaitable[T]]) -> T:
        """One API call on the chat's lane (``None``: no chat, only the global pace); a 429 waits
        ``retry_after`` and tries again (up to ``max_retries``); TelegramBadRequest propagates, 403
        becomes :class:`Unreachable`."""
        if chat_id is not None:
            lane = chat_id
            # a 429 blocks the chat's lane for retry_after: the next try waits for it there
            return await self.transport.retrying(lambda: self._queued(lane, fn), wait_retry_after=False)

        async def unpaced() -> T:
            await self.pacer.global_slot()
            return await self.transport.raw(None, fn)

        return await self.transport.retrying(unpaced, wait_retry_after=True)

    async def call_unmetered(self, fn: Callable[[], Awaitable[T]]) -> T:
        """A call that sends no message (the bot's profile: get/setMyCommands, get/setMyDescription):
        Telegram's flood limits count messages, so it takes no slot of the global pace; a 429 still
        waits ``retry_after`` and tries again."""
        return await self.transport.retrying(lambda: self.transport.raw(None, fn), wait_retry_after=True)

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

    async def delete(self, chat_id: int, message_id: int) -> bool:
        """Delete one of the bot's one-off messages (a ping gone stale) on the chat's lane; False when
        Telegram refused (gone already, or older than 48 hours)."""
        try:
            await self.call(chat_id, lambda: self.bot.delete_message(chat_id, message_id))
        except (TelegramBadRequest, Unreachable):
            return False
        self.tails.deleted(chat_id, message_id)
        return True

    async def strip_buttons(self, chat_id: int, message_id: int) -> None:
        """A one-off message's buttons go (what they offered is over); its text stays."""
        with contextlib.suppress(TelegramBadRequest, Unreachable):
            await self.call(
                chat_id,
                lambda: self.bot.edit_message_reply_markup(chat_id=chat_id, message_id=message_id),
            )

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
        self, callback_id: str, text: str | None = None, *, alert: bool = False, url: str | None = None,
        key: str | None = None,
    ) -> None:
        """Answer a callback query at once: its own lane, no chat pacing (Telegram does not count
        answers against chat limits). A too-old query is ignored. A press made on the web (a local
        id) is answered to its request instead, with ``key``, the locale key of ``text`` if known."""
        if self.local.take(callback_id, Answer(text, alert, url, key)):
            return
        kwargs: dict[str, Any] = {"text": fit(text, ANSWER_LIMIT) if text else None, "show_alert": alert}
        if url:
            kwargs["url"] = url
        try:
            await self.transport.retrying(
                lambda: self.bot.answer_callback_query(callback_id, **kwargs), wait_retry_after=True
            )
        except TelegramBadRequest as exc:
            log.info("callback answer failed: %s", exc)
        except (TelegramRetryAfter, TelegramNetworkError, TelegramServerError):
            return  # given up after max_retries: the query is too old to answer by now anyway

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
