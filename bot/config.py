"""Settings: the only place that reads the environment (and an optional ``.env`` file).

``Settings`` is a pydantic-settings model: every setting is one field with its default, its
environment variable (the field's alias, case-insensitive) and its check. An empty value
(``AI_LEVEL=`` in ``.env``) means the default. ``load_settings()`` is the entry point: it turns a
validation failure into a :class:`SettingsError` that names the variable and never holds the token.

Every duration is a setting so tests can run the bot in fractions of a second.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from pathlib import Path
from typing import Any

from pydantic import Field, SecretStr, ValidationError, ValidationInfo, field_validator, model_validator
from pydantic_settings import BaseSettings, PydanticBaseSettingsSource, SettingsConfigDict

from bot.i18n import LANGUAGES
from engines.ai import LEVELS

DEFAULT_API_URL = "https://api.telegram.org"
LOCALES: tuple[str, ...] = LANGUAGES  # DEFAULT_LOCALE's choices: bot/locales/' catalogues (bot/i18n.py)
AI_LEVELS: tuple[str, ...] = LEVELS  # AI_LEVEL's choices (engines/ai)


class SettingsError(ValueError):
    """A missing or malformed setting (the message never contains the token)."""


# load_settings(env=...) and Settings.of() read no process environment; the switch lives here because
# pydantic-settings picks its sources per class (settings_customise_sources), not per call.
_READ_PROCESS_ENV: ContextVar[bool] = ContextVar("kozyr_read_process_env", default=True)


class Settings(BaseSettings):
    """Kozyr's settings; immutable. Build it with :func:`load_settings` (environment and ``.env``) or
    :meth:`Settings.of` (given values only). Field names are the code's; aliases the variables'."""

    model_config = SettingsConfigDict(
        env_file=".env",
        env_file_encoding="utf-8",
        case_sensitive=False,
        env_ignore_empty=True,  # AI_LEVEL= in .env or the environment: the default
        extra="ignore",  # other variables in the environment or .env are not ours
        populate_by_name=True,  # Settings.of(bot_token=…, computer_delay=…) as well as the variables
        frozen=True,
        hide_input_in_errors=True,  # a validation error never echoes a value (the token)
        allow_inf_nan=False,
    )

    bot_token: SecretStr = Field(validation_alias="BOT_TOKEN")
    telegram_api_url: str = Field(DEFAULT_API_URL, validation_alias="TELEGRAM_API_URL")
    database_path: Path = Field(Path("data/kozyr.sqlite3"), validation_alias="DATABASE_URL")
    default_locale: str = Field("ru", validation_alias="DEFAULT_LOCALE")
    ai_level: str = Field("heuristic", validation_alias="AI_LEVEL")
    ai_think_ms: float = Field(300.0, gt=0, validation_alias="AI_THINK_MS")
    # seconds a computer seat waits before acting
    computer_delay: float = Field(1.0, ge=0, validation_alias="COMPUTER_DELAY_SECONDS")
    # None = the rules' seconds (see bot/clock.py)
    clock_shortcut_seconds: float | None = Field(None, ge=0, validation_alias="CLOCK_SHORTCUT_SECONDS")
    # min seconds between two calls in one group chat (Telegram allows 20 a minute: 3.2 s is 18.75)
    group_edit_interval: float = Field(3.2, ge=0, validation_alias="GROUP_EDIT_INTERVAL_SECONDS")
    # seconds per call in one private chat, sustained (Telegram allows about one a second) ...
    private_edit_interval: float = Field(1.0, ge=0, validation_alias="PRIVATE_EDIT_INTERVAL_SECONDS")
    # ... and how many calls may go at once after a quiet spell
    private_burst: int = Field(2, ge=1, validation_alias="PRIVATE_BURST")
    # a player who is only watching gets the newest frame after this many seconds (a burst is one edit)
    watch_delay_seconds: float = Field(2.0, ge=0, validation_alias="WATCH_DELAY_SECONDS")
    # retries of one Bot API call answered 429 (too many requests)
    max_retries: int = Field(8, ge=0, validation_alias="MAX_RETRIES")
    # max Bot API calls per second over all chats (Telegram: ~30)
    global_rate: float = Field(25.0, gt=0, validation_alias="GLOBAL_RATE_PER_SECOND")
    # «Ваш ход» message with sound when a person is waited for
    turn_pings: bool = Field(True, validation_alias="TURN_PINGS")
    # ... only after they were waited for this long without acting ...
    ping_delay_seconds: float = Field(10.0, ge=0, validation_alias="PING_DELAY_SECONDS")
    # ... and at most once per this per person and room
    ping_interval_seconds: float = Field(60.0, ge=0, validation_alias="PING_INTERVAL_SECONDS")
    # seconds one long-polling getUpdates request waits for news
    polling_timeout: int = Field(30, ge=0, validation_alias="POLLING_TIMEOUT")
    # time in the game (bot/clock.py)
    window_seconds: float = Field(5.0, ge=0, validation_alias="BURA_WINDOW_SECONDS")  # Bura's «Стоп!» window
    claim_seconds: float = Field(3.0, ge=0, validation_alias="BURA_CLAIM_SECONDS")  # Bura's counter-claim
    # progress bar edits in the private message
    bar_refresh_seconds: float = Field(1.0, ge=0, validation_alias="BAR_REFRESH_SECONDS")
    # silence before «Поторопить» appears
    hurry_after_seconds: float = Field(120.0, ge=0, validation_alias="HURRY_AFTER_SECONDS")
    # at most one reminder per player per this
    hurry_interval_seconds: float = Field(120.0, ge=0, validation_alias="HURRY_INTERVAL_SECONDS")
    # wait for an unreachable player ...
    pause_seconds: float = Field(86400.0, ge=0, validation_alias="PAUSE_SECONDS")
    # ... when every other seat is a computer
    pause_computer_seconds: float = Field(300.0, ge=0, validation_alias="PAUSE_COMPUTER_SECONDS")
    # a room ends this long after its last action
    room_ttl_seconds: float = Field(86400.0, ge=0, validation_alias="ROOM_TTL_SECONDS")
    # closed rooms' deal records are kept this long
    record_retention_days: float = Field(30.0, ge=0, validation_alias="RECORD_RETENTION_DAYS")

    @classmethod
    def settings_customise_sources(
        cls,
        settings_cls: type[BaseSettings],
        init_settings: PydanticBaseSettingsSource,
        env_settings: PydanticBaseSettingsSource,
        dotenv_settings: PydanticBaseSettingsSource,
        file_secret_settings: PydanticBaseSettingsSource,
    ) -> tuple[PydanticBaseSettingsSource, ...]:
        """Given values over the process environment over ``.env``; no secrets directory."""
        if _READ_PROCESS_ENV.get():
            return init_settings, env_settings, dotenv_settings
        return init_settings, dotenv_settings

    @classmethod
    def of(cls, **values: Any) -> Settings:
        """These values (by field name) and the defaults, checked; neither the environment nor ``.env``
        is read (tests, embedding). A bad value raises pydantic's ValidationError."""
        with _process_env(read=False):
            return cls(_env_file=None, **values)

    @model_validator(mode="before")
    @classmethod
    def _blank_means_default(cls, data: Any) -> Any:
        """Strip text values; a blank one (``KEY=`` or spaces) is left out, so the default applies."""
        if not isinstance(data, dict):
            return data
        out = {}
        for key, value in data.items():
            if isinstance(value, str):
                value = value.strip()
                if not value:
                    continue
            out[key] = value
        return out

    @field_validator("bot_token")
    @classmethod
    def _token_shape(cls, value: SecretStr) -> SecretStr:
        left, sep, right = value.get_secret_value().partition(":")
        if not (sep and left.isdigit() and right) or any(c.isspace() for c in right):
            raise ValueError("does not look like a token from @BotFather (digits, a colon, then letters)")
        return value

    @field_validator("telegram_api_url")
    @classmethod
    def _api_url(cls, value: str) -> str:
        if not value.startswith(("http://", "https://")):
            raise ValueError("must be an http:// or https:// URL")
        return value.rstrip("/")

    @field_validator("database_path", mode="before")
    @classmethod
    def _database_url(cls, value: Any) -> Any:
        return database_path(value) if isinstance(value, str) else value

    @field_validator("default_locale", "ai_level", mode="before")
    @classmethod
    def _lower(cls, value: Any) -> Any:
        return value.lower() if isinstance(value, str) else value

    @field_validator("default_locale", "ai_level")
    @classmethod
    def _one_of(cls, value: str, info: ValidationInfo) -> str:
        choices = LOCALES if info.field_name == "default_locale" else AI_LEVELS
        if value not in choices:
            raise ValueError(f"must be one of {', '.join(choices)}")
        return value


ENV_NAMES: dict[str, str] = {name: str(f.validation_alias) for name, f in Settings.model_fields.items()}
"""Field name → environment variable, for every setting (``.env.example`` lists exactly these)."""

_NO_ECHO = {"bot_token", "telegram_api_url", "database_path"}  # values not repeated in messages


@contextmanager
def _process_env(*, read: bool) -> Iterator[None]:
    previous = _READ_PROCESS_ENV.set(read)
    try:
        yield
    finally:
        _READ_PROCESS_ENV.reset(previous)


def database_path(url: str) -> Path:
    """``sqlite:///relative/path``, ``sqlite:////absolute/path`` or a plain path."""
    if url.startswith("sqlite:///"):
        path = url[len("sqlite:///") :]
        if not path:
            raise ValueError("names no file (sqlite:///data/kozyr.sqlite3 is the default)")
        return Path(path)
    if url.startswith(("postgres://", "postgresql://", "postgresql+")):
        raise ValueError(
            "is a PostgreSQL URL; PostgreSQL is not supported yet, use sqlite:///path or a file path"
        )
    if "://" in url:
        raise ValueError("must be an SQLite URL (sqlite:///path) or a file path")
    return Path(url)


def _explain(error: Mapping[str, Any]) -> str:
    """One sentence for one pydantic error, naming the variable and never the token."""
    loc = str(error["loc"][0]) if error["loc"] else ""
    field = next((name for name, env in ENV_NAMES.items() if loc in (name, env)), None)
    var = ENV_NAMES[field] if field else loc
    kind, ctx = error["type"], error.get("ctx") or {}
    value = error.get("input")
    got = "" if field in _NO_ECHO or isinstance(value, dict) else f", got {value!r}"
    if kind == "missing":
        return f"{var} is required (see .env.example)"
    if kind in ("float_parsing", "float_type"):
        return f"{var} must be a number{got}"
    if kind in ("int_parsing", "int_type", "int_from_float"):
        return f"{var} must be a whole number{got}"
    if kind == "finite_number":
        return f"{var} must be a finite number{got}"
    if kind in ("bool_parsing", "bool_type"):
        return f"{var} must be on or off{got}"
    if kind == "greater_than_equal" and ctx.get("ge") == 0:
        return f"{var} must not be negative{got}"
    if kind == "greater_than":
        return f"{var} must be greater than {ctx.get('gt'):g}{got}"
    if kind == "value_error":
        return f"{var} {ctx.get('error')}{got}"
    return f"{var}: {error['msg']}{got}"


def load_settings(env: Mapping[str, str] | None = None, env_file: Path | None = Path(".env")) -> Settings:
    """Settings from ``env`` (default: the process environment) over the ``.env`` file (None: no file).

    Raises :class:`SettingsError` naming every bad variable."""
    given: dict[str, str] = {}
    if env is not None:  # our variables, case-insensitive; a blank one is ignored, as in the environment
        known = set(ENV_NAMES.values())
        given = {key.upper(): value for key, value in env.items() if key.upper() in known and value.strip()}
    try:
        with _process_env(read=env is None):
            return Settings(_env_file=env_file, **given)  # type: ignore[arg-type]
    except ValidationError as exc:
        raise SettingsError("; ".join(_explain(e) for e in exc.errors())) from None
