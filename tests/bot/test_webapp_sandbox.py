"""The Mini App in the sandbox, in a real browser (Debian's headless Chromium): Аня plays a Bura deal
against a computer in her private chat, taps «🔍 Проверить колоду» under the deal's result, and the
check — served by the sandbox, opened with initData the sandbox signs as Telegram would — shows ✅
computed in the page; the same record altered and chosen as a file on the page shows ❌."""

from __future__ import annotations

import json
import random
from collections.abc import AsyncIterator
from pathlib import Path

import aiohttp
import pytest

from bot.config import Settings
from bot.sandbox.server import FIRST_USER_ID, Sandbox
from engines.records import verify
from tests.bot.test_sandbox import Page, act, get_room, hand_id
from tests.support.bot_e2e import FAST, choose, pause, tr, wait_latest_room, wait_room
from tests.support.browser import browser_page, need_browser
from tests.support.pacing import LIMIT_SCALE

pytestmark = pytest.mark.slow  # a browser, the sandbox's bot and a deal played on the real clock

ANYA = FIRST_USER_ID  # the sandbox's first ready-made person, Russian-speaking


@pytest.fixture
async def box(tmp_path: Path) -> AsyncIterator[Page]:
    need_browser()
    settings = Settings.of(bot_token="1:x", **{**FAST, "computer_delay": 0.05})
    sandbox = Sandbox(settings, port=0, database=tmp_path / "s.sqlite3", limit_scale=LIMIT_SCALE)
    await sandbox.start()
    try:
        async with aiohttp.ClientSession() as http:
            yield Page(sandbox, http)
    finally:
        await sandbox.stop()
    assert not sandbox.fake.limited_calls()


async def play_first_deal(page: Page, room_id: str, user: int, rng: random.Random) -> None:
    """``user`` presses legal buttons until deal 1 has its result."""
    for _ in range(2000):
        room = await get_room(page.sandbox, room_id)
        game = room.engine()
        assert game is not None
        if game.deal_results() and game.deal_results()[0] is not None:
            return
        seat = room.seat_of(user)
        assert seat is not None
        legal = [a for a in game.legal_actions(seat.seat) if a.type != "surrender"]
        if seat.seat in game.to_act() and legal:
            await act(page, room, user, choose(legal, rng))
        else:
            await pause(0.01)
    raise AssertionError("deal 1 did not end")


async def test_ready_in_the_mini_app_then_the_deck_check_and_an_altered_record(box: Page) -> None:
    sandbox = box.sandbox
    app = sandbox.app
    assert app is not None
    await box.post("send", user=ANYA, chat=ANYA, text="/bura")
    room = await wait_latest_room(app)
    mid = await hand_id(sandbox, room.id, ANYA)
    # one computer, from the lobby's «⚙️ Настройки» (opened in place, then closed)
    for data in (f"st:{room.id}:1", f"c:{room.id}:+:0", f"st:{room.id}:0"):
        assert await box.wait_data(ANYA, mid, lambda d, x=data: x in d, timeout=10), data
        await box.press(ANYA, ANYA, mid, data)
    await wait_room(app, room.id, lambda r: len(r.seats) == 2)

    async with browser_page(viewport={"width": 1400, "height": 900}) as tab:
        await tab.goto(f"{sandbox.url}#person={ANYA}&chat={ANYA}")
        # «Готово» in the Mini App: her browser's 32 bytes become her contribution
        await tab.locator("#messages button.webapp", has_text=tr("btn-ready-app")).last.click(timeout=20_000)
        frame = tab.frame_locator("#webapp-frame")
        await frame.locator("#ready-button").click(timeout=20_000)
        await frame.locator("#ready-answer[data-answer='ready-ok']").wait_for(timeout=10_000)
        room = await wait_room(app, room.id, lambda r: r.status == "playing")
        await tab.locator("#webapp").wait_for(state="hidden", timeout=10_000)  # the app closed itself
        await play_first_deal(box, room.id, ANYA, random.Random(8))
        record = await app.rooms.record(room.id, 1, 1)
        assert record is not None and verify(record)[0] == 0
        [mine] = record["deals"][0]["fairness"]["contributions"]
        assert mine.startswith(f"{ANYA}:app:") and record["deals"][0]["fairness"]["forms"] == ["app"]

        await tab.locator("#messages button.webapp", has_text=tr("btn-check-deck")).last.click(timeout=20_000)
        verdict = frame.locator("#verdict")
        await verdict.wait_for(state="visible", timeout=20_000)
        assert (await verdict.text_content() or "").startswith("✅"), await verdict.text_content()
        assert await verdict.get_attribute("data-ok") == "true"
        # her randomness, drawn by this browser, is pointed out in the mix
        assert await frame.locator("details.deal[data-deal='0'] ul.contributions li.mine").count() == 1
        # her first hand, as the page dealt it from the deck it derived, is the one the engine dealt her
        shown = await frame.locator("details.deal[data-deal='0'] > .cards.hand .card").evaluate_all(
            "cards => cards.map(c => c.dataset.card)")
        assert len(shown) == 3 and set(shown) <= set(record["deals"][0]["deck"][:6])
        assert await frame.locator("#intro").text_content() == tr("webapp-intro")  # her language

        # the record as downloaded, one card of the deck changed, chosen as a file on the page
        altered = json.loads(json.dumps(record))
        deck = altered["deals"][0]["deck"]
        deck[0], deck[-1] = deck[-1], deck[0]
        await frame.locator("#file").set_input_files(
            files=[{"name": "kozyr-bura.json", "mimeType": "application/json",
                    "buffer": json.dumps(altered).encode()}])
        await frame.locator("#verdict[data-ok='false']").wait_for(timeout=10_000)
        assert await verdict.get_attribute("data-step") == "deal"
        assert (await verdict.text_content() or "").startswith("❌")
