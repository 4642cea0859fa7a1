"""``python -m bot`` for the tests, forked from a process that has already imported the bot.

Every ``python -m bot`` costs about 4.5 s of CPU before it does anything: importing aiogram rebuilds
its ~600 pydantic models. The tests that need the bot as a real process of its own (to kill it with
SIGKILL or SIGTERM, to run two beside each other, to serve a webhook) start it with :func:`start_bot`
instead: a *zygote* — one helper process per pytest process, started on first use and stopped when
the pytest process exits — has imported what the bot imports, and forks each bot from there.

What such a bot is, and why the tests that use it may: after the fork the child is what ``python -m
bot ARGV`` would be — its own process (own pid, own memory: SIGKILL loses what it had not committed),
the environment replaced by the test's (``os.environ``; the settings are read from it at start, as
nothing the zygote imports reads it), the test's working directory, ``sys.argv`` and ``sys.path[0]``
as ``-m`` sets them, stdout and stderr on one pipe, every signal as in a program the test process
starts (ignored where the kernel has it ignored there — a shell's background job ignores SIGINT and
SIGQUIT —, else at its default; SIGINT Python's KeyboardInterrupt unless ignored and
``interruptible`` is not asked), then ``bot.__main__`` run as ``__main__`` by runpy, so
its exit code (or the signal that killed it, as a negative return code) is the command's. The
``random`` module reseeds itself in a forked child (``os.register_at_fork``), and the computers'
pool spawns fresh interpreters (multiprocessing *spawn*) that die with this bot (PR_SET_PDEATHSIG).
What differs: the interpreter's start itself — its command line, options and ``PYTHON*`` variables
(a request with ``PYTHON*`` variables other than the zygote's runs the real command instead), the
hash seed (shared with the zygote) — and the parent: a small handler process of the zygote, which
reports the bot's exit status to the test and kills the bot when the test's connection to it closes
(the handle dropped, the test's loop closed, the pytest process gone): no bot outlives its test.

So the tests whose claim is the command line itself keep running the real command: ``python -m bot``
as a newcomer runs it (tests/bot/test_startup.py), the installed ``kozyr`` (tests/test_packaging.py),
``python -m bot --sandbox`` (tests/bot/test_sandbox.py) and the benchmarks' scripts; so does the
supervisor of ``WORKERS=N`` (bot/plumbing/supervisor.py), whose workers are real ``python -m bot``
processes even when it was forked here.

The protocol: a request (JSON: cwd, environment, argv, the signals to ignore) goes to the zygote over a Unix
SEQPACKET socket with two descriptors — the write end of the bot's output pipe and one end of a new
socket pair, the bot's *connection*. The zygote forks a handler per request, which forks the bot,
sends its pid (8 bytes) over the connection, waits for the bot's exit (a pidfd) or the connection's
end, and sends the exit status (8 bytes) as ``asyncio.subprocess.Process.returncode`` has it.
"""

from __future__ import annotations

import asyncio
import atexit
import contextlib
import json
import os
import select
import signal
import socket
import struct
import subprocess
import sys
import threading
import weakref
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any, Protocol

REPO = Path(__file__).resolve().parents[2]

#: what ``python -m bot`` imports as it starts and runs (bot/__main__.py imports them lazily); not
#: ``bot.__main__`` itself, which runpy runs afresh in each bot
PRELOAD = (
    "bot.plumbing.logs",
    "bot.plumbing.logsafe",
    "bot.config",
    "bot.plumbing.supervisor",
    "aiogram.exceptions",
    "bot.app",
    "bot.storage",
    "bot.web.server",
    "engines.ai",
)

#: the size of a request the zygote reads (an environment of a few kilobytes)
REQUEST_BYTES = 1 << 20
#: how long the first start waits for the zygote's imports and the fork (a busy machine)
START_SECONDS = 120.0
_WORD = struct.Struct("!q")


class BotProc(Protocol):
    """What the tests use of :class:`asyncio.subprocess.Process`."""

    @property
    def pid(self) -> int: ...

    @property
    def returncode(self) -> int | None: ...

    @property
    def stdout(self) -> asyncio.StreamReader | None: ...

    async def wait(self) -> int: ...

    async def communicate(self, input: bytes | None = None) -> tuple[bytes, bytes]: ...

    def send_signal(self, signal: int) -> None: ...

    def kill(self) -> None: ...

    def terminate(self) -> None: ...


# ----- the test's side --------------------------------------------------------------------------------------
class _Zygote:
    """The zygote process and the test process's end of its control socket."""

    def __init__(self) -> None:
        mine, theirs = socket.socketpair(socket.AF_UNIX, socket.SOCK_SEQPACKET)
        code = f"from tests.support.botproc import serve; serve({theirs.fileno()})"
        # the test's stdin and stderr (the bots inherit the former, as a subprocess would); stdout on
        # /dev/null, not a terminal: a bot's sys.stdout is then block-buffered, as on a pipe
        self.proc: subprocess.Popen[bytes] | None = subprocess.Popen(
            [sys.executable, "-c", code], cwd=REPO, pass_fds=[theirs.fileno()], stdout=subprocess.DEVNULL
        )
        theirs.close()
        self.control = mine
        self.environ = dict(os.environ)  # what the zygote's interpreter started with

    @classmethod
    def attach(cls, control_fd: int) -> _Zygote:
        """Another process's zygote, by its control socket (a child of the test process handed it:
        tests/bot/test_botproc.py, a test process dying with bots running)."""
        zygote = cls.__new__(cls)
        zygote.proc = None
        zygote.control = socket.socket(fileno=control_fd)
        zygote.environ = dict(os.environ)
        return zygote

    def alive(self) -> bool:
        return self.proc is None or self.proc.poll() is None

    def close(self, timeout: float = 10.0) -> None:
        """Let the zygote go (it waits for its handlers, which end their bots once our connections
        close) and collect it, so that its CPU and its bots' count as this process's children's."""
        self.control.close()
        if self.proc is not None:
            with contextlib.suppress(subprocess.TimeoutExpired):
                self.proc.wait(timeout)


_zygote: _Zygote | None = None
_lock = threading.Lock()


def attach(control_fd: int) -> None:
    """Start this process's bots with another's zygote (see :meth:`_Zygote.attach`)."""
    global _zygote
    with _lock:
        _zygote = _Zygote.attach(control_fd)


def control_fd() -> int:
    """This process's zygote's control socket (started if need be), to hand to :func:`attach`."""
    return _the_zygote().control.fileno()


def _the_zygote() -> _Zygote:
    global _zygote
    with _lock:
        if _zygote is None or not _zygote.alive():
            if _zygote is None:
                atexit.register(_stop_zygote)
            _zygote = _Zygote()
        return _zygote


def _stop_zygote() -> None:
    global _zygote
    with _lock:
        if _zygote is not None:
            _zygote.close()
            _zygote = None


def _real_command_needed(zygote: _Zygote, env: Mapping[str, str]) -> bool:
    """The interpreter's own variables are read as it starts: the zygote cannot apply other ones."""
    names = {k for k in (*env, *zygote.environ) if k.startswith("PYTHON")}
    return any(env.get(k) != zygote.environ.get(k) for k in names)


class ZygoteBot:
    """A bot forked by the zygote: the parts of :class:`asyncio.subprocess.Process` the tests use."""

    def __init__(self, pid: int, stdout: asyncio.StreamReader, conn: socket.socket) -> None:
        self._pid = pid
        self._stdout = stdout
        self._status: asyncio.Future[int] = asyncio.get_running_loop().create_future()
        self._watch = asyncio.create_task(_watch(conn, self._status))
        # dropped without being waited for: the handler kills the bot when the connection closes
        weakref.finalize(self, _drop, self._watch, conn)

    @property
    def pid(self) -> int:
        return self._pid

    @property
    def returncode(self) -> int | None:
        done = self._status.done() and not self._status.cancelled() and self._status.exception() is None
        return self._status.result() if done else None

    @property
    def stdout(self) -> asyncio.StreamReader:
        return self._stdout

    async def wait(self) -> int:
        return await asyncio.shield(self._status)

    async def communicate(self, input: bytes | None = None) -> tuple[bytes, bytes]:
        """The rest of the output (stdout and stderr merged), once the bot has exited."""
        assert input is None, "the bot's stdin is the test's"
        out = await self._stdout.read()
        await self.wait()
        return out, b""

    def send_signal(self, signal: int) -> None:
        if self.returncode is None:
            with contextlib.suppress(ProcessLookupError):  # exited, its status on the way
                os.kill(self._pid, signal)

    def kill(self) -> None:
        self.send_signal(signal.SIGKILL)

    def terminate(self) -> None:
        self.send_signal(signal.SIGTERM)

    def close(self) -> None:
        """Forget the bot: its handler kills it (SIGKILL) if it still runs."""
        _drop(self._watch, None)


async def _watch(conn: socket.socket, status: asyncio.Future[int]) -> None:
    """Read the bot's exit status from its connection; closing the connection (at the end, or when
    this task is cancelled) tells the handler to kill a bot still running."""
    loop = asyncio.get_running_loop()
    try:
        data = b""
        while len(data) < _WORD.size:
            chunk = await loop.sock_recv(conn, _WORD.size - len(data))
            if not chunk:
                raise ConnectionError("the bot's handler went away without its exit status")
            data += chunk
        status.set_result(_WORD.unpack(data)[0])
    except BaseException as exc:
        if not status.done():
            status.set_exception(exc if isinstance(exc, Exception) else ConnectionError("not watched"))
            status.exception()  # retrieved: nobody may be waiting
        raise
    finally:
        conn.close()


def _drop(watch: asyncio.Task[None], conn: socket.socket | None) -> None:
    if not watch.done() and not watch.get_loop().is_closed():
        watch.cancel()  # its ``finally`` closes the connection
    elif conn is not None:
        conn.close()


def _ignored_signals() -> list[int]:
    """The signals a program this process starts would find ignored: what the kernel holds
    (``SigIgn`` of /proc/self/status: an ignored signal stays ignored across exec, a handled one
    does not; a shell's background job ignores SIGINT and SIGQUIT) — not the Python handlers, which
    pytest's or xdist's may stand in for."""
    with contextlib.suppress(OSError, ValueError, StopIteration):
        with open("/proc/self/status") as status:
            mask = int(next(line for line in status if line.startswith("SigIgn:")).split()[1], 16)
        return [s for s in range(1, signal.NSIG) if mask >> (s - 1) & 1]
    return [signal.SIGINT] if signal.getsignal(signal.SIGINT) == signal.SIG_IGN else []


def children(pid: int) -> list[int]:
    """The pids of ``pid``'s children (Linux's /proc; none once it is gone)."""
    try:
        with open(f"/proc/{pid}/task/{pid}/children") as f:
            return [int(p) for p in f.read().split()]
    except OSError:
        return []


async def start_bot(
    cwd: Path | str,
    env: Mapping[str, str],
    *,
    argv: Sequence[str] = (),
    interruptible: bool = False,
    module: str = "bot",
) -> BotProc:
    """``python -m bot *argv`` in ``cwd`` with exactly ``env``, stdout and stderr merged on
    ``.stdout``, forked from the zygote (see the module's docstring). ``interruptible``: SIGINT stops
    it as Ctrl+C does in a terminal (tests.support.bot_e2e.interruptible). ``module``: another
    module than ``bot`` to run (the launcher's own tests compare it with the real command)."""
    zygote = _the_zygote()
    if _real_command_needed(zygote, env):
        return await asyncio.create_subprocess_exec(
            sys.executable, "-m", module, *argv, cwd=cwd, env=dict(env),
            stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.STDOUT,
            preexec_fn=_sigint_default if interruptible else None,
        )  # fmt: skip
    ignored = [s for s in _ignored_signals() if not (interruptible and s == signal.SIGINT)]
    request = {
        "cwd": str(Path(cwd).resolve()),
        "env": dict(env),
        "argv": list(argv),
        "module": module,
        "ignored": ignored,
    }
    loop = asyncio.get_running_loop()
    out_r, out_w = os.pipe()
    conn, theirs = socket.socketpair(socket.AF_UNIX, socket.SOCK_STREAM)
    try:
        with _lock:
            socket.send_fds(zygote.control, [json.dumps(request).encode()], [theirs.fileno(), out_w])
    finally:
        os.close(out_w)
        theirs.close()
    reader = asyncio.StreamReader(limit=2**16, loop=loop)
    try:
        pipe = open(out_r, "rb", buffering=0)  # noqa: SIM115 - the transport closes it
        await loop.connect_read_pipe(lambda: asyncio.StreamReaderProtocol(reader, loop=loop), pipe)
    except BaseException:
        conn.close()
        raise
    conn.setblocking(False)
    try:
        data = b""
        async with asyncio.timeout(START_SECONDS):
            while len(data) < _WORD.size:
                chunk = await loop.sock_recv(conn, _WORD.size - len(data))
                if not chunk:
                    raise RuntimeError("the zygote did not start the bot (see the test's stderr)")
                data += chunk
    except BaseException:
        conn.close()
        raise
    return ZygoteBot(_WORD.unpack(data)[0], reader, conn)


def _sigint_default() -> None:
    signal.signal(signal.SIGINT, signal.SIG_DFL)


# ----- the zygote's side ------------------------------------------------------------------------------------
def serve(control_fd: int) -> None:
    """The zygote's main: import the bot, then fork a handler per request until the test process
    closes its end. Returns only in a forked bot, which then runs ``python -m bot``."""
    original_path = list(sys.path)
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl+C: the pytest process stops us (EOF)
    import importlib

    for name in PRELOAD:
        importlib.import_module(name)
    control = socket.socket(fileno=control_fd)
    while True:
        try:
            message, fds, _flags, _addr = socket.recv_fds(control, REQUEST_BYTES, 2)
        except InterruptedError:  # pragma: no cover - PEP 475 retries
            continue
        _reap()
        if not message:  # the test process has gone, or let us go: wait for the handlers
            control.close()
            for fd in fds:
                os.close(fd)
            with contextlib.suppress(ChildProcessError):
                while True:
                    os.wait()
            return
        request = json.loads(message)
        conn_fd, out_fd = fds
        sys.stdout.flush()
        sys.stderr.flush()
        if os.fork() == 0:
            control.close()
            _handle(request, conn_fd, out_fd, original_path)  # returns only in the bot
            return
        os.close(conn_fd)
        os.close(out_fd)


def _reap() -> None:
    with contextlib.suppress(ChildProcessError):
        while os.waitpid(-1, os.WNOHANG)[0]:
            pass


def _handle(request: dict[str, Any], conn_fd: int, out_fd: int, original_path: list[str]) -> None:
    """A handler: fork the bot, tell its pid, report its exit — or kill it if the test goes away."""
    conn = socket.socket(fileno=conn_fd)
    try:
        pid = os.fork()
    except BaseException:
        os._exit(1)
    if pid == 0:
        conn.close()
        _become_bot(request, out_fd, original_path)
        return
    code = 1
    try:
        os.close(out_fd)
        pidfd = os.pidfd_open(pid)
        conn.sendall(_WORD.pack(pid))
        while True:
            ready, _, _ = select.select([conn.fileno(), pidfd], [], [])
            if pidfd in ready:
                _, status = os.waitpid(pid, 0)
                with contextlib.suppress(OSError):
                    conn.sendall(_WORD.pack(os.waitstatus_to_exitcode(status)))
                code = 0
                break
            if not conn.recv(1):  # the test's end closed: no bot without its test
                os.kill(pid, signal.SIGKILL)
                os.waitpid(pid, 0)
                code = 0
                break
    except BaseException:  # noqa: BLE001 - a handler never returns into the zygote's loop
        with contextlib.suppress(BaseException):
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
    finally:
        os._exit(code)


def _become_bot(request: dict[str, Any], out_fd: int, original_path: list[str]) -> None:
    """In the forked bot: the process ``python -m bot`` would be, then run ``bot.__main__``."""
    import runpy

    os.dup2(out_fd, 1)
    os.dup2(out_fd, 2)
    os.close(out_fd)
    for sig in signal.valid_signals():
        if sig not in (signal.SIGKILL, signal.SIGSTOP):
            with contextlib.suppress(OSError, ValueError):
                signal.signal(sig, signal.SIG_DFL)
    for sig in request["ignored"]:  # ignored where the test runs: so they are in the real command
        with contextlib.suppress(OSError, ValueError):
            signal.signal(sig, signal.SIG_IGN)
    signal.signal(signal.SIGPIPE, signal.SIG_IGN)  # as Python's start-up sets them
    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
    if signal.SIGINT not in request["ignored"]:
        signal.signal(signal.SIGINT, signal.default_int_handler)
    signal.pthread_sigmask(signal.SIG_SETMASK, ())
    os.chdir(request["cwd"])
    os.environ.clear()
    os.environ.update(request["env"])
    sys.path[:] = [request["cwd"], *original_path[1:]]  # -c's '' is -m's working directory
    sys.argv[:] = ["-m", *request["argv"]]
    runpy.run_module(request["module"], run_name="__main__", alter_sys=True)
