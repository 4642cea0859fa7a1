"""Issue 45, item 3: the bot's direct Mini App link (https://t.me/<bot>/<short name>?startapp=t<room>)
opens the Mini App's registered URL — the deck check's page — with ``start_param`` in Telegram's
initData; the page sends it on to the room's table page, ``table?room=<room>`` beside it, keeping
Telegram's launch parameters (``#tgWebAppData=…``) for the table to sign its requests with. Without
such a start_param it is the deck check as before. Debian's headless Chromium opens the page as the
bot serves it (``page_html``)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from urllib.parse import quote, urlencode

from aiohttp import web

from bot.web.page import page_html
from tests.support.browser import browser_page, need_browser

TABLE = "<!doctype html><title>table</title><p id=table>the table</p>"


@asynccontextmanager
async def mini_app() -> AsyncIterator[str]:
    """The deck check's page at /app/ and a stand-in table page at /app/table; the page's URL."""
    html = page_html(api=True)

    async def check(request: web.Request) -> web.Response:
        return web.Response(text=html, content_type="text/html")

    async def table(request: web.Request) -> web.Response:
        return web.Response(text=TABLE, content_type="text/html")

    app = web.Application()
    app.router.add_get("/app/", check)
    app.router.add_get("/app/table", table)
    runner = web.AppRunner(app)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    port = runner.addresses[0][1]
    try:
        yield f"http://127.0.0.1:{port}/app/"
    finally:
        await runner.cleanup()


def launch(start_param: str | None) -> str:
    """Telegram's fragment for a Mini App launch whose initData carries ``start_param``."""
    data = {"query_id": "AAF", "user": '{"id":111,"first_name":"Аня","language_code":"ru"}', "auth_date": "1"}
    if start_param is not None:
        data["start_param"] = start_param
    data["hash"] = "0" * 64  # the table's server checks it; the page only reads
    params = {"tgWebAppData": urlencode(data), "tgWebAppVersion": "8.0", "tgWebAppPlatform": "ios"}
    return "#" + urlencode(params)


async def test_a_direct_link_opens_the_rooms_table_and_anything_else_the_deck_check() -> None:
    need_browser()
    async with mini_app() as url, browser_page() as page:
        # start_param t<room> in initData: on to the table, Telegram's fragment kept
        fragment = launch("tAbCd12345")
        await page.goto(url + fragment)
        await page.wait_for_url(url + "table?room=AbCd12345" + fragment)
        assert await page.text_content("#table") == "the table"
        # the same in Telegram's query parameter (older clients)
        plain = launch(None)
        await page.goto(url + "?tgWebAppStartParam=tXyZ_9-8" + plain)
        await page.wait_for_url(url + "table?room=XyZ_9-8" + plain)
        # anything else: the deck check, where it was
        for start in (None, "", "t", "x123", "tAb/../cd", "t" + "a" * 33, "jAbCd12345"):
            there = url + launch(start)
            await page.goto(there)
            await page.wait_for_function("() => document.getElementById('title').textContent.length > 0")
            assert page.url == there, start
            assert await page.evaluate("() => window.kozyr.tableFor(location.hash, location.search)") is None
        # a page opened without Telegram at all
        await page.goto(url)
        await page.wait_for_function("() => document.getElementById('title').textContent.length > 0")
        assert page.url == url
        # the rule itself, as the page applies it
        found = await page.evaluate(
            "([h, s]) => window.kozyr.tableFor(h, s)", ["#tgWebAppData=" + quote("start_param=tR1&x=1"), ""]
        )
        assert found == "table?room=R1#tgWebAppData=" + quote("start_param=tR1&x=1")
