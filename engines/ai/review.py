"""The review of a finished deal (issue 46): one seat's costliest decisions, judged from its own view.

For each decision the reviewed seat made (a position where it had more than one legal action), the
review sees exactly what a computer in that seat would have seen then — ``Game.view(seat)`` and
``Game.memory(seat)``, never the state — and asks:

1. which actions are worth a closer look: the one played, the one the search (:mod:`engines.ai.ismcts`
   through the game's ``ismcts_player``, an iteration budget) prefers, and the one the game's
   heuristic player prefers;
2. what each of them is worth: the same ``samples`` determinizations of the hidden cards (sampled
   from the view and memory by the game's ``determinize``, exactly as the search samples them) are
   played to the end of the deal by the heuristic player in every seat, each seat from its own view
   of that world, with the same random numbers for every candidate (common random numbers: what
   differs between two candidates' figures is the candidate, not the luck of the draw);
3. the cost of the decision: the best candidate's mean value minus the played one's.

The value of a deal for a seat is the game's ``deal_value(end, seat, before)`` (``engines/ai/<game>``,
else :func:`score_gain`): Durak, the chance of not being the durak (0…1); Bura and Scopa, the points
the seat's side gained in the deal minus what the other side gained. The three costliest decisions
are the review.

Pure and reproducible: the same record, seat and seed give the same review; the hidden cards of the
other seats never enter it (``tests/engines/ai/test_review.py`` swaps them and gets the same answer).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from functools import cache
from importlib import import_module
from typing import Any

from engines.ai import Budget, get_player
from engines.ai.turns import clock_action, next_mover
from engines.protocol import JSON, Action, BadRecord, Game, View
from engines.records import start_deal
from engines.replay import chosen_deal

#: (the game as the deal ended, the seat, ``match_result()`` as the deal began) -> the deal's value
DealValue = Callable[[Game, int, "JSON | None"], float]

#: how many costliest decisions a review names
TOP = 3
#: a decision that costs less than this (in the game's unit) is no mistake worth naming
MIN_COST = {"durak": 0.04, "bura": 0.25, "scopa": 0.25}
#: a deal played out longer than this is cut (Durak's endgame can cycle) and valued as it stands
MAX_PLAYOUT = 600


@dataclass(frozen=True, slots=True)
class Settings:
    """How hard a review looks: ``samples`` determinizations per candidate and the search's
    ``iterations`` per decision (all fixed: a review is the same on a fast or a slow machine); then
    the ``refine`` costliest-looking decisions again with ``refine_samples`` determinizations — the
    ranking of the three is decided by the figures of that second look."""

    samples: int = 48
    iterations: int = 800
    #: the decisions that looked costliest are judged again, with ``refine_samples`` fresh worlds
    refine: int = 6
    refine_samples: int = 256


#: the review's budget unless told: on one core of this project's 2-core machine (reference loop
#: 41 ms) a Durak deal of 2 seats took 3.4 s median, 4.6 s worst; Scopa 2.9 / 3.2 s; Bura 7.1 / 18 s
#: (``benchmarks/review_time.py``, 5 deals a game; the issue asks ≤ 20 s for Durak)
DEFAULT = Settings()


@dataclass(frozen=True, slots=True)
class Decision:
    """One decision the review judged: the ``index``-th action of the deal, the ``played`` action
    and the ``better`` one (equal when the played one was the best candidate), the values of both
    (the game's unit) and the ``cost`` of the choice (``better_value - played_value``, ≥ 0)."""

    index: int
    played: Action
    better: Action
    played_value: float
    better_value: float

    @property
    def cost(self) -> float:
        return max(0.0, self.better_value - self.played_value)

    def to_json(self) -> JSON:
        return {
            "index": self.index,
            "played": self.played.to_json(),
            "better": self.better.to_json(),
            "played_value": round(self.played_value, 4),
            "better_value": round(self.better_value, 4),
            "cost": round(self.cost, 4),
        }


@dataclass(frozen=True, slots=True)
class Review:
    """The review of one seat's deal: every decision judged (in the deal's order) and the
    costliest ones (``mistakes``, costliest first, at most :data:`TOP`, each above the game's
    :data:`MIN_COST`)."""

    game: str
    seat: int
    deal: int
    decisions: tuple[Decision, ...]

    @property
    def mistakes(self) -> tuple[Decision, ...]:
        floor = MIN_COST.get(self.game, 0.0)
        costly = [d for d in self.decisions if d.cost >= floor]
        costly.sort(key=lambda d: (-d.cost, d.index))
        return tuple(costly[:TOP])

    def to_json(self) -> JSON:
        return {
            "game": self.game,
            "seat": self.seat,
            "deal": self.deal,
            "decisions": len(self.decisions),
            "mistakes": [d.to_json() for d in self.mistakes],
        }


@cache
def _module(game: str) -> Any:
    return import_module(f"engines.ai.{game}")


def score_gain(end: Game, seat: int, before: JSON | None) -> float:
    """What the seat's side gained in the deal minus what the other side gained, in match points
    (``match_result()["score"]``, one figure per side — per seat where the game has no sides)."""
    side_of = getattr(end, "side_of", None)
    side = side_of(seat) if side_of else seat
    now = list((end.match_result() or {}).get("score") or [])
    then = list((before or {}).get("score") or [0] * len(now))
    gains = [a - b for a, b in zip(now, then, strict=True)]
    if not gains:
        return 0.0
    others = [g for i, g in enumerate(gains) if i != side]
    return float(gains[side] - (max(others) if others else 0))


def deal_value(game: str) -> DealValue:
    """The game's value of a deal for a seat (``engines/ai/<game>.deal_value``, else :func:`score_gain`)."""
    fn: DealValue = getattr(_module(game), "deal_value", None) or score_gain
    return fn


def deal_over(game: Game, deals_before: int) -> bool:
    """The deal under way when ``deals_before`` deals had results is over (or the match is)."""
    if game.is_over() or game.needs_deal():
        return True
    results = game.deal_results()
    return len(results) > deals_before and results[deals_before] is not None


def play_out(game: Game, deals_before: int, rng: random.Random) -> Game:
    """Play ``game`` to the end of its deal with the heuristic player in every seat (each from its
    own view), the clock acting where nobody may move."""
    player = get_player("heuristic", game.name)
    budget = Budget(think_ms=0.0, iterations=1)
    for _ in range(MAX_PLAYOUT):
        if deal_over(game, deals_before):
            break
        seat = next_mover(game)
        if seat is None:
            clock = clock_action(game)
            if clock is None:
                break
            game.apply(clock)
            continue
        legal = game.legal_actions(seat)
        act = legal[0] if len(legal) == 1 else player(game.view(seat), game.memory(seat), legal, rng, budget)
        game.apply(act)
    return game


def values(
    game_name: str,
    view: View,
    memory: JSON,
    candidates: Sequence[Action],
    before: JSON | None,
    deals_before: int,
    rng: random.Random,
    samples: int,
) -> list[float]:
    """The mean value of each candidate action for the seat ``view["seat"]``: ``samples`` worlds
    drawn from its view and memory alone, each played to the end of the deal after every candidate
    with the same random numbers (common random numbers); ``rng`` is consumed the same way whatever
    the candidates are."""
    seat = view["seat"]
    assert isinstance(seat, int)
    determinize = _module(game_name).determinize
    value = deal_value(game_name)
    totals = [0.0] * len(candidates)
    for _ in range(samples):
        world_seed, play_seed = rng.getrandbits(64), rng.getrandbits(64)
        world = determinize(view, memory, random.Random(world_seed))
        for i, act in enumerate(candidates):
            g = world.clone()
            g.apply(act)
            play_out(g, deals_before, random.Random(play_seed))
            totals[i] += value(g, seat, before)
    return [t / samples for t in totals]


def judge(
    game_name: str,
    view: View,
    memory: JSON,
    legal: Sequence[Action],
    played: Action,
    before: JSON | None,
    deals_before: int,
    seed: int,
    settings: Settings = DEFAULT,
) -> tuple[Action, float, float]:
    """(the better action, its value, the played action's value) of one decision, from the seat's
    ``view`` and ``memory`` alone; ``before`` is the match's score as the deal began and
    ``deals_before`` how many deals were over then (both public)."""
    seat = view["seat"]
    assert isinstance(seat, int)
    rng = random.Random(seed)
    look = Budget(think_ms=0.0, iterations=settings.iterations)
    searched = get_player("ismcts", game_name)(view, memory, legal, random.Random(rng.getrandbits(64)), look)
    heuristic = get_player("heuristic", game_name)(
        view, memory, legal, random.Random(rng.getrandbits(64)), Budget(think_ms=0.0, iterations=1)
    )
    candidates = [played] + [a for a in dict.fromkeys((searched, heuristic)) if a != played]
    if len(candidates) == 1:
        return played, 0.0, 0.0
    means = values(game_name, view, memory, candidates, before, deals_before, rng, settings.samples)
    best = max(range(len(candidates)), key=lambda i: (means[i], -i))
    return candidates[best], means[best], means[0]


def review(
    data: object, seat: int, deal: int | None = None, *, seed: int = 0, settings: Settings = DEFAULT
) -> Review:
    """The review of ``seat``'s decisions in one deal of a record (``deal`` from 0; None: the last).

    Raises :class:`BadRecord` for a malformed record, a deal it does not hold or a seat it has not,
    and :class:`~engines.protocol.IllegalAction` for a record that does not replay."""
    record, target = chosen_deal(data, deal)
    if not 0 <= seat < record.seats:
        raise BadRecord(f"the record has no seat {seat}")
    game = record.new_game()
    for entry in record.deals[:target]:
        start_deal(game, entry, record)
        for action in entry.actions:
            game.apply(action)
    entry = record.deals[target]
    start_deal(game, entry, record)
    before = game.match_result()
    deals_before = len([r for r in game.deal_results() if r is not None])
    rng = random.Random(seed)
    decisions: list[Decision] = []
    looks: list[tuple[View, JSON, list[Action]]] = []
    for index, action in enumerate(entry.actions):
        if action.seat == seat:
            legal = game.legal_actions(seat)
            if len(legal) > 1 and action in legal:
                view, memory = game.view(seat), game.memory(seat)
                seed_i = rng.getrandbits(64)
                better, better_value, played_value = judge(
                    record.game, view, memory, legal, action, before, deals_before, seed_i, settings
                )
                decisions.append(Decision(index, action, better, played_value, better_value))
                looks.append((view, memory, legal))
        game.apply(action)
    second = replace(settings, samples=settings.refine_samples)
    costly = sorted(range(len(decisions)), key=lambda i: (-decisions[i].cost, i))[: settings.refine]
    for i in sorted(costly):
        d = decisions[i]
        if d.cost <= 0.0:
            continue
        view, memory, legal = looks[i]
        better, better_value, played_value = judge(
            record.game, view, memory, legal, d.played, before, deals_before, rng.getrandbits(64), second
        )
        decisions[i] = Decision(d.index, d.played, better, played_value, better_value)
    return Review(record.game, seat, target, tuple(decisions))
