"""``/tournament <game> [swiss|knockout] [rounds] [HH:MM[±offset]]`` in a group, and its sign-up
message's buttons (issue 47; ``bot/chat/tournaments.py``; the start time and the controls:
``bot/handlers/tournament_control.py``)."""

from __future__ import annotations

from aiogram import Bot, Router
from aiogram.filters import Command, CommandObject
from aiogram.types import CallbackQuery, Message

from bot import games
from bot.chat.callbacks import Tourney, TourneyOption
from bot.chat.presenter import Presenter
from bot.chat.tournaments import TournamentChat
from bot.handlers.common import anonymous
from bot.handlers.quick import shown_name
from bot.handlers.tournament_control import admin_of, pressed, start_of
from bot.i18n import Translator
from bot.outbox import Outbox
from bot.rooms.tournaments import FORMATS, SWISS, playable
from engines import fairness

MAX_ROUNDS = 20


def parse(args: str | None) -> tuple[str | None, str, int | None]:
    """``durak knockout``, ``bura 3``, ``scopa swiss 4`` -> (game, format, rounds); (None, …) when
    no game is named."""
    game, fmt, rounds = None, SWISS, None
    for word in (args or "").lower().split():
        if word in games.names():
            game = word
        elif word in FORMATS:
            fmt = word
        elif word.isdigit() and 1 <= int(word) <= MAX_ROUNDS:
            rounds = int(word)
    return game, fmt, rounds


async def tournament(
    message: Message, command: CommandObject, t: Translator, outbox: Outbox, tournaments: TournamentChat
) -> None:
    chat = message.chat.id
    if message.chat.type == "private":
        await outbox.send(chat, t("tn-group-only"))
        return
    if anonymous(message) or message.from_user is None:
        await outbox.send(chat, t("err-anonymous"))
        return
    game, fmt, rounds = parse(command.args)
    if game is None or not playable(game):
        names = ", ".join(g for g in games.names() if playable(g))
        await outbox.send(chat, t("tn-usage", games=names, min=4, max=64) + "\n" + t("tn-usage-time"))
        return
    refused = await tournaments.open(
        chat, message.from_user.id, game, fmt, rounds, t.lang, start=start_of(command.args)
    )
    if refused is not None:
        await outbox.send(chat, t(refused))


async def press(
    query: CallbackQuery,
    callback_data: Tourney,
    bot: Bot,
    t: Translator,
    outbox: Outbox,
    presenter: Presenter,
    tournaments: TournamentChat,
) -> None:
    cd, user = callback_data, query.from_user
    service = tournaments.service
    state = await pressed(query, tournaments, outbox, t, cd.id)
    if state is None:
        return
    if cd.act == "j":
        key = await service.join(
            cd.id, user.id, await shown_name(presenter, user), fairness.press_contribution(user.id, query.id)
        )
    elif cd.act == "l":
        key = await service.leave(cd.id, user.id)
    else:
        admin = await admin_of(bot, outbox, state, user.id)
        if cd.act == "s":
            key = await service.start(cd.id, user.id, admin)
        elif cd.act == "e":
            key = await service.end(cd.id, user.id, admin)
        else:
            key = await service.cancel(cd.id, user.id, admin)
    ok = key in ("tn-joined", "tn-left", "tn-started", "tn-cancelled", "tn-ended")
    await outbox.answer(query.id, t(key), alert=not ok)
    if ok and key not in ("tn-started", "tn-ended"):  # redrawn when its round, or its end, is announced
        await tournaments.redraw(cd.id)


async def option(
    query: CallbackQuery,
    callback_data: TourneyOption,
    bot: Bot,
    t: Translator,
    outbox: Outbox,
    tournaments: TournamentChat,
) -> None:
    """An option of the tournament's tables: its creator's or a group administrator's, while it
    signs up; anyone else's press, a forged one, or one after the start changes nothing."""
    cd, user = callback_data, query.from_user
    service = tournaments.service
    state = await pressed(query, tournaments, outbox, t, cd.id)
    if state is None:
        return
    admin = await admin_of(bot, outbox, state, user.id)
    key = await service.set_option(cd.id, user.id, admin, cd.key, cd.value)
    await outbox.answer(query.id, t(key), alert=key not in ("option-ok", "option-same"))
    if key == "option-ok":
        await tournaments.redraw(cd.id)


def create_router() -> Router:
    router = Router(name="tournaments")
    router.message.register(tournament, Command("tournament"))
    router.callback_query.register(press, Tourney.filter())
    router.callback_query.register(option, TourneyOption.filter())
    return router
