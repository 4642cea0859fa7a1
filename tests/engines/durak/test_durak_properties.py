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
    assert sorted(result["out"] + active) == list(range(seats))
    if config.options.get("teams") is None:
        assert "loser_team" not in result
        assert len(active) <= 1
        assert result["loser"] == (active[0] if active else None)


@settings(max_examples=120, deadline=None)
@given(st.sampled_from([c for c in DURAK.configs if c.options.get("teams")]), SEEDS)
def test_team_games_nobody_faces_or_throws_in_against_a_partner_and_one_team_loses(
    config: Config, seed: int
) -> None:
    teams = {"2x2": 2, "3x2": 3, "2x3": 2}[config.options["teams"]]

    def team(s: int) -> int:
        return s % teams

    def on_step(g: Game, events: list[Event]) -> None:
        v = g.view(None)
        assert v["teams"] == [team(s) for s in range(g.seats)]
        if v["phase"] != "play":
            return
        d = v["defender"]
        assert team(v["attacker"]) != team(d), "a partner defends"
        if not v["table"]:
            assert g.to_act() == [v["attacker"]], "only the attacker leads"
        for s in g.to_act():
            if s != d:
                assert team(s) != team(d), "a partner of the defender may act"
        for s in range(g.seats):
            if s != d and team(s) == team(d):
                assert g.legal_actions(s) == []
        for e in events:
            if e["type"] == "transfer":
                assert team(e["defender"]) != team(e["seat"]), "a transfer to a partner"

    g = play(new_match("durak", config), random.Random(seed), on_step).game
    result = g.deal_results()[0]
    assert result is not None
    active = [s for s in range(config.seats) if s not in result["out"]]
    assert len({team(s) for s in active}) <= 1, "the game ended while two teams held cards"
    assert result["loser_team"] == (team(active[0]) if active else None)
    assert result["loser"] == (active[0] if len(active) == 1 else None)


@settings(max_examples=80, deadline=None)
@given(st.sampled_from([c for c in DURAK.configs if c.options["throw_in"] == "after_cover"]), SEEDS)
def test_after_cover_nobody_but_the_defender_acts_while_a_card_is_uncovered(
    config: Config, seed: int
) -> None:
    def on_step(g: Game, events: list[Event]) -> None:
        v = g.view(None)
        if v["phase"] != "play" or v["taking"]:
            return
        if any(cover is None for _, cover in v["table"]):
            assert g.to_act() == [v["defender"]]
            for s in range(g.seats):
                if s != v["defender"]:
                    assert g.legal_actions(s) == []

    play(new_match("durak", config), random.Random(seed), on_step)
