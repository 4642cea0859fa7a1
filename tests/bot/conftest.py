"""Fixtures for the bot tests: ``fake_tg``, a started fake Telegram Bot API server."""

from __future__ import annotations

import sys
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

# Make ``tests.bot.fakeapi`` importable however pytest imports this directory (rootdir is not on
# sys.path with the editable install); import the fake only under that one name.
_ROOT = str(Path(__file__).resolve().parents[2])
if _ROOT not in sys.path:
    sys.path.append(_ROOT)

from tests.bot.fakeapi import FakeTelegram  # noqa: E402


@pytest.fixture
async def fake_tg() -> AsyncIterator[FakeTelegram]:
    fake = FakeTelegram()
    await fake.start()
    try:
        yield fake
    finally:
        await fake.stop()
