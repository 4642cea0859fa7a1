"""«🃏 Мои карты» on a group table: the presser's hand in the group, seen by them only
(:mod:`bot.chat.group_hands`); /hands: the group's administrators switch that on or off."""

from __future__ import annotations

from aiogram import Bot, F, Router
from aiogram.filters import Command
from aiogram.types import (
    CallbackQuery,
    ChatMemberUpdated,
    InlineKeyboardButton,
    InlineKeyboardMarkup,
    Message,
)

from bot.chat.callbacks import GroupHandsSwitch, JoinHere, MyCards
from bot.chat.presenter import Presenter
from bot.handlers.common import Answers, own_message
from bot.handlers.language import is_admin
from bot.i18n import Translator
from bot.outbox import Outbox
from bot.render.context import invite_url
from bot.rooms.service import Reply, RoomService
from bot.storage import api


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
    uid = query.from_user.id
    where = (await presenter.user_prefs(uid)).hands
    if where == "private" or not await presenter.hands.enabled(room.chat_id):
        # the private chat instead: the hand re-sent there, the answer opens it
        await answers.outbox.answer(query.id, url=invite_url(answers.bot_username, room.id))
        return
    await presenter.chat_pressed(room.id, uid)  # (their table page open: the chat is theirs again)
    presenter.rooms.offer(room)
    presenter.hands.asked(room, uid, query.id)
    await answers.reply(query, t, Reply())


async def join_here(
    query: CallbackQuery,
    callback_data: JoinHere,
    t: Translator,
    rooms: RoomService,
    presenter: Presenter,
    answers: Answers,
) -> None:
    """«➕ Присоединиться» in the group: seated at once (no private chat needed); the confirmation
    and the person's lobby message («Готово», «Выйти») come as a message only they see."""
    room = await rooms.get(callback_data.room)
    if room is None or room.chat_id is None:
        await answers.reply(query, t, Reply("err-unknown-room", alert=True))
        return
    uid = query.from_user.id
    if not await presenter.hands.enabled(room.chat_id):  # switched off meanwhile: the link, as before
        await answers.outbox.answer(query.id, url=invite_url(answers.bot_username, room.id))
        return
    reply = await rooms.join(room.id, uid)
    seated = reply.room or await rooms.get(room.id)
    if reply.key in ("join-ok", "join-already") and seated is not None and seated.seat_of(uid) is not None:
        reply.alert = False
        if (await presenter.user_prefs(uid)).hands != "private":  # else their private chat has it
            presenter.rooms.offer(seated)
            presenter.hands.asked(seated, uid, query.id)
    await answers.reply(query, t, reply)


def _switch(t: Translator, on: bool) -> tuple[str, InlineKeyboardMarkup]:
    flip = "no" if on else "yes"
    data = GroupHandsSwitch(on=not on).pack()
    button = InlineKeyboardButton(text=t("btn-group-hands", on=flip), callback_data=data)
    return t("group-hands-state", on="yes" if on else "no"), InlineKeyboardMarkup(inline_keyboard=[[button]])


async def hands(message: Message, bot: Bot, t: Translator, presenter: Presenter, outbox: Outbox) -> None:
    """/hands in a group: whether players' hands show in the group, and (administrators) the switch."""
    if message.from_user is None:
        return
    chat = message.chat
    anonymous_admin = message.sender_chat is not None and message.sender_chat.id == chat.id
    if not anonymous_admin and not await is_admin(bot, outbox, chat.id, message.from_user.id):
        await outbox.send(chat.id, t("group-hands-admins-only"))
        return
    text, kb = _switch(t, await presenter.hands.enabled(chat.id))
    await outbox.send(chat.id, text, kb)


@own_message
async def switch(
    query: CallbackQuery,
    callback_data: GroupHandsSwitch,
    bot: Bot,
    t: Translator,
    presenter: Presenter,
    outbox: Outbox,
    answers: Answers,
) -> None:
    if query.message is None or query.message.chat.type == "private":
        await outbox.answer(query.id, t("err-unknown-button"))
        return
    chat_id = query.message.chat.id
    if not await is_admin(bot, outbox, chat_id, query.from_user.id):
        await outbox.answer(query.id, t("group-hands-admins-only"), alert=True)
        return
    await api.set_chat_hands(presenter.storage, chat_id, callback_data.on, query.from_user.id)
    presenter.hands.switched(chat_id, callback_data.on)
    await outbox.answer(query.id, t("group-hands-set"))
    text, kb = _switch(t, callback_data.on)
    await answers.edit(chat_id, query.message.message_id, text, kb)


async def bot_status(update: ChatMemberUpdated, presenter: Presenter) -> None:
    """The bot made (or no longer) an administrator of a group: it may (or may no longer) bring
    hands there unasked — known at once, without asking Telegram."""
    status = update.new_chat_member.status
    presenter.hands.learnt(update.chat.id, getattr(status, "value", str(status)))


def create_router() -> Router:
    router = Router(name="group_hands")
    router.callback_query.register(my_cards, MyCards.filter())
    router.callback_query.register(join_here, JoinHere.filter())
    router.message.register(hands, Command("hands"), F.chat.type.in_({"group", "supergroup"}))
    router.callback_query.register(switch, GroupHandsSwitch.filter())
    router.my_chat_member.register(bot_status, F.chat.type.in_({"group", "supergroup"}))
    return router
