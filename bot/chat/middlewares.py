"""Outer middlewares: take each update once, record who is writing or pressing, and give every
handler their translator."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from typing import Any, Literal

from aiogram import BaseMiddleware
from aiogram.types import CallbackQuery, Chat, Message, TelegramObject, Update, User

from bot.chat.callbacks import room_of_payload
from bot.config import Settings
from bot.i18n import Translator, pick_language
from bot.outbox import Outbox
from bot.plumbing import clock
from bot.plumbing.bounded import LRU
from bot.plumbing.bucket import TokenBucket
from bot.rooms.service import RoomService
from bot.storage import Database
from bot.storage import updates as seen_updates

log = logging.getLogger(__name__)

Handler = Callable[[TelegramObject, dict[str, Any]], Awaitable[Any]]


#: how many people the throttle remembers at once (the oldest entries go first; a forgotten person
#: simply starts again with a full bucket)
MAX_THROTTLED_USERS = 10_000
#: a refusal that costs a message (table talk's, bot/handlers/talk.py) is said at most once this often
#: a person; a refused press is answered in words every time (its answer costs no chat's call)
TOO_FAST_EVERY_SECONDS = 1.0


#: «too fast» answers in flight at once, whoever floods (measured: 4 at once added ~0.2 s to another
#: person's answer during a 300-press flood on a busy 2-core machine; 1 keeps it near the no-answer floor)
REFUSALS_AT_ONCE = 1


#: update ids each process remembers (the newest); the database remembers them a day (webhook mode)
MAX_SEEN_UPDATES = 10_000
#: seconds the database remembers an update id: Telegram keeps an undelivered update 24 hours at most
SEEN_UPDATE_SECONDS = 86_400.0
#: how often a process deletes the database's older update ids
FORGET_UPDATES_EVERY_SECONDS = 60.0


class Once(BaseMiddleware):
    """The dispatcher's first step: an update whose id was taken already — Telegram's
    retry of an answer it did not get, a replayed webhook request — is acknowledged and does nothing.
    Ids are remembered in memory (bounded) and, given ``storage`` (webhook mode, where several
    workers share the updates), claimed in the database too, so a copy reaching another worker or
    arriving after a restart is dropped as well. Polling needs no more than the memory: getUpdates
    hands each update out once per offset."""

    def __init__(
        self,
        storage: Database | None,
        *,
        max_ids: int = MAX_SEEN_UPDATES,
        clock: Callable[[], float] = clock.now,
    ) -> None:
        self.storage = storage
        self.max_ids = max_ids
        self.clock = clock
        self._seen: LRU[int, None] = LRU(max_ids)
        self._forgot_at = 0.0

    def _remember(self, update_id: int) -> bool:
        """True when ``update_id`` is new to this process (it is remembered from now on)."""
        if update_id in self._seen:
            return False
        self._seen.put(update_id, None)
        return True

    async def __call__(self, handler: Handler, event: TelegramObject, data: dict[str, Any]) -> Any:
        if not isinstance(event, Update) or event.update_id < 0:
            # (negative: a press made on the table page, bot/web/table.py — never delivered twice)
            return await handler(event, data)
        fresh = self._remember(event.update_id)
        if fresh and self.storage is not None:
            now = self.clock()
            if now - self._forgot_at >= FORGET_UPDATES_EVERY_SECONDS:
                self._forgot_at = now
                await seen_updates.forget_before(self.storage, now - SEEN_UPDATE_SECONDS)
            fresh = await seen_updates.claim(self.storage, event.update_id, now)
        if not fresh:
            log.info("update %s was delivered again: acknowledged, not handled", event.update_id)
            return None
        return await handler(event, data)

    def __len__(self) -> int:
        return len(self._seen)


class Languages:
    """The language each recently seen person last got, kept in memory (bounded, oldest first out) so
    that the throttle — which runs before storage — refuses a flood in the person's own language."""

    def __init__(self, max_users: int = MAX_THROTTLED_USERS) -> None:
        self.max_users = max_users
        self._known: LRU[int, str] = LRU(max_users)

    def remember(self, user_id: int, lang: str) -> None:
        self._known.put(user_id, lang)

    def get(self, user_id: int) -> str | None:
        return self._known.get(user_id)

    def __len__(self) -> int:
        return len(self._known)


PrivateChat = Literal["open", "unknown", "closed"]


def private_chat(started: bool, reachable: bool) -> PrivateChat:
    """Whether the bot may write to a person in private: ``open`` (they wrote or pressed there),
    ``closed`` (a message there was refused, 403), else ``unknown`` (never seen there: they may
    never have started the bot)."""
    if not reachable:
        return "closed"
    return "open" if started else "unknown"


class SeenMessages(BaseMiddleware):
    """A message a person writes in their private chat pushes the bot's messages there up: the
    outbox is told, so that it brings a hand down below it when its owner is to act."""

    def __init__(self, outbox: Outbox) -> None:
        self.outbox = outbox

    async def __call__(self, handler: Handler, event: TelegramObject, data: dict[str, Any]) -> Any:
        if isinstance(event, Message) and event.chat.type == "private":
            self.outbox.saw(event.chat.id, event.message_id)
        return await handler(event, data)


class UserMiddleware(BaseMiddleware):
    """Before every message and button press: the user's row is created or refreshed (a press or
    message in private also marks them reachable and resumes their paused matches), and ``t`` —
    a :class:`~bot.i18n.Translator` in their language — and ``private_chat`` (:func:`private_chat`)
    are injected into the handler."""

    def __init__(self, rooms: RoomService, settings: Settings, languages: Languages | None = None) -> None:
        self.rooms = rooms
        self.settings = settings
        self.languages = languages if languages is not None else Languages()

    async def __call__(self, handler: Handler, event: TelegramObject, data: dict[str, Any]) -> Any:
        user: User | None = data.get("event_from_user")
        chat: Chat | None = data.get("event_chat")
        lang = self.settings.default_locale
        # the errors handler answers in it if touching fails
        data["t"] = Translator(self.settings.fallback_locale)
        if user is not None and not user.is_bot:
            row = await self.rooms.touch_user(
                user.id,
                user.first_name or "",
                user.username,
                user.language_code,
                started=chat is not None and chat.type == "private",
            )
            # what is known of their private chat: press handlers that send there answer the press
            # first, so they decide up front
            data["private_chat"] = private_chat(row.started, row.reachable)
            chosen = pick_language(row.language, row.tg_language, lang)
            self.languages.remember(user.id, chosen)
            data["t"] = Translator(chosen)
            if isinstance(event, CallbackQuery) and event.data:
                # any button of a room whose seat the computer plays for them gives the
                # seat back first (then the press does what it says)
                room_id = room_of_payload(event.data)
                if room_id is not None and self.rooms.known_away(room_id, user.id):
                    await self.rooms.come_back(room_id, user.id)
        return await handler(event, data)


class Notices:
    """When each person last got a refusal in words — at most one every ``every`` seconds each; the
    refusals in between are silent (nothing queued). Bounded like the throttle's buckets: entries
    older than ``every`` go first, and at most ``max_users`` are kept. Table talk's refusals
    (bot/handlers/talk.py) answer floods this way: each would be a message to the sender's chat. A
    refused press is answered «too fast» every time instead (an answer to a press costs no chat's
    call, and a silent answer would read as a press that played, issue 44 item 10)."""

    def __init__(
        self, every: float = TOO_FAST_EVERY_SECONDS, *, max_users: int = MAX_THROTTLED_USERS,
        clock: Callable[[], float] = clock.monotonic,
    ) -> None:
        self.every, self.clock = every, clock
        self._told: LRU[int, float] = LRU(max_users)

    def tell(self, user_id: int) -> bool:
        """Whether this refusal is said in words (and from now on the next one in ``every`` is not)."""
        now = self.clock()
        self._told.drop_oldest_while(lambda at: now - at >= self.every)
        if user_id in self._told:
            return False
        self._told.put(user_id, now)
        return True

    def __len__(self) -> int:
        return len(self._told)


class Throttle:
    """A token bucket per user: ``burst`` actions at once, refilled at ``rate`` a second. Entries idle
    long enough to be full again are dropped (a TTL), and at most ``max_users`` are kept."""

    def __init__(
        self, rate: float, burst: int, *, max_users: int = MAX_THROTTLED_USERS,
        clock: Callable[[], float] = clock.monotonic,
    ) -> None:
        self.rate, self.burst, self.max_users, self.clock = rate, float(burst), max_users, clock
        self._buckets: LRU[int, TokenBucket] = LRU(max_users)

    def allow(self, user_id: int) -> bool:
        now = self.clock()
        # a bucket full again is as good as none: it goes (the oldest touched are the first full)
        self._buckets.drop_oldest_while(lambda bucket: bucket.full_at() <= now)
        bucket = self._buckets.get(user_id) or TokenBucket.full(self.rate, self.burst, now)
        allowed = bucket.take(now)
        self._buckets.put(user_id, bucket)
        return allowed

    def __len__(self) -> int:
        return len(self._buckets)


class ThrottleMiddleware(BaseMiddleware):
    """Before anything else (no storage, no room lock): a person over their share of presses and
    commands is refused at once — every refused press answered (an unanswered press would spin)
    with a short «too fast» in the language they last got, never silently: a silent answer is a
    press that did what it said (a move played), so a refused one must not look like it; a refused
    message not at all — and nothing is queued, so one person's flood cannot delay anybody else's
    answer."""

    def __init__(
        self, throttle: Throttle, outbox: Outbox, settings: Settings, languages: Languages | None = None
    ) -> None:
        self.throttle = throttle
        self.outbox = outbox
        self.settings = settings
        self.languages = languages if languages is not None else Languages()
        # refusals go out one at a time: a flood's answers then trail behind one another instead of
        # crowding out the answers other people are waiting for
        self._refusing = asyncio.Semaphore(REFUSALS_AT_ONCE)

    async def __call__(self, handler: Handler, event: TelegramObject, data: dict[str, Any]) -> Any:
        user: User | None = data.get("event_from_user")
        if user is None or self.throttle.allow(user.id):
            return await handler(event, data)
        if isinstance(event, CallbackQuery):
            lang = self.languages.get(user.id) or pick_language(
                None, user.language_code, self.settings.default_locale
            )
            text = Translator(lang)("err-too-fast")
            async with self._refusing:
                await self.outbox.answer(event.id, text, key="err-too-fast")
        return None
