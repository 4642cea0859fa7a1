"""What the strength benchmarks share of statistics."""

from __future__ import annotations

import math


def mean_se(xs: list[float]) -> tuple[float, float]:
    """The mean of ``xs`` and its standard error (0 for a single value)."""
    n = len(xs)
    m = sum(xs) / n
    var = sum((x - m) ** 2 for x in xs) / (n - 1) if n > 1 else 0.0
    return m, math.sqrt(var / n)
