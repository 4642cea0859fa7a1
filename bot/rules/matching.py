"""Quick match's matcher (issue 32): who of the people waiting sits down together. Pure — no I/O,
no clock, no Telegram: the queue's rows come in as :class:`Entry` values and the tables to make go
out as :class:`Table` values (``bot/rooms/quick.py`` seats them, ``bot/chat/quick.py`` runs it).

People are compatible when they wait for the same game with the same variant (Durak: throw-in or
transfer) and accept the same seat count. Among the compatible the matcher prefers, in order:

1. the same language, then ratings close together: a table's ratings may spread by at most
   :attr:`Tuning.window` points, widened by :attr:`Tuning.widen` points for each second its
   longest-waiting person has waited (so nobody waits for ever for a perfect table);
2. after :attr:`Tuning.any_language_after` seconds of waiting, people of other languages too (same
   rating rule);
3. never someone a person reported (``avoid``, either way round).

The largest table first: a person who accepts 2–4 seats and finds three compatible people sits at
a table of three, not of two. Each bucket is sorted once per seat count, so 10,000 waiting people
are matched in a few dozen milliseconds (``benchmarks/quick_match.py``).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

#: the rating of a person without one (Glicko-2's starting value)
DEFAULT_RATING = 1500.0


@dataclass(frozen=True, slots=True)
class Entry:
    """One person waiting: what they accept, their language and rating, since when they wait."""

    user_id: int
    game: str
    variant: str
    seats: frozenset[int]
    lang: str
    rating: float
    since: float
    #: the people this person reported (kept away from them)
    avoid: frozenset[int] = frozenset()


@dataclass(frozen=True, slots=True)
class Table:
    """A table to make: the game, its variant and seat count, and the people (the first the creator)."""

    game: str
    variant: str
    seats: int
    users: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Tuning:
    window: float = 150.0
    widen: float = 10.0
    any_language_after: float = 10.0


def _allowed(group: Sequence[Entry], now: float, tuning: Tuning) -> bool:
    ratings = [e.rating for e in group]
    waited = now - min(e.since for e in group)
    if max(ratings) - min(ratings) > tuning.window + tuning.widen * max(0.0, waited):
        return False
    ids = {e.user_id for e in group}
    return not any(e.avoid & ids for e in group) and len(ids) == len(group)


def _windows(pool: list[Entry], n: int, now: float, tuning: Tuning, same_lang: bool) -> list[list[Entry]]:
    """Runs of ``n`` neighbours in ``pool`` (sorted so neighbours are close) that may sit together."""
    out: list[list[Entry]] = []
    i = 0
    while i + n <= len(pool):
        group = pool[i : i + n]
        if (not same_lang or all(e.lang == group[0].lang for e in group)) and _allowed(group, now, tuning):
            out.append(group)
            i += n
        else:
            i += 1
    return out


def match(entries: Iterable[Entry], now: float, tuning: Tuning = Tuning()) -> list[Table]:
    """The tables to make now from the people waiting (each person at most once)."""
    buckets: dict[tuple[str, str], list[Entry]] = defaultdict(list)
    for e in entries:
        buckets[(e.game, e.variant)].append(e)
    tables: list[Table] = []
    for (game, variant), bucket in buckets.items():
        taken: set[int] = set()
        for n in sorted({n for e in bucket for n in e.seats if n >= 2}, reverse=True):
            for same_lang in (True, False):
                pool = [e for e in bucket if n in e.seats and e.user_id not in taken]
                if not same_lang:
                    pool = [e for e in pool if now - e.since >= tuning.any_language_after]
                if len(pool) < n:
                    continue
                pool.sort(key=(lambda e: (e.lang, e.rating)) if same_lang else (lambda e: e.rating))
                for group in _windows(pool, n, now, tuning, same_lang):
                    group.sort(key=lambda e: (e.since, e.user_id))  # the longest waiting creates it
                    taken.update(e.user_id for e in group)
                    tables.append(Table(game, variant, n, tuple(e.user_id for e in group)))
    return tables
