"""The Durak lobby's issue-19 options through RoomService (no HTTP): the team option needs its seat
count, a seat change drops a team option that no longer fits, sides are picked before the seats fill
(issue 36) and the deal seats them as picked, and the lobby buttons show the team options only when
the seat count fits. The seating of three pairs and of two threes, as a unit."""

from __future__ import annotations

import random
from pathlib import Path

from bot import games
from bot.i18n import Translator
from bot.model import LOBBY, Room, Seat
from bot.render.context import Ctx
from bot.render.room import render
from bot.rules import sides
from tests.bot.test_room_service import service_on, stored


def _buttons(room) -> list[str]:  # type: ignore[no-untyped-def]
    """The creator's option buttons (its settings) and the lobby's own (the sides, in its first row)."""
    rows = games.get("durak").option_rows(room, Translator("ru"))
    _, markup = render(room, room.creator, Ctx(Translator("ru"), "kozyr_bot"))
    rows += markup.inline_keyboard if markup else []
    return [b.callback_data or "" for row in rows for b in row]


async def test_team_option_only_with_the_seat_count_that_fits(tmp_path: Path) -> None:
    async with service_on(tmp_path) as (service, storage, notifier):
        room = await service.create_room("durak", 1, None, "ru")
        assert room.capacity == 4
        assert f"o:{room.id}:teams:2x2" in _buttons(room)
        before = await stored(storage, room.id)
        assert (await service.set_option(room.id, 1, "teams", "3x2")).key == "err-forged"
        assert await stored(storage, room.id) == before  # refused: nothing changed
        assert (await service.set_option(room.id, 1, "teams", "2x2")).key == "option-ok"
        room = await service.get(room.id)
        assert room is not None and room.options["teams"] == "2x2"
        # three seats: the pairs no longer fit and are dropped; no team button is offered
        assert (await service.set_option(room.id, 1, "seats", "3")).key == "option-ok"
        room = await service.get(room.id)
        assert room is not None and room.capacity == 3 and room.options["teams"] is None
        assert not [d for d in _buttons(room) if ":teams:" in d or d.startswith("k:")]
        # six seats: none -> 3x2 -> 2x3 -> none
        for n in ("4", "5", "6"):
            assert (await service.set_option(room.id, 1, "seats", n)).key == "option-ok"
        room = await service.get(room.id)
        assert room is not None and f"o:{room.id}:teams:3x2" in _buttons(room)
        assert (await service.set_option(room.id, 1, "teams", "3x2")).key == "option-ok"
        room = await service.get(room.id)
        assert room is not None and f"o:{room.id}:teams:2x3" in _buttons(room)
        assert [d for d in _buttons(room) if d.startswith("k:")] == [f"k:{room.id}:{k}" for k in range(3)]
        assert (await service.set_option(room.id, 1, "ti", "after_cover")).key == "option-ok"
        assert (await service.set_option(room.id, 1, "ti", "never")).key == "err-forged"
        room = await service.get(room.id)
        assert room is not None and room.options["throw_in"] == "after_cover"
        line = games.get("durak").options_line(room, Translator("ru"))
        t = Translator("ru")
        assert t("durak-rule-throw-in", timing="after_cover") in line
        assert t("durak-rule-teams", teams="threepairs") in line


async def test_sides_are_picked_before_the_seats_fill(tmp_path: Path) -> None:
    async with service_on(tmp_path) as (service, storage, notifier):
        room = await service.create_room("durak", 1, None, "ru")
        assert (await service.set_option(room.id, 1, "teams", "2x2")).key == "option-ok"
        assert (await service.join(room.id, 2)).key == "join-ok"
        # a side while seats are free: 2 joins team 0 (seats 1 and 3), with the creator
        assert (await service.pick_team(room.id, 2, 0)).key == "team-ok"
        assert (await service.pick_team(room.id, 2, 0)).key == "team-already"
        assert (await service.pick_team(room.id, 2, 5)).key == "err-stale"
        assert (await service.pick_team(room.id, 1, 0)).key == "team-ok"
        # the side is full: a third person is refused it, and a person not seated is not sent there
        assert (await service.join(room.id, 3, team=0)).key == "join-ok"
        room = await service.get(room.id)
        assert room is not None and sides.chosen(room) == {1: 0, 2: 0}  # 3 took the place left
        before = await stored(storage, room.id)
        assert (await service.pick_team(room.id, 3, 0)).key == "err-team-full"
        assert (await service.pick_team(room.id, 9, 0)).key == "err-team-full"
        assert await stored(storage, room.id) == before  # refused: nothing changed
        assert (await service.pick_team(room.id, 9, 1)).key == "err-join-first"  # the link seats 9
        # everyone ready, the last seat to a computer: the deal seats the pairs as chosen
        for uid in (1, 2, 3):
            assert (await service.ready(room.id, uid, f"q{uid}")).key == "ready-ok"
        room = await service.get(room.id)
        assert room is not None and room.status == LOBBY  # a seat is still free
        assert (await service.fill_computers(room.id, 1, 0)).key == "computers-filled"
        room = await service.get(room.id)
        assert room is not None and room.game_running()
        assert [s.user_id for s in room.seats] == [1, 3, 2, None]


async def test_a_side_change_takes_the_ready_mark_of_whom_it_moves(tmp_path: Path) -> None:
    async with service_on(tmp_path) as (service, storage, notifier):
        room = await service.create_room("scopa", 1, None, "ru")
        assert (await service.set_option(room.id, 1, "seats", "4")).key == "option-ok"
        for uid in (2, 3):
            assert (await service.join(room.id, uid)).key == "join-ok"
        for uid in (2, 3):
            assert (await service.ready(room.id, uid, f"q{uid}")).key == "ready-ok"
        # nobody chose: the sides their arrival gave them
        room = await service.get(room.id)
        assert room is not None and [sides.side_of(room, u) for u in (1, 2, 3)] == [0, 1, 0]
        reply = await service.pick_team(room.id, 1, 1)  # the creator joins 2's side: nobody moves
        assert reply.key == "team-ok" and reply.room is not None
        assert [sides.side_of(reply.room, u) for u in (1, 2, 3)] == [1, 1, 0]
        assert [s.ready for s in reply.room.seats] == [False, True, True] and reply.room.lobby_note is None
        # 4 arrives and chooses side 1 too: 2 chose nothing, so 2 makes way (and gives «Готово» again)
        assert (await service.join(room.id, 4)).key == "join-ok"
        reply = await service.pick_team(room.id, 4, 1)
        assert reply.key == "team-ok" and reply.room is not None
        room = reply.room
        assert [sides.side_of(room, u) for u in (1, 2, 3, 4)] == [1, 0, 0, 1]
        # 2 was moved (its mark goes, the lobby says so); 3 was not (its mark stays)
        assert [s.ready for s in room.seats] == [False, False, True, False]
        assert room.lobby_note == "sides-cleared"
        # a seat-count change drops the sides
        for uid in (3, 4):
            assert (await service.kick(room.id, 1, uid)).key == "kick-ok"
        assert (await service.set_option(room.id, 1, "seats", "2")).key == "option-ok"
        room = await service.get(room.id)
        assert room is not None and "sides" not in room.extra


def _room(capacity: int, teams: str, people: list[int], computers: int = 0) -> Room:
    seats = [Seat(i, uid) for i, uid in enumerate(people)]
    seats += [Seat(len(seats) + i, None) for i in range(computers)]
    return Room(
        id="SIDES1", game="durak", chat_id=None, locale="ru", creator=people[0], capacity=capacity,
        options={"mode": "podkidnoy", "teams": teams}, status=LOBBY, turn=0, match_no=0, state=None,
        match_info=None, pending=None, last=None, outcome=None, created_at=0.0, updated_at=0.0, seats=seats,
    )


def test_three_pairs_and_two_threes_are_seated_as_chosen() -> None:
    # three pairs (seats {0, 3}, {1, 4}, {2, 5}): 1 and 4 choose pair 2, 2 and 5 pair 3, 3 none
    room = _room(6, "3x2", [1, 2, 3, 4, 5], computers=1)
    assert sides.team_count(room) == 3 and sides.team_size(room) == 2
    sides.set_chosen(room, {1: 1, 4: 1, 2: 2, 5: 2})
    assert [s.user_id if s else None for s in sides.plan(room)] == [3, 1, 2, None, 4, 5]
    assert not sides.room_for(room, 1, 3) and sides.room_for(room, 0, 3)
    sides.arrange(room)
    assert [s.user_id for s in room.seats] == [3, 1, 2, None, 4, 5]
    assert [s.seat for s in room.seats] == [*range(6)]
    # two threes ({0, 2, 4} and {1, 3, 5}): three friends on the second, the computers on the first
    room = _room(6, "2x3", [1, 2, 3, 4], computers=2)
    assert sides.team_count(room) == 2 and sides.team_size(room) == 3
    sides.set_chosen(room, {2: 1, 3: 1, 4: 1})
    assert not sides.room_for(room, 1, 1)
    sides.arrange(room)
    assert [s.user_id for s in room.seats] == [1, 2, None, 3, None, 4]
    # who chose nothing keeps the side their arrival gave them while it has a place: 2 picks the
    # side shown for 1, and they are partners
    room = _room(6, "2x3", [1, 2], computers=0)
    sides.set_chosen(room, {2: 0})
    assert [s.user_id if s else None for s in sides.plan(room)] == [1, None, 2, None, None, None]
    # the creator's shuffle: every person a side, never more than a side holds
    room = _room(6, "3x2", [1, 2, 3, 4, 5, 6])
    for seed in range(20):
        sides.shuffle(room, random.Random(seed))
        chosen = sides.chosen(room)
        assert set(chosen) == {1, 2, 3, 4, 5, 6}
        assert all(list(chosen.values()).count(k) == 2 for k in range(3))
