"""«Ваш ход»: a short new message *with sound* when a person starts being waited for (edits of
the hand message are silent in Telegram). At most one ping per player and room stays in the chat:
the previous one is deleted. Who is waited for is the game module's ``waiting_for``."""

from __future__ import annotations

import contextlib

from bot import games
from bot.i18n import Translator
from bot.outbox import Outbox
from bot.rooms.model import CLOSED, Room
from bot.storage import Storage


class Pinger:
    def __init__(self, storage: Storage, outbox: Outbox, enabled: bool = True) -> None:
        self.storage = storage
        self.outbox = outbox
        self.enabled = enabled
        #: (room, user) waited for at the last redraw; a room's entries go when it closes
        self._waiting: set[tuple[str, int]] = set()

    async def room_changed(self, room: Room, langs: dict[int, str]) -> None:
        if room.status == CLOSED:
            self._waiting = {k for k in self._waiting if k[0] != room.id}
            return
        if not self.enabled:
            return
        ui = games.get(room.game)
        for seat in room.humans():
            uid = seat.user_id
            assert uid is not None
            key = (room.id, uid)
            if ui.waiting_for(room, seat.seat):
                if key not in self._waiting:
                    self._waiting.add(key)
                    await self._ping(room, uid, Translator(langs.get(uid, "ru")))
            else:
                self._waiting.discard(key)

    async def _ping(self, room: Room, uid: int, t: Translator) -> None:
        async with self.storage.read() as tx:
            old = await tx.messages.get(room.id, uid, "ping")
        if old is not None:
            with contextlib.suppress(Exception):
                await self.outbox.call(uid, lambda: self.outbox.bot.delete_message(uid, old))
        sent = await self.outbox.send(uid, t("ping-turn", game=t(f"game-{room.game}")), notify=True)
        if sent is not None:
            async with self.storage.transaction() as tx:
                await tx.messages.set(room.id, uid, "ping", sent.message_id)
