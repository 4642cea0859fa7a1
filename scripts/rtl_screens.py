"""Screens of Kozyr right to left (issue 49): a Persian and an Arabic hand, group table and Mini App
deck check, as the sandbox's page shows them in headless Chromium (/usr/bin/chromium, Playwright).

Two people — Dara (Persian) and ليلى (Arabic) — play a group Durak with two computers twice: in an
Arabic group opened by ليلى (its table speaks Arabic) and in a Persian group opened by Dara. On the
way: each one's hand in their private chat, the group's table, and after the deal «🔍» under its
result opens the Mini App's deck check in their language, right to left.

    python scripts/rtl_screens.py                 # writes docs/sandbox/rtl-{fa,ar}-{hand,table,check}.png
    python scripts/rtl_screens.py --out /tmp/shots
"""

from __future__ import annotations

import argparse
import asyncio
import random
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bot.config import Settings  # noqa: E402
from bot.sandbox.server import Sandbox  # noqa: E402
from tests.support.bot_e2e import (  # noqa: E402
    FAST,
    fragment,
    latest_room,
    message_of,
    play_to_end,
    press_ready,
    tr,
    wait_room,
)
from tests.support.browser import CHROMIUM  # noqa: E402
from tests.support.pacing import LIMIT_SCALE  # noqa: E402

OUT = ROOT / "docs" / "sandbox"
VIEWPORT = {"width": 1400, "height": 900}
#: the chats and the chat shown, without the list of Bot API calls on the right
CHAT = {"x": 0, "y": 0, "width": 1000, "height": 900}


async def show(page, url: str) -> None:
    """Open the sandbox's page at ``url`` afresh (a change of the hash alone does not reload it)."""
    await page.goto("about:blank")
    await page.goto(url)


async def one_game(box: Sandbox, page, out: Path, lang: str, creator: int, other: int, title: str) -> None:
    from playwright.async_api import expect

    app, fake = box.app, box.fake
    assert app is not None
    group = box.add_group(title, creator)["id"]
    fake.send_text(creator, "/durak", chat_id=group)
    table = await fake.wait_message(group, fragment("title-durak", lang))
    room = await latest_room(app, group)
    for uid in (creator, other):
        fake.press_button(uid, fake.message(group, table.message_id), tr("btn-join", lang))
        await message_of(app, fake, room.id, uid, "hand")
    await wait_room(app, room.id, lambda r: len(r.seats) == 2)
    fill = tr("btn-fill", lang, n=2)
    await fake.wait_for(lambda: fill in fake.message(group, table.message_id).button_texts())
    await fake.wait_answer(fake.press_button(creator, fake.message(group, table.message_id), fill))
    await wait_room(app, room.id, lambda r: len(r.seats) == 4)
    for uid in (creator, other):
        await press_ready(app, fake, room.id, uid)
    await wait_room(app, room.id, lambda r: r.status == "playing")
    rng = random.Random(4)
    seat = (await app.rooms.get(room.id)).seat_of(creator).seat  # type: ignore[union-attr]
    # a few moves, then stop where the creator is to move: their hand shows its card buttons
    room = await play_to_end(app, fake, room.id, [creator, other], rng,
                             stop_when=lambda r: r.turn >= 3 and seat in r.engine().to_act())
    await asyncio.sleep(1.5)  # the table's and the hand's newest frames
    await show(page, f"{box.url}#person={creator}&chat={creator}")
    mine = page.locator(f'#messages button[data-data^="m:{room.id}:"]')
    await expect(mine.first).to_be_visible(timeout=20_000)
    await page.wait_for_timeout(500)
    await page.screenshot(path=str(out / f"rtl-{lang}-hand.png"), clip=CHAT)
    await show(page, f"{box.url}#person={creator}&chat={group}")
    await expect(page.locator("#messages .msg").last).to_contain_text(fragment("durak-status", lang)[:4],
                                                                      timeout=20_000)
    await page.wait_for_timeout(500)
    await page.screenshot(path=str(out / f"rtl-{lang}-table.png"), clip=CHAT)
    room = await play_to_end(app, fake, room.id, [creator, other], rng)
    await asyncio.sleep(1.5)
    await show(page, f"{box.url}#person={creator}&chat={creator}")
    check = page.locator("#messages button.webapp", has_text=tr("btn-check-deck", lang))
    await check.last.click(timeout=30_000)
    frame = page.frame_locator("#webapp-frame")
    await frame.locator("#verdict").wait_for(state="visible", timeout=30_000)
    await page.wait_for_timeout(500)
    await page.screenshot(path=str(out / f"rtl-{lang}-check.png"))


async def main_async(out: Path) -> None:
    from playwright.async_api import async_playwright

    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        settings = Settings.of(bot_token="1:x", **{**FAST, "computer_delay": 0.05})
        box = Sandbox(settings, port=0, database=Path(tmp) / "s.sqlite3", limit_scale=LIMIT_SCALE)
        await box.start()
        try:
            dara = box.add_person("Dara", "fa")["id"]
            layla = box.add_person("ليلى", "ar")["id"]
            for uid in (dara, layla):
                box.fake.send_text(uid, "/start")
            await box.fake.wait_message(dara, fragment("welcome", "fa"))
            await box.fake.wait_message(layla, fragment("welcome", "ar"))
            async with async_playwright() as pw:
                browser = await pw.chromium.launch(
                    executable_path=CHROMIUM, headless=True, args=["--no-sandbox"]
                )
                try:
                    page = await browser.new_page(viewport=VIEWPORT)
                    await one_game(box, page, out, "ar", layla, dara, "نادي الورق")
                    await one_game(box, page, out, "fa", dara, layla, "باشگاه ورق")
                finally:
                    await browser.close()
        finally:
            await box.stop()
        limited = box.fake.limited_calls()
        assert not limited, limited[:3]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args(argv)
    asyncio.run(main_async(args.out))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
