"""The pure deadline logic (``bot/rooms/deadlines.py``) on hand-built rooms: which deadlines a room
wants (``wanted``), how long an engine clock lasts (``clock_seconds``), whom «Поторопить» concerns
(``hurry_targets``) and the public timing the screens show (``timing``). No storage, no HTTP."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from bot.config import Settings
from bot.model import CLOSED, LOBBY, PLAYING, Pause, Room, Seat
from bot.rooms.deadlines import ClockTiming, Want, clock_seconds, hurry_targets, timing, wanted
from bot.storage.values import Deadline
from engines import fairness
from engines.bura.rules import Bura
from engines.durak import Durak
from engines.protocol import Action, Game

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
    # issue 16: «Поторопить» and «🤖 Сыграть за …» work between deals too (issue 44: «Сыграть за»
    # after a silence only where two other people play)
    room = make_room("durak", PLAYING, Durak.new(2))  # a match started, its deal not dealt yet
    assert room.between_deals()
    assert set(wanted(room, settings())) == {"expiry", "hurry"}
    three = make_room("durak", PLAYING, Durak.new(3), users=(11, 12, 13))
    assert set(wanted(three, settings())) == {"expiry", "hurry", "absent"}
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
    # a claim as play reaches it: the attacker holds three of one suit, the window is closed
    a = state["attacker"]
    pool = state["hands"][a] + state["stock"][:-1]  # the trump card stays the stock's last
    suit = next(s for s in "SHDC" if sum(c[1] == s for c in pool) >= 3)
    triple = [c for c in pool if c[1] == suit][:3]
    state["hands"][a] = triple
    state["stock"] = [c for c in pool if c not in triple] + state["stock"][-1:]
    state.update(phase="claim", window=False)
    room = make_room("bura", PLAYING, Bura.from_json(state))
    assert room.engine().pending_clock()["action"] == "claim_timeout"
    assert wanted(room, settings())["clock"] == Want(TURN, "claim_timeout", 1.5, UPDATED + 1.5)


def test_durak_has_no_clock_and_hurry_needs_two_humans() -> None:
    two_humans = wanted(make_room("durak", PLAYING, dealt("durak")), settings())
    assert set(two_humans) == {"expiry", "hurry"}  # issue 44: a lone opponent takes no one's move
    assert two_humans["hurry"] == Want(TURN, None, 90.0, UPDATED + 90.0)
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
    # issue 44: the other person may hand the unreachable one's seat to the computer at once
    assert t.absent == [12]
    # not with a computer to do it, nor for someone the computer plays for already
    alone = make_room("bura", PLAYING, dealt("bura"), users=(None, 12), pauses=pauses)
    assert timing(alone, {}, settings(), UPDATED + 1).absent == []
    away = make_room("bura", PLAYING, dealt("bura"), pauses=pauses)
    away.set_away([12])
    assert timing(away, {}, settings(), UPDATED + 1).absent == []


def test_timing_clock_follows_the_stored_row_of_the_same_action() -> None:
    room = make_room("bura", PLAYING, dealt("bura"))
    assert timing(room, {}, settings(), UPDATED).clock == ClockTiming("window_close", UPDATED + 2.5, 2.5)
    # the stored row keeps its due time (a window is not restarted by a move inside it)
    row = Deadline(room.id, "clock", TURN, "window_close", 2.0, UPDATED - 1.0, None)
    assert timing(room, {"clock": row}, settings(), UPDATED).clock == ClockTiming(
        "window_close", UPDATED - 1.0, 2.0
    )
    # a fired row, or one of another action, is not this window's
    for other in (replace(row, fired_at=UPDATED - 1.0), replace(row, action="claim_timeout")):
        assert timing(room, {"clock": other}, settings(), UPDATED).clock == ClockTiming(
            "window_close", UPDATED + 2.5, 2.5
        )


def test_timing_shows_hurry_only_after_its_deadline_fired_for_this_turn_with_two_humans() -> None:
    room = make_room("durak", PLAYING, dealt("durak"))
    fired = Deadline(room.id, "hurry", TURN, None, 90.0, UPDATED + 90.0, UPDATED + 90.0)
    assert timing(room, {"hurry": fired}, settings(), UPDATED + 91).hurry is True
    assert timing(room, {}, settings(), UPDATED + 91).hurry is False
    assert timing(room, {"hurry": replace(fired, fired_at=None)}, settings(), UPDATED + 91).hurry is False
    assert timing(room, {"hurry": replace(fired, turn=TURN - 1)}, settings(), UPDATED + 91).hurry is False
    alone = make_room("durak", PLAYING, dealt("durak"), users=(11, None))
    assert timing(alone, {"hurry": fired}, settings(), UPDATED + 91).hurry is False


def test_timing_of_a_lobby_has_only_the_ttl() -> None:
    t = timing(make_room(status=LOBBY), {}, settings(), UPDATED)
    assert (t.clock, t.hurry, t.pause_users, t.pause_until, t.ttl_seconds) == (None, False, [], None, 600.0)


# ----- Durak's throw-in wait after «Беру» -------------------------------------------------------------------
def _taken(
    seats: int, options: dict[str, Any], *, covered_first: bool = False, partner_could: bool = False
) -> Durak:
    """A Durak deal in which the first attacker led a card and the defender said «Беру» while another
    seat may still add a card (the first fixed deck that gives one). ``covered_first``: the
    defender covers the lead, the attacker throws in a card, and then the defender takes;
    ``partner_could``: the defender's partner (``2x2``) holds a card of a rank on the table."""
    for k in range(500):
        g = Durak.new(seats, options)
        g.deal_from_deck(fairness.derive_deck("durak", bytes(32), [f"1:{k}"], "durak:1"))
        v = g.view(None)
        att, d = v["attacker"], v["defender"]
        g.apply(g.legal_actions(att)[0])
        if covered_first:
            defend = [a for a in g.legal_actions(d) if a.type == "defend"]
            if not defend:
                continue
            g.apply(defend[0])
            more = [a for s in range(seats) if s != d for a in g.legal_actions(s) if a.type == "attack"]
            if not more:
                continue
            g.apply(more[0])
        g.apply(next(a for a in g.legal_actions(d) if a.type == "take"))
        v = g.view(None)
        ranks = {c[0] for pair in v["table"] for c in pair if c}
        if partner_could and not any(c[0] in ranks for c in g.view((d + 2) % seats)["hand"]):
            continue
        if v.get("taking") and [s for s in v["to_act"] if s != d]:
            return g
    raise AssertionError("no deck gives a throw-in after «Беру»")


def test_after_take_the_round_waits_for_the_throwers_with_a_throw_in_deadline() -> None:
    from bot import games
    from bot.rules import rules_of

    ui, rules = games.get("durak"), rules_of("durak")
    g = _taken(3, {})
    v = g.view(None)
    d = v["defender"]
    room = make_room("durak", PLAYING, g, users=(11, 12, 13))
    seats = rules.throw_in_seats(room)
    assert seats and d not in seats and set(seats) == set(v["to_act"]) - {d}
    for s in seats:  # each of them may end its throw-in with «Не подкидываю»
        assert Action("pass", s) in g.legal_actions(s)
    want = wanted(room, settings(throw_in_wait_seconds=4.0), seats)
    assert want["throwin"] == Want(TURN, "pass", 4.0, UPDATED + 4.0)
    assert "throwin" not in wanted(room, settings(throw_in_wait_seconds=0.0), seats)  # the option off
    # the countdown each of them sees says the defender will pick up, not that the round is beaten
    assert ui.bar_kind(g.view(seats[0]), seats[0]) == "throwin-take"
    assert ui.bar_matches("throwin-take", "pass")
    assert ui.bar_kind(g.view(d), d) is None
    # only computers may still add cards: they decide at once, nothing waits
    robots = make_room("durak", PLAYING, g, users=tuple(11 if s == d else None for s in range(3)))
    assert rules.throw_in_seats(robots) == []
    # a throw-in after «Беру» starts the wait over; a pass keeps its time
    room.last = {"action": {"type": "attack", "seat": seats[0], "card": "6S"}}
    assert rules.throw_in_restarts(room)
    room.last = {"action": {"type": "pass", "seat": seats[0]}}
    assert not rules.throw_in_restarts(room)


def test_with_throw_in_after_take_off_nothing_waits_after_take() -> None:
    from bot.rules import rules_of

    for k in range(50):
        g = Durak.new(3, {"throw_in_after_take": False})
        g.deal_from_deck(fairness.derive_deck("durak", bytes(32), [f"1:{k}"], "durak:1"))
        v = g.view(None)
        g.apply(g.legal_actions(v["attacker"])[0])
        g.apply(next(a for a in g.legal_actions(v["defender"]) if a.type == "take"))
        after = g.view(None)
        assert not after["taking"] and not after["table"]  # «Беру» ended the round at once
        room = make_room("durak", PLAYING, g, users=(11, 12, 13))
        assert rules_of("durak").throw_in_seats(room) == []


def test_after_take_in_teams_only_the_defenders_opponents_are_waited_for() -> None:
    from bot.rules import rules_of

    g = _taken(4, {"teams": "2x2"}, partner_could=True)
    v = g.view(None)
    d = v["defender"]
    seats = rules_of("durak").throw_in_seats(make_room("durak", PLAYING, g, users=(11, 12, 13, 14)))
    assert seats and all(s % 2 != d % 2 for s in seats)  # never the defender's partner


def test_after_take_with_throw_in_after_cover_the_throwers_are_waited_for() -> None:
    """``throw_in: after_cover``: a card left uncovered blocks throw-ins, except after «Беру»."""
    from bot.rules import rules_of

    g = _taken(3, {"throw_in": "after_cover"}, covered_first=True)
    v = g.view(None)
    assert any(c is None for _, c in v["table"])  # the thrown-in card lies uncovered
    seats = rules_of("durak").throw_in_seats(make_room("durak", PLAYING, g, users=(11, 12, 13)))
    assert seats and v["defender"] not in seats


def test_the_lobby_line_of_the_throw_in_wait_names_the_take_only_when_throw_ins_follow_it() -> None:
    from bot import games
    from bot.i18n import Translator
    from bot.render.context import Ctx

    ui = games.get("durak")
    ctx = Ctx(Translator("en"), "bot")  # THROW_IN_WAIT_SECONDS 10 (the default)
    room = make_room("durak", LOBBY)
    room.options = Durak.normalize_options({})
    assert ui.room_option_lines(room, ctx) == [ctx.t("durak-throw-wait-take", n=10)]
    room.options = Durak.normalize_options({"throw_in_after_take": False})
    assert ui.room_option_lines(room, ctx) == [ctx.t("durak-throw-wait", n=10)]
    room.extra["throw_wait"] = 0
    assert ui.room_option_lines(room, ctx) == [ctx.t("durak-throw-wait-off")]
