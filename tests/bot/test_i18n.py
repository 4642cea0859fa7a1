"""The locales (``bot/locales/<lang>/kozyr.ftl``): both languages hold the same sentences, every key
the code uses exists, Russian plurals come out right, the user's language is chosen sensibly, and the
tests' own tr()/fragment() helpers find what the bot sends. These tests check wording on purpose, so
they hold literal Russian and English text."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bot.i18n import LOCALES_DIR, Translator, pick_language
from tests.bot.conftest_bot import fragment, tr


def _keys(lang: str) -> set[str]:
    text = (LOCALES_DIR / lang / "kozyr.ftl").read_text(encoding="utf-8")
    return set(re.findall(r"^([a-z][a-z0-9_-]*) =", text, flags=re.M))


def test_both_languages_hold_the_same_sentences() -> None:
    assert _keys("ru") == _keys("en")
    assert len(_keys("ru")) > 150


def test_every_key_used_in_the_code_exists() -> None:
    code = "\n".join(p.read_text(encoding="utf-8") for p in Path("bot").rglob("*.py"))
    used = set(re.findall(r'\bt\(\s*"([a-z0-9_-]+)"', code)) | set(re.findall(r'Reply\("([a-z-]+)"', code))
    assert len(used) > 50, used  # the patterns still find the code's keys
    missing = used - _keys("ru")
    assert not missing, missing


def test_every_key_used_in_the_tests_exists() -> None:
    """A test that names a key the locales lack would wait for a sentence that can never come."""
    code = "\n".join(p.read_text(encoding="utf-8") for p in Path("tests/bot").glob("*.py"))
    used = set(re.findall(r'\b(?:tr|fragment)\(\s*"([a-z0-9_-]+)"', code)) - {"no-such-key"}  # see below
    assert len(used) > 30, used
    assert not used - _keys("ru"), used - _keys("ru")


def test_russian_plurals() -> None:
    t = Translator("ru")
    assert [t("cards-count", n=n) for n in (1, 2, 5, 11, 21, 22, 25)] == [
        "1 карта", "2 карты", "5 карт", "11 карт", "21 карта", "22 карты", "25 карт"
    ]
    assert Translator("en")("cards-count", n=1) == "1 card"
    assert Translator("en")("cards-count", n=3) == "3 cards"


def test_language_choice() -> None:
    assert pick_language(None, "ru-RU", "en") == "ru"
    assert pick_language(None, "uk", "en") == "ru"
    assert pick_language(None, "en-GB", "ru") == "en"
    assert pick_language(None, "de", "en") == "en"
    assert pick_language("en", "ru", "ru") == "en"


def test_tr_and_fragment_helpers() -> None:
    assert tr("err-stale") == "Этот ход уже недоступен — карты обновлены."
    assert tr("cards-count", "en", n=3) == "3 cards"
    # the longest literal line outside placeables, found in every rendering of the message
    assert fragment("btn-mode") == "Режим:"
    assert fragment("pause-resumed") == "вернулся, игра продолжается с того же места."
    assert fragment("pause-resumed") in tr("pause-resumed", game="Дурак", names="Bob")
    assert fragment("invite-forward", "en") in tr("invite-forward", "en", url="https://t.me/x?start=jABC")
    with pytest.raises(AssertionError):
        tr("no-such-key")
    with pytest.raises(AssertionError):
        fragment("no-such-key", "en")
