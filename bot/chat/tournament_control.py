"""A tournament's controls, the chat's side (issue 47): what the group is told when a start time
comes with too few people, or someone is dropped (by the creator, or for leaving the group), and
the sign-up message's list of people to drop. The controls themselves are
``bot/rooms/tournament_control.py``; the message's buttons ``bot/render/tournament_control.py``."""

from __future__ import annotations

from bot.chat.tournaments import TournamentChat
from bot.i18n import Translator
from bot.render import tournament_control as view
from bot.rooms.tournament_control import TournamentControl
from bot.rooms.tournaments import MIN_PEOPLE, State
from bot.storage.tournaments import SIGNUP


class ControlChat:
    def __init__(self, chat: TournamentChat) -> None:
        self.chat = chat
        self.service: TournamentControl = chat.rooms.tournament_control
        self.service.tell = self.tell

    async def tell(self, kind: str, state: State, name: str) -> None:
        """The sign-up message redrawn, and a line to the group."""
        tour = state.tournament
        t = Translator(tour.locale)
        await self.chat.redraw(tour.id)
        if kind == "dropped" and tour.status == SIGNUP:  # off the list before it starts: the list says it
            return
        if kind == "called-off":
            text = t("tn-called-off", n=len(state.people), min=MIN_PEOPLE)
        elif kind == "called-off-late":
            text = t("tn-called-off-late")
        elif kind == "left-group":
            text = t("tn-left-group", name=name)
        else:
            text = t("tn-dropped-note", name=name)
        await self.chat.outbox.send(tour.chat_id, text)

    async def show_drop_list(self, tournament_id: str) -> None:
        """The sign-up message's buttons become the list of people still in it."""
        state = await self.chat.service.state(tournament_id)
        if state is None or state.tournament.message_id is None:
            return
        t = Translator(state.tournament.locale)
        await self.chat.edit_buttons(
            state.tournament.chat_id, state.tournament.message_id, view.drop_list(t, state)
        )
