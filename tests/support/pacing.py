"""Telegram's limits as the tests' fake Bot API enforces them, and how to count calls against them."""

from __future__ import annotations

#: the bot's tests were written for a Telegram LIMIT_SCALE times faster than the real one. On the real
#: clock (a bot process, a browser) the fake enforces its limits that much faster and the bot's test
#: settings (``tests.support.bot_e2e.FAST``) pace it so; on virtual time the limits are the real ones
#: and the test's other seconds run LIMIT_SCALE times longer (``bot_e2e.paced``). Either way a 429 a
#: test did not inject fails it.
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
