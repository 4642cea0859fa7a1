"""The load benchmark (benchmarks/bot_load.py) in its smallest form, so that it keeps working: real
bot processes on SQLite against the fake Bot API, a few rooms, everything twenty times faster. Its
figures are not asserted (speed is measured by the benchmark, not by tests); what it checks is."""

from __future__ import annotations

import sys
from pathlib import Path
from types import ModuleType

import pytest

from tests.support.bot_e2e import wall

pytestmark = [
    pytest.mark.skipif(sys.platform != "linux", reason="the harness reads /proc"),
    pytest.mark.slow,
]


def bot_load() -> ModuleType:
    from benchmarks import bot_load

    return bot_load


async def test_a_webhook_process_on_sqlite_answers_every_press(tmp_path: Path) -> None:
    load = bot_load()
    args = load.arguments(
        ["--rooms", "4", "--seconds", "2", "--warmup", "1", "--scale", "20", "--hard-share", "0"]
        + ["--finish-seconds", "60", "--step-seconds", "2", "--start-rooms", "2", "--step-factor", "2"]
        + ["--start-timeout", str(wall(60))]  # a bot process starts slowly on a busy machine
    )
    config = next(c for c in load.CONFIGS if c.database == "sqlite" and c.webhook)
    row = await load.run_config(config, args, tmp_path)
    assert row.presses_per_s > 0 and row.half_presses_per_s > 0
    assert row.unanswered == 0  # every press got its answerCallbackQuery
    # the harness presses real buttons: a good share are moves the bot took (the rest, stale buttons
    # under load, are answered too; half of them on a machine shared with another suite)
    assert row.accepted_share > 0.25
    assert row.actions_per_s > 0 and row.computer_moves_per_s > 0
    assert row.cpu_ms_per_action > 0
    assert row.finished >= 4 and row.unfinished == 0  # the games under way played to their end
    assert row.kb_per_game > 0 and row.kb_per_game_packed > 0  # grown, and after VACUUM
    assert row.sat_latency[0] == row.sat_latency[0]  # measured (not NaN)
    # the capacity search: the rooms doubled until a step missed the p99 twice in a row or all four
    # played; a first miss is measured again; the capacity is the last step that met it
    *met, last = row.steps
    again = " ✗ (measured again)"
    assert all(mark in ("", again) for *_, mark in met) and last[3] in (" ✗", " (all the rooms)")
    for (n, *_, mark), (following, *_) in zip(row.steps, row.steps[1:], strict=False):
        assert following == (n if mark == again else 2 * n)  # measured again, or doubled
    assert row.steps[0][0] == 2 and last[0] <= 4
    if last[3] != " ✗":
        assert row.steps[-1][0] == 4 and row.sat_latency[2] <= 1000
