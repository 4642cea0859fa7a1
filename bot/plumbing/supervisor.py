"""``WORKERS=N``: ``python -m bot`` starts N worker processes and keeps them running.

Each worker is an ordinary ``python -m bot`` (``WORKERS=1``) in webhook mode against the shared
PostgreSQL database; they listen on the same ``WEBHOOK_PORT`` (``SO_REUSEPORT``: the kernel spreads
Telegram's connections over them), so an update may reach any of them — the database serializes each
room, claims each deadline once and paces Telegram's limits for all. This process only supervises:
a worker that dies (a crash, SIGKILL, out of memory) is started again after a short wait (longer
while it keeps dying at start-up), and SIGTERM or Ctrl+C is passed on to every worker, which stops
gracefully; the exit code is 0 when they all did.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import signal
import sys
from typing import TYPE_CHECKING

# nothing of the bot at run time (aiogram: seconds of CPU to import): this process only starts workers
if TYPE_CHECKING:
    from bot.config import Settings

log = logging.getLogger("bot.plumbing.supervisor")

#: a worker that lived shorter than this died at start-up: wait longer before the next try
EARLY_DEATH_SECONDS = 10.0
RESTART_DELAYS = (0.5, 1.0, 2.0, 5.0, 10.0, 30.0)
PR_SET_PDEATHSIG = 1  # linux/prctl.h
#: how long stopping waits for the workers' graceful stop before it kills them
STOP_SECONDS = 60.0


def check(settings: Settings) -> str | None:
    """Why ``WORKERS`` cannot be used with these settings (None: it can)."""
    if settings.workers <= 1:
        return None
    if settings.postgres_url is None:
        return (
            "WORKERS > 1 needs a database the workers share: DATABASE_URL=postgresql://… "
            "(SQLite serves one process)"
        )
    if not settings.webhook_url:
        return "WORKERS > 1 needs webhook mode (WEBHOOK_URL): Telegram gives polled updates to one process"
    return None


def _term_with_parent() -> None:
    if sys.platform.startswith("linux"):
        import ctypes

        ctypes.CDLL(None, use_errno=True).prctl(PR_SET_PDEATHSIG, signal.SIGTERM)


class Supervisor:
    def __init__(self, workers: int, argv: list[str] | None = None) -> None:
        self.workers = workers
        self.argv = argv or [sys.executable, "-m", "bot"]
        self.procs: dict[int, asyncio.subprocess.Process] = {}
        self.restarts = 0
        self._stopping = asyncio.Event()

    async def _spawn(self, index: int) -> asyncio.subprocess.Process:
        env = dict(os.environ, WORKERS="1", KOZYR_WORKER=str(index))
        # its own session: Ctrl+C reaches this process only, which passes one SIGTERM on (a second
        # signal would make the worker give up at once); PDEATHSIG: a worker stops if we are killed
        proc = await asyncio.create_subprocess_exec(
            *self.argv, env=env, start_new_session=True, preexec_fn=_term_with_parent
        )
        self.procs[index] = proc
        log.info("worker %d started (pid %d)", index, proc.pid)
        return proc

    async def _keep(self, index: int) -> None:
        failures = 0
        loop = asyncio.get_running_loop()
        while not self._stopping.is_set():
            started = loop.time()
            proc = await self._spawn(index)
            code = await proc.wait()
            if self._stopping.is_set():
                return
            lived = loop.time() - started
            failures = failures + 1 if lived < EARLY_DEATH_SECONDS else 0
            delay = RESTART_DELAYS[min(failures, len(RESTART_DELAYS) - 1)]
            log.warning("worker %d (pid %d) exited with %s after %.1f s; starting it again in %.1f s",
                        index, proc.pid, code, lived, delay)  # fmt: skip
            self.restarts += 1
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._stopping.wait(), delay)

    def stop(self) -> None:
        """Pass SIGTERM on to every worker (each stops gracefully); no worker is started again."""
        if self._stopping.is_set():
            return
        self._stopping.set()
        for proc in self.procs.values():
            if proc.returncode is None:
                proc.send_signal(signal.SIGTERM)

    async def run(self) -> int:
        keepers = [asyncio.create_task(self._keep(i)) for i in range(self.workers)]
        await self._stopping.wait()
        codes: list[int] = []
        for proc in list(self.procs.values()):
            try:
                codes.append(await asyncio.wait_for(proc.wait(), STOP_SECONDS))
            except TimeoutError:
                log.error("worker pid %d did not stop in %.0f s: killed", proc.pid, STOP_SECONDS)
                proc.kill()
                codes.append(await proc.wait())
        for task in keepers:
            task.cancel()
        await asyncio.gather(*keepers, return_exceptions=True)
        return 0 if all(code == 0 for code in codes) else 1


async def supervise(workers: int) -> int:
    supervisor = Supervisor(workers)
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(sig, supervisor.stop)
    log.info("Kozyr supervisor: %d workers", workers)
    try:
        return await supervisor.run()
    finally:
        for sig in (signal.SIGTERM, signal.SIGINT):
            loop.remove_signal_handler(sig)
        log.info("Kozyr supervisor stopped (%d restarts)", supervisor.restarts)
