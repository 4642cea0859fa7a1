"""JSON request bodies read within bounds (issue 44): the webhook's updates (``bot/web/server.py``) and
the Mini App's «Готово» (``bot/web/routes.py``).

``json.loads`` recurses once per nested array or object, so a body nested a few thousand deep raises
``RecursionError`` (no ``ValueError``: it escaped the handlers as a 500 with a traceback). Before any
parsing, :func:`read` refuses a body over ``max_bytes`` (413: by its Content-Length, unread, or as
it arrives) and :func:`loads` one nested deeper than ``max_depth`` — found by a scan of its bytes
that skips strings and counts brackets, without recursion — or that is not JSON (400). Each refusal
is a :class:`BadBody` with its status and a short reason for the one log line the caller writes.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import Any

from aiohttp import web

#: the deepest nesting a body may have (a Telegram update is about 6 deep, the Mini App's body 1)
MAX_DEPTH = 32

#: a JSON string, quotes and escapes included (unrolled: linear, no backtracking)
_STRING = re.compile(rb'"[^"\\]*(?:\\.[^"\\]*)*"', re.DOTALL)
#: every byte but the four brackets
_NOT_BRACKETS = bytes(b for b in range(256) if b not in b"[]{}")
_OPENS = frozenset(b"[{")


class BadBody(ValueError):
    """A body refused unparsed or unparsable: ``status`` 413 (too large) or 400, and why."""

    def __init__(self, status: int, reason: str) -> None:
        super().__init__(reason)
        self.status = status
        self.reason = reason


def depth(raw: bytes, stop: int | None = None) -> int:
    """How deeply ``raw`` nests arrays and objects (brackets inside strings do not count); with
    ``stop``, the scan ends as soon as that depth is passed (and returns ``stop + 1``).

    Where ``raw`` is not JSON the count may be off, but only after the point where a JSON parser
    reading from the left stops with an error anyway; until then it is exact, so a parser never
    recurses deeper than this says."""
    level = deepest = 0
    for byte in _STRING.sub(b"", raw).translate(None, _NOT_BRACKETS):
        if byte in _OPENS:
            level += 1
            if level > deepest:
                deepest = level
                if stop is not None and deepest > stop:
                    return deepest
        else:
            level -= 1
    return deepest


def loads(raw: bytes, *, max_depth: int = MAX_DEPTH, parse: Callable[[str], Any] = json.loads) -> Any:
    """The JSON value of ``raw`` (UTF-8); raises :class:`BadBody` (400) when it is nested deeper than
    ``max_depth`` or is not JSON."""
    if depth(raw, max_depth) > max_depth:
        raise BadBody(400, f"nested deeper than {max_depth}")
    try:
        return parse(raw.decode("utf-8"))
    except (ValueError, RecursionError) as exc:  # json's errors and bad UTF-8 are ValueErrors
        raise BadBody(400, f"not JSON ({type(exc).__name__})") from None


async def read(
    request: web.Request,
    *,
    max_bytes: int,
    max_depth: int = MAX_DEPTH,
    parse: Callable[[str], Any] = json.loads,
) -> Any:
    """The JSON body of ``request``, read within ``max_bytes`` and ``max_depth``; raises
    :class:`BadBody`."""
    if request.content_length is not None and request.content_length > max_bytes:
        raise BadBody(413, f"{request.content_length} bytes, over {max_bytes}")
    chunks: list[bytes] = []
    size = 0
    async for chunk in request.content.iter_any():
        size += len(chunk)
        if size > max_bytes:
            raise BadBody(413, f"over {max_bytes} bytes")
        chunks.append(chunk)
    return loads(b"".join(chunks), max_depth=max_depth, parse=parse)
