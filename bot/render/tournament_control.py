"""A tournament's controls on its sign-up message (issue 47, ``bot/rooms/tournament_control.py``):
the start time, «⏸ Пауза» / «▶️ Продолжить», «🚫 Исключить игрока» and its list of people."""

from __future__ import annotations

from aiogram.types import InlineKeyboardButton, InlineKeyboardMarkup

from bot.chat.callbacks import Tourney, TourneyDrop
from bot.i18n import Translator
from bot.rooms.tournament_control import local_time, offset_of
from bot.rooms.tournaments import MIN_PEOPLE, State
from bot.storage.tournaments import RUNNING, SIGNUP

#: the drop list's buttons per row
PER_ROW = 2


def _button(t: Translator, s: State, key: str, act: str) -> InlineKeyboardButton:
    return InlineKeyboardButton(text=t(key), callback_data=Tourney(id=s.tournament.id, act=act).pack())


def lines(t: Translator, s: State) -> list[str]:
    """The start time while it signs up; a pause; who is out of it."""
    tour = s.tournament
    out = []
    if tour.status == SIGNUP and tour.starts_at is not None:
        at, zone = local_time(tour.starts_at, offset_of(tour))
        out.append(t("tn-starts-at", time=at, zone=zone, min=MIN_PEOPLE))
    if tour.status == RUNNING and tour.paused:
        out.append(t("tn-status-paused"))
    gone = [p.name or str(p.user_id) for p in s.people if p.dropped is not None]
    if gone:
        out.append(t("tn-out", names=", ".join(gone)))
    return out


def rows(t: Translator, s: State) -> list[list[InlineKeyboardButton]]:
    """The controls' buttons (for the creator or a group administrator)."""
    tour = s.tournament
    if tour.status == SIGNUP:
        row = [_button(t, s, "tn-btn-later-15", "q"), _button(t, s, "tn-btn-later-60", "h")]
        if tour.starts_at is not None:
            row.append(_button(t, s, "tn-btn-no-time", "n"))
        return [row]
    if tour.status == RUNNING:
        pause = _button(t, s, "tn-btn-resume", "r") if tour.paused else _button(t, s, "tn-btn-pause", "p")
        return [[pause, _button(t, s, "tn-btn-drop", "d")]]
    return []


def drop_list(t: Translator, s: State) -> InlineKeyboardMarkup:
    """Everyone still in it, a button each, and «← Назад»."""
    people = [p for p in s.people if p.dropped is None]
    buttons = [
        InlineKeyboardButton(
            text=t("tn-btn-drop-person", name=p.name or str(p.user_id)),
            callback_data=TourneyDrop(id=s.tournament.id, user=p.user_id).pack(),
        )
        for p in people
    ]
    grid = [buttons[i : i + PER_ROW] for i in range(0, len(buttons), PER_ROW)]
    grid.append([_button(t, s, "btn-back", "b")])
    return InlineKeyboardMarkup(inline_keyboard=grid)
