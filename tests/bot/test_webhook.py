"""Webhook mode against the fake Bot API: ``setWebhook`` at start (with the secret and the update kinds
used), updates POSTed by the fake to the bot's server, a request with a wrong or missing secret
answered 401 without touching anything, a whole game played through webhook deliveries, polling
switching back with ``deleteWebhook``, ``/healthz`` and ``/metrics``, a graceful stop that finishes
the update in hand, and the secret kept out of every log line."""

from __future__ import annotations

import asyncio
import json
import logging
import os
import random
import re
import signal
from pathlib import Path
from typing import Any

import aiohttp
import pytest

from bot.app import KozyrApp
from bot.config import ENV_NAMES, Settings, SettingsError, load_settings
from bot.plumbing import clock, metrics
from bot.plumbing.logs import JsonFormatter, RoomFilter, in_room
from bot.plumbing.logsafe import MASK
from bot.sandbox.fakeapi import WEBHOOK_HEADER, FakeTelegram
from engines.records import verify
from tests.support.bot_e2e import (
    fragment,
    make_settings,
    pause,
    play_to_end,
    private_room,
    running_bot,
    wall,
)
from tests.support.botproc import start_bot
from tests.support.ports import free_port

SECRET = "s3cret-Webhook_token-0123456789abcdef"
ANA, BOB, GROUP = 501, 502, -5001


def webhook_settings(fake: FakeTelegram, db: Path, **overrides: Any) -> Settings:
    port = free_port()
    return make_settings(
        fake,
        db,
        webhook_url=f"http://127.0.0.1:{port}/tg/updates",
        webhook_secret=SECRET,
        webhook_host="127.0.0.1",
        webhook_port=port,
        **overrides,
    )


def sample(name: str, **labels: str) -> float:
    """The current value of a metric sample of the process's registry (0 when never set)."""
    value = metrics.REGISTRY.get_sample_value(name, labels or None)
    return value or 0.0


def durak_command(update_id: int, user_id: int = ANA) -> dict[str, Any]:
    """An update as Telegram would send it: ``user_id`` writes /durak in private."""
    user = {"id": user_id, "is_bot": False, "first_name": "Ana", "language_code": "ru"}
    return {
        "update_id": update_id,
        "message": {
            "message_id": 1,
            "from": user,
            "chat": {"id": user_id, "type": "private", "first_name": "Ana"},
            "date": int(clock.now()),
            "text": "/durak",
            "entities": [{"type": "bot_command", "offset": 0, "length": 6}],
        },
    }


async def post(url: str, body: dict[str, Any], headers: dict[str, str]) -> int:
    async with aiohttp.ClientSession() as http, http.post(url, json=body, headers=headers) as response:
        await response.read()
        return response.status


async def open_room_ids(app: KozyrApp) -> list[str]:
    async with app.storage.read() as tx:
        return await tx.rooms.open_ids()


async def test_set_webhook_at_start_then_updates_arrive_by_post(fake_tg, tmp_path):
    fake = fake_tg
    fake.add_user(ANA, "Ana")
    settings = webhook_settings(fake, tmp_path / "k.sqlite3")
    async with running_bot(settings) as app:
        assert fake.webhook_set == 1 and fake.webhook_deleted == 0  # no deleteWebhook in webhook mode
        hook = fake.webhook
        assert hook is not None
        assert hook["url"] == settings.webhook_url and hook["secret_token"] == SECRET
        assert set(hook["allowed_updates"]) == set(app.dp.resolve_used_update_types())  # type: ignore[union-attr]
        assert {"message", "callback_query", "my_chat_member"} <= set(hook["allowed_updates"])
        fake.send_text(ANA, "/help")
        await fake.wait_message(ANA, fragment("help"))
        await fake.wait_for(lambda: fake.deliveries)
        assert [d.status for d in fake.deliveries] == [200]
        assert not fake.calls_of("getUpdates")  # nothing polled
        # the webhook stays set when the bot stops: Telegram keeps the updates until it is back
    assert fake.webhook is not None


@pytest.mark.parametrize("headers", [{WEBHOOK_HEADER: "wrong-" + SECRET}, {}, {WEBHOOK_HEADER: ""}])
@pytest.mark.both_databases
async def test_a_wrong_or_missing_secret_gets_401_and_touches_nothing(fake_tg, tmp_path, headers):
    fake = fake_tg
    fake.add_user(ANA, "Ana")
    settings = webhook_settings(fake, tmp_path / "k.sqlite3")
    async with running_bot(settings) as app:
        calls = len(fake.calls)
        updates = sample("kozyr_updates_total", type="message")
        rejected = sample("kozyr_webhook_rejected_total")
        assert await post(settings.webhook_url, durak_command(9001), headers) == 401
        await pause(0.2)  # anything the update could have started would show by now
        assert len(fake.calls) == calls, [c.method for c in fake.calls[calls:]]
        assert await open_room_ids(app) == []
        async with app.storage.read() as tx:
            assert (await tx.one("SELECT COUNT(*) FROM users"))[0] == 0
        assert sample("kozyr_updates_total", type="message") == updates  # never reached the dispatcher
        assert sample("kozyr_webhook_rejected_total") == rejected + 1
        # the same update with the secret is handled: the refusal was the secret's doing
        assert await post(settings.webhook_url, durak_command(9002), {WEBHOOK_HEADER: SECRET}) == 200
        await fake.wait_message(ANA, fragment("invite-forward"))
        assert len(await open_room_ids(app)) == 1
        assert sample("kozyr_updates_total", type="message") == updates + 1


@pytest.mark.both_databases
async def test_a_whole_game_through_webhook_deliveries_and_its_metrics(fake_tg, tmp_path):
    fake = fake_tg
    fake.add_user(ANA, "Ana")
    settings = webhook_settings(fake, tmp_path / "k.sqlite3")
    person = sample("kozyr_actions_total", game="durak", by="person")
    bot_moves = sample("kozyr_actions_total", game="durak", by="bot")
    thoughts = sample("kozyr_computer_think_seconds_count", game="durak")
    async with running_bot(settings) as app:
        room_id = await private_room(app, fake, "durak", ANA, None)
        room = await play_to_end(app, fake, room_id, [ANA], random.Random(11))
        game = room.engine()
        assert game is not None and game.is_over()
        record = await app.rooms.record(room.id, room.match_no, 1)
        assert record is not None and verify(record)[0] == 0
        assert not fake.calls_of("getUpdates") and fake.deliveries
        assert all(d.ok for d in fake.deliveries), [d for d in fake.deliveries if not d.ok][:3]
        # every press came by the webhook — the last one may still be on its way when the game is
        # over (its answer is not what ended it): wait for it rather than read once
        await fake.wait_for(
            lambda: {d.update_id for d in fake.deliveries} == {u["update_id"] for u in fake.updates}
        )
        assert all(d.ok for d in fake.deliveries), [d for d in fake.deliveries if not d.ok][:3]
        async with app.storage.read() as tx:
            rows = await tx.all("SELECT by_user FROM actions WHERE room_id = ?", (room_id,))
        by_people = sum(1 for r in rows if r[0] is not None)
        assert by_people and len(rows) > by_people
        assert sample("kozyr_actions_total", game="durak", by="person") - person == by_people
        assert sample("kozyr_actions_total", game="durak", by="bot") - bot_moves == len(rows) - by_people
        assert sample("kozyr_computer_think_seconds_count", game="durak") - thoughts >= len(rows) - by_people

        base = f"http://127.0.0.1:{app.server.port}"  # type: ignore[union-attr]
        async with aiohttp.ClientSession() as http, http.get(f"{base}/metrics") as response:
            assert response.status == 200
            assert response.headers["Content-Type"].startswith("text/plain")
            text = await response.text()
        families = set(re.findall(r"^# TYPE (\w+) ", text, flags=re.M))
        assert {
            "kozyr_updates_total",
            "kozyr_update_seconds",
            "kozyr_webhook_rejected_total",
            "kozyr_actions_total",
            "kozyr_bot_api_calls_total",
            "kozyr_bot_api_429_total",
            "kozyr_outbox_pending",
            "kozyr_computer_think_seconds",
            "kozyr_open_rooms",
            "process_cpu_seconds_total",
        } <= families, families
        assert "_created" not in text
        assert re.search(r'^kozyr_bot_api_calls_total\{method="setWebhook"\} [1-9]', text, flags=re.M)
        assert re.search(r'^kozyr_bot_api_calls_total\{method="editMessageText"\} [1-9]', text, flags=re.M)
        assert re.search(r'^kozyr_updates_total\{type="callback_query"\} [1-9]', text, flags=re.M)
        # every update counted is timed too, once its handler has ended
        assert sample("kozyr_update_seconds_count", type="callback_query") > 0
        await fake.wait_for(
            lambda: sample("kozyr_update_seconds_count", type="callback_query")
            == sample("kozyr_updates_total", type="callback_query")
        )
        open_rooms = len(await open_room_ids(app))
        assert f"\nkozyr_open_rooms {float(open_rooms)}\n" in text and open_rooms == 1


async def test_healthz_and_429_metrics(fake_tg, tmp_path):
    fake = fake_tg
    fake.add_user(ANA, "Ana")
    settings = webhook_settings(fake, tmp_path / "k.sqlite3")
    async with running_bot(settings) as app, aiohttp.ClientSession() as http:
        base = f"http://127.0.0.1:{app.server.port}"  # type: ignore[union-attr]
        async with http.get(f"{base}/healthz") as response:
            assert (response.status, await response.json()) == (200, {"status": "ok"})

        async def broken() -> None:
            raise OSError("disk gone")

        app.storage.ping = broken  # type: ignore[method-assign]
        async with http.get(f"{base}/healthz") as response:
            assert (response.status, await response.json()) == (503, {"status": "storage unreachable"})
        del app.storage.ping
        async with http.get(f"{base}/healthz") as response:
            assert response.status == 200

        limited = sample("kozyr_bot_api_429_total", method="sendMessage")
        fake.inject_429(1, methods={"sendMessage"})
        fake.send_text(ANA, "/help")
        await fake.wait_message(ANA, fragment("help"))
        assert sample("kozyr_bot_api_429_total", method="sendMessage") == limited + 1
        async with http.get(f"{base}/metrics") as response:
            text = await response.text()
        assert re.search(r'^kozyr_bot_api_429_total\{method="sendMessage"\} [1-9]', text, flags=re.M)
        assert re.search(r"^kozyr_outbox_pending \d", text, flags=re.M)


async def test_polling_after_webhook_deletes_the_webhook(fake_tg, tmp_path):
    fake = fake_tg
    fake.add_user(ANA, "Ana")
    db = tmp_path / "k.sqlite3"
    async with running_bot(webhook_settings(fake, db)):
        assert fake.webhook is not None
    fake.send_text(ANA, "/help")  # sent while the bot is down: kept for it
    await pause(0.3)
    assert not fake.chat_messages(ANA)
    async with running_bot(make_settings(fake, db)):
        await fake.wait_message(ANA, fragment("help"))
        assert fake.webhook is None and fake.webhook_deleted == 1
        assert fake.calls_of("getUpdates") and fake.conflicts == 0
    deleted = [i for i, c in enumerate(fake.calls) if c.method == "deleteWebhook"]
    polled = [i for i, c in enumerate(fake.calls) if c.method == "getUpdates"]
    assert deleted[0] < polled[0]


@pytest.mark.parametrize("mode", ["webhook", "polling"])
async def test_a_graceful_stop_finishes_the_update_in_hand(fake_tg, tmp_path, mode):
    """The bot is stopped while it handles /durak: the room is made and its lobby is sent before the
    process would end, and in webhook mode Telegram got its 200."""
    fake = fake_tg
    fake.add_user(ANA, "Ana")
    db = tmp_path / "k.sqlite3"
    settings = webhook_settings(fake, db) if mode == "webhook" else make_settings(fake, db)
    app = KozyrApp(settings)
    await app.start()
    try:
        in_hand = asyncio.Event()
        create = app.rooms.create_room  # type: ignore[union-attr]

        async def slow_create(*args: Any, **kwargs: Any) -> Any:
            in_hand.set()
            await pause(0.3)  # the stop begins meanwhile
            return await create(*args, **kwargs)

        app.rooms.create_room = slow_create  # type: ignore[method-assign,union-attr]
        fake.send_text(ANA, "/durak")
        await asyncio.wait_for(in_hand.wait(), 5)
    finally:
        await app.stop()
    assert any(fragment("invite-forward") in m.text for m in fake.chat_messages(ANA)), fake.dump()
    app = KozyrApp(settings)
    await app.storage.open()
    try:
        assert len(await open_room_ids(app)) == 1
    finally:
        await app.storage.close()
    if mode == "webhook":
        assert [d.status for d in fake.deliveries] == [200]


async def test_the_webhook_secret_never_reaches_a_log_line(fake_tg, tmp_path, caplog):
    fake = fake_tg
    settings = webhook_settings(fake, tmp_path / "k.sqlite3")
    caplog.set_level(logging.DEBUG)
    async with running_bot(settings):
        logging.getLogger("bot.test").warning("the secret is %s, in a URL %s", SECRET, f"/x?s={SECRET}")
        try:
            raise RuntimeError(f"failed with {SECRET}")
        except RuntimeError:
            logging.getLogger("bot.test").exception("oops")
    text = caplog.text + "".join(r.getMessage() + (r.exc_text or "") for r in caplog.records)
    assert SECRET not in text
    assert f"the secret is {MASK}" in text and f"failed with {MASK}" in text
    # a bad secret in the settings is named, never shown
    bad = "has spaces " + SECRET
    with pytest.raises(SettingsError) as error:
        env = {"BOT_TOKEN": "1:abcdef", "WEBHOOK_URL": "https://x.org/h", "WEBHOOK_SECRET": bad}
        load_settings(env, None)
    assert "WEBHOOK_SECRET" in str(error.value) and SECRET not in str(error.value)


def test_webhook_settings_are_checked() -> None:
    token = {"BOT_TOKEN": "1:abcdef"}
    with pytest.raises(SettingsError, match="WEBHOOK_SECRET is required"):
        load_settings({**token, "WEBHOOK_URL": "https://bot.example.org/tg"}, None)
    with pytest.raises(SettingsError, match="WEBHOOK_URL must be"):
        load_settings({**token, "WEBHOOK_URL": "bot.example.org/tg", "WEBHOOK_SECRET": SECRET}, None)
    with pytest.raises(SettingsError, match="WEBHOOK_SECRET must be 16 to 256"):
        load_settings({**token, "WEBHOOK_URL": "https://bot.example.org/tg", "WEBHOOK_SECRET": "short"}, None)
    with pytest.raises(SettingsError, match="WEBHOOK_PORT"):
        load_settings({**token, "WEBHOOK_PORT": "70000"}, None)
    s = load_settings(
        {**token, "WEBHOOK_URL": "https://bot.example.org/tg/updates", "WEBHOOK_SECRET": SECRET}, None
    )
    assert (s.webhook_path, s.webhook_host, s.webhook_port) == ("/tg/updates", "127.0.0.1", 8080)
    assert SECRET in s.secrets and SECRET not in repr(s)
    assert load_settings(token, None).webhook_url == ""  # polling stays the default


def test_log_lines_name_the_room() -> None:
    record = logging.LogRecord("bot.x", logging.ERROR, __file__, 1, "failed %s", ("here",), None)
    assert RoomFilter().filter(record) and record.room_tag == ""  # type: ignore[attr-defined]

    async def in_a_task() -> logging.LogRecord:
        in_room("ROOM42")
        inner = logging.LogRecord("bot.x", logging.ERROR, __file__, 1, "failed %s", ("here",), None)
        RoomFilter().filter(inner)
        return inner

    inner = asyncio.run(in_a_task())
    assert inner.room_tag == " room=ROOM42"  # type: ignore[attr-defined]
    data = json.loads(JsonFormatter().format(inner))
    assert data["room"] == "ROOM42" and data["message"] == "failed here" and data["level"] == "ERROR"
    assert "room" not in json.loads(JsonFormatter().format(record))


# ----- python -m bot as a process: SIGTERM ------------------------------------------------------------------
def process_env(fake: FakeTelegram, db: Path, **extra: str) -> dict[str, str]:
    """The environment of ``python -m bot`` against ``fake`` (nothing else of ours is inherited)."""
    env = {k: v for k, v in os.environ.items() if k.upper() not in ENV_NAMES.values()}
    env.update(
        BOT_TOKEN=fake.token,
        TELEGRAM_API_URL=fake.base_url,
        DATABASE_URL=f"sqlite:///{db}",
        DEFAULT_LOCALE="ru",
        POLLING_TIMEOUT="1",
        GROUP_EDIT_INTERVAL_SECONDS=str(3.2 / 20),
        PRIVATE_EDIT_INTERVAL_SECONDS=str(1.0 / 20),
        WATCH_DELAY_SECONDS="0",
        GLOBAL_RATE_PER_SECOND="500",
        **extra,
    )
    return env


@pytest.mark.real_time  # its bot is another process
@pytest.mark.slow
@pytest.mark.parametrize("mode", ["polling", "webhook"])
async def test_sigterm_stops_python_m_bot_gracefully(fake_tg, tmp_path, mode):
    fake = fake_tg
    fake.add_user(ANA, "Ana")
    extra: dict[str, str] = {}
    port = free_port()
    if mode == "webhook":
        extra = dict(
            WEBHOOK_URL=f"http://127.0.0.1:{port}/tg/updates",
            WEBHOOK_SECRET=SECRET,
            WEBHOOK_PORT=str(port),
            LOG_FORMAT="json",
        )
    env = process_env(fake, tmp_path / "k.sqlite3", **extra)
    proc = await start_bot(tmp_path, env)  # forked: tests/support/botproc.py
    lines: list[str] = []
    try:
        assert proc.stdout is not None
        while not any("Kozyr is running" in line for line in lines):
            line = await asyncio.wait_for(proc.stdout.readline(), timeout=wall(60))
            assert line, "the bot exited:\n" + "".join(lines)
            lines.append(line.decode(errors="replace"))
        if mode == "webhook":
            assert fake.webhook is not None and fake.webhook["secret_token"] == SECRET
            async with aiohttp.ClientSession() as http, http.get(f"http://127.0.0.1:{port}/healthz") as r:
                assert r.status == 200
        else:
            assert fake.webhook_deleted == 1
        fake.send_text(ANA, "/durak")
        await fake.wait_message(ANA, fragment("invite-forward"), timeout=wall(20))
    finally:
        if proc.returncode is None:
            proc.send_signal(signal.SIGTERM)
        out, _ = await asyncio.wait_for(proc.communicate(), timeout=wall(60))
    text = "".join(lines) + out.decode(errors="replace")
    assert proc.returncode == 0, text
    assert "Traceback" not in text and "stopping gracefully" in text and "Kozyr stopped" in text, text
    assert SECRET not in text and fake.token.split(":")[1] not in text
    if mode == "webhook":
        assert all(json.loads(line)["level"] for line in text.splitlines() if line.strip()), text
        assert fake.webhook is not None  # kept: Telegram holds the updates until the bot is back
        assert fake.deliveries and all(d.ok for d in fake.deliveries)


async def test_the_fake_keeps_to_telegram_while_a_webhook_is_set(fake_tg):
    """setWebhook checks its secret; getUpdates is refused (409) while a webhook is set, and works
    again after deleteWebhook with the updates not delivered meanwhile."""
    from aiogram.exceptions import TelegramBadRequest, TelegramConflictError

    from bot.sandbox.fakeapi import make_bot

    fake = fake_tg
    fake.add_user(ANA, "Ana")
    bot = make_bot(fake)
    try:
        with pytest.raises(TelegramBadRequest, match="secret token"):
            await bot.set_webhook("http://127.0.0.1:9/x", secret_token="not allowed!")
        assert fake.webhook is None
        port = free_port()  # nobody listens there: deliveries fail and the update stays pending
        assert await bot.set_webhook(f"http://127.0.0.1:{port}/x", secret_token=SECRET)
        assert (await bot.get_webhook_info()).url == f"http://127.0.0.1:{port}/x"
        with pytest.raises(TelegramConflictError, match="webhook is active"):
            await bot.get_updates(timeout=0)
        fake.send_text(ANA, "/help")
        await fake.wait_for(lambda: fake.deliveries)
        assert not fake.deliveries[0].ok and fake.deliveries[0].error
        assert await bot.delete_webhook()
        updates = await bot.get_updates(timeout=0)
        assert [u.message.text for u in updates if u.message] == ["/help"]
        assert (await bot.get_webhook_info()).url == ""
    finally:
        await bot.session.close()


@pytest.mark.both_databases
async def test_drain_lets_a_room_change_under_way_finish(fake_tg, tmp_path):
    """The room service's part of a graceful stop: a change holding a room's lock (a computer's move
    being saved, say) finishes; nothing new starts."""
    async with running_bot(make_settings(fake_tg, tmp_path / "k.sqlite3")) as app:
        rooms = app.rooms
        assert rooms is not None
        done: list[str] = []

        async def change_under_way() -> None:
            async with rooms.kernel.locked("ROOM1"):
                await pause(0.3)
                done.append("saved")

        task = asyncio.create_task(change_under_way())
        await pause(0.05)
        await rooms.drain(timeout=5)
        assert done == ["saved"] and task.done()
        assert rooms.kernel.closing and not rooms.kernel.locks


async def test_the_fake_delivers_on_several_connections_in_turn(fake_tg):
    """Like Telegram (up to max_connections at once) the fake does not pin every update on one
    keep-alive connection: workers sharing a port (SO_REUSEPORT) all get updates. A connection is
    replaced after ``webhook_requests_per_connection`` requests, so a worker started later gets some."""
    from aiohttp import web

    from bot.sandbox.fakeapi import make_bot

    fake = fake_tg
    fake.webhook_requests_per_connection = 3
    fake.add_user(ANA, "Ana")
    peers: list[int] = []

    async def hook(request: web.Request) -> web.Response:
        peers.append(request.transport.get_extra_info("peername")[1])  # type: ignore[union-attr]
        await pause(0.01)
        return web.Response(text="ok")

    app = web.Application()
    app.router.add_post("/x", hook)
    runner = web.AppRunner(app)
    await runner.setup()
    port = free_port()
    await web.TCPSite(runner, "127.0.0.1", port).start()
    bot = make_bot(fake)
    try:
        assert await bot.set_webhook(f"http://127.0.0.1:{port}/x", secret_token=SECRET, max_connections=4)
        for i in range(12):  # one at a time: a single keep-alive connection would carry them all
            fake.send_text(ANA, f"/help {i}")
            await fake.wait_for(lambda n=i + 1: len(peers) == n)
        assert len(set(peers)) >= 4  # four connections in turn, each replaced after three requests
        assert max(peers.count(p) for p in set(peers)) <= 3
        assert all(d.ok for d in fake.deliveries)
    finally:
        await bot.session.close()
        await runner.cleanup()
