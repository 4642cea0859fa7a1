"""Tournaments' storage (issue 47, migration 025) on SQLite and PostgreSQL: a tournament, its
people and its tables round-trip; a table's result is written once; a round advances once, also
when two transactions race for it; retention forgets ended tournaments with their rows."""

from __future__ import annotations

import asyncio

from bot.storage import Database
from bot.storage.tournaments import FINISHED, PARTS, RUNNING, SIGNUP, Champion, Signed, Table, Tournament


def tournament(tid: str = "t1", at: float = 100.0) -> Tournament:
    return Tournament(
        tid, -100500, 1, "bura", "swiss", 2, 0, SIGNUP, {"target": 31}, "en", None, None, at, at
    )


async def test_a_tournament_its_people_and_tables_round_trip(storage: Database) -> None:
    big = 7_000_000_000  # a Telegram id past 32 bits
    async with storage.transaction() as tx:
        await tx.tournaments.create(tournament())
        assert await tx.tournaments.join("t1", Signed(big, "Ann", 1612.5, "c1", 101.0))
        assert not await tx.tournaments.join("t1", Signed(big, "Ann", 1612.5, "c1", 102.0))
        for uid in (2, 3, 4):
            assert await tx.tournaments.join("t1", Signed(uid, f"P{uid}", 1500.0, None, 101.0 + uid))
        assert await tx.tournaments.leave("t1", 4)
        assert not await tx.tournaments.leave("t1", 4)
        await tx.tournaments.set_message("t1", 77)
    async with storage.read() as tx:
        t = await tx.tournaments.get("t1")
        assert t is not None and t.options == {"target": 31} and t.message_id == 77 and t.status == SIGNUP
        assert (await tx.tournaments.open_in(-100500)) == t
        people = await tx.tournaments.entries("t1")
    assert [(p.user_id, p.name, p.rating) for p in people] == [
        (big, "Ann", 1612.5),
        (2, "P2", 1500.0),
        (3, "P3", 1500.0),
    ]

    async with storage.transaction() as tx:
        assert await tx.tournaments.start("t1", 2, 110.0)
        assert not await tx.tournaments.start("t1", 2, 110.0)
        await tx.tournaments.add_tables(
            "t1", [Table(1, 0, (big, 2), "roomA", False, None), Table(1, 1, (3,), None, True, ((3,),))]
        )
    async with storage.transaction() as tx:
        assert await tx.tournaments.unfinished("t1", 1) == 1
        assert await tx.tournaments.set_result("roomA", [[2], [big]], 120.0)
        assert not await tx.tournaments.set_result("roomA", [[big], [2]], 121.0)  # counted once
        assert await tx.tournaments.unfinished("t1", 1) == 0
        found = await tx.tournaments.table_of("roomA")
    assert found == ("t1", Table(1, 0, (big, 2), "roomA", False, ((2,), (big,))))
    async with storage.read() as tx:
        tables = await tx.tournaments.tables("t1")
        running = await tx.tournaments.running()
    assert [t.table_no for t in tables] == [0, 1] and tables[1].bye and tables[1].room_id is None
    assert [t.id for t in running] == ["t1"] and running[0].status == RUNNING and running[0].round == 1


async def test_a_round_advances_once_when_two_race(storage: Database) -> None:
    async with storage.transaction() as tx:
        await tx.tournaments.create(tournament())
        await tx.tournaments.start("t1", 2, 110.0)

    async def advance() -> bool:
        async with storage.transaction() as tx:
            return await tx.tournaments.advance("t1", 1, 130.0)

    assert sorted(await asyncio.gather(advance(), advance())) == [False, True]
    async with storage.transaction() as tx:
        assert not await tx.tournaments.finish("t1", 1, [], 140.0)  # round 1 is over already
        assert await tx.tournaments.finish("t1", 2, [{"id": 1, "rank": 1}], 140.0)
        assert not await tx.tournaments.advance("t1", 2, 141.0)
        t = await tx.tournaments.get("t1")
    assert t is not None and t.status == FINISHED and t.standings == [{"id": 1, "rank": 1}] and t.round == 2


async def test_retention_forgets_ended_tournaments_with_their_rows(storage: Database) -> None:
    async with storage.transaction() as tx:
        await tx.tournaments.create(tournament("old", at=100.0))
        await tx.tournaments.join("old", Signed(1, "Ann", 1500.0, None, 100.0))
        await tx.tournaments.start("old", 1, 100.0)
        await tx.tournaments.add_tables("old", [Table(1, 0, (1, 0), "rOld", False, None)])
        await tx.tournaments.finish("old", 1, [], 100.0)
        await tx.tournaments.create(tournament("live", at=100.0))
        await tx.tournaments.start("live", 1, 100.0)  # running: kept however old
        await tx.tournaments.create(tournament("new", at=500.0))
    async with storage.transaction() as tx:
        assert await tx.tournaments.purge(200.0) == 1
        assert await tx.tournaments.get("old") is None
        assert await tx.tournaments.entries("old") == [] and await tx.tournaments.tables("old") == []
        assert await tx.tournaments.table_of("rOld") is None
        assert await tx.tournaments.get("live") is not None and await tx.tournaments.get("new") is not None


async def test_forget_drops_the_name_and_the_press_but_keeps_the_standing(storage: Database) -> None:
    async with storage.transaction() as tx:
        await tx.tournaments.create(tournament())
        await tx.tournaments.join("t1", Signed(5, "Eve", 1500.0, "c5", 100.0))
        await tx.tournaments.forget(5)
        assert await tx.tournaments.entries("t1") == [Signed(5, "", 1500.0, None, 100.0)]


async def test_a_groups_champions_are_its_finished_tournaments_of_the_game(storage: Database) -> None:
    async with storage.transaction() as tx:
        for tid, at, winner in (("a", 100.0, 2), ("b", 200.0, 3), ("c", 300.0, 2)):
            await tx.tournaments.create(tournament(tid, at=at))
            for uid in (2, 3):
                await tx.tournaments.join(tid, Signed(uid, f"P{uid}", 1500.0, None, at))
            await tx.tournaments.start(tid, 1, at)
            await tx.tournaments.finish(tid, 1, [{"user_id": winner}, {"user_id": 5 - winner}], at)
        await tx.tournaments.create(tournament("open", at=400.0))  # still signing up: not listed
        await tx.tournaments.forget(3)
    async with storage.read() as tx:
        assert await tx.tournaments.champions(-100500, "bura", 2) == [
            Champion("c", "P2", 2, 300.0),
            Champion("b", "3", 2, 200.0),
        ]
        assert await tx.tournaments.champions(-100500, "durak", 2) == []
        assert await tx.tournaments.champions(-1, "bura", 2) == []


async def test_an_announcements_parts_are_claimed_apart_and_given_back(storage: Database) -> None:
    """Migration 029: a round's private pings, the group's picture and its words are claimed apart;
    a stop that cut the group's words off gives them back (the tournament is unannounced again, and
    its pings and its picture are not due again); a claim given back after a later round was
    claimed changes nothing."""
    async with storage.transaction() as tx:
        await tx.tournaments.create(tournament())
        assert await tx.tournaments.start("t1", 2, 110.0)
        assert [t.id for t in await tx.tournaments.unannounced()] == ["t1"]
        for part in PARTS:
            assert await tx.tournaments.claim("t1", part, 1)
            assert not await tx.tournaments.claim("t1", part, 1)
        assert await tx.tournaments.unannounced() == []
        assert await tx.tournaments.give_back("t1", "words", 1)  # cut off: the group's words are due
        assert [t.id for t in await tx.tournaments.unannounced()] == ["t1"]
        assert not await tx.tournaments.claim("t1", "pings", 1)  # the pings went: not again
        assert not await tx.tournaments.claim("t1", "picture", 1)  # nor the picture
        assert await tx.tournaments.claim("t1", "words", 1)
        assert await tx.tournaments.unannounced() == []
        for part in ("pings", "picture"):  # cut off before they went
            assert await tx.tournaments.give_back("t1", part, 1)
            assert [t.id for t in await tx.tournaments.unannounced()] == ["t1"]
            assert await tx.tournaments.claim("t1", part, 1)
        assert await tx.tournaments.advance("t1", 1, 120.0)
        assert await tx.tournaments.claim("t1", "words", 2)
        assert not await tx.tournaments.give_back("t1", "words", 1)  # a later one was claimed
        assert (await tx.tournaments.get("t1")).announced == 2  # type: ignore[union-attr]
