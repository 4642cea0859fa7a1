"""Issue 35, finding 1: a stored engine state is either one play could reach — then the room can be
drawn for every viewer and played on to the end — or the engine refuses it (``BadRecord``), and the
storage quarantines the room. Mutated states of all three games, as a corrupted row would hold them.
"""

from __future__ import annotations

import copy
import json
import os
import random
import time
from functools import cache
from typing import Any

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from bot import model
from bot.i18n import Translator
from bot.render.context import Ctx
from bot.render.room import render
from engines.protocol import BadRecord, Game, IllegalAction
from engines.registry import game_class
from tests.engines.test_conformance import SPECS, choose, new_match, play
from tests.support.mutation import mutate_at, paths

MAX_STEPS = 5000
#: mutated states per run: small in the normal run; KOZYR_FUZZ_EXAMPLES searches longer
EXAMPLES = int(os.environ.get("KOZYR_FUZZ_EXAMPLES", "100"))


@cache
def base_states() -> list[dict[str, Any]]:
    """Reachable states of every game: the first deal's start, the middle of a deal, between deals,
    and a finished match, over the games' seat counts and options."""
    rng = random.Random(35)
    out: list[dict[str, Any]] = []
    for name, spec in SPECS.items():
        configs = list(spec.configs)
        rng.shuffle(configs)
        for config in configs[:4]:
            length = play(new_match(name, config), random.Random(len(out))).steps
            for stop in (1, rng.randint(2, max(2, length // 2)), length - 1, length):
                match = play(new_match(name, config), random.Random(len(out)), stop_at=stop)
                out.append(json.loads(json.dumps(match.game.to_json())))
    return out


HOSTILE: list[Any] = [
    None, True, False, 0, -1, 1, 2, 3, 5, 6, 7, 98, 99, 2**40, -0.5, 1.5, "", "x", "7D", "6S", "AS",
    "KD", "S", "idle", "defend", "play", "over", [], {}, [None], ["7D"], [0], [99], {"seat": 99},
]  # fmt: skip


def at(state: Any, path: tuple[Any, ...]) -> tuple[Any, Any]:
    parent = state
    for key in path[:-1]:
        parent = parent[key]
    return parent, path[-1]


def mutate(state: dict[str, Any], data: st.DataObject) -> dict[str, Any]:
    """A few random edits: a value replaced (a seat of 99, a card, a wrong type...), deleted,
    doubled, two entries of a list swapped, or two cards anywhere in the state exchanged — the last
    keeps every card once and often makes a state play could reach, which must then play on."""
    state = copy.deepcopy(state)
    for _ in range(data.draw(st.integers(1, 3), label="edits")):
        all_paths = paths(state)[1:]
        if not all_paths:
            break
        op = data.draw(st.sampled_from(["replace", "delete", "duplicate", "swap", "exchange"]), label="op")
        if op == "exchange":
            cards = [p for p in all_paths if isinstance(at(state, p)[0][at(state, p)[1]], str)]
            if len(cards) < 2:
                continue
            a = data.draw(st.sampled_from(cards), label="a")
            b = data.draw(st.sampled_from(cards), label="b")
            pa, ka = at(state, a)
            pb, kb = at(state, b)
            pa[ka], pb[kb] = pb[kb], pa[ka]
            continue
        parent, key = at(state, data.draw(st.sampled_from(all_paths), label="path"))
        mutate_at(data, parent, key, op, HOSTILE)
    return state


def room_of(name: str, game: Game, state: dict[str, Any]) -> Any:
    """The room as the storage loads it: ``playing`` while its match runs (between deals too),
    ``lobby`` once the match is over."""
    now = time.time()
    seats = [model.Seat(s, 1000 + s) for s in range(game.seats)]
    status = model.LOBBY if game.is_over() else model.PLAYING
    return model.Room(
        "R00035", name, None, "en", 1000, game.seats, {}, status, 7, 1, state, None, None, None,
        None, now, now, seats,
    )  # fmt: skip


def draw_all(room: Any, game: Game) -> None:
    ctx = Ctx(Translator("en"), "bot", names={1000 + s: f"P{s}" for s in range(game.seats)})
    for viewer in [None, *(1000 + s for s in range(game.seats))]:
        text, _ = render(room, viewer, ctx)
        assert text


def play_to_the_end(game: Game, rng: random.Random) -> None:
    for _ in range(MAX_STEPS):
        if game.is_over():
            return
        if game.needs_deal():
            deck = list(game.deck)
            rng.shuffle(deck)
            try:
                game.deal_from_deck(deck)
            except IllegalAction as e:
                assert e.code == "redeal_required"
            continue
        game.apply(choose(game, rng))
    raise AssertionError("the accepted state does not reach the end")


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data(), seed=st.integers(0, 2**32 - 1))
def test_a_mutated_state_is_refused_or_playable_to_the_end(data: st.DataObject, seed: int) -> None:
    states = base_states()
    original = states[data.draw(st.integers(0, len(states) - 1), label="state")]
    state = mutate(original, data)
    name = original["game"]
    cls = game_class(name)
    try:
        game = cls.from_json(state)
    except BadRecord:
        event("refused")
        return  # the storage raises CorruptRoom: quarantined
    event("accepted")
    assert game.to_json() == cls.from_json(game.to_json()).to_json()
    room = room_of(name, game, game.to_json())
    draw_all(room, game)  # the table and every seat's message: nothing raises
    play_to_the_end(game, random.Random(seed))
    room = room_of(name, game, game.to_json())
    draw_all(room, game)


@pytest.mark.parametrize("name", ["durak", "bura", "scopa"])
def test_the_issue_corruptions_are_refused(name: str) -> None:
    """The corruptions of the issue, in every game: roles out of range, the same cards in two hands."""
    states = [s for s in base_states() if s["game"] == name]
    running = next(s for s in states if not cls_of(s).from_json(s).is_over() and any(s["hands"]))
    cls = cls_of(running)
    cls.from_json(running)  # the original loads
    roles = {"durak": {"attacker": 99, "defender": 98}, "bura": {"attacker": 99}, "scopa": {"turn": 99}}
    with pytest.raises(BadRecord):
        cls.from_json({**running, **roles[name]})
    hands = running["hands"]
    full = next(h for h in hands if h)
    twins = [full] + [list(full) for _ in hands[1:]]
    with pytest.raises(BadRecord):
        cls.from_json({**running, "hands": twins})


def cls_of(state: dict[str, Any]) -> type[Game]:
    return game_class(state["game"])


@pytest.mark.parametrize("name", ["durak", "bura", "scopa"])
def test_cards_exchanged_between_hands_are_a_state_that_plays_on(name: str) -> None:
    """Every card still once: a state play could reach, accepted, drawn and played to the end."""
    for i, state in enumerate(s for s in base_states() if s["game"] == name):
        hands = state["hands"]
        full = [k for k, h in enumerate(hands) if h]
        if len(full) < 2:
            continue
        swapped = copy.deepcopy(state)
        a, b = swapped["hands"][full[0]], swapped["hands"][full[1]]
        a[0], b[0] = b[0], a[0]
        for known in swapped.get("known", []):  # Durak: nobody knows where those two are now
            known[:] = [c for c in known if c not in (a[0], b[0])]
        game = cls_of(state).from_json(swapped)
        draw_all(room_of(name, game, swapped), game)
        play_to_the_end(game, random.Random(i))
