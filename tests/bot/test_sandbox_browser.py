"""The sandbox's page in a real browser (Playwright driving Debian's headless Chromium, /usr/bin/chromium):
/durak in a sandbox group, three people join by the deep link, one computer, «Готов», a few moves and
«Выйти» — every step a click or a keystroke on the page, no call answered 429.

Screenshots of the lobby, a hand and the table are taken on the way; with ``SANDBOX_SCREENSHOTS=DIR``
they are saved there (``SANDBOX_SCREENSHOTS=docs/sandbox`` refreshes the README's pictures).

Without chromium the test is skipped locally, but it fails when ``CI`` is set: CI must run it."""

from __future__ import annotations

import os
import random
import shutil
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from bot.model import Room
from bot.sandbox.server import Sandbox
from tests.support.bot_e2e import choose, move_data, pause, tr, wait_latest_room, wait_room
from tests.support.browser import browser_page, expect, sandbox_for_browser

pytestmark = pytest.mark.slow  # a browser and the sandbox's bot

GROUP = -1001  # the sandbox's seeded group, «Игровой клуб»
ANYA, BORIS, VERA = 1001, 1002, 1003  # three of its seeded people

try:
    from playwright.async_api import Page
    from playwright.async_api import TimeoutError as PlaywrightTimeout
except ImportError:  # pragma: no cover - the dev dependency is missing: need_browser() skips
    Page = Any  # type: ignore[misc,assignment]


@pytest.fixture
async def sandbox(tmp_path: Path) -> AsyncIterator[Sandbox]:
    async with sandbox_for_browser(tmp_path, computer_delay=0.3) as box:
        yield box


async def act_as(page: Page, person: int, chat: int | None = None) -> None:
    await page.select_option("#person", str(person))
    if chat is not None:
        await page.click(f'nav .chat[data-chat="{chat}"]')
    await expect(page.locator("nav .chat.active")).to_have_attribute("data-chat", str(chat or person))


async def click_data(page: Page, data: str, timeout: float = 10_000) -> None:
    """Click the button carrying ``data`` in the chat shown (redrawn often: Playwright retries)."""
    await page.locator(f'#messages button[data-data="{data}"]').last.click(timeout=timeout)


async def move(page: Page, sandbox: Sandbox, room: Room, person: int, rng: random.Random) -> bool:
    """``person`` makes a legal move by clicking their hand's buttons in their private chat; False when
    the game moved on first (a computer acted in the same turn), so the buttons of ``room.turn`` are
    gone: the caller looks again."""
    seat = room.seat_of(person)
    game = room.engine()
    assert seat is not None and game is not None
    action = choose([a for a in game.legal_actions(seat.seat) if a.type != "surrender"], rng)
    prefix = f"{room.id}:{room.turn}:{seat.seat}:"
    await act_as(page, person)
    target = page.locator(f'#messages button[data-data="{move_data(room, seat.seat, action)}"]')
    pick = page.locator(f'#messages button[data-data="p:{prefix}{action.card}"]')
    try:
        await expect(target.or_(pick).first).to_be_visible(timeout=20_000)
        if not await target.count():  # a card with two targets: pick it, then the target
            await pick.last.click(timeout=10_000)
        await target.last.click(timeout=10_000)
    except (AssertionError, PlaywrightTimeout):
        fresh = await sandbox.app.rooms.get(room.id)  # type: ignore[union-attr]
        if fresh is not None and fresh.turn != room.turn:
            return False
        raise
    return True


async def check_call_list(page: Page, sandbox: Sandbox) -> None:
    """The list of Bot API calls on the right, getUpdates included: every call the API has answered,
    each once, in the order of the answers, with the API's own words for each."""
    await page.check("#show-polls")
    answered = len(sandbox.fake.answered)
    await page.wait_for_function(f"document.querySelectorAll('#calls tbody tr').length >= {answered}")
    cells = "rows => rows.map(r => [Number(r.dataset.i), ...[...r.cells].map(c => c.textContent)])"
    rows = await page.eval_on_selector_all("#calls tbody tr", cells)
    log = sandbox.fake.answered[: len(rows)]
    assert len(log) == len(rows), "the page lists calls the API has not answered"
    listed = [row[0] for row in rows]
    assert len(set(listed)) == len(listed), "a call listed twice"
    assert listed == [c.seq for c in log], "a call skipped or out of order"
    for (_, t, method, chat, answer), call in zip(rows, log, strict=True):
        said = "ok" if call.ok else f"{call.error_code} {call.description}"
        assert (method, chat, answer.split(" — BUG")[0]) == (call.method, str(call.chat_id or ""), said)
        assert float(t) == pytest.approx(call.at - sandbox.started_at, abs=0.006)


async def shot(page: Page, name: str, out: Path) -> None:
    await page.screenshot(path=str(out / f"{name}.png"))
    wanted = os.environ.get("SANDBOX_SCREENSHOTS")
    if wanted:
        Path(wanted).mkdir(parents=True, exist_ok=True)
        shutil.copy(out / f"{name}.png", Path(wanted) / f"{name}.png")


async def test_durak_in_a_sandbox_group_in_a_browser(sandbox: Sandbox, tmp_path: Path) -> None:
    app: Any = sandbox.app
    rng = random.Random(11)
    async with browser_page(viewport={"width": 1400, "height": 900}) as page:
        await page.goto(f"{sandbox.url}#person={ANYA}&chat={GROUP}")
        await expect(page.locator("#chat-title")).to_have_text("Игровой клуб")
        await page.fill("#text", "/durak")
        await page.press("#text", "Enter")
        join = page.locator("#messages button.url", has_text=tr("btn-join"))
        await expect(join.last).to_be_visible(timeout=10_000)
        room = await wait_latest_room(app, GROUP)
        for person in (ANYA, BORIS, VERA):  # each opens the deep link: their private chat, /start j…
            await act_as(page, person, GROUP)
            await join.last.click()
            await expect(page.locator("nav .chat.active")).to_have_attribute("data-chat", str(person))
            await expect(page.locator("#messages .msg.me .text").first).to_have_text(f"/start j{room.id}")
            await expect(page.locator(f'#messages button[data-data="r:{room.id}"]')).to_be_visible()
        await wait_room(app, room.id, lambda r: len(r.seats) == 3)
        await act_as(page, ANYA, GROUP)
        await page.locator("#messages button", has_text=tr("btn-fill", n=1)).last.click()
        await wait_room(app, room.id, lambda r: len(r.seats) == 4)
        await expect(page.locator("#messages .msg").last).to_contain_text("4.", timeout=10_000)
        await shot(page, "lobby", tmp_path)
        for person in (ANYA, BORIS, VERA):
            await act_as(page, person)
            await click_data(page, f"r:{room.id}")
        room = await wait_room(app, room.id, lambda r: r.status == "playing", timeout=20)

        moves = 0
        for _ in range(200):  # a few moves by people; the computer moves by itself
            room = await app.rooms.get(room.id)
            game = room.engine()
            movers = [p for p in (ANYA, BORIS, VERA) if room.seat_of(p).seat in game.to_act()]
            if not movers:
                await pause(0.05)
                continue
            if moves == 0:
                await act_as(page, movers[0])
                mine = page.locator(f'#messages button[data-data^="m:{room.id}:"]')
                await expect(mine.first).to_be_visible()
                await shot(page, "hand", tmp_path)
            turn = room.turn
            if not await move(page, sandbox, room, movers[0], rng):
                continue
            # the page looks at the world again after a press and on its timer, at times both at once
            await page.evaluate("Promise.all([refresh(), refresh(), refresh()])")
            room = await wait_room(app, room.id, lambda r, t=turn: r.turn > t or r.status != "playing")
            moves += 1
            if moves >= 4 or room.status != "playing":
                break
        assert moves >= 2, "people could not move on the page"
        await act_as(page, BORIS, GROUP)
        await expect(page.locator("#messages .msg").last).to_contain_text("Козырь", timeout=10_000)
        await page.wait_for_timeout(500)  # let the table's newest frame arrive
        await shot(page, "table", tmp_path)

        # «Выйти» in a running game asks to confirm; the second tap leaves (a computer takes the seat)
        await act_as(page, VERA)
        leave = page.locator("#messages button", has_text=tr("btn-leave")).last
        await leave.click()
        await expect(page.locator("#toast")).to_contain_text(tr("confirm-leave")[:20])
        await page.click("#toast")
        await leave.click()
        room = await wait_room(app, room.id, lambda r: r.seat_of(VERA) is None)
        await expect(page.locator("#limited")).to_have_text("429: 0")
        await check_call_list(page, sandbox)
