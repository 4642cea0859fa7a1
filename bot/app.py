"""Building and running the bot: storage, outbox, presenter, room service, dispatcher, polling.

``KozyrApp(settings)``: ``await app.start()`` opens the database (creating ``data/`` and the schema),
connects to the Bot API server of ``TELEGRAM_API_URL``, redraws every open room and starts polling
(after ``deleteWebhook``, so a bot that ran in webhook mode switches back) — or, with ``WEBHOOK_URL``
set, starts its HTTP server (bot/web/server.py) and then calls ``setWebhook``. ``await app.stop()``
stops it gracefully: no new update is taken, the ones in hand and the room changes under way finish,
the outbox sends what is due, then everything closes. Tests run several apps one after another on the
same database.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from typing import TYPE_CHECKING, Any

from aiogram import Bot, Dispatcher
from aiogram.client.telegram import TelegramAPIServer
from aiogram.exceptions import TelegramBadRequest

from bot import games
from bot.chat.bot_profile import sync_profile
from bot.chat.metrics_middlewares import CountCalls, CountUpdates
from bot.chat.middlewares import Languages, Once, SeenMessages, Throttle, ThrottleMiddleware, UserMiddleware
from bot.chat.presenter import Presenter
from bot.chat.presses import Presses
from bot.chat.quick import TICK_SECONDS as QUICK_TICK_SECONDS
from bot.chat.quick import QuickMatch
from bot.chat.session import Session
from bot.chat.talk import TableTalk
from bot.chat.tournament_control import ControlChat
from bot.chat.tournaments import TournamentChat
from bot.chat.viewers import Snapshot
from bot.config import Settings
from bot.handlers import get_routers
from bot.handlers.common import Answers
from bot.outbox import Limits, Outbox
from bot.plumbing.logsafe import protect
from bot.plumbing.metrics import OPEN_ROOMS, OUTBOX_PENDING
from bot.rooms.cache import RoomCache
from bot.rooms.service import RoomService
from bot.storage import Database, SqliteStorage, api
from bot.storage.instance import InstanceLock
from bot.web.live import Bridge, Hub
from bot.web.routes import WebAppRoutes
from bot.web.server import WebhookError, WebServer
from bot.web.table import TableFace

if TYPE_CHECKING:
    from bot.storage.listener import Listener

log = logging.getLogger(__name__)

#: seconds a graceful stop waits for the updates in hand, and then for the room changes under way
DRAIN_SECONDS = 10.0
#: seconds /healthz waits for the database
HEALTH_TIMEOUT = 2.0

PRIVATE_COMMANDS = (
    "new", "play", *games.names(), "hand", "mute", "rules", "language", "profile", "stats", "forget", "help"
)
GROUP_COMMANDS = (*games.names(), "new", "tournament", "rules", "language", "hands", "stats", "top", "help")


def create_dispatcher(
    settings: Settings,
    rooms: RoomService,
    presenter: Presenter,
    outbox: Outbox,
    bot_username: str,
    quick: QuickMatch | None = None,
    table_talk: TableTalk | None = None,
) -> Dispatcher:
    """The dispatcher with every router; what handlers need is injected by name (workflow data)."""
    presses = Presses()
    tournaments = TournamentChat(rooms, outbox, presenter)
    dp = Dispatcher(
        settings=settings,
        rooms=rooms,
        presenter=presenter,
        outbox=outbox,
        bot_username=bot_username,
        presses=presses,
        answers=Answers(outbox, rooms, presenter, presses, bot_username),
        table_talk=table_talk if table_talk is not None else TableTalk(),
        quick=quick if quick is not None else QuickMatch(rooms, outbox, presenter, rooms.rating_of),
        tournaments=tournaments,
        tournament_control=ControlChat(tournaments),
    )
    # an update delivered twice acts once (webhook mode: also across workers and restarts,
    # through the database; polling hands each update out once, memory is enough)
    dp.update.outer_middleware(Once(rooms.storage if settings.webhook_url else None))
    languages = Languages()  # shared: the throttle answers a flood in the language last given
    throttle = ThrottleMiddleware(
        Throttle(settings.press_rate, settings.press_burst), outbox, settings, languages
    )
    users = UserMiddleware(rooms, settings, languages)
    dp.message.outer_middleware(SeenMessages(outbox))  # even a flood pushes the bot's messages up
    for observer in (dp.message, dp.callback_query, dp.inline_query, dp.chosen_inline_result):
        observer.outer_middleware(throttle)  # first: a flood touches neither storage nor a room
        observer.outer_middleware(users)
    dp.include_routers(*get_routers())
    return dp


class KozyrApp:
    def __init__(self, settings: Settings, *, serve_webapp: bool = True) -> None:
        """``serve_webapp`` False: whoever embeds the bot serves its Mini App (the sandbox does)."""
        self.settings = settings
        self.serve_webapp = serve_webapp
        self.quick: QuickMatch | None = None
        for secret in settings.secrets:  # the token and the webhook's secret, before anything can log them
            protect(secret)
        self.storage: Database
        if settings.postgres_url is not None:
            from bot.storage.pg import PostgresStorage  # asyncpg only when it is used

            url = settings.postgres_url.get_secret_value()
            # a row another worker holds is waited for as long as SQLite waits for its database
            wait_ms = max(1, settings.db_busy_timeout_ms)
            self.storage = PostgresStorage(url, max_size=settings.db_pool_size, lock_timeout_ms=wait_ms)
        else:
            assert settings.database_path is not None
            self.storage = SqliteStorage(
                settings.database_path,
                busy_timeout_ms=settings.db_busy_timeout_ms,
                synchronous=settings.sqlite_synchronous,
            )
        self._instance: InstanceLock | None = None
        self.bot: Bot | None = None
        self.dp: Dispatcher | None = None
        self.outbox: Outbox | None = None
        self.presenter: Presenter | None = None
        self.rooms: RoomService | None = None
        self._polling: asyncio.Task[None] | None = None
        self._tasks: set[asyncio.Task[None]] = set()
        self.server: WebServer | None = None  # webhook mode: the HTTP server
        #: the table pages open in this process, woken by every new state of their rooms
        self.hub = Hub()
        #: PostgreSQL with the Mini App: other workers' changes, heard (bot/storage/listener.py)
        self.listener: Listener | None = None
        self.talk = TableTalk(pages=self.hub)
        self._running = False

    async def start(self, *, poll: bool = True) -> None:
        s = self.settings
        if poll and self._instance is None and s.database_path is not None:  # SQLite: one process
            self._instance = InstanceLock.take(s.database_path)
        await self.storage.open()
        if poll and not s.webhook_url and self.storage.shared:  # PostgreSQL: one of the workers polls
            await self.storage.hold_poller_lock()
        session = Session(api=TelegramAPIServer.from_base(s.telegram_api_url))
        self.bot = bot = Bot(token=s.bot_token.get_secret_value(), session=session)
        session.middleware(CountCalls())
        me = await bot.get_me()
        username = me.username or ""
        limits = Limits(
            private_interval=s.private_edit_interval,
            private_burst=s.private_burst,
            group_interval=s.group_edit_interval,
            global_rate=s.global_rate,
            watch_delay=s.watch_delay_seconds,
            ephemeral_interval=60.0 / s.ephemeral_per_minute if s.ephemeral_per_minute > 0 else 0.0,
        )
        pacing = None
        if s.postgres_url is not None:  # several workers: Telegram's limits are the whole bot's
            from bot.storage.pacing import SharedPacing
            from bot.storage.pg import PostgresStorage

            assert isinstance(self.storage, PostgresStorage)
            pacing = SharedPacing(self.storage.pool, limits)
            await pacing.install()
        self.outbox = outbox = Outbox(
            bot,
            self.storage,
            limits=limits,
            max_retries=s.max_retries,
            on_unreachable=self._unreachable,
            on_migrated=self._migrated,
            pacing=pacing,
        )
        # the newest states, for the service and the presenter (one process: a row read again that
        # is the state known keeps its snapshot, bot/rooms/cache.py)
        cache: RoomCache[Snapshot] = RoomCache(keep_copies=not self.storage.shared)
        self.hub = Hub()
        cache.listen(self.hub.changed)  # every new state wakes the room's table pages (bot/web/live.py)
        if self.storage.shared and s.webapp_url:  # and so does every change another worker commits
            from bot.storage.pg import PostgresStorage

            assert isinstance(self.storage, PostgresStorage)
            bridge = Bridge(cache, self.hub)
            self.listener = await self.storage.listen(bridge.room, bridge.missed)
        self.presenter = presenter = Presenter(self.storage, outbox, s, username, cache)
        self.rooms = rooms = RoomService(self.storage, s, presenter, cache)
        self.quick = quick = QuickMatch(rooms, outbox, presenter, rooms.rating_of)
        rooms.scheduler.add_chore("quick", QUICK_TICK_SECONDS, quick.tick)
        # table talk's one limit for the chat and the table page; lines reach the pages open here
        self.talk = TableTalk(pages=self.hub)
        self.dp = create_dispatcher(s, rooms, presenter, outbox, username, quick, self.talk)
        self.dp.update.outer_middleware(CountUpdates())
        if not s.webhook_url:  # polling: a webhook left from an earlier run would refuse getUpdates
            with contextlib.suppress(Exception):
                await outbox.call(None, lambda: bot.delete_webhook(drop_pending_updates=False))
        if s.bot_profile:
            await self._set_commands()
        await rooms.start()
        self._running = True
        if poll and s.webhook_url:
            await self.begin_webhook()
        elif poll:
            if s.webapp_url and self.serve_webapp:  # polling: the bot's server still answers the Mini App
                self.server = WebServer(
                    None, None, path="", secret="", host=s.webhook_host, port=s.webhook_port,
                    health=self.health, before_scrape=self.read_gauges, routes=self.webapp_routes().register,
                )
                await self.server.start()
            self.begin_polling()

    async def begin_webhook(self) -> None:
        """Serve Telegram's updates on WEBHOOK_HOST:WEBHOOK_PORT, then ask Telegram to send them
        (``setWebhook`` with the secret and the update kinds the handlers use)."""
        assert self.dp is not None and self.bot is not None and self.outbox is not None
        s, bot, dp = self.settings, self.bot, self.dp
        assert s.webhook_secret is not None  # the settings require it with WEBHOOK_URL
        secret = s.webhook_secret.get_secret_value()
        self.server = WebServer(
            dp,
            bot,
            path=s.webhook_path,
            secret=secret,
            host=s.webhook_host,
            port=s.webhook_port,
            health=self.health,
            before_scrape=self.read_gauges,
            routes=self.webapp_routes().register if s.webapp_url else None,
        )
        await self.server.start()
        try:
            await self.outbox.call(
                None,
                lambda: bot.set_webhook(
                    s.webhook_url,
                    secret_token=secret,
                    allowed_updates=dp.resolve_used_update_types(),  # my_chat_member included
                    drop_pending_updates=False,
                ),
            )
        except TelegramBadRequest as exc:
            raise WebhookError(f"Telegram refused WEBHOOK_URL: {exc.message}") from None
        log.info("webhook set: Telegram sends updates to %s", s.webhook_url)

    def webapp_routes(self) -> WebAppRoutes:
        """The Mini App's page and API (bot/web/routes.py) for this bot, at WEBAPP_URL's path."""
        assert self.rooms is not None
        s = self.settings
        routes = WebAppRoutes(
            self.rooms, s.bot_token.get_secret_value(), s.webapp_path,
            throttle=Throttle(s.press_rate, s.press_burst), default_locale=s.default_locale,
        )
        routes.table.face = self.table_face()
        assert self.presenter is not None
        routes.replays.app_link = self.presenter.app_link  # a replay's «Поделиться» shares it
        return routes

    def table_face(self) -> TableFace:
        """What the table page's API (bot/web/table.py) needs of this running bot."""
        assert self.presenter is not None and self.dp is not None and self.bot is not None
        assert self.outbox is not None
        return TableFace(self.presenter, self.hub, self.dp, self.bot, self.outbox, self.talk)

    async def health(self) -> str | None:
        """None while the bot runs and its database answers; else what is wrong (``/healthz``)."""
        if not self._running:
            return "stopping"
        try:
            await asyncio.wait_for(self.storage.ping(), timeout=HEALTH_TIMEOUT)
        except Exception as exc:
            log.warning("health check: the database does not answer (%s)", type(exc).__name__)
            return "storage unreachable"
        return None

    async def read_gauges(self) -> None:
        """Before a scrape of ``/metrics``: the outbox's queue and the open rooms, as they are now."""
        if self.outbox is not None:
            OUTBOX_PENDING.set(self.outbox.pending())
        OPEN_ROOMS.set(await api.open_room_count(self.storage))

    async def run_until(self, stop: asyncio.Event) -> None:
        """Serve until ``stop`` is set (SIGTERM), or until polling ends by itself."""
        waiter = asyncio.create_task(stop.wait())
        watched: set[asyncio.Task[Any]] = {waiter}
        if self._polling is not None:
            watched.add(self._polling)
        try:
            await asyncio.wait(watched, return_when=asyncio.FIRST_COMPLETED)
        finally:
            waiter.cancel()

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
        """The commands, description and short description in every language, set where Telegram's
        differ (bot/chat/bot_profile.py)."""
        assert self.bot is not None and self.outbox is not None
        made = await sync_profile(
            self.bot, self.outbox, self.settings.fallback_locale, PRIVATE_COMMANDS, GROUP_COMMANDS
        )
        log.info("bot profile: %d set calls", made)

    async def _unreachable(self, chat_id: int) -> None:
        """A 403 (reported by the outbox, from inside a send), handled in a task of its own: from a
        private chat, remember it and pause their matches; from a group, the bot was removed there
        and its rooms go on in private chats."""
        if self.rooms is None:
            return
        if chat_id < 0:
            task = asyncio.create_task(self.rooms.group_lost(chat_id))
        else:
            task = asyncio.create_task(self.rooms.user_lost(chat_id))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _migrated(self, old: int, new: int) -> None:
        """A group became a supergroup (learnt from a failed call): its rooms move, in a task."""
        if self.rooms is None:
            return
        task = asyncio.create_task(self.rooms.chat_moved(old, new))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def wait(self) -> None:
        if self._polling is not None:
            await self._polling

    async def stop(self, *, graceful: bool = True) -> None:
        """Stop taking updates and close everything. Graceful (SIGTERM): the updates in hand and the
        room changes under way finish and the outbox sends what is due first; ``graceful=False``
        drops whatever the outbox still holds, as a killed process would (tests of restarts)."""
        self._running = False
        self.hub.close()  # the table pages' streams end (and no new one opens)
        if self.server is not None:  # no new update; the ones in hand finish
            await self.server.stop()
            self.server = None
        if self.dp is not None and self._polling is not None:
            with contextlib.suppress(Exception):
                await self.dp.stop_polling()
            self._polling.cancel()
            with contextlib.suppress(BaseException):
                await self._polling
            self._polling = None
            in_hand = set(self.dp._handle_update_tasks)  # polled updates still being handled
            if graceful and in_hand:
                await asyncio.wait(in_hand, timeout=DRAIN_SECONDS)
        if graceful and self.rooms is not None:
            await self.rooms.drain(DRAIN_SECONDS)
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
        if self.listener is not None:
            await self.listener.close()
            self.listener = None
        await self.storage.close()
        if self._instance is not None:
            self._instance.release()
            self._instance = None
