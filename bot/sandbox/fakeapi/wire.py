"""The fake Bot API's wire: its limits and constants, the calls and messages it records, HTML and UTF-16."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from html.parser import HTMLParser
from typing import Any

TEXT_LIMIT = 4096
CAPTION_LIMIT = 1024
CALLBACK_DATA_LIMIT = 64
ANSWER_TEXT_LIMIT = 200

# Form fields that are always plain strings (never JSON-decoded), so that a text such as
# "123" or "true" stays a string.
STRING_FIELDS = frozenset(
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
INT_FIELDS = frozenset({"chat_id", "message_id", "user_id", "offset", "limit", "timeout", "cache_time"})
HTML_TAGS = frozenset(
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
BUTTON_KINDS = frozenset(
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
        "editephemeralmessagetext",  # the ephemeral ones: counted like the group's own (a guess)
        "editephemeralmessagereplymarkup",
        "editephemeralmessagecaption",
        "editephemeralmessagemedia",
        "deleteephemeralmessage",
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


def bad(description: str) -> TelegramError:
    return TelegramError(400, f"Bad Request: {description}")


@dataclass
class Call:
    method: str
    params: dict[str, Any]
    at: float  # clock.monotonic() when the request arrived
    error_code: int | None = None  # None: answered ok
    description: str | None = None
    chat_id: int | None = None  # the integer chat_id parameter, if any
    counted: bool = False  # counted against the flood limits (set even when they are not enforced)
    limited_by: str | None = None  # "private" | "group" | "global": refused by that flood limit
    retry_after: int | None = None  # parameters.retry_after of a 429 answer (limited or injected)
    seq: int = -1  # its place in ``calls`` (the order the requests arrived in)
    answered_at: float | None = None  # clock.monotonic() when the answer went out; None: still pending

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
    photo: list[dict] | None = None  # for photos: the PhotoSize objects (file_id, width, height ...)
    #: the callback_data of every button the message has ever had: a client shows a keyboard until it
    #: learns of the edit, and a press on it still reaches the bot with the old data
    shown_data: set[str] = field(default_factory=set)
    #: a message posted through inline mode (``bot/sandbox/fakeapi/inline.py``): its id
    inline_message_id: str | None = None

    def __post_init__(self) -> None:
        self.shown_data.update(self._data_of(self.reply_markup))

    def set_markup(self, markup: dict | None) -> None:
        """The inline keyboard after an edit (the old buttons' data stay in ``shown_data``)."""
        self.reply_markup = markup
        self.shown_data.update(self._data_of(markup))

    @staticmethod
    def _data_of(markup: dict | None) -> list[str]:
        rows = (markup or {}).get("inline_keyboard", [])
        return [str(b["callback_data"]) for row in rows for b in row if b.get("callback_data") is not None]

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


class HTMLText(HTMLParser):
    """Strips Telegram HTML to plain text, checking that tags are supported and balanced."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []
        self.stack: list[str] = []
        self.error: str | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag not in HTML_TAGS:
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


TAG_RE = re.compile(r"</?[a-zA-Z][a-zA-Z0-9-]*(\s[^<>]*)?>")


def parse_html(text: str) -> str:
    """Telegram-HTML to visible text; raises TelegramError(400) like Telegram for broken markup."""
    # A bare "<" that does not start a tag is rejected by Telegram (it must be escaped as &lt;).
    for match in re.finditer("<", text):
        if not TAG_RE.match(text, match.start()):
            raise bad(f"can't parse entities: Unsupported start tag at byte offset {match.start()}")
    parser = HTMLText()
    parser.feed(text)
    parser.close()
    if parser.error:
        raise bad(f"can't parse entities: {parser.error}")
    if parser.stack:
        raise bad(
            f"can't parse entities: Can't find end tag corresponding to start tag \"{parser.stack[-1]}\""
        )
    return "".join(parser.parts)  # convert_charrefs=True already unescaped &lt; &amp; ...


def image_size(data: bytes) -> tuple[int, int]:
    """(width, height) of a PNG, JPEG or GIF image; (0, 0) for anything else."""
    if data[:8] == b"\x89PNG\r\n\x1a\n" and data[12:16] == b"IHDR":
        return int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")
    if data[:6] in (b"GIF87a", b"GIF89a"):
        return int.from_bytes(data[6:8], "little"), int.from_bytes(data[8:10], "little")
    if data[:2] == b"\xff\xd8":  # JPEG: the first start-of-frame segment has the size
        i = 2
        while i + 9 <= len(data) and data[i] == 0xFF:
            marker, length = data[i + 1], int.from_bytes(data[i + 2 : i + 4], "big")
            if 0xC0 <= marker <= 0xCF and marker not in (0xC4, 0xC8, 0xCC):
                return int.from_bytes(data[i + 7 : i + 9], "big"), int.from_bytes(data[i + 5 : i + 7], "big")
            i += 2 + length
    return 0, 0


def utf16_len(text: str) -> int:
    return len(text.encode("utf-16-le")) // 2


def commands_key(params: dict[str, Any]) -> str:
    scope = json.dumps(params.get("scope") or {"type": "default"}, sort_keys=True)
    return f"{scope}|{params.get('language_code') or ''}"


def as_bool(value: Any) -> bool:
    if isinstance(value, str):
        return value.lower() in ("true", "1")
    return bool(value)
