"""Deadlines firing: one handler per :class:`~bot.rooms.deadlines.DeadlineKind`, the sweep of
deadlines a dead worker left, «Поторопить», and the retention purge.

:meth:`Firing.fire` is what the scheduler (``bot/rooms/scheduler.py``) wakes when a deadline is due. Each
handler takes the deadline's row (``Kernel.take``) in the transaction that applies its effect, so a
deadline fires at most once; one for a turn the room has left does nothing.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable

from bot.model import CLOSED, PLAYING, Room
from bot.plumbing import clock
from bot.plumbing.logs import in_room
from bot.rooms import match, tournament_absence
from bot.rooms.cards import CARD_MEMORY_SECONDS
from bot.rooms.deadlines import TRAILING, DeadlineKind, absent_targets, hurry_targets, late_drawers
from bot.rooms.kernel import Kernel, Plan, Reply
from bot.rooms.quick import STRIKE_MEMORY_SECONDS
from bot.rules import rules_of
from bot.storage import StorageBusy, Tx, queue
from bot.storage.repos import CorruptRoom
from engines.protocol import Action

#: a table page that stopped counting as open this long ago (its server died) is forgotten
TABLE_VIEW_MEMORY_SECONDS = 3600.0

log = logging.getLogger(__name__)

Handler = Callable[[str, int], Awaitable[object]]


class Firing:
    def __init__(self, kernel: Kernel) -> None:
        self.k = kernel
        self.handlers: dict[DeadlineKind, Handler] = {
            DeadlineKind.CLOCK: self.apply_clock,
            DeadlineKind.HURRY: self.open_hurry,
            DeadlineKind.PAUSE: self.cancel_paused,
            DeadlineKind.EXPIRY: self.expire,
            DeadlineKind.ABSENT: self.open_absent,
            DeadlineKind.THROW_IN: self.end_throw_in,
            DeadlineKind.NEXT: self.next_deal_by_itself,
            DeadlineKind.WATCH: self.rewatch,
            DeadlineKind.DRAW: self.draw_for_late,
        }
        #: deadlines that are not a room's, by kind (``deadlines`` rows keyed by another id): a
        #: tournament's start time (``bot/rooms/tournament_control.py``)
        self.others: dict[str, Handler] = {}

    async def fire(self, room_id: str, kind: str, turn: int) -> None:
        """A deadline is due (called by the scheduler). One log line per deadline that fired (its row
        taken and committed), so that a run with several workers can check none fires twice. An
        exception (a transaction that failed and rolled back) reaches the scheduler, which tries the
        deadline again later."""
        other = self.others.get(kind)
        if other is not None:
            await other(room_id, turn)
            return
        try:
            which = DeadlineKind(kind)
        except ValueError:
            log.error("unknown deadline kind %r of room %s", kind, room_id)
            return
        key = (room_id, which, turn)
        in_room(room_id)  # the log lines of this deadline name its room (a sweep goes room by room)
        if which in TRAILING and await self.move_on(room_id, which, turn):
            return
        try:
            await self.handlers[which](room_id, turn)
        finally:
            if key in self.k.taken:
                self.k.taken.discard(key)
                log.info("deadline fired room=%s kind=%s turn=%s", room_id, which, turn)

    async def move_on(self, room_id: str, kind: DeadlineKind, turn: int) -> bool:
        """A trailing deadline (``expiry``, ``watch``: due a fixed time after the room's last change)
        fired. Its row stays as armed while the room changes (``Kernel.sync_deadlines``), so it may
        fire for a turn the room has left: then it is not due yet — it is moved on to the room's
        newest change (its row rewritten for the room's turn and scheduled; nothing is taken, so
        nothing counts as fired) and True is returned. False: the room is still at ``turn`` (or
        cannot be read), so the deadline is due and its handler acts (it reads the room again)."""
        plan: Plan = []
        try:
            async with self.k.locked(room_id), self.k.storage.transaction() as tx:
                room = await tx.rooms.load(room_id)
                if room is None or room.turn == turn:
                    return room is None
                row = (await tx.deadlines.of_loaded(room_id)).get(kind)
                if row is None or row.fired_at is not None or int(row.turn) != turn:
                    return True  # moved on, fired or dropped already (another worker, a change)
                plan = await self.k.sync_deadlines(tx, room, moving=kind)
        except CorruptRoom:
            return False  # the handler loads it again and quarantines it
        self.k.schedule(room_id, plan)
        return True

    async def sweep(self) -> None:
        """Several workers (PostgreSQL): fire the deadlines that are overdue by more than a sweep's
        interval — armed by a worker that died, or by one whose own timer will not come. Each
        fires once whoever takes it: the room's row is locked and the deadline marked in the
        transaction that acts on it."""
        grace = max(1.0, self.k.settings.deadline_sweep_seconds)
        async with self.k.storage.read() as tx:
            due = await tx.deadlines.overdue(clock.now() - grace)
        for room_id, kind, turn in due:
            if self.k.closing:
                return
            try:
                await self.fire(room_id, kind, turn)
            except StorageBusy as exc:  # another worker holds the room: the next sweep tries again
                log.warning("sweeping deadline %s of room %s: the database was busy (%s)", kind, room_id, exc)
            except Exception:
                log.exception("sweeping deadline %s of room %s failed", kind, room_id)

    async def rewatch(self, room_id: str, turn: int) -> None:
        """An open room's turn has stood still for ``WATCH_SECONDS`` (several workers): redraw it
        (only what differs from what each message shows is sent) and restart its computers."""
        room = await self.k.redraw_for(room_id, DeadlineKind.WATCH, turn, lambda room: True)
        if room is not None:
            self.k.after_change(room)

    async def apply_clock(self, room_id: str, turn: int) -> Reply:
        """The engine's pending clock ran out (Bura's window, a claim): apply its clock action."""

        async def fn(tx: Tx, room: Room) -> Reply:
            if room.turn != turn or not room.game_running() or room.paused:
                return Reply(None)
            row = await self.k.take(tx, room_id, DeadlineKind.CLOCK, turn)
            game = room.engine()
            if row is None or game is None:
                return Reply(None)
            action = next((a for a in game.clock_actions() if a.type == row.action), None)
            if action is None:
                return Reply(None)
            await match.apply_action(tx, room, game, action, None, self.k.settings)
            return Reply(None, room=room)

        return await self.k.change(room_id, fn)

    async def open_hurry(self, room_id: str, turn: int) -> None:
        """The player to act has been silent long enough: «Поторопить» appears (the room itself
        does not change, so it is only redrawn)."""
        await self.k.redraw_for(
            room_id, DeadlineKind.HURRY, turn, lambda r: bool(hurry_targets(r)) and not r.paused
        )

    async def open_absent(self, room_id: str, turn: int) -> None:
        """A person waited for has been silent long enough: «🤖 Сыграть за …» appears (redraw only);
        at a tournament's table the bot hands them to the computer itself
        (``bot/rooms/tournament_absence.py``)."""
        if await tournament_absence.hand_over(self.k, room_id, turn):
            return
        await self.k.redraw_for(
            room_id, DeadlineKind.ABSENT, turn, lambda r: not r.paused and bool(absent_targets(r))
        )

    async def cancel_paused(self, room_id: str, turn: int) -> None:
        """A paused match waited its time for a player the bot cannot reach: cancelled, no winner of
        the match; a rated match counts as the absent players' loss."""
        users: list[int] = []
        lost: list[int] = []

        async def fn(tx: Tx, room: Room) -> Reply:
            if room.turn != turn or room.status != PLAYING:
                return Reply(None)
            if await self.k.take(tx, room_id, DeadlineKind.PAUSE, turn) is None:
                return Reply(None)
            users.extend(p.user_id for p in room.pauses)
            # the absent lose a rated match (their walking away must not save their rating)
            lost.extend(await match.forfeit_seats(tx, room, match.absent_seats(room, users), self.k.settings))
            await match.interrupt(
                tx, room,
                {"type": "cancelled", "user": users[0] if users else None, "users": users, "lost": lost},
            )
            return Reply(None, room=room)

        reply = await self.k.change(room_id, fn)
        if reply.room is not None:
            key = "pause-cancelled-rated" if lost else "pause-cancelled"
            await self.k.notifier.announce(reply.room, key, users, exclude=set(users))

    async def expire(self, room_id: str, turn: int) -> None:
        """The room's time ran out: closed (a rated match that was still running counts as the loss
        of the people it waited for). The engine state and the unused next seed go now; the
        deal records stay until the purge (RECORD_RETENTION_DAYS)."""

        async def fn(tx: Tx, room: Room) -> Reply:
            if room.turn != turn or room.status == CLOSED:
                return Reply(None)
            if await self.k.take(tx, room_id, DeadlineKind.EXPIRY, turn) is None:
                return Reply(None)
            lost: list[int] = []
            if room.status == PLAYING:  # a rated match is lost by whom it waited for all this time
                waited = match.absent_seats(room, match.waited_for(room))
                lost = await match.forfeit_seats(tx, room, waited, self.k.settings)
                await match.interrupt(tx, room, {"type": "expired"})
            room.status = CLOSED
            room.outcome = {"type": "expired", "lost": lost} if lost else {"type": "expired"}
            room.set_engine(None)
            room.pending = None
            await tx.pauses.remove(room_id)
            await tx.reminders.clear(room_id)
            room.pauses = []
            return Reply(None, room=room)

        await self.k.change(room_id, fn)

    async def end_throw_in(self, room_id: str, turn: int) -> Reply:
        """Durak's throw-in wait ran out: the bot applies «Не подкидываю» (``pass``) for every seat
        the round still waits for, so the round ends as when everyone passes (nothing is lost): a
        covered table goes to the discard pile, a table being taken («Беру») to the defender."""

        async def fn(tx: Tx, room: Room) -> Reply:
            if room.turn != turn or not room.game_running() or room.paused:
                return Reply(None)
            row = await self.k.take(tx, room_id, DeadlineKind.THROW_IN, turn)
            game = room.engine()
            if row is None or game is None:
                return Reply(None)
            changed = False
            for seat in rules_of(room.game).throw_in_seats(room):
                action = Action("pass", seat)
                if action in game.legal_actions(seat):
                    await match.apply_action(tx, room, game, action, None, self.k.settings)
                    changed = True
            if changed and room.last is not None and "action" in room.last:
                room.last["timeout"] = True  # the table says time ran out, not that they chose to pass
            return Reply(None, room=room if changed else None)

        return await self.k.change(room_id, fn)

    async def draw_for_late(self, room_id: str, turn: int) -> None:
        """Bura's first-move draw: a person who has not picked in the hurry-up time gets a random
        card of the spread (from the server's secrets, recorded like a pick)."""

        async def fn(tx: Tx, room: Room) -> Reply:
            if room.turn != turn or room.paused or not late_drawers(room):
                return Reply(None)
            if await self.k.take(tx, room_id, DeadlineKind.DRAW, turn) is None:
                return Reply(None)
            game = room.engine()
            assert game is not None
            rules = rules_of(room.game)
            for seat in late_drawers(room):
                await match.apply_action(tx, room, game, rules.chance_move(game, seat), None, self.k.settings)
            return Reply(None, room=room)

        await self.k.change(room_id, fn)

    async def next_deal_by_itself(self, room_id: str, turn: int) -> None:
        """Bura or Scopa with no other person at the table: after the pause to read the result the
        next deal starts without a press (a person who pressed gave their contribution already)."""

        async def fn(tx: Tx, room: Room) -> Reply:
            if room.turn != turn or not room.between_deals() or room.paused:
                return Reply(None)
            if await self.k.take(tx, room_id, DeadlineKind.NEXT, turn) is None:
                return Reply(None)
            await match.deal(tx, room)
            return Reply(None, room=room)

        await self.k.change(room_id, fn)

    async def hurry(self, room_id: str, user_id: int, turn: int) -> Reply:
        """«Поторопить»: a new message with sound to each slow player, at most once per
        ``HURRY_INTERVAL_SECONDS`` per player."""
        fresh: list[int] = []
        room = await self.k.get(room_id)  # a room that cannot be loaded is quarantined here
        if room is None:
            return Reply("err-unknown-room", alert=True)
        async with self.k.locked(room_id), self.k.storage.transaction() as tx:
            room = await tx.rooms.load(room_id)
            if room is None:
                return Reply("err-unknown-room", alert=True)
            if room.seat_of(user_id) is None:
                return Reply("err-not-in-room", alert=True)
            if room.paused:
                return Reply("err-paused", alert=True)
            if room.turn != turn:
                return Reply("err-stale", redraw=True)
            targets = [u for u in hurry_targets(room) if u != user_id]
            if not targets:
                return Reply("hurry-nobody")
            if not await tx.deadlines.fired(room_id, DeadlineKind.HURRY, turn):
                return Reply("hurry-not-yet")
            now = clock.now()
            for uid in targets:
                last = await tx.reminders.last(room_id, uid)
                if last is not None and now - last < self.k.settings.hurry_interval_seconds:
                    continue
                await tx.reminders.put(room_id, uid, user_id, now)
                fresh.append(uid)
        if not fresh:
            return Reply("hurry-too-soon")
        await self.k.notifier.hurry_pings(room, user_id, fresh)
        return Reply("hurry-sent")

    async def purge(self) -> None:
        """Retention: see :meth:`bot.storage.rooms.RoomRepo.purge_closed`; also the rating cap's
        rows outside its window, rating seasons' rows past ``SEASON_RETENTION_DAYS``, quick match's
        penalties that limit nobody any more, invitation cards of rooms long gone, tournaments that
        ended before the records' cutoff, and table pages whose server died without closing them
        (``table_views``)."""
        now = clock.now()
        settings = self.k.settings
        cutoff = now - settings.record_retention_days * 86400
        try:
            async with self.k.storage.transaction() as tx:
                n = await tx.rooms.purge_closed(cutoff)
                people = await tx.users.purge(cutoff)
                await tx.lobby_defaults.purge(cutoff)
                await tx.ratings.purge(now - settings.rating_pair_window_seconds)
                await tx.seasons.purge(now - settings.season_retention_days * 86400)
                await queue.purge_penalties(tx, min(cutoff, now - STRIKE_MEMORY_SECONDS))
                await tx.table_views.purge(now - TABLE_VIEW_MEMORY_SECONDS)
                await tx.cards.purge(cutoff - CARD_MEMORY_SECONDS)
                await tx.tournaments.purge(cutoff)
            if n or people:
                log.info(
                    "purged %d closed rooms and %d people's rows older than %s days",
                    n, people, self.k.settings.record_retention_days,
                )
        except Exception:
            log.exception("purge failed")
