"""The deck-check page as one self-contained HTML document: ``static/index.html`` with its style,
``static/fair.js`` (the fair-deck procedure in the browser) and ``static/app.js`` (the page) inlined,
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
#: the page's sentences also name some of the bot's buttons, by these keys
BORROWED = ("btn-record",)
_KEY = re.compile(rf"^({PREFIX}[a-z0-9-]+|{'|'.join(BORROWED)}) =(.*(?:\n[ \t]+.*)*)", re.MULTILINE)
_VARIABLE = re.compile(r"\{\s*\$([a-z_]+)\s*\}")


@cache
def strings(lang: str) -> dict[str, str]:
    """The page's sentences in ``lang``: key -> text, a variable ``$name`` written ``{name}``."""
    t = Translator(lang)
    source = (LOCALES_DIR / FALLBACK / "kozyr.ftl").read_text(encoding="utf-8")
    out = {}
    for key, body in _KEY.findall(source):
        names = set(_VARIABLE.findall(body))
        out[key] = t(key, **{name: "{" + name + "}" for name in names})
    return out


def _script(text: str) -> str:
    """Text safe inside a <script> element."""
    return text.replace("</", "<\\/")


def page_html(*, api: bool) -> str:
    """The whole page. ``api``: it was served by the bot and may call its ``api/`` beside it."""
    config = {"api": api, "languages": list(LANGUAGES), "fallback": FALLBACK, "rtl": sorted(RTL),
              "strings": {lang: strings(lang) for lang in LANGUAGES}}
    html = (STATIC / "index.html").read_text(encoding="utf-8")
    parts = {
        "/*STYLE*/": (STATIC / "app.css").read_text(encoding="utf-8"),
        "/*CONFIG*/": _script(json.dumps(config, ensure_ascii=False)),
        "/*FAIR*/": _script((STATIC / "fair.js").read_text(encoding="utf-8")),
        "/*APP*/": _script((STATIC / "app.js").read_text(encoding="utf-8")),
    }
    for mark, text in parts.items():
        html = html.replace(mark, text, 1)
    return html


def write_page(path: Path) -> Path:
    """``kozyr verify-page``: the page, for use without the bot (a record dropped on it)."""
    path.write_text(page_html(api=False), encoding="utf-8")
    return path
