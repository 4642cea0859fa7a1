"""The fake's world: people, groups, the messages and calls it keeps, and what a test does as a
person (send, press, wait)."""

from __future__ import annotations

import asyncio
import contextlib
import itertools
from collections import Counter, deque
from collections.abc import Callable
from typing import Any
from urllib.parse import parse_qs, urlparse

from aiohttp import web

from bot.plumbing import clock
from bot.sandbox.fakeapi.wire import NOT_MODIFIED, Call, Delivery, FakeMessage, bad, utf16_len


class World:
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
        ephemeral_per_minute: int | None = None,
    ) -> None:
        """``limits`` switches Telegram's flood limits on (see the module docstring); the other
        keywords set them: per private chat a bucket of ``private_burst`` calls refilled at
        ``private_rate`` per second, per group ``group_per_minute`` calls per rolling minute, in
        all ``global_per_second`` calls per rolling second, with time running ``limit_scale``
        times faster; ``ephemeral_per_minute``: ephemeral calls in a group counted apart from the
        group's own, that many per rolling minute (None: with the group's own, the fake's guess
        while Telegram's limits for them are not published). They are plain attributes and may be
        changed between calls."""
        if limit_scale <= 0 or private_rate <= 0:
            raise ValueError("limit_scale and private_rate must be positive")
        if min(private_burst, group_per_minute, global_per_second) < 1:
            raise ValueError("private_burst, group_per_minute and global_per_second must be >= 1")
        self.limits = limits
        self.limit_scale = limit_scale
        #: ``wait_for``'s timeouts are multiplied by this (a test on virtual time that waits at
        #: Telegram's real pace gives each wait that much more of its free seconds)
        self.patience = 1.0
        self.private_rate = private_rate
        self.private_burst = private_burst
        self.group_per_minute = group_per_minute
        self.ephemeral_per_minute = ephemeral_per_minute
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
        self.calls: list[Call] = []  # in the order the requests arrived
        self.answered: list[Call] = []  # the same calls in the order they were answered
        self.limited_count = 0  # how many of them the flood limits refused (len(limited_calls()))
        self.answers: dict[str, dict] = {}
        self.documents: list[dict] = []
        self.photos: list[dict] = []  # sendPhoto: like documents (chat_id, filename, bytes, caption)
        self.updates: list[dict] = []  # every update ever pushed
        self.user_messages: dict[int, list[dict]] = {}
        self.commands: dict[str, list[dict]] = {}  # json(scope)+language -> commands
        self.descriptions: dict[str, str] = {}  # "description|" / "short_description|" + language -> text
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
                "date": int(clock.now()),
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
            "date": int(clock.now()),
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
            "date": int(clock.now()),
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
            "date": int(clock.now()),
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
            raise bad("chat not found")
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
            "date": int(clock.now()),
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
        return self._push_press(user, current, data)

    def _push_press(self, user: dict, current: FakeMessage, data: str) -> str:
        """A callback query from ``user`` on ``current`` (as it is now) with ``data``, delivered to the
        bot; its id."""
        query_id = f"{self.bot_id}{next(self._callback_ids):08d}"
        query = {
            "id": query_id,
            "from": dict(user),
            "message": self._message_dict(current),
            "chat_instance": f"ci{abs(current.chat_id)}",
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
        deadline = loop.time() + timeout * self.patience
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
                if m.photo:
                    flags.append("photo")
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

    # ------------------------------------------------------------------ as the Bot API shows them
    def _member_dict(self, chat_id: int, user_id: Any) -> dict:
        if user_id == self.bot_id:
            user = dict(self.bot_user)
        elif user_id in self.users:
            user = dict(self.users[user_id])
        else:
            raise bad("user not found")
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
            raise bad("the fake does not model restricted members")
        return member

    def _message_dict(self, m: FakeMessage) -> dict:
        data: dict[str, Any] = {
            "message_id": m.message_id,
            "from": dict(self.bot_user),
            "chat": self.chat(m.chat_id),
            "date": m.date,
        }
        if m.document is not None or m.photo is not None:
            if m.document is not None:
                data["document"] = dict(m.document)
            else:
                data["photo"] = [dict(size) for size in m.photo or ()]
            if m.text:
                data["caption"] = m.text
        else:
            data["text"] = m.text
        if m.edits:
            data["edit_date"] = int(clock.now())
        if m.reply_markup:
            data["reply_markup"] = m.reply_markup
        return data
