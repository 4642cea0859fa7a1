"""Deal records (records.md) built from the stored log, and the bot's own check of them.

A Bura or Scopa deal cannot be replayed alone (the leader/dealer of a later deal follows from the
earlier ones), so the record of deal N holds its match's deals 1..N; each deal carries its
``fairness`` (commitment, revealed seed, contributions, label), so ``python -m engines verify``
re-derives every deck.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from bot.storage.db import Tx, loads
from engines.records import verify

if TYPE_CHECKING:
    from bot.rooms.model import Room


async def build_record(tx: Tx, room: Room, match_no: int, deal_no: int) -> dict[str, Any] | None:
    if room.match_info is None:
        return None
    info = room.match_info
    if match_no != room.match_no:
        # an older match: rebuild its header from its deals (options may have changed since)
        header = await tx.one(
            "SELECT action FROM actions WHERE room_id = ? AND match_no = ? AND deal_no = 0", (room.id, match_no)
        )
        if header is not None:
            info = loads(header["action"])
    deals = []
    rows = await tx.all(
        "SELECT * FROM deals WHERE room_id = ? AND match_no = ? AND deal_no <= ? ORDER BY deal_no",
        (room.id, match_no, deal_no),
    )
    if not rows:
        return None
    for row in rows:
        acts = await tx.all(
            "SELECT action FROM actions WHERE room_id = ? AND match_no = ? AND deal_no = ? ORDER BY id",
            (room.id, match_no, row["deal_no"]),
        )
        actions = [loads(a["action"]) for a in acts]
        # bot-level entries (a Scopa surrender has no engine action) are not part of the record
        actions = [a for a in actions if not a.get("bot")]
        deal: dict[str, Any] = {
            "fairness": {
                "commitment": row["commitment"],
                "seed": row["seed"],
                "contributions": loads(row["contributions"]),
                "label": row["label"],
            },
            "actions": actions,
        }
        stored = loads(row["result"]) if row["result"] else None
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


def verify_record(record: dict[str, Any]) -> bool:
    """True when the record passes every check of ``python -m engines verify`` (commitments, derived
    decks, the first-move draw, legal actions, announced results)."""
    try:
        status, _ = verify(record)
    except Exception:  # a verifier bug must not break the room: report "not verified"
        return False
    return status == 0
