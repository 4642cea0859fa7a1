"""The bundle of long-lived objects handlers use."""

from __future__ import annotations

import time
from dataclasses import dataclass, field

from aiogram.types import User

from bot.config import Settings
from bot.i18n import Translator, pick_language
from bot.outbox import Outbox
from bot.presenter import Presenter
from bot.rooms.service import RoomService
from bot.storage import Storage


@dataclass
class Services:
    settings: Settings
    storage: Storage
    outbox: Outbox
    presenter: Presenter
    rooms: RoomService
    bot_username: str
    confirms: dict[tuple[int, str, str], float] = field(default_factory=dict)
    #: game-picker messages (chat, message id) already used: each opens one room
    pickers: set[tuple[int, int]] = field(default_factory=set)

    async def touch(self, user: User, *, started: bool) -> Translator:
        async with self.storage.transaction() as tx:
            row = await tx.touch_user(user.id, user.first_name or "", user.username, user.language_code, started)
        if started:
            await self.rooms.clock.user_back(user.id)  # resumes a match paused for them
        return Translator(pick_language(row["language"], row["tg_language"], self.settings.default_locale))

    async def lost(self, user_id: int) -> None:
        """The bot cannot reach ``user_id`` in private (a 403, or they blocked it): remember it, pause
        the matches they play and redraw their rooms' tables (once, until they are back)."""
        async with self.storage.transaction() as tx:
            row = await tx.one("SELECT reachable FROM users WHERE id = ?", (user_id,))
            if row is None or not row["reachable"]:
                return
            await tx.run("UPDATE users SET reachable = 0 WHERE id = ?", (user_id,))
        self.rooms.clock.user_lost(user_id)  # pauses the matches they play
        for room in await self.rooms.rooms_of_user(user_id):
            await self.presenter.table_changed(room)

    def claim_picker(self, chat_id: int, message_id: int) -> bool:
        """True the first time a /new picker message is used (its keyboard is then removed)."""
        key = (chat_id, message_id)
        if key in self.pickers:
            return False
        if len(self.pickers) > 10_000:
            self.pickers.clear()
        self.pickers.add(key)
        return True

    def confirm(self, user_id: int, room_id: str, kind: str, window: float = 15.0) -> bool:
        """Second press of a dangerous button within ``window`` seconds."""
        now = time.monotonic()
        key = (user_id, room_id, kind)
        last = self.confirms.pop(key, None)
        if last is not None and now - last <= window:
            return True
        self.confirms[key] = now
        return False
