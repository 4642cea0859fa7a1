"""A room as stored: seats, options, the current match's engine state and the next deal's seed."""

from __future__ import annotations

import secrets
import string
import time
from dataclasses import dataclass, field
from typing import Any

from bot.storage.db import Tx, dumps, loads
from engines.protocol import Action, Game
from engines.registry import game_class

ROOM_ID_ALPHABET = string.ascii_letters + string.digits
LOBBY, PLAYING, CLOSED = "lobby", "playing", "closed"

DEFAULT_CAPACITY = {"durak": 4, "bura": 2, "scopa": 2}


def new_room_id() -> str:
    return "".join(secrets.choice(ROOM_ID_ALPHABET) for _ in range(10))


@dataclass
class Seat:
    seat: int
    user_id: int | None
    ready: bool = False
    contribution: str | None = None

    @property
    def computer(self) -> bool:
        return self.user_id is None


@dataclass
class Room:
    id: str
    game: str
    chat_id: int | None
    locale: str
    creator: int
    capacity: int
    options: dict[str, Any]
    status: str
    turn: int
    match_no: int
    state: dict[str, Any] | None
    match_info: dict[str, Any] | None
    pending: dict[str, Any] | None
    last: dict[str, Any] | None
    outcome: dict[str, Any] | None
    created_at: float
    updated_at: float
    seats: list[Seat] = field(default_factory=list)
    _engine: Game | None = field(default=None, repr=False)

    # ----- engine -----------------------------------------------------------------------------------
    @property
    def cls(self) -> type[Game]:
        return game_class(self.game)

    def engine(self) -> Game | None:
        if self._engine is None and self.state is not None:
            self._engine = self.cls.from_json(self.state)
        return self._engine

    def set_engine(self, game: Game | None) -> None:
        self._engine = game
        self.state = None if game is None else game.to_json()

    def sync_state(self) -> None:
        if self._engine is not None:
            self.state = self._engine.to_json()

    # ----- seats --------------------------------------------------------------------------------------
    def seat_of(self, user_id: int) -> Seat | None:
        return next((s for s in self.seats if s.user_id == user_id), None)

    def humans(self) -> list[Seat]:
        return [s for s in self.seats if not s.computer]

    @property
    def in_match(self) -> bool:
        """A match is running (possibly between two deals)."""
        return self.status == PLAYING

    def between_deals(self) -> bool:
        game = self.engine()
        return self.status == PLAYING and game is not None and game.needs_deal() and not game.is_over()

    def game_running(self) -> bool:
        """Cards are in play: the engine is in a deal."""
        game = self.engine()
        return self.status == PLAYING and game is not None and not game.needs_deal() and not game.is_over()


def sorted_legal(game: Game, seat: int) -> list[Action]:
    """Legal actions in a canonical order, so a button's index means the same after a restart."""
    import json

    return sorted(game.legal_actions(seat), key=lambda a: json.dumps(a.to_json(), sort_keys=True))


async def load_room(tx: Tx, room_id: str) -> Room | None:
    row = await tx.one("SELECT * FROM rooms WHERE id = ?", (room_id,))
    if row is None:
        return None
    room = Room(
        id=row["id"],
        game=row["game"],
        chat_id=row["chat_id"],
        locale=row["locale"],
        creator=row["creator"],
        capacity=row["capacity"],
        options=loads(row["options"]) or {},
        status=row["status"],
        turn=row["turn"],
        match_no=row["match_no"],
        state=loads(row["state"]),
        match_info=loads(row["match_info"]),
        pending=loads(row["pending"]),
        last=loads(row["last"]),
        outcome=loads(row["outcome"]),
        created_at=row["created_at"],
        updated_at=row["updated_at"],
    )
    for s in await tx.all("SELECT * FROM seats WHERE room_id = ? ORDER BY seat", (room_id,)):
        room.seats.append(Seat(s["seat"], s["user_id"], bool(s["ready"]), s["contribution"]))
    return room


async def save_room(tx: Tx, room: Room, *, new: bool = False) -> None:
    room.sync_state()
    room.updated_at = time.time()
    values = (
        room.game,
        room.chat_id,
        room.locale,
        room.creator,
        room.capacity,
        dumps(room.options),
        room.status,
        room.turn,
        room.match_no,
        None if room.state is None else dumps(room.state),
        None if room.match_info is None else dumps(room.match_info),
        None if room.pending is None else dumps(room.pending),
        None if room.last is None else dumps(room.last),
        None if room.outcome is None else dumps(room.outcome),
        room.updated_at,
    )
    if new:
        await tx.run(
            "INSERT INTO rooms (game, chat_id, locale, creator, capacity, options, status, turn, match_no,"
            " state, match_info, pending, last, outcome, updated_at, created_at, id)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (*values, room.created_at, room.id),
        )
    else:
        await tx.run(
            "UPDATE rooms SET game = ?, chat_id = ?, locale = ?, creator = ?, capacity = ?, options = ?,"
            " status = ?, turn = ?, match_no = ?, state = ?, match_info = ?, pending = ?, last = ?,"
            " outcome = ?, updated_at = ? WHERE id = ?",
            (*values, room.id),
        )
    await tx.run("DELETE FROM seats WHERE room_id = ?", (room.id,))
    for s in room.seats:
        await tx.run(
            "INSERT INTO seats (room_id, seat, user_id, ready, contribution) VALUES (?, ?, ?, ?, ?)",
            (room.id, s.seat, s.user_id, int(s.ready), s.contribution),
        )
