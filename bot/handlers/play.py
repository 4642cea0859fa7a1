"""Presses in a player's own message: moves, choosing among a card's moves, Bura's selection,
surrender and «Поторопить»."""

from __future__ import annotations

from aiogram import Router
from aiogram.types import CallbackQuery

from bot.callbacks import Act, Back, Hurry, PickCard, Surrender, Toggle
from bot.handlers.common import Answers
from bot.i18n import Translator
from bot.presenter import Presenter
from bot.presses import Presses
from bot.rooms.model import Room, sorted_legal
from bot.rooms.service import Reply, RoomService


async def act(
    query: CallbackQuery, callback_data: Act, t: Translator, rooms: RoomService, answers: Answers
) -> None:
    cd = callback_data
    reply = await rooms.act(cd.room, query.from_user.id, cd.turn, cd.seat, cd.index)
    await answers.reply(query, t, reply, cd.room)


async def _own_message(
    rooms: RoomService, room_id: str, user_id: int, turn: int, seat_no: int
) -> Room | Reply:
    """The room, when the press is the seat's own and current; else the refusal."""
    room = await rooms.get(room_id)
    if room is None:
        return Reply("err-unknown-room", alert=True)
    seat = room.seat_of(user_id)
    if seat is None or seat.seat != seat_no:
        return Reply("err-not-your-button", alert=True)
    if room.turn != turn or not room.game_running():
        return Reply("err-stale", redraw=True)
    return room


async def pick_card(
    query: CallbackQuery,
    callback_data: PickCard,
    t: Translator,
    rooms: RoomService,
    presenter: Presenter,
    answers: Answers,
) -> None:
    cd, uid = callback_data, query.from_user.id
    room = await _own_message(rooms, cd.room, uid, cd.turn, cd.seat)
    reply = room if isinstance(room, Reply) else Reply(None)
    if isinstance(room, Room):
        game = room.engine()
        assert game is not None
        if any(a.card == cd.card for a in sorted_legal(game, cd.seat)):
            await presenter.show_user(room, uid, pick=cd.card)
        else:
            reply = Reply("err-stale", redraw=True)
    await answers.reply(query, t, reply, cd.room)


async def toggle(
    query: CallbackQuery,
    callback_data: Toggle,
    t: Translator,
    rooms: RoomService,
    presenter: Presenter,
    answers: Answers,
) -> None:
    cd, uid = callback_data, query.from_user.id
    room = await _own_message(rooms, cd.room, uid, cd.turn, cd.seat)
    reply = room if isinstance(room, Reply) else Reply(None)
    if isinstance(room, Room):
        game = room.engine()
        assert game is not None
        hand = game.view(cd.seat).get("hand") or []
        if cd.mask >= 1 << len(hand):
            reply = Reply("err-unknown-button", alert=True)
        else:
            await presenter.show_user(room, uid, selection=cd.mask)
    await answers.reply(query, t, reply, cd.room)


async def back(
    query: CallbackQuery,
    callback_data: Back,
    t: Translator,
    rooms: RoomService,
    presenter: Presenter,
    answers: Answers,
) -> None:
    cd, uid = callback_data, query.from_user.id
    room = await _own_message(rooms, cd.room, uid, cd.turn, cd.seat)
    reply = room if isinstance(room, Reply) else Reply(None)
    if isinstance(room, Room):
        await presenter.show_user(room, uid)
    await answers.reply(query, t, reply, cd.room)


async def surrender(
    query: CallbackQuery,
    callback_data: Surrender,
    t: Translator,
    rooms: RoomService,
    presses: Presses,
    answers: Answers,
) -> None:
    cd, uid = callback_data, query.from_user.id
    room = await rooms.get(cd.room)
    if room is None or room.seat_of(uid) is None:
        reply = Reply("err-not-in-room", alert=True)
    elif not presses.confirm(uid, cd.room, "surrender"):
        reply = Reply("confirm-surrender", alert=True)
    else:
        reply = await rooms.surrender(cd.room, uid, cd.turn)
    await answers.reply(query, t, reply, cd.room)


async def hurry(
    query: CallbackQuery, callback_data: Hurry, t: Translator, rooms: RoomService, answers: Answers
) -> None:
    cd = callback_data
    await answers.reply(query, t, await rooms.hurry(cd.room, query.from_user.id, cd.turn), cd.room)


def create_router() -> Router:
    """A fresh router with this module's handlers (a router attaches to one dispatcher)."""
    router = Router(name="play")
    router.callback_query.register(act, Act.filter())
    router.callback_query.register(pick_card, PickCard.filter())
    router.callback_query.register(toggle, Toggle.filter())
    router.callback_query.register(back, Back.filter())
    router.callback_query.register(surrender, Surrender.filter())
    router.callback_query.register(hurry, Hurry.filter())
    return router
