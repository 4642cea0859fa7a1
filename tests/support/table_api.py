"""The table page's API as the page speaks it (bot/web/table.py): signed initData, the model, presses
and the server-sent events, against the bot's own web server (the tests start it with WEBAPP_URL)."""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any
from urllib.parse import quote

import aiohttp

from bot.app import KozyrApp
from bot.model import Room
from bot.sandbox.fakeapi import FakeTelegram
from bot.web import initdata
from bot.web.table import pressable
from tests.support.bot_e2e import patience

WEBAPP_URL = "https://kozyr.example/check/"


def signed(fake: FakeTelegram, user: int, *, lang: str = "ru", auth_date: int | None = None) -> str:
    """initData Telegram would sign for ``user`` opening the Mini App."""
    return initdata.sign(fake.token, {"id": user, "first_name": f"P{user}", "language_code": lang},
                         auth_date=auth_date)  # fmt: skip


def base(app: KozyrApp) -> str:
    assert app.server is not None, "the bot's server runs for the Mini App (WEBAPP_URL)"
    return f"http://127.0.0.1:{app.server.port}/check/"


async def get_model(
    app: KozyrApp, fake: FakeTelegram, room_id: str, user: int, *, auth: str | None = None
) -> tuple[int, dict[str, Any]]:
    headers = {initdata.HEADER: signed(fake, user) if auth is None else auth}
    url = base(app) + f"api/table?room={room_id}"
    async with aiohttp.ClientSession() as client, client.get(url, headers=headers) as r:
        status, model = r.status, await r.json()
    if status == 200:
        every_button_pressable(model)
    return status, model


def every_button_pressable(model: dict[str, Any]) -> None:
    """Every button a table model carries is one the page's press API takes (a button shown on the
    page and refused as malformed when pressed would be a dead control)."""
    for row in model.get("buttons") or []:
        for button in row:
            data = button.get("data")
            assert data is None or pressable(data, model["room"]), f"not pressable on the page: {button}"
    for move in model.get("moves") or []:
        assert pressable(move["data"], model["room"]), f"not pressable on the page: {move}"


async def post_press(
    app: KozyrApp, fake: FakeTelegram, user: int, body: Any, *, auth: str | None = None,
    raw: bytes | None = None,
) -> tuple[int, dict[str, Any]]:
    """A press as the page posts it (``raw``: these bytes as the body instead)."""
    headers = {initdata.HEADER: signed(fake, user) if auth is None else auth}
    async with aiohttp.ClientSession() as client:
        if raw is not None:
            headers["Content-Type"] = "application/json"
            call = client.post(base(app) + "api/table/press", data=raw, headers=headers)
        else:
            call = client.post(base(app) + "api/table/press", json=body, headers=headers)
        async with call as r:
            return r.status, await r.json()


async def press(app: KozyrApp, fake: FakeTelegram, user: int, room_id: str, data: str) -> dict[str, Any]:
    status, answer = await post_press(app, fake, user, {"room": room_id, "data": data})
    assert status == 200, (status, answer)
    return answer


class Events:
    """A page's EventSource: the events of one stream as they come (``: ping`` comments counted)."""

    def __init__(self, response: aiohttp.ClientResponse) -> None:
        self.response = response
        self.pings = 0
        self.seen: list[dict[str, Any]] = []

    async def next(self, timeout: float = 10.0) -> dict[str, Any] | None:
        """The next event (``event``, ``id``, ``model``), or None when the stream ended."""
        event: dict[str, Any] = {}
        while True:
            line = await asyncio.wait_for(self.response.content.readline(), timeout * patience())
            if not line:
                return None
            text = line.decode().rstrip("\n")
            if text == "":
                if event:
                    self.seen.append(event)
                    return event
                continue
            if text.startswith(":"):
                self.pings += 1
                continue
            name, _, value = text.partition(": ")
            if name == "data":
                event["model"] = json.loads(value)
                if event.get("event", "state") == "state":
                    every_button_pressable(event["model"])
            elif name in ("event", "id"):
                event[name] = value

    async def until_turn(self, turn: int, timeout: float = 10.0) -> dict[str, Any]:
        """The first model at ``turn`` or later (the models before it are kept in ``seen``)."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout * patience()
        while True:
            left = max(0.01, (deadline - loop.time()) / patience())
            event = await self.next(left)
            assert event is not None, f"the stream ended before turn {turn}"
            if event["model"]["turn"] >= turn:
                return event["model"]


@asynccontextmanager
async def stream(
    app: KozyrApp, fake: FakeTelegram, room_id: str, user: int, *, last_id: str | None = None
) -> AsyncIterator[Events]:
    """An open stream of the room's table for ``user``, as EventSource opens it."""
    url = base(app) + f"api/table/events?room={room_id}&auth={quote(signed(fake, user))}"
    headers = {"Last-Event-ID": last_id} if last_id is not None else {}
    async with aiohttp.ClientSession() as client, client.get(url, headers=headers) as response:
        assert response.status == 200, (response.status, await response.text())
        assert response.headers["Content-Type"].startswith("text/event-stream")
        yield Events(response)


def strings_of(value: Any, skip: frozenset[str] = frozenset({"strings"})) -> list[str]:
    """Every string in a model (not its card names for screen readers), keys and values."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for k, v in value.items() if k not in skip for s in [k, *strings_of(v, skip)]]
    if isinstance(value, list):
        return [s for v in value for s in strings_of(v, skip)]
    return []


def mover(room: Room) -> int:
    """The seat the room waits for now (a person's or a computer's)."""
    game = room.engine()
    assert game is not None
    return game.view(None)["to_act"][0]
