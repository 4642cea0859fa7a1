"""«Ваш ход»: a short new message *with sound* when a person starts being waited for (edits of
the hand message are silent in Telegram). At most one ping per player and room stays in the chat:
the previous one is deleted. Durak pings the defender facing a new attack and the player who leads
an empty table (not every possible throw-in); Bura and Scopa ping the seat to move."""

from __future__ import annotations

import contextlib
from typing import Any

from bot.i18n import Translator
from bot.outbox import Outbox, Unreachable
from bot.rooms.model import Room
from bot.storage import Storage


def waiting_for(room: Room, seat: int) -> bool:
    game = room.engine()
    if game is None or not room.game_running():
        return False
    view: dict[str, Any] = game.view(seat)
    if room.game == "durak":
        table = view.get("table") or []
        if seat == view.get("defender") and any(c is None for _, c in table) and not view.get("taking"):
            return seat in (view.get("to_act") or [])
        return not table and seat == view.get("attacker") and seat in (view.get("to_act") or [])
    return seat in (view.get("to_act") or [])


class Pinger:
    def __init__(self, storage: Storage, outbox: Outbox, enabled: bool = True) -> None:
        self.storage = storage
        self.outbox = outbox
        self.enabled = enabled
        self._waiting: set[tuple[str, int]] = set()

    async def room_changed(self, room: Room, lang_of: Any) -> None:
        if not self.enabled:
            return
        for seat in room.humans():
            uid = seat.user_id
            assert uid is not None
            key = (room.id, uid)
            now = waiting_for(room, seat.seat)
            if now and key not in self._waiting:
                self._waiting.add(key)
                await self._ping(room, uid, Translator(await lang_of(uid)))
            elif not now:
                self._waiting.discard(key)

    async def _ping(self, room: Room, uid: int, t: Translator) -> None:
        async with self.storage.read() as tx:
            old = await tx.message_id(room.id, uid, "ping")
        if old is not None:
            with contextlib.suppress(Exception):
                await self.outbox.call(uid, lambda: self.outbox.bot.delete_message(uid, old))
        sent = await self.outbox.send(uid, t("ping-turn", game=t(f"game-{room.game}")), notify=True)
        if sent is not None:
            async with self.storage.transaction() as tx:
                await tx.set_message_id(room.id, uid, "ping", sent.message_id)


__all__ = ["Pinger", "Unreachable", "waiting_for"]
