"""Inline mode: a person types ``@bot …`` in any chat (an inline query), the bot answers with results
(answerInlineQuery), the person picks one: a message "via @bot" is posted into that chat — the bot
need not be a member — and a chosen_inline_result update says which (with the message's
``inline_message_id`` when it carries an inline keyboard, as Telegram gives it). A press on such a
message is a callback query with ``inline_message_id`` and no ``message``; the bot edits it with
editMessageText / editMessageReplyMarkup by ``inline_message_id`` (answered ``true``).

Decisions: the posted messages are kept in ``inline_messages`` (by id), not in ``chat_messages`` (the
bot did not send them, and may not be in the chat at all); the chat they went to is any id the test
names (a group, a person's private chat with another person, ...). Only the result types the bot
needs are checked in depth (article with InputTextMessageContent); others are stored as given.
Telegram sends chosen_inline_result only when inline feedback is on (@BotFather /setinlinefeedback):
``inline_feedback`` (default True) switches it.
"""

from __future__ import annotations

import itertools
from typing import Any

from bot.plumbing import clock
from bot.sandbox.fakeapi.updates import Updates
from bot.sandbox.fakeapi.wire import NOT_MODIFIED, TEXT_LIMIT, FakeMessage, bad

#: answerInlineQuery takes at most this many results
INLINE_RESULTS_LIMIT = 50
RESULT_ID_LIMIT = 64


class Inline(Updates):
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.bot_user["supports_inline_queries"] = True
        #: Telegram sends chosen_inline_result only with inline feedback on (@BotFather)
        self.inline_feedback = True
        #: every inline message posted, by its inline_message_id
        self.inline_messages: dict[str, FakeMessage] = {}
        #: the answer (answerInlineQuery's parameters) of every inline query answered, by its id
        self.inline_answers: dict[str, dict[str, Any]] = {}
        self._inline_queries: dict[str, dict[str, Any]] = {}
        self._inline_ids = itertools.count(1)

    # ------------------------------------------------------------------ what people do
    def inline_query(self, user_id: int, query: str, chat_type: str = "sender") -> str:
        """``user_id`` types ``@bot <query>`` in a chat of ``chat_type`` ("sender": their private chat
        with the bot, "private", "group", "supergroup", "channel"); returns the query's id."""
        user = self._user(user_id)
        query_id = f"{self.bot_id}{next(self._inline_ids):010d}"
        update = {"id": query_id, "from": dict(user), "query": query, "offset": "", "chat_type": chat_type}
        self._inline_queries[query_id] = update
        self._push({"inline_query": update})
        return query_id

    async def wait_inline_answer(self, query_id: str, timeout: float = 5.0) -> list[dict[str, Any]]:
        """The results the bot answered ``query_id`` with."""
        answer = await self.wait_for(lambda: self.inline_answers.get(query_id), timeout)
        assert isinstance(answer, dict)
        return list(answer["results"])

    def choose_inline_result(self, user_id: int, query_id: str, result_id: str, chat_id: int) -> FakeMessage:
        """The person picks result ``result_id`` of their answered query: its message is posted into
        ``chat_id`` "via @bot" (returned), and (inline feedback on) a chosen_inline_result is pushed."""
        user = self._user(user_id)
        asked = self._inline_queries.get(query_id)
        answer = self.inline_answers.get(query_id)
        if asked is None or asked["from"]["id"] != user_id or answer is None:
            raise AssertionError(f"inline query {query_id} of user {user_id} was not answered")
        result = next((r for r in answer["results"] if r.get("id") == result_id), None)
        if result is None:
            raise AssertionError(f"no result {result_id!r} in the answer to {query_id}")
        content = result.get("input_message_content") or {}
        raw = str(content.get("message_text", result.get("title", "")))
        parse_mode = content.get("parse_mode") or None
        inline, _other = self._split_markup(result.get("reply_markup"), None)
        inline_id = f"IM{next(self._inline_ids):08d}" if inline else None
        text = self._visible_text(raw, parse_mode, TEXT_LIMIT)
        message = FakeMessage(
            chat_id=chat_id,
            message_id=0,  # a message the bot does not know by chat and id
            text=text,
            reply_markup=inline,
            history=[text],
            raw_text=raw,
            parse_mode=parse_mode,
            date=int(clock.now()),
            params={"via_bot": self.bot_username, "from": user_id},
            inline_message_id=inline_id,
        )
        if inline_id is not None:
            self.inline_messages[inline_id] = message
        if self.inline_feedback:
            chosen: dict[str, Any] = {"result_id": result_id, "from": dict(user), "query": asked["query"]}
            if inline_id is not None:
                chosen["inline_message_id"] = inline_id
            self._push({"chosen_inline_result": chosen})
        return message

    def press_inline(self, user_id: int, message: FakeMessage, data: str) -> str:
        """``user_id`` presses a button carrying ``data`` on an inline message; returns the query id."""
        user = self._user(user_id)
        if message.inline_message_id is None or message.inline_message_id not in self.inline_messages:
            raise AssertionError("not an inline message with a keyboard")
        query_id = f"{self.bot_id}{next(self._callback_ids):08d}"
        query = {
            "id": query_id,
            "from": dict(user),
            "inline_message_id": message.inline_message_id,
            "chat_instance": f"ci{abs(message.chat_id)}",
            "data": data,
        }
        self._callback_queries[query_id] = query
        self._push({"callback_query": query})
        return query_id

    def inline_messages_in(self, chat_id: int) -> list[FakeMessage]:
        """The inline messages posted into ``chat_id``, oldest first."""
        return [m for m in self.inline_messages.values() if m.chat_id == chat_id]

    # ------------------------------------------------------------------ methods
    def _m_answerinlinequery(self, params: dict[str, Any]) -> bool:
        query_id = str(self._require(params, "inline_query_id"))
        if query_id not in self._inline_queries or query_id in self.inline_answers:
            raise bad("query is too old and response timeout expired or query ID is invalid")
        results = params.get("results")
        if not isinstance(results, list):
            raise bad("can't parse inline query results JSON object")
        if len(results) > INLINE_RESULTS_LIMIT:
            raise bad("RESULTS_TOO_MUCH")
        seen: set[str] = set()
        for result in results:
            if not isinstance(result, dict) or not result.get("type") or "id" not in result:
                raise bad("can't parse InlineQueryResult")
            rid = str(result["id"])
            if not 1 <= len(rid.encode("utf-8")) <= RESULT_ID_LIMIT:
                raise bad("RESULT_ID_INVALID")
            if rid in seen:
                raise bad("RESULT_ID_DUPLICATE")
            seen.add(rid)
            if result["type"] == "article":
                content = result.get("input_message_content")
                if not result.get("title") or not isinstance(content, dict):
                    raise bad("can't parse InlineQueryResultArticle")
                text = str(content.get("message_text") or "")
                if not text.strip():
                    raise bad("MESSAGE_EMPTY")
                self._visible_text(text, content.get("parse_mode") or None, TEXT_LIMIT)
            self._split_markup(result.get("reply_markup"), None)
        self.inline_answers[query_id] = dict(params)
        return True

    def _inline_message(self, params: dict[str, Any]) -> FakeMessage:
        message = self.inline_messages.get(str(params.get("inline_message_id")))
        if message is None:
            raise bad("MESSAGE_ID_INVALID")
        return message

    def _m_editmessagetext(self, params: dict[str, Any]) -> Any:
        """editMessageText: by ``inline_message_id`` an inline message (answered ``true``, as
        Telegram does), else a message of a chat."""
        if not params.get("inline_message_id"):
            return super()._m_editmessagetext(params)
        self._edit_text(self._inline_message(params), params, None)
        return True

    def _m_editmessagereplymarkup(self, params: dict[str, Any]) -> Any:
        if not params.get("inline_message_id"):
            return super()._m_editmessagereplymarkup(params)
        message = self._inline_message(params)
        inline, _other = self._split_markup(params.get("reply_markup"), None)
        if inline == message.reply_markup:
            raise bad(NOT_MODIFIED.removeprefix("Bad Request: "))
        message.set_markup(inline)
        message.edits += 1
        message.history.append(message.text)
        return True

    def press_button(self, user_id: int, message: FakeMessage, text_contains: str) -> str:
        """As :meth:`World.press_button`; on an inline message, a press there (:meth:`press_inline`)."""
        if message.inline_message_id is None:
            return super().press_button(user_id, message, text_contains)
        button = self.inline_messages[message.inline_message_id].find_button(text_contains)
        if "callback_data" in button:
            return self.press_inline(user_id, message, button["callback_data"])
        if "url" in button and self.follow_url(user_id, button["url"]):
            return ""
        raise AssertionError(f"button {button!r} is not one the fake can press")
