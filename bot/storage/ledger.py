"""The outbox's message ledger (``bot.outbox.ledger.MessageLedger``) kept in the ``messages`` table:
which message shows a standing slot, and a digest of what it shows."""

from __future__ import annotations

from bot.storage.db import Database


class StoredMessages:
    """Each question one locked read or one statement of its own."""

    def __init__(self, storage: Database) -> None:
        self.storage = storage

    async def shown(self, room_id: str, chat_id: int, kind: str) -> tuple[int, str | None] | None:
        async with self.storage.read() as tx:
            return await tx.messages.get_with_digest(room_id, chat_id, kind)

    async def remember(
        self, room_id: str, chat_id: int, kind: str, message_id: int | None, digest: str | None
    ) -> None:
        async with self.storage.autocommit() as tx:  # one statement
            await tx.messages.set(room_id, chat_id, kind, message_id, digest)
