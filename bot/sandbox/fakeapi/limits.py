"""Telegram's flood limits and injected faults, as the fake enforces them."""

from __future__ import annotations

import math
from collections import deque

from bot.plumbing import clock
from bot.sandbox.fakeapi.wire import COUNTED_METHODS, Call, TelegramError
from bot.sandbox.fakeapi.world import World

#: a group's ephemeral calls, when counted apart (``ephemeral_per_minute``), are keyed this far below
EPHEMERAL_KEY = 10**15


def is_ephemeral(call: Call) -> bool:
    """An ephemeral message's call: its own methods, or a send with ephemeral parameters."""
    method = call.method.lower()
    return "ephemeral" in method or call.params.get("ephemeral_message_parameters") not in (None, "")


class Limited(World):
    def inject_429(self, count: int, retry_after: int = 1, methods: set[str] | None = None) -> None:
        """The next ``count`` calls (of ``methods``, or of any method but getUpdates) answer 429."""
        self._faults.append([count, retry_after, set(methods) if methods else None])

    def loop_redirects(self, *methods: str) -> None:
        """Calls of ``methods`` answer 307 to their own URL (the token in it) until
        ``redirect_loops`` is cleared: the client fails with an error that quotes the URL."""
        self.redirect_loops.update(methods)

    def _take_fault(self, method: str) -> int | None:
        for fault in self._faults:
            remaining, retry_after, methods = fault
            if remaining <= 0:
                continue
            if methods is None and method == "getUpdates":
                continue
            if methods is not None and method not in methods:
                continue
            fault[0] -= 1
            return retry_after
        self._faults = [f for f in self._faults if f[0] > 0]
        return None

    # ------------------------------------------------------------------ flood limits
    def reset_limits(self) -> None:
        """Forget the budget spent so far: every chat starts with a full bucket, empty windows."""
        self._private_buckets.clear()
        self._group_windows.clear()
        self._global_window.clear()

    def _private_tokens(self, chat_id: int, now: float) -> float:
        tokens, at = self._private_buckets.get(chat_id, (float(self.private_burst), now))
        return min(float(self.private_burst), tokens + (now - at) * self.private_rate * self.limit_scale)

    @staticmethod
    def _window_wait(window: deque[float], limit: int, length: float, now: float) -> float:
        """Seconds until a rolling window of ``length`` s holding ``limit`` calls has room."""
        while window and window[0] <= now - length:
            window.popleft()
        if len(window) < limit:
            return 0.0
        return window[-limit] + length - now

    def _limit_wait(self, chat_id: int, now: float) -> tuple[float, str | None]:
        """(seconds until a counted call to ``chat_id`` is allowed, the limit binding longest)."""
        scale = self.limit_scale
        waits: list[tuple[float, str]] = []
        if chat_id < 0:
            window = self._group_windows.setdefault(chat_id, deque())
            apart = self.ephemeral_per_minute if chat_id <= -EPHEMERAL_KEY else None
            per_minute = apart or self.group_per_minute
            waits.append((self._window_wait(window, per_minute, 60.0 / scale, now), "group"))
        else:
            tokens = self._private_tokens(chat_id, now)
            waits.append((max(0.0, (1.0 - tokens) / (self.private_rate * scale)), "private"))
        global_wait = self._window_wait(self._global_window, self.global_per_second, 1.0 / scale, now)
        waits.append((global_wait, "global"))
        wait, limit = max(waits)
        return (wait, limit) if wait > 0 else (0.0, None)

    def _spend(self, chat_id: int, now: float) -> None:
        if chat_id < 0:
            self._group_windows.setdefault(chat_id, deque()).append(now)
        else:
            self._private_buckets[chat_id] = (self._private_tokens(chat_id, now) - 1.0, now)
        self._global_window.append(now)

    def _apply_limits(self, call: Call) -> None:
        """Mark ``call`` counted and spend budget, or refuse it with 429 when over a limit."""
        if call.method.lower() not in COUNTED_METHODS or call.chat_id is None:
            return
        key = call.chat_id
        if key < 0 and self.ephemeral_per_minute is not None and is_ephemeral(call):
            key -= EPHEMERAL_KEY  # a budget of their own in the group
        if self.limits:
            now = clock.monotonic()
            wait, limit = self._limit_wait(key, now)
            if limit is not None:
                call.limited_by = limit
                self.limited_count += 1
                retry_after = max(1, math.ceil(wait))
                raise TelegramError(429, f"Too Many Requests: retry after {retry_after}", retry_after)
            self._spend(key, now)
        call.counted = True

    # ------------------------------------------------------------------ HTTP
