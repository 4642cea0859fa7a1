"""Settings: the only place that reads the environment (and an optional ``.env`` file).

Every duration is a setting so tests can run the bot in fractions of a second.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

DEFAULT_API_URL = "https://api.telegram.org"


class SettingsError(ValueError):
    """A missing or malformed setting (the message never contains the token)."""


def read_env_file(path: Path) -> dict[str, str]:
    """``KEY=value`` lines; ``#`` comments and blank lines ignored; optional quotes stripped."""
    out: dict[str, str] = {}
    if not path.is_file():
        return out
    for raw in path.read_text(encoding="utf-8").splitlines():
        line = raw.strip()
        if not line or line.startswith("#") or "=" not in line:
            continue
        key, _, value = line.partition("=")
        key = key.strip().removeprefix("export ").strip()
        value = value.strip()
        if len(value) >= 2 and value[0] == value[-1] and value[0] in "'\"":
            value = value[1:-1]
        out[key] = value
    return out


@dataclass(frozen=True)
class Settings:
    bot_token: str = field(repr=False)
    telegram_api_url: str = DEFAULT_API_URL
    database_path: Path = Path("data/kozyr.sqlite3")
    default_locale: str = "ru"
    ai_level: str = "heuristic"
    ai_think_ms: float = 300.0
    computer_delay: float = 1.0          # seconds a computer seat waits before acting
    clock_shortcut_seconds: float | None = None  # None = the rules' seconds (see bot/clock.py)
    group_edit_interval: float = 3.0     # min seconds between two edits in one group chat
    private_edit_interval: float = 0.35  # min seconds between two calls in one private chat
    max_retries: int = 8                 # 429 retries per call
    global_rate: float = 25.0            # max Bot API calls per second over all chats (Telegram: ~30)
    turn_pings: bool = True              # «Ваш ход» message with sound when a person is waited for
    polling_timeout: int = 30
    # time in the game (bot/clock.py); every one is an environment setting, see .env.example
    window_seconds: float = 5.0          # Bura's «Стоп!» interception window
    claim_seconds: float = 3.0           # Bura's counter-claim
    bar_refresh_seconds: float = 1.0     # progress bar edits in the private message
    hurry_after_seconds: float = 120.0   # silence before «Поторопить» appears
    hurry_interval_seconds: float = 120.0  # at most one reminder per player per this
    pause_seconds: float = 86400.0       # wait for an unreachable player
    pause_computer_seconds: float = 300.0  # ... when every other seat is a computer
    room_ttl_seconds: float = 86400.0    # a room ends this long after its last action
    record_retention_days: float = 30.0  # closed rooms' deal records are kept this long

    def __repr__(self) -> str:  # never show the token
        return f"Settings(api={self.telegram_api_url!r}, db={str(self.database_path)!r}, locale={self.default_locale!r})"


def _float(env: Mapping[str, str], key: str, default: float | None) -> float | None:
    value = env.get(key, "").strip()
    if not value:
        return default
    try:
        return float(value)
    except ValueError:
        raise SettingsError(f"{key} must be a number, got {value!r}") from None


def database_path(url: str) -> Path:
    """``sqlite:///relative/path``, ``sqlite:////absolute/path`` or a plain path."""
    if url.startswith("sqlite:///"):
        return Path(url[len("sqlite:///") :])
    if "://" in url:
        raise SettingsError("DATABASE_URL must be an SQLite URL (sqlite:///path) or a file path")
    return Path(url)


def load_settings(env: Mapping[str, str] | None = None, env_file: Path | None = Path(".env")) -> Settings:
    """Settings from ``env`` (default: the process environment) over the ``.env`` file."""
    merged: dict[str, str] = {}
    if env_file is not None:
        merged.update(read_env_file(env_file))
    merged.update(os.environ if env is None else env)
    token = merged.get("BOT_TOKEN", "").strip()
    if not token:
        raise SettingsError("BOT_TOKEN is required (see .env.example)")
    locale = merged.get("DEFAULT_LOCALE", "").strip() or "ru"
    if locale not in ("ru", "en"):
        raise SettingsError("DEFAULT_LOCALE must be ru or en")
    level = merged.get("AI_LEVEL", "").strip() or "heuristic"
    if level not in ("random", "heuristic", "ismcts"):
        raise SettingsError("AI_LEVEL must be random, heuristic or ismcts")
    return Settings(
        bot_token=token,
        telegram_api_url=(merged.get("TELEGRAM_API_URL", "").strip() or DEFAULT_API_URL).rstrip("/"),
        database_path=database_path(merged.get("DATABASE_URL", "").strip() or "sqlite:///data/kozyr.sqlite3"),
        default_locale=locale,
        ai_level=level,
        ai_think_ms=_float(merged, "AI_THINK_MS", 300.0) or 300.0,
        computer_delay=_float(merged, "COMPUTER_DELAY_SECONDS", 1.0) or 0.0,
        clock_shortcut_seconds=_float(merged, "CLOCK_SHORTCUT_SECONDS", None),
        group_edit_interval=_float(merged, "GROUP_EDIT_INTERVAL_SECONDS", 3.0) or 0.0,
        private_edit_interval=_float(merged, "PRIVATE_EDIT_INTERVAL_SECONDS", 0.35) or 0.0,
        global_rate=_float(merged, "GLOBAL_RATE_PER_SECOND", 25.0) or 0.0,
        turn_pings=merged.get("TURN_PINGS", "on").strip().lower() not in ("0", "off", "no", "false"),
        **_durations(merged),
    )


_DURATIONS = {  # field: (environment variable, default)
    "window_seconds": ("BURA_WINDOW_SECONDS", 5.0),
    "claim_seconds": ("BURA_CLAIM_SECONDS", 3.0),
    "bar_refresh_seconds": ("BAR_REFRESH_SECONDS", 1.0),
    "hurry_after_seconds": ("HURRY_AFTER_SECONDS", 120.0),
    "hurry_interval_seconds": ("HURRY_INTERVAL_SECONDS", 120.0),
    "pause_seconds": ("PAUSE_SECONDS", 86400.0),
    "pause_computer_seconds": ("PAUSE_COMPUTER_SECONDS", 300.0),
    "room_ttl_seconds": ("ROOM_TTL_SECONDS", 86400.0),
    "record_retention_days": ("RECORD_RETENTION_DAYS", 30.0),
}


def _durations(env: Mapping[str, str]) -> dict[str, float]:
    out: dict[str, float] = {}
    for name, (key, default) in _DURATIONS.items():
        value = _float(env, key, default)
        assert value is not None
        if value < 0:
            raise SettingsError(f"{key} must not be negative")
        out[name] = value
    return out
