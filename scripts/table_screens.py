"""Screens of the table in the Mini App (issue 45): a Durak, a Bura and a Scopa table as the table
page draws them in headless Chromium (/usr/bin/chromium, Playwright) — on a 400-px phone and at a
desktop's width — and the sandbox's page with a group's table open beside its chat.

A sandbox runs the real bot; the games are played by its people on their chat buttons up to a moment
where Аня is to move (the Durak in the group «Игровой клуб» with Борис, Вера and a computer; a Bura
and a Scopa 2×2 against computers in her private chat), then her table page is opened as Telegram
opens it (initData signed for her) and photographed.

    python scripts/table_screens.py              # writes docs/sandbox/table-*.png
    python scripts/table_screens.py --out /tmp/shots
"""

from __future__ import annotations

import argparse
import asyncio
import random
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bot.config import Settings  # noqa: E402
from bot.model import Room  # noqa: E402
from bot.sandbox.server import FIRST_GROUP_ID, FIRST_USER_ID, Sandbox  # noqa: E402
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
GROUP = FIRST_GROUP_ID
ANYA, BORIS, VERA = FIRST_USER_ID, FIRST_USER_ID + 1, FIRST_USER_ID + 2
PHONE = {"width": 400, "height": 860}
DESKTOP = {"width": 1280, "height": 800}
#: how many colours a screen keeps (a palette PNG: a few times smaller, the same to the eye)
COLOURS = 256


def her_move(seat: int, what: str) -> Any:
    """A room where Аня's seat is to move a few moves into the deal, cards on the table: in Durak
    to cover them, in Bura to answer a lead, in Scopa with three or more to capture from."""

    def check(room: Room) -> bool:
        game = room.engine()
        if game is None or not room.game_running() or room.turn < 4 or seat not in game.to_act():
            return False
        view = game.view(None)
        if what == "durak":
            return view["defender"] == seat and any(cover is None for _, cover in view["table"])
        if what == "bura":
            return view["phase"] != "draw" and bool(view["table"]["lead"])
        return len(view["table"]) >= 3

    return check


async def durak(box: Sandbox) -> str:
    """A group Durak of Аня, Борис, Вера and a computer, Аня defending."""
    app, fake = box.app, box.fake
    assert app is not None
    fake.send_text(ANYA, "/durak", chat_id=GROUP)
    table = await fake.wait_message(GROUP, fragment("title-durak"))
    room = await latest_room(app, GROUP)
    for uid in (ANYA, BORIS, VERA):
        fake.press_button(uid, fake.message(GROUP, table.message_id), tr("btn-join"))
        await message_of(app, fake, room.id, uid, "hand")
    await wait_room(app, room.id, lambda r: len(r.seats) == 3)
    fill = tr("btn-fill", n=1)
    await fake.wait_for(lambda: fill in fake.message(GROUP, table.message_id).button_texts())
    await fake.wait_answer(fake.press_button(ANYA, fake.message(GROUP, table.message_id), fill))
    await wait_room(app, room.id, lambda r: len(r.seats) == 4)
    people = [ANYA, BORIS, VERA]
    for match in range(1, 9):  # a game that ends before her move (the luck of the deck): a rematch
        for uid in people:
            await press_ready(app, fake, room.id, uid)
        room = await wait_room(app, room.id, lambda r, n=match: r.status == "playing" and r.match_no == n)
        seat = room.seat_of(ANYA).seat  # type: ignore[union-attr]
        rng = random.Random(match)
        room = await play_to_end(app, fake, room.id, people, rng, stop_when=her_move(seat, "durak"))
        if her_move(seat, "durak")(room):
            return room.id
    raise AssertionError("no Durak came to her move")


async def solo(box: Sandbox, game: str, opponents: int, seed: int) -> str:
    """Аня against ``opponents`` computers in her private chat, up to her move."""
    app, fake = box.app, box.fake
    assert app is not None
    fake.send_text(ANYA, f"/{game}")
    lobby = await fake.wait_message(ANYA, fragment(f"title-{game}"))
    room = await latest_room(app)
    await fake.wait_for(lambda: any(f"vs:{room.id}:{opponents}:" in d for d in _data(fake, lobby)))
    data = next(d for d in _data(fake, lobby) if d.startswith(f"vs:{room.id}:{opponents}:"))
    await fake.wait_answer(fake.press(ANYA, fake.message(ANYA, lobby.message_id), data))  # type: ignore[arg-type]
    await wait_room(app, room.id, lambda r: r.status == "playing")
    await play_to_end(app, fake, room.id, [ANYA], random.Random(seed), stop_when=her_move(0, game))
    return room.id


def _data(fake: Any, message: Any) -> list[str]:
    current = fake.message(message.chat_id, message.message_id)
    return [b["callback_data"] for b in current.buttons() if "callback_data" in b]


async def shoot(box: Sandbox, browser: Any, out: Path, name: str, room_id: str) -> None:
    """Аня's table page of the room at 400 px (the whole page) and at a desktop's width (its window)."""
    from playwright.async_api import expect

    url = box.open_webapp(ANYA, f"{box.miniapp.url}table?room={room_id}")["url"]
    for suffix, viewport, whole in (("phone", PHONE, True), ("desktop", DESKTOP, False)):
        page = await browser.new_page(viewport=viewport)
        await page.goto(url)
        await expect(page.locator("#mine .hand .card.playable").first).to_be_visible(timeout=30_000)
        await page.wait_for_function("() => !window.kozyrTable.state.busy && window.kozyrTable.state.live")
        path = out / f"table-{name}-{suffix}.png"
        await page.screenshot(path=str(path), full_page=whole)
        small(path)
        await page.close()


async def beside_the_chat(box: Sandbox, browser: Any, out: Path) -> None:
    """The sandbox's page acting as Аня in the group, the group's «🎴 Стол» tapped: the table beside."""
    page = await browser.new_page(viewport={"width": 1400, "height": 900})
    await page.goto(f"{box.url}#person={ANYA}&chat={GROUP}")
    await page.locator('#messages .msg button.url[title*="?startapp=t"]').last.click(timeout=30_000)
    frame = page.frame_locator("#webapp-frame")
    await frame.locator("#mine .hand .card.playable").first.wait_for(timeout=30_000)
    await page.wait_for_timeout(300)  # the frame's last paint
    path = out / "table-beside-chat.png"
    await page.screenshot(path=str(path))
    small(path)
    await page.close()


def small(path: Path) -> None:
    """The screen as a palette PNG (:data:`COLOURS`): a fraction of the bytes."""
    from PIL import Image

    with Image.open(path) as image:
        rgb = image.convert("RGB")
        reduced = rgb.quantize(COLOURS, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE)
    reduced.save(path, optimize=True)


async def main_async(out: Path) -> None:
    from playwright.async_api import async_playwright

    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        settings = Settings.of(bot_token="1:x", **{**FAST, "computer_delay": 0.05})
        box = Sandbox(settings, port=0, database=Path(tmp) / "s.sqlite3", limit_scale=LIMIT_SCALE)
        await box.start()
        try:
            rooms = {
                "durak": await durak(box),
                "bura": await solo(box, "bura", 1, 3),
                "scopa": await solo(box, "scopa", 3, 5),
            }
            await asyncio.sleep(1.0)  # the newest frames drawn
            async with async_playwright() as pw:
                browser = await pw.chromium.launch(
                    executable_path=CHROMIUM, headless=True, args=["--no-sandbox"]
                )
                try:
                    for name, room_id in rooms.items():
                        await shoot(box, browser, out, name, room_id)
                    await beside_the_chat(box, browser, out)
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
