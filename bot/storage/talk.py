"""Table talk's storage (issue 32): the reports pressed under relayed messages. Whether a person
hears table talk is their ``users.table_talk`` preference (``UserRepo.set_pref``)."""

from __future__ import annotations

from bot.storage.db import Database


async def report(storage: Database, reporter: int, reported: int, at: float) -> bool:
    """``reporter`` reports ``reported``: kept once per pair (the latest time). False: already kept."""
    async with storage.transaction() as tx:
        known = await tx.one(
            "SELECT 1 FROM reports WHERE reporter = ? AND reported = ?", (reporter, reported)
        )
        if known is not None:
            await tx.run(
                "UPDATE reports SET reported_at = ? WHERE reporter = ? AND reported = ?",
                (at, reporter, reported),
            )
            return False
        await tx.run(
            "INSERT INTO reports (reporter, reported, reported_at) VALUES (?, ?, ?)", (reporter, reported, at)
        )
        return True


async def reported_by(storage: Database, reporter: int) -> set[int]:
    """Everyone ``reporter`` reported: the people a quick match keeps away from them."""
    async with storage.read() as tx:
        rows = await tx.all("SELECT reported FROM reports WHERE reporter = ?", (reporter,))
    return {int(r["reported"]) for r in rows}
