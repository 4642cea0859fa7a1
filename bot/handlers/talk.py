"""Table talk (issue 32): in a running room without a group, what a seated person writes to the bot in
private (plain text, or a sticker: its emoji) goes to the others seated there, after their seat's name,
with a «⚠️ Пожаловаться» button; ``/mute`` silences one room for oneself, /profile all of them.

Which room, when a person sits at several running tables: the one that changed last — the table whose
message is at the bottom of their chat, where they just played or were just called to play (the order
/hand shows them in); the sender is told which table it went to, so a word never lands unseen at the
wrong one. Nothing of a message is stored: the per-person rate limit keeps only a token bucket.
"""

from __future__ import annotations

from aiogram import F, Router
from aiogram.dispatcher.event.bases import SkipHandler
from aiogram.filters import Command
from aiogram.types import CallbackQuery, InlineKeyboardButton, InlineKeyboardMarkup, Message

from bot import clock
from bot.callbacks import TalkReport
from bot.handlers.common import own_message
from bot.i18n import Translator
from bot.middlewares import Throttle
from bot.model import PLAYING, Room
from bot.outbox import Outbox
from bot.presenter import Presenter
from bot.render.context import namer
from bot.rooms.service import RoomService
from bot.rooms.talk import muted
from bot.storage import talk as talk_storage

#: per person: this many messages at once, then one every this many seconds (10 a minute)
TALK_BURST = 5
TALK_EVERY_SECONDS = 6.0
#: the longest message relayed (the name's prefix fits beside it in one Telegram message)
TALK_TEXT_LIMIT = 1000


class TableTalk:
    """Injected into handlers (``table_talk``): the per-person rate limit of table talk."""

    def __init__(self, burst: int = TALK_BURST, every: float = TALK_EVERY_SECONDS) -> None:
        self.throttle = Throttle(1.0 / every, burst)
        self.every = every


async def talking_room(rooms: RoomService, user_id: int) -> Room | None:
    """The running room without a group where ``user_id`` sits that changed last (see the module)."""
    for room in await rooms.rooms_of_user(user_id):  # the latest changed first
        if room.status == PLAYING and room.chat_id is None and len(room.human_ids()) > 1:
            return room
    return None


def _running_tables(found: list[Room]) -> int:
    return sum(1 for r in found if r.status == PLAYING and r.chat_id is None and len(r.human_ids()) > 1)


async def relay(
    message: Message,
    t: Translator,
    rooms: RoomService,
    presenter: Presenter,
    outbox: Outbox,
    table_talk: TableTalk,
) -> None:
    """A plain message in private from a person seated at a running table: to the others there."""
    assert message.from_user is not None
    uid = message.from_user.id
    found = await rooms.rooms_of_user(uid)
    room = await talking_room(rooms, uid)
    if room is None:
        raise SkipHandler  # not at a table: the help, as for any other text
    snap = await presenter.snapshot(room)
    mine = snap.prefs.get(uid)
    if mine is not None and not mine.talk:
        await outbox.send(message.chat.id, t("talk-off-self"))
        return
    if not table_talk.throttle.allow(uid):
        await outbox.send(message.chat.id, t("talk-too-fast", sec=int(table_talk.every)))
        return
    seat = room.seat_of(uid)
    assert seat is not None
    quiet = muted(room)
    hearers = [
        u for u in room.human_ids()
        if u != uid and u not in quiet and (p := snap.prefs.get(u)) is not None and p.talk
    ]  # fmt: skip
    if not hearers:
        await outbox.send(message.chat.id, t("talk-nobody"))
        return
    text = (message.text or "")[:TALK_TEXT_LIMIT]
    emoji = message.sticker.emoji if message.sticker is not None else None
    for u in hearers:
        ctx = presenter.ctx(room, snap, u)
        name = namer(room, ctx)(seat.seat)
        line = (
            ctx.t("talk-sticker", name=name, emoji=emoji or "🖼")
            if message.sticker is not None
            else ctx.t("talk-line", name=name, text=text)
        )
        report = TalkReport(room=room.id, seat=seat.seat).pack()
        kb = InlineKeyboardMarkup(
            inline_keyboard=[[InlineKeyboardButton(text=ctx.t("btn-talk-report"), callback_data=report)]]
        )
        await outbox.send(u, line, kb)
    if _running_tables(found) > 1:  # several tables: say which one heard it
        await outbox.send(message.chat.id, t("talk-sent-to", game=room.game))
    presenter.words_landed(room, [uid, *hearers])  # the hand of whoever is to move comes below them


async def mute(message: Message, t: Translator, rooms: RoomService, outbox: Outbox) -> None:
    """``/mute``: the table talk of the person's current table (as :func:`talking_room`) off or on."""
    if message.from_user is None:
        return
    room = await talking_room(rooms, message.from_user.id)
    if room is None:
        await outbox.send(message.chat.id, t("mute-none"))
        return
    reply = await rooms.toggle_mute(room.id, message.from_user.id)
    await outbox.send(message.chat.id, t(reply.key or "err-unknown-button", **reply.args))


@own_message
async def report(
    query: CallbackQuery,
    callback_data: TalkReport,
    t: Translator,
    rooms: RoomService,
    presenter: Presenter,
    outbox: Outbox,
) -> None:
    """«⚠️ Пожаловаться»: the person at that seat is kept out of the presser's future quick matches.
    Only someone seated in that room reports (a forged press elsewhere changes nothing)."""
    uid = query.from_user.id
    room = await rooms.get(callback_data.room)
    users = room.seat_users() if room is not None else []
    reported = users[callback_data.seat] if 0 <= callback_data.seat < len(users) else None
    if room is None or room.seat_of(uid) is None or reported is None or reported == uid:
        await outbox.answer(query.id, t("err-talk-report"), alert=True)
        return
    await talk_storage.report(rooms.storage, uid, reported, clock.now())
    snap = await presenter.snapshot(room)
    name = namer(room, presenter.ctx(room, snap, uid))(callback_data.seat)
    await outbox.answer(query.id, t("talk-reported", name=name), alert=True)


def create_router() -> Router:
    """A fresh router with this module's handlers (a router attaches to one dispatcher)."""
    router = Router(name="talk")
    router.message.register(mute, Command("mute"))
    private = F.chat.type == "private"
    router.message.register(relay, private, F.text, ~F.text.startswith("/"))
    router.message.register(relay, private, F.sticker)
    router.callback_query.register(report, TalkReport.filter())
    return router
