"""The shared computer-player framework: turn schedule, ISMCTS budgets and determinism, self-play."""

from __future__ import annotations

import io
import json
import random
from typing import Any

import pytest

from engines.__main__ import main
from engines.ai import Budget, selfplay, turns
from engines.ai import durak as ai
from engines.ai.ismcts import search
from engines.durak import Durak
from engines.protocol import Action


def endgame() -> Durak:
    """Stock empty, trump spades. Seat 0 leads: AS wins (nobody beats it, seat 1 takes, then 6D
    goes and seat 0 is out first); 6D only draws."""
    g = Durak.new(2)
    g.deal_from_layout({"hands": [["6D", "AS"], ["7D", "8C"]], "stock": [], "trump": "S"})
    return g


def test_search_finds_the_winning_lead() -> None:
    g = endgame()
    v, m, legal = g.view(0), g.memory(0), g.legal_actions(0)
    assert set(legal) == {Action("attack", 0, "6D"), Action("attack", 0, "AS")}
    for seed in range(5):
        assert ai.ismcts_player(v, m, legal, random.Random(seed), Budget(iterations=60)) == Action(
            "attack", 0, "AS"
        )
    assert ai.heuristic_player(v, m, legal, random.Random(0), Budget()) == Action("attack", 0, "AS")


def three_seat_position() -> tuple[Any, Any, list[Action]]:
    """A dealt 3-seat Durak: the view, memory and legal moves of the seat to act first."""
    rng = random.Random(1)
    g = Durak.new(3)
    deck = list(Durak.deck)
    rng.shuffle(deck)
    g.deal_from_deck(deck)
    s = turns.advance(g, rng)
    assert s is not None
    return g.view(s), g.memory(s), g.legal_actions(s)


def test_search_iteration_budget_and_determinism() -> None:
    v, m, legal = three_seat_position()
    calls = []

    def counting(view: Any, memory: Any, r: random.Random) -> Durak:
        calls.append(1)
        return ai.determinize(view, memory, r)

    picks = set()
    for _ in range(2):
        calls.clear()
        picks.add(search(v, m, legal, random.Random(9), Budget(iterations=37), determinize=counting))
        assert len(calls) == 37
    assert len(picks) == 1 and picks <= set(legal)


def test_search_prior_expands_and_favours_the_preferred_move() -> None:
    v, m, legal = three_seat_position()
    assert len(legal) > 2
    seen: list[tuple[int, list[Action]]] = []

    def first(game: Any, seat: int, acts: list[Action], r: random.Random) -> Action:
        seen.append((seat, acts))
        return acts[0]

    for fav in legal:
        # one iteration expands one root move: the preferred one
        one = search(
            v, m, legal, random.Random(3), Budget(iterations=1), determinize=ai.determinize, root_prior=fav
        )
        assert one == fav
        # a bias far above any reward keeps choosing it once every move is tried
        many = search(
            v, m, legal, random.Random(3), Budget(iterations=3 * len(legal)), determinize=ai.determinize,
            root_prior=fav, bias=1e9, prior=first,
        )  # fmt: skip
        assert many == fav
    assert seen and all(len(acts) > 1 and seat in range(3) for seat, acts in seen)


def test_search_time_budget_uses_the_given_clock() -> None:
    g = endgame()
    now = [0.0]

    def clock() -> float:
        now[0] += 0.001  # every reading advances one millisecond
        return now[0]

    calls = []

    def counting(view: Any, memory: Any, r: random.Random) -> Durak:
        calls.append(1)
        return ai.determinize(view, memory, r)

    search(
        g.view(0),
        g.memory(0),
        g.legal_actions(0),
        random.Random(0),
        Budget(think_ms=20, clock=clock),
        determinize=counting,
    )
    assert 5 <= len(calls) <= 20
    calls.clear()
    search(
        g.view(0),
        g.memory(0),
        g.legal_actions(0),
        random.Random(0),
        Budget(think_ms=1000, iterations=7, clock=clock),
        determinize=counting,
    )
    assert len(calls) == 7


def test_single_legal_action_needs_no_search() -> None:
    def boom(*args: Any) -> Durak:
        raise AssertionError("no search expected")

    only = [Action("take", 1)]
    assert search({"seat": 1}, {}, only, random.Random(0), Budget(iterations=5), determinize=boom) == only[0]


class FakeClockGame:
    """A duck-typed game: nobody may act until the clock's ``tick`` has fired twice."""

    name = "fake"
    seats = 2

    def __init__(self) -> None:
        self.ticks = 0
        self.moved = False

    def is_over(self) -> bool:
        return self.moved

    def to_act(self) -> list[int]:
        return [0, 1] if self.ticks >= 2 and not self.moved else []

    def clock_actions(self) -> list[Action]:
        return [Action("other"), Action("tick")] if self.ticks < 2 else []

    def pending_clock(self) -> dict | None:
        return {"action": "tick", "seconds": 5} if self.ticks < 2 else None

    def needs_deal(self) -> bool:
        return False

    def apply(self, a: Action) -> list:
        assert a.type == "tick"
        self.ticks += 1
        return []


def test_advance_fires_the_pending_clock_only_when_no_seat_can_act() -> None:
    g = FakeClockGame()
    assert turns.advance(g, random.Random(0)) == 0  # type: ignore[arg-type]  # lowest seat by default
    assert g.ticks == 2


def test_durak_schedule_defender_first() -> None:
    g = Durak.new(3)
    g.deal_from_layout(
        {"hands": [["6H", "6S", "6C"], ["7S", "8S", "AH"], ["6D", "9C", "TC"]], "stock": ["7C", "QD", "KH"]}
    )
    g.apply(Action("attack", 0, "6S"))  # seat 0 holds the lowest trump (6H)
    assert set(g.to_act()) == {0, 1, 2}  # 0 and 2 can throw a six in, 1 defends
    assert turns.next_mover(g) == 1
    g.apply(Action("defend", 1, "7S", "6S"))
    assert turns.next_mover(g) == 0  # turn order from the attacker


def test_percentile_and_lineup() -> None:
    assert selfplay.percentile([], 0.95) == 0.0
    assert selfplay.percentile(list(range(1, 101)), 0.95) == 95
    assert selfplay.percentile(list(range(1, 101)), 0.5) == 50
    assert selfplay.lineup_for(["ismcts", "heuristic"], 4) == [
        "ismcts",
        "heuristic",
        "heuristic",
        "heuristic",
    ]
    with pytest.raises(ValueError):
        selfplay.lineup_for(["random"] * 3, 2)


def cli(*argv: str) -> dict:
    out = io.StringIO()
    assert main(["selfplay", *argv], out=out) == 0
    return json.loads(out.getvalue())


def test_selfplay_cli_summary_fields() -> None:
    s = cli("durak", "--players", "heuristic,random", "--games", "6", "--seed", "3")
    for key in (
        "game",
        "seats",
        "players",
        "games",
        "wins",
        "losses",
        "draws",
        "seconds",
        "games_per_second",
        "decisions",
        "seat_games",
        "win_rate",
    ):
        assert key in s
    assert s["games"] == 6 and s["seats"] == 2
    assert s["seat_games"] == {"heuristic": 6, "random": 6}
    assert s["wins"]["heuristic"] + s["wins"]["random"] + s["draws"] == 6
    assert s["losses"]["heuristic"] == s["wins"]["random"]
    for name in ("heuristic", "random"):
        d = s["decisions"][name]
        assert d["count"] > 0 and d["p95_ms"] >= d["p50_ms"] >= 0 and d["mean_ms"] >= 0


def test_selfplay_is_reproducible_and_rotates_seats() -> None:
    args = (
        "durak",
        "--players",
        "ismcts,heuristic,random",
        "--games",
        "3",
        "--seed",
        "5",
        "--iterations",
        "4",
    )
    a, b = cli(*args), cli(*args)
    for key in ("wins", "losses", "draws", "seat_games"):
        assert a[key] == b[key]
    assert {k: v["count"] for k, v in a["decisions"].items()} == {
        k: v["count"] for k, v in b["decisions"].items()
    }
    assert a["seat_games"] == {"ismcts": 3, "heuristic": 3, "random": 3}
    four = cli(
        "durak",
        "--players",
        "heuristic,random",
        "--seats",
        "4",
        "--games",
        "4",
        "--options",
        '{"mode": "perevodnoy"}',
    )
    assert four["seat_games"] == {"heuristic": 4, "random": 12}
    assert sum(four["losses"].values()) + four["draws"] == 4


def test_selfplay_seating_rotates_every_name_through_every_seat() -> None:
    seen: dict[str, set[int]] = {}
    real = selfplay.play_game

    def spy(game: Any, seated: Any, *rest: Any) -> Any:
        for s, (name, _) in enumerate(seated):
            seen.setdefault(name, set()).add(s)
        return real(game, seated, *rest)

    selfplay.play_game = spy  # type: ignore[assignment]
    try:
        selfplay.run("durak", ["heuristic", "random", "random"], 3, seed=1)
    finally:
        selfplay.play_game = real  # type: ignore[assignment]
    assert seen["heuristic"] == {0, 1, 2}


def test_selfplay_rejects_bad_input() -> None:
    with pytest.raises(SystemExit):
        main(["selfplay", "durak", "--players", "genius,random", "--games", "1"], out=io.StringIO())
    with pytest.raises(SystemExit):
        main(["selfplay", "durak", "--players", "random", "--seats", "7", "--games", "1"], out=io.StringIO())
    with pytest.raises(SystemExit):
        main(
            ["selfplay", "durak", "--players", "random,random", "--games", "1", "--options", "{bad"],
            out=io.StringIO(),
        )
