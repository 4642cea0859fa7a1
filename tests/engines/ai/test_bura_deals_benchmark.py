"""The duplicate-deal yardstick (benchmarks/bura_deals.py) runs and counts both seatings."""

from __future__ import annotations

import json
from pathlib import Path
from types import ModuleType

import pytest


def _load() -> ModuleType:
    from benchmarks import bura_deals

    return bura_deals


def test_duplicate_deals_swap_the_seats(capsys: pytest.CaptureFixture[str]) -> None:
    mod = _load()
    assert mod.main(["--players", "heuristic,heuristic", "--seeds", "3", "--start", "5"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["deals"] == 6 and out["players"] == ["heuristic", "heuristic"]
    assert -6 <= out["points_per_deal"] <= 6 and 0.0 <= out["deals_won"] <= 1.0
    assert out["standard_error"] >= 0.0


def test_the_same_deck_gives_the_same_deal() -> None:
    mod = _load()
    from engines.ai import Budget, get_player

    h = get_player("heuristic", "bura")
    first = mod.play_deal(11, [h, h], Budget(iterations=5), None)
    assert first == mod.play_deal(11, [h, h], Budget(iterations=5), None)
    points, award = first
    assert sum(1 for x in points if x) <= 1  # one seat scores, or nobody on a tie
    assert award["reason"] in (
        "enough",
        "enough_wrong",
        "more_points",
        "dry",
        "tie",
        "three_sixes",
        "three_aces",
    )


def test_the_oracle_never_declares_a_wrong_count() -> None:
    mod = _load()
    from engines.ai import Budget, get_player

    h = get_player("heuristic", "bura")
    wrong = {0: 0, 1: 0}
    for seed in range(40):
        for oracle in (None, 0):
            _pts, award = mod.play_deal(seed, [h, h], Budget(iterations=5), oracle)
            if award.get("reason") == "enough_wrong" and award["seat"] == 1:  # seat 0 called wrongly
                wrong[0 if oracle is None else 1] += 1
    assert wrong[0] > 0  # the heuristic, estimating its face-down cards, sometimes calls wrongly
    assert wrong[1] == 0  # the oracle never does


def test_drawn_scores_and_a_paired_comparison(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    mod = _load()
    per_deck = tmp_path / "a.jsonl"
    args = ["--players", "heuristic,random", "--seeds", "6", "--start", "40", "--scores", "random"]
    assert mod.main([*args, "--per-deck", str(per_deck)]) == 0
    first = json.loads(capsys.readouterr().out)
    rows = [json.loads(line) for line in per_deck.read_text().splitlines()]
    assert [r["seed"] for r in rows] == list(range(40, 46))
    assert first["scores"] == "random" and first["win_chance_per_deal"] > 0  # heuristic beats random
    assert first["win_chance_error"] >= 0.0
    # the same run against its own per-deck file: every deck pairs with itself
    assert mod.main([*args, "--against", str(per_deck)]) == 0
    again = json.loads(capsys.readouterr().out)
    assert again["paired"] == {
        "decks": 6,
        "points": 0.0,
        "points_error": 0.0,
        "win_chance": 0.0,
        "win_chance_error": 0.0,
    }


def test_a_surrender_counts_as_a_whole_match() -> None:
    mod = _load()
    from engines.ai import Budget, get_player
    from engines.protocol import Action

    def quitter(view, memory, legal, rng, budget) -> Action:  # type: ignore[no-untyped-def]
        return next(a for a in legal if a.type == "surrender")

    h = get_player("heuristic", "bura")
    points, award = mod.play_deal(3, [quitter, h], Budget(iterations=5), None, (4, 7))
    assert award["reason"] == "surrender" and points == [0, 12]


def test_a_search_plays_deals_from_a_drawn_score(capsys: pytest.CaptureFixture[str]) -> None:
    """``--scores random`` with a search: its sampled worlds are checked states, whose score must be
    the deals' awards (a deal started from a bare score once had every world refused)."""
    mod = _load()
    args = ["--players", "ismcts,heuristic", "--seeds", "2", "--start", "7", "--iterations", "3",
            "--scores", "random"]
    assert mod.main(args) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["deals"] == 4 and out["scores"] == "random"
    from engines.ai import Budget, get_player

    s, h = get_player("ismcts", "bura"), get_player("heuristic", "bura")
    points, _award = mod.play_deal(7, [s, h], Budget(iterations=3), None, (9, 1))
    assert sum(points) > 0 or _award["reason"] == "tie"
