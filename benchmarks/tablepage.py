"""A person's table page as the table benchmarks drive it (``table_tempo.py``, ``table_latency.py``):
its EventSource on ``api/table/events`` — each model kept with the moment it was read on ``clock``
— over a keep-alive session like a browser's, which the benchmarks' presses share."""

from __future__ import annotations

import asyncio
import contextlib
import json
import time
from collections.abc import Callable
from typing import Any
from urllib.parse import quote

import aiohttp

from bot.sandbox.fakeapi import FakeTelegram
from bot.web import initdata


class PageStream:
    """The page's stream: ``model`` (the newest), ``events`` ((turn, when read) of each model) and
    ``arrived`` (set at each model; whoever waits for the next one clears it first)."""

    def __init__(
        self,
        fake: FakeTelegram,
        base: str,
        room_id: str,
        user: int,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.base, self.room_id, self.user, self.clock = base, room_id, user, clock
        self.init = initdata.sign(fake.token, {"id": user, "first_name": f"P{user}", "language_code": "ru"})
        self.model: dict[str, Any] | None = None
        self.events: list[tuple[int, float]] = []
        self.arrived = asyncio.Event()
        self.session = aiohttp.ClientSession()
        self._task: asyncio.Task[None] | None = None

    async def open(self) -> None:
        url = f"{self.base}api/table/events?room={self.room_id}&auth={quote(self.init)}"
        response = await self.session.get(url)
        if response.status != 200:
            raise RuntimeError(f"the table stream was refused: {response.status} {await response.text()}")
        self._task = asyncio.create_task(self._read(response))

    async def _read(self, response: aiohttp.ClientResponse) -> None:
        data: str | None = None
        try:
            while line := await response.content.readline():
                text = line.decode().rstrip("\n")
                if text.startswith("data: "):
                    data = text[6:]
                elif text == "" and data is not None:
                    model = json.loads(data)
                    self.events.append((int(model["turn"]), self.clock()))
                    self.model, data = model, None
                    self.arrived.set()
        except (aiohttp.ClientError, ConnectionError):
            pass  # the stream ended under it: the benchmark sees no more models
        finally:
            response.release()

    async def close(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(BaseException):
                await self._task
        await self.session.close()
