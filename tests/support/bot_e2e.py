"""Helpers for the bot's end-to-end tests (imported by the test modules; not a pytest conftest).

The real bot (aiogram, long polling, SQLite in a temp dir) runs in-process against the fake Bot
API server; tests drive people by pressing the buttons the bot drew, and read the stored state
through the bot's own room service.
"""

from __future__ import annotations

import asyncio
import contextlib
import random
import signal
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from functools import cache
from pathlib import Path
from typing import Any, TypeVar

from fluent.syntax import ast

from bot.app import KozyrApp
from bot.chat.callbacks import Move
from bot.config import Settings
from bot.i18n import LANGUAGES, Translator, resource
from bot.model import Room
from bot.plumbing import clock
from bot.rooms.service import Reply
from bot.rules import rules_of
from bot.sandbox.fakeapi import FakeMessage, FakeTelegram
from bot.storage import Database, SqliteStorage, Tx
from bot.storage.actions import unpack as unpack_action
from engines.bura.rules import Bura
from engines.protocol import Action
from tests import postgres
from tests.support.pacing import GAME_SECONDS, LIMIT_SCALE, PACE_INTERVALS
from tests.support.virtual_time import VirtualTimeLoop

T = TypeVar("T")


# ----- the bot's sentences by locale key --------------------------------------------------------------------
# Tests that check behaviour name the message they expect by its key (locales/<lang>/kozyr.ftl), not
# by a Russian sentence copied into the test: rewording a sentence must not break them, and a test that
# waits for the wrong message fails on the key's name.
@cache
def _messages(lang: str) -> dict[str, ast.Message]:
    return {e.id.name: e for e in resource(lang).body if isinstance(e, ast.Message)}


def tr(key: str, lang: str = "ru", **args: Any) -> str:
    """The sentence ``key`` as the bot renders it in ``lang`` (bot.i18n.Translator)."""
    assert lang in LANGUAGES and key in _messages(lang), f"no message {key!r} in {lang}"
    return Translator(lang)(key, **args)


def fragment(key: str, lang: str = "ru") -> str:
    """The longest literal line of message ``key``'s pattern outside any placeable (stripped), for
    finding a rendered message that has arguments by substring."""
    assert lang in LANGUAGES and key in _messages(lang), f"no message {key!r} in {lang}"
    value = _messages(lang)[key].value
    assert value is not None, key
    pieces = [
        line.strip()
        for element in value.elements
        if isinstance(element, ast.TextElement)
        for line in element.value.split("\n")
    ]
    best = max(pieces, key=len, default="")
    assert len(best) >= 3, f"message {key!r} has no literal text to look for: {pieces!r}"
    return best


#: the bot's settings in the end-to-end tests (with the fake server's token, URL and a database),
#: written for Telegram's pace LIMIT_SCALE times faster than real (``paced`` makes them fit the loop)
FAST: dict[str, Any] = dict(
    default_locale="ru",
    ai_level="random",
    ai_think_ms=20,
    # computers on threads: measured, a pool per test bot made test_play_bura_scopa.py slower
    ai_processes=0,
    computer_delay=0.0,
    clock_shortcut_seconds=0.05,
    group_edit_interval=3.2 / LIMIT_SCALE,
    private_edit_interval=1.0 / LIMIT_SCALE,
    watch_delay_seconds=0.0,
    # a ping brings the hand down as a new message (the old one deleted): the tests that look at
    # pings switch them on (test_live_hand.py), the others keep pressing the message they found
    turn_pings=False,
    ping_delay_seconds=0.0,
    ping_interval_seconds=0.0,
    polling_timeout=1,
    # the profile in 19 languages is 114 Bot API calls at every start (a third of a test bot's
    # start-up CPU): test_bot_profile.py switches it on
    bot_profile=False,
    global_rate=25.0 * LIMIT_SCALE,
    # a test presses as fast as the bot answers (many presses in one instant on virtual time): a
    # person's share of presses, LIMIT_SCALE times over
    press_rate=4.0 * LIMIT_SCALE,
    # hands in the private chats, joined by the deep link, as the tests written before hands in the
    # group expect; those of hands in the group switch it on (test_group_hands.py ...)
    group_hands=False,
)


def on_virtual_time() -> bool:
    """Whether the running test's loop keeps virtual time (else it runs on the real clock)."""
    try:
        return isinstance(asyncio.get_running_loop(), VirtualTimeLoop)
    except RuntimeError:
        return False


def patience() -> float:
    """How many times longer than written a test's waits take: LIMIT_SCALE on virtual time (below),
    else 1."""
    return LIMIT_SCALE if on_virtual_time() else 1.0


#: how many times longer than written a deadline on the real clock is (a bot in another process):
#: a deadline only bounds a hang — a machine busy with other work takes many times longer to start
#: a process and import aiogram (a CI run beside other work: issue 44, item 9)
WALL_MARGIN = 4.0


def wall(seconds: float) -> float:
    """A real-clock deadline of ``seconds`` as written, with :data:`WALL_MARGIN`: what a test that
    waits for another process gives it before calling it hung."""
    return seconds * WALL_MARGIN


async def pause(seconds: float) -> None:
    """Let ``seconds`` of the test's time pass (LIMIT_SCALE times more on virtual time)."""
    await asyncio.sleep(seconds * patience())


async def restart_pause() -> None:
    """Before a bot starts again in the same test: a process takes a moment to start (and on
    virtual time a restart would otherwise meet Telegram's buckets as the stopped bot left them
    an instant before, where a real one finds them refilled)."""
    await pause(0.1)


def paced(values: dict[str, Any]) -> dict[str, Any]:
    """Settings as written for the tests (``FAST``, overrides) made to fit the running loop.

    The tests were written for a world whose Telegram is LIMIT_SCALE times faster than the real
    one. On the real clock (a bot process, a browser) that is what runs: the fake enforces its
    limits that much faster. On virtual time the fake enforces Telegram's real limits, the bot paces
    itself by them, and every other second of the test — the game's own seconds here, the waits of
    the helpers (``patience``) — is LIMIT_SCALE times longer: the same world slowed down
    uniformly, which costs nothing there."""
    if not on_virtual_time():
        return values
    scaled = {k: v * LIMIT_SCALE for k, v in values.items() if k in PACE_INTERVALS and v is not None}
    scaled["global_rate"] = values.get("global_rate", FAST["global_rate"]) / LIMIT_SCALE
    if values.get("ephemeral_per_minute"):  # a rate, as global_rate
        scaled["ephemeral_per_minute"] = values["ephemeral_per_minute"] / LIMIT_SCALE
    defaults = Settings.model_fields
    for name in GAME_SECONDS:
        value = values.get(name, defaults[name].default)
        if value is not None:
            scaled[name] = value * LIMIT_SCALE
    return {**values, **scaled}


def make_settings(fake: FakeTelegram, db: Path, **overrides: Any) -> Settings:
    """Fast settings against the fake server; neither the environment nor a .env file is read."""
    values: dict[str, Any] = dict(
        FAST, bot_token=fake.token, telegram_api_url=fake.base_url, database_path=db
    )
    if "database_url" in overrides or (postgres.enabled() and "database_path" not in overrides):
        # KOZYR_TEST_POSTGRES: the same test on PostgreSQL
        values.pop("database_path")
        values["database_url"] = overrides.pop("database_url", None) or postgres_url(db)
    return Settings.of(**paced({**values, **overrides}))


def database_of(settings: Settings) -> Database:
    """A second handle on the bot's database, SQLite or PostgreSQL as the settings say (not opened):
    what a test reads or breaks behind the bot's back."""
    if settings.postgres_url is not None:
        from bot.storage.pg import PostgresStorage

        return PostgresStorage(settings.postgres_url.get_secret_value(), min_size=1, max_size=2)
    assert settings.database_path is not None
    return SqliteStorage(settings.database_path)


async def sql(settings: Settings, statement: str, args: tuple[Any, ...] = ()) -> list[Any]:
    """Run one statement (``?`` placeholders) on the bot's database in a transaction of its own."""
    db = database_of(settings)
    await db.open()
    try:
        async with db.transaction() as tx:
            return [tuple(r) for r in await tx.all(statement, args)]
    finally:
        await db.close()


@asynccontextmanager
async def another_process_holds(settings: Settings, room_id: str) -> AsyncIterator[None]:
    """Another process holds what the room's next action needs until the block ends: SQLite's write
    lock (the whole database), or the room's row on PostgreSQL."""
    if settings.postgres_url is None:
        import sqlite3

        other = sqlite3.connect(str(settings.database_path), isolation_level=None)
        try:
            other.execute("BEGIN IMMEDIATE")
            yield
        finally:
            other.execute("ROLLBACK")
            other.close()
        return
    import asyncpg

    conn = await asyncpg.connect(settings.postgres_url.get_secret_value())
    try:
        async with conn.transaction():
            await conn.execute("SELECT id FROM rooms WHERE id = $1 FOR UPDATE", room_id)
            yield
    finally:
        await conn.close()


#: KOZYR_TEST_POSTGRES: the PostgreSQL schema standing for each SQLite path a test asked for (a
#: restarted bot given the same path finds its data again)
_SCHEMAS: dict[Path, str] = {}


def postgres_url(db: Path) -> str:
    if db not in _SCHEMAS:
        _SCHEMAS[db] = postgres.fresh_url()
    return _SCHEMAS[db]


@asynccontextmanager
async def running_bot(settings: Settings) -> AsyncIterator[KozyrApp]:
    app = KozyrApp(settings)
    await app.start()
    try:
        yield app
    finally:
        await app.stop()


def issued_calls(bot: Any) -> list[tuple[str, Any, float]]:
    """Record every Bot API call as the bot issues it: (method, chat_id, the loop's time). Issue times,
    unlike arrival times at the fake server (which shares the busy event loop), show the pacing exactly."""
    session = bot.session
    issued: list[tuple[str, Any, float]] = []
    original = session.make_request

    async def make_request(bot: Any, method: Any, timeout: int | None = None) -> Any:
        issued.append((method.__api_method__, getattr(method, "chat_id", None), clock.monotonic()))
        return await original(bot, method, timeout)

    session.make_request = make_request  # type: ignore[method-assign]
    return issued


#: the fake Bot API of the running test (the ``fake_tg`` fixture sets it): the waiting helpers look
#: again once it has handled the bot's next call, instead of every few milliseconds
_watched: FakeTelegram | None = None


def watch(fake: FakeTelegram | None) -> None:
    """The helpers wait on ``fake``'s calls from now on (None: on a short sleep)."""
    global _watched
    _watched = fake


async def settle(fake: FakeTelegram | None = None) -> None:
    """Wait until the bot has made its next Bot API call (to ``fake``, else the watched fake) — at
    most 0.05 s, for what shows only in the database; without a fake, 0.02 s."""
    fake = fake or _watched
    if fake is None:
        await asyncio.sleep(0.02)
    else:
        await fake.changed(0.05)


async def logged_count(app: KozyrApp, room_id: str, action_type: str) -> int:
    """How many entries of the room's stored action log are of ``action_type`` (e.g. a clock action)."""
    async with app.storage.read() as tx:
        rows = await tx.all("SELECT action FROM actions WHERE room_id = ?", (room_id,))
    return sum(unpack_action(r["action"]).get("type") == action_type for r in rows)


async def message_of(
    app: KozyrApp, fake: FakeTelegram, room_id: str, chat_id: int, kind: str, timeout: float = 5.0
) -> FakeMessage:
    """The room's standing message in a chat (group table or a player's private message)."""

    async def mid() -> int | None:
        async with app.storage.read() as tx:
            return await tx.messages.get(room_id, chat_id, kind)

    deadline = asyncio.get_running_loop().time() + timeout * patience()
    while True:
        m = await mid()
        if m is not None:
            msg = fake.message(chat_id, m)
            if msg is not None:
                return msg
        if asyncio.get_running_loop().time() > deadline:
            raise AssertionError(f"no {kind} message of room {room_id} in chat {chat_id}\n{fake.dump()}")
        await settle(fake)


async def latest_room(app: KozyrApp, chat_id: int | None = None) -> Room:
    async with app.storage.read() as tx:
        if chat_id is None:
            row = await tx.one("SELECT id FROM rooms ORDER BY created_at DESC LIMIT 1")
        else:
            row = await tx.one(
                "SELECT id FROM rooms WHERE chat_id = ? ORDER BY created_at DESC LIMIT 1", (chat_id,)
            )
    assert row is not None, "no room"
    room = await app.rooms.get(row[0])  # type: ignore[union-attr]
    assert room is not None
    return room


async def wait_room(
    app: KozyrApp, room_id: str, predicate: Callable[[Room], bool], timeout: float = 10.0
) -> Room:
    deadline = asyncio.get_running_loop().time() + timeout * patience()
    while True:
        room = await app.rooms.get(room_id)  # type: ignore[union-attr]
        assert room is not None
        if predicate(room):
            return room
        if asyncio.get_running_loop().time() > deadline:
            raise AssertionError(
                f"room {room_id} did not reach the state: status={room.status} turn={room.turn}"
            )
        await settle()


async def until(probe: Callable[[], Awaitable[T | None]], what: str, timeout: float = 10.0) -> T:
    """Wait until ``probe()`` gives something (not None, not False) and return it: how a test waits
    for a state it needs that takes a database read to see (what the fake alone shows:
    ``fake.wait_for``). It looks again after each of the bot's Bot API calls, so on a busy machine
    it waits longer, never too little; ``timeout`` is the test's seconds (``patience``), and running
    out of it is an AssertionError naming ``what``. A test never reads a state once and assumes the
    bot got there: a computer, a clock or a redraw may not have acted yet (issue 44, item 9)."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout * patience()
    while True:
        value = await probe()
        if value is not None and value is not False:
            return value
        if loop.time() > deadline:
            raise AssertionError(f"timed out after {timeout} s waiting for {what}")
        await settle()


def waited_for(room: Room) -> list[int]:
    """The people the table waits for now, in seat order: the seats of the public view's
    ``to_act`` that a person plays (what «Поторопить», the pings and the tables go by).

    Not the engine's ``to_act()``: in Bura that also names a defender dealt three of one suit (or
    three sixes or three aces), who *may* say «Стоп!» before the lead, though nobody waits for them.
    A test taking "the mover" from ``to_act()`` then picks the defender — or not — by the luck of
    the deal: issue 44's «coroutine raised StopIteration» and «Сейчас ждут вас.»."""
    game = room.engine()
    if game is None or not room.game_running():
        return []
    seats = set(game.view(None).get("to_act") or [])
    return [
        s.user_id for s in room.seats if s.seat in seats and s.user_id is not None and not room.auto(s.seat)
    ]


async def wait_move(
    app: KozyrApp, room_id: str, kind: str | None = None, *, timeout: float = 10.0
) -> tuple[Room, int, Action]:
    """Once a person the table waits for (:func:`waited_for`) may make a move — of type ``kind``
    when given ("lead", "attack" ...), else any but a surrender —: the room as it is then, that
    person and the first such move (in the engine's order)."""

    async def probe() -> tuple[Room, int, Action] | None:
        room = await app.rooms.get(room_id)  # type: ignore[union-attr]
        assert room is not None
        game = room.engine()
        for uid in waited_for(room):
            seat = room.seat_of(uid)
            assert game is not None and seat is not None
            for action in game.legal_actions(seat.seat):
                if action.type == kind if kind is not None else action.type != "surrender":
                    return room, uid, action
        return None

    return await until(probe, f"a {kind or 'move'} in room {room_id}", timeout)


def _data_buttons(msg: FakeMessage) -> list[str]:
    return [b["callback_data"] for b in msg.buttons() if "callback_data" in b]


async def wait_buttons(
    fake: FakeTelegram, msg: FakeMessage, predicate: Callable[[list[str]], bool], timeout: float = 5.0
) -> list[str]:
    def check() -> list[str] | None:
        current = fake.message(msg.chat_id, msg.message_id)
        if current is None:
            return None
        data = _data_buttons(current)
        return data if predicate(data) else None

    result = await fake.wait_for(check, timeout=timeout)
    return result  # type: ignore[return-value]


PREFERENCE = {
    "defend": 0,
    "beat": 0,
    "play": 0,
    "attack": 1,
    "lead": 1,
    "transfer": 2,
    "continue": 2,
    "pass": 3,
    "dump": 4,
    "enough": 5,
    "take": 6,
    "stop": 7,
}


def choose(legal: list[Action], rng: random.Random) -> Action:
    """A test player: prefers moves that end a game sooner (cover, lead, pass), never surrenders."""
    options = [a for a in legal if a.type != "surrender"]
    best = min(PREFERENCE.get(a.type, 9) for a in options)
    top = [a for a in options if PREFERENCE.get(a.type, 9) == best]
    return top[rng.randrange(len(top))]


def choose_short(legal: list[Action], rng: random.Random) -> Action:
    """As :func:`choose`, but Bura's «Хватит» whenever it may be said: a deal then ends after a trick
    or two, by the rules (two points or more to one side), so a whole match is a handful of short
    deals — for tests that need a finished Bura match, not a long one."""
    enough = [a for a in legal if a.type == "enough"]
    return enough[0] if enough else choose(legal, rng)


def move_data(room: Room, seat: int, action: Action) -> str:
    """The payload of ``action``'s button on ``seat``'s message as the room is now."""
    game = room.engine()
    assert game is not None
    rules = rules_of(room.game)
    code = rules.move_code(action)
    assert code is not None, action
    return Move(room=room.id, turn=room.turn, seat=seat, move=code, ctx=rules.token(room, game, seat)).pack()


async def press_action(app: KozyrApp, fake: FakeTelegram, room: Room, user_id: int, action: Action) -> bool:
    """Press the buttons of ``user_id``'s private message that make ``action``. False when the
    room moved on meanwhile (the test then looks again)."""
    seat = room.seat_of(user_id)
    assert seat is not None
    game = room.engine()
    assert game is not None
    target = move_data(room, seat.seat, action)
    prefix = f"{room.id}:{room.turn}:{seat.seat}:"
    msg = await message_of(app, fake, room.id, user_id, "hand")
    mine = ("m:" + prefix, "p:" + prefix, "t:" + prefix)
    # the buttons of this turn, unless the room moves on first (a computer acted meanwhile: then the
    # caller looks again at once instead of waiting for buttons that will never be drawn)
    deadline = asyncio.get_running_loop().time() + 3 * patience()
    while True:
        current = fake.message(msg.chat_id, msg.message_id)
        data = _data_buttons(current) if current is not None else []
        if any(x.startswith(mine) for x in data):
            break
        # the bot's cache holds its newest state (every state it saves or reads; dropped when another
        # process commits the room): no read of the database per look while the buttons are drawn
        now = app.presenter.rooms.newest(room.id) or await app.rooms.get(room.id)  # type: ignore[union-attr]
        if now is None or now.turn != room.turn or asyncio.get_running_loop().time() > deadline:
            return False
        await settle(fake)
    if room.game == "bura" and target not in data and action.type in ("lead", "dump", "beat"):
        cards = set(action.cards or ()) | {c for _, c in (action.pairs or ())}
        # marks stay until their cards leave the hand: mark the move's cards, unmark any other
        for x in [x for x in data if x.startswith("t:" + prefix)]:
            c, on = x.split(":")[4:]
            if (c in cards) != (on == "1"):
                continue  # marked as the move wants already
            current = fake.message(msg.chat_id, msg.message_id)
            assert current is not None
            q = fake.press(user_id, current, x)
            answer = await fake.wait_answer(q, timeout=15)
            if answer.get("text"):
                return False
            flipped = f"t:{prefix}{c}:{1 - int(on)}"
            try:
                data = await wait_buttons(fake, msg, lambda d, f=flipped: f in d, timeout=2)
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


async def press_ready(
    app: KozyrApp, fake: FakeTelegram, room_id: str, user_id: int, timeout: float = 5.0
) -> str:
    """Press Ready once it shows (``timeout``: how long the button may take to appear)."""
    msg = await message_of(app, fake, room_id, user_id, "hand")
    await wait_buttons(fake, msg, lambda d: f"r:{room_id}" in d, timeout=timeout)
    q = fake.press(user_id, fake.message(msg.chat_id, msg.message_id), f"r:{room_id}")  # type: ignore[arg-type]
    await fake.wait_answer(q, timeout=15)
    return q


async def press_setting(
    fake: FakeTelegram,
    user_id: int,
    msg: FakeMessage,
    label: str,
    *,
    lang: str = "ru",
    by: int | None = None,
    close: bool = True,
) -> dict[str, Any]:
    """Press the button ``label`` (a part of its text) of a lobby's «⚙️ Настройки» on ``msg``: the
    settings are opened first by ``by`` (the creator; default ``user_id``) when ``label`` is not on
    the message, and closed again after the press when ``close``. The press's answer."""
    creator = by if by is not None else user_id

    def current() -> FakeMessage:
        found = fake.message(msg.chat_id, msg.message_id)
        assert found is not None
        return found

    def shown(text: str) -> bool:
        return any(text in b for b in current().button_texts())

    if not shown(label):
        await fake.wait_for(lambda: shown(tr("btn-settings", lang)))
        await fake.wait_answer(fake.press_button(creator, current(), tr("btn-settings", lang)))
        await fake.wait_for(lambda: shown(label))
    answer: dict[str, Any] = await fake.wait_answer(fake.press_button(user_id, current(), label))
    if close:
        back = tr("btn-settings-back", lang)
        await fake.wait_for(lambda: shown(back))
        await fake.wait_answer(fake.press_button(creator, current(), back))
        await fake.wait_for(lambda: shown(tr("btn-settings", lang)))
    return answer


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
    pick: Callable[[list[Action], random.Random], Action] = choose,
) -> Room:
    """Drive the people by pressing legal buttons (``pick``: which) until the match is over (or
    ``stop_when``)."""
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
            await settle(fake)
            continue
        game = room.engine()
        assert game is not None
        movers = [uid for uid in users if (s := room.seat_of(uid)) is not None and s.seat in game.to_act()]
        if not movers:
            await settle(fake)
            continue
        uid = movers[rng.randrange(len(movers))]
        seat = room.seat_of(uid)
        assert seat is not None
        legal = [a for a in game.legal_actions(seat.seat) if a.type != "surrender"]
        if not legal:
            await settle(fake)
            continue
        await press_action(app, fake, room, uid, pick(legal, rng))
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
    trump = {"durak": state.get("trump_card"), "bura": state.get("trump")}.get(room.game)
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

    async def notify(room: Room, *, by: int | None = None, before: Room | None = None) -> None:
        seen = observed.get(room.id)
        if seen is None or room.turn >= seen.turn:
            observed[room.id] = room
        await original_notify(room, by=by, before=before)

    def observe(slot: Any, content: Any) -> None:
        if slot[1] != chat_id or slot[0] not in observed:
            return
        if getattr(content, "receiver", None) is not None:
            return  # an ephemeral hand: its receiver's only (the fake's seen_by checks what others see)
        room = observed[slot[0]]
        markup = content.markup.model_dump() if content.markup else {}
        blob = content.text + json.dumps(markup, ensure_ascii=False)
        for card in hidden_cards(room):
            for g in games.get(room.game).all_glyphs(card):
                if g in blob:
                    leaks.append(f"{card} in {content.text!r}")

    cache = app.presenter.rooms  # type: ignore[union-attr]
    original_offer = cache.offer

    def offer(room: Room, *, fresh: bool = False) -> Room | None:  # every way the process learns a newer
        seen = observed.get(room.id)  # state (press, /hand, load)
        if seen is None or room.turn >= seen.turn:
            observed[room.id] = room
        return original_offer(room, fresh=fresh)

    app.presenter.room_changed = notify  # type: ignore[method-assign,union-attr]
    cache.offer = offer  # type: ignore[method-assign]
    app.outbox.observer = observe  # type: ignore[union-attr]
    app.outbox.observed_rooms = observed  # type: ignore[union-attr]
    return leaks


# ----- rooms set up through the bot -------------------------------------------------------------------------
async def wait_latest_room(app: KozyrApp, chat_id: int | None = None, timeout: float = 5.0) -> Room:
    """The newest room (of ``chat_id``), once a command has made one."""
    deadline = asyncio.get_running_loop().time() + timeout * patience()
    while True:
        try:
            return await latest_room(app, chat_id)
        except AssertionError:
            if asyncio.get_running_loop().time() > deadline:
                raise
        await settle()


def deal_the_bura_defender_a_triple(monkeypatch: Any, *, leader: int | None = None) -> None:
    """Rig the bot's fair decks for one test: in deal 1 of a Bura match the player who does not lead
    (the first defender) is dealt 7♥ 8♥ 9♥, three of one suit. Such a defender may say «Стоп!» at
    any time before the lead (docs/rules/bura.md), so the engine's ``to_act()`` names both seats,
    while the public ``view(None)["to_act"]`` names the attacker alone. ``leader``: also rig the
    first-move draw (``bura:draw:1``) so that this seat leads deal 1 when the people pick positions
    0 and 1 (:func:`play_the_draw`)."""
    from engines import fairness

    real = fairness.derive_deck

    def derive(game: str, seed: bytes, contributions: Any, label: str) -> list[str]:
        deck = real(game, seed, contributions, label)
        if game != "bura":
            return deck
        if label == "bura:1":  # the leader gets deck[0], [2], [4]; the other deck[1], [3], [5]
            triple = ["7H", "8H", "9H"]
            rest = [c for c in deck if c not in triple]
            deck = [rest[0], triple[0], rest[1], triple[1], rest[2], triple[2], *rest[3:]]
        elif label == "bura:draw:1" and leader is not None:  # seat 0 draws deck[0], seat 1 deck[1]
            high, low = "AS", "6S"
            rest = [c for c in deck if c not in (high, low)]
            deck = [high, low, *rest] if leader == 0 else [low, high, *rest]
        return deck

    monkeypatch.setattr(fairness, "derive_deck", derive)


async def bura_in_group(
    app: KozyrApp, fake: FakeTelegram, group: int, a: int, b: int, *, draw: bool = True
) -> tuple[str, int]:
    """``a`` opens Bura in a new group; ``a`` and ``b`` join and are ready, and (``draw``) play the
    first-move draw (:func:`play_the_draw`). (room id, table message id)"""
    fake.add_group(group, "Bura club")
    fake.send_text(a, "/bura", chat_id=group)
    table = await fake.wait_message(group, fragment("title-bura"))
    room = await latest_room(app, group)
    for uid in (a, b):
        fake.press_button(uid, fake.message(group, table.message_id), tr("btn-join"))
        await message_of(app, fake, room.id, uid, "hand")
    await wait_room(app, room.id, lambda r: len(r.seats) == 2)
    for uid in (a, b):
        await press_ready(app, fake, room.id, uid)
    await wait_room(app, room.id, lambda r: r.game_running())
    if draw:
        await play_the_draw(app, fake, room.id)
    return room.id, table.message_id


async def bura_in_group_only(app: KozyrApp, fake: FakeTelegram, group: int, a: int, b: int) -> str:
    """``a`` opens Bura in ``group`` (added already); ``a`` and ``b`` — who need never have opened
    the private chat — join and are ready there, on messages only they see; the draw played. The
    room's id."""
    fake.send_text(a, "/bura", chat_id=group)
    table = await fake.wait_message(group, fragment("title-bura"))
    room = await latest_room(app, group)
    for uid in (a, b):
        await fake.wait_answer(fake.press_button(uid, fake.message(group, table.message_id), tr("btn-join")))
        await fake.wait_for(lambda uid=uid: fake.ephemeral_messages(group, uid))
    await wait_room(app, room.id, lambda r: len(r.seats) == 2)
    ready = tr("btn-ready")
    for uid in (a, b):
        await fake.wait_for(lambda uid=uid: ready in fake.ephemeral_messages(group, uid)[-1].button_texts())
        await fake.wait_answer(fake.press_button(uid, fake.ephemeral_messages(group, uid)[-1], ready))
    await wait_room(app, room.id, lambda r: r.game_running())
    await play_the_draw(app, fake, room.id)
    return room.id


async def play_the_draw(app: KozyrApp, fake: FakeTelegram, room_id: str, timeout: float = 10.0) -> Room:
    """Bura's first-move draw, played by the people on their buttons: each picks the spread's
    position of their seat number (seat 0 position 0, seat 1 position 1: the cards of the computed
    draw, which ``deal_the_bura_defender_a_triple`` rigs; the next free one if taken), again after a
    tie, until deal 1 is dealt. The room then."""
    deadline = asyncio.get_running_loop().time() + timeout * patience()
    while True:
        room = await app.rooms.get(room_id)  # type: ignore[union-attr]
        assert room is not None
        game = room.engine()
        if game is None or not rules_of(room.game).in_draw(game):
            return room
        to_act = [s for s in game.to_act() if not room.auto(s)]
        movers = [s for s in room.seats if s.user_id is not None and s.seat in to_act]
        if movers:
            seat = movers[0]
            legal = game.legal_actions(seat.seat)
            action = next((a for a in legal if a.position == seat.seat), legal[0])
            assert seat.user_id is not None
            if room.chat_id is not None and seat.user_id not in fake.started:
                await _press_in_group(fake, room.chat_id, seat.user_id, move_data(room, seat.seat, action))
            else:
                await press_action(app, fake, room, seat.user_id, action)
        else:
            await settle(fake)
        if asyncio.get_running_loop().time() > deadline:
            raise AssertionError(f"the draw of room {room_id} did not end")


async def _press_in_group(fake: FakeTelegram, group: int, user_id: int, data: str) -> None:
    """Press ``data`` on ``user_id``'s newest hand in the group (hands in the group, for someone who
    never opened the private chat), once it shows; nothing when it does not in a moment."""

    def newest() -> Any:
        mine = fake.ephemeral_messages(group, user_id)
        return mine[-1] if mine and data in _data_buttons(mine[-1]) else None

    with contextlib.suppress(AssertionError):
        message = await fake.wait_for(newest, timeout=2)
        await fake.wait_answer(fake.press(user_id, message, data), timeout=15)


async def private_room(
    app: KozyrApp,
    fake: FakeTelegram,
    game: str,
    a: int,
    b: int | None,
    *,
    lobby: Callable[[str], Awaitable[Any]] | None = None,
) -> str:
    """``a`` opens a private room; ``b`` joins by the invitation (or a computer takes the seat).
    ``lobby``: called with the room's id while ``a`` is alone in the lobby (to set an option)."""
    fake.send_text(a, f"/{game}")
    await fake.wait_message(a, fragment("invite-forward"))
    room = await wait_room(app, (await latest_room(app)).id, lambda r: len(r.seats) == 1)
    if lobby is not None:
        await lobby(room.id)
    if b is None:
        msg = await message_of(app, fake, room.id, a, "hand")
        await press_setting(fake, a, msg, tr("btn-add-computer"))
    else:
        fake.send_text(b, f"/start j{room.id}")
    await wait_room(app, room.id, lambda r: len(r.seats) == 2)
    if game == "durak":
        msg = await message_of(app, fake, room.id, a, "hand")
        for capacity in (3, 2):
            await press_setting(fake, a, msg, tr("btn-seats-minus"))
            await wait_room(app, room.id, lambda r, c=capacity: r.capacity == c)
    for uid in (a, b):
        if uid is not None:
            await press_ready(app, fake, room.id, uid)
    await wait_room(app, room.id, lambda r: r.game_running())
    await play_the_draw(app, fake, room.id)
    return room.id


async def durak_private_room(app: KozyrApp, fake: FakeTelegram, a: int, b: int) -> str:
    """A private Durak room (transfer mode): a creates it, b joins by the invitation, both ready."""
    fake.send_text(a, "/durak")
    invite = await fake.wait_message(a, fragment("invite-forward"))
    room = await latest_room(app)
    url = next(w for w in invite.text.split() if "t.me/" in w)
    payload = url.split("start=")[1]
    fake.send_text(b, f"/start {payload}")
    await wait_room(app, room.id, lambda r: len(r.seats) == 2)
    msg = await message_of(app, fake, room.id, a, "hand")
    for capacity in (3, 2):
        await press_setting(fake, a, msg, tr("btn-seats-minus"), close=capacity == 3)
        await wait_room(app, room.id, lambda r, c=capacity: r.capacity == c)
    title = tr("title-durak", mode="podkidnoy", seats=2)
    await fake.wait_for(lambda: title in fake.message(a, msg.message_id).text)
    # transfers on: more two-pick moves
    await press_setting(fake, a, msg, "○ " + tr("opt-mode", mode="perevodnoy"))
    await wait_room(app, room.id, lambda r: r.options["mode"] == "perevodnoy")
    for uid in (a, b):
        await press_ready(app, fake, room.id, uid)
    await wait_room(app, room.id, lambda r: r.status == "playing")
    return room.id


async def rig(
    app: KozyrApp, room_id: str, *, defender_triple: bool = True, attacker_triple: bool = False
) -> Room:
    """Bura: give the seats chosen hands (from the cards in hands and stock) and open a fresh window in
    the lead phase — as after a draw. The deal no longer replays from its log; the tests using this
    only need the clock."""
    rooms = app.rooms  # type: ignore[union-attr]

    async def fn(tx: Tx, room: Room) -> Reply:
        st = room.engine().to_json()  # type: ignore[union-attr]
        trump = st["trump"]
        # the cards of both hands, of the stock and of a lead on the table (the table is cleared)
        pool = [c for c in st["hands"][0] + st["hands"][1] + st["table"] + st["stock"] if c != trump]
        attacker = st["attacker"]
        by_suit: dict[str, list[str]] = {}
        for c in pool:
            by_suit.setdefault(c[1], []).append(c)
        suits = sorted((s for s in by_suit if len(by_suit[s]) >= 4), key=lambda s: s == trump[1])
        d_suit, a_suit = suits[0], suits[1]
        defender_hand = [c for c in by_suit[d_suit] if c[0] not in "6A"][:3] if defender_triple else None
        attacker_hand = [c for c in by_suit[a_suit] if c[0] not in "6A"][:3] if attacker_triple else None
        used = set(defender_hand or []) | set(attacker_hand or [])
        rest = [c for c in pool if c not in used]
        if defender_hand is None:
            defender_hand = mixed(rest)
            rest = [c for c in rest if c not in defender_hand]
        if attacker_hand is None:
            attacker_hand = mixed(rest)
            rest = [c for c in rest if c not in attacker_hand]
        st["hands"][attacker], st["hands"][1 - attacker] = attacker_hand, defender_hand
        st["stock"] = rest + [trump]  # every other card, so each card of the deck is still somewhere
        st.update(phase="lead", window=True, table=[], intercept_lead=False)
        room.set_engine(Bura.from_json(st))
        # as if the previous window had closed before this draw: a fresh window, not the old one
        await tx.deadlines.delete(room.id, "clock")
        return Reply(None, room=room)

    await rooms.kernel.change(room_id, fn)
    room = await rooms.get(room_id)
    assert room is not None
    return room


def mixed(cards: list[str]) -> list[str]:
    """Three cards of at least two suits, not three sixes or three aces."""
    out: list[str] = []
    for c in cards:
        if c[0] in "6A" or (len(out) == 2 and out[0][1] == out[1][1] == c[1]):
            continue
        out.append(c)
        if len(out) == 3:
            return out
    raise AssertionError("no mixed hand")


async def stored_state(app: KozyrApp, room_id: str) -> tuple[Any, ...]:
    """What a press may change: the room's state, turn and status, its action log and its seats."""
    async with app.storage.read() as tx:
        room = await tx.one("SELECT state, turn, status FROM rooms WHERE id = ?", (room_id,))
        n = await tx.one("SELECT COUNT(*) FROM actions WHERE room_id = ?", (room_id,))
        seats = await tx.all(
            "SELECT seat, user_id, ready, contribution FROM seats WHERE room_id = ? ORDER BY seat", (room_id,)
        )
    assert room is not None and n is not None
    return (room["state"], room["turn"], room["status"], n[0], [tuple(s) for s in seats])


def count_opens(storage: Any) -> list[str]:
    """From now on, every transaction and read ``storage`` opens is listed ("transaction" or "read")
    in the returned list: what a request costs the database."""
    opened: list[str] = []
    for name in ("transaction", "read"):
        original = getattr(storage, name)

        def counting(original: Any = original, name: str = name) -> Any:
            opened.append(name)
            return original()

        setattr(storage, name, counting)
    return opened


def interruptible() -> None:
    """A child process's ``preexec_fn``: SIGINT (Ctrl+C) stops it as in a terminal. A shell starts a
    background job with SIGINT ignored, a child inherits that, and Python then leaves it ignored:
    a test sending Ctrl+C would wait for nothing."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


async def group_durak_joined_here(
    app: KozyrApp, fake: FakeTelegram, group: int, by: int, joiners: tuple[int, ...], shown: Any
) -> tuple[FakeMessage, Room]:
    """``/durak`` typed in ``group`` by ``by``, and each of ``joiners`` seated by «➕ Присоединиться»
    on its table, each once their own message in the group (``shown(uid)``) is there: the table
    message and the room."""
    fake.send_text(by, "/durak", chat_id=group)
    table = await fake.wait_message(group, fragment("title-durak"))
    room = await latest_room(app, group)
    for uid in joiners:
        await fake.wait_answer(fake.press_button(uid, fake.message(group, table.message_id), tr("btn-join")))
        await fake.wait_for(lambda uid=uid: shown(uid))
    await wait_room(app, room.id, lambda r: len(r.seats) == len(joiners))
    return table, room
