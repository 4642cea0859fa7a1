"""The table page (issue 45) as one self-contained HTML document: ``static/table.html`` with
``static/table.css`` and table talk's ``static/table-talk.css``, the page's scripts (:data:`MODULES`,
then the page's own :data:`PARTS`, joined in one function scope) and the suits' pictures inlined,
and the page's sentences —
the ``table-page-*`` keys of every catalogue in ``locales/`` and a few of the chat's own (``state-*``,
``waiting-for``…) — embedded, each as a template whose ``{name}`` marks the page fills in.

The page draws one JSON object, the table model of ``TABLE-MODEL.md``, which the bot's web server
sends it over server-sent events (``api/table/events``); a tap is a POST to ``api/table/press``
carrying one of the model's ``moves[].data`` or ``buttons[][].data``. The page knows no rule of any
game: what is playable is what the model lists.
"""

from __future__ import annotations

import json
from functools import cache

from bot.i18n import FALLBACK, LANGUAGES, RTL
from bot.web.page import STATIC, script, sentences

PREFIX = "table-page-"
#: the chat's own words the page uses as they are
BORROWED = (
    "table-empty", "seat-free", "waiting-for", "state-out", "state-passed", "state-taking", "btn-talk-report"
)
#: the page's style sheets and scripts, inlined in this order: modules of their own first (table
#: talk's panel: the page finds it by ``window.KozyrTalk``), then the page's script, in parts of one
#: function scope — how the page was opened, its words and state; the cards and the drawing; a
#: finished deal's replay (issue 46); the taps, presses, the live stream and the start
STYLES = ("table.css", "table-talk.css")
MODULES = ("table-talk.js",)
PARTS = ("table.js", "table-draw.js", "table-replay.js", "table-play.js")


def strings(lang: str) -> dict[str, str]:
    """The table page's sentences in ``lang``."""
    return sentences(lang, PREFIX, BORROWED)


@cache
def table_html() -> str:
    """The whole page (served at ``<WEBAPP_URL path>table``)."""
    config = {"languages": list(LANGUAGES), "fallback": FALLBACK, "rtl": sorted(RTL),
              "strings": {lang: strings(lang) for lang in LANGUAGES}}
    html = (STATIC / "table.html").read_text(encoding="utf-8")
    parts = {
        "/*STYLE*/": "\n".join(_read(name) for name in STYLES),
        "/*CONFIG*/": script(json.dumps(config, ensure_ascii=False)),
        "/*APP*/": script("\n".join([*(_read(name) for name in MODULES), _joined()])),
    }
    for mark, text in parts.items():
        html = html.replace(mark, text, 1)
    return html


def _read(name: str) -> str:
    return (STATIC / name).read_text(encoding="utf-8")


def _joined() -> str:
    """The page's own script: its parts in one function scope (they share its names; strict mode)."""
    parts = [_read(name) for name in PARTS]
    return '(function () {\n  "use strict";\n' + "\n".join(parts) + "})();\n"
