"""The table page's live stream (issue 45, bot/web/live.py and bot/web/table.py): the hub's wake-ups
coalesce and stay bounded; a page's stream gets the newest state at once, then each change it can
see — a move another person made on a chat button, a computer's move — never the same model twice,
a ``: ping`` on a quiet stream; a reconnect gets the newest state; the app's stop ends the streams
and does not wait for them."""

from __future__ import annotations

import asyncio
import random
from typing import Any
from urllib.parse import quote

import aiohttp
import pytest

from bot.config import Settings
from bot.sandbox.fakeapi import FakeTelegram
from bot.sandbox.server import FIRST_USER_ID, TOKEN, WEBAPP_PATH, Sandbox
from bot.storage import api
from bot.web import initdata
from bot.web.live import Closed, Full, Hub
from bot.web.server import SHUTDOWN_SECONDS
from bot.web.table import PING_SECONDS, RENEW_SECONDS
from tests.support.bot_e2e import (
    FAST,
    choose,
    durak_private_room,
    make_settings,
    move_data,
    on_virtual_time,
    paced,
    press_action,
    private_room,
    running_bot,
    sql,
    tr,
    until,
    wait_latest_room,
    wait_move,
    wait_room,
)
from tests.support.pacing import LIMIT_SCALE
from tests.support.table_api import WEBAPP_URL, Events, get_model, mover, press, stream

A, B = 4601, 4602


def settings_of(fake: FakeTelegram, tmp_path: Any, **overrides: Any) -> Any:
    return make_settings(fake, tmp_path / "k.sqlite3", webapp_url=WEBAPP_URL, webhook_port=0, **overrides)


# ----- the hub ----------------------------------------------------------------------------------------------
@pytest.mark.both_databases
async def test_the_hub_coalesces_a_burst_and_wakes_only_its_rooms_pages() -> None:
    hub = Hub()
    async with hub.subscribe("room1") as one, hub.subscribe("room2") as two:
        assert hub.watched() == {"room1", "room2"} and len(hub) == 2
        assert await one.wait(0.01) is False  # nothing yet: the timeout
        for _ in range(1000):  # a burst while the page draws: one flag, no queue
            hub.changed("room1")
        hub.changed("elsewhere")
        assert await one.wait(0.01) is True
        assert await one.wait(0.01) is False  # the burst was one wake-up
        assert await two.wait(0.01) is False  # another room's page slept on
        waiting = asyncio.create_task(two.wait(5))
        await asyncio.sleep(0)
        hub.changed("room2")
        assert await waiting is True
    assert len(hub) == 0 and hub.watched() == set()  # a closed page leaves nothing behind


@pytest.mark.both_databases
async def test_the_hub_is_bounded_and_its_close_ends_every_wait() -> None:
    hub = Hub(max_streams=2)
    async with hub.subscribe("r") as one, hub.subscribe("r"):
        with pytest.raises(Full):
            async with hub.subscribe("r"):
                pass
        waiting = asyncio.create_task(one.wait(60))
        await asyncio.sleep(0)
        hub.close()
        with pytest.raises(Closed):
            await waiting
        with pytest.raises(Closed):
            await one.wait(1)
    with pytest.raises(Closed):
        async with hub.subscribe("r"):
            pass


# ----- the stream -------------------------------------------------------------------------------------------
@pytest.mark.both_databases
async def test_a_page_sees_a_move_made_on_a_chat_button_and_never_the_same_model_twice(fake_tg, tmp_path):
    fake = fake_tg
    for uid, name in ((A, "Аня"), (B, "Борис")):
        fake.add_user(uid, name, language_code="ru")
    async with running_bot(settings_of(fake, tmp_path)) as app:
        room_id = await durak_private_room(app, fake, A, B)
        room, uid, action = await wait_move(app, room_id)
        watcher = B if uid == A else A
        async with stream(app, fake, room_id, watcher) as events:
            first = await events.next()
            assert first is not None and first["event"] == "state"
            assert first["model"]["turn"] == room.turn and first["id"] == str(room.turn)  # at once
            assert first["model"]["you"]["id"] == watcher
            # nothing this page sees changed: woken for nothing, it sends nothing
            app.hub.changed(room_id)
            app.hub.changed(room_id)
            # the other person plays on their chat button: the page gets that state
            assert await press_action(app, fake, room, uid, action)
            after = await wait_room(app, room_id, lambda r: r.turn > room.turn)
            model = await events.until_turn(after.turn)
            assert [e["model"]["turn"] for e in events.seen[1:]] == [model["turn"]]  # none twice
            assert model["view"]["table"][0][0] == action.card  # the card it played, on the table
            seat = app.rooms and (await app.rooms.get(room_id)).seat_of(watcher)  # type: ignore[union-attr]
            assert seat is not None and model["you"]["seat"] == seat.seat
            # a quiet stream: a comment every PING_SECONDS keeps it open
            pings = events.pings
            waited = asyncio.get_running_loop().time()
            await until(lambda: _pinged(events, pings), "a ping", timeout=PING_SECONDS * 2)
            assert asyncio.get_running_loop().time() - waited >= PING_SECONDS * 0.9


async def _pinged(events: Events, pings: int) -> bool:
    """Read the stream until a ping has come (an event meanwhile fails: the room stood still)."""
    line = await events.response.content.readline()
    if line.startswith(b":"):
        events.pings += 1
    assert not line.startswith((b"event", b"data")), line
    return events.pings > pings


@pytest.mark.both_databases
async def test_a_computers_move_reaches_the_page_and_a_reconnect_gets_the_newest(fake_tg, tmp_path):
    fake = fake_tg
    fake.add_user(A, "Аня", language_code="ru")
    rng = random.Random(45)
    async with running_bot(settings_of(fake, tmp_path, computer_delay=0.2)) as app:
        room_id = await private_room(app, fake, "durak", A, None)
        async with stream(app, fake, room_id, A) as events:
            first = await events.next()
            assert first is not None
            # A plays through the page; whatever the computer answers reaches the page by itself
            computer_moved = 0
            for _ in range(40):
                room = await app.rooms.get(room_id)  # type: ignore[union-attr]
                assert room is not None
                if not room.game_running():
                    break
                seat = room.seat_of(A)
                assert seat is not None
                if mover(room) != seat.seat:
                    # the computer to move: its move comes, and the page is told without asking
                    done = await wait_room(app, room_id, lambda r, t=room.turn: r.turn > t, timeout=20)
                    await events.until_turn(done.turn)
                    computer_moved += 1
                    if computer_moved >= 2:
                        break
                    continue
                _, model = await get_model(app, fake, room_id, A)
                legal = [m for m in model["moves"]]
                if not legal:
                    await wait_room(app, room_id, lambda r, t=room.turn: r.turn > t, timeout=20)
                    continue
                game = room.engine()
                assert game is not None
                wanted = choose([a for a in game.legal_actions(seat.seat) if a.type != "surrender"], rng)
                pick = next((m for m in legal if m["type"] == wanted.type and m["cards"] == (
                    [wanted.card] if wanted.card else [])), legal[0])
                answer = await press(app, fake, A, room_id, pick["data"])
                assert answer["model"] is not None
            assert computer_moved >= 1
        # away from the page a while: the room moves on; the reconnect (EventSource sends its last id)
        # gets the newest state at once
        last = events.seen[-1]
        newest = await app.rooms.get(room_id)  # type: ignore[union-attr]
        assert newest is not None
        async with stream(app, fake, room_id, A, last_id=last["id"]) as again:
            event = await again.next()
            assert event is not None and event["model"]["turn"] == (await app.rooms.get(room_id)).turn  # type: ignore[union-attr]


@pytest.mark.both_databases
async def test_the_apps_stop_ends_open_streams_without_waiting_for_them(fake_tg, tmp_path):
    fake = fake_tg
    for uid, name in ((A, "Аня"), (B, "Борис")):
        fake.add_user(uid, name, language_code="ru")
    loop = asyncio.get_running_loop()
    settings = settings_of(fake, tmp_path)
    app_cm = running_bot(settings)
    app = await app_cm.__aenter__()
    try:
        room_id = await durak_private_room(app, fake, A, B)
        ended: list[bool] = []
        opened = asyncio.Event()

        async def read() -> None:
            async with stream(app, fake, room_id, A) as events, stream(app, fake, room_id, B) as other:
                assert await events.next() is not None and await other.next() is not None
                opened.set()
                while await events.next(timeout=SHUTDOWN_SECONDS * 3) is not None:
                    pass
                while await other.next(timeout=SHUTDOWN_SECONDS * 3) is not None:
                    pass
                ended.append(True)

        reader = asyncio.create_task(read())
        await asyncio.wait_for(opened.wait(), 30)
        assert len(app.hub) == 2
    finally:
        started = loop.time()
        await app_cm.__aexit__(None, None, None)
    stopped = loop.time() - started
    await asyncio.wait_for(reader, 30)
    assert ended == [True]  # each stream ended cleanly (its end of stream), no error
    assert stopped < SHUTDOWN_SECONDS / 2, stopped  # the stop did not wait out the streams
    # the pages reconnect in a moment (to this worker restarted, or another): their chats stay quiet
    # meanwhile — the rows were not deleted, they expire unless renewed
    kept = await sql(settings, "SELECT user_id FROM table_views WHERE room_id = ?", (room_id,))
    assert sorted(r[0] for r in kept) == [A, B]


@pytest.mark.both_databases
async def test_the_sandbox_serves_the_table_beside_its_deck_check(tmp_path):
    """The sandbox's page server answers the table's API at /app/ too, for its simulated people;
    its stop ends the open streams."""
    settings = Settings.of(bot_token="1:x", **paced(FAST))
    scale = 1.0 if on_virtual_time() else LIMIT_SCALE
    box = Sandbox(settings, port=0, database=tmp_path / "sandbox.sqlite3", limit_scale=scale)
    await box.start()
    loop = asyncio.get_running_loop()
    try:
        assert box.app is not None
        anya = FIRST_USER_ID
        box.send(anya, anya, "/durak")
        room = await wait_latest_room(box.app)
        app_url = box.url.rstrip("/") + WEBAPP_PATH
        auth = initdata.sign(TOKEN, {"id": anya, "first_name": "Аня", "language_code": "ru"})
        async with aiohttp.ClientSession() as http:
            async with http.get(app_url + f"api/table?room={room.id}", headers={initdata.HEADER: auth}) as r:
                assert r.status == 200
                model = await r.json()
            assert model["status"] == "lobby" and model["you"]["seat"] == 0 and model["view"] is None
            ready = next(b for row in model["buttons"] for b in row if b.get("data") == f"r:{room.id}")
            url = app_url + f"api/table/events?room={room.id}&auth={quote(auth)}"
            async with http.get(url) as response:
                events = Events(response)
                first = await events.next()
                assert first is not None and first["model"]["turn"] == room.turn
                body = {"room": room.id, "data": ready["data"]}
                headers = {initdata.HEADER: auth}
                async with http.post(app_url + "api/table/press", json=body, headers=headers) as r:
                    answer = await r.json()
                assert answer["ok"] is True and answer["answer"] == "ready-ok"
                assert answer["text"] == tr("ready-ok")
                changed = await events.until_turn(room.turn + 1)
                assert changed["seats"][0]["ready"] is True
                started = loop.time()
                await box.stop()
                assert await events.next() is None  # ended, cleanly
                assert loop.time() - started < SHUTDOWN_SECONDS / 2
    finally:
        await box.stop()


async def _open_until(app: Any, room_id: str, user: int) -> float | None:
    """Until when the person's page of the room counts as open with a quiet chat (None: it does not)."""
    return (await api.open_tables(app.storage, [room_id])).get((room_id, user))


@pytest.mark.both_databases
async def test_an_open_page_keeps_its_persons_chat_quiet_until_it_closes(fake_tg, tmp_path):
    """The page's stream tells the quiet chat (bot/chat/quiet.py) that the page is open, renews it
    while it lives and says when it closed; a press in the chat gives the chat back, a press on the
    page takes it back."""
    fake = fake_tg
    for uid, name in ((A, "Аня"), (B, "Борис")):
        fake.add_user(uid, name, language_code="ru")
    async with running_bot(settings_of(fake, tmp_path)) as app:
        room_id = await durak_private_room(app, fake, A, B)
        room, uid, action = await wait_move(app, room_id)
        assert await _open_until(app, room_id, uid) is None
        async with stream(app, fake, room_id, uid) as events:
            assert await events.next() is not None
            first = await until(lambda: _open_until(app, room_id, uid), "the page counted open")
            await until(
                lambda: _later(app, room_id, uid, first), "the page renewed", timeout=RENEW_SECONDS * 2
            )
            # a press in the chat: the chat is theirs again, though the page is open
            seat = room.seat_of(uid)
            assert seat is not None
            assert await press_action(app, fake, room, uid, action)
            await until(lambda: _given_back(app, room_id, uid), "the chat given back")
            # the same button pressed on the page (a double tap: answered as done): quiet again
            again = await press(app, fake, uid, room_id, move_data(room, seat.seat, action))
            assert again["ok"] is True
            assert await _open_until(app, room_id, uid) is not None
        # the page closed: its server notices at its next write (a change, or the ping)
        closed = "the page counted closed"
        await until(lambda: _given_back(app, room_id, uid), closed, timeout=PING_SECONDS * 3)
        assert not await sql_rows(app, room_id, uid)


async def _later(app: Any, room_id: str, user: int, than: float) -> bool:
    now = await _open_until(app, room_id, user)
    return now is not None and now > than


async def _given_back(app: Any, room_id: str, user: int) -> bool:
    return await _open_until(app, room_id, user) is None


async def sql_rows(app: Any, room_id: str, user: int) -> list[Any]:
    async with app.storage.read() as tx:
        query = "SELECT * FROM table_views WHERE room_id = ? AND user_id = ?"
        return list(await tx.all(query, (room_id, user)))
