"""What a render needs besides the room: the viewer's translator and preferences, and the facts
read once per redraw (names, reachability, the match's deals, timing)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from bot.i18n import Translator, isolated
from bot.model import Room
from bot.rooms.deadlines import Timing
from bot.storage.values import Deal

Name = Callable[[int], str]


@dataclass
class Ctx:
    t: Translator
    bot_username: str
    style: str = "italian"
    show_fp: bool = False
    #: the viewer wants «💡 Подсказки» (/profile): their hand in a room against computers gets «💡»
    hints: bool = False
    names: dict[int, str] = field(default_factory=dict)
    unreachable: set[int] = field(default_factory=set)
    deals: dict[tuple[int, int], Deal] = field(default_factory=dict)  # (match, deal) -> info
    timing: Timing = field(default_factory=lambda: Timing(0.0, 86400.0))
    #: a closed room's finished deals still on record: (match, last finished deal), newest first
    records: list[tuple[int, int]] = field(default_factory=list)
    #: the server's AI_LEVEL: the computer's level of a room whose lobby chose none
    ai_level: str = "heuristic"
    #: WEBAPP_URL: the Mini App's page (empty: no Mini App buttons)
    webapp_url: str = ""
    #: the bot's direct link to its Mini App, https://t.me/<bot>/<WEBAPP_SHORT_NAME> (empty: none):
    #: «🎴 Стол» where Telegram allows no Mini App button (a group)
    app_link: str = ""
    #: the group table's «🃏 Мои карты» brings the hand into the group (else: the private chat's link)
    group_hands: bool = False
    #: the people the table tells to tap «🃏 Мои карты» (waited for, their hand not in the group)
    tap: list[int] = field(default_factory=list)
    #: a hand in the group whose «Стоп!» bar cannot tick (the ephemeral pace is too slow for the
    #: window): the time left is said once in words instead (:meth:`bot.chat.group_hands.ticks`)
    bar_still: bool = False
    #: REVIEWS_PER_HOUR above 0: a finished deal offers «🔎 Разбор»
    reviews: bool = True


def invite_url(bot_username: str, room_id: str, team: int | None = None) -> str:
    """The invitation link that seats its opener (``team``: on that side of a lobby with teams)."""
    side = "" if team is None else f"_{team}"
    return f"https://t.me/{bot_username}?start=j{room_id}{side}"


def start_url(bot_username: str) -> str:
    return f"https://t.me/{bot_username}?start=hi"


def namer(room: Room, ctx: Ctx) -> Name:
    """Seat number -> the name shown (a computer is «Компьютер N»); in Persian and Arabic between
    Unicode isolates, as the games' code joins it to a line itself («Dara — 6 کارت»)."""
    users = room.seat_users()

    def name(seat: int) -> str:
        return isolated(plain(seat), ctx.t.lang)

    def plain(seat: int) -> str:
        uid = users[seat] if 0 <= seat < len(users) else None
        if uid is None:
            return ctx.t("computer-name", n=seat + 1)
        shown = ctx.names.get(uid) or ctx.t("player-name", n=seat + 1)
        if room.state is not None and room.auto(seat):  # the computer took the seat over
            return ctx.t("computer-for", name=shown)
        return shown

    return name
