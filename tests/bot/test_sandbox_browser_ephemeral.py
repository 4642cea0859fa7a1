"""Issue 31 in the sandbox's page, in a real browser: Bura in a sandbox group, two people join with
the group's «➕ Присоединиться» and get ready on their own message in the group, and the page shows
the group as each of them sees it — their own hand (marked «only you see this»), not the other's.

With ``SANDBOX_SCREENSHOTS=docs/sandbox`` the two views are saved as ``group-as-anya.png`` and
``group-as-boris.png`` (the README's pictures)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from bot import games
from bot.rules import rules_of
from bot.sandbox.server import Sandbox
from tests.bot.test_sandbox_browser import act_as, shot
from tests.support.bot_e2e import tr, wait_latest_room, wait_room, waited_for
from tests.support.browser import browser_page, expect, sandbox_for_browser

pytestmark = pytest.mark.slow  # a browser and the sandbox's bot

GROUP = -1001  # the sandbox's seeded group, «Игровой клуб»
ANYA, BORIS = 1001, 1002


@pytest.fixture
async def sandbox(tmp_path: Path) -> AsyncIterator[Sandbox]:
    async with sandbox_for_browser(tmp_path, group_hands=True) as box:
        yield box


async def test_a_sandbox_group_as_each_person_sees_it(sandbox: Sandbox, tmp_path: Path) -> None:
    app: Any = sandbox.app
    async with browser_page(viewport={"width": 1400, "height": 900}) as page:
        await page.goto(f"{sandbox.url}#person={ANYA}&chat={GROUP}")
        await expect(page.locator("#chat-title")).to_have_text("Игровой клуб")
        await page.fill("#text", "/bura")
        await page.press("#text", "Enter")
        join = page.locator("#messages button", has_text=tr("btn-join"))
        await expect(join.last).to_be_visible(timeout=10_000)
        room = await wait_latest_room(app, GROUP)
        mine = page.locator("#messages .msg.ephemeral")
        for person in (ANYA, BORIS):  # joined in the group: their own message appears there
            await act_as(page, person, GROUP)
            await join.last.click()
            await expect(mine).to_have_count(1, timeout=20_000)
        for person in (ANYA, BORIS):
            await act_as(page, person, GROUP)
            await mine.locator("button", has_text=tr("btn-ready")).click(timeout=20_000)
        room = await wait_room(app, room.id, lambda r: r.game_running(), timeout=20)
        for _ in range(8):  # Bura's first-move draw (not what this test looks at): a pick each
            game = room.engine()
            if not rules_of("bura").in_draw(game):
                break
            seat = room.seat_of(waited_for(room)[0])
            assert seat is not None and seat.user_id is not None
            await app.rooms.act(room.id, seat.user_id, room.turn, seat.seat, 0)
            turn = room.turn
            room = await wait_room(app, room.id, lambda r, t=turn: r.turn > t, timeout=20)
        hands = {}
        trump = room.engine().to_json()["trump"]
        for person, name in ((ANYA, "anya"), (BORIS, "boris")):
            await act_as(page, person, GROUP)
            await expect(mine).to_have_count(1, timeout=30_000)  # an old hand goes at the pace
            card = room.engine().view(room.seat_of(person).seat)["hand"][0]
            # the newest is the live hand (one brought anew when its owner is waited for
            # replaces the one before: for a moment both are there)
            await expect(mine.last).to_contain_text(games.get("bura").glyph(card), timeout=20_000)
            deal = page.locator("#messages .msg:not(.ephemeral)", has_text=games.get("bura").glyph(trump))
            await expect(deal.last).to_be_visible(timeout=20_000)  # the table shows the deal too
            hands[person] = await mine.last.inner_text()
            await shot(page, f"group-as-{name}", tmp_path)
        assert hands[ANYA] != hands[BORIS]
