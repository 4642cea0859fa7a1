"""One token bucket for every pace the bot keeps in memory: a person's presses, a private chat's
Bot API calls.

A bucket holds at most ``burst`` tokens and gains ``rate`` a second; an action spends one. Time is
passed in (``now``), so callers and tests choose their clock.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(slots=True)
class TokenBucket:
    rate: float  # tokens gained per second
    burst: float  # at most this many tokens
    tokens: float
    at: float  # when ``tokens`` was counted

    @classmethod
    def full(cls, rate: float, burst: float, now: float) -> TokenBucket:
        return cls(rate, float(burst), float(burst), now)

    def level(self, now: float) -> float:
        """The tokens at ``now`` (never more than ``burst``)."""
        return min(self.burst, self.tokens + max(0.0, now - self.at) * self.rate)

    def wait(self, now: float, need: float = 1.0) -> float:
        """Seconds from ``now`` until the bucket holds ``need`` tokens (0: it does)."""
        level = self.level(now)
        return 0.0 if level >= need else (need - level) / self.rate

    def spend(self, now: float, n: float = 1.0) -> None:
        """Spend ``n`` tokens at ``now`` (the level may go below zero: a debt paid by waiting)."""
        self.tokens, self.at = self.level(now) - n, now

    def take(self, now: float) -> bool:
        """Spend a token if there is one; False (nothing spent) when there is none."""
        if self.level(now) < 1.0:
            self.tokens, self.at = self.level(now), now
            return False
        self.spend(now)
        return True

    def full_at(self) -> float:
        """When the bucket is full again if nothing is spent."""
        return self.at + max(0.0, self.burst - self.tokens) / self.rate
