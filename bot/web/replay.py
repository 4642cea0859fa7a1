"""``GET <path>api/replay/<token>[?lang=xx]`` — a finished deal's replay, for anyone with its token
(issue 46): no initData, the token is the permission (a link shared in a chat shows the deal).

The answer: ``{"game", "seats", "options", "deal", "deals", "draw", "frames", "names", "verified", "said",
"strings", "style", "lang", "rtl", "link", "share", "share_text"}`` —
``frames`` as :func:`engines.replay.build` makes them (the table after each move, every hand face
up: the deal is over), ``deal`` the deal's number in its match (from 1), ``names`` one
per seat in the asked language: a person's first name, «Игрок N» for a person who used /forget,
«Компьютер N» for a computer; ``verified`` whether the deal's record passes every check of
``python -m engines verify`` (the ✅ beside the replay); ``said`` each frame's move in words,
``strings`` the cards' names for screen readers (as the table model's); ``link`` the bot's direct
link that opens this replay (``startapp=r<token>``; "" without WEBAPP_SHORT_NAME), ``share`` Telegram's
share page for it ("" likewise) and ``share_text`` the words it is shared with (the page's
«Поделиться»); ``marks`` the kept reviews' mistakes («🔎 Разбор», ``bot/rooms/reviews.py``), one list
per seat (``[]`` for a seat not reviewed): the indices of the deal's actions the review names,
costliest first (action ``i`` is the move that leads to frame ``i + 1``).
``{"error": "unavailable"}`` (404) for a token nobody was given.
"""

from __future__ import annotations

import logging
from collections import OrderedDict
from collections.abc import Callable
from typing import Any, Protocol

from aiohttp import web

from bot import games
from bot.i18n import RTL, Translator, pick_language
from bot.render.context import Ctx
from bot.render.replays import direct_link, share_url
from bot.rooms.records import verify_record
from bot.storage.replays import TOKEN
from bot.web.tablemodel import card_names
from engines import replay
from engines.fairness import DECK_SIZES
from engines.protocol import EngineError
from engines.registry import game_class

log = logging.getLogger(__name__)

#: the replays built lately, by token (a shared link is opened by many people at once)
CACHED = 64


class Replays(Protocol):
    async def replay(self, token: str) -> tuple[dict[str, Any], list[int | str | None]] | None: ...
    async def review_marks(self, token: str) -> dict[int, list[int]]: ...


class ReplayApi:
    def __init__(self, rooms: Callable[[], Replays | None], default_locale: str = "") -> None:
        """``rooms``: the room service once the bot runs (the sandbox serves before it starts)."""
        self.rooms = rooms
        self.default_locale = default_locale
        self._built: OrderedDict[str, dict[str, Any]] = OrderedDict()
        #: the bot's direct link to its Mini App (WEBAPP_SHORT_NAME), given once the bot runs ("": none)
        self.app_link = ""

    def register(self, app: web.Application, path: str) -> None:
        app.router.add_get(path + "api/replay/{token}", self.get)

    async def get(self, request: web.Request) -> web.Response:
        token = request.match_info["token"]
        rooms = self.rooms()
        found = await rooms.replay(token) if rooms is not None and TOKEN.match(token) else None
        if found is None:
            return web.json_response({"error": "unavailable"}, status=404)
        record, people = found
        built = self._built.get(token)
        if built is None:
            try:
                built = {**replay.build(record), "verified": verify_record(record)}
            except EngineError as exc:  # a stored deal that does not replay: a bug, never the asker's
                log.error("replay %s does not replay: %s", token[:4], exc)
                return web.json_response({"error": "unavailable"}, status=404)
            self._built[token] = built
            while len(self._built) > CACHED:
                self._built.popitem(last=False)
        self._built.move_to_end(token)
        lang = request.query.get("lang") or None
        t = Translator(pick_language(None, lang, self.default_locale))
        names = [
            t("computer-name", n=seat + 1) if who is None
            else t("player-name", n=seat + 1) if who == 0 else str(who)
            for seat, who in enumerate(people)
        ]
        game = built["game"]
        style = deck_style(game)
        link = direct_link(self.app_link, token) if self.app_link else ""
        text = t("replay-share-text", game=t(f"game-{game}"))
        kept = await rooms.review_marks(token) if rooms is not None else {}
        marks = [kept.get(seat, []) for seat in range(len(people))]
        return web.json_response({
            **built, "deal": built["deal"] + 1, "names": names, "lang": t.lang, "rtl": t.lang in RTL,
            "style": style, "said": said(game, built["frames"], names, t, style),
            "strings": card_names(t.lang, style == "italian", DECK_SIZES.get(game, 36)),
            "link": link, "share": share_url(link, text) if link else "", "share_text": text,
            "marks": marks,
        })


def deck_style(game: str) -> str:
    """The deck the replay draws: Italian-suited for a game whose cards are (Scopa), else French."""
    ui = games.get(game)
    return "italian" if ui.glyph("KD", "italian") != ui.glyph("KD", "french") else "french"


def said(game: str, frames: list[dict[str, Any]], names: list[str], t: Translator, style: str) -> list[str]:
    """Each frame's move in words, as the chat's buttons name it («Аня: Отбиться: Q♥ на 9♥»);
    the clock's moves (Bura's window closing) in words of their own; "" for the dealt table."""
    ui, cls = games.get(game), game_class(game)
    ctx = Ctx(t=t, bot_username="", style=style)
    out = []
    for f in frames:
        data = f["action"]
        if data is None:
            out.append("")
            continue
        action = cls.parse_action(data)
        if action.seat is None:
            out.append(t("table-page-replay-clock"))
        else:
            out.append(f"{names[action.seat]}: {ui.action_label(action, ctx)}")
    return out
