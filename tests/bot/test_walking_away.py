"""Issue 44, items 2 and 8: no way out of a rated match leaves ratings untouched, and nobody loses a
move on time to a lone opponent. The room service without HTTP, on SQLite and PostgreSQL: whoever
ends a people-only match (the creator's «⛔ Завершить игру»), or whose absence ends it (a pause that
runs out, a room that expires waiting for them) or lets the computer take their seat («🤖 Сыграть
за …»), loses it — rated at once, once, as a loss to each other side; the others' ratings rise as
for a win. Facing one opponent, a silent person's seat is never offered to the computer (only an
unreachable one's); at a table of three people it is, and the match is then the silent one's loss.
The end-to-end paths (the buttons, the ``e:`` payload, the announcements) are in
``test_walking_away_e2e.py``."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import pytest

from bot.config import Settings
from bot.model import LOBBY, PLAYING, Room, sorted_legal
from bot.rooms.deadlines import absent_targets
from bot.rooms.service import RoomService
from bot.rules import rules_of
from bot.storage import Database, SqliteStorage
from bot.storage.pg import PostgresStorage
from tests import postgres
from tests.bot.doubles import RecordingNotifier

NAMES = {1: "Ann", 2: "Bob", 3: "Cid"}


@pytest.fixture(params=["sqlite", "postgres"])
def backend(request: pytest.FixtureRequest) -> str:
    if request.param == "postgres" and postgres.server() is None:
        pytest.skip("no PostgreSQL server (set KOZYR_TEST_POSTGRES, or run one on 127.0.0.1:5432)")
    return str(request.param)


@asynccontextmanager
async def service_on(
    backend: str, tmp_path: Path, **settings: Any
) -> AsyncIterator[tuple[RoomService, Database, RecordingNotifier]]:
    storage: Database
    if backend == "postgres":
        storage = PostgresStorage(postgres.fresh_url(), min_size=1, max_size=3)
    else:
        storage = SqliteStorage(tmp_path / "s.sqlite3")
    await storage.open()
    notifier = RecordingNotifier()
    # computers wait 30 s before a move, so a computer never moves during a test (close() stops them)
    service = RoomService(storage, Settings.of(bot_token="1:x", computer_delay=30.0, **settings), notifier)
    try:
        for uid, name in NAMES.items():  # people who opened the bot (the bot can lose them)
            await service.touch_user(uid, name, None, "ru", started=True)
        yield service, storage, notifier
    finally:
        await service.close()
        await storage.close()


async def people_only(service: RoomService, game: str, users: tuple[int, ...] = (1, 2)) -> Room:
    """A private room of user 1 that the others joined, all ready: the people-only match runs (Bura's
    draw played)."""
    room = await service.create_room(game, 1, None, "ru")
    if room.capacity != len(users):
        assert (await service.set_option(room.id, 1, "seats", str(len(users)))).key == "option-ok"
    for uid in users[1:]:
        assert (await service.join(room.id, uid)).key == "join-ok"
    for uid in users:
        assert (await service.ready(room.id, uid, f"c{uid}")).key == "ready-ok"
    started = await service.get(room.id)
    assert started is not None and started.game_running()
    game_ = started.engine()
    while game_ is not None and rules_of(game_.name).in_draw(game_):
        seat = game_.to_act()[0]
        legal = sorted_legal(game_, seat)
        pick = next((i for i, a in enumerate(legal) if a.position == seat), 0)
        user = started.seats[seat].user_id
        assert user is not None
        assert (await service.act(room.id, user, started.turn, seat, pick)).room is not None
        started = await service.get(room.id)
        assert started is not None
        game_ = started.engine()
    return started


async def ratings(storage: Database, game: str) -> dict[int, tuple[float, int, int, int]]:
    """Each rated person's (rating, games, wins, losses) in ``game``."""
    async with storage.read() as tx:
        found = await tx.ratings.of(list(NAMES), game)
    return {u: (r.rating, r.games, r.wins, r.losses) for u, r in found.items()}


def lost_to_all(rated: dict[int, tuple[float, int, int, int]], loser: int, winners: list[int]) -> None:
    """``loser`` lost one rated game, each of ``winners`` won one."""
    assert set(rated) == {loser, *winners}, rated
    assert rated[loser][0] < 1500.0 and rated[loser][1:] == (1, 0, 1)
    for w in winners:
        assert rated[w][0] > 1500.0 and rated[w][1:] == (1, 1, 0)


async def to_act(service: RoomService, room_id: str) -> tuple[Room, int, int]:
    """The room, the person it waits for, and one who is not waited for."""
    room = await service.get(room_id)
    assert room is not None
    game = room.engine()
    assert game is not None
    seat = game.view(None)["to_act"][0]
    silent = room.seats[seat].user_id
    assert silent is not None
    other = next(u for u in room.human_ids() if u != silent)
    return room, silent, other


# ----- item 2: ending, and an absence that ends the match -----------------------------------------------
async def test_the_creator_who_ends_a_rated_match_loses_it(backend: str, tmp_path: Path) -> None:
    async with service_on(backend, tmp_path) as (service, storage, notifier):
        room = await people_only(service, "bura")
        assert (await service.end_game(room.id, 1)).key == "ended-ok"
        ended = await service.get(room.id)
        assert ended is not None and ended.status == LOBBY
        lost_to_all(await ratings(storage, "bura"), 1, [2])
        assert ended.outcome == {"type": "ended", "user": 1, "lost": [1]}


async def test_ending_while_someone_cannot_be_reached_is_their_loss(backend: str, tmp_path: Path) -> None:
    async with service_on(backend, tmp_path) as (service, storage, notifier):
        room = await people_only(service, "durak", (1, 2, 3))
        await service.user_lost(3)
        assert (await service.get(room.id)).paused  # type: ignore[union-attr]
        assert (await service.end_game(room.id, 1)).key == "ended-ok"
        ended = await service.get(room.id)
        lost_to_all(await ratings(storage, "durak"), 3, [1, 2])
        assert ended is not None and ended.outcome == {"type": "ended", "user": 1, "lost": [3]}


async def test_leaving_a_match_that_waits_for_an_unreachable_person_is_their_loss(
    backend: str, tmp_path: Path
) -> None:
    """Leaving is the leaver's loss (session 21) — but not when what they leave is someone's absence."""
    async with service_on(backend, tmp_path) as (service, storage, notifier):
        room = await people_only(service, "bura")
        await service.user_lost(2)
        assert (await service.leave(room.id, 1)).key == "left-ok"
        lost_to_all(await ratings(storage, "bura"), 2, [1])
        other = await people_only(service, "scopa")  # nobody absent: the leaver's loss, as before
        assert (await service.leave(other.id, 2)).key == "left-ok"
        lost_to_all(await ratings(storage, "scopa"), 2, [1])


async def test_a_pause_that_runs_out_is_the_absent_players_loss(backend: str, tmp_path: Path) -> None:
    async with service_on(backend, tmp_path) as (service, storage, notifier):
        room = await people_only(service, "scopa")
        await service.user_lost(2)
        paused = await service.get(room.id)
        assert paused is not None and paused.paused
        await service.fire(room.id, "pause", paused.turn)
        cancelled = await service.get(room.id)
        assert cancelled is not None and cancelled.status == LOBBY
        lost_to_all(await ratings(storage, "scopa"), 2, [1])
        assert cancelled.outcome == {"type": "cancelled", "user": 2, "users": [2], "lost": [2]}
        assert (room.id, "pause-cancelled-rated", (2,)) in notifier.of("announce")


async def test_a_room_that_expires_waiting_for_someone_is_their_loss(backend: str, tmp_path: Path) -> None:
    async with service_on(backend, tmp_path) as (service, storage, notifier):
        room = await people_only(service, "bura")
        room, silent, other = await to_act(service, room.id)
        async with storage.transaction() as tx:  # the expiry armed for this very turn (it trails)
            await tx.run("UPDATE deadlines SET turn = ? WHERE room_id = ? AND kind = 'expiry'",
                         (room.turn, room.id))
        await service.fire(room.id, "expiry", room.turn)
        closed = await service.get(room.id)
        assert closed is not None and closed.status == "closed"
        lost_to_all(await ratings(storage, "bura"), silent, [other])
        assert closed.outcome == {"type": "expired", "lost": [silent]}


async def test_a_match_with_a_computer_stays_unrated_whoever_ends_it(backend: str, tmp_path: Path) -> None:
    async with service_on(backend, tmp_path) as (service, storage, notifier):
        room = await service.create_room("durak", 1, None, "ru")
        assert (await service.set_option(room.id, 1, "seats", "3")).key == "option-ok"
        assert (await service.join(room.id, 2)).key == "join-ok"
        assert (await service.add_computer(room.id, 1)).room is not None
        for uid in (1, 2):
            assert (await service.ready(room.id, uid, f"c{uid}")).key == "ready-ok"
        assert (await service.get(room.id)).status == PLAYING  # type: ignore[union-attr]
        assert (await service.end_game(room.id, 1)).key == "ended-ok"
        ended = await service.get(room.id)
        assert ended is not None and ended.outcome == {"type": "ended", "user": 1, "lost": []}
        assert await ratings(storage, "durak") == {}


# ----- «🤖 Сыграть за …»: an unreachable person at once, a silent one only at a table of three ------
async def test_a_blocked_players_seat_goes_to_the_computer_and_the_match_is_their_loss(
    backend: str, tmp_path: Path
) -> None:
    async with service_on(backend, tmp_path) as (service, storage, notifier):
        room = await people_only(service, "bura")
        await service.user_lost(2)
        paused = await service.get(room.id)
        assert paused is not None and paused.paused
        # the opponent may not hand over the wrong person, nor themselves
        assert (await service.take_over(room.id, 1, paused.turn, 3)).key == "err-stale"
        reply = await service.take_over(room.id, 1, paused.turn, 2)
        assert reply.key == "takeover-ok"
        on = await service.get(room.id)
        assert on is not None and not on.paused and on.away() == [2] and on.status == PLAYING
        lost_to_all(rated := await ratings(storage, "bura"), 2, [1])
        assert (room.id, "takeover-announce-rated", (2,)) in notifier.of("announce")
        # the match goes on against the computer; its end (here: ended by the creator) moves nobody
        assert (await service.end_game(room.id, 1)).key == "ended-ok"
        assert await ratings(storage, "bura") == rated


async def test_a_lone_opponent_never_takes_a_thinking_persons_move(backend: str, tmp_path: Path) -> None:
    async with service_on(backend, tmp_path, absent_after_seconds=0.0) as (service, storage, notifier):
        room = await people_only(service, "bura")
        room, silent, other = await to_act(service, room.id)
        assert absent_targets(room) == []
        await service.fire(room.id, "absent", room.turn)  # (no such deadline is armed: nothing)
        assert (await service.take_over(room.id, other, room.turn, silent)).key == "err-stale"
        after = await service.get(room.id)
        assert after is not None and after.away() == [] and after.turn == room.turn
        assert await ratings(storage, "bura") == {}


async def test_at_a_table_of_three_a_silent_person_handed_over_loses_the_rated_match(
    backend: str, tmp_path: Path
) -> None:
    async with service_on(backend, tmp_path, absent_after_seconds=0.0) as (service, storage, notifier):
        room = await people_only(service, "durak", (1, 2, 3))
        room, silent, other = await to_act(service, room.id)
        assert silent in absent_targets(room)
        assert (await service.take_over(room.id, other, room.turn, silent)).key == "hurry-not-yet"
        await service.fire(room.id, "absent", room.turn)
        assert (await service.take_over(room.id, other, room.turn, silent)).key == "takeover-ok"
        rated = await ratings(storage, "durak")
        lost_to_all(rated, silent, [u for u in (1, 2, 3) if u != silent])
        # they take the seat back with any press: the match goes on, already rated
        assert await service.come_back(room.id, silent)
        assert (await service.end_game(room.id, 1)).key == "ended-ok"
        assert await ratings(storage, "durak") == rated


def test_several_absent_lose_to_each_other_side_and_not_to_each_other() -> None:
    from bot.rooms.rating import Side, forfeit_sides
    from tests.bot.test_ratings import room_of

    four = room_of("durak", [1, 2, 3, 4])
    assert forfeit_sides(four, [1, 3], 0) == [
        Side((2,), "loss"), Side((4,), "loss"), Side((1,), "win"), Side((3,), "win")
    ]  # fmt: skip
    # 2×2: both absent in one team — that team lost to the other; one in each team — nobody won
    assert forfeit_sides(four, [1, 3], 2) == [Side((2,), "loss"), Side((4,), "loss"), Side((1, 3), "win")]
    assert forfeit_sides(four, [0, 1], 2) == []
    assert forfeit_sides(room_of("bura", [1, 2]), [0, 1], 0) == []  # everyone absent: nobody won
    assert forfeit_sides(room_of("bura", [1, 2]), [], 0) == []
