"""Table talk's one room setting (issue 32): ``/mute`` — a seated person stops hearing the others'
messages in one room (``Room.extra["muted"]``: the people who muted it), and hears them again."""

from __future__ import annotations

from bot.model import Room
from bot.rooms.guards import IN_ROOM
from bot.rooms.kernel import Kernel, Reply
from bot.storage import Tx


def muted(room: Room) -> set[int]:
    return {int(u) for u in room.extra.get("muted") or ()}


class Talk:
    def __init__(self, k: Kernel) -> None:
        self.k = k

    async def toggle_mute(self, room_id: str, user_id: int) -> Reply:
        """``/mute``: off if on, on if off, for this person in this room (``mute-on`` / ``mute-off``)."""

        async def fn(tx: Tx, room: Room) -> Reply:
            now = muted(room) ^ {user_id}
            if now:
                room.extra["muted"] = sorted(now)
            else:
                room.extra.pop("muted", None)
            key = "mute-on" if user_id in now else "mute-off"
            return Reply(key, {"game": room.game}, room=room, same_turn=True)

        return await self.k.change(room_id, fn, by=user_id, guards=(IN_ROOM,))
