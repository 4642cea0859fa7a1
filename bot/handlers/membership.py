"""``my_chat_member`` in private chats: a user blocks the bot (``kicked``) or unblocks / starts it
(``member``) without writing to it. Blocking pauses the matches they play, as a 403 does;
unblocking makes them reachable again and resumes those matches, as any message from them does."""

from __future__ import annotations

import logging

from aiogram import F, Router
from aiogram.types import ChatMemberUpdated

from bot.services import Services

log = logging.getLogger(__name__)

GONE = frozenset({"kicked", "left"})


def create_router(svc: Services) -> Router:
    router = Router(name="membership")

    @router.my_chat_member(F.chat.type == "private")
    async def private_member(update: ChatMemberUpdated) -> None:
        user = update.from_user
        if user is None or user.is_bot or update.chat.id != user.id:
            return
        status = str(getattr(update.new_chat_member.status, "value", update.new_chat_member.status))
        if status in GONE:
            await svc.touch(user, started=False)  # the user row exists before it is marked
            await svc.lost(user.id)
        elif status == "member":
            await svc.touch(user, started=True)  # reachable again; resumes their paused matches

    return router
