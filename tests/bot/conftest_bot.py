"""Helpers for the bot's end-to-end tests (imported by the test modules; not a pytest conftest).

The real bot (aiogram, long polling, SQLite in a temp dir) runs in-process against the fake Bot
API server; tests drive people by pressing the buttons the bot drew, and read the stored state
through the bot's own room service.
"""

from __future__ import annotations

import asyncio
import random
import time
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

from bot.app import KozyrApp
from bot.config import Settings
from bot.rooms.model import Room, sorted_legal
from engines.protocol import Action
from tests.bot.fakeapi import FakeMessage, FakeTelegram


def make_settings(fake: FakeTelegram, db: Path, **overrides: Any) -> Settings:
    """Fast settings against the fake server; neither the environment nor a .env file is read."""
    values: dict[str, Any] = dict(
        bot_token=fake.token,
        telegram_api_url=fake.base_url,
        database_path=db,
        default_locale="ru",
        ai_level="random",
        ai_think_ms=20,
        computer_delay=0.0,
        clock_shortcut_seconds=0.05,
        group_edit_interval=0.05,
        private_edit_interval=0.0,
        watch_delay_seconds=0.0,
        ping_delay_seconds=0.0,
        ping_interval_seconds=0.0,
        polling_timeout=1,
        global_rate=200.0,
    )
    return Settings.of(**{**values, **overrides})


@asynccontextmanager
async def running_bot(settings: Settings) -> AsyncIterator[KozyrApp]:
    app = KozyrApp(settings)
    await app.start()
    try:
        yield app
    finally:
        await app.stop()


def issued_calls(bot: Any) -> list[tuple[str, Any, float]]:
    """Record every Bot API call as the bot issues it: (method, chat_id, time.monotonic()). Issue times,
    unlike arrival times at the fake server (which shares the busy event loop), show the pacing exactly."""
    session = bot.session
    issued: list[tuple[str, Any, float]] = []
    original = session.make_request

    async def make_request(bot: Any, method: Any, timeout: int | None = None) -> Any:
        issued.append((method.__api_method__, getattr(method, "chat_id", None), time.monotonic()))
        return await original(bot, method, timeout)

    session.make_request = make_request  # type: ignore[method-assign]
    return issued


async def logged_count(app: KozyrApp, room_id: str, action_type: str) -> int:
    """How many entries of the room's stored action log are of ``action_type`` (e.g. a clock action)."""
    async with app.storage.read() as tx:
        row = await tx.one("SELECT COUNT(*) FROM actions WHERE room_id = ? AND action LIKE ?", (room_id, f"%{action_type}%"))
    return row[0]


async def message_of(app: KozyrApp, fake: FakeTelegram, room_id: str, chat_id: int, kind: str, timeout: float = 5.0) -> FakeMessage:
    """The room's standing message in a chat (group table or a player's private message)."""

    async def mid() -> int | None:
        async with app.storage.read() as tx:
            return await tx.messages.get(room_id, chat_id, kind)

    deadline = asyncio.get_running_loop().time() + timeout
    while True:
        m = await mid()
        if m is not None:
            msg = fake.message(chat_id, m)
            if msg is not None:
                return msg
        if asyncio.get_running_loop().time() > deadline:
            raise AssertionError(f"no {kind} message of room {room_id} in chat {chat_id}\n{fake.dump()}")
        await asyncio.sleep(0.02)


async def latest_room(app: KozyrApp, chat_id: int | None = None) -> Room:
    async with app.storage.read() as tx:
        if chat_id is None:
            row = await tx.one("SELECT id FROM rooms ORDER BY created_at DESC LIMIT 1")
        else:
            row = await tx.one("SELECT id FROM rooms WHERE chat_id = ? ORDER BY created_at DESC LIMIT 1", (chat_id,))
    assert row is not None, "no room"
    room = await app.rooms.get(row[0])  # type: ignore[union-attr]
    assert room is not None
    return room


async def wait_room(app: KozyrApp, room_id: str, predicate: Callable[[Room], bool], timeout: float = 10.0) -> Room:
    deadline = asyncio.get_running_loop().time() + timeout
    while True:
        room = await app.rooms.get(room_id)  # type: ignore[union-attr]
        assert room is not None
        if predicate(room):
            return room
        if asyncio.get_running_loop().time() > deadline:
            raise AssertionError(f"room {room_id} did not reach the state: status={room.status} turn={room.turn}")
        await asyncio.sleep(0.02)


def _data_buttons(msg: FakeMessage) -> list[str]:
    return [b["callback_data"] for b in msg.buttons() if "callback_data" in b]


async def wait_buttons(fake: FakeTelegram, msg: FakeMessage, predicate: Callable[[list[str]], bool], timeout: float = 5.0) -> list[str]:
    def check() -> list[str] | None:
        current = fake.message(msg.chat_id, msg.message_id)
        if current is None:
            return None
        data = _data_buttons(current)
        return data if predicate(data) else None

    result = await fake.wait_for(check, timeout=timeout)
    return result  # type: ignore[return-value]


PREFERENCE = {"defend": 0, "beat": 0, "play": 0, "attack": 1, "lead": 1, "transfer": 2, "continue": 2, "pass": 3, "dump": 4, "enough": 5, "take": 6, "stop": 7}


def choose(legal: list[Action], rng: random.Random) -> Action:
    """A test player: prefers moves that end a game sooner (cover, lead, pass), never surrenders."""
    options = [a for a in legal if a.type != "surrender"]
    best = min(PREFERENCE.get(a.type, 9) for a in options)
    top = [a for a in options if PREFERENCE.get(a.type, 9) == best]
    return top[rng.randrange(len(top))]


async def press_action(app: KozyrApp, fake: FakeTelegram, room: Room, user_id: int, action: Action) -> bool:
    """Press the buttons of ``user_id``'s private message that make ``action``. False when the
    room moved on meanwhile (the test then looks again)."""
    seat = room.seat_of(user_id)
    assert seat is not None
    game = room.engine()
    assert game is not None
    legal = sorted_legal(game, seat.seat)
    index = legal.index(action)
    prefix = f"{room.id}:{room.turn}:{seat.seat}:"
    target = f"a:{prefix}{index}"
    msg = await message_of(app, fake, room.id, user_id, "hand")
    try:
        data = await wait_buttons(fake, msg, lambda d: any(x.startswith(("a:" + prefix, "p:" + prefix, "t:" + prefix)) for x in d), timeout=3)
    except AssertionError:
        return False
    if room.game == "bura" and target not in data and action.type in ("lead", "dump", "beat"):
        hand = game.view(seat.seat)["hand"]
        cards = set(action.cards or ()) | {c for _, c in (action.pairs or ())}
        mask = 0
        for i, c in enumerate(hand):
            if c in cards:
                mask |= 1 << i
                current = fake.message(msg.chat_id, msg.message_id)
                assert current is not None
                q = fake.press(user_id, current, f"t:{prefix}{mask}")
                answer = await fake.wait_answer(q, timeout=15)
                if answer.get("text"):
                    return False
                try:
                    await wait_buttons(fake, msg, lambda d, m=mask, i=i: f"t:{prefix}{m ^ (1 << i)}" in d, timeout=2)
                except AssertionError:
                    return False
        try:
            data = await wait_buttons(fake, msg, lambda d: target in d, timeout=2)
        except AssertionError:
            return False
    elif target not in data and action.card is not None:
        pick = f"p:{prefix}{action.card}"
        if pick not in data:
            return False
        q = fake.press(user_id, fake.message(msg.chat_id, msg.message_id), pick)  # type: ignore[arg-type]
        await fake.wait_answer(q, timeout=15)
        try:
            data = await wait_buttons(fake, msg, lambda d: target in d, timeout=2)
        except AssertionError:
            return False
    if target not in data:
        return False
    q = fake.press(user_id, fake.message(msg.chat_id, msg.message_id), target)  # type: ignore[arg-type]
    answer = await fake.wait_answer(q, timeout=15)
    return "text" not in answer or not answer.get("text")


async def press_ready(app: KozyrApp, fake: FakeTelegram, room_id: str, user_id: int, timeout: float = 5.0) -> str:
    """Press Ready once it shows (``timeout``: how long the button may take to appear)."""
    msg = await message_of(app, fake, room_id, user_id, "hand")
    await wait_buttons(fake, msg, lambda d: f"r:{room_id}" in d, timeout=timeout)
    q = fake.press(user_id, fake.message(msg.chat_id, msg.message_id), f"r:{room_id}")  # type: ignore[arg-type]
    await fake.wait_answer(q, timeout=15)
    return q


async def play_to_end(
    app: KozyrApp,
    fake: FakeTelegram,
    room_id: str,
    users: list[int],
    rng: random.Random,
    *,
    max_steps: int = 3000,
    on_step: Callable[[Room], Any] | None = None,
    stop_when: Callable[[Room], bool] | None = None,
) -> Room:
    """Drive the people by pressing legal buttons until the match is over (or ``stop_when``)."""
    for _ in range(max_steps):
        room = await app.rooms.get(room_id)  # type: ignore[union-attr]
        assert room is not None
        if on_step is not None:
            on_step(room)
        if stop_when is not None and stop_when(room):
            return room
        if room.status != "playing":
            return room
        if room.between_deals():
            for uid in users:
                seat = room.seat_of(uid)
                if seat is not None and not seat.ready:
                    await press_ready(app, fake, room_id, uid)
            await asyncio.sleep(0.01)
            continue
        game = room.engine()
        assert game is not None
        movers = [uid for uid in users if (s := room.seat_of(uid)) is not None and s.seat in game.to_act()]
        if not movers:
            await asyncio.sleep(0.01)
            continue
        uid = movers[rng.randrange(len(movers))]
        seat = room.seat_of(uid)
        assert seat is not None
        legal = [a for a in game.legal_actions(seat.seat) if a.type != "surrender"]
        if not legal:
            await asyncio.sleep(0.01)
            continue
        await press_action(app, fake, room, uid, choose(legal, rng))
    raise AssertionError("the game did not end")


def hidden_cards(room: Room) -> set[str]:
    """Cards nobody at the table may see now: every hand and the stock (minus the face-up trump
    card) — and, in Bura, the secret piles."""
    game = room.engine()
    if game is None or not room.game_running():
        return set()
    state = game.to_json()
    hidden = {c for hand in state["hands"] for c in hand} | set(state["stock"])
    if room.game == "bura":
        for pile in state.get("piles") or []:
            hidden |= set(pile)
    trump = state.get("trump_card") if room.game == "durak" else (state.get("trump") if room.game == "bura" else None)
    hidden.discard(trump)
    return hidden


def watch_group_leaks(app: KozyrApp, chat_id: int) -> list[str]:
    """Check every render queued for the group against the cards hidden at that moment (the room
    just committed); returns the list the findings go to."""
    import json

    from bot import games

    leaks: list[str] = []
    observed: dict[str, Room] = {}
    original_notify = app.presenter.room_changed  # type: ignore[union-attr]

    async def notify(room: Room) -> None:
        observed[room.id] = room
        await original_notify(room)

    def observe(slot: Any, content: Any) -> None:
        if slot[1] != chat_id or slot[0] not in observed:
            return
        room = observed[slot[0]]
        blob = content.text + json.dumps(content.markup.model_dump() if content.markup else {}, ensure_ascii=False)
        for card in hidden_cards(room):
            for g in games.get(room.game).all_glyphs(card):
                if g in blob:
                    leaks.append(f"{card} in {content.text!r}")

    app.presenter.room_changed = notify  # type: ignore[method-assign,union-attr]
    app.outbox.observer = observe  # type: ignore[union-attr]
    app.outbox.observed_rooms = observed  # type: ignore[union-attr]
    return leaks
