"""A tournament's controls (issue 47, ``bot/rooms/tournament_control.py``): the start time's, pause
and drop buttons of the sign-up message, the list of people to drop, and a person leaving the group
(dropped from its tournament). ``/tournament durak 21:00`` is read by ``bot/handlers/tournaments.py``
with :func:`start_of`."""

from __future__ import annotations

from aiogram import Bot, F, Router
from aiogram.filters import KICKED, LEFT, ChatMemberUpdatedFilter
from aiogram.types import CallbackQuery, ChatMemberUpdated, Message

from bot.chat.callbacks import Tourney, TourneyDrop
from bot.chat.tournament_control import ControlChat
from bot.chat.tournaments import TournamentChat
from bot.handlers.language import is_admin
from bot.i18n import Translator
from bot.outbox import Outbox
from bot.plumbing import clock
from bot.rooms.tournament_control import local_time, minutes_until, offset_of, time_of, zone_of
from bot.rooms.tournaments import State

#: the presses of the controls (``Tourney.act``), all for the creator or a group administrator
ACTS = frozenset("qhnprdb")
#: «⏰ +15 мин», «⏰ +1 ч»
LATER = {"q": 15 * 60.0, "h": 3600.0}


def start_of(args: str | None) -> tuple[int, int, int | None] | None:
    """The start time in ``/tournament``'s words: "21:00", "21:00+3", "21:00 UTC+3" → (hour,
    minute, UTC offset in minutes or None: the group's); None when none is given."""
    words = (args or "").split()
    for n, word in enumerate(words):
        found = time_of(word)
        if found is None:
            continue
        h, m, offset = found
        if offset is None and n + 1 < len(words):
            offset = zone_of(words[n + 1]) if words[n + 1][:1] in "+-−uUgG" else None
        return h, m, offset
    return None


async def admin_of(bot: Bot, outbox: Outbox, state: State, user_id: int) -> bool:
    """Whether ``user_id`` steers the tournament as a group administrator (its creator needs not:
    no call to Telegram for them)."""
    tour = state.tournament
    return user_id != tour.creator and await is_admin(bot, outbox, tour.chat_id, user_id)


async def pressed(
    query: CallbackQuery, tournaments: TournamentChat, outbox: Outbox, t: Translator, tournament_id: str
) -> State | None:
    """The tournament a press is for; None (the press answered «closed»): there is none."""
    state = await tournaments.service.state(tournament_id)
    if state is None:
        await outbox.answer(query.id, t("tn-err-closed"), alert=True)
    return state


async def press(
    query: CallbackQuery,
    callback_data: Tourney,
    bot: Bot,
    t: Translator,
    outbox: Outbox,
    tournaments: TournamentChat,
    tournament_control: ControlChat,
) -> None:
    cd, user = callback_data, query.from_user
    service = tournament_control.service
    state = await pressed(query, tournaments, outbox, t, cd.id)
    if state is None:
        return
    admin = await admin_of(bot, outbox, state, user.id)
    if cd.act in LATER:
        key = await service.later(cd.id, user.id, admin, LATER[cd.act])
    elif cd.act == "n":
        key = await service.clear_time(cd.id, user.id, admin)
    elif cd.act == "p":
        key = await service.pause(cd.id, user.id, admin)
    elif cd.act == "r":
        key = await service.resume(cd.id, user.id, admin)
    else:  # "d", "b": the list of people to drop, and back from it
        key = await service.may_control(cd.id, user.id, admin) or ("tn-drop-pick" if cd.act == "d" else "")
        if key == "tn-drop-pick":
            await outbox.answer(query.id, t(key))
            await tournament_control.show_drop_list(cd.id)
            return
        if not key:
            await outbox.answer(query.id, None)
            await tournaments.redraw(cd.id)
            return
    ok = key in ("tn-time-set", "tn-time-cleared", "tn-paused", "tn-resumed")
    text = t(key)
    if key == "tn-time-set":
        fresh = await tournaments.service.state(cd.id)
        if fresh is not None and fresh.tournament.starts_at is not None:
            at, zone = local_time(fresh.tournament.starts_at, offset_of(fresh.tournament))
            text = t(key, time=at, zone=zone, minutes=minutes_until(fresh.tournament.starts_at, clock.now()))
    await outbox.answer(query.id, text, alert=not ok)
    if ok:
        await tournaments.redraw(cd.id)


async def drop(
    query: CallbackQuery,
    callback_data: TourneyDrop,
    bot: Bot,
    t: Translator,
    outbox: Outbox,
    tournaments: TournamentChat,
    tournament_control: ControlChat,
) -> None:
    cd, user = callback_data, query.from_user
    state = await pressed(query, tournaments, outbox, t, cd.id)
    if state is None:
        return
    admin = await admin_of(bot, outbox, state, user.id)
    key = await tournament_control.service.drop(cd.id, user.id, admin, cd.user)
    if key == "tn-dropped":
        name = state.names().get(cd.user, str(cd.user))
        await outbox.answer(query.id, t(key, name=name))
    else:
        await outbox.answer(query.id, t(key), alert=True)
        if key in ("tn-err-dropped", "tn-err-no-player"):  # an old list: the message as it stands
            await tournaments.redraw(cd.id)


async def left_message(message: Message, tournament_control: ControlChat) -> None:
    """The service message «… left the group» (every bot in a group gets it)."""
    gone = message.left_chat_member
    if gone is not None and not gone.is_bot:
        await tournament_control.service.member_left(message.chat.id, gone.id)


async def left_update(update: ChatMemberUpdated, tournament_control: ControlChat) -> None:
    """``chat_member``: a person left the group or was removed (where the bot is an administrator)."""
    gone = update.new_chat_member.user
    if not gone.is_bot:
        await tournament_control.service.member_left(update.chat.id, gone.id)


def create_router() -> Router:
    router = Router(name="tournament_control")
    router.callback_query.register(press, Tourney.filter(F.act.in_(ACTS)))
    router.callback_query.register(drop, TourneyDrop.filter())
    router.message.register(left_message, F.left_chat_member, F.chat.type.in_({"group", "supergroup"}))
    router.chat_member.register(
        left_update,
        F.chat.type.in_({"group", "supergroup"}),
        ChatMemberUpdatedFilter(member_status_changed=KICKED | LEFT),
    )
    return router
