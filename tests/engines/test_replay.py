"""The replay frame builder (engines/replay.py, issue 46): one frame per action plus the dealt table,
every hand face up, the last frame the state the record replays to — for records written by
computer players playing whole matches (selfplay's players and schedule)."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engines import replay
from engines.ai import Budget, get_player
from engines.ai.selfplay import written_match
from engines.protocol import Action, BadRecord, Game, IllegalAction
from engines.records import load_record, play

JSON = dict[str, Any]

CASES = [
    ("durak", 2, {}),
    ("durak", 4, {"mode": "perevodnoy", "teams": "2x2"}),
    ("bura", 2, {}),
    ("scopa", 2, {}),
    ("scopa", 4, {}),  # two teams
]


def selfplay_record(name: str, seats: int, options: JSON, seed: int, level: str = "heuristic") -> JSON:
    """A whole match played by computer players under selfplay's schedule, written as a record."""
    rng = random.Random(seed)
    first = rng.randrange(seats)
    player = get_player(level, name)
    budget = Budget(think_ms=0, iterations=10)

    def choose(game: Game, seat: int, legal: list[Action], record: JSON) -> Action:
        return player(game.view(seat), game.memory(seat), legal, rng, budget)

    return written_match(name, seats, options, rng, choose, first=first, max_steps=5000)


def hands(game: Game) -> list[list[str]]:
    return [list(game.view(s).get("hand") or []) for s in range(game.seats)]


@pytest.mark.parametrize(("name", "seats", "options"), CASES)
@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1))
def test_every_deal_has_a_frame_per_action_and_ends_where_the_record_does(
    name: str, seats: int, options: JSON, seed: int
) -> None:
    record = selfplay_record(name, seats, options, seed)
    for d, deal in enumerate(record["deals"]):
        out = replay.build(record, d)
        frames = out["frames"]
        assert out["deal"] == d and out["deals"] == len(record["deals"])
        assert len(frames) == len(deal["actions"]) + 1
        assert [f["step"] for f in frames] == list(range(len(frames)))
        assert frames[0]["action"] is None
        assert [f["action"] for f in frames[1:]] == deal["actions"]
        upto = {**record, "deals": record["deals"][: d + 1]}
        final = play(load_record(upto)).game
        last = frames[-1]
        assert last["view"] == json.loads(json.dumps(final.view(None)))
        assert last["hands"] == hands(final)
        assert last["result"] == final.deal_results()[d] and last["result"] is not None
        assert last["match"] == final.match_result()
        assert all(f["result"] is None for f in frames[:-1])
        json.dumps(out)  # the web server sends it as it is
    # the cards in the hands at the deal's start are all face up: as many as the view counts
    first = replay.build(record, 0)["frames"][0]
    assert [len(h) for h in first["hands"]] == first["view"]["hand_sizes"]


def test_the_default_is_the_last_deal_and_buras_draw_is_kept() -> None:
    record = selfplay_record("bura", 2, {}, 7)
    record["first_draw"] = {"draws": [{"label": "bura:draw:1", "picks": [0, 1], "cards": ["6S", "AH"]}],
                            "first": record["first"]}
    out = replay.build(record)
    assert out["deal"] == len(record["deals"]) - 1
    assert out["draw"] == record["first_draw"]
    assert replay.build(selfplay_record("durak", 2, {}, 7))["draw"] is None


def test_a_record_that_does_not_replay_is_refused() -> None:
    record = selfplay_record("durak", 2, {}, 3)
    with pytest.raises(BadRecord):
        replay.build(record, 1)
    with pytest.raises(BadRecord):
        replay.build({**record, "deals": []})
    with pytest.raises(BadRecord):
        replay.build({"game": "chess"})
    broken = json.loads(json.dumps(record))
    broken["deals"][0]["actions"].insert(0, broken["deals"][0]["actions"][1])
    with pytest.raises(IllegalAction):
        replay.build(broken)
