"""Issue 32 in the sandbox's page, in a real browser: Аня types ``@kozyr_sandbox_bot bura`` in the group,
picks the bot's result from the list above the composer, and the invitation appears in the group "via
@bot"; Борис, who never opened the bot, clicks «➕ Присоединиться» on it and the page opens his chat with
the bot, seated. Then the lobby's «📨 Пригласить» opens the chat picker: the group chosen, the room's own
card is offered and posted there.

With ``SANDBOX_SCREENSHOTS=docs/sandbox`` the group with the card is saved as ``inline.png``."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from bot.sandbox.server import BOT_USERNAME, Sandbox
from tests.bot.test_sandbox_browser import act_as, shot
from tests.support.bot_e2e import tr, wait_latest_room, wait_room
from tests.support.browser import browser_page, expect, sandbox_for_browser

pytestmark = pytest.mark.slow  # a browser and the sandbox's bot

GROUP = -1001  # the sandbox's seeded group, «Игровой клуб»
ANYA, BORIS = 1001, 1002


@pytest.fixture
async def sandbox(tmp_path: Path) -> AsyncIterator[Sandbox]:
    async with sandbox_for_browser(tmp_path) as box:
        yield box


async def test_an_invitation_typed_in_the_group_and_one_from_the_lobby(
    sandbox: Sandbox, tmp_path: Path
) -> None:
    app: Any = sandbox.app
    async with browser_page(viewport={"width": 1400, "height": 900}) as page:
        await page.goto(f"{sandbox.url}#person={ANYA}&chat={GROUP}")
        await expect(page.locator("#chat-title")).to_have_text("Игровой клуб")
        await page.fill("#text", f"@{BOT_USERNAME} bura")  # typed as in Telegram: the list appears
        results = page.locator("#inline-results .result")
        await expect(results).to_have_count(1, timeout=10_000)
        await expect(results.first).to_contain_text(tr("game-bura"))
        await results.first.click()
        await expect(page.locator("#inline-results")).to_be_hidden()
        card = page.locator("#messages .msg", has_text=f"via @{BOT_USERNAME}")
        await expect(card).to_have_count(1, timeout=10_000)
        await expect(card).to_contain_text(tr("card-new", name="Аня", game=tr("game-bura")))
        room = await wait_latest_room(app, None)
        await act_as(page, BORIS, GROUP)  # everybody in the group sees the card
        await card.locator("button", has_text=tr("btn-join")).click()
        # Борис never opened the bot: the answer's link opens his chat with it, and seats him
        await expect(page.locator("nav .chat.active")).to_have_attribute("data-chat", str(BORIS))
        await wait_room(app, room.id, lambda r: r.human_ids() == [ANYA, BORIS], timeout=20)
        await act_as(page, ANYA, GROUP)
        await expect(card).to_contain_text(tr("card-closed"), timeout=20_000)  # two of two
        await shot(page, "inline", tmp_path)

        # the lobby's «📨 Пригласить»: Telegram's chat picker, then the room's own card
        await act_as(page, ANYA)
        await page.fill("#text", "/bura")  # a lobby of her own in private, with its invite button
        await page.press("#text", "Enter")
        invite = page.locator("#messages button", has_text=tr("btn-invite"))
        await invite.last.click(timeout=20_000)
        await page.locator(f'#inline-results .chat-pick[data-chat="{GROUP}"]').click()
        await expect(page.locator("#chat-title")).to_have_text("Игровой клуб")
        offered = page.locator("#inline-results .result")
        await expect(offered).to_have_count(1, timeout=10_000)
        await expect(offered.first).to_contain_text(tr("inline-room-title", game=tr("game-bura")))
        await offered.first.click()
        await expect(card).to_have_count(2, timeout=10_000)
