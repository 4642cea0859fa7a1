"""The machine a benchmark ran on, and its speed: what a fixed pure-Python loop takes here, so that
figures from two machines (or from one machine at two moments) can be compared."""

from __future__ import annotations

import os
import platform
import time


def machine() -> str:
    """The machine, and its speed: the best of five runs of a fixed loop (2·10⁶ additions)."""
    best = float("inf")
    for _ in range(5):
        start = time.perf_counter()
        total = 0
        for i in range(2_000_000):
            total += i & 7
        best = min(best, time.perf_counter() - start)
    cpu = platform.processor() or platform.machine()
    py = platform.python_version()
    return f"{cpu}, {os.cpu_count()} CPUs, Python {py}; reference loop {best * 1000:.0f} ms"
