"""Which deadlines a room wants, and the public timing its screens show (pure functions).

A room has at most one deadline of each *kind* (table ``deadlines``, keyed by room and kind, each
row carrying the room's turn counter):

``clock``   the engine's ``pending_clock()`` (Bura: ``window_close`` after the window,
            ``claim_timeout`` after a claim), applied as an engine action when due.
``hurry``   the player to act (the view's public ``to_act``) has been silent for
            ``HURRY_AFTER_SECONDS``: the others get «Поторопить» (nobody ever loses on time).
``pause``   the bot cannot reach a seated player (403): the match waits ``PAUSE_SECONDS``
            (``PAUSE_COMPUTER_SECONDS`` when every other seat is a computer), then is cancelled
            without a winner.
``expiry``  a room ends ``ROOM_TTL_SECONDS`` after its last action.

Due times are computed from the room's ``updated_at`` (the commit), so they do not drift. Nothing
here reads a hand: the window's deadline is public (``pending_clock()`` never depends on one) and
hurry-up uses the view's public ``to_act`` only.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from bot.config import Settings
from bot.rooms.model import CLOSED, PLAYING, Room

KINDS = ("clock", "hurry", "pause", "expiry")


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


def clock_seconds(settings: Settings, action: str, pending_seconds: float) -> float:
    if settings.clock_shortcut_seconds is not None:
        return settings.clock_shortcut_seconds
    if action == "window_close":
        return settings.window_seconds
    if action == "claim_timeout":
        return settings.claim_seconds
    return pending_seconds


def hurry_targets(room: Room) -> list[int]:
    """Humans publicly expected to move while another human sits at the table."""
    game = room.engine()
    if game is None or len(room.humans()) < 2:
        return []
    to_act = game.view(None).get("to_act") or []
    users = [room.seats[s].user_id for s in to_act if s < len(room.seats)]
    return [u for u in users if u is not None]


def wanted(room: Room, settings: Settings) -> dict[str, Want]:
    s = settings
    want: dict[str, Want] = {}
    if room.status == CLOSED:
        return want
    want["expiry"] = Want(room.turn, None, s.room_ttl_seconds, room.updated_at + s.room_ttl_seconds)
    if room.paused:
        until = room.pause_until()
        assert until is not None
        want["pause"] = Want(room.turn, None, until - room.updated_at, until)
        return want
    game = room.engine()
    if game is None or not room.game_running():
        return want
    pending = game.pending_clock()
    if pending:
        action = str(pending["action"])
        total = clock_seconds(s, action, float(pending.get("seconds", 0)))
        want["clock"] = Want(room.turn, action, total, room.updated_at + total)
    if hurry_targets(room):
        want["hurry"] = Want(room.turn, None, s.hurry_after_seconds, room.updated_at + s.hurry_after_seconds)
    return want


def timing(room: Room, rows: dict[str, Any], settings: Settings, now: float) -> Timing:
    """The room's public timing from its stored deadline ``rows`` (kind -> row)."""
    if room.paused:
        return Timing(
            now,
            settings.room_ttl_seconds,
            pause_users=[p.user_id for p in room.pauses],
            pause_until=room.pause_until(),
        )
    game = room.engine()
    if game is None or not room.game_running():
        return Timing(now, settings.room_ttl_seconds)
    clock = None
    pending = game.pending_clock()
    if pending:
        action = str(pending["action"])
        total = clock_seconds(settings, action, float(pending.get("seconds", 0)))
        due = room.updated_at + total
        row = rows.get("clock")
        if row is not None and row["action"] == action and row["fired_at"] is None:
            due, total = float(row["due_at"]), float(row["seconds"])
        clock = ClockTiming(action, due, total)
    row = rows.get("hurry")
    hurry = (
        row is not None
        and row["turn"] == room.turn
        and row["fired_at"] is not None
        and bool(hurry_targets(room))
        and room.status == PLAYING
    )
    return Timing(now, settings.room_ttl_seconds, clock=clock, hurry=hurry)
