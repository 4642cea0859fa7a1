"""The invitation card posted through inline mode (issue 32): who invites, to which game, who is seated,
and «➕ Присоединиться» while a seat is free."""

from __future__ import annotations

from aiogram.types import InlineKeyboardButton as Button
from aiogram.types import InlineKeyboardMarkup

from bot.chat.callbacks import CardJoin
from bot.i18n import Translator
from bot.model import LOBBY, Room


def card(
    t: Translator,
    room_id: str,
    game: str,
    host: str,
    *,
    seats: int | None = None,
    seated: list[str] | None = None,
    room: Room | None = None,
) -> tuple[str, InlineKeyboardMarkup | None]:
    """The card's text and keyboard: before its room is made (``room`` None: offered as an inline
    result) and after each join (``seated``: the names at the table)."""
    lines = [t("card-new", name=host, game=t(f"game-{game}"))]
    if seats is not None:
        lines.append(t("card-seats", n=seats))
    if seated:
        lines.append(t("card-seated", names=", ".join(seated)))
    open_ = room is None or (room.status == LOBBY and len(room.seats) < room.capacity)
    if room is not None and not open_:
        lines.append(t("card-closed"))
    else:
        lines.append(t("card-hint"))
    if not open_:
        return "\n".join(lines), None
    join = Button(text=t("btn-join"), callback_data=CardJoin(room=room_id).pack())
    return "\n".join(lines), InlineKeyboardMarkup(inline_keyboard=[[join]])
