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

A table of more than two seats whose game has a finishing order of its own (Durak: the order of
going out, the durak last — ``GameRules.finishing_order``) is ordered by it, replayed from the
match's record in the same transaction.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable, Sequence
from typing import Any

from bot.model import Room
from bot.plumbing import clock
from bot.rooms.records import build_record
from bot.rules import rules_of
from bot.storage import Tx
from bot.tournaments.records import COMPUTER
from engines.records import load_record, start_deal

log = logging.getLogger(__name__)

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
    user = {int(r["seat"]): COMPUTER if r["user_id"] is None else int(r["user_id"]) for r in rows}
    order = await finishing_order(tx, room, user) if len(rows) > 2 else None
    order = behind(order or order_of(rows), walked_away(room))
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
    order = order_without_outcome(users, named)
    if len(users) > 2:  # a table of more: those who finished already (Durak: went out) go first
        user = {n: COMPUTER if u is None else int(u) for n, u in enumerate(users)}
        so_far = await finishing_order(tx, room, user)
        if so_far is not None and len(so_far) > 1:
            order = so_far[:-1] + order_without_outcome(so_far[-1], named)
    return await tx.tournaments.set_result(room.id, order, clock.now())


async def finishing_order(tx: Tx, room: Room, user: dict[int, int]) -> list[list[int]] | None:
    """The game's own finishing order of the room's match (its record replayed for the events of
    each move; a match cut short: those who finished so far, then the rest level), as people's ids
    (``user``: seat -> id, ``COMPUTER`` for a computer's); None: the game has none (or the record
    cannot be replayed: then the outcomes order the table)."""
    rules = rules_of(room.game)
    if not rules.tournament_tables or room.match_info is None:
        return None
    try:
        data = await build_record(tx, room, room.match_no, 1 << 30)
        if data is None:
            return None
        record = load_record(data)
        game = record.new_game()
        steps: list[list[Any]] = []
        for deal in record.deals:
            steps.append(list(start_deal(game, deal, record)))
            steps.extend(list(game.apply(action)) for action in deal.actions)
        results = list(game.deal_results())
        order = rules.finishing_order(record.seats, dict(record.options), results, steps)
    except Exception:  # a replay bug must not keep the match from ending: its outcomes order it
        log.exception("the finishing order of match %s of room %s cannot be replayed", room.match_no, room.id)
        return None
    if order is None:
        return None
    return [[user[s] for s in group] for group in order]


async def faulted(tx: Tx, room_id: str) -> str | None:
    """The room of a table was quarantined (it cannot be loaded, so its match can never end): the
    table's result is everyone at it level — the fault is the bot's, not a player's — so that its
    round goes on. Returns the tournament's id when this wrote the result (once)."""
    found = await tx.tournaments.table_of(room_id)
    if found is None or found[1].result is not None:
        return None
    tournament_id, table = found
    written = await tx.tournaments.set_result(room_id, [list(table.seats)], clock.now())
    return tournament_id if written else None
