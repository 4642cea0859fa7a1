"""The tests' virtual clock (tests/support/virtual_time.py) stands still while the world outside the
loop works for it — here: PostgreSQL cancelling a query that a task cancelled at shutdown left under
way. Had the clock jumped there, the pool's close would "take" minutes of virtual time and every
deadline due in them would fire at once (seen once, on a loaded machine, as a restart test's 30 s
wait ending after 300 s)."""

from __future__ import annotations

import asyncio
import contextlib
import socket
import threading
import time
from collections.abc import Iterator
from urllib.parse import urlsplit, urlunsplit

import pytest

from tests import postgres
from tests.support.virtual_time import VirtualTimeLoop

pytestmark = pytest.mark.virtual_time

#: how long the slow link holds every chunk of bytes (real seconds): a loaded machine's server
DELAY = 0.05


@contextlib.contextmanager
def slow_link(host: str, port: int) -> Iterator[int]:
    """A TCP proxy on a free local port to ``host:port`` that delays every chunk by ``DELAY``."""
    listener = socket.create_server(("127.0.0.1", 0))
    stop = threading.Event()

    def pump(src: socket.socket, dst: socket.socket) -> None:
        with contextlib.suppress(OSError):
            while data := src.recv(65536):
                time.sleep(DELAY)
                dst.sendall(data)
        with contextlib.suppress(OSError):
            dst.shutdown(socket.SHUT_WR)

    def serve() -> None:
        listener.settimeout(0.05)
        while not stop.is_set():
            try:
                client, _ = listener.accept()
            except TimeoutError:
                continue
            except OSError:
                return
            upstream = socket.create_connection((host, port))
            for a, b in ((client, upstream), (upstream, client)):
                threading.Thread(target=pump, args=(a, b), daemon=True).start()

    thread = threading.Thread(target=serve, daemon=True)
    thread.start()
    try:
        yield listener.getsockname()[1]
    finally:
        stop.set()
        thread.join()
        listener.close()


async def test_a_cancelled_postgres_query_holds_the_clock() -> None:
    url = postgres.server()
    if url is None:
        pytest.skip("no PostgreSQL server")
    import asyncpg

    loop = asyncio.get_running_loop()
    assert isinstance(loop, VirtualTimeLoop)
    parts = urlsplit(url)
    with slow_link(parts.hostname or "127.0.0.1", parts.port or 5432) as port:
        user = f"{parts.username}@" if parts.username else ""
        slow_url = urlunsplit(parts._replace(netloc=f"{user}127.0.0.1:{port}"))
        later = loop.call_later(1000, lambda: None)  # where the clock would jump
        pool = await asyncpg.create_pool(slow_url, min_size=1, max_size=1)
        under_way = asyncio.Event()

        async def slow() -> None:
            async with pool.acquire() as conn:
                under_way.set()
                await conn.execute("SELECT pg_sleep(5)")

        task = asyncio.create_task(slow())
        await under_way.wait()
        # the query reaches the server (real time: the virtual clock stands while the query runs)
        await loop.run_in_executor(None, time.sleep, 0.3)
        assert not task.done()
        start = loop.time()
        task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await task
        await pool.close()
        later.cancel()
    jumped = loop.time() - start
    assert jumped < 5, f"the clock jumped {jumped:.0f} s while PostgreSQL cancelled a query"
