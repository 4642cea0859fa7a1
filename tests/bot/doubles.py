"""Test doubles for the bot's unit tests (no HTTP): a notifier that records what it was told."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from bot.model import Room


@dataclass
class RecordingNotifier:
    """Implements :class:`bot.rooms.kernel.Notifier` by remembering each call."""

    calls: list[tuple[str, Any]] = field(default_factory=list)

    async def room_changed(self, room: Room, *, by: int | None = None, before: Room | None = None) -> None:
        self.calls.append(("room_changed", (room.id, room.turn, room.status)))

    async def announce(self, room: Room, key: str, users: list[int], *, exclude: set[int]) -> None:
        self.calls.append(("announce", (room.id, key, tuple(users))))

    async def hurry_pings(self, room: Room, by_user: int, targets: list[int]) -> None:
        self.calls.append(("hurry_pings", (room.id, by_user, tuple(targets))))

    async def left(self, room: Room, user_id: int) -> None:
        self.calls.append(("left", (room.id, user_id)))

    async def room_fault(self, users: list[int], chat_id: int | None, locale: str) -> None:
        self.calls.append(("room_fault", (tuple(users), chat_id, locale)))

    def of(self, kind: str) -> list[Any]:
        return [args for k, args in self.calls if k == kind]
