"""Telegram's signed ``initData``: who opened the Mini App, vouched for by Telegram.

Telegram signs the launch data it hands the Mini App with a key derived from the bot's token
(HMAC-SHA256 of the token under the key ``"WebAppData"``); the bot recomputes the HMAC of the
data-check string (every field but ``hash``, sorted, ``key=value`` lines) and compares — aiogram's
:func:`aiogram.utils.web_app.safe_parse_webapp_init_data` does exactly that
(https://core.telegram.org/bots/webapps#validating-data-received-via-the-mini-app). A signature
proves the data came from Telegram, not when: ``auth_date`` older than :data:`MAX_AGE_SECONDS` is
refused as stale, so data copied out of an old session cannot be replayed for long.
"""

from __future__ import annotations

import hashlib
import hmac
import json
from collections.abc import Mapping
from typing import Any
from urllib.parse import urlencode

from aiogram.utils.web_app import WebAppUser, safe_parse_webapp_init_data

from bot.plumbing import clock

#: the request header the Mini App's pages send initData in
HEADER = "X-Telegram-Init-Data"
#: how old (since Telegram signed it, ``auth_date``) initData may be; a Mini App is opened for a
#: moment, and a page left open longer is reopened from its button (the table's own: bot/web/table.py)
MAX_AGE_SECONDS = 3600.0
#: how far in the future ``auth_date`` may be (clocks differ a little)
SKEW_SECONDS = 60.0
#: the most initData the bot reads (Telegram's is some hundreds of bytes)
MAX_LENGTH = 4096


class Refused(Exception):
    """initData that proves nothing: ``code`` is ``unsigned`` (missing, malformed, or a signature
    that is not Telegram's for this bot) or ``stale`` (signed too long ago)."""

    def __init__(self, code: str) -> None:
        super().__init__(code)
        self.code = code


def user_of(token: str, init_data: str, *, max_age: float = MAX_AGE_SECONDS) -> WebAppUser:
    """The Telegram user ``init_data`` was signed for; raises :class:`Refused`."""
    if not init_data or len(init_data) > MAX_LENGTH:
        raise Refused("unsigned")
    try:
        data = safe_parse_webapp_init_data(token, init_data)
    except (ValueError, TypeError):  # a bad signature, or fields that are not Telegram's shape
        raise Refused("unsigned") from None
    if data.user is None:
        raise Refused("unsigned")
    age = clock.now() - data.auth_date.timestamp()
    if not -SKEW_SECONDS <= age <= max_age:
        raise Refused("stale")
    return data.user


def sign(
    token: str, user: dict[str, Any], *, auth_date: int | None = None, query_id: str = "",
    more: Mapping[str, str] | None = None,
) -> str:
    """initData for ``user`` signed with ``token`` as Telegram signs it: what the sandbox hands its
    Mini App (the tests sign with it too). ``auth_date``: seconds since the epoch (default now);
    ``more``: Telegram's other fields, e.g. ``start_param`` (a direct link's ``startapp``),
    ``chat_type``, ``chat_instance``."""
    fields = {"auth_date": str(int(clock.now()) if auth_date is None else auth_date),
              "user": json.dumps(user, separators=(",", ":"), ensure_ascii=False)}
    if query_id:
        fields["query_id"] = query_id
    fields.update({k: v for k, v in (more or {}).items() if v})
    check = "\n".join(f"{k}={v}" for k, v in sorted(fields.items()))
    secret = hmac.new(b"WebAppData", token.encode(), hashlib.sha256).digest()
    fields["hash"] = hmac.new(secret, check.encode(), hashlib.sha256).hexdigest()
    return urlencode(fields)
