"""Table talk on the table page (issue 45, item 1), beside the table's API (``bot/web/table.py``):

    POST <path>api/table/say       ``{"room", "text"}`` (free words) or ``{"room", "phrase": <index>}``
                                   (one of ``bot/chat/talk.py``'s PHRASES), header initData
    POST <path>api/table/report    ``{"room", "seat"}``: «⚠️ Пожаловаться» on a line of that seat's

Both go through the chat's own rules (``bot/chat/talk.py``: seated at a running table without a
group, talk on, phrases only during a team deal with people as partners, the per-person limit shared
with the chat, somebody who hears), so the page and the chat are one person's talk. The others seated
get the line on their open pages (the stream's ``event: talk``) or in their chat, as the rules say.

Answers: ``{"ok": true, "answer": null, "text": "", "line": <the line as the speaker's page shows
it>}``; a refusal of the rules ``{"ok": false, "answer": <locale key>, "text": <its words>,
"alert": false, "phrases": <phrases only now>}`` — answered every time: an answer to a request
costs no chat a message, unlike the chat's refusals, which are said at most once a second; the
limit's ``too-fast`` is 429 with ``"text"``, as a press the chat's throttle refuses. A report is
answered ``{"ok", "answer", "text", "alert": true}``. Bad bodies are 400/413 with one log line, a
room that does not exist 404 and a busy database 503 ``busy``, as for presses.
"""

from __future__ import annotations

import logging
from typing import Any

from aiogram.utils.web_app import WebAppUser
from aiohttp import web

from bot.chat.talk import PHRASES, TALK_TEXT_LIMIT, Refused, Said
from bot.chat.talk import report as report_to
from bot.chat.viewers import Snapshot
from bot.i18n import Translator
from bot.model import Room
from bot.storage import StorageBusy
from bot.web.table import TableApi, TableFace, refused
from bot.web.tablemodel import Viewer, context

log = logging.getLogger(__name__)

#: the largest body of ``say``: TALK_TEXT_LIMIT characters of any script as JSON, even every one
#: escaped (``\uXXXX``, an emoji two of them: 12 bytes); a report's body is tiny
SAY_MAX_BODY = 16 * 1024
REPORT_MAX_BODY = 1024


class TalkApi:
    """The talk routes of one table API (its initData check, its pace, its running bot)."""

    def __init__(self, table: TableApi) -> None:
        self.table = table

    def register(self, app: web.Application, path: str) -> None:
        app.router.add_post(path + "api/table/say", self.say)
        app.router.add_post(path + "api/table/report", self.report)

    async def say(self, request: web.Request) -> web.Response:
        try:
            return await self._say(request)
        except StorageBusy:  # nothing said: the page may say it again
            return refused("busy")

    async def report(self, request: web.Request) -> web.Response:
        try:
            return await self._report(request)
        except StorageBusy:
            return refused("busy")

    async def _say(self, request: web.Request) -> web.Response:
        got = await self.table.signed_body(request, "say", SAY_MAX_BODY)
        if isinstance(got, web.Response):
            return got
        user, body = got
        said = _said(body)
        if said is None:
            log.info("refused a table say: neither words nor a phrase")
            return refused("malformed")
        face = self.table.face
        state = await face.presenter.state(body["room"]) if face is not None else None
        if face is None or state is None:
            return refused("unavailable")
        room = state[0]
        outcome = await face.talk.say(room, user.id, said, face.presenter, face.outbox)
        if not isinstance(outcome, Refused):
            return web.json_response({"ok": True, "answer": None, "text": "", "line": outcome.line})
        t = await _translator(face, room, state[1], user)
        text = t(outcome.key, **outcome.args)
        if outcome.key == "talk-too-fast":
            return refused("too-fast", text=text)
        out = {"ok": False, "answer": outcome.key, "text": text, "alert": False, "phrases": outcome.phrases}
        return web.json_response(out)

    async def _report(self, request: web.Request) -> web.Response:
        got = await self.table.signed_body(request, "report", REPORT_MAX_BODY)
        if isinstance(got, web.Response):
            return got
        user, body = got
        seat = body.get("seat")
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < 16 or len(body) != 2:
            log.info("refused a table report: no seat in its body")
            return refused("malformed")
        face = self.table.face
        state = await face.presenter.state(body["room"]) if face is not None else None
        if face is None or state is None:
            return refused("unavailable")
        key, args = await report_to(face.presenter, state[0], user.id, seat)
        t = await _translator(face, *state, user)
        out = {"ok": key == "talk-reported", "answer": key, "text": t(key, **args), "alert": True}
        return web.json_response(out)


def _said(body: dict[str, Any]) -> Said | None:
    """The body's words or phrase; None: neither, both, or not what they should be."""
    text, phrase = body.get("text"), body.get("phrase")
    if len(body) != 2 or (text is None) == (phrase is None):
        return None
    if text is not None:
        if not isinstance(text, str) or not text.strip():
            return None
        return Said(text=text.strip()[:TALK_TEXT_LIMIT])
    if not isinstance(phrase, int) or isinstance(phrase, bool) or not 0 <= phrase < len(PHRASES):
        return None
    return Said(phrase=phrase)


async def _translator(face: TableFace, room: Room, snap: Snapshot, user: WebAppUser) -> Translator:
    """The person's language, as their table page's model speaks it (a watcher's too)."""
    viewer = Viewer(user.id, user.language_code)
    return (await context(face.presenter, room, snap, viewer, seated=room.seat_of(user.id) is not None)).t
