"""A result computed once in a worker process and kept with its claim (issue 46: «🔎 Разбор»'s
reviews, «💡»'s hints): the one background task per claimed key that computes it, keeps it in its
table and hands it to whoever asked — or, when it fails, forgets the claim so that a later press
tries again."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable, Hashable
from typing import Any, Protocol

from bot.storage import Database, Tx

log = logging.getLogger(__name__)

Deliver = Callable[[dict[str, Any] | None], Awaitable[None]]


class KeptRepo(Protocol):
    """The table of claims and their results (``tx.reviews``, ``tx.hints``)."""

    async def keep(self, key: Any, value: dict[str, Any]) -> None: ...

    async def drop(self, key: Any) -> None: ...


def start(
    storage: Database,
    tasks: dict[Any, asyncio.Task[None]],
    key: Hashable,
    compute: Callable[[], Awaitable[dict[str, Any]]],
    repo: Callable[[Tx], KeptRepo],
    deliver: Deliver,
    what: str,
) -> None:
    """Computes the value of the claimed ``key`` (``compute()``, in the caller's worker), keeps it
    (``repo(tx).keep``), then ``deliver(value)``; on a failure drops the claim and ``deliver(None)``;
    cancelled (the bot is stopping) drops the claim: the person may ask again after it. One task per
    key in ``tasks`` while it runs; a second start of a running key does nothing."""
    if key in tasks:
        return

    async def forget() -> None:
        async with storage.transaction() as tx:
            await repo(tx).drop(key)

    async def work() -> None:
        try:
            value = await compute()
        except asyncio.CancelledError:
            with contextlib.suppress(Exception):
                await forget()
            raise
        except Exception:
            log.exception("%s of %s failed", what, key)
            await forget()
            await deliver(None)
            return
        async with storage.transaction() as tx:
            await repo(tx).keep(key, value)
        await deliver(value)

    task = asyncio.create_task(work())
    tasks[key] = task
    task.add_done_callback(lambda _: tasks.pop(key, None))
