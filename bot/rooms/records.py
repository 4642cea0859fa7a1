"""Deal records (docs/rules/records.md) built from the stored log, and the bot's own check of them.

A Bura or Scopa deal cannot be replayed alone (the leader/dealer of a later deal follows from the
earlier ones), so the record of deal N holds its match's deals 1..N; each deal carries its
``fairness`` (commitment, revealed seed, contributions, label) and the ``deck`` it was dealt from, so
``python -m engines verify`` (and the Mini App's check, ``bot/web/``) re-derives every deck and
compares.
"""

from __future__ import annotations

from typing import Any

from bot.model import Room
from bot.storage import Tx
from engines import fairness
from engines.records import verify


async def build_record(tx: Tx, room: Room, match_no: int, deal_no: int) -> dict[str, Any] | None:
    """The record of ``match_no`` up to ``deal_no``, from the match's own header (its seats and
    options as played, even if the room's options changed since)."""
    info = await tx.matches.info(room.id, match_no)
    if info is None and match_no == room.match_no:
        info = room.match_info
    if info is None:
        return None
    rows = await tx.deals.of_match(room.id, match_no, upto=deal_no)
    if not rows:
        return None
    deals = []
    for row in rows:
        # the deck the deal was dealt from, stated beside its proof: the check in the player's
        # browser compares it with the deck it derives, and shows the player's first hand from it
        deck = fairness.derive_deck(room.game, bytes.fromhex(row.seed), row.contributions, row.label)
        proof: dict[str, Any] = {
            "commitment": row.commitment,
            "seed": row.seed,
            "contributions": row.contributions,
            "label": row.label,
            # which form each contribution has, and whose seat gave it
            "forms": [fairness.contribution_form(c) for c in row.contributions],
        }
        owners = [_seat_of(c, info.get("users") or []) for c in row.contributions]
        if all(s is not None for s in owners):
            proof["seats"] = owners
        deal: dict[str, Any] = {
            "deck": deck,
            "fairness": proof,
            "actions": await tx.log.actions(room.id, match_no, row.deal_no),
        }
        stored = row.result
        if isinstance(stored, dict) and stored.get("result") is not None:
            deal["result"] = stored["result"]  # the announced result, which verify re-checks
        deals.append(deal)
    record: dict[str, Any] = {
        "game": room.game,
        "seats": info["seats"],
        "options": info["options"],
        "first": info.get("first", 0),
        "dealer": info.get("dealer", 0),
        "deals": deals,
    }
    draws = info.get("draws")
    if draws:
        record["first_draw"] = draws
    return record


async def seat_people(tx: Tx, room_id: str, match_no: int) -> list[int | str | None]:
    """Who held each seat of the match, as a replay names them: a person's first name, ``0`` for
    a person who used /forget (their id is gone from the records; shown as «Игрок N»), None for a
    computer's seat."""
    info = await tx.matches.info(room_id, match_no) or {}
    users = info.get("users") or []
    people = await tx.users.many(u for u in users if isinstance(u, int) and u > 0)
    out: list[int | str | None] = []
    for user in users:
        if user is None:
            out.append(None)
        elif isinstance(user, int) and user in people:
            out.append(people[user].first_name)
        else:
            out.append(0)
    return out


def _seat_of(contribution: str, users: list[Any]) -> int | None:
    """The seat whose person gave ``contribution`` (it starts with their Telegram id)."""
    head = contribution.split(":", 1)[0]
    ids = [str(u) for u in users]
    return ids.index(head) if head.isdigit() and head in ids else None


def verify_record(record: dict[str, Any]) -> bool:
    """True when the record passes every check of ``python -m engines verify`` (commitments, derived
    decks, the first-move draw, legal actions, announced results)."""
    try:
        status, _ = verify(record)
    except Exception:  # a verifier bug must not break the room: report "not verified"
        return False
    return status == 0
