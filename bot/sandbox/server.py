"""The sandbox: the real bot against the built-in Bot API emulator, and a web page of its chats.

``kozyr --sandbox`` (or ``python -m bot --sandbox``) starts three things in one process:

- :class:`~bot.sandbox.fakeapi.FakeTelegram` on a free port of 127.0.0.1, with Telegram's flood limits
  enforced (a 429 it answers is a bug of the bot, shown in red on the page);
- the bot itself (:class:`bot.app.KozyrApp`, unchanged) pointed at it, with SQLite in a temporary file
  or the one chosen;
- a small web page (``bot/sandbox/static/``) on ``SANDBOX_PORT``: people, their private chats, groups,
  every Bot API call. The page speaks the JSON endpoints below; the tests drive the same endpoints.

Endpoints (JSON in and out):
    GET  /api/state               the world and the chats
    GET  /api/calls               the Bot API calls as server-sent events, each once, when answered
                                  (an EventSource reconnecting with Last-Event-ID goes on after it)
    POST /api/people              {"name", "language"} -> the new person
    POST /api/groups              {"title", "by"} -> a new group, the bot added to it by person ``by``
    POST /api/send                {"user", "chat", "text"}: a person writes (a command or anything)
    POST /api/press               {"user", "chat", "message_id", "data"} -> {"answer"}: a button press
                                  (``message_id`` < 0: an ephemeral message of that person's),
                                  answered when the bot answers the callback (or ``null`` after 10 s);
                                  a button the message had before an edit is still pressed with its
                                  data, as a Telegram client does; a deleted message's are not
    POST /api/open                {"user", "url", "chat"?} -> {"chat"} for a deep link to the bot (the
                                  person sends ``/start <payload>`` in private); {"url"} for the bot's
                                  direct Mini App link (``https://t.me/<bot>/<short name>?startapp=…``,
                                  a group's «🎴 Стол»): the Mini App's main URL with ``startapp`` in
                                  the signed initData's ``start_param`` and ``tgWebAppStartParam``,
                                  as Telegram opens it; {"external": url} otherwise
    GET  /api/document?chat=C&message_id=M   a document the bot sent (a deal record), as a download
    GET  /api/photo?chat=C&message_id=M      a photo the bot sent (a /stats chart), as an image
    POST /api/webapp              {"user", "url"} -> {"url"}: a Mini App button pressed — its page's
                                  address with the initData Telegram would sign for that person in
                                  its fragment (``#tgWebAppData=…``), as a Telegram client opens it
    POST /api/inline, /api/inline/choose, /api/inline/press   inline mode: ``@bot …`` typed in any
                                  chat of the page (bot/sandbox/inline_page.py)

The bot's Mini App (the deck check and the table page, ``bot/web/``) is served on the same port at
``/app/``: the bot's ``WEBAPP_URL`` is set to it, so a deal's result has its «🔍 Проверить колоду»
button and a private lobby or hand its «🎴 Стол»; ``WEBAPP_SHORT_NAME`` is :data:`WEBAPP_SHORT_NAME`,
so a group's lobby, table and hands carry the direct link that opens the same table.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import re
import secrets
import tempfile
from pathlib import Path
from typing import Any

from aiohttp import web
from pydantic import SecretStr

from bot import i18n
from bot.app import KozyrApp
from bot.config import Settings
from bot.plumbing import clock
from bot.sandbox.fakeapi import Call, FakeMessage, FakeTelegram
from bot.sandbox.inline_page import InlinePage, InlineRefused
from bot.sandbox.miniapp import MiniApp, NotOpened
from bot.sandbox.page_html import page_html
from bot.web import jsonbody
from bot.web.routes import WebAppRoutes

log = logging.getLogger(__name__)

STATIC = Path(__file__).resolve().parent / "static"
TOKEN = "424242:SANDBOX"
BOT_USERNAME = "kozyr_sandbox_bot"
PRESS_TIMEOUT = 10.0
#: seconds between two keep-alive comments on a quiet stream of calls
KEEPALIVE = 15.0
FIRST_USER_ID = 1001
FIRST_GROUP_ID = -1001
#: the app languages a simulated person may have: every language the bot speaks; ja shows the
#: English fallback for a language it does not speak
LANGUAGES = (*i18n.LANGUAGES, "ja")
#: people and a group the page starts with (the page can add more)
SEED_PEOPLE = (("Аня", "ru"), ("Борис", "ru"), ("Вера", "ru"), ("Dan", "en"))
SEED_GROUP = "Игровой клуб"
#: where the sandbox serves the bot's Mini App
WEBAPP_PATH = "/app/"
#: the Mini App's short name, as if registered in @BotFather: groups get https://t.me/<bot>/table?…
WEBAPP_SHORT_NAME = "table"
#: the page's API bodies: a message is at most 4096 characters, a body one flat object
MAX_BODY = 64 * 1024
MAX_DEPTH = 4
_IMAGE_TYPES = ((b"\x89PNG", "image/png"), (b"\xff\xd8", "image/jpeg"), (b"GIF8", "image/gif"))


class BadRequest(Exception):
    """A request of the page that cannot be done; the page shows the sentence."""


class Sandbox:
    """The emulator, the bot and the page. ``await start()`` returns the page's URL; ``await stop()``.

    ``settings``: the bot's settings; its token, Bot API URL and database are replaced by the
    sandbox's own. ``port`` 0 takes a free one. ``limit_scale`` makes the emulator's flood limits run
    that many times faster (tests; the bot's settings must then pace itself as much faster)."""

    def __init__(
        self,
        settings: Settings,
        *,
        port: int | None = None,
        database: Path | None = None,
        limit_scale: float = 1.0,
        seed: bool = True,
        host: str = "127.0.0.1",
    ) -> None:
        self.base_settings = settings
        self.port = settings.sandbox_port if port is None else port
        self.database = database if database is not None else settings.sandbox_database
        self.host = host
        self.seed = seed
        self.fake = FakeTelegram(TOKEN, BOT_USERNAME, limits=True, limit_scale=limit_scale)
        self.app: KozyrApp | None = None
        self.url = ""
        self.started_at = clock.monotonic()
        self._tmp: tempfile.TemporaryDirectory[str] | None = None
        self._runner: web.AppRunner | None = None
        self._next_user = FIRST_USER_ID
        self._next_group = FIRST_GROUP_ID
        #: names this run in the calls' event ids and the photos' addresses (a page left open over
        #: a restart starts its list again, and does not show a cached picture of the last run)
        self.instance = secrets.token_hex(4)
        self._closing = asyncio.Event()  # set by stop(): the streams of calls end
        #: the Mini App's page and API; its rooms are the bot's, once it has started
        self.webapp = WebAppRoutes(None, TOKEN, WEBAPP_PATH)
        #: inline mode on the page: ``@bot …`` in any chat, results posted "via @bot"
        self.inline = InlinePage(self.fake, timeout=PRESS_TIMEOUT)
        #: how a person's Mini App opens: a button's page, or the direct link's main URL
        self.miniapp = MiniApp(TOKEN, BOT_USERNAME, WEBAPP_SHORT_NAME)

    # ------------------------------------------------------------------ lifecycle
    async def start(self) -> str:
        await self.fake.start()
        self.started_at = clock.monotonic()
        if self.database is None:
            self._tmp = tempfile.TemporaryDirectory(prefix="kozyr-sandbox-")
            database = Path(self._tmp.name) / "sandbox.sqlite3"
        else:
            database = self.database
        try:
            # the page's server first: the bot's WEBAPP_URL is on its port
            web_app = web.Application()
            web_app.router.add_get("/", self._index)
            web_app.router.add_static("/static/", STATIC)
            web_app.router.add_get("/api/state", self._state)
            web_app.router.add_get("/api/calls", self._calls)
            web_app.router.add_get("/api/document", self._document)
            web_app.router.add_get("/api/photo", self._photo)
            for name in ("people", "groups", "send", "press", "open", "webapp"):
                web_app.router.add_post(f"/api/{name}", self._post)
            for name in ("inline", "inline/choose", "inline/press"):
                web_app.router.add_post(f"/api/{name}", self._post)
            self.webapp.register(web_app)
            self._runner = web.AppRunner(web_app, access_log=None, shutdown_timeout=1.0)
            await self._runner.setup()
            site = web.TCPSite(self._runner, self.host, self.port)
            await site.start()
            host, port = self._runner.addresses[0][:2]
            settings = self.base_settings.model_copy(
                update={
                    "bot_token": Settings.of(bot_token=TOKEN).bot_token,
                    "telegram_api_url": self.fake.base_url,
                    "database_url": SecretStr(str(database)),
                    # a Telegram client opens only https:// Mini Apps; the emulator lets the
                    # sandbox's own through (bot/sandbox/fakeapi/methods.py)
                    "webapp_url": f"http://{host}:{port}{WEBAPP_PATH}",
                    "webapp_short_name": WEBAPP_SHORT_NAME,
                }
            )
            self.miniapp.url = settings.webapp_url
            self.app = KozyrApp(settings, serve_webapp=False)  # served here, on the page's port
            await self.app.start()
            self.webapp.rooms = self.app.rooms
            self.webapp.table.face = self.app.table_face()
            assert self.app.presenter is not None
            self.webapp.replays.app_link = self.app.presenter.app_link
            if self.seed:
                people = [self.add_person(name, lang) for name, lang in SEED_PEOPLE]
                self.add_group(SEED_GROUP, people[0]["id"])
        except BaseException:
            await self.stop()
            raise
        self.url = f"http://{host}:{port}/"
        return self.url

    async def stop(self) -> None:
        self._closing.set()
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None
        if self.app is not None:
            await self.app.stop()
            self.app = None
        await self.fake.stop()
        if self._tmp is not None:
            self._tmp.cleanup()
            self._tmp = None

    # ------------------------------------------------------------------ the world
    def add_person(self, name: str, language: str) -> dict[str, Any]:
        name = name.strip()
        if not name or len(name) > 64:
            raise BadRequest("a name of 1 to 64 characters, please")
        if language not in LANGUAGES:
            raise BadRequest(f"language: one of {', '.join(LANGUAGES)}")
        user_id = self._next_user
        self._next_user += 1
        self.fake.add_user(user_id, name, language_code=language, started=False)
        return self._person(user_id)

    def add_group(self, title: str, by: Any) -> dict[str, Any]:
        title = title.strip()
        if not title or len(title) > 128:
            raise BadRequest("a group title of 1 to 128 characters, please")
        by = self._known_user(by)
        chat_id = self._next_group
        self._next_group -= 1
        self.fake.add_group(chat_id, title)
        self.fake.bot_added_to_group(chat_id, by)
        return {"id": chat_id, "title": title}

    def _person(self, user_id: int) -> dict[str, Any]:
        user = self.fake.users[user_id]
        return {
            "id": user_id,
            "name": user["first_name"],
            "language": user.get("language_code", ""),
            "started": user_id in self.fake.started,
        }

    def _known_user(self, user_id: Any) -> int:
        if not isinstance(user_id, int) or user_id not in self.fake.users:
            raise BadRequest("no such person")
        return user_id

    def _chat_of(self, user_id: int, chat_id: Any) -> int:
        """A chat the person may act in: their own private chat or a group."""
        if chat_id == user_id or (isinstance(chat_id, int) and chat_id in self.fake.groups):
            return chat_id
        raise BadRequest("that chat is not open to this person")

    # ------------------------------------------------------------------ what the page sees
    def _bot_message(self, m: FakeMessage) -> dict[str, Any]:
        rows = (m.reply_markup or {}).get("inline_keyboard", [])
        kinds = ("text", "callback_data", "url", "web_app", "switch_inline_query_chosen_chat")
        buttons = [[{k: b[k] for k in kinds if k in b} for b in row] for row in rows]
        out: dict[str, Any] = {
            "id": m.message_id,
            "from": "bot",
            "html": page_html(m.raw_text or m.text, m.parse_mode),
            "text": m.text,
            "buttons": buttons,
            "edits": m.edits,
            "rang": not m.disable_notification,
            "date": m.date,
        }
        if m.document is not None:
            out["document"] = {
                "name": m.document.get("file_name", "file"),
                "size": m.document.get("file_size"),
            }
        if m.photo:
            size = m.photo[-1]
            out["photo"] = {
                "url": f"/api/photo?chat={m.chat_id}&message_id={m.message_id}&run={self.instance}",
                "width": size.get("width", 0),
                "height": size.get("height", 0),
            }
        return out

    def chat_view(self, chat_id: int) -> dict[str, Any]:
        """A chat's messages, oldest first; a group's ephemeral messages (a hand in the group) come
        with ``for``: the one person who sees them (the page shows them to that person only), and a
        negative ``id`` (minus their ephemeral id)."""
        messages = [self._bot_message(m) for m in self.fake.chat_messages(chat_id)]
        for pos, m in enumerate(self.fake.ephemeral_messages(chat_id)):
            shown = self._bot_message(m)
            shown.update(id=-m.ephemeral_message_id, receiver=m.receiver_id, pos=m.after_message_id + 0.5)
            shown["for"] = shown.pop("receiver")
            shown["pos"] += pos / 1e6
            messages.append(shown)
        for place, posted in self.inline.in_chat(chat_id):  # posted by a person "via @bot"
            shown = self._bot_message(posted)
            shown.update(id=0, inline=posted.inline_message_id, via=self.fake.bot_username, pos=place)
            shown["by"] = self.fake.users[posted.params["from"]]["first_name"]
            messages.append(shown)
        for um in self.fake.user_messages.get(chat_id, []):
            messages.append(
                {
                    "id": um["message_id"],
                    "from": um["from"]["id"],
                    "name": um["from"]["first_name"],
                    "text": um.get("text", ""),
                    "date": um["date"],
                }
            )
        messages.sort(key=lambda m: m.pop("pos", m["id"]))
        if chat_id in self.fake.groups:
            title, kind = self.fake.groups[chat_id]["title"], "group"
        else:
            title, kind = self.fake.users[chat_id]["first_name"], "private"
        return {"id": chat_id, "title": title, "kind": kind, "messages": messages}

    def call_view(self, call: Call) -> dict[str, Any]:
        """One answered call as the page lists it (``i``: its place in the API's log of calls)."""
        return {
            "i": call.seq,
            "method": call.method,
            "chat": call.chat_id,
            "t": round(call.at - self.started_at, 3),
            "ok": call.ok,
            "code": call.error_code,
            "description": call.description,
            "limited": call.limited_by,
        }

    def state(self) -> dict[str, Any]:
        fake = self.fake
        chats = [self.chat_view(uid) for uid in fake.users] + [self.chat_view(gid) for gid in fake.groups]
        return {
            "version": f"{len(fake.calls)}.{len(fake.updates)}",
            "bot": {"username": fake.bot_username, "name": fake.bot_user["first_name"]},
            "people": [self._person(uid) for uid in fake.users],
            "groups": [{"id": gid, "title": g["title"]} for gid, g in fake.groups.items()],
            "chats": chats,
            "calls_total": len(fake.calls),
            "limited": fake.limited_count,
        }

    # ------------------------------------------------------------------ what people do
    def send(self, user: Any, chat: Any, text: Any) -> dict[str, Any]:
        user_id = self._known_user(user)
        chat_id = self._chat_of(user_id, chat)
        if not isinstance(text, str) or not text.strip() or len(text) > 4096:
            raise BadRequest("a message of 1 to 4096 characters, please")
        update = self.fake.send_text(user_id, text, chat_id=chat_id)
        return {"message_id": update["message"]["message_id"]}

    async def press(self, user: Any, chat: Any, message_id: Any, data: Any) -> dict[str, Any]:
        user_id = self._known_user(user)
        chat_id = self._chat_of(user_id, chat)
        message: FakeMessage | None = None
        if isinstance(message_id, int) and message_id < 0:  # an ephemeral message (its receiver's only)
            message = self.fake.ephemeral_message(chat_id, -message_id)
            if message is not None and (message.lost or message.receiver_id != user_id):
                message = None
        elif isinstance(message_id, int):
            message = self.fake.message(chat_id, message_id)
        if message is None or message.deleted:
            raise BadRequest("that message is gone")
        if not isinstance(data, str) or data not in message.shown_data:
            # a client presses only what it has shown: the message's keyboard, or one the bot has
            # replaced since (Telegram then delivers the old data and the bot decides)
            raise BadRequest("that message never had this button")
        return await self._answer_of(user_id, self.fake.press(user_id, message, data))

    async def inline_press(self, user: Any, chat: Any, inline_id: Any, data: Any) -> dict[str, Any]:
        """A press on a message posted "via @bot" (an inline invitation), as :meth:`press`."""
        user_id = self._known_user(user)
        chat_id = self._chat_of(user_id, chat)
        try:
            query_id = self.inline.press(user_id, chat_id, inline_id, data)
        except InlineRefused as refused:
            raise BadRequest(str(refused)) from None
        return await self._answer_of(user_id, query_id)

    async def _answer_of(self, user_id: int, query_id: str) -> dict[str, Any]:
        """The bot's answer to a press, as the page shows it (a toast, an alert, a chat to open)."""
        answer: dict[str, Any] | None = None
        with contextlib.suppress(AssertionError):
            answer = await self.fake.wait_answer(query_id, timeout=PRESS_TIMEOUT)
        if answer is None:
            return {"answer": None}
        shown: dict[str, Any] = {
            "text": answer.get("text") or "",
            "alert": str(answer.get("show_alert", "")).lower() in ("true", "1"),
        }
        url = answer.get("url")
        if isinstance(url, str) and url:
            shown["url"] = url
            if self.fake.follow_url(user_id, url):
                shown["chat"] = user_id
        return {"answer": shown}

    def _telegram_user(self, user_id: int) -> dict[str, Any]:
        """The person as Telegram's initData names them."""
        person = self._person(user_id)
        return {"id": person["id"], "first_name": person["name"], "language_code": person["language"]}

    def open_webapp(self, user: Any, url: Any) -> dict[str, Any]:
        """A Mini App button: its page, with the initData Telegram would sign for ``user`` (and
        Telegram's other launch parameters) in the address's fragment."""
        user_id = self._known_user(user)
        if not isinstance(url, str):
            raise BadRequest("not this sandbox's Mini App")
        return {"url": self.miniapp.button(self._telegram_user(user_id), url)}

    def open(self, user: Any, url: Any, chat: Any = None) -> dict[str, Any]:
        user_id = self._known_user(user)
        if not isinstance(url, str):
            raise BadRequest("no address")
        start = self.miniapp.start_param(url)
        if start is not None:  # the bot's direct Mini App link: its main URL, as Telegram opens it
            group = chat if isinstance(chat, int) and chat in self.fake.groups else None
            return {"url": self.miniapp.direct_link(self._telegram_user(user_id), start, group)}
        if self.fake.follow_url(user_id, url):
            return {"chat": user_id}
        return {"external": url}

    # ------------------------------------------------------------------ HTTP
    async def _index(self, request: web.Request) -> web.StreamResponse:
        return web.FileResponse(STATIC / "index.html")

    async def _state(self, request: web.Request) -> web.Response:
        return web.json_response(self.state())

    async def _calls(self, request: web.Request) -> web.StreamResponse:
        """Server-sent events: a ``run`` event naming this run, then every Bot API call once it is
        answered, in the order of the answers (a call waiting for its answer, such as a long poll,
        is listed when it has one). An event's id is ``<run>:<n>``: an EventSource that reconnects
        sends the last one back (Last-Event-ID) and the list goes on right after it, so no call is
        shown twice or skipped; an id of another run starts from the first call."""
        last = request.headers.get("Last-Event-ID", "")
        run, _, n = last.partition(":")
        sent = int(n) + 1 if run == self.instance and n.isdigit() else 0
        response = web.StreamResponse(
            headers={"Content-Type": "text/event-stream", "Cache-Control": "no-cache"}
        )
        await response.prepare(request)
        closing = asyncio.ensure_future(self._closing.wait())
        try:
            await response.write(f"event: run\ndata: {json.dumps(self.instance)}\n\n".encode())
            while not self._closing.is_set():
                answered = self.fake.answered
                if sent < len(answered):
                    events = [
                        f"id: {self.instance}:{n}\ndata: {json.dumps(self.call_view(answered[n]))}\n\n"
                        for n in range(sent, len(answered))
                    ]
                    sent = len(answered)
                    await response.write("".join(events).encode())
                change = asyncio.ensure_future(self.fake.changed(KEEPALIVE))
                await asyncio.wait({change, closing}, return_when=asyncio.FIRST_COMPLETED)
                change.cancel()
                if sent == len(self.fake.answered) and not self._closing.is_set():
                    await response.write(b": quiet\n\n")  # keeps proxies and the browser connected
        except (ConnectionResetError, RuntimeError):
            pass  # the page went away (aiohttp: "Cannot write to closing transport")
        finally:
            closing.cancel()
        return response

    async def _document(self, request: web.Request) -> web.Response:
        try:
            chat_id, message_id = int(request.query["chat"]), int(request.query["message_id"])
        except (KeyError, ValueError):
            raise web.HTTPBadRequest(text="chat and message_id, please") from None
        for doc in self.fake.documents:
            if doc["chat_id"] == chat_id and doc["message_id"] == message_id and doc["bytes"] is not None:
                name = re.sub(r"[^A-Za-z0-9._-]", "_", doc["filename"] or "file")
                return web.Response(
                    body=doc["bytes"],
                    content_type="application/octet-stream",
                    headers={"Content-Disposition": f'attachment; filename="{name}"'},
                )
        raise web.HTTPNotFound(text="no such document")

    async def _photo(self, request: web.Request) -> web.Response:
        try:
            chat_id, message_id = int(request.query["chat"]), int(request.query["message_id"])
        except (KeyError, ValueError):
            raise web.HTTPBadRequest(text="chat and message_id, please") from None
        for photo in self.fake.photos:
            if photo["chat_id"] == chat_id and photo["message_id"] == message_id and photo["bytes"]:
                data: bytes = photo["bytes"]
                kind = next(
                    (t for magic, t in _IMAGE_TYPES if data.startswith(magic)), "application/octet-stream"
                )
                return web.Response(body=data, content_type=kind, headers={"Cache-Control": "max-age=86400"})
        raise web.HTTPNotFound(text="no such photo")

    async def _post(self, request: web.Request) -> web.Response:
        name = request.path.removeprefix("/api/")
        try:
            body = await jsonbody.read(request, max_bytes=MAX_BODY, max_depth=MAX_DEPTH)
        except jsonbody.BadBody as exc:  # too large (413), not JSON or nested too deep (400)
            log.info("refused a sandbox API request: its body is %s", exc)
            return web.json_response({"error": str(exc)}, status=exc.status)
        if not isinstance(body, dict):
            return web.json_response({"error": "a JSON object, please"}, status=400)
        try:
            if name == "people":
                result = self.add_person(str(body.get("name", "")), str(body.get("language", "")))
            elif name == "groups":
                result = self.add_group(str(body.get("title", "")), body.get("by"))
            elif name == "send":
                result = self.send(body.get("user"), body.get("chat"), body.get("text"))
            elif name == "press":
                result = await self.press(body.get("user"), body.get("chat"), body.get("message_id"),
                                          body.get("data"))  # fmt: skip
            elif name == "webapp":
                result = self.open_webapp(body.get("user"), body.get("url"))
            elif name in ("inline", "inline/choose"):
                user_id = self._known_user(body.get("user"))
                chat_id = self._chat_of(user_id, body.get("chat"))
                if name == "inline":
                    result = await self.inline.ask(user_id, chat_id, body.get("query"))
                else:
                    result = self.inline.choose(user_id, chat_id, body.get("query_id"), body.get("result_id"))
            elif name == "inline/press":
                result = await self.inline_press(body.get("user"), body.get("chat"),
                                                 body.get("inline_message_id"), body.get("data"))  # fmt: skip
            else:
                result = self.open(body.get("user"), body.get("url"), body.get("chat"))
        except (BadRequest, InlineRefused, NotOpened) as error:
            return web.json_response({"error": str(error)}, status=400)
        return web.json_response(result)


def banner(url: str, *, opened: bool | None) -> str:
    """What the console says once the sandbox runs: the address on a line of its own, what is
    ready-made, how to stop. ``opened``: None when --open was not asked, else whether a browser took it."""
    people = ", ".join(name for name, _ in SEED_PEOPLE)
    if opened is None:
        how = "Kozyr sandbox: open this address in your web browser (--open opens it for you):"
    elif opened:
        how = "Kozyr sandbox: opening this address in your web browser:"
    else:
        how = "Kozyr sandbox: no web browser could be started here; open this address in one yourself:"
    return "\n".join(
        [
            "",
            how,
            "",
            f"    {url}",
            "",
            f"Ready-made: the people {people} and the group «{SEED_GROUP}»; act as any of them there.",
            "Ctrl+C stops the sandbox.",
            "",
        ]
    )


async def serve(
    settings: Settings, *, port: int | None = None, database: Path | None = None, browse: bool = False
) -> None:
    """Run the sandbox until cancelled (Ctrl+C); ``browse``: open its page in the web browser."""
    sandbox = Sandbox(settings, port=port, database=database)
    url = await sandbox.start()
    opened = None
    if browse:
        import webbrowser

        try:
            opened = await asyncio.to_thread(webbrowser.open, url)
        except webbrowser.Error:
            opened = False
    print(banner(url, opened=opened), flush=True)
    try:
        await asyncio.Event().wait()
    finally:
        await sandbox.stop()
