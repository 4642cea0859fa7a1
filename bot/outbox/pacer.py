"""Telegram's limits: each private chat a token bucket, each group one call per interval, all chats
together at most a global rate — and, with several workers, the pacing they share (a
:class:`SharedLimiter`, ``bot.storage.pacing.SharedPacing`` on PostgreSQL)."""

from __future__ import annotations

import asyncio
import logging
import math
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from bot.plumbing.bucket import TokenBucket

log = logging.getLogger("bot.outbox")

MAX_PACED_CHATS = 4096  # past this many chats with pacing state, quiet ones are forgotten
#: every pacing wait is this much longer than computed, so that a clock of coarse resolution (or a
#: rounding error) never wakes the outbox a hair early only to wait again for nothing
SLACK = 0.001


@dataclass
class Limits:
    private_interval: float = 1.0  # sustained seconds per call in one private chat
    private_burst: int = 2  # calls at once in a private chat after a quiet spell
    group_interval: float = 3.2  # seconds between calls in one group (≤ 18.75 a minute)
    global_rate: float = 25.0  # calls per second over all chats
    watch_delay: float = 2.0  # a non-urgent slot waits this long, so a burst of changes is one edit
    #: seconds between ephemeral calls in one group on a lane of their own (EPHEMERAL_PER_MINUTE);
    #: 0: none of their own — they go on the group's lane, paced (and counted) with its own calls
    ephemeral_interval: float = 0.0

    def spacing(self, lane: int) -> float:
        """Seconds between two calls on a group's lane (the group's own, or its ephemeral one)."""
        return self.ephemeral_interval if lane <= -EPHEMERAL_LANE else self.group_interval


#: a group's ephemeral lane (when they have their own pace) is keyed below every real chat id
EPHEMERAL_LANE = 10**15


def lane_of(chat_id: int, limits: Limits, ephemeral: bool) -> int:
    """The lane (pacing key) of a call in ``chat_id``: an ephemeral one's own when it has a pace
    of its own, else the chat's."""
    if ephemeral and chat_id < 0 and limits.ephemeral_interval > 0:
        return chat_id - EPHEMERAL_LANE
    return chat_id


def chat_of(lane: int) -> int:
    """The chat a lane's calls go to."""
    return lane + EPHEMERAL_LANE if lane <= -EPHEMERAL_LANE else lane


class SharedSlot(Protocol):
    """A reserved slot: ``wait`` seconds from now; ``taken`` false: nothing was reserved (the chat
    is blocked after a 429, or the whole bot's budget is spoken for a while ahead), ask again after
    ``wait``."""

    @property
    def wait(self) -> float: ...

    @property
    def taken(self) -> bool: ...


class SharedLimiter(Protocol):
    """Pacing shared by every worker process of the bot (``bot.storage.pacing.SharedPacing``)."""

    async def reserve(self, chat_id: int) -> SharedSlot: ...

    async def block(self, chat_id: int, seconds: float) -> None: ...


@dataclass
class Pace:
    """One chat's pacing state: a private chat's token bucket (a group's calls are spaced by
    ``last``)."""

    bucket: TokenBucket
    last: float = -math.inf  # the last call's time
    blocked_until: float = 0.0  # after a 429


@dataclass
class PacingStats:
    shared_waits: int = 0  # calls the shared pacing held back (another worker had used the budget)
    shared_failures: int = 0  # reservations that failed (database unreachable): paced locally only


class Pacer:
    def __init__(self, limits: Limits, clock: Callable[[], float], shared: SharedLimiter | None) -> None:
        self.limits = limits
        self.clock = clock
        #: the limits of the whole bot when several workers share them (None: this process only)
        self.shared = shared
        self.stats = PacingStats()
        self._global: deque[float] = deque()
        self._global_lock = asyncio.Lock()

    def pace(self) -> Pace:
        """A chat's pacing state before its first call: a private chat's whole burst."""
        interval = self.limits.private_interval
        rate = 1.0 / interval if interval > 0 else math.inf
        return Pace(TokenBucket.full(rate, self.limits.private_burst, -math.inf))

    def quiet_since(self) -> float:
        """A chat whose last call is older than this has no pacing worth keeping."""
        limits = self.limits
        longest = max(limits.group_interval, limits.private_interval, limits.ephemeral_interval)
        return self.clock() - longest - 1.0

    def delay(self, chat_id: int, pace: Pace, now: float, *, urgent: bool = True) -> float:
        """Seconds until this chat may make its next call. A frame nobody waits for (``urgent``
        false) leaves one call of a private chat's burst in reserve, so the frame of the person who
        must act never waits behind it."""
        wait = max(0.0, pace.blocked_until - now)
        if chat_id < 0:
            return max(wait, pace.last + self.limits.spacing(chat_id) - now)
        interval = self.limits.private_interval
        if interval <= 0:
            return wait
        need = 1.0 if urgent else min(2.0, float(self.limits.private_burst))
        return max(wait, pace.bucket.wait(now, need))

    def take(self, chat_id: int, pace: Pace, now: float) -> None:
        if chat_id > 0 and self.limits.private_interval > 0:
            pace.bucket.spend(now)
        pace.last = now

    async def global_slot(self) -> None:
        """At most ``global_rate`` calls in any one second over all chats."""
        rate = self.limits.global_rate
        async with self._global_lock:
            while True:
                now = self.clock()
                while self._global and self._global[0] <= now - 1.0:
                    self._global.popleft()
                if len(self._global) < rate:
                    self._global.append(now)
                    return
                await asyncio.sleep(self._global[0] + 1.0 - now + SLACK)

    async def wait_turn(self, chat_id: int, pace: Pace) -> None:
        """Sleep until the chat's pace, the global rate and the shared pacing allow its next call."""
        while True:
            delay = self.delay(chat_id, pace, self.clock())
            if delay <= 0:
                break
            await asyncio.sleep(delay + SLACK)
        await self.global_slot()
        if self.shared is not None:
            await self._shared_slot(self.shared, chat_id, pace)

    async def _shared_slot(self, shared: SharedLimiter, chat_id: int, pace: Pace) -> None:
        """Reserve the call's slot in the pacing every worker shares and sleep until it comes; when
        nothing was reserved (another worker's 429 blocks the chat, or the global budget is spoken
        for) sleep, hold the chat's later calls here too, and ask again. If the database cannot be
        reached the call goes on the local pace alone (a 429 is handled as ever)."""
        while True:
            try:
                slot = await shared.reserve(chat_id)
            except Exception as exc:
                self.stats.shared_failures += 1
                log.warning("shared pacing failed (%s): chat %s paced by this worker only", exc, chat_id)
                return
            if not slot.taken:
                pace.blocked_until = max(pace.blocked_until, self.clock() + slot.wait)
            if slot.wait > 0:
                self.stats.shared_waits += 1
                await asyncio.sleep(slot.wait + SLACK)
            if slot.taken:
                return

    async def blocked(self, chat_id: int, pace: Pace, seconds: float) -> None:
        """Telegram answered 429: the chat waits ``seconds`` — in every worker when they share."""
        pace.blocked_until = self.clock() + seconds
        if self.shared is not None:
            try:
                await self.shared.block(chat_id, seconds)
            except Exception as failure:  # the local block holds this worker anyway
                self.stats.shared_failures += 1
                log.warning("shared pacing could not record a 429 in chat %s: %s", chat_id, failure)
