"""Fixtures for the bot tests: ``fake_tg``, a started fake Telegram Bot API server."""

from __future__ import annotations

import sys
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

# Make ``tests.bot`` importable however pytest imports this directory (rootdir is not on
# sys.path with the editable install): the tests import their helpers from tests.bot.conftest_bot.
_ROOT = str(Path(__file__).resolve().parents[2])
if _ROOT not in sys.path:
    sys.path.append(_ROOT)

from bot.sandbox.fakeapi import FakeTelegram  # noqa: E402

#: the fake enforces Telegram's flood limits, LIMIT_SCALE times faster (the bot's test settings in
#: conftest_bot.make_settings pace it the same factor faster); a 429 a test did not inject fails it
LIMIT_SCALE = 20.0


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
