"""Groups that change: a group upgraded to a supergroup (``migrate_to_chat_id`` in the old chat,
``migrate_from_chat_id`` in the new one) moves its rooms; the bot removed from a group (its
``my_chat_member`` turns ``kicked`` or ``left``) stops writing there, and the rooms go on in private."""

from __future__ import annotations

from aiogram import F, Router
from aiogram.filters import KICKED, LEFT, ChatMemberUpdatedFilter
from aiogram.types import ChatMemberUpdated, Message

from bot.rooms.service import RoomService


async def migrated_to(message: Message, rooms: RoomService) -> None:
    assert message.migrate_to_chat_id is not None
    await rooms.chat_moved(message.chat.id, message.migrate_to_chat_id)


async def migrated_from(message: Message, rooms: RoomService) -> None:
    assert message.migrate_from_chat_id is not None
    await rooms.chat_moved(message.migrate_from_chat_id, message.chat.id)


async def removed(update: ChatMemberUpdated, rooms: RoomService) -> None:
    await rooms.group_lost(update.chat.id)


def create_router() -> Router:
    """A fresh router with this module's handlers (a router attaches to one dispatcher)."""
    router = Router(name="groups")
    router.message.register(migrated_to, F.migrate_to_chat_id)
    router.message.register(migrated_from, F.migrate_from_chat_id)
    router.my_chat_member.register(
        removed, F.chat.type.in_({"group", "supergroup"}),
        ChatMemberUpdatedFilter(member_status_changed=KICKED | LEFT),
    )
    return router
