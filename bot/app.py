"""Building and running the bot: storage, outbox, presenter, room service, dispatcher, polling.

``KozyrApp(settings)``: ``await app.start()`` opens the database (creating ``data/`` and the schema),
connects to the Bot API server of ``TELEGRAM_API_URL``, redraws every open room and starts polling;
``await app.stop()`` stops it. Tests run several apps one after another on the same database.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from functools import partial

from aiogram import Bot, Dispatcher
from aiogram.client.session.aiohttp import AiohttpSession
from aiogram.client.telegram import TelegramAPIServer
from aiogram.types import BotCommand, BotCommandScopeAllGroupChats, BotCommandScopeAllPrivateChats

from bot import games
from bot.config import Settings
from bot.handlers import get_routers
from bot.handlers.common import Answers
from bot.i18n import LANGUAGES, Translator
from bot.middlewares import UserMiddleware
from bot.outbox import Limits, Outbox
from bot.presenter import Presenter
from bot.presses import Presses
from bot.rooms.service import RoomService
from bot.storage import Storage

log = logging.getLogger(__name__)

PRIVATE_COMMANDS = ("new", *games.names(), "hand", "profile", "help")
GROUP_COMMANDS = (*games.names(), "new", "help")


def create_dispatcher(
    settings: Settings, rooms: RoomService, presenter: Presenter, outbox: Outbox, bot_username: str
) -> Dispatcher:
    """The dispatcher with every router; what handlers need is injected by name (workflow data)."""
    presses = Presses()
    dp = Dispatcher(
        settings=settings,
        rooms=rooms,
        presenter=presenter,
        outbox=outbox,
        bot_username=bot_username,
        presses=presses,
        answers=Answers(outbox, rooms, presenter, presses, bot_username),
    )
    users = UserMiddleware(rooms, settings)
    dp.message.outer_middleware(users)
    dp.callback_query.outer_middleware(users)
    dp.include_routers(*get_routers())
    return dp


class KozyrApp:
    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.storage = Storage(settings.database_path)
        self.bot: Bot | None = None
        self.dp: Dispatcher | None = None
        self.outbox: Outbox | None = None
        self.presenter: Presenter | None = None
        self.rooms: RoomService | None = None
        self._polling: asyncio.Task[None] | None = None
        self._tasks: set[asyncio.Task[None]] = set()

    async def start(self, *, poll: bool = True) -> None:
        s = self.settings
        await self.storage.open()
        session = AiohttpSession(api=TelegramAPIServer.from_base(s.telegram_api_url))
        self.bot = bot = Bot(token=s.bot_token.get_secret_value(), session=session)
        me = await bot.get_me()
        username = me.username or ""
        limits = Limits(
            private_interval=s.private_edit_interval,
            private_burst=s.private_burst,
            group_interval=s.group_edit_interval,
            global_rate=s.global_rate,
            watch_delay=s.watch_delay_seconds,
        )
        self.outbox = outbox = Outbox(
            bot, self.storage, limits=limits, max_retries=s.max_retries, on_unreachable=self._unreachable
        )
        self.presenter = presenter = Presenter(self.storage, outbox, s, username)
        self.rooms = rooms = RoomService(self.storage, s, presenter)
        self.dp = create_dispatcher(s, rooms, presenter, outbox, username)
        with contextlib.suppress(Exception):
            await outbox.call(None, lambda: bot.delete_webhook(drop_pending_updates=False))
        await self._set_commands()
        await rooms.start()
        if poll:
            self.begin_polling()

    def begin_polling(self) -> None:
        assert self.dp is not None and self.bot is not None
        if self._polling is None:
            self._polling = asyncio.create_task(
                self.dp.start_polling(
                    self.bot,
                    handle_signals=False,
                    close_bot_session=False,
                    polling_timeout=self.settings.polling_timeout,
                    allowed_updates=self.dp.resolve_used_update_types(),  # my_chat_member included
                )
            )

    async def _set_commands(self) -> None:
        assert self.bot is not None and self.outbox is not None
        bot, outbox = self.bot, self.outbox
        for lang in LANGUAGES:
            t = Translator(lang)
            private = [BotCommand(command=c, description=t(f"cmd-{c}")) for c in PRIVATE_COMMANDS]
            group = [BotCommand(command=c, description=t(f"cmd-{c}")) for c in GROUP_COMMANDS]
            for commands, scope in (
                (private, BotCommandScopeAllPrivateChats()),
                (group, BotCommandScopeAllGroupChats()),
            ):
                with contextlib.suppress(Exception):
                    await outbox.call(
                        None, partial(bot.set_my_commands, commands, scope=scope, language_code=lang)
                    )

    async def _unreachable(self, user_id: int) -> None:
        """A 403 from a private chat (reported by the outbox, from inside a send): remember it and
        pause their matches, in a task of its own."""
        if self.rooms is None:
            return
        task = asyncio.create_task(self.rooms.user_lost(user_id))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

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
        for task in list(self._tasks):
            task.cancel()
            with contextlib.suppress(BaseException):
                await task
        if self.rooms is not None:
            await self.rooms.close()
        if self.presenter is not None:
            await self.presenter.close()
        if self.outbox is not None:
            if graceful:
                await self.outbox.flush()
            await self.outbox.close()
        if self.bot is not None:
            await self.bot.session.close()
        await self.storage.close()
