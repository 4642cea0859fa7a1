"""The bot's own SQL statements per action stay few (``benchmarks/sql_count.py`` counts them), and
what spares them — the snapshot kept per stored state, the quick queue seen empty — is dropped
when the row changes, also by another connection (another worker on PostgreSQL)."""

from __future__ import annotations

import asyncio
import dataclasses
from types import SimpleNamespace
from typing import Any

import pytest

from benchmarks.sql_count import counting
from bot.chat.presenter import Presenter
from bot.chat.quick import QuickMatch
from bot.config import Settings
from bot.render import quick as view
from bot.rooms.cache import RoomCache, same_row
from bot.rooms.service import RoomService
from bot.storage import api, queue
from bot.storage.ledger import StoredMessages
from tests.bot.doubles import RecordingNotifier

SETTINGS = Settings.of(bot_token="1:x", computer_delay=0.0)


async def other(storage: Any) -> Any:
    """Another connection to the same database: another worker's pool on PostgreSQL (SQLite: the
    same storage — one process per file)."""
    if not storage.shared:
        return storage
    from bot.storage.pg import PostgresStorage

    second = PostgresStorage(storage.url, min_size=1, max_size=2)
    await second.open()
    return second


# ----- one update, one sent message -----
async def test_touching_a_known_user_is_one_statement(storage: Any) -> None:
    """Every update touches its person's row: one statement when nothing changed (it was five on
    SQLite: BEGIN, the upsert, a read of the row it did not write, the pauses, COMMIT)."""
    async with storage.autocommit() as tx:
        await tx.users.arrive(7, "Аня", "anya", "ru", True)
    with counting() as c:
        async with storage.autocommit() as tx:
            person, paused = await tx.users.arrive(7, "Аня", "anya", "ru", True)
    assert (person.first_name, person.started, paused) == ("Аня", True, [])
    assert c.total == 1, c.table()
    # a new name is written (and read back) at once
    with counting() as c:
        async with storage.autocommit() as tx:
            person, _ = await tx.users.arrive(7, "Анна", "anya", "ru", False)
    assert person.first_name == "Анна" and person.started
    assert c.total <= 2, c.table()
    async with storage.read() as tx:
        stored = await tx.users.get(7)
    assert stored is not None and stored.first_name == "Анна"


async def test_a_touch_sees_what_another_connection_changed(storage: Any) -> None:
    """Nothing of a user is kept between updates: another worker's change is the next touch's."""
    second = await other(storage)
    try:
        async with storage.autocommit() as tx:
            await tx.users.arrive(8, "Боря", None, "ru", True)
        async with second.transaction() as tx:
            await tx.users.set_pref(8, "language", "en")
            assert await tx.users.mark_unreachable(8)
        async with storage.autocommit() as tx:
            person, _ = await tx.users.arrive(8, "Боря", None, "ru", False)
        assert person.language == "en" and not person.reachable
        async with storage.autocommit() as tx:  # they wrote in private: reachable again
            person, _ = await tx.users.arrive(8, "Боря", None, "ru", True)
        assert person.reachable
    finally:
        if second is not storage:
            await second.close()


async def test_remembering_a_sent_message_is_one_statement(storage: Any) -> None:
    """The outbox's ledger writes each message it sent in one statement (no BEGIN and COMMIT)."""
    room = await RoomService(storage, SETTINGS, RecordingNotifier()).create_room("durak", 1, -100, "ru")
    ledger = StoredMessages(storage)
    with counting() as c:
        await ledger.remember(room.id, 1, "hand", 55, "d1")
    assert c.total == 1, c.table()
    assert await ledger.shown(room.id, 1, "hand") == (55, "d1")


# ----- the quick queue's tick -----
def quick_of(storage: Any) -> QuickMatch:
    matched: list[int] = []

    async def match_queue() -> list[Any]:
        matched.append(1)
        return []

    rooms = SimpleNamespace(storage=storage, quick=SimpleNamespace(match_queue=match_queue))

    async def rating_of(user_id: int, game: str) -> float:
        return 1500.0

    return QuickMatch(rooms, None, None, rating_of)  # type: ignore[arg-type]


async def test_an_empty_queue_costs_a_tick_nothing_until_a_join(storage: Any) -> None:
    """SQLite: one process writes the queue, so a queue seen empty is not counted again each second
    until this process's next join; PostgreSQL (other workers join too): counted each tick."""
    quick = quick_of(storage)
    with counting() as c:
        await quick.tick()
    assert c.of(text="COUNT(*)") == 1
    with counting() as c:
        for _ in range(5):
            await quick.tick()
    assert c.of(text="COUNT(*)") == (5 if storage.shared else 0), c.table()
    refused = await quick.join(31, 31, None, view.Choice.default(None), "ru", "Аня", "31:t")
    assert refused is None
    with counting() as c:
        await quick.tick()  # the join made the queue worth counting again
    assert c.of(text="COUNT(*)") == 1
    assert c.of(text="quick_queue") > 1  # and the tick went on: its offers looked at
    async with storage.transaction() as tx:
        await tx.lock(queue.LOCK)
        await queue.remove(tx, 31)
    await quick.tick()  # counted: empty again
    with counting() as c:
        await quick.tick()
    assert c.of(text="COUNT(*)") == (1 if storage.shared else 0)


async def test_a_join_during_the_ticks_count_is_counted_at_the_next_tick(storage: Any) -> None:
    """A join that commits while a tick counts an empty queue: the next tick counts again (the
    count saw the queue before the join)."""
    quick = quick_of(storage)
    joined = asyncio.Event()
    original = queue.count

    async def slow_count(tx: Any) -> int:
        n = await original(tx)
        joined.set()  # the join commits after this count read 0 (SQLite: after its read releases)
        return n

    queue.count = slow_count  # type: ignore[assignment]
    try:
        tick = asyncio.create_task(quick.tick())
        await joined.wait()
        assert await quick.join(32, 32, None, view.Choice.default(None), "ru", "Боря", "32:t") is None
        await tick
    finally:
        queue.count = original  # type: ignore[assignment]
    with counting() as c:
        await quick.tick()
    assert c.of(text="COUNT(*)") == 1 and c.of(text="quick_queue") > 1


# ----- the presenter's snapshot: one read per stored state -----
def test_a_copy_of_the_same_row_keeps_the_snapshot_and_a_changed_one_drops_it() -> None:
    from tests.bot.test_deadlines import make_room

    cache: RoomCache[str] = RoomCache(keep_copies=True)  # one process's (SQLite)
    room = make_room()
    cache.offer(room)
    assert cache.attach(room, "snap")
    copy = dataclasses.replace(room, seats=[dataclasses.replace(s) for s in room.seats])
    assert same_row(copy, room)
    assert cache.offer(copy) is room
    assert cache.attached(room.id) == (room, "snap")  # the same row read again: kept
    assert cache.offer(room) is room and cache.attached(room.id) == (room, "snap")  # the same object
    # the same turn and time, another row (a same-turn change: someone away)
    changed = dataclasses.replace(room, extra={"away": [11]})
    assert not same_row(changed, room)
    cache.offer(changed)
    assert cache.attached(room.id) == (changed, None)
    assert cache.attach(changed, "snap2")
    cache.offer(changed, fresh=True)  # what is read beside the room changed: read again
    assert cache.attached(room.id) == (changed, None)
    # several workers' (PostgreSQL): a copy read anew drops it (another worker may have taken a
    # deadline of the room without saving its row); the same object offered again keeps it
    shared: RoomCache[str] = RoomCache()
    shared.offer(room)
    assert shared.attach(room, "snap")
    shared.offer(room)
    assert shared.attached(room.id) == (room, "snap")
    shared.offer(copy)
    assert shared.attached(room.id) == (copy, None)


async def test_frames_asking_at_once_read_a_states_snapshot_once(storage: Any) -> None:
    """The presser's answer and their redraw ask for the new state's snapshot together: one read."""
    # the room service's and the presenter's, as in the bot
    cache: RoomCache[Any] = RoomCache(keep_copies=not storage.shared)
    rooms = RoomService(storage, SETTINGS, RecordingNotifier(), cache)
    room = await rooms.create_room("durak", 11, -100, "ru")
    presenter = Presenter(storage, None, SETTINGS, "bot", cache)  # type: ignore[arg-type]
    try:
        with counting() as c:
            states = await asyncio.gather(*(presenter.state(room.id) for _ in range(4)))
        assert all(s is not None and s[1] is states[0][1] for s in states)  # type: ignore[index]
        reads = c.of(text="FROM table_views")
        assert reads == 1, c.table()
        with counting() as c:  # the room read anew (a press, a test): the same row, the same snapshot
            again = await rooms.get(room.id)  # (on one process's database)
            assert again is not None
            presenter.rooms.offer(again)
            await presenter.state(room.id)
        assert c.of(text="FROM table_views") == (1 if storage.shared else 0), c.table()
    finally:
        await presenter.close()
        await rooms.close()


async def test_a_row_another_worker_changed_is_read_with_a_new_snapshot(storage: Any) -> None:
    """Another connection changes the room's row without moving its turn (a same-turn change) and
    a person's name: the next read of the room is another state, whose snapshot is read anew."""
    cache: RoomCache[Any] = RoomCache(keep_copies=not storage.shared)
    rooms = RoomService(storage, SETTINGS, RecordingNotifier(), cache)
    room = await rooms.create_room("durak", 11, -100, "ru")
    async with storage.autocommit() as tx:
        await tx.users.arrive(11, "Аня", None, "ru", True)
    presenter = Presenter(storage, None, SETTINGS, "bot", cache)  # type: ignore[arg-type]
    second = await other(storage)
    try:
        state = await presenter.state(room.id)
        assert state is not None and state[1].names[11] == "Аня"
        async with second.transaction() as tx:
            stored = await tx.rooms.load(room.id)
            assert stored is not None
            stored.locale = "en"
            await tx.rooms.save(stored)  # the same turn
            await tx.users.arrive(11, "Анна", None, "ru", True)
        await asyncio.sleep(0)
        read = await api.room(storage, room.id)  # as the kernel's get: the stored row, offered
        assert read is not None and read.turn == room.turn
        presenter.rooms.offer(read)
        state = await presenter.state(room.id)
        assert state is not None
        assert state[0].locale == "en" and state[1].names[11] == "Анна"
    finally:
        if second is not storage:
            await second.close()
        await presenter.close()
        await rooms.close()


async def test_a_deadline_another_worker_took_is_in_the_next_snapshot(storage: Any) -> None:
    """Several workers: another worker takes a deadline of the room without saving its row (a
    redraw's); the row read anew — the same row — brings a snapshot read anew, which shows it.
    (One process takes its deadlines itself, and its ``room_changed`` reads the snapshot again.)"""
    if not storage.shared:
        pytest.skip("one process: no other worker")
    cache: RoomCache[Any] = RoomCache(keep_copies=not storage.shared)
    rooms = RoomService(storage, SETTINGS, RecordingNotifier(), cache)
    room = await rooms.create_room("durak", 11, -100, "ru")
    presenter = Presenter(storage, None, SETTINGS, "bot", cache)  # type: ignore[arg-type]
    second = await other(storage)
    try:
        state = await presenter.state(room.id)
        assert state is not None and state[1].deadlines["expiry"].fired_at is None
        async with second.transaction() as tx:
            assert await tx.deadlines.take(room.id, "expiry", room.turn) is not None
        read = await rooms.get(room.id)
        assert read is not None and same_row(read, state[0])
        state = await presenter.state(room.id)
        assert state is not None and state[1].deadlines["expiry"].fired_at is not None
    finally:
        await second.close()
        await presenter.close()
        await rooms.close()
