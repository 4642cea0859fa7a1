"""A port for a server that a test (or a benchmark) starts later, in another process or after a
moment: ``free_port()``.

Asking the kernel for port 0 and closing the socket again leaves a window before the server binds,
and in that window the kernel may hand the same number to any outgoing connection (the runs'
workers open hundreds: to the fake Bot API, to PostgreSQL), since it takes both from the ephemeral
range. So the port is drawn from below that range, where only servers that chose a number live, and
checked free."""

from __future__ import annotations

import random
import socket
from pathlib import Path

#: below Linux's default ephemeral range (32768–60999), above the well-known and registered ports
#: most services use
LOW, HIGH = 20000, 32000


def _ephemeral() -> range:
    try:
        first, last = (int(n) for n in Path("/proc/sys/net/ipv4/ip_local_port_range").read_text().split())
    except (OSError, ValueError):
        first, last = 32768, 60999
    return range(first, last + 1)


def free_port(rng: random.Random | None = None) -> int:
    """A TCP port of 127.0.0.1 that nobody listens on now, outside the ephemeral range."""
    rng = rng or random.SystemRandom()
    ephemeral = _ephemeral()
    for _ in range(200):
        port = rng.randrange(LOW, HIGH)
        if port in ephemeral:
            continue
        with socket.socket() as s:
            try:
                s.bind(("127.0.0.1", port))
            except OSError:
                continue
            return port
    raise RuntimeError(f"no free port in {LOW}–{HIGH}")
