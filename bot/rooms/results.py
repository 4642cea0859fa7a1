"""Results of finished matches: the rows the room service writes in the transaction that
ends a match, and the one-time back-fill of the matches stored before the results table existed.

The outcome of each seat comes from the game's rules (``GameRules.outcomes``, ``bot/rules/``) and
the stored deal results, so a live match and a back-filled one are judged by the same code.
"""

from __future__ import annotations

import json
import logging
from typing import Any

from bot import rules
from bot.model import Room
from bot.plumbing import clock
from bot.rooms import tournament_results
from bot.rooms.rating import Cap, rate_match
from bot.storage import Tx

log = logging.getLogger(__name__)


def result_rows(
    *,
    room_id: str,
    match_no: int,
    game: str,
    chat_id: int | None,
    info: dict[str, Any],
    deal_results: list[Any],
    level: str,
    ended_at: float,
    winner: int | None = None,
) -> list[dict[str, Any]]:
    """One row per seat of a finished match; [] when the match has no outcome (not finished, or
    abandoned)."""
    game_rules = rules.rules_of(game)
    users: list[int | None] = list(info.get("users") or [])
    seats = int(info.get("seats") or len(users))
    options: dict[str, Any] = dict(info.get("options") or {})
    if len(users) != seats:
        return []
    outcomes = game_rules.outcomes(seats, options, deal_results, winner)
    if outcomes is None:
        return []
    computers = int(any(u is None for u in users))
    detail = {
        "winner": winner if winner is not None else game_rules.winner_side(options, deal_results),
        "deals": len(deal_results),
        "last": deal_results[-1] if deal_results else None,
    }
    mode = game_rules.mode(seats, options)
    return [
        {
            "room_id": room_id,
            "match_no": match_no,
            "game": game,
            "chat_id": chat_id,
            "seat": seat,
            "user_id": user,
            "level": level if computers else None,
            "team": team,
            "outcome": outcome,
            "mode": mode,
            "options": options,
            "computers": computers,
            "detail": detail,
            "ended_at": ended_at,
        }
        for seat, (user, (outcome, team)) in enumerate(zip(users, outcomes, strict=True))
    ]


async def record_match(
    tx: Tx,
    room: Room,
    deal_results: list[Any],
    level: str,
    *,
    winner: int | None = None,
    cap: Cap | None = None,
) -> int:
    """Write the results of the room's current match (it has just ended) and, given the
    anti-farming ``cap``, move its players' ratings (``bot/rooms/rating.py``); returns the rows
    written."""
    if room.match_info is None:
        return 0
    now = clock.now()
    try:
        rows = result_rows(
            room_id=room.id,
            match_no=room.match_no,
            game=room.game,
            chat_id=room.chat_id,
            info=room.match_info,
            deal_results=deal_results,
            level=level,
            ended_at=now,
            winner=winner,
        )
    except Exception:  # a statistics bug must not keep the match from ending
        log.exception("the results of match %s of room %s cannot be judged", room.match_no, room.id)
        return 0
    written = await tx.results.add(rows)
    await tournament_results.ended(tx, room, rows)  # a tournament's table: its result, once
    if cap is not None and rows:
        try:
            await rate_match(tx, room, rows, cap, now)
        except Exception:  # nor a rating bug
            log.exception("the ratings of match %s of room %s cannot be moved", room.match_no, room.id)
    return written


async def backfill(tx: Tx, level: str) -> int:
    """Once per database: results of the matches stored before the results table (from the match
    headers, the deals' results and the surrenders in the room events). Returns the rows written."""
    if not await tx.results.backfill_pending():
        return 0
    deals: dict[tuple[str, int], list[Any]] = {}
    ended: dict[tuple[str, int], float] = {}
    for row in await tx.results.stored_deals():
        key = (row.room_id, row.match_no)
        stored = json.loads(row.result) if row.result else None
        deals.setdefault(key, []).append(stored.get("result") if isinstance(stored, dict) else None)
        if row.ended_at is not None:
            ended[key] = max(ended.get(key, 0.0), float(row.ended_at))
    surrenders: dict[tuple[str, int], tuple[int, float]] = {}
    for stored in await tx.results.stored_surrenders():
        event = json.loads(stored.event)
        if isinstance(event, dict) and isinstance(event.get("seat"), int):
            surrenders[(stored.room_id, stored.match_no)] = (1 - event["seat"] % 2, float(stored.at))
    written = 0
    for m in await tx.results.stored_matches():
        key = (m.room_id, m.match_no)
        if m.game not in rules.names():
            continue
        try:
            info = json.loads(m.info)
            winner, at = surrenders.get(key, (None, ended.get(key, 0.0)))
            results = [r for r in deals.get(key, []) if r is not None]
            rows = result_rows(
                room_id=m.room_id,
                match_no=m.match_no,
                game=m.game,
                chat_id=m.chat_id,
                info=info,
                deal_results=results,
                level=level,
                ended_at=at,
                winner=winner,
            )
        except (ValueError, TypeError, KeyError, AttributeError):
            log.warning("match %s of room %s cannot be back-filled", key[1], key[0])
            continue
        written += await tx.results.add(rows)
    await tx.results.backfill_done()
    return written
