"""Short-lived memory of presses: two-press confirmations and used /new pickers (bounded)."""

from __future__ import annotations

from collections.abc import Callable

from bot.plumbing import clock
from bot.plumbing.bounded import LRU

MAX_ENTRIES = 10_000


class Presses:
    def __init__(self, window: float = 15.0, clock: Callable[[], float] = clock.monotonic) -> None:
        self.window = window
        self.clock = clock
        # (user, room, kind) -> (when the first press armed it, that press's callback id)
        self._confirms: LRU[tuple[int, str, str], tuple[float, str]] = LRU(MAX_ENTRIES)
        self._pickers: LRU[tuple[int, int], None] = LRU(MAX_ENTRIES)

    def confirm(self, user_id: int, room_id: str, kind: str, press_id: str) -> bool:
        """True on the second press of a dangerous button within the window (the first arms it).
        Presses are told apart by their callback id: the same press delivered twice (a replayed
        update) is one press, and confirms nothing."""
        now = self.clock()
        self._confirms.drop_oldest_while(lambda armed: now - armed[0] > self.window)
        key = (user_id, room_id, kind)
        armed = self._confirms.pop(key)
        if armed is not None and armed[1] == press_id:
            self._confirms.put(key, armed)  # still the first press
            return False
        if armed is not None and now - armed[0] <= self.window:
            return True
        self._confirms.put(key, (now, press_id))
        return False

    def claim_picker(self, chat_id: int, message_id: int) -> bool:
        """True the first time a /new picker message is used (each opens one room)."""
        key = (chat_id, message_id)
        if key in self._pickers:
            return False
        self._pickers.put(key, None)
        return True
