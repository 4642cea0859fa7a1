"""The table page's API (issue 45), served at the path of ``WEBAPP_URL`` beside the deck check
(``bot/web/routes.py`` registers it):

    GET  <path>api/table?room=R          the table model (``bot/web/tablemodel.py``) of the person
                                         Telegram's initData (header ``X-Telegram-Init-Data``) names
    GET  <path>api/table/events?room=R&auth=<initData>
                                         server-sent events: ``event: state`` with ``id: <turn>`` and
                                         the model, at once and then whenever what this person sees
                                         changes (an identical model is not sent again); ``: ping``
                                         every :data:`PING_SECONDS`; a reconnect gets the newest state
    POST <path>api/table/press           ``{"room", "data"}``: a button of the model pressed
    POST <path>api/table/say, …/report   table talk (``bot/web/tabletalk.py``); its lines come to the
                                         stream as ``event: talk``

**A press is a chat button's press.** ``data`` is a payload the chat's buttons carry (a move, the
lobby's, joining a group's table, surrender, hurry, take-over, leave, end …; :data:`PRESSABLE`), of
the room named. It is fed
to the app's dispatcher as a Telegram update would be — a callback query from the person initData
names, its id ``web:<random>`` (``bot/outbox/local.py``), without a message (it was pressed on no
chat message) — so it passes the same middlewares (the press throttle, the user's row, «🤖 back at
my seat»), the same handler, the same kernel and its guards, and the same «a press means what it
showed» rule (a move names itself, the turn and the context it was drawn in). The handler's answer
is caught for the request instead of going to Telegram: ``{"ok", "answer" (its locale key),
"text", "alert", "model"}``. Any other payload is ``malformed`` (400) and nothing is fed.

**The chat stays quiet while the page is open** (``bot/chat/quiet.py``): a stream marks its
person's page of the room open when it starts (``api.table_seen(…, opened=True)``), renews it every
:data:`RENEW_SECONDS` and, when the last stream of that page here ends, marks it closed
(``api.table_gone``) — not when the server stops: the page reconnects in a moment, and the row
expires by itself. A press from the page takes the quiet back (``opened=True``) should a press in
the chat have given it up.

Refusals are ``{"error": code}``: ``unsigned``/``stale`` (401), ``malformed`` (400, or 413 for a body
over :data:`MAX_BODY` bytes; one log line, never a traceback), ``unavailable`` (404: no such room,
or the bot is not running yet), ``too-fast`` (429: the API's pace, PRESSES_PER_SECOND, or the chat's
press throttle, or more than :data:`STREAMS_PER_PERSON` open streams), ``busy`` (503).

**How old initData may be.** Telegram signs initData when the Mini App opens and never renews it
while the page stays open; the table stays open through a match and its rematches, so its
signature is accepted for :data:`MAX_AGE_SECONDS` (8 hours: a long evening at one table), not the
deck check's hour. Older is ``stale``: the page asks to be opened again from its button, which
costs a tap and brings a fresh signature. initData is a bearer proof of who the person is; it
lives in the page's address fragment and goes only to this server.
"""

from __future__ import annotations

import asyncio
import json
import logging
import re
import secrets
from dataclasses import dataclass
from typing import Any

from aiogram import Bot, Dispatcher
from aiogram.filters.callback_data import CallbackData
from aiogram.types import Update
from aiogram.utils.web_app import WebAppUser
from aiohttp import web

from bot.chat.callbacks import (
    PAGE_CHAT_INSTANCE,
    Computer,
    EndGame,
    Fingerprint,
    HintPress,
    HintsSwitch,
    Hurry,
    JoinHere,
    Kick,
    Leave,
    LobbySettings,
    Lock,
    Move,
    Option,
    Ready,
    Record,
    Review,
    Rules,
    Shuffle,
    Solo,
    Surrender,
    TakeOver,
    TalkPhrase,
    Team,
    ThrowWait,
    Unready,
)
from bot.chat.middlewares import Throttle
from bot.chat.presenter import Presenter
from bot.chat.talk import TableTalk
from bot.outbox import Outbox
from bot.outbox.local import Answer, new_id
from bot.plumbing import clock
from bot.storage import StorageBusy, api
from bot.web import initdata, jsonbody
from bot.web.live import Closed, Full, Hub, Subscription
from bot.web.tablemodel import Viewer, build, same

log = logging.getLogger(__name__)

#: how long after Telegram signed it initData opens the table (see the module's docstring)
MAX_AGE_SECONDS = 8 * 3600.0
#: seconds between two ``: ping`` comments on a quiet stream (proxies close idle connections)
PING_SECONDS = 15.0
#: seconds a stream's write may wait for a page that does not read; then the stream ends
WRITE_SECONDS = 10.0
#: seconds between two renewals of an open page's row (``api.table_seen`` counts one for 60 s)
RENEW_SECONDS = 20.0
#: milliseconds an EventSource waits before it reconnects (the SSE ``retry`` field)
RETRY_MS = 2000
#: open streams one person may hold at once (tabs, devices; a page reloaded while its old stream
#: lingers: a stream learns that its page went away when a write fails, at the latest at its ping)
STREAMS_PER_PERSON = 8
#: the largest press body read, and its deepest nesting (one flat object)
MAX_BODY = 1024
MAX_DEPTH = 4
ROOM = re.compile(r"[A-Za-z0-9]{4,16}")
#: a stream's headers (``X-Accel-Buffering``: nginx passes each event on at once)
SSE_HEADERS = {"Content-Type": "text/event-stream", "Cache-Control": "no-cache", "X-Accel-Buffering": "no"}
#: the buttons a room's screen carries, by payload prefix: what a press from the table may be
PRESSABLE: dict[str, type[CallbackData]] = {
    str(cls.__prefix__): cls
    for cls in (
        Move, Ready, Unready, Computer, Option, Team, LobbySettings, Shuffle, Solo, Leave, EndGame,
        Surrender, Hurry, TakeOver, Kick, Lock, ThrowWait, Record, Fingerprint, TalkPhrase, Rules, JoinHere,
        HintPress, HintsSwitch, Review,
    )
}  # fmt: skip
_STATUS = {"unsigned": 401, "stale": 401, "unavailable": 404, "too-fast": 429, "busy": 503}


def refused(code: str, **more: Any) -> web.Response:
    return web.json_response({"error": code, **more}, status=_STATUS.get(code, 400))


def pressable(data: str, room_id: str) -> bool:
    """Is ``data`` a well-formed payload of a button a room's screen carries, of room ``room_id``
    («ℹ️ Правила» names no room: the one that sends them to the private chat)?"""
    if len(data) > 64 or not data.isascii():
        return False
    cls = PRESSABLE.get(data.partition(":")[0])
    if cls is None:
        return False
    try:
        unpacked = cls.unpack(data)
    except (TypeError, ValueError):
        return False
    if isinstance(unpacked, Rules):
        return unpacked.send == 1
    return getattr(unpacked, "room", None) == room_id


@dataclass
class TableFace:
    """What the table's API needs of the running bot (``bot/app.py`` gives it)."""

    presenter: Presenter
    hub: Hub
    dispatcher: Dispatcher
    bot: Bot
    outbox: Outbox
    #: table talk's rules and limit, shared with the chat's handlers
    talk: TableTalk


class TableApi:
    """The table's routes for one web application (the bot's server, the sandbox's page)."""

    def __init__(self, token: str, throttle: Throttle, *, max_age: float = MAX_AGE_SECONDS) -> None:
        """``throttle``: the API's own pace per person (reads, streams opened, presses); a press is
        also paced by the chat's press throttle, in the dispatcher."""
        self.token = token
        self.throttle = throttle
        self.max_age = max_age
        #: the running bot; None until it has started (the sandbox serves its page first)
        self.face: TableFace | None = None
        self._streams: dict[int, int] = {}
        #: (room, person) -> their streams open here: the last one to close says the page closed
        self._pages: dict[tuple[str, int], int] = {}
        self._open: set[Subscription] = set()
        self._stopping = False

    def register(self, app: web.Application, path: str) -> None:
        app.router.add_get(path + "api/table", self.model)
        app.router.add_get(path + "api/table/events", self.events)
        app.router.add_post(path + "api/table/press", self.press)
        app.on_shutdown.append(self._shutdown)

    async def _shutdown(self, app: web.Application) -> None:
        """The server stops: every open stream ends now (the server then waits for nothing)."""
        self._stopping = True
        for sub in list(self._open):
            sub.wake()

    def _user(self, init_data: str, what: str) -> WebAppUser:
        try:
            return initdata.user_of(self.token, init_data, max_age=self.max_age)
        except initdata.Refused as exc:
            log.info("refused a table %s: %s initData", what, exc.code)
            raise

    async def signed_body(
        self, request: web.Request, what: str, max_bytes: int
    ) -> tuple[WebAppUser, dict[str, Any]] | web.Response:
        """A signed post of the table page (a press, table talk): the person initData names, within
        their pace, and the body's object naming a room — or the refusal to answer."""
        try:
            user = self._user(request.headers.get(initdata.HEADER, ""), what)
        except initdata.Refused as exc:
            return refused(exc.code)
        if not self.throttle.allow(user.id):
            return refused("too-fast")
        try:
            body = await jsonbody.read(request, max_bytes=max_bytes, max_depth=MAX_DEPTH)
        except jsonbody.BadBody as exc:  # too large (413), not JSON or nested too deep (400)
            log.info("refused a table %s: its body is %s", what, exc)
            return web.json_response({"error": "malformed"}, status=exc.status)
        room_id = body.get("room") if isinstance(body, dict) else None
        if not isinstance(room_id, str) or not ROOM.fullmatch(room_id):
            log.info("refused a table %s: no room in its body", what)
            return refused("malformed")
        assert isinstance(body, dict)
        return user, body

    # ----- the model ----------------------------------------------------------------------------------------
    async def model(self, request: web.Request) -> web.Response:
        try:
            user = self._user(request.headers.get(initdata.HEADER, ""), "model")
        except initdata.Refused as exc:
            return refused(exc.code)
        room_id = request.query.get("room", "")
        if not ROOM.fullmatch(room_id):
            return refused("malformed")
        if not self.throttle.allow(user.id):
            return refused("too-fast")
        face = self.face
        if face is None:
            return refused("unavailable")
        try:
            found = await build(face.presenter, room_id, Viewer(user.id, user.language_code))
        except StorageBusy:
            return refused("busy")
        return web.json_response(found) if found is not None else refused("unavailable")

    # ----- the stream ---------------------------------------------------------------------------------------
    async def events(self, request: web.Request) -> web.StreamResponse:
        try:
            user = self._user(request.query.get("auth", ""), "stream")
        except initdata.Refused as exc:
            return refused(exc.code)
        room_id = request.query.get("room", "")
        if not ROOM.fullmatch(room_id):
            return refused("malformed")
        if not self.throttle.allow(user.id) or self._streams.get(user.id, 0) >= STREAMS_PER_PERSON:
            return refused("too-fast")
        face = self.face
        if face is None or self._stopping:
            return refused("unavailable")
        viewer = Viewer(user.id, user.language_code)
        self._streams[user.id] = self._streams.get(user.id, 0) + 1
        try:
            # subscribed before the first model: no change is missed
            async with face.hub.subscribe(room_id, user.id) as sub:
                self._open.add(sub)
                try:
                    return await self._stream(request, face, sub, viewer)
                finally:
                    self._open.discard(sub)
        except Full:
            log.warning("refused a table stream: %d streams are open", len(face.hub))
            return refused("busy")
        except Closed:
            return refused("unavailable")
        finally:
            left = self._streams.pop(user.id, 1) - 1
            if left > 0:
                self._streams[user.id] = left

    async def _stream(
        self, request: web.Request, face: TableFace, sub: Subscription, viewer: Viewer
    ) -> web.StreamResponse:
        try:
            shown = await build(face.presenter, sub.room_id, viewer)
        except StorageBusy:
            return refused("busy")
        if shown is None:
            return refused("unavailable")
        response = web.StreamResponse(headers=SSE_HEADERS)
        await response.prepare(request)
        page = (sub.room_id, viewer.id)
        self._pages[page] = self._pages.get(page, 0) + 1
        stopped = False
        try:
            await self._seen(face, page, opened=True)  # their chat of the room goes quiet
            await self._write(response, f"retry: {RETRY_MS}\n" + _event(shown))
            next_ping = next_renewal = clock.monotonic()
            next_ping += PING_SECONDS
            next_renewal += RENEW_SECONDS
            while True:
                try:
                    changed = await sub.wait(max(0.0, min(next_ping, next_renewal) - clock.monotonic()))
                except Closed:
                    stopped = True
                    break
                if self._stopping:
                    stopped = True
                    break
                now = clock.monotonic()
                if now >= next_renewal:
                    await self._seen(face, page)
                    next_renewal = now + RENEW_SECONDS
                if now >= next_ping:  # (woken for nothing new often enough, it still pings)
                    await self._write(response, ": ping\n\n")
                    next_ping = now + PING_SECONDS
                if not changed:
                    continue
                if request.transport is None or request.transport.is_closing():
                    break  # the page went away: no model for nobody
                said = sub.lines()
                if said:  # table talk: never stored, sent as it comes
                    await self._write(response, "".join(map(_talk_event, said)))
                    next_ping = now + PING_SECONDS
                if not sub.changed():
                    continue  # woken by words alone
                try:
                    model = await build(face.presenter, sub.room_id, viewer)
                except StorageBusy:  # the page reconnects (after RETRY_MS) and reads it then
                    log.info("a table stream of room %s ended: the database is busy", sub.room_id)
                    break
                if model is None:  # the room is gone
                    break
                if not same(model, shown):
                    await self._write(response, _event(model))
                    shown, next_ping = model, now + PING_SECONDS
        except ConnectionError:
            pass  # the page went away (aiohttp: "Cannot write to closing transport")
        except TimeoutError:
            log.info("table stream of room %s ended: its page read nothing for a while", sub.room_id)
            response.force_close()
        finally:
            left = self._pages.pop(page, 1) - 1
            if left > 0:
                self._pages[page] = left
            elif not stopped:
                # the page closed: its person's chat is drawn again. Not when the server stops: the
                # page reconnects in a moment (here or to another worker), and its row expires anyway
                await self._gone(face, page)
        return response

    @staticmethod
    async def _seen(face: TableFace, page: tuple[str, int], *, opened: bool = False) -> None:
        """The page of (room, person) is open (``opened``: just opened, or played from): their own
        chat messages of the room stay quiet (``bot/chat/quiet.py``)."""
        try:
            await api.table_seen(face.presenter.storage, *page, opened=opened)
        except Exception as exc:  # the chat is drawn meanwhile: no harm but Bot API calls
            log.warning("could not mark room %s's table page open: %s", page[0], type(exc).__name__)

    @staticmethod
    async def _gone(face: TableFace, page: tuple[str, int]) -> None:
        try:
            await api.table_gone(face.presenter.storage, *page)
        except Exception as exc:  # the row expires by itself (api.TABLE_SEEN_SECONDS)
            log.warning("could not mark room %s's table page closed: %s", page[0], type(exc).__name__)

    @staticmethod
    async def _write(response: web.StreamResponse, text: str) -> None:
        await asyncio.wait_for(response.write(text.encode()), WRITE_SECONDS)

    # ----- a press ------------------------------------------------------------------------------------------
    async def press(self, request: web.Request) -> web.Response:
        signed = await self.signed_body(request, "press", MAX_BODY)
        if isinstance(signed, web.Response):
            return signed
        user, body = signed
        room_id, data = body["room"], body.get("data")
        if not isinstance(data, str) or not pressable(data, room_id):
            return refused("malformed")
        face = self.face
        if face is None or await face.presenter.state(room_id) is None:
            return refused("unavailable")
        # played from the page: the page takes the chat's quiet back (a press in the chat gave it up)
        await self._seen(face, (room_id, user.id), opened=True)
        try:
            answer = await self._feed(face, user, data)
        except OverflowError:
            return refused("busy")
        if answer is not None and answer.key == "err-too-fast":
            return refused("too-fast", text=answer.text or "")
        try:
            model = await build(face.presenter, room_id, Viewer(user.id, user.language_code))
        except StorageBusy:  # the press is done (or refused); the page's stream brings the state
            model = None
        answered = answer is not None
        answer = answer or Answer()
        key = answer.key
        out: dict[str, Any] = {
            "ok": answered and not answer.alert and not (key or "").startswith("err-"),
            "answer": key,
            "text": answer.text or "",
            "alert": answer.alert,
            "model": model,
        }
        if answer.url:
            out["url"] = answer.url
        return web.json_response(out)

    @staticmethod
    async def _feed(face: TableFace, user: WebAppUser, data: str) -> Answer | None:
        """The press through the dispatcher, as Telegram's update of a button press; its answer
        (None: no handler answered it)."""
        query_id = new_id()
        person = {
            "id": user.id, "is_bot": False, "first_name": user.first_name or "", "last_name": user.last_name,
            "username": user.username, "language_code": user.language_code,
        }  # fmt: skip
        update = Update.model_validate(
            {
                # negative: never one of Telegram's, never remembered as delivered (``Once``)
                "update_id": -1 - secrets.randbits(52),
                "callback_query": {
                    "id": query_id, "from": person, "chat_instance": PAGE_CHAT_INSTANCE, "data": data,
                },
            },
            context={"bot": face.bot},
        )
        with face.outbox.local.capture(query_id) as captured:
            await face.dispatcher.feed_update(face.bot, update)
        if captured.answer is None:  # every handler answers its press: a bug
            log.warning("a table press %s was not answered", data.partition(":")[0])
        return captured.answer


def _talk_event(line: dict[str, Any]) -> str:
    """A table-talk line, or words the person asked for on this page (``kind`` ``notice``: «💡»,
    «🔎 Разбор»; ``event: notice``) — no ``id``: the stream's Last-Event-ID stays the last state's
    turn."""
    name = "notice" if line.get("kind") == "notice" else "talk"
    return f"event: {name}\ndata: {json.dumps(line, ensure_ascii=False, separators=(',', ':'))}\n\n"


def _event(model: dict[str, Any]) -> str:
    data = json.dumps(model, ensure_ascii=False, separators=(",", ":"))
    return f"event: state\nid: {model['turn']}\ndata: {data}\n\n"
