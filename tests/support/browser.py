"""Debian's headless Chromium (/usr/bin/chromium) driven by Playwright, as the sandbox's browser test
drives it: no browser download. Without chromium a test is skipped locally, but fails when ``CI`` is
set: CI must run it."""

from __future__ import annotations

import os
import shutil
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import pytest

CHROMIUM = "/usr/bin/chromium"

try:
    from playwright.async_api import async_playwright, expect
except ImportError:  # pragma: no cover - the dev dependency is missing: need_browser() skips
    async_playwright = None  # type: ignore[assignment]
    expect = None  # type: ignore[assignment]


def browser_missing() -> str | None:
    if async_playwright is None:
        return "playwright is not installed (pip install -e '.[dev]')"
    if not (Path(CHROMIUM).exists() or shutil.which("chromium")):
        return "no chromium (apt-get install chromium; .ci/run does it)"
    return None


def need_browser() -> None:
    """Skip the test without a browser (fail in CI)."""
    missing = browser_missing()
    if missing:
        if os.environ.get("CI"):
            pytest.fail(f"the browser test must run in CI: {missing}")
        pytest.skip(missing)


@asynccontextmanager
async def chromium() -> AsyncIterator[Any]:
    """One headless Chromium (Playwright's Browser: ``new_page`` opens a tab), closed after."""
    need_browser()
    assert async_playwright is not None
    async with async_playwright() as pw:
        browser = await pw.chromium.launch(executable_path=CHROMIUM, headless=True, args=["--no-sandbox"])
        try:
            yield browser
        finally:
            await browser.close()


@asynccontextmanager
async def browser_page(**options: Any) -> AsyncIterator[Any]:
    """One headless Chromium and one page in it, closed after."""
    async with chromium() as browser:
        yield await browser.new_page(**options)


@asynccontextmanager
async def sandbox_for_browser(tmp_path: Path, **settings: Any) -> AsyncIterator[Any]:
    """The sandbox (its bot with the tests' fast settings and ``settings``) for a browser test, its
    emulator's limits scaled as the tests' pace is; no call may have been answered 429 after."""
    from bot.config import Settings
    from bot.sandbox.server import Sandbox
    from tests.support.bot_e2e import FAST
    from tests.support.pacing import LIMIT_SCALE

    need_browser()
    box = Sandbox(
        Settings.of(bot_token="1:x", **{**FAST, **settings}),
        port=0, database=tmp_path / "s.sqlite3", limit_scale=LIMIT_SCALE,
    )  # fmt: skip
    await box.start()
    try:
        yield box
    finally:
        await box.stop()
    limited = box.fake.limited_calls()
    assert not limited, f"{len(limited)} calls answered 429, e.g. {limited[:3]}"
