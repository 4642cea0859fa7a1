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
    from playwright.async_api import async_playwright
except ImportError:  # pragma: no cover - the dev dependency is missing
    async_playwright = None  # type: ignore[assignment]


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
async def browser_page(**options: Any) -> AsyncIterator[Any]:
    """One headless Chromium and one page in it, closed after."""
    need_browser()
    assert async_playwright is not None
    async with async_playwright() as pw:
        browser = await pw.chromium.launch(executable_path=CHROMIUM, headless=True, args=["--no-sandbox"])
        try:
            yield await browser.new_page(**options)
        finally:
            await browser.close()
