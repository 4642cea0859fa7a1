"""Time in the game: stored, restart-safe deadlines on APScheduler 3.11's ``AsyncIOScheduler``.

A room has at most one deadline of each *kind* (table ``deadlines``, keyed by room and kind, each
row carrying the room's turn counter):

``clock``   the engine's ``pending_clock()`` (Bura: ``window_close`` after the window,
            ``claim_timeout`` after a claim); applied through the room service's own ``_apply``.
``hurry``   the player to act (the view's public ``to_act``) has been silent for
            ``HURRY_AFTER_SECONDS``: the others get «Поторопить» (nobody ever loses on time).
``pause``   the bot cannot reach a seated player (403): the match waits ``PAUSE_SECONDS``
            (``PAUSE_COMPUTER_SECONDS`` when every other seat is a computer), then is cancelled
            without a winner.
``expiry``  a room ends ``ROOM_TTL_SECONDS`` after its last action.

After every commit the room service calls :meth:`Clock.arm_room`; it brings the rows in line with
the stored room (same turn and action: the row and its due time are kept, so a restart re-arms
the original time and an overdue deadline fires at once) and (re)schedules one job per row. Due
times are computed from the room's ``updated_at`` (the commit), so they do not drift.

Firing is idempotent and happens at most once: under the room lock, in one transaction, the row is
taken (``fired_at`` set) only if it is still pending for the room's *current* turn, and the
clock's action is applied in that same transaction. A deadline for a turn that has moved on does
nothing.

Nothing here may tell Bura's attacker whether the defender could intercept: the window's deadline
is public (``pending_clock()`` never depends on a hand), the progress bar is drawn and refreshed
only in the private message of the one seat that may press «Стоп!» against the clock (the
defender holding three of one suit during the window, the attacker during a claim), and the group
table is never animated. Hurry-up uses the view's public ``to_act`` only.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import math
import time
from collections.abc import Coroutine
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

from apscheduler.jobstores.base import JobLookupError
from apscheduler.schedulers.asyncio import AsyncIOScheduler

from bot.config import Settings
from bot.i18n import Translator
from bot.rooms.model import CLOSED, PLAYING, Room, load_room
from bot.storage.db import Tx, dumps

if TYPE_CHECKING:
    from bot.presenter import Presenter
    from bot.rooms.service import Reply, RoomService

log = logging.getLogger(__name__)

KINDS = ("clock", "hurry", "pause", "expiry")
PURGE_EVERY_SECONDS = 3600.0


def bar_kind(view: dict[str, Any], seat: int) -> str | None:
    """Which progress bar ``seat`` sees, from its own view only: ``window`` for the defender who
    may intercept with three of one suit while the window is open, ``claim`` for the attacker
    answering a claim; ``None`` for everyone else (the attacker during a window included)."""
    if view.get("game") != "bura" or not view.get("can_stop"):
        return None
    if view.get("claim") and seat == view.get("attacker"):
        return "claim"
    hand = view.get("hand") or []
    if (
        view.get("window")
        and seat == view.get("defender")
        and view.get("phase") in ("lead", "defend")
        and len(hand) == 3
        and len({c[1] for c in hand}) == 1
    ):
        return "window"
    return None


class Clock:
    def __init__(self, rooms: RoomService, settings: Settings) -> None:
        self.rooms = rooms
        self.settings = settings
        self.storage = rooms.storage
        self.presenter: Presenter | None = None
        self.scheduler: AsyncIOScheduler | None = None
        #: room id -> {"users": [...], "until": t} for paused matches (mirror of table ``pauses``)
        self.paused: dict[str, dict[str, Any]] = {}
        #: room id -> (clock action, due, total seconds) of the pending clock row
        self.clock_due: dict[str, tuple[str, float, float]] = {}
        #: every firing that did something: (room id, kind, turn, time.time()) — for tests and logs
        self.fired: list[tuple[str, str, int, float]] = []
        self._sync_lock = asyncio.Lock()
        self._tasks: set[asyncio.Task[Any]] = set()
        self._tickers: dict[str, tuple[int, asyncio.Task[None]]] = {}
        self._closing = False
        self._started = False

    # ----- lifecycle ---------------------------------------------------------------------------------
    def attach(self, presenter: Presenter) -> None:
        """The presenter draws the bar / hurry button / pause line from :meth:`timing`."""
        self.presenter = presenter
        presenter.timing = self.timing

    async def start(self) -> None:
        if self._started:
            return
        self._started = True
        self.scheduler = AsyncIOScheduler(timezone=UTC)
        self.scheduler.start()
        async with self.storage.read() as tx:
            rows = await tx.all("SELECT room_id, user_id, until FROM pauses ORDER BY since")
        for r in rows:
            p = self.paused.setdefault(r["room_id"], {"users": [], "until": r["until"]})
            p["users"].append(r["user_id"])
            p["until"] = min(p["until"], r["until"])
        self.scheduler.add_job(
            self._purge, "interval", seconds=PURGE_EVERY_SECONDS, id="purge", replace_existing=True,
            next_run_time=datetime.now(UTC), misfire_grace_time=None, coalesce=True,
        )

    async def close(self) -> None:
        self._closing = True
        if self.scheduler is not None and self.scheduler.running:
            self.scheduler.shutdown(wait=False)
        tasks = [t for _, t in self._tickers.values()] + list(self._tasks)
        self._tickers.clear()
        for t in tasks:
            t.cancel()
        for t in tasks:
            with contextlib.suppress(BaseException):
                await t

    def _spawn(self, coro: Coroutine[Any, Any, Any]) -> None:
        if self._closing:
            coro.close()
            return
        task = asyncio.create_task(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    # ----- what renderers need ------------------------------------------------------------------------
    def clock_seconds(self, action: str, pending_seconds: float) -> float:
        s = self.settings
        if s.clock_shortcut_seconds is not None:
            return s.clock_shortcut_seconds
        if action == "window_close":
            return s.window_seconds
        if action == "claim_timeout":
            return s.claim_seconds
        return pending_seconds

    def timing(self, room: Room) -> dict[str, Any]:
        """Public timing facts of a room for its renders (never a hand): the clock deadline, whether
        «Поторопить» is open, the pause."""
        s = self.settings
        out: dict[str, Any] = {"ttl_hours": s.room_ttl_seconds / 3600, "now": time.time()}
        pause = self.paused.get(room.id)
        if pause is not None and room.status == PLAYING:
            out["pause"] = pause
            return out
        game = room.engine()
        if game is None or not room.game_running():
            return out
        pending = game.pending_clock()
        if pending:
            total = self.clock_seconds(str(pending["action"]), float(pending.get("seconds", 0)))
            due = room.updated_at + total
            known = self.clock_due.get(room.id)
            if known is not None and known[0] == pending["action"]:
                due, total = known[1], known[2]
            out["clock"] = {"action": pending["action"], "due": due, "total": total}
        if self._hurry_targets(room) and time.time() >= room.updated_at + s.hurry_after_seconds:
            out["hurry"] = True
        return out

    def _hurry_targets(self, room: Room) -> list[int]:
        """Humans publicly expected to move while another human sits at the table."""
        game = room.engine()
        if game is None or len(room.humans()) < 2:
            return []
        to_act = game.view(None).get("to_act") or []
        return [room.seats[s].user_id for s in to_act if s < len(room.seats) and room.seats[s].user_id is not None]  # type: ignore[misc]

    # ----- arming --------------------------------------------------------------------------------------
    def arm_room(self, room: Room) -> bool:
        """Called by the room service after every commit (and at start-up). Returns True while the
        match is paused (computers then wait too)."""
        self._spawn(self._sync(room.id))
        return room.id in self.paused and room.status == PLAYING

    def _wanted(self, room: Room, pauses: list[Any]) -> dict[str, tuple[int, str | None, float, float]]:
        s = self.settings
        want: dict[str, tuple[int, str | None, float, float]] = {}
        if room.status == CLOSED:
            return want
        want["expiry"] = (room.turn, None, s.room_ttl_seconds, room.updated_at + s.room_ttl_seconds)
        if pauses and room.status == PLAYING:
            until = min(p["until"] for p in pauses)
            want["pause"] = (room.turn, None, until - room.updated_at, until)
            return want
        game = room.engine()
        if game is None or not room.game_running():
            return want
        pending = game.pending_clock()
        if pending:
            action = str(pending["action"])
            total = self.clock_seconds(action, float(pending.get("seconds", 0)))
            want["clock"] = (room.turn, action, total, room.updated_at + total)
        if self._hurry_targets(room):
            want["hurry"] = (room.turn, None, s.hurry_after_seconds, room.updated_at + s.hurry_after_seconds)
        return want

    async def _sync(self, room_id: str) -> None:
        if not self._started:
            await self.start()
        jobs: list[tuple[str, int, float]] = []
        drop: list[str] = []
        try:
            async with self._sync_lock, self.storage.transaction() as tx:
                room = await load_room(tx, room_id)
                if room is None:
                    return
                pauses = await tx.all("SELECT * FROM pauses WHERE room_id = ?", (room_id,))
                if pauses and room.status != PLAYING:
                    await tx.run("DELETE FROM pauses WHERE room_id = ?", (room_id,))
                    self.paused.pop(room_id, None)
                    pauses = []
                want = self._wanted(room, pauses)
                rows = {r["kind"]: r for r in await tx.all("SELECT * FROM deadlines WHERE room_id = ?", (room_id,))}
                for kind in KINDS:
                    w, row = want.get(kind), rows.get(kind)
                    if w is None:
                        if row is not None:
                            await tx.run("DELETE FROM deadlines WHERE room_id = ? AND kind = ?", (room_id, kind))
                        if kind == "clock":
                            self.clock_due.pop(room_id, None)
                        drop.append(kind)
                        continue
                    turn, action, seconds, due = w
                    if row is not None and row["turn"] == turn and row["action"] == action:
                        if row["fired_at"] is None:
                            jobs.append((kind, turn, float(row["due_at"])))
                        continue
                    if kind == "clock" and row is not None and row["action"] == action and row["fired_at"] is None:
                        # the same window still open after a move inside it (a lead): it keeps its
                        # time — the window lasts 5 s after the draw, not after the last move
                        await tx.run("UPDATE deadlines SET turn = ? WHERE room_id = ? AND kind = ?", (turn, room_id, kind))
                        self.clock_due[room_id] = (str(action), float(row["due_at"]), float(row["seconds"]))
                        jobs.append((kind, turn, float(row["due_at"])))
                        continue
                    if kind == "clock":
                        self.clock_due[room_id] = (str(action), due, seconds)
                    await tx.run(
                        "INSERT INTO deadlines (room_id, kind, turn, action, seconds, due_at, fired_at)"
                        " VALUES (?, ?, ?, ?, ?, ?, NULL) ON CONFLICT (room_id, kind) DO UPDATE SET"
                        " turn = excluded.turn, action = excluded.action, seconds = excluded.seconds,"
                        " due_at = excluded.due_at, fired_at = NULL",
                        (room_id, kind, turn, action, seconds, due),
                    )
                    jobs.append((kind, turn, due))
        except Exception:
            log.exception("could not arm the deadlines of room %s", room_id)
            return
        if self._closing or self.scheduler is None:
            return
        for kind in drop:
            with contextlib.suppress(JobLookupError):
                self.scheduler.remove_job(f"{room_id}/{kind}")
        now = time.time()
        for kind, turn, due in jobs:
            self.scheduler.add_job(
                self._job, "date", run_date=datetime.fromtimestamp(max(due, now), UTC),
                args=(room_id, kind, turn), id=f"{room_id}/{kind}", replace_existing=True,
                misfire_grace_time=None, coalesce=True,
            )
            if kind == "clock" and due > now:
                self._tick(room_id, turn, due)

    # ----- firing --------------------------------------------------------------------------------------
    async def _job(self, room_id: str, kind: str, turn: int) -> None:
        try:
            if kind == "clock":
                await self._fire_clock(room_id, turn)
            elif kind == "hurry":
                await self._fire_hurry(room_id, turn)
            elif kind == "pause":
                await self._fire_pause(room_id, turn)
            elif kind == "expiry":
                await self._fire_expiry(room_id, turn)
        except asyncio.CancelledError:
            raise
        except Exception:  # never let a deadline kill the scheduler
            log.exception("deadline %s of room %s failed", kind, room_id)

    async def _take(self, tx: Tx, room_id: str, kind: str, turn: int) -> Any:
        """The pending row of this kind for this turn, marked fired; None if there is none."""
        row = await tx.one(
            "SELECT * FROM deadlines WHERE room_id = ? AND kind = ? AND turn = ? AND fired_at IS NULL",
            (room_id, kind, turn),
        )
        if row is not None:
            now = time.time()
            await tx.run("UPDATE deadlines SET fired_at = ? WHERE room_id = ? AND kind = ?", (now, room_id, kind))
            self.fired.append((room_id, kind, turn, now))
        return row

    async def _fire_clock(self, room_id: str, turn: int) -> None:
        from bot.rooms.service import Reply

        async def fn(tx: Tx, room: Room) -> Reply:
            if room.turn != turn or not room.game_running() or room_id in self.paused:
                return Reply(None)
            row = await self._take(tx, room_id, "clock", turn)
            game = room.engine()
            if row is None or game is None:
                return Reply(None)
            action = next((a for a in game.clock_actions() if a.type == row["action"]), None)
            if action is None:
                return Reply(None)
            await self.rooms._apply(tx, room, game, action, None)
            return Reply(None, room=room)

        await self.rooms._change(room_id, fn)

    async def _fire_hurry(self, room_id: str, turn: int) -> None:
        async with self.rooms.lock(room_id):
            async with self.storage.transaction() as tx:
                room = await load_room(tx, room_id)
                if room is None or room.turn != turn or not room.game_running() or room_id in self.paused:
                    return
                row = await self._take(tx, room_id, "hurry", turn)
            if row is not None:
                await self.rooms.notify(room)

    async def _fire_pause(self, room_id: str, turn: int) -> None:
        from bot.rooms.service import Reply

        users: list[int] = []

        async def fn(tx: Tx, room: Room) -> Reply:
            if room.turn != turn or room.status != PLAYING:
                return Reply(None)
            if await self._take(tx, room_id, "pause", turn) is None:
                return Reply(None)
            rows = await tx.all("SELECT user_id FROM pauses WHERE room_id = ? ORDER BY since", (room_id,))
            users.extend(r["user_id"] for r in rows)
            await tx.run("DELETE FROM pauses WHERE room_id = ?", (room_id,))
            self.paused.pop(room_id, None)
            await self.rooms._interrupt(tx, room, {"type": "cancelled", "user": users[0] if users else None, "users": users})
            room.turn += 1
            return Reply(None, room=room)

        reply = await self.rooms._change(room_id, fn)
        if reply.room is not None:
            await self._announce(reply.room, "pause-cancelled", users, exclude=set(users))

    async def _fire_expiry(self, room_id: str, turn: int) -> None:
        from bot.rooms.service import Reply

        async def fn(tx: Tx, room: Room) -> Reply:
            if room.turn != turn or room.status == CLOSED:
                return Reply(None)
            if await self._take(tx, room_id, "expiry", turn) is None:
                return Reply(None)
            if room.status == PLAYING:
                await self.rooms._interrupt(tx, room, {"type": "expired"})
            room.status = CLOSED
            room.outcome = {"type": "expired"}
            room.turn += 1
            # retention: the engine state and the unused next seed go now; the deal records
            # (deals, actions, match_info) stay until the purge (RECORD_RETENTION_DAYS)
            room.set_engine(None)
            room.pending = None
            await tx.run("DELETE FROM pauses WHERE room_id = ?", (room_id,))
            await tx.run("DELETE FROM reminders WHERE room_id = ?", (room_id,))
            self.paused.pop(room_id, None)
            return Reply(None, room=room)

        await self.rooms._change(room_id, fn)

    # ----- the progress bar ---------------------------------------------------------------------------
    def _tick(self, room_id: str, turn: int, due: float) -> None:
        current = self._tickers.get(room_id)
        if current is not None:
            if current[0] == turn and not current[1].done():
                return
            current[1].cancel()
        if self._closing or self.presenter is None:
            return
        self._tickers[room_id] = (turn, asyncio.create_task(self._ticker(room_id, turn, due)))

    async def _ticker(self, room_id: str, turn: int, due: float) -> None:
        """Redraw the bar about once a second in the private message of the one seat that sees it."""
        step = max(0.05, self.settings.bar_refresh_seconds)
        try:
            while not self._closing:
                left = due - time.time()
                if left <= 0:
                    return
                await asyncio.sleep(min(step, left))
                if due - time.time() <= 0.05:
                    return
                room = await self.rooms.get(room_id)
                if room is None or room.turn != turn or not room.game_running() or self.presenter is None:
                    return
                game = room.engine()
                assert game is not None
                for seat in room.humans():
                    if bar_kind(game.view(seat.seat), seat.seat) is not None:
                        assert seat.user_id is not None
                        await self.presenter.refresh_user(room, seat.user_id)
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("progress bar of room %s failed", room_id)
        finally:
            entry = self._tickers.get(room_id)
            if entry is not None and entry[1] is asyncio.current_task():
                del self._tickers[room_id]

    # ----- hurry-up --------------------------------------------------------------------------------------
    async def hurry(self, room_id: str, user_id: int, turn: int) -> Reply:
        """«Поторопить»: a new message with sound to each slow player, at most once per
        ``HURRY_INTERVAL_SECONDS`` per player."""
        from bot.rooms.service import Reply

        room = await self.rooms.get(room_id)
        if room is None:
            return Reply("err-unknown-room", alert=True)
        if room.seat_of(user_id) is None:
            return Reply("err-not-in-room", alert=True)
        if room.id in self.paused and room.status == PLAYING:
            return Reply("err-paused", alert=True)
        if room.turn != turn or not room.game_running():
            return Reply("err-stale", redraw=True)
        targets = [u for u in self._hurry_targets(room) if u != user_id]
        if not targets:
            return Reply("hurry-nobody")
        now = time.time()
        fresh: list[int] = []
        async with self.storage.transaction() as tx:
            row = await tx.one(
                "SELECT fired_at FROM deadlines WHERE room_id = ? AND kind = 'hurry' AND turn = ?", (room_id, turn)
            )
            if row is None or row["fired_at"] is None:
                return Reply("hurry-not-yet")
            for uid in targets:
                last = await tx.one("SELECT at FROM reminders WHERE room_id = ? AND user_id = ?", (room_id, uid))
                if last is not None and now - last["at"] < self.settings.hurry_interval_seconds:
                    continue
                await tx.run(
                    "INSERT INTO reminders (room_id, user_id, by_user, at) VALUES (?, ?, ?, ?)"
                    " ON CONFLICT (room_id, user_id) DO UPDATE SET by_user = excluded.by_user, at = excluded.at",
                    (room_id, uid, user_id, now),
                )
                fresh.append(uid)
        if not fresh:
            return Reply("hurry-too-soon")
        if self.presenter is not None:
            names = await self._names(room)
            for uid in fresh:
                t = Translator((await self.presenter.user_prefs(uid))["lang"])
                await self.presenter.outbox.send(
                    uid, t("hurry-ping", name=names.get(user_id, "?"), game=t(f"game-{room.game}")), notify=True
                )
        return Reply("hurry-sent")

    # ----- pause -----------------------------------------------------------------------------------------
    def user_lost(self, user_id: int) -> None:
        """The bot cannot reach ``user_id`` (403): pause each match they play (in a task, since this is
        called from inside the outbox)."""
        self._spawn(self._user_lost(user_id))

    async def _user_lost(self, user_id: int) -> None:
        from bot.rooms.service import Reply

        for room in await self.rooms.rooms_of_user(user_id):
            if room.status != PLAYING:
                continue

            async def fn(tx: Tx, room: Room) -> Reply:
                if room.status != PLAYING or room.seat_of(user_id) is None:
                    return Reply(None)
                if await tx.one("SELECT 1 FROM pauses WHERE room_id = ? AND user_id = ?", (room.id, user_id)):
                    return Reply(None)
                others = [s for s in room.seats if s.user_id != user_id]
                s = self.settings
                wait = s.pause_computer_seconds if all(o.computer for o in others) else s.pause_seconds
                now = time.time()
                await tx.run(
                    "INSERT INTO pauses (room_id, user_id, since, until) VALUES (?, ?, ?, ?)",
                    (room.id, user_id, now, now + wait),
                )
                p = self.paused.setdefault(room.id, {"users": [], "until": now + wait})
                p["users"].append(user_id)
                p["until"] = min(p["until"], now + wait)
                room.turn += 1
                return Reply(None, room=room)

            reply = await self.rooms._change(room.id, fn)
            if reply.room is not None:
                await self._announce(reply.room, "pause-started", [user_id], exclude={user_id})

    async def user_back(self, user_id: int) -> None:
        """``user_id`` wrote to the bot or pressed a button in private: resume their paused matches."""
        from bot.rooms.service import Reply

        if not self.paused:
            return
        async with self.storage.read() as tx:
            rows = await tx.all("SELECT room_id FROM pauses WHERE user_id = ?", (user_id,))
        for r in rows:
            room_id = r["room_id"]

            async def fn(tx: Tx, room: Room) -> Reply:
                await tx.run("DELETE FROM pauses WHERE room_id = ? AND user_id = ?", (room.id, user_id))
                left = await tx.all("SELECT user_id, until FROM pauses WHERE room_id = ?", (room.id,))
                if left:
                    self.paused[room.id] = {"users": [x["user_id"] for x in left], "until": min(x["until"] for x in left)}
                else:
                    self.paused.pop(room.id, None)
                if room.status != PLAYING:
                    return Reply(None)
                room.turn += 1
                return Reply(None, room=room)

            reply = await self.rooms._change(room_id, fn)
            if reply.room is not None:
                await self._announce(reply.room, "pause-resumed", [user_id], exclude={user_id})

    # ----- helpers -----------------------------------------------------------------------------------------
    async def _names(self, room: Room) -> dict[int, str]:
        names: dict[int, str] = {}
        async with self.storage.read() as tx:
            for s in room.humans():
                assert s.user_id is not None
                row = await tx.user(s.user_id)
                names[s.user_id] = (row["first_name"] or row["username"] or str(s.user_id)) if row else str(s.user_id)
        return names

    async def _announce(self, room: Room, key: str, users: list[int], *, exclude: set[int]) -> None:
        """A new message (with sound) to every other human at the table, and one to the group."""
        if self.presenter is None:
            return
        names = await self._names(room)
        who = ", ".join(names.get(u, "?") for u in users)
        pause = self.paused.get(room.id)
        wait = (pause["until"] - time.time()) if pause else 0.0
        for seat in room.humans():
            if seat.user_id is None or seat.user_id in exclude:
                continue
            t = Translator((await self.presenter.user_prefs(seat.user_id))["lang"])
            await self.presenter.outbox.send(seat.user_id, t(key, names=who, game=t(f"game-{room.game}"), dur=fmt_duration(t, wait)), notify=True)
        if room.chat_id is not None:
            t = Translator(room.locale)
            await self.presenter.outbox.send(room.chat_id, t(key, names=who, game=t(f"game-{room.game}"), dur=fmt_duration(t, wait)))

    async def _purge(self) -> None:
        """Retention: closed rooms lose their engine state and unused seed at once; their deal
        records (deals, actions) and everything else go ``RECORD_RETENTION_DAYS`` after closing."""
        cutoff = time.time() - self.settings.record_retention_days * 86400
        try:
            async with self.storage.transaction() as tx:
                await tx.run(
                    "UPDATE rooms SET state = NULL, pending = NULL WHERE status = ? AND (state IS NOT NULL OR pending IS NOT NULL)",
                    (CLOSED,),
                )
                old = [r[0] for r in await tx.all("SELECT id FROM rooms WHERE status = ? AND updated_at < ?", (CLOSED, cutoff))]
                for rid in old:
                    for table in ("actions", "deals", "seats", "messages", "deadlines", "pauses", "reminders"):
                        await tx.run(f"DELETE FROM {table} WHERE room_id = ?", (rid,))  # noqa: S608
                    await tx.run("DELETE FROM rooms WHERE id = ?", (rid,))
            if old:
                log.info("purged %d closed rooms older than %s days", len(old), self.settings.record_retention_days)
        except Exception:
            log.exception("purge failed")


def fmt_duration(t: Translator, seconds: float) -> str:
    """"24 ч", "5 min", "3 s" (message ``dur``)."""
    return t("dur", **duration(seconds))


def duration(seconds: float) -> dict[str, Any]:
    """Arguments for the locales' ``dur`` message (hours, minutes or seconds)."""
    seconds = max(0.0, seconds)
    if seconds >= 3600:
        return {"n": math.ceil(seconds / 3600 - 1e-9), "unit": "h"}
    if seconds >= 60:
        return {"n": math.ceil(seconds / 60 - 1e-9), "unit": "m"}
    return {"n": math.ceil(seconds), "unit": "s"}


def bar_text(left: float, total: float, width: int = 10) -> str:
    """``▰▰▰▰▰▰▱▱▱▱`` for the share of ``total`` still left."""
    share = 0.0 if total <= 0 else max(0.0, min(1.0, left / total))
    full = math.ceil(share * width - 1e-9)
    return "▰" * full + "▱" * (width - full)


__all__ = ["Clock", "bar_kind", "bar_text", "dumps", "duration", "fmt_duration"]
