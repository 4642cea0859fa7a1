"""Settings: the only place that reads the environment (and an optional ``.env`` file).

``Settings`` is a pydantic-settings model: every setting is one field with its default, its
environment variable (the field's alias, case-insensitive) and its check. An empty value
(``AI_LEVEL=`` in ``.env``) means the default. ``load_settings()`` is the entry point: it turns a
validation failure into a :class:`SettingsError` that names the variable and never holds the token.

Every duration is a setting so tests can run the bot in fractions of a second.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from pathlib import Path
from typing import Any, Literal
from urllib.parse import urlparse, urlsplit, urlunsplit

from pydantic import Field, SecretStr, ValidationError, ValidationInfo, field_validator, model_validator
from pydantic_settings import BaseSettings, PydanticBaseSettingsSource, SettingsConfigDict

from bot.i18n import FALLBACK, LANGUAGES
from bot.rules.seasons import SeasonLength
from engines.ai import LEVELS

DEFAULT_API_URL = "https://api.telegram.org"
LOCALES: tuple[str, ...] = LANGUAGES  # DEFAULT_LOCALE's choices: locales/' catalogues (bot/i18n.py)
AI_LEVELS: tuple[str, ...] = LEVELS  # AI_LEVEL's choices (engines/ai)
#: what Telegram accepts as a webhook's secret_token (1-256 of these), here at least 16 long
SECRET_RE = re.compile(r"[A-Za-z0-9_-]{16,256}")
#: a Mini App's short name as @BotFather accepts it (/newapp)
SHORT_NAME_RE = re.compile(r"[A-Za-z0-9_]{3,30}")


class SettingsError(ValueError):
    """A missing or malformed setting (the message never contains the token); ``missing``: the
    variables that were required and not given."""

    def __init__(self, message: str, missing: tuple[str, ...] = ()) -> None:
        super().__init__(message)
        self.missing = missing


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
    # an SQLite file (the default; one process) or postgresql://… (one or several workers); read it
    # as database_path or postgres_url. Settings.of(database_path=…) is taken too
    database_url: SecretStr = Field(
        SecretStr("sqlite:///data/kozyr.sqlite3"), validation_alias="DATABASE_URL"
    )
    # empty: each person in their Telegram language, English when Kozyr does not speak it; set: that
    # language instead of English (a profile choice or a spoken Telegram language still come first)
    default_locale: str = Field("", validation_alias="DEFAULT_LOCALE")
    ai_level: str = Field("heuristic", validation_alias="AI_LEVEL")
    ai_think_ms: float = Field(300.0, gt=0, validation_alias="AI_THINK_MS")
    # worker processes for the search computers: None = the machine's cores, 0 = threads
    ai_processes: int | None = Field(None, ge=0, validation_alias="AI_PROCESSES")
    # «🔎 Разбор» (issue 46): the reviews one person may ask for in an hour (a review kept is shown
    # again at no cost), and how hard a review looks (engines.ai.review.Settings: determinizations
    # per candidate, search iterations per decision, decisions judged again, their determinizations)
    reviews_per_hour: int = Field(5, ge=0, validation_alias="REVIEWS_PER_HOUR")
    review_samples: int = Field(48, ge=1, validation_alias="REVIEW_SAMPLES")
    review_iterations: int = Field(800, ge=1, validation_alias="REVIEW_ITERATIONS")
    review_refine: int = Field(6, ge=0, validation_alias="REVIEW_REFINE")
    review_refine_samples: int = Field(256, ge=1, validation_alias="REVIEW_REFINE_SAMPLES")
    # «💡 Подсказка» (issue 46): how hard a hint looks (engines.ai.hint.Settings: the search's
    # iterations, the determinizations that value the move and its alternative)
    hint_iterations: int = Field(800, ge=1, validation_alias="HINT_ITERATIONS")
    hint_samples: int = Field(32, ge=1, validation_alias="HINT_SAMPLES")
    # the CPU priority of the reviews' and hints' worker (``nice``; bot/rooms/ai_pool.py): 19, also in
    # Linux's idle class, takes only CPU nothing else wants; 10, the computers' priority, a share of it
    review_niceness: int = Field(19, ge=10, le=19, validation_alias="REVIEW_NICENESS")
    # games a person needs in a period to be ranked on a group's /top board
    stats_min_games: int = Field(3, ge=1, validation_alias="STATS_MIN_GAMES")
    # ratings (issue 32): two people's matches of one game against each other move their ratings at
    # most this many times per window; further matches between them are played and counted, unrated
    rating_pair_games: int = Field(10, ge=1, validation_alias="RATING_PAIR_GAMES")
    rating_pair_window_seconds: float = Field(86400.0, gt=0, validation_alias="RATING_PAIR_WINDOW_SECONDS")
    # rating seasons (issue 47): UTC calendar months, ISO weeks, quarters or years; a season's rows
    # are kept this many days after its last result (/stats' best season, /top global's past ones)
    season_length: SeasonLength = Field("month", validation_alias="SEASON_LENGTH")
    season_retention_days: float = Field(730.0, gt=0, validation_alias="SEASON_RETENTION_DAYS")
    # seconds a computer seat waits before acting
    computer_delay: float = Field(1.0, ge=0, validation_alias="COMPUTER_DELAY_SECONDS")
    # None = the rules' seconds (see bot/rooms/deadlines.py)
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
    # hands in the group: «🃏 Мои карты» on a group table answers with the presser's hand as an
    # ephemeral message in the group (seen by them only; README «Hands in the group»)
    group_hands: bool = Field(True, validation_alias="GROUP_HANDS")
    # ... which a bot that is not the group's administrator may send only this many seconds after
    # the press it answers (Telegram: about 15; the rest is margin for the group's pace)
    ephemeral_answer_seconds: float = Field(12.0, ge=0, validation_alias="EPHEMERAL_ANSWER_SECONDS")
    # ephemeral calls (hands in the group) per minute in one group, on a budget of their own; 0: none
    # of their own — counted with the group's own calls, at its pace (Telegram has not published
    # its limits for ephemeral messages: raise this only once it does)
    ephemeral_per_minute: float = Field(0.0, ge=0, validation_alias="EPHEMERAL_PER_MINUTE")
    # how long the bot trusts what it learnt of its administrator right in a group
    admin_check_seconds: float = Field(300.0, ge=0, validation_alias="ADMIN_CHECK_SECONDS")
    # «Ваш ход»: the hand anew, with sound, when a person is waited for
    turn_pings: bool = Field(True, validation_alias="TURN_PINGS")
    # ... only after they were waited for this long without acting ...
    ping_delay_seconds: float = Field(10.0, ge=0, validation_alias="PING_DELAY_SECONDS")
    # ... and at most once per this per person and room
    ping_interval_seconds: float = Field(60.0, ge=0, validation_alias="PING_INTERVAL_SECONDS")
    # the commands menu, description and short description in every language brought up to date at
    # each start (bot/chat/bot_profile.py); off: left as they are (set in @BotFather)
    bot_profile: bool = Field(True, validation_alias="BOT_PROFILE")
    # seconds one long-polling getUpdates request waits for news
    polling_timeout: int = Field(30, ge=0, validation_alias="POLLING_TIMEOUT")
    # time in the game (bot/rooms/deadlines.py)
    window_seconds: float = Field(5.0, ge=0, validation_alias="BURA_WINDOW_SECONDS")  # Bura's «Стоп!» window
    claim_seconds: float = Field(3.0, ge=0, validation_alias="BURA_CLAIM_SECONDS")  # Bura's counter-claim
    # progress bar edits in the private message
    bar_refresh_seconds: float = Field(1.0, ge=0, validation_alias="BAR_REFRESH_SECONDS")
    # silence before «Поторопить» appears
    hurry_after_seconds: float = Field(120.0, ge=0, validation_alias="HURRY_AFTER_SECONDS")
    # at most one reminder per player per this
    hurry_interval_seconds: float = Field(120.0, ge=0, validation_alias="HURRY_INTERVAL_SECONDS")
    # silence of the player to act before the others may hand the seat to the computer
    absent_after_seconds: float = Field(180.0, ge=0, validation_alias="ABSENT_AFTER_SECONDS")
    # Durak: once every attack card is covered, how long the round waits for throw-ins (a new room's
    # default; each room may change it or switch it off)
    throw_in_wait_seconds: float = Field(10.0, ge=0, validation_alias="THROW_IN_WAIT_SECONDS")
    # Bura and Scopa against computers only: the pause to read a deal's result before the next one
    next_deal_seconds: float = Field(6.0, ge=0, validation_alias="NEXT_DEAL_SECONDS")
    # wait for an unreachable player ...
    pause_seconds: float = Field(86400.0, ge=0, validation_alias="PAUSE_SECONDS")
    # ... when every other seat is a computer
    pause_computer_seconds: float = Field(300.0, ge=0, validation_alias="PAUSE_COMPUTER_SECONDS")
    # a room ends this long after its last action
    room_ttl_seconds: float = Field(86400.0, ge=0, validation_alias="ROOM_TTL_SECONDS")
    # closed rooms' deal records are kept this long
    record_retention_days: float = Field(30.0, ge=0, validation_alias="RECORD_RETENTION_DAYS")
    # the sandbox (``kozyr --sandbox``): its page's port on 127.0.0.1 ...
    sandbox_port: int = Field(8580, ge=1, le=65535, validation_alias="SANDBOX_PORT")
    # ... and its database (None: a temporary file, gone when the sandbox stops)
    sandbox_database: Path | None = Field(None, validation_alias="SANDBOX_DATABASE")
    # each person's presses and commands: this many a second on average, bursts of PRESS_BURST;
    # the excess is answered at once with «too fast» and does nothing
    press_rate: float = Field(4.0, gt=0, validation_alias="PRESSES_PER_SECOND")
    press_burst: int = Field(8, ge=1, validation_alias="PRESS_BURST")
    # open rooms one person may have created, and open rooms one group may hold
    max_rooms_per_user: int = Field(5, ge=1, validation_alias="MAX_OPEN_ROOMS_PER_USER")
    max_rooms_per_chat: int = Field(10, ge=1, validation_alias="MAX_OPEN_ROOMS_PER_CHAT")
    # open lobbies (rooms not playing yet) one person may sit in at once: joining another is refused
    max_lobbies_per_user: int = Field(5, ge=1, validation_alias="MAX_OPEN_LOBBIES_PER_USER")
    # how long one action waits for a database another process holds before it fails (milliseconds)
    db_busy_timeout_ms: int = Field(500, ge=0, validation_alias="DB_BUSY_TIMEOUT_MS")
    # PostgreSQL (several workers): how often each worker looks for deadlines another worker armed
    # and did not fire (it died), and after how long a room whose turn stands still is redrawn and
    # its computers restarted by any worker
    deadline_sweep_seconds: float = Field(1.0, gt=0, validation_alias="DEADLINE_SWEEP_SECONDS")
    watch_seconds: float = Field(15.0, gt=0, validation_alias="WATCH_SECONDS")
    # PostgreSQL and webhook mode: python -m bot starts this many worker processes sharing the port
    workers: int = Field(1, ge=1, le=64, validation_alias="WORKERS")
    # PostgreSQL: connections each worker keeps open (the database's max_connections is shared by all)
    db_pool_size: int = Field(10, ge=2, le=200, validation_alias="DB_POOL_SIZE")
    # SQLite's durability (PRAGMA synchronous): NORMAL loses at most the last actions on a power
    # cut (never on a crash of the bot); FULL loses none, at a cost per action
    sqlite_synchronous: Literal["OFF", "NORMAL", "FULL", "EXTRA"] = Field(
        "NORMAL", validation_alias="SQLITE_SYNCHRONOUS"
    )
    # webhook mode (empty WEBHOOK_URL: long polling, the default): the public URL Telegram posts updates
    # to (its path is the one the bot's server answers), the secret every such request must carry ...
    webhook_url: str = Field("", validation_alias="WEBHOOK_URL")
    webhook_secret: SecretStr | None = Field(None, validation_alias="WEBHOOK_SECRET")
    # ... and where the bot's HTTP server listens (webhook, /healthz, /metrics) behind the reverse proxy
    webhook_host: str = Field("127.0.0.1", validation_alias="WEBHOOK_HOST")
    webhook_port: int = Field(8080, ge=0, le=65535, validation_alias="WEBHOOK_PORT")
    # the Mini App (the deck check in the player's browser, «Готово» with their own randomness): the
    # public HTTPS address of its page; the bot's server (webhook mode) serves it at that path. Empty:
    # no Mini App buttons
    webapp_url: str = Field("", validation_alias="WEBAPP_URL")
    # the Mini App's short name in @BotFather (/newapp): groups get the direct link to the table,
    # https://t.me/<bot>/<short name>?startapp=t<room>, which opens WEBAPP_URL. Empty: no link
    webapp_short_name: str = Field("", validation_alias="WEBAPP_SHORT_NAME")
    # log lines: text (default) or json (one object a line, with the room id where a room is involved)
    log_format: Literal["text", "json"] = Field("text", validation_alias="LOG_FORMAT")
    # how much: info = the bot's own lines; debug adds APScheduler's line per job run and aiogram's
    # per update (bot/plumbing/logs.py)
    log_level: Literal["debug", "info", "warning", "error"] = Field("info", validation_alias="LOG_LEVEL")

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

    @property
    def fallback_locale(self) -> str:
        """The language of someone whose own Kozyr does not speak: DEFAULT_LOCALE, else English."""
        return self.default_locale or FALLBACK

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
        if "database_path" in out:  # Settings.of(database_path=Path(…)): an SQLite file
            out["database_url"] = str(out.pop("database_path"))
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

    @field_validator("webhook_url")
    @classmethod
    def _webhook_url(cls, value: str) -> str:
        if not value:  # polling
            return value
        parsed = urlparse(value)
        if parsed.scheme not in ("http", "https") or not parsed.hostname:
            raise ValueError("must be the public https:// URL Telegram sends updates to")
        return value

    @field_validator("webapp_url")
    @classmethod
    def _webapp_url(cls, value: str) -> str:
        if not value:
            return value
        parsed = urlparse(value)
        if parsed.scheme != "https" or not parsed.hostname or parsed.query or parsed.fragment:
            raise ValueError("must be the public https:// address of the Mini App's page")
        return value if parsed.path.endswith("/") else value + "/"

    @field_validator("webapp_short_name")
    @classmethod
    def _webapp_short_name(cls, value: str) -> str:
        if value and not SHORT_NAME_RE.fullmatch(value):
            raise ValueError("must be the Mini App's short name in @BotFather: 3 to 30 letters, digits or _")
        return value

    @field_validator("webhook_secret")
    @classmethod
    def _webhook_secret(cls, value: SecretStr | None) -> SecretStr | None:
        if value is not None and not SECRET_RE.fullmatch(value.get_secret_value()):
            raise ValueError(
                "must be 16 to 256 characters: letters, digits, _ and - "
                "(e.g. the output of openssl rand -hex 32)"
            )
        return value

    @model_validator(mode="after")
    def _webhook_needs_secret(self) -> Settings:
        if self.webhook_url and self.webhook_secret is None:
            raise ValueError(
                "WEBHOOK_SECRET is required with WEBHOOK_URL (e.g. the output of openssl rand -hex 32)"
            )
        return self

    @model_validator(mode="after")
    def _short_name_needs_url(self) -> Settings:
        if self.webapp_short_name and not self.webapp_url:
            raise ValueError("WEBAPP_SHORT_NAME needs WEBAPP_URL: the Mini App's page the link opens")
        return self

    @property
    def webhook_path(self) -> str:
        """The path of WEBHOOK_URL: where the bot's server takes Telegram's updates."""
        return urlparse(self.webhook_url).path or "/"

    @property
    def webapp_path(self) -> str:
        """The path of WEBAPP_URL (ending with /): where the bot's server serves the Mini App."""
        return urlparse(self.webapp_url).path or "/"

    @property
    def secrets(self) -> list[str]:
        """The values no log line may show: the token and the webhook's secret."""
        out = [self.bot_token.get_secret_value()]
        if self.webhook_secret is not None:
            out.append(self.webhook_secret.get_secret_value())
        if self.postgres_url is not None:
            password = urlsplit(self.postgres_url.get_secret_value()).password
            if password:
                out.append(password)
        return out

    @field_validator("sandbox_database", mode="before")
    @classmethod
    def _sandbox_database(cls, value: Any) -> Any:
        return database_path(value) if isinstance(value, str) else value

    @field_validator("database_url")
    @classmethod
    def _database_url(cls, value: SecretStr) -> SecretStr:
        url = value.get_secret_value()
        if not is_postgres_url(url):
            database_path(url)  # raises for what is neither
        return value

    @property
    def postgres_url(self) -> SecretStr | None:
        """DATABASE_URL when it is PostgreSQL's."""
        return self.database_url if is_postgres_url(self.database_url.get_secret_value()) else None

    @property
    def database_path(self) -> Path | None:
        """The SQLite file, unless DATABASE_URL is PostgreSQL's."""
        url = self.database_url.get_secret_value()
        return None if is_postgres_url(url) else database_path(url)

    @property
    def database_label(self) -> str:
        """The database for logs and messages (a PostgreSQL password left out)."""
        return redacted(self.database_url.get_secret_value())

    @field_validator("default_locale", "ai_level", mode="before")
    @classmethod
    def _lower(cls, value: Any) -> Any:
        return value.lower() if isinstance(value, str) else value

    @field_validator("log_format", "log_level", mode="before")
    @classmethod
    def _lower_format(cls, value: Any) -> Any:
        return value.lower() if isinstance(value, str) else value

    @field_validator("sqlite_synchronous", mode="before")
    @classmethod
    def _upper(cls, value: Any) -> Any:
        return value.upper() if isinstance(value, str) else value

    @field_validator("default_locale", "ai_level")
    @classmethod
    def _one_of(cls, value: str, info: ValidationInfo) -> str:
        choices = LOCALES if info.field_name == "default_locale" else AI_LEVELS
        if info.field_name == "default_locale" and value == "":
            return value
        if value not in choices:
            raise ValueError(f"must be one of {', '.join(choices)}")
        return value


ENV_NAMES: dict[str, str] = {name: str(f.validation_alias) for name, f in Settings.model_fields.items()}
"""Field name → environment variable, for every setting (``.env.example`` lists exactly these)."""

# values not repeated in messages
_NO_ECHO = {"bot_token", "telegram_api_url", "database_url", "sandbox_database"}
_NO_ECHO |= {"webhook_url", "webhook_secret"}


@contextmanager
def _process_env(*, read: bool) -> Iterator[None]:
    previous = _READ_PROCESS_ENV.set(read)
    try:
        yield
    finally:
        _READ_PROCESS_ENV.reset(previous)


def is_postgres_url(url: str) -> bool:
    return url.startswith(("postgres://", "postgresql://", "postgresql+"))


def asyncpg_url(url: str) -> str:
    """``postgresql+asyncpg://`` (SQLAlchemy's spelling) → ``postgresql://``."""
    scheme, rest = url.split("://", 1)
    return ("postgresql" if scheme.startswith("postgresql+") else scheme) + "://" + rest


def redacted(url: str) -> str:
    """The URL without its password, for logs and messages."""
    parts = urlsplit(url)
    if parts.password is None:
        return url
    host = parts.netloc.rsplit("@", 1)[-1]
    return urlunsplit(parts._replace(netloc=f"{parts.username or ''}:***@{host}"))


def database_path(url: str) -> Path:
    """``sqlite:///relative/path``, ``sqlite:////absolute/path`` or a plain path."""
    if url.startswith("sqlite:///"):
        path = url[len("sqlite:///") :]
        if not path:
            raise ValueError("names no file (sqlite:///data/kozyr.sqlite3 is the default)")
        return Path(path)
    if "://" in url:
        raise ValueError(
            "must be an SQLite URL (sqlite:///path), a file path or a PostgreSQL URL (postgresql://…)"
        )
    return Path(url)


def _field(error: Mapping[str, Any]) -> str | None:
    loc = str(error["loc"][0]) if error["loc"] else ""
    return next((name for name, env in ENV_NAMES.items() if loc in (name, env)), None)


def _variable(error: Mapping[str, Any]) -> str:
    field = _field(error)
    return ENV_NAMES[field] if field else (str(error["loc"][0]) if error["loc"] else "")


def _explain(error: Mapping[str, Any]) -> str:
    """One sentence for one pydantic error, naming the variable and never the token."""
    field, var = _field(error), _variable(error)
    kind, ctx = error["type"], error.get("ctx") or {}
    value = error.get("input")
    got = "" if field in _NO_ECHO or isinstance(value, dict) else f", got {value!r}"
    if kind == "missing" and var == "BOT_TOKEN":
        return (
            "BOT_TOKEN is required: the token @BotFather gave your bot, in the environment or in a file "
            f"named .env in the folder you start from ({Path.cwd()}), as a line BOT_TOKEN=123456:ABC…"
        )
    if kind == "missing":
        return f"{var} is required"
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
        return f"{var} {ctx.get('error')}{got}".strip()
    return f"{var}: {error['msg']}{got}"


def load_settings(
    env: Mapping[str, str] | None = None,
    env_file: Path | None = Path(".env"),
    *,
    overrides: Mapping[str, Any] | None = None,
) -> Settings:
    """Settings from ``env`` (default: the process environment) over the ``.env`` file (None: no file);
    ``overrides`` (by field name) win over both (the sandbox sets its own token and server).

    Raises :class:`SettingsError` naming every bad variable."""
    given: dict[str, str] = {}
    if env is not None:  # our variables, case-insensitive; a blank one is ignored, as in the environment
        known = set(ENV_NAMES.values())
        given = {key.upper(): value for key, value in env.items() if key.upper() in known and value.strip()}
    try:
        with _process_env(read=env is None):
            return Settings(_env_file=env_file, **given, **(overrides or {}))  # type: ignore[arg-type]
    except ValidationError as exc:
        missing = tuple(_variable(e) for e in exc.errors() if e["type"] == "missing")
        raise SettingsError("; ".join(_explain(e) for e in exc.errors()), missing) from None
