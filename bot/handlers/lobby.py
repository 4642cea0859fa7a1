"""Lobby and room presses: ready, not ready, computers, options, leave, end the game."""

from __future__ import annotations

from aiogram import Router
from aiogram.types import CallbackQuery

from bot.chat.callbacks import (
    Computer,
    EndGame,
    Kick,
    Leave,
    LobbySettings,
    Lock,
    Option,
    Ready,
    Shuffle,
    Solo,
    Team,
    ThrowWait,
    Unready,
)
from bot.handlers.common import Answers
from bot.i18n import Translator
from bot.model import Room
from bot.render.context import invite_url
from bot.rooms.service import Reply, RoomService
from bot.rules import rules_of


async def ready(
    query: CallbackQuery, callback_data: Ready, t: Translator, rooms: RoomService, answers: Answers
) -> None:
    # the press's query id is the seat's contribution to the next deck
    uid = query.from_user.id
    reply = await rooms.ready(callback_data.room, uid, query.id)
    hands = answers.presenter.hands
    chat = query.message.chat.id if query.message is not None else None
    if reply.key == "err-join-first" and chat is not None and chat < 0 and await hands.enabled(chat):
        # not seated yet, in a group with hands in the group: seated here, and ready
        joined = await rooms.join(callback_data.room, uid)
        if joined.key == "join-ok":
            reply = await rooms.ready(callback_data.room, uid, query.id)
            room = reply.room or await rooms.get(callback_data.room)
            if room is not None and room.chat_id is not None and room.seat_of(uid) is not None:
                answers.presenter.rooms.offer(room)
                hands.asked(room, uid, query.id)
        else:
            reply = joined
    await answers.reply(query, t, reply, callback_data.room)


async def unready(
    query: CallbackQuery, callback_data: Unready, t: Translator, rooms: RoomService, answers: Answers
) -> None:
    await answers.reply(
        query, t, await rooms.unready(callback_data.room, query.from_user.id), callback_data.room
    )


async def computer(
    query: CallbackQuery, callback_data: Computer, t: Translator, rooms: RoomService, answers: Answers
) -> None:
    cd, uid = callback_data, query.from_user.id
    if cd.sign == "+":
        reply = await rooms.add_computer(cd.room, uid, cd.drawn)
    elif cd.sign == "*":
        reply = await rooms.fill_computers(cd.room, uid, cd.drawn)
    else:
        reply = await rooms.remove_computer(cd.room, uid, cd.drawn)
    await answers.reply(query, t, reply, cd.room)


async def option(
    query: CallbackQuery, callback_data: Option, t: Translator, rooms: RoomService, answers: Answers
) -> None:
    cd = callback_data
    await answers.reply(
        query, t, await rooms.set_option(cd.room, query.from_user.id, cd.key, cd.value), cd.room
    )


async def team(
    query: CallbackQuery, callback_data: Team, t: Translator, rooms: RoomService, answers: Answers
) -> None:
    """A side: someone not seated yet is sent the invitation link that seats them on it (a press's
    answer may open a link to the bot, and Telegram then starts it with that link's payload)."""
    cd = callback_data
    reply = await rooms.pick_team(cd.room, query.from_user.id, cd.team)
    chat = query.message.chat.id if query.message is not None else None
    hands = answers.presenter.hands
    if reply.key == "err-join-first" and chat is not None and chat < 0 and await hands.enabled(chat):
        # hands in the group: seated here on that side, as «➕ Присоединиться» seats (no bot to open)
        uid = query.from_user.id
        reply = await rooms.join(cd.room, uid, cd.team)
        seated = reply.room or await rooms.get(cd.room)
        if reply.key == "join-ok" and seated is not None and seated.seat_of(uid) is not None:
            reply.alert = False
            if (await answers.presenter.user_prefs(uid)).hands != "private":  # else their private chat
                answers.presenter.rooms.offer(seated)
                hands.asked(seated, uid, query.id)
        await answers.reply(query, t, reply, cd.room)
        return
    if reply.key == "err-join-first":
        url = invite_url(answers.bot_username, cd.room, cd.team)
        await answers.outbox.answer(query.id, t("team-join-open", **reply.args), url=url)
        return
    await answers.reply(query, t, reply, cd.room)


async def settings(
    query: CallbackQuery, callback_data: LobbySettings, t: Translator, rooms: RoomService, answers: Answers
) -> None:
    cd = callback_data
    reply = await rooms.show_settings(cd.room, query.from_user.id, bool(cd.open))
    await answers.reply(query, t, reply, cd.room)


async def shuffle(
    query: CallbackQuery, callback_data: Shuffle, t: Translator, rooms: RoomService, answers: Answers
) -> None:
    cd = callback_data
    await answers.reply(query, t, await rooms.shuffle_sides(cd.room, query.from_user.id, cd.turn), cd.room)


async def solo(
    query: CallbackQuery, callback_data: Solo, t: Translator, rooms: RoomService, answers: Answers
) -> None:
    """«🤖 Играть с компьютером»: the press's query id is the creator's contribution to the deck."""
    cd, uid = callback_data, query.from_user.id
    chat = query.message.chat.id if query.message is not None else 0
    hands = answers.presenter.hands
    here = chat < 0 and await hands.enabled(chat)  # who never opened the bot plays in the group
    reply = await rooms.play_computer(cd.room, uid, cd.n, cd.level, query.id, here=here)
    if here and reply.room is not None and await hands.where(uid) == "group":
        answers.presenter.rooms.offer(reply.room)
        hands.asked(reply.room, uid, query.id)  # the hand in answer to this press (else: private)
    await answers.reply(query, t, reply, cd.room)


async def leave(
    query: CallbackQuery, callback_data: Leave, t: Translator, answers: Answers, rooms: RoomService
) -> None:
    """Leaving a running game asks for a second press; leaving a lobby does not."""
    rid, uid = callback_data.room, query.from_user.id
    reply = await answers.confirmed(
        query,
        rid,
        "leave",
        refuse=lambda room: None if room.seat_of(uid) else Reply("err-not-in-room", alert=True),
        ask=lambda room: leave_asks(room, uid),
        then=lambda: rooms.leave(rid, uid),
    )
    await answers.reply(query, t, reply, rid)


async def end_game(
    query: CallbackQuery, callback_data: EndGame, t: Translator, answers: Answers, rooms: RoomService
) -> None:
    rid, uid = callback_data.room, query.from_user.id
    reply = await answers.confirmed(
        query,
        rid,
        "end",
        refuse=lambda room: None if uid == room.creator else Reply("err-creator-only", alert=True),
        then=lambda: rooms.end_game(rid, uid),
    )
    await answers.reply(query, t, reply, rid)


def leave_asks(room: Room, user_id: int) -> bool:
    """Leaving asks for a second press only while the person still plays a running deal (a Durak
    player who is out, or anyone between deals, leaves at once: a computer takes the seat)."""
    seat = room.seat_of(user_id)
    if seat is None or not room.game_running():
        return False
    return not rules_of(room.game).seat_out(room, seat.seat)


async def kick(
    query: CallbackQuery, callback_data: Kick, t: Translator, rooms: RoomService, answers: Answers
) -> None:
    cd = callback_data
    await answers.reply(query, t, await rooms.kick(cd.room, query.from_user.id, cd.user), cd.room)


async def lock(
    query: CallbackQuery, callback_data: Lock, t: Translator, rooms: RoomService, answers: Answers
) -> None:
    cd = callback_data
    reply = await rooms.set_lobby_locked(cd.room, query.from_user.id, bool(cd.on))
    await answers.reply(query, t, reply, cd.room)


async def throw_wait(
    query: CallbackQuery, callback_data: ThrowWait, t: Translator, rooms: RoomService, answers: Answers
) -> None:
    cd = callback_data
    reply = await rooms.set_throw_wait(cd.room, query.from_user.id, cd.seconds)
    await answers.reply(query, t, reply, cd.room)


def create_router() -> Router:
    """A fresh router with this module's handlers (a router attaches to one dispatcher)."""
    router = Router(name="lobby")
    router.callback_query.register(ready, Ready.filter())
    router.callback_query.register(unready, Unready.filter())
    router.callback_query.register(computer, Computer.filter())
    router.callback_query.register(option, Option.filter())
    router.callback_query.register(team, Team.filter())
    router.callback_query.register(settings, LobbySettings.filter())
    router.callback_query.register(shuffle, Shuffle.filter())
    router.callback_query.register(solo, Solo.filter())
    router.callback_query.register(leave, Leave.filter())
    router.callback_query.register(end_game, EndGame.filter())
    router.callback_query.register(kick, Kick.filter())
    router.callback_query.register(lock, Lock.filter())
    router.callback_query.register(throw_wait, ThrowWait.filter())
    return router
