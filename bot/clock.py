"""The clock seam: "the game now waits for clock action X" (``Game.pending_clock()``).

For now a plain asyncio task applies the pending clock action after its seconds (or the setting
``CLOCK_SHORTCUT_SECONDS``). Issue 7 replaces this module with stored, restart-safe APScheduler
deadlines; the room service only calls :meth:`Clock.arm` after every commit and :meth:`Clock.close`.
A firing carries the room's turn counter, so a deadline for a turn that has moved on does nothing.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Awaitable, Callable
from typing import Any

Fire = Callable[[str, int, str], Awaitable[object]]


class Clock:
    def __init__(self, fire: Fire, shortcut_seconds: float | None = None) -> None:
        self._fire = fire
        self._shortcut = shortcut_seconds
        self._tasks: dict[str, tuple[int, str, asyncio.Task[None]]] = {}

    def arm(self, room_id: str, turn: int, pending: dict[str, Any] | None) -> None:
        """Arm (or re-arm) the room's deadline; ``pending=None`` disarms it."""
        current = self._tasks.get(room_id)
        if pending is None:
            if current is not None:
                current[2].cancel()
                del self._tasks[room_id]
            return
        action = str(pending["action"])
        if current is not None:
            if current[0] == turn and current[1] == action and not current[2].done():
                return
            current[2].cancel()
        seconds = float(pending.get("seconds", 0)) if self._shortcut is None else self._shortcut
        task = asyncio.create_task(self._run(room_id, turn, action, max(0.0, seconds)))
        self._tasks[room_id] = (turn, action, task)

    async def _run(self, room_id: str, turn: int, action: str, seconds: float) -> None:
        await asyncio.sleep(seconds)
        entry = self._tasks.get(room_id)
        if entry is not None and entry[2] is asyncio.current_task():
            del self._tasks[room_id]
        await self._fire(room_id, turn, action)

    async def close(self) -> None:
        tasks = [t for _, _, t in self._tasks.values()]
        self._tasks.clear()
        for t in tasks:
            t.cancel()
        for t in tasks:
            with contextlib.suppress(BaseException):
                await t
