"""Where a finished deal's replay opens (issue 46), as links and buttons: the Mini App's page
(``table?replay=<token>``, a Mini App button in a private chat), the bot's direct link
(``https://t.me/<bot>/<WEBAPP_SHORT_NAME>?startapp=r<token>``, a URL button in a group, the link one
shares) and Telegram's share page for that link. No I/O."""

from __future__ import annotations

from urllib.parse import quote

from aiogram.types import InlineKeyboardButton as Button
from aiogram.types import WebAppInfo

#: Telegram's «share a link» page: it lets the person pick a chat and sends the link with the text
SHARE = "https://t.me/share/url"


def app_link(bot_username: str, short_name: str) -> str:
    """The bot's direct link to its Mini App (WEBAPP_SHORT_NAME); "" when it has none."""
    return f"https://t.me/{bot_username}/{short_name}" if bot_username and short_name else ""


def page_url(webapp_url: str, token: str) -> str:
    """The replay in the Mini App's table page (what a Mini App button opens)."""
    return f"{webapp_url}table?replay={token}"


def direct_link(link: str, token: str) -> str:
    """The replay through the bot's direct link: Telegram opens the Mini App with ``start_param``
    ``r<token>`` (the table page turns it into the replay)."""
    return f"{link}?startapp=r{token}"


def share_url(link: str, text: str) -> str:
    """Telegram's share page for ``link`` with ``text``: both URL-encoded (every reserved character,
    so the link's own ``?`` and ``=`` stay inside the ``url`` parameter)."""
    return f"{SHARE}?url={quote(link, safe='')}&text={quote(text, safe='')}"


def replay_button(text: str, token: str, *, private: bool, webapp_url: str, link: str) -> Button | None:
    """A button that opens the replay: a Mini App button in a private chat (``webapp_url``), the
    direct link in a group (``link``: Telegram allows no Mini App button there); None when neither
    is set up."""
    if private and webapp_url:
        return Button(text=text, web_app=WebAppInfo(url=page_url(webapp_url, token)))
    if link:
        return Button(text=text, url=direct_link(link, token))
    return None
