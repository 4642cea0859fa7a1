"""Telegram's limits held for the whole bot when several workers share one PostgreSQL database (issue 20).

``bot/storage/pacing.py`` reserves every call's slot in the database. These tests run against a real
PostgreSQL server (``KOZYR_TEST_POSTGRES``, else ``postgresql://postgres@127.0.0.1:5432/postgres``):
this module creates a database of its own (``kozyr_pacing_…``) and drops it at the end; each test gets
a fresh schema in it. Without a reachable server the module is skipped.

The reservation tests read the slots the database hands out (times on its clock) without sleeping
until them. The outbox test runs two workers — two :class:`Outbox` with two aiogram ``Bot`` — against
one fake Bot API that enforces Telegram's limits, with real waits: the fake runs its limits
``limit_scale`` times faster and the outboxes' intervals are divided by the same factor.
"""

from __future__ import annotations

import asyncio
import os
import random
import secrets
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator
from typing import Any
from urllib.parse import urlsplit, urlunsplit

import pytest
from aiogram.exceptions import TelegramRetryAfter

asyncpg = pytest.importorskip("asyncpg", reason="asyncpg is not installed")

from bot.outbox import Frame, Limits, Outbox, SharedLimiter, Slot  # noqa: E402
from bot.sandbox.fakeapi import FakeTelegram, make_bot  # noqa: E402
from bot.storage.pacing import CELL_MS, Reservation, SharedPacing  # noqa: E402
from bot.storage.pacing import schema as pacing_schema  # noqa: E402
from tests.bot.test_outbox_budget import MemoryStorage  # noqa: E402  (standing messages in a dict)
from tests.support.pacing import max_in_window  # noqa: E402

ADMIN = os.environ.get("KOZYR_TEST_POSTGRES", "").strip() or "postgresql://postgres@127.0.0.1:5432/postgres"


def _reachable() -> str | None:
    async def probe() -> None:
        conn = await asyncpg.connect(ADMIN, timeout=3)
        await conn.close()

    try:
        asyncio.run(probe())
    except Exception as exc:  # noqa: BLE001 - any failure means: no server to test against
        return f"PostgreSQL is not reachable at {ADMIN}: {exc!r}"
    return None


_WHY_NOT = _reachable()
pytestmark = pytest.mark.skipif(_WHY_NOT is not None, reason=_WHY_NOT or "")


def _url(database: str) -> str:
    return urlunsplit(urlsplit(ADMIN)._replace(path="/" + database))


@pytest.fixture(scope="module")
def database() -> Iterator[str]:
    """A database of this module's own, dropped at the end (nothing else on the server is touched)."""
    name = f"kozyr_pacing_{os.getpid()}_{secrets.token_hex(3)}"

    async def admin(sql: str) -> None:
        conn = await asyncpg.connect(ADMIN)
        try:
            await conn.execute(sql)
        finally:
            await conn.close()

    asyncio.run(admin(f'CREATE DATABASE "{name}"'))
    try:
        yield _url(name)
    finally:
        asyncio.run(admin(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))


@pytest.fixture
async def pools(database: str) -> AsyncIterator[Callable[[], Awaitable[Any]]]:
    """``await pools()``: a new pool (a worker's) on a schema fresh for this test."""
    schema = f"t_{secrets.token_hex(4)}"
    setup = await asyncpg.connect(database)
    await setup.execute(f"CREATE SCHEMA {schema}")
    await setup.execute(f"SET search_path = {schema}")
    for statement in pacing_schema():
        await setup.execute(statement)
    made: list[Any] = []

    async def make() -> Any:
        pool = await asyncpg.create_pool(
            database, min_size=1, max_size=4, server_settings={"search_path": schema}
        )
        made.append(pool)
        return pool

    try:
        yield make
    finally:
        for pool in made:
            await pool.close()
        await setup.execute(f"DROP SCHEMA {schema} CASCADE")
        await setup.close()


#: the pacing counts slots per cell of this many seconds: a slot the global rate holds back goes at
#: the start of the first cell a second past the slot it waits for, so 1 s to 1 s + a cell later
CELL = CELL_MS / 1000


def a_second_after(a: float, b: float) -> bool:
    """Whether ``b`` is the first time a second after ``a`` that the cells allow."""
    return 1.0 < b - a <= 1.0 + CELL + 2e-6


def bucket_holds(times: list[float], interval: float, burst: int) -> bool:
    """Whether ``times`` fit a token bucket of ``burst`` calls refilled one per ``interval``."""
    tokens, last = float(burst), float("-inf")
    for t in sorted(times):
        tokens = min(float(burst), tokens + (t - last) / interval)
        if tokens < 1.0 - 1e-9:
            return False
        tokens, last = tokens - 1.0, t
    return True


# ----- the reservation ---------------------------------------------------------------------------------
async def test_a_private_chat_gets_its_burst_then_one_call_a_second(pools: Any) -> None:
    pacing = SharedPacing(await pools(), Limits(private_interval=1.0, private_burst=2))
    slots = [await pacing.reserve(7) for _ in range(5)]
    assert all(s.taken for s in slots)
    assert [s.wait for s in slots[:2]] == [0.0, 0.0]  # the burst: at once
    assert slots[2].wait > 0.9
    at = [s.at for s in slots]
    assert [b - a for a, b in zip(at[1:], at[2:], strict=False)] == pytest.approx(
        [1.0 - (at[1] - at[0]), 1.0, 1.0], abs=1e-6
    )
    assert at[2] - at[0] == pytest.approx(1.0, abs=1e-6)  # the bucket refills from the first call
    other = await pacing.reserve(8)  # another chat is not held back by this one
    assert other.wait == 0.0


async def test_a_group_gets_one_call_per_interval(pools: Any) -> None:
    pacing = SharedPacing(await pools(), Limits(group_interval=3.2))
    slots = [await pacing.reserve(-100) for _ in range(4)]
    at = [s.at for s in slots]
    assert slots[0].wait == 0.0
    assert [b - a for a, b in zip(at, at[1:], strict=False)] == pytest.approx([3.2] * 3, abs=1e-6)
    assert slots[3].wait == pytest.approx(9.6, abs=0.1)


async def test_a_groups_ephemeral_lane_gets_its_own_interval(pools: Any) -> None:
    """EPHEMERAL_PER_MINUTE: a group's ephemeral lane (bot.outbox.pacer.lane_of) is spaced by its
    own interval, beside the group's own lane, in every worker."""
    from bot.outbox.pacer import lane_of

    limits = Limits(group_interval=3.2, ephemeral_interval=0.5)
    pacing = SharedPacing(await pools(), limits)
    lane = lane_of(-100, limits, True)
    slots = [await pacing.reserve(lane) for _ in range(3)]
    own = [await pacing.reserve(-100) for _ in range(2)]
    at = [s.at for s in slots]
    assert [b - a for a, b in zip(at, at[1:], strict=False)] == pytest.approx([0.5] * 2, abs=1e-6)
    assert own[0].wait == 0.0 and own[1].at - own[0].at == pytest.approx(3.2, abs=1e-6)


async def test_all_chats_together_keep_the_global_rate(pools: Any) -> None:
    pacing = SharedPacing(await pools(), Limits(global_rate=5), horizon=10.0)
    slots = [await pacing.reserve(chat) for chat in [*range(1, 8), *range(-8, -1)]]  # 14 chats
    assert all(s.taken for s in slots)
    at = [s.at for s in slots]
    assert [s.wait == 0.0 for s in slots] == [True] * 5 + [False] * 9
    assert max_in_window(at, 1.0) == 5
    # each a second after the oldest of the latest five (in the first cell that allows it): no slot
    # wasted
    assert all(a_second_after(a, b) for a, b in zip(at, at[5:], strict=False)), at


async def test_a_call_the_global_rate_pushes_past_the_horizon_reserves_nothing(pools: Any) -> None:
    horizon = 1.0 + CELL  # (a second and a cell: the next second's slots are within it)
    pacing = SharedPacing(await pools(), Limits(global_rate=2), horizon=horizon)
    slots = [await pacing.reserve(chat) for chat in range(1, 8)]
    assert [s.taken for s in slots] == [True] * 4 + [False] * 3  # seconds 0 and 1 taken, then no more
    assert a_second_after(slots[0].at, slots[2].at)
    assert a_second_after(slots[2].at, slots[4].at)  # its slot would have been then:
    # ask again when that slot is the horizon off: the wait is from the database's clock at the call
    # (this machine's), so it is checked against the clock, not against another call's wait (the
    # calls are some milliseconds apart, more on a busy machine)
    asked_at = slots[4].at - horizon - slots[4].wait
    assert slots[0].at - 0.01 <= asked_at <= time.time() + 0.01


async def test_slots_far_ahead_do_not_hold_back_the_calls_due_now(pools: Any) -> None:
    """A group's calls reserved for the next 16 s take their seconds' share of the global rate, not
    the seconds before them: chats with nothing reserved still go at once."""
    pacing = SharedPacing(await pools(), Limits(group_interval=3.2, global_rate=3))
    group = [await pacing.reserve(-100) for _ in range(6)]  # now, +3.2 s, … +16 s
    now = [await pacing.reserve(chat) for chat in (1, 2, 3)]
    assert [s.wait for s in now[:2]] == [0.0, 0.0]  # the second beginning now holds 3: these two
    assert a_second_after(group[0].at, now[2].at)  # and the next second
    assert max_in_window([s.at for s in group + now], 1.0) == 3


async def test_gaps_between_slots_ahead_are_filled_within_the_rate(pools: Any) -> None:
    """300 reservations in random order over 8 groups and 30 private chats, so that slots ahead
    (groups' spacing) and slots due now interleave: no second ever holds more than the rate, and
    every slot is the earliest its chat and the rate allow (none is left out between others)."""
    limits = Limits(private_interval=0.5, private_burst=2, group_interval=1.3, global_rate=4)
    pacing = SharedPacing(await pools(), limits, horizon=1000)
    rng = random.Random(20)
    got: list[tuple[int, Reservation]] = []
    for _ in range(300):
        chat = rng.choice([*range(-8, 0), *range(1, 31)])
        got.append((chat, await pacing.reserve(chat)))
    assert all(r.taken for _, r in got)
    at = sorted(r.at for _, r in got)
    assert max_in_window(at, 1.0) == 4
    assert at[-1] - at[0] < 300 / 4 + 5  # the rate is used: 300 calls at 4 a second, about 75 s
    for chat in {c for c, _ in got}:
        mine = [r.at for c, r in got if c == chat]
        assert mine == sorted(mine)  # a chat's slots come in order
        if chat < 0:
            assert all(b - a >= 1.3 - 1e-6 for a, b in zip(mine, mine[1:], strict=False))
        else:
            assert bucket_holds(mine, 0.5, 2)


async def test_a_429_blocks_the_chat_for_every_worker(pools: Any) -> None:
    limits = Limits(private_interval=0.01, private_burst=2)
    one, two = SharedPacing(await pools(), limits), SharedPacing(await pools(), limits)
    assert (await two.reserve(9)).wait == 0.0
    await one.block(9, 0.4)  # worker one got a 429 with retry_after 0.4 s
    held = await two.reserve(9)
    assert not held.taken and 0.3 < held.wait <= 0.4  # nothing reserved: ask again then
    assert (await two.reserve(10)).wait == 0.0  # the other chats go on
    await one.block(9, 0.1)  # a shorter block never shortens a longer one
    assert (await two.reserve(9)).wait > 0.25
    await asyncio.sleep(held.wait + 0.01)
    after = await two.reserve(9)
    assert after.taken and after.wait == 0.0


async def test_concurrent_workers_never_take_the_same_slot(pools: Any) -> None:
    """Two workers (two pools, four connections each) reserve at once, 90 slots in a private chat, a
    group and many chats: the slots of each chat keep its limit and all of them the global rate."""
    limits = Limits(private_interval=1.0, private_burst=2, group_interval=3.2, global_rate=25)
    # a horizon far enough for every reservation to be taken: the list holds slots up to 90 s ahead
    workers = [SharedPacing(await pools(), limits, horizon=1000) for _ in range(2)]
    await asyncio.gather(*(w.install() for w in workers))  # two starts at once
    chats = [7] * 15 + [-100] * 15 + list(range(1000, 1015))

    async def one(worker: SharedPacing, chat: int) -> tuple[int, Reservation]:
        return chat, await worker.reserve(chat)

    got = await asyncio.gather(*(one(w, chat) for w in workers for chat in chats))
    assert all(r.taken for _, r in got)
    private = [r.at for chat, r in got if chat == 7]
    group = sorted(r.at for chat, r in got if chat == -100)
    assert bucket_holds(private, 1.0, 2)  # (two slots at one instant are the burst, never three)
    assert len(set(group)) == 30
    assert min(b - a for a, b in zip(group, group[1:], strict=False)) >= 3.2 - 1e-6
    assert max_in_window([r.at for _, r in got], 1.0) <= 25
    # and no time wasted: the chat's own pace (burst, then 28 s), delayed at most while the global
    # rate is saturated by the 90 calls (which order the reservations come in is up to the scheduler)
    assert 28 - 0.1 <= max(private) - min(private) <= 28 + len(got) / 25 + 0.1


async def test_rows_of_quiet_chats_are_deleted(pools: Any) -> None:
    limits = Limits(private_interval=0.02, private_burst=2, group_interval=0.05, global_rate=1000)
    pacing = SharedPacing(await pools(), limits, prune_every=0.0)  # a clean-up at every reservation
    for chat in range(1, 41):
        await pacing.reserve(chat)
    await pacing.block(-5, 30)  # a blocked chat's row stays while the block lasts
    assert await pacing.rows() >= 2
    await asyncio.sleep(limits.group_interval + 0.01)
    await pacing.reserve(41)
    assert await pacing.rows() == 2  # chat 41 and the blocked one
    pacing.prune_every = 3600.0
    for chat in range(1, 41):
        await pacing.reserve(chat)
    await asyncio.sleep(limits.group_interval + 0.01)
    assert await pacing.prune() == 41  # the chore, by hand
    assert await pacing.rows() == 1


async def test_the_global_row_stays_small_at_a_high_rate(pools: Any) -> None:
    """At a global rate of 1,000 calls a second (a bot with paid broadcasts; the load benchmark) the
    slots of the last second and ahead are counted per cell: the row keeps its size whatever the rate
    (no TOAST), and each reservation rewrites it in its page (HOT): the table stays a page or a few. (The
    first version kept every slot's time as text, some 30 KB at this rate, out of line: a new TOAST
    copy, dead at the next reservation, some thousand times a second.)"""
    pool = await pools()
    pacing = SharedPacing(pool, Limits(private_interval=0.0, global_rate=1000))
    slots = [await pacing.reserve(chat) for chat in range(1, 2501)]
    taken = [s.at for s in slots if s.taken]
    assert len(taken) > 1500  # the rate is used: this many within about two seconds
    assert max_in_window(taken, 1.0) <= 1000
    async with pool.acquire() as conn:
        size = await conn.fetchval("SELECT pg_column_size(counts) FROM pacing_global")
        cells = await conn.fetchval("SELECT cardinality(counts) FROM pacing_global")
        toast = await conn.fetchval(
            "SELECT coalesce(pg_relation_size(reltoastrelid), 0) FROM pg_class"
            " WHERE oid = 'pacing_global'::regclass"
        )
        heap = await conn.fetchval("SELECT pg_relation_size('pacing_global')")
    # a second past and up to the horizon (a second) and the queue ahead: some 300 cells of 2 bytes
    assert cells <= 400 and size < 1000
    assert toast == 0
    # 2,500 versions in a few pages: each update prunes the dead ones, when no transaction can still
    # see them — but other tests' snapshots on the same server hold that back for a while (seen: 4
    # pages alone, 41 and 70 beside the PostgreSQL run on a busy machine), so the bound is what no
    # pruning at all would far exceed: 2,500 versions of some 700 bytes, over 200 pages (the first
    # version: 160 KB and 15 MB of TOAST after 4,000 at 900 a second)
    assert heap <= 128 * 8192, f"{heap} bytes"


def test_a_global_rate_beyond_a_cells_count_is_refused() -> None:
    with pytest.raises(ValueError, match="at most 32767"):
        SharedPacing(None, Limits(global_rate=40_000))  # type: ignore[arg-type]


# ----- two workers, one fake Telegram -------------------------------------------------------------------
ALICE, GROUP = 1001, -100500
MANY = list(range(2001, 2021))


async def _burst(outbox: Outbox, name: str, kind: str) -> list[BaseException]:
    """One worker's burst of ``kind``; the calls that failed (a 429 is not retried: max_retries 0)."""
    jobs: list[Awaitable[Any]] = []
    if kind == "private":  # one-off messages, a document, a photo and a standing message's edits
        jobs += [outbox.send(ALICE, f"{name}: note {i}") for i in range(5)]
        jobs.append(outbox.send_document(ALICE, f"{name}.json", b"{}", f"{name}: record"))
        jobs.append(outbox.send_photo(ALICE, f"{name}.png", b"\x89PNG", f"{name}: chart"))
        slot: Slot = (name, ALICE, "hand")
        for i in range(3):
            text = f"{name}: hand {i}"

            async def render(_: Slot, text: str = text) -> Frame:
                return Frame(text, None)

            outbox.mark(slot, render, urgent=True)
            await asyncio.sleep(0.06)
    elif kind == "group":
        jobs += [outbox.send(GROUP, f"{name}: table {i}") for i in range(11)]
    else:  # many chats: one message each
        jobs += [outbox.send(chat, f"{name}: hello") for chat in MANY]
    results = await asyncio.gather(*jobs, return_exceptions=True)
    await outbox.flush(10)
    return [r for r in results if isinstance(r, BaseException)]


#: per burst: the fake's time factor (the outboxes' intervals are divided by it). Real time: a call
#: delayed by a busy machine meets the next slot's call at the fake, so the intervals stay long
#: enough (100 ms and more) that scheduling jitter on a loaded 2-core machine does not bunch them
SCALE = {"private": 10.0, "group": 20.0, "many": 10.0}


@pytest.mark.parametrize("shared", [True, False], ids=["shared", "unshared"])
@pytest.mark.parametrize("kind", ["private", "group", "many"])
async def test_two_workers_stay_within_telegrams_limits_together(pools: Any, kind: str, shared: bool) -> None:
    """Two workers burst into one private chat, one group, or twenty chats at once. With the shared
    pacing the fake (which enforces Telegram's limits) refuses nothing and counts every call; without
    it — each worker within the limits on its own — the bot as a whole goes over them: the check that
    this test can fail."""
    scale = SCALE[kind]
    fake = FakeTelegram(limits=True, limit_scale=scale)  # private: 3 at once, 1/s; group 20/min; 30/s
    await fake.start()
    fake.add_user(ALICE, "Alice")
    fake.add_group(GROUP, "Card table")
    for chat in MANY:
        fake.add_user(chat, f"User {chat}")
    limits = Limits(
        private_interval=1.0 / scale,
        private_burst=2,
        group_interval=3.2 / scale,
        # not scaled: at most 25 calls in any second keeps the fake's 30 in any 1/scale of a second
        global_rate=25.0,
        watch_delay=0.0,
    )
    storage = MemoryStorage()
    bots = [make_bot(fake), make_bot(fake)]
    outboxes: list[Outbox] = []
    try:
        for bot in bots:
            pacing: SharedLimiter | None = SharedPacing(await pools(), limits) if shared else None
            outboxes.append(
                Outbox(bot, storage, limits=limits, max_retries=0, pacing=pacing)  # type: ignore[arg-type]
            )
        failed = await asyncio.gather(*(_burst(o, f"w{i}", kind) for i, o in enumerate(outboxes)))
    finally:
        for outbox in outboxes:
            await outbox.close()
        for bot in bots:
            await bot.session.close()
        await fake.stop()
    limited = fake.limited_calls()
    counted = fake.calls_per_chat()
    if not shared:  # each worker alone is within the limits; together they are not
        assert {c.limited_by for c in limited} & {kind if kind != "many" else "global"}, fake.dump()
        return
    assert not limited, f"{len(limited)} calls refused, e.g. {limited[:3]}"
    assert failed == [[], []]
    assert sum(o.pacer.stats.shared_waits for o in outboxes) > 0  # the workers did hold each other back
    assert all(o.transport.stats.retry_after == 0 and o.pacer.stats.shared_failures == 0 for o in outboxes)
    ok = [c for c in fake.calls if c.counted and c.chat_id is not None]
    if kind == "private":
        # 5 notes, a document, a photo and the hand: sent, then edited up to twice (marks coalesce)
        assert list(counted) == [ALICE] and 2 * (5 + 2 + 1) <= counted[ALICE] <= 2 * (5 + 2 + 3)
        assert {m.text.split(":")[0] for m in fake.chat_messages(ALICE) if m.text} == {"w0", "w1"}
        assert bucket_holds([c.at for c in ok], 1.0 / scale, 3)  # the fake's bucket: 3 at once
    elif kind == "group":
        assert counted == {GROUP: 22}
        assert max_in_window([c.at for c in ok], 60.0 / scale) <= 20
    else:
        assert counted == {chat: 2 for chat in MANY}
        assert max_in_window([c.at for c in ok], 1.0 / scale) <= 30
        # (the slots keep 25 in any second; the arrivals may bunch by the HTTP latency — hence 25 < 30)


async def test_a_429_one_worker_got_holds_the_other_worker_back(pools: Any) -> None:
    """Telegram refuses worker one's call with retry_after: worker two, which never saw the 429,
    does not call that chat before the time is up (but other chats at once)."""
    fake = FakeTelegram(limits=True, limit_scale=20.0)
    await fake.start()
    fake.add_user(ALICE, "Alice")
    fake.add_user(MANY[0], "Bob")
    limits = Limits(private_interval=0.05, private_burst=2, group_interval=0.16, watch_delay=0.0)
    bots = [make_bot(fake), make_bot(fake)]
    storage: Any = MemoryStorage()
    outboxes = [
        Outbox(b, storage, limits=limits, max_retries=0, pacing=SharedPacing(await pools(), limits))
        for b in bots
    ]
    try:
        fake.inject_429(1, retry_after=1)
        with pytest.raises(TelegramRetryAfter):
            await outboxes[0].send(ALICE, "w0: refused")
        await outboxes[1].send(MANY[0], "w1: elsewhere")
        await outboxes[1].send(ALICE, "w1: after the block")
    finally:
        for outbox in outboxes:
            await outbox.close()
        for bot in bots:
            await bot.session.close()
        await fake.stop()
    refused, elsewhere, after = fake.calls_of("sendMessage")
    assert refused.error_code == 429 and elsewhere.ok and after.ok
    assert elsewhere.at - refused.at < 0.5
    assert after.at - refused.at >= 1.0 - 0.02  # retry_after, on the database's clock
    assert outboxes[1].pacer.stats.shared_waits == 1
