"""The sandbox page's inline mode (issue 32): a person types ``@<bot> …`` in any chat of the page — their
private chat with the bot or a group — sees the bot's answer as a list above the composer, picks one, and
the result is posted into that chat "via @bot" as Telegram does (the bot need not see that chat). A
posted invitation's buttons are pressed like any other: the press is a callback query with the message's
``inline_message_id``.

Endpoints (JSON, served by :class:`bot.sandbox.server.Sandbox`):
    POST /api/inline          {"user", "chat", "query"} -> {"query_id", "results": [{"id", "title",
                              "description"}]} once the bot answers (``results`` empty after 10 s)
    POST /api/inline/choose   {"user", "chat", "query_id", "result_id"} -> {"inline_message_id"}
    POST /api/inline/press    {"user", "chat", "inline_message_id", "data"} -> {"answer"}, as /api/press
"""

from __future__ import annotations

import contextlib
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from bot.sandbox.fakeapi import FakeMessage

if TYPE_CHECKING:
    from bot.sandbox.fakeapi import FakeTelegram

#: longest inline query Telegram sends (its clients cut the text there)
QUERY_LIMIT = 256


class InlineRefused(Exception):
    """A request the page cannot make; the page shows the sentence."""


@dataclass
class Posted:
    """An inline result posted into a chat, and where it sits among the chat's messages."""

    message: FakeMessage
    pos: float


@dataclass
class InlinePage:
    """What the page does in inline mode, over the emulator ``fake``."""

    fake: FakeTelegram
    timeout: float = 10.0
    #: what people posted through the bot, per chat, oldest first
    posted: dict[int, list[Posted]] = field(default_factory=dict)
    #: the chat each answered query was typed in (a result goes there only)
    _asked_in: dict[str, tuple[int, int]] = field(default_factory=dict)

    def chat_type(self, user_id: int, chat_id: int) -> str:
        """Telegram's ``chat_type`` of an inline query typed in ``chat_id`` by ``user_id``."""
        if chat_id == user_id:
            return "sender"  # their own chat with the bot
        return str(self.fake.groups[chat_id].get("type", "group"))

    async def ask(self, user_id: int, chat_id: int, query: Any) -> dict[str, Any]:
        if not isinstance(query, str) or len(query) > QUERY_LIMIT:
            raise InlineRefused(f"an inline query of at most {QUERY_LIMIT} characters, please")
        query_id = self.fake.inline_query(user_id, query.strip(), self.chat_type(user_id, chat_id))
        self._asked_in[query_id] = (user_id, chat_id)
        results: list[dict[str, Any]] = []
        with contextlib.suppress(AssertionError):
            results = await self.fake.wait_inline_answer(query_id, timeout=self.timeout)
        shown = [{key: str(r.get(key) or "") for key in ("id", "title", "description")} for r in results]
        return {"query_id": query_id, "results": shown}

    def choose(self, user_id: int, chat_id: int, query_id: Any, result_id: Any) -> dict[str, Any]:
        if self._asked_in.get(str(query_id)) != (user_id, chat_id):
            raise InlineRefused("that list of results was not shown to this person in this chat")
        try:
            message = self.fake.choose_inline_result(user_id, str(query_id), str(result_id), chat_id)
        except AssertionError:
            raise InlineRefused("no such result") from None
        self.posted.setdefault(chat_id, []).append(Posted(message, self._next_pos(chat_id)))
        return {"inline_message_id": message.inline_message_id}

    def _next_pos(self, chat_id: int) -> float:
        """Just after the newest message of the chat (an inline message takes no id of the chat's)."""
        ids = [m.message_id for m in self.fake.chat_messages(chat_id)]
        ids += [int(um["message_id"]) for um in self.fake.user_messages.get(chat_id, [])]
        ids += [int(p.pos) for p in self.posted.get(chat_id, [])]
        return max(ids, default=0) + 0.5 + len(self.posted.get(chat_id, [])) / 1e6

    def message(self, chat_id: int, inline_id: Any) -> FakeMessage:
        for posted in self.posted.get(chat_id, []):
            if posted.message.inline_message_id == inline_id and inline_id is not None:
                return posted.message
        raise InlineRefused("that message is gone")

    def press(self, user_id: int, chat_id: int, inline_id: Any, data: Any) -> str:
        message = self.message(chat_id, inline_id)
        current = self.fake.inline_messages.get(str(inline_id), message)
        if not isinstance(data, str) or data not in current.shown_data:
            raise InlineRefused("that message never had this button")
        return self.fake.press_inline(user_id, current, data)

    def in_chat(self, chat_id: int) -> list[tuple[float, FakeMessage]]:
        """The posted messages of ``chat_id`` as they are now (edited by the bot), with their places."""
        return [(p.pos, self.fake.inline_messages.get(p.message.inline_message_id or "", p.message))
                for p in self.posted.get(chat_id, [])]  # fmt: skip
