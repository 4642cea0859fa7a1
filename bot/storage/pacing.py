"""Telegram's flood limits shared by every worker process of the bot, kept in PostgreSQL (issue 20).

Each worker's :class:`~bot.outbox.Outbox` paces its own calls in memory; with several workers each
would spend the whole budget. So before a call the outbox asks :meth:`SharedPacing.reserve` for the
chat's next slot: one round trip to a PL/pgSQL function that

1. locks the single ``pacing_global`` row — every reservation of every worker is serialised there
   (held for well under a millisecond), so no two reservations can take the same slot;
2. reads the database's clock (``clock_timestamp()``, after the lock: workers on different machines
   share one clock) and the chat's row in ``pacing_chats``;
3. computes the earliest time the call may go: a private chat's token bucket (``private_burst``
   calls at once, one per ``private_interval`` sustained), a group's spacing (``group_interval``),
   a 429's ``blocked_until``, and the global rate — at most ``global_rate`` calls in any one second
   over all chats, checked against the list of every slot of the last second and the future (slots
   may lie ahead: a chat's queue, a group's spacing), so the slot is the earliest time that keeps
   every one-second window within the rate;
4. *reserves* it — writes the chat's new bucket and adds the slot to the list — and returns the
   slot and how long the caller must sleep until then.

Nothing is reserved (``taken`` false; the caller sleeps ``wait`` and asks again) while the chat is
blocked after a 429 — a long block never holds a global slot — or when the global rate would push
the call more than ``horizon`` (1 s) past the chat's own time: the list stays short (the slots of
about two seconds at the global rate, and the chats' own queues). :meth:`SharedPacing.block` records
a 429 for every worker. Once a minute a reservation also deletes the rows of quiet chats (those whose
bucket is full again and whose spacing has passed: forgetting them changes nothing), so the table
holds only the chats of the last minute or so.

Why a function rather than one ``INSERT … ON CONFLICT … DO UPDATE``: the chat's slot depends on the
global state and the global state on the chat's slot. One statement reads everything with the
snapshot it started with, also after waiting for a row lock, so it could compute a slot from a stale
row; in a function each statement after the lock sees the rows as they are. The function is created
by :meth:`SharedPacing.install` (``CREATE OR REPLACE``, under an advisory lock, idempotent); the tables
come from migration ``011_pacing.sql``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    import asyncpg

#: the function's name carries a version: a change of its arguments or results gets a new name, so
#: workers of two releases running side by side each call their own
FUNCTION = "kozyr_pacing_reserve_v1"
#: seconds between two clean-ups of quiet chats' rows (done by a reservation, under the global lock)
PRUNE_EVERY_SECONDS = 60.0
#: a call the global rate would push further than this past its chat's own time reserves nothing (it
#: asks again later): the list of slots stays short (the global rate times this, and a second, and
#: the chats' own queues), and so does every reservation's work
GLOBAL_HORIZON_SECONDS = 1.0

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
    OUT slot_at DOUBLE PRECISION,
    OUT wait_s DOUBLE PRECISION,
    OUT taken BOOLEAN
) LANGUAGE plpgsql VOLATILE AS $fn$
DECLARE
    v_recent TEXT;
    v_pruned DOUBLE PRECISION;
    v_tokens DOUBLE PRECISION;
    v_last DOUBLE PRECISION;
    v_blocked DOUBLE PRECISION;
    v_now DOUBLE PRECISION;
    v_ready DOUBLE PRECISION;
    v_times DOUBLE PRECISION[];
    v_n INTEGER;
    v_len INTEGER;
    v_i INTEGER;
    v_k INTEGER;
    v_b INTEGER;
    v_ok BOOLEAN;
    v_lo DOUBLE PRECISION;
    v_hi DOUBLE PRECISION;
    v_chat DOUBLE PRECISION;
BEGIN
    -- a slot is worth nothing after a crash of the server: do not wait for the disk at commit, so
    -- the global lock is held for microseconds, not for a flush
    PERFORM set_config('synchronous_commit', 'off', true);
    -- 1. the global lock: from here on every statement sees the newest rows
    SELECT recent, pruned_at INTO v_recent, v_pruned FROM pacing_global WHERE id = 1 FOR UPDATE;
    IF NOT FOUND THEN
        INSERT INTO pacing_global (id, recent, pruned_at) VALUES (1, '', 0) ON CONFLICT (id) DO NOTHING;
        SELECT recent, pruned_at INTO v_recent, v_pruned FROM pacing_global WHERE id = 1 FOR UPDATE;
    END IF;
    v_now := extract(epoch FROM clock_timestamp());
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
    -- ... and all chats together. The slots of the last second and the future, ascending (older ones
    -- no longer matter). At most n in any second <=> any n + 1 consecutive slots span a second or
    -- more; only the runs through the new slot can break that. Try the chat's time, then each
    -- "a second after an existing slot" later on: the first that breaks no run is the slot.
    v_n := greatest(1, ceil(p_global_rate))::INTEGER;
    v_times := ARRAY(
        SELECT x FROM unnest(string_to_array(nullif(v_recent, ''), ' ')::DOUBLE PRECISION[]) AS x
        WHERE x > v_now - 1 ORDER BY x
    );
    v_len := cardinality(v_times);
    v_chat := v_ready;
    IF p_global_rate > 0 AND v_len >= v_n THEN
        v_i := 1;
        LOOP
            v_k := 0;  -- how many slots come before (or with) the candidate
            WHILE v_k < v_len AND v_times[v_k + 1] <= v_ready LOOP
                v_k := v_k + 1;
            END LOOP;
            v_ok := true;
            FOR v_b IN greatest(0, v_n - (v_len - v_k))..least(v_n, v_k) LOOP  -- b before, n - b after
                v_lo := CASE WHEN v_b > 0 THEN v_times[v_k - v_b + 1] ELSE v_ready END;
                v_hi := CASE WHEN v_b < v_n THEN v_times[v_k + v_n - v_b] ELSE v_ready END;
                IF v_hi - v_lo < 1 THEN
                    v_ok := false;
                    EXIT;
                END IF;
            END LOOP;
            EXIT WHEN v_ok;
            WHILE v_i <= v_len AND v_times[v_i] + 1 <= v_ready LOOP  -- the next candidate: there
                v_i := v_i + 1;  -- is one, a run that breaks holds a slot less than 1 s away
            END LOOP;
            IF v_i > v_len THEN
                RAISE EXCEPTION 'pacing: no candidate slot after %', v_ready;
            END IF;
            v_ready := v_times[v_i] + 1;
        END LOOP;
    END IF;
    IF v_ready - v_chat > p_horizon THEN  -- all chats' budget is spoken for well ahead: reserve
        slot_at := v_ready;                 -- nothing (the list stays short), ask again nearer then
        wait_s := v_ready - v_now - p_horizon;
        taken := false;
        RETURN;
    END IF;
    -- 4. reserve: the chat's bucket after this call, the slot in the list
    IF p_chat > 0 AND p_private_interval > 0 THEN
        v_tokens := least(p_private_burst, v_tokens + (v_ready - v_last) / p_private_interval) - 1;
    ELSE
        v_tokens := 0;
    END IF;
    INSERT INTO pacing_chats (chat_id, tokens, last_at, blocked_until)
        VALUES (p_chat, v_tokens, v_ready, 0)
        ON CONFLICT (chat_id) DO UPDATE SET tokens = EXCLUDED.tokens, last_at = EXCLUDED.last_at;
    IF p_global_rate > 0 THEN
        v_times := ARRAY(SELECT x FROM unnest(v_times || v_ready) AS x ORDER BY x);
    ELSE
        v_times := '{{}}';
    END IF;
    IF v_now - v_pruned >= p_prune_every THEN  -- the chore: forget chats whose rows change nothing
        DELETE FROM pacing_chats WHERE last_at < v_now - p_quiet AND blocked_until < v_now;
        v_pruned := v_now;
    END IF;
    UPDATE pacing_global SET recent = array_to_string(v_times, ' '), pruned_at = v_pruned WHERE id = 1;
    slot_at := v_ready;
    wait_s := v_ready - v_now;
    taken := true;
END
$fn$
"""

_RESERVE = f"SELECT slot_at, wait_s, taken FROM {FUNCTION}($1, $2, $3, $4, $5, $6, $7, $8)"

_BLOCK = """
INSERT INTO pacing_chats (chat_id, tokens, last_at, blocked_until)
VALUES ($1, 0, extract(epoch FROM clock_timestamp()), extract(epoch FROM clock_timestamp()) + $2)
ON CONFLICT (chat_id) DO UPDATE
SET blocked_until = greatest(pacing_chats.blocked_until, EXCLUDED.blocked_until)
"""

_PRUNE = """
DELETE FROM pacing_chats
WHERE last_at < extract(epoch FROM clock_timestamp()) - $1
  AND blocked_until < extract(epoch FROM clock_timestamp())
"""


class PaceLimits(Protocol):
    """What the shared pacing reads of :class:`bot.outbox.Limits`."""

    private_interval: float
    private_burst: int
    group_interval: float
    global_rate: float


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
    ) -> None:
        self.pool = pool
        self.limits = limits
        self.prune_every = prune_every
        self.horizon = horizon
        self._installed = False

    @property
    def quiet_seconds(self) -> float:
        """After this long without a call a chat's row changes nothing (bucket full, spacing past)."""
        lim = self.limits
        return max(lim.group_interval, lim.private_interval * max(1, lim.private_burst), 0.0)

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
            float(lim.group_interval),
            float(lim.global_rate),
            self.quiet_seconds,
            self.prune_every,
            self.horizon,
        )
        assert row is not None
        return Reservation(at=row["slot_at"], wait=max(0.0, row["wait_s"]), taken=row["taken"])

    async def block(self, chat_id: int, seconds: float) -> None:
        """Telegram answered 429 with ``retry_after`` = ``seconds``: no worker calls the chat until then."""
        await self.pool.execute(_BLOCK, chat_id, float(seconds))

    async def prune(self) -> int:
        """Delete the rows of quiet chats now (the reservations do it once a minute); how many."""
        status = await self.pool.execute(_PRUNE, self.quiet_seconds)
        return int(status.split()[-1])

    async def rows(self) -> int:
        """How many chats have a row (tests, metrics)."""
        return int(await self.pool.fetchval("SELECT count(*) FROM pacing_chats"))
