"""The action log's stored form (``bot/storage/actions.py``): every action of every game is stored in
its short form and read back as the same dict; anything else round-trips as JSON, and so do the rows
written before."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.storage.actions import pack, unpack
from bot.storage.repos import dumps
from engines.protocol import Game
from engines.registry import game_class, names
from tests.engines.test_conformance import SPECS, new_match, play


def as_read_before(action: dict[str, Any]) -> Any:
    """What the log returned for ``action`` when it stored JSON."""
    return json.loads(dumps(action))


def every_action(name: str, matches: int) -> list[dict[str, Any]]:
    """The JSON of every legal action (each seat's and the clock's) met in random matches of ``name``
    in each of its configurations."""
    seen: dict[str, dict[str, Any]] = {}

    def collect(g: Game, _events: Any) -> None:
        if g.is_over() or g.needs_deal():
            return
        for seat in range(g.seats):
            for a in g.legal_actions(seat):
                seen.setdefault(repr(a), a.to_json())
        for a in g.clock_actions():
            seen.setdefault(repr(a), a.to_json())

    rng = random.Random(20)
    for config in SPECS[name].configs:
        for _ in range(matches):
            play(new_match(name, config), rng, collect)
    return list(seen.values())


@pytest.mark.parametrize("name", names())
def test_every_action_of_every_game_is_stored_short_and_read_back_the_same(name: str) -> None:
    actions = every_action(name, 3)
    assert len(actions) > 50 and any(len(a) > 2 for a in actions)  # moves with cards among them
    cls = game_class(name)
    for action in actions:
        text = pack(action)
        assert not text.startswith("{"), text  # the short form, never the JSON
        assert len(text) < len(dumps(action)), text
        back = unpack(text)
        assert back == as_read_before(action), text
        assert list(back) == list(as_read_before(action))  # the keys in the order JSON gave them
        assert cls.parse_action(back) == cls.parse_action(action)


def test_the_short_form() -> None:
    assert pack({"seat": 1, "type": "attack", "card": "7H"}) == "attack 1 c=7H"
    assert pack({"type": "window_close"}) == "window_close"
    assert (
        pack({"seat": 0, "type": "beat", "pairs": [["6S", "7S"], ["10D", "QD"]]}) == "beat 0 p=6S/7S,10D/QD"
    )
    assert pack({"seat": 2, "type": "play", "card": "4C", "capture": []}) == "play 2 c=4C x="
    assert unpack("play 2 c=4C x=") == {"capture": [], "card": "4C", "seat": 2, "type": "play"}


@pytest.mark.parametrize(
    "action",
    [
        {"seat": 1, "type": "attack", "card": "7H", "note": "x"},  # another field
        {"seat": True, "type": "take"},  # a bool is no seat
        {"seat": -1, "type": "take"},
        {"seat": "1", "type": "take"},
        {"seat": 1, "type": "Take"},
        {"seat": 1, "type": "attack", "card": "7 H"},
        {"seat": 1, "type": "attack", "card": "7H,8H"},
        {"seat": 1, "type": "attack", "card": ""},
        {"seat": 1, "type": "lead", "cards": "7H"},
        {"seat": 1, "type": "beat", "pairs": [["7H"]]},
        {"type": 3},
        {"seat": 1},
    ],
)
def test_an_action_the_short_form_cannot_hold_is_stored_as_json(action: dict[str, Any]) -> None:
    text = pack(action)
    assert text == dumps(action)
    assert unpack(text) == action


def test_rows_written_as_json_are_read_as_before() -> None:
    old = '{"card":"7H","seat":1,"type":"attack"}'
    assert unpack(old) == json.loads(old)


@pytest.mark.parametrize(
    "text", ["", " ", "7 attack", "attack 1 q=7H", "attack 1 c=7H c=8H", "attack 1 c", "[1]"]
)
def test_a_text_that_is_no_stored_action_is_refused(text: str) -> None:
    with pytest.raises(ValueError):
        unpack(text)


CARD = st.from_regex(r"[0-9A-Za-z]{1,3}", fullmatch=True)
JSONISH = st.recursive(
    st.none() | st.booleans() | st.integers(-5, 10**6) | st.text(max_size=6),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner, max_size=3),
    max_leaves=8,
)
SHAPED = st.fixed_dictionaries(
    {"type": st.from_regex(r"[a-z][a-z_]{0,12}", fullmatch=True)},
    optional={
        "seat": st.integers(0, 10**6),
        "card": CARD,
        "target": CARD,
        "cards": st.lists(CARD, max_size=5),
        "capture": st.lists(CARD, max_size=5),
        "pairs": st.lists(st.lists(CARD, min_size=2, max_size=2), max_size=4),
    },
)


@settings(max_examples=400, deadline=None)
@given(st.one_of(SHAPED, st.dictionaries(st.sampled_from(["type", "seat", "card", "cards", "x"]), JSONISH)))
def test_any_dict_is_read_back_as_it_was_stored(action: dict[str, Any]) -> None:
    assert unpack(pack(action)) == as_read_before(action)
