"""Knockout for 2-seat games: a bracket seeded by rating (``records.seeded``), byes to the top seeds,
one round after another, computed from the rounds' records alone.

The bracket has the next power of two's places: seed s meets seed 2m+1−s of each round of m pairs
(1 v 8, 4 v 5, 2 v 7, 3 v 6), so the two best can meet only in the final, and the places past the
last seed are byes — the top seeds'. A pair with one person absent is a walkover: the one present
goes through without a game (no computer is seated in a knockout, so none can go through); both
absent, the better seed does. A game recorded as a draw sends the better seed through (the room is
expected to play a deciding deal; this only keeps the bracket whole)."""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass

from bot.tournaments.records import COMPUTER, Entry, Plan, Round, check_people


def bracket(players: Sequence[Entry]) -> tuple[int | None, ...]:
    """The first round's places, in pairs: each a person's id or ``None`` (a bye)."""
    check_people(players)
    order = [1]
    while len(order) < len(players):
        m = 2 * len(order)
        order = [s for seed in order for s in (seed, m + 1 - seed)]
    by_seed = {p.seed: p.id for p in players}
    if sorted(by_seed) != list(range(1, len(players) + 1)):
        raise ValueError("seeds must be 1…n, each once")
    return tuple(by_seed.get(s) for s in order)


@dataclass(frozen=True)
class Knockout:
    """Where a knockout stands: the places still in it (in pairs) or its champion."""

    places: tuple[int | None, ...]
    champion: int | None


def standing(players: Sequence[Entry], rounds: Sequence[Round]) -> Knockout:
    """Replays the bracket through the rounds' records: each pair's winner is its game's first, or
    the one listed among the round's byes (a bye or walkover)."""
    seed = {p.id: p.seed for p in players}
    places = bracket(players)
    for number, r in enumerate(rounds, start=1):
        if len(places) == 1:
            raise ValueError(f"round {number} after the final")
        won = {}
        for game in r.games:
            people = [s for s in game.seats if s != COMPUTER]
            first = [s for s in game.order[0] if s != COMPUTER]
            if len(people) != 2:
                raise ValueError(f"round {number}: a knockout game is between two people")
            pick = min(first or people, key=seed.__getitem__)  # a draw: the better seed
            won[frozenset(people)] = pick
        nxt: list[int | None] = []
        for a, b in zip(places[::2], places[1::2], strict=True):
            pair = frozenset(x for x in (a, b) if x is not None)
            if len(pair) == 2 and pair in won:
                nxt.append(won[pair])
            elif pair and (through := [x for x in pair if x in r.byes]):
                nxt.append(through[0])
            elif not pair:
                nxt.append(None)
            else:
                raise ValueError(f"round {number}: no result for {sorted(pair)}")
        places = tuple(nxt)
    return Knockout(places, places[0] if len(places) == 1 else None)


def next_round(
    players: Sequence[Entry], rounds: Sequence[Round], present: Collection[int] | None = None
) -> Plan:
    """The next round's games and byes (the bracket's byes, walkovers). Raises once the knockout has
    its champion."""
    state = standing(players, rounds)
    if state.champion is not None:
        raise ValueError("the knockout is over")
    seed = {p.id: p.seed for p in players}
    tables: list[tuple[int, ...]] = []
    byes: list[int] = []
    for a, b in zip(state.places[::2], state.places[1::2], strict=True):
        pair = sorted((x for x in (a, b) if x is not None), key=seed.__getitem__)
        here = [x for x in pair if present is None or x in present]
        if len(here) == 2:
            tables.append(tuple(here))
        elif pair:
            byes.append((here or pair)[0])
    return Plan(tuple(tables), tuple(byes))
