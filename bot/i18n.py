"""Every user-visible sentence comes from ``locales/<lang>/kozyr.ftl`` (Fluent; CLDR plural rules,
so Russian «1 карта, 2 карты, 5 карт» come out right)."""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path
from typing import Any

from fluent.runtime import FluentBundle, FluentResource
from fluent.syntax import ast

#: each language by its own name (its endonym), the same in every catalogue: the /language and
#: /profile buttons and the language named in a sentence. A language is its catalogue in LOCALES_DIR
#: and its code here (the order of the buttons); adding one: its ``locales/<code>/kozyr.ftl``, a line
#: here, its package ``bot.locales.<code>`` in pyproject.toml.
ENDONYMS: dict[str, str] = {
    "ru": "Русский",
    "en": "English",
    "it": "Italiano",
    "uk": "Українська",
    "de": "Deutsch",
    "es": "Español",
    "pt": "Português (Brasil)",
    "pl": "Polski",
    "tr": "Türkçe",
    "be": "Беларуская",
    "kk": "Қазақша",
    "uz": "Oʻzbekcha",
    "az": "Azərbaycanca",
    "ka": "ქართული",
    "hy": "Հայերեն",
    "id": "Bahasa Indonesia",
    "fa": "فارسی",
    "ar": "العربية",
}
#: the codes of every catalogue (also DEFAULT_LOCALE's choices)
LANGUAGES: tuple[str, ...] = tuple(ENDONYMS)
#: the languages written right to left: their placeables are wrapped in Unicode isolates (FSI … PDI),
#: so a card code «10♥» or a Latin name keeps its order inside a right-to-left line
RTL = frozenset({"fa", "ar"})
#: the language of a user whose Telegram language is none of LANGUAGES (unless DEFAULT_LOCALE is set)
FALLBACK = "en"


def locales_dir(package: Path) -> Path:
    """Where the catalogues are, for the ``bot`` package in ``package``: in an installed wheel its own
    ``locales`` folder (pyproject.toml maps the package ``bot.locales`` to the top-level ``locales/``),
    else — the checkout's package, with an editable install or none — the checkout's ``locales/``."""
    installed = package / "locales"
    return installed if (installed / FALLBACK / "kozyr.ftl").is_file() else package.parent / "locales"


LOCALES_DIR = locales_dir(Path(__file__).resolve().parent)


@cache
def resource(lang: str) -> ast.Resource:
    """The catalogue of ``lang`` parsed, once per process (a few hundred milliseconds each): the
    bot's bundle and the checks on the catalogues read it here. Read only — nobody changes it."""
    return FluentResource((LOCALES_DIR / lang / "kozyr.ftl").read_text(encoding="utf-8"))


@cache
def bundle(lang: str) -> FluentBundle:
    b = FluentBundle([lang], use_isolating=lang in RTL)
    b.add_resource(resource(lang))
    return b


#: a message's or term's first line (``name =``, ``-term =``), and a placeable that names a message
#: (``{ other }``, ``{ other.attribute }``): what an entry cut out of its catalogue needs beside it
_ENTRY = re.compile(r"(-?[a-zA-Z][a-zA-Z0-9_-]*)\s*=")
_REFERENCE = re.compile(r"\{\s*([a-zA-Z][a-zA-Z0-9_-]*)(?:\.[a-zA-Z][a-zA-Z0-9_-]*)?\s*\}")


@cache
def _entry_texts(lang: str) -> dict[str, str]:
    """The catalogue of ``lang`` cut at its top-level entries, unparsed: each message's and term's
    (``-name``) own lines by its id. An entry starts at a line's first column with its id; its
    pattern's further lines are indented (or blank); a comment at the first column ends it."""
    entries: dict[str, list[str]] = {}
    current: list[str] | None = None
    for line in (LOCALES_DIR / lang / "kozyr.ftl").read_text(encoding="utf-8").splitlines():
        if start := _ENTRY.match(line):
            current = entries.setdefault(start.group(1), [])
            current.append(line)
        elif line.startswith("#"):
            current = None
        elif current is not None:  # indented, blank, or a select expression's closing brace
            current.append(line)
    return {name: "\n".join(lines) for name, lines in entries.items()}


@cache
def partial_bundle(lang: str, keys: frozenset[str]) -> FluentBundle:
    """A bundle of ``lang`` that holds only the messages ``keys`` (with every term and every message
    they name), parsed from their own lines: the bot's profile at start-up needs a dozen messages of
    every catalogue, and parsing all of them costs a second or more of CPU (:func:`resource`)."""
    texts = _entry_texts(lang)
    chosen: set[str] = set()
    todo = [name for name in texts if name in keys or name.startswith("-")]
    while todo:
        name = todo.pop()
        if name in chosen:
            continue
        chosen.add(name)
        todo += [ref for ref in _REFERENCE.findall(texts[name]) if ref in texts]
    b = FluentBundle([lang], use_isolating=lang in RTL)
    b.add_resource(FluentResource("\n".join(texts[name] for name in texts if name in chosen) + "\n"))
    return b


def pick_language(chosen: str | None, telegram: str | None, default: str = "") -> str:
    """The profile's choice, else the Telegram language when Kozyr speaks it (``it-IT`` → it), else
    ``default`` (DEFAULT_LOCALE) when set, else English."""
    if chosen in LANGUAGES:
        return str(chosen)
    code = (telegram or "").lower().replace("_", "-").split("-")[0]
    if code in LANGUAGES:
        return code
    return default if default in LANGUAGES else FALLBACK


def isolated(text: str, lang: str) -> str:
    """``text`` between FSI and PDI in a right-to-left language (as Fluent wraps a placeable there):
    a name or a card code joined to a line in code, not through a catalogue, keeps its order and
    does not turn the line's direction."""
    return f"\u2068{text}\u2069" if lang in RTL else text


def ltr(text: str, lang: str) -> str:
    """``text`` between LRI and PDI in a right-to-left language: card codes («10♥ ← J♥», «(7♠)»),
    which may hold no letter at all to tell a first-strong isolate their direction, stay left to
    right in a line the code composes."""
    return f"\u2066{text}\u2069" if lang in RTL else text


def endonym(lang: str) -> str:
    """The language ``lang`` by its own name («Deutsch», «فارسی»), whatever the reader's language."""
    return ENDONYMS.get(lang, lang)


class Translator:
    def __init__(self, lang: str, only: frozenset[str] | None = None) -> None:
        """``only``: the translator needs just these messages (the catalogues are then parsed in
        part, :func:`partial_bundle`; any other key reads as the key itself)."""
        self.lang = lang if lang in LANGUAGES else FALLBACK
        self._only = only
        self._bundle = bundle(self.lang) if only is None else partial_bundle(self.lang, only)

    def __call__(self, key: str, **args: Any) -> str:
        b = self._bundle
        if not b.has_message(key):
            fallback = bundle(FALLBACK) if self._only is None else partial_bundle(FALLBACK, self._only)
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
