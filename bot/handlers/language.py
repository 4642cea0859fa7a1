"""/language: in private, the reader's own language; in a group, the table's language, set by the
group's administrators (checked with getChatMember) and remembered for the group's later rooms."""

from __future__ import annotations

from aiogram import Bot, Router
from aiogram.exceptions import TelegramBadRequest
from aiogram.filters import Command
from aiogram.types import CallbackQuery, InlineKeyboardMarkup, Message
from aiogram.types import InlineKeyboardButton as Button

from bot.chat.callbacks import ChatLanguage, MyLanguage
from bot.chat.presenter import Presenter
from bot.handlers.common import Answers, in_rows, own_message
from bot.i18n import LANGUAGES, Translator, endonym
from bot.outbox import Outbox, Unreachable
from bot.rooms.service import RoomService

ADMINS = ("creator", "administrator")


def _rows(current: str, pack: type[MyLanguage] | type[ChatLanguage], t: Translator) -> list[list[Button]]:
    """Every language by its own name (the same whoever reads), the current one marked."""
    marks = [(code, "• " if code == current else "") for code in LANGUAGES]
    return in_rows(
        [
            Button(text=mark + endonym(code), callback_data=pack(code=code).pack())
            for code, mark in marks
        ]
    )


async def is_admin(bot: Bot, outbox: Outbox, chat_id: int, user_id: int) -> bool:
    """Is ``user_id`` an administrator (or the creator) of the group? Asked of Telegram each time."""
    try:
        member = await outbox.call(None, lambda: bot.get_chat_member(chat_id, user_id))
    except (TelegramBadRequest, Unreachable):
        return False
    return member.status in ADMINS


async def language(
    message: Message, bot: Bot, t: Translator, rooms: RoomService, presenter: Presenter, outbox: Outbox
) -> None:
    if message.from_user is None:
        return
    chat = message.chat
    if chat.type == "private":
        prefs = await presenter.user_prefs(message.from_user.id)
        kb = InlineKeyboardMarkup(inline_keyboard=_rows(prefs.lang, MyLanguage, t))
        await outbox.send(chat.id, t("language-pick-mine", name=endonym(prefs.lang)), kb)
        return
    current = await rooms.chat_language(chat.id)
    gt = Translator(current) if current else t
    # an administrator writing anonymously (as the group itself) is an administrator by definition
    anonymous_admin = message.sender_chat is not None and message.sender_chat.id == chat.id
    if not anonymous_admin and not await is_admin(bot, outbox, chat.id, message.from_user.id):
        await outbox.send(chat.id, gt("language-admins-only"))
        return
    kb = InlineKeyboardMarkup(inline_keyboard=_rows(current or "", ChatLanguage, gt))
    text = gt("language-pick-group", lang=current or "none", name=endonym(current or ""))
    await outbox.send(chat.id, text, kb)


@own_message
async def set_mine(
    query: CallbackQuery,
    callback_data: MyLanguage,
    rooms: RoomService,
    presenter: Presenter,
    outbox: Outbox,
    answers: Answers,
) -> None:
    uid, code = query.from_user.id, callback_data.code
    await rooms.set_pref(uid, "language", code)
    t = Translator(code)
    await outbox.answer(query.id, t("language-set-mine"))
    if query.message is not None:
        kb = InlineKeyboardMarkup(inline_keyboard=_rows(code, MyLanguage, t))
        text = t("language-pick-mine", name=endonym(code))
        await answers.edit(query.message.chat.id, query.message.message_id, text, kb)
    for room in await rooms.rooms_of_user(uid):
        await presenter.show_user(room, uid)


@own_message
async def set_group(
    query: CallbackQuery,
    callback_data: ChatLanguage,
    bot: Bot,
    t: Translator,
    rooms: RoomService,
    outbox: Outbox,
    answers: Answers,
) -> None:
    if query.message is None or query.message.chat.type == "private":
        await outbox.answer(query.id, t("err-unknown-button"))
        return
    chat_id, code = query.message.chat.id, callback_data.code
    if not await is_admin(bot, outbox, chat_id, query.from_user.id):
        await outbox.answer(query.id, t("language-admins-only"), alert=True)
        return
    await rooms.set_chat_language(chat_id, code, query.from_user.id)
    gt = Translator(code)
    await outbox.answer(query.id, t("language-set-group", name=endonym(code)))
    await answers.edit(chat_id, query.message.message_id, gt("language-set-group", name=endonym(code)), None)


def create_router() -> Router:
    """A fresh router with this module's handlers (a router attaches to one dispatcher)."""
    router = Router(name="language")
    router.message.register(language, Command("language"))
    router.callback_query.register(set_mine, MyLanguage.filter())
    router.callback_query.register(set_group, ChatLanguage.filter())
    return router
