"""Short-lived memory of presses: two-press confirmations and used /new pickers (bounded)."""

from __future__ import annotations

import time
from collections import OrderedDict
from collections.abc import Callable

MAX_ENTRIES = 10_000


class Presses:
    def __init__(self, window: float = 15.0, clock: Callable[[], float] = time.monotonic) -> None:
        self.window = window
        self.clock = clock
        # (user, room, kind) -> (when the first press armed it, that press's callback id)
        self._confirms: OrderedDict[tuple[int, str, str], tuple[float, str]] = OrderedDict()
        self._pickers: OrderedDict[tuple[int, int], None] = OrderedDict()

    def confirm(self, user_id: int, room_id: str, kind: str, press_id: str) -> bool:
        """True on the second press of a dangerous button within the window (the first arms it).
        Presses are told apart by their callback id: the same press delivered twice (a replayed
        update) is one press, and confirms nothing."""
        now = self.clock()
        while self._confirms and (
            now - next(iter(self._confirms.values()))[0] > self.window or len(self._confirms) > MAX_ENTRIES
        ):
            self._confirms.popitem(last=False)
        key = (user_id, room_id, kind)
        armed = self._confirms.pop(key, None)
        if armed is not None and armed[1] == press_id:
            self._confirms[key] = armed  # still the first press
            return False
        if armed is not None and now - armed[0] <= self.window:
            return True
        self._confirms[key] = (now, press_id)
        return False

    def claim_picker(self, chat_id: int, message_id: int) -> bool:
        """True the first time a /new picker message is used (each opens one room)."""
        key = (chat_id, message_id)
        if key in self._pickers:
            return False
        self._pickers[key] = None
        while len(self._pickers) > MAX_ENTRIES:
            self._pickers.popitem(last=False)
        return True
