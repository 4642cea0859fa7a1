"""The table pages' hub: who holds a room's page open in this process, and a wake-up for each when
the room may have changed.

:meth:`Hub.changed` is called with a room's id whenever a state becomes the room's newest in this
process — ``bot/app.py`` hangs it on the room cache (:meth:`bot.rooms.cache.RoomCache.listen`), which
every commit, every state read anew and every redraw passes. It never blocks and never fails: it
only sets a flag on each subscription of that room. A stream (``bot/web/table.py``) holds a
:meth:`Hub.subscribe` and waits; a burst of changes while it draws or sends is one wake-up, so a
slow page costs one flag, never a queue: memory is bounded by the number of open pages
(:data:`MAX_STREAMS`), not by how fast rooms change.

**Table talk** (``bot/chat/talk.py``): :meth:`Hub.tell` hands a line said at the table to the open
pages of one person in that room — a short queue per page (:data:`MAX_LINES`, the oldest dropped),
which the stream sends as ``event: talk``; never stored. A line said in another worker does not
come here: the talk's rules send it to that person's chat instead.

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
from collections import deque
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

from bot.rooms.cache import RoomCache

#: table pages open at once in one process (each an SSE stream); more are refused until some close
MAX_STREAMS = 5_000
#: table-talk lines waiting for one page's stream to send them (a page that reads nothing loses the
#: oldest; the rate limit keeps a person to a few lines anyway)
MAX_LINES = 32


class Closed(Exception):
    """The hub is closed (the app stops): every stream ends."""


class Full(Exception):
    """:data:`MAX_STREAMS` pages are open already."""


class Subscription:
    """One open page of a room (``user_id``: whose; None: nobody's talk reaches it): :meth:`wait`
    returns once the room may have changed or a line was said to it."""

    def __init__(self, hub: Hub, room_id: str, user_id: int | None = None) -> None:
        self.hub = hub
        self.room_id = room_id
        self.user_id = user_id
        self._flag = asyncio.Event()
        self._stale = False
        self._lines: deque[dict[str, Any]] = deque(maxlen=MAX_LINES)

    def wake(self) -> None:
        """The room may have changed (or the stream should look up: it is ending)."""
        self._stale = True
        self._flag.set()

    def tell(self, line: dict[str, Any]) -> None:
        """A table-talk line for this page."""
        self._lines.append(line)
        self._flag.set()

    def lines(self) -> list[dict[str, Any]]:
        """The lines said to this page since the last call (and no longer kept)."""
        out = list(self._lines)
        self._lines.clear()
        return out

    def changed(self) -> bool:
        """Whether the room may have changed since the last call (True once per burst of changes)."""
        stale, self._stale = self._stale, False
        return stale

    async def wait(self, timeout: float | None = None) -> bool:
        """True once the room may have changed or a line came since the last True (all of them meanwhile
        coalesce into one), False after ``timeout`` seconds without either; raises :class:`Closed`
        when the hub closes (at once if it is closed already)."""
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

    def tell(self, room_id: str, user_id: int, line: dict[str, Any]) -> bool:
        """A table-talk line to ``user_id``'s open pages of the room (non-blocking); False: none is
        open in this process."""
        told = False
        for sub in self._rooms.get(room_id, ()):
            if sub.user_id == user_id:
                sub.tell(line)
                told = True
        return told

    def watched(self) -> set[str]:
        """The rooms whose pages are open here."""
        return set(self._rooms)

    @asynccontextmanager
    async def subscribe(self, room_id: str, user_id: int | None = None) -> AsyncIterator[Subscription]:
        """Hold ``user_id``'s page of the room open while the block runs; raises :class:`Closed` or
        :class:`Full`."""
        if self.closed:
            raise Closed
        if self._count >= self.max_streams:
            raise Full
        sub = Subscription(self, room_id, user_id)
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
