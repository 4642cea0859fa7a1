"""Quick match (issue 32): ``/play`` (``/play durak``, ``/play durak 2``, ``/play bura`` … join at once
with the defaults), ``/start play`` and «🎲 Играть с кем угодно» under /start and /new; one message
per person, edited in place (``bot/render/quick.py``); the service is ``bot/chat/quick.py``.

Only in private (the game is played there): in a group ``/play`` answers with a button that opens
the private chat at the choices. Nobody is shown by a username: the queue keeps the first name, or
the full name for people who chose «показывать имя» in /profile.
"""

from __future__ import annotations

from aiogram import F, Router
from aiogram.filters import Command, CommandObject, CommandStart
from aiogram.types import CallbackQuery, InlineKeyboardButton, InlineKeyboardMarkup, Message, User

from bot import games
from bot.chat.callbacks import Quick
from bot.chat.presenter import Presenter
from bot.chat.quick import QuickMatch, Refusal
from bot.handlers.common import anonymous, own_message
from bot.i18n import Translator
from bot.outbox import Outbox
from bot.render import quick as view
from bot.storage import api
from engines import fairness


async def shown_name(presenter: Presenter, user: User) -> str:
    """The name strangers see: the first name, or the full name when the person chose so."""
    person = await api.person(presenter.storage, user.id)
    first = user.first_name or "?"
    if person is not None and person.show_name and user.last_name:
        return f"{first} {user.last_name}"
    return first


def parse(args: str | None) -> tuple[str | None, int | None]:
    """``<game> 3`` -> (the game, 3): a game's name (or its beginning, in any language) and a seat count."""
    from bot.handlers.inline import _aliases  # the names every language gives the games

    game, seats = None, None
    for word in (args or "").lower().split():
        if word.isdigit():
            seats = int(word)
            continue
        for alias, name in _aliases().items():
            if alias.startswith(word):
                game = name
                break
    return game, seats


async def play(
    message: Message,
    command: CommandObject | None,
    t: Translator,
    quick: QuickMatch,
    presenter: Presenter,
    outbox: Outbox,
    bot_username: str,
) -> None:
    """``/play [game] [seats]``: the queue's state when in it; a game named: join at once; else the
    choices."""
    if anonymous(message) or message.from_user is None:
        await outbox.send(message.chat.id, t("err-anonymous"))
        return
    chat, user = message.chat.id, message.from_user
    if message.chat.type != "private":
        url = f"https://t.me/{bot_username}?start=play"
        kb = InlineKeyboardMarkup(inline_keyboard=[[InlineKeyboardButton(text=t("btn-quick"), url=url)]])
        await outbox.send(chat, t("quick-private"), kb)
        return
    w = await quick.waiting(user.id)
    if w is not None:  # /play again: the state, at the bottom of the chat
        sent = await outbox.send(chat, *view.state(t, w))
        if sent is not None:
            await quick.set_message(user.id, sent.message_id)
        return
    game, seats = parse(command.args if command is not None else None)
    if game is None:
        await outbox.send(chat, *view.menu(t, view.Choice.default(), user.id))
        return
    choice = view.Choice.default(game, seats)
    press = f"m{message.message_id}.{message.date.timestamp():.0f}"  # the command stands for a press
    contribution = fairness.press_contribution(user.id, press)
    name = await shown_name(presenter, user)
    refusal = await quick.join(user.id, chat, None, choice, t.lang, name, contribution)
    if refusal is not None:
        await _refused(quick, t, refusal, chat, None, choice, user.id)
        return
    await _show_waiting(quick, t, user.id, chat, None)


async def _show_waiting(quick: QuickMatch, t: Translator, uid: int, chat: int, mid: int | None) -> None:
    """Joined: the queue's message — unless a table was found at once (its message says so). The row
    is written first, so a «Выйти из очереди» pressed the moment it shows finds it; a table found
    between the two is said in place of the waiting."""
    w = await quick.waiting(uid)
    if w is None:
        return
    if mid is None:
        sent = await quick.outbox.send(chat, *view.waiting(t, w))
        if sent is None:
            return
        mid = sent.message_id
    else:
        await _edit(quick, chat, mid, *view.waiting(t, w))
    await quick.set_message(uid, mid)
    if await quick.waiting(uid) is None:
        await _edit(quick, chat, mid, t("quick-found"), None)


async def _refused(
    quick: QuickMatch, t: Translator, r: Refusal, chat: int, mid: int | None, c: view.Choice, uid: int
) -> None:
    text, kb = view.again(t, t(r.key, **r.args), c, uid)
    if mid is None:
        await quick.outbox.send(chat, text, kb)
    else:
        await _edit(quick, chat, mid, text, kb)


async def _edit(quick: QuickMatch, chat: int, mid: int, text: str, kb: InlineKeyboardMarkup | None) -> None:
    await quick.edit(chat, mid, text, kb)


async def start_play(
    message: Message,
    t: Translator,
    quick: QuickMatch,
    presenter: Presenter,
    outbox: Outbox,
    bot_username: str,
) -> None:
    """``/start play`` (the group's button): as ``/play``."""
    await play(message, None, t, quick, presenter, outbox, bot_username)


@own_message
async def press(
    query: CallbackQuery,
    callback_data: Quick,
    t: Translator,
    quick: QuickMatch,
    presenter: Presenter,
    outbox: Outbox,
) -> None:
    """A button of a person's quick-match message (only theirs; a forged choice changes nothing)."""
    uid, data = query.from_user.id, callback_data
    if uid != data.user:
        await outbox.answer(query.id, t("err-not-your-menu"), alert=True)
        return
    c = view.Choice(data.game, data.seats, data.variant, data.wait)
    if query.message is None or not c.valid():
        await outbox.answer(query.id, t("err-forged"), alert=True)
        return
    chat, mid = query.message.chat.id, query.message.message_id
    if query.message.chat.type != "private":  # never on a group's message: nothing is sent there
        await outbox.answer(query.id, t("quick-private"), alert=True)
        return
    if data.act == "m":
        await outbox.answer(query.id)
        w = await quick.waiting(uid)
        sent = await outbox.send(chat, *(view.state(t, w) if w else view.menu(t, view.Choice.default(), uid)))
        if w is not None and sent is not None:
            await quick.set_message(uid, sent.message_id)
        return
    if data.act in ("c", "go"):
        w = await quick.waiting(uid)
        if w is not None:  # in the queue already: its state here (one person, one queue)
            await outbox.answer(query.id, t("quick-in-queue"))
            await _edit(quick, chat, mid, *view.state(t, w))
            await quick.set_message(uid, mid)
            return
        if data.act == "c":
            await outbox.answer(query.id)
            await _edit(quick, chat, mid, *view.menu(t, c, uid))
            return
        name = await shown_name(presenter, query.from_user)
        contribution = fairness.press_contribution(uid, query.id)
        refusal = await quick.join(uid, chat, mid, c, t.lang, name, contribution)
        await outbox.answer(query.id, t("quick-joined") if refusal is None else None)
        if refusal is not None:
            await _refused(quick, t, refusal, chat, mid, c, uid)
            return
        await _show_waiting(quick, t, uid, chat, mid)
        return
    if data.act == "x":
        left = await quick.leave(uid)
        await outbox.answer(query.id, t("quick-left") if left else t("quick-not-queued"))
        if left:
            await _edit(quick, chat, mid, *view.again(t, t("quick-left"), c, uid))
        return
    if data.act == "f":
        seated = await quick.fill(uid)
        await outbox.answer(query.id, None if seated is not None else t("quick-not-queued"))
        return
    w = await quick.keep_waiting(uid)  # "k"
    await outbox.answer(query.id, t("quick-keep-ok") if w is not None else t("quick-not-queued"))
    if w is not None:
        await _edit(quick, chat, mid, *view.waiting(t, w))


def create_router() -> Router:
    """A fresh router with this module's handlers (a router attaches to one dispatcher)."""
    router = Router(name="quick")
    router.message.register(play, Command("play"))
    router.message.register(
        start_play, CommandStart(deep_link=True, magic=F.args == "play"), F.chat.type == "private"
    )
    router.callback_query.register(press, Quick.filter(F.game.in_(games.names())))
    return router
