"""The last resort: a press no router took (malformed, forged, from an old version) gets a clear
answer, and an exception in any handler is logged and still answered, so no spinner is left on a
button and nothing changed."""

from __future__ import annotations

import logging

from aiogram import F, Router
from aiogram.types import CallbackQuery, ErrorEvent, Message

from bot.config import Settings
from bot.i18n import Translator
from bot.outbox import Outbox
from bot.storage import StorageBusy

log = logging.getLogger(__name__)


async def other_text(message: Message, t: Translator, outbox: Outbox) -> None:
    """Any other text in private: the help."""
    await outbox.send(message.chat.id, t("help"))


#: menus whose buttons changed shape between versions: an old button names the command to type again
OLD_MENUS = {"pf": "/profile", "g": "/new"}


async def unknown_button(query: CallbackQuery, t: Translator, outbox: Outbox) -> None:
    command = OLD_MENUS.get((query.data or "").split(":", 1)[0])
    if command is not None:  # e.g. a /profile message sent before buttons carried their owner
        await outbox.answer(query.id, t("err-old-menu", command=command), alert=True, key="err-old-menu")
        return
    await outbox.answer(query.id, t("err-unknown-button"), alert=True, key="err-unknown-button")


async def failed(event: ErrorEvent, outbox: Outbox, settings: Settings) -> None:
    update = event.update
    busy = isinstance(event.exception, StorageBusy)
    if busy:  # another process holds the database: this one action failed, nothing changed
        log.warning("update %s failed: the database is busy (%s)", update.update_id, event.exception)
    else:
        log.error("update %s failed", update.update_id, exc_info=event.exception)
    query = update.callback_query
    if query is not None:
        t = Translator(settings.fallback_locale)
        try:
            key = "err-busy" if busy else "err-internal"
            await outbox.answer(query.id, t(key), key=key)
        except Exception:
            log.exception("answering the failed press %s failed too", query.id)


def create_router() -> Router:
    """A fresh router with this module's handlers (a router attaches to one dispatcher)."""
    router = Router(name="errors")
    router.message.register(other_text, F.chat.type == "private", F.text)
    router.callback_query.register(unknown_button)
    router.errors.register(failed)
    return router
