"""Every user-visible sentence comes from ``bot/locales/<lang>/kozyr.ftl`` (Fluent; CLDR plural rules,
so Russian «1 карта, 2 карты, 5 карт» come out right)."""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

from fluent.runtime import FluentBundle, FluentResource

LOCALES_DIR = Path(__file__).resolve().parent / "locales"  # inside the package, so wheels carry it
# A language is its catalogue in LOCALES_DIR and its code here (also DEFAULT_LOCALE's choices).
LANGUAGES = ("ru", "en")


@cache
def bundle(lang: str) -> FluentBundle:
    b = FluentBundle([lang], use_isolating=False)
    b.add_resource(FluentResource((LOCALES_DIR / lang / "kozyr.ftl").read_text(encoding="utf-8")))
    return b


def pick_language(chosen: str | None, telegram: str | None, default: str) -> str:
    """The profile's choice, else the Telegram language (ru/uk/be → ru, en → en), else the default."""
    if chosen in LANGUAGES:
        return str(chosen)
    code = (telegram or "").lower()
    if code.startswith(("ru", "uk", "be", "kk")):
        return "ru"
    if code.startswith("en"):
        return "en"
    return default


class Translator:
    def __init__(self, lang: str) -> None:
        self.lang = lang if lang in LANGUAGES else "ru"
        self._bundle = bundle(self.lang)

    def __call__(self, key: str, **args: Any) -> str:
        b = self._bundle
        if not b.has_message(key):
            fallback = bundle("en")
            if not fallback.has_message(key):
                return key
            b = fallback
        message = b.get_message(key)
        if message.value is None:
            return key
        text, _errors = b.format_pattern(message.value, args)
        return str(text)

    def has(self, key: str) -> bool:
        return self._bundle.has_message(key)
