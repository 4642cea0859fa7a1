"""Durak-only properties over random legal play: the game's result and the publicly known cards.

Accounting, termination, serialisation, replay and privacy are checked for every game by
``tests/engines/test_conformance.py``.
"""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from engines.protocol import Event, Game
from tests.engines.test_conformance import DURAK, SEEDS, Config, new_match, play


@settings(max_examples=80, deadline=None)
@given(st.sampled_from(DURAK.configs), SEEDS)
def test_taken_cards_are_known_in_hand_and_the_last_seat_left_loses(config: Config, seed: int) -> None:
    def on_step(g: Game, events: list[Event]) -> None:
        hands = g.to_json()["hands"]
        for s in range(g.seats):
            known = g.memory(s)["known"]
            for holder, cards in enumerate(known):
                assert set(cards) <= set(hands[holder]), (s, holder)
            for e in events:
                if e["type"] == "round_end" and e["result"] == "take":
                    assert set(e["cards"]) <= set(known[e["defender"]]), "taken cards are not known"

    g = play(new_match("durak", config), random.Random(seed), on_step).game
    seats = config.seats
    result = g.deal_results()[0]
    assert result is not None and result["over"] is True
    active = [s for s in range(seats) if s not in result["out"]]
    assert len(active) <= 1
    assert result["loser"] == (active[0] if active else None)
    assert sorted(result["out"] + active) == list(range(seats))
