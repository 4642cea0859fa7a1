"""``python -m bot`` as a newcomer runs it: clear messages and exit statuses, a clean stop, no token in
the output."""

from __future__ import annotations

import asyncio
import os
import signal
import socket
import sys
from pathlib import Path

import pytest

from bot.sandbox.fakeapi import FakeTelegram
from tests.support.bot_e2e import interruptible, wall

# a bot process starts in each, on its own SQLite file (or none)
pytestmark = [pytest.mark.slow, pytest.mark.real_time]

REPO = Path(__file__).resolve().parents[2]


async def run_bot(
    cwd: Path, env: dict[str, str], *, until: str | None = None, timeout: float = wall(40.0)
) -> tuple[int, str]:
    """Run ``python -m bot`` in ``cwd``; with ``until``, interrupt it (Ctrl+C) once its output shows
    that text. Returns (exit status, stdout + stderr)."""
    base = {k: v for k, v in os.environ.items() if k not in ("BOT_TOKEN", "TELEGRAM_API_URL", "DATABASE_URL")}
    proc = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "bot", cwd=cwd, env={**base, "PYTHONPATH": str(REPO), **env},
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.STDOUT, preexec_fn=interruptible,
    )
    out = b""
    assert proc.stdout is not None
    try:
        async with asyncio.timeout(timeout):
            while True:
                line = await proc.stdout.readline()
                if not line:
                    break
                out += line
                if until is not None and until.encode() in out:
                    proc.send_signal(signal.SIGINT)
                    until = None
            return await proc.wait(), out.decode()
    finally:
        if proc.returncode is None:
            proc.kill()
            await proc.wait()


def closed_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


async def test_missing_token_is_explained(tmp_path: Path) -> None:
    """Issue 36: a pip install has no ``.env.example``: the message says where the token goes (the
    environment, or ``.env`` in the folder started from) and how to try Kozyr without one."""
    status, out = await run_bot(tmp_path, {})
    assert status == 2 and "BOT_TOKEN is required" in out
    assert ".env.example" not in out and "BOT_TOKEN=" in out and str(tmp_path) in out
    assert "python -m bot --sandbox" in out and "Traceback" not in out


async def test_runs_creates_its_database_stops_on_ctrl_c_and_is_quiet_unless_asked(
    fake_tg: FakeTelegram, tmp_path: Path
) -> None:
    """It runs, creates its database, keeps the token out of its output and stops on Ctrl+C.
    APScheduler writes a line per job run at INFO (a line a second, most of a session's console):
    quiet by default, shown with LOG_LEVEL=debug; the bot's own lines stay."""
    env = {"BOT_TOKEN": fake_tg.token, "TELEGRAM_API_URL": fake_tg.base_url}
    status, out = await run_bot(tmp_path, env, until="polling")
    assert status == 0, out
    assert (tmp_path / "data" / "kozyr.sqlite3").exists()
    assert fake_tg.token.split(":")[1] not in out
    assert "Kozyr is running" in out and "apscheduler" not in out
    status, out = await run_bot(tmp_path, {**env, "LOG_LEVEL": "debug"}, until="polling")
    assert status == 0, out
    assert "apscheduler" in out


async def test_unreachable_api_is_explained_and_the_process_ends(tmp_path: Path) -> None:
    url = f"http://127.0.0.1:{closed_port()}"
    status, out = await run_bot(tmp_path, {"BOT_TOKEN": "1:SECRET", "TELEGRAM_API_URL": url})
    assert status == 1 and "cannot reach the Bot API server" in out
    assert "SECRET" not in out


async def test_wrong_token_is_explained(fake_tg: FakeTelegram, tmp_path: Path) -> None:
    status, out = await run_bot(tmp_path, {"BOT_TOKEN": "999:WRONG", "TELEGRAM_API_URL": fake_tg.base_url})
    assert status == 2 and "refused BOT_TOKEN" in out

