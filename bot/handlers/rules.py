"""/rules [game] (buttons to pick without one) and a lobby's «ℹ️ Правила»: a short summary of each
game with its card values and scoring, and a second page («📖 Подробнее») with what players argue
about (Scopa's primiera and redeal, Durak's first lead and drawing order, Bura's scoring ranges),
from the locale files."""

from __future__ import annotations

from aiogram import F, Router
from aiogram.filters import Command, CommandObject
from aiogram.types import CallbackQuery, InlineKeyboardButton, InlineKeyboardMarkup, Message

from bot import games
from bot.chat.callbacks import Rules
from bot.handlers.common import Answers, own_message
from bot.i18n import LANGUAGES, Translator
from bot.outbox import Outbox
from bot.outbox.ephemeral import send_ephemeral_text
from bot.rooms.service import Reply


def picker(t: Translator, shown: str | None = None) -> InlineKeyboardMarkup:
    row = [
        InlineKeyboardButton(
            text=("• " if g == shown else "") + t(f"game-{g}"), callback_data=Rules(game=g).pack()
        )
        for g in games.names()
    ]
    return InlineKeyboardMarkup(inline_keyboard=[row])


def page_text(t: Translator, game: str, page: int) -> str:
    """The summary (page 0) or the rules in full (page 1)."""
    return t(f"rules-{game}" if page == 0 else f"rules-{game}-more")


def keyboard(t: Translator, game: str, page: int) -> InlineKeyboardMarkup:
    """Under a game's rules: the other page, then the games to switch to."""
    label = t("btn-rules-more" if page == 0 else "btn-rules-short")
    turn = InlineKeyboardButton(text=label, callback_data=Rules(game=game, page=1 - page).pack())
    return InlineKeyboardMarkup(inline_keyboard=[[turn], *picker(t, game).inline_keyboard])


def find_game(arg: str) -> str | None:
    """``durak``, ``/rules Дурак``, ``/rules scopa``: a game's code or its name in any language."""
    word = arg.strip().lower()
    for g in games.names():
        if word == g or word in {Translator(lang)(f"game-{g}").lower() for lang in LANGUAGES}:
            return g
    return None


async def rules(message: Message, command: CommandObject, t: Translator, outbox: Outbox) -> None:
    game = find_game(command.args or "")
    if game is not None:
        await outbox.send(message.chat.id, page_text(t, game, 0), keyboard(t, game, 0))
    else:
        await outbox.send(message.chat.id, t("rules-pick"), picker(t))


async def send(
    query: CallbackQuery,
    callback_data: Rules,
    t: Translator,
    outbox: Outbox,
    answers: Answers,
    private_chat: str = "unknown",
) -> None:
    """A lobby's «ℹ️»: the rules go to the presser's private chat, the table stays as it is (the
    press answered first: :meth:`Answers.before_sending`)."""
    in_group = query.message is not None and query.message.chat.id != query.from_user.id
    group = query.message.chat.id if query.message is not None and in_group else None
    if group is not None and private_chat != "open" and await answers.presenter.hands.enabled(group):
        # never opened the private chat (hands in the group): the rules here, for the presser only
        await answers.reply(query, t, Reply(None))
        text = page_text(t, callback_data.game, 0)
        if not await send_ephemeral_text(outbox, group, query.from_user.id, query.id, text):
            await outbox.send(query.from_user.id, text)  # the private chat, should it be open
        return
    sent = Reply("rules-sent-private" if in_group else None)
    if await answers.before_sending(query, t, private_chat, sent):
        game = callback_data.game
        await outbox.send(query.from_user.id, page_text(t, game, 0), keyboard(t, game, 0))


@own_message
async def show(
    query: CallbackQuery, callback_data: Rules, t: Translator, outbox: Outbox, answers: Answers
) -> None:
    """The rules message's buttons (a game of the picker, «📖 Подробнее», «◀ Коротко»): that page of
    the game's rules in the same message."""
    assert query.message is not None  # own_message: the press is on its message
    game, page = callback_data.game, callback_data.page
    await outbox.answer(query.id)
    chat_id = query.message.chat.id
    await answers.edit(chat_id, query.message.message_id, page_text(t, game, page), keyboard(t, game, page))


def create_router() -> Router:
    """A fresh router with this module's handlers (a router attaches to one dispatcher)."""
    router = Router(name="rules")
    router.message.register(rules, Command("rules"))
    router.callback_query.register(send, Rules.filter(F.game.in_(games.names()) & (F.send == 1)))
    router.callback_query.register(show, Rules.filter(F.game.in_(games.names())))
    return router
