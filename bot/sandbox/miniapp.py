"""The bot's Mini App opened in the sandbox as a Telegram client opens it: the page's address with the
initData Telegram would sign for the person (and its other launch parameters) in the fragment.

Two ways in, as in Telegram (https://core.telegram.org/bots/webapps):

- a **Mini App button** (``web_app``, private chats only: the deck check, «🎴 Стол») opens its own
  address;
- the bot's **direct link** ``https://t.me/<bot>/<short name>?startapp=<parameter>`` (a URL button, or
  a link anywhere: a group's «🎴 Стол») opens the Mini App's main URL — ``WEBAPP_URL``, as registered
  with @BotFather's ``/newapp`` — with the parameter in initData's signed ``start_param`` and in the
  ``tgWebAppStartParam`` query parameter; opened from a group, initData also has ``chat_type`` and
  ``chat_instance``.
"""

from __future__ import annotations

import re
import secrets
from typing import Any
from urllib.parse import parse_qs, quote, urlparse

from bot.web import initdata

#: the launch parameters a Telegram client puts after initData in a Mini App's address fragment
LAUNCH = "tgWebAppVersion=8.0&tgWebAppPlatform=web"
#: a start parameter Telegram passes (https://core.telegram.org/bots/webapps#direct-link-mini-apps)
START_PARAM = re.compile(r"[A-Za-z0-9_-]{0,512}")


class NotOpened(Exception):
    """A Mini App address a Telegram client would not open; the page shows the sentence."""


class MiniApp:
    """The bot's Mini App at ``url`` (its WEBAPP_URL), registered as ``short_name``."""

    def __init__(self, token: str, bot_username: str, short_name: str) -> None:
        self.token = token
        self.bot_username = bot_username
        self.short_name = short_name
        self.url = ""  # known once the sandbox's page listens

    def _fragment(self, user: dict[str, Any], query_id: str = "", **more: str) -> str:
        signed = initdata.sign(self.token, user, query_id=query_id, more=more)
        return f"#tgWebAppData={quote(signed)}&{LAUNCH}"

    def button(self, user: dict[str, Any], url: str) -> str:
        """A Mini App button of the bot pressed by ``user`` (Telegram's user object): its address."""
        if not self.url or not url.startswith(self.url):
            raise NotOpened("not this sandbox's Mini App")
        return url + self._fragment(user, query_id=f"AA{secrets.token_hex(8)}")

    def start_param(self, url: str) -> str | None:
        """The ``startapp`` of a direct link to this bot's Mini App (``""`` without one); None for
        any other address. Raises NotOpened for another Mini App of the bot, or a parameter Telegram
        would not pass."""
        parsed = urlparse(url if "://" in url else "https://" + url)
        bot, _, app = parsed.path.strip("/").partition("/")
        if parsed.netloc.lower() not in ("t.me", "telegram.me") or not app:
            return None
        if bot.lower() != self.bot_username.lower():
            return None
        if app != self.short_name:
            raise NotOpened(f"this bot has no Mini App named {app!r}")
        start = parse_qs(parsed.query).get("startapp", [""])[0]
        if not START_PARAM.fullmatch(start):
            raise NotOpened("a start parameter of up to 512 letters, digits, _ and -, please")
        return start

    def direct_link(self, user: dict[str, Any], start: str, group: int | None = None) -> str:
        """The direct link opened by ``user`` (from ``group``, or elsewhere): the main URL."""
        more = {"start_param": start}
        if group is not None:  # Telegram's chat_instance: an opaque id of the chat, the same each time
            more.update(chat_type="group", chat_instance=str(abs(group) * 7919 + 17))
        query = f"?tgWebAppStartParam={quote(start)}" if start else ""
        return f"{self.url}{query}" + self._fragment(user, **more)
