"""The ladder: every computer level and the cheating search in a round robin, rated by an Elo fit.

Entrants (:data:`ENTRANTS`): the room levels ``random``, ``heuristic`` (the default «обычный»),
``ismcts`` («сильный») and ``cheat``, the same search with the true state as its only world
(:mod:`engines.ai.cheat`, a measuring device, never a room level).

Schedule (:func:`lineups`), fixed seeds:

* **pairs** — two seats, or two teams (Durak ``teams: 2x2``: seats ``s % 2`` form a team, both
  played by one entrant): every pair of entrants plays ``decks`` decks, each deck twice with the
  sides swapped. Deck ``d`` is the same for every pairing (the deal rng is seeded by ``seed`` and
  ``d`` only), so a whole match (Bura, Scopa) sees the same deals in both seatings;
* **free for all** — more seats than two without teams (Durak, 4 seats): every set of ``seats``
  entrants plays each deck once per rotation of the seats.

Results (:func:`pair_scores`): in each game every two entrants at the table score ``0.5 + (r_a - r_b)
/ 2`` averaged over their seats (``r``: the game's reward per seat, :mod:`engines.ai.turns`; Durak:
0 for the durak, 1 for the others), so a game is one result per pair of entrants: win, loss or draw
(in a free-for-all Durak the non-durak players draw with each other).

Rating (:func:`fit_elo`): the Bradley–Terry maximum-likelihood fit of the pairwise scores (draws
count half a win each way; Hunter's MM iteration), with ``prior`` virtual draws added to every
pairing that met so that a clean sweep (the cheater against ``random``) keeps a finite rating;
Elo = 400·log10 of the strength ratio, anchored at ``heuristic`` = 0. The 95 % intervals
(:func:`bootstrap`) are percentile intervals of the same fit over resampled decks: within each
pairing the decks are drawn with replacement (a deck keeps its swapped-seat games together, since
they share the cards), ``resamples`` times, seeded. The **captured share** is
``(Elo(ismcts) - Elo(heuristic)) / (Elo(cheat) - Elo(heuristic))``: how much of the cheater's edge
over the heuristic the real search keeps, with its bootstrap interval.

Budget: ``Budget(iterations=N)`` (deterministic: the same seed gives the same games, whatever the
machine's load) or ``think_ms`` on the caller's clock. Pure: the clock is a parameter (only decision
times are measured with it unless the budget is a time budget).
"""

from __future__ import annotations

import itertools
import math
import random
import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from engines import registry
from engines.ai import Budget, get_player
from engines.ai.cheat import NAME as CHEAT
from engines.ai.cheat import cheating_player
from engines.ai.selfplay import MAX_STEPS, percentile
from engines.ai.turns import advance, reward_fn
from engines.protocol import Action, Game

JSON = dict[str, Any]
ENTRANTS = ("random", "heuristic", "ismcts", CHEAT)
ANCHOR = "heuristic"
SeatedPlayer = Callable[[Game, int, Sequence[Action], random.Random, Budget], Action]
#: (a, b) with a < b -> [a's score, games]
Scores = dict[tuple[str, str], list[float]]


def seated_player(name: str, game_name: str) -> SeatedPlayer:
    """An entrant as the ladder calls it, with the game: ordinary levels see only their seat's view
    and memory; the cheater sees the state."""
    if name == CHEAT:
        return cheating_player(game_name)
    player = get_player(name, game_name)

    def seated(game: Game, seat: int, legal: Sequence[Action], rng: random.Random, budget: Budget) -> Action:
        return player(game.view(seat), game.memory(seat), legal, rng, budget)

    return seated


def team_count(game_name: str, options: Mapping[str, Any]) -> int:
    """Teams of the table (0: everyone for themselves); team k holds the seats ``s % count == k``."""
    if game_name != "durak" or not options.get("teams"):
        return 0
    from engines.durak.rules import TEAMS

    count: int = TEAMS[options["teams"]][1]
    return count


def lineups(entrants: Sequence[str], seats: int, teams: int) -> list[list[list[str]]]:
    """Per pairing (pairs, or a set of entrants for a free-for-all): the lineups (a name per seat)
    each deck is played with."""
    if seats == 2 or teams == 2:
        return [
            [[(a, b)[s % 2] for s in range(seats)], [(b, a)[s % 2] for s in range(seats)]]
            for a, b in itertools.combinations(entrants, 2)
        ]
    if teams:
        raise ValueError("the ladder seats two teams or none")
    if len(entrants) < seats:
        raise ValueError(f"{len(entrants)} entrants for {seats} seats")
    return [
        [[combo[(s + r) % seats] for s in range(seats)] for r in range(seats)]
        for combo in itertools.combinations(entrants, seats)
    ]


def pair_scores(names: Sequence[str], rewards: Sequence[float]) -> Scores:
    """One game's result per pair of entrants at the table (see the module docstring)."""
    out: Scores = {}
    distinct = sorted(set(names))
    for a, b in itertools.combinations(distinct, 2):
        sa = [r for n, r in zip(names, rewards, strict=True) if n == a]
        sb = [r for n, r in zip(names, rewards, strict=True) if n == b]
        score = sum(0.5 + (x - y) / 2 for x in sa for y in sb) / (len(sa) * len(sb))
        out[(a, b)] = [score, 1.0]
    return out


def add_scores(total: Scores, more: Mapping[tuple[str, str], Sequence[float]]) -> None:
    for k, (s, n) in more.items():
        cur = total.setdefault(k, [0.0, 0.0])
        cur[0] += s
        cur[1] += n


def fit_elo(
    scores: Mapping[tuple[str, str], Sequence[float]],
    names: Sequence[str],
    *,
    anchor: str | None = None,
    prior: float = 1.0,
    tol: float = 1e-10,
    max_iter: int = 20_000,
) -> dict[str, float]:
    """Bradley–Terry ratings in Elo points from pairwise ``scores`` ((a, b) -> (a's score, games),
    draws as half points), ``prior`` virtual draws added to every pairing that met; the ``anchor``
    (default: the first name) rates 0. Names that met nobody are left out."""
    met = [n for n in names if any(n in k and g > 0 for k, (_, g) in scores.items())]
    idx = {n: i for i, n in enumerate(met)}
    m = len(met)
    wins = [0.0] * m
    games: list[list[float]] = [[0.0] * m for _ in range(m)]
    for (a, b), (s, g) in scores.items():
        if g <= 0 or a not in idx or b not in idx:
            continue
        i, j = idx[a], idx[b]
        wins[i] += s + prior / 2
        wins[j] += g - s + prior / 2
        games[i][j] += g + prior
        games[j][i] += g + prior
    gamma = [1.0] * m
    for _ in range(max_iter):
        new = []
        for i in range(m):
            den = sum(games[i][j] / (gamma[i] + gamma[j]) for j in range(m) if games[i][j])
            new.append(wins[i] / den if den else gamma[i])
        # a player who never scored tends to 0: keep it positive and finite
        new = [max(x, 1e-300) for x in new]
        geo = math.exp(sum(math.log(x) for x in new) / m) if m else 1.0
        new = [x / geo for x in new]
        done = max((abs(math.log(x / y)) for x, y in zip(new, gamma, strict=True)), default=0.0) < tol
        gamma = new
        if done:
            break
    ref = anchor if anchor in idx else (met[0] if met else None)
    if ref is None:
        return {}
    base = math.log10(gamma[idx[ref]])
    return {n: 400.0 * (math.log10(gamma[idx[n]]) - base) for n in met}


def captured_share(elo: Mapping[str, float], strong: str = "ismcts", ceiling: str = CHEAT) -> float | None:
    """(Elo(strong) - Elo(heuristic)) / (Elo(ceiling) - Elo(heuristic)); None if a rating is missing
    or the ceiling is not above the heuristic."""
    if strong not in elo or ceiling not in elo or ANCHOR not in elo:
        return None
    gap = elo[ceiling] - elo[ANCHOR]
    if gap <= 0:
        return None
    return (elo[strong] - elo[ANCHOR]) / gap


@dataclass
class Interval:
    point: float
    lo: float
    hi: float


def bootstrap(
    units: Sequence[Sequence[Scores]],
    names: Sequence[str],
    *,
    resamples: int = 500,
    seed: int = 0,
    prior: float = 1.0,
) -> tuple[dict[str, Interval], Interval | None]:
    """The Elo fit of all ``units`` (per pairing: one :data:`Scores` per deck) with 95 % percentile
    intervals from ``resamples`` refits over decks drawn with replacement within each pairing; and
    the captured share likewise (None when undefined)."""
    total: Scores = {}
    for pairing in units:
        for u in pairing:
            add_scores(total, u)
    elo = fit_elo(total, names, anchor=ANCHOR, prior=prior)
    share = captured_share(elo)
    rng = random.Random(seed)
    draws: dict[str, list[float]] = {n: [] for n in elo}
    shares: list[float] = []
    for _ in range(resamples):
        sample: Scores = {}
        for pairing in units:
            for _k in range(len(pairing)):
                add_scores(sample, pairing[rng.randrange(len(pairing))])
        e = fit_elo(sample, names, anchor=ANCHOR, prior=prior)
        for n in draws:
            if n in e:
                draws[n].append(e[n])
        sh = captured_share(e)
        # an undefined share (the ceiling not above the heuristic) counts as none captured
        shares.append(sh if sh is not None else 0.0)

    def interval(point: float, xs: list[float]) -> Interval:
        if not xs:
            return Interval(point, point, point)
        return Interval(point, percentile(xs, 0.025), percentile(xs, 0.975))

    out = {n: interval(v, draws[n]) for n, v in elo.items()}
    return out, (interval(share, shares) if share is not None else None)


@dataclass
class Ladder:
    """What a ladder run measured (:func:`run`)."""

    game: str
    seats: int
    options: JSON
    entrants: list[str]
    decks: int
    seed: int
    budget: str
    games: int = 0
    unfinished: int = 0
    units: list[list[Scores]] = field(default_factory=list)
    timings: dict[str, list[float]] = field(default_factory=dict)
    seconds: float = 0.0

    def totals(self) -> Scores:
        total: Scores = {}
        for pairing in self.units:
            for u in pairing:
                add_scores(total, u)
        return total

    def summary(self, *, resamples: int = 500, prior: float = 1.0) -> JSON:
        elo, share = bootstrap(self.units, self.entrants, resamples=resamples, seed=self.seed, prior=prior)
        return {
            "game": self.game,
            "seats": self.seats,
            "options": self.options,
            "entrants": self.entrants,
            "decks": self.decks,
            "games": self.games,
            "unfinished": self.unfinished,
            "seed": self.seed,
            "budget": self.budget,
            "seconds": round(self.seconds, 1),
            "prior_draws": prior,
            "resamples": resamples,
            "elo": {n: [round(i.point, 1), round(i.lo, 1), round(i.hi, 1)] for n, i in elo.items()},
            "captured_share": (
                None if share is None else [round(x, 3) for x in (share.point, share.lo, share.hi)]
            ),
            "pairwise": {f"{a} vs {b}": [round(s, 2), int(g)] for (a, b), (s, g) in self.totals().items()},
            "decisions": {
                n: {
                    "count": len(ts),
                    "mean_ms": round(sum(ts) / len(ts), 2) if ts else 0.0,
                    "p95_ms": round(percentile(ts, 0.95), 2),
                }
                for n, ts in self.timings.items()
            },
        }


def play(
    game: Game,
    lineup: Sequence[str],
    players: Mapping[str, SeatedPlayer],
    deal_rng: random.Random,
    rngs: Sequence[random.Random],
    budget: Budget,
    timings: dict[str, list[float]],
    clock: Callable[[], float],
) -> Game:
    """Play ``game`` to its end (or :data:`~engines.ai.selfplay.MAX_STEPS` moves, a draw)."""
    for _ in range(MAX_STEPS):
        seat = advance(game, deal_rng)
        if seat is None:
            break
        legal = game.legal_actions(seat)
        if len(legal) == 1:
            game.apply(legal[0])
            continue
        name = lineup[seat]
        t0 = clock()
        action = players[name](game, seat, legal, rngs[seat], budget)
        timings.setdefault(name, []).append((clock() - t0) * 1000.0)
        if action not in legal:
            raise RuntimeError(f"{name!r} at seat {seat} chose an illegal action {action!r}")
        game.apply(action)
    return game


def run(
    game_name: str,
    *,
    seats: int = 2,
    options: JSON | None = None,
    decks: int = 10,
    seed: int = 0,
    entrants: Iterable[str] = ENTRANTS,
    iterations: int | None = None,
    think_ms: float = 200.0,
    clock: Callable[[], float] = time.perf_counter,
    progress: Callable[[str], None] | None = None,
) -> Ladder:
    """Play the round robin (see the module docstring): ``decks`` decks per pairing, budget
    ``iterations`` per decision for the searchers if given, else ``think_ms`` on ``clock``."""
    cls = registry.game_class(game_name)
    if seats not in cls.SEAT_COUNTS:
        raise ValueError(f"{game_name} cannot seat {seats}")
    opts = cls.normalize_options(options)
    cls.check_options(opts, seats)
    names = list(entrants)
    if len(set(names)) != len(names) or not names:
        raise ValueError("the entrants must be distinct")
    schedule = lineups(names, seats, team_count(game_name, opts))
    players = {n: seated_player(n, game_name) for n in names}
    if iterations is not None:
        budget = Budget(think_ms=0.0, iterations=iterations, clock=None)
        label = f"{iterations} iterations per decision"
    else:
        budget = Budget(think_ms=think_ms, iterations=None, clock=clock)
        label = f"{think_ms:g} ms per decision"
    reward = reward_fn(game_name)
    lad = Ladder(game_name, seats, opts, names, decks, seed, label)
    start = clock()
    for rotations in schedule:
        pairing: list[Scores] = []
        for d in range(decks):
            unit: Scores = {}
            for r, lineup in enumerate(rotations):
                g = cls.new(seats, opts)
                deal_rng = random.Random(f"ladder:{seed}:{d}")
                rngs = [random.Random(f"ladder:{seed}:{d}:{r}:{s}") for s in range(seats)]
                play(g, lineup, players, deal_rng, rngs, budget, lad.timings, clock)
                lad.games += 1
                if not g.is_over():
                    lad.unfinished += 1
                add_scores(unit, pair_scores(lineup, reward(g)))
            pairing.append(unit)
        lad.units.append(pairing)
        if progress is not None:
            progress(f"{' / '.join(sorted(set(rotations[0])))}: {decks} decks, {clock() - start:.0f} s")
    lad.seconds = clock() - start
    return lad
