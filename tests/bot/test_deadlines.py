"""The pure deadline logic (``bot/rooms/deadlines.py``) on hand-built rooms: which deadlines a room
wants (``wanted``), how long an engine clock lasts (``clock_seconds``), whom «Поторопить» concerns
(``hurry_targets``) and the public timing the screens show (``timing``). No storage, no HTTP."""

from __future__ import annotations

from typing import Any

import pytest

from bot.config import Settings
from bot.rooms.deadlines import ClockTiming, Want, clock_seconds, hurry_targets, timing, wanted
from bot.rooms.model import CLOSED, LOBBY, PLAYING, Pause, Room, Seat
from engines import fairness
from engines.bura.rules import Bura
from engines.durak import Durak
from engines.protocol import Game

UPDATED = 1_000_000.0
TURN = 7


def settings(**overrides: Any) -> Settings:
    values: dict[str, Any] = dict(
        bot_token="1:x", room_ttl_seconds=600.0, window_seconds=2.5, claim_seconds=1.5,
        hurry_after_seconds=90.0, pause_seconds=300.0, clock_shortcut_seconds=None,
    )
    return Settings.of(**{**values, **overrides})


def dealt(game: str) -> Game:
    """A two-seat game after its first deal (a fixed deck)."""
    engine = Bura.new(2) if game == "bura" else Durak.new(2)
    engine.deal_from_deck(fairness.derive_deck(game, bytes(32), ["1:a"], f"{game}:1"))
    return engine


def make_room(
    game: str = "durak",
    status: str = PLAYING,
    engine: Game | None = None,
    users: tuple[int | None, ...] = (11, 12),
    pauses: tuple[Pause, ...] = (),
) -> Room:
    room = Room(
        id="R000000001", game=game, chat_id=None, locale="ru", creator=11, capacity=len(users), options={},
        status=status, turn=TURN, match_no=1, state=None, match_info=None, pending=None, last=None,
        outcome=None, created_at=UPDATED - 50, updated_at=UPDATED,
        seats=[Seat(i, u) for i, u in enumerate(users)], pauses=list(pauses),
    )
    if engine is not None:
        room.set_engine(engine)
    return room


# ----- wanted -----------------------------------------------------------------------------------------------
def test_a_closed_room_wants_nothing() -> None:
    # even one that still holds a running Bura deal with its window open and two humans
    assert wanted(make_room("bura", CLOSED, dealt("bura")), settings()) == {}


def test_a_lobby_wants_only_its_expiry() -> None:
    want = wanted(make_room(status=LOBBY), settings())
    assert want == {"expiry": Want(TURN, None, 600.0, UPDATED + 600.0)}


def test_a_room_between_deals_waits_for_its_people_and_hurries_them() -> None:
    # issue 16: «Поторопить» and «🤖 Сыграть за …» work between deals too
    room = make_room("durak", PLAYING, Durak.new(2))  # a match started, its deal not dealt yet
    assert room.between_deals()
    assert set(wanted(room, settings())) == {"expiry", "hurry", "absent"}
    assert hurry_targets(room) == [11, 12]
    room.seats[0].ready = True
    assert hurry_targets(room) == [12]
    room.seats[1].ready = True
    assert set(wanted(room, settings())) == {"expiry"}


def test_between_deals_with_one_person_the_next_deal_starts_by_itself() -> None:
    room = make_room("bura", PLAYING, Bura.new(2), users=(11, None))
    assert room.between_deals()
    want = wanted(room, settings(next_deal_seconds=4.0))
    assert set(want) == {"expiry", "next"} and want["next"].due == UPDATED + 4.0
    room.set_away([11])  # nobody plays their own seat: still by itself
    assert "next" in wanted(room, settings())


def test_a_lobby_hurries_only_when_full_and_someone_is_ready() -> None:
    room = make_room(status=LOBBY)
    assert hurry_targets(room) == []
    room.seats[0].ready = True
    assert hurry_targets(room) == [12]
    assert set(wanted(room, settings())) == {"expiry", "hurry"}  # never «🤖 Сыграть за» in a lobby


def test_a_paused_room_wants_expiry_and_the_earliest_pause_only() -> None:
    pauses = (Pause(11, UPDATED - 10, UPDATED + 500), Pause(12, UPDATED - 5, UPDATED + 120))
    room = make_room("bura", PLAYING, dealt("bura"), pauses=pauses)
    assert room.paused and room.engine().pending_clock()  # a window is open, yet nothing runs
    want = wanted(room, settings())
    assert want == {
        "expiry": Want(TURN, None, 600.0, UPDATED + 600.0),
        "pause": Want(TURN, None, 120.0, UPDATED + 120.0),
    }


def test_an_open_bura_window_wants_a_clock_of_the_settings_window_seconds() -> None:
    room = make_room("bura", PLAYING, dealt("bura"))
    assert room.engine().pending_clock() == {"action": "window_close", "seconds": 5}  # the rules' 5 s
    want = wanted(room, settings())
    assert want["clock"] == Want(TURN, "window_close", 2.5, UPDATED + 2.5)
    # CLOCK_SHORTCUT_SECONDS replaces every engine clock (fast tests and demos)
    assert wanted(room, settings(clock_shortcut_seconds=0.05))["clock"] == Want(
        TURN, "window_close", 0.05, UPDATED + 0.05
    )


def test_a_bura_claim_wants_a_clock_of_the_claim_seconds() -> None:
    state = dealt("bura").to_json()
    state.update(phase="claim")
    room = make_room("bura", PLAYING, Bura.from_json(state))
    assert room.engine().pending_clock()["action"] == "claim_timeout"
    assert wanted(room, settings())["clock"] == Want(TURN, "claim_timeout", 1.5, UPDATED + 1.5)


def test_durak_has_no_clock_and_hurry_needs_two_humans() -> None:
    two_humans = wanted(make_room("durak", PLAYING, dealt("durak")), settings())
    assert set(two_humans) == {"expiry", "hurry", "absent"}
    assert two_humans["hurry"] == Want(TURN, None, 90.0, UPDATED + 90.0)
    assert two_humans["absent"] == Want(TURN, None, 180.0, UPDATED + 180.0)
    with_a_computer = wanted(make_room("durak", PLAYING, dealt("durak"), users=(11, None)), settings())
    assert set(with_a_computer) == {"expiry"}


# ----- clock_seconds and hurry_targets ----------------------------------------------------------------------
@pytest.mark.parametrize(
    ("shortcut", "action", "pending", "expected"),
    [
        (None, "window_close", 5.0, 2.5),
        (None, "claim_timeout", 3.0, 1.5),
        (None, "some_other_clock", 4.0, 4.0),  # an action the settings do not name: the engine's seconds
        (0.05, "window_close", 5.0, 0.05),
        (0.05, "claim_timeout", 3.0, 0.05),
        (0.05, "some_other_clock", 4.0, 0.05),
    ],
)
def test_clock_seconds(shortcut: float | None, action: str, pending: float, expected: float) -> None:
    assert clock_seconds(settings(clock_shortcut_seconds=shortcut), action, pending) == expected


def test_hurry_targets_are_the_humans_to_act_when_two_humans_sit() -> None:
    room = make_room("durak", PLAYING, dealt("durak"))
    to_act = room.engine().view(None)["to_act"]
    assert to_act and hurry_targets(room) == [room.seats[s].user_id for s in to_act]
    assert hurry_targets(make_room("durak", PLAYING, dealt("durak"), users=(11, None))) == []
    assert hurry_targets(make_room("durak", LOBBY)) == []  # no game


# ----- timing -----------------------------------------------------------------------------------------------
def test_timing_of_a_paused_room_names_who_and_until_when() -> None:
    pauses = (Pause(12, UPDATED - 5, UPDATED + 120),)
    t = timing(make_room("bura", PLAYING, dealt("bura"), pauses=pauses), {}, settings(), now=UPDATED + 1)
    assert (t.pause_users, t.pause_until, t.clock, t.hurry) == ([12], UPDATED + 120, None, False)
    assert t.ttl_seconds == 600.0 and t.now == UPDATED + 1


def test_timing_clock_follows_the_stored_row_of_the_same_action() -> None:
    room = make_room("bura", PLAYING, dealt("bura"))
    assert timing(room, {}, settings(), UPDATED).clock == ClockTiming("window_close", UPDATED + 2.5, 2.5)
    # the stored row keeps its due time (a window is not restarted by a move inside it)
    row = {"action": "window_close", "fired_at": None, "due_at": UPDATED - 1.0, "seconds": 2.0}
    assert timing(room, {"clock": row}, settings(), UPDATED).clock == ClockTiming(
        "window_close", UPDATED - 1.0, 2.0
    )
    # a fired row, or one of another action, is not this window's
    for other in ({**row, "fired_at": UPDATED - 1.0}, {**row, "action": "claim_timeout"}):
        assert timing(room, {"clock": other}, settings(), UPDATED).clock == ClockTiming(
            "window_close", UPDATED + 2.5, 2.5
        )


def test_timing_shows_hurry_only_after_its_deadline_fired_for_this_turn_with_two_humans() -> None:
    room = make_room("durak", PLAYING, dealt("durak"))
    fired = {"turn": TURN, "fired_at": UPDATED + 90.0}
    assert timing(room, {"hurry": fired}, settings(), UPDATED + 91).hurry is True
    assert timing(room, {}, settings(), UPDATED + 91).hurry is False
    assert timing(room, {"hurry": {**fired, "fired_at": None}}, settings(), UPDATED + 91).hurry is False
    assert timing(room, {"hurry": {**fired, "turn": TURN - 1}}, settings(), UPDATED + 91).hurry is False
    alone = make_room("durak", PLAYING, dealt("durak"), users=(11, None))
    assert timing(alone, {"hurry": fired}, settings(), UPDATED + 91).hurry is False


def test_timing_of_a_lobby_has_only_the_ttl() -> None:
    t = timing(make_room(status=LOBBY), {}, settings(), UPDATED)
    assert (t.clock, t.hurry, t.pause_users, t.pause_until, t.ttl_seconds) == (None, False, [], None, 600.0)
