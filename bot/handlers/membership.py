"""``my_chat_member`` in private chats: a user blocks the bot (``kicked``) or unblocks / starts it
(``member``) without writing to it. Blocking pauses the matches they play, as a 403 does;
unblocking makes them reachable again and resumes those matches, as any message from them does."""

from __future__ import annotations

from aiogram import F, Router
from aiogram.filters import KICKED, LEFT, MEMBER, ChatMemberUpdatedFilter
from aiogram.types import ChatMemberUpdated

from bot.rooms.service import RoomService


async def _touch(update: ChatMemberUpdated, rooms: RoomService, *, started: bool) -> bool:
    user = update.from_user
    if user is None or user.is_bot or update.chat.id != user.id:
        return False
    await rooms.touch_user(user.id, user.first_name or "", user.username, user.language_code, started=started)
    return True


async def blocked(update: ChatMemberUpdated, rooms: RoomService) -> None:
    if await _touch(update, rooms, started=False):  # the user row exists before it is marked
        await rooms.user_lost(update.from_user.id)


async def unblocked(update: ChatMemberUpdated, rooms: RoomService) -> None:
    await _touch(update, rooms, started=True)  # reachable again; resumes their paused matches


def create_router() -> Router:
    """A fresh router with this module's handlers (a router attaches to one dispatcher)."""
    router = Router(name="membership")
    router.my_chat_member.filter(F.chat.type == "private")
    router.my_chat_member.register(blocked, ChatMemberUpdatedFilter(member_status_changed=KICKED | LEFT))
    router.my_chat_member.register(unblocked, ChatMemberUpdatedFilter(member_status_changed=MEMBER))
    return router
