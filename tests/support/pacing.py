"""Telegram's limits as the tests' fake Bot API enforces them, and how to count calls against them."""

from __future__ import annotations

#: the fake enforces Telegram's flood limits LIMIT_SCALE times faster, and the bot's test settings
#: (``tests.support.bot_e2e.FAST``) pace it the same factor faster; a 429 a test did not inject fails it
LIMIT_SCALE = 20.0


def max_in_window(times: list[float], window: float) -> int:
    """The most of ``times`` in any half-open window of ``window`` seconds."""
    times = sorted(times)
    best, start = 0, 0
    for end, t in enumerate(times):
        while times[start] <= t - window:
            start += 1
        best = max(best, end - start + 1)
    return best
