"""Tournaments in a group, the chat's side (issue 47): ``/tournament`` opens a sign-up message with
its buttons, redrawn as people join and leave; when a round starts the group gets its pairings as
text (each table then shows itself as any room of the group does: the table in the group, the
hands where each person has them), and from round 2 on the standings (a knockout: the bracket) as
a picture first (``bot/render/tournament.py``); at the end, the last picture and the final
standings. The rounds themselves are run by
``bot/rooms/tournaments.py``, which calls :meth:`TournamentChat.announce` after each commit."""

from __future__ import annotations

import asyncio
import contextlib
import html
import logging
from collections.abc import Awaitable

from aiogram.exceptions import TelegramBadRequest
from aiogram.types import BufferedInputFile, InlineKeyboardMarkup

from bot.chat import tournament_pings as pings
from bot.chat.presenter import Presenter
from bot.chat.viewers import Prefs
from bot.i18n import Translator
from bot.model import Room
from bot.outbox import Outbox, Unreachable
from bot.outbox.transport import CAPTION_LIMIT, fit
from bot.render import tournament as pictures
from bot.render import tournaments as view
from bot.rooms.service import RoomService
from bot.rooms.tournaments import KNOCKOUT, State, Telling, entries_of, rounds_of
from bot.tournaments.standings import standings

log = logging.getLogger(__name__)


def picture(t: Translator, state: State, played: int) -> bytes:
    """The tournament after ``played`` rounds as a PNG (``bot/render/tournament.py``): a Swiss's
    standings, a knockout's bracket."""
    players = entries_of(state.people)
    rounds = rounds_of(state.tables, played)
    names = state.names()
    if state.tournament.format == KNOCKOUT:
        return pictures.bracket_png(t, view.title(t, state), players, rounds, names)
    table = standings(players, rounds)
    return pictures.standings_png(t, view.title(t, state), table, names, pictures.games_played(rounds))


class TournamentChat:
    def __init__(self, rooms: RoomService, outbox: Outbox, presenter: Presenter | None = None) -> None:
        self.rooms, self.outbox = rooms, outbox
        #: people's preferences (where they can be reached) and the «Ваш ход» pings; None: no pings
        self.presenter = presenter
        self.service = rooms.tournaments
        self.service.announce = self.announce

    async def open(
        self,
        chat_id: int,
        creator: int,
        game: str,
        fmt: str,
        rounds: int | None,
        lang: str,
        start: tuple[int, int, int | None] | None = None,
    ) -> str | None:
        """A new tournament's sign-up message; a refusal's key when the group has one open (its
        message is shown again). ``start``: its start time (hour, minute, UTC offset in minutes or
        None: the group's; ``bot/rooms/tournament_control.py``)."""
        t, refused = await self.service.create(chat_id, creator, game, fmt, rounds, lang)
        if t is None:
            return refused
        if start is not None and refused is None:
            await self.rooms.tournament_control.set_time(t.id, creator, False, *start)
        state = await self.service.state(t.id)
        if state is None:
            return None
        sent = await self.outbox.send(chat_id, *view.signup(Translator(t.locale), state))
        if sent is not None and refused is None:
            await self.service.set_message(t.id, sent.message_id)
        return refused

    async def redraw(self, tournament_id: str, telling: Telling | None = None) -> None:
        """The sign-up message as the tournament now stands (``telling``: as a call of an
        announcement's group part)."""
        state = await self.service.state(tournament_id)
        if state is None or state.tournament.message_id is None:
            return
        text, kb = view.signup(Translator(state.tournament.locale), state)
        await self._edit(state.tournament.chat_id, state.tournament.message_id, text, kb, telling)

    async def announce(self, kind: str, state: State, rooms: list[Room], telling: Telling) -> None:
        """After a round started (its pairings) or the tournament ended (the standings): the parts
        ``telling`` gives this call (``bot/rooms/tournaments.py``), which it tells how far they got."""
        tour = state.tournament
        t = Translator(tour.locale)
        people: list[pings.Seated] = []
        if kind == "round" and self.presenter is not None:
            people = await pings.seated(state, tour.round, self._prefs)
        # the private pings at once, on each person's own lane — not after the group's messages,
        # which wait their turns on the group's lane (a stop meanwhile would cut them off)
        link = pings.group_link(tour.chat_id, tour.message_id)  # the tournament's own message
        pinged = [p for p in people if p.prefs.started] if telling.pings else []
        private = asyncio.gather(*(self._ping(state, p, link) for p in pinged))
        telling.gone.add("pings")
        try:
            if telling.group:
                here = [p.user_id for p in people if not p.prefs.started]
                await self._tell_group(kind, t, state, here, telling)
        except asyncio.CancelledError:
            telling.cut()  # at once: what still waits on the group's lane stays unsent
            raise
        finally:
            await private

    async def _tell_group(
        self, kind: str, t: Translator, state: State, here: list[int], telling: Telling
    ) -> None:
        """The group's side of an announcement: the sign-up message redrawn, the picture, the words
        (``here``: the people of a round's tables to mention, who cannot be written to). Each call
        goes through ``telling``: cut off, what has not gone yet does not go."""
        tour = state.tournament
        await self.redraw(tour.id, telling)
        played = tour.round if kind == "finished" else tour.round - 1
        if telling.picture and played >= 1:  # where it stands: the standings, or the bracket
            try:
                png = picture(t, state, played)
            except Exception:  # a drawing bug must not keep the round's words from the group
                log.exception("the picture of tournament %s cannot be drawn", tour.id)
                telling.gone.add("picture")  # none to send, now or at the next start
            else:
                await self._photo(tour.chat_id, png, view.title(t, state), telling)
        else:
            telling.gone.add("picture")  # round 1 has none
        if not telling.words:
            return
        if kind == "round":
            await self._round(t, state, here, telling)
        elif kind == "finished":
            await self._send(tour.chat_id, view.final(t, state), telling)

    async def edit_buttons(self, chat: int, mid: int, kb: InlineKeyboardMarkup) -> None:
        """Only the sign-up message's buttons (``bot/chat/tournament_control.py``: the drop list)."""
        bot = self.outbox.bot
        with contextlib.suppress(TelegramBadRequest, Unreachable):
            await self.outbox.call(
                chat, lambda: bot.edit_message_reply_markup(chat_id=chat, message_id=mid, reply_markup=kb)
            )

    async def _round(self, t: Translator, state: State, here: list[int], telling: Telling) -> None:
        """A round's pairings in one group message; the people of its tables who cannot be written
        to (``bot/chat/tournament_pings.py``) mentioned at its end."""
        tour = state.tournament
        text = view.pairings(t, state, tour.round)
        if here:  # mentioned in the group (HTML), all of them in this one message
            text = html.escape(text) + "\n" + pings.group_line(t, state, here)
            await self._send(tour.chat_id, text, telling, html_text=True)
        else:
            await self._send(tour.chat_id, text, telling)

    async def _ping(self, state: State, who: pings.Seated, link: str | None) -> None:
        t = Translator(who.prefs.lang)
        round_no = state.tournament.round
        text = pings.private_text(t, state, who, round_no, view.title(t, state), link)
        try:
            sent = await self.outbox.send(who.user_id, text, notify=who.prefs.pings)
        except Exception:  # one person's ping must not keep the others'
            log.exception("the table ping of %s failed", who.user_id)
            return
        if sent is not None and who.table.room_id is not None and self.presenter is not None:
            self.presenter.pinger.rang(who.table.room_id, who.user_id)  # no second ring from the hand

    async def _prefs(self, user_id: int) -> Prefs:
        assert self.presenter is not None
        return await self.presenter.user_prefs(user_id)

    async def _send(self, chat: int, text: str, telling: Telling, *, html_text: bool = False) -> None:
        """The group part's last message, with sound (``html_text``: it has mentions)."""
        bot = self.outbox.bot

        def send_message() -> Awaitable[object]:
            if html_text:
                return bot.send_message(chat, text, parse_mode="HTML", disable_notification=False)
            return bot.send_message(chat, fit(text), disable_notification=False)

        send = telling.call(send_message, "words")
        with contextlib.suppress(Unreachable):
            await self.outbox.call(chat, send)

    async def _photo(self, chat: int, png: bytes, caption: str, telling: Telling) -> None:
        bot, upload = self.outbox.bot, BufferedInputFile(png, filename="tournament.png")
        text = fit(caption, CAPTION_LIMIT)
        send = telling.call(lambda: bot.send_photo(chat, upload, caption=text), "picture")
        with contextlib.suppress(Unreachable):
            await self.outbox.call(chat, send)

    async def _edit(
        self, chat: int, mid: int, text: str, kb: InlineKeyboardMarkup | None, telling: Telling | None = None
    ) -> None:
        bot = self.outbox.bot

        def edit() -> Awaitable[object]:
            return bot.edit_message_text(text=text, chat_id=chat, message_id=mid, reply_markup=kb)

        with contextlib.suppress(TelegramBadRequest, Unreachable):
            await self.outbox.call(chat, edit if telling is None else telling.call(edit))
