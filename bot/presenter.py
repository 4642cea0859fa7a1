"""Everything players see after a change: each standing message of the room rendered and handed
to the outbox, the «Ваш ход» pings, announcements, the «Стоп!» bar's refresh.

Implements the room service's :class:`~bot.rooms.service.Notifier`. One storage read per redraw
gathers what every viewer's render needs (names, preferences, reachability, the match's deals, the
deadlines).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections import OrderedDict
from dataclasses import dataclass, field
from typing import Any

from bot import games
from bot.config import Settings
from bot.i18n import Translator, pick_language
from bot.outbox import Outbox
from bot.pings import Pinger
from bot.render.context import Ctx
from bot.render.room import render
from bot.render.timing import fmt_duration
from bot.rooms.deadlines import timing
from bot.rooms.model import CLOSED, Room
from bot.storage import Storage

log = logging.getLogger(__name__)

MAX_UI_STATES = 10_000


@dataclass
class Prefs:
    lang: str
    style: str = "italian"
    fp: bool = False


@dataclass
class Snapshot:
    """What the renders of one room need besides the room, read at once."""

    prefs: dict[int, Prefs] = field(default_factory=dict)
    names: dict[int, str] = field(default_factory=dict)
    unreachable: set[int] = field(default_factory=set)
    deals: dict[tuple[int, int], dict[str, Any]] = field(default_factory=dict)
    records: list[tuple[int, int]] = field(default_factory=list)
    deadlines: dict[str, Any] = field(default_factory=dict)


class Presenter:
    def __init__(self, storage: Storage, outbox: Outbox, settings: Settings, bot_username: str) -> None:
        self.storage = storage
        self.outbox = outbox
        self.settings = settings
        self.bot_username = bot_username
        self.pinger = Pinger(storage, outbox, enabled=settings.turn_pings)
        #: (room, user) -> (turn, selection, pick) last drawn, so a bar refresh keeps the selection
        self._ui: OrderedDict[tuple[str, int], tuple[int, int, str | None]] = OrderedDict()
        #: room -> (turn, task) redrawing the «Стоп!» bar about once a second
        self._tickers: dict[str, tuple[int, asyncio.Task[None]]] = {}
        #: room -> the newest turn drawn (a late notification of an older state is not drawn)
        self._drawn: dict[str, int] = {}

    async def close(self) -> None:
        tickers = [t for _, t in self._tickers.values()]
        self._tickers.clear()
        for t in tickers:
            t.cancel()
        for t in tickers:
            with contextlib.suppress(BaseException):
                await t

    # ----- reading once per redraw -------------------------------------------------------------------------
    def _prefs(self, row: Any) -> Prefs:
        lang = pick_language(row["language"], row["tg_language"], self.settings.default_locale)
        return Prefs(lang, row["deck_style"], bool(row["show_fingerprint"]))

    async def user_prefs(self, user_id: int) -> Prefs:
        async with self.storage.read() as tx:
            row = await tx.users.get(user_id)
        return Prefs(self.settings.default_locale) if row is None else self._prefs(row)

    async def snapshot(self, room: Room) -> Snapshot:
        ids = set(room.human_ids()) | {u for u in room.seat_users() if u is not None} | {room.creator}
        snap = Snapshot()
        async with self.storage.read() as tx:
            for uid, row in (await tx.users.many(ids)).items():
                snap.prefs[uid] = self._prefs(row)
                snap.names[uid] = row["first_name"] or (row["username"] or str(uid))
                if not row["reachable"]:
                    snap.unreachable.add(uid)
            for info in await tx.deals.of_match(room.id, room.match_no):
                snap.deals[(room.match_no, info["deal_no"])] = info
            if room.status == CLOSED:
                snap.records = await tx.deals.last_finished_per_match(room.id)
            snap.deadlines = await tx.deadlines.of_room(room.id)
        return snap

    def ctx(self, room: Room, snap: Snapshot, viewer: int | None) -> Ctx:
        if viewer is None:
            prefs = Prefs(room.locale)
        else:
            prefs = snap.prefs.get(viewer) or Prefs(self.settings.default_locale)
        return Ctx(
            Translator(prefs.lang),
            self.bot_username,
            style=prefs.style,
            show_fp=prefs.fp,
            names=snap.names,
            unreachable=snap.unreachable,
            deals=snap.deals,
            records=snap.records,
            timing=timing(room, snap.deadlines, self.settings, time.time()),
        )

    # ----- the Notifier ------------------------------------------------------------------------------------
    async def room_changed(self, room: Room) -> None:
        """Redraw every standing message of the room; one failing render (logged) does not keep
        the others from being drawn."""
        if room.turn < self._drawn.get(room.id, -1):
            return  # a newer state of this room was already drawn
        self._drawn[room.id] = room.turn
        snap = await self.snapshot(room)
        if room.chat_id is not None:
            self._draw(room, snap, None)
        for uid in room.human_ids():
            self._draw(room, snap, uid)
        try:
            await self.pinger.room_changed(room, {u: p.lang for u, p in snap.prefs.items()})
        except Exception:
            log.exception("pings of room %s failed", room.id)
        if room.status == CLOSED:
            self._forget(room.id)
        else:
            self._tick_if_racing(room, snap)

    def _draw(self, room: Room, snap: Snapshot, viewer: int | None, *, fresh: bool = False) -> None:
        try:
            selection, pick = 0, None
            if viewer is not None:
                turn, selection, pick = self._ui.get((room.id, viewer), (room.turn, 0, None))
                if turn != room.turn:
                    selection, pick = 0, None
                self._remember(room.id, viewer, room.turn, selection, pick)
            text, markup = render(room, viewer, self.ctx(room, snap, viewer), selection=selection, pick=pick)
            if viewer is None:
                assert room.chat_id is not None
                self.outbox.show((room.id, room.chat_id, "table"), text, markup)
            else:
                self.outbox.show((room.id, viewer, "hand"), text, markup, fresh=fresh)
        except Exception:
            log.exception("drawing room %s for %s failed", room.id, viewer)

    def _remember(self, room_id: str, user_id: int, turn: int, selection: int, pick: str | None) -> None:
        key = (room_id, user_id)
        self._ui[key] = (turn, selection, pick)
        self._ui.move_to_end(key)
        while len(self._ui) > MAX_UI_STATES:
            self._ui.popitem(last=False)

    def _forget(self, room_id: str) -> None:
        self._drawn.pop(room_id, None)
        for key in [k for k in self._ui if k[0] == room_id]:
            del self._ui[key]

    async def show_user(
        self, room: Room, user_id: int, *, selection: int = 0, pick: str | None = None, fresh: bool = False
    ) -> None:
        """Draw one player's message (their own selection, a card's moves, or anew with /hand)."""
        self._remember(room.id, user_id, room.turn, selection, pick)
        self._draw(room, await self.snapshot(room), user_id, fresh=fresh)

    async def left(self, room: Room, user_id: int) -> None:
        prefs = await self.user_prefs(user_id)
        self._ui.pop((room.id, user_id), None)
        self.outbox.show((room.id, user_id, "hand"), Translator(prefs.lang)("you-left"), None)

    async def announce(self, room: Room, key: str, users: list[int], *, exclude: set[int]) -> None:
        """A new message (with sound) to every other human at the table, and one to the group."""
        snap = await self.snapshot(room)
        who = ", ".join(snap.names.get(u, "?") for u in users)
        until = room.pause_until()
        wait = (until - time.time()) if until is not None else 0.0
        for uid in room.human_ids():
            if uid in exclude:
                continue
            t = Translator(snap.prefs[uid].lang if uid in snap.prefs else self.settings.default_locale)
            await self.outbox.send(
                uid, t(key, names=who, game=t(f"game-{room.game}"), dur=fmt_duration(t, wait)), notify=True
            )
        if room.chat_id is not None:
            t = Translator(room.locale)
            await self.outbox.send(
                room.chat_id, t(key, names=who, game=t(f"game-{room.game}"), dur=fmt_duration(t, wait))
            )

    async def hurry_pings(self, room: Room, by_user: int, targets: list[int]) -> None:
        snap = await self.snapshot(room)
        for uid in targets:
            t = Translator(snap.prefs[uid].lang if uid in snap.prefs else self.settings.default_locale)
            text = t("hurry-ping", name=snap.names.get(by_user, "?"), game=t(f"game-{room.game}"))
            await self.outbox.send(uid, text, notify=True)

    # ----- the «Стоп!» bar ---------------------------------------------------------------------------------
    def _tick_if_racing(self, room: Room, snap: Snapshot) -> None:
        """Keep redrawing the bar while one seat races the clock (private message only)."""
        clock = self.ctx(room, snap, None).timing.clock
        current = self._tickers.get(room.id)
        if clock is None or clock.due <= time.time():
            return
        if current is not None:
            if current[0] == room.turn and not current[1].done():
                return
            current[1].cancel()
        self._tickers[room.id] = (room.turn, asyncio.create_task(self._ticker(room.id, room.turn, clock.due)))

    async def _ticker(self, room_id: str, turn: int, due: float) -> None:
        step = max(0.05, self.settings.bar_refresh_seconds)
        try:
            while True:
                left = due - time.time()
                if left <= 0:
                    return
                await asyncio.sleep(min(step, left))
                if due - time.time() <= 0.05:
                    return
                async with self.storage.read() as tx:
                    room = await tx.rooms.load(room_id)
                if room is None or room.turn != turn or not room.game_running():
                    return
                game = room.engine()
                assert game is not None
                ui = games.get(room.game)
                racing = [
                    s.user_id for s in room.humans() if ui.bar_kind(game.view(s.seat), s.seat) is not None
                ]
                if racing:
                    snap = await self.snapshot(room)
                    for uid in racing:
                        assert uid is not None
                        self._draw(room, snap, uid)
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("progress bar of room %s failed", room_id)
        finally:
            entry = self._tickers.get(room_id)
            if entry is not None and entry[1] is asyncio.current_task():
                del self._tickers[room_id]
