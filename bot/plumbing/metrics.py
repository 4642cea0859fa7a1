"""Prometheus metrics of the process, served at ``/metrics`` by the bot's HTTP server (webhook mode).

The counters and histograms are the process's own (one :data:`REGISTRY`, as Prometheus clients do);
the gauges that describe an app — its outbox's queue, its open rooms — are set by the server just
before each scrape (:func:`bot.web.server`). Nothing here imports the rest of the bot.

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
