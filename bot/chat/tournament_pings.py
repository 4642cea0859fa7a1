"""«Your table is ready» (issue 47): when a round's tables start, each person at a table is told once,
with sound.

- **Privately**, where they opened the bot: one message with the round, their opponents, where
  their hand is (this chat, or the group's «🃏 Мои карты») and a link to the tournament's message in
  the group (its sign-up message, which says which round runs; a supergroup's ``t.me/c/…`` link,
  which opens for its members). These go at once, beside the group's messages rather than after
  them: those wait their turns on the group's lane, and a stop meanwhile would cut the pings off.
  It rings unless they switched reminders off in /profile (then it comes silently).
- **In the group** otherwise: the round's pairings message (one for the round, not one per table)
  ends with a line mentioning them, so Telegram notifies each of them.

No double ring: a table's hand comes silently at its start (as every room's does), and the private
ping counts as the room's first «Ваш ход» ping (``bot/chat/pings.py``): the hand itself rings at
the earliest ``PING_INTERVAL_SECONDS`` later, if they are still waited for then.

The messages go through the outbox like any other: the private ones on each person's lane, the
mentions inside the one pairings message on the group's lane — nothing here adds a group call.
"""

from __future__ import annotations

import html
import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from bot.chat.viewers import Prefs
from bot.i18n import Translator
from bot.rooms.tournaments import State
from bot.storage.tournaments import Table
from bot.tournaments.records import COMPUTER

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Seated:
    """One person at one of the round's tables, and how they can be reached."""

    user_id: int
    table: Table
    prefs: Prefs


def mention(user_id: int, name: str) -> str:
    """An HTML mention: Telegram notifies the person it names."""
    return f'<a href="tg://user?id={user_id}">{html.escape(name)}</a>'


def group_link(chat_id: int, message_id: int | None) -> str | None:
    """A link to a message of a supergroup, for its members (``https://t.me/c/<id>/<message>``);
    None for a basic group, whose messages have no link."""
    text = str(chat_id)
    if message_id is None or not text.startswith("-100"):
        return None
    return f"https://t.me/c/{text[4:]}/{message_id}"


async def seated(state: State, round_no: int, prefs: Callable[[int], Awaitable[Prefs]]) -> list[Seated]:
    """Everyone at a table (not a bye) of round ``round_no``, with their preferences."""
    out = []
    for table in state.round_tables(round_no):
        if table.bye:
            continue
        for uid in table.seats:
            if uid != COMPUTER:
                out.append(Seated(uid, table, await prefs(uid)))
    return out


def private_text(
    t: Translator, state: State, who: Seated, round_no: int, title: str, link: str | None
) -> str:
    """The private ping: the round, the opponents, where the hand is, the way to the group."""
    names = state.names()
    others = [
        t("tn-computer") if uid == COMPUTER else names.get(uid, str(uid))
        for uid in who.table.seats
        if uid != who.user_id
    ]
    lines = [
        t("tn-ping", title=title, round=round_no, rounds=state.tournament.rounds, names=", ".join(others)),
        t("tn-ping-hand-group") if who.prefs.hands == "group" else t("tn-ping-hand-here"),
    ]
    if link is not None:
        lines.append(t("tn-ping-link", link=link))
    return "\n".join(lines)


def group_line(t: Translator, state: State, users: list[int]) -> str:
    """The pairings message's last line (HTML): the people the bot cannot write to, mentioned."""
    names = state.names()
    return html.escape(t("tn-ping-group", names="\x00")).replace(
        "\x00", ", ".join(mention(uid, names.get(uid, str(uid))) for uid in users)
    )
