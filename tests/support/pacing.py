"""Telegram's limits as the tests' fake Bot API enforces them, and how to count calls against them."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from bot.config import Settings
    from bot.sandbox.fakeapi import FakeTelegram

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


#: the bot's settings that are Telegram's pace: intervals (the global rate is the one rate)
PACE_INTERVALS = ("group_edit_interval", "private_edit_interval")
#: the bot's settings that are seconds of the game's own time
GAME_SECONDS = (
    "computer_delay", "clock_shortcut_seconds", "watch_delay_seconds", "ping_delay_seconds",
    "ping_interval_seconds", "window_seconds", "claim_seconds", "bar_refresh_seconds",
    "hurry_after_seconds", "hurry_interval_seconds", "absent_after_seconds", "throw_in_wait_seconds",
    "next_deal_seconds", "pause_seconds", "pause_computer_seconds", "room_ttl_seconds",
    "deadline_sweep_seconds", "watch_seconds",
)

#: the game's seconds a benchmark's play meets (``scaled_settings``; the longer ones never come due)
PLAY_SECONDS = (
    "computer_delay", "watch_delay_seconds", "ping_delay_seconds", "ping_interval_seconds",
    "window_seconds", "claim_seconds", "bar_refresh_seconds", "throw_in_wait_seconds",
)


def scaled_settings(fake: FakeTelegram, db: Path, scale: float, **overrides: Any) -> Settings:
    """The bot's production settings with time running ``scale`` times faster (the benchmarks' bot,
    against a fake Bot API whose limits run as fast), heuristic computers, against ``fake``."""
    from bot.config import Settings

    fields = Settings.model_fields
    values: dict[str, Any] = {name: fields[name].default / scale for name in (*PACE_INTERVALS, *PLAY_SECONDS)}
    values["global_rate"] = fields["global_rate"].default * scale
    values["ephemeral_per_minute"] = fields["ephemeral_per_minute"].default * scale
    return Settings.of(**{
        "bot_token": fake.token, "telegram_api_url": fake.base_url, "database_path": db,
        "ai_level": "heuristic", "polling_timeout": 1, **values, **overrides,
    })
