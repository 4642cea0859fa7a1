"""The table pages' hub: who holds a room's page open in this process, and a wake-up for each when
the room may have changed.

:meth:`Hub.changed` is called with a room's id whenever a state becomes the room's newest in this
process — ``bot/app.py`` hangs it on the room cache (:meth:`bot.rooms.cache.RoomCache.listen`), which
every commit, every state read anew and every redraw passes. It never blocks and never fails: it
only sets a flag on each subscription of that room. A stream (``bot/web/table.py``) holds a
:meth:`Hub.subscribe` and waits; a burst of changes while it draws or sends is one wake-up, so a
slow page costs one flag, never a queue: memory is bounded by the number of open pages
(:data:`MAX_STREAMS`), not by how fast rooms change.

**Several workers (PostgreSQL).** A change another worker commits never passes this process's
cache. Its transaction notifies the room (``bot/storage/notices.py``) and every worker listens
(``bot/storage/listener.py``); :class:`Bridge` takes each notice of another worker: first
``RoomCache.elsewhere(room_id, turn)`` — the next read of the room is the stored row, not this
process's older state — and then ``hub.changed(room_id)``; after the listening connection was lost
and opened again, every open page's room is read anew and woken (a notice may have been missed
meanwhile). Nothing else changes: a stream woken up reads the newest state the ordinary way.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

from bot.rooms.cache import RoomCache

#: table pages open at once in one process (each an SSE stream); more are refused until some close
MAX_STREAMS = 5_000


class Closed(Exception):
    """The hub is closed (the app stops): every stream ends."""


class Full(Exception):
    """:data:`MAX_STREAMS` pages are open already."""


class Subscription:
    """One open page of a room: :meth:`wait` returns once the room may have changed."""

    def __init__(self, hub: Hub, room_id: str) -> None:
        self.hub = hub
        self.room_id = room_id
        self._flag = asyncio.Event()

    def wake(self) -> None:
        """The room may have changed (or the stream should look up: it is ending)."""
        self._flag.set()

    async def wait(self, timeout: float | None = None) -> bool:
        """True once the room may have changed since the last True (changes meanwhile coalesce into
        one), False after ``timeout`` seconds without a change; raises :class:`Closed` when the hub
        closes (at once if it is closed already)."""
        if self.hub.closed:
            raise Closed
        if not self._flag.is_set():
            try:
                await asyncio.wait_for(self._flag.wait(), timeout)
            except TimeoutError:
                return False
        if self.hub.closed:
            raise Closed
        self._flag.clear()
        return True


class Hub:
    def __init__(self, max_streams: int = MAX_STREAMS) -> None:
        self.max_streams = max_streams
        self.closed = False
        self._rooms: dict[str, set[Subscription]] = {}
        self._count = 0

    def changed(self, room_id: str) -> None:
        """The room may have changed: wake its pages (non-blocking; a room nobody watches costs a
        dictionary lookup)."""
        for sub in self._rooms.get(room_id, ()):
            sub.wake()

    def changed_everywhere(self) -> None:
        """Every room may have changed (a bridge from other workers lost its connection for a while)."""
        for subs in self._rooms.values():
            for sub in subs:
                sub.wake()

    def watched(self) -> set[str]:
        """The rooms whose pages are open here."""
        return set(self._rooms)

    @asynccontextmanager
    async def subscribe(self, room_id: str) -> AsyncIterator[Subscription]:
        """Hold the room's page open while the block runs; raises :class:`Closed` or :class:`Full`."""
        if self.closed:
            raise Closed
        if self._count >= self.max_streams:
            raise Full
        sub = Subscription(self, room_id)
        self._rooms.setdefault(room_id, set()).add(sub)
        self._count += 1
        try:
            yield sub
        finally:
            self._count -= 1
            subs = self._rooms.get(room_id)
            if subs is not None:
                subs.discard(sub)
                if not subs:
                    del self._rooms[room_id]

    def close(self) -> None:
        """Stop: every waiting stream wakes up with :class:`Closed`, and no new one opens."""
        self.closed = True
        self.changed_everywhere()

    def __len__(self) -> int:
        return self._count


class Bridge:
    """Other workers' changes to this process's pages: ``bot/app.py`` hands :meth:`room` and
    :meth:`missed` to the storage's listener (PostgreSQL only)."""

    def __init__(self, cache: RoomCache[Any], hub: Hub) -> None:
        self.cache = cache
        self.hub = hub

    def room(self, room_id: str, turn: int) -> None:
        """Another worker committed ``room_id`` at ``turn``."""
        self.cache.elsewhere(room_id, turn)
        self.hub.changed(room_id)

    def missed(self) -> None:
        """Notices may have been lost (the listening connection was down): every open page's room
        is read anew."""
        for room_id in self.hub.watched():
            self.cache.invalidate(room_id)
        self.hub.changed_everywhere()
