"""The table's ways in, in the sandbox, over its HTTP API as its page uses them: a group's «🎴 Стол»
is the bot's direct Mini App link (the sandbox sets WEBAPP_SHORT_NAME), which the page opens as
Telegram does — the Mini App's main URL, ``startapp`` in the signed initData's ``start_param`` and in
``tgWebAppStartParam`` — for whoever the page acts as; and what the table page offers a person seated
in a group's room (the group table's lobby options too) or in their private lobby (no second
«Готово»: the page's own sends the browser's randomness)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlsplit

import aiohttp
import pytest

from bot.config import Settings
from bot.sandbox.server import FIRST_GROUP_ID, FIRST_USER_ID, TOKEN, WEBAPP_SHORT_NAME, Sandbox
from bot.web import initdata
from tests.bot.test_sandbox import Page
from tests.support.bot_e2e import FAST, paced, tr, wait_latest_room
from tests.support.pacing import LIMIT_SCALE

GROUP = FIRST_GROUP_ID
ANYA, BORIS, VERA, DAN = range(FIRST_USER_ID, FIRST_USER_ID + 4)


@pytest.fixture
async def page(tmp_path: Path) -> AsyncIterator[Page]:
    settings = Settings.of(bot_token="1:x", **{**paced(FAST), "group_hands": True})
    box = Sandbox(settings, port=0, database=tmp_path / "s.sqlite3", limit_scale=LIMIT_SCALE)
    await box.start()
    try:
        async with aiohttp.ClientSession() as http:
            yield Page(box, http)
    finally:
        await box.stop()


def table_link(page: Page) -> Any:
    """The group's newest «🎴 Стол» link, once the group shows one."""

    def find(state: dict[str, Any]) -> str | None:
        for m in reversed(Page.chat(state, GROUP)["messages"]):
            for row in m.get("buttons") or []:
                for b in row:
                    if "startapp=" in b.get("url", ""):
                        return str(b["url"])
        return None

    return page.wait(find)


def init_data(url: str) -> str:
    """The initData in an opened Mini App address's fragment, as the page reads it."""
    return parse_qs(urlsplit(url).fragment)["tgWebAppData"][0]


def launch(url: str) -> tuple[str, dict[str, str], dict[str, str]]:
    """A Mini App address as opened: (address without the fragment, its query, initData's fields)."""
    fields = {k: v[0] for k, v in parse_qs(init_data(url)).items()}
    query = {k: v[0] for k, v in parse_qs(urlsplit(url).query).items()}
    return url.split("#")[0], query, fields


async def model(page: Page, url: str, room_id: str) -> dict[str, Any]:
    """The table model of the person the opened Mini App address is signed for."""
    headers = {initdata.HEADER: init_data(url)}
    async with page.http.get(f"{page.url}/app/api/table?room={room_id}", headers=headers) as r:
        assert r.status == 200, await r.text()
        found: dict[str, Any] = await r.json()
        return found


async def press(page: Page, url: str, room_id: str, data: str) -> dict[str, Any]:
    body, headers = {"room": room_id, "data": data}, {initdata.HEADER: init_data(url)}
    async with page.http.post(f"{page.url}/app/api/table/press", json=body, headers=headers) as r:
        assert r.status == 200, await r.text()
        found: dict[str, Any] = await r.json()
        return found


def payloads(m: dict[str, Any]) -> list[str]:
    return [b.get("data") or b.get("url") or b.get("web_app") for row in m["buttons"] for b in row]


async def test_the_group_s_table_link_opens_the_main_url_signed_with_its_start_param(page: Page) -> None:
    sandbox = page.sandbox
    assert sandbox.app is not None
    await page.post("send", user=ANYA, chat=GROUP, text="/durak")
    room = await wait_latest_room(sandbox.app, GROUP)
    link = await table_link(page)
    assert link == f"https://t.me/{sandbox.fake.bot_username}/{WEBAPP_SHORT_NAME}?startapp=t{room.id}"

    opened = (await page.post("open", user=DAN, url=link, chat=GROUP))["url"]
    address, query, fields = launch(opened)
    assert address == f"{page.url}/app/?tgWebAppStartParam=t{room.id}"
    assert query == {"tgWebAppStartParam": f"t{room.id}"}
    assert (fields["start_param"], fields["chat_type"]) == (f"t{room.id}", "group")
    user = initdata.user_of(TOKEN, init_data(opened))  # signed as Telegram signs: the bot accepts it
    assert (user.id, user.first_name, user.language_code) == (DAN, "Dan", "en")  # whoever the page acts as
    async with page.http.get(address) as r:  # the Mini App's main page, which goes on to the table
        assert r.status == 200 and "tableFor" in await r.text()
    # opened elsewhere (a link in a private chat): no chat in initData
    assert "chat_type" not in launch((await page.post("open", user=DAN, url=link))["url"])[2]

    # what a Telegram client would not open, and a deep link to the bot as before
    for bad in (f"https://t.me/{sandbox.fake.bot_username}/other?startapp=t{room.id}",
                f"https://t.me/{sandbox.fake.bot_username}/{WEBAPP_SHORT_NAME}?startapp=t!x"):
        assert (await page.post_error("open", user=DAN, url=bad))[0] == 400
    assert (await page.post_error("webapp", user=DAN, url="https://evil.example/app/"))[0] == 400
    deep_link = f"https://t.me/{sandbox.fake.bot_username}?start=x"
    assert await page.post("open", user=DAN, url=deep_link) == {"chat": DAN}


async def test_a_seated_person_s_table_has_the_group_table_s_options_and_one_ready(page: Page) -> None:
    sandbox = page.sandbox
    assert sandbox.app is not None
    await page.post("send", user=ANYA, chat=GROUP, text="/durak")
    room = await wait_latest_room(sandbox.app, GROUP)
    link = await table_link(page)
    anya = (await page.post("open", user=ANYA, url=link, chat=GROUP))["url"]
    watching = await model(page, anya, room.id)
    assert watching["you"]["seat"] is None and f"jn:{room.id}" in payloads(watching)
    answer = await press(page, anya, room.id, f"jn:{room.id}")
    assert answer["ok"], answer
    seated = answer["model"]
    assert seated["you"]["seat"] == 0
    shown = payloads(seated)
    # her own message's rows first («Готово», «Выйти»), then what the group's table adds: the
    # computers («🤖 Играть с компьютером» while she sits alone), «⚙️ Настройки» — not joining
    # again, not a second «Готово»
    assert shown[0] == f"r:{room.id}" and f"l:{room.id}" in shown
    assert f"st:{room.id}:1" in shown and any(p.startswith(f"vs:{room.id}:") for p in shown)
    assert f"jn:{room.id}" not in shown and shown.count(f"r:{room.id}") == 1
    assert tr("btn-join") not in [b["text"] for row in seated["buttons"] for b in row]

    # her private lobby: «Готово» once — the page's own is «Готово» with her browser's randomness
    await page.post("send", user=VERA, chat=VERA, text="/bura")
    private = await wait_latest_room(sandbox.app)
    def lobby_of(state: dict[str, Any]) -> dict[str, Any] | None:
        bot = [m for m in Page.chat(state, VERA)["messages"] if m["from"] == "bot"]
        return next((m for m in bot if any("web_app" in b for row in m["buttons"] for b in row)), None)

    lobby = await page.wait(lobby_of)
    app_urls = [b["web_app"]["url"] for row in lobby["buttons"] for b in row if "web_app" in b]
    assert any("?ready=" in u for u in app_urls) and any("table?room=" in u for u in app_urls)  # the chat's
    vera = (await page.post("webapp", user=VERA, url=next(u for u in app_urls if "table?room=" in u)))["url"]
    mine = await model(page, vera, private.id)
    assert f"r:{private.id}" in payloads(mine)
    assert not [p for p in payloads(mine) if "?ready=" in p or "table?room=" in p]
