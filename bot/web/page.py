"""The deck-check page as one self-contained HTML document: ``static/index.html`` with its style,
``static/fair.js`` (the fair-deck procedure in the browser), ``static/moves.js`` (a record's
moves replayed by the rules) and ``static/app.js`` (the page) inlined,
and the page's sentences — the ``webapp-*`` keys of every catalogue in ``locales/`` — embedded,
each as a template whose ``{name}`` marks the page fills in.

The bot's web server serves this document as the Mini App (``api=True``: it may ask the server for a
deal's record and take «Готово»); ``kozyr verify-page`` writes it to a file (``api=False``), which
works opened from disk: a record dropped on it is checked with nothing sent anywhere.
"""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path

from bot.i18n import FALLBACK, LANGUAGES, LOCALES_DIR, RTL, Translator

STATIC = Path(__file__).resolve().parent / "static"
PREFIX = "webapp-"
#: the page's sentences also name some of the bot's buttons, and its replay of a dropped record
#: borrows the table page's replay words, by these keys
BORROWED = (
    "btn-record", "table-page-status-replay", "table-page-replay-dealt", "table-page-replay-move",
    "table-page-replay-first", "table-page-replay-back", "table-page-replay-forward",
    "table-page-replay-last", "table-page-replay-hands", "table-page-table", "table-page-stock",
    "table-page-trump", "table-empty",
)  # fmt: skip
_VARIABLE = re.compile(r"\{\s*\$([a-z_]+)\s*\}")


@cache
def sentences(lang: str, prefix: str, borrowed: tuple[str, ...] = ()) -> dict[str, str]:
    """A page's sentences in ``lang``: every key starting with ``prefix`` and the ``borrowed`` ones,
    key -> text, a variable ``$name`` written ``{name}`` for the page to fill in. (A plural select
    on such a variable takes its default variant: a page's sentences say numbers without one.)"""
    keys = "|".join([re.escape(prefix) + "[a-z0-9-]+", *map(re.escape, borrowed)])
    pattern = re.compile(rf"^({keys}) =(.*(?:\n[ \t]+.*)*)", re.MULTILINE)
    t = Translator(lang)
    source = (LOCALES_DIR / FALLBACK / "kozyr.ftl").read_text(encoding="utf-8")
    out = {}
    for key, body in pattern.findall(source):
        names = set(_VARIABLE.findall(body))
        out[key] = t(key, **{name: "{" + name + "}" for name in names})
    return out


def strings(lang: str) -> dict[str, str]:
    """The deck check's sentences in ``lang`` (``webapp-*`` and the borrowed button names)."""
    return sentences(lang, PREFIX, BORROWED)


def script(text: str) -> str:
    """Text safe inside a <script> element."""
    return text.replace("</", "<\\/")


def page_html(*, api: bool) -> str:
    """The whole page. ``api``: it was served by the bot and may call its ``api/`` beside it."""
    config = {"api": api, "languages": list(LANGUAGES), "fallback": FALLBACK, "rtl": sorted(RTL),
              "strings": {lang: strings(lang) for lang in LANGUAGES}}
    html = (STATIC / "index.html").read_text(encoding="utf-8")
    parts = {
        "/*STYLE*/": (STATIC / "app.css").read_text(encoding="utf-8"),
        "/*CONFIG*/": script(json.dumps(config, ensure_ascii=False)),
        "/*FAIR*/": script((STATIC / "fair.js").read_text(encoding="utf-8")),
        "/*MOVES*/": script((STATIC / "moves.js").read_text(encoding="utf-8")),
        "/*APP*/": script((STATIC / "app.js").read_text(encoding="utf-8")),
    }
    for mark, text in parts.items():
        html = html.replace(mark, text, 1)
    return html


def write_page(path: Path) -> Path:
    """``kozyr verify-page``: the page, for use without the bot (a record dropped on it)."""
    path.write_text(page_html(api=False), encoding="utf-8")
    return path
