"""Debian's headless Chromium (/usr/bin/chromium) driven by Playwright, as the sandbox's browser test
drives it: no browser download. Without chromium a test is skipped locally, but fails when ``CI`` is
set: CI must run it."""

from __future__ import annotations

import asyncio
import atexit
import os
import re
import shutil
import subprocess
import tempfile
import threading
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


#: what Playwright passes Chromium itself (it launched the browser once per test before), so that
#: the shared one behaves the same: no timers slowed in a page that is not in front, no scrollbars
PLAYWRIGHT_LIKE = (
    "--headless", "--no-sandbox", "--no-first-run", "--no-default-browser-check", "--hide-scrollbars",
    "--mute-audio", "--disable-background-timer-throttling", "--disable-backgrounding-occluded-windows",
    "--disable-renderer-backgrounding", "--disable-background-networking", "--disable-extensions",
    "--disable-component-update", "--disable-default-apps", "--disable-sync", "--password-store=basic",
    "--use-mock-keychain", "--disable-back-forward-cache", "--allow-pre-commit-input",
    "--disable-hang-monitor", "--disable-ipc-flooding-protection", "--disable-popup-blocking",
    "--disable-prompt-on-repost",
    "--force-color-profile=srgb", "--disable-field-trial-config", "--disable-dev-shm-usage",
    "--remote-debugging-port=0",
)  # fmt: skip

_shared: tuple[subprocess.Popen[str], str] | None = None


def _shared_chromium() -> str:
    """The DevTools address of this test process's one Chromium, started on first use and ended
    with the process: a launch costs about a second of CPU, and the suite opened some fifty.
    Each test gets its own browser context in it (no cookie, storage or page of another test)."""
    global _shared
    if _shared is not None and _shared[0].poll() is None:
        return _shared[1]
    profile = tempfile.mkdtemp(prefix="kozyr-chromium-")
    proc = subprocess.Popen(
        [CHROMIUM if Path(CHROMIUM).exists() else "chromium", *PLAYWRIGHT_LIKE, f"--user-data-dir={profile}",
         "about:blank"],
        stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
    )  # fmt: skip
    assert proc.stderr is not None
    url, seen = None, []
    for line in proc.stderr:  # it says where it listens before anything else of use
        seen.append(line)
        found = re.search(r"DevTools listening on (ws://\S+)", line)
        if found:
            url = found.group(1)
            break
    if url is None:
        proc.kill()
        raise AssertionError("Chromium did not start:\n" + "".join(seen[-20:]))
    # its later lines must not fill the pipe
    threading.Thread(target=lambda: [None for _ in proc.stderr or ()], daemon=True).start()

    def end() -> None:
        proc.kill()
        proc.wait()
        shutil.rmtree(profile, ignore_errors=True)

    atexit.register(end)
    _shared = (proc, url)
    return url


@asynccontextmanager
async def chromium() -> AsyncIterator[Any]:
    """A headless Chromium for one test (Playwright's Browser: ``new_page`` opens a tab in a context
    of its own): this process's shared one, connected to; what the test opened goes with it."""
    need_browser()
    assert async_playwright is not None
    url = await asyncio.to_thread(_shared_chromium)
    async with async_playwright() as pw:
        browser = await pw.chromium.connect_over_cdp(url)
        try:
            yield browser
        finally:
            for context in browser.contexts[1:]:  # the first is Chromium's own (it cannot close)
                await context.close()
            await browser.close()  # connected to: this disconnects, the browser stays for the next


@asynccontextmanager
async def browser_page(**options: Any) -> AsyncIterator[Any]:
    """A page of its own (a new browser context with ``options``: viewport, locale …), closed after."""
    async with chromium() as browser:
        context = await browser.new_context(**options)
        try:
            yield await context.new_page()
        finally:
            await context.close()


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
