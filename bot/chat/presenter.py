"""Everything players see after a change: the room's standing messages marked for a redraw and
the «Ваш ход» pings; announcements and «Поторопить» are :mod:`bot.chat.news`'s, the «Стоп!» bar's
refresh :mod:`bot.chat.bar`'s.

The live hand is the newest message when it matters: a person's hand is brought down to the bottom
of their chat (a new message, the old one deleted) when they start being waited for and a newer
message has pushed it up, and with sound when the ping comes (:mod:`bot.chat.pings`). A rematch starts on
new messages in every chat (in the group below «🏁»); the old ones keep the finished match's result
and record button, without buttons that would play on.

Implements the room service's :class:`~bot.rooms.kernel.Notifier` without waiting for the network:
a change only marks slots in the outbox (the person to act first); the outbox asks
:meth:`Presenter.frame` for a slot's frame when that chat's turn to send comes, and the frame shows
the newest state of the room known then. One storage read per room state gathers what every
viewer's render needs (names, preferences, reachability, the match's deals, the deadlines).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Coroutine
from typing import Any

from bot import games
from bot.chat.bar import Bars
from bot.chat.group_hands import GroupHands, receiver_of
from bot.chat.invite_cards import InviteCards
from bot.chat.news import News
from bot.chat.pings import Pinger, waited_among
from bot.chat.quiet import Quiet, table_open
from bot.chat.viewers import Choice, Prefs, Snapshot
from bot.config import Settings
from bot.games.base import Layout, place
from bot.i18n import Translator, pick_language
from bot.model import CLOSED, LOBBY, PLAYING, Room
from bot.outbox import Frame, Outbox, Slot
from bot.plumbing import clock
from bot.plumbing.bounded import LRU
from bot.render.context import Ctx
from bot.render.replays import app_link
from bot.render.room import closed_text, finished, render, retired_as
from bot.rooms.cache import RoomCache
from bot.rooms.deadlines import timing
from bot.rules import rules_of
from bot.storage import Database, api
from bot.storage.values import Person
from engines.protocol import Action

log = logging.getLogger(__name__)

MAX_UI_STATES = 10_000
MAX_ANNOUNCED_ROOMS = 2_000
#: how many newer states of a room a frame follows while reading its snapshot before it draws one
STATE_TRIES = 3


class Presenter:
    def __init__(
        self,
        storage: Database,
        outbox: Outbox,
        settings: Settings,
        bot_username: str,
        cache: RoomCache[Snapshot] | None = None,
    ) -> None:
        self.storage = storage
        self.outbox = outbox
        self.settings = settings
        self.bot_username = bot_username
        s = settings
        self.pinger = Pinger(
            self._ring,
            enabled=s.turn_pings,
            delay=s.ping_delay_seconds,
            interval=s.ping_interval_seconds,
            prefs=self._ping_prefs,
            quiet=self._on_table,
        )
        #: the chats left undrawn while a table page is open (bot/chat/quiet.py)
        self.quiet = Quiet(storage, self._table_closed)
        #: https://t.me/<bot>/<short name>: the direct link to the Mini App (WEBAPP_SHORT_NAME)
        self.app_link = app_link(bot_username, s.webapp_short_name)
        #: (room, user) -> what they chose on their message, so a redraw keeps it
        self._ui: LRU[tuple[str, int], Choice] = LRU(MAX_UI_STATES)
        #: room -> the newest state known (the room service's too), and its snapshot once read
        self.rooms: RoomCache[Snapshot] = cache if cache is not None else RoomCache()
        self._tasks: set[asyncio.Task[None]] = set()
        #: room -> the state whose snapshot is being read, and the read (``_read_once``)
        self._reading: dict[str, tuple[Room, asyncio.Future[Snapshot]]] = {}
        #: room -> its finished match, kept above «closed» once the room closes (its state goes then)
        self._finished: LRU[str, Room] = LRU(MAX_ANNOUNCED_ROOMS)
        #: hands in the group (ephemeral messages, :mod:`bot.chat.group_hands`)
        self.hands = GroupHands(
            outbox, self.frame, storage, self._where, default_on=s.group_hands,
            answer_seconds=s.ephemeral_answer_seconds, admin_ttl=s.admin_check_seconds,
            pace=60.0 / s.ephemeral_per_minute if s.ephemeral_per_minute > 0 else s.group_edit_interval,
        )  # fmt: skip
        #: invitation cards posted through inline mode, redrawn as their rooms fill
        self.cards = InviteCards(outbox, self.snapshot, self.ctx)
        #: the group's «🏁» message, announcements, «Поторопить» (bot/chat/news.py)
        self.news = News(self)
        #: the «Стоп!» bar's redraws (bot/chat/bar.py)
        self.bars = Bars(self)

    async def close(self) -> None:
        await self.pinger.close()
        await self.bars.close()
        await self.quiet.close()
        for _, read in list(self._reading.values()):
            read.cancel()
        tasks = list(self._tasks)
        for t in tasks:
            t.cancel()
        for t in tasks:
            with contextlib.suppress(BaseException):
                await t

    def _spawn(self, coro: Coroutine[Any, Any, None]) -> None:
        task = asyncio.create_task(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    # ----- reading once per room state ----------------------------------------------------------------------
    def prefs_of(self, row: Person) -> Prefs:
        lang = pick_language(row.language, row.tg_language, self.settings.default_locale)
        return Prefs(
            lang,
            row.deck_style,
            row.show_fingerprint,
            row.pings,
            row.table_talk,
            row.hands,
            row.started,
            hints=row.hints,
        )

    async def user_prefs(self, user_id: int) -> Prefs:
        row = await api.person(self.storage, user_id)
        return Prefs(self.settings.fallback_locale) if row is None else self.prefs_of(row)

    async def _where(self, user_id: int) -> str:
        prefs = await self.user_prefs(user_id)
        return prefs.hands if prefs.started else "group"  # the bot cannot write to them first

    async def _ping_prefs(self, user_id: int) -> tuple[str, bool]:
        prefs = await self.user_prefs(user_id)
        return prefs.lang, prefs.pings

    async def snapshot(self, room: Room) -> Snapshot:
        ids = set(room.human_ids()) | {u for u in room.seat_users() if u is not None} | {room.creator}
        snap = Snapshot()
        seen = await api.around(self.storage, room, ids, records=room.status == CLOSED)
        snap.deadlines, snap.records, snap.tables = seen.deadlines, seen.records, dict(seen.tables)
        # a quick match's strangers: the names they agreed to show (bot/rooms/quick.py), never a username
        shown = (room.extra.get("names") or {}) if room.extra.get("quick") else None
        for uid, row in seen.people.items():
            snap.prefs[uid] = self.prefs_of(row)
            if shown is not None:
                snap.names[uid] = str(shown.get(str(uid)) or row.first_name or "?")
            else:
                snap.names[uid] = row.first_name or (row.username or str(uid))
            if not row.reachable:
                snap.unreachable.add(uid)
        for info in seen.deals:
            snap.deals[(room.match_no, info.deal_no)] = info
        return snap

    def ctx(self, room: Room, snap: Snapshot, viewer: int | None) -> Ctx:
        if viewer is None:
            prefs = Prefs(room.locale)
        else:
            prefs = snap.prefs.get(viewer) or Prefs(self.settings.fallback_locale)
        group_hands = room.chat_id is not None and self.hands.on(room.chat_id)
        return Ctx(
            Translator(prefs.lang),
            self.bot_username,
            style=prefs.style,
            show_fp=prefs.fp,
            hints=prefs.hints,
            names=snap.names,
            unreachable=snap.lost(group_hands),
            deals=snap.deals,
            records=snap.records,
            timing=timing(room, snap.deadlines, self.settings, clock.now()),
            ai_level=self.settings.ai_level,
            webapp_url=self.settings.webapp_url,
            app_link=self.app_link,
            group_hands=group_hands,
            reviews=self.settings.reviews_per_hour > 0,
        )

    async def state(self, room_id: str) -> tuple[Room, Snapshot] | None:
        """The room's newest state and its snapshot, read once per state (frames, the table pages)."""
        known = self.rooms.attached(room_id)
        if known is None:
            room = await api.room(self.storage, room_id)
            if room is None:
                return None
            self.rooms.offer(room)
            known = self.rooms.attached(room_id) or (room, None)
        room, snap = known
        tries = 0
        while snap is None:
            snap = await self._read_once(room)
            current = self.rooms.attached(room_id)
            if current is None or current[0] is room:
                self.rooms.attach(room, snap)
                break
            tries += 1
            if tries >= STATE_TRIES:  # the room keeps changing: this frame, the next redraw follows
                break
            # a newer state arrived while the snapshot was read: draw that one, not a frame that
            # is stale before it is sent (a wasted group edit, cards shown that have moved on)
            room, snap = current
        return room, snap

    async def _read_once(self, room: Room) -> Snapshot:
        """The snapshot of this state: one read for every frame that asks at once (the presser's
        answer and their redraw ask together; each read its own, 2.9 reads a state)."""
        reading = self._reading.get(room.id)
        if reading is None or reading[0] is not room:
            task = asyncio.ensure_future(self.snapshot(room))
            reading = (room, task)
            self._reading[room.id] = reading

            def done(t: asyncio.Future[Snapshot], room_id: str = room.id) -> None:
                if self._reading.get(room_id, (None, None))[1] is t:
                    del self._reading[room_id]
                if not t.cancelled():
                    t.exception()  # (retrieved: each caller that waits gets it raised)

            task.add_done_callback(done)
        # (shielded: one caller cancelled does not cancel the read the others wait for)
        return await asyncio.shield(reading[1])

    # ----- the Notifier -------------------------------------------------------------------------------------
    async def room_changed(self, room: Room, *, by: int | None = None, before: Room | None = None) -> None:
        """Mark every standing message of the room for a redraw — at once for the people to act and
        for ``by``, who pressed (the others coalesced) — and start or stop the pings; nothing here
        waits for Telegram. ``before``: the state known before this one (the room service offered
        ``room`` to the shared cache already; another caller's state is offered here)."""
        # (fresh: what is read beside the room may have changed with it — a deadline taken, someone
        # unreachable — also when the room's row did not)
        known = self.rooms.offer(room, fresh=True)
        if before is None and known is not room:
            before = known
        game = room.engine()
        to_act = set(game.to_act()) if game is not None and room.game_running() else set()
        # a rematch starts on new messages at the bottom of every chat (the finished match's stay)
        finished_before = before is not None and before.status == LOBBY and before.state is not None
        rematch = finished_before and room.status == PLAYING
        if finished_before and room.status == CLOSED and before is not None:
            self._finished.put(room.id, before)
        over = self.news.over_message(room.id) if rematch or room.status == CLOSED else None
        if over is not None:
            self._spawn(self.outbox.strip_buttons(*over))
        if room.chat_id is not None:
            self.outbox.mark((room.id, room.chat_id, "table"), self.frame, fresh=rematch)
            if self.news.game_ended(before, room):
                self._spawn(self.news.game_over(room))
        ui = games.get(room.game)
        for seat in room.humans():
            assert seat.user_id is not None
            if (
                seat.user_id != by
                and before is not None
                and before.match_no == room.match_no
                and ui.rules.seat_out(before, seat.seat)
                and ui.rules.seat_out(room, seat.seat)
            ):
                continue  # out of the deal: drawn once when they went out, again when it ends
            urgent = seat.seat in to_act or seat.user_id == by
            lift = self._wait_starts(before, room, seat.seat)
            slot = (room.id, seat.user_id, "hand")
            self.outbox.mark(slot, self.frame, urgent=urgent, fresh=rematch, lift=lift)
            # in the group too: brought anew when waited for (sent only by an administrator bot),
            # unless they play on the table page
            quiet = self.quiet.holds(room.id, seat.user_id)
            if room.chat_id is not None and not quiet and (lift or self.hands.active(room.id, seat.user_id)):
                self._spawn(self.hands.bring(room, seat.user_id, urgent=urgent, fresh=lift))
        if (cards := self.cards.changed(before, room)) is not None:
            self._spawn(cards)
        try:
            self.pinger.room_changed(room)
        except Exception:
            log.exception("pings of room %s failed", room.id)
        for uid, message_id in self.news.stale_hurries(room):
            self._spawn(self._delete(uid, message_id))
        if room.status == CLOSED:
            self._forget(room.id)
        else:
            self.bars.tick_if_racing(room)

    @staticmethod
    def _wait_starts(before: Room | None, room: Room, seat: int) -> bool:
        """Does the room start waiting for ``seat`` (the moment its hand is brought down)? Not known
        without the state before (a first look after a restart)."""
        rules = rules_of(room.game)

        def waited(r: Room) -> bool:  # a paused game waits for nobody at the table
            return rules.waiting_for(r, seat) and not r.auto(seat) and not r.paused

        if before is None or not waited(room):
            return False
        return before.match_no != room.match_no or not waited(before)

    def words_landed(self, room: Room, users: list[int]) -> None:
        """Words just landed in these people's chats (table talk): the hand of each one the room
        waits for comes down below them, silently (see :func:`bot.chat.pings.waited_among`)."""
        for uid in waited_among(self.rooms.newest(room.id) or room, users):
            self.outbox.mark((room.id, uid, "hand"), self.frame, lift=True)

    async def _ring(self, room: Room, user_id: int) -> None:
        """The ping: the hand anew at the bottom of the chat, with sound (see :mod:`bot.chat.pings`); the
        separate «🔔» line an earlier version of the bot left there goes."""
        self.outbox.mark((room.id, user_id, "hand"), self.frame, urgent=True, ring=True)
        shown = await self.outbox.ledger.shown(room.id, user_id, "ping")
        if shown is not None:
            await self.outbox.ledger.remember(room.id, user_id, "ping", None, None)
            await self.outbox.delete(user_id, shown[0])

    # ----- the table page open: a quiet chat (bot/chat/quiet.py) --------------------------------------------
    async def _on_table(self, room: Room, user_id: int) -> bool:
        """Does the person play the room on its table page now (no «Ваш ход» in the chat, then)?"""
        state = await self.state(room.id)
        if state is None or not table_open(state[1], user_id, clock.now()):
            return False
        self.quiet.hold(room.id, user_id, state[1].tables[user_id])
        return True

    def _table_closed(self, room_id: str, user_id: int) -> None:
        """The person's table page closed (or they pressed in a chat): their chat messages of the
        room are drawn again as the room is now — brought down to the bottom if it waits for them."""
        known = self.rooms.attached(room_id)
        if known is not None and known[1] is not None:
            known[1].tables.pop(user_id, None)
        room = known[0] if known is not None else None
        seat = room.seat_of(user_id) if room is not None else None
        lift = room is not None and seat is not None and bool(waited_among(room, [user_id]))
        self.outbox.mark((room_id, user_id, "hand"), self.frame, urgent=lift, lift=lift)
        if room is not None and room.chat_id is not None and seat is not None:
            self._spawn(self.hands.bring(room, user_id, urgent=lift, fresh=lift))

    async def chat_pressed(self, room_id: str, user_id: int) -> None:
        """The person pressed one of the room's buttons in a chat (or asked for their hand there): if
        their table page is open, the chat is theirs again until the page is opened anew (README,
        «The table in the Mini App») — stored, so that every worker draws it."""
        try:
            state = await self.state(room_id)
            if state is None or not table_open(state[1], user_id, clock.now()):
                return
            await api.table_chat(self.storage, room_id, user_id)
        except Exception:  # (a room that cannot be read, the database busy) the press goes on
            log.warning("could not give room %s's chat back to %s", room_id, user_id, exc_info=True)
            if not self.quiet.holds(room_id, user_id):
                return
        self.quiet.release(room_id, user_id)
        self._table_closed(room_id, user_id)

    async def _delete(self, chat_id: int, message_id: int) -> None:
        await self.outbox.delete(chat_id, message_id)

    async def frame(self, slot: Slot) -> Frame | None:
        """The outbox's renderer: a slot's frame as the room is now."""
        room_id, chat_id, kind = slot
        state = await self.state(room_id)
        if state is None:
            return None
        room, snap = state
        receiver = receiver_of(kind)
        if (kind == "table" or receiver is not None) and room.chat_id != chat_id:
            return None  # the group is gone (the bot was removed) or moved (a supergroup now)
        viewer = None if kind == "table" else receiver or chat_id
        if viewer is not None and table_open(snap, viewer, clock.now()):
            self.quiet.hold(room.id, viewer, snap.tables[viewer])
            return None  # they play on the table page: their chat waits (bot/chat/quiet.py)
        if viewer is not None and room.seat_of(viewer) is None:
            lang = snap.prefs[viewer].lang if viewer in snap.prefs else (await self.user_prefs(viewer)).lang
            return Frame(Translator(lang)("you-left"), None, room.updated_at, "watch", receiver=receiver)
        prefs = snap.prefs.get(viewer) if viewer is not None and receiver is None else None
        group_only = prefs is not None and (prefs.hands == "group" or not prefs.started)
        if group_only and room.chat_id and await self.hands.enabled(room.chat_id):
            return None  # their hand is in the group only
        if prefs is not None and not prefs.started and viewer in snap.unreachable:
            return None  # never opened the bot, and a message there was refused: not until they write
        selection: frozenset[str] = frozenset()
        pick: str | None = None
        layout: Layout | None = None
        if viewer is not None:
            selection, pick, layout = self._drawn_choice(room, viewer)
        if room.chat_id is not None:
            await self.hands.enabled(room.chat_id)  # read (once a while) before the frame asks
        ctx = self.ctx(room, snap, viewer)
        if receiver is not None:
            ctx.webapp_url = ""  # a hand in the group: Telegram opens a Mini App only from a private chat
            race = ctx.timing.clock
            ctx.bar_still = race is not None and not self.hands.ticks(race.total)
        if viewer is None and ctx.group_hands:  # (not who plays on the table page)
            now = clock.now()
            ctx.tap = [u for u in await self.hands.tap(room, chat_id) if not table_open(snap, u, now)]
        text, markup = render(room, viewer, ctx, selection=selection, pick=pick, layout=layout)
        last = self._finished.get(room.id) if room.status == CLOSED else None
        if last is not None:  # a finished room's message keeps its result
            text = closed_text(room, ctx, finished(last, ctx)[0])
        retired, keep = retired_as(room, ctx, private=viewer is not None and receiver is None)
        if viewer is None:
            lane = "group"
        else:
            game = room.engine()
            seat = room.seat_of(viewer)
            acting = (
                game is not None and room.game_running() and seat is not None and seat.seat in game.to_act()
            )
            lane = "act" if acting else "watch"
        return Frame(
            text,
            markup,
            room.updated_at,
            lane,
            current=lambda: self._newest(room),
            retired=retired,
            keep=keep,
            live=room.game_running() and not room.paused,
            receiver=receiver,
            query=self.hands.query(room.id, receiver) if receiver is not None else None,
            admin=receiver is not None and await self.hands.is_admin(chat_id),
        )

    async def _newest(self, room: Room) -> bool:
        """Is ``room`` (a frame's state) still the newest? One process knows every change it made;
        with several workers the stored turn tells (another worker may have moved the room on and
        drawn it): then this worker's cached state is dropped, so the frame is drawn from the row."""
        if not self.storage.shared:
            known = self.rooms.newest(room.id)
            return known is None or known.turn <= room.turn
        turn = await api.stored_turn(self.storage, room.id)
        if turn is None or turn <= room.turn:
            return True
        known = self.rooms.newest(room.id)
        if known is not None and known.turn < turn:
            self.rooms.invalidate(room.id)
        return False

    def _remember(
        self,
        room_id: str,
        user_id: int,
        deal: tuple[int, int],
        marked: frozenset[str],
        pick: str | None,
        layout: Layout | None = None,
    ) -> None:
        self._ui.put((room_id, user_id), Choice(deal, marked, pick, layout))

    def choice(self, room: Room, user_id: int) -> Choice:
        """The player's choice as it stands in ``room``: the marks and the picked card while they are
        still in hand in the same deal (else none)."""
        game = room.engine()
        seat = room.seat_of(user_id)
        if game is None or seat is None or not room.game_running():
            return Choice()
        deal = (room.match_no, game.deal_number())
        known = self._ui.get((room.id, user_id))
        if known is None or known.deal != deal:
            return Choice(deal)
        hand = set(game.view(seat.seat).get("hand") or [])
        marked = known.marked if known.marked <= hand else frozenset()
        pick = known.pick if known.pick in hand else None
        return Choice(deal, marked, pick, known.layout)

    def _drawn_choice(self, room: Room, user_id: int) -> tuple[frozenset[str], str | None, Layout | None]:
        """What a frame draws of the player's choice, remembering the card buttons' places."""
        now = self.choice(room, user_id)
        game = room.engine()
        seat = room.seat_of(user_id)
        if game is None or seat is None or now.deal == (0, 0):
            return frozenset(), None, None
        ui = games.get(room.game)
        view = game.view(seat.seat)
        context = ui.rules.token(room, game, seat.seat)
        layout = place(now.layout, view.get("hand") or [], ui.playable(game, view, seat.seat), context)
        # a picked card shows its moves while it has several; else the hand, and the pick is over
        pick = now.pick if sum(a.card == now.pick for a in game.legal_actions(seat.seat)) > 1 else None
        self._remember(room.id, user_id, now.deal, now.marked, pick, layout)
        markable = ui.markable(game, seat.seat)
        shown = now.marked if now.marked <= markable else frozenset()
        return shown, pick, layout

    def _forget(self, room_id: str) -> None:
        for key in [k for k in self._ui if k[0] == room_id]:
            self._ui.pop(key)
        self.hands.forget(room_id)

    async def show_user(
        self,
        room: Room,
        user_id: int,
        *,
        selection: frozenset[str] | None = None,
        pick: str | None = None,
        back: bool = False,
        fresh: bool = False,
    ) -> None:
        """Redraw one player's message at once (their own marks, a card's moves, back to the hand, a
        preference changed, or anew with /hand); what they chose stays unless given anew."""
        if fresh or selection is not None or pick is not None or back:  # asked for in the chat
            await self.chat_pressed(room.id, user_id)
        now = self.choice(room, user_id)
        if selection is not None or pick is not None or back:
            marked = now.marked if selection is None else selection
            self._remember(room.id, user_id, now.deal, marked, None if back else pick or now.pick, now.layout)
        self.rooms.offer(room, fresh=True)  # and read the snapshot again: preferences may have changed
        self.outbox.mark((room.id, user_id, "hand"), self.frame, urgent=True, fresh=fresh)
        if room.chat_id is not None:  # and in the group, if their hand is there (a restart: the ledger says)
            self._spawn(self.hands.bring(room, user_id, urgent=True, fresh=False))

    async def move_label(self, room: Room, user_id: int, action: Action) -> str:
        """A move as its button says it, in the person's language and deck style."""
        prefs = await self.user_prefs(user_id)
        ctx = Ctx(Translator(prefs.lang), self.bot_username, style=prefs.style)
        return games.get(room.game).action_label(action, ctx)

    async def left(self, room: Room, user_id: int) -> None:
        self._ui.pop((room.id, user_id))
        self.outbox.mark((room.id, user_id, "hand"), self.frame, urgent=True)

    async def announce(self, room: Room, key: str, users: list[int], *, exclude: set[int]) -> None:
        """A new message (with sound) to every other human at the table, and one to the group; sent
        in the background, each on its chat's lane (:meth:`bot.chat.news.News.announce`)."""
        self._spawn(self.news.announce(room, key, users, exclude))

    async def room_fault(self, users: list[int], chat_id: int | None, locale: str) -> None:
        """A room that could not be loaded was closed: its players (and its group) are told once."""
        self._spawn(self.news.room_fault(users, chat_id, locale))

    async def hurry_pings(self, room: Room, by_user: int, targets: list[int]) -> None:
        self._spawn(self.news.hurry_pings(room, by_user, targets))
