"""A finished deal, move by move (issue 46): a record (``docs/rules/records.md``) → frames.

Pure — no I/O. A frame is the whole table at one moment of the deal: the onlookers' view
(``Game.view(None)``) with every hand face up beside it (the deal is over, so nothing is secret any
more), whose move it is, the action that led to it, the deal's result once it is over and the
match's score. Frame 0 is the table just dealt; frame ``k`` follows the deal's ``k``-th action, so a
deal of ``n`` actions has ``n + 1`` frames and the last one is the state the record replays to.

A Bura or Scopa record holds its match's deals 1..N (a later deal's leader or dealer follows from
the earlier ones): the earlier deals are played through silently and frames are built for one deal
(the last, unless asked). Bura's first-move draw, which happened before the record starts, is
given beside the frames as the record keeps it (``first_draw``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engines.protocol import JSON, BadRecord, Game, IllegalAction
from engines.records import Record, load_record, start_deal

#: the most frames one answer holds (a long Durak deal has a few hundred actions)
MAX_FRAMES = 5000


def frame(game: Game, deal: int, action: JSON | None) -> JSON:
    """The table as it stands, every hand face up; ``action`` is the one that led here."""
    results = game.deal_results()
    return {
        "step": None,  # set by the caller
        "action": action,
        "view": dict(game.view(None)),
        "hands": [list(game.view(s).get("hand") or []) for s in range(game.seats)],
        "to_act": game.to_act(),
        "result": results[deal] if deal < len(results) else None,
        "match": game.match_result(),
    }


def chosen_deal(data: object, deal: int | None) -> tuple[Record, int]:
    """The loaded record and the index of its deal ``deal`` (None: the last); :class:`BadRecord`
    for a malformed record or a deal it does not hold."""
    record = load_record(data)
    if not record.deals:
        raise BadRecord("the record holds no deal")
    target = len(record.deals) - 1 if deal is None else deal
    if not 0 <= target < len(record.deals):
        raise BadRecord(f"the record holds no deal {deal}")
    return record, target


def build(data: object, deal: int | None = None) -> JSON:
    """The frames of one deal of a record (``deal`` counts from 0; None: the last deal).

    Raises :class:`BadRecord` for a malformed record or a deal it does not hold, and
    :class:`IllegalAction` when an action does not replay (a record that fails ``verify``)."""
    record, target = chosen_deal(data, deal)
    game = record.new_game()
    frames: list[JSON] = []
    for d, entry in enumerate(record.deals[: target + 1]):
        if game.is_over() or not game.needs_deal():
            raise BadRecord("a deal is listed after the game was over or unfinished", deal=d)
        start_deal(game, entry, record)
        shown = d == target
        if shown:
            frames.append(frame(game, d, None))
        for i, action in enumerate(entry.actions):
            if game.needs_deal() or game.is_over():
                raise IllegalAction(f"deal {d}: action {i} comes after the deal ended", code="deal_over")
            game.apply(action)
            if shown:
                frames.append(frame(game, d, action.to_json()))
                if len(frames) > MAX_FRAMES:
                    raise BadRecord(f"the deal has more than {MAX_FRAMES} moves", deal=d)
    for step, f in enumerate(frames):
        f["step"] = step
    raw: Mapping[str, Any] = record.raw
    draw = raw.get("first_draw")
    return {
        "game": record.game,
        "seats": record.seats,
        "options": dict(record.options),
        "deal": target,
        "deals": len(record.deals),
        "draw": dict(draw) if isinstance(draw, Mapping) else None,
        "frames": frames,
    }
