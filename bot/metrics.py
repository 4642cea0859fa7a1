"""Prometheus metrics of the process, served at ``/metrics`` by the bot's HTTP server (webhook mode).

The counters and histograms are the process's own (one :data:`REGISTRY`, as Prometheus clients do);
the gauges that describe an app — its outbox's queue, its open rooms — are set by the server just
before each scrape (:func:`bot.webserver`). Nothing here imports the rest of the bot.

- ``kozyr_updates_total{type}``: updates received from Telegram (polling or webhook), by kind;
- ``kozyr_webhook_rejected_total``: webhook requests refused for a wrong or missing secret (401);
- ``kozyr_update_seconds{type}``: how long the bot took over one update, from its arrival at the
  dispatcher to the end of its handler (a button's press: its answer included);
- ``kozyr_actions_total{game,by}``: game actions applied (``by``: ``person``, or ``bot`` for a
  computer's move or a clock's);
- ``kozyr_bot_api_calls_total{method}`` / ``kozyr_bot_api_429_total{method}``: Bot API calls made,
  and those Telegram answered «429 Too Many Requests»;
- ``kozyr_outbox_pending``: calls and redraws waiting in the outbox;
- ``kozyr_computer_think_seconds{game}``: how long a computer player thought over a move;
- ``kozyr_open_rooms``: rooms not closed yet;
- ``process_*``: the process's CPU time, memory and open files (Linux).
"""

from __future__ import annotations

from typing import Any

from aiogram import BaseMiddleware
from aiogram.client.session.middlewares.base import BaseRequestMiddleware, NextRequestMiddlewareType
from aiogram.exceptions import TelegramRetryAfter
from aiogram.methods import Response, TelegramMethod
from aiogram.methods.base import TelegramType
from aiogram.types import TelegramObject, Update
from aiogram.types.update import UpdateTypeLookupError
from prometheus_client import (
    CONTENT_TYPE_LATEST,
    CollectorRegistry,
    Counter,
    Gauge,
    Histogram,
    ProcessCollector,
    disable_created_metrics,
    generate_latest,
)

disable_created_metrics()  # no «*_created» series beside every counter: nothing here reads them
REGISTRY = CollectorRegistry()
ProcessCollector(registry=REGISTRY)

UPDATES = Counter("kozyr_updates", "Updates received from Telegram", ["type"], registry=REGISTRY)
WEBHOOK_REJECTED = Counter(
    "kozyr_webhook_rejected", "Webhook requests refused: wrong or missing secret token", registry=REGISTRY
)
UPDATE_SECONDS = Histogram(
    "kozyr_update_seconds",
    "Time the bot took over one update, from the dispatcher to the end of its handler",
    ["type"],
    buckets=(0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0),
    registry=REGISTRY,
)
ACTIONS = Counter("kozyr_actions", "Game actions applied", ["game", "by"], registry=REGISTRY)
API_CALLS = Counter("kozyr_bot_api_calls", "Bot API calls made", ["method"], registry=REGISTRY)
API_429 = Counter(
    "kozyr_bot_api_429", "Bot API calls answered 429 Too Many Requests", ["method"], registry=REGISTRY
)
OUTBOX_PENDING = Gauge("kozyr_outbox_pending", "Calls and redraws waiting in the outbox", registry=REGISTRY)
THINK_SECONDS = Histogram(
    "kozyr_computer_think_seconds",
    "Time a computer player thought over one move",
    ["game"],
    buckets=(0.005, 0.01, 0.025, 0.05, 0.1, 0.2, 0.3, 0.5, 0.75, 1.0, 2.0, 5.0),
    registry=REGISTRY,
)
OPEN_ROOMS = Gauge("kozyr_open_rooms", "Rooms not closed yet", registry=REGISTRY)

CONTENT_TYPE = CONTENT_TYPE_LATEST


def exposition() -> bytes:
    """The metrics in Prometheus' text format."""
    return generate_latest(REGISTRY)


class CountCalls(BaseRequestMiddleware):
    """A Bot API session middleware: counts every call by method, and the 429 answers."""

    async def __call__(
        self,
        make_request: NextRequestMiddlewareType[TelegramType],
        bot: Any,
        method: TelegramMethod[TelegramType],
    ) -> Response[TelegramType]:
        name = method.__api_method__
        API_CALLS.labels(name).inc()
        try:
            return await make_request(bot, method)
        except TelegramRetryAfter:
            API_429.labels(name).inc()
            raise


class CountUpdates(BaseMiddleware):
    """An outer middleware of the dispatcher's ``update`` observer: counts every update by kind,
    and times it."""

    async def __call__(self, handler: Any, event: TelegramObject, data: dict[str, Any]) -> Any:
        if not isinstance(event, Update):
            return await handler(event, data)
        try:
            kind = event.event_type
        except UpdateTypeLookupError:
            kind = "unknown"
        UPDATES.labels(kind).inc()
        with UPDATE_SECONDS.labels(kind).time():
            return await handler(event, data)
