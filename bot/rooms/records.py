"""Deal records (records.md) built from the stored log, and the bot's own check of them.

A Bura or Scopa deal cannot be replayed alone (the leader/dealer of a later deal follows from the
earlier ones), so the record of deal N holds its match's deals 1..N; each deal carries its
``fairness`` (commitment, revealed seed, contributions, label), so ``python -m engines verify``
re-derives every deck.
"""

from __future__ import annotations

import hashlib
from typing import TYPE_CHECKING, Any

from bot.storage.db import Tx, loads
from engines import fairness
from engines.registry import game_class

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
        deals.append(
            {
                "fairness": {
                    "commitment": row["commitment"],
                    "seed": row["seed"],
                    "contributions": loads(row["contributions"]),
                    "label": row["label"],
                },
                "actions": actions,
            }
        )
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
    """True when every deal's commitment matches its seed, every deck is the derived one and every
    action replays legally (the same checks ``python -m engines verify`` makes)."""
    try:
        return _verify(record)
    except Exception:
        return False


def _verify(record: dict[str, Any]) -> bool:
    cls = game_class(record["game"])
    game = cls.new(record["seats"], record["options"], first=record["first"], dealer=record["dealer"])
    for deal in record["deals"]:
        f = deal["fairness"]
        seed = fairness.parse_seed(f["seed"])
        if hashlib.sha256(b"deck-commit-v1" + seed).hexdigest() != f["commitment"]:
            return False
        base = game.deal_label()
        label = f["label"]
        if label != base and not label.startswith(base + ":r"):
            return False
        game.deal_from_deck(fairness.derive_deck(record["game"], seed, f["contributions"], label))
        for data in deal["actions"]:
            game.apply(cls.parse_action(data))
    return True
