"""Fixtures for the bot tests: ``fake_tg``, a started fake Telegram Bot API server."""

from __future__ import annotations

import sys
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

# Make ``tests`` importable however pytest imports this directory (rootdir is not on sys.path with
# the editable install): the tests import their helpers from tests.support.
_ROOT = str(Path(__file__).resolve().parents[2])
if _ROOT not in sys.path:
    sys.path.append(_ROOT)

from bot.sandbox.fakeapi import FakeTelegram  # noqa: E402
from tests.support.pacing import LIMIT_SCALE  # noqa: E402


@pytest.fixture
async def fake_tg() -> AsyncIterator[FakeTelegram]:
    fake = FakeTelegram(limits=True, limit_scale=LIMIT_SCALE)
    await fake.start()
    try:
        yield fake
    finally:
        await fake.stop()
    limited = fake.limited_calls()
    assert not limited, f"{len(limited)} calls over Telegram's limits, e.g. {limited[:3]}"
