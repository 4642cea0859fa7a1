"""Which message is the newest in a chat, as far as this process knows: every message the bot sent
there (through the outbox) and, in private chats, every message the person wrote (told by
:meth:`bot.outbox.Outbox.saw`). Telegram numbers a chat's messages in the order they arrive, the
person's and the bot's alike, so a standing message whose id is below a newer live one has been
pushed up (a newer room, a result, /stats …): :meth:`ChatTails.pushed_up` says so, and the outbox
brings it down when its slot asks for that (``lift``).

What one process cannot know (another worker's messages; the time before a restart) counts as not
pushed up: the slot is then edited in place, as it always was.
"""

from __future__ import annotations

from bot.plumbing.bounded import LRU

#: the newest live message ids remembered per chat (a deleted newest message gives way to the one
#: before it)
KEPT_PER_CHAT = 8


class ChatTails:
    def __init__(self, bound: int) -> None:
        self._ids: LRU[int, list[int]] = LRU(bound)

    def saw(self, chat_id: int, message_id: int) -> None:
        """A message arrived in the chat (sent by the bot, or written by the person)."""
        ids = self._ids.get(chat_id) or []
        if message_id in ids:
            return
        ids = sorted([*ids, message_id])[-KEPT_PER_CHAT:]
        self._ids.put(chat_id, ids)

    def deleted(self, chat_id: int, message_id: int) -> None:
        ids = self._ids.get(chat_id)
        if ids and message_id in ids:
            ids.remove(message_id)

    def newest(self, chat_id: int) -> int | None:
        ids = self._ids.get(chat_id)
        return ids[-1] if ids else None

    def pushed_up(self, chat_id: int, message_id: int) -> bool:
        """Is a newer message than ``message_id`` known in the chat?"""
        newest = self.newest(chat_id)
        return newest is not None and newest > message_id
