"""«🃏 Мои карты» on a group table: the presser's hand in the group, seen by them only
(:mod:`bot.group_hands`)."""

from __future__ import annotations

from aiogram import Router
from aiogram.types import CallbackQuery

from bot.callbacks import MyCards
from bot.handlers.common import Answers
from bot.i18n import Translator
from bot.presenter import Presenter
from bot.rooms.service import Reply, RoomService


async def my_cards(
    query: CallbackQuery,
    callback_data: MyCards,
    t: Translator,
    rooms: RoomService,
    presenter: Presenter,
    answers: Answers,
) -> None:
    """Seated: the hand comes as an ephemeral message (anew: a client may have lost the old one);
    anyone else is told they are not at this table."""
    room = await rooms.get(callback_data.room)
    if room is None:
        await answers.reply(query, t, Reply("err-unknown-room", alert=True))
        return
    if room.seat_of(query.from_user.id) is None or room.chat_id is None:
        await answers.reply(query, t, Reply("err-not-seated-here", alert=True))
        return
    presenter.group_hand(room, query.from_user.id, query.id)
    await answers.reply(query, t, Reply())


def create_router() -> Router:
    router = Router(name="group_hands")
    router.callback_query.register(my_cards, MyCards.filter())
    return router
