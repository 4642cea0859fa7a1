"""``python -m tests.support.botproc_probe [exit CODE | wait | sigint]``: what a process sees of how
it was started, as JSON on stdout — for tests/bot/test_botproc.py, which compares a bot forked by the
zygote (tests/support/botproc.py) with the real command. ``exit CODE``: then exit with CODE;
``wait``: then print ``waiting`` and sleep until a signal ends it; ``sigint``: then interrupt itself
(SIGINT), as Ctrl+C would."""

from __future__ import annotations

import contextlib
import json
import os
import random
import signal
import sys
import time
from typing import Any

STDIO: tuple[Any, ...] = (sys.stdout, sys.stderr)


def _disposition(sig: signal.Signals) -> str:
    handler = signal.getsignal(sig)
    if handler is signal.default_int_handler:
        return "default_int_handler"
    return str(handler)


def report() -> dict[str, object]:
    fds: dict[int, str] = {}
    for fd in sorted(int(fd) for fd in os.listdir("/proc/self/fd")):
        with contextlib.suppress(OSError):  # (listdir's own descriptor is closed by now)
            fds[fd] = os.readlink(f"/proc/self/fd/{fd}").split(":")[0]
    main = sys.modules["__main__"]
    return {
        "argv": sys.argv,
        "path0": sys.path[0],
        "cwd": os.getcwd(),
        "environ": dict(os.environ),
        "name": main.__name__,
        "spec": main.__spec__.name if main.__spec__ is not None else None,
        "signals": {s.name: _disposition(s) for s in signal.valid_signals() if isinstance(s, signal.Signals)
                    and s not in (signal.SIGKILL, signal.SIGSTOP)},
        "mask": sorted(int(s) for s in signal.pthread_sigmask(signal.SIG_BLOCK, ())),
        "fds": fds,
        "pgrp": os.getpgrp(),
        "stdio": [[io.line_buffering, io.write_through, io.encoding, io.errors] for io in STDIO],
        "random": random.random(),
    }


def main(argv: list[str]) -> int:
    print(json.dumps(report()), flush=True)
    if argv[:1] == ["exit"]:
        return int(argv[1])
    if argv[:1] == ["sigint"]:
        os.kill(os.getpid(), signal.SIGINT)
        time.sleep(60)
    if argv[:1] == ["wait"]:
        print("waiting", flush=True)
        while True:
            time.sleep(60)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
