"""Two-seat Durak plays through its own class (``_Durak2``: ``to_act``, ``legal_actions`` and
``apply`` written for two seats, for speed); the general class plays the same game. Both are driven
side by side, in lockstep, over random matches of every two-seat option set: at every step the same
seats to act, the same legal actions for each seat (and for what is not a seat), the same events,
the same state — and the same refusal, reason and unchanged state, for actions that are not legal
(another seat's, a card not held, a move of the wrong kind), as the general class gives them."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given, settings

from engines.durak import Durak
from engines.durak.rules import ATTACK, CODES, DEFEND, N_CARDS, PASS, TAKE, TRANSFER, _Durak2
from engines.protocol import Action, BadRecord, IllegalAction
from tests.engines.test_conformance import DURAK, SEEDS, Config, deal, new_match

TWO_SEATS = [c for c in DURAK.configs if c.seats == 2]


def as_general(g: Durak) -> Durak:
    """A copy of ``g`` played by the general class."""
    general = g.clone()
    general.__class__ = Durak  # the subclass adds no slots: the same layout
    return general


def outcome(g: Durak, action: Action) -> tuple[str, Any]:
    try:
        return "events", g.apply(action)
    except IllegalAction as e:
        return "refused", (e.code, str(e))


def made_up(rng: random.Random, legal: list[Action]) -> Action | None:
    """An action of a random kind, seat and cards that is none of ``legal``; None when the draw
    hit a legal one."""
    kind = rng.choice(["attack", "defend", "take", "pass", "transfer"])
    seat = rng.choice([0, 1, 0, 1, 2, -1])
    c, t = rng.randrange(N_CARDS), rng.randrange(N_CARDS)
    if seat >= 0 and rng.random() < 0.5:  # the engine's own (interned) object: its fast path
        interned = {
            "attack": ATTACK[seat][c], "defend": DEFEND[seat][t * N_CARDS + c], "take": TAKE[seat],
            "pass": PASS[seat], "transfer": TRANSFER[seat][c],
        }[kind]  # fmt: skip
        action = interned if interned is not None else Action("defend", seat, CODES[c], CODES[t])
    else:
        action = {
            "attack": Action("attack", seat, CODES[c]),
            "defend": Action("defend", seat, CODES[c], CODES[t]),
            "take": Action("take", seat),
            "pass": Action("pass", seat),
            "transfer": Action("transfer", seat, CODES[c]),
        }[kind]
    return None if action in legal else action


def same_now(two: Durak, general: Durak) -> None:
    assert two.to_act() == general.to_act()
    for seat in (-1, 0, 1, 2, None, "0", True):
        assert two.legal_actions(seat) == general.legal_actions(seat), seat  # type: ignore[arg-type]
    assert two.to_json() == general.to_json()
    assert two.is_over() == general.is_over()


def test_two_seats_make_the_two_seat_class_and_its_copies_stay_in_it() -> None:
    g = Durak.new(2)
    assert type(g) is _Durak2 and type(Durak.new(3)) is Durak
    deck = list(g.deck)
    random.Random(1).shuffle(deck)
    g.deal_from_deck(deck)
    assert type(g.clone()) is _Durak2 and type(Durak.from_json(g.to_json())) is _Durak2


@pytest.mark.parametrize("config", TWO_SEATS, ids=lambda c: "-".join(str(v) for v in c.options.values()))
@settings(max_examples=60, deadline=None)
@given(seed=SEEDS)
def test_the_two_seat_class_plays_as_the_general_one(config: Config, seed: int) -> None:
    rng = random.Random(seed)
    match = new_match("durak", config)
    two = match.game
    assert isinstance(two, Durak) and type(two) is _Durak2
    deal(match, rng)  # a deck or a layout, as the conformance suite deals
    general = as_general(two)
    steps = 0
    while not two.is_over() and steps < 400:
        same_now(two, general)
        movers = two.to_act()
        everyone = [a for s in (0, 1) for a in Durak.legal_actions(general, s)]
        # now and then an action that is not legal here: a made-up one (a card not held, another
        # seat's move, a defence of nothing, the defender's pass…), often as the engine's own object
        if rng.random() < 0.3:
            probe = made_up(rng, everyone)
            if probe is not None:
                before = two.to_json()
                refused = outcome(two, probe)
                assert refused[0] == "refused" and refused == outcome(general, probe), probe
                assert two.to_json() == general.to_json() == before
            continue
        if not movers:
            break
        seat = rng.choice(movers)
        action = rng.choice(two.legal_actions(seat))
        assert outcome(two, action) == outcome(general, action)
        steps += 1
    same_now(two, general)


def deal_outcome(g: Durak, deck: object) -> tuple[str, Any]:
    try:
        return "events", g.deal_from_deck(deck)  # type: ignore[arg-type]
    except (BadRecord, IllegalAction) as e:
        return "refused", (type(e).__name__, str(e))


@settings(max_examples=200, deadline=None)
@given(seed=SEEDS)
def test_the_two_seat_deal_and_new_game_are_the_general_ones(seed: int) -> None:
    """``Durak.new(2)`` (a clone of a game made at import) and the two-seat deal (one frame of its
    own) give what the general class gives: the same state, events and first attacker for any deck,
    the same refusal for a deck that is not the 36 cards once each; and new games share nothing
    that play changes."""
    rng = random.Random(seed)
    two = Durak.new(2)
    assert two.to_json() == Durak.new(2, {}).to_json() and type(two) is _Durak2
    general = as_general(two)
    deck: list[Any] = list(two.deck)
    rng.shuffle(deck)
    flaw = rng.randrange(5)
    if flaw == 1:
        deck[rng.randrange(36)] = deck[rng.randrange(36)]  # a card twice (or, by chance, no flaw)
    elif flaw == 2:
        deck.pop()
    elif flaw == 3:
        deck[rng.randrange(36)] = rng.choice(["ZZ", None, ["6S"]])
    got = deal_outcome(two, deck)
    assert got == deal_outcome(general, deck)
    assert two.to_json() == general.to_json() and two.to_act() == general.to_act()
    if got[0] == "events":
        while not two.is_over():  # play it out: the next new game starts fresh all the same
            two.apply(rng.choice(two.legal_actions(rng.choice(two.to_act()))))
    assert Durak.new(2).to_json() == Durak.new(2, {}).to_json()
