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

This module is the chat's face of table talk; the rules themselves — who talks where, to whom, how
often, in which words — are ``bot/chat/talk.py``'s, which the table page's talk follows too.
"""

from __future__ import annotations

from aiogram import F, Router
from aiogram.dispatcher.event.bases import SkipHandler
from aiogram.filters import Command
from aiogram.types import CallbackQuery, InlineKeyboardButton, InlineKeyboardMarkup, Message

from bot.chat.callbacks import TalkPhrase, TalkReport
from bot.chat.presenter import Presenter
from bot.chat.talk import PHRASES, Refused, Said, TableTalk, talking_room, talks
from bot.chat.talk import report as report_to
from bot.handlers.common import own_message
from bot.i18n import Translator
from bot.model import Room
from bot.outbox import Outbox
from bot.rooms.service import RoomService

__all__ = ["PHRASES", "TableTalk", "create_router", "phrase_keyboard"]

#: phrase buttons in a row
PHRASES_PER_ROW = 2


def _running_tables(found: list[Room]) -> int:
    return sum(1 for r in found if talks(r))


async def _refuse(
    outbox: Outbox, table_talk: TableTalk, user_id: int, text: str, markup: InlineKeyboardMarkup | None = None
) -> None:
    """A refusal in words to ``user_id``'s private chat, at most once a second (else nothing)."""
    if table_talk.notices.tell(user_id):
        await outbox.send(user_id, text, markup)


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
    sticker = message.sticker
    said = Said(sticker=sticker.emoji or "🖼") if sticker is not None else Said(text=message.text or "")
    outcome = await table_talk.say(room, uid, said, presenter, outbox)
    if isinstance(outcome, Refused):
        markup = phrase_keyboard(t, room.id) if outcome.phrases else None
        await _refuse(outbox, table_talk, uid, t(outcome.key, **outcome.args), markup)
        return
    if _running_tables(found) > 1:  # several tables: say which one heard it
        await outbox.send(message.chat.id, t("talk-sent-to", game=room.game))
    presenter.words_landed(room, [uid])  # the hand of whoever is to move comes below their words


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
    if room is None:
        await outbox.answer(query.id, t("err-talk-phrase"), alert=True)
        return
    said = Said(phrase=callback_data.phrase)
    outcome = await table_talk.say(room, uid, said, presenter, outbox)
    if isinstance(outcome, Refused):
        if outcome.key == "talk-too-fast":  # a flood's presses: answered in words once a second
            told = table_talk.notices.tell(uid)
            await outbox.answer(query.id, t(outcome.key, **outcome.args) if told else None)
        else:
            await outbox.answer(query.id, t(outcome.key, **outcome.args), alert=True)
        return
    await outbox.answer(query.id, t("talk-phrase-sent", text=said.words(t)))


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
    room = await rooms.get(callback_data.room)
    key, args = await report_to(presenter, room, query.from_user.id, callback_data.seat)
    await outbox.answer(query.id, t(key, **args), alert=True)


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
