"""Statistics' reads and the /forget deletion (issue 18), each one locked read or one transaction;
the SQL is in ``bot/storage/results.py``."""

from __future__ import annotations

import time

from bot.render.stats import PERIOD_SECONDS
from bot.storage import Database
from bot.storage.results import FORGOTTEN
from bot.storage.values import Loser, Result, Standing


async def results_of(storage: Database, user_id: int, chat_id: int | None = None) -> list[Result]:
    async with storage.read() as tx:
        return await tx.results.of_user(user_id, chat_id)


def since(period: str, now: float | None = None) -> float:
    """The start of a board's period (``all``: the beginning)."""
    seconds = PERIOD_SECONDS.get(period)
    return 0.0 if seconds is None else (time.time() if now is None else now) - seconds


async def board(
    storage: Database, chat_id: int, game: str, period: str, min_games: int, *, loser: bool = False
) -> tuple[list[Standing], Loser | None]:
    """The group's board for ``game`` and ``period``, and (``loser``) who lost most this week."""
    async with storage.read() as tx:
        rows = await tx.results.top(chat_id, game, since(period), min_games)
        worst = await tx.results.most_losses(chat_id, game, since("week")) if loser else None
    return rows, worst


async def hidden(storage: Database, user_id: int) -> bool:
    async with storage.read() as tx:
        row = await tx.users.get(user_id)
    return row is not None and row.stats_hidden


async def set_hidden(storage: Database, user_id: int, value: bool) -> None:
    async with storage.transaction() as tx:
        await tx.users.set_pref(user_id, "stats_hidden", int(value))


async def forget(storage: Database, user_id: int) -> None:
    """Delete the person's data: their results and user row; their seats in the kept records become
    a forgotten person's (id 0), the deals stay, so the records still verify."""
    if user_id == FORGOTTEN:
        return
    async with storage.transaction() as tx:
        await tx.results.forget(user_id)
