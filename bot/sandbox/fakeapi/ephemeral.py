"""Ephemeral messages (Bot API 10.2): a message in a group that only one member sees.

What the fake relies on (the Bot API's text as aiogram 3.31 carries it, and the rules as published
with Bot API 10.2; where Telegram is silent the fake's own choice is marked *fake*):

- ``sendMessage`` / ``sendDocument`` with ``ephemeral_message_parameters`` = {``receiver_user_id``,
  ``callback_query_id``?, ``replace_callback_query_message``?}: for group and supergroup chats
  only. The answer is a Message with ``message_id`` 0, ``ephemeral_message_id`` (an id of its own
  inside the chat, "may be reused after the message is deleted or expires"; the fake never reuses
  one) and ``receiver_user``.
- Who may send one when: a bot that is an administrator of the group (getChatMember says
  "administrator" or "creator") at any time; any other bot only in answer to the receiver's own
  callback query from that chat (a press on a group message or on their ephemeral message), within
  ``EPHEMERAL_ANSWER_SECONDS`` (15) of the press. Otherwise 400 (*fake* wording:
  ``EPHEMERAL_NOT_ALLOWED`` / ``EPHEMERAL_QUERY_EXPIRED``). ``replace_callback_query_message``
  must be false for a query that came from an ephemeral message (edit that one instead).
- ``editEphemeralMessageText`` / ``editEphemeralMessageReplyMarkup`` (chat_id, receiver_user_id,
  ephemeral_message_id) answer True (not a Message); ``deleteEphemeralMessage`` answers True. They
  need no fresh press (*fake*: the published rules limit only sending). An identical edit answers
  400 "message is not modified" like an ordinary one; an unknown or deleted one 400 "not found".
- Delivery "is not guaranteed ... especially if they are offline": ``lose_ephemeral`` makes a
  person's client forget their ephemeral messages (a client restart). The bot is not told: edits
  of a lost message still answer True (*fake*: the server cannot know what a client shows).
- A press on an ephemeral button is an ordinary ``callback_query`` whose ``message`` is the
  ephemeral one (message_id 0, ``ephemeral_message_id``, ``receiver_user``); only the receiver can
  press it.
- Flood limits (*fake*, until Telegram's own are known): every ephemeral send, edit and delete
  counts against the group's 20 per minute like the group's own calls.

The view: ``seen_by(chat, user)`` is the chat as that person sees it (the bot's ordinary messages
and their own ephemeral ones, in the order they came); ``ephemeral_messages(chat, user)`` only the
latter; ``chat_messages`` stays what everybody sees.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from typing import Any

from bot.plumbing import clock
from bot.sandbox.fakeapi.methods import Methods
from bot.sandbox.fakeapi.wire import NOT_MODIFIED, FakeMessage, as_bool, bad

EPHEMERAL_ANSWER_SECONDS = 15.0
NOT_ALLOWED = "EPHEMERAL_NOT_ALLOWED: a bot that is not an administrator may send an ephemeral message only in answer to the receiver's callback query"  # noqa: E501
EXPIRED = "EPHEMERAL_QUERY_EXPIRED: the callback query is too old to be answered with an ephemeral message"


@dataclass(eq=False)
class EphemeralMessage(FakeMessage):
    """An ephemeral message: ``message_id`` is 0; ``ephemeral_message_id`` names it in its chat."""

    receiver_id: int = 0
    ephemeral_message_id: int = 0
    after_message_id: int = 0  # the last ordinary message id of the chat when it was sent
    order: int = 0  # the order of sending among ephemeral messages
    lost: bool = False  # the receiver's client forgot it (see ``lose_ephemeral``)
    replaced_message_id: int | None = None  # shown in place of this ordinary message (for its receiver)


class Ephemeral(Methods):
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._ephemeral: dict[int, dict[int, EphemeralMessage]] = {}
        self._ephemeral_ids = itertools.count(1)
        self._ephemeral_order = itertools.count(1)
        self._pressed_at: dict[str, float] = {}  # callback query id -> clock.monotonic() of the press

    # ------------------------------------------------------------------ what a test sees
    def ephemeral_messages(self, chat_id: int, user_id: int | None = None) -> list[EphemeralMessage]:
        """The ephemeral messages of a chat (of one receiver), not deleted, in the order sent;
        a lost one is left out (its receiver no longer sees it)."""
        return sorted(
            (
                m for m in self._ephemeral.get(chat_id, {}).values()
                if not m.deleted and not m.lost and (user_id is None or m.receiver_id == user_id)
            ),
            key=lambda m: m.order,
        )  # fmt: skip

    def all_ephemeral_messages(self, chat_id: int) -> list[EphemeralMessage]:
        """Every ephemeral message ever sent in a chat, deleted and lost ones included."""
        return sorted(self._ephemeral.get(chat_id, {}).values(), key=lambda m: m.order)

    def ephemeral_message(self, chat_id: int, ephemeral_message_id: int) -> EphemeralMessage | None:
        return self._ephemeral.get(chat_id, {}).get(ephemeral_message_id)

    def seen_by(self, chat_id: int, user_id: int) -> list[FakeMessage]:
        """The bot's messages in ``chat_id`` as ``user_id`` sees them: everybody's and their own
        ephemeral ones, oldest first (an ephemeral message after the ordinary ones before it)."""
        mine = self.ephemeral_messages(chat_id, user_id)
        replaced = {m.replaced_message_id for m in mine if m.replaced_message_id is not None}
        keyed: list[tuple[tuple[float, int], FakeMessage]] = [
            ((float(m.message_id), 0), m) for m in self.chat_messages(chat_id) if m.message_id not in replaced
        ]
        keyed += [((m.after_message_id + 0.5, m.order), m) for m in mine]
        return [m for _key, m in sorted(keyed, key=lambda pair: pair[0])]

    def seen_text(self, chat_id: int, user_id: int) -> str:
        """Everything ``user_id`` can read of the bot in ``chat_id`` (texts and button labels)."""
        parts: list[str] = []
        for m in self.seen_by(chat_id, user_id):
            parts.append(m.text)
            parts.extend(m.button_texts())
        return "\n".join(parts)

    def lose_ephemeral(self, chat_id: int, user_id: int) -> int:
        """The person's client restarts and forgets their ephemeral messages in ``chat_id``
        (Telegram does not keep them for an offline client). Returns how many were lost."""
        lost = self.ephemeral_messages(chat_id, user_id)
        for m in lost:
            m.lost = True
        return len(lost)

    # ------------------------------------------------------------------ what a person does
    def press(self, user_id: int, message: FakeMessage, data: str, chat_id: int | None = None) -> str:
        if not isinstance(message, EphemeralMessage):
            query_id = super().press(user_id, message, data, chat_id)
            self._pressed_at[query_id] = clock.monotonic()
            return query_id
        user = self._user(user_id)
        current = self.ephemeral_message(message.chat_id, message.ephemeral_message_id)
        if current is None or current.deleted or current.lost:
            raise AssertionError(f"ephemeral message {message.ephemeral_message_id} is not shown")
        if current.receiver_id != user_id:
            raise AssertionError(f"user {user_id} cannot see ephemeral message of user {current.receiver_id}")
        query_id = self._push_press(user, current, data)
        self._pressed_at[query_id] = clock.monotonic()
        return query_id

    def press_button(self, user_id: int, message: FakeMessage, text_contains: str) -> str:
        if not isinstance(message, EphemeralMessage):
            return super().press_button(user_id, message, text_contains)
        current = self.ephemeral_message(message.chat_id, message.ephemeral_message_id) or message
        button = current.find_button(text_contains)
        if "callback_data" not in button:
            raise AssertionError(f"button {button!r} of an ephemeral message has no callback_data")
        return self.press(user_id, current, button["callback_data"])

    # ------------------------------------------------------------------ the Bot API
    def _bot_is_admin(self, chat_id: int) -> bool:
        return self.member_status.get((chat_id, self.bot_id), "member") in ("administrator", "creator")

    def _ephemeral_params(self, params: dict[str, Any], chat_id: int) -> dict[str, Any]:
        """Check ``ephemeral_message_parameters`` against the rules; returns them."""
        spec = params["ephemeral_message_parameters"]
        if not isinstance(spec, dict):
            raise bad("can't parse ephemeral message parameters JSON object")
        receiver = spec.get("receiver_user_id")
        if receiver not in self.users:
            raise bad("user not found")
        if self.member_status.get((chat_id, receiver), "member") in ("left", "kicked"):
            raise bad("USER_NOT_PARTICIPANT")
        query_id = spec.get("callback_query_id")
        query = self._callback_queries.get(str(query_id)) if query_id is not None else None
        if query_id is not None:
            if query is None:
                raise bad("query is too old and response timeout expired or query ID is invalid")
            if query["from"]["id"] != receiver or query["message"]["chat"]["id"] != chat_id:
                raise bad("the callback query is not from the receiver in this chat")
        replace = as_bool(spec.get("replace_callback_query_message", False))
        if replace and (query is None or query["message"].get("ephemeral_message_id")):
            raise bad("replace_callback_query_message needs a callback query from an ordinary message")
        if not self._bot_is_admin(chat_id):
            if query is None:
                raise bad(NOT_ALLOWED)
            pressed = self._pressed_at.get(str(query_id), float("-inf"))
            if clock.monotonic() - pressed > EPHEMERAL_ANSWER_SECONDS:
                raise bad(EXPIRED)
        return {"receiver": receiver, "query": query, "replace": replace}

    def _ephemeral_chat(self, params: dict[str, Any]) -> int:
        """The target chat of an ephemeral send: a group (checked before the private chat's rules)."""
        if isinstance(params.get("chat_id"), int) and params["chat_id"] not in self.groups:
            raise bad("ephemeral messages can be sent only to group and supergroup chats")
        return self._target_chat(params)

    def _to_ephemeral(self, message: FakeMessage, spec: dict[str, Any]) -> EphemeralMessage:
        """The ordinary message just made by a send method, turned into an ephemeral one."""
        chat = self._messages[message.chat_id]
        del chat[message.message_id]
        self._next_message_id[message.chat_id] -= 1  # an ephemeral message takes no ordinary id
        fields = {name: getattr(message, name) for name in message.__dataclass_fields__}
        fields["message_id"] = 0
        query = spec["query"]
        ephemeral = EphemeralMessage(
            **fields,
            receiver_id=spec["receiver"],
            ephemeral_message_id=next(self._ephemeral_ids),
            after_message_id=self._next_message_id.get(message.chat_id, 1) - 1,
            order=next(self._ephemeral_order),
            replaced_message_id=query["message"]["message_id"] if spec["replace"] and query else None,
        )
        self._ephemeral.setdefault(message.chat_id, {})[ephemeral.ephemeral_message_id] = ephemeral
        return ephemeral

    def _m_sendmessage(self, params: dict[str, Any]) -> dict:
        if params.get("ephemeral_message_parameters") in (None, ""):
            return super()._m_sendmessage(params)
        spec = self._ephemeral_params(params, self._ephemeral_chat(params))
        sent = super()._m_sendmessage(params)
        ephemeral = self._to_ephemeral(self._messages[sent["chat"]["id"]][sent["message_id"]], spec)
        return self._message_dict(ephemeral)

    def _m_senddocument(self, params: dict[str, Any]) -> dict:
        if params.get("ephemeral_message_parameters") in (None, ""):
            return super()._m_senddocument(params)
        spec = self._ephemeral_params(params, self._ephemeral_chat(params))
        sent = super()._m_senddocument(params)
        ephemeral = self._to_ephemeral(self._messages[sent["chat"]["id"]][sent["message_id"]], spec)
        self.documents[-1]["message_id"] = 0
        self.documents[-1]["receiver_user_id"] = ephemeral.receiver_id
        return self._message_dict(ephemeral)

    def _existing_ephemeral(self, params: dict[str, Any], action: str) -> EphemeralMessage:
        chat_id = self._target_chat(params)
        message = self.ephemeral_message(chat_id, self._require(params, "ephemeral_message_id"))
        if message is None or message.deleted or message.receiver_id != params.get("receiver_user_id"):
            raise bad(f"message to {action} not found")
        return message

    def _m_editephemeralmessagetext(self, params: dict[str, Any]) -> bool:
        message = self._existing_ephemeral(params, "edit")
        if message.document is not None:
            raise bad("there is no text in the message to edit")
        self._edit_text(message, params, message.chat_id)
        return True

    def _m_editephemeralmessagereplymarkup(self, params: dict[str, Any]) -> bool:
        message = self._existing_ephemeral(params, "edit")
        inline, _other = self._split_markup(params.get("reply_markup"), message.chat_id)
        if inline == message.reply_markup:
            raise bad(NOT_MODIFIED.removeprefix("Bad Request: "))
        message.set_markup(inline)
        message.edits += 1
        message.history.append(message.text)
        return True

    def _m_deleteephemeralmessage(self, params: dict[str, Any]) -> bool:
        message = self._existing_ephemeral(params, "delete")
        message.deleted = True
        return True

    def _message_dict(self, m: FakeMessage) -> dict:
        data = super()._message_dict(m)
        if isinstance(m, EphemeralMessage):
            data["message_id"] = 0
            data["ephemeral_message_id"] = m.ephemeral_message_id
            data["receiver_user"] = dict(self._user(m.receiver_id))
        return data
