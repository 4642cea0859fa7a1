"""The table page's latency benchmark (benchmarks/table_latency.py) in its smallest form, so that it
keeps working: a few presses on SQLite (and on two PostgreSQL workers when a server answers, else the
line saying it was skipped). Its figures are not asserted (speed is measured by the benchmark, not by
tests); that it measures them is."""

from __future__ import annotations

import asyncio
import re
import sys
from pathlib import Path

import pytest

from tests import postgres
from tests.support.bot_e2e import wall

pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parents[2]

INTERVALS = ("press -> answer", "commit -> other page", "press -> other page")
NUMBER = r"(\d+\.\d)"


async def test_the_benchmark_prints_every_figure_and_the_machines_speed() -> None:
    args = [sys.executable, "-m", "benchmarks.table_latency", "--moves", "3"]
    server = postgres.server()
    if server is not None:
        args += ["--postgres", server]
    proc = await asyncio.create_subprocess_exec(
        *args, cwd=ROOT, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.STDOUT
    )
    out, _ = await asyncio.wait_for(proc.communicate(), wall(300))
    text = out.decode(errors="replace")
    assert proc.returncode == 0, text
    setups = ["SQLite, 1 worker"] + (["PostgreSQL, 2 workers"] if server is not None else [])
    for setup in setups:
        for interval in INTERVALS:
            figures = rf"\s+(\d+)\s+{NUMBER}\s+{NUMBER}\s+{NUMBER}$"  # n, median, p95, max (ms)
            row = re.search(rf"^{re.escape(setup)}\s+{re.escape(interval)}{figures}", text, re.M)
            assert row is not None, (setup, interval, text)
            assert int(row[1]) >= 1, row[0]  # measured: n, median, p95 and max, none NaN
    if server is None:
        assert "PostgreSQL, 2 workers: skipped" in text, text
    assert re.search(r"a fixed pure-Python loop \([\d,]+ iterations\): \d+ ms", text), text
    assert "Traceback" not in text, text
