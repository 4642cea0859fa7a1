"""Time on screen: durations in words and the progress bar's blocks (pure helpers)."""

from __future__ import annotations

import math
from typing import Any

from bot.i18n import Translator


def duration(seconds: float) -> dict[str, Any]:
    """Arguments for the locales' ``dur`` message (hours, minutes or seconds)."""
    seconds = max(0.0, seconds)
    if seconds >= 3600:
        return {"n": math.ceil(seconds / 3600 - 1e-9), "unit": "h"}
    if seconds >= 60:
        return {"n": math.ceil(seconds / 60 - 1e-9), "unit": "m"}
    return {"n": math.ceil(seconds), "unit": "s"}


def fmt_duration(t: Translator, seconds: float) -> str:
    """ "24 ч", "5 min", "3 s" (message ``dur``)."""
    return t("dur", **duration(seconds))


def bar_text(left: float, total: float, width: int = 10) -> str:
    """``▰▰▰▰▰▰▱▱▱▱`` for the share of ``total`` still left."""
    share = 0.0 if total <= 0 else max(0.0, min(1.0, left / total))
    full = math.ceil(share * width - 1e-9)
    return "▰" * full + "▱" * (width - full)
