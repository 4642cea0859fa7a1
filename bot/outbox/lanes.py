"""Which standing slot a chat's lane draws next: urgent first, then the oldest due, then the first
marked — and, on a group's lane that carries both the group's own standing messages (its tables)
and hands in the group (ephemeral messages, :mod:`bot.outbox.ephemeral`), the table's share.

The share: hands are urgent (the presser, the person to act) and the table is not, so by urgency
alone a group whose people keep tapping «🃏 Мои карты» (each tap a new message and the old one's
delete: two of the group's 20 calls a minute) would never see its table redrawn — a lobby's
«➕ Присоединиться» standing long after the deal, a table never saying «ваш ход», a finished
game's table still showing the last move beside its result. So a stale table goes first unless the
lane's last standing call was the table's and a hand waits: the table gets at least every other
turn (a third of the calls, a hand's turn being up to two), the hands the rest and all of it
while the table shows the newest state.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Protocol

from bot.outbox.ephemeral import receiver_of

Slot = tuple[str, int, str]  # room id, chat id, kind


class Due(Protocol):
    """What the choice needs of a dirty slot (``bot.outbox.core._Dirty``)."""

    since: float
    urgent: bool


def is_hand(slot: Slot) -> bool:
    """An ephemeral hand in a group (not the group's own message)."""
    return receiver_of(slot[2]) is not None


def next_slot(
    dirty: Mapping[Slot, Due], now: float, delay: float, *, table_last: bool
) -> tuple[Slot | None, float]:
    """The slot to draw next, or (None, how long until one is due). ``delay``: how long a slot
    nobody waits for waits (coalescing a burst of changes); ``table_last``: the lane's last
    standing call was a table's (so a waiting hand goes before the table this time)."""
    best: tuple[bool, float] | None = None
    chosen: Slot | None = None
    table: tuple[tuple[bool, float], Slot] | None = None
    hand_due = False
    soonest = math.inf
    for slot, d in dirty.items():
        due = d.since if d.urgent else d.since + delay
        if due > now:
            soonest = min(soonest, due - now)
            continue
        key = (not d.urgent, d.since)
        if best is None or key < best:
            best, chosen = key, slot
        if is_hand(slot):
            hand_due = True
        elif slot[1] < 0 and (table is None or key < table[0]):
            table = (key, slot)
    if table is not None and hand_due and not table_last:
        return table[1], soonest  # the group's table keeps its share of the group's calls
    return chosen, soonest
