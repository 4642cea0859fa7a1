"""The Mini App on the bot's side (bot/web/): Telegram's signed initData checked as its Web App
documentation prescribes — good, forged, expired, foreign — and the deck check's record API; the
result of a deal in a private chat carries «🔍 Проверить колоду» opening the Mini App (never in a
group, where Telegram opens none), and what it fetches is the deal's record, which verifies.
«Готово» pressed in the Mini App makes the browser's randomness the player's contribution
(``<id>:app:<hex>``), the record says so, and the verifier checks it."""

from __future__ import annotations

import hashlib
import hmac
import random
import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any
from urllib.parse import parse_qs, parse_qsl, urlencode, urlsplit

import aiohttp
import pytest
from aiohttp import web
from aiohttp.test_utils import TestClient, TestServer

from bot.config import Settings
from bot.rooms.kernel import Reply
from bot.web import initdata
from bot.web.routes import INIT_DATA_HEADER, WebAppRoutes
from bot.web.table import MAX_AGE_SECONDS as TABLE_MAX_AGE
from engines.records import verify
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

TOKEN = "123456:TEST-token"
ANNA = {"id": 7001, "first_name": "Аня", "language_code": "ru"}


def test_the_signature_is_telegrams_documented_hmac() -> None:
    """secret = HMAC-SHA256(key "WebAppData", token); hash = hex HMAC-SHA256(secret, the sorted
    key=value lines of every other field) — computed here from the documentation alone."""
    data = initdata.sign(TOKEN, ANNA, auth_date=1_700_000_000, query_id="AAq")
    fields = dict(parse_qsl(data))
    given = fields.pop("hash")
    lines = "\n".join(f"{k}={fields[k]}" for k in sorted(fields))
    secret = hmac.new(b"WebAppData", TOKEN.encode(), hashlib.sha256).digest()
    assert given == hmac.new(secret, lines.encode(), hashlib.sha256).hexdigest()


def test_good_forged_expired_and_foreign_init_data() -> None:
    now = int(time.time())
    assert initdata.user_of(TOKEN, initdata.sign(TOKEN, ANNA, auth_date=now - 60)).id == 7001

    def refused(data: str) -> str:
        with pytest.raises(initdata.Refused) as caught:
            initdata.user_of(TOKEN, data)
        return caught.value.code

    good = initdata.sign(TOKEN, ANNA, auth_date=now)
    assert refused("") == "unsigned"
    assert refused("user=%7B%22id%22%3A7001%7D&auth_date=1") == "unsigned"  # no hash at all
    # forged: another person put in the signed data, or the hash changed
    assert refused(good.replace("7001", "7002")) == "unsigned"
    assert refused(good[:-4] + ("0000" if not good.endswith("0000") else "1111")) == "unsigned"
    # foreign: signed by Telegram for another bot (its token), not for this one
    assert refused(initdata.sign("999:OTHER", ANNA, auth_date=now)) == "unsigned"
    # expired: signed longer ago than allowed; and one dated in the future
    assert refused(initdata.sign(TOKEN, ANNA, auth_date=now - int(initdata.MAX_AGE_SECONDS) - 5)) == "stale"
    assert refused(initdata.sign(TOKEN, ANNA, auth_date=now + 3600)) == "stale"
    assert refused("a" * (initdata.MAX_LENGTH + 1)) == "unsigned"


class Rooms:
    """What the Mini App's API asks the room service."""

    def __init__(self) -> None:
        self.record_of = {("room1", 1, 2): {"game": "bura", "deals": []}}
        self.readied: list[tuple[str, int, bytes]] = []

    async def ready_app(self, room: str, user: int, randomness: bytes) -> Reply:
        self.readied.append((room, user, randomness))
        return Reply("ready-ok")

    async def seat_in_match(self, room: str, match: int, user: int) -> int | None:
        return {7001: 1, 7003: 0}.get(user) if room == "room1" and match == 1 else None

    async def record(self, room: str, match: int, deal: int) -> dict[str, Any] | None:
        return self.record_of.get((room, match, deal))


@asynccontextmanager
async def serving(routes: WebAppRoutes) -> AsyncIterator[TestClient]:
    app = web.Application()
    routes.register(app)
    async with TestClient(TestServer(app)) as client:
        yield client


async def test_the_record_api_answers_players_only_with_telegrams_signature() -> None:
    async with serving(WebAppRoutes(Rooms(), TOKEN, "/app/")) as client:  # type: ignore[arg-type]
        async def ask(query: str, data: str | None) -> tuple[int, dict[str, Any]]:
            headers = {INIT_DATA_HEADER: data} if data is not None else {}
            response = await client.get(f"/app/api/record?{query}", headers=headers)
            return response.status, await response.json()

        deal = "room=room1&match=1&deal=2"
        assert await ask(deal, initdata.sign(TOKEN, ANNA)) == (
            200, {"record": {"game": "bura", "deals": []}, "seat": 1, "deal": 2})
        assert await ask(deal, None) == (401, {"error": "unsigned"})
        forged = initdata.sign(TOKEN, ANNA).replace("7001", "7003")
        assert await ask(deal, forged) == (401, {"error": "unsigned"})
        assert await ask(deal, initdata.sign(TOKEN, ANNA, auth_date=int(time.time()) - 7200)) == (
            401, {"error": "stale"})
        eve = {**ANNA, "id": 7002}  # signed for Eve, who did not play the match
        assert await ask(deal, initdata.sign(TOKEN, eve)) == (403, {"error": "players"})
        for elsewhere in ("room=room1&match=1&deal=3", "room=../x&match=1&deal=2", "room=room1"):
            assert await ask(elsewhere, initdata.sign(TOKEN, ANNA)) == (404, {"error": "unavailable"})
        page = await client.get("/app/")
        assert page.status == 200 and "KozyrFair" in await page.text()


async def test_ready_in_the_mini_app_takes_the_signed_persons_randomness_only() -> None:
    rooms = Rooms()
    randomness = bytes(range(32))
    async with serving(WebAppRoutes(rooms, TOKEN, "/app/")) as client:  # type: ignore[arg-type]
        async def ready(data: str | None, body: Any) -> tuple[int, dict[str, Any]]:
            headers = {INIT_DATA_HEADER: data} if data is not None else {}
            response = await client.post("/app/api/ready", json=body, headers=headers)
            return response.status, await response.json()

        body = {"room": "room1", "randomness": randomness.hex()}
        status, answer = await ready(initdata.sign(TOKEN, ANNA), body)
        assert status == 200 and answer == {"ok": True, "answer": "ready-ok", "text": tr("ready-ok")}
        assert rooms.readied == [("room1", 7001, randomness)]  # who Telegram says pressed, not the body
        now = int(time.time())
        refusals = [
            (None, 401, "unsigned"),
            (initdata.sign(TOKEN, ANNA).replace("7001", "7003"), 401, "unsigned"),  # forged
            (initdata.sign("999:OTHER", ANNA), 401, "unsigned"),  # another bot's
            # the table page stays open through a match: its «Готово» is taken as long as its presses
            (initdata.sign(TOKEN, ANNA, auth_date=now - int(TABLE_MAX_AGE) - 60), 401, "stale"),
        ]
        for data, code, error in refusals:
            assert await ready(data, body) == (code, {"error": error})
        status, _ = await ready(initdata.sign(TOKEN, ANNA, auth_date=now - 7200), body)
        assert status == 200 and len(rooms.readied) == 2  # two hours after the table page opened
        for bad in ({"room": "room1", "randomness": "ab" * 31}, {"room": "room1", "randomness": "AB" * 32},
                    {"room": "a/b", "randomness": randomness.hex()}, ["room1"]):
            assert await ready(initdata.sign(TOKEN, ANNA), bad) == (400, {"error": "malformed"})
        assert len(rooms.readied) == 2
        statuses = [(await ready(initdata.sign(TOKEN, {**ANNA, "id": 7009}), body))[0] for _ in range(12)]
        assert 429 in statuses  # more presses at once than PRESS_BURST: refused


def test_webapp_url_must_be_https() -> None:
    assert Settings.of(bot_token="1:x", webapp_url="https://example.org/app").webapp_url == "https://example.org/app/"
    assert Settings.of(bot_token="1:x", webapp_url="https://example.org/app/").webapp_path == "/app/"
    for bad in ("http://example.org/app/", "example.org", "https://example.org/app/?x=1"):
        with pytest.raises(ValueError, match="https://"):
            Settings.of(bot_token="1:x", webapp_url=bad)


async def test_a_deal_result_opens_the_check_whose_record_verifies(fake_tg, tmp_path):
    fake = fake_tg
    fake.add_user(7001, "Аня", language_code="ru")
    settings = make_settings(
        fake, tmp_path / "k.sqlite3", webapp_url="https://kozyr.example/check/", webhook_port=0
    )
    async with running_bot(settings) as app:
        fake.send_text(7001, "/bura")
        room = await wait_room(app, (await wait_latest_room(app)).id, lambda r: len(r.seats) == 1)
        msg = await message_of(app, fake, room.id, 7001, "hand")
        await press_setting(fake, 7001, msg, tr("btn-add-computer"))
        await wait_room(app, room.id, lambda r: len(r.seats) == 2)
        await press_ready(app, fake, room.id, 7001)
        await wait_room(app, room.id, lambda r: r.status == "playing")
        room = await play_to_end(
            app, fake, room.id, [7001], random.Random(5),
            stop_when=lambda r: r.engine() is not None and any(r.engine().deal_results()),
        )
        check = tr("btn-check-deck")
        buttons = lambda: fake.message(7001, msg.message_id).buttons()  # noqa: E731
        button = await fake.wait_for(lambda: next((b for b in buttons() if b.get("text") == check), None))
        url = urlsplit(button["web_app"]["url"])
        assert url.scheme == "https" and url.netloc == "kozyr.example" and url.path == "/check/"
        asked = {k: v[0] for k, v in parse_qs(url.query).items()}
        assert asked == {"room": room.id, "match": "1", "deal": "1"}
        # what the Mini App fetches with the player's initData is the deal's record, which verifies
        async with serving(app.webapp_routes()) as client:
            data = initdata.sign(fake.token, {"id": 7001, "first_name": "Аня"})
            response = await client.get(
                f"/check/api/record?{urlencode(asked)}", headers={INIT_DATA_HEADER: data}
            )
            answer = await response.json()
        assert response.status == 200 and answer["seat"] == 0 and answer["deal"] == 1
        assert answer["record"] == await app.rooms.record(room.id, 1, 1)
        assert answer["record"]["deals"][0]["deck"]  # the deck it was dealt from, stated beside its proof
        status, report = verify(answer["record"])
        assert status == 0, report["failed"]
        # she pressed «Готово» in the chat: her contribution is her press's id, and the record says so
        proof = answer["record"]["deals"][0]["fairness"]
        assert proof["forms"] == ["press"] and proof["seats"] == [0]
        assert proof["contributions"][0].startswith("7001:") and ":app:" not in proof["contributions"][0]


async def test_ready_pressed_in_the_mini_app_mixes_the_browsers_randomness(fake_tg, tmp_path):
    """In polling mode too: the bot's own server answers the Mini App (WEBHOOK_HOST:WEBHOOK_PORT)."""
    fake = fake_tg
    fake.add_user(7001, "Аня", language_code="ru")
    fake.add_user(7002, "Ева", language_code="ru")
    settings = make_settings(
        fake, tmp_path / "k.sqlite3", webapp_url="https://kozyr.example/check/", webhook_port=0
    )
    async with running_bot(settings) as app:
        fake.send_text(7001, "/bura")
        room = await wait_room(app, (await wait_latest_room(app)).id, lambda r: len(r.seats) == 1)
        msg = await message_of(app, fake, room.id, 7001, "hand")
        await press_setting(fake, 7001, msg, tr("btn-add-computer"))
        room = await wait_room(app, room.id, lambda r: len(r.seats) == 2)
        # beside «Готово», the same in the Mini App
        lobby = await fake.wait_for(
            lambda: next((b for b in fake.message(7001, msg.message_id).buttons()
                          if b.get("text") == tr("btn-ready-app")), None))
        url = urlsplit(lobby["web_app"]["url"])
        assert parse_qs(url.query) == {"ready": [room.id]} and url.path == "/check/"
        randomness = bytes(range(100, 132))
        assert app.server is not None  # polling, yet the bot's server runs: for the Mini App
        base = f"http://127.0.0.1:{app.server.port}/check/"
        async with aiohttp.ClientSession() as client:
            async with client.get(base) as page:
                assert page.status == 200 and "KozyrFair" in await page.text()

            async def ready(user: int) -> dict[str, Any]:
                data = initdata.sign(fake.token, {"id": user, "first_name": "x", "language_code": "ru"})
                body = {"room": room.id, "randomness": randomness.hex()}
                async with client.post(base + "api/ready", json=body, headers={INIT_DATA_HEADER: data}) as r:
                    assert r.status == 200
                    return await r.json()

            # Ева has no seat, and the room is full: as for its «Готово» in a chat, nothing changes
            stranger = await ready(7002)
            assert stranger == {"ok": False, "answer": "err-room-full", "text": tr("err-room-full")}
            assert (await app.rooms.get(room.id)).status == "lobby"
            answer = await ready(7001)
            assert answer == {"ok": True, "answer": "ready-ok", "text": tr("ready-ok")}
            room = await wait_room(app, room.id, lambda r: r.status == "playing")
            again = await ready(7001)  # the deal has started: a second press changes nothing
            assert not again["ok"]
        room = await play_to_end(
            app, fake, room.id, [7001], random.Random(6),
            stop_when=lambda r: r.engine() is not None and any(r.engine().deal_results()),
        )
        record = await app.rooms.record(room.id, 1, 1)
        assert record is not None
        proof = record["deals"][0]["fairness"]
        assert proof["contributions"] == [f"7001:app:{randomness.hex()}"]
        assert proof["forms"] == ["app"] and proof["seats"] == [0]
        status, report = verify(record)
        assert status == 0, report["failed"]
        said = next(c["message"] for c in report["checks"] if c["check"] == "contributions")
        assert "1 (seat 0): the player's own randomness from the Mini App" in said
