"""Telegram's flood limits shared by every worker process of the bot, kept in PostgreSQL.

Each worker's :class:`~bot.outbox.Outbox` paces its own calls in memory; with several workers each
would spend the whole budget. So before a call the outbox asks :meth:`SharedPacing.reserve` for the
chat's next slot: one round trip to a PL/pgSQL function that

1. locks the single ``pacing_global`` row — every reservation of every worker is serialised there
   (held for well under a millisecond), so no two reservations can take the same slot;
2. reads the database's clock (``clock_timestamp()``, after the lock: workers on different machines
   share one clock — unless the process keeps a clock of its own, the tests' virtual time, whose
   wall time it passes instead: ``bot.plumbing.clock.own()``) and the chat's row in ``pacing_chats``;
3. computes the earliest time the call may go: a private chat's token bucket (``private_burst``
   calls at once, one per ``private_interval`` sustained), a group's spacing (``group_interval``),
   a 429's ``blocked_until``, and the global rate — at most ``global_rate`` calls in any one second
   over all chats. For that the slots of the last second and the future (slots may lie ahead: a
   chat's queue, a group's spacing) are counted per cell of ``CELL_MS`` (10 ms): a one-second window
   touches at most 101 cells in a row, so if every 101 cells in a row hold at most n slots, every
   second does. The slot is the chat's time if its cell keeps that, else the start of the earliest
   later cell that does (a little later than exact times would allow: saturated, n calls go in
   1.01 s rather than in 1 s);
4. *reserves* it — writes the chat's new bucket and counts the slot in its cell — and returns the
   slot and how long the caller must sleep until then.

Nothing is reserved (``taken`` false; the caller sleeps ``wait`` and asks again) while the chat is
blocked after a 429 — a long block never holds a global slot — or when the global rate would push
the call more than ``horizon`` (1 s) past the chat's own time: the counts stay short (a second past,
the horizon and the chats' own queues ahead: some 300–600 cells, a SMALLINT each, whatever the rate).
So the row keeps its size (it is never stored out of line, TOAST) and each reservation rewrites it in
its page (a HOT update; version 1 kept every slot's time as text, tens of kilobytes at a rate of
1,000 calls a second, and left a dead copy of them at every reservation).

:meth:`SharedPacing.block` records a 429 for every worker. Once a minute a reservation also deletes
the rows of quiet chats (those whose bucket is full again and whose spacing has passed: forgetting
them changes nothing), so the table holds only the chats of the last minute or so.

Why a function rather than one ``INSERT … ON CONFLICT … DO UPDATE``: the chat's slot depends on the
global state and the global state on the chat's slot. One statement reads everything with the
snapshot it started with, also after waiting for a row lock, so it could compute a slot from a stale
row; in a function each statement after the lock sees the rows as they are. The function is created
by :meth:`SharedPacing.install` (``CREATE OR REPLACE``, under an advisory lock, idempotent); the tables
come from migrations ``011_pacing.sql`` and ``014_pacing_cells.sql`` (:data:`MIGRATIONS`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from bot.plumbing import clock

if TYPE_CHECKING:
    import asyncpg

#: the function's name carries a version: a change of its arguments or results gets a new name, so
#: workers of two releases running side by side each call their own
FUNCTION = "kozyr_pacing_reserve_v3"
#: seconds between two clean-ups of quiet chats' rows (done by a reservation, under the global lock)
PRUNE_EVERY_SECONDS = 60.0
#: a call the global rate would push further than this past its chat's own time reserves nothing (it
#: asks again later): the cells counted stay few (a second, this, and the chats' own queues), and so
#: does every reservation's work
GLOBAL_HORIZON_SECONDS = 1.0
#: the global rate counts slots per cell of this many milliseconds: at most n in every 101 cells in a
#: row keeps at most n in every second, and lets through n in 1.01 s when saturated (1 % less)
CELL_MS = 10
#: a cell's count is a SMALLINT
MAX_GLOBAL_RATE = 32767

_INSTALL = f"""
CREATE OR REPLACE FUNCTION {FUNCTION}(
    p_chat BIGINT,
    p_private_interval DOUBLE PRECISION,
    p_private_burst DOUBLE PRECISION,
    p_group_interval DOUBLE PRECISION,
    p_global_rate DOUBLE PRECISION,
    p_quiet DOUBLE PRECISION,
    p_prune_every DOUBLE PRECISION,
    p_horizon DOUBLE PRECISION,
    p_cell_ms INTEGER,
    p_now DOUBLE PRECISION,
    OUT slot_at DOUBLE PRECISION,
    OUT wait_s DOUBLE PRECISION,
    OUT taken BOOLEAN
) LANGUAGE plpgsql VOLATILE AS $fn$
DECLARE
    v_cell0 BIGINT;
    v_counts SMALLINT[];
    v_pruned DOUBLE PRECISION;
    v_tokens DOUBLE PRECISION;
    v_last DOUBLE PRECISION;
    v_blocked DOUBLE PRECISION;
    v_now DOUBLE PRECISION;
    v_ready DOUBLE PRECISION;
    v_chat DOUBLE PRECISION;
    v_n INTEGER;
    v_w INTEGER;
    v_len INTEGER;
    v_i INTEGER;
    v_first BIGINT;
    v_k BIGINT;
    v_j BIGINT;
    v_bad BIGINT;
    v_sum INTEGER;
BEGIN
    -- a slot is worth nothing after a crash of the server: do not wait for the disk at commit, so
    -- the global lock is held for microseconds, not for a flush
    PERFORM set_config('synchronous_commit', 'off', true);
    -- 1. the global lock: from here on every statement sees the newest rows
    SELECT cell0, counts, pruned_at INTO v_cell0, v_counts, v_pruned
        FROM pacing_global WHERE id = 1 FOR UPDATE;
    IF NOT FOUND THEN
        INSERT INTO pacing_global (id, pruned_at) VALUES (1, 0) ON CONFLICT (id) DO NOTHING;
        SELECT cell0, counts, pruned_at INTO v_cell0, v_counts, v_pruned
            FROM pacing_global WHERE id = 1 FOR UPDATE;
    END IF;
    v_now := coalesce(p_now, extract(epoch FROM clock_timestamp()));
    SELECT tokens, last_at, blocked_until INTO v_tokens, v_last, v_blocked
        FROM pacing_chats WHERE chat_id = p_chat FOR UPDATE;
    IF NOT FOUND THEN  -- a chat unheard of (or quiet long enough to be forgotten): a full bucket
        v_tokens := p_private_burst;
        v_last := '-infinity';
        v_blocked := 0;
    END IF;
    -- 2. blocked after a 429: nothing reserved, ask again when the block ends
    IF v_blocked > v_now THEN
        slot_at := v_blocked;
        wait_s := v_blocked - v_now;
        taken := false;
        RETURN;
    END IF;
    -- 3. the earliest time the chat allows ...
    v_ready := v_now;
    IF p_chat < 0 THEN
        v_ready := greatest(v_ready, v_last + p_group_interval);
    ELSIF p_private_interval > 0 THEN
        -- never before the chat's latest slot (it may lie ahead, pushed there by the global rate):
        -- the chat's slots come in order, and its bucket refills from the latest one
        v_ready := greatest(v_ready, v_last);
        IF v_tokens + (v_ready - v_last) / p_private_interval < 1 THEN
            v_ready := v_last + (1 - v_tokens) * p_private_interval;
        END IF;
    END IF;
    -- ... and all chats together: at most n calls in any one second. The slots are counted per cell
    -- of p_cell_ms (counts[i]: cell cell0 + i - 1); a one-second window touches at most W = cells a
    -- second + 1 cells, so if every W cells in a row hold at most n slots, so does every second.
    -- Cells before the oldest that can share a window with a slot from now on are dropped.
    v_n := greatest(1, ceil(p_global_rate))::INTEGER;
    v_w := (1000 + p_cell_ms - 1) / p_cell_ms + 1;
    v_first := floor(v_now * 1000 / p_cell_ms)::BIGINT - v_w + 1;
    IF v_cell0 IS NULL OR v_cell0 + cardinality(v_counts) <= v_first THEN
        v_counts := '{{}}';
        v_cell0 := v_first;
    ELSIF v_cell0 < v_first THEN
        v_counts := v_counts[(v_first - v_cell0 + 1)::INTEGER:cardinality(v_counts)];
        v_cell0 := v_first;
    END IF;
    v_len := cardinality(v_counts);
    v_chat := v_ready;
    v_k := floor(v_ready * 1000 / p_cell_ms)::BIGINT;  -- the candidate cell: the chat's time's
    IF p_global_rate > 0 THEN
        -- scan the windows (by their first cell j, ascending) that hold the candidate; the sum of
        -- the window at j slides along. v_bad: the last full window seen (n slots already): the
        -- candidate must lie past it, so the next candidate is the first cell after it.
        v_j := v_k - v_w + 1;
        v_sum := 0;
        FOR v_i IN (v_j - v_cell0 + 1)::INTEGER..least(v_j + v_w - v_cell0, v_len)::INTEGER LOOP
            v_sum := v_sum + v_counts[v_i];  -- (v_j is no earlier than cell0: v_k is now or later)
        END LOOP;
        v_bad := NULL;
        LOOP
            WHILE v_j <= v_k LOOP
                IF v_sum >= v_n THEN
                    v_bad := v_j;
                END IF;
                IF v_j >= v_cell0 AND v_j < v_cell0 + v_len THEN
                    v_sum := v_sum - v_counts[(v_j - v_cell0 + 1)::INTEGER];
                END IF;
                IF v_j + v_w >= v_cell0 AND v_j + v_w < v_cell0 + v_len THEN
                    v_sum := v_sum + v_counts[(v_j + v_w - v_cell0 + 1)::INTEGER];
                END IF;
                v_j := v_j + 1;
            END LOOP;
            EXIT WHEN v_bad IS NULL OR v_bad < v_k - v_w + 1;
            v_k := v_bad + v_w;
            -- a cell later than the chat's time: the slot is its start (plus a microsecond, so
            -- that the time, a float, lies in the cell)
            v_ready := (v_k * p_cell_ms + 0.001) / 1000.0;
            EXIT WHEN v_ready - v_chat > p_horizon;
        END LOOP;
    END IF;
    IF v_ready - v_chat > p_horizon THEN  -- all chats' budget is spoken for well ahead: reserve
        slot_at := v_ready;                 -- nothing (the counts stay short), ask again nearer then
        wait_s := v_ready - v_now - p_horizon;
        taken := false;
        RETURN;
    END IF;
    -- 4. reserve: the chat's bucket after this call, the slot in its cell
    IF p_chat > 0 AND p_private_interval > 0 THEN
        v_tokens := least(p_private_burst, v_tokens + (v_ready - v_last) / p_private_interval) - 1;
    ELSE
        v_tokens := 0;
    END IF;
    INSERT INTO pacing_chats (chat_id, tokens, last_at, blocked_until)
        VALUES (p_chat, v_tokens, v_ready, 0)
        ON CONFLICT (chat_id) DO UPDATE SET tokens = EXCLUDED.tokens, last_at = EXCLUDED.last_at;
    IF p_global_rate > 0 THEN
        v_i := (v_k - v_cell0 + 1)::INTEGER;
        IF v_i > v_len THEN
            v_counts := v_counts || array_fill(0::SMALLINT, ARRAY[v_i - v_len]);
        END IF;
        v_counts[v_i] := v_counts[v_i] + 1;
    ELSE
        v_counts := '{{}}';
    END IF;
    IF v_now - v_pruned >= p_prune_every THEN  -- the chore: forget chats whose rows change nothing
        DELETE FROM pacing_chats WHERE last_at < v_now - p_quiet AND blocked_until < v_now;
        v_pruned := v_now;
    END IF;
    UPDATE pacing_global SET cell0 = v_cell0, counts = v_counts, pruned_at = v_pruned WHERE id = 1;
    slot_at := v_ready;
    wait_s := v_ready - v_now;
    taken := true;
END
$fn$
"""

_RESERVE = f"SELECT slot_at, wait_s, taken FROM {FUNCTION}($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)"

_BLOCK = """
INSERT INTO pacing_chats (chat_id, tokens, last_at, blocked_until)
VALUES ($1, 0, coalesce($3::float8, extract(epoch FROM clock_timestamp())),
        coalesce($3::float8, extract(epoch FROM clock_timestamp())) + $2)
ON CONFLICT (chat_id) DO UPDATE
SET blocked_until = greatest(pacing_chats.blocked_until, EXCLUDED.blocked_until)
"""

_PRUNE = """
DELETE FROM pacing_chats
WHERE last_at < coalesce($2::float8, extract(epoch FROM clock_timestamp())) - $1
  AND blocked_until < coalesce($2::float8, extract(epoch FROM clock_timestamp()))
"""


#: the migrations that make the pacing's tables (tests and benchmarks make them alone, in a schema)
MIGRATIONS = ("011_pacing.sql", "014_pacing_cells.sql")


def schema() -> list[str]:
    """The statements of :data:`MIGRATIONS` as PostgreSQL runs them, for a schema holding the
    pacing's tables only."""
    from bot.storage.db import migrations
    from bot.storage.pg import migration_statements

    scripts = {name: script for _, name, script in migrations()}
    return [statement for name in MIGRATIONS for statement in migration_statements(name, scripts[name])]


class PaceLimits(Protocol):
    """What the shared pacing reads of :class:`bot.outbox.Limits`."""

    private_interval: float
    private_burst: int
    group_interval: float
    global_rate: float
    ephemeral_interval: float

    def spacing(self, lane: int) -> float: ...


@dataclass(frozen=True)
class Reservation:
    """``at``: the slot's time (seconds since the epoch on the database's clock); ``wait``: seconds
    from now until then (0: at once); ``taken`` false: the chat is blocked after a 429 until ``at``,
    nothing was reserved — sleep ``wait`` and ask again."""

    at: float
    wait: float
    taken: bool


class SharedPacing:
    """Slots for Bot API calls, reserved in PostgreSQL for every worker of the bot at once.

    ``SharedPacing(storage.pool, limits)`` and ``Outbox(..., pacing=that)``; every worker must use the
    same ``limits``. :meth:`install` is called once at start-up (:meth:`reserve` calls it if not)."""

    def __init__(
        self,
        pool: asyncpg.Pool,
        limits: PaceLimits,
        *,
        prune_every: float = PRUNE_EVERY_SECONDS,
        horizon: float = GLOBAL_HORIZON_SECONDS,
        cell_ms: int = CELL_MS,
    ) -> None:
        if limits.global_rate > MAX_GLOBAL_RATE:
            raise ValueError(f"a global rate of at most {MAX_GLOBAL_RATE} calls a second is paced")
        if not 1 <= cell_ms <= 1000:
            raise ValueError("a cell is 1 to 1000 ms")
        self.pool = pool
        self.limits = limits
        self.prune_every = prune_every
        self.horizon = horizon
        self.cell_ms = cell_ms
        self._installed = False

    @property
    def quiet_seconds(self) -> float:
        """After this long without a call a chat's row changes nothing (bucket full, spacing past)."""
        lim = self.limits
        slowest = max(lim.group_interval, lim.ephemeral_interval)
        return max(slowest, lim.private_interval * max(1, lim.private_burst), 0.0)

    async def install(self) -> None:
        """Create (or replace) the reservation function; several workers starting at once queue on
        an advisory lock, since concurrent ``CREATE OR REPLACE FUNCTION`` may fail."""
        async with self.pool.acquire() as conn, conn.transaction():
            await conn.execute("SELECT pg_advisory_xact_lock(hashtext($1))", FUNCTION)
            await conn.execute(_INSTALL)
        self._installed = True

    async def reserve(self, chat_id: int) -> Reservation:
        """Reserve the next call in ``chat_id`` (one round trip): when it may go, and how long to wait."""
        if not self._installed:
            await self.install()
        lim = self.limits
        row = await self.pool.fetchrow(
            _RESERVE,
            chat_id,
            float(lim.private_interval),
            float(max(1, lim.private_burst)),
            float(lim.spacing(chat_id)),  # a group's own lane, or its ephemeral one
            float(lim.global_rate),
            self.quiet_seconds,
            self.prune_every,
            self.horizon,
            self.cell_ms,
            clock.own(),
        )
        assert row is not None
        return Reservation(at=row["slot_at"], wait=max(0.0, row["wait_s"]), taken=row["taken"])

    async def block(self, chat_id: int, seconds: float) -> None:
        """Telegram answered 429 with ``retry_after`` = ``seconds``: no worker calls the chat until then."""
        await self.pool.execute(_BLOCK, chat_id, float(seconds), clock.own())

    async def prune(self) -> int:
        """Delete the rows of quiet chats now (the reservations do it once a minute); how many."""
        status = await self.pool.execute(_PRUNE, self.quiet_seconds, clock.own())
        return int(status.split()[-1])

    async def rows(self) -> int:
        """How many chats have a row (tests, metrics)."""
        return int(await self.pool.fetchval("SELECT count(*) FROM pacing_chats"))
