"""One bounded least-recently-used mapping for every in-memory memo of the bot.

A long-running bot remembers things per room, per person or per message (the newest state of a
room, a person's selection, the last throttled press…). Each such memo must stay bounded whatever
the traffic: :class:`LRU` keeps at most ``bound`` entries and forgets the least recently used one
first. Reading with :meth:`LRU.get` does not count as a use (a memo read on every press must not
keep a room alive); :meth:`LRU.put` and :meth:`LRU.touch` do.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Iterator
from typing import Generic, TypeVar, overload

K = TypeVar("K")
V = TypeVar("V")
D = TypeVar("D")


class LRU(Generic[K, V]):
    __slots__ = ("_items", "bound")

    def __init__(self, bound: int) -> None:
        if bound < 1:
            raise ValueError("an LRU holds at least one entry")
        self.bound = bound
        self._items: OrderedDict[K, V] = OrderedDict()

    def put(self, key: K, value: V) -> None:
        """Set ``key`` (now the most recently used); the least recently used entries beyond the
        bound are forgotten."""
        self._items[key] = value
        self._items.move_to_end(key)
        while len(self._items) > self.bound:
            self._items.popitem(last=False)

    def touch(self, key: K) -> None:
        """Count a use of ``key`` (if present) without changing its value."""
        if key in self._items:
            self._items.move_to_end(key)

    @overload
    def get(self, key: K) -> V | None: ...

    @overload
    def get(self, key: K, default: D) -> V | D: ...

    def get(self, key: K, default: object = None) -> object:
        return self._items.get(key, default)

    def drop_oldest_while(self, stale: Callable[[V], bool]) -> None:
        """Forget the least recently used entries for as long as ``stale`` says so of the oldest
        (entries that expire with time: the oldest touched expires first)."""
        while self._items:
            key = next(iter(self._items))
            if not stale(self._items[key]):
                return
            del self._items[key]

    def pop(self, key: K) -> V | None:
        return self._items.pop(key, None)

    def __contains__(self, key: object) -> bool:
        return key in self._items

    def __len__(self) -> int:
        return len(self._items)

    def __iter__(self) -> Iterator[K]:
        return iter(list(self._items))

    def clear(self) -> None:
        self._items.clear()
