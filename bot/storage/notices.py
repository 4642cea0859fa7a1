"""Room notices between workers (PostgreSQL ``LISTEN/NOTIFY``): a change one worker commits reaches
the table pages another worker holds open.

**Sending.** Every transaction that saves a room (``RoomRepo.save``: the kernel's change, a new
room) notifies its channel with ``"<origin> <room> <turn>"`` — folded into the save's own statement,
so it costs no round trip — and so does a deadline's redraw and a quarantine
(``RoomRepo.notify``). ``pg_notify`` inside the transaction is delivered when it commits, never
when it rolls back. ``origin`` is the sending storage's own random token: a worker ignores its own
notices (its changes passed its own cache already). The channel is the database's and the
schema's (:func:`channel`): bots on other schemas of one database hear nothing of each other.
SQLite sends nothing: one process, whose room cache sees every change (``bot/web/live.py``).

**Listening.** ``Listener`` (``bot/storage/listener.py``) holds a connection of its own (not the
pool's: a pooled connection goes back after each use, a listening one stays) and calls
``on_room(room, turn)`` for each notice of another worker. A lost connection (the server restarted,
the network, a terminated backend) is noticed when the socket closes or at the latest by a
``SELECT 1`` every few seconds; it is opened again after a short wait, and then ``on_missed()`` is
called: notices sent meanwhile are lost, so whoever listens treats every room it cares about as
changed. Nothing here is a broker: PostgreSQL, which every worker needs anyway, carries them.
"""

from __future__ import annotations

import hashlib

#: the channel's name without a schema (``?search_path=`` adds its hash: :func:`channel`)
CHANNEL = "kozyr_rooms"


def channel(schema: str | None) -> str:
    """The notices' channel for the rooms of ``schema`` (None: the URL names none)."""
    if schema is None:
        return CHANNEL
    return f"{CHANNEL}_{hashlib.sha256(schema.encode()).hexdigest()[:16]}"


def payload(origin: str, room_id: str, turn: int) -> str:
    return f"{origin} {room_id} {turn}"


def parse(text: str) -> tuple[str, str, int] | None:
    """(origin, room, turn) of a notice; None for anything else (never raises)."""
    parts = text.split(" ")
    if len(parts) != 3 or not parts[2].lstrip("-").isdigit():
        return None
    return parts[0], parts[1], int(parts[2])


def notifying(statement: str) -> str:
    """``statement`` (an INSERT or UPDATE of one room's row) that also sends the notice of that room
    (its two ``?`` after the statement's own: the channel and the payload) — once, as it wrote the
    row; not at all when it wrote none."""
    return f"{statement} RETURNING pg_notify(?, ?)"


NOTIFY = "SELECT pg_notify(?, ?)"
