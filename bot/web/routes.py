"""What the bot's web server (webhook mode) and the sandbox serve at the path of ``WEBAPP_URL``:

    GET  <path>                the Mini App's page (``page.py``)
    GET  <path>table?room=R    the table page (``tablepage.py``): a room as the person sees it, live
    GET  <path>api/record?room=R&match=M&deal=D
                               the record of a finished deal, with the asker's seat:
                               ``{"record", "seat", "deal"}``; only for a person who played the
                               match, proved by Telegram's signed initData in the request's
                               ``X-Telegram-Init-Data`` header
    POST <path>api/ready       ``{"room", "randomness"}`` with the same header: «Готово» pressed in
                               the Mini App (the deck check's page, or the table page's «Готово»,
                               «Следующая раздача», «Ещё партию»); ``randomness`` (64 lowercase
                               hex digits: 32 bytes the browser drew with crypto.getRandomValues)
                               becomes the person's contribution ``<id>:app:<hex>``; the answer is
                               ``{"ok", "answer", "text"}`` — the room's reply and its sentence in
                               the person's language, as a press's answer would say it

    GET  <path>api/table…, POST <path>api/table/press
                               the table page's model, its live stream and its presses
                               (``bot/web/table.py``, the model ``bot/web/tablemodel.py``)
    POST <path>api/table/say, POST <path>api/table/report
                               table talk on the table page (``bot/web/tabletalk.py``)
    GET  <path>api/replay/<token>
                               a finished deal's replay, for anyone with its token: no initData
                               (``bot/web/replay.py``)

A refusal is ``{"error": code}`` — ``unsigned`` (401: no initData, or not Telegram's signature for
this bot), ``stale`` (401: signed too long ago), ``players`` (403: the person did not play that
match), ``unavailable`` (404: no such finished deal), ``malformed`` (400: not 64 hex digits, not
JSON or nested too deep; 413: a body over :data:`MAX_BODY` bytes),
``too-fast`` (429: more presses than PRESSES_PER_SECOND allows) — which the page puts in words.
A person is who Telegram's signature says, never what the request names.
"""

from __future__ import annotations

import logging
import re
from typing import Any

from aiohttp import web

from bot.chat.middlewares import Throttle
from bot.i18n import Translator, pick_language
from bot.rooms.service import RoomService
from bot.web import initdata, jsonbody
from bot.web.page import page_html
from bot.web.replay import ReplayApi
from bot.web.table import MAX_AGE_SECONDS as TABLE_MAX_AGE
from bot.web.table import TableApi
from bot.web.tablepage import table_html
from bot.web.tabletalk import TalkApi

log = logging.getLogger(__name__)

INIT_DATA_HEADER = initdata.HEADER
_ROOM = re.compile(r"^[A-Za-z0-9_-]{1,32}$")
_STATUS = {"unsigned": 401, "stale": 401, "players": 403, "unavailable": 404, "too-fast": 429}
_RANDOMNESS = re.compile(r"^[0-9a-f]{64}$")
#: the largest request body the API reads, and its deepest nesting (its body is one flat object)
MAX_BODY = 4096 + 512
MAX_DEPTH = 4


def refused(code: str) -> web.Response:
    return web.json_response({"error": code}, status=_STATUS.get(code, 400))


class WebAppRoutes:
    """The Mini App's page and its API, for one bot (its token checks initData) and its rooms."""

    def __init__(
        self, rooms: RoomService | None, token: str, path: str, *, throttle: Throttle | None = None,
        default_locale: str = "",
    ) -> None:
        """``rooms`` None: not yet known (the sandbox serves the page before its bot starts); the
        API then answers ``unavailable``. ``throttle``: each person's pace of «Готово» here
        (PRESSES_PER_SECOND, PRESS_BURST)."""
        self.rooms = rooms
        self.token = token
        self.path = path if path.endswith("/") else path + "/"
        # (not ``throttle or …``: a Throttle with no one in it yet has len() 0, and is falsy)
        self.throttle = throttle if throttle is not None else Throttle(4.0, 8)
        self.default_locale = default_locale
        self._page: str | None = None
        #: the table page's API; its ``face`` (the running bot's parts) is given once the bot runs
        self.table = TableApi(token, self.throttle)
        self.replays = ReplayApi(lambda: self.rooms, default_locale)

    def register(self, app: web.Application) -> None:
        app.router.add_get(self.path, self.page)
        app.router.add_get(self.path + "table", self.table_page)
        app.router.add_get(self.path + "api/record", self.record)
        app.router.add_post(self.path + "api/ready", self.ready)
        self.table.register(app, self.path)
        TalkApi(self.table).register(app, self.path)
        self.replays.register(app, self.path)

    async def page(self, request: web.Request) -> web.Response:
        if self._page is None:
            self._page = page_html(api=True)
        return web.Response(text=self._page, content_type="text/html", headers={"Cache-Control": "no-cache"})

    async def table_page(self, request: web.Request) -> web.Response:
        """The table page: one document, the same for everyone; what it shows comes from the API."""
        return web.Response(
            text=table_html(), content_type="text/html", headers={"Cache-Control": "no-cache"}
        )

    def user_id(self, request: web.Request) -> int:
        """The person Telegram's initData in the request vouches for; raises initdata.Refused."""
        return initdata.user_of(self.token, request.headers.get(INIT_DATA_HEADER, "")).id

    async def ready(self, request: web.Request) -> web.Response:
        """«Готово» in the Mini App, with the browser's own randomness: from the deck check's page
        (opened by its button a moment ago) or from the table page, which stays open through a match
        — so initData is accepted as long as the table's presses accept it (``bot/web/table.py``)."""
        try:
            user = initdata.user_of(
                self.token, request.headers.get(INIT_DATA_HEADER, ""), max_age=TABLE_MAX_AGE
            )
        except initdata.Refused as exc:
            log.info("refused a Mini App «Ready»: %s initData", exc.code)
            return refused(exc.code)
        if not self.throttle.allow(user.id):
            return refused("too-fast")
        try:
            body = await jsonbody.read(request, max_bytes=MAX_BODY, max_depth=MAX_DEPTH)
        except jsonbody.BadBody as exc:  # too large (413), not JSON or nested too deep (400)
            log.info("refused a Mini App «Ready»: its body is %s", exc)
            return web.json_response({"error": "malformed"}, status=exc.status)
        room = body.get("room") if isinstance(body, dict) else None
        randomness = body.get("randomness") if isinstance(body, dict) else None
        if not isinstance(room, str) or not _ROOM.match(room) or not isinstance(randomness, str) \
                or not _RANDOMNESS.match(randomness):
            return refused("malformed")
        if self.rooms is None:
            return refused("unavailable")
        reply = await self.rooms.ready_app(room, user.id, bytes.fromhex(randomness))
        t = Translator(pick_language(None, user.language_code, self.default_locale))
        text = t(reply.key, **reply.args) if reply.key else ""
        return web.json_response({"ok": reply.key == "ready-ok", "answer": reply.key, "text": text})

    async def record(self, request: web.Request) -> web.Response:
        try:
            user_id = self.user_id(request)
        except initdata.Refused as exc:
            log.info("refused a deck check's record: %s initData", exc.code)
            return refused(exc.code)
        room, match, deal = _deal_of(request.query)
        rooms = self.rooms
        if room is None or rooms is None:
            return refused("unavailable")
        seat = await rooms.seat_in_match(room, match, user_id)
        if seat is None:
            return refused("players")
        record = await rooms.record(room, match, deal)
        if record is None:
            return refused("unavailable")
        return web.json_response({"record": record, "seat": seat, "deal": deal})


def _deal_of(query: Any) -> tuple[str | None, int, int]:
    """(room, match, deal) from the query; room None when any of them is malformed."""
    room, match, deal = query.get("room", ""), query.get("match", ""), query.get("deal", "")
    if not _ROOM.match(room) or not match.isdigit() or not deal.isdigit() or len(match + deal) > 12:
        return None, 0, 0
    return room, int(match), int(deal)
