"""Which deadlines a room wants, and the public timing its screens show (pure functions).

A room has at most one deadline of each *kind* (table ``deadlines``, keyed by room and kind, each
row carrying the room's turn counter):

``clock``   the engine's ``pending_clock()`` (Bura: ``window_close`` after the window,
            ``claim_timeout`` after a claim), applied as an engine action when due.
``hurry``   the player to act (the view's public ``to_act``) has been silent for
            ``HURRY_AFTER_SECONDS``: the others get «Поторопить» (nobody ever loses on time).
``pause``   the bot cannot reach a seated player (403): the match waits ``PAUSE_SECONDS``
            (``PAUSE_COMPUTER_SECONDS`` when every other seat is a computer), then is cancelled
            without a winner (a rated match: the absent player's loss). Meanwhile the other people
            may hand that seat to the computer («🤖 Сыграть за …»).
``expiry``  a room ends ``ROOM_TTL_SECONDS`` after its last action.
``absent``  a person waited for has been silent for ``ABSENT_AFTER_SECONDS`` at a table where
            at least two other people play: they may hand that seat to the computer («🤖 Сыграть
            за …»; a rated match is then the silent person's loss). Facing one opponent, nobody
            loses a move or a match on time — except at a tournament's table (issue 47), where a
            round waits for every table: there the bot itself hands the silent people to the
            computer when it fires (``table_absent``), whoever they face.
``throwin`` Durak: every attack card is covered, or the defender has said «Беру», and
            people may still throw in; when the room's throw-in wait runs out the bot applies
            ``pass`` for each of them (the engine stays pure, as for Bura's window): the covered
            table is discarded, the taken one goes to the defender. The same table keeps its due
            time after a pass; a card added after «Беру» starts the wait over.
``next``    Bura and Scopa between deals with no other person at the table: the next
            deal starts by itself after ``NEXT_DEAL_SECONDS``.
``draw``    Bura's first-move draw: a person who has not picked a card of the face-down spread
            ``HURRY_AFTER_SECONDS`` after the last change gets a random one (nobody can stall it).
``watch``   (only with a database several workers share) an open room's turn has not moved
            for ``WATCH_SECONDS``: whichever worker takes it redraws the room and restarts its
            computers. It stands in for a worker that died after it committed a change but before
            it drew it or let a computer answer; normally nothing needs sending (every message
            already shows its digest) and the computers are already done.

One more kind is not a room's: ``tnstart``, a tournament's start time, whose row carries the
tournament's id in ``room_id`` (``bot/rooms/tournament_control.py``; ``Firing.others`` fires it).

``expiry`` and ``watch`` *trail* the room: they are due a fixed time after its last change, so every
change would move them. Instead their row stays as armed while it is pending and due no later than
the room now wants (``TRAILING``); when it fires for a turn the room has left, the worker that takes
it only moves it on to the room's newest change (``bot/rooms/firing.py``). A room that changes every
second thus writes these rows once per ``WATCH_SECONDS`` and ``ROOM_TTL_SECONDS``, not at each action
— on PostgreSQL each such write was a dead row version that only VACUUM reclaims (the due time is
indexed, so the update cannot be HOT), and a statement per action.

Due times are computed from the room's ``updated_at`` (the commit), so they do not drift. Nothing
here reads a hand: the window's deadline is public (``pending_clock()`` never depends on one) and
hurry-up uses the view's public ``to_act`` only.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from bot.config import Settings
from bot.model import CLOSED, LOBBY, PLAYING, Room, Seat
from bot.rules import rules_of
from bot.storage.values import Deadline


class DeadlineKind(StrEnum):
    """The kinds of deadline a room may have (one row each; the value is what the row stores)."""

    CLOCK = "clock"
    HURRY = "hurry"
    PAUSE = "pause"
    EXPIRY = "expiry"
    ABSENT = "absent"
    THROW_IN = "throwin"
    NEXT = "next"
    WATCH = "watch"
    DRAW = "draw"


KINDS = tuple(DeadlineKind)
#: kinds due a fixed time after the room's last change, whatever it was: kept as armed while the room
#: changes, moved on when they fire for an older turn (see the module docstring)
TRAILING = frozenset({DeadlineKind.EXPIRY, DeadlineKind.WATCH})


@dataclass(frozen=True)
class Want:
    turn: int
    action: str | None
    seconds: float
    due: float


@dataclass(frozen=True)
class ClockTiming:
    action: str
    due: float
    total: float


@dataclass(frozen=True)
class Timing:
    """Public timing facts of a room for its screens (never a hand)."""

    now: float
    ttl_seconds: float
    clock: ClockTiming | None = None
    hurry: bool = False
    pause_users: list[int] = field(default_factory=list)
    pause_until: float | None = None
    #: people the others may now hand to the computer («🤖 Сыграть за …»)
    absent: list[int] = field(default_factory=list)
    #: when the next deal starts by itself (Bura, Scopa against computers), if it does
    next_due: float | None = None
    #: a new room's Durak throw-in wait (THROW_IN_WAIT_SECONDS)
    throw_wait_default: float = 10.0


def clock_seconds(settings: Settings, action: str, pending_seconds: float) -> float:
    if settings.clock_shortcut_seconds is not None:
        return settings.clock_shortcut_seconds
    if action == "window_close":
        return settings.window_seconds
    if action == "claim_timeout":
        return settings.claim_seconds
    return pending_seconds


def hurry_targets(room: Room) -> list[int]:
    """People publicly waited for while another person sits at the table: the people to move in a
    deal, those who have not pressed «Следующая раздача» between deals, and — in a full lobby where
    someone is ready — those not ready yet. A seat the computer plays for someone is never waited
    for."""
    present = room.present()
    if len(present) < 2:
        return []
    if room.status == LOBBY:
        if len(room.seats) < room.capacity or not any(s.ready for s in present):
            return []
        return [s.user_id for s in present if not s.ready and s.user_id is not None]
    return waited_for(room, present)


def waited_for(room: Room, present: list[Seat]) -> list[int]:
    """Of the ``present`` seats (people the computer does not play for), the people the running
    match waits for: those who have not pressed «Следующая раздача» between deals, else those to
    move in the deal."""
    if room.between_deals():
        return [s.user_id for s in present if not s.ready and s.user_id is not None]
    game = room.engine()
    if game is None or not room.game_running():
        return []
    to_act = game.view(None).get("to_act") or []
    mine = {s.seat: s.user_id for s in present}
    return [u for s in to_act if (u := mine.get(s)) is not None]


def late_drawers(room: Room) -> list[int]:
    """The seats of people (not handed to the computer) who still have to pick in the match's draw."""
    game = room.engine()
    if game is None or not room.game_running():
        return []
    return [s for s in rules_of(room.game).chance_seats(game) if not room.auto(s)]


def absent_targets(room: Room) -> list[int]:
    """People the others may hand to the computer after a silence: the waited-for people of a deal
    or between deals (not in the lobby: its creator removes a person instead), where at least two
    other people play their own seats. Facing one opponent, a person thinks as long as they need:
    that opponent could otherwise take their move after a silence (they may hand over only someone
    the bot cannot reach, :func:`paused_targets`)."""
    if room.status != PLAYING:
        return []
    present = [s.user_id for s in room.present()]
    return [u for u in hurry_targets(room) if len(present) - (u in present) >= 2]


def table_absent(room: Room) -> list[int]:
    """At a tournament's table (``room.extra["tournament"]``): the people the running match waits
    for (to move, or to press «Следующая раздача»), whoever they face — a computer, or one
    opponent. The round waits for every table, so their silence of ``ABSENT_AFTER_SECONDS`` hands
    their seats to the computer (``bot/rooms/tournament_absence.py``)."""
    if room.status != PLAYING or not isinstance(room.extra.get("tournament"), dict):
        return []
    present = room.present()
    return waited_for(room, present)


def paused_targets(room: Room) -> list[int]:
    """People the others may hand to the computer at once: those the running match is paused for
    (the bot cannot reach them), with another person at the table to do it."""
    if room.status != PLAYING:
        return []
    present = [s.user_id for s in room.present()]
    return [p.user_id for p in room.pauses if p.user_id in present and len(present) >= 2]


def throw_wait(room: Room, settings: Settings) -> float:
    """Durak's throw-in wait of the room in seconds (0: off, the round waits as long as it takes)."""
    value = room.extra.get("throw_wait")
    return settings.throw_in_wait_seconds if value is None else float(value)


def next_deal_auto(room: Room) -> bool:
    """Between two deals of a match (Bura, Scopa), nobody but computers would be waited for: at
    most one person plays their own seat (they may go on at once, or read the result a while)."""
    return room.between_deals() and len(room.present()) <= 1


def wanted(
    room: Room, settings: Settings, throw_in: list[int] | None = None, *, shared: bool = False
) -> dict[str, Want]:
    """The deadlines the room wants now; ``throw_in``: the seats a covered (or taken) Durak round
    waits for (the game module's ``throw_in_seats``); ``shared``: several workers may share the database."""
    s = settings
    want: dict[str, Want] = {}
    if room.status == CLOSED:
        return want
    want["expiry"] = Want(room.turn, None, s.room_ttl_seconds, room.updated_at + s.room_ttl_seconds)
    if shared and room.status == PLAYING:
        want["watch"] = Want(room.turn, None, s.watch_seconds, room.updated_at + s.watch_seconds)
    if room.paused:
        until = room.pause_until()
        assert until is not None
        want["pause"] = Want(room.turn, None, until - room.updated_at, until)
        return want
    if hurry_targets(room):
        want["hurry"] = Want(room.turn, None, s.hurry_after_seconds, room.updated_at + s.hurry_after_seconds)
    if absent_targets(room) or table_absent(room):
        want["absent"] = Want(
            room.turn, None, s.absent_after_seconds, room.updated_at + s.absent_after_seconds
        )
    if next_deal_auto(room):
        want["next"] = Want(room.turn, None, s.next_deal_seconds, room.updated_at + s.next_deal_seconds)
    game = room.engine()
    if game is None or not room.game_running():
        return want
    if late_drawers(room):
        want["draw"] = Want(room.turn, None, s.hurry_after_seconds, room.updated_at + s.hurry_after_seconds)
    pending = game.pending_clock()
    if pending:
        action = str(pending["action"])
        total = clock_seconds(s, action, float(pending.get("seconds", 0)))
        want["clock"] = Want(room.turn, action, total, room.updated_at + total)
    wait = throw_wait(room, s)
    if wait > 0 and throw_in:
        want["throwin"] = Want(room.turn, "pass", wait, room.updated_at + wait)
    return want


def timing(room: Room, rows: dict[str, Deadline], settings: Settings, now: float) -> Timing:
    """The room's public timing from its stored deadline ``rows`` (kind -> row)."""
    if room.paused:
        return Timing(
            now,
            settings.room_ttl_seconds,
            pause_users=[p.user_id for p in room.pauses],
            pause_until=room.pause_until(),
            absent=paused_targets(room),
            throw_wait_default=settings.throw_in_wait_seconds,
        )
    absent: list[int] = []
    row = rows.get("absent")
    if row is not None and row.turn == room.turn and row.fired_at is not None:
        absent = absent_targets(room)
    row = rows.get("next")
    next_due = None
    if row is not None and row.turn == room.turn and row.fired_at is None and next_deal_auto(room):
        next_due = float(row.due_at)
    row = rows.get("hurry")
    hurry = (
        row is not None
        and row.turn == room.turn
        and row.fired_at is not None
        and bool(hurry_targets(room))
    )
    game = room.engine()
    if game is None or not room.game_running():
        return Timing(
            now, settings.room_ttl_seconds, hurry=hurry, absent=absent, next_due=next_due,
            throw_wait_default=settings.throw_in_wait_seconds,
        )
    clock = None
    pending = game.pending_clock()
    if pending:
        action = str(pending["action"])
        total = clock_seconds(settings, action, float(pending.get("seconds", 0)))
        due = room.updated_at + total
        row = rows.get("clock")
        if row is not None and row.action == action and row.fired_at is None:
            due, total = float(row.due_at), float(row.seconds)
        clock = ClockTiming(action, due, total)
    row = rows.get("throwin")
    if clock is None and row is not None and row.turn == room.turn and row.fired_at is None:
        clock = ClockTiming("pass", float(row.due_at), float(row.seconds))
    return Timing(
        now, settings.room_ttl_seconds, clock=clock, hurry=hurry, absent=absent,
        throw_wait_default=settings.throw_in_wait_seconds,
    )
