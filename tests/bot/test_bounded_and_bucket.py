"""The one bounded LRU and the one token bucket every in-memory memo and pace of the bot uses."""

from __future__ import annotations

import math

import pytest

from bot.plumbing.bounded import LRU
from bot.plumbing.bucket import TokenBucket


def test_an_lru_forgets_the_least_recently_used_beyond_its_bound() -> None:
    lru: LRU[str, int] = LRU(2)
    lru.put("a", 1)
    lru.put("b", 2)
    assert lru.get("a") == 1  # a read is not a use ...
    lru.put("c", 3)
    assert "a" not in lru and list(lru) == ["b", "c"]  # ... so "a" went first
    lru.touch("b")
    lru.put("d", 4)
    assert list(lru) == ["b", "d"] and len(lru) == 2
    assert lru.pop("b") == 2 and lru.pop("b") is None and lru.get("x", 0) == 0
    with pytest.raises(ValueError):
        LRU(0)


def test_an_lru_drops_its_oldest_entries_while_they_are_stale() -> None:
    lru: LRU[int, float] = LRU(10)
    for key, at in ((1, 0.0), (2, 5.0), (3, 1.0)):
        lru.put(key, at)
    lru.drop_oldest_while(lambda at: at < 2.0)
    assert list(lru) == [2, 3]  # 3 is stale too, but behind a fresh one: the oldest go first


def test_a_token_bucket_paces_a_burst_then_its_rate() -> None:
    bucket = TokenBucket.full(rate=1.0, burst=2, now=0.0)
    assert bucket.take(0.0) and bucket.take(0.0) and not bucket.take(0.0)
    assert bucket.wait(0.0) == pytest.approx(1.0) and bucket.wait(0.5) == pytest.approx(0.5)
    assert bucket.take(1.0) and not bucket.take(1.5)
    bucket.spend(1.5)  # a call that must go: a debt paid by waiting
    assert bucket.level(1.5) == pytest.approx(-0.5) and bucket.wait(1.5) == pytest.approx(1.5)
    assert bucket.full_at() == pytest.approx(4.0) and bucket.level(100.0) == 2.0
    fresh = TokenBucket.full(rate=2.0, burst=3, now=-math.inf)  # never used: full at any time
    assert fresh.level(0.0) == 3.0 and fresh.wait(0.0, need=3.0) == 0.0
