"""Stand-in players for the computers' process pool (tests/bot/test_ai_pool.py). The pool pickles a
task by name and each worker imports its module, so they live here, importing nothing: a worker
that imported the test module would load the whole bot (aiogram included) first, seconds of CPU in
each worker of each pool a test starts."""

from __future__ import annotations

import os
import time
from typing import Any


def slow_think(*args: Any) -> Any:
    """A worker that overruns any budget."""
    time.sleep(3)
    raise AssertionError("never waited for")


def crashing_think(*args: Any) -> Any:
    """A player that takes its worker process down."""
    os._exit(3)
