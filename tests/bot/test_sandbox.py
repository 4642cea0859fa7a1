"""The sandbox (``kozyr --sandbox``) over HTTP, as its page uses it: people and a group are made, commands
typed and buttons pressed only through the page's JSON endpoints, and whole games are played to the end
— a Durak game with friends and a computer in a group, a Bura match against a computer in private, a
Scopa 2×2 game with two computers in a group — with no call answered 429 by the emulator's limits.

Which button to press is decided as in the other end-to-end tests (a legal action of the engine, found
among the buttons the page shows); every press and every read goes through the page's endpoints."""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import random
import signal
import struct
import sys
from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Any

import aiohttp
import pytest

from bot.config import Settings
from bot.model import Room
from bot.sandbox.fakeapi import FakeTelegram
from bot.sandbox.server import FIRST_GROUP_ID, FIRST_USER_ID, SEED_GROUP, SEED_PEOPLE, Sandbox, page_html
from engines.protocol import Action
from engines.records import verify
from tests.support.bot_e2e import (
    FAST,
    choose_short,
    fragment,
    interruptible,
    move_data,
    on_virtual_time,
    paced,
    patience,
    pause,
    tr,
    wait_latest_room,
    wait_room,
)
from tests.support.pacing import LIMIT_SCALE
from tests.support.ports import free_port


class CallList:
    """The page's list of Bot API calls: it reads the /api/calls event stream as the page's
    EventSource does, reconnecting (with Last-Event-ID) after every ``reconnect_every`` events."""

    def __init__(self, url: str, http: aiohttp.ClientSession, reconnect_every: int = 150) -> None:
        self.url, self.http, self.reconnect_every = url, http, reconnect_every
        self.calls: list[dict[str, Any]] = []
        self.runs: list[str] = []
        self.connections = 0
        self.last_id = ""

    async def read(self) -> None:
        while True:
            headers = {"Last-Event-ID": self.last_id} if self.last_id else {}
            self.connections += 1
            async with self.http.get(f"{self.url}/api/calls", headers=headers) as response:
                assert response.status == 200
                assert response.headers["Content-Type"].startswith("text/event-stream")
                if not await self._events(response):
                    return

    async def _events(self, response: aiohttp.ClientResponse) -> bool:
        """Read events until ``reconnect_every`` calls came (True: connect again) or the end."""
        fields: dict[str, str] = {}
        got = 0
        async for raw in response.content:
            line = raw.decode().rstrip("\n")
            if line:
                if not line.startswith(":"):  # a comment keeps the connection alive
                    name, _, value = line.partition(": ")
                    fields[name] = value
                continue
            if fields.get("event") == "run":
                self.runs.append(json.loads(fields["data"]))
            elif "data" in fields:
                self.calls.append(json.loads(fields["data"]))
                self.last_id = fields["id"]
                got += 1
            fields = {}
            if got >= self.reconnect_every:
                return True
        return False

    def check(self, fake: FakeTelegram) -> None:
        """Each call the API answered is listed exactly once, in the order of the answers, as the
        API's own log has it."""
        listed = [c["i"] for c in self.calls]
        assert len(listed) == len(set(listed)), "a call listed twice"
        log = fake.answered
        assert listed == [c.seq for c in log[: len(listed)]], "a call skipped or out of order"
        for shown, call in zip(self.calls, log, strict=False):
            assert (shown["method"], shown["chat"], shown["ok"], shown["code"], shown["limited"]) == (
                call.method, call.chat_id, call.ok, call.error_code, call.limited_by
            ), (shown, call)  # fmt: skip
        assert set(listed) | {c.seq for c in fake.calls if c.answered_at is None} >= {
            c.seq for c in log[: len(listed)]
        }


class Page:
    """What the sandbox's page does, over HTTP."""

    def __init__(self, sandbox: Sandbox, http: aiohttp.ClientSession) -> None:
        self.sandbox = sandbox
        self.http = http
        self.url = sandbox.url.rstrip("/")

    async def state(self) -> dict[str, Any]:
        async with self.http.get(f"{self.url}/api/state") as response:
            assert response.status == 200
            return await response.json()

    async def post(self, endpoint: str, **body: Any) -> dict[str, Any]:
        async with self.http.post(f"{self.url}/api/{endpoint}", json=body) as response:
            data = await response.json()
            assert response.status == 200, (endpoint, body, data)
            return data

    async def post_error(self, endpoint: str, **body: Any) -> tuple[int, str]:
        async with self.http.post(f"{self.url}/api/{endpoint}", json=body) as response:
            return response.status, (await response.json()).get("error", "")

    @staticmethod
    def chat(state: dict[str, Any], chat_id: int) -> dict[str, Any]:
        return next(c for c in state["chats"] if c["id"] == chat_id)

    async def wait(self, predicate: Callable[[dict[str, Any]], Any], timeout: float = 10.0) -> Any:
        deadline = asyncio.get_running_loop().time() + timeout * patience()
        while True:
            state = await self.state()
            value = predicate(state)
            if value:
                return value
            if asyncio.get_running_loop().time() > deadline:
                raise AssertionError(f"the page did not show it in {timeout} s\n{self.sandbox.fake.dump()}")
            await pause(0.02)

    async def message(self, chat_id: int, message_id: int) -> dict[str, Any] | None:
        chat = self.chat(await self.state(), chat_id)
        return next((m for m in chat["messages"] if m["id"] == message_id), None)

    async def bot_message(self, chat_id: int, contains: str, timeout: float = 10.0) -> dict[str, Any]:
        def find(state: dict[str, Any]) -> dict[str, Any] | None:
            bot = [m for m in self.chat(state, chat_id)["messages"] if m["from"] == "bot"]
            return next((m for m in reversed(bot) if contains in m["text"]), None)

        return await self.wait(find, timeout)

    @staticmethod
    def data(message: dict[str, Any] | None) -> list[str]:
        if message is None:
            return []
        return [b["callback_data"] for row in message["buttons"] for b in row if "callback_data" in b]

    @staticmethod
    def button(message: dict[str, Any], text: str) -> dict[str, Any]:
        found = [b for row in message["buttons"] for b in row if text in b["text"]]
        assert found, (text, message["buttons"])
        return found[0]

    async def press(self, user: int, chat: int, message_id: int, data: str) -> dict[str, Any]:
        answer = (await self.post("press", user=user, chat=chat, message_id=message_id, data=data))["answer"]
        assert answer is not None, f"the bot did not answer the press {data}"
        return answer

    async def press_if_shown(self, user: int, chat: int, message_id: int, data: str) -> dict[str, Any] | None:
        """Press a button the page showed a moment ago. A redraw may have replaced it meanwhile (the
        room moved on by itself: a computer's move, a throw-in wait that ran out): the press reaches
        the bot all the same, as in Telegram, and the bot's answer says what it made of it. None
        when the message itself is gone."""
        async with self.http.post(
            f"{self.url}/api/press", json=dict(user=user, chat=chat, message_id=message_id, data=data)
        ) as response:
            body = await response.json()
            if response.status == 400 and body.get("error") == "that message is gone":
                return None
            assert response.status == 200, ("press", data, body)
        answer = body["answer"]
        assert answer is not None, f"the bot did not answer the press {data}"
        return answer

    async def press_text(self, user: int, chat: int, message_id: int, text: str) -> dict[str, Any]:
        message = await self.message(chat, message_id)
        assert message is not None
        return await self.press(user, chat, message_id, self.button(message, text)["callback_data"])

    async def wait_data(
        self, chat: int, message_id: int, check: Callable[[list[str]], bool], timeout: float = 3.0
    ) -> list[str] | None:
        """The message's button data once ``check`` holds for them; None after ``timeout``."""

        def ready(state: dict[str, Any]) -> list[str] | None:
            data = self.data(self._in(state, chat, message_id))
            return data if data and check(data) else None

        try:
            return await self.wait(ready, timeout)
        except AssertionError:
            return None

    def _in(self, state: dict[str, Any], chat: int, message_id: int) -> dict[str, Any] | None:
        return next((m for m in self.chat(state, chat)["messages"] if m["id"] == message_id), None)


# ----- playing through the page -----------------------------------------------------------------------------
async def hand_id(sandbox: Sandbox, room_id: str, user: int, timeout: float = 10.0) -> int:
    """The id of the room's private message to ``user`` (the bot's own record of it)."""
    app = sandbox.app
    assert app is not None
    deadline = asyncio.get_running_loop().time() + timeout * patience()
    while True:
        async with app.storage.read() as tx:
            mid = await tx.messages.get(room_id, user, "hand")
        if mid is not None:
            return mid
        assert asyncio.get_running_loop().time() < deadline, f"no hand message for {user}"
        await pause(0.02)


async def get_room(sandbox: Sandbox, room_id: str) -> Room:
    assert sandbox.app is not None and sandbox.app.rooms is not None
    room = await sandbox.app.rooms.get(room_id)
    assert room is not None
    return room


async def press_ready(page: Page, room_id: str, user: int) -> None:
    mid = await hand_id(page.sandbox, room_id, user)
    ready = f"r:{room_id}"
    assert await page.wait_data(user, mid, lambda d: ready in d, timeout=10), f"no Ready for {user}"
    await page.press(user, user, mid, ready)


async def act(page: Page, room: Room, user: int, action: Action) -> bool:
    """Press the buttons of ``user``'s hand on the page that make ``action``; False when the room moved
    on meanwhile (the caller looks again)."""
    seat = room.seat_of(user)
    game = room.engine()
    assert seat is not None and game is not None
    prefix = f"{room.id}:{room.turn}:{seat.seat}:"
    target = move_data(room, seat.seat, action)
    mid = await hand_id(page.sandbox, room.id, user)
    mine = ("m:" + prefix, "p:" + prefix, "t:" + prefix)
    data = await page.wait_data(user, mid, lambda d: any(x.startswith(mine) for x in d))
    if data is None:
        return False
    if room.game == "bura" and target not in data and action.type in ("lead", "dump", "beat"):
        # Bura: the move's cards are marked one by one (any other unmarked), then its button shows
        cards = set(action.cards or ()) | {c for _, c in (action.pairs or ())}
        for x in [x for x in data if x.startswith("t:" + prefix)]:
            card, on = x.split(":")[4:]
            if (card in cards) != (on == "1"):
                continue  # marked as the move wants already
            answer = await page.press_if_shown(user, user, mid, x)
            if answer is None or answer.get("text"):
                return False
            flipped = f"t:{prefix}{card}:{1 - int(on)}"  # the card's button now undoes it
            if await page.wait_data(user, mid, lambda d, t=flipped: t in d) is None:
                return False
        data = await page.wait_data(user, mid, lambda d: target in d) or []
    elif target not in data and action.card is not None:
        pick = f"p:{prefix}{action.card}"
        if pick not in data:
            return False
        if await page.press_if_shown(user, user, mid, pick) is None:
            return False
        data = await page.wait_data(user, mid, lambda d: target in d) or []
    if target not in data:
        return False
    answer = await page.press_if_shown(user, user, mid, target)
    return answer is not None and not answer.get("text")


async def play_to_end(page: Page, room_id: str, people: list[int], rng: random.Random, max_steps: int = 4000
                      ) -> Room:  # fmt: skip
    """People press legal buttons on the page until the match is over."""
    for _ in range(max_steps):
        room = await get_room(page.sandbox, room_id)
        if room.status != "playing":
            return room
        if room.between_deals():
            for user in people:
                seat = room.seat_of(user)
                if seat is not None and not seat.ready:
                    await press_ready(page, room_id, user)
            await pause(0.01)
            continue
        game = room.engine()
        assert game is not None
        movers = [u for u in people if (s := room.seat_of(u)) is not None and s.seat in game.to_act()]
        if not movers:
            await pause(0.01)
            continue
        user = movers[rng.randrange(len(movers))]
        seat = room.seat_of(user)
        assert seat is not None
        legal = [a for a in game.legal_actions(seat.seat) if a.type != "surrender"]
        if legal:
            await act(page, room, user, choose_short(legal, rng))  # Bura: short deals
        else:
            await pause(0.01)
    raise AssertionError("the game did not end")


async def download_record(page: Page, user: int, group: int, message_id: int) -> dict[str, Any]:
    """Press «Запись раздачи» on the group's final table, then download the document from the page."""
    await page.press_text(user, group, message_id, tr("btn-record"))

    def document(state: dict[str, Any]) -> dict[str, Any] | None:
        return next((m for m in page.chat(state, user)["messages"] if m.get("document")), None)

    doc = await page.wait(document)
    params = {"chat": str(user), "message_id": str(doc["id"])}
    async with page.http.get(f"{page.url}/api/document", params=params) as response:
        assert response.status == 200
        assert doc["document"]["name"] in response.headers["Content-Disposition"]
        return json.loads(await response.read())


# ----- fixtures ---------------------------------------------------------------------------------------------
@pytest.fixture
async def page(tmp_path: Path) -> AsyncIterator[Page]:
    settings = Settings.of(bot_token="1:x", **paced(FAST))
    scale = 1.0 if on_virtual_time() else LIMIT_SCALE
    box = Sandbox(settings, port=0, database=tmp_path / "sandbox.sqlite3", limit_scale=scale)
    box.fake.patience = patience()
    await box.start()
    try:
        async with aiohttp.ClientSession() as http:
            shown = CallList(box.url.rstrip("/"), http)
            reader = asyncio.create_task(shown.read())
            yield Page(box, http)
            state = await Page(box, http).state()
            assert state["limited"] == 0, "a call answered 429 by the emulator's limits"
            # the page's list of calls: every answered call so far, each once, as the API logged it
            answered = len(box.fake.answered)
            await Page(box, http).wait(lambda _: len(shown.calls) >= answered or reader.done())
            reader.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await reader
            assert len(shown.calls) >= answered and shown.runs == [box.instance] * shown.connections
            shown.check(box.fake)
    finally:
        await box.stop()
    limited = box.fake.limited_calls()
    assert not limited, f"{len(limited)} calls over Telegram's limits, e.g. {limited[:3]}"


async def people(page: Page, *names: str, language: str = "ru") -> list[int]:
    return [(await page.post("people", name=name, language=language))["id"] for name in names]


# ----- the tests --------------------------------------------------------------------------------------------
@pytest.mark.slow
async def test_durak_with_friends_and_a_computer_to_the_end(page: Page) -> None:
    sandbox = page.sandbox
    friends = await people(page, "Аня", "Борис", "Вера")
    group = (await page.post("groups", title="Друзья", by=friends[0]))["id"]
    await page.post("send", user=friends[0], chat=group, text="/durak")
    table = await page.bot_message(group, fragment("title-durak"))
    assert not table["rang"]  # the table is a silent message; joining is a deep link
    join = page.button(table, tr("btn-join"))
    room = await wait_latest_room(sandbox.app, group)  # type: ignore[arg-type]
    for user in friends:
        opened = await page.post("open", user=user, url=join["url"])
        assert opened == {"chat": user}  # the deep link opens their private chat with /start j…
        mine = page.chat(await page.state(), user)["messages"]
        assert mine[0]["text"] == f"/start j{room.id}" and mine[0]["from"] == user
        await hand_id(sandbox, room.id, user)
    await wait_room(sandbox.app, room.id, lambda r: len(r.seats) == 3)  # type: ignore[arg-type]
    fill = f"c:{room.id}:*:0"  # the last seat to a computer, in one tap
    assert await page.wait_data(group, table["id"], lambda d: fill in d, timeout=10)
    await page.press(friends[0], group, table["id"], fill)
    await wait_room(sandbox.app, room.id, lambda r: len(r.seats) == 4)  # type: ignore[arg-type]
    for user in friends:
        await press_ready(page, room.id, user)
    room = await wait_room(sandbox.app, room.id, lambda r: r.status == "playing")  # type: ignore[arg-type]
    room = await play_to_end(page, room.id, friends, random.Random(7))
    assert room.engine().is_over()  # type: ignore[union-attr]
    final = await page.bot_message(group, tr("fair-ok"), timeout=30)
    record = await download_record(page, friends[1], group, final["id"])
    assert record["game"] == "durak" and record["seats"] == 4
    status, report = verify(record)
    assert status == 0 and not report["failed"], report


@pytest.mark.slow
async def test_bura_match_against_a_computer_to_the_end(page: Page) -> None:
    sandbox = page.sandbox
    [me] = await people(page, "Jane", language="en")
    await page.post("send", user=me, chat=me, text="/start")
    await page.bot_message(me, tr("welcome", "en")[:20])
    await page.post("send", user=me, chat=me, text="/bura")
    await page.bot_message(me, fragment("invite-forward", "en"))
    room = await wait_latest_room(sandbox.app)  # type: ignore[arg-type]
    mid = await hand_id(sandbox, room.id, me)
    # one computer, from the lobby's «⚙️ Settings» (opened in place, then closed)
    for data in (f"st:{room.id}:1", f"c:{room.id}:+:0", f"st:{room.id}:0"):
        assert await page.wait_data(me, mid, lambda d, x=data: x in d, timeout=10), data
        await page.press(me, me, mid, data)
    await wait_room(sandbox.app, room.id, lambda r: len(r.seats) == 2)  # type: ignore[arg-type]
    await press_ready(page, room.id, me)
    await wait_room(sandbox.app, room.id, lambda r: r.status == "playing")  # type: ignore[arg-type]
    room = await play_to_end(page, room.id, [me], random.Random(3))
    game = room.engine()
    assert game is not None and game.is_over() and game.match_result()["over"]
    assert max(game.match_result()["score"]) >= 12 and room.match_no == 1
    winner = fragment("match-winner", "en")
    mid = await hand_id(sandbox, room.id, me)  # each deal's result stays above the next deal: the live hand
    shown = await page.wait(lambda s: (m := page._in(s, me, mid)) and winner in m["text"] and m, timeout=30)
    assert tr("fair-ok", "en") in shown["text"]
    # /stats: its chart comes as a photo, which the page shows and opens
    await page.post("send", user=me, chat=me, text="/stats")
    chart = tr("btn-stats-chart", "en")
    def offers_chart(m: dict[str, Any]) -> bool:
        return any(chart in b["text"] for row in m.get("buttons", []) for b in row)

    stats = await page.wait(lambda s: next(filter(offers_chart, page.chat(s, me)["messages"]), None))
    await page.press_text(me, me, stats["id"], chart)
    photo = await page.wait(lambda s: next((m for m in page.chat(s, me)["messages"] if m.get("photo")), None))
    assert "document" not in photo and photo["text"] == tr("stats-chart-caption", "en")
    async with page.http.get(page.url + photo["photo"]["url"]) as response:
        assert response.status == 200 and response.content_type == "image/png"
        png = await response.read()
    assert png.startswith(b"\x89PNG\r\n\x1a\n")
    assert (photo["photo"]["width"], photo["photo"]["height"]) == struct.unpack(">II", png[16:24])


@pytest.mark.slow
async def test_scopa_two_by_two_with_two_computers_to_the_end(page: Page) -> None:
    sandbox = page.sandbox
    ugo, lia = await people(page, "Ugo", "Lia")
    group = (await page.post("groups", title="Scopa club", by=ugo))["id"]
    await page.post("send", user=ugo, chat=group, text="/scopa")
    table = await page.bot_message(group, fragment("title-scopa"))
    room = await wait_latest_room(sandbox.app, group)  # type: ignore[arg-type]
    join = page.button(table, tr("btn-join"))["url"]  # the invitation link
    for data in (f"st:{room.id}:1", f"o:{room.id}:seats:4", f"st:{room.id}:0"):  # 2×2, in the settings
        assert await page.wait_data(group, table["id"], lambda d, x=data: x in d, timeout=10), data
        await page.press(ugo, group, table["id"], data)
    await wait_room(sandbox.app, room.id, lambda r: r.capacity == 4)  # type: ignore[arg-type]
    for user in (ugo, lia):
        assert await page.post("open", user=user, url=join) == {"chat": user}
        await hand_id(sandbox, room.id, user)
    fill = f"c:{room.id}:*:0"  # both free seats to computers, in one tap
    assert await page.wait_data(group, table["id"], lambda d: fill in d, timeout=10)
    await page.press(ugo, group, table["id"], fill)
    await wait_room(sandbox.app, room.id, lambda r: len(r.seats) == 4)  # type: ignore[arg-type]
    for user in (ugo, lia):
        await press_ready(page, room.id, user)
    room = await wait_room(sandbox.app, room.id, lambda r: r.status == "playing")  # type: ignore[arg-type]
    room = await play_to_end(page, room.id, [ugo, lia], random.Random(5))
    assert room.engine().is_over()  # type: ignore[union-attr]
    winner = fragment("match-winner")
    await page.wait(lambda s: winner in (page._in(s, group, table["id"]) or {}).get("text", ""), timeout=30)
    record = await download_record(page, lia, group, table["id"])
    assert record["game"] == "scopa" and record["seats"] == 4
    assert verify(record)[0] == 0


async def test_the_page_and_bad_requests(page: Page) -> None:
    async with page.http.get(page.url + "/") as response:
        assert response.status == 200 and "Kozyr sandbox" in await response.text()
    async with page.http.get(page.url + "/static/sandbox.js") as response:
        assert response.status == 200 and "/api/state" in await response.text()
    [ann] = await people(page, "Ann", language="en")
    assert (await page.post_error("people", name=" ", language="ru"))[0] == 400
    assert (await page.post_error("people", name="X", language="xx"))[0] == 400
    assert (await page.post_error("send", user=999, chat=999, text="/start"))[0] == 400
    assert (await page.post_error("send", user=ann, chat=ann + 1, text="/start"))[0] == 400  # not their chat
    assert (await page.post_error("press", user=ann, chat=ann, message_id=77, data="x"))[0] == 400
    async with page.http.post(page.url + "/api/send", data=b"not json") as response:
        assert response.status == 400
    # bodies are read within bounds (bot/web/jsonbody.py): nested thousands deep is a 400, not a
    # RecursionError; an oversize body a 413 before it is read whole
    async with page.http.post(page.url + "/api/send", data=b"[" * 5000 + b"]" * 5000) as response:
        assert response.status == 400
    async with page.http.post(page.url + "/api/send", data=b'{"text": "' + b"x" * 70_000 + b'"}') as response:
        assert response.status == 413
    # a URL that is not a deep link to the bot is opened outside; a deep link starts the private chat
    assert await page.post("open", user=ann, url="https://example.org/") == {"external": "https://example.org/"}
    assert await page.post("open", user=ann, url="https://t.me/kozyr_sandbox_bot?start=hi") == {"chat": ann}
    greeting = await page.bot_message(ann, tr("welcome", "en")[:20])
    assert greeting["edits"] == 0 and isinstance(greeting["rang"], bool)
    # people in the bot's other languages (the tests' DEFAULT_LOCALE is ru, so de is left to
    # tests/bot/test_languages.py)
    for language, expected in (("it", "it"), ("uk", "uk")):
        [someone] = await people(page, f"P-{language}", language=language)
        await page.post("open", user=someone, url="https://t.me/kozyr_sandbox_bot?start=hi")
        await page.bot_message(someone, tr("welcome", expected)[:20])
    state = await page.state()
    assert next(p for p in state["people"] if p["id"] == ann) == {
        "id": ann, "name": "Ann", "language": "en", "started": True
    }
    calls = CallList(page.url, page.http, reconnect_every=3)
    reader = asyncio.create_task(calls.read())
    await page.wait(lambda _: len(calls.calls) >= 10)
    reader.cancel()
    assert {"getMe", "getUpdates", "sendMessage"} <= {c["method"] for c in calls.calls}
    assert all({"i", "method", "chat", "t", "ok", "code", "limited"} <= set(c) for c in calls.calls)
    assert calls.connections >= 4  # resumed after its last event each time
    calls.check(page.sandbox.fake)
    async with page.http.get(f"{page.url}/api/document", params={"chat": str(ann), "message_id": "1"}) as r:
        assert r.status == 404


async def test_a_press_on_a_replaced_keyboard_reaches_the_bot(page: Page) -> None:
    """A Telegram client shows a keyboard until it learns of the edit, and a tap on it meanwhile
    reaches the bot with the button's old data (the bot decides what it means). The page does the
    same: a button the bot has just replaced is still pressed; data the message never had, or a
    deleted message's buttons, cannot be."""
    fake = page.sandbox.fake
    anya, club = FIRST_USER_ID, FIRST_GROUP_ID  # the seeded Аня and «Игровой клуб»
    await page.post("send", user=anya, chat=club, text="/top")
    board = await page.bot_message(club, "🏆")
    assert "tp:durak:month" in page.data(board) and "tp:bura:week" in page.data(board)
    await page.press(anya, club, board["id"], "tp:bura:week")  # Bura's board: its own period buttons
    bura = tr("top-title", game=tr("game-bura"), period="week")
    redrawn = await page.wait(lambda s: (m := page._in(s, club, board["id"])) and bura in m["text"] and m)
    assert "tp:durak:month" not in page.data(redrawn)
    # the Durak «Месяц» the person saw a moment ago reaches the bot, which does what it said: the
    # board shows Durak's month (a button of the same screen, not a forgery from another one)
    answer = await page.press(anya, club, board["id"], "tp:durak:month")
    query = fake.updates[-1]["callback_query"]
    assert query["data"] == "tp:durak:month" and query["message"]["message_id"] == board["id"]
    assert answer.get("text") != tr("err-unknown-button"), answer
    month = tr("top-title", game=tr("game-durak"), period="month")
    await page.wait(lambda s: (m := page._in(s, club, board["id"])) and month in m["text"])
    presses = len(fake.updates)
    board_id = board["id"]
    refused = await page.post_error("press", user=anya, chat=club, message_id=board_id, data="tp:scopa:all")
    assert refused == (400, "that message never had this button")
    message = fake.message(club, board["id"])
    assert message is not None
    message.deleted = True  # as deleteMessage leaves it
    refused = await page.post_error("press", user=anya, chat=club, message_id=board_id, data="tp:bura:week")
    assert refused == (400, "that message is gone") and len(fake.updates) == presses


def test_the_readme_names_what_the_sandbox_starts_with() -> None:
    """The README's sandbox paragraph names the ready-made people and group, and says that the page
    is opened by hand unless ``--open``."""
    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text(encoding="utf-8")
    start = readme.index("**Try it without Telegram first:**")
    paragraph = " ".join(readme[start : readme.index("\n\n", start)].split())
    for name, language in SEED_PEOPLE:
        assert name in paragraph and {"ru": "Russian", "en": "English"}[language] in paragraph
    assert f"«{SEED_GROUP}»" in paragraph
    assert "nothing opens by itself" in paragraph and "add `--open`" in paragraph


def test_page_html_keeps_formatting_and_nothing_else() -> None:
    html = page_html('<b>a &lt;i&gt;</b> <a href="javascript:alert(1)">x</a> https://t.me/b?start=j1', "HTML")
    assert html.startswith("<b>a &lt;i&gt;</b> ")
    assert 'href="#"' in html and "javascript" not in html
    assert '<a href="https://t.me/b?start=j1"' in html
    assert page_html("<script>", None) == "&lt;script&gt;"
    assert page_html('<tg-spoiler>s</tg-spoiler>', "HTML") == '<span class="spoiler">s</span>'


async def _sandbox_process(tmp_path: Path, *extra: str, env: dict[str, str] | None = None) -> None:
    """``python -m bot --sandbox`` with ``extra``: the page answers, the chosen database is made, the
    console names the address on a line of its own and no per-job line, Ctrl+C stops it cleanly."""
    port, database = free_port(), tmp_path / "mine.sqlite3"
    base = {k: v for k, v in os.environ.items() if k not in ("BOT_TOKEN", "TELEGRAM_API_URL", "LOG_LEVEL")}
    proc = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "bot", "--sandbox", "--port", str(port), "--database", str(database), *extra,
        cwd=tmp_path, env={**base, **(env or {})}, stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.STDOUT, preexec_fn=interruptible,
    )  # fmt: skip
    url = f"http://127.0.0.1:{port}/"
    seen: list[str] = []
    try:
        assert proc.stdout is not None
        while "Ctrl+C stops the sandbox." not in seen:
            line = await asyncio.wait_for(proc.stdout.readline(), timeout=60)
            assert line, "the sandbox exited"
            seen.append(line.decode().rstrip("\n"))
        assert f"    {url}" in seen  # the address alone on its line, to copy
        assert any("Аня" in line and "Игровой клуб" in line for line in seen)  # what is ready-made
        async with aiohttp.ClientSession() as http, http.get(f"{url}api/state") as r:
            state = await r.json()
        assert state["bot"]["username"] and len(state["people"]) >= 2 and state["groups"]
        assert database.is_file()
    finally:
        if proc.returncode is None:
            proc.send_signal(signal.SIGINT)
        out, _ = await asyncio.wait_for(proc.communicate(), timeout=60)
    text = "\n".join(seen) + out.decode(errors="replace")
    assert proc.returncode == 0, text
    assert "Traceback" not in text and "apscheduler" not in text


@pytest.mark.slow
async def test_python_m_bot_sandbox_starts_serves_and_stops(tmp_path: Path) -> None:
    """The README's command: no token, no network."""
    await _sandbox_process(tmp_path)


@pytest.mark.slow
async def test_sandbox_open_opens_the_page_in_the_browser(tmp_path: Path) -> None:
    """``--open``: the stdlib's webbrowser opens the page (here a stand-in browser named by
    $BROWSER, as webbrowser honours it, records the address it was given)."""
    opened = tmp_path / "opened.txt"
    browser = tmp_path / "browser.sh"
    browser.write_text(f'#!/bin/sh\necho "$1" > {opened}\n', encoding="utf-8")
    browser.chmod(0o755)
    await _sandbox_process(tmp_path, "--open", env={"BROWSER": f"{browser} %s"})
    assert opened.read_text(encoding="utf-8").strip().startswith("http://127.0.0.1:")
