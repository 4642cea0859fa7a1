"""«💡 Подсказка» (engines/ai/hint.py, issue 46): on the review's scripted positions the hint plays the
move the position calls for and says why in the right words (Durak: cover, not take; Bura: not
«Хватит!» short of 31; Scopa: sweep the table); it is reproducible; it never depends on a card its
seat could not see; the reasons are right on scripted moves of each game."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from engines.ai import hint as hn
from engines.ai import review as rv
from engines.bura.rules import pile_points
from engines.protocol import Action, Game
from engines.records import start_deal
from engines.replay import chosen_deal
from tests.engines.ai.test_review import (
    Plant,
    bura_enough_short_of_31,
    durak_take_with_a_trump_that_covers,
    planted_record,
    scopa_sweep_left_on_the_table,
)

JSON = dict[str, Any]
#: the hint's budget in these tests (CI's time; the bot's is hn.DEFAULT)
LOOK = hn.Settings(iterations=300, samples=24)


def position(name: str, plant: Plant, at: int | None = None) -> Game:
    """The game just before the review test's planted blunder (seat 0 to move), or before the
    ``at``-th action of that deal."""
    record, (deal, index) = planted_record(name, 2, plant)
    index = index if at is None else at
    rec, target = chosen_deal(record, deal)
    game = rec.new_game()
    for entry in rec.deals[:target]:
        start_deal(game, entry, rec)
        for action in entry.actions:
            game.apply(action)
    entry = rec.deals[target]
    start_deal(game, entry, rec)
    for action in entry.actions[:index]:
        game.apply(action)
    assert 0 in game.to_act()
    return game


def ask(game: Game, seat: int = 0, settings: hn.Settings = LOOK, seed: int = 0) -> hn.Hint:
    return hn.hint(
        game.name, game.view(seat), game.memory(seat), game.legal_actions(seat), seed=seed, settings=settings
    )


# ----- the scripted positions: the move and why ------------------------------------------------------------
def durak_only_trumps_cover(game: Game, legal: list[Action], chosen: Action) -> Action | None:
    """The review's planted Durak blunder, where every cover is a trump (so the person's likely
    move, the heuristic's, is a trump cover or the take, not a cheaper cover of the suit)."""
    trump = game.view(0)["trump"]
    if any(a.type == "defend" and str(a.card)[-1] != trump for a in legal):
        return None
    return durak_take_with_a_trump_that_covers(game, legal, chosen)


def test_durak_cover_with_the_trump_rather_than_take() -> None:
    game = position("durak", durak_only_trumps_cover)
    view = game.view(0)
    h = ask(game)
    assert h.action.type == "defend", h
    on_table = sum(1 for pair in view["table"] for c in pair if c is not None)
    assert h.alternative is not None and h.alternative.type == "take"
    assert h.reason == "cover" and h.numbers == {
        "cards": on_table,
        "trump": int(str(h.action.card)[-1] == view["trump"]),
    }
    assert h.value > h.alternative_value  # the review's valuation agrees: taking loses here


def test_bura_no_enough_short_of_31() -> None:
    game = position("bura", bura_enough_short_of_31)
    h = ask(game)
    assert h.action.type == "continue", h
    assert h.alternative == Action("enough", 0)
    assert h.reason == "not_yet"
    # the points of the seat's own pile it has seen (a card dumped face down onto it is not seen)
    assert h.numbers["points"] <= pile_points(game.piles[0]) < 31  # type: ignore[attr-defined]
    if h.numbers["unseen"] == 0:
        assert h.numbers["points"] == pile_points(game.piles[0])  # type: ignore[attr-defined]


def test_scopa_sweep_the_table() -> None:
    game = position("scopa", scopa_sweep_left_on_the_table)
    table = game.view(0)["table"]
    h = ask(game)
    assert h.action.capture is not None and set(h.action.capture) == set(table), h
    assert h.reason == "sweep" and h.numbers == {"cards": len(table) + 1}


# ----- reproducible, and blind to the hidden cards ---------------------------------------------------------
PLANTS = [
    ("durak", durak_take_with_a_trump_that_covers),
    ("bura", bura_enough_short_of_31),
    ("scopa", scopa_sweep_left_on_the_table),
]


@pytest.mark.parametrize(("name", "plant"), PLANTS, ids=[p[0] for p in PLANTS])
def test_the_same_position_and_seed_give_the_same_hint(name: str, plant: Plant) -> None:
    game = position(name, plant)
    small = hn.Settings(iterations=80, samples=8)
    first = ask(game, settings=small, seed=7)
    assert first.to_json() == ask(game, settings=small, seed=7).to_json()
    assert first.action in game.legal_actions(0) and first.action.type != "surrender"


def others_held(game: Game) -> list[Game]:
    """States that differ from ``game`` only in cards seat 0 has not seen: a card of seat 1's hand
    swapped with one of the stock (kept when seat 0's view and memory stay the same), else, with
    the stock out, worlds the game's ``determinize`` draws from seat 0's view."""
    state = game.to_json()
    found: list[Game] = []
    for i, theirs in enumerate(state["hands"][1]):
        for j, stocked in enumerate(state["stock"]):
            other = json.loads(json.dumps(state))
            other["hands"][1][i], other["stock"][j] = stocked, theirs
            world = type(game).from_json(other)
            if world.view(0) == game.view(0) and world.memory(0) == game.memory(0):
                found.append(world)
                break
        if len(found) == 3:
            return found
    if not found:
        determinize = rv._module(game.name).determinize
        found = [determinize(game.view(0), game.memory(0), random.Random(k)) for k in range(3)]
    return found


@pytest.mark.parametrize(("name", "plant"), PLANTS, ids=[p[0] for p in PLANTS])
def test_a_hint_is_the_same_whatever_the_others_hold(name: str, plant: Plant) -> None:
    """Other states with seat 1's hidden cards dealt otherwise, consistently with everything seat 0
    saw, give seat 0 the same view and memory — and the same hint."""
    record, (deal, planted) = planted_record(name, 2, plant)
    actions = record["deals"][deal]["actions"]
    # seat 0's first decision of the deal at which seat 1 holds a card seat 0 has not seen
    for at in range(planted + 1):
        if actions[at]["seat"] != 0:
            continue
        game = position(name, plant, at)
        if len([a for a in game.legal_actions(0) if a.type != "surrender"]) < 2:
            continue
        worlds = others_held(game)
        if worlds and all(w.view(1)["hand"] != game.view(1)["hand"] for w in worlds):
            break
    else:
        raise AssertionError("no decision of seat 0 with a hidden card in seat 1's hand")
    small = hn.Settings(iterations=80, samples=8)
    here = ask(game, settings=small, seed=3)
    for other in worlds:
        assert other.view(0) == game.view(0) and other.memory(0) == game.memory(0)
        assert other.view(1)["hand"] != game.view(1)["hand"]  # the hidden cards do differ
        assert other.to_json() != game.to_json()
        assert ask(other, settings=small, seed=3).to_json() == here.to_json()


# ----- the reasons on scripted moves -----------------------------------------------------------------------
def test_the_reasons_of_durak_moves() -> None:
    view: JSON = {
        "seat": 1, "trump": "S", "hand": ["7S", "9H", "QD"], "hand_sizes": [4, 3],
        "table": [["8H", None], ["8D", "JD"]], "defender": 1, "attacker": 0,
    }  # fmt: skip
    take, cover = Action("take", 1), Action("defend", 1, "7S", "8H")
    assert hn._reason("durak", view, {}, cover, take) == ("cover", {"cards": 3, "trump": 1})
    plain = Action("defend", 1, "9H", "8H")
    assert hn._reason("durak", view, {}, plain, take) == ("cover", {"cards": 3, "trump": 0})
    assert hn._reason("durak", view, {}, take, cover) == ("take", {"cards": 3})
    assert hn._reason("durak", view, {}, Action("transfer", 1, "8C"), take) == ("transfer", {"cards": 4})
    attacker = {**view, "seat": 0, "hand": ["8C", "KS"]}
    assert hn._reason("durak", attacker, {}, Action("attack", 0, "8C"), Action("pass", 0)) == (
        "throw_in",
        {"cards": 3},
    )
    assert hn._reason("durak", attacker, {}, Action("pass", 0), Action("attack", 0, "8C")) == ("hold", {})
    lead = {**attacker, "table": [], "hand": ["6S", "9C", "7H", "AD"]}
    low, higher = Action("attack", 0, "7H"), Action("attack", 0, "9C")
    assert hn._reason("durak", lead, {}, low, higher) == ("lead_low", {})
    # the trump six is no low lead: a lead that is neither says no more than the search's figure
    assert hn._reason("durak", lead, {}, Action("attack", 0, "6S"), Action("attack", 0, "7H")) == ("best", {})


def test_the_reasons_of_scopa_moves() -> None:
    view: JSON = {"seat": 0, "table": ["3C", "4D"], "stock": 20, "hand_sizes": [3, 3]}
    drop = Action.make("play", 0, card="KC", capture=[])
    sweep = Action.make("play", 0, card="7S", capture=["3C", "4D"])
    assert hn._reason("scopa", view, {}, sweep, drop) == ("sweep", {"cards": 3})
    # the last play of a deal takes the table, but that is no scopa
    last = {**view, "stock": 0, "hand_sizes": [1, 0]}
    assert hn._reason("scopa", last, {}, sweep, drop) == ("primiera", {"sevens": 1, "cards": 3})
    coins = {**view, "table": ["7D", "2H", "5S"]}
    sette = Action.make("play", 0, card="7C", capture=["7D"])
    assert hn._reason("scopa", coins, {}, sette, drop) == ("settebello", {"cards": 2})
    take = Action.make("play", 0, card="5C", capture=["5S"])
    assert hn._reason("scopa", coins, {}, take, drop) == ("capture", {"cards": 2})
    # 3C 4D and a king left: 17, no single card sweeps it; 3C 4D and a two: 9, a queen would
    two = Action.make("play", 0, card="2S", capture=[])
    assert hn._reason("scopa", view, {}, drop, two) == ("no_sweep", {})
    assert hn._reason("scopa", view, {}, two, drop) == ("best", {})


def test_a_single_sensible_move_needs_no_search() -> None:
    legal = [Action("take", 1), Action("surrender", 1)]
    h = hn.hint("durak", {"seat": 1}, {}, legal)
    assert h.action == Action("take", 1) and h.reason == "only" and h.alternative is None
    with pytest.raises(ValueError):
        hn.hint("durak", {"seat": None}, {}, legal)
    # Bura's first-move draw: face-down cards, nothing to search
    picks = [Action("pick", 0, position=p) for p in (0, 3, 5)]
    drawn = hn.hint("bura", {"seat": 0, "trump": None}, {}, picks)
    assert drawn.action == picks[0] and drawn.reason == "luck"
