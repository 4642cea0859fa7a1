"""A tournament's plain values: a person's entry, one table's result, one round's record, a planned
round. Everything else (standings, the next pairing, the bracket) is computed from these."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Final

#: the seat of a computer at a table short of a person; its points never count (people's ids are
#: Telegram ids, positive)
COMPUTER: Final = 0

#: a table's finishing order, best first: groups of seats that finished level (a draw is one group
#: of two; a Durak table where the last two went out together ends with a group of two)
Order = tuple[tuple[int, ...], ...]


@dataclass(frozen=True)
class Entry:
    """A person in a tournament: ``seed`` 1 is the best (``seeded``: by rating)."""

    id: int
    rating: float
    seed: int


def seeded(people: Iterable[tuple[int, float]]) -> tuple[Entry, ...]:
    """Entries seeded by rating (the higher first; equal ratings by the smaller id)."""
    ordered = sorted(people, key=lambda p: (-p[1], p[0]))
    return tuple(Entry(pid, rating, n) for n, (pid, rating) in enumerate(ordered, start=1))


@dataclass(frozen=True)
class Game:
    """One table's result: its finishing order (``COMPUTER`` may appear, once per computer seat)."""

    order: Order

    def __post_init__(self) -> None:
        seats = self.seats
        people = [s for s in seats if s != COMPUTER]
        if len(seats) < 2 or any(not g for g in self.order) or len(set(people)) != len(people):
            raise ValueError(f"not a table's finishing order: {self.order}")

    @property
    def seats(self) -> tuple[int, ...]:
        return tuple(s for group in self.order for s in group)

    def points(self) -> dict[int, Fraction]:
        """Each person's points: place p of k (0 the best) is worth (k − 1 − p) / (k − 1) — a win 1,
        a loss 0, the places between evenly apart; a group of level seats shares its places' mean.
        The computer's points are left out."""
        k = len(self.seats)
        out: dict[int, Fraction] = {}
        place = 0
        for group in self.order:
            worth = sum((Fraction(k - 1 - p, k - 1) for p in range(place, place + len(group))), Fraction(0))
            share = worth / len(group)
            out.update((s, share) for s in group if s != COMPUTER)
            place += len(group)
        return out

    def against(self, a: int, b: int) -> Fraction:
        """What ``a`` scored against ``b`` at this table: 1 ahead of them, ½ level, 0 behind."""
        place = {s: n for n, group in enumerate(self.order) for s in group}
        return Fraction(1) if place[a] < place[b] else Fraction(1, 2) if place[a] == place[b] else Fraction(0)


@dataclass(frozen=True)
class Round:
    """One round's record: its games, and who went through without a game (``byes``: in a Swiss
    round at most one person, who scores a win; in a knockout round the bracket's byes and
    walkovers)."""

    games: tuple[Game, ...]
    byes: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        people = [s for g in self.games for s in g.seats if s != COMPUTER] + list(self.byes)
        if len(set(people)) != len(people):
            raise ValueError("a person seated twice in one round")

    def people(self) -> frozenset[int]:
        return frozenset(s for g in self.games for s in g.seats if s != COMPUTER) | set(self.byes)


@dataclass(frozen=True)
class Plan:
    """A planned round: its tables (seats in the order of the ranking; ``COMPUTER`` for a computer
    seat) and who goes through without a game."""

    tables: tuple[tuple[int, ...], ...]
    byes: tuple[int, ...] = ()
    #: the number of pairs at the tables who met before (0 whenever that can be avoided for 2 seats)
    repeats: int = field(default=0, compare=False)

    def seated(self) -> list[int]:
        return [s for t in self.tables for s in t if s != COMPUTER] + list(self.byes)


def check_people(players: Sequence[Entry]) -> None:
    ids = [p.id for p in players]
    if len(set(ids)) != len(ids) or COMPUTER in ids or not 4 <= len(ids) <= 64:
        raise ValueError("a tournament has 4 to 64 people, each once, none with the computer's id")
