"""What the outbox remembers about its standing messages: which message shows a slot, and a digest of
the frame it shows (so that a frame equal to it is not sent again). Kept by the storage
(``bot.storage.ledger.StoredMessages``), so a restart, or another worker, edits the same messages."""

from __future__ import annotations

import hashlib
import json
from typing import Protocol

from aiogram.types import InlineKeyboardMarkup


class MessageLedger(Protocol):
    async def shown(self, room_id: str, chat_id: int, kind: str) -> tuple[int, str | None] | None:
        """(message id, digest of its frame) of the slot's message; None: it has none."""
        ...

    async def remember(
        self, room_id: str, chat_id: int, kind: str, message_id: int | None, digest: str | None
    ) -> None:
        """The slot's message is now ``message_id`` showing a frame of ``digest`` (None: none)."""
        ...


def digest(text: str, markup: InlineKeyboardMarkup | None) -> str:
    blob = (
        text + "\x00" + (json.dumps(markup.model_dump(exclude_none=True), sort_keys=True) if markup else "")
    )
    return hashlib.sha256(blob.encode("utf-8")).hexdigest()[:32]
