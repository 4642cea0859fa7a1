"""Table talk (issue 32): in a running room without a group, what a seated person writes to the bot in
private (plain text, or a sticker: its emoji) goes to the others seated there, after their seat's name,
with a «⚠️ Пожаловаться» button; ``/mute`` silences one room for oneself, /profile all of them.

Which room, when a person sits at several running tables: the one that changed last — the table whose
message is at the bottom of their chat, where they just played or were just called to play (the order
/hand shows them in); the sender is told which table it went to, so a word never lands unseen at the
wrong one. Nothing of a message is stored: the per-person rate limit keeps only a token bucket.

While a team deal runs with partners who are people (``sides.partners_in_deal``: «называть свои карты
и подсказывать нельзя — и в чате тоже»), free text and stickers are not relayed: the sender is told why,
under buttons of fixed phrases (:data:`PHRASES`) that say nothing of cards; a pressed phrase reaches
each of the others in their own language. Between deals the talk is free again.

Every refusal in words — too fast, talk switched off, nobody hears, phrases only — goes to a person at
most once a second, as the press throttle's «too fast» (``bot/chat/middlewares.py: Notices``); the refusals
in between are dropped silently, so a flood queues nothing for its sender.
"""

from __future__ import annotations

from collections.abc import Callable

from aiogram import F, Router
from aiogram.dispatcher.event.bases import SkipHandler
from aiogram.filters import Command
from aiogram.types import CallbackQuery, InlineKeyboardButton, InlineKeyboardMarkup, Message

from bot.chat.callbacks import TalkPhrase, TalkReport
from bot.chat.middlewares import Notices, Throttle
from bot.chat.presenter import Presenter
from bot.chat.viewers import Snapshot
from bot.handlers.common import own_message
from bot.i18n import Translator
from bot.model import PLAYING, Room
from bot.outbox import Outbox
from bot.plumbing import clock
from bot.render.context import namer
from bot.rooms.service import RoomService
from bot.rooms.talk import muted
from bot.rules.sides import partners_in_deal
from bot.storage import talk as talk_storage

#: per person: this many messages at once, then one every this many seconds (10 a minute)
TALK_BURST = 5
TALK_EVERY_SECONDS = 6.0
#: the longest message relayed (the name's prefix fits beside it in one Telegram message)
TALK_TEXT_LIMIT = 1000
#: the fixed phrases of a team deal, in the order of their buttons (locale keys ``talk-phrase-<name>``):
#: greetings and manners only — none names a card, a suit or a wish of what to play
PHRASES = ("hello", "luck", "nice", "thanks", "oops", "haha", "sorry", "gg")
#: phrase buttons in a row
PHRASES_PER_ROW = 2


class TableTalk:
    """Injected into handlers (``table_talk``): the per-person rate limit of table talk, and when each
    person was last refused in words."""

    def __init__(self, burst: int = TALK_BURST, every: float = TALK_EVERY_SECONDS) -> None:
        self.throttle = Throttle(1.0 / every, burst)
        self.every = every
        self.notices = Notices()


def _talks(room: Room) -> bool:
    """A running room without a group and with another person in it: where table talk goes."""
    return room.status == PLAYING and room.chat_id is None and len(room.human_ids()) > 1


async def talking_room(rooms: RoomService, user_id: int) -> Room | None:
    """The running room without a group where ``user_id`` sits that changed last (see the module)."""
    for room in await rooms.rooms_of_user(user_id):  # the latest changed first
        if _talks(room):
            return room
    return None


def _running_tables(found: list[Room]) -> int:
    return sum(1 for r in found if _talks(r))


def _hearers(room: Room, snap: Snapshot, user_id: int) -> list[int]:
    """The others seated who hear table talk: neither muted this room nor switched it off."""
    quiet = muted(room)
    return [
        u for u in room.human_ids()
        if u != user_id and u not in quiet and (p := snap.prefs.get(u)) is not None and p.talk
    ]  # fmt: skip


async def _refuse(
    outbox: Outbox, table_talk: TableTalk, user_id: int, text: str, markup: InlineKeyboardMarkup | None = None
) -> None:
    """A refusal in words to ``user_id``'s private chat, at most once a second (else nothing)."""
    if table_talk.notices.tell(user_id):
        await outbox.send(user_id, text, markup)


async def _deliver(
    room: Room,
    snap: Snapshot,
    seat: int,
    hearers: list[int],
    presenter: Presenter,
    outbox: Outbox,
    line: Callable[[Translator, str], str],
    *,
    report: bool,
) -> None:
    """``line`` (the hearer's translator, the speaker's name there) to each hearer; ``report``: with
    «⚠️ Пожаловаться» under it."""
    for u in hearers:
        ctx = presenter.ctx(room, snap, u)
        kb = None
        if report:
            data = TalkReport(room=room.id, seat=seat).pack()
            kb = InlineKeyboardMarkup(
                inline_keyboard=[[InlineKeyboardButton(text=ctx.t("btn-talk-report"), callback_data=data)]]
            )
        await outbox.send(u, line(ctx.t, namer(room, ctx)(seat)), kb)


def phrase_keyboard(t: Translator, room_id: str) -> InlineKeyboardMarkup:
    """The fixed phrases of a team deal, each a button that says it at ``room_id``'s table."""
    buttons = [
        InlineKeyboardButton(
            text=t(f"talk-phrase-{name}"), callback_data=TalkPhrase(room=room_id, phrase=i).pack()
        )
        for i, name in enumerate(PHRASES)
    ]
    rows = [buttons[i : i + PHRASES_PER_ROW] for i in range(0, len(buttons), PHRASES_PER_ROW)]
    return InlineKeyboardMarkup(inline_keyboard=rows)


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
        await _refuse(outbox, table_talk, uid, t("talk-off-self"))
        return
    if partners_in_deal(room):  # no free text to a partner during the deal: the phrases instead
        await _refuse(
            outbox, table_talk, uid, t("talk-phrases-only", game=room.game), phrase_keyboard(t, room.id)
        )
        return
    if not table_talk.throttle.allow(uid):
        await _refuse(outbox, table_talk, uid, t("talk-too-fast", sec=int(table_talk.every)))
        return
    seat = room.seat_of(uid)
    assert seat is not None
    hearers = _hearers(room, snap, uid)
    if not hearers:
        await _refuse(outbox, table_talk, uid, t("talk-nobody"))
        return
    text = (message.text or "")[:TALK_TEXT_LIMIT]
    sticker = message.sticker
    emoji = (sticker.emoji if sticker is not None else None) or "🖼"

    def line(tr: Translator, name: str) -> str:
        if sticker is not None:
            return tr("talk-sticker", name=name, emoji=emoji)
        return tr("talk-line", name=name, text=text)

    await _deliver(room, snap, seat.seat, hearers, presenter, outbox, line, report=True)
    if _running_tables(found) > 1:  # several tables: say which one heard it
        await outbox.send(message.chat.id, t("talk-sent-to", game=room.game))
    presenter.words_landed(room, [uid, *hearers])  # the hand of whoever is to move comes below them


@own_message
async def phrase(
    query: CallbackQuery,
    callback_data: TalkPhrase,
    t: Translator,
    rooms: RoomService,
    presenter: Presenter,
    outbox: Outbox,
    table_talk: TableTalk,
) -> None:
    """A fixed phrase pressed: to the others at that table, each in their language (no report button:
    it says nothing of its own). Only someone seated at a running table says it, within the same
    limit as words typed; the press is answered with what was said."""
    uid = query.from_user.id
    room = await rooms.get(callback_data.room)
    if callback_data.phrase >= len(PHRASES) or room is None or room.seat_of(uid) is None or not _talks(room):
        await outbox.answer(query.id, t("err-talk-phrase"), alert=True)
        return
    snap = await presenter.snapshot(room)
    mine = snap.prefs.get(uid)
    if mine is not None and not mine.talk:
        await outbox.answer(query.id, t("talk-off-self"), alert=True)
        return
    if not table_talk.throttle.allow(uid):
        said = table_talk.notices.tell(uid)
        await outbox.answer(query.id, t("talk-too-fast", sec=int(table_talk.every)) if said else None)
        return
    hearers = _hearers(room, snap, uid)
    if not hearers:
        await outbox.answer(query.id, t("talk-nobody"), alert=True)
        return
    key = f"talk-phrase-{PHRASES[callback_data.phrase]}"
    await outbox.answer(query.id, t("talk-phrase-sent", text=t(key)))
    seat = room.seat_of(uid)
    assert seat is not None

    def line(tr: Translator, name: str) -> str:
        return tr("talk-line", name=name, text=tr(key))

    await _deliver(room, snap, seat.seat, hearers, presenter, outbox, line, report=False)


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
    router.callback_query.register(phrase, TalkPhrase.filter())
    return router
