"""Table talk's rules (issue 32), written once for both faces: the chat (``bot/handlers/talk.py``: what
a seated person writes to the bot in private, a fixed phrase pressed, «⚠️ Пожаловаться») and the
table page (``bot/web/tabletalk.py``: ``api/table/say`` and ``api/table/report``). Each face only
says what was said and shows the outcome in its own way; who may talk, to whom, how often and in
which words is decided here.

**Where talk goes.** A running room without a group with another person in it (:func:`talks`); the
speaker is seated there and has not switched talk off (/profile); the hearers are the others seated
who neither muted the room (/mute, ``bot/rooms/talk.py``) nor switched talk off. While a team deal
runs with partners who are people (``sides.partners_in_deal``: «называть свои карты и подсказывать
нельзя — и в чате тоже») only the fixed phrases (:data:`PHRASES`) are relayed. The speaker's words
are limited by one token bucket per person, whichever face they come from.

**How a line reaches a hearer** (:meth:`TableTalk.say`). Every hearer whose table page of the room is
open in this process gets the line there, live (:class:`Pages`, the table pages' hub); their private
chat gets it as a message with «⚠️ Пожаловаться» — unless their chat rests because that page is open
(``bot/chat/quiet.py``) and the line reached it: then the page alone shows it, where they play, and
the resting chat costs no call. A page open only in another worker (several webhook workers) is not
reached from here: that hearer's chat gets the line instead, so a line is never lost. The speaker's
own open pages show it too. Nothing of a line is stored anywhere.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass, field
from typing import Any, Protocol

from aiogram.types import InlineKeyboardButton, InlineKeyboardMarkup

from bot.chat.callbacks import TalkReport
from bot.chat.middlewares import Notices, Throttle
from bot.chat.presenter import Presenter
from bot.chat.quiet import table_open
from bot.chat.viewers import Snapshot
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


@dataclass(frozen=True)
class Said:
    """What one person said: their words, a sticker (its emoji) or a fixed phrase (its index)."""

    text: str = ""
    sticker: str | None = None
    phrase: int | None = None

    @property
    def kind(self) -> str:
        return "phrase" if self.phrase is not None else "sticker" if self.sticker is not None else "text"

    def words(self, t: Translator) -> str:
        """What a reader sees after the name, in the reader's language (a phrase is translated)."""
        if self.phrase is not None:
            return t(f"talk-phrase-{PHRASES[self.phrase]}")
        if self.sticker is not None:
            return self.sticker
        return self.text[:TALK_TEXT_LIMIT]

    def message(self, t: Translator, name: str) -> str:
        """The whole chat message: «💬 Аня: ходи!»."""
        if self.sticker is not None and self.phrase is None:
            return t("talk-sticker", name=name, emoji=self.sticker)
        return t("talk-line", name=name, text=self.words(t))


@dataclass(frozen=True)
class Refused:
    """Not relayed: why, as a locale key; ``phrases``: the fixed phrases are what may be said now."""

    key: str
    args: dict[str, Any] = field(default_factory=dict)
    phrases: bool = False


@dataclass(frozen=True)
class Relayed:
    """Relayed: the line as the speaker's own page shows it, and who got it in their chat."""

    line: dict[str, Any]
    chats: list[int]


class Pages(Protocol):
    """The table pages open in this process (``bot/web/live.py: Hub``)."""

    def tell(self, room_id: str, user_id: int, line: dict[str, Any]) -> bool:
        """Show ``line`` on ``user_id``'s open pages of the room; False: none is open here."""
        ...


def talks(room: Room) -> bool:
    """A running room without a group and with another person in it: where table talk goes."""
    return room.status == PLAYING and room.chat_id is None and len(room.human_ids()) > 1


def may_talk(room: Room, snap: Snapshot, user_id: int) -> bool:
    """Does the room have talk for ``user_id``: seated in a room that talks, talk not switched off?"""
    prefs = snap.prefs.get(user_id)
    return talks(room) and room.seat_of(user_id) is not None and (prefs is None or prefs.talk)


def hearers(room: Room, snap: Snapshot, user_id: int) -> list[int]:
    """The others seated who hear table talk: neither muted this room nor switched it off."""
    quiet = muted(room)
    return [
        u for u in room.human_ids()
        if u != user_id and u not in quiet and (p := snap.prefs.get(u)) is not None and p.talk
    ]  # fmt: skip


async def talking_room(rooms: RoomService, user_id: int) -> Room | None:
    """The running room without a group where ``user_id`` sits that changed last: the table whose
    message is at the bottom of their chat (the order /hand shows them in)."""
    for room in await rooms.rooms_of_user(user_id):  # the latest changed first
        if talks(room):
            return room
    return None


class TableTalk:
    """Table talk's state in one process (injected into handlers as ``table_talk``; the table page's
    API holds the same one): the per-person rate limit, when each person was last refused in words
    in their chat, and the table pages that show lines live."""

    def __init__(
        self, burst: int = TALK_BURST, every: float = TALK_EVERY_SECONDS, *, pages: Pages | None = None
    ) -> None:
        self.throttle = Throttle(1.0 / every, burst)
        self.every = every
        self.notices = Notices()
        self.pages = pages

    async def say(
        self, room: Room, user_id: int, said: Said, presenter: Presenter, outbox: Outbox
    ) -> Refused | Relayed:
        """``user_id`` says ``said`` at ``room``'s table: checked in the rules' order (seated at a table
        that talks, talk on, phrases only during a team deal, the rate, somebody hears), then relayed."""
        seat = room.seat_of(user_id)
        phrase = said.phrase
        if phrase is not None and not 0 <= phrase < len(PHRASES):
            return Refused("err-talk-phrase")
        if seat is None or not talks(room):
            return Refused("err-talk-phrase" if phrase is not None else "err-talk-table")
        snap = await presenter.snapshot(room)
        mine = snap.prefs.get(user_id)
        if mine is not None and not mine.talk:
            return Refused("talk-off-self")
        if phrase is None and partners_in_deal(room):  # no free text to a partner during the deal
            return Refused("talk-phrases-only", {"game": room.game}, phrases=True)
        if not self.throttle.allow(user_id):
            return Refused("talk-too-fast", {"sec": int(self.every)})
        heard = hearers(room, snap, user_id)
        if not heard:
            return Refused("talk-nobody")
        line_id = secrets.token_hex(6)
        now = clock.now()
        chats: list[int] = []
        for u in heard:
            ctx = presenter.ctx(room, snap, u)
            name = namer(room, ctx)(seat.seat)
            shown = self._tell(room, u, page_line(line_id, seat.seat, name, said, ctx.t, you=False))
            if shown and table_open(snap, u, now):
                continue  # their chat rests while the page is open: the page alone shows it
            markup = report_markup(ctx.t, room.id, seat.seat) if said.phrase is None else None
            await outbox.send(u, said.message(ctx.t, name), markup)
            chats.append(u)
        ctx = presenter.ctx(room, snap, user_id)
        line = page_line(line_id, seat.seat, namer(room, ctx)(seat.seat), said, ctx.t, you=True)
        self._tell(room, user_id, line)
        presenter.words_landed(room, chats)  # the hand of whoever is to move comes below them
        return Relayed(line, chats)

    def _tell(self, room: Room, user_id: int, line: dict[str, Any]) -> bool:
        return self.to_page(room.id, user_id, line)

    def to_page(self, room_id: str, user_id: int, line: dict[str, Any]) -> bool:
        """Show ``line`` on ``user_id``'s pages of the room open in this process (a talk line, or a
        ``kind`` ``notice``: words they asked for there); False: none is open here."""
        return self.pages is not None and self.pages.tell(room_id, user_id, line)


def page_line(
    line_id: str, seat: int, name: str, said: Said, t: Translator, *, you: bool
) -> dict[str, Any]:
    """A line as the table page shows it (``event: talk``): ``report`` — it may be reported
    (another's words, not a fixed phrase)."""
    return {
        "id": line_id, "seat": seat, "name": name, "text": said.words(t), "kind": said.kind, "you": you,
        "report": not you and said.phrase is None,
    }  # fmt: skip


def report_markup(t: Translator, room_id: str, seat: int) -> InlineKeyboardMarkup:
    """«⚠️ Пожаловаться» under a relayed message."""
    data = TalkReport(room=room_id, seat=seat).pack()
    button = InlineKeyboardButton(text=t("btn-talk-report"), callback_data=data)
    return InlineKeyboardMarkup(inline_keyboard=[[button]])


async def report(
    presenter: Presenter, room: Room | None, user_id: int, seat: int
) -> tuple[str, dict[str, Any]]:
    """«⚠️ Пожаловаться»: the person at ``seat`` is kept out of ``user_id``'s future quick matches.
    Only someone seated in that room reports, and not themselves; the answer's key and arguments."""
    users = room.seat_users() if room is not None else []
    reported = users[seat] if 0 <= seat < len(users) else None
    if room is None or room.seat_of(user_id) is None or reported is None or reported == user_id:
        return "err-talk-report", {}
    await talk_storage.report(presenter.storage, user_id, reported, clock.now())
    snap = await presenter.snapshot(room)
    return "talk-reported", {"name": namer(room, presenter.ctx(room, snap, user_id))(seat)}

