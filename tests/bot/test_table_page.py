"""The table page (bot/web/static/table.*, issue 45) in Debian's headless Chromium against a fake of
its server (tests/support/table_page.py) that serves the real page, sends the test's table models
over server-sent events and records every press: a tap plays the move's own payload, a card with two
targets asks for the target, a Bura selection sends the matching move, the «Стоп!» bar counts down,
dangerous buttons ask first, an alert shows its words, a new state redraws, a dropped stream comes
back with the newest state, and every model fits a 400-px window with every control visible.

Without chromium the browser tests are skipped locally, but fail when ``CI`` is set."""

from __future__ import annotations

import asyncio
import copy
import json
import re
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

import pytest
from aiohttp import web
from aiohttp.test_utils import TestClient, TestServer

from bot.i18n import LANGUAGES
from bot.web.routes import WebAppRoutes
from bot.web.tablepage import table_html
from tests.support.browser import browser_page, expect
from tests.support.table_page import (
    INIT_DATA,
    MODELS,
    ROOM,
    RU,
    FakeTable,
    Model,
    bura_draw,
    bura_lead,
    bura_stop,
    durak_cover,
    durak_covered,
    lobby,
    result,
    scopa_capture,
    serving,
    watcher,
)

slow = pytest.mark.slow  # a browser each

try:
    from playwright.async_api import Page
except ImportError:  # pragma: no cover - the dev dependency is missing: need_browser() skips
    Page = Any  # type: ignore[misc,assignment]


@asynccontextmanager
async def opened(
    model: Model, *, width: int = 400, height: int = 800, path: str = "", init_script: str = ""
) -> AsyncIterator[tuple[FakeTable, Page]]:
    """The page opened on ``model`` (as Telegram opens it: ``?room=`` and initData in the fragment;
    or at ``path``), drawn; no script error on it by the end."""
    async with serving(model) as fake, browser_page(viewport={"width": width, "height": height}) as page:
        errors: list[str] = []
        page.on("pageerror", lambda e: errors.append(str(e)))
        if init_script:
            await page.add_init_script(init_script)
        await page.goto(fake.url + path if path else fake.page_url())
        await expect(page.locator("#title")).to_have_text(model["title"])
        yield fake, page
        assert not errors, errors


def data_of(model: Model, code: str) -> str:
    """The payload of the model's move whose code is ``code`` (``d7S6S``)."""
    return next(m["data"] for m in model["moves"] if m["data"].split(":")[4] == code)


def label_of(model: Model, code: str) -> str:
    return next(m["label"] for m in model["moves"] if m["data"].split(":")[4] == code)


def card(page: Page, name: str) -> Any:
    """A card button, by the accessible name the model gave the card."""
    return page.get_by_role("button", name=re.compile(f"^{name}"))


# ----- no browser ---------------------------------------------------------------------------------
async def test_the_web_server_serves_the_table_page_with_every_language() -> None:
    app = web.Application()
    WebAppRoutes(None, "1:x", "/app/").register(app)
    async with TestClient(TestServer(app)) as client:
        response = await client.get("/app/table")
        assert response.status == 200 and response.content_type == "text/html"
        assert response.headers["Cache-Control"] == "no-cache"
        html = await response.text()
    assert html == table_html()
    config = json.loads(html.split("window.KOZYR_TABLE = ", 1)[1].split(";</script>", 1)[0])
    assert sorted(config["strings"]) == sorted(LANGUAGES) and set(config["rtl"]) == {"fa", "ar"}
    keys = set(config["strings"]["en"])
    assert {"table-page-your-move", "table-page-cards", "waiting-for", "table-empty"} <= keys
    for lang in LANGUAGES:
        assert set(config["strings"][lang]) == keys, lang
        assert all(config["strings"][lang].values()), lang
    assert "{n}" in config["strings"]["fa"]["table-page-cards"]  # a template the page fills in
    assert html.count("</script") == 2  # the two scripts' own ends: nothing inside closes them


# ----- moves --------------------------------------------------------------------------------------
@slow
async def test_durak_one_move_plays_at_once_and_two_targets_ask_for_the_target() -> None:
    model = durak_cover()
    async with opened(model) as (fake, page):
        await card(page, "семёрка пик").click()  # 7♠ covers only 6♠
        presses = await fake.wait_presses(1)
        assert presses[0]["body"] == {"room": ROOM, "data": data_of(model, "d7S6S")}
        assert presses[0]["init"] == INIT_DATA
        await card(page, "семёрка червей").click()  # the trump 7♥ covers either attack
        targets = page.locator("#table button.card.target")
        await expect(targets).to_have_count(2)
        assert sorted([await t.get_attribute("data-card") for t in await targets.all()]) == ["6S", "KD"]
        choices = page.locator(".movebar .choices button")
        labels = [label_of(model, "d7H6S"), label_of(model, "d7HKD"), RU("table-page-cancel")]
        await expect(choices).to_have_text(labels)
        assert len(fake.presses) == 1  # nothing sent before the target
        await page.locator('#table button.card.target[data-card="KD"]').click()
        presses = await fake.wait_presses(2)
        assert presses[1]["body"]["data"] == data_of(model, "d7HKD")
        await expect(targets).to_have_count(0)
        # the same choice as a labelled button, and a cancelled one sends nothing
        await card(page, "семёрка червей").click()
        await page.get_by_role("button", name=RU("table-page-cancel")).click()
        await expect(targets).to_have_count(0)
        await card(page, "семёрка червей").click()
        await page.get_by_role("button", name=label_of(model, "d7H6S"), exact=True).click()
        presses = await fake.wait_presses(3)
        assert presses[2]["body"]["data"] == data_of(model, "d7H6S")
        # a card without a move is a named picture, not a button; take is the chat's word
        await expect(page.get_by_role("img", name="девятка треф")).to_be_visible()
        assert not await page.locator('#mine button[data-card="9C"]').count()
        await page.get_by_role("button", name=RU("act-take"), exact=True).click()
        presses = await fake.wait_presses(4)
        assert presses[3]["body"]["data"] == data_of(model, "t")
        assert all(p["init"] == INIT_DATA for p in presses)


@slow
async def test_bura_cards_are_marked_and_only_a_selection_that_is_a_move_can_be_played() -> None:
    model = bura_lead()
    async with opened(model) as (fake, page):
        play = page.locator("#play-selected")
        await expect(play).to_be_disabled()
        await card(page, "семёрка червей").click()
        await expect(card(page, "семёрка червей")).to_have_attribute("aria-pressed", "true")
        await expect(play).to_have_text(label_of(model, "l7H"))
        await card(page, "девятка червей").click()
        await expect(play).to_have_text(label_of(model, "l7H9H"))
        await card(page, "король червей").click()
        await expect(play).to_have_text(label_of(model, "l7H9HKH"))
        assert not fake.presses  # marking sends nothing
        await play.click()
        presses = await fake.wait_presses(1)
        assert presses[0]["body"] == {"room": ROOM, "data": data_of(model, "l7H9HKH")}


@slow
async def test_bura_s_draw_is_a_face_down_spread_each_back_a_pick() -> None:
    model = bura_draw()
    async with opened(model) as (fake, page):
        backs = page.locator("#table .spread button.card.back")
        await expect(backs).to_have_count(35)  # Вера's card is gone from the spread
        await page.get_by_role("button", name=RU("act-pick", n=12), exact=True).click()
        presses = await fake.wait_presses(1)
        assert presses[0]["body"]["data"] == data_of(model, "k11")
        assert not await page.locator("#mine .card").count()  # no hand before the deal


@slow
async def test_the_stop_window_counts_down_and_stop_is_a_button() -> None:
    model = bura_stop()
    model["clock"] = {"kind": "stop", "left": 4.8, "total": 5.0}
    async with opened(model) as (fake, page):
        clock = page.locator("#clock")
        await expect(clock).to_be_visible()
        await expect(clock).to_contain_text(RU("table-page-clock-stop"))
        first = float(await clock.get_attribute("aria-valuenow") or 0)
        assert 0 < first <= 4.8
        await page.wait_for_function(
            "v => Number(document.getElementById('clock').getAttribute('aria-valuenow')) < v", arg=first
        )
        # two clubs are no move (a dump gives as many cards as were led: one)
        play = page.locator("#play-selected")
        await card(page, "шестёрка треф").click()
        await card(page, "девятка треф").click()
        await expect(play).to_be_disabled()
        await card(page, "девятка треф").click()
        await expect(play).to_be_enabled()
        await expect(play).to_have_text(label_of(model, "d6C"))
        await page.get_by_role("button", name=RU("act-stop")).click()
        presses = await fake.wait_presses(1)
        assert presses[0]["body"]["data"] == data_of(model, "s")


@slow
async def test_scopa_a_capture_choice_is_made_on_the_table_or_by_its_label() -> None:
    model = scopa_capture()
    async with opened(model) as (fake, page):
        await card(page, "семёрка бубен").click()
        targets = page.locator("#table button.card.target")
        await expect(targets).to_have_count(4)
        await page.locator('#table button.card.target[data-card="3H"]').click()
        presses = await fake.wait_presses(1)
        assert presses[0]["body"]["data"] == data_of(model, "p7D4S3H")
        await card(page, "семёрка бубен").click()
        await page.get_by_role("button", name=label_of(model, "p7D2D5C"), exact=True).click()
        presses = await fake.wait_presses(2)
        assert presses[1]["body"]["data"] == data_of(model, "p7D2D5C")
        await card(page, "король червей").click()  # one move: laid on the table at once
        presses = await fake.wait_presses(3)
        assert presses[2]["body"]["data"] == data_of(model, "pKH")
        # the Italian deck style: the king is R, its suit a cup
        king = page.locator('#mine [data-card="KH"]')
        await expect(king.locator(".rank")).to_have_text("R")
        assert await king.locator(".big use").get_attribute("href") == "#suit-italian-H"


# ----- presses and their answers ------------------------------------------------------------------
@slow
async def test_dangerous_buttons_ask_first_the_chat_confirmation_is_pressed_and_the_answer_shown() -> None:
    model = durak_cover()
    leave = f"l:{ROOM}"
    async with opened(model) as (fake, page):
        fake.answer(
            leave,
            {"ok": False, "answer": "confirm-leave", "text": RU("confirm-leave"), "alert": True},
            {"ok": True, "answer": "you-left", "text": RU("you-left"), "alert": True},
        )
        dialog = page.locator("#modal")
        await page.get_by_role("button", name=RU("btn-leave")).click()
        await expect(dialog).to_be_visible()
        await expect(page.locator("#modal-text")).to_contain_text(RU("btn-leave"))
        await page.locator("#modal-cancel").click()
        await expect(dialog).to_be_hidden()
        assert not fake.presses  # cancelled: nothing sent
        await page.get_by_role("button", name=RU("btn-leave")).click()
        fake.press_gate = asyncio.Event()
        await page.locator("#modal-ok").click()
        await fake.wait_presses(1)
        # in flight: every control waits
        await expect(page.get_by_role("button", name=RU("act-take"), exact=True)).to_be_disabled()
        await expect(card(page, "семёрка пик")).to_be_disabled()
        fake.press_gate.set()
        presses = await fake.wait_presses(2)  # the chat's second press, sent at once
        assert [p["body"]["data"] for p in presses] == [leave, leave]
        await expect(dialog).to_be_visible()
        await expect(page.locator("#modal-text")).to_have_text(RU("you-left"))
        await page.locator("#modal-ok").click()
        await expect(dialog).to_be_hidden()
        await expect(page.get_by_role("button", name=RU("act-take"), exact=True)).to_be_enabled()
        # an answer that is no alert is a toast; a refusal is said in words
        take = data_of(model, "t")
        fake.answer(take, {"ok": False, "answer": "err-stale", "text": RU("err-stale"), "alert": False})
        await page.get_by_role("button", name=RU("act-take"), exact=True).click()
        await expect(page.locator("#toast")).to_have_text(RU("err-stale"))
        await expect(dialog).to_be_hidden()


@slow
async def test_the_lobby_and_the_result_press_their_buttons_and_the_deck_check_opens_in_place() -> None:
    async with opened(lobby()) as (fake, page):
        assert await page.locator("#table").is_hidden() and await page.locator("#mine").is_hidden()
        seats = page.locator("#seats li.seat")
        await expect(seats).to_have_count(2)
        await expect(seats.nth(0)).to_contain_text(RU("table-page-not-ready"))
        await expect(seats.nth(1)).to_contain_text(RU("table-page-ready"))
        # «Готово»: 32 bytes this browser draws go to api/ready — her own contribution to the deck
        await page.get_by_role("button", name=RU("btn-ready")).click()
        readies = await fake.wait_readies(1)
        assert readies[0]["init"] == INIT_DATA and set(readies[0]["body"]) == {"room", "randomness"}
        randomness = readies[0]["body"]["randomness"]
        assert readies[0]["body"]["room"] == ROOM and re.fullmatch("[0-9a-f]{64}", randomness)
        await expect(page.locator("#toast")).to_have_text(RU("ready-ok"))
        # remembered, as the deck check's «Готово» remembers it: the check points it out later
        assert randomness in json.loads(await page.evaluate("localStorage.getItem('kozyr-randomness')"))
        # the result: its words, «Ещё партию» (her randomness again, drawn anew), the deck check
        await fake.push(result())
        await expect(page.locator("#text")).to_contain_text(RU("match-winner", name="Аня"))
        await page.get_by_role("button", name=RU("btn-rematch")).click()
        readies = await fake.wait_readies(2)
        assert readies[1]["body"]["randomness"] != randomness
        assert fake.presses == []  # none of them a press the server would give its own randomness
        await page.get_by_role("button", name=RU("btn-check-deck")).click()
        await page.wait_for_url(re.compile(r"/app/\?room=AbCd1234&match=1&deal=3#tgWebAppData="))
        await expect(page.locator("h1#title")).to_have_text(RU("webapp-title"))


@slow
async def test_a_watcher_sees_the_table_without_a_hand_right_to_left_in_persian() -> None:
    model = watcher()
    async with opened(model) as (fake, page):
        assert await page.evaluate("document.documentElement.dir") == "rtl"
        assert await page.evaluate("document.documentElement.lang") == "fa"
        await expect(page.locator("#mine .watching")).to_be_visible()
        assert not await page.locator("#mine .card").count()
        assert not await page.locator("button.card").count()  # nothing to play
        await expect(page.locator("#table .pair")).to_have_count(2)
        await page.get_by_role("button", name=model["buttons"][0][0]["text"]).click()
        presses = await fake.wait_presses(1)
        assert presses[0]["body"]["data"] == f"y:{ROOM}:17"


# ----- live ---------------------------------------------------------------------------------------
@slow
async def test_a_new_state_redraws_and_a_dropped_stream_comes_back_with_the_newest() -> None:
    model = durak_cover()
    async with opened(model) as (fake, page):
        covers = page.locator("#table .pair .cover")
        await expect(covers).to_have_count(0)
        covered = durak_covered(model)
        await fake.push(covered)
        await expect(page.locator('#table .pair .cover[data-card="AD"]')).to_be_visible()
        await expect(page.locator('#mine [data-card="AD"]')).to_have_count(0)
        assert not await page.locator("#reconnecting").is_visible()
        # the stream is cut and the server is slow to take the page back: the page says so
        fake.hold = asyncio.Event()
        await fake.drop()
        await expect(page.locator("#reconnecting")).to_be_visible()
        await expect(page.locator("#reconnecting")).to_have_text(RU("table-page-reconnecting"))
        newest = copy.deepcopy(covered)  # meanwhile: 6♠ beaten with 7♠, the round waits for throw-ins
        newest.update(turn=covered["turn"] + 1, moves=[])
        newest["view"]["table"] = [["6S", "7S"], ["KD", "AD"]]
        newest["view"]["hand"] = ["9C", "QC", "7H", "AS"]
        newest["seats"][1]["acting"] = False
        newest["seats"][0]["acting"] = True
        fake.model = newest
        fake.hold.set()
        await expect(page.locator('#table .pair .cover[data-card="7S"]')).to_be_visible()
        await expect(page.locator("#reconnecting")).to_be_hidden()
        await expect(page.locator("#mine .turn")).to_have_text(RU("waiting-for", names="Борис"))
        assert fake.connections == 2
        assert fake.auths == [INIT_DATA, INIT_DATA] and fake.rooms == [ROOM, ROOM]
        # an older state (a slow answer, a lagging worker) never replaces a newer one
        events = await page.evaluate("window.kozyrTable.state.events")
        await fake.push(model)
        await page.wait_for_function("n => window.kozyrTable.state.events > n", arg=events)
        assert await page.evaluate("window.kozyrTable.state.model.turn") == newest["turn"]
        await expect(page.locator('#table .pair .cover[data-card="7S"]')).to_be_visible()


@slow
async def test_refusals_are_said_in_words() -> None:
    model = durak_cover()
    async with opened(model) as (fake, page):
        take = data_of(model, "t")
        fake.answer(take, {"error": "too-fast"})
        await page.get_by_role("button", name=RU("act-take"), exact=True).click()
        await expect(page.locator("#toast")).to_have_text(RU("table-page-refused-too-fast"))
        # the page stays open past initData's age: the server refuses the stream, the page says why
        fake.refuse = "stale"
        await fake.drop()
        await expect(page.locator("#notice")).to_have_text(RU("table-page-refused-stale"))
        await expect(page.locator("#reconnecting")).to_be_hidden()  # it stops: stale stays stale
        assert await page.evaluate("window.kozyrTable.state.stopped")
        await expect(page.locator("#table .pair")).to_have_count(2)  # the last state stays in view


@slow
async def test_opened_by_telegram_s_direct_link_from_start_param_with_its_theme() -> None:
    model = bura_lead()
    unsafe = {"start_param": f"t{ROOM}", "user": {"id": 111, "language_code": "ru"}}
    theme = {"bg_color": "#102030", "text_color": "#f0f0f0", "button_color": "#ff8800"}
    telegram = f"""window.Telegram = {{WebApp: {{
      initData: {json.dumps(INIT_DATA)}, initDataUnsafe: {json.dumps(unsafe)},
      themeParams: {json.dumps(theme)},
      ready() {{ window.__ready = true; }}, expand() {{ window.__expanded = true; }}, onEvent() {{}},
    }}}};"""
    async with opened(model, path="/app/table", init_script=telegram) as (fake, page):  # no room, no fragment
        await fake.wait_connections(1)
        assert fake.auths == [INIT_DATA] and fake.rooms == [ROOM]
        background = await page.evaluate("getComputedStyle(document.documentElement).backgroundColor")
        assert background == "rgb(16, 32, 48)"
        assert await page.evaluate("window.__ready === true && window.__expanded === true")
        await card(page, "семёрка червей").click()
        await page.locator("#play-selected").click()
        presses = await fake.wait_presses(1)
        assert presses[0]["init"] == INIT_DATA and presses[0]["body"]["room"] == ROOM


# ----- layout -------------------------------------------------------------------------------------
#: every control inside the window; every card a named button or picture; every region named
LAYOUT = """() => {
  const width = window.innerWidth;
  const outside = [...document.querySelectorAll("button")].filter((b) => {
    if (b.closest("dialog")) return false;
    const r = b.getBoundingClientRect();
    return r.width < 1 || r.height < 1 || r.left < -0.5 || r.right > width + 0.5;
  }).map((b) => b.textContent || b.getAttribute("aria-label"));
  const named = (c) => (c.getAttribute("aria-label") || "").trim() !== "";
  const kind = (c) => c.tagName === "BUTTON" || c.getAttribute("role") === "img";
  const unnamed = [...document.querySelectorAll(".card")].filter((c) => !named(c) || !kind(c))
    .map((c) => c.outerHTML.slice(0, 80));
  const regions = [...document.querySelectorAll("main section:not([hidden])")].map((s) => {
    const heading = document.getElementById(s.getAttribute("aria-labelledby") || "");
    return [s.id, heading ? heading.textContent : ""];
  });
  return {scroll: document.scrollingElement.scrollWidth, outside, unnamed, regions,
          buttons: document.querySelectorAll("main button").length};
}"""


@slow
@pytest.mark.parametrize("width", [400, 1280])
async def test_every_model_fits_the_window_with_every_control_visible_and_named(width: int) -> None:
    async with opened(durak_cover(), width=width) as (fake, page):
        for name, make in MODELS.items():
            model = make()
            fake.model = model
            await page.goto(fake.page_url(f"room={ROOM}&model={name}"))  # a new page each
            await expect(page.locator("#title")).to_have_text(model["title"])
            if model["moves"] or model["buttons"]:
                await expect(page.locator("main button").first).to_be_visible()
            found = await page.evaluate(LAYOUT)
            assert found["scroll"] <= width, (name, found["scroll"])
            assert not found["outside"], (name, found["outside"])
            assert not found["unnamed"], (name, found["unnamed"])
            assert all(label.strip() for _, label in found["regions"]), (name, found["regions"])
            for button in await page.locator("main button").all():
                await expect(button).to_be_visible()
            plain = [m for m in model["moves"] if not m["cards"]]
            for m in plain:  # every move without a card is a button in the chat's words
                await expect(page.get_by_role("button", name=m["label"], exact=True)).to_be_visible()
