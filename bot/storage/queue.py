"""Quick match's storage (issue 32): the queue (``quick_queue``: one row per person waiting, so one
person is in one queue at a time) and each person's joins and early leaves (``quick_penalties``).

Every change of the queue runs in a transaction that first takes :data:`LOCK` (on PostgreSQL an
advisory lock shared by every worker; SQLite's write transactions already run one at a time), so a
matching pass reads a queue nobody else changes until it has seated the people it took out of it:
two workers never seat one person twice, and nobody who left is seated.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.storage.base import Queries, marks
from bot.storage.jsontext import dumps, loads
from bot.storage.values import Row

#: the advisory lock every queue change holds (``Tx.lock``)
LOCK = "quick-queue"


@dataclass(frozen=True, slots=True)
class Waiting:
    """A row of ``quick_queue``."""

    user_id: int
    game: str
    variant: str
    seats: str  # the seat counts accepted, as digits: "234"
    wait_seconds: int
    lang: str
    rating: float
    name: str
    contribution: str
    chat_id: int
    message_id: int | None
    joined_at: float
    due_at: float
    offered: bool

    @property
    def seat_counts(self) -> frozenset[int]:
        return frozenset(int(c) for c in self.seats)


_COLUMNS = (
    "user_id, game, variant, seats, wait_seconds, lang, rating, name, contribution, chat_id, message_id,"
    " joined_at, due_at, offered"
)


def _waiting(r: Row) -> Waiting:
    return Waiting(
        int(r["user_id"]), str(r["game"]), str(r["variant"]), str(r["seats"]), int(r["wait_seconds"]),
        str(r["lang"]), float(r["rating"]), str(r["name"]), str(r["contribution"]), int(r["chat_id"]),
        None if r["message_id"] is None else int(r["message_id"]), float(r["joined_at"]),
        float(r["due_at"]), bool(r["offered"]),
    )  # fmt: skip


async def put(tx: Queries, w: Waiting) -> None:
    """Join, or change one's choices (the person's one row is replaced)."""
    await tx.run(
        f"INSERT INTO quick_queue ({_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"  # noqa: S608
        " ON CONFLICT (user_id) DO UPDATE SET game = excluded.game, variant = excluded.variant,"
        " seats = excluded.seats, wait_seconds = excluded.wait_seconds, lang = excluded.lang,"
        " rating = excluded.rating, name = excluded.name, contribution = excluded.contribution,"
        " chat_id = excluded.chat_id, message_id = excluded.message_id, joined_at = excluded.joined_at,"
        " due_at = excluded.due_at, offered = excluded.offered",
        (
            w.user_id, w.game, w.variant, w.seats, w.wait_seconds, w.lang, w.rating, w.name, w.contribution,
            w.chat_id, w.message_id, w.joined_at, w.due_at, int(w.offered),
        ),
    )  # fmt: skip


async def get(tx: Queries, user_id: int) -> Waiting | None:
    row = await tx.one(f"SELECT {_COLUMNS} FROM quick_queue WHERE user_id = ?", (user_id,))  # noqa: S608
    return None if row is None else _waiting(row)


async def all_waiting(tx: Queries) -> list[Waiting]:
    rows = await tx.all(f"SELECT {_COLUMNS} FROM quick_queue ORDER BY joined_at, user_id")  # noqa: S608
    return [_waiting(r) for r in rows]


async def count(tx: Queries) -> int:
    row = await tx.one("SELECT COUNT(*) AS n FROM quick_queue")
    return 0 if row is None else int(row["n"])


async def remove(tx: Queries, *user_ids: int) -> int:
    """Take people out of the queue; how many were in it."""
    if not user_ids:
        return 0
    return await tx.count(
        f"DELETE FROM quick_queue WHERE user_id IN ({marks(len(user_ids))})",
        tuple(user_ids),  # noqa: S608
    )


async def set_message(tx: Queries, user_id: int, message_id: int) -> None:
    await tx.run("UPDATE quick_queue SET message_id = ? WHERE user_id = ?", (message_id, user_id))


async def take_due(tx: Queries, now: float) -> list[Waiting]:
    """The people whose chosen wait is over and who were not offered computers yet: marked offered."""
    rows = await tx.all(
        f"SELECT {_COLUMNS} FROM quick_queue WHERE offered = 0 AND due_at <= ?",
        (now,),  # noqa: S608
    )
    due = [_waiting(r) for r in rows]
    if due:
        ids = tuple(w.user_id for w in due)
        await tx.run(f"UPDATE quick_queue SET offered = 1 WHERE user_id IN ({marks(len(ids))})", ids)  # noqa: S608
    return due


async def wait_again(tx: Queries, user_id: int, due_at: float) -> bool:
    """«⏳ Ждать ещё»: a new wait from now. False: they are no longer in the queue."""
    return (
        await tx.count("UPDATE quick_queue SET offered = 0, due_at = ? WHERE user_id = ?", (due_at, user_id))
        > 0
    )


async def avoided(tx: Queries, user_ids: list[int]) -> dict[int, set[int]]:
    """Among ``user_ids``: whom each reported (table talk's «⚠️ Пожаловаться»), both ways round."""
    if not user_ids:
        return {}
    m = marks(len(user_ids))
    rows = await tx.all(
        f"SELECT reporter, reported FROM reports WHERE reporter IN ({m}) AND reported IN ({m})",  # noqa: S608
        (*user_ids, *user_ids),
    )
    out: dict[int, set[int]] = {}
    for r in rows:
        a, b = int(r["reporter"]), int(r["reported"])
        out.setdefault(a, set()).add(b)
        out.setdefault(b, set()).add(a)
    return out


# ----- limits ----------------------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Penalty:
    joins: list[float]
    strikes: int
    struck_at: float | None
    blocked_until: float


async def penalty(tx: Queries, user_id: int) -> Penalty:
    row = await tx.one(
        "SELECT joins, strikes, struck_at, blocked_until FROM quick_penalties WHERE user_id = ?", (user_id,)
    )
    if row is None:
        return Penalty([], 0, None, 0.0)
    joins = [float(x) for x in loads(row["joins"]) or []]
    struck = None if row["struck_at"] is None else float(row["struck_at"])
    return Penalty(joins, int(row["strikes"]), struck, float(row["blocked_until"]))


async def purge_penalties(tx: Queries, before: float) -> int:
    """Retention: the rows that no longer limit anybody — no block, no strike and no sign of the
    person since ``before`` (a recent join keeps its row: the joins of the last minute count)."""
    return await tx.count(
        "DELETE FROM quick_penalties WHERE blocked_until < ? AND (struck_at IS NULL OR struck_at < ?)"
        " AND user_id NOT IN (SELECT id FROM users WHERE COALESCE(seen_at, created_at) >= ?)",
        (before, before, before),
    )


async def put_penalty(tx: Queries, user_id: int, p: Penalty) -> None:
    await tx.run(
        "INSERT INTO quick_penalties (user_id, joins, strikes, struck_at, blocked_until)"
        " VALUES (?, ?, ?, ?, ?)"
        " ON CONFLICT (user_id) DO UPDATE SET joins = excluded.joins, strikes = excluded.strikes,"
        " struck_at = excluded.struck_at, blocked_until = excluded.blocked_until",
        (user_id, dumps(p.joins), p.strikes, p.struck_at, p.blocked_until),
    )
