"""A quiet chat while the table is open (issue 45): a person whose Mini App table page of a room is
open plays there, so their own chat messages of that room — the private hand or lobby, the «Ваш ход»
ping, their hand in the group — cost no Bot API call meanwhile. The group's table is drawn as
always (within its 20 calls a minute, which the hands no longer share).

Who has the page open is stored (``table_views``, :func:`bot.storage.api.table_seen`): the page's
server writes it when the page connects and every 20 s after, and deletes it when the page closes;
every worker reads it with the room's other facts, once per room state
(:func:`bot.storage.api.around`, :attr:`bot.chat.viewers.Snapshot.tables`), so a frame costs no
extra query. A frame of someone whose page is open is not drawn (the presenter's ``frame`` gives
none) and :class:`Quiet` remembers it: every :data:`CHECK_SECONDS` it reads again, in one query for
every room it holds, whether those pages are still open. Once one closed — or stopped being renewed
(its server died) and expired — the person's chat messages of the room are marked for a redraw:
drawn anew if they are out of date, brought down to the bottom when the room waits for them, as
after any change.

A press on one of the room's buttons in a chat (or /hand) while the page is open gives the chat back
to the person (:func:`bot.storage.api.table_chat`): they play there now, maybe on another device,
and expect what they press to answer — their chat is drawn as before until the page is opened anew.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Callable

from bot.chat.viewers import Snapshot
from bot.plumbing import clock
from bot.storage import Database, api

log = logging.getLogger(__name__)

#: how often the pages behind quiet chats are looked at again: a closed page's chat is drawn again
#: within about this long
CHECK_SECONDS = 2.0

Key = tuple[str, int]  # room, user


def table_open(snap: Snapshot, user_id: int, now: float) -> bool:
    """Is ``user_id``'s table page of the snapshot's room open (its chat quiet) at ``now``?"""
    until = snap.tables.get(user_id)
    return until is not None and until > now


class Quiet:
    """The chats this process left undrawn because a table page was open, watched until it closes."""

    def __init__(self, storage: Database, reopen: Callable[[str, int], None]) -> None:
        """``reopen(room, user)``: the page closed — mark their chat messages of the room for a redraw."""
        self.storage = storage
        self.reopen = reopen
        #: (room, user) -> until when their page was last known to be open
        self._held: dict[Key, float] = {}
        self._task: asyncio.Task[None] | None = None
        self._closing = False

    def hold(self, room_id: str, user_id: int, until: float) -> None:
        """A frame of ``user_id``'s in the room was not drawn: watch their page until it closes."""
        if self._closing:
            return
        self._held[(room_id, user_id)] = until
        if self._task is None or self._task.done():
            self._task = asyncio.create_task(self._watch())

    def holds(self, room_id: str, user_id: int) -> bool:
        return (room_id, user_id) in self._held

    def release(self, room_id: str, user_id: int) -> None:
        """Their chat is drawn again (they pressed there): no longer watched."""
        self._held.pop((room_id, user_id), None)

    def __len__(self) -> int:
        return len(self._held)

    async def close(self) -> None:
        self._closing = True
        task, self._task = self._task, None
        if task is not None:
            task.cancel()
            with contextlib.suppress(BaseException):
                await task

    async def _watch(self) -> None:
        while self._held:
            await asyncio.sleep(CHECK_SECONDS)
            try:
                found = await api.open_tables(self.storage, {room for room, _ in self._held})
            except asyncio.CancelledError:
                raise
            except Exception:  # the database busy, say: the next look decides
                log.warning("could not read the open table pages", exc_info=True)
                continue
            now = clock.now()
            for key in list(self._held):
                until = found.get(key)
                if until is not None and until > now:
                    self._held[key] = until
                    continue
                del self._held[key]
                try:
                    self.reopen(*key)
                except Exception:
                    log.exception("could not redraw the chat of %s in room %s", key[1], key[0])
