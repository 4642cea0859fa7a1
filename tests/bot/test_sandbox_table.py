"""The table in the Mini App (issue 45), played in the sandbox through the table page by Playwright
driving Debian's headless Chromium: each person in their own tab of the sandbox's page taps «🎴
Стол» — the group's direct link (``https://t.me/<bot>/table?startapp=t<room>``), or the Mini App
button of a private chat — and plays every step on the table page that opens beside the chat
(400 px wide), or on a 400-px phone that opened the same address Telegram opens.

- a 4-seat group Durak, three people on the app who never open the private chat and one computer,
  to the end: they take their seats (one by the group table's «✅ Готово», seated and ready in one
  tap) and fill the last one on their pages, say «Готово» there (each contribution is
  ``<id>:app:<the bytes that page drew>``) and play; a person not seated opens the group's link and
  sees the table as a watcher, never a hand;
- a Bura against the computer with «Стоп!» said inside its window, then «Хватит!»;
- a Scopa 2×2 (two people — one English —, two computers) with a capture choice made on the table;

each deal's record verifies; at every step every control of the page is inside its 400 px, nothing
scrolls sideways. Which deal comes is no luck: a test that needs a certain hand gives the page's
«Готово» the randomness that deals it (searched from the room's committed seed, which the test
reads), and the record still proves that deck.

Without chromium the tests are skipped locally, but fail when ``CI`` is set: CI must run them."""

from __future__ import annotations

import contextlib
import random
from collections.abc import AsyncIterator, Collection, Sequence
from pathlib import Path
from typing import Any

import pytest

from bot.rules import sides
from bot.sandbox.server import FIRST_GROUP_ID, FIRST_USER_ID, Sandbox
from engines.fairness import derive_deck
from engines.protocol import IllegalAction
from engines.records import verify
from tests.support.bot_e2e import wait_latest_room, wait_room
from tests.support.browser import chromium, expect, sandbox_for_browser
from tests.support.sandbox_table import STEP_SECONDS, Model, Moved, Table, move_of, play_out

pytestmark = pytest.mark.slow  # a browser, the sandbox's bot and whole games on the real clock

GROUP = FIRST_GROUP_ID  # «Игровой клуб», to which Аня added the bot
ANYA, BORIS, VERA, DAN = range(FIRST_USER_ID, FIRST_USER_ID + 4)  # Dan speaks English
DESKTOP = {"width": 1400, "height": 900}
PHONE = {"width": 400, "height": 860}


@pytest.fixture
async def sandbox(tmp_path: Path) -> AsyncIterator[Sandbox]:
    async with sandbox_for_browser(tmp_path, computer_delay=0.2, group_hands=True) as box:
        yield box


async def verified(sandbox: Sandbox, room_id: str, match: int, deal: int) -> dict[str, Any]:
    """The deal's record (that deal first in ``deals``), once every check of ``verify`` holds."""
    app = sandbox.app
    assert app is not None
    record: dict[str, Any] | None = await app.rooms.record(room_id, match, deal)
    assert record is not None, f"no record of deal {deal}"
    failed = verify(record)
    assert failed[0] == 0, failed
    return record


def contributions(record: dict[str, Any]) -> list[str]:
    found: list[str] = record["deals"][0]["fairness"]["contributions"]
    return found


def data_is(data: str) -> Any:
    return lambda b: b["data"] == data


def data_starts(prefix: str) -> Any:
    return lambda b: b["data"].startswith(prefix)


async def watch_replay(
    sandbox: Sandbox, browser: Any, person: int, chat: int, room_id: str, table: Table | None = None
) -> None:
    """«▶️ Повтор» under deal 1's result — in ``chat``, or on the person's open ``table`` page
    (their chat stays quiet meanwhile) — opened as Telegram opens it (the Mini App button in
    private, the bot's direct link in a group) in a phone's window of its own: the replay of every
    move, to the end and back to the start (issue 46)."""
    info = await sandbox.app.rooms.deal_info(room_id, 1, 1)
    token = info.result["replay"]
    fake = sandbox.fake

    def ours(link: str) -> bool:
        return link.endswith((f"replay={token}", f"startapp=r{token}"))

    if table is not None:
        m = await table.wait_model(
            lambda m: any(ours(b.get("web_app") or b.get("url") or "") for row in m["buttons"] for b in row),
            "«▶️ Повтор» on the page",
        )
        app = next(b.get("web_app") for row in m["buttons"] for b in row if ours(b.get("web_app") or ""))
        url = sandbox.open_webapp(person, app)["url"]
    else:
        def button() -> dict[str, Any] | None:
            for msg in reversed(fake.chat_messages(chat)):
                for b in msg.buttons():
                    if ours((b.get("web_app") or {}).get("url") or b.get("url") or ""):
                        return b
            return None

        found: Any = await fake.wait_for(button, timeout=STEP_SECONDS)
        if "web_app" in found:
            url = sandbox.open_webapp(person, found["web_app"]["url"])["url"]
        else:
            url = sandbox.open(person, found["url"], chat)["url"]
    record = await sandbox.app.rooms.record(room_id, 1, 1)
    moves = str(len(record["deals"][-1]["actions"]))
    page = await browser.new_page(viewport=PHONE)
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    await page.goto(url)
    slider = page.locator("#replay-slider")
    await expect(slider).to_have_attribute("max", moves, timeout=STEP_SECONDS * 1000)
    await expect(page.locator("#mine .replay-hand")).to_have_count(record["seats"])
    await page.locator("#replay-last").click()
    await expect(slider).to_have_value(moves)
    await expect(page.locator("#replay-forward")).to_be_disabled()
    await page.locator("#replay-first").click()
    await expect(slider).to_have_value("0")
    await expect(page.locator("#replay-back")).to_be_disabled()
    await expect(page.locator("#replay-verdict.ok")).to_be_visible()  # the bot's deal verifies
    await page.close()
    assert not errors, errors


async def open_in_group(sandbox: Sandbox, table: Table, command: str) -> str:
    """``table``'s person writes ``command`` in the group; the new room's id."""
    assert sandbox.app is not None
    await table.show_chat(GROUP)
    await table.page.fill("#text", command)
    await table.page.press("#text", "Enter")
    return (await wait_latest_room(sandbox.app, GROUP, timeout=STEP_SECONDS)).id


async def join(table: Table) -> None:
    """Seated from the page: a watcher's «➕ Присоединиться»."""
    m = await table.wait_model(lambda m: m["status"] == "lobby", "the lobby")
    assert m["you"] == {"id": table.person, "seat": None}  # a watcher until seated
    await table.press_button(await table.button_data(data_starts("jn:"), "«➕ Присоединиться»"))
    await table.wait_model(lambda m: m["you"]["seat"] is not None, "a seat")
    await table.check_fits()


async def test_a_group_durak_played_on_the_table_pages_by_three_people_and_a_computer(
    sandbox: Sandbox,
) -> None:
    app: Any = sandbox.app
    async with chromium() as browser:
        anya = Table(sandbox, ANYA, await browser.new_page(viewport=DESKTOP))
        boris = Table(sandbox, BORIS, await browser.new_page(viewport=DESKTOP))
        vera = Table(sandbox, VERA, await browser.new_page(viewport=PHONE), phone=True)
        room_id = await open_in_group(sandbox, anya, "/durak")
        # Аня and Борис tap the group's «🎴 Стол» (the bot's direct link): the table beside the chat,
        # opened at the Mini App's main URL with start_param t<room>, which goes on to the table
        for table in (anya, boris):
            await table.tap_table_button(GROUP)
            assert "/app/?" in table.url and f"tgWebAppStartParam=t{room_id}#tgWebAppData=" in table.url
        # Вера's phone opens what Telegram opens for the same link
        link = f"https://t.me/{sandbox.fake.bot_username}/table?startapp=t{room_id}"
        await vera.open_alone(sandbox.open(VERA, link, GROUP)["url"])
        for table in (anya, boris):
            await join(table)
        # Вера, still watching, taps the group table's «✅ Готово»: seated and ready in one tap, as
        # in the group — with her browser's randomness
        m = await vera.wait_model(lambda m: m["status"] == "lobby", "the lobby")
        assert m["you"]["seat"] is None
        await vera.press_button(await vera.button_data(data_is(f"r:{room_id}"), "«Готово»"))
        room = await wait_room(app, room_id, lambda r: r.seat_of(VERA) is not None and r.seat_of(VERA).ready,
                               timeout=STEP_SECONDS)  # fmt: skip
        assert room.seat_of(VERA).contribution == f"{VERA}:app:{(await vera.drawn_randomness())[-1]}"
        await vera.check_fits()
        # the group table's own buttons are on the page: the last seat to a computer
        await anya.press_button(await anya.button_data(data_starts(f"c:{room_id}:*"), "«Заполнить»"))
        await wait_room(app, room_id, lambda r: len(r.seats) == 4, timeout=STEP_SECONDS)
        for table in (anya, boris):
            await table.press_button(await table.button_data(data_is(f"r:{room_id}"), "«Готово»"))
            await table.check_fits()
        await wait_room(app, room_id, lambda r: r.status == "playing", timeout=STEP_SECONDS)

        # Dan, not seated, opens the group's link: the table as a watcher, never a hand
        dan = Table(sandbox, DAN, await browser.new_page(viewport=DESKTOP))
        await dan.tap_table_button(GROUP)
        watched = await dan.wait_model(lambda m: m["view"] is not None, "the table")
        assert watched["you"]["seat"] is None and watched["moves"] == [] and "hand" not in watched["view"]
        assert watched["lang"] == "en"
        await dan.locator("#mine .watching").wait_for(timeout=STEP_SECONDS * 1000)
        assert await dan.locator("#mine .hand, #mine .card").count() == 0

        async def over() -> bool:
            return not (await app.rooms.get(room_id)).game_running()

        moves = await play_out((anya, boris, vera), random.Random(45), over)
        assert moves >= 10, moves
        for table in (anya, boris, vera):
            await table.wait_model(lambda m: m["status"] != "playing", "the result")
            await table.check_fits()
        drawn = {t.person: await t.drawn_randomness() for t in (anya, boris, vera)}
        await watch_replay(sandbox, browser, BORIS, GROUP, room_id)  # the group's direct link

    # each «Готово» was the page's: its contribution the bytes that page's browser drew
    record = await verified(sandbox, room_id, 1, 1)
    assert sorted(contributions(record)) == sorted(f"{uid}:app:{mine[-1]}" for uid, mine in drawn.items())
    assert not {ANYA, BORIS, VERA} & sandbox.fake.started, "someone opened the private chat"


# ----- Bura ---------------------------------------------------------------------------------------
def bura_randomness(seed: bytes, user: int) -> str:
    """64 hex digits that, as ``user``'s contribution, deal deal 1 of a Bura match so that the one
    who leads second (the defender) holds three cards of one suit and the leader can beat none of
    them (no card of that suit, no trump, no triple of its own): the defender's «Стоп!» is legal
    while its window is open, and the three cards it leads then win the exchange."""
    rng = random.Random(4545)
    for _ in range(100_000):
        randomness = rng.randbytes(32).hex()
        deck = derive_deck("bura", seed, [f"{user}:app:{randomness}"], "bura:1")
        leader, defender, trump = deck[0:6:2], deck[1:6:2], deck[6][1]
        suit = defender[0][1]
        if any(c[1] != suit for c in defender):
            continue
        if any(c[1] in (suit, trump) for c in leader) or len({c[1] for c in leader}) == 1:
            continue
        if len({c[0] for c in leader}) == 1:  # three sixes or three aces: a «Стоп!» of their own
            continue
        return randomness
    raise AssertionError("no randomness deals it")


def lowest_pick(room: Any, moves: list[Model]) -> Model | None:
    """Bura's first-move draw: the face-down pick (among ``moves``) of the spread's lowest card (the
    lower card leads second), computed from the round's deck as a verifier does."""
    picks = [x for x in moves if x["type"] == "pick"]
    if not picks:
        return None
    label = room.engine().draw["rounds"][-1]["label"]
    deck = derive_deck("bura", bytes.fromhex(room.pending["seed"]), room.match_info["contributions"], label)
    return min(picks, key=lambda x: "6789TJQKA".index(deck[x["position"]][0]))


async def test_a_bura_on_the_table_page_with_stop_inside_its_window_and_enough(tmp_path: Path) -> None:
    # the «Стоп!» window lasts 30 s here: a press inside it is no race on a busy machine
    async with sandbox_for_browser(tmp_path, computer_delay=0.2, clock_shortcut_seconds=None,
                                   window_seconds=30.0) as sandbox, chromium() as browser:  # fmt: skip
        app: Any = sandbox.app
        anya = Table(sandbox, ANYA, await browser.new_page(viewport=DESKTOP))
        await anya.show_chat(ANYA)
        await anya.page.fill("#text", "/bura")
        await anya.page.press("#text", "Enter")
        room = await wait_latest_room(app, timeout=STEP_SECONDS)
        await anya.tap_table_button(ANYA)  # the Mini App button of her private lobby
        assert f"/app/table?room={room.id}#tgWebAppData=" in anya.url
        solo = await anya.button_data(data_starts(f"vs:{room.id}:"), "«Играть с компьютером»")
        room = await app.rooms.get(room.id)
        await anya.give_randomness(bura_randomness(bytes.fromhex(room.pending["seed"]), ANYA))
        await anya.press_button(solo)  # her randomness first (api/ready), then the deal
        await wait_room(app, room.id, lambda r: r.status == "playing", timeout=STEP_SECONDS)

        # the draw: she picks the lowest card of each spread, so the computer leads deal 1
        while True:
            m = await anya.wait_model(lambda m: m["moves"] or m["view"]["phase"] != "draw", "the draw")
            if m["view"]["phase"] != "draw":
                break
            pick = lowest_pick(await app.rooms.get(room.id), m["moves"])
            assert pick is not None
            await anya.check_fits()
            with contextlib.suppress(Moved):  # (the computer picked meanwhile: look again)
                await anya.play(pick, m)
                await anya.wait_model(lambda now, t=m["turn"]: now["turn"] > t, "the pick taken")

        # «Стоп!» inside its window: the bar counts down on the page, the button is a press
        m = await anya.wait_model(lambda m: move_of(m, "stop") is not None, "«Стоп!»")
        assert m["clock"] is not None and m["clock"]["kind"] == "stop", m["clock"]
        await anya.locator("#clock:not([hidden])").wait_for(timeout=STEP_SECONDS * 1000)
        await anya.check_fits()
        stop = move_of(m, "stop")
        assert stop is not None
        shown = [b["text"] for row in m["buttons"] for b in row if b.get("data") == stop["data"]]
        assert shown == [stop["label"]]  # the chat's button, drawn once, as the move
        await anya.make(lambda m: move_of(m, "stop"), "«Стоп!»")
        # her triple led, the computer cannot beat it: she won the exchange and says «Хватит!»
        await anya.make(lambda m: move_of(m, "enough"), "«Хватит!»")
        await anya.wait_model(lambda m: m["status"] != "playing" or m["view"]["deal"] > 1, "the deal's end")
        await anya.check_fits()
        drawn = await anya.drawn_randomness()
        record = await verified(sandbox, room.id, 1, 1)
        said = [a["type"] for a in record["deals"][0]["actions"] if a["type"] in ("stop", "enough")]
        assert said == ["stop", "enough"], record["deals"][0]["actions"]
        assert contributions(record) == [f"{ANYA}:app:{drawn[-1]}"]  # the page's bytes dealt it
        await watch_replay(sandbox, browser, ANYA, ANYA, room.id, anya)  # the page's Mini App button


# ----- Scopa --------------------------------------------------------------------------------------
def a_tap_chooses(captures: Sequence[Collection[str]]) -> bool:
    """Two captures or more of one card, one of them naming a table card no other names (a tap on it
    chooses that capture; three 2s on the table and a 4 give three captures that share every card)."""
    return len(captures) > 1 and any(sum(c in t for t in captures) == 1 for s in captures for c in s)


def scopa_choice(room: Any, given: list[str | None], mine: int) -> str:
    """64 hex digits that, as the ``mine``-th of the people's contributions (the others ``given``),
    deal deal 1 of the room's Scopa so that seat 0, first to play, holds a card with two captures
    to choose from, one of them naming a table card the other does not (a tap on it chooses)."""
    rng = random.Random(4546)
    seed = bytes.fromhex(room.pending["seed"])
    for _ in range(100_000):
        randomness = rng.randbytes(32).hex()
        people = [c or "" for c in given]
        people[mine] = f"{ANYA}:app:{randomness}"
        game = room.cls.new(room.capacity, room.options, dealer=room.capacity - 1)
        try:
            game.deal_from_deck(derive_deck("scopa", seed, people, "scopa:1"))
        except IllegalAction:  # three kings on the table: a redeal, another label
            continue
        captures: dict[str, list[frozenset[str]]] = {}
        for action in game.legal_actions(0):
            if action.capture:
                captures.setdefault(action.card, []).append(action.capture)
        if any(a_tap_chooses(sets) for sets in captures.values()):
            return randomness
    raise AssertionError("no randomness deals it")


async def test_a_scopa_2x2_on_the_table_pages_with_a_capture_choice(sandbox: Sandbox) -> None:
    app: Any = sandbox.app
    async with chromium() as browser:
        anya = Table(sandbox, ANYA, await browser.new_page(viewport=DESKTOP))
        dan = Table(sandbox, DAN, await browser.new_page(viewport=DESKTOP))
        room_id = await open_in_group(sandbox, anya, "/scopa")
        for table in (anya, dan):
            await table.tap_table_button(GROUP)
            await join(table)
        # Аня opens the group table's «⚙️ Настройки» on her page: four seats, two sides
        for data in (f"st:{room_id}:1", f"o:{room_id}:seats:4", f"st:{room_id}:0"):
            await anya.press_button(await anya.button_data(data_is(data), data))
        await anya.press_button(await anya.button_data(data_starts(f"c:{room_id}:*"), "«Заполнить»"))
        await wait_room(app, room_id, lambda r: len(r.seats) == 4, timeout=STEP_SECONDS)
        await dan.press_button(await dan.button_data(data_is(f"r:{room_id}"), "Ready"))
        room = await wait_room(app, room_id, lambda r: r.seat_of(DAN).ready, timeout=STEP_SECONDS)

        # the deal Аня's «Готово» makes: the seats as they will sit (she sat first: seat 0, first
        # to play), Dan's contribution as his page gave it
        people = [s for s in sides.plan(room) if s is not None and not s.computer]
        assert sides.plan(room)[0] is not None and sides.plan(room)[0].user_id == ANYA  # type: ignore[union-attr]
        mine = [s.user_id for s in people].index(ANYA)
        await anya.give_randomness(scopa_choice(room, [s.contribution for s in people], mine))
        await anya.press_button(await anya.button_data(data_is(f"r:{room_id}"), "«Готово»"))
        await wait_room(app, room_id, lambda r: r.game_running(), timeout=STEP_SECONDS)

        # her card with two captures: a tap marks both captures' cards on the table, a tap on one
        # plays the capture naming it
        m = await anya.wait_model(lambda m: len(m["moves"]) > 0, "her first move")
        by_card: dict[str, list[Model]] = {}
        for x in m["moves"]:
            if x.get("captures"):
                by_card.setdefault(x["cards"][0], []).append(x)
        # the card scopa_choice dealt for it: two captures or more, one naming a table card no other
        # names (another card's captures may share all their cards: three 2s on the table and a 4)
        card, offered = next(
            (c, xs) for c, xs in by_card.items() if a_tap_chooses([x["captures"] for x in xs])
        )  # fmt: skip
        await anya.tap(f"card:{card}", m["turn"])
        marked = anya.locator("#table .card.target")
        await marked.first.wait_for(timeout=STEP_SECONDS * 1000)
        assert {await t.get_attribute("data-card") for t in await marked.all()} == {
            c for x in offered for c in x["captures"]}  # fmt: skip
        await anya.check_fits()
        target, chosen = next((c, x) for x in offered for c in x["captures"]
                              if sum(c in y["captures"] for y in offered) == 1)  # fmt: skip
        await anya.tap(f"target:{target}", m["turn"])
        await anya.wait_model(lambda now: now["turn"] > m["turn"], "her capture")

        async def deal_over() -> bool:
            return (await app.rooms.get(room_id)).engine().deal_results()[0] is not None

        await play_out((anya, dan), random.Random(46), deal_over)
        await dan.check_fits()
        drawn = [f"{t.person}:app:{(await t.drawn_randomness())[-1]}" for t in (anya, dan)]
        await watch_replay(sandbox, browser, DAN, GROUP, room_id)
        record = await verified(sandbox, room_id, 1, 1)
        first = record["deals"][0]["actions"][0]
        assert first == {"seat": 0, "type": "play", "card": card, "capture": chosen["captures"]}, first
        assert sorted(contributions(record)) == sorted(drawn)
