"""Tournaments in a group without Telegram (issue 47, ``bot/rooms/tournaments.py``): sign-up and its
refusals; the start makes round 1's tables as rooms of the group whose matches run; each table's
result is written in the transaction that ends its match, once; the round moves on once every table
has a result — once, also when two settle at the same moment, on SQLite and PostgreSQL; the last
round stores final standings equal to ``bot/tournaments/standings.py`` recomputed from the results."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from fractions import Fraction
from pathlib import Path

import pytest

from bot.chat.tournaments import picture
from bot.config import Settings
from bot.i18n import Translator
from bot.model import CLOSED, PLAYING, Room
from bot.rooms import tournament_results
from bot.rooms.service import RoomService
from bot.rooms.tournaments import State, Telling, table_options
from bot.storage import Database, SqliteStorage
from bot.storage.pg import PostgresStorage
from bot.storage.tournaments import FINISHED, RUNNING
from bot.tournaments.records import Game, Round, seeded
from bot.tournaments.standings import meetings, standings
from tests import postgres
from tests.bot.doubles import RecordingNotifier

GROUP = -1001
CREATOR = 1
PEOPLE = [1, 2, 3, 4]


@pytest.fixture(params=["sqlite", "postgres"])
async def service(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[RoomService]:
    if request.param == "postgres":
        if postgres.server() is None:
            pytest.skip("no PostgreSQL server (set KOZYR_TEST_POSTGRES, or run one on 127.0.0.1:5432)")
        storage: Database = PostgresStorage(postgres.fresh_url(), min_size=1, max_size=4)
    else:
        storage = SqliteStorage(tmp_path / "t.sqlite3")
    await storage.open()
    # computers wait 30 s before a move: none moves during a test
    rooms = RoomService(storage, Settings.of(bot_token="1:x", computer_delay=30.0), RecordingNotifier())
    try:
        yield rooms
    finally:
        await rooms.close()
        await storage.close()


async def signed_up(
    rooms: RoomService, people: list[int], rounds: int | None = 2, fmt: str = "swiss", game: str = "scopa"
) -> str:
    t, refused = await rooms.tournaments.create(GROUP, CREATOR, game, fmt, rounds, "en")
    assert t is not None and refused is None
    for uid in people:
        assert await rooms.tournaments.join(t.id, uid, f"P{uid}", f"c{uid}") == "tn-joined"
    return t.id


async def state(rooms: RoomService, tid: str) -> State:
    s = await rooms.tournaments.state(tid)
    assert s is not None
    return s


async def playing(rooms: RoomService, tid: str, round_no: int) -> list[Room]:
    out = []
    for table in (await state(rooms, tid)).round_tables(round_no):
        if table.room_id is not None:
            room = await rooms.get(table.room_id)
            assert room is not None
            out.append(room)
    return out


async def lose(rooms: RoomService, room: Room, loser: int) -> None:
    """The ``loser`` surrenders the table's match: the other side wins it."""
    assert room.status == PLAYING and room.chat_id == GROUP
    assert (await rooms.surrender(room.id, loser, room.turn)).key == "surrender-ok"


async def test_sign_up_and_its_refusals(service: RoomService) -> None:
    tours = service.tournaments
    tid = await signed_up(service, [1, 2, 3])
    again, refused = await tours.create(GROUP, 2, "scopa", "swiss", None, "en")
    assert refused == "tn-err-open" and again is not None and again.id == tid  # one at a time per group
    assert await tours.join(tid, 2, "P2", "c") == "tn-err-joined"
    assert await tours.start(tid, CREATOR, admin=False) == "tn-err-count"  # 3 < 4
    assert await tours.join(tid, 4, "P4", "c4") == "tn-joined"
    assert await tours.leave(tid, 4) == "tn-left" and await tours.leave(tid, 4) == "tn-err-not-in"
    assert await tours.join(tid, 4, "P4", "c4") == "tn-joined"
    assert await tours.start(tid, 3, admin=False) == "tn-err-not-creator"
    assert await tours.start(tid, 3, admin=True) == "tn-started"  # a group administrator may
    assert await tours.start(tid, CREATOR, admin=False) == "tn-err-closed"  # once
    assert await tours.join(tid, 5, "P5", "c5") == "tn-err-closed"
    s = await state(service, tid)
    assert s.tournament.status == RUNNING and s.tournament.round == 1 and s.tournament.rounds == 2
    assert [p.user_id for p in s.people] == PEOPLE


async def test_a_swiss_plays_round_by_round_to_its_standings(service: RoomService) -> None:
    tid = await signed_up(service, PEOPLE)
    assert await service.tournaments.start(tid, CREATOR, admin=False) == "tn-started"
    results: list[Round] = []
    for round_no in (1, 2):
        tables = await playing(service, tid, round_no)
        assert len(tables) == 2 and all(r.extra["tournament"]["round"] == round_no for r in tables)
        seated = sorted(s.user_id for r in tables for s in r.seats if s.user_id is not None)
        assert seated == PEOPLE  # everyone plays, once
        games = []
        for room in tables:
            winner, loser = (s.user_id for s in room.seats)
            assert winner is not None and loser is not None
            if round_no == 2 and room is tables[1]:
                winner, loser = loser, winner
            await lose(service, room, loser)
            games.append(Game(((winner,), (loser,))))
        results.append(Round(tuple(games)))
        await service.tournaments.idle()
    s = await state(service, tid)
    assert s.tournament.status == FINISHED and s.tournament.round == 2
    assert max(meetings(results).values()) == 1  # no rematch
    assert [Game(t.result) for t in s.tables if t.result is not None] == [g for r in results for g in r.games]
    expected = standings(seeded((uid, 1500.0) for uid in PEOPLE), results)
    assert [(x.rank, x.user_id, Fraction(x.score), Fraction(x.buchholz)) for x in s.final()] == [
        (e.rank, e.id, e.score, e.buchholz) for e in expected
    ]
    # the rooms are ordinary rooms of the group, closed once their match is over (no rematch, and
    # none counts against the group's open rooms)
    assert all(r.status == CLOSED and r.match_no == 1 for r in await playing(service, tid, 2))


async def test_a_round_moves_on_once_when_two_settle_together(service: RoomService) -> None:
    tid = await signed_up(service, PEOPLE)
    assert await service.tournaments.start(tid, CREATOR, admin=False) == "tn-started"
    first, second = await playing(service, tid, 1)
    await lose(service, first, first.seats[1].user_id or 0)
    await service.tournaments.idle()
    assert await service.tournaments.settle(tid) is None  # a table still plays: nothing moves
    assert (await state(service, tid)).tournament.round == 1
    # the last result, and two settles racing the kernel's own
    await lose(service, second, second.seats[1].user_id or 0)
    got = await asyncio.gather(service.tournaments.settle(tid), service.tournaments.settle(tid))
    await service.tournaments.idle()
    assert got.count("round") <= 1
    s = await state(service, tid)
    assert s.tournament.round == 2 and len(s.round_tables(2)) == 2
    async with service.storage.read() as tx:
        opened = await tx.rooms.open_ids_of_chat(GROUP)
        made = await tx.all("SELECT COUNT(*) FROM rooms WHERE chat_id = ?", (GROUP,))
    assert int(made[0][0]) == 4  # two tables a round, made once
    assert sorted(opened) == sorted(t.room_id or "" for t in s.round_tables(2))  # round 1's closed


async def test_a_result_counts_once(service: RoomService) -> None:
    tid = await signed_up(service, PEOPLE)
    assert await service.tournaments.start(tid, CREATOR, admin=False) == "tn-started"
    room, _ = await playing(service, tid, 1)
    a, b = (s.user_id for s in room.seats)
    await lose(service, room, b or 0)
    await service.tournaments.idle()
    ended = await service.get(room.id)
    assert ended is not None and ended.status == CLOSED
    rows = [
        {"seat": 0, "user_id": a, "outcome": "loss"},
        {"seat": 1, "user_id": b, "outcome": "win"},
    ]
    async with service.storage.transaction() as tx:  # a second end of the same table changes nothing
        assert not await tournament_results.ended(tx, ended, rows)
        assert not await tournament_results.interrupted(tx, ended, {"type": "ended", "user": a})
    table = (await state(service, tid)).round_tables(1)[0]
    assert table.room_id == room.id and table.result == ((a,), (b,))


def test_orders_of_results_and_of_interrupted_matches() -> None:
    rows = [
        {"seat": 0, "user_id": 5, "outcome": "loss"},
        {"seat": 1, "user_id": None, "outcome": "win"},
        {"seat": 2, "user_id": 7, "outcome": "draw"},
    ]
    assert tournament_results.order_of(rows) == [[0], [7], [5]]
    assert tournament_results.order_without_outcome([5, 6], [6]) == [[5], [6]]
    assert tournament_results.order_without_outcome([5, None], []) == [[5, 0]]  # nobody named: level
    assert tournament_results.order_without_outcome([5, 6], [9]) == [[5, 6]]  # not at the table


async def test_a_round_whose_settling_was_lost_goes_on_at_the_next_start(service: RoomService) -> None:
    """Both results committed, the process gone before it settled: the next start moves it on."""
    tid = await signed_up(service, PEOPLE)
    assert await service.tournaments.start(tid, CREATOR, admin=False) == "tn-started"
    service.tournaments.watch = lambda room: None  # type: ignore[method-assign]  # the settling is lost
    for room in await playing(service, tid, 1):
        await lose(service, room, room.seats[1].user_id or 0)
    assert (await state(service, tid)).tournament.round == 1
    again = RoomService(service.storage, service.settings, RecordingNotifier())
    try:
        await again.start()
        await again.tournaments.idle()
        s = await state(again, tid)
        assert s.tournament.round == 2 and len(s.round_tables(2)) == 2
    finally:
        await again.close()


async def test_a_table_ended_early_still_has_a_result(service: RoomService) -> None:
    """The tournament's creator, seated at a table, ends its match: they lose it; the round goes on."""
    tid = await signed_up(service, PEOPLE)
    assert await service.tournaments.start(tid, CREATOR, admin=False) == "tn-started"
    tables = await playing(service, tid, 1)
    mine = next(r for r in tables if r.seat_of(CREATOR) is not None)
    other = next(s.user_id for s in mine.seats if s.user_id != CREATOR)
    assert (await service.end_game(mine.id, CREATOR)).key == "ended-ok"
    table = next(t for t in (await state(service, tid)).round_tables(1) if t.room_id == mine.id)
    assert table.result == ((other,), (CREATOR,))
    rest = next(r for r in tables if r.id != mine.id)
    await lose(service, rest, rest.seats[0].user_id or 0)
    await service.tournaments.idle()
    assert (await state(service, tid)).tournament.round == 2


async def test_a_knockout_of_five_gives_the_top_seeds_byes_and_ends_with_a_champion(
    service: RoomService,
) -> None:
    people = [1, 2, 3, 4, 5]
    tid = await signed_up(service, people, rounds=None, fmt="knockout")
    assert await service.tournaments.start(tid, CREATOR, admin=False) == "tn-started"
    s = await state(service, tid)
    assert s.tournament.rounds == 3  # a bracket of 8
    byes = [t.seats[0] for t in s.round_tables(1) if t.bye]
    assert len(byes) == 3 and len(await playing(service, tid, 1)) == 1
    for round_no in (1, 2, 3):
        for room in await playing(service, tid, round_no):
            # the better seed (the smaller id: equal ratings) wins every game
            await lose(service, room, max(s.user_id or 0 for s in room.seats))
        await service.tournaments.idle()
    s = await state(service, tid)
    assert s.tournament.status == FINISHED
    assert [x.user_id for x in s.final()][0] == 1  # the champion first
    assert len(s.round_tables(3)) == 1 and s.round_tables(3)[0].seats == (1, 2)  # the final: 1 v 2
    for played in (1, 3):  # the group's picture of a knockout is its bracket
        assert picture(Translator("en"), s, played).startswith(b"\x89PNG")


async def test_who_walks_away_from_a_table_finishes_behind_whatever_the_computer_does(
    service: RoomService,
) -> None:
    tid = await signed_up(service, PEOPLE)
    assert await service.tournaments.start(tid, CREATOR, admin=False) == "tn-started"
    room, _ = await playing(service, tid, 1)
    a, b = (s.user_id for s in room.seats)
    assert a is not None and b is not None
    assert (await service.leave(room.id, a)).key == "left-ok"  # the computer plays on for them
    now = await service.get(room.id)
    assert now is not None and now.status == PLAYING and now.seats[0].user_id is None
    await lose(service, now, b)  # the one who stayed gives up: the computer "won" a's seat
    table = (await state(service, tid)).round_tables(1)[0]
    assert table.result == ((b,), (a,))
    assert tournament_results.behind([[0, 5], [6]], {5}) == [[0], [6], [5]]


async def test_every_table_plays_the_creators_last_lobby_options_in_the_group(service: RoomService) -> None:
    async with service.storage.transaction() as tx:
        await tx.lobby_defaults.put(GROUP, CREATOR, "scopa", 2, {"target": 21}, None)
        await tx.lobby_defaults.put(GROUP, CREATOR, "durak", 4, {"teams": "2x2"}, None)  # not for two
    tid = await signed_up(service, PEOPLE)
    assert await service.tournaments.start(tid, CREATOR, admin=False) == "tn-started"
    for room in await playing(service, tid, 1):
        assert room.options == {"target": 21} and room.capacity == 2
    async with service.storage.transaction() as tx:
        assert await table_options(tx, GROUP, CREATOR, "durak") == await table_options(
            tx, GROUP, 999, "durak"
        )


async def test_an_announcement_a_stop_cut_off_is_made_at_the_next_start_and_only_once(
    service: RoomService,
) -> None:
    told: list[tuple[str, int]] = []

    async def announce(kind: str, s: State, rooms: list[Room], telling: Telling) -> None:
        told.append((kind, s.tournament.round))

    service.tournaments.announce = announce
    tid = await signed_up(service, PEOPLE)
    assert await service.tournaments.start(tid, CREATOR, admin=False) == "tn-started"
    assert told == [("round", 1)]
    async with service.storage.transaction() as tx:  # as if the process stopped before telling
        await tx.run("UPDATE tournaments SET announced = 0 WHERE id = ?", (tid,))
    starts = []
    for _ in range(2):  # two starts (or two workers): told once
        again = RoomService(service.storage, service.settings, RecordingNotifier())
        again.tournaments.announce = announce
        starts.append(again)
        await again.start()
    try:
        assert told == [("round", 1), ("round", 1)]
        for room in await playing(service, tid, 1):
            await lose(service, room, room.seats[1].user_id or 0)
        await service.tournaments.idle()
        assert told[-1] == ("round", 2)
    finally:
        for again in starts:
            await again.close()


async def test_an_announcement_cut_off_gives_back_what_had_not_gone(service: RoomService) -> None:
    """A stop cancels an announcement once its pings went, while its group part waits on the
    group's lane: the next start is given the group's picture and words, not the pings."""
    waiting = asyncio.Event()

    async def stuck(kind: str, s: State, rooms: list[Room], telling: Telling) -> None:
        telling.gone.add("pings")  # handed to their lanes at once
        waiting.set()
        await asyncio.Event().wait()  # the group's part never gets its turn

    told: list[tuple[str, int, bool, bool, bool]] = []

    async def announce(kind: str, s: State, rooms: list[Room], telling: Telling) -> None:
        told.append((kind, s.tournament.round, telling.pings, telling.picture, telling.words))

    service.tournaments.announce = stuck
    tid = await signed_up(service, PEOPLE)
    task = asyncio.create_task(service.tournaments.start(tid, CREATOR, admin=False))
    await waiting.wait()
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    again = RoomService(service.storage, service.settings, RecordingNotifier())
    again.tournaments.announce = announce
    try:
        await again.start()
        assert told == [("round", 1, False, True, True)]
        await again.tournaments.resume()  # told: not again
        assert len(told) == 1
    finally:
        await again.close()


async def test_calling_off_is_the_creators_or_an_administrators(service: RoomService) -> None:
    tours = service.tournaments
    tid = await signed_up(service, PEOPLE)
    assert await tours.cancel(tid, 2, admin=False) == "tn-err-not-creator"
    assert await tours.cancel(tid, CREATOR, admin=False) == "tn-cancelled"
    assert await tours.cancel(tid, CREATOR, admin=False) == "tn-err-closed"
    assert await tours.join(tid, 5, "P5", "c5") == "tn-err-closed"
    assert (await state(service, tid)).tournament.status == "cancelled"
    fresh, refused = await tours.create(GROUP, 2, "scopa", "swiss", None, "en")  # the group may open another
    assert refused is None and fresh is not None and fresh.id != tid
    assert await tours.cancel(fresh.id, 3, admin=True) == "tn-cancelled"


async def test_a_call_off_at_the_same_moment_as_the_start_leaves_one_of_them(service: RoomService) -> None:
    """«Отменить» and «Начать» pressed at once: both wait for the tournament's lock, so either it
    is called off and never starts, or it starts and the call-off is refused in words — never a
    tournament whose round-1 tables play for a cancelled tournament."""
    tours = service.tournaments
    for _ in range(3):
        tid = await signed_up(service, PEOPLE)
        cancelled, started = await asyncio.gather(
            tours.cancel(tid, CREATOR, admin=False), tours.start(tid, CREATOR, admin=False)
        )
        status = (await state(service, tid)).tournament.status
        assert (cancelled, started, status) in {
            ("tn-cancelled", "tn-err-closed", "cancelled"),
            ("tn-err-closed", "tn-started", "running"),
        }
        if status == "running":
            assert await tours.end(tid, CREATOR, admin=False) == "tn-ended"


async def test_ending_a_running_tournament_counts_the_rounds_played_to_their_end(
    service: RoomService,
) -> None:
    tours = service.tournaments
    tid = await signed_up(service, PEOPLE)
    assert await tours.end(tid, CREATOR, admin=False) == "tn-err-closed"  # not running yet
    assert await tours.start(tid, CREATOR, admin=False) == "tn-started"
    games = []
    for room in await playing(service, tid, 1):
        winner, loser = (s.user_id or 0 for s in room.seats)
        await lose(service, room, loser)
        games.append(Game(((winner,), (loser,))))
    await tours.idle()
    half = (await playing(service, tid, 2))[0]  # round 2: one table ends, the other plays on
    await lose(service, half, half.seats[1].user_id or 0)
    await tours.idle()
    assert await tours.end(tid, 2, admin=False) == "tn-err-not-creator"
    assert await tours.end(tid, 3, admin=True) == "tn-ended"
    assert await tours.end(tid, CREATOR, admin=False) == "tn-err-closed"  # once
    s = await state(service, tid)
    expected = standings(seeded((uid, 1500.0) for uid in PEOPLE), [Round(tuple(games))])  # round 1 only
    assert s.tournament.status == FINISHED
    assert [(x.user_id, Fraction(x.score)) for x in s.final()] == [(e.id, e.score) for e in expected]
