"""Table talk on the table page (issue 45, item 1; bot/web/tabletalk.py over bot/chat/talk.py), against
the real bot and the fake Bot API: a line said on the page reaches another person's open page (the
stream's ``event: talk``) and, for someone without a page, their chat; a line said in the chat reaches
an open page; during a team deal with people as partners only the fixed phrases go, each in its
reader's language; the rate limit is the chat's own bucket, /mute is respected; bad bodies are 4xx
and a watcher cannot talk. Then the page's panel (bot/web/static/table-talk.js) in Debian's headless
Chromium against a fake of its server, as tests/bot/test_table_page.py drives the page: lines shown,
words sent, a refusal said, a report made, the phrases as buttons during a team deal, no panel where
the room has no talk."""

from __future__ import annotations

import asyncio
import copy
import json
import logging
import re
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

import aiohttp
import pytest
from aiohttp import web

from bot.app import KozyrApp
from bot.chat.middlewares import Throttle
from bot.chat.talk import PHRASES, TALK_TEXT_LIMIT
from bot.sandbox.fakeapi import FakeTelegram
from bot.web import initdata
from tests.bot.test_table_page import LAYOUT, card
from tests.support.bot_e2e import (
    fragment,
    latest_room,
    make_settings,
    pause,
    press_ready,
    private_room,
    running_bot,
    sql,
    tr,
    until,
    wait_room,
)
from tests.support.browser import browser_page, expect
from tests.support.table_api import WEBAPP_URL, Events, base, get_model, signed, stream
from tests.support.table_page import (
    INIT_DATA,
    PATH,
    ROOM,
    RU,
    FakeTable,
    Model,
    durak_cover,
    scopa_capture,
    watcher,
)

A, B, C, D = 4701, 4702, 4703, 4704  # D never sits: a watcher


def settings_of(fake: FakeTelegram, tmp_path: Any) -> Any:
    return make_settings(fake, tmp_path / "k.sqlite3", webapp_url=WEBAPP_URL, webhook_port=0)


def people(fake: FakeTelegram, b_lang: str = "ru") -> None:
    for uid, name, lang in ((A, "Аня", "ru"), (B, "Bob", b_lang), (C, "Вера", "ru"), (D, "Дима", "ru")):
        fake.add_user(uid, name, language_code=lang)


def texts(fake: FakeTelegram, chat_id: int) -> list[str]:
    return [m.text for m in fake.chat_messages(chat_id)]


async def post(
    app: KozyrApp, fake: FakeTelegram, user: int, what: str, body: Any, *, auth: str | None = None,
    raw: bytes | None = None,
) -> tuple[int, dict[str, Any]]:
    """A POST to ``api/table/<what>`` as the page sends it (``raw``: these bytes as the body)."""
    headers = {initdata.HEADER: signed(fake, user) if auth is None else auth}
    async with aiohttp.ClientSession() as client:
        if raw is not None:
            headers["Content-Type"] = "application/json"
            call = client.post(base(app) + f"api/table/{what}", data=raw, headers=headers)
        else:
            call = client.post(base(app) + f"api/table/{what}", json=body, headers=headers)
        async with call as r:
            return r.status, await r.json()


async def say(
    app: KozyrApp, fake: FakeTelegram, user: int, room_id: str, **said: Any
) -> tuple[int, dict[str, Any]]:
    return await post(app, fake, user, "say", {"room": room_id, **said})


async def heard(events: Events) -> dict[str, Any]:
    """The stream's next talk line (states in between are passed over)."""
    while True:
        event = await events.next()
        assert event is not None, "the stream ended"
        if event["event"] == "talk":
            assert "id" not in event  # a line leaves the stream's Last-Event-ID (the turn) alone
            return event["model"]


async def opened(events: Events) -> None:
    """The page's first state came: its stream is open (and its person's chat rests)."""
    first = await events.next()
    assert first is not None and first["event"] == "state"


async def durak_of_three(app: KozyrApp, fake: FakeTelegram) -> str:
    """A private Durak of A, B and C under way."""
    fake.send_text(A, "/durak")
    await fake.wait_message(A, fragment("invite-forward"))
    room = await wait_room(app, (await latest_room(app)).id, lambda r: len(r.seats) == 1)
    assert (await app.rooms.set_option(room.id, A, "seats", "3")).key == "option-ok"  # type: ignore[union-attr]
    for uid in (B, C):
        fake.send_text(uid, f"/start j{room.id}")
    await wait_room(app, room.id, lambda r: len(r.seats) == 3)
    for uid in (A, B, C):
        await press_ready(app, fake, room.id, uid)
    await wait_room(app, room.id, lambda r: r.game_running())
    return room.id


async def scopa_partners(app: KozyrApp, fake: FakeTelegram) -> str:
    """A private Scopa 2×2: A and B partners, two computers the other side, the first deal on."""
    fake.send_text(A, "/scopa")
    await fake.wait_message(A, fragment("invite-forward"))
    room = await wait_room(app, (await latest_room(app)).id, lambda r: len(r.seats) == 1)
    assert (await app.rooms.set_option(room.id, A, "seats", "4")).key == "option-ok"  # type: ignore[union-attr]
    fake.send_text(B, f"/start j{room.id}")
    await wait_room(app, room.id, lambda r: len(r.seats) == 2)
    assert (await app.rooms.pick_team(room.id, B, 0)).key in ("team-ok", "team-already")  # type: ignore[union-attr]
    for uid in (A, B):
        await press_ready(app, fake, room.id, uid)
    assert (await app.rooms.fill_computers(room.id, A)).key == "computers-filled"  # type: ignore[union-attr]
    started = await wait_room(app, room.id, lambda r: r.game_running())
    assert started.seat_of(A).seat % 2 == started.seat_of(B).seat % 2  # type: ignore[union-attr]
    return room.id


async def test_a_line_said_on_the_page_reaches_an_open_page_and_a_chat_without_one(fake_tg, tmp_path):
    fake = fake_tg
    people(fake)
    async with running_bot(settings_of(fake, tmp_path)) as app:
        room_id = await durak_of_three(app, fake)
        _, model = await get_model(app, fake, room_id, A)
        phrases = [{"id": i, "text": tr(f"talk-phrase-{p}")} for i, p in enumerate(PHRASES)]
        assert model["talk"] == {"phrases_only": False, "phrases": phrases, "muted": False, "limit": 1000}
        async with stream(app, fake, room_id, B) as b_page, stream(app, fake, room_id, A) as a_page:
            await opened(b_page)
            await opened(a_page)
            status, answer = await say(app, fake, A, room_id, text="  Привет со стола  ")
            assert status == 200 and answer["ok"] is True and answer["answer"] is None
            line = answer["line"]
            seat = (await app.rooms.get(room_id)).seat_of(A).seat  # type: ignore[union-attr]
            assert line["text"] == "Привет со стола" and line["name"] == "Аня" and line["seat"] == seat
            assert line["you"] is True and line["report"] is False and line["kind"] == "text"
            # B's open page: the line, live, with «⚠️ Пожаловаться»
            theirs = await heard(b_page)
            assert theirs == {**line, "you": False, "report": True}
            assert await heard(a_page) == line  # the speaker's own page shows it too
            # C has no page: the chat, as always, with the report button
            in_chat = await fake.wait_message(C, "Привет со стола")
            assert in_chat.text == tr("talk-line", name="Аня", text="Привет со стола")
            assert in_chat.button_texts() == [tr("btn-talk-report")]
            # B's chat rests while the page is open: the page alone shows it; A's chat got nothing
            await app.outbox.flush()  # type: ignore[union-attr]
            assert not any("Привет со стола" in t for t in texts(fake, B) + texts(fake, A))
            # words over the chat's limit are cut as the chat cuts them
            status, answer = await say(app, fake, A, room_id, text="я" * (TALK_TEXT_LIMIT + 500))
            assert status == 200 and answer["line"]["text"] == "я" * TALK_TEXT_LIMIT
            assert (await heard(b_page))["text"] == "я" * TALK_TEXT_LIMIT


@pytest.mark.both_databases
async def test_a_line_said_in_the_chat_reaches_an_open_page_which_reports_it(fake_tg, tmp_path):
    fake = fake_tg
    people(fake)
    async with running_bot(settings_of(fake, tmp_path)) as app:
        room_id = await durak_of_three(app, fake)
        async with stream(app, fake, room_id, B) as b_page:
            await opened(b_page)
            fake.send_text(A, "ходи уже")
            line = await heard(b_page)
            assert line["text"] == "ходи уже" and line["name"] == "Аня" and line["report"] is True
            await fake.wait_message(C, tr("talk-line", name="Аня", text="ходи уже"))
            await app.outbox.flush()  # type: ignore[union-attr]
            assert not any("ходи уже" in t for t in texts(fake, B))
            # a sticker comes as its emoji
            update = fake.send_text(C, "")
            update["message"].pop("text")
            update["message"]["sticker"] = {
                "file_id": "ST1", "file_unique_id": "U1", "type": "regular", "width": 512, "height": 512,
                "is_animated": False, "is_video": False, "emoji": "😎",
            }  # fmt: skip
            sticker = await heard(b_page)
            assert sticker["kind"] == "sticker" and sticker["text"] == "😎" and sticker["name"] == "Вера"
            # «⚠️ Пожаловаться» from the page: kept as the chat's report is
            status, answer = await post(app, fake, B, "report", {"room": room_id, "seat": line["seat"]})
            assert status == 200 and answer["ok"] is True and answer["alert"] is True
            assert answer["text"] == tr("talk-reported", name="Аня")
            assert await sql(app.settings, "SELECT reporter, reported FROM reports") == [(B, A)]
            # not oneself, not an empty seat; a watcher reports nobody
            own = (await app.rooms.get(room_id)).seat_of(B).seat  # type: ignore[union-attr]
            for who, seat in ((B, own), (B, 9), (D, line["seat"])):
                status, answer = await post(app, fake, who, "report", {"room": room_id, "seat": seat})
                assert (status, answer["answer"], answer["ok"]) == (200, "err-talk-report", False)
                assert answer["text"] == tr("err-talk-report")
            assert await sql(app.settings, "SELECT reporter, reported FROM reports") == [(B, A)]


async def test_partners_in_a_team_deal_say_fixed_phrases_each_in_the_readers_language(fake_tg, tmp_path):
    fake = fake_tg
    people(fake, b_lang="en")
    async with running_bot(settings_of(fake, tmp_path)) as app:
        room_id = await scopa_partners(app, fake)
        _, model = await get_model(app, fake, room_id, A)
        assert model["talk"]["phrases_only"] is True
        assert [p["text"] for p in model["talk"]["phrases"]] == [tr(f"talk-phrase-{p}") for p in PHRASES]
        _, theirs = await get_model(app, fake, room_id, B)
        in_english = [tr(f"talk-phrase-{p}", "en") for p in PHRASES]
        assert [p["text"] for p in theirs["talk"]["phrases"]] == in_english
        async with stream(app, fake, room_id, B) as b_page:
            await opened(b_page)
            # free words: refused in words, every time (an answer is no chat message), nothing relayed
            for _ in range(2):
                status, answer = await say(app, fake, A, room_id, text="у меня сеттебелло")
                assert status == 200 and answer["ok"] is False and answer["phrases"] is True
                assert answer["answer"] == "talk-phrases-only"
                assert answer["text"] == tr("talk-phrases-only", game="scopa")
            # a phrase: the speaker's line in Russian, B's page in English, never reportable
            luck = PHRASES.index("luck")
            status, answer = await say(app, fake, A, room_id, phrase=luck)
            assert status == 200 and answer["ok"] is True
            assert answer["line"]["text"] == tr("talk-phrase-luck") and answer["line"]["kind"] == "phrase"
            line = await heard(b_page)
            assert line["text"] == tr("talk-phrase-luck", "en") and line["report"] is False
            assert line["name"] == "Аня"
            # B's free words in the chat are held back the same way; his phrase on the page reaches A's
            # chat (A has no page) in Russian, without a report button
            fake.send_text(B, "I have the seven of coins")
            await fake.wait_message(B, tr("talk-phrases-only", "en", game="scopa"))
            status, answer = await say(app, fake, B, room_id, phrase=PHRASES.index("thanks"))
            assert status == 200 and answer["line"]["text"] == tr("talk-phrase-thanks", "en")
            said = await fake.wait_message(A, tr("talk-line", name="Bob", text=tr("talk-phrase-thanks")))
            assert said.button_texts() == []
        assert not any("сеттебелло" in t or "seven" in t for t in texts(fake, A) + texts(fake, B))
        # the page closed: B's chat gets the next phrase, in English
        await until(lambda: _no_pages(app), "the page's stream to end")
        await say(app, fake, A, room_id, phrase=PHRASES.index("gg"))
        await fake.wait_message(B, tr("talk-line", "en", name="Аня", text=tr("talk-phrase-gg", "en")))


async def _no_pages(app: KozyrApp) -> bool:
    return len(app.hub) == 0


async def test_the_page_shares_the_chats_limit_and_respects_mute(fake_tg, tmp_path):
    fake = fake_tg
    people(fake)
    async with running_bot(settings_of(fake, tmp_path)) as app:
        room_id = await private_room(app, fake, "bura", A, B)
        assert app.dp["table_talk"] is app.talk  # type: ignore[index]  # one limit for both faces
        app.talk.throttle = Throttle(1e-6, 3)  # three lines, and no more for days
        for n in range(2):
            status, answer = await say(app, fake, A, room_id, text=f"страница {n}")
            assert status == 200 and answer["ok"] is True
        fake.send_text(A, "из чата")
        await fake.wait_message(B, tr("talk-line", name="Аня", text="из чата"))
        # the bucket is empty: the page is refused in words (429, as a press the throttle refuses)…
        status, answer = await say(app, fake, A, room_id, text="ещё")
        assert (status, answer) == (429, {"error": "too-fast", "text": tr("talk-too-fast", sec=6)})
        # …and so is the chat
        fake.send_text(A, "и ещё")
        await fake.wait_message(A, tr("talk-too-fast", sec=6))
        await app.outbox.flush()  # type: ignore[union-attr]
        assert [t for t in texts(fake, B) if "ещё" in t] == []

        app.talk.throttle = Throttle(100.0, 100)
        fake.send_text(B, "/mute")
        await fake.wait_message(B, tr("mute-on", game="bura"))
        _, model = await get_model(app, fake, room_id, B)
        assert model["talk"]["muted"] is True
        async with stream(app, fake, room_id, B) as b_page:
            await opened(b_page)
            status, answer = await say(app, fake, A, room_id, text="ты тут?")
            assert status == 200 and answer["ok"] is False and answer["answer"] == "talk-nobody"
            assert answer["text"] == tr("talk-nobody")
            fake.send_text(B, "/mute")
            await fake.wait_message(B, tr("mute-off", game="bura"))
            status, answer = await say(app, fake, A, room_id, text="а теперь?")
            assert status == 200 and answer["ok"] is True
            assert (await heard(b_page))["text"] == "а теперь?"  # the muted line never came
        assert not any("ты тут?" in t for t in texts(fake, B))


async def test_bad_bodies_are_4xx_and_a_watcher_cannot_talk(fake_tg, tmp_path, caplog):
    fake = fake_tg
    people(fake)
    async with running_bot(settings_of(fake, tmp_path)) as app:
        room_id = await private_room(app, fake, "bura", A, B)
        good = {"room": room_id, "text": "проверка-связи"}
        caplog.clear()
        with caplog.at_level(logging.INFO):
            assert await post(app, fake, A, "say", good, auth="") == (401, {"error": "unsigned"})
            assert await post(app, fake, A, "report", {"room": room_id, "seat": 1}, auth="") == \
                (401, {"error": "unsigned"})  # fmt: skip
            bad_says: list[Any] = [
                {"room": room_id}, {"room": room_id, "text": ""}, {"room": room_id, "text": "   "},
                {"room": room_id, "text": 5}, {"room": room_id, "text": ["x"]},
                {"room": room_id, "phrase": len(PHRASES)}, {"room": room_id, "phrase": -1},
                {"room": room_id, "phrase": True}, {"room": room_id, "phrase": "1"},
                {"room": room_id, "text": "x", "phrase": 1}, {"room": room_id, "text": "x", "more": 1},
                {"room": "../x", "text": "x"}, {"text": "x"}, [room_id, "x"], "text", None,
            ]  # fmt: skip
            for bad in bad_says:
                assert await post(app, fake, A, "say", bad) == (400, {"error": "malformed"}), bad
                await pause(0.1)  # within the API's pace: these are no flood
            for bad in ({"room": room_id}, {"room": room_id, "seat": "1"}, {"room": room_id, "seat": True},
                        {"room": room_id, "seat": -1}, {"seat": 1}):
                assert await post(app, fake, B, "report", bad) == (400, {"error": "malformed"}), bad
                await pause(0.1)
            nested = b'{"room": ' + b"[" * 400 + b"]" * 400 + b"}"
            assert await post(app, fake, A, "say", None, raw=nested) == (400, {"error": "malformed"})
            huge = json.dumps({"room": room_id, "text": "x" * 40_000}).encode()
            assert (await post(app, fake, A, "say", None, raw=huge))[0] == 413
            assert await post(app, fake, A, "say", None, raw=b"{not json") == (400, {"error": "malformed"})
            assert await say(app, fake, A, "Nosuch12", text="x") == (404, {"error": "unavailable"})
            # a watcher (not seated): no talk in the model, words and phrases refused in words
            _, model = await get_model(app, fake, room_id, D)
            assert model["you"]["seat"] is None and model["talk"] is None
            status, answer = await say(app, fake, D, room_id, text="я только смотрю")
            assert (status, answer["ok"], answer["answer"]) == (200, False, "err-talk-table")
            assert answer["text"] == tr("err-talk-table")
            status, answer = await say(app, fake, D, room_id, phrase=0)
            assert (status, answer["answer"]) == (200, "err-talk-phrase")
        assert not [r for r in caplog.records if r.exc_info], "a traceback in the log"
        await pause(0.5)
        await app.outbox.flush()  # type: ignore[union-attr]
        said = texts(fake, A) + texts(fake, B)
        assert not any("проверка-связи" in t or "смотрю" in t or t == "x" for t in said)
        assert not any(tr("talk-phrase-hello") in t for t in said)


# ----- the panel on the page (Debian's headless Chromium, a fake of the server) ----------------------
class TalkingTable(FakeTable):
    """tests/support/table_page.py's fake server with table talk: ``say`` and ``report`` recorded and
    answered as the test queues, lines sent to the open streams as ``event: talk`` (words asked for
    on the page as ``event: notice``)."""

    def __init__(self, model: Model) -> None:
        super().__init__(model)
        self.said: list[dict[str, Any]] = []
        self.reports: list[dict[str, Any]] = []
        #: the answers of the next says, in order (then: ok, the line echoed as the speaker's)
        self.say_answers: list[dict[str, Any]] = []
        self.lines: list[dict[str, Any]] = []

    def app(self) -> web.Application:
        app = super().app()
        app.router.add_post(PATH + "api/table/say", self.say)
        app.router.add_post(PATH + "api/table/report", self.report)
        return app

    async def tell(self, line: dict[str, Any]) -> None:
        """A line said at the table: every open stream sends it."""
        async with self._changed:
            self.lines.append(line)
            self._changed.notify_all()

    async def wait(self, what: list[Any], n: int) -> list[Any]:
        async def enough() -> None:
            async with self._changed:
                await self._changed.wait_for(lambda: len(what) >= n)

        await asyncio.wait_for(enough(), 10)
        return what

    async def say(self, request: web.Request) -> web.Response:
        body = await request.json()
        async with self._changed:
            self.said.append({"body": body, "init": request.headers.get("X-Telegram-Init-Data", "")})
            self._changed.notify_all()
        if self.say_answers:
            return web.json_response(self.say_answers.pop(0), status=200)
        words = body.get("text") or RU(f"talk-phrase-{PHRASES[body.get('phrase', 0)]}")
        line = {"id": f"own{len(self.said)}", "seat": 1, "name": "Аня", "text": words,
                "kind": "text" if "text" in body else "phrase", "you": True, "report": False}
        return web.json_response({"ok": True, "answer": None, "text": "", "line": line})

    async def report(self, request: web.Request) -> web.Response:
        body = await request.json()
        async with self._changed:
            self.reports.append(body)
            self._changed.notify_all()
        return web.json_response({"ok": True, "answer": "talk-reported", "alert": True,
                                  "text": RU("talk-reported", name="Борис")})

    async def events(self, request: web.Request) -> web.StreamResponse:
        """The fake's stream: the model as it changes, and the lines said since the stream opened."""
        headers = {"Content-Type": "text/event-stream", "Cache-Control": "no-cache"}
        response = web.StreamResponse(headers=headers)
        await response.prepare(request)
        async with self._changed:
            self.connections += 1
            self._changed.notify_all()
        sent: list[Model] = []
        told = len(self.lines)

        def news() -> bool:
            return not sent or self.model is not sent[-1] or len(self.lines) > told

        try:
            await response.write(b"retry: 300\n\n")
            while True:
                async with self._changed:
                    await self._changed.wait_for(news)
                    model = self.model if not sent or self.model is not sent[-1] else None
                    if model is not None:
                        sent[:] = [model]
                    lines, told = self.lines[told:], len(self.lines)
                out = ""
                if model is not None:
                    data = json.dumps(model, ensure_ascii=False)
                    out += f"event: state\nid: {model['turn']}\ndata: {data}\n\n"
                for line in lines:  # as the server's stream: words asked for are ``event: notice``
                    name = "notice" if line.get("kind") == "notice" else "talk"
                    out += f"event: {name}\ndata: {json.dumps(line, ensure_ascii=False)}\n\n"
                await response.write(out.encode())
        except (ConnectionResetError, asyncio.CancelledError):
            pass
        return response


def with_talk(model: Model, *, phrases_only: bool = False, muted: bool = False) -> Model:
    """The model with table talk on, as the server words it (Russian)."""
    phrases = [{"id": i, "text": RU(f"talk-phrase-{p}")} for i, p in enumerate(PHRASES)]
    return {**copy.deepcopy(model), "talk": {"phrases_only": phrases_only, "phrases": phrases, "muted": muted,
                                             "limit": TALK_TEXT_LIMIT}}


@asynccontextmanager
async def talking(model: Model, width: int = 400) -> AsyncIterator[tuple[TalkingTable, Any]]:
    """The real page on ``model`` against :class:`TalkingTable`, drawn; no script error by the end."""
    fake = TalkingTable(model)
    runner = web.AppRunner(fake.app(), shutdown_timeout=0.5)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    fake.url = f"http://127.0.0.1:{site._server.sockets[0].getsockname()[1]}"  # type: ignore[union-attr]
    try:
        async with browser_page(viewport={"width": width, "height": 800}) as page:
            errors: list[str] = []
            page.on("pageerror", lambda e: errors.append(str(e)))
            await page.goto(fake.page_url())
            await expect(page.locator("#title")).to_have_text(model["title"])
            await fake.wait_connections(1)
            yield fake, page
            assert not errors, errors
    finally:
        await fake.drop()
        await runner.cleanup()


BORIS = {"id": "l1", "seat": 0, "name": "Борис", "text": "ну ты и тянешь", "kind": "text", "you": False,
         "report": True}


@pytest.mark.slow
@pytest.mark.parametrize("width", [400, 1280])
async def test_the_panel_shows_lines_sends_words_and_reports(width: int) -> None:
    async with talking(with_talk(durak_cover()), width) as (fake, page):
        panel = page.locator("#talk")
        await expect(panel).to_be_visible()
        await expect(panel.locator("h2")).to_have_text(RU("table-page-talk"))
        await expect(panel.locator(".talk-empty")).to_have_text(RU("table-page-talk-empty"))
        # a line said at the table comes over the stream: name and words, with «⚠️ Пожаловаться»
        await fake.tell(BORIS)
        lines = panel.locator("li.talk-line")
        await expect(lines).to_have_count(1)
        await expect(lines.first).to_have_text(f"Борис: ну ты и тянешь {RU('btn-talk-report')}")
        await expect(panel.locator(".talk-empty")).to_be_hidden()
        # words typed and sent (Enter): the body the server reads, the input emptied, the own line shown
        field = panel.get_by_role("textbox", name=RU("table-page-talk-placeholder"))
        send = panel.get_by_role("button", name=RU("table-page-talk-send"))
        await expect(send).to_be_disabled()  # nothing to send yet
        await field.fill("сейчас, сейчас")
        await field.press("Enter")
        said = await fake.wait(fake.said, 1)
        assert said[0] == {"body": {"room": ROOM, "text": "сейчас, сейчас"}, "init": INIT_DATA}
        await expect(lines).to_have_count(2)
        await expect(lines.nth(1)).to_have_text("Аня: сейчас, сейчас")
        await expect(lines.nth(1)).to_have_class(re.compile("mine"))
        await expect(field).to_have_value("")
        # the same line again over the stream (the speaker's own page hears it too): shown once
        await fake.tell({"id": "own1", "seat": 1, "name": "Аня", "text": "сейчас, сейчас", "kind": "text",
                         "you": True, "report": False})
        await fake.tell({**BORIS, "id": "l2", "text": "давай"})
        await expect(lines).to_have_count(3)
        await expect(lines.nth(2)).to_contain_text("Борис: давай")
        # a refusal of the server is said in words, the words kept for later
        fake.say_answers.append({"ok": False, "answer": "talk-too-fast", "alert": False, "phrases": False,
                                 "text": RU("talk-too-fast", sec=6)})
        await field.fill("ещё раз")
        await send.click()
        await expect(page.locator("#toast")).to_have_text(RU("talk-too-fast", sec=6))
        await expect(field).to_have_value("ещё раз")
        await expect(lines).to_have_count(3)
        # «⚠️ Пожаловаться»: the seat of that line; the answer in a modal
        await lines.first.get_by_role("button", name=f"{RU('btn-talk-report')}: Борис").click()
        assert (await fake.wait(fake.reports, 1))[0] == {"room": ROOM, "seat": 0}
        await expect(page.locator("#modal-text")).to_have_text(RU("talk-reported", name="Борис"))
        await page.locator("#modal-ok").click()
        # the panel fits the window; every control visible and named
        found = await page.evaluate(LAYOUT)
        assert found["scroll"] <= width and not found["outside"], found
        assert ["talk", RU("table-page-talk")] in found["regions"]
        # the moves still play: the panel takes nothing from the table
        await card(page, "семёрка пик").click()
        assert (await fake.wait_presses(1))[0]["body"]["data"].endswith(":d7S6S:x1Y_")


@pytest.mark.slow
async def test_a_team_deal_offers_only_the_phrases_and_a_table_without_talk_has_no_panel() -> None:
    async with talking(with_talk(scopa_capture(), phrases_only=True)) as (fake, page):
        panel = page.locator("#talk")
        await expect(panel.locator(".talk-note")).to_have_text(RU("table-page-talk-phrases"))
        await expect(panel.get_by_role("textbox")).to_have_count(0)  # no free words now
        phrases = panel.locator(".talk-phrases button")
        await expect(phrases).to_have_count(len(PHRASES))
        assert await phrases.all_inner_texts() == [RU(f"talk-phrase-{p}") for p in PHRASES]
        await panel.get_by_role("button", name=RU("talk-phrase-luck")).click()
        said = await fake.wait(fake.said, 1)
        assert said[0]["body"] == {"room": ROOM, "phrase": PHRASES.index("luck")}
        await expect(panel.locator("li.talk-line")).to_have_text([f"Аня: {RU('talk-phrase-luck')}"])
        # the deal ends: free words again; the table closes for talk: the lines stay, nothing to say
        await fake.push({**with_talk(scopa_capture()), "turn": 10})
        await expect(panel.get_by_role("textbox")).to_be_visible()
        await expect(phrases).to_have_count(0)
        await fake.push({**scopa_capture(), "turn": 11, "talk": None})
        await expect(panel.get_by_role("textbox")).to_have_count(0)
        await expect(panel.locator("li.talk-line")).to_have_count(1)
        # muted (/mute): said so; words can still go
        await fake.push({**with_talk(scopa_capture(), muted=True), "turn": 12})
        await expect(panel.locator(".talk-muted")).to_have_text(RU("table-page-talk-muted"))
    async with talking(watcher()) as (fake, page):  # a watcher's model has no talk: no panel at all
        await expect(page.locator("#text")).to_be_visible()
        await expect(page.locator("#talk")).to_be_hidden()


@pytest.mark.slow
async def test_a_hint_asked_on_the_page_is_shown_there_once() -> None:
    """«💡»'s answer over the stream (``event: notice``: bot/handlers/common.py, words_asked) opens
    the page's modal with its words, even where the room has no talk (a room against computers); the
    same hint again (a second stream's copy) is not shown twice, and it is no line of the talk
    panel."""
    words = "💡 Ход сильнейшего компьютера: «Взять 7♠».\nЗабирайте весь стол — это скопа."
    async with talking(scopa_capture()) as (fake, page):
        await fake.tell({"id": "hint-r-5-1", "kind": "notice", "text": words})
        await expect(page.locator("#modal-text")).to_have_text(words)
        await page.locator("#modal-ok").click()
        await expect(page.locator("#modal")).to_be_hidden()
        await expect(page.locator("#talk")).to_be_hidden()  # a hint is not a line said at the table
        await fake.tell({"id": "hint-r-5-1", "kind": "notice", "text": words})
        await fake.tell({**BORIS, "id": "l9"})  # a later event: the hint's copy was read before it
        await expect(page.locator("#talk li.talk-line")).to_have_count(1)
        await expect(page.locator("#modal")).to_be_hidden()
