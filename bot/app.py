"""Building and running the bot: storage, outbox, room service, routers, long polling.

``KozyrApp(settings)``: ``await app.start()`` opens the database (creating ``data/`` and the schema),
connects to the Bot API server of ``TELEGRAM_API_URL``, redraws every open room and starts polling;
``await app.stop()`` stops it. Tests run several apps one after another on the same database.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging

from aiogram import Bot, Dispatcher
from aiogram.client.session.aiohttp import AiohttpSession
from aiogram.client.telegram import TelegramAPIServer
from aiogram.types import BotCommand, BotCommandScopeAllGroupChats, BotCommandScopeAllPrivateChats

from bot.config import Settings
from bot.handlers import callbacks, commands, membership
from bot.i18n import Translator
from bot.outbox import Outbox
from bot.pings import Pinger
from bot.presenter import Presenter
from bot.rooms.service import RoomService
from bot.services import Services
from bot.storage import Storage

log = logging.getLogger(__name__)


def create_dispatcher(svc: Services) -> Dispatcher:
    dp = Dispatcher()
    dp.include_router(commands.create_router(svc))
    dp.include_router(callbacks.create_router(svc))
    dp.include_router(membership.create_router(svc))
    return dp


class KozyrApp:
    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.storage = Storage(settings.database_path)
        self.bot: Bot | None = None
        self.dp: Dispatcher | None = None
        self.svc: Services | None = None
        self._polling: asyncio.Task[None] | None = None

    async def start(self, *, poll: bool = True) -> None:
        s = self.settings
        await self.storage.open()
        session = AiohttpSession(api=TelegramAPIServer.from_base(s.telegram_api_url))
        self.bot = Bot(token=s.bot_token.get_secret_value(), session=session)
        me = await self.bot.get_me()
        outbox = Outbox(
            self.bot,
            self.storage,
            group_interval=s.group_edit_interval,
            private_interval=s.private_edit_interval,
            max_retries=s.max_retries,
            global_rate=s.global_rate,
            on_unreachable=self._unreachable,
        )
        presenter = Presenter(self.storage, outbox, s, me.username or "")
        presenter.pinger = Pinger(self.storage, outbox, enabled=s.turn_pings)
        rooms = RoomService(self.storage, s, presenter.room_changed)
        rooms.clock.attach(presenter)  # the bar, «Поторопить» and pause lines (bot/clock.py)
        self.svc = Services(s, self.storage, outbox, presenter, rooms, me.username or "")
        self.dp = create_dispatcher(self.svc)
        with contextlib.suppress(Exception):
            await outbox.call(None, lambda: self.bot.delete_webhook(drop_pending_updates=False))  # type: ignore[union-attr]
        await self._set_commands()
        await rooms.resume()
        if poll:
            self.begin_polling()

    def begin_polling(self) -> None:
        assert self.dp is not None and self.bot is not None
        s = self.settings
        if self._polling is None:
            self._polling = asyncio.create_task(
                self.dp.start_polling(
                    self.bot,
                    handle_signals=False,
                    close_bot_session=False,
                    polling_timeout=s.polling_timeout,
                    allowed_updates=self.dp.resolve_used_update_types(),  # my_chat_member included
                )
            )

    async def _set_commands(self) -> None:
        assert self.bot is not None and self.svc is not None
        for lang in ("ru", "en"):
            t = Translator(lang)
            private = [BotCommand(command=c, description=t(f"cmd-{c}")) for c in ("new", "durak", "bura", "scopa", "hand", "profile", "help")]
            group = [BotCommand(command=c, description=t(f"cmd-{c}")) for c in ("durak", "bura", "scopa", "new", "help")]
            with contextlib.suppress(Exception):
                await self.svc.outbox.call(None, lambda p=private, lg=lang: self.bot.set_my_commands(p, scope=BotCommandScopeAllPrivateChats(), language_code=lg))  # type: ignore[union-attr]
                await self.svc.outbox.call(None, lambda g=group, lg=lang: self.bot.set_my_commands(g, scope=BotCommandScopeAllGroupChats(), language_code=lg))  # type: ignore[union-attr]

    async def _unreachable(self, user_id: int) -> None:
        """A 403 from a private chat: remember it and tell the user's group tables (once)."""
        if self.svc is not None:
            await self.svc.lost(user_id)
            return
        async with self.storage.transaction() as tx:
            await tx.run("UPDATE users SET reachable = 0 WHERE id = ?", (user_id,))

    async def wait(self) -> None:
        if self._polling is not None:
            await self._polling

    async def stop(self, *, graceful: bool = True) -> None:
        """Stop polling and close everything. ``graceful=False`` drops whatever the outbox still
        holds, as a killed process would (tests of restarts)."""
        if self.dp is not None and self._polling is not None:
            with contextlib.suppress(Exception):
                await self.dp.stop_polling()
            self._polling.cancel()
            with contextlib.suppress(BaseException):
                await self._polling
        if self.svc is not None:
            await self.svc.rooms.close()
            if graceful:
                await self.svc.outbox.flush()
            await self.svc.outbox.close()
        if self.bot is not None:
            await self.bot.session.close()
        await self.storage.close()
