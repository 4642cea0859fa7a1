"""tests/support/botproc.py: a bot forked from the zygote is what ``python -m bot`` would be — the
same view of how it was started as the real command's, its exit code or killing signal, its output
as it comes, several at once, and none outliving its test."""

from __future__ import annotations

import asyncio
import json
import os
import signal
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from tests.support.botproc import REPO, BotProc, children, start_bot

PROBE = "tests.support.botproc_probe"
ANA = 4801


def gone(pid: int) -> bool:
    """Whether ``pid`` has exited (a zombie counts: it is gone but for its exit status)."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().split(") ", 1)[1][0] == "Z"
    except OSError:
        return True


async def until(check: Any, what: str, timeout: float = 30.0) -> None:
    end = time.monotonic() + timeout
    while not check():
        assert time.monotonic() < end, f"still not: {what}"
        await asyncio.sleep(0.02)


async def real(env: dict[str, str], *argv: str, interruptible: bool = False) -> asyncio.subprocess.Process:
    from tests.support.bot_e2e import interruptible as sigint_default

    return await asyncio.create_subprocess_exec(
        sys.executable, "-m", PROBE, *argv, cwd=REPO, env=env,
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.STDOUT,
        preexec_fn=sigint_default if interruptible else None,
    )  # fmt: skip


async def first_line(proc: BotProc) -> dict[str, Any]:
    assert proc.stdout is not None
    line = await asyncio.wait_for(proc.stdout.readline(), 120)
    assert line, "no report"
    out: dict[str, Any] = json.loads(line)
    return out


@pytest.mark.parametrize("interruptible", [False, True])
async def test_a_forked_process_sees_what_the_real_command_would(interruptible: bool) -> None:
    """Arguments, sys.path[0], working directory, environment, __main__, every signal's disposition
    and the mask, descriptors, process group, stdio's buffering: as ``python -m`` has them."""
    env = dict(os.environ, KOZYR_PROBE="a value", OTHER="ü")
    env.pop("HOME", None)
    want = await real(env, "exit", "0", interruptible=interruptible)
    got = await start_bot(REPO, env, argv=["exit", "0"], interruptible=interruptible, module=PROBE)
    w, g = await first_line(want), await first_line(got)
    assert await want.wait() == 0 and await got.wait() == 0
    assert g["environ"] == env and g["cwd"] == str(REPO) and g["argv"][1:] == ["exit", "0"]
    if interruptible:  # (otherwise as the real command finds it: ignored in a background job)
        assert g["signals"]["SIGINT"] == "default_int_handler"
    assert g["fds"].keys() == {"0", "1", "2"} and g["fds"]["1"] == "pipe"
    w.pop("random"), g.pop("random")
    assert g == w


async def test_forked_processes_draw_different_random_numbers() -> None:
    """``random`` reseeds in a forked child: bots forked from one zygote do not share its state."""
    procs = [await start_bot(REPO, dict(os.environ), module=PROBE) for _ in range(2)]
    draws = [(await first_line(p))["random"] for p in procs]
    assert [await p.wait() for p in procs] == [0, 0]
    assert draws[0] != draws[1]


@pytest.mark.parametrize(("argv", "interruptible"), [(["exit", "3"], False), (["sigint"], True)])
async def test_the_exit_status_is_the_real_commands(argv: list[str], interruptible: bool) -> None:
    """An exit code, or the signal an uncaught KeyboardInterrupt ends Python with (Ctrl+C)."""
    env = dict(os.environ)
    want = await real(env, *argv, interruptible=interruptible)
    got = await start_bot(REPO, env, argv=argv, interruptible=interruptible, module=PROBE)
    codes = [await asyncio.wait_for(p.wait(), 60) for p in (want, got)]
    assert codes[0] == codes[1] == (3 if argv[0] == "exit" else -signal.SIGINT)
    assert got.returncode == codes[1]


async def test_two_at_once_each_signalled_by_its_pid() -> None:
    """Two running together; SIGKILL is reported as -9, SIGTERM as -15; the output comes as written."""
    a, b = [await start_bot(REPO, dict(os.environ), argv=["wait"], module=PROBE) for _ in range(2)]
    for p in (a, b):
        await first_line(p)
        assert p.stdout is not None
        assert await asyncio.wait_for(p.stdout.readline(), 30) == b"waiting\n"
    assert a.pid != b.pid and a.returncode is None and b.returncode is None
    a.kill()
    assert await asyncio.wait_for(a.wait(), 30) == -signal.SIGKILL and a.returncode == -9
    assert not gone(b.pid) and b.returncode is None
    b.terminate()
    assert await asyncio.wait_for(b.wait(), 30) == -signal.SIGTERM
    a.kill()  # exited: nothing happens


async def test_a_dropped_handle_leaves_no_process() -> None:
    proc = await start_bot(REPO, dict(os.environ), argv=["wait"], module=PROBE)
    await first_line(proc)
    pid = proc.pid
    assert not gone(pid)
    proc.close()  # type: ignore[attr-defined]
    await until(lambda: gone(pid), "the dropped bot killed")


async def test_a_test_process_that_dies_leaves_no_process(tmp_path: Path) -> None:
    """A process holding bots (another pytest, say) killed with SIGKILL: its bots are killed too (the
    bot writes nothing after ``waiting``: no broken pipe ends it)."""
    from tests.support import botproc

    fd = botproc.control_fd()
    code = (
        "import asyncio, os, sys\n"
        "from tests.support import botproc\n"
        "botproc.attach(int(sys.argv[1]))\n"
        "async def main():\n"
        f"    p = await botproc.start_bot('.', dict(os.environ), argv=['wait'], module={PROBE!r})\n"
        "    while await p.stdout.readline() != b'waiting\\n': pass\n"  # it writes no more
        "    print(p.pid, flush=True)\n"
        "    await asyncio.sleep(600)\n"
        "asyncio.run(main())\n"
    )
    holder = await asyncio.create_subprocess_exec(
        sys.executable, "-c", code, str(fd), cwd=REPO, pass_fds=[fd], stdout=asyncio.subprocess.PIPE
    )
    assert holder.stdout is not None
    pid = int(await asyncio.wait_for(holder.stdout.readline(), 120))
    assert not gone(pid)
    holder.kill()
    await holder.wait()
    await until(lambda: gone(pid), "the bot of a killed test process killed")


# ----- the bot itself ---------------------------------------------------------------------------------------
async def running(proc: BotProc, lines: list[str]) -> None:
    assert proc.stdout is not None
    while not any("Kozyr is running" in line for line in lines):
        line = await asyncio.wait_for(proc.stdout.readline(), 120)
        assert line, "the bot exited:\n" + "".join(lines)
        lines.append(line.decode(errors="replace"))


@pytest.mark.real_time  # its bot is another process
@pytest.mark.parametrize("how", ["SIGTERM", "SIGINT"])
async def test_the_bot_stops_gracefully(fake_tg: Any, tmp_path: Path, how: str) -> None:
    """The bot's own lines arrive; SIGTERM, or Ctrl+C when interruptible, stops it gracefully: 0."""
    from tests.bot.test_webhook import process_env
    from tests.support.bot_e2e import fragment, wall

    fake = fake_tg
    fake.add_user(ANA, "Ana")
    env = process_env(fake, tmp_path / "k.sqlite3", AI_PROCESSES="0")
    proc = await start_bot(tmp_path, env, interruptible=how == "SIGINT")
    lines: list[str] = []
    try:
        await running(proc, lines)
        fake.send_text(ANA, "/durak")
        await fake.wait_message(ANA, fragment("invite-forward"), timeout=wall(20))
    finally:
        if proc.returncode is None:
            proc.send_signal(getattr(signal, how))
        out, _ = await asyncio.wait_for(proc.communicate(), timeout=wall(60))
    text = "".join(lines) + out.decode(errors="replace")
    assert proc.returncode == 0, text
    assert "stopping gracefully" in text and "Kozyr stopped" in text and "Traceback" not in text, text
    assert (tmp_path / "k.sqlite3").exists()


@pytest.mark.real_time  # its bot is another process
async def test_a_bot_killed_with_sigkill_takes_its_computers_pool_along(fake_tg: Any, tmp_path: Path) -> None:
    """The computers' pool (multiprocessing spawn) starts from a forked bot and dies with it."""
    from tests.bot.test_webhook import process_env
    from tests.support.bot_e2e import fragment, wall

    fake = fake_tg
    fake.add_user(ANA, "Ana")
    env = process_env(fake, tmp_path / "k.sqlite3", AI_PROCESSES="2")
    proc = await start_bot(tmp_path, env)
    lines: list[str] = []
    try:
        await running(proc, lines)
        fake.send_text(ANA, "/durak")
        await fake.wait_message(ANA, fragment("invite-forward"), timeout=wall(20))
        pool = children(proc.pid)
        assert len(pool) >= 2, pool
        proc.kill()
        assert await asyncio.wait_for(proc.wait(), 30) == -signal.SIGKILL
        await until(lambda: all(gone(pid) for pid in pool), "the pool gone with its bot")
    finally:
        proc.kill()
        await proc.wait()

