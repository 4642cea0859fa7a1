"""The standing messages' ledger, a group's settings, a creator's lobby defaults."""

from __future__ import annotations

from typing import Any

from bot.plumbing import clock
from bot.storage.base import Repo
from bot.storage.jsontext import dumps, loads


class MessageRepo(Repo):
    """Standing messages: (room, chat, kind) -> the message id shown there and a digest of what it
    shows."""

    async def get(self, room_id: str, chat_id: int, kind: str) -> int | None:
        shown = await self.get_with_digest(room_id, chat_id, kind)
        return None if shown is None else shown[0]

    async def get_with_digest(self, room_id: str, chat_id: int, kind: str) -> tuple[int, str | None] | None:
        row = await self.tx.one(
            "SELECT message_id, digest FROM messages WHERE room_id = ? AND chat_id = ? AND kind = ?",
            (room_id, chat_id, kind),
        )
        return None if row is None else (int(row[0]), row[1])

    async def set(
        self, room_id: str, chat_id: int, kind: str, message_id: int | None, digest: str | None = None
    ) -> None:
        if message_id is None:
            await self.tx.run(
                "DELETE FROM messages WHERE room_id = ? AND chat_id = ? AND kind = ?",
                (room_id, chat_id, kind),
            )
        else:
            await self.tx.run(
                "INSERT INTO messages (room_id, chat_id, kind, message_id, digest) VALUES (?, ?, ?, ?, ?)"
                " ON CONFLICT (room_id, chat_id, kind) DO UPDATE SET message_id = excluded.message_id,"
                " digest = excluded.digest",
                (room_id, chat_id, kind, message_id, digest),
            )


class ChatRepo(Repo):
    """A group's settings (its language)."""

    async def language(self, chat_id: int) -> str | None:
        row = await self.tx.one("SELECT language FROM chats WHERE id = ?", (chat_id,))
        return None if row is None else row[0]

    async def set_language(self, chat_id: int, language: str, by_user: int) -> None:
        await self.tx.run(
            "INSERT INTO chats (id, language, set_by, updated_at) VALUES (?, ?, ?, ?) ON CONFLICT(id)"
            " DO UPDATE SET language = excluded.language, set_by = excluded.set_by,"
            " updated_at = excluded.updated_at",
            (chat_id, language, by_user, clock.now()),
        )


    async def hands(self, chat_id: int) -> bool | None:
        """The group's «hands in the group» switch (None: never set)."""
        row = await self.tx.one("SELECT hands FROM chats WHERE id = ?", (chat_id,))
        return None if row is None or row[0] is None else bool(row[0])

    async def set_hands(self, chat_id: int, on: bool, by_user: int) -> None:
        await self.tx.run(
            "INSERT INTO chats (id, hands, set_by, updated_at) VALUES (?, ?, ?, ?) ON CONFLICT(id)"
            " DO UPDATE SET hands = excluded.hands, set_by = excluded.set_by,"
            " updated_at = excluded.updated_at",
            (chat_id, int(on), by_user, clock.now()),
        )


class LobbyDefaultsRepo(Repo):
    """A creator's last lobby options per chat and game: their next room there starts
    with them. ``chat_id`` 0 is the creator's private chat."""

    async def get(
        self, chat_id: int, user_id: int, game: str
    ) -> tuple[int, dict[str, Any], str | None] | None:
        row = await self.tx.one(
            "SELECT capacity, options, ai_level FROM lobby_defaults WHERE chat_id = ? AND user_id = ?"
            " AND game = ?",
            (chat_id, user_id, game),
        )
        if row is None:
            return None
        options = loads(row["options"])
        return int(row["capacity"]), options if isinstance(options, dict) else {}, row["ai_level"]

    async def put(
        self,
        chat_id: int,
        user_id: int,
        game: str,
        capacity: int,
        options: dict[str, Any],
        ai_level: str | None,
    ) -> None:
        await self.tx.run(
            "INSERT INTO lobby_defaults (chat_id, user_id, game, capacity, options, ai_level, updated_at)"
            " VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT(chat_id, user_id, game) DO UPDATE SET"
            " capacity = excluded.capacity, options = excluded.options, ai_level = excluded.ai_level,"
            " updated_at = excluded.updated_at",
            (chat_id, user_id, game, capacity, dumps(options), ai_level, clock.now()),
        )

    async def purge(self, cutoff: float) -> int:
        """Retention: defaults nobody has changed since ``cutoff`` go."""
        return await self.tx.count("DELETE FROM lobby_defaults WHERE updated_at < ?", (cutoff,))
