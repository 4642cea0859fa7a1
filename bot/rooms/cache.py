"""The newest state of each room this process knows: one cache for the room service and the
presenter.

A room's ``turn`` only grows, so a state is newer than another when its turn is higher (equal: the
later copy of the same turn wins — it may carry changes that did not move the turn, e.g. who is
away). The service offers every state it saved or read; a press on a turn older than the cached
one is stale for sure (refused without a transaction), and the presenter draws from the cached
state. The presenter may attach what it read once for a state (its snapshot of names and
preferences); a newer state drops the attachment, and so does a state offered ``fresh`` (what was
read beside it may have changed: a deadline taken, someone unreachable, a preference). The same
object offered again keeps it; so does the same stored row read anew (:func:`same_row`) in a cache
that ``keep_copies`` — one process's (SQLite), where every change of what lies beside a row passes
this process's ``room_changed``: a room's snapshot was read two or three times per state when every
read of the row dropped it. Not with several workers: another worker may take a deadline of the
room without saving its row, and the row read anew is then all that says so.

Never offer a state that a refused change may have touched: only what was committed or read.

With several workers (PostgreSQL) a change another worker committed is told by its notice
(``bot/storage/notices.py``): :meth:`RoomCache.elsewhere` drops this process's older state, and a
state older than the notice's, read before it came and offered after, is not taken.

Listeners (:meth:`RoomCache.listen`) hear of every state that becomes a room's newest here — each
commit of this process, a state read anew (another worker's change, a deadline's redraw), a
preference changed (:meth:`~bot.chat.presenter.Presenter.show_user` offers the room again) — with
the room's id, at once and without waiting: the table pages' hub (``bot/web/live.py``) listens.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import fields
from typing import Generic, TypeVar

from bot.model import Room
from bot.plumbing.bounded import LRU

#: how many rooms' newest states are kept (an open room's state is some kilobytes)
MAX_CACHED_ROOMS = 2048

A = TypeVar("A")

#: what a room's row (and its seats and pauses) holds: every field but the engine built from it
_STORED = tuple(f.name for f in fields(Room) if not f.name.startswith("_"))


def same_row(a: Room, b: Room) -> bool:
    """Are ``a`` and ``b`` the same stored state of their room — equal in every stored field (its
    turn and ``updated_at`` first: the cheap tests)? A state whose row was changed in place since
    (a same-turn change, a quarantine, a chat moved) differs in one of them."""
    if a is b:
        return True
    if a.id != b.id or a.turn != b.turn or a.updated_at != b.updated_at:
        return False
    return all(getattr(a, name) == getattr(b, name) for name in _STORED)


class RoomCache(Generic[A]):
    def __init__(self, bound: int = MAX_CACHED_ROOMS, *, keep_copies: bool = False) -> None:
        self.keep_copies = keep_copies
        self._rooms: LRU[str, tuple[Room, A | None]] = LRU(bound)
        self._listeners: list[Callable[[str], None]] = []
        #: room -> the turn another worker committed, while no state of it is cached here yet
        self._floors: LRU[str, int] = LRU(bound)

    def listen(self, listener: Callable[[str], None]) -> None:
        """Call ``listener(room_id)`` whenever a state becomes its room's newest (it must not block)."""
        self._listeners.append(listener)

    def offer(self, room: Room, *, fresh: bool = False) -> Room | None:
        """Keep ``room`` as its room's newest state unless an older turn arrives late; returns the
        state known before (None: none). The state known offered again — or a copy of it
        (:func:`same_row`) where the cache ``keep_copies`` — keeps what is attached to it, unless
        ``fresh``: then that is read again."""
        known = self._rooms.get(room.id)
        floor = self._floors.get(room.id) if self._floors else None
        if floor is not None:
            if room.turn < floor:  # read before another worker's commit, offered after its notice
                return None if known is None else known[0]
            self._floors.pop(room.id)
        if (
            not fresh
            and known is not None
            and known[1] is not None
            and (known[0] is room or (self.keep_copies and same_row(room, known[0])))
        ):
            self._rooms.touch(room.id)
            if known[0] is not room:  # (a copy read anew wakes the listeners, as a new state does)
                for listener in self._listeners:
                    listener(room.id)
        elif known is None or room.turn >= known[0].turn:
            self._rooms.put(room.id, (room, None))
            # (the state another worker's notice announced woke the listeners already)
            if (known is None or known[0] is not room) and room.turn != floor:
                for listener in self._listeners:
                    listener(room.id)
        else:
            self._rooms.touch(room.id)
        return None if known is None else known[0]

    def newest(self, room_id: str) -> Room | None:
        known = self._rooms.get(room_id)
        return None if known is None else known[0]

    def attached(self, room_id: str) -> tuple[Room, A | None] | None:
        """The newest state and what was attached to it (None: nothing yet)."""
        return self._rooms.get(room_id)

    def attach(self, room: Room, value: A) -> bool:
        """Attach ``value`` to ``room`` if it is still the newest state of its room."""
        known = self._rooms.get(room.id)
        if known is None or known[0] is not room:
            return False
        self._rooms.put(room.id, (room, value))
        return True

    def invalidate(self, room_id: str) -> None:
        self._rooms.pop(room_id)

    def elsewhere(self, room_id: str, turn: int) -> bool:
        """Another process committed the room at ``turn``: forget this process's state unless it is
        newer, and take no state older than ``turn`` until one at ``turn`` or newer comes. True: the
        state was dropped (or none was kept) — the next read of the room is the stored row."""
        known = self._rooms.get(room_id)
        if known is not None and known[0].turn > turn:
            return False
        self._rooms.pop(room_id)
        self._floors.put(room_id, turn)
        return True

    def __len__(self) -> int:
        return len(self._rooms)

