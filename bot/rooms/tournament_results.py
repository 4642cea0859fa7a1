"""A tournament table's result (issue 47), written in the transaction that ends its room's match —
the one that writes the match's results and moves ratings — so a result counts once on any number
of workers (``TournamentRepo.set_result`` fills a table only while it has none).

The result is the table's finishing order (``bot/tournaments/records.py``): the match's winners,
then those who drew, then the losers, each a group of seats level with each other; a computer seat
is ``COMPUTER``. Someone whose seat the computer took over (they left, or were absent long enough)
finishes behind the others, whatever the computer made of it. A match that ends without an outcome
(someone left it, its creator ended it, a pause ran out) still gives its table a result, so that
the round goes on: the people it names as losing it behind everyone else, the others level; a room
whose time ran out names nobody: everyone level.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from bot.model import Room
from bot.plumbing import clock
from bot.storage import Tx
from bot.tournaments.records import COMPUTER

#: the order of a match's outcomes at a table: the winners first
_PLACES = ("win", "draw", "loss")


def of_tournament(room: Room) -> str | None:
    """The id of the tournament the room is a table of; None: an ordinary room."""
    info = room.extra.get("tournament")
    return str(info["id"]) if isinstance(info, dict) and info.get("id") else None


def order_of(rows: Sequence[dict[str, Any]]) -> list[list[int]]:
    """A finished match's result rows (``bot/rooms/results.py``) as its finishing order."""
    groups: dict[str, list[int]] = {}
    for row in sorted(rows, key=lambda r: int(r["seat"])):
        uid = row["user_id"]
        groups.setdefault(str(row["outcome"]), []).append(COMPUTER if uid is None else int(uid))
    known = [groups.pop(o) for o in _PLACES if o in groups]
    return known + [g for _, g in sorted(groups.items())]


def order_without_outcome(users: Sequence[int | None], losers: Iterable[int]) -> list[list[int]]:
    """An interrupted match's order: ``losers`` behind the others, who are level; all level when
    nobody (or everybody) is named."""
    seats = [COMPUTER if u is None else int(u) for u in users]
    lost = set(losers) & {s for s in seats if s != COMPUTER}
    ahead = [s for s in seats if s not in lost]
    behind = [s for s in seats if s in lost]
    return [ahead, behind] if ahead and behind else [seats]


def walked_away(room: Room) -> set[int]:
    """The people whose seats a computer took over during the match: they left it, or were absent
    long enough and the computer still plays for them when it ends (``room.away()``, read before
    the match's end clears it) — the match went on without them."""
    users = list((room.match_info or {}).get("users") or [])
    left = {
        int(u) for n, u in enumerate(users)
        if u and (n >= len(room.seats) or room.seats[n].user_id != u)
    }  # fmt: skip
    return left | (set(room.away()) & {int(u) for u in users if u})


def behind(order: Sequence[Sequence[int]], last: set[int]) -> list[list[int]]:
    """``order`` with the people of ``last`` moved behind everyone, level with each other."""
    kept = [[s for s in group if s not in last] for group in order]
    moved = [s for group in order for s in group if s in last]
    return [g for g in kept if g] + ([moved] if moved else [])


async def ended(tx: Tx, room: Room, rows: Sequence[dict[str, Any]]) -> bool:
    """The room's match ended with these result rows: its table's result (once). Whoever walked
    away from it finishes last, whatever the computer did with their seat."""
    if of_tournament(room) is None or not rows:
        return False
    order = behind(order_of(rows), walked_away(room))
    return await tx.tournaments.set_result(room.id, order, clock.now())


async def interrupted(tx: Tx, room: Room, outcome: dict[str, Any]) -> bool:
    """The room's match ended early (``bot/rooms/match.py: interrupt``): a result for a table that
    has none yet (a surrender wrote its own)."""
    if of_tournament(room) is None or room.match_info is None:
        return False
    users = list(room.match_info.get("users") or [])
    if not users:
        return False
    named = [int(u) for u in outcome.get("lost") or [] if u]
    if not named and outcome.get("type") in ("left", "ended") and outcome.get("user"):
        named = [int(outcome["user"])]
    if not named and outcome.get("type") == "cancelled":
        named = [int(u) for u in outcome.get("users") or [] if u]
    return await tx.tournaments.set_result(room.id, order_without_outcome(users, named), clock.now())
