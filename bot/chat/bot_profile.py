"""The bot's profile in every language: its command menus (private chats, groups), its description
(«What can this bot do?», shown before /start) and its short description (the profile page, a shared
link), set per language with ``language_code`` and once more without one (every app language Kozyr
does not speak: DEFAULT_LOCALE, else English). Each is read from Telegram first and set only when it
differs, so a restart with nothing changed sets nothing. These calls send no message: they take no
slot of the outbox's global pace (Outbox.call_unmetered)."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Iterator, Sequence
from functools import partial

from aiogram import Bot
from aiogram.types import BotCommand, BotCommandScopeAllGroupChats, BotCommandScopeAllPrivateChats

from bot.i18n import LANGUAGES, Translator
from bot.outbox import Outbox

log = logging.getLogger(__name__)

#: Telegram's limits on the two descriptions
DESCRIPTION_LIMIT = 512
SHORT_DESCRIPTION_LIMIT = 120


@contextlib.contextmanager
def _logged(lang: str | None, what: str) -> Iterator[None]:
    """A failed call leaves that part of the profile as it was (the bot starts all the same)."""
    try:
        yield
    except Exception as e:  # a network error, a refusal: the next start tries again
        log.warning("bot profile (%s, %s) not updated: %s", lang or "default", what, e)


def descriptions(t: Translator) -> tuple[str, str]:
    """(description, short description) from the greeting: its first line is the short one; the
    description is the greeting without its second line (the buttons below it, which a reader who
    has not started the bot does not see)."""
    lines = [line.strip() for line in t("welcome").split("\n") if line.strip()]
    short = lines[0][:SHORT_DESCRIPTION_LIMIT]
    return "\n".join([lines[0], *lines[2:]])[:DESCRIPTION_LIMIT], short


async def sync_profile(
    bot: Bot, outbox: Outbox, fallback: str, private: Sequence[str], group: Sequence[str]
) -> int:
    """Bring the profile in every language up to date; returns how many set* calls it made."""
    made = await asyncio.gather(
        *(_sync_language(bot, outbox, code, fallback, private, group) for code in (None, *LANGUAGES))
    )
    return sum(made)


async def _sync_language(
    bot: Bot, outbox: Outbox, lang: str | None, fallback: str, private: Sequence[str], group: Sequence[str]
) -> int:
    # only the messages the profile shows: parsing every catalogue whole costs seconds of CPU at each start
    t = Translator(lang or fallback, only=frozenset({"welcome", *(f"cmd-{c}" for c in (*private, *group))}))
    made = 0
    for names, scope in (
        (private, BotCommandScopeAllPrivateChats()),
        (group, BotCommandScopeAllGroupChats()),
    ):
        commands = [BotCommand(command=c, description=t(f"cmd-{c}")) for c in names]
        wanted = [(c.command, c.description) for c in commands]
        with _logged(lang, "commands"):
            now = await outbox.call_unmetered(partial(bot.get_my_commands, scope=scope, language_code=lang))
            if [(c.command, c.description) for c in now] != wanted:
                set_them = partial(bot.set_my_commands, commands, scope=scope, language_code=lang)
                await outbox.call_unmetered(set_them)
                made += 1
    description, short = descriptions(t)
    with _logged(lang, "description"):
        got_long = await outbox.call_unmetered(partial(bot.get_my_description, language_code=lang))
        if got_long.description != description:
            await outbox.call_unmetered(partial(bot.set_my_description, description, language_code=lang))
            made += 1
    with _logged(lang, "short description"):
        got = await outbox.call_unmetered(partial(bot.get_my_short_description, language_code=lang))
        if got.short_description != short:
            await outbox.call_unmetered(partial(bot.set_my_short_description, short, language_code=lang))
            made += 1
    return made
