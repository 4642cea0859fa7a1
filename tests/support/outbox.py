"""An :class:`~bot.outbox.Outbox` over a real aiogram ``Bot`` pointed at the fake Bot API, for the
outbox's own tests."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

from aiogram import Bot
from aiogram.client.session.aiohttp import AiohttpSession
from aiogram.client.telegram import TelegramAPIServer

from bot.outbox import Limits, Outbox
from bot.storage import SqliteStorage


@asynccontextmanager
async def outbox_on(fake: Any, db: Path, limits: Limits) -> AsyncIterator[tuple[Outbox, Bot]]:
    """The outbox (its ledger in the SQLite file ``db``) and its bot; closed afterwards."""
    storage = SqliteStorage(db)
    await storage.open()
    bot = Bot(fake.token, session=AiohttpSession(api=TelegramAPIServer.from_base(fake.base_url)))
    outbox = Outbox(bot, storage, limits=limits)
    try:
        yield outbox, bot
    finally:
        await outbox.close()
        await bot.session.close()
        await storage.close()
