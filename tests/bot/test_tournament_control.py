"""A tournament's controls without Telegram (issue 47, ``bot/rooms/tournament_control.py``), on
virtual time and on SQLite and PostgreSQL: a start time starts it by itself through the stored
deadlines — after a restart too, and once when two workers fire it — or calls it off with too few
people; pausing keeps the next round from starting until it is resumed; a dropped person is not
paired again and finishes behind at the table they were playing; a person who leaves the group is
dropped the same way. Each refusal (someone else's press, a second press, a tournament over)
leaves the stored state as it was."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Awaitable, Callable
from datetime import UTC, datetime
from typing import Any

import pytest

from bot.chat.callbacks import Tourney, TourneyDrop
from bot.config import Settings
from bot.model import PLAYING
from bot.plumbing import clock
from bot.rooms.service import RoomService
from bot.rooms.tournament_control import START, local_time, next_at, time_of, zone_of
from bot.rooms.tournaments import State
from bot.storage import Database
from bot.storage.tournaments import CANCELLED, RUNNING, SIGNUP
from tests.bot.doubles import RecordingNotifier
from tests.bot.test_tournament_service import CREATOR, GROUP, PEOPLE, lose, playing, signed_up, state

pytestmark = pytest.mark.virtual_time

QUARTER = 15 * 60.0




def worker(storage: Database) -> RoomService:
    """A bot's room service on ``storage`` (computers wait 30 s before a move)."""
    return RoomService(storage, Settings.of(bot_token="1:x", computer_delay=30.0), RecordingNotifier())


@pytest.fixture
async def service(storage: Database) -> AsyncIterator[RoomService]:
    rooms = worker(storage)
    await rooms.start()  # its scheduler runs: the start times fire
    try:
        yield rooms
    finally:
        await rooms.close()


async def until(what: Callable[[], Awaitable[object]], seconds: float = 120.0) -> None:
    """Wait (virtual time) until ``what`` holds."""
    loop = asyncio.get_running_loop()
    end = loop.time() + seconds
    while not await what():
        assert loop.time() < end, "timed out"
        await asyncio.sleep(0.5)


async def timer_rows(rooms: RoomService, tid: str) -> list[tuple[object, ...]]:
    async with rooms.storage.read() as tx:
        rows = await tx.all("SELECT kind, due_at FROM deadlines WHERE room_id = ?", (tid,))
    return [tuple(r) for r in rows]


def recorder(rooms: RoomService) -> list[tuple[str, str]]:
    told: list[tuple[str, str]] = []

    async def tell(kind: str, s: State, name: str) -> None:
        told.append((kind, name))

    rooms.tournament_control.tell = tell
    return told


# ----- the words of a start time ----------------------------------------------------------------------------
def test_a_start_time_as_people_type_it() -> None:
    assert time_of("21:00") == (21, 0, None)
    assert time_of("9.30") == (9, 30, None)
    assert time_of("21:00+3") == (21, 0, 180)
    assert time_of("21:00UTC-5") == (21, 0, -300)
    assert time_of("7:05+5:30") == (7, 5, 330)
    for word in ("25:00", "21:60", "2100", "21:0", "abc", "21:00+15", "21:00x", "4", "swiss"):
        assert time_of(word) is None, word
    assert zone_of("UTC+3") == 180 and zone_of("GMT-4") == -240 and zone_of("utc") == 0
    assert zone_of("+14") == 840 and zone_of("-12") == -720 and zone_of("+15") is None
    assert zone_of("3") is None and zone_of("") is None


def test_the_controls_buttons_fit_telegrams_64_bytes() -> None:
    longest = "A" * 16  # a tournament's id is a room id: 4–16 letters and digits
    for act in "qhnprdb":
        assert len(Tourney(id=longest, act=act).pack().encode()) <= 64  # type: ignore[arg-type]
    assert len(TourneyDrop(id=longest, user=2**53).pack().encode()) <= 37


def test_the_next_moment_a_clock_in_an_offset_shows_a_time() -> None:
    now = datetime(2026, 12, 7, 17, 30, tzinfo=UTC).timestamp()  # 20:30 at UTC+3
    assert next_at(now, 21, 0, 180) == now + 30 * 60  # today, half an hour on
    assert next_at(now, 20, 0, 180) == now + 23.5 * 3600  # passed today: tomorrow
    assert next_at(now, 17, 30, 0) == now + 24 * 3600  # exactly now: tomorrow
    assert local_time(now, 180) == ("20:30", "UTC+3")
    assert local_time(now, 0) == ("17:30", "UTC")
    assert local_time(now, -210) == ("14:00", "UTC−3:30")


# ----- the start time ---------------------------------------------------------------------------------------
async def test_a_start_time_starts_it_by_itself(service: RoomService) -> None:
    control = service.tournament_control
    tid = await signed_up(service, PEOPLE)
    # someone else's press, and a time too far, change nothing
    assert await control.later(tid, 2, admin=False, seconds=QUARTER) == "tn-err-not-creator"
    assert await control.set_time(tid, CREATOR, False, 21, 0, 24 * 60) == "tn-err-time"  # no such offset
    assert await control.set_time(tid, CREATOR, False, 24, 0, 0) == "tn-err-time"
    assert (await state(service, tid)).tournament.starts_at is None and await timer_rows(service, tid) == []
    assert await control.set_time(tid, CREATOR, False, 21, 0, 180) == "tn-time-set"  # always within a day
    assert (await state(service, tid)).tournament.options["utc_offset"] == 180
    assert await control.clear_time(tid, CREATOR, admin=False) == "tn-time-cleared"
    assert await control.clear_time(tid, CREATOR, admin=False) == "tn-err-no-time"  # a double tap
    assert (await state(service, tid)).tournament.starts_at is None and await timer_rows(service, tid) == []
    assert await control.later(tid, CREATOR, admin=False, seconds=9 * 3600) == "tn-time-set"
    assert await control.later(tid, CREATOR, admin=False, seconds=16 * 3600) == "tn-err-time"  # > 24 h
    assert await control.clear_time(tid, CREATOR, admin=False) == "tn-time-cleared"
    # a group administrator sets it: a quarter of an hour on, from the next whole minute
    now = clock.now()
    assert await control.later(tid, 3, admin=True, seconds=QUARTER) == "tn-time-set"
    at = (await state(service, tid)).tournament.starts_at
    assert at is not None and at % 60 == 0 and now + QUARTER <= at < now + QUARTER + 60
    assert await timer_rows(service, tid) == [(START, at)]  # the stored timer
    await asyncio.sleep(QUARTER - 120)
    assert (await state(service, tid)).tournament.status == SIGNUP  # not before its time

    async def started() -> bool:
        return (await state(service, tid)).tournament.status == RUNNING

    await until(started, 300)
    assert clock.now() >= at
    s = await state(service, tid)
    assert s.tournament.round == 1 and len(s.round_tables(1)) == 2
    assert await timer_rows(service, tid) == []
    # the time of a running tournament is not changed any more
    assert await control.later(tid, CREATOR, admin=False, seconds=QUARTER) == "tn-err-closed"


async def test_too_few_people_at_the_start_time_call_it_off(service: RoomService) -> None:
    told = recorder(service)
    tid = await signed_up(service, [1, 2, 3])
    now = clock.now()
    hour, minute = divmod(int((now + 20 * 60) // 60) % (24 * 60), 60)
    assert await service.tournament_control.set_time(tid, CREATOR, False, hour, minute, 0) == "tn-time-set"

    async def off() -> bool:
        return bool(told) and (await state(service, tid)).tournament.status == CANCELLED  # then told

    await until(off, 30 * 60)
    assert told == [("called-off", "")]
    assert await timer_rows(service, tid) == []
    assert await service.tournaments.join(tid, 4, "P4", "c4") == "tn-err-closed"


async def test_a_start_time_survives_a_restart_and_two_workers_start_it_once(storage: Database) -> None:
    first = worker(storage)
    await first.start()
    tid = await signed_up(first, PEOPLE)
    assert await first.tournament_control.later(tid, CREATOR, admin=False, seconds=QUARTER) == "tn-time-set"
    await first.close()  # the bot stops before the time
    a, b = worker(storage), worker(storage)  # two workers start on the same database: both arm it
    await a.start()
    await b.start()
    try:

        async def started() -> bool:
            return (await state(a, tid)).tournament.status == RUNNING

        await until(started, 30 * 60)
        await asyncio.sleep(5)  # the other worker's timer has fired too
        await a.tournaments.idle()
        await b.tournaments.idle()
        s = await state(a, tid)
        assert s.tournament.round == 1 and len(s.round_tables(1)) == 2  # round 1 made once
        async with storage.read() as tx:
            rooms = await tx.all("SELECT id FROM rooms WHERE chat_id = ?", (GROUP,))
        assert len(rooms) == 2
    finally:
        await a.close()
        await b.close()


# ----- pausing ----------------------------------------------------------------------------------------------
async def test_a_paused_tournament_starts_no_new_round_until_resumed(service: RoomService) -> None:
    control = service.tournament_control
    tid = await signed_up(service, PEOPLE)
    assert await control.pause(tid, CREATOR, admin=False) == "tn-err-closed"  # not running yet
    assert await service.tournaments.start(tid, CREATOR, admin=False) == "tn-started"
    assert await control.pause(tid, 2, admin=False) == "tn-err-not-creator"
    assert not (await state(service, tid)).tournament.paused
    assert await control.resume(tid, CREATOR, admin=False) == "tn-err-not-paused"
    assert await control.pause(tid, 2, admin=True) == "tn-paused"  # an administrator's
    assert await control.pause(tid, CREATOR, admin=False) == "tn-err-paused"  # a double tap
    for room in await playing(service, tid, 1):  # the tables being played go on to their ends
        await lose(service, room, room.seats[1].user_id or 0)
    await service.tournaments.idle()
    s = await state(service, tid)
    assert s.tournament.round == 1 and all(t.result is not None for t in s.round_tables(1))
    assert s.round_tables(2) == []  # no round 2 while paused
    assert await control.resume(tid, 3, admin=False) == "tn-err-not-creator"
    assert await control.resume(tid, CREATOR, admin=False) == "tn-resumed"
    s = await state(service, tid)
    assert not s.tournament.paused and s.tournament.round == 2 and len(s.round_tables(2)) == 2


# ----- dropping a person ------------------------------------------------------------------------------------
async def test_a_dropped_person_forfeits_their_table_and_is_not_paired_again(service: RoomService) -> None:
    control = service.tournament_control
    told = recorder(service)
    tid = await signed_up(service, PEOPLE)
    assert await service.tournaments.start(tid, CREATOR, admin=False) == "tn-started"
    first, second = await playing(service, tid, 1)
    out, stays = (s.user_id or 0 for s in first.seats)
    assert await control.drop(tid, 2, admin=False, target=out) == "tn-err-not-creator"
    assert await control.drop(tid, CREATOR, admin=False, target=99) == "tn-err-no-player"
    assert all(p.dropped is None for p in (await state(service, tid)).people)
    assert await control.drop(tid, CREATOR, admin=False, target=out) == "tn-dropped"
    assert await control.drop(tid, CREATOR, admin=True, target=out) == "tn-err-dropped"  # a double tap
    assert told == [("dropped", f"P{out}")]
    s = await state(service, tid)
    assert [p.user_id for p in s.people if p.dropped == 1] == [out]
    now = await service.get(first.id)  # they walked away: a computer plays their seat
    assert now is not None and now.status == PLAYING and now.seat_of(out) is None
    await lose(service, now, stays)  # the one who stayed gives up: still, the dropped one is behind
    await lose(service, second, second.seats[1].user_id or 0)
    await service.tournaments.idle()
    s = await state(service, tid)
    assert s.round_tables(1)[0].result == ((stays,), (out,))
    seated = [uid for t in s.round_tables(2) for uid in t.seats]
    assert s.tournament.round == 2 and out not in seated and sorted(seated) == sorted(set(PEOPLE) - {out})
    assert sum(t.bye for t in s.round_tables(2)) == 1  # three left: one bye


async def test_a_person_leaving_the_group_is_off_the_list_or_dropped(service: RoomService) -> None:
    control = service.tournament_control
    told = recorder(service)
    tid = await signed_up(service, [*PEOPLE, 5])
    await control.member_left(GROUP, 5)  # while it signs up: off the list
    await control.member_left(GROUP, 77)  # not in it: nothing
    await control.member_left(-5, 1)  # another group: nothing
    assert [p.user_id for p in (await state(service, tid)).people] == PEOPLE
    assert told == [("left-group", "P5")]
    assert await service.tournaments.start(tid, CREATOR, admin=False) == "tn-started"
    await control.member_left(GROUP, 4)
    s = await state(service, tid)
    assert [p.user_id for p in s.people if p.dropped is not None] == [4]
    table = next(t for t in s.round_tables(1) if 4 in t.seats)
    assert table.room_id is not None
    room = await service.get(table.room_id)
    assert room is not None and room.seat_of(4) is None  # walked away from the table


async def test_a_swiss_with_one_person_left_ends(service: RoomService) -> None:
    control = service.tournament_control
    tid = await signed_up(service, PEOPLE, rounds=3)
    assert await service.tournaments.start(tid, CREATOR, admin=False) == "tn-started"
    for uid in (2, 3, 4):
        assert await control.drop(tid, CREATOR, admin=False, target=uid) == "tn-dropped"
    for room in await playing(service, tid, 1):
        now = await service.get(room.id)
        assert now is not None
        human = next((s.user_id for s in now.seats if s.user_id is not None), None)
        if now.status == PLAYING and human is not None:
            await lose(service, now, human)
    await service.tournaments.idle()

    async def over() -> bool:
        return (await state(service, tid)).tournament.status == "finished"

    await until(over, 60)
    assert await control.drop(tid, CREATOR, admin=False, target=1) == "tn-err-closed"  # an old list


# ----- a person leaving the group, as Telegram says it ----------------------------------------------------
async def test_telegrams_word_of_someone_leaving_reaches_the_tournament() -> None:
    from datetime import datetime as dt
    from types import SimpleNamespace

    from aiogram import Dispatcher
    from aiogram.types import Chat, ChatMemberLeft, ChatMemberMember, ChatMemberUpdated, Message, User

    from bot.handlers import tournament_control as handlers

    gone: list[tuple[int, int]] = []

    async def member_left(chat_id: int, user_id: int) -> None:
        gone.append((chat_id, user_id))

    control: Any = SimpleNamespace(service=SimpleNamespace(member_left=member_left))
    group = Chat(id=GROUP, type="supergroup")
    ann, bot = User(id=7, is_bot=False, first_name="Ann"), User(id=9, is_bot=True, first_name="Bot")
    for who in (ann, bot):  # a bot leaving is nobody's tournament
        update = ChatMemberUpdated(
            chat=group, from_user=who, date=dt.now(UTC),
            old_chat_member=ChatMemberMember(user=who), new_chat_member=ChatMemberLeft(user=who),
        )  # fmt: skip
        await handlers.left_update(update, control)
        message = Message(message_id=1, date=dt.now(UTC), chat=group, from_user=who, left_chat_member=who)
        await handlers.left_message(message, control)
    assert gone == [(GROUP, 7), (GROUP, 7)]
    dp = Dispatcher()
    dp.include_router(handlers.create_router())
    assert {"chat_member", "message", "callback_query"} <= set(dp.resolve_used_update_types())


async def test_a_start_time_missed_long_ago_while_no_bot_ran_calls_it_off(storage: Database) -> None:
    first = worker(storage)
    await first.start()
    tid = await signed_up(first, PEOPLE)
    assert await first.tournament_control.later(tid, CREATOR, admin=False, seconds=QUARTER) == "tn-time-set"
    await first.close()
    await asyncio.sleep(QUARTER + 2 * 3600)  # no bot runs at the time, nor for two hours after it
    again = worker(storage)
    told = recorder(again)
    await again.start()
    try:

        async def off() -> bool:
            return bool(told) and (await state(again, tid)).tournament.status == CANCELLED

        await until(off, 60)
        assert told == [("called-off-late", "")]
        assert await timer_rows(again, tid) == []
    finally:
        await again.close()
