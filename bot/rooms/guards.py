"""Preconditions of room commands, each written once and composed per command.

A guard looks at the loaded room and the presser and returns the refusal to answer (a
:class:`~bot.rooms.kernel.Reply` in the words of the screen pressed), or None to go on. The
kernel checks a command's guards in order before its change runs (:meth:`Kernel.change`).
"""

from __future__ import annotations

from bot.model import LOBBY, Room
from bot.rooms.kernel import Guard, Reply


def creator_only(room: Room, user_id: int) -> Reply | None:
    """Only the room's creator decides its options, its computers, its lock and its end."""
    if user_id != room.creator:
        return Reply("err-creator-only", alert=True)
    return None


def lobby_only(room: Room, user_id: int) -> Reply | None:
    """Seats and options change only in the lobby, not while a match is running."""
    if room.status != LOBBY:
        return Reply("err-room-playing", alert=True)
    return None


def seated(key: str) -> Guard:
    """The presser sits in the room; ``key`` tells them otherwise in the words of the screen they
    pressed (a lobby says «join first», a hand «you are not in this room»)."""

    def guard(room: Room, user_id: int) -> Reply | None:
        if room.seat_of(user_id) is None:
            return Reply(key, alert=True)
        return None

    return guard


def seated_or_creator(key: str) -> Guard:
    """The presser sits in the room or created it (a group lobby's creator need not be seated)."""

    def guard(room: Room, user_id: int) -> Reply | None:
        if user_id != room.creator and room.seat_of(user_id) is None:
            return Reply(key, alert=True)
        return None

    return guard


def join_first(room: Room, user_id: int) -> Reply | None:
    """A lobby button pressed by someone not seated: «err-join-first», whose answer opens the
    invitation link that seats them — unless joining would be refused (a game running, the lobby
    closed or full), which is then said instead, as the link would say it."""
    if room.seat_of(user_id) is not None:
        return None
    return refused_seat(room) or Reply("err-join-first", alert=True)


def refused_seat(room: Room) -> Reply | None:
    """Why nobody can take a seat in the room now (a game running, the lobby closed or full), or
    None."""
    if room.status != LOBBY:
        return Reply("err-room-playing", alert=True)
    if room.locked:
        return Reply("err-room-locked", alert=True)
    if len(room.seats) >= room.capacity:
        return Reply("err-room-full", alert=True)
    return None


IN_ROOM = seated("err-not-in-room")
JOIN_FIRST = join_first
#: the creator's lobby controls
CREATOR_LOBBY: tuple[Guard, ...] = (creator_only, lobby_only)
