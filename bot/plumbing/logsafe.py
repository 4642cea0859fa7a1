"""Keep the bot token out of every log line and error text.

:func:`protect` registers a secret (the token's part after the colon, which alone grants control of
the bot) and installs, once per process, a log record factory that rewrites every record as it is
made — its message with the arguments merged, its exception text and its stack — with each secret
replaced by ``***``. A factory (unlike a handler's filter) covers every logger and every handler,
aiogram's own "Failed to fetch updates … /bot<token>/getUpdates" included. :func:`redact` does the
same for a text the bot prints itself (a start-up error).
"""

from __future__ import annotations

import logging
import traceback
from typing import Any
from urllib.parse import quote

MASK = "***"

_secrets: set[str] = set()
_installed = False


def _forms(token: str) -> set[str]:
    """The strings that must not appear: the token's secret part (the bot's id before the colon is
    public and stays readable), or the whole token when it has no such part; URL-quoted forms too."""
    _, _, secret = token.partition(":")
    if len(secret) < 4:
        secret = token
    return {f for f in (secret, quote(secret, safe="")) if f}


def redact(text: str) -> str:
    for secret in sorted(_secrets, key=len, reverse=True):
        if secret in text:
            text = text.replace(secret, MASK)
    return text


def _scrub(record: logging.LogRecord) -> None:
    try:
        message = record.getMessage()
    except Exception:  # a malformed call: keep what there is, scrubbed
        message = f"{record.msg!r} {record.args!r}"
    record.msg, record.args = redact(message), None
    if record.exc_info and record.exc_info[0] is not None:
        text = record.exc_text or "".join(traceback.format_exception(*record.exc_info)).rstrip("\n")
        record.exc_text = redact(text)
        # the formatter uses exc_text when it is set; drop the live exception so no handler formats
        # it again from the original (token-bearing) objects
        record.exc_info = None
    elif record.exc_text:
        record.exc_text = redact(record.exc_text)
    if record.stack_info:
        record.stack_info = redact(record.stack_info)


def protect(token: str) -> None:
    """Redact ``token`` from every log record made from now on, in every logger of the process."""
    global _installed
    _secrets.update(_forms(token))
    if _installed:
        return
    _installed = True
    previous = logging.getLogRecordFactory()

    def factory(*args: Any, **kwargs: Any) -> logging.LogRecord:
        record = previous(*args, **kwargs)
        if _secrets:
            _scrub(record)
        return record

    logging.setLogRecordFactory(factory)
