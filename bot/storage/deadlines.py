"""Time: a room's armed deadlines, the pauses of the people it waits for, the reminders sent."""

from __future__ import annotations

from typing import Any

from bot.model import Pause
from bot.plumbing import clock
from bot.storage.base import Queries, Repo, marks
from bot.storage.values import Deadline


class DeadlineRepo(Repo):
    def __init__(self, tx: Queries) -> None:
        super().__init__(tx)
        #: room -> its deadline rows by kind as :meth:`RoomRepo.load` read them in this transaction
        #: (the room's row lock keeps them so); a write of the room's deadlines here drops them
        self._loaded: dict[str, dict[str, Deadline]] = {}

    def loaded(self, room_id: str, rows: list[list[Any]]) -> None:
        """The room's deadline rows, read with the room (``[kind, turn, …]`` lists)."""
        self._loaded[room_id] = {d[0]: Deadline(room_id, *d) for d in rows}

    async def of_loaded(self, room_id: str) -> dict[str, Deadline]:
        """The room's deadlines by kind: as read with the room when this transaction loaded it and
        wrote none of them since (no statement), else :meth:`of_room`."""
        known = self._loaded.get(room_id)
        return known if known is not None else await self.of_room(room_id)

    async def of_room(self, room_id: str) -> dict[str, Deadline]:
        rows = await self.tx.all("SELECT * FROM deadlines WHERE room_id = ?", (room_id,))
        return {r["kind"]: Deadline.of(r) for r in rows}

    async def pending(self) -> list[Deadline]:
        rows = await self.tx.all("SELECT * FROM deadlines WHERE fired_at IS NULL ORDER BY due_at")
        return [Deadline.of(r) for r in rows]

    async def overdue(self, before: float, limit: int = 100) -> list[tuple[str, str, int]]:
        """(room, kind, turn) of pending deadlines due before ``before``, oldest first: those the
        worker that armed them did not fire (several workers)."""
        rows = await self.tx.all(
            "SELECT room_id, kind, turn FROM deadlines WHERE fired_at IS NULL AND due_at < ?"
            " ORDER BY due_at LIMIT ?",
            (before, limit),
        )
        return [(r[0], r[1], int(r[2])) for r in rows]

    async def put(self, room_id: str, *armed: tuple[str, int, str | None, float, float]) -> None:
        """Arm deadlines of the room, each (kind, turn, action, seconds, due), in one statement."""
        self._loaded.pop(room_id, None)
        if not armed:
            return
        await self.tx.run(
            "INSERT INTO deadlines (room_id, kind, turn, action, seconds, due_at, fired_at) VALUES "
            + ", ".join(["(?, ?, ?, ?, ?, ?, NULL)"] * len(armed))
            + " ON CONFLICT (room_id, kind) DO UPDATE SET turn = excluded.turn,"
            " action = excluded.action, seconds = excluded.seconds, due_at = excluded.due_at,"
            " fired_at = NULL",
            tuple(v for a in armed for v in (room_id, *a)),
        )

    async def move_turn(self, room_id: str, kind: str, turn: int) -> None:
        self._loaded.pop(room_id, None)
        await self.tx.run(
            "UPDATE deadlines SET turn = ? WHERE room_id = ? AND kind = ?", (turn, room_id, kind)
        )

    async def delete(self, room_id: str, *kinds: str) -> None:
        self._loaded.pop(room_id, None)
        if kinds:
            sql = f"DELETE FROM deadlines WHERE room_id = ? AND kind IN ({marks(len(kinds))})"
            await self.tx.run(sql, (room_id, *kinds))

    async def take(self, room_id: str, kind: str, turn: int) -> Deadline | None:
        """The pending row of this kind for this turn, marked fired; None if there is none."""
        self._loaded.pop(room_id, None)
        row = await self.tx.one(
            "SELECT * FROM deadlines WHERE room_id = ? AND kind = ? AND turn = ? AND fired_at IS NULL",
            (room_id, kind, turn),
        )
        if row is not None:
            await self.tx.run(
                "UPDATE deadlines SET fired_at = ? WHERE room_id = ? AND kind = ?",
                (clock.now(), room_id, kind),
            )
        return None if row is None else Deadline.of(row)

    async def fired(self, room_id: str, kind: str, turn: int) -> bool:
        row = await self.tx.one(
            "SELECT fired_at FROM deadlines WHERE room_id = ? AND kind = ? AND turn = ?",
            (room_id, kind, turn),
        )
        return row is not None and row["fired_at"] is not None


class PauseRepo(Repo):
    async def of_room(self, room_id: str) -> list[Pause]:
        rows = await self.tx.all("SELECT * FROM pauses WHERE room_id = ? ORDER BY since", (room_id,))
        return [Pause(r["user_id"], r["since"], r["until"]) for r in rows]

    async def add(self, room_id: str, pause: Pause) -> None:
        await self.tx.run(
            "INSERT INTO pauses (room_id, user_id, since, until) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING",
            (room_id, pause.user_id, pause.since, pause.until),
        )

    async def remove(self, room_id: str, user_id: int | None = None) -> None:
        if user_id is None:
            await self.tx.run("DELETE FROM pauses WHERE room_id = ?", (room_id,))
        else:
            await self.tx.run("DELETE FROM pauses WHERE room_id = ? AND user_id = ?", (room_id, user_id))


class ReminderRepo(Repo):
    async def last(self, room_id: str, user_id: int) -> float | None:
        row = await self.tx.one(
            "SELECT at FROM reminders WHERE room_id = ? AND user_id = ?", (room_id, user_id)
        )
        return None if row is None else float(row["at"])

    async def put(self, room_id: str, user_id: int, by_user: int, at: float) -> None:
        await self.tx.run(
            "INSERT INTO reminders (room_id, user_id, by_user, at) VALUES (?, ?, ?, ?)"
            " ON CONFLICT (room_id, user_id) DO UPDATE SET by_user = excluded.by_user, at = excluded.at",
            (room_id, user_id, by_user, at),
        )

    async def clear(self, room_id: str) -> None:
        await self.tx.run("DELETE FROM reminders WHERE room_id = ?", (room_id,))


