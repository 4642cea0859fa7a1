"""Log lines a machine can read: which room a line is about, and an optional JSON format.

:data:`ROOM` holds the room being worked on in the current task (the room service sets it when it
changes a room or moves a computer, the outbox when it draws a room's message); every record made
meanwhile gets it as ``record.room``. :func:`configure` installs the process's handler: text lines
(``… room=ABC123: …`` when a room is involved) or, with ``LOG_FORMAT=json``, one JSON object a line
(``time``, ``level``, ``logger``, ``message``, ``room`` when a room is involved, ``exception``).
``LOG_LEVEL`` (:data:`LEVELS`) sets how much: ``info`` (the default) shows the bot's own lines and
quiets the libraries' line per event (APScheduler's per job, aiogram's per update), ``debug`` shows
those too. The token and the webhook's secret are redacted before a record reaches here
(bot/plumbing/logsafe.py).
"""

from __future__ import annotations

import json
import logging
from contextvars import ContextVar
from datetime import UTC, datetime
from typing import Any

ROOM: ContextVar[str | None] = ContextVar("kozyr_room", default=None)

TEXT_FORMAT = "%(asctime)s %(levelname)s %(name)s%(room_tag)s: %(message)s"

#: LOG_LEVEL's choices
LEVELS: dict[str, int] = {
    "debug": logging.DEBUG,
    "info": logging.INFO,
    "warning": logging.WARNING,
    "error": logging.ERROR,
}
#: loggers that write a line per event at INFO: a scheduled job run (the deadline sweep alone is one
#: a second) or an update handled. Above INFO unless LOG_LEVEL=debug; their warnings always show
CHATTY = ("apscheduler", "aiogram.event")
#: libraries that log every operation at DEBUG: INFO even with LOG_LEVEL=debug
NOISY = ("aiosqlite", "asyncio", "matplotlib", "PIL")


def in_room(room_id: str | None) -> None:
    """The current task works on ``room_id`` from now on (its log lines say so)."""
    ROOM.set(room_id)


class RoomFilter(logging.Filter):
    """Gives every record ``room`` (the current room or None) and ``room_tag`` (`` room=ID`` or '')."""

    def filter(self, record: logging.LogRecord) -> bool:
        room = getattr(record, "room", None) or ROOM.get()
        record.room = room
        record.room_tag = f" room={room}" if room else ""
        return True


class JsonFormatter(logging.Formatter):
    def format(self, record: logging.LogRecord) -> str:
        data: dict[str, Any] = {
            "time": datetime.fromtimestamp(record.created, UTC).isoformat(timespec="milliseconds"),
            "level": record.levelname,
            "logger": record.name,
            "message": record.getMessage(),
        }
        room = getattr(record, "room", None)
        if room:
            data["room"] = room
        if record.exc_info and record.exc_info[0] is not None:
            data["exception"] = self.formatException(record.exc_info)
        elif record.exc_text:
            data["exception"] = record.exc_text
        if record.stack_info:
            data["stack"] = record.stack_info
        return json.dumps(data, ensure_ascii=False)


def configure(log_format: str = "text", level: int | str = logging.INFO) -> None:
    """One handler on the root logger, writing to stderr in ``log_format`` (``text`` or ``json``) at
    ``level`` (a number or a name of :data:`LEVELS`); replaces the handlers ``logging.basicConfig``
    or an earlier call installed."""
    if isinstance(level, str):
        level = LEVELS[level]
    handler = logging.StreamHandler()
    handler.addFilter(RoomFilter())
    handler.setFormatter(JsonFormatter() if log_format == "json" else logging.Formatter(TEXT_FORMAT))
    root = logging.getLogger()
    for old in list(root.handlers):
        root.removeHandler(old)
    root.addHandler(handler)
    root.setLevel(level)
    for name in CHATTY:
        logging.getLogger(name).setLevel(level if level <= logging.DEBUG else max(level, logging.WARNING))
    for name in NOISY:
        logging.getLogger(name).setLevel(max(level, logging.INFO))
