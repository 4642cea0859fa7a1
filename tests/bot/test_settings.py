"""Settings (bot/config.py): defaults, the environment over ``.env``, one clear error per bad value that
names the variable, the token never shown, and ``.env.example`` listing exactly the settings."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from pydantic import ValidationError

from bot.config import AI_LEVELS, ENV_NAMES, LOCALES, Settings, SettingsError, load_settings

REPO = Path(__file__).resolve().parents[2]
TOKEN = "42:SECRET-token_value"


def load(**env: str) -> Settings:
    return load_settings({"BOT_TOKEN": TOKEN, **env}, env_file=None)


def test_defaults() -> None:
    s = load()
    assert s.bot_token.get_secret_value() == TOKEN
    assert s.telegram_api_url == "https://api.telegram.org"
    assert s.database_path == Path("data/kozyr.sqlite3")
    # no DEFAULT_LOCALE: each person's Telegram language, English when Kozyr does not speak it
    assert (s.default_locale, s.fallback_locale, s.ai_level, s.ai_think_ms) == ("", "en", "heuristic", 300.0)
    assert (s.computer_delay, s.clock_shortcut_seconds) == (1.0, None)
    assert (s.group_edit_interval, s.private_edit_interval, s.global_rate) == (3.2, 1.0, 25.0)
    pings = (s.private_burst, s.watch_delay_seconds, s.ping_delay_seconds, s.ping_interval_seconds)
    assert pings == (2, 2.0, 10.0, 60.0)
    assert (s.max_retries, s.polling_timeout, s.turn_pings) == (8, 30, True)
    assert (s.window_seconds, s.claim_seconds, s.bar_refresh_seconds) == (5.0, 3.0, 1.0)
    assert (s.hurry_after_seconds, s.hurry_interval_seconds) == (120.0, 120.0)
    assert (s.pause_seconds, s.pause_computer_seconds) == (86400.0, 300.0)
    assert (s.room_ttl_seconds, s.record_retention_days) == (86400.0, 30.0)


def test_every_setting_is_read_from_its_variable() -> None:
    s = load(
        TELEGRAM_API_URL="http://127.0.0.1:8081/", DATABASE_URL="sqlite:////var/k.db", DEFAULT_LOCALE="en",
        AI_LEVEL="ismcts", AI_THINK_MS="150", COMPUTER_DELAY_SECONDS="0", CLOCK_SHORTCUT_SECONDS="0.05",
        GROUP_EDIT_INTERVAL_SECONDS="0", PRIVATE_EDIT_INTERVAL_SECONDS="0.5", MAX_RETRIES="0",
        GLOBAL_RATE_PER_SECOND="0.5", TURN_PINGS="off", POLLING_TIMEOUT="0", BURA_WINDOW_SECONDS="0.5",
        BURA_CLAIM_SECONDS="4", BAR_REFRESH_SECONDS="2", HURRY_AFTER_SECONDS="2", HURRY_INTERVAL_SECONDS="3",
        PAUSE_SECONDS="0", PAUSE_COMPUTER_SECONDS="6", ROOM_TTL_SECONDS="7", RECORD_RETENTION_DAYS="1.5",
    )
    assert s.telegram_api_url == "http://127.0.0.1:8081" and s.database_path == Path("/var/k.db")
    assert (s.default_locale, s.ai_level, s.ai_think_ms, s.computer_delay) == ("en", "ismcts", 150.0, 0.0)
    assert (s.clock_shortcut_seconds, s.group_edit_interval, s.private_edit_interval) == (0.05, 0.0, 0.5)
    assert (s.max_retries, s.global_rate, s.turn_pings, s.polling_timeout) == (0, 0.5, False, 0)
    assert (s.window_seconds, s.claim_seconds, s.bar_refresh_seconds) == (0.5, 4.0, 2.0)
    assert (s.hurry_after_seconds, s.hurry_interval_seconds, s.pause_seconds) == (2.0, 3.0, 0.0)
    assert (s.pause_computer_seconds, s.room_ttl_seconds, s.record_retention_days) == (6.0, 7.0, 1.5)


@pytest.mark.parametrize(
    ("url", "path"),
    [
        ("sqlite:///x/y.db", "x/y.db"),
        ("sqlite:////abs/k.sqlite3", "/abs/k.sqlite3"),
        ("plain/k.db", "plain/k.db"),
    ],
)
def test_database_url(url: str, path: str) -> None:
    s = load(DATABASE_URL=url)
    assert s.database_path == Path(path) and s.postgres_url is None


@pytest.mark.parametrize(
    "url", ["postgresql://kozyr:pw@db/kozyr", "postgres://db/k", "postgresql+asyncpg://kozyr:pw@db:5433/k"]
)
def test_database_url_postgres(url: str) -> None:
    s = load(DATABASE_URL=url)
    assert s.database_path is None and s.postgres_url is not None
    assert s.postgres_url.get_secret_value() == url
    assert "pw" not in s.database_label and "pw" not in repr(s)
    if ":pw@" in url:
        assert "pw" in s.secrets  # the password never reaches a log line


@pytest.mark.parametrize(
    ("env", "says"),
    [
        ({"BOT_TOKEN": ""}, "BOT_TOKEN is required"),
        ({"BOT_TOKEN": "   "}, "BOT_TOKEN is required"),
        ({"BOT_TOKEN": "SECRET-without-colon"}, "BOT_TOKEN does not look like a token"),
        ({"TELEGRAM_API_URL": "api.telegram.org"}, "TELEGRAM_API_URL must be an http:// or https:// URL"),
        ({"DATABASE_URL": "mysql://x"}, "DATABASE_URL must be an SQLite URL (sqlite:///path), a file"),
        ({"DATABASE_URL": "sqlite:///"}, "DATABASE_URL names no file"),
        ({"DEFAULT_LOCALE": "ja"}, "DEFAULT_LOCALE must be one of ru, en, it, uk, de, es, pt, pl"),
        ({"AI_LEVEL": "genius"}, "AI_LEVEL must be one of random, heuristic, ismcts, got 'genius'"),
        ({"AI_THINK_MS": "fast"}, "AI_THINK_MS must be a number, got 'fast'"),
        ({"AI_THINK_MS": "0"}, "AI_THINK_MS must be greater than 0"),
        ({"COMPUTER_DELAY_SECONDS": "-1"}, "COMPUTER_DELAY_SECONDS must not be negative"),
        ({"CLOCK_SHORTCUT_SECONDS": "-0.1"}, "CLOCK_SHORTCUT_SECONDS must not be negative"),
        ({"GROUP_EDIT_INTERVAL_SECONDS": "-3"}, "GROUP_EDIT_INTERVAL_SECONDS must not be negative"),
        ({"PRIVATE_EDIT_INTERVAL_SECONDS": "x"}, "PRIVATE_EDIT_INTERVAL_SECONDS must be a number"),
        ({"MAX_RETRIES": "2.5"}, "MAX_RETRIES must be a whole number"),
        ({"MAX_RETRIES": "-1"}, "MAX_RETRIES must not be negative"),
        ({"GLOBAL_RATE_PER_SECOND": "0"}, "GLOBAL_RATE_PER_SECOND must be greater than 0"),
        ({"GLOBAL_RATE_PER_SECOND": "-5"}, "GLOBAL_RATE_PER_SECOND must be greater than 0"),
        ({"TURN_PINGS": "sometimes"}, "TURN_PINGS must be on or off"),
        ({"POLLING_TIMEOUT": "soon"}, "POLLING_TIMEOUT must be a whole number"),
        ({"BURA_WINDOW_SECONDS": "-5"}, "BURA_WINDOW_SECONDS must not be negative"),
        ({"BURA_CLAIM_SECONDS": "three"}, "BURA_CLAIM_SECONDS must be a number"),
        ({"BAR_REFRESH_SECONDS": "-1"}, "BAR_REFRESH_SECONDS must not be negative"),
        ({"HURRY_AFTER_SECONDS": "-1"}, "HURRY_AFTER_SECONDS must not be negative"),
        ({"HURRY_INTERVAL_SECONDS": "-1"}, "HURRY_INTERVAL_SECONDS must not be negative"),
        ({"PAUSE_SECONDS": "-1"}, "PAUSE_SECONDS must not be negative"),
        ({"PAUSE_COMPUTER_SECONDS": "1e999"}, "PAUSE_COMPUTER_SECONDS must be a finite number"),
        ({"ROOM_TTL_SECONDS": "nan"}, "ROOM_TTL_SECONDS must be a finite number"),
        ({"RECORD_RETENTION_DAYS": "-30"}, "RECORD_RETENTION_DAYS must not be negative"),
    ],
)
def test_a_bad_value_is_named(env: dict[str, str], says: str) -> None:
    with pytest.raises(SettingsError) as caught:
        load(**env)
    message = str(caught.value)
    assert says in message
    assert "SECRET" not in message and "pw@" not in message
    assert "\n" not in message and "pydantic" not in message  # one sentence, not a validation dump


def test_every_bad_value_is_reported_at_once() -> None:
    with pytest.raises(SettingsError) as caught:
        load(AI_LEVEL="x", PAUSE_SECONDS="-1", TURN_PINGS="?")
    assert all(v in str(caught.value) for v in ("AI_LEVEL", "PAUSE_SECONDS", "TURN_PINGS"))


def test_choices_ignore_case_and_spaces() -> None:
    s = load(DEFAULT_LOCALE=" EN ", AI_LEVEL="Random", TURN_PINGS="OFF", AI_THINK_MS=" 50 ")
    assert (s.default_locale, s.ai_level, s.turn_pings, s.ai_think_ms) == ("en", "random", False, 50.0)
    assert len(LOCALES) == 18 and {"ru", "en", "it", "uk", "de", "kk", "fa", "ar"} <= set(LOCALES)
    assert "heuristic" in AI_LEVELS
    for code in LOCALES:  # DEFAULT_LOCALE accepts every language Kozyr speaks
        assert load(DEFAULT_LOCALE=code.upper()).default_locale == code
    assert s.fallback_locale == "en" and load(DEFAULT_LOCALE="uk").fallback_locale == "uk"


def test_env_file_comments_quotes_and_empty_values(tmp_path: Path) -> None:
    env_file = tmp_path / ".env"
    env_file.write_text(
        "# Kozyr\n"
        "\n"
        "export BOT_TOKEN='42:SECRET'\n"
        'DEFAULT_LOCALE="en"\n'
        "AI_LEVEL=\n"                      # empty: the default
        "AI_THINK_MS=   \n"                # blank: the default
        "PAUSE_SECONDS=60 # one minute\n"  # a comment after the value
        "  ROOM_TTL_SECONDS = 7\n"
        "# HURRY_AFTER_SECONDS=1\n"
        "SOMETHING_ELSE=ignored\n",
        encoding="utf-8",
    )
    s = load_settings({"DATABASE_URL": "sqlite:///x/y.db"}, env_file=env_file)
    assert s.bot_token.get_secret_value() == "42:SECRET" and s.default_locale == "en"
    assert (s.ai_level, s.ai_think_ms, s.pause_seconds, s.room_ttl_seconds) == ("heuristic", 300.0, 60.0, 7.0)
    assert s.hurry_after_seconds == 120.0 and s.database_path == Path("x/y.db")
    # the environment wins over the file; an empty variable leaves the file's value
    s = load_settings({"DEFAULT_LOCALE": "ru", "PAUSE_SECONDS": ""}, env_file=env_file)
    assert (s.default_locale, s.pause_seconds) == ("ru", 60.0)
    # a missing file is no file
    with pytest.raises(SettingsError, match="BOT_TOKEN is required"):
        load_settings({}, env_file=tmp_path / "absent.env")


def test_process_environment_over_env_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    env_file = tmp_path / ".env"
    env_file.write_text("BOT_TOKEN=1:FROMFILE\nAI_LEVEL=random\nPAUSE_SECONDS=9\n", encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("bot_token", "2:FROMENV")  # names are case-insensitive
    monkeypatch.setenv("AI_LEVEL", "")             # empty: the file's value
    monkeypatch.setenv("PAUSE_SECONDS", "8")
    s = load_settings()
    assert s.bot_token.get_secret_value() == "2:FROMENV" and s.ai_level == "random" and s.pause_seconds == 8.0
    monkeypatch.setenv("ROOM_TTL_SECONDS", "-1")
    with pytest.raises(SettingsError, match="ROOM_TTL_SECONDS must not be negative"):
        load_settings()


def test_explicit_env_ignores_the_process_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("AI_LEVEL", "ismcts")
    monkeypatch.setenv("BOT_TOKEN", "2:FROMENV")
    assert load().ai_level == "heuristic" and load().bot_token.get_secret_value() == TOKEN
    assert Settings.of(bot_token="1:x").ai_level == "heuristic"


def test_the_token_is_never_shown(tmp_path: Path) -> None:
    s = load()
    for text in (repr(s), str(s), repr(s.bot_token), str(s.bot_token), f"{s}", f"{s!r}"):
        assert "SECRET" not in text
    with pytest.raises(SettingsError) as caught:
        load(AI_LEVEL="bad", PAUSE_SECONDS="-1")
    assert "SECRET" not in str(caught.value) and "SECRET" not in repr(caught.value)
    with pytest.raises(SettingsError) as caught:
        load_settings({"BOT_TOKEN": "SECRET"}, env_file=None)
    assert "SECRET" not in str(caught.value)
    with pytest.raises(ValidationError) as invalid:  # Settings.of: pydantic's own error, without inputs
        Settings.of(bot_token="SECRET")
    assert "SECRET" not in str(invalid.value)


def test_settings_are_immutable_and_built_by_field_name(tmp_path: Path) -> None:
    s = Settings.of(bot_token="1:x", database_path=tmp_path / "k.db", computer_delay=0.0, pause_seconds=5)
    assert (s.database_path, s.computer_delay, s.pause_seconds) == (tmp_path / "k.db", 0.0, 5.0)
    with pytest.raises(ValidationError):
        s.computer_delay = 2.0  # type: ignore[misc]
    t = s.model_copy(update={"pause_seconds": 1.0})
    assert (t.pause_seconds, s.pause_seconds) == (1.0, 5.0)
    with pytest.raises(ValidationError, match="pause_seconds"):
        Settings.of(bot_token="1:x", pause_seconds=-1)


def test_env_example_lists_exactly_the_settings() -> None:
    text = (REPO / ".env.example").read_text(encoding="utf-8")
    listed = re.findall(r"^([A-Z][A-Z0-9_]*)=", text, flags=re.M)
    assert len(listed) == len(set(listed)), "a variable is listed twice"
    assert set(listed) == set(ENV_NAMES.values())
    assert len(ENV_NAMES) == len(Settings.model_fields)
    # and the example loads: every value it sets is valid
    example = dict(re.findall(r"^([A-Z][A-Z0-9_]*)=(.*)$", text, flags=re.M))
    assert load_settings({**example, "BOT_TOKEN": TOKEN}, env_file=None) == load()


def test_readme_table_lists_exactly_the_settings() -> None:
    text = (REPO / "README.md").read_text(encoding="utf-8")
    table = text[text.index("| setting | default | meaning |") :].split("\n\n", 1)[0]
    first_cells = "\n".join(line.split("|")[1] for line in table.splitlines()[2:])
    names = set(re.findall(r"`([A-Z][A-Z0-9_]+)`", first_cells))
    assert names == set(ENV_NAMES.values())


def test_webapp_short_name_is_botfathers_and_needs_the_mini_apps_url() -> None:
    """WEBAPP_SHORT_NAME (issue 45): the short name @BotFather gave the Mini App; the direct link it
    makes opens WEBAPP_URL, so it is refused without one."""
    url = "https://bot.example.org/app"
    s = load(WEBAPP_URL=url, WEBAPP_SHORT_NAME="kozyr_table")
    assert (s.webapp_url, s.webapp_short_name) == (url + "/", "kozyr_table")
    assert load(WEBAPP_URL=url).webapp_short_name == ""
    for bad in ("ab", "the table", "t" * 31, "стол", "x/y"):
        with pytest.raises(SettingsError, match="WEBAPP_SHORT_NAME must be the Mini App's short name"):
            load(WEBAPP_URL=url, WEBAPP_SHORT_NAME=bad)
    with pytest.raises(SettingsError, match="WEBAPP_SHORT_NAME needs WEBAPP_URL"):
        load(WEBAPP_SHORT_NAME="kozyr_table")
