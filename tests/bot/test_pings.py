"""«Ваш ход» pings that help, not spam (without HTTP): after the ping delay only, never right after
the person acted or merely because a computer moved quickly, at most once per interval, never for
someone who switched them off; Durak's throw-in players who hold a round up are waited for. (What a
ping shows — the hand anew at the bottom of the chat — is tested through the fake Bot API in
test_live_hand.py.)"""

from __future__ import annotations

import asyncio

import pytest

from bot.chat.pings import Pinger
from bot.model import PLAYING, Room, Seat
from bot.rules import rules_of
from engines.durak import Durak
from engines.protocol import Action

DELAY = 0.3


async def until(predicate, timeout: float = 5.0) -> None:  # type: ignore[no-untyped-def]
    """Wait for a ping to arrive (sending it takes a moment beyond the delay under load)."""
    deadline = asyncio.get_running_loop().time() + timeout
    while not predicate():
        assert asyncio.get_running_loop().time() < deadline, "timed out"
        await asyncio.sleep(0.01)


def durak_room(game: Durak, users: list[int | None], last_seat: int | None = None) -> Room:
    room = Room(
        id="PingRoom01",
        game="durak",
        chat_id=None,
        locale="ru",
        creator=1,
        capacity=len(users),
        options=game.options,
        status=PLAYING,
        turn=1,
        match_no=1,
        state=None,
        match_info={"users": users},
        pending=None,
        last={"action": {"type": "attack", "seat": last_seat}} if last_seat is not None else None,
        outcome=None,
        created_at=0.0,
        updated_at=0.0,
        seats=[Seat(i, u) for i, u in enumerate(users)],
    )
    room.set_engine(game)
    return room


def two_player_game() -> Durak:
    g = Durak.new(2, None)
    g.deal_from_layout(
        {"hands": [["6S", "7S", "8S"], ["9S", "TS", "JS"]], "stock": [], "table": [], "trump": "H"}
    )
    return g


@pytest.fixture
async def pinger():  # type: ignore[no-untyped-def]
    wants: dict[int, bool] = {}
    rung: list[tuple[str, int]] = []

    async def prefs(user_id: int) -> tuple[str, bool]:
        return "ru", wants.get(user_id, True)

    async def ring(room: Room, user_id: int) -> None:
        rung.append((room.id, user_id))

    p = Pinger(ring, delay=DELAY, interval=60.0, prefs=prefs)
    p.wants = wants  # type: ignore[attr-defined]
    p.rung = rung  # type: ignore[attr-defined]  # the hands brought down with sound
    yield p
    await p.close()


async def test_a_ping_comes_only_after_the_delay_and_once_per_interval(pinger: Pinger) -> None:
    g = two_player_game()
    attacker = g.view(None)["attacker"]
    room = durak_room(g, [1, 2])
    started = asyncio.get_running_loop().time()
    pinger.room_changed(room)
    await asyncio.sleep(DELAY / 2)
    assert pinger.sent == []
    await until(lambda: bool(pinger.sent))
    assert asyncio.get_running_loop().time() - started >= DELAY
    assert [s[1] for s in pinger.sent] == [1 + attacker]  # the one who leads an empty table
    pinger.room_changed(room)  # still waited for, a little later: no second ping within the interval
    await asyncio.sleep(DELAY * 2)
    assert len(pinger.sent) == 1


async def test_no_ping_when_the_wait_ends_quickly_or_the_person_just_acted(pinger: Pinger) -> None:
    g = two_player_game()
    attacker = g.view(None)["attacker"]
    room = durak_room(g, [1, 2])
    pinger.room_changed(room)
    await asyncio.sleep(DELAY / 2)
    g.apply(Action.make("attack", attacker, card=g.view(attacker)["hand"][0]))  # they moved in time
    room = durak_room(g, [1, 2], last_seat=attacker)
    pinger.room_changed(room)  # now the defender is waited for, from now on
    await asyncio.sleep(DELAY * 0.7)
    assert pinger.sent == []  # nobody: the attacker acted, the defender's wait has just begun
    await until(lambda: bool(pinger.sent))
    assert [s[1] for s in pinger.sent] == [1 + (1 - attacker)]


async def test_no_ping_for_someone_who_switched_reminders_off(pinger: Pinger) -> None:
    g = two_player_game()
    attacker = g.view(None)["attacker"]
    pinger.wants[1 + attacker] = False  # type: ignore[attr-defined]
    pinger.room_changed(durak_room(g, [1, 2]))
    await asyncio.sleep(DELAY * 2)
    assert pinger.sent == []


async def test_no_ping_for_a_computer_seat_and_none_when_the_room_closes(pinger: Pinger) -> None:
    g = two_player_game()
    attacker = g.view(None)["attacker"]
    users: list[int | None] = [1, None] if attacker == 1 else [None, 1]  # the person defends
    room = durak_room(g, users)
    pinger.room_changed(room)
    await asyncio.sleep(DELAY * 2)
    assert pinger.sent == []  # the computer leads: the person is not waited for
    g.apply(Action.make("attack", attacker, card=g.view(attacker)["hand"][0]))
    room = durak_room(g, users)
    pinger.room_changed(room)
    room.status = "closed"
    pinger.room_changed(room)
    await asyncio.sleep(DELAY * 2)
    assert pinger.sent == []


def test_durak_throw_in_players_holding_a_round_up_are_waited_for() -> None:
    g = Durak.new(3, None)
    g.deal_from_layout(
        {
            "hands": [["6S", "7H", "8C"], ["7S", "9H", "JC"], ["6C", "KH", "QD"]],
            "stock": [],
            "table": [],
            "trump": "H",
        }
    )
    v = g.view(None)
    attacker, defender = v["attacker"], v["defender"]
    rules = rules_of("durak")
    room = durak_room(g, [1, 2, 3])
    assert rules.waiting_for(room, attacker) and not rules.waiting_for(room, defender)
    card = next(c for c in g.view(attacker)["hand"] if c[1] != "H")  # every defender holds a trump
    g.apply(Action.make("attack", attacker, card=card))
    room = durak_room(g, [1, 2, 3])
    assert rules.waiting_for(room, defender) and not rules.waiting_for(room, attacker)
    cover = next(a for a in g.legal_actions(defender) if a.type == "defend")
    g.apply(cover)
    room = durak_room(g, [1, 2, 3])
    holding = [s for s in g.to_act() if s != defender]
    assert holding and all(rules.waiting_for(room, s) for s in holding)  # they hold the round up
    assert not rules.waiting_for(room, defender)


async def test_a_ping_decided_is_rung_even_if_the_person_acts_meanwhile(pinger: Pinger) -> None:
    """Once the delay is over the ring goes ahead (the outbox then finds the person no longer to act
    and draws the hand without sound): a ring cut off half-way once left a stray «Your move»."""
    gate = asyncio.Event()
    rung: list[tuple[str, int]] = pinger.rung  # type: ignore[attr-defined]

    async def slow_ring(room: Room, user_id: int) -> None:
        await gate.wait()
        rung.append((room.id, user_id))

    pinger.ring = slow_ring
    g = two_player_game()
    attacker = g.view(None)["attacker"]
    user = 1 + attacker
    pinger.room_changed(durak_room(g, [1, 2]))
    await until(lambda: bool(pinger._flights))
    pinger.room_changed(durak_room(g, [1, 2], last_seat=attacker))  # they acted meanwhile
    gate.set()
    await until(lambda: bool(pinger.sent))
    assert rung == [("PingRoom01", user)]
