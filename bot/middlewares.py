"""Outer middlewares: record who is writing or pressing, and give every handler their translator."""

from __future__ import annotations

import asyncio
import time
from collections import OrderedDict
from collections.abc import Awaitable, Callable
from typing import Any

from aiogram import BaseMiddleware
from aiogram.types import CallbackQuery, Chat, TelegramObject, User

from bot.callbacks import room_of_payload
from bot.config import Settings
from bot.i18n import Translator, pick_language
from bot.outbox import Outbox
from bot.rooms.service import RoomService

Handler = Callable[[TelegramObject, dict[str, Any]], Awaitable[Any]]


#: how many people the throttle remembers at once (the oldest entries go first; a forgotten person
#: simply starts again with a full bucket)
MAX_THROTTLED_USERS = 10_000


#: «too fast» answers in flight at once, whoever floods (measured: 4 at once added ~0.2 s to another
#: person's answer during a 300-press flood on a busy 2-core machine; 1 keeps it near the no-answer floor)
REFUSALS_AT_ONCE = 1


class Languages:
    """The language each recently seen person last got, kept in memory (bounded, oldest first out) so
    that the throttle — which runs before storage — refuses a flood in the person's own language."""

    def __init__(self, max_users: int = MAX_THROTTLED_USERS) -> None:
        self.max_users = max_users
        self._known: OrderedDict[int, str] = OrderedDict()

    def remember(self, user_id: int, lang: str) -> None:
        self._known.pop(user_id, None)
        self._known[user_id] = lang
        while len(self._known) > self.max_users:
            self._known.popitem(last=False)

    def get(self, user_id: int) -> str | None:
        return self._known.get(user_id)

    def __len__(self) -> int:
        return len(self._known)


class UserMiddleware(BaseMiddleware):
    """Before every message and button press: the user's row is created or refreshed (a press or
    message in private also marks them reachable and resumes their paused matches), and ``t`` —
    a :class:`~bot.i18n.Translator` in their language — is injected into the handler."""

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
            chosen = pick_language(row.language, row.tg_language, lang)
            self.languages.remember(user.id, chosen)
            data["t"] = Translator(chosen)
            if isinstance(event, CallbackQuery) and event.data:
                # issue 16: any button of a room whose seat the computer plays for them gives the
                # seat back first (then the press does what it says)
                room_id = room_of_payload(event.data)
                if room_id is not None and self.rooms.known_away(room_id, user.id):
                    await self.rooms.come_back(room_id, user.id)
        return await handler(event, data)


class Throttle:
    """A token bucket per user: ``burst`` actions at once, refilled at ``rate`` a second. Entries idle
    long enough to be full again are dropped (a TTL), and at most ``max_users`` are kept."""

    def __init__(
        self, rate: float, burst: int, *, max_users: int = MAX_THROTTLED_USERS,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.rate, self.burst, self.max_users, self.clock = rate, float(burst), max_users, clock
        self.ttl = self.burst / rate
        self._buckets: OrderedDict[int, tuple[float, float]] = OrderedDict()  # user -> (tokens, at)

    def allow(self, user_id: int) -> bool:
        now = self.clock()
        while self._buckets:  # expired entries (full again) go; they are the oldest touched
            oldest, (_, at) = next(iter(self._buckets.items()))
            if now - at < self.ttl and len(self._buckets) < self.max_users:
                break
            del self._buckets[oldest]
        tokens, at = self._buckets.pop(user_id, (self.burst, now))
        tokens = min(self.burst, tokens + (now - at) * self.rate)
        allowed = tokens >= 1.0
        if allowed:
            tokens -= 1.0
        self._buckets[user_id] = (tokens, now)
        return allowed

    def __len__(self) -> int:
        return len(self._buckets)


class ThrottleMiddleware(BaseMiddleware):
    """Before anything else (no storage, no room lock): a person over their share of presses and
    commands is refused at once — every refused press answered with a short «too fast» in the
    language they last got (answers do not count against chat limits, and an unanswered press would
    spin), a refused message not at all — and nothing is queued, so one person's flood cannot delay
    anybody else's answer."""

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
            async with self._refusing:
                await self.outbox.answer(event.id, Translator(lang)("err-too-fast"))
        return None
