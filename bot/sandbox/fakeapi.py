"""A fake Telegram Bot API server for end-to-end bot tests.

It speaks the Bot API over real HTTP (aiohttp, 127.0.0.1, random port) at
``{base}/bot{token}/{method}``, so the real bot runs against it unchanged through
``AiohttpSession(api=TelegramAPIServer.from_base(base))``.

The test plays the users (``send_text``, ``press``, ``press_button``) and inspects what the
bot did (``calls``, ``chat_messages``, ``answers``, ``documents``), waiting with ``wait_for``.

Decisions (where Telegram is not fully known or the brief is silent):
- ``chat_messages`` holds only the messages the BOT sent (not deleted), oldest first; the users'
  own messages are in ``updates`` / ``user_messages``. Message ids are one counter per chat
  shared by user and bot messages, so they increase like in Telegram.
- ``FakeMessage.history`` starts with the original text and gets one entry per successful edit
  (text or markup), so ``len(history) == edits + 1``.
- ``FakeMessage.text`` is the text as a user sees it: with ``parse_mode=HTML`` the tags are
  stripped and entities unescaped (``raw_text`` keeps what the bot sent). Broken HTML -> 400.
- Text length is counted in UTF-16 code units after HTML parsing (Telegram's own unit).
- Only inline keyboards are part of a message (as in Telegram's replies); a reply keyboard
  sent with a message is kept in ``FakeMessage.reply_keyboard``.
- Editing text without ``reply_markup`` removes the inline keyboard (as Telegram does).
- Answering the same callback query twice -> 400 (Telegram's QUERY_ID_INVALID behaviour).
- A second getUpdates while one is waiting terminates the older one with 409 Conflict.

Webhook (``setWebhook``): from then on updates are not kept for getUpdates (which answers 409, as
Telegram does while a webhook is set) but POSTed as JSON to the webhook's URL with the
``X-Telegram-Bot-Api-Secret-Token`` header of the ``secret_token`` given, up to ``max_connections``
(default 40) at once, each on its own keep-alive connection taken in turn (replaced after
``webhook_requests_per_connection`` requests); an update leaves the queue when the answer is 2xx,
else it is sent again after ``webhook_retry_seconds`` (Telegram waits longer). Every attempt is
listed in ``deliveries``. Unlike Telegram the fake accepts an http:// URL on any port (Telegram
wants HTTPS on 443, 80, 88 or 8443), and it ignores a method the bot puts in the answer's body.
``deleteWebhook`` (or ``setWebhook`` with an empty URL) goes back to getUpdates, with the updates
not delivered yet still pending.

Flood limits (``FakeTelegram(limits=True)``; off by default):
- What counts: a call of a method in ``COUNTED_METHODS`` (those that target a chat and make or
  change a message: send*, edit*, delete*, pin/unpin ...) carrying an integer ``chat_id``.
  Not counted: answerCallbackQuery (Telegram does not count answers), sendChatAction (it makes no
  message), getUpdates, getMe, setMyCommands, deleteWebhook, getChat, getChatMember ...
- The limits, as Telegram documents them: a private chat (chat_id > 0) is a token bucket of
  ``private_burst`` (3) calls refilled at ``private_rate`` (1) per second; a group (chat_id < 0)
  takes ``group_per_minute`` (20) calls per rolling 60 s window; all counted calls together take
  ``global_per_second`` (30) per rolling 1 s window. ``limit_scale`` makes time run that many
  times faster for the limits (rates multiplied, windows divided) so that tests wait less.
- A call over any limit is answered 429 "Too Many Requests: retry after N" with
  ``parameters.retry_after = N``, N = ceil(real seconds until the call would be allowed), at
  least 1, an int like Telegram's (aiogram parses it as an int). So with ``limit_scale`` > 1 the
  advertised N is still >= 1 real second although the call may be allowed much sooner: honouring
  it is always enough, never too short. Such a call gets ``Call.limited_by`` ("private", "group"
  or "global", the limit that binds longest) and is listed by ``limited_calls()``; an injected
  429 (``inject_429``) is not.
- A refused call (limited or injected 429) consumes no budget. A call that is counted and then
  fails for another reason (400 "message is not modified", 403 blocked ...) does consume it, as
  Telegram still counted the request. ``Call.counted`` says whether a call consumed budget; it
  is set whether or not the limits are enforced, so a run with ``limits=False`` can still measure
  what the bot would have spent.
- An identical edit (same text, parse_mode and inline markup; or the same markup for
  editMessageReplyMarkup) is answered 400 ``NOT_MODIFIED`` like Telegram (see
  ``not_modified_calls()``). The fake compares the raw text and parse_mode, so two spellings of
  the same visible content (``&lt;`` vs ``&#60;``) count as a modification, unlike Telegram.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import json
import math
import re
import time
from collections import Counter, deque
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from html.parser import HTMLParser
from typing import Any
from urllib.parse import parse_qs, urlparse

from aiogram import Bot
from aiogram.client.session.aiohttp import AiohttpSession
from aiogram.client.telegram import TelegramAPIServer
from aiohttp import web

__all__ = [
    "COUNTED_METHODS",
    "NOT_MODIFIED",
    "Call",
    "Delivery",
    "FakeMessage",
    "FakeTelegram",
    "TelegramError",
    "buttons_of",
    "make_bot",
]

TEXT_LIMIT = 4096
CAPTION_LIMIT = 1024
CALLBACK_DATA_LIMIT = 64
ANSWER_TEXT_LIMIT = 200

# Form fields that are always plain strings (never JSON-decoded), so that a text such as
# "123" or "true" stays a string.
_STRING_FIELDS = frozenset(
    {
        "text",
        "caption",
        "parse_mode",
        "callback_query_id",
        "url",
        "action",
        "language_code",
        "inline_message_id",
        "business_connection_id",
        "message_effect_id",
        "title",
        "description",
        "secret_token",
    }
)
_INT_FIELDS = frozenset({"chat_id", "message_id", "user_id", "offset", "limit", "timeout", "cache_time"})
_HTML_TAGS = frozenset(
    {
        "b",
        "strong",
        "i",
        "em",
        "u",
        "ins",
        "s",
        "strike",
        "del",
        "span",
        "tg-spoiler",
        "a",
        "code",
        "pre",
        "blockquote",
        "tg-emoji",
        "tg-time",
    }
)
_BUTTON_KINDS = frozenset(
    {
        "callback_data",
        "url",
        "switch_inline_query",
        "switch_inline_query_current_chat",
        "switch_inline_query_chosen_chat",
        "login_url",
        "web_app",
        "pay",
        "callback_game",
        "copy_text",
    }
)
NOT_MODIFIED = (
    "Bad Request: message is not modified: specified new message content and reply markup are "
    "exactly the same as a current content and reply markup of the message"
)

# Methods that count against the flood limits (lower case: Telegram's method names are
# case-insensitive): those that target a chat and make or change a message. The fake implements
# only some of them; the others are listed so that a handler added later counts without more ado
# (tests/bot/test_fakeapi.py checks that every handler is classified).
COUNTED_METHODS = frozenset(
    {
        "sendmessage",
        "senddocument",
        "sendphoto",
        "sendaudio",
        "sendvideo",
        "sendanimation",
        "sendvoice",
        "sendvideonote",
        "sendsticker",
        "sendmediagroup",
        "sendpoll",
        "senddice",
        "sendlocation",
        "sendvenue",
        "sendcontact",
        "sendgame",
        "sendinvoice",
        "copymessage",
        "copymessages",
        "forwardmessage",
        "forwardmessages",
        "editmessagetext",
        "editmessagecaption",
        "editmessagemedia",
        "editmessagereplymarkup",
        "editmessagelivelocation",
        "stopmessagelivelocation",
        "stoppoll",
        "deletemessage",
        "deletemessages",
        "pinchatmessage",
        "unpinchatmessage",
        "unpinallchatmessages",
    }
)


@dataclass
class Delivery:
    """One attempt to deliver an update to the webhook: the HTTP status (None: no answer)."""

    update_id: int
    status: int | None
    at: float
    error: str | None = None

    @property
    def ok(self) -> bool:
        return self.status is not None and 200 <= self.status < 300


WEBHOOK_SECRET_RE = re.compile(r"[A-Za-z0-9_-]{1,256}")
WEBHOOK_HEADER = "X-Telegram-Bot-Api-Secret-Token"


class TelegramError(Exception):
    """Raised inside a method handler; becomes an ``ok: false`` answer."""

    def __init__(
        self, code: int, description: str, retry_after: int | None = None, migrate_to: int | None = None
    ) -> None:
        super().__init__(f"{code} {description}")
        self.code = code
        self.description = description
        self.retry_after = retry_after
        self.migrate_to = migrate_to


def _bad(description: str) -> TelegramError:
    return TelegramError(400, f"Bad Request: {description}")


@dataclass
class Call:
    method: str
    params: dict[str, Any]
    at: float  # time.monotonic() when the request arrived
    error_code: int | None = None  # None: answered ok
    description: str | None = None
    chat_id: int | None = None  # the integer chat_id parameter, if any
    counted: bool = False  # counted against the flood limits (set even when they are not enforced)
    limited_by: str | None = None  # "private" | "group" | "global": refused by that flood limit
    retry_after: int | None = None  # parameters.retry_after of a 429 answer (limited or injected)

    @property
    def ok(self) -> bool:
        return self.error_code is None

    @property
    def limited(self) -> bool:
        """Refused with 429 by the fake's flood limits (not by ``inject_429``)."""
        return self.limited_by is not None


@dataclass
class FakeMessage:
    chat_id: int
    message_id: int
    text: str
    reply_markup: dict | None
    disable_notification: bool = False
    edits: int = 0
    history: list[str] = field(default_factory=list)  # original text, then the text after each edit
    raw_text: str = ""
    parse_mode: str | None = None
    date: int = 0
    deleted: bool = False
    pinned: bool = False
    document: dict | None = None  # for documents: file_name, file_size, ...
    reply_keyboard: dict | None = None  # a non-inline reply_markup sent with the message
    params: dict[str, Any] = field(default_factory=dict)  # the parameters of the sending call

    def buttons(self) -> list[dict]:
        """Flattened inline buttons (each a dict with text and callback_data or url ...)."""
        if not self.reply_markup:
            return []
        return [button for row in self.reply_markup.get("inline_keyboard", []) for button in row]

    def button_texts(self) -> list[str]:
        return [button.get("text", "") for button in self.buttons()]

    def find_button(self, text_contains: str) -> dict:
        matches = [b for b in self.buttons() if text_contains in b.get("text", "")]
        if not matches:
            raise AssertionError(
                f"no button containing {text_contains!r} in message {self.message_id} of chat "
                f"{self.chat_id}; buttons: {self.button_texts()!r}; text: {self.text[:300]!r}"
            )
        return matches[0]


class _HTMLText(HTMLParser):
    """Strips Telegram HTML to plain text, checking that tags are supported and balanced."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []
        self.stack: list[str] = []
        self.error: str | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag not in _HTML_TAGS:
            self.error = self.error or f'Unsupported start tag "{tag}"'
            return
        self.stack.append(tag)

    def handle_endtag(self, tag: str) -> None:
        if not self.stack or self.stack[-1] != tag:
            self.error = self.error or f'Unexpected end tag "{tag}"'
            return
        self.stack.pop()

    def handle_data(self, data: str) -> None:
        self.parts.append(data)


_TAG_RE = re.compile(r"</?[a-zA-Z][a-zA-Z0-9-]*(\s[^<>]*)?>")


def parse_html(text: str) -> str:
    """Telegram-HTML to visible text; raises TelegramError(400) like Telegram for broken markup."""
    # A bare "<" that does not start a tag is rejected by Telegram (it must be escaped as &lt;).
    for match in re.finditer("<", text):
        if not _TAG_RE.match(text, match.start()):
            raise _bad(f"can't parse entities: Unsupported start tag at byte offset {match.start()}")
    parser = _HTMLText()
    parser.feed(text)
    parser.close()
    if parser.error:
        raise _bad(f"can't parse entities: {parser.error}")
    if parser.stack:
        raise _bad(
            f"can't parse entities: Can't find end tag corresponding to start tag \"{parser.stack[-1]}\""
        )
    return "".join(parser.parts)  # convert_charrefs=True already unescaped &lt; &amp; ...


def utf16_len(text: str) -> int:
    return len(text.encode("utf-16-le")) // 2


def _commands_key(params: dict[str, Any]) -> str:
    scope = json.dumps(params.get("scope") or {"type": "default"}, sort_keys=True)
    return f"{scope}|{params.get('language_code') or ''}"


def _as_bool(value: Any) -> bool:
    if isinstance(value, str):
        return value.lower() in ("true", "1")
    return bool(value)


class FakeTelegram:
    def __init__(
        self,
        token: str = "123456:TEST",
        bot_username: str = "kozyr_test_bot",
        *,
        limits: bool = False,
        limit_scale: float = 1.0,
        private_rate: float = 1.0,
        private_burst: int = 3,
        group_per_minute: int = 20,
        global_per_second: int = 30,
    ) -> None:
        """``limits`` switches Telegram's flood limits on (see the module docstring); the other
        keywords set them: per private chat a bucket of ``private_burst`` calls refilled at
        ``private_rate`` per second, per group ``group_per_minute`` calls per rolling minute, in
        all ``global_per_second`` calls per rolling second, with time running ``limit_scale``
        times faster. They are plain attributes and may be changed between calls."""
        if limit_scale <= 0 or private_rate <= 0:
            raise ValueError("limit_scale and private_rate must be positive")
        if min(private_burst, group_per_minute, global_per_second) < 1:
            raise ValueError("private_burst, group_per_minute and global_per_second must be >= 1")
        self.limits = limits
        self.limit_scale = limit_scale
        self.private_rate = private_rate
        self.private_burst = private_burst
        self.group_per_minute = group_per_minute
        self.global_per_second = global_per_second
        self.token = token
        self.bot_username = bot_username
        self.bot_id = int(token.split(":", 1)[0])
        self.base_url = ""
        self.bot_user = {
            "id": self.bot_id,
            "is_bot": True,
            "first_name": "Kozyr",
            "username": bot_username,
            "can_join_groups": True,
            "can_read_all_group_messages": False,
            "supports_inline_queries": False,
        }
        # world
        self.users: dict[int, dict] = {}
        self.started: set[int] = set()
        self.blocked: set[int] = set()
        self.groups: dict[int, dict] = {}
        self.kicked: set[int] = set()
        self.migrated: dict[int, int] = {}  # old group -> the supergroup it became
        self.member_status: dict[tuple[int, int], str] = {}
        # what happened
        self.calls: list[Call] = []
        self.answers: dict[str, dict] = {}
        self.documents: list[dict] = []
        self.photos: list[dict] = []  # sendPhoto: like documents (chat_id, filename, bytes, caption)
        self.updates: list[dict] = []  # every update ever pushed
        self.user_messages: dict[int, list[dict]] = {}
        self.commands: dict[str, list[dict]] = {}  # json(scope)+language -> commands
        self.chat_actions: list[tuple[int, str]] = []
        self.webhook_deleted = 0
        self.webhook: dict[str, Any] | None = None  # url, secret_token, allowed_updates, max_connections
        self.webhook_set = 0
        self.deliveries: list[Delivery] = []
        self.webhook_retry_seconds = 0.2
        self.webhook_requests_per_connection = 100  # then the deliverer opens a new connection
        self.conflicts = 0
        # internals
        self._messages: dict[int, dict[int, FakeMessage]] = {}
        self._next_message_id: dict[int, int] = {}
        self._pending: list[dict] = []
        self._next_update_id = 1
        self._allowed_updates: list[str] | None = None
        self._update_event = asyncio.Event()
        self._change_event = asyncio.Event()  # set (and replaced) after every Bot API call is handled
        self._poll_generation = 0
        self._callback_ids = itertools.count(1)
        self._callback_queries: dict[str, dict] = {}
        self._file_ids = itertools.count(1)
        self._faults: list[list[Any]] = []  # [remaining, retry_after, methods | None]
        self.redirect_loops: set[str] = set()  # methods answered by a redirect to themselves
        self._private_buckets: dict[int, tuple[float, float]] = {}  # chat -> (tokens, at)
        self._group_windows: dict[int, deque[float]] = {}  # chat -> times of its counted calls
        self._global_window: deque[float] = deque()  # times of all counted calls
        self._stopping = False
        self._runner: web.AppRunner | None = None
        self._deliverer: asyncio.Task[None] | None = None

    # ------------------------------------------------------------------ lifecycle
    async def start(self) -> str:
        app = web.Application(client_max_size=64 * 1024 * 1024)
        app.router.add_route("*", "/bot{token}/{method}", self._handle)
        self._runner = web.AppRunner(app, access_log=None, shutdown_timeout=1.0)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        host, port = self._runner.addresses[0][:2]
        self.base_url = f"http://{host}:{port}"
        self._stopping = False
        return self.base_url

    async def stop(self) -> None:
        self._stopping = True
        self._wake()  # waiting getUpdates return [] at once
        if self._deliverer is not None:
            self._deliverer.cancel()
            with contextlib.suppress(BaseException):
                await self._deliverer
            self._deliverer = None
        if self._runner is not None:
            await asyncio.sleep(0)
            await self._runner.cleanup()
            self._runner = None

    async def __aenter__(self) -> FakeTelegram:
        await self.start()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.stop()

    # ------------------------------------------------------------------ world
    def add_user(
        self,
        user_id: int,
        first_name: str,
        language_code: str = "ru",
        started: bool = True,
        username: str | None = None,
        last_name: str | None = None,
    ) -> dict:
        user: dict[str, Any] = {"id": user_id, "is_bot": False, "first_name": first_name}
        if last_name:
            user["last_name"] = last_name
        if username:
            user["username"] = username
        if language_code:
            user["language_code"] = language_code
        self.users[user_id] = user
        if started:
            self.started.add(user_id)
        else:
            self.started.discard(user_id)
        return user

    def add_group(self, chat_id: int, title: str) -> dict:
        assert chat_id < 0, "group chat ids are negative"
        chat_type = "supergroup" if chat_id <= -1_000_000_000_000 else "group"
        chat = {"id": chat_id, "type": chat_type, "title": title}
        self.groups[chat_id] = chat
        self.kicked.discard(chat_id)
        return chat

    def block(self, user_id: int) -> None:
        self.blocked.add(user_id)

    def unblock(self, user_id: int) -> None:
        self.blocked.discard(user_id)

    def migrate_group(self, old: int, new: int, by_user_id: int) -> None:
        """The group ``old`` becomes the supergroup ``new``, as Telegram does it: a service message
        with ``migrate_to_chat_id`` in the old chat and one with ``migrate_from_chat_id`` in the new;
        calls to the old chat answer 400 with ``migrate_to_chat_id`` from now on."""
        title = self.groups[old]["title"]
        self.groups[new] = {"id": new, "type": "supergroup", "title": title}
        self.migrated[old] = new
        user = self._user(by_user_id)
        for chat_id, key, value in ((old, "migrate_to_chat_id", new), (new, "migrate_from_chat_id", old)):
            message = {
                "message_id": self._new_message_id(chat_id),
                "from": dict(user),
                "chat": dict(self.groups[chat_id]),
                "date": int(time.time()),
                key: value,
            }
            self._push({"message": message})

    def kick_bot(self, chat_id: int, by_user_id: int | None = None, *, notify: bool = True) -> dict | None:
        """The bot was removed from a group: sends there answer 403 from now on, and (``notify``) a
        my_chat_member Update (member -> kicked) from ``by_user_id`` is pushed, as Telegram does;
        ``notify=False`` is that update lost (e.g. sent while the bot was down)."""
        old = self.member_status.get((chat_id, self.bot_id), "member")
        self.kicked.add(chat_id)
        self.member_status[(chat_id, self.bot_id)] = "kicked"
        if not notify:
            return None
        by = (
            dict(self._user(by_user_id)) if by_user_id is not None
            else {"id": 1087968824, "is_bot": True, "first_name": "Group", "username": "GroupAnonymousBot"}
        )  # fmt: skip
        update = {
            "chat": self.chat(chat_id),
            "from": by,
            "date": int(time.time()),
            "old_chat_member": {"status": old, "user": dict(self.bot_user)},
            "new_chat_member": {"status": "kicked", "user": dict(self.bot_user), "until_date": 0},
        }
        return self._push({"my_chat_member": update})

    def set_member_status(self, chat_id: int, user_id: int, status: str) -> None:
        """getChatMember answers this status (default "member")."""
        self.member_status[(chat_id, user_id)] = status

    def bot_added_to_group(self, chat_id: int, by_user_id: int, status: str = "member") -> dict:
        """A user adds the bot to a known group: pushes a my_chat_member Update (left -> status)."""
        user = self._user(by_user_id)
        if chat_id not in self.groups:
            raise AssertionError(f"unknown group {chat_id}: call add_group first")
        self.kicked.discard(chat_id)
        self.member_status[(chat_id, self.bot_id)] = status
        update = {
            "chat": self.chat(chat_id),
            "from": dict(user),
            "date": int(time.time()),
            "old_chat_member": {"status": "left", "user": dict(self.bot_user)},
            "new_chat_member": self._member_dict(chat_id, self.bot_id),
        }
        return self._push({"my_chat_member": update})

    def bot_blocked_by_user(self, user_id: int) -> dict:
        """The user blocks the bot in private: sends to them answer 403 from now on, and a private
        my_chat_member Update (member -> kicked) is pushed, as Telegram does."""
        self.blocked.add(user_id)
        return self._push_private_member(user_id, "member", "kicked")

    def bot_unblocked_by_user(self, user_id: int) -> dict:
        """The user unblocks the bot (without writing to it): sends work again, and a private
        my_chat_member Update (kicked -> member) is pushed."""
        self.blocked.discard(user_id)
        self.started.add(user_id)
        return self._push_private_member(user_id, "kicked", "member")

    def _push_private_member(self, user_id: int, old: str, new: str) -> dict:
        user = self._user(user_id)

        def member(status: str) -> dict:
            m: dict[str, Any] = {"status": status, "user": dict(self.bot_user)}
            if status == "kicked":
                m["until_date"] = 0
            return m

        update = {
            "chat": self.chat(user_id),
            "from": dict(user),
            "date": int(time.time()),
            "old_chat_member": member(old),
            "new_chat_member": member(new),
        }
        return self._push({"my_chat_member": update})

    def chat(self, chat_id: int) -> dict:
        """The Chat object for a known chat (private chat id = user id)."""
        if chat_id in self.groups:
            return dict(self.groups[chat_id])
        user = self.users.get(chat_id)
        if user is None:
            raise _bad("chat not found")
        chat = {"id": chat_id, "type": "private", "first_name": user["first_name"]}
        for key in ("last_name", "username"):
            if key in user:
                chat[key] = user[key]
        return chat

    # ------------------------------------------------------------------ what users do
    def _user(self, user_id: int) -> dict:
        if user_id not in self.users:
            raise AssertionError(f"unknown user {user_id}: call add_user first")
        return self.users[user_id]

    def _push(self, update: dict) -> dict:
        update["update_id"] = self._next_update_id
        self._next_update_id += 1
        self.updates.append(update)
        self._pending.append(update)
        self._wake()
        return update

    def _wake(self) -> None:
        event, self._update_event = self._update_event, asyncio.Event()
        event.set()

    def _changed(self) -> None:
        event, self._change_event = self._change_event, asyncio.Event()
        event.set()

    async def changed(self, timeout: float) -> None:
        """Return once the bot's next Bot API call has been handled, or after ``timeout`` seconds:
        what a waiting test does instead of polling (it looks again either way)."""
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self._change_event.wait(), timeout)

    def _new_message_id(self, chat_id: int) -> int:
        message_id = self._next_message_id.get(chat_id, 1)
        self._next_message_id[chat_id] = message_id + 1
        return message_id

    def send_text(
        self, user_id: int, text: str, chat_id: int | None = None, *, anonymous: bool = False
    ) -> dict:
        """The user writes ``text`` (private chat when chat_id is None). Returns the Update.
        ``anonymous``: an administrator writes in the group's name (Telegram then shows the
        GroupAnonymousBot account as the sender and the group as ``sender_chat``)."""
        user = self._user(user_id)
        if anonymous:
            user = {"id": 1087968824, "is_bot": True, "first_name": "Group", "username": "GroupAnonymousBot"}
        if chat_id is None or chat_id == user_id:
            chat_id = user_id
            self.started.add(user_id)
            self.blocked.discard(user_id)  # writing to a bot unblocks it
        elif chat_id not in self.groups:
            raise AssertionError(f"unknown group {chat_id}: call add_group first")
        message: dict[str, Any] = {
            "message_id": self._new_message_id(chat_id),
            "from": dict(user),
            "chat": self.chat(chat_id),
            "date": int(time.time()),
            "text": text,
        }
        if anonymous:
            message["sender_chat"] = self.chat(chat_id)
        if text.startswith("/"):
            command = text.split(maxsplit=1)[0]
            message["entities"] = [{"type": "bot_command", "offset": 0, "length": utf16_len(command)}]
        self.user_messages.setdefault(chat_id, []).append(message)
        return self._push({"message": message})

    def press(self, user_id: int, message: FakeMessage, data: str, chat_id: int | None = None) -> str:
        """The user presses an inline button carrying ``data`` on ``message``; returns the query id."""
        user = self._user(user_id)
        if chat_id is not None and chat_id != message.chat_id:
            raise AssertionError(f"message {message.message_id} is in chat {message.chat_id}, not {chat_id}")
        current = self._messages.get(message.chat_id, {}).get(message.message_id)
        if current is None or current.deleted:
            raise AssertionError(f"message {message.message_id} of chat {message.chat_id} does not exist")
        query_id = f"{self.bot_id}{next(self._callback_ids):08d}"
        query = {
            "id": query_id,
            "from": dict(user),
            "message": self._message_dict(current),
            "chat_instance": f"ci{abs(message.chat_id)}",
            "data": data,
        }
        self._callback_queries[query_id] = query
        self._push({"callback_query": query})
        return query_id

    def press_button(self, user_id: int, message: FakeMessage, text_contains: str) -> str:
        """Press the first inline button whose text contains ``text_contains``.

        Callback buttons -> a callback_query (returns its id). A URL button that is a deep link to
        this bot (t.me/<bot>?start=<payload>) -> the user sends "/start <payload>" in private
        (returns "" ). Any other URL button -> AssertionError.
        """
        current = self._messages.get(message.chat_id, {}).get(message.message_id, message)
        button = current.find_button(text_contains)
        if "callback_data" in button:
            return self.press(user_id, current, button["callback_data"])
        if "url" in button:
            if self.follow_url(user_id, button["url"]):
                return ""
            raise AssertionError(f"button {button!r} is a URL the fake cannot follow")
        raise AssertionError(f"button {button!r} has neither callback_data nor url")

    def deep_link_payload(self, url: str) -> str | None:
        """The ``start`` payload of a deep link to this bot (``""`` for none), None for any other URL."""
        parsed = urlparse(url if "://" in url else "https://" + url)
        path = parsed.path.strip("/")
        if parsed.netloc in ("t.me", "telegram.me") and path.lower() == self.bot_username.lower():
            return parse_qs(parsed.query).get("start", [""])[0]
        return None

    def follow_url(self, user_id: int, url: str) -> bool:
        """The user opens ``url``: a deep link to this bot (t.me/<bot>?start=<payload>) makes them send
        "/start <payload>" in private, as a Telegram client does (True); any other URL does nothing."""
        payload = self.deep_link_payload(url)
        if payload is None:
            return False
        self.send_text(user_id, f"/start {payload}" if payload else "/start")
        return True

    # ------------------------------------------------------------------ what the bot did
    def chat_messages(self, chat_id: int) -> list[FakeMessage]:
        """The bot's messages in a chat, oldest first, without the deleted ones."""
        return [m for m in self._messages.get(chat_id, {}).values() if not m.deleted]

    def all_messages(self, chat_id: int) -> list[FakeMessage]:
        """Like chat_messages, deleted ones included."""
        return list(self._messages.get(chat_id, {}).values())

    def last_message(self, chat_id: int) -> FakeMessage | None:
        messages = self.chat_messages(chat_id)
        return messages[-1] if messages else None

    def message(self, chat_id: int, message_id: int) -> FakeMessage | None:
        return self._messages.get(chat_id, {}).get(message_id)

    def calls_of(self, *methods: str) -> list[Call]:
        return [c for c in self.calls if c.method in methods]

    def failed_calls(self, *, include_429: bool = False) -> list[Call]:
        """Calls answered with an error (429s, injected or limited, left out unless asked for)."""
        return [c for c in self.calls if c.error_code is not None and (include_429 or c.error_code != 429)]

    def limited_calls(self) -> list[Call]:
        """Calls refused with 429 by the flood limits (not those refused by ``inject_429``)."""
        return [c for c in self.calls if c.limited]

    def not_modified_calls(self) -> list[Call]:
        """Edits answered 400 "message is not modified" (identical text and markup)."""
        return [c for c in self.calls if c.error_code == 400 and c.description == NOT_MODIFIED]

    def calls_per_chat(self, *, counted_only: bool = True) -> dict[int, int]:
        """Number of calls per chat id: those counted against the flood limits (whether or not the
        limits are enforced; refused calls are not counted), or with ``counted_only=False`` every
        call carrying an integer chat_id (refused ones and getChatMember ... included)."""
        counter = Counter(
            c.chat_id for c in self.calls if c.chat_id is not None and (c.counted or not counted_only)
        )
        return dict(counter)

    async def wait_for(self, predicate: Callable[[], object], timeout: float = 5.0) -> object:
        """Wait until predicate() is truthy and return its value; AssertionError with a dump on timeout.

        A predicate raising AssertionError, LookupError, AttributeError or TypeError counts as "not yet"
        (so ``lambda: fake.last_message(c).text == "x"`` works before the first message arrives).
        """
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        last_error: BaseException | None = None
        while True:
            change = self._change_event  # before looking: a call handled meanwhile wakes this wait
            try:
                value = predicate()
            except (AssertionError, LookupError, AttributeError, TypeError) as error:
                # "not yet": e.g. last_message(...) is still None, or a list is still short
                value, last_error = None, error
            if value:
                return value
            if loop.time() >= deadline:
                note = f"; the predicate last raised {last_error!r}" if last_error else ""
                raise AssertionError(f"wait_for timed out after {timeout} s{note}\n{self.dump()}")
            # looked again after the bot's next call (or a while, for a predicate on other things)
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(change.wait(), min(0.05, max(0.0, deadline - loop.time())))

    async def wait_answer(self, callback_id: str, timeout: float = 5.0) -> dict:
        result = await self.wait_for(lambda: self.answers.get(callback_id), timeout)
        assert isinstance(result, dict)
        return result

    async def wait_message(self, chat_id: int, contains: str = "", timeout: float = 5.0) -> FakeMessage:
        """Wait for a bot message in ``chat_id`` whose current text contains ``contains``; newest wins."""

        def find() -> FakeMessage | None:
            for message in reversed(self.chat_messages(chat_id)):
                if contains in message.text:
                    return message
            return None

        result = await self.wait_for(find, timeout)
        assert isinstance(result, FakeMessage)
        return result

    def dump(self, per_chat: int = 5, calls: int = 15) -> str:
        """A readable picture of the fake's state for failure messages."""
        lines: list[str] = []
        chats = sorted(set(self._messages) | set(self.user_messages))
        for chat_id in chats:
            kind = self.groups.get(chat_id, {}).get("title") or self.users.get(chat_id, {}).get("first_name")
            lines.append(f"chat {chat_id} ({kind}):")
            user_msgs = self.user_messages.get(chat_id, [])[-per_chat:]
            for um in user_msgs:
                lines.append(f"  <{um['message_id']}> user {um['from']['id']}: {um.get('text', '')[:200]!r}")
            for m in self.all_messages(chat_id)[-per_chat:]:
                flags = []
                if m.deleted:
                    flags.append("deleted")
                if m.edits:
                    flags.append(f"edits={m.edits}")
                if m.disable_notification:
                    flags.append("silent")
                if m.document:
                    flags.append(f"document={m.document.get('file_name')}")
                lines.append(f"  [{m.message_id}] bot {' '.join(flags)}: {m.text[:300]!r}")
                if m.buttons():
                    lines.append(f"      buttons: {m.button_texts()!r}")
        if not chats:
            lines.append("no messages in any chat")
        lines.append(f"last {calls} of {len(self.calls)} calls:")
        for c in self.calls[-calls:]:
            params = {k: v for k, v in c.params.items() if k != "reply_markup"}
            status = "ok" if c.ok else f"{c.error_code} {c.description}"
            if c.limited:
                status += f" (limited: {c.limited_by})"
            lines.append(f"  {c.method} {str(params)[:200]} -> {status}")
        lines.append(f"answers: {self.answers!r}"[:1000])
        lines.append(f"pending updates: {len(self._pending)}")
        return "\n".join(lines)

    # ------------------------------------------------------------------ faults
    def inject_429(self, count: int, retry_after: int = 1, methods: set[str] | None = None) -> None:
        """The next ``count`` calls (of ``methods``, or of any method but getUpdates) answer 429."""
        self._faults.append([count, retry_after, set(methods) if methods else None])

    def loop_redirects(self, *methods: str) -> None:
        """Calls of ``methods`` answer 307 to their own URL (the token in it) until
        ``redirect_loops`` is cleared: the client fails with an error that quotes the URL."""
        self.redirect_loops.update(methods)

    def _take_fault(self, method: str) -> int | None:
        for fault in self._faults:
            remaining, retry_after, methods = fault
            if remaining <= 0:
                continue
            if methods is None and method == "getUpdates":
                continue
            if methods is not None and method not in methods:
                continue
            fault[0] -= 1
            return retry_after
        self._faults = [f for f in self._faults if f[0] > 0]
        return None

    # ------------------------------------------------------------------ flood limits
    def reset_limits(self) -> None:
        """Forget the budget spent so far: every chat starts with a full bucket, empty windows."""
        self._private_buckets.clear()
        self._group_windows.clear()
        self._global_window.clear()

    def _private_tokens(self, chat_id: int, now: float) -> float:
        tokens, at = self._private_buckets.get(chat_id, (float(self.private_burst), now))
        return min(float(self.private_burst), tokens + (now - at) * self.private_rate * self.limit_scale)

    @staticmethod
    def _window_wait(window: deque[float], limit: int, length: float, now: float) -> float:
        """Seconds until a rolling window of ``length`` s holding ``limit`` calls has room."""
        while window and window[0] <= now - length:
            window.popleft()
        if len(window) < limit:
            return 0.0
        return window[-limit] + length - now

    def _limit_wait(self, chat_id: int, now: float) -> tuple[float, str | None]:
        """(seconds until a counted call to ``chat_id`` is allowed, the limit binding longest)."""
        scale = self.limit_scale
        waits: list[tuple[float, str]] = []
        if chat_id < 0:
            window = self._group_windows.setdefault(chat_id, deque())
            waits.append((self._window_wait(window, self.group_per_minute, 60.0 / scale, now), "group"))
        else:
            tokens = self._private_tokens(chat_id, now)
            waits.append((max(0.0, (1.0 - tokens) / (self.private_rate * scale)), "private"))
        global_wait = self._window_wait(self._global_window, self.global_per_second, 1.0 / scale, now)
        waits.append((global_wait, "global"))
        wait, limit = max(waits)
        return (wait, limit) if wait > 0 else (0.0, None)

    def _spend(self, chat_id: int, now: float) -> None:
        if chat_id < 0:
            self._group_windows.setdefault(chat_id, deque()).append(now)
        else:
            self._private_buckets[chat_id] = (self._private_tokens(chat_id, now) - 1.0, now)
        self._global_window.append(now)

    def _apply_limits(self, call: Call) -> None:
        """Mark ``call`` counted and spend budget, or refuse it with 429 when over a limit."""
        if call.method.lower() not in COUNTED_METHODS or call.chat_id is None:
            return
        if self.limits:
            now = time.monotonic()
            wait, limit = self._limit_wait(call.chat_id, now)
            if limit is not None:
                call.limited_by = limit
                retry_after = max(1, math.ceil(wait))
                raise TelegramError(429, f"Too Many Requests: retry after {retry_after}", retry_after)
            self._spend(call.chat_id, now)
        call.counted = True

    # ------------------------------------------------------------------ HTTP
    async def _read_params(self, request: web.Request) -> dict[str, Any]:
        params: dict[str, Any] = {}
        if request.content_type == "application/json":
            body = await request.read()
            if body:
                data = json.loads(body)
                if not isinstance(data, dict):
                    raise _bad("request body must be a JSON object")
                params.update(data)
        else:
            raw: dict[str, Any] = dict(request.query)
            if request.method == "POST" and request.can_read_body:
                form = await request.post()
                files: dict[str, web.FileField] = {}
                for key, value in form.items():
                    if isinstance(value, web.FileField):
                        files[key] = value
                    else:
                        raw[key] = value
                for key, file in files.items():
                    raw[f"@file:{key}"] = {"filename": file.filename, "bytes": file.file.read()}
            for key, value in raw.items():
                params[key] = self._decode_field(key, value)
        return params

    @staticmethod
    def _decode_field(key: str, value: Any) -> Any:
        if not isinstance(value, str) or key in _STRING_FIELDS:
            return value
        if key in _INT_FIELDS:
            try:
                return int(value)
            except ValueError:
                return value  # "@channelusername"
        try:
            return json.loads(value)
        except ValueError:
            return value

    async def _handle(self, request: web.Request) -> web.Response:
        method = request.match_info["method"]
        if method in self.redirect_loops:
            # the client gives up with an error that carries the full URL, token included
            raise web.HTTPTemporaryRedirect(location=str(request.url))
        call = Call(method=method, params={}, at=time.monotonic())
        self.calls.append(call)
        try:
            return await self._answer(request, method, call)
        finally:
            self._changed()

    async def _answer(self, request: web.Request, method: str, call: Call) -> web.Response:
        try:
            if request.match_info["token"] != self.token:
                raise TelegramError(401, "Unauthorized")
            call.params = await self._read_params(request)
            chat_id = call.params.get("chat_id")
            if isinstance(chat_id, int) and not isinstance(chat_id, bool):
                call.chat_id = chat_id
            retry_after = self._take_fault(method)
            if retry_after is not None:
                raise TelegramError(429, f"Too Many Requests: retry after {retry_after}", retry_after)
            self._apply_limits(call)
            handler = getattr(self, f"_m_{method.lower()}", None)
            if handler is None:
                raise TelegramError(404, "Not Found")
            result = handler(call.params)
            if asyncio.iscoroutine(result):
                result = await result
        except TelegramError as error:
            call.error_code = error.code
            call.description = error.description
            body: dict[str, Any] = {"ok": False, "error_code": error.code, "description": error.description}
            if error.retry_after is not None:
                call.retry_after = error.retry_after
                body["parameters"] = {"retry_after": error.retry_after}
            if error.migrate_to is not None:
                body["parameters"] = {"migrate_to_chat_id": error.migrate_to}
            return web.json_response(body, status=error.code)
        return web.json_response({"ok": True, "result": result})

    # ------------------------------------------------------------------ helpers for methods
    @staticmethod
    def _require(params: dict[str, Any], key: str) -> Any:
        if key not in params or params[key] in (None, ""):
            raise _bad(f"{key} is empty" if key == "text" else f'parameter "{key}" is required')
        return params[key]

    def _target_chat(self, params: dict[str, Any], *, write: bool = True) -> int:
        chat_id = self._require(params, "chat_id")
        if not isinstance(chat_id, int):
            raise _bad("chat not found")
        if chat_id in self.migrated:
            upgraded = "Bad Request: group chat was upgraded to a supergroup chat"
            raise TelegramError(400, upgraded, migrate_to=self.migrated[chat_id])
        if chat_id in self.groups:
            if write and chat_id in self.kicked:
                raise TelegramError(403, "Forbidden: bot was kicked from the group chat")
            return chat_id
        if chat_id not in self.users:
            raise _bad("chat not found")
        if write:
            if chat_id in self.blocked:
                raise TelegramError(403, "Forbidden: bot was blocked by the user")
            if chat_id not in self.started:
                raise TelegramError(403, "Forbidden: bot can't initiate conversation with a user")
        return chat_id

    @staticmethod
    def _split_markup(markup: Any) -> tuple[dict | None, dict | None]:
        """(inline markup, other reply markup), validating inline buttons like Telegram."""
        if markup is None or markup == "":
            return None, None
        if isinstance(markup, str):
            try:
                markup = json.loads(markup)
            except ValueError as error:
                raise _bad("can't parse reply keyboard markup JSON object") from error
        if not isinstance(markup, dict):
            raise _bad("can't parse reply keyboard markup JSON object")
        if "inline_keyboard" not in markup:
            return None, markup
        rows = markup["inline_keyboard"]
        if not isinstance(rows, list) or not all(isinstance(row, list) for row in rows):
            raise _bad('field "inline_keyboard" of the InlineKeyboardMarkup must be an Array of Arrays')
        for row in rows:
            for button in row:
                if not isinstance(button, dict) or not button.get("text"):
                    raise _bad("BUTTON_TEXT_INVALID")
                data = button.get("callback_data")
                if data is not None and not 1 <= len(str(data).encode("utf-8")) <= CALLBACK_DATA_LIMIT:
                    raise _bad("BUTTON_DATA_INVALID")
                url = button.get("url")
                if url is not None and not re.match(r"^(https?|tg)://\S+$", str(url)):
                    raise _bad("BUTTON_URL_INVALID")
                if not _BUTTON_KINDS & set(button):
                    raise _bad(
                        "can't parse inline keyboard button: Text buttons are unallowed in the "
                        "inline keyboard"
                    )
        if not rows or not any(rows):
            return None, None  # an empty inline keyboard = no keyboard
        return markup, None

    @staticmethod
    def _visible_text(text: str, parse_mode: str | None, limit: int, what: str = "message") -> str:
        visible = parse_html(text) if parse_mode and parse_mode.upper() == "HTML" else text
        if utf16_len(visible) > limit:
            raise _bad(f"{what} is too long")
        return visible

    def _message_dict(self, m: FakeMessage) -> dict:
        data: dict[str, Any] = {
            "message_id": m.message_id,
            "from": dict(self.bot_user),
            "chat": self.chat(m.chat_id),
            "date": m.date,
        }
        if m.document is not None:
            data["document"] = dict(m.document)
            if m.text:
                data["caption"] = m.text
        else:
            data["text"] = m.text
        if m.edits:
            data["edit_date"] = int(time.time())
        if m.reply_markup:
            data["reply_markup"] = m.reply_markup
        return data

    def _store(self, message: FakeMessage) -> FakeMessage:
        self._messages.setdefault(message.chat_id, {})[message.message_id] = message
        return message

    def _existing(self, chat_id: int, message_id: Any, action: str) -> FakeMessage:
        message = self._messages.get(chat_id, {}).get(message_id) if isinstance(message_id, int) else None
        if message is None or message.deleted:
            raise _bad(f"message to {action} not found")
        return message

    # ------------------------------------------------------------------ methods
    def _m_getme(self, params: dict[str, Any]) -> dict:
        return dict(self.bot_user)

    def _m_logout(self, params: dict[str, Any]) -> bool:
        return True

    def _m_close(self, params: dict[str, Any]) -> bool:
        return True

    def _m_deletewebhook(self, params: dict[str, Any]) -> bool:
        self.webhook_deleted += 1
        self.webhook = None  # the deliverer stops
        if _as_bool(params.get("drop_pending_updates", False)):
            self._pending.clear()
        self._wake()
        return True

    def _m_setwebhook(self, params: dict[str, Any]) -> bool:
        url = str(params.get("url") or "")
        if not url:  # as Telegram: an empty URL removes the webhook
            return self._m_deletewebhook(params)
        parsed = urlparse(url)
        if parsed.scheme not in ("http", "https") or not parsed.hostname:
            raise _bad("bad webhook: Failed to resolve host: Name or service not known")
        secret = params.get("secret_token")
        if secret is not None and not WEBHOOK_SECRET_RE.fullmatch(str(secret)):
            raise _bad("secret token contains unallowed characters")
        allowed = params.get("allowed_updates")
        if allowed is not None and not isinstance(allowed, list):
            raise _bad("can't parse allowed updates")
        connections = params.get("max_connections") or 40
        if not isinstance(connections, int) or not 1 <= connections <= 100:
            raise _bad("bad max_connections")
        if _as_bool(params.get("drop_pending_updates", False)):
            self._pending.clear()
        self.webhook = {
            "url": url,
            "secret_token": None if secret is None else str(secret),
            "allowed_updates": allowed or None,
            "max_connections": connections,
        }
        self.webhook_set += 1
        self._wake()  # a waiting getUpdates ends (409)
        if self._deliverer is None or self._deliverer.done():
            self._deliverer = asyncio.create_task(self._deliver())
        return True

    def _m_getwebhookinfo(self, params: dict[str, Any]) -> dict:
        info: dict[str, Any] = {
            "url": self.webhook["url"] if self.webhook else "",
            "has_custom_certificate": False,
            "pending_update_count": len(self._pending),
        }
        if self.webhook:
            info["max_connections"] = self.webhook["max_connections"]
            if self.webhook["allowed_updates"]:
                info["allowed_updates"] = self.webhook["allowed_updates"]
        return info

    async def _deliver(self) -> None:
        """POST the pending updates to the webhook while one is set (see the module docstring).

        Like Telegram, several connections at once (up to ``max_connections``): each connection
        (its own keep-alive session) carries one request at a time, a new update goes to the next
        idle one in turn, and a connection is replaced after ``webhook_requests_per_connection``
        requests. So several workers listening on one port (SO_REUSEPORT) all get updates, also a
        worker that starts again after the others took the first connections."""
        import aiohttp  # the fake's only HTTP client use

        in_flight: dict[int, asyncio.Task[None]] = {}
        not_before: dict[int, float] = {}  # update id -> when it may be sent again
        loop = asyncio.get_running_loop()
        timeout = aiohttp.ClientTimeout(total=60)
        sessions: list[aiohttp.ClientSession | None] = []  # one keep-alive connection each
        busy: set[int] = set()
        used: list[int] = []  # requests made on each connection
        turn = 0
        closing: set[asyncio.Task[None]] = set()

        def session(slot: int) -> aiohttp.ClientSession:
            current = sessions[slot]
            if current is None or used[slot] >= self.webhook_requests_per_connection:
                if current is not None:
                    task = asyncio.create_task(current.close())
                    closing.add(task)
                    task.add_done_callback(closing.discard)
                connector = aiohttp.TCPConnector(limit=1)
                current = sessions[slot] = aiohttp.ClientSession(timeout=timeout, connector=connector)
                used[slot] = 0
            used[slot] += 1
            return current

        async def post(slot: int, hook: dict[str, Any], update: dict) -> None:
            uid = update["update_id"]
            headers = {WEBHOOK_HEADER: hook["secret_token"]} if hook["secret_token"] is not None else {}
            delivery = Delivery(uid, None, time.monotonic())
            try:
                async with session(slot).post(hook["url"], json=update, headers=headers) as response:
                    await response.read()
                    delivery.status = response.status
            except (aiohttp.ClientError, TimeoutError) as error:
                delivery.error = f"{type(error).__name__}: {error}"
                used[slot] = self.webhook_requests_per_connection  # a new connection next time
            finally:
                busy.discard(slot)
            self.deliveries.append(delivery)
            if delivery.ok:
                self._pending = [u for u in self._pending if u["update_id"] != uid]
                not_before.pop(uid, None)
            else:
                not_before[uid] = loop.time() + self.webhook_retry_seconds
            del in_flight[uid]
            self._wake()

        def idle_slot(limit: int) -> int | None:
            nonlocal turn
            while len(sessions) < limit:
                sessions.append(None)
                used.append(0)
            for i in range(limit):
                slot = (turn + i) % limit
                if slot not in busy:
                    turn = slot + 1
                    busy.add(slot)
                    return slot
            return None

        try:
            while self.webhook is not None and not self._stopping:
                hook = self.webhook
                if hook["allowed_updates"]:
                    self._pending = [
                        u for u in self._pending if self._update_type(u) in hook["allowed_updates"]
                    ]
                now = loop.time()
                for update in self._pending:
                    uid = update["update_id"]
                    if len(in_flight) >= hook["max_connections"]:
                        break
                    if uid not in in_flight and not_before.get(uid, 0.0) <= now:
                        slot = idle_slot(hook["max_connections"])
                        if slot is None:
                            break
                        in_flight[uid] = asyncio.create_task(post(slot, hook, update))
                event = self._update_event
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(event.wait(), self.webhook_retry_seconds / 2)
            if in_flight:  # the answers of what was sent still count
                await asyncio.wait(list(in_flight.values()), timeout=5)
        finally:
            for task in list(in_flight.values()):
                task.cancel()
            for http in sessions:
                if http is not None:
                    await http.close()

    def _m_setmycommands(self, params: dict[str, Any]) -> bool:
        commands = self._require(params, "commands")
        if not isinstance(commands, list):
            raise _bad("can't parse commands JSON object")
        for command in commands:
            name = command.get("command", "") if isinstance(command, dict) else ""
            if (
                not re.fullmatch(r"[a-z0-9_]{1,32}", name)
                or not 1 <= len(command.get("description", "")) <= 256
            ):
                raise _bad("BOT_COMMAND_INVALID")
        key = _commands_key(params)
        self.commands[key] = commands
        return True

    def _m_deletemycommands(self, params: dict[str, Any]) -> bool:
        key = _commands_key(params)
        self.commands.pop(key, None)
        return True

    def _m_getmycommands(self, params: dict[str, Any]) -> list:
        key = _commands_key(params)
        return self.commands.get(key, [])

    def _no_webhook(self) -> None:
        if self.webhook is not None:
            self.conflicts += 1
            raise TelegramError(
                409,
                "Conflict: can't use getUpdates method while webhook is active; use deleteWebhook to "
                "delete the webhook first",
            )

    async def _m_getupdates(self, params: dict[str, Any]) -> list[dict]:
        self._no_webhook()
        offset = params.get("offset")
        if isinstance(offset, int) and offset > 0:
            self._pending = [u for u in self._pending if u["update_id"] >= offset]
        allowed = params.get("allowed_updates")
        if isinstance(allowed, list):
            self._allowed_updates = allowed or None
        limit = params.get("limit") or 100
        timeout = params.get("timeout") or 0
        self._poll_generation += 1
        generation = self._poll_generation
        self._wake()  # an older waiting getUpdates sees the new generation and ends with 409
        loop = asyncio.get_running_loop()
        deadline = loop.time() + float(timeout)
        while True:
            self._no_webhook()
            if generation != self._poll_generation:
                self.conflicts += 1
                raise TelegramError(
                    409,
                    "Conflict: terminated by other getUpdates request; make sure that only one bot "
                    "instance is running",
                )
            if self._allowed_updates:
                self._pending = [u for u in self._pending if self._update_type(u) in self._allowed_updates]
            if self._pending or self._stopping:
                return self._pending[: int(limit)]
            remaining = deadline - loop.time()
            if remaining <= 0:
                return []
            event = self._update_event
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(event.wait(), remaining)

    @staticmethod
    def _update_type(update: dict) -> str:
        return next(k for k in update if k != "update_id")

    def _m_sendmessage(self, params: dict[str, Any]) -> dict:
        chat_id = self._target_chat(params)
        raw = str(self._require(params, "text"))
        parse_mode = params.get("parse_mode") or None
        text = self._visible_text(raw, parse_mode, TEXT_LIMIT)
        if not text.strip():
            raise _bad("message text is empty")
        inline, other = self._split_markup(params.get("reply_markup"))
        message = FakeMessage(
            chat_id=chat_id,
            message_id=self._new_message_id(chat_id),
            text=text,
            reply_markup=inline,
            disable_notification=_as_bool(params.get("disable_notification", False)),
            history=[text],
            raw_text=raw,
            parse_mode=parse_mode,
            date=int(time.time()),
            reply_keyboard=other,
            params=dict(params),
        )
        return self._message_dict(self._store(message))

    def _m_editmessagetext(self, params: dict[str, Any]) -> dict:
        if params.get("inline_message_id"):
            raise _bad("inline messages are not supported by the fake")
        chat_id = self._target_chat(params)
        message = self._existing(chat_id, params.get("message_id"), "edit")
        if message.document is not None:
            raise _bad("there is no text in the message to edit")
        raw = str(self._require(params, "text"))
        parse_mode = params.get("parse_mode") or None
        text = self._visible_text(raw, parse_mode, TEXT_LIMIT)
        if not text.strip():
            raise _bad("message text is empty")
        inline, _other = self._split_markup(params.get("reply_markup"))
        if raw == message.raw_text and parse_mode == message.parse_mode and inline == message.reply_markup:
            raise _bad(NOT_MODIFIED.removeprefix("Bad Request: "))
        message.text, message.raw_text, message.parse_mode = text, raw, parse_mode
        message.reply_markup = inline
        message.edits += 1
        message.history.append(text)
        return self._message_dict(message)

    def _m_editmessagereplymarkup(self, params: dict[str, Any]) -> dict:
        if params.get("inline_message_id"):
            raise _bad("inline messages are not supported by the fake")
        chat_id = self._target_chat(params)
        message = self._existing(chat_id, params.get("message_id"), "edit")
        inline, _other = self._split_markup(params.get("reply_markup"))
        if inline == message.reply_markup:
            raise _bad(NOT_MODIFIED.removeprefix("Bad Request: "))
        message.reply_markup = inline
        message.edits += 1
        message.history.append(message.text)
        return self._message_dict(message)

    def _m_deletemessage(self, params: dict[str, Any]) -> bool:
        chat_id = self._target_chat(params)
        message_id = params.get("message_id")
        if isinstance(message_id, int) and any(
            um["message_id"] == message_id for um in self.user_messages.get(chat_id, [])
        ):
            self.user_messages[chat_id] = [
                um for um in self.user_messages[chat_id] if um["message_id"] != message_id
            ]
            return True
        message = self._existing(chat_id, message_id, "delete")
        message.deleted = True
        return True

    def _m_deletemessages(self, params: dict[str, Any]) -> bool:
        chat_id = self._target_chat(params)
        for message_id in params.get("message_ids") or []:
            message = self._messages.get(chat_id, {}).get(message_id)
            if message is not None:
                message.deleted = True
        return True

    def _m_answercallbackquery(self, params: dict[str, Any]) -> bool:
        query_id = str(self._require(params, "callback_query_id"))
        if query_id not in self._callback_queries or query_id in self.answers:
            raise _bad("query is too old and response timeout expired or query ID is invalid")
        text = params.get("text")
        if text is not None and len(str(text)) > ANSWER_TEXT_LIMIT:
            raise _bad("MESSAGE_TOO_LONG")
        self.answers[query_id] = dict(params)
        return True

    def _m_senddocument(self, params: dict[str, Any]) -> dict:
        chat_id = self._target_chat(params)
        document = self._require(params, "document")
        content: bytes | None = None
        filename: str | None = None
        if isinstance(document, str) and document.startswith("attach://"):
            upload = params.get(f"@file:{document[len('attach://') :]}")
            if upload is None:
                raise _bad("wrong HTTP URL specified")
            content, filename = upload["bytes"], upload["filename"]
        elif isinstance(document, str):
            filename = document.rsplit("/", 1)[-1]  # a file_id or URL: no bytes
        else:
            raise _bad("wrong file identifier/HTTP URL specified")
        if content is not None and len(content) == 0:
            raise _bad("file must be non-empty")
        caption_raw = str(params.get("caption") or "")
        parse_mode = params.get("parse_mode") or None
        caption = (
            self._visible_text(caption_raw, parse_mode, CAPTION_LIMIT, "message caption")
            if caption_raw
            else ""
        )
        inline, other = self._split_markup(params.get("reply_markup"))
        number = next(self._file_ids)
        doc_info: dict[str, Any] = {"file_id": f"DOC{number}", "file_unique_id": f"U{number}"}
        if filename:
            doc_info["file_name"] = filename
        if content is not None:
            doc_info["file_size"] = len(content)
        message = FakeMessage(
            chat_id=chat_id,
            message_id=self._new_message_id(chat_id),
            text=caption,
            reply_markup=inline,
            disable_notification=_as_bool(params.get("disable_notification", False)),
            history=[caption],
            raw_text=caption_raw,
            parse_mode=parse_mode,
            date=int(time.time()),
            document=doc_info,
            reply_keyboard=other,
            params={k: v for k, v in params.items() if not k.startswith("@file:")},
        )
        self._store(message)
        self.documents.append(
            {
                "chat_id": chat_id,
                "filename": filename,
                "bytes": content,
                "caption": caption,
                "message_id": message.message_id,
                "disable_notification": message.disable_notification,
            }
        )
        return self._message_dict(message)

    def _m_sendphoto(self, params: dict[str, Any]) -> dict:
        """A photo: checked and stored like a document (its bytes kept in ``photos``)."""
        renamed = {("document" if k == "photo" else k): v for k, v in params.items()}
        if "photo" not in params:
            raise _bad("there is no photo in the request")
        out = self._m_senddocument(renamed)
        self.photos.append(self.documents.pop())
        return out

    def _m_getchat(self, params: dict[str, Any]) -> dict:
        chat_id = self._target_chat(params, write=False)
        chat = self.chat(chat_id)
        chat.update(
            {
                "accent_color_id": 0,
                "max_reaction_count": 11,
                "accepted_gift_types": {
                    "unlimited_gifts": True,
                    "limited_gifts": True,
                    "unique_gifts": True,
                    "premium_subscription": True,
                    "gifts_from_channels": True,
                },
            }
        )
        return chat

    def _m_getchatmember(self, params: dict[str, Any]) -> dict:
        chat_id = self._target_chat(params, write=False)
        return self._member_dict(chat_id, self._require(params, "user_id"))

    def _member_dict(self, chat_id: int, user_id: Any) -> dict:
        if user_id == self.bot_id:
            user = dict(self.bot_user)
        elif user_id in self.users:
            user = dict(self.users[user_id])
        else:
            raise _bad("user not found")
        status = self.member_status.get((chat_id, user_id), "member")
        member: dict[str, Any] = {"status": status, "user": user}
        if status == "administrator":
            member.update(
                {
                    "can_be_edited": False,
                    "is_anonymous": False,
                    "can_manage_chat": True,
                    "can_delete_messages": True,
                    "can_manage_video_chats": False,
                    "can_restrict_members": False,
                    "can_promote_members": False,
                    "can_change_info": False,
                    "can_invite_users": True,
                    "can_post_stories": False,
                    "can_edit_stories": False,
                    "can_delete_stories": False,
                    "can_send_welcome_messages": False,
                }
            )
        elif status == "creator":
            member["is_anonymous"] = False
        elif status == "kicked":
            member["until_date"] = 0
        elif status == "restricted":
            raise _bad("the fake does not model restricted members")
        return member

    def _m_pinchatmessage(self, params: dict[str, Any]) -> bool:
        chat_id = self._target_chat(params)
        message = self._existing(chat_id, params.get("message_id"), "pin")
        message.pinned = True
        return True

    def _m_unpinchatmessage(self, params: dict[str, Any]) -> bool:
        chat_id = self._target_chat(params)
        for message in self.chat_messages(chat_id):
            if params.get("message_id") in (None, message.message_id):
                message.pinned = False
        return True

    def _m_sendchataction(self, params: dict[str, Any]) -> bool:
        chat_id = self._target_chat(params)
        self.chat_actions.append((chat_id, str(params.get("action", ""))))
        return True


def make_bot(fake: FakeTelegram, **bot_kwargs: Any) -> Bot:
    """A real aiogram Bot talking to ``fake`` (close it with ``await bot.session.close()``).

    Its session skips aiogram's 0.25 s "let SSL connections close" sleep on close, which is useless
    against a plain-HTTP local server and adds up over many tests.
    """

    class _QuickSession(AiohttpSession):
        async def close(self) -> None:
            if self._session is not None and not self._session.closed:
                await self._session.close()

    session = _QuickSession(api=TelegramAPIServer.from_base(fake.base_url))
    return Bot(fake.token, session=session, **bot_kwargs)


def buttons_of(messages: Iterable[FakeMessage]) -> list[str]:
    """All button texts of several messages (handy in assertions)."""
    return [text for m in messages for text in m.button_texts()]
