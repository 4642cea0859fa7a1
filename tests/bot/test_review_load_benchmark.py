"""The review load benchmark (benchmarks/review_load.py) in its smallest form, so that it keeps
working: a real bot process on SQLite against the fake Bot API, four people — two of them pressing
«🔎 Разбор» after each game and «💡» during it —, everything twenty times faster, the reviews and
hints at a tiny budget. Its figures are not asserted (speed is measured by the benchmark, not by tests); what
it checks is."""

from __future__ import annotations

import math
import sys
from pathlib import Path

import pytest

from tests.support.bot_e2e import wall

pytestmark = [
    pytest.mark.skipif(sys.platform != "linux", reason="the harness reads /proc"),
    pytest.mark.slow,
]


async def test_people_who_ask_for_reviews_and_people_who_do_not_are_measured_apart(tmp_path: Path) -> None:
    from benchmarks import review_load as load

    args = load.arguments(
        ["--people", "4", "--seconds", "6", "--warmup", "2", "--scale", "20", "--drain", str(wall(30))]
        + ["--review-budget", "4,30,1,8", "--hint-budget", "30,4", "--start-timeout", str(wall(60))]
        + ["--least-side", "2", "--least-side-seconds", str(wall(120))]  # two reviews, two hints
        # the reviews' worker at the computers' priority, not in the idle class (the bot's default):
        # on a machine other tests keep busy, an idle-class review would wait for them all
        + ["--review-niceness", "10"]
    )
    assert args.side == sorted(load.SIDES) and args.asking == 2
    result = await load.run(args, tmp_path)
    # both groups played and were measured apart, every press answered
    assert result.plain and result.asking and result.unanswered == 0
    assert math.isfinite(result.ratio) and result.ratio > 0 and result.noise > 0
    # the interval resamples the people of each group, each with all of their presses
    assert len(result.plain_people) == 2 and len(result.asking_people) == 2
    assert sorted(x for mine in result.asking_people for x in mine) == sorted(result.asking)
    low, high = result.interval()
    assert 0 < low <= high
    # the asking people asked: reviews started after their games, and each arrived in their chat
    review = result.sides["review"]
    assert review.pressed >= 2 and review.answers[load.WORKING] >= 2
    assert review.delivered == review.answers[load.WORKING]
    # and hints on their hands, once they had switched them on in /profile
    hint = result.sides["hint"]
    assert hint.pressed >= 2 and len(hint.latencies) >= 2
    assert hint.answers[load.SIDES["hint"].working] >= 1 and hint.delivered >= 1
    # each position whose hint started got its message (a double tap's second «thinking» none)
    assert hint.delivered >= len(hint.started) >= 1
    text = load.report(result, args)
    assert "p95 asking / not asking" in text and "side «review»" in text and "side «hint»" in text
