"""A tournament's controls (issue 47): its start time, pausing it, dropping a person.

**The start time.** The creator (or a group administrator) sets when a tournament signing up starts
by itself: ``/tournament durak 21:00`` (a time of day in the group's UTC offset, ``21:00+3`` to give
it) or «⏰ +15 мин» / «⏰ +1 ч» on the sign-up message. ``tournaments.starts_at`` holds it and a
row of ``deadlines`` (kind :data:`START`, the tournament's id in ``room_id``) is its timer: armed by
the scheduler here, again by every start-up (:meth:`TournamentControl.arm`), and on several
workers the sweep of overdue deadlines fires it where the worker that armed it died. When due
(:meth:`TournamentControl.due`) the tournament starts as «▶️ Начать» starts it — once, whoever
fires (the start is ``status = 'running' WHERE status = 'signup'``) — or, with fewer than
``MIN_PEOPLE`` signed up, is called off and the group told why; so is one whose time came more than
:data:`MAX_LATE_SECONDS` before a bot ran again to fire it.

**Pausing.** While paused no new round starts (``TournamentRooms.settle`` waits); the tables being
played go on, and «▶️ Продолжить» settles at once: the next round starts if its last table ended.

**Dropping a person.** They are not paired in later rounds (``tournament_entries.dropped``); at a
table of the round being played they walk away from it (``People.leave``: a computer takes their
seat, and ``tournament_results`` puts whoever walked away behind). A person who leaves the group is
dropped the same way (:meth:`TournamentControl.member_left`); one who leaves it while it signs up is
simply off the list.
"""

from __future__ import annotations

import logging
import math
from collections.abc import Awaitable, Callable
from datetime import datetime, timedelta, timezone

from bot.plumbing import clock
from bot.rooms.kernel import Kernel, Reply
from bot.rooms.tournament_guard import managed
from bot.rooms.tournaments import MIN_PEOPLE, State, TournamentRooms
from bot.storage.tournaments import RUNNING, SIGNUP, Tournament

log = logging.getLogger(__name__)

#: the deadline kind of a tournament's start time (a ``deadlines`` row keyed by the tournament's id)
START = "tnstart"
#: how far ahead a start time may be
MAX_LEAD_SECONDS = 24 * 3600.0
#: a start time that came this long ago while no bot ran is too late to start: people have gone
MAX_LATE_SECONDS = 3600.0
#: UTC offsets people live in: −12:00 … +14:00
MIN_OFFSET, MAX_OFFSET = -12 * 60, 14 * 60

#: what the chat is told: ``kind`` "called-off" (the start time came with too few people),
#: "called-off-late" (it came while no bot ran, over an hour ago), "dropped" (by the creator) or
#: "left-group"; the state after it, and the name of the person
Tell = Callable[[str, State, str], Awaitable[None]]
Leave = Callable[[str, int], Awaitable[Reply]]


def offset_of(t: Tournament) -> int:
    """The tournament's UTC offset in minutes (the group's, as last given)."""
    value = t.options.get("utc_offset")
    return int(value) if isinstance(value, int) else 0


def next_at(now: float, hour: int, minute: int, offset: int) -> float:
    """The next moment after ``now`` when a clock at UTC+``offset`` minutes shows hour:minute."""
    zone = timezone(timedelta(minutes=offset))
    local = datetime.fromtimestamp(now, zone)
    at = local.replace(hour=hour, minute=minute, second=0, microsecond=0)
    if at.timestamp() <= now:
        at += timedelta(days=1)
    return at.timestamp()


def local_time(at: float, offset: int) -> tuple[str, str]:
    """("21:00", "UTC+3") — a moment as a clock at UTC+``offset`` minutes shows it, and the zone."""
    text = datetime.fromtimestamp(at, timezone(timedelta(minutes=offset))).strftime("%H:%M")
    sign = "+" if offset >= 0 else "−"
    h, m = divmod(abs(offset), 60)
    zone = "UTC" if offset == 0 else f"UTC{sign}{h}" + (f":{m:02d}" if m else "")
    return text, zone


def minutes_until(at: float, now: float) -> int:
    return max(1, math.ceil((at - now) / 60))


class TournamentControl:
    def __init__(self, k: Kernel, tournaments: TournamentRooms, leave: Leave) -> None:
        self.k, self.tours, self.leave = k, tournaments, leave
        self.tell: Tell | None = None

    # ----- the start time ----------------------------------------------------------------------------------
    async def set_time(
        self, tournament_id: str, user_id: int, admin: bool, hour: int, minute: int, offset: int | None
    ) -> str:
        """``/tournament … 21:00``: the next 21:00 in ``offset`` (None: the group's)."""
        if not (0 <= hour <= 23 and 0 <= minute <= 59) or (
            offset is not None and not MIN_OFFSET <= offset <= MAX_OFFSET
        ):
            return "tn-err-time"
        return await self._timed(
            tournament_id, user_id, admin, lambda t, now, zone: next_at(now, hour, minute, zone), offset
        )

    async def later(self, tournament_id: str, user_id: int, admin: bool, seconds: float) -> str:
        """«⏰ +15 мин»: the start time ``seconds`` later (from now, to the next whole minute, when
        none is set)."""

        def moved(t: Tournament, now: float, zone: int) -> float:
            base = t.starts_at if t.starts_at is not None and t.starts_at > now else math.ceil(now / 60) * 60
            return base + seconds

        return await self._timed(tournament_id, user_id, admin, moved, None)

    async def clear_time(self, tournament_id: str, user_id: int, admin: bool) -> str:
        """«⏰ Без времени»: only «▶️ Начать» starts it."""
        return await self._timed(tournament_id, user_id, admin, lambda t, now, zone: None, None)

    async def _timed(
        self,
        tournament_id: str,
        user_id: int,
        admin: bool,
        when: Callable[[Tournament, float, int], float | None],
        offset: int | None,
    ) -> str:
        now = clock.now()
        async with self.k.storage.transaction() as tx:
            t = await managed(tx, tournament_id, SIGNUP, user_id, admin)
            if isinstance(t, str):
                return t
            options = dict(t.options)
            if offset is not None:
                options["utc_offset"] = offset
            elif "utc_offset" not in options:  # the offset the group gave last time
                last = (await tx.tournaments.last_options(t.chat_id, t.id)).get("utc_offset")
                options["utc_offset"] = last if isinstance(last, int) else 0
            at = when(t, now, int(options["utc_offset"]))
            if at is not None and not now < at <= now + MAX_LEAD_SECONDS:
                return "tn-err-time"
            if at is None and t.starts_at is None:
                return "tn-err-no-time"
            await tx.tournaments.set_start(tournament_id, at, options)
            if at is None:
                await tx.deadlines.delete(tournament_id, START)
            else:
                await tx.deadlines.put(tournament_id, (START, 0, None, at - now, at))
        self.k.schedule(tournament_id, [(START, None if at is None else 0, at or 0.0)])
        return "tn-time-cleared" if at is None else "tn-time-set"

    async def arm(self) -> None:
        """Start-up: the timers of the tournaments signing up with a start time (an overdue one
        fires at once)."""
        async with self.k.storage.read() as tx:
            timed = await tx.tournaments.timed()
        for t in timed:
            assert t.starts_at is not None
            self.k.schedule(t.id, [(START, 0, t.starts_at)])

    async def due(self, tournament_id: str, turn: int) -> None:
        """A start time came (the scheduler, or another worker's sweep): the tournament starts —
        or, with too few people (or over an hour late), is called off. Anything else (started,
        called off, the time moved later) leaves it be. Each happens once under the tournament's
        lock, whoever fires: the call-off only from signing up (``TournamentRepo.cancel``'s count),
        the start as «▶️ Начать»'s."""
        now = clock.now()
        off: str | None = None
        async with self.k.storage.transaction() as tx:
            await tx.lock(f"tournament:{tournament_id}")
            t = await tx.tournaments.get(tournament_id)
            if t is not None and t.status == SIGNUP and t.starts_at is not None and t.starts_at > now:
                return  # moved later: its own timer comes
            await tx.deadlines.delete(tournament_id, START)
            if t is None or t.status != SIGNUP or t.starts_at is None:
                return
            if now - t.starts_at > MAX_LATE_SECONDS:  # the bot was stopped at the time, and long after
                off = "called-off-late"
            elif len(await tx.tournaments.entries(tournament_id)) < MIN_PEOPLE:
                off = "called-off"
            if off is not None and not await tx.tournaments.cancel(tournament_id, now):
                return
        if off is None:
            key = await self.tours.start(tournament_id, t.creator, admin=True)
            log.info("tournament %s: its start time came: %s", tournament_id, key)
            if key != "tn-err-count":  # started (or started by another): done
                return
            async with self.k.storage.transaction() as tx:  # someone left meanwhile: too few now
                await tx.lock(f"tournament:{tournament_id}")
                t = await tx.tournaments.get(tournament_id)
                if t is None or t.status != SIGNUP or not await tx.tournaments.cancel(tournament_id, now):
                    return
            off = "called-off"
        await self._tell(off, tournament_id, "")

    # ----- pausing -----------------------------------------------------------------------------------------
    async def pause(self, tournament_id: str, user_id: int, admin: bool) -> str:
        return await self._pause(tournament_id, user_id, admin, True)

    async def resume(self, tournament_id: str, user_id: int, admin: bool) -> str:
        key = await self._pause(tournament_id, user_id, admin, False)
        if key == "tn-resumed":
            await self.tours.settle(tournament_id)  # the next round, if this one's tables ended
        return key

    async def _pause(self, tournament_id: str, user_id: int, admin: bool, paused: bool) -> str:
        async with self.k.storage.transaction() as tx:
            t = await managed(tx, tournament_id, RUNNING, user_id, admin)
            if isinstance(t, str):
                return t
            if not await tx.tournaments.set_paused(tournament_id, paused):
                return "tn-err-paused" if paused else "tn-err-not-paused"
        return "tn-paused" if paused else "tn-resumed"

    # ----- dropping a person -------------------------------------------------------------------------------
    async def may_control(self, tournament_id: str, user_id: int, admin: bool) -> str | None:
        """None when ``user_id`` may drop people now; else the refusal's key."""
        t = await self._get(tournament_id)
        if t is None or t.status not in (SIGNUP, RUNNING):
            return "tn-err-closed"
        return None if user_id == t.creator or admin else "tn-err-not-creator"

    async def drop(self, tournament_id: str, user_id: int, admin: bool, target: int) -> str:
        """The creator (or a group administrator) drops ``target``."""
        return await self._drop(tournament_id, target, (user_id, admin), "dropped")

    async def member_left(self, chat_id: int, user_id: int) -> None:
        """``user_id`` left the group (or was removed): off the list of a tournament signing up,
        dropped from one running."""
        async with self.k.storage.read() as tx:
            t = await tx.tournaments.open_in(chat_id)
        if t is not None:
            await self._drop(t.id, user_id, None, "left-group")

    async def _drop(self, tournament_id: str, target: int, by: tuple[int, bool] | None, kind: str) -> str:
        room_id: str | None = None
        async with self.k.storage.transaction() as tx:
            await tx.lock(f"tournament:{tournament_id}")
            t = await tx.tournaments.get(tournament_id)
            if t is None or t.status not in (SIGNUP, RUNNING):
                return "tn-err-closed"
            if by is not None and by[0] != t.creator and not by[1]:
                return "tn-err-not-creator"
            people = await tx.tournaments.entries(tournament_id)
            person = next((p for p in people if p.user_id == target), None)
            if person is None:
                return "tn-err-no-player"
            if t.status == SIGNUP:
                await tx.tournaments.leave(tournament_id, target)
            elif not await tx.tournaments.drop(tournament_id, target, t.round):
                return "tn-err-dropped"
            else:
                room_id = next(
                    (
                        x.room_id
                        for x in await tx.tournaments.tables(tournament_id)
                        if x.round == t.round and x.result is None and x.room_id and target in x.seats
                    ),
                    None,
                )
        if room_id is not None:  # at a table now: they walk away from it (they finish behind)
            room = await self.k.get(room_id)
            if room is not None and room.seat_of(target) is not None:
                await self.leave(room_id, target)
        await self._tell(kind, tournament_id, person.name or str(target))
        if t.status == RUNNING:
            await self.tours.settle(tournament_id)  # fewer than two left: it ends
        return "tn-dropped"

    # ----- inside ------------------------------------------------------------------------------------------
    async def _get(self, tournament_id: str) -> Tournament | None:
        async with self.k.storage.read() as tx:
            return await tx.tournaments.get(tournament_id)

    async def _tell(self, kind: str, tournament_id: str, name: str) -> None:
        if self.tell is None:
            return
        state = await self.tours.state(tournament_id)
        if state is None:
            return
        try:
            await self.tell(kind, state, name)
        except Exception:
            log.exception("telling the group of tournament %s failed", tournament_id)


def zone_of(text: str) -> int | None:
    """A UTC offset as people write it: "+3", "-5", "+5:30", "UTC+3", "GMT-4" → minutes; None
    when it is not one (or out of −12…+14)."""
    word = text.strip().upper().replace("−", "-")
    for prefix in ("UTC", "GMT"):
        word = word.removeprefix(prefix)
    if word in ("", "Z"):
        return 0 if text.strip() else None
    if word[0] not in "+-":
        return None
    sign = -1 if word[0] == "-" else 1
    hours, _, mins = word[1:].partition(":")
    if not hours.isdigit() or (mins and not mins.isdigit()) or len(hours) > 2:
        return None
    value = sign * (int(hours) * 60 + (int(mins) if mins else 0))
    return value if MIN_OFFSET <= value <= MAX_OFFSET and (not mins or int(mins) < 60) else None


def time_of(word: str) -> tuple[int, int, int | None] | None:
    """A start time as typed: "21:00", "9.30", "21:00+3", "21:00utc+3" → (hour, minute, offset or
    None); None when the word is not one."""
    text = word.strip().lower().replace("−", "-")
    cut = next((i for i, c in enumerate(text) if c in "+-u" or c == "g"), len(text))
    clock_part, zone_part = text[:cut], text[cut:]
    sep = ":" if ":" in clock_part else "."
    hours, _, mins = clock_part.partition(sep)
    if not (hours.isdigit() and mins.isdigit() and len(mins) == 2 and len(hours) <= 2):
        return None
    h, m = int(hours), int(mins)
    if h > 23 or m > 59:
        return None
    offset = zone_of(zone_part) if zone_part else None
    if zone_part and offset is None:
        return None
    return h, m, offset
