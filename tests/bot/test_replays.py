"""Replays (issue 46): a finished deal's token, and ``GET api/replay/<token>`` — its frames for anyone
with the link, no initData; the people's names follow /forget."""

from __future__ import annotations

import random
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

import pytest
from aiohttp import web
from aiohttp.test_utils import TestClient, TestServer

from bot.storage import api, replays
from bot.web.routes import WebAppRoutes
from tests.support.bot_e2e import (
    make_settings,
    message_of,
    play_to_end,
    press_ready,
    press_setting,
    running_bot,
    tr,
    wait_latest_room,
    wait_room,
)

WEBAPP = "https://kozyr.example/app/"


@asynccontextmanager
async def serving(routes: WebAppRoutes) -> AsyncIterator[TestClient]:
    app = web.Application()
    routes.register(app)
    async with TestClient(TestServer(app)) as client:
        yield client


def test_tokens_are_unguessable_link_text() -> None:
    tokens = {replays.new_token() for _ in range(200)}
    assert len(tokens) == 200 and all(replays.TOKEN.match(t) for t in tokens)


async def test_a_finished_deal_replays_for_anyone_with_its_token(fake_tg, tmp_path):
    fake = fake_tg
    fake.add_user(7001, "Аня", language_code="ru")
    settings = make_settings(
        fake, tmp_path / "k.sqlite3", webapp_url="https://kozyr.example/app/", webhook_port=0
    )
    async with running_bot(settings) as app:
        fake.send_text(7001, "/bura")
        room = await wait_room(app, (await wait_latest_room(app)).id, lambda r: len(r.seats) == 1)
        msg = await message_of(app, fake, room.id, 7001, "hand")
        await press_setting(fake, 7001, msg, tr("btn-add-computer"))
        await wait_room(app, room.id, lambda r: len(r.seats) == 2)
        await press_ready(app, fake, room.id, 7001)
        await wait_room(app, room.id, lambda r: r.status == "playing")
        assert await app.rooms.replay_token(room.id, 1, 1) is None  # not finished yet
        room = await play_to_end(
            app, fake, room.id, [7001], random.Random(5),
            stop_when=lambda r: r.engine() is not None and any(r.engine().deal_results()),
        )
        token = await app.rooms.replay_token(room.id, 1, 1)
        assert token is not None and replays.TOKEN.match(token)
        # the token was made as the deal ended: its result in the private chat carries «▶️ Повтор»,
        # a Mini App button that opens the table page's replay mode
        replay = tr("btn-replay")
        buttons = lambda: fake.message(7001, msg.message_id).buttons()  # noqa: E731
        button = await fake.wait_for(lambda: next((b for b in buttons() if b.get("text") == replay), None))
        assert button["web_app"]["url"] == f"https://kozyr.example/app/table?replay={token}"
        assert await app.rooms.replay_token(room.id, 1, 1) == token  # one token per deal
        record = await app.rooms.record(room.id, 1, 1)
        assert record is not None
        async with serving(app.webapp_routes()) as client:
            async def ask(path: str) -> tuple[int, dict[str, Any]]:
                response = await client.get(path)  # no initData: the token is the permission
                return response.status, await response.json()

            status, answer = await ask(f"/app/api/replay/{token}?lang=en")
            assert status == 200, answer
            assert answer["game"] == "bura" and answer["deal"] == 1 and answer["verified"] is True
            assert len(answer["frames"]) == len(record["deals"][0]["actions"]) + 1
            assert answer["frames"][-1]["result"] is not None
            assert answer["names"] == ["Аня", "🤖 Computer 2"]
            assert answer["draw"] == record.get("first_draw")
            # each move in words, as the chat's buttons name it, and the cards' names for screen readers
            assert answer["said"][0] == "" and len(answer["said"]) == len(answer["frames"])
            assert all(line.startswith(("Аня: ", "🤖 Computer 2: ")) or line == "⏱ Time ran out"
                       for line in answer["said"][1:])
            assert answer["strings"]["card-name-QH"] == "queen of hearts" and answer["lang"] == "en"
            # a person who used /forget is a neutral «Игрок N» in replays too
            await api.forget(app.storage, 7001)
            status, answer = await ask(f"/app/api/replay/{token}?lang=ru")
            assert status == 200 and answer["names"][0] == "Игрок 1"
            for wrong in ("A" * 16, "short", token[:-1] + "!"):
                status, answer = await ask(f"/app/api/replay/{wrong}")
                assert status == 404 and answer == {"error": "unavailable"}


def test_the_table_page_opens_a_replay_from_its_link() -> None:
    """``startapp=r<token>`` leads the Mini App's page to ``table?replay=<token>``, and the table page
    carries the replay's part and its words in every language."""
    from bot.i18n import LANGUAGES
    from bot.web.page import STATIC
    from bot.web.tablepage import strings, table_html

    assert "table?replay=" in (STATIC / "app.js").read_text(encoding="utf-8")
    page = table_html()
    assert "function startReplay" in page and "api/replay/" in page
    for lang in LANGUAGES:
        words = strings(lang)
        needed = {"table-page-replay-move", "table-page-replay-verified", "table-page-status-replay"}
        assert needed <= set(words)
        assert "{n}" in words["table-page-replay-move"] and "{total}" in words["table-page-replay-move"]


def test_a_group_gets_the_direct_link_and_nothing_without_the_mini_app() -> None:
    """Groups allow no Mini App button: «▶️ Повтор» there is the bot's direct link (as «🎴 Стол»),
    ``startapp=r<token>``; without WEBAPP_URL / WEBAPP_SHORT_NAME, or without a token, no button."""
    from bot.i18n import Translator
    from bot.render.context import Ctx
    from bot.render.room import _replay_button

    t = Translator("ru")
    app = "https://t.me/kozyr_bot/table"
    both = Ctx(t=t, bot_username="kozyr_bot", webapp_url="https://kozyr.example/app/", app_link=app)
    private = _replay_button("A" * 16, both, private=True)
    assert private is not None and private.web_app is not None and private.text == "▶️ Повтор"
    assert private.web_app.url == "https://kozyr.example/app/table?replay=" + "A" * 16
    group = _replay_button("A" * 16, both, private=False)
    assert group is not None and group.url == f"{app}?startapp=r" + "A" * 16
    no_link = Ctx(t=t, bot_username="kozyr_bot", webapp_url="https://kozyr.example/app/")
    assert _replay_button("A" * 16, no_link, private=False) is None
    assert _replay_button(None, both, private=True) is None
    assert _replay_button("A" * 16, Ctx(t=t, bot_username="kozyr_bot"), private=True) is None


def test_the_share_link_carries_the_bots_direct_link_url_encoded() -> None:
    """«Поделиться» opens Telegram's share page for the bot's direct link (its username, the Mini
    App's short name, ``startapp=r<token>``), the link and the words each one URL-encoded parameter."""
    from urllib.parse import parse_qs, urlsplit

    from bot.render.replays import app_link, direct_link, share_url

    token = "Ab-_" * 4
    link = direct_link(app_link("kozyr_bot", "table"), token)
    assert link == f"https://t.me/kozyr_bot/table?startapp=r{token}"
    text = tr("replay-share-text", "ru", game=tr("game-durak", "ru")) + " & co?"
    url = share_url(link, text)
    assert url.startswith("https://t.me/share/url?url=https%3A%2F%2Ft.me%2Fkozyr_bot%2Ftable%3Fstartapp%3Dr")
    assert " " not in url and "?startapp" not in url and "& co" not in url
    assert parse_qs(urlsplit(url).query) == {"url": [link], "text": [text]}
    assert app_link("kozyr_bot", "") == ""  # no WEBAPP_SHORT_NAME: no direct link


def test_stats_replay_buttons_follow_the_chat() -> None:
    """/stats' «▶️»: a Mini App button in private, the direct link in a group, none in a group
    without WEBAPP_SHORT_NAME; a deal of a match of several deals names its number."""
    from bot.i18n import Translator
    from bot.render.stats import replay_rows
    from bot.storage.values import RecentDeal

    t = Translator("en")
    deals = [
        RecentDeal("r1", 1, 2, "scopa", 86400.0 * 3, 3, "S" * 16),
        RecentDeal("r2", 1, 1, "durak", 0.0, 1, "D" * 16),
        RecentDeal("r3", 1, 1, "bura", 0.0, 1, None),  # no token: no button
    ]
    link = "https://t.me/kozyr_bot/table"
    private = replay_rows(t, deals, private=True, webapp_url=WEBAPP, link="")
    assert [(b.text, b.web_app.url if b.web_app else None) for (b,) in private] == [
        ("▶️ Scopa · 04.01 · deal 2", f"{WEBAPP}table?replay=" + "S" * 16),
        ("▶️ Durak · 01.01", f"{WEBAPP}table?replay=" + "D" * 16),
    ]
    group = replay_rows(t, deals, private=False, webapp_url=WEBAPP, link=link)
    assert [b.url for (b,) in group] == [f"{link}?startapp=r" + "S" * 16, f"{link}?startapp=r" + "D" * 16]
    assert replay_rows(t, deals, private=False, webapp_url=WEBAPP, link="") == []
    assert replay_rows(t, deals, private=True, webapp_url="", link="") == []


# ----- the page in a browser (Debian's headless Chromium; skipped without it, failing in CI) --------
class SharedReplays:
    """The room service as the replay API asks it: one token per game, a match played by computers."""

    def __init__(self) -> None:
        from tests.engines.test_replay import selfplay_record

        bura = selfplay_record("bura", 2, {}, 5)
        bura["first_draw"] = {"draws": [{"label": "bura:draw:1", "picks": [0, 3], "cards": ["KS", "KH"]},
                                        {"label": "bura:draw:2", "picks": [1, 2], "cards": ["6S", "AH"]}],
                              "first": bura["first"]}
        self.records = {
            "D" * 16: (selfplay_record("durak", 3, {}, 5), ["Anna", 0, None]),
            "B" * 16: (bura, ["Anna", "Boris"]),
            "S" * 16: (selfplay_record("scopa", 4, {}, 5), ["Anna", "Boris", "Vera", None]),
        }

    async def replay(self, token: str) -> tuple[dict[str, Any], list[int | str | None]] | None:
        return self.records.get(token)  # type: ignore[return-value]

    async def review_marks(self, token: str) -> dict[int, list[int]]:
        return {0: [1]} if token == "D" * 16 else {}  # a kept review of seat 0 names action 1


async def test_the_replay_api_gives_the_link_to_share() -> None:
    """The replay's answer carries the bot's direct link, Telegram's share page for it and the words
    it is shared with, in the asked language; no link without WEBAPP_SHORT_NAME (the page then
    shares its own address)."""
    from bot.render.replays import share_url

    routes = WebAppRoutes(SharedReplays(), "1:x", "/app/")  # type: ignore[arg-type]
    async with serving(routes) as client:
        body = await (await client.get("/app/api/replay/" + "B" * 16 + "?lang=ru")).json()
        text = tr("replay-share-text", "ru", game=tr("game-bura", "ru"))
        assert (body["link"], body["share"], body["share_text"]) == ("", "", text)
        routes.replays.app_link = "https://t.me/kozyr_bot/table"
        body = await (await client.get("/app/api/replay/" + "B" * 16 + "?lang=ru")).json()
        assert body["link"] == "https://t.me/kozyr_bot/table?startapp=r" + "B" * 16
        assert body["share"] == share_url(body["link"], text)


@pytest.mark.slow
@pytest.mark.parametrize("token", ["D" * 16, "B" * 16, "S" * 16])
async def test_the_replay_page_goes_to_the_end_and_back_from_a_shared_link(token: str) -> None:
    from tests.support.browser import browser_page, expect

    rooms = SharedReplays()
    record, _ = rooms.records[token]
    total = len(record["deals"][-1]["actions"])
    routes = WebAppRoutes(rooms, "1:x", "/app/")  # type: ignore[arg-type]
    async with serving(routes) as client, browser_page(
        viewport={"width": 400, "height": 800}, locale="en-US"
    ) as page:
        errors: list[str] = []
        page.on("pageerror", lambda e: errors.append(str(e)))
        # a shared link: t.me/<bot>/<app>?startapp=r<token> opens the Mini App's page with start_param
        await page.goto(str(client.make_url(f"/app/?tgWebAppStartParam=r{token}")))
        where = page.locator("#replay-where")
        await expect(where).to_have_text("Cards dealt")
        await expect(page.locator("#replay-verdict")).to_be_visible()
        await expect(page.locator("#mine .replay-hand")).to_have_count(record["seats"])  # every hand, face up
        forward = page.get_by_role("button", name="Forward", exact=True)
        await forward.click()
        await expect(where).to_contain_text(f"Move 1 of {total} · ")
        await page.get_by_role("button", name="To the end", exact=True).click()
        await expect(where).to_contain_text(f"Move {total} of {total}")
        await expect(forward).to_be_disabled()
        await page.get_by_role("button", name="To the start", exact=True).click()
        await expect(where).to_have_text("Cards dealt")
        await expect(page.get_by_role("button", name="Back", exact=True)).to_be_disabled()
        await page.get_by_role("slider", name="Go to move").fill("2")
        await expect(where).to_contain_text(f"Move 2 of {total}")
        await page.locator("#replay-speed").select_option("4")
        await page.get_by_role("button", name="Play", exact=True).click()
        await expect(where).to_contain_text(f"Move {total} of {total}", timeout=60_000)
        await expect(page.get_by_role("button", name="Play", exact=True)).to_be_visible()  # stopped: the end
        if token == "B" * 16:
            await expect(page.locator(".replay-draw")).to_contain_text("king of spades")
        assert not errors, errors


@pytest.mark.slow
async def test_the_replay_page_marks_a_kept_reviews_mistakes() -> None:
    """«🔎 Разбор»: the move a kept review names (``marks``, action 1: the frame of move 2) carries
    🔎 beside its words; the others do not."""
    from tests.support.browser import browser_page, expect

    routes = WebAppRoutes(SharedReplays(), "1:x", "/app/")  # type: ignore[arg-type]
    async with serving(routes) as client, browser_page(locale="en-US") as page:
        body = await (await client.get("/app/api/replay/" + "D" * 16)).json()
        assert body["marks"] == [[1], [], []]
        await page.goto(str(client.make_url("/app/?tgWebAppStartParam=r" + "D" * 16)))
        where = page.locator("#replay-where")
        await expect(where).to_have_text("Cards dealt")
        slider = page.get_by_role("slider", name="Go to move")
        await slider.fill("2")
        await expect(where).to_contain_text("Move 2 of ")
        await expect(where).to_contain_text("🔎")
        await slider.fill("1")
        await expect(where).to_contain_text("Move 1 of ")
        await expect(where).not_to_contain_text("🔎")


@pytest.mark.slow
async def test_the_replay_page_shares_its_link() -> None:
    """«Поделиться»: outside Telegram the bot's direct link is copied; inside (the launch parameters
    of a Mini App) Telegram is asked to open its share page for it (``web_app_open_tg_link``, as
    ``Telegram.WebApp.openTelegramLink`` does)."""
    from bot.render.replays import share_url
    from tests.support.browser import browser_page, expect

    token = "D" * 16
    routes = WebAppRoutes(SharedReplays(), "1:x", "/app/")  # type: ignore[arg-type]
    routes.replays.app_link = "https://t.me/kozyr_bot/table"
    link = f"https://t.me/kozyr_bot/table?startapp=r{token}"
    text = tr("replay-share-text", "en", game=tr("game-durak", "en"))
    async with serving(routes) as client, browser_page(locale="en-US") as page:
        await page.add_init_script(
            "window.__copied = []; window.__events = [];"
            "Object.defineProperty(navigator, 'clipboard',"
            " {value: {writeText: async (s) => { window.__copied.push(s); }}});"
            "if (location.hash.includes('tgWebAppVersion')) window.TelegramWebviewProxy ="
            " {postEvent: (type, data) => window.__events.push([type, JSON.parse(data)])};"
        )
        await page.goto(str(client.make_url(f"/app/table?replay={token}")))
        share = page.get_by_role("button", name="Share", exact=True)
        await share.click()
        await expect(page.locator("#toast")).to_have_text(tr("table-page-replay-copied", "en"))
        assert await page.evaluate("window.__copied") == [link]
        # inside Telegram: its share page, the link and the words in it
        await page.goto(str(client.make_url(f"/app/table?replay={token}&lang=en#tgWebAppVersion=7.0")))
        await page.get_by_role("button", name="Share", exact=True).click()
        await page.wait_for_function("window.__events.some((e) => e[0] === 'web_app_open_tg_link')")
        events = [e for e in await page.evaluate("window.__events") if e[0] == "web_app_open_tg_link"]
        assert events == [["web_app_open_tg_link", {"path_full": share_url(link, text)[len("https://t.me"):]}]]
        assert await page.evaluate("window.__copied") == []
