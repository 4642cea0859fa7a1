"""Tournaments in a group, the chat's side (issue 47): ``/tournament`` opens a sign-up message with
its buttons, redrawn as people join and leave; when a round starts the group gets its pairings as
text (each table then shows itself as any room of the group does: the table in the group, the
hands where each person has them), and from round 2 on the standings (a knockout: the bracket) as
a picture first (``bot/render/tournament.py``); at the end, the last picture and the final
standings. The rounds themselves are run by
``bot/rooms/tournaments.py``, which calls :meth:`TournamentChat.announce` after each commit."""

from __future__ import annotations

import contextlib
import logging

from aiogram.exceptions import TelegramBadRequest
from aiogram.types import InlineKeyboardMarkup

from bot.i18n import Translator
from bot.model import Room
from bot.outbox import Outbox, Unreachable
from bot.render import tournament as pictures
from bot.render import tournaments as view
from bot.rooms.service import RoomService
from bot.rooms.tournaments import KNOCKOUT, State, entries_of, rounds_of
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
    def __init__(self, rooms: RoomService, outbox: Outbox) -> None:
        self.rooms, self.outbox = rooms, outbox
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

    async def redraw(self, tournament_id: str) -> None:
        """The sign-up message as the tournament now stands."""
        state = await self.service.state(tournament_id)
        if state is None or state.tournament.message_id is None:
            return
        text, kb = view.signup(Translator(state.tournament.locale), state)
        await self._edit(state.tournament.chat_id, state.tournament.message_id, text, kb)

    async def announce(self, kind: str, state: State, rooms: list[Room]) -> None:
        """After a round started (its pairings) or the tournament ended (the standings)."""
        tour = state.tournament
        t = Translator(tour.locale)
        await self.redraw(tour.id)
        played = tour.round if kind == "finished" else tour.round - 1
        if played >= 1:  # where it stands: the standings, or the bracket, as a picture
            try:
                png = picture(t, state, played)
            except Exception:  # a drawing bug must not keep the round's words from the group
                log.exception("the picture of tournament %s cannot be drawn", tour.id)
            else:
                await self.outbox.send_photo(tour.chat_id, "tournament.png", png, view.title(t, state))
        if kind == "round":
            await self.outbox.send(tour.chat_id, view.pairings(t, state, tour.round), notify=True)
        elif kind == "finished":
            await self.outbox.send(tour.chat_id, view.final(t, state), notify=True)

    async def edit_buttons(self, chat: int, mid: int, kb: InlineKeyboardMarkup) -> None:
        """Only the sign-up message's buttons (``bot/chat/tournament_control.py``: the drop list)."""
        bot = self.outbox.bot
        with contextlib.suppress(TelegramBadRequest, Unreachable):
            await self.outbox.call(
                chat, lambda: bot.edit_message_reply_markup(chat_id=chat, message_id=mid, reply_markup=kb)
            )

    async def _edit(self, chat: int, mid: int, text: str, kb: InlineKeyboardMarkup | None) -> None:
        bot = self.outbox.bot
        with contextlib.suppress(TelegramBadRequest, Unreachable):
            await self.outbox.call(
                chat, lambda: bot.edit_message_text(text=text, chat_id=chat, message_id=mid, reply_markup=kb)
            )
