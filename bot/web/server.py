"""The bot's HTTP server in webhook mode: Telegram's updates, ``/healthz`` and ``/metrics``.

aiogram's aiohttp integration (``SimpleRequestHandler``, ``setup_application``) takes the updates
Telegram POSTs to the path of ``WEBHOOK_URL``. Every such request must carry the secret given to
``setWebhook`` in its ``X-Telegram-Bot-Api-Secret-Token`` header: a wrong or missing one is answered
401 before the body is even read, so it reaches neither the dispatcher nor storage; a body that is
not an Update — not JSON, nested deeper than ``bot.web.jsonbody.MAX_DEPTH`` — is answered 400, one over
:data:`MAX_UPDATE_BYTES` 413 (one log line each, never a traceback; ``bot/web/jsonbody.py``). A request
aiohttp cannot even parse (a header over 8 KB) is answered 400 by aiohttp with one log line
(:class:`_RequestLog`). An update delivered again is acknowledged without
effect (``bot.chat.middlewares.Once``). An update is
answered once its handler has finished (not in the background), so Telegram delivers it again when
the bot died while handling it, and a graceful stop waits for the updates in hand.

With ``WEBAPP_URL`` set, the server also serves the Mini App at that URL's path (the deck check,
its record API and «Готово», ``bot/web/routes.py``); the reverse proxy forwards that path too.
In polling mode with ``WEBAPP_URL`` the same server runs without the webhook, for the Mini App.

``GET /healthz``: 200 ``{"status": "ok"}`` while the bot runs and its database answers, else 503
with the reason. ``GET /metrics``: Prometheus' text format (bot/plumbing/metrics.py). Neither should be
exposed to the internet: the reverse proxy forwards only the webhook's path (README, "Deploying").
"""

from __future__ import annotations

import json
import logging
import sys
from collections.abc import Awaitable, Callable
from typing import Any

from aiogram import Bot, Dispatcher
from aiogram.types import Update
from aiogram.webhook.aiohttp_server import SimpleRequestHandler, setup_application
from aiohttp import web
from aiohttp.http_exceptions import HttpProcessingError

from bot.plumbing import metrics
from bot.web import jsonbody

log = logging.getLogger(__name__)

#: seconds a stop waits for the updates in hand before it cuts them off
SHUTDOWN_SECONDS = 10.0
#: the largest update body read (aiohttp's own default bound; Telegram's updates are some KB)
MAX_UPDATE_BYTES = 1024 * 1024


class WebhookError(RuntimeError):
    """Telegram refused ``setWebhook`` (e.g. not an HTTPS URL, an unresolvable host)."""


class _Updates(SimpleRequestHandler):
    """aiogram's handler for one bot, counting refused requests; the app closes the bot's session
    itself, after its outbox has flushed, so the server's shutdown must not."""

    async def handle(self, request: web.Request) -> web.Response:
        if not self.verify_secret(request.headers.get("X-Telegram-Bot-Api-Secret-Token", ""), self.bot):
            metrics.WEBHOOK_REJECTED.inc()
            log.warning("refused a webhook request from %s: wrong or missing secret token", request.remote)
            return web.Response(body="Unauthorized", status=401)
        return await super().handle(request)

    async def _handle_request(self, bot: Bot, request: web.Request) -> web.Response:
        """A body that is not an Update (not JSON, nested too deep, not an object, a field of the
        wrong type) is answered 400, one too large 413, with one log line; it reaches neither the
        dispatcher nor storage."""
        try:
            body = await jsonbody.read(request, max_bytes=MAX_UPDATE_BYTES, parse=bot.session.json_loads)
            update = Update.model_validate(body, context={"bot": bot})
        except jsonbody.BadBody as exc:
            large = exc.status == 413
            what = "too large" if large else "not an Update"
            log.warning("refused a webhook request from %s: its body is %s (%s)", request.remote, what, exc)
            return web.Response(body="Payload Too Large" if large else "Bad Request", status=exc.status)
        except ValueError as exc:  # pydantic's errors are ValueErrors
            log.warning(
                "refused a webhook request from %s: its body is not an Update (%s)",
                request.remote,
                type(exc).__name__,
            )
            return web.Response(body="Bad Request", status=400)
        result: Any = await self.dispatcher.feed_webhook_update(bot, update, **self.data)
        return web.Response(body=self._build_response_writer(bot=bot, result=result))

    async def close(self) -> None:
        return None


class _RequestLog(logging.LoggerAdapter):
    """aiohttp's server log (``aiohttp.server``), save that a request aiohttp refuses to parse (a
    header line over its 8 KB, a broken request line: answered 400 by aiohttp) is one warning line,
    not a traceback; anything else keeps its traceback."""

    def exception(self, msg: object, *args: object, exc_info: Any = True, **kwargs: Any) -> None:
        exc = exc_info if isinstance(exc_info, BaseException) else sys.exc_info()[1]
        if isinstance(exc, HttpProcessingError):
            said = str(msg) % args if args else str(msg)  # "Error handling request from <address>"
            self.logger.warning("%s: refused, aiohttp could not parse it (%s)", said, _said(exc))
            return
        self.logger.exception(msg, *args, exc_info=exc_info, **kwargs)


def _said(exc: HttpProcessingError) -> str:
    """What the refusal says: its kind and status, never aiohttp's message (it quotes the request's
    bytes, a header's value among them)."""
    return f"{type(exc).__name__}, HTTP {exc.code}"


Health = Callable[[], Awaitable[str | None]]  # None: healthy; else what is wrong


class WebServer:
    def __init__(
        self,
        dp: Dispatcher | None,
        bot: Bot | None,
        *,
        path: str,
        secret: str,
        host: str,
        port: int,
        health: Health,
        before_scrape: Callable[[], Awaitable[None]],
        routes: Callable[[web.Application], None] | None = None,
    ) -> None:
        self.host = host
        self.port = port
        self.health = health
        self.before_scrape = before_scrape
        app = web.Application()
        if dp is not None and bot is not None:  # webhook mode (else: polling, the Mini App alone)
            _Updates(dp, bot, handle_in_background=False, secret_token=secret).register(app, path=path)
            setup_application(app, dp, bot=bot)
        app.router.add_get("/healthz", self._healthz)
        app.router.add_get("/metrics", self._metrics)
        if routes is not None:  # the Mini App (bot/web/routes.py)
            routes(app)
        self._runner = web.AppRunner(
            app,
            access_log=None,
            shutdown_timeout=SHUTDOWN_SECONDS,
            logger=_RequestLog(logging.getLogger("aiohttp.server"), {}),
        )
        self._started = False

    async def start(self) -> None:
        """Listen (``port`` 0: any free port; :attr:`port` is then the one taken)."""
        await self._runner.setup()
        # on Linux several workers may listen on one port (SO_REUSEPORT): the kernel spreads the
        # connections of Telegram (up to setWebhook's max_connections) over them
        site = web.TCPSite(self._runner, self.host, self.port, reuse_port=sys.platform == "linux")
        await site.start()
        self._started = True
        address = self._runner.addresses[0]
        self.port = int(address[1])
        log.info("listening on %s:%s (webhook, Mini App, /healthz, /metrics)", self.host, self.port)

    async def stop(self) -> None:
        """Stop taking requests and wait (up to SHUTDOWN_SECONDS) for the updates in hand."""
        if self._started:
            self._started = False
            await self._runner.cleanup()

    async def _healthz(self, request: web.Request) -> web.Response:
        problem = await self.health()
        body = json.dumps({"status": problem or "ok"})
        return web.Response(text=body, status=503 if problem else 200, content_type="application/json")

    async def _metrics(self, request: web.Request) -> web.Response:
        try:
            await self.before_scrape()
        except Exception:  # the counters are still worth serving
            log.exception("could not read the gauges for /metrics")
        return web.Response(body=metrics.exposition(), headers={"Content-Type": metrics.CONTENT_TYPE})
