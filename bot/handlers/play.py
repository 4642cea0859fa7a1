"""Presses in a player's own message: moves, choosing among a card's moves, Bura's selection,
surrender and «Поторопить»."""

from __future__ import annotations

from aiogram import Router
from aiogram.types import CallbackQuery

from bot import games
from bot.chat.callbacks import Act, Back, Hurry, Move, PickCard, Surrender, TakeOver, Toggle
from bot.chat.presenter import Presenter
from bot.handlers.common import Answers
from bot.i18n import Translator
from bot.model import sorted_legal
from bot.rooms.service import Reply, RoomService
from engines.protocol import Action


async def act(
    query: CallbackQuery, callback_data: Act, t: Translator, rooms: RoomService, answers: Answers
) -> None:
    """A move button of an older message (an index at a turn)."""
    cd = callback_data
    reply = await rooms.act(cd.room, query.from_user.id, cd.turn, cd.seat, cd.index)
    await answers.reply(query, t, reply, cd.room)


async def move(
    query: CallbackQuery,
    callback_data: Move,
    t: Translator,
    rooms: RoomService,
    presenter: Presenter,
    answers: Answers,
) -> None:
    """A move button: the move it names, if still legal and meaning the same; a refusal names it."""
    cd = callback_data
    reply = await rooms.move(cd.room, query.from_user.id, cd.turn, cd.seat, cd.move, cd.ctx)
    action = reply.args.get("move")
    if isinstance(action, Action):
        room = reply.seen or await rooms.get(cd.room)
        label = await presenter.move_label(room, query.from_user.id, action) if room is not None else "…"
        reply.args = {**reply.args, "move": label}
    await answers.reply(query, t, reply, cd.room)


async def _show_own(
    query: CallbackQuery,
    rooms: RoomService,
    presenter: Presenter,
    room_id: str,
    turn: int,
    seat_no: int,
    *,
    mark: tuple[str, bool] | None = None,
    pick: str | None = None,
    back: bool = False,
) -> Reply:
    """Redraw the presser's own message (a card's moves, Bura's marks, back to the hand) when the
    press is the seat's own, even if the room moved on since it was drawn: a mark or a pick holds
    while its card is in hand and still chosen by some move; else the refusal."""
    uid = query.from_user.id
    room = await rooms.get(room_id)
    if room is None:
        return Reply("err-unknown-room", alert=True)
    seat = room.seat_of(uid)
    if seat is None or seat.seat != seat_no:
        return Reply("err-not-your-button", alert=True)
    game = room.engine()
    if turn > room.turn:
        return Reply("err-unknown-button", alert=True)
    if not room.game_running() or game is None:
        return Reply("err-stale", redraw=True)
    ui = games.get(room.game)
    if pick is not None and not any(a.card == pick for a in sorted_legal(game, seat_no)):
        return Reply("err-stale", redraw=True)
    selection = None
    if mark is not None:
        card, on = mark
        if card not in ui.markable(game, seat_no):
            return Reply("err-stale", redraw=True)
        marked = presenter.choice(room, uid).marked & ui.markable(game, seat_no)
        selection = marked | {card} if on else marked - {card}
    await presenter.show_user(room, uid, selection=selection, pick=pick, back=back)
    return Reply(None)


async def pick_card(
    query: CallbackQuery,
    callback_data: PickCard,
    t: Translator,
    rooms: RoomService,
    presenter: Presenter,
    answers: Answers,
) -> None:
    cd = callback_data
    reply = await _show_own(query, rooms, presenter, cd.room, cd.turn, cd.seat, pick=cd.card)
    await answers.reply(query, t, reply, cd.room)


async def toggle(
    query: CallbackQuery,
    callback_data: Toggle,
    t: Translator,
    rooms: RoomService,
    presenter: Presenter,
    answers: Answers,
) -> None:
    cd = callback_data
    mark = (cd.card, bool(cd.on))
    reply = await _show_own(query, rooms, presenter, cd.room, cd.turn, cd.seat, mark=mark)
    await answers.reply(query, t, reply, cd.room)


async def back(
    query: CallbackQuery,
    callback_data: Back,
    t: Translator,
    rooms: RoomService,
    presenter: Presenter,
    answers: Answers,
) -> None:
    cd = callback_data
    reply = await _show_own(query, rooms, presenter, cd.room, cd.turn, cd.seat, back=True)
    await answers.reply(query, t, reply, cd.room)


async def surrender(
    query: CallbackQuery, callback_data: Surrender, t: Translator, answers: Answers, rooms: RoomService
) -> None:
    cd, uid = callback_data, query.from_user.id
    reply = await answers.confirmed(
        query,
        cd.room,
        "surrender",
        refuse=lambda room: None if room.seat_of(uid) else Reply("err-not-in-room", alert=True),
        then=lambda: rooms.surrender(cd.room, uid, cd.turn),
    )
    await answers.reply(query, t, reply, cd.room)


async def hurry(
    query: CallbackQuery, callback_data: Hurry, t: Translator, rooms: RoomService, answers: Answers
) -> None:
    cd = callback_data
    await answers.reply(query, t, await rooms.hurry(cd.room, query.from_user.id, cd.turn), cd.room)


async def take_over(
    query: CallbackQuery, callback_data: TakeOver, t: Translator, rooms: RoomService, answers: Answers
) -> None:
    cd = callback_data
    reply = await rooms.take_over(cd.room, query.from_user.id, cd.turn, cd.user)
    await answers.reply(query, t, reply, cd.room)


def create_router() -> Router:
    """A fresh router with this module's handlers (a router attaches to one dispatcher)."""
    router = Router(name="play")
    router.callback_query.register(act, Act.filter())
    router.callback_query.register(move, Move.filter())
    router.callback_query.register(pick_card, PickCard.filter())
    router.callback_query.register(toggle, Toggle.filter())
    router.callback_query.register(back, Back.filter())
    router.callback_query.register(surrender, Surrender.filter())
    router.callback_query.register(hurry, Hurry.filter())
    router.callback_query.register(take_over, TakeOver.filter())
    return router
