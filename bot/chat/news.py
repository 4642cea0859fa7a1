"""What people are told beside a room's standing messages: one short message in the group when a
game ends (its result and the rematch button), announcements to everyone at the table (a pause, a
player gone), a room that could not be loaded, and the «⏰ Поторопить» reminders — each a one-off
message, sent in the background on its chat's lane of the outbox.

The presenter (:mod:`bot.chat.presenter`) owns the room's state and its snapshot; :class:`News`
reads them through :class:`Stage`, which the presenter is.
"""

from __future__ import annotations

from typing import Protocol

from aiogram.types import InlineKeyboardButton as Button
from aiogram.types import InlineKeyboardMarkup

from bot import games
from bot.chat.callbacks import Ready
from bot.chat.group_hands import GroupHands
from bot.chat.pings import HurryPings
from bot.chat.viewers import Prefs, Snapshot
from bot.config import Settings
from bot.i18n import Translator
from bot.model import LOBBY, PLAYING, Room
from bot.outbox import Frame, Outbox, Slot
from bot.plumbing import clock
from bot.plumbing.bounded import LRU
from bot.render.context import Ctx, namer
from bot.render.room import tally_line
from bot.render.timing import fmt_duration

MAX_ANNOUNCED_ROOMS = 2_000


class Stage(Protocol):
    """What the news read of the presenter."""

    outbox: Outbox
    settings: Settings
    hands: GroupHands

    async def snapshot(self, room: Room) -> Snapshot: ...

    def ctx(self, room: Room, snap: Snapshot, viewer: int | None) -> Ctx: ...

    async def user_prefs(self, user_id: int) -> Prefs: ...

    async def frame(self, slot: Slot) -> Frame | None: ...


class News:
    def __init__(self, stage: Stage) -> None:
        self.p = stage
        #: room -> the last match whose end the group was told of
        self._announced: LRU[str, int] = LRU(MAX_ANNOUNCED_ROOMS)
        #: room -> (group, message) of its «🏁 игра окончена»: its rematch button goes once the
        #: rematch starts or the room closes
        self._over: LRU[str, tuple[int, int]] = LRU(MAX_ANNOUNCED_ROOMS)
        self.hurried = HurryPings()

    # ----- the end of a game in the group -------------------------------------------------------------------
    def over_message(self, room_id: str) -> tuple[int, int] | None:
        """The room's «🏁 игра окончена» message (group, message), forgotten here: its rematch
        button is to go (the rematch started, or the room closed)."""
        return self._over.pop(room_id)

    def game_ended(self, before: Room | None, room: Room) -> bool:
        """A match just ended in a group room (once per match: a later state of the same lobby is not)."""
        if before is None or before.status != PLAYING or room.status != LOBBY or room.state is None:
            return False
        if before.match_no != room.match_no:
            return False
        if self._announced.get(room.id) == room.match_no:
            return False
        self._announced.put(room.id, room.match_no)
        return True

    async def game_over(self, room: Room) -> None:
        """One short new message in the group when a game ends: its result and the rematch button
        (the table message above may have scrolled away)."""
        if room.chat_id is None:
            return
        snap = await self.p.snapshot(room)
        ctx = self.p.ctx(room, snap, None)
        game = room.engine()
        if game is None:
            return
        ui = games.get(room.game)
        lines = [ctx.t("game-over-header", game=ctx.t(f"game-{room.game}"))]
        if room.outcome is None:
            lines += ui.results_lines(room, game, ctx, namer(room, ctx))
        tally = tally_line(room, ctx)
        if tally:
            lines.append(tally)
        markup = InlineKeyboardMarkup(
            inline_keyboard=[[Button(text=ctx.t("btn-rematch"), callback_data=Ready(room=room.id).pack())]]
        )
        sent = await self.p.outbox.send(room.chat_id, "\n".join(lines), markup)
        if sent is not None:
            self._over.put(room.id, (room.chat_id, sent.message_id))

    # ----- announcements ------------------------------------------------------------------------------------
    async def announce(self, room: Room, key: str, users: list[int], exclude: set[int]) -> None:
        """A new message (with sound) to every other human at the table, and one to the group."""
        p = self.p
        snap = await p.snapshot(room)
        who = ", ".join(snap.names.get(u, "?") for u in users)
        until = room.pause_until()
        wait = (until - clock.now()) if until is not None else 0.0
        for uid in room.human_ids():
            prefs = snap.prefs.get(uid)
            if uid in exclude or (prefs and await p.hands.only_here(room, prefs.started, prefs.hands)):
                continue  # (one who plays in the group only reads the group's message below)
            t = Translator(snap.prefs[uid].lang if uid in snap.prefs else p.settings.fallback_locale)
            text = t(key, names=who, game=t(f"game-{room.game}"), dur=fmt_duration(t, wait))
            await p.outbox.send(uid, text, notify=True)
        if room.chat_id is not None:
            t = Translator(room.locale)
            text = t(key, names=who, game=t(f"game-{room.game}"), dur=fmt_duration(t, wait))
            await p.outbox.send(room.chat_id, text)

    async def room_fault(self, users: list[int], chat_id: int | None, locale: str) -> None:
        """A room that could not be loaded was closed: its players (and its group) are told once."""
        p = self.p
        for uid in users:
            t = Translator((await p.user_prefs(uid)).lang)
            await p.outbox.send(uid, t("room-fault"), notify=True)
        if chat_id is not None:
            t = Translator(locale if locale else p.settings.default_locale)
            await p.outbox.send(chat_id, t("room-fault"))

    # ----- «Поторопить» -------------------------------------------------------------------------------------
    async def hurry_pings(self, room: Room, by_user: int, targets: list[int]) -> None:
        p = self.p
        snap = await p.snapshot(room)
        # what they are waited for: their move, the next deal, or their «Готово» in the lobby
        key = (
            "hurry-ping" if room.game_running()
            else "hurry-ping-next" if room.between_deals()
            else "hurry-ping-lobby"
        )  # fmt: skip
        here: list[str] = []  # who plays in the group only, and cannot be brought their hand there
        for uid in targets:
            prefs = snap.prefs.get(uid)
            if prefs is not None and await p.hands.only_here(room, prefs.started, prefs.hands):
                if not await p.hands.hurry(room, uid):
                    here.append(snap.names.get(uid, "?"))
                continue
            t = Translator(snap.prefs[uid].lang if uid in snap.prefs else p.settings.fallback_locale)
            text = t(key, name=snap.names.get(by_user, "?"), game=t(f"game-{room.game}"))
            sent = await p.outbox.send(uid, text, notify=True)
            if sent is not None:
                # it goes once no longer true; the hand it asks for comes down below it
                self.hurried.sent(room.id, uid, sent.message_id, key)
                p.outbox.mark((room.id, uid, "hand"), p.frame, urgent=True, lift=True)
        if here and room.chat_id is not None:  # in the group's own words, seen by all
            t = Translator(room.locale)
            await p.outbox.send(
                room.chat_id, t("hurry-group", names=", ".join(here), name=snap.names.get(by_user, "?"))
            )

    def stale_hurries(self, room: Room) -> list[tuple[int, int]]:
        """(user, message id) of the room's hurry pings no longer true (to delete)."""
        return self.hurried.stale(room)
