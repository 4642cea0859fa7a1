"""Who may steer a tournament (issue 47): its creator or a group administrator, while it is in the
state the press is for — one check under the tournament's lock for every such press."""

from __future__ import annotations

from bot.storage import Tx
from bot.storage.tournaments import Tournament


async def managed(tx: Tx, tournament_id: str, status: str, user_id: int, admin: bool) -> Tournament | str:
    """Under the tournament's lock (held to the end of ``tx``): the tournament when it is in
    ``status`` and ``user_id`` is its creator or ``admin``; else the refusal's locale key
    (``tn-err-closed``: no such tournament, or not in that state; ``tn-err-not-creator``)."""
    await tx.lock(f"tournament:{tournament_id}")
    t = await tx.tournaments.get(tournament_id)
    if t is None or t.status != status:
        return "tn-err-closed"
    if user_id != t.creator and not admin:
        return "tn-err-not-creator"
    return t
