"""Issue 31 in the sandbox: a group's ephemeral messages (hands in the group) are listed with the one
person who sees them (``for``; the page shows the group as the person acted as sees it), and only
that person can press them."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import aiohttp
import pytest

from bot.config import Settings
from bot.sandbox.server import Sandbox
from tests.bot.test_sandbox import Page, people
from tests.support.bot_e2e import (
    FAST,
    fragment,
    on_virtual_time,
    paced,
    patience,
    tr,
    wait_latest_room,
    wait_room,
)
from tests.support.pacing import LIMIT_SCALE


@pytest.fixture
async def page(tmp_path: Path) -> AsyncIterator[Page]:
    settings = Settings.of(bot_token="1:x", **paced({**FAST, "group_hands": True}))
    box = Sandbox(
        settings,
        port=0,
        database=tmp_path / "s.sqlite3",
        limit_scale=1.0 if on_virtual_time() else LIMIT_SCALE,
    )
    box.fake.patience = patience()
    await box.start()
    try:
        async with aiohttp.ClientSession() as http:
            yield Page(box, http)
    finally:
        await box.stop()
    assert not box.fake.limited_calls()


def mine(state: dict[str, Any], group: int, user: int) -> list[dict[str, Any]]:
    """The group's messages the page shows the person acted as (as sandbox.js filters them)."""
    return [m for m in Page.chat(state, group)["messages"] if m.get("for") in (None, user)]


async def test_a_group_as_each_person_sees_it_and_presses_on_their_own_hand(page: Page) -> None:
    anna, boris = await people(page, "Аня", "Борис")
    group = (await page.post("groups", title="Друзья", by=anna))["id"]
    await page.post("send", user=anna, chat=group, text="/bura")
    table = await page.bot_message(group, fragment("title-bura"))
    room = await wait_latest_room(page.sandbox.app, group)  # type: ignore[arg-type]
    for user in (anna, boris):  # joined in the group: no private chat
        await page.press_text(user, group, table["id"], tr("btn-join"))

    def own(user: int) -> Any:
        return lambda state: [m for m in Page.chat(state, group)["messages"] if m.get("for") == user]

    for user in (anna, boris):
        await page.wait(own(user), timeout=30)
    state = await page.state()
    hand_of_anna = own(anna)(state)[0]
    assert hand_of_anna["id"] < 0 and hand_of_anna not in mine(state, group, boris)
    assert [m["id"] for m in mine(state, group, anna) if m.get("for")] == [hand_of_anna["id"]]
    # Boris cannot press Anna's; Anna can
    ready = Page.button(hand_of_anna, tr("btn-ready"))["callback_data"]
    status, error = await page.post_error(
        "press", user=boris, chat=group, message_id=hand_of_anna["id"], data=ready
    )
    assert status == 400 and "gone" in error
    answer = await page.press(anna, group, hand_of_anna["id"], ready)
    assert answer is not None
    await wait_room(
        page.sandbox.app, room.id, lambda r: r.seat_of(anna) is not None and r.seat_of(anna).ready
    )  # type: ignore[arg-type,union-attr]
    assert not Page.chat(await page.state(), anna)["messages"]  # nothing in Anna's private chat
