"""Storage: migrations as ordered ``.sql`` files tracked by ``PRAGMA user_version``; a database made
by the schema of earlier releases (table ``schema_version``) migrates in place; a newer one is
refused; repositories round-trip a room."""

from __future__ import annotations

import asyncio
import gc
import json
import sqlite3
import weakref
from pathlib import Path
from typing import Any

import pytest

from bot.model import Pause, Room, Seat
from bot.storage import Database, SqliteStorage, StorageError
from bot.storage.db import migrations, statements


def _legacy_database(path: Path) -> None:
    """A database as the bot before user_version left it: migrations 1 and 2 and a
    ``schema_version`` table, with a finished Scopa match whose surrender was logged as an action."""
    db = sqlite3.connect(path)
    for version, _name, script in migrations()[:2]:
        for statement in statements(script):
            db.execute(statement)
        assert version in (1, 2)
    db.execute("CREATE TABLE schema_version (version INTEGER NOT NULL)")
    db.execute("INSERT INTO schema_version VALUES (2)")
    info = {"users": [7, None], "first": 0, "dealer": 1, "seats": 2, "options": {"seats": 2, "target": 11}}
    db.execute(
        "INSERT INTO rooms (id, game, chat_id, locale, creator, capacity, options, status, turn, match_no,"
        " match_info, created_at, updated_at)"
        " VALUES ('Room000001', 'scopa', NULL, 'ru', 7, 2, ?, 'lobby', 9, 1,"
        " ?, 1.0, 2.0)",
        (json.dumps({"seats": 2, "target": 21}), json.dumps(info)),
    )
    db.execute("INSERT INTO seats (room_id, seat, user_id, ready) VALUES ('Room000001', 0, 7, 0)")
    db.execute("INSERT INTO seats (room_id, seat, user_id, ready) VALUES ('Room000001', 1, NULL, 0)")
    for turn, action in (
        (3, {"seat": 0, "type": "play", "card": "7D"}),
        (4, {"bot": True, "seat": 0, "type": "surrender"}),
    ):
        db.execute(
            "INSERT INTO actions (room_id, match_no, deal_no, turn, action, by_user, at)"
            " VALUES ('Room000001', 1, 1, ?, ?, 7, 3.0)",
            (turn, json.dumps(action, separators=(",", ":"), sort_keys=True)),
        )
    db.commit()
    db.close()


async def test_a_database_of_the_previous_schema_migrates_in_place(tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite3"
    _legacy_database(path)
    storage = SqliteStorage(path)
    await storage.open()
    try:
        assert await storage.version() == len(migrations()) >= 3
        async with storage.read() as tx:
            room = await tx.rooms.load("Room000001")
            assert room is not None and [s.user_id for s in room.seats] == [7, None] and room.turn == 9
            # the match header kept as played (target 11), although the room's options changed since
            assert (await tx.matches.info("Room000001", 1))["options"]["target"] == 11  # type: ignore[index]
            # the bot's surrender moved out of the engine's log, which records replay
            assert await tx.log.actions("Room000001", 1, 1) == [{"card": "7D", "seat": 0, "type": "play"}]
            assert await tx.log.events("Room000001") == [{"bot": True, "seat": 0, "type": "surrender"}]
            legacy = await tx.all("SELECT name FROM sqlite_master WHERE name = 'schema_version'")
            assert not legacy
    finally:
        await storage.close()
    again = SqliteStorage(path)  # a second start changes nothing
    await again.open()
    assert await again.version() == len(migrations())
    await again.close()


async def test_a_newer_schema_is_refused_with_a_clear_message(tmp_path: Path) -> None:
    path = tmp_path / "new.sqlite3"
    db = sqlite3.connect(path)
    db.execute("PRAGMA user_version = 999")
    db.close()
    storage = SqliteStorage(path)
    with pytest.raises(StorageError, match="newer"):
        await storage.open()


async def test_two_starts_at_once_migrate_once(tmp_path: Path) -> None:
    # switching a new file to WAL while another connection opens it fails at once without the
    # start-up retry (about 1 try in 6 with four at once on this machine), so try it many times
    for attempt in range(25):
        path = tmp_path / f"race{attempt}.sqlite3"
        starts = [SqliteStorage(path) for _ in range(4)]
        try:
            await asyncio.gather(*(storage.open() for storage in starts))
            versions = {await storage.version() for storage in starts}
            assert versions == {len(migrations())}
        finally:
            for storage in starts:
                await storage.close()


def test_migrations_are_numbered_files_and_split_into_statements() -> None:
    found = migrations()
    assert [v for v, _, _ in found] == list(range(1, len(found) + 1))
    assert all(name.endswith(".sql") for _, name, _ in found)
    assert statements("-- a; comment\nCREATE TABLE a (x INT); -- b\n\nDROP TABLE a;\n") == [
        "CREATE TABLE a (x INT)",
        "DROP TABLE a",
    ]


def a_lobby(room_id: str, seats: list[Seat], **fields: Any) -> Room:
    """A Durak lobby in group -5 made by user 1, as a repository test stores it."""
    values: dict[str, Any] = dict(
        id=room_id, game="durak", chat_id=-5, locale="en", creator=1, capacity=3, options={},
        status="lobby", turn=0, match_no=0, state=None, match_info=None, pending=None, last=None,
        outcome=None, created_at=1.0, updated_at=1.0, seats=seats,
    )
    return Room(**{**values, **fields})


async def test_a_room_round_trips_through_the_repository(tmp_path: Path) -> None:
    storage = SqliteStorage(tmp_path / "r.sqlite3")
    await storage.open()
    room = a_lobby(
        "RoundTrip1",
        [Seat(0, 1, True, "1:q"), Seat(1, None)],
        options={"mode": "perevodnoy"},
        turn=4,
        pending={"seed": "00", "commitment": "11"},
    )
    try:
        async with storage.transaction() as tx:
            await tx.rooms.save(room, new=True)
            await tx.pauses.add(room.id, Pause(1, 5.0, 9.0))
        async with storage.read() as tx:
            loaded = await tx.rooms.load(room.id)
            assert await tx.rooms.open_ids_of_user(1) == [room.id]
        assert loaded is not None
        assert (
            loaded.seats == room.seats and loaded.options == room.options and loaded.pending == room.pending
        )
        assert loaded.pauses == [Pause(1, 5.0, 9.0)] and not loaded.paused  # a lobby is never paused
    finally:
        await storage.close()


@pytest.mark.parametrize("returning", [True, False], ids=["RETURNING", "sqlite-before-3.35"])
async def test_touching_a_person_returns_their_row(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, returning: bool
) -> None:
    from bot.storage import users

    monkeypatch.setattr(users, "RETURNING", returning)
    storage = SqliteStorage(tmp_path / "u.sqlite3")
    await storage.open()
    try:
        async with storage.autocommit() as tx:
            first = await tx.users.touch(7, "Ann", None, "en", False)
            assert (first.first_name, first.started, first.tg_language) == ("Ann", 0, "en")
            again = await tx.users.touch(7, "Anna", "ann", "it", True)
        assert (again.first_name, again.username, again.started, again.reachable) == (
            "Anna", "ann", 1, 1
        )
        assert again.created_at == first.created_at and again.seen_at >= first.seen_at
    finally:
        await storage.close()


async def test_a_save_rewrites_only_the_seats_that_changed(tmp_path: Path) -> None:
    """Seats are upserted: a changed seat is written, a seat gone is deleted, the others stay as
    they were (PostgreSQL: no new row version per seat at every action; test_postgres checks that)."""
    storage = SqliteStorage(tmp_path / "s.sqlite3")
    await storage.open()
    room = a_lobby("SeatsSave1", [Seat(0, 1), Seat(1, 2), Seat(2, None)])
    try:
        async with storage.transaction() as tx:
            await tx.rooms.save(room, new=True)
            room.ai_level, room.lobby_note, room.extra = "ismcts", "note", {"lock": True}
            await tx.rooms.save(room)
        room.seats = [Seat(0, 1, True, "1:q"), Seat(2, 3)]  # 0 ready, 1 gone, 2 a person now
        async with storage.transaction() as tx:
            await tx.rooms.save(room)
        async with storage.read() as tx:
            loaded = await tx.rooms.load(room.id)
            rows = await tx.all(
                "SELECT seat, user_id, ready FROM seats WHERE room_id = ? ORDER BY seat", (room.id,)
            )
        assert loaded is not None and loaded.seats == room.seats
        assert [tuple(r) for r in rows] == [(0, 1, 1), (2, 3, 0)]
        assert (loaded.ai_level, loaded.lobby_note, loaded.extra) == ("ismcts", "note", {"lock": True})
        room.seats = []
        async with storage.transaction() as tx:
            await tx.rooms.save(room)
        async with storage.read() as tx:
            assert await tx.all("SELECT seat FROM seats WHERE room_id = ?", (room.id,)) == []
    finally:
        await storage.close()


async def test_a_touch_that_changes_nothing_writes_nothing(tmp_path: Path) -> None:
    """Every press touches its person's row: seen_at moves only once it is SEEN_EVERY_SECONDS old,
    a new name or language is written at once, and so is a blocked person's return."""
    from bot.storage.users import SEEN_EVERY_SECONDS

    storage = SqliteStorage(tmp_path / "u.sqlite3")
    await storage.open()
    try:
        async with storage.transaction() as tx:
            first = await tx.users.touch(7, "Ana", None, "en", False)
            again = await tx.users.touch(7, "Ana", None, "en", False)
            assert again.seen_at == first.seen_at  # not rewritten
            renamed = await tx.users.touch(7, "Anna", "anna", "en", False)
            assert (renamed.first_name, renamed.username) == ("Anna", "anna")
            old = first.seen_at - SEEN_EVERY_SECONDS - 1
            await tx.run("UPDATE users SET seen_at = ?, reachable = 0 WHERE id = 7", (old,))
            assert (await tx.users.touch(7, "Anna", "anna", "en", False)).seen_at > old + 1
            back = await tx.users.touch(7, "Anna", "anna", "en", True)  # wrote in private
            assert (back.started, back.reachable) == (1, 1)
    finally:
        await storage.close()


async def freed_by_reference_counting(storage: Any) -> list[str]:
    """The kinds of transaction (``transaction``, ``read``, ``autocommit``) whose ``Tx`` outlived
    its ``async with`` with the cyclic collector off: a ``Tx`` holds its repositories, and a
    strong reference back from them would make a cycle."""
    left: list[str] = []
    gc.collect()
    gc.disable()
    try:
        for kind in ("transaction", "read", "autocommit"):
            async with getattr(storage, kind)() as tx:
                await tx.users.get(1)
                ref = weakref.ref(tx)
            del tx
            if ref() is not None:
                left.append(kind)
    finally:
        gc.enable()
    return left


async def test_a_finished_transaction_is_freed_without_the_cyclic_collector(tmp_path: Path) -> None:
    """Under load a worker made ten thousand such objects between two collections, and each
    collection of them paused it 25 ms or more (benchmarks/bot_load.py with a gc.callbacks probe)."""
    storage = SqliteStorage(tmp_path / "s.sqlite3")
    await storage.open()
    try:
        assert await freed_by_reference_counting(storage) == []
    finally:
        await storage.close()


async def test_a_groups_language_is_kept_and_changed_on_either_database(storage: Database) -> None:
    async with storage.transaction() as tx:
        assert await tx.chats.language(-1001) is None
        await tx.chats.set_language(-1001, "de", 7)
        await tx.chats.set_language(-1002, "uz", 8)
    async with storage.transaction() as tx:
        await tx.chats.set_language(-1001, "kk", 9)  # changed by another administrator
    async with storage.read() as tx:
        assert (await tx.chats.language(-1001), await tx.chats.language(-1002)) == ("kk", "uz")
        row = await tx.one("SELECT set_by FROM chats WHERE id = ?", (-1001,))
        assert row is not None and row[0] == 9
