"""The updates already taken (``seen_updates``): each update id is claimed once, in a
statement of its own, before the update is handled; a second claim of the same id — the same update
delivered again, by this worker or another — fails. Old claims are deleted by :func:`forget_before`."""

from __future__ import annotations

from bot.storage.db import Database


async def claim(storage: Database, update_id: int, now: float) -> bool:
    """True the first time ``update_id`` is claimed (whichever process claims it)."""
    async with storage.autocommit() as tx:
        changed = await tx.count(
            "INSERT INTO seen_updates (update_id, seen_at) VALUES (?, ?) ON CONFLICT (update_id) DO NOTHING",
            (update_id, now),
        )
    return changed == 1


async def forget_before(storage: Database, before: float) -> int:
    """Delete the claims made before ``before``; how many went."""
    async with storage.autocommit() as tx:
        return await tx.count("DELETE FROM seen_updates WHERE seen_at < ?", (before,))
