"""``benchmarks/strength_suite.py`` (issue 48's figures in one command): the verdict per target, and a
tiny run end to end (subprocesses, a few games at a few milliseconds)."""

from __future__ import annotations

import io
import json
from contextlib import redirect_stdout
from pathlib import Path

from benchmarks import strength_suite as suite


def summary(wins: int, games: int, name: str = "ismcts", seats_each: int = 1) -> dict:
    return {
        "games": games,
        "wins": {name: wins * seats_each, "heuristic": (games - wins) * seats_each},
        "decisions": {name: {"p50_ms": 200.1, "p95_ms": 200.4}},
    }


def test_a_one_on_one_target_needs_the_share_and_the_interval_s_lower_bound() -> None:
    assert suite.verdict("durak", summary(320, 400))["met"]  # 80 %, 75.8–83.7
    exact = suite.verdict("bura", summary(300, 400))  # 75 % of 400: the bound is 70.5 %
    assert exact["met"] and 0.70 < exact["low"] < 0.71
    assert not suite.verdict("bura", summary(76, 100))["met"]  # 76 % of 100: the bound is 66.8 %
    close = suite.verdict("scopa", summary(299, 400))  # 74.75 %: short of 75 %
    assert not close["met"] and close["share"] == 0.7475
    few = suite.verdict("durak", summary(8, 10))  # 80 % of 10: the interval reaches far below 70 %
    assert not few["met"] and few["low"] < 0.5


def test_a_team_counts_each_match_once() -> None:
    v = suite.verdict("scopa2x2", summary(250, 400, seats_each=2))  # both partners credited a win
    assert v["won"] == 250 and v["share"] == 0.625 and v["met"]
    assert not suite.verdict("scopa2x2", summary(230, 400, seats_each=2))["met"]


def test_the_ladder_target_is_a_third_of_the_gap_it_started_from() -> None:
    def ladder(search: float, cheat: float) -> dict:
        elo = {"ismcts": [search, search - 50, search + 50], "cheat": [cheat, cheat - 60, cheat + 60]}
        return {"elo": elo}

    assert not suite.verdict("ladder", ladder(69, 501))["met"]  # where issue 48 started: nothing closed
    third = suite.verdict("ladder", ladder(213, 501))  # 144 of 432 closed
    assert third["met"] and third["closed"] == 0.333
    assert not suite.verdict("ladder", ladder(200, 501))["met"]
    assert suite.verdict("ladder", ladder(100, 380))["met"]  # a smaller gap also counts as closed


def test_a_tiny_suite_runs_end_to_end(tmp_path: Path) -> None:
    out = io.StringIO()
    kept = tmp_path / "suite.json"
    with redirect_stdout(out):
        code = suite.main(
            ["--only", "durak,ladder", "--games", "2", "--think-ms", "3", "--ladder-decks", "1",
             "--ladder-iterations", "2", "--core", "-1", "--every", "0", "--json", str(kept)]
        )  # fmt: skip
    text = out.getvalue()
    assert code == 1  # two games can never meet a target
    assert "| run | result (target) | machine before → after | minutes |" in text
    assert "| durak | ❌ " in text and "| ladder | " in text and "loop " in text
    assert "`python benchmarks/ai_strength.py durak --players ismcts,heuristic" in text
    found = json.loads(kept.read_text())
    assert set(found["runs"]) == {"durak", "ladder"}
    assert found["runs"]["durak"]["summary"]["games"] == 2
    assert found["runs"]["durak"]["before"]["loop_ms"] > 0


def test_a_runs_progress_goes_to_stderr_which_the_suite_passes_through(capsys) -> None:  # type: ignore[no-untyped-def]
    """``--every``'s running tables are on stderr: the suite keeps a run's stdout until the run ends
    (its figures) and passes stderr through, so a run of hours shows its progress in the log."""
    from benchmarks import ai_strength

    ai_strength.main(["durak", "--players", "heuristic,random", "--games", "2", "--every", "1"])
    out, err = capsys.readouterr()
    assert "1 games" in err and "2 games" in err  # after each game
    assert "1 games" not in out and "2 games" in out  # the result alone
