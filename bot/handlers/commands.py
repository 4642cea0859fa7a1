"""Commands: /start (deep links), /durak /bura /scopa, /new and its picker, /hand, /help."""

from __future__ import annotations

import re

from aiogram import F, Router
from aiogram.filters import Command, CommandObject, CommandStart
from aiogram.types import CallbackQuery, InlineKeyboardButton, InlineKeyboardMarkup, Message

from bot import games
from bot.chat.callbacks import NewGame, SoloGame
from bot.chat.presenter import Presenter
from bot.chat.presses import Presses
from bot.handlers.common import Answers, anonymous, own_message
from bot.i18n import Translator
from bot.model import PLAYING
from bot.outbox import Outbox
from bot.render.context import invite_url
from bot.render.quick import Choice
from bot.rooms.service import RoomLimit, RoomService
from bot.rules import rules_of

#: the invitation's payload: ``j<room>``, or ``j<room>_<team>`` from a side's button
JOIN = re.compile(r"j(?P<room>[A-Za-z0-9]{4,16})(?:_(?P<team>[0-9]))?")


async def join_link(
    message: Message,
    command: CommandObject,
    t: Translator,
    rooms: RoomService,
    presenter: Presenter,
    outbox: Outbox,
) -> None:
    """``/start j<room>``: the invitation link takes a seat in the room (``j<room>_<team>``: on that
    side; one seated already changes sides)."""
    assert message.from_user is not None and command.args is not None
    link, uid = JOIN.fullmatch(command.args), message.from_user.id
    room_id = link["room"] if link else ""
    if not link or await rooms.get(room_id) is None:
        await outbox.send(message.chat.id, t("err-invite-unknown"))
        return
    team = int(link["team"]) if link["team"] is not None else None
    reply = await rooms.join(room_id, uid, team)
    if reply.key == "join-already" and team is not None:
        picked = await rooms.pick_team(room_id, uid, team)
        if picked.room is None:  # refused (that side is full): said, and the lobby shown again
            await outbox.send(message.chat.id, t(picked.key or "err-unknown-button", **picked.args))
    if reply.key == "join-already":
        room = await rooms.get(room_id)
        if room is not None:
            await presenter.show_user(room, uid, fresh=True)
    elif reply.room is None:
        await outbox.send(message.chat.id, t(reply.key or "err-unknown-button", **reply.args))


async def start(message: Message, t: Translator, outbox: Outbox) -> None:
    """The welcome, with the /new picker's buttons: a game against the computer in one tap."""
    if message.from_user is None or anonymous(message):
        await outbox.send(message.chat.id, t("welcome"))
        return
    kb = picker_keyboard(t, message.from_user.id, private=message.chat.type == "private")
    await outbox.send(message.chat.id, t("welcome"), kb)


async def open_room(
    rooms: RoomService,
    outbox: Outbox,
    bot_username: str,
    t: Translator,
    game: str,
    user_id: int,
    chat_id: int,
    private: bool,
) -> None:
    """A new room: in a group its lobby is the group message; in private the invitation link."""
    try:
        room = await rooms.create_room(game, user_id, None if private else chat_id, t.lang)
    except RoomLimit as limit:
        await outbox.send(chat_id, t(limit.key, n=limit.limit))
        return
    if private:
        await outbox.send(chat_id, t("invite-forward", url=invite_url(bot_username, room.id)))


async def new_game(
    message: Message,
    command: CommandObject,
    t: Translator,
    rooms: RoomService,
    outbox: Outbox,
    bot_username: str,
) -> None:
    if anonymous(message):
        await outbox.send(message.chat.id, t("err-anonymous"))
        return
    assert message.from_user is not None
    await open_room(
        rooms,
        outbox,
        bot_username,
        t,
        command.command.lower(),
        message.from_user.id,
        message.chat.id,
        message.chat.type == "private",
    )


async def new_picker(message: Message, t: Translator, outbox: Outbox) -> None:
    if anonymous(message):
        await outbox.send(message.chat.id, t("err-anonymous"))
        return
    assert message.from_user is not None
    text = t("pick-game") + "\n" + t("pick-solo-hint")
    private = message.chat.type == "private"
    await outbox.send(message.chat.id, text, picker_keyboard(t, message.from_user.id, private=private))


def picker_keyboard(t: Translator, uid: int, *, private: bool = False) -> InlineKeyboardMarkup:
    """The /new picker's buttons for ``uid`` (also under the /start welcome): a room of each game, and
    each game against the computer, dealt at once; in private also «🎲 Играть с кем угодно» (a quick
    match's choices, issue 32)."""
    row = [
        InlineKeyboardButton(text=t(f"game-{g}"), callback_data=NewGame(game=g, user=uid).pack())
        for g in games.names()
    ]
    solo = [
        InlineKeyboardButton(
            text=t("btn-solo-game", game=t(f"game-{g}")), callback_data=SoloGame(game=g, user=uid).pack()
        )
        for g in games.names()
    ]
    if not private:
        return InlineKeyboardMarkup(inline_keyboard=[row, solo])
    anyone = InlineKeyboardButton(text=t("btn-quick"), callback_data=Choice.default().button("m", uid))
    return InlineKeyboardMarkup(inline_keyboard=[row, solo, [anyone]])


@own_message
async def picked(
    query: CallbackQuery,
    callback_data: NewGame,
    t: Translator,
    rooms: RoomService,
    outbox: Outbox,
    presses: Presses,
    answers: Answers,
    bot_username: str,
) -> None:
    """A /new picker's button: one room per picker message (a double tap or a second person
    opens no second room)."""
    if not await _claim_picker(query, callback_data.user, t, outbox, presses):
        return
    assert query.message is not None
    chat = query.message.chat
    await outbox.answer(query.id)
    game = callback_data.game
    await answers.edit(chat.id, query.message.message_id, _picked_text(query, t, game), None)
    await open_room(rooms, outbox, bot_username, t, game, query.from_user.id, chat.id, chat.type == "private")


def _picked_text(query: CallbackQuery, t: Translator, game: str) -> str:
    """A used picker's text: the /new picker says the game chosen; the /start welcome stays as it was
    (it lists the commands), only its buttons go."""
    text = query.message.text if isinstance(query.message, Message) else None
    if text and not text.startswith(t("pick-game")):
        return text
    return t("pick-done", game=t(f"game-{game}"))


async def _claim_picker(
    query: CallbackQuery, owner: int, t: Translator, outbox: Outbox, presses: Presses
) -> bool:
    """A /new picker's button (on its own message: :func:`own_message`) may act once, for the person
    it was made for; anything else is answered here (False)."""
    if query.message is None:
        await outbox.answer(query.id, t("err-unknown-button"))
        return False
    if query.from_user.id != owner:
        await outbox.answer(query.id, t("err-not-your-picker"), alert=True)
        return False
    if not presses.claim_picker(query.message.chat.id, query.message.message_id):
        await outbox.answer(query.id, t("err-picked"))
        return False
    return True


@own_message
async def picked_solo(
    query: CallbackQuery,
    callback_data: SoloGame,
    t: Translator,
    rooms: RoomService,
    outbox: Outbox,
    presses: Presses,
    answers: Answers,
) -> None:
    """A /new picker's «🤖 <game>»: a room against the computer, dealt at once (one room per picker
    message, as :func:`picked`)."""
    if not await _claim_picker(query, callback_data.user, t, outbox, presses):
        return
    assert query.message is not None
    chat = query.message.chat
    game, uid = callback_data.game, query.from_user.id
    try:
        room = await rooms.create_room(game, uid, None if chat.type == "private" else chat.id, t.lang)
    except RoomLimit as limit:
        await outbox.answer(query.id)
        await outbox.send(chat.id, t(limit.key, n=limit.limit))
        return
    seats = rules_of(game).solo_seats()
    opponents = (room.capacity if room.capacity in seats else seats[0]) - 1
    level = room.ai_level or rooms.settings.ai_level
    await answers.edit(chat.id, query.message.message_id, _picked_text(query, t, game), None)
    reply = await rooms.play_computer(room.id, uid, opponents, level, query.id)
    await answers.reply(query, t, reply, room.id)


async def hand(
    message: Message, t: Translator, rooms: RoomService, presenter: Presenter, outbox: Outbox
) -> None:
    if message.from_user is None:
        return
    found = await rooms.rooms_of_user(message.from_user.id)  # the latest changed first
    if not found:
        await outbox.send(message.chat.id, t("no-rooms"))
    # anew at the bottom of the chat: the lobbies, then the running rooms, the newest the last message
    for room in sorted(reversed(found), key=lambda r: r.status == PLAYING):
        await presenter.show_user(room, message.from_user.id, fresh=True)


async def help_(message: Message, t: Translator, outbox: Outbox) -> None:
    await outbox.send(message.chat.id, t("help"))


def create_router() -> Router:
    """A fresh router with this module's handlers (a router attaches to one dispatcher)."""
    router = Router(name="commands")
    router.message.register(
        join_link, CommandStart(deep_link=True, magic=F.args.startswith("j")), F.chat.type == "private"
    )
    router.message.register(start, CommandStart())
    router.message.register(new_game, Command(*games.names()))
    router.message.register(new_picker, Command("new"))
    router.callback_query.register(picked, NewGame.filter(F.game.in_(games.names())))
    router.callback_query.register(picked_solo, SoloGame.filter(F.game.in_(games.names())))
    router.message.register(hand, Command("hand"))
    router.message.register(help_, Command("help"))
    return router
