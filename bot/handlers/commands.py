"""Commands: /start (deep links), /durak /bura /scopa /new, /hand, /profile, /help."""

from __future__ import annotations

from aiogram import F, Router
from aiogram.filters import Command, CommandObject, CommandStart
from aiogram.types import InlineKeyboardButton, InlineKeyboardMarkup, Message

from bot.handlers.profile import profile_view
from bot.i18n import Translator
from bot.render.room import invite_url
from bot.services import Services

GAMES = ("durak", "bura", "scopa")


def create_router(svc: Services) -> Router:
    router = Router(name="commands")

    @router.message(CommandStart())
    async def start(message: Message, command: CommandObject) -> None:
        if message.from_user is None:
            return
        private = message.chat.type == "private"
        t = await svc.touch(message.from_user, started=private)
        payload = (command.args or "").strip()
        if payload.startswith("j") and private:
            room_id = payload[1:]
            room = await svc.rooms.get(room_id) if room_id.isalnum() and 4 <= len(room_id) <= 16 else None
            if room is None:
                await svc.outbox.send(message.chat.id, t("err-invite-unknown"))
                return
            reply = await svc.rooms.join(room_id, message.from_user.id)
            if reply.key == "join-already":
                fresh = await svc.rooms.get(room_id)
                if fresh is not None:
                    await svc.presenter.show_user(fresh, message.from_user.id, fresh=True)
                return
            if reply.room is None:
                await svc.outbox.send(message.chat.id, t(reply.key or "err-unknown-button"))
            return
        await svc.outbox.send(message.chat.id, t("welcome"))

    @router.message(Command(*GAMES))
    async def new_game(message: Message, command: CommandObject) -> None:
        if message.from_user is None:
            return
        await _create(svc, message, command.command.lower())

    @router.message(Command("new"))
    async def new_picker(message: Message) -> None:
        if message.from_user is None:
            return
        t = await svc.touch(message.from_user, started=message.chat.type == "private")
        kb = InlineKeyboardMarkup(
            inline_keyboard=[[InlineKeyboardButton(text=t(f"game-{g}"), callback_data=f"g:{g}") for g in GAMES]]
        )
        await svc.outbox.send(message.chat.id, t("pick-game"), kb)

    @router.message(Command("hand"))
    async def hand(message: Message) -> None:
        if message.from_user is None:
            return
        t = await svc.touch(message.from_user, started=message.chat.type == "private")
        rooms = await svc.rooms.rooms_of_user(message.from_user.id)
        if not rooms:
            await svc.outbox.send(message.chat.id, t("no-rooms"))
            return
        for room in rooms:
            await svc.presenter.show_user(room, message.from_user.id, fresh=True)

    @router.message(Command("profile"))
    async def profile(message: Message) -> None:
        if message.from_user is None:
            return
        await svc.touch(message.from_user, started=message.chat.type == "private")
        text, kb = await profile_view(svc, message.from_user.id)
        await svc.outbox.send(message.chat.id, text, kb)

    @router.message(Command("help"))
    async def help_(message: Message) -> None:
        if message.from_user is None:
            return
        t = await svc.touch(message.from_user, started=message.chat.type == "private")
        await svc.outbox.send(message.chat.id, t("help"))

    @router.message(F.chat.type == "private", F.text)
    async def other(message: Message) -> None:
        if message.from_user is None:
            return
        t = await svc.touch(message.from_user, started=True)
        await svc.outbox.send(message.chat.id, t("help"))

    return router


async def _create(svc: Services, message: Message, game: str) -> None:
    assert message.from_user is not None
    private = message.chat.type == "private"
    t: Translator = await svc.touch(message.from_user, started=private)
    room = await svc.rooms.create_room(game, message.from_user.id, None if private else message.chat.id, t.lang)
    if private:
        await svc.outbox.send(message.chat.id, t("invite-forward", url=invite_url(svc.bot_username, room.id)))


async def create_from_picker(svc: Services, chat_id: int, chat_type: str, user_id: int, game: str, t: Translator) -> None:
    private = chat_type == "private"
    room = await svc.rooms.create_room(game, user_id, None if private else chat_id, t.lang)
    if private:
        await svc.outbox.send(chat_id, t("invite-forward", url=invite_url(svc.bot_username, room.id)))
