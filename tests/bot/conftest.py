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
from tests.support import bot_e2e  # noqa: E402
from tests.support.pacing import LIMIT_SCALE  # noqa: E402


@pytest.fixture
async def fake_tg() -> AsyncIterator[FakeTelegram]:
    fake = FakeTelegram(limits=True, limit_scale=LIMIT_SCALE)
    await fake.start()
    bot_e2e.watch(fake)
    try:
        yield fake
    finally:
        bot_e2e.watch(None)
        await fake.stop()
    limited = fake.limited_calls()
    assert not limited, f"{len(limited)} calls over Telegram's limits, e.g. {limited[:3]}"


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """``e2e``: every test that runs the bot against the fake Bot API (``-m "not e2e"``: the quick ones)."""
    for item in items:
        if "fake_tg" in getattr(item, "fixturenames", ()):
            item.add_marker(pytest.mark.e2e)
