"""Bura computer players: ``heuristic_player`` and ``ismcts_player`` (``random`` is generic).

Both are functions of ``(view, memory, legal, rng, budget)`` only (see :mod:`engines.ai`); the view
and memory keys are those of :mod:`engines.bura.rules`. Neither ever looks at the engine's
``to_act`` or a state: whether the opponent could intercept is never known to them.

What a seat knows (:class:`Knowledge`)
--------------------------------------
Every exchange's lead and beat is seen by both seats; a dump is seen only by the seat that dumped.
So a seat knows the opponent's pile exactly (the opponent's beats, and its own dumps to the
opponent) and its own pile up to the cards the opponent dumped onto it face down (their count is
known). The unknown cards — the opponent's hand, the stock except the face-up trump (its last
card), the unseen dumps in the seat's own pile — form one pool. Two hard constraints narrow it:

* the trump card, once the stock is empty, was drawn by the loser of the exchange whose draw emptied
  the stock (the stock always holds an even number of cards and the winner draws first); if that is
  the opponent and the card has not been seen since, it is in the opponent's hand or in a dump it
  made after that draw;
* cards returned to the opponent's hand by an interception and not seen since are in its hand or in
  a later dump (the memory does not date a return; the bound used is the m-th interception).

The heuristic
-------------
* **«Хватит!»**: own pile points = the known cards plus the exact distribution of the unseen dumps
  (hypergeometric over the pool); the opponent's pile is known. Declares when the chance of being
  in 41..70 makes the award (2, 4 or 6 by the opponent's count) worth more, in estimated match-win
  probability, than going on; at the deal's last exchange it compares with the «more points» award.
  Going on is worth the match-win chance now plus a margin that scales with what a deal can swing
  at the match score (:func:`continue_margin`), so a 2-point «Хватит!» needs about the same chance
  (0.57–0.70) at every score.
* **Lead**: every legal lead is scored against sampled opponent hands: the opponent answers with its
  best beat or its cheapest dump (the same greedy rule as the defence below); the score is the pile
  points won minus those given, plus the tempo of taking the trick, minus the worth of the cards
  spent (trumps, aces and tens are worth keeping). Multi-card leads of one suit win when the
  samples say the opponent rarely beats them all; tens and aces are not fed to a likely trump.
* **Defence**: beat with the cover that wins the most (lead and cover points go to the own pile)
  for the least spent strength, or dump the cheapest cards when beating costs more than it wins.
* **«Стоп!»**: three aces (4) and three sixes (3) at once, unless «Хватит!» is safe and worth at
  least as much; an interception when leading the triple (scored like a lead) beats the best
  defence; a claim is always answered.
* Never surrenders.

The search
----------
``ismcts_player`` is a determinized search (perfect-information Monte Carlo over sampled worlds), one
deal deep. Each iteration samples a world with :func:`determinize` (a :class:`_DealBura`, over when the
deal ends; right after the opponent dumped on the seat's lead, its hand then is drawn so that the
greedy defence dumps with it and the cards it kept stay in its hand: ``INFER_HAND``) and scores every
candidate action still in the race in it: apply the action, finish the deal with a fast greedy playout
on plain lists (:func:`playout`: lead by :func:`playout_lead` — the single card, or two or three cards
of one suit, that the heuristic's lead rule rates best against random hands, a table per trump suit —,
beat or dump by the defence rule; the searching seat says «Хватит!» as soon as its true pile is in
41..70 (``SELF_CAUTION``: on an estimate like its opponent's instead; measured, not switched on), the
opponent on what it knows of its own pile (:func:`opponent_declares`: seen points plus an expected
worth of the face-down cards, with room to spare); no «Стоп!» inside playouts), all actions with the
same playout seed (common random numbers: the comparison is not drowned in the deal's luck). Racing:
every ``RACE_EVERY`` worlds an action whose paired mean trails the leader's by more than ``RACE_Z``
standard errors stops being scored, so the rest of the budget goes to the actions still in contention.
The reward is the change of the estimated match-win chance (:func:`win_probability`, a table from the
measured distribution of deal awards), scaled. The best mean wins, except that the heuristic's own
choice gets ``HEURISTIC_BONUS`` added to its mean: the sampled means are noisy, and another action must
beat the heuristic's pick by that margin. Budget: ``Budget.iterations`` worlds and/or
``Budget.think_ms`` on ``Budget.clock``. Surrender is never considered; a claim is answered at once;
«Хватит!» and «continue» are decided by the heuristic's rule, not searched (``DECIDE_BY_RULE``), unless
a «Стоп!» is legal too.

What was measured and tried on the way to this design, with the figures, is in ``docs/ai.md``.

Clock actions: the search applies the root action and then plays on without clock events, which
is what :mod:`engines.ai.turns` (used by self-play) gives with :func:`next_mover`: the attacker
moves first and every seat moves before the clock, so a window stays open until the defender's
answer (an interception is the defender's «Стоп!» on its defend move) and a claim is always
answered. Windows are not modelled inside playouts (no interceptions there).
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable, Sequence
from functools import cache
from typing import Any

from engines.ai import Budget, dealt, own_seat
from engines.ai.bura_leads import LEAD_WORTH
from engines.bura.rules import BEAT_ORDER, CARD_POINTS, Bura, covers
from engines.bura.view import BuraView
from engines.cards import DECK_36
from engines.protocol import Action, Game

JSON = dict[str, Any]

TARGET = 12
START_STOCK = len(DECK_36) - 6  # 30: the stock after the deal, trump card included
TEMPO = 2.0  # worth (in pile points) of taking the trick: the lead, the first draw, «Хватит!»
LEAD_SAMPLES = 24
PILE_SAMPLES = 120
CONTINUE_MARGIN = 0.03  # match-win chance a «continue» is worth over standing still at 0:0
DUMP_NOISE = 0.3  # share of unseen dumps modelled as any cards rather than the cheapest


def pts(cards: Sequence[str]) -> int:
    return sum(CARD_POINTS[c[0]] for c in cards)


@cache
def keep_values(tsuit: str) -> dict[str, float]:
    """Card -> the worth of still holding it (beating power plus part of its own points)."""
    out: dict[str, float] = {}
    for c in DECK_36:
        o = BEAT_ORDER[c[0]]
        if c[1] == tsuit:
            power = 3.0 + 0.6 * o
        elif o == 8:  # ace
            power = 2.5
        elif o == 7:  # ten
            power = 1.5
        else:
            power = 0.15 * o
        out[c] = power + 0.5 * CARD_POINTS[c[0]]
    return out


# ----- schedule and outcome (engines.ai.turns) ----------------------------------------------------
def next_mover(game: Game, movers: list[int]) -> int:
    """Both seats may act (the defender holds a «Стоп!»): the attacker, the seat publicly expected
    to move, goes first; the defender's «Стоп!» is offered on its own move."""
    attacker: int | None = getattr(game, "attacker", None)
    return attacker if attacker in movers else movers[0]


def _deal_award_distribution() -> tuple[float, dict[int, float]]:
    """(P(tie), {points: P}) of one deal's award between even players (measured in heuristic
    self-play, rounded)."""
    return 0.01, {1: 0.01, 2: 0.87, 3: 0.01, 4: 0.10, 6: 0.01}


@cache
def _win_table() -> tuple[tuple[float, ...], ...]:
    """W[a][b]: the chance that a player at ``a`` match points beats one at ``b`` (both < 12)."""
    tie, dist = _deal_award_distribution()
    total = sum(dist.values())
    probs = {k: v / total * (1 - tie) for k, v in dist.items()}
    w = [[0.0] * TARGET for _ in range(TARGET)]

    def get(a: int, b: int) -> float:
        if a >= TARGET:
            return 1.0
        if b >= TARGET:
            return 0.0
        return w[a][b]

    for s in range(2 * TARGET - 2, -1, -1):  # a + b descending: later scores first
        for a in range(TARGET):
            b = s - a
            if not 0 <= b < TARGET:
                continue
            v = sum(p / 2 * (get(a + k, b) + get(a, b + k)) for k, p in probs.items())
            w[a][b] = v / (1 - tie)
    return tuple(tuple(r) for r in w)


def win_probability(mine: int, other: int) -> float:
    """The chance to win the match from match score ``mine``:``other`` between deals."""
    if mine >= TARGET or other >= TARGET:
        return 1.0 if mine > other else 0.0 if other > mine else 0.5
    return _win_table()[mine][other]


def _after(score: Sequence[int], seat: int | None, points: int) -> list[int]:
    s = list(score)
    if seat is not None:
        s[seat] += points
    return s


REWARD_SCALE = 2.5  # a deal moves the match-win chance by ~0.1: the reward moves by ~0.25


def award_rewards(score: Sequence[int], seat: int | None, points: int) -> list[float]:
    """Reward per seat of a deal that gave ``points`` to ``seat`` from match score ``score``
    (before the award): 0.5 plus the change of the estimated match-win chance, scaled. Not clipped
    to [0, 1]: the flat search only compares means, and a clip made a 4 and a 6 the same reward
    at 0:0 and nearly a 2 at 6:6."""
    after = _after(score, seat, points)
    p0 = win_probability(after[0], after[1]) - win_probability(score[0], score[1])
    r0 = 0.5 + REWARD_SCALE * p0
    return [r0, 1.0 - r0]


def deal_rewards(game: Game) -> list[float]:
    """Reward per seat once the searched deal is over (:func:`award_rewards` of its award)."""
    g: Any = game
    result = g.results[-1] if g.results else None
    if result is None:  # pragma: no cover - the search only asks at the end of a deal
        return [0.5, 0.5]
    award = result["award"]
    seat, points = award["seat"], award["points"]
    if award["reason"] == "surrender":
        points = TARGET
    return award_rewards(_after(g.score, seat, -points if seat is not None else 0), seat, points)


# ----- what the seat knows --------------------------------------------------------------------------
class Knowledge:
    """Everything the seat knows about where the cards are, from its view and memory only."""

    __slots__ = (
        "seat", "opp", "hand", "trump", "tsuit", "stock", "opp_hand", "my_known", "opp_pile",
        "slots", "unknown", "constraints", "opp_face_down", "last_dump", "infer_hand",
    )

    def __init__(self, view: BuraView, memory: JSON) -> None:
        seat = own_seat(view)
        opp = 1 - seat
        self.seat, self.opp = seat, opp
        self.hand: list[str] = list(view["hand"] or [])
        self.trump = dealt(view["trump"])
        self.tsuit: str = self.trump[1]
        self.stock: int = view["stock"]
        self.opp_hand: int = view["hand_sizes"][opp]
        exchanges: list[JSON] = memory.get("exchanges") or []
        seen: set[str] = set(self.hand)
        seen.update(view["table"]["lead"] or [])
        my_known: list[str] = []
        opp_pile: list[str] = []
        opp_face_down: list[str] = []  # the seat's dumps onto the opponent's pile: it never saw them
        slots: list[int] = []  # exchange index of each unseen card in the own pile
        stock = START_STOCK
        final: int | None = None  # the exchange whose draw emptied the stock
        intercepts: list[int] = []
        last = len(exchanges) - 1
        drawn_after_last = view["phase"] in ("lead", "defend", "claim")
        before_last = stock  # the stock before the latest exchange's draw
        for i, e in enumerate(exchanges):
            lead = list(e["lead"])
            seen.update(lead)
            if i == last:
                before_last = stock
            if e.get("intercept"):
                intercepts.append(i)
            won = my_known if e["winner"] == seat else opp_pile
            won.extend(lead)
            if e["beat"] is not None:
                covers_ = [p[1] for p in e["beat"]]
                seen.update(covers_)
                won.extend(covers_)
            elif e["dump"] is not None:  # the seat's own dump: it saw those cards, the opponent did not
                seen.update(e["dump"])
                won.extend(e["dump"])
                opp_face_down.extend(e["dump"])
            else:  # the opponent dumped face down onto the seat's pile
                slots.extend([i] * int(e["dump_count"]))
            if (i < last or drawn_after_last) and stock > 0:
                stock = max(0, stock - 2 * len(lead))
                if stock == 0:
                    final = i
        self.my_known, self.opp_pile, self.slots = my_known, opp_pile, slots
        self.opp_face_down = opp_face_down
        #: the latest exchange, if the seat led and the opponent dumped on it face down and nothing
        #: has been played since: (its index, its lead, the cards the opponent drew since)
        self.last_dump: tuple[int, list[str], int] | None = None
        if exchanges and not memory.get("returned") and view["phase"] in ("lead", "decide"):
            e = exchanges[-1]
            k = len(e["lead"])
            if (
                e["attacker"] == seat and e["beat"] is None and e["dump"] is None and not e.get("intercept")
                and slots.count(last) == k == int(e["dump_count"])
            ):
                self.last_dump = (last, list(e["lead"]), min(k, before_last // 2) if drawn_after_last else 0)
        #: worlds in which that dump and the opponent's hand are drawn together (:data:`INFER_HAND`)
        self.infer_hand = False
        constraints: list[tuple[str, int]] = []  # (card, the earliest dump slot index allowed)
        if self.stock > 0:
            seen.add(self.trump)
        elif self.trump not in seen:
            # the stock is empty: the loser of the emptying exchange drew the trump card
            holder = 1 - exchanges[final]["winner"] if final is not None else opp
            if holder == opp:
                constraints.append((self.trump, (final if final is not None else -1) + 1))
        for m, r in enumerate(memory.get("returned") or []):
            if r["seat"] != opp:
                continue
            bound = intercepts[m] if m < len(intercepts) else len(exchanges)
            for c in r["cards"]:
                if c not in seen and all(c != k for k, _ in constraints):
                    constraints.append((c, bound))
        self.unknown: list[str] = [c for c in DECK_36 if c not in seen]
        self.constraints = constraints

    @property
    def my_pile_known(self) -> int:
        return pts(self.my_known)

    def opponent_knows(self) -> tuple[int, int]:
        """What the opponent knows of its own pile: (points it saw, cards it did not see)."""
        return pts(self.opp_pile) - pts(self.opp_face_down), len(self.opp_face_down)

    def sample(self, rng: random.Random) -> tuple[list[str], list[str], list[str]]:
        """(opponent hand, stock without the trump card, unseen cards of the own pile), uniform
        over the pool apart from the constraints."""
        if self.infer_hand and self.last_dump is not None and not self.constraints:
            return self._sample_after_dump(rng)
        pool = self.unknown[:]
        rng.shuffle(pool)
        h = self.opp_hand
        n_slots = len(self.slots)
        hand: list[str | None] = [None] * h
        dumps: list[str | None] = [None] * n_slots
        if self.constraints:
            placed = set()
            for card, bound in self.constraints:
                free = [("h", i) for i in range(h) if hand[i] is None]
                free += [("d", i) for i in range(n_slots) if dumps[i] is None and self.slots[i] >= bound]
                if not free:  # inconsistent memory: any hidden place but the stock
                    free = [("d", i) for i in range(n_slots) if dumps[i] is None]
                if not free:
                    continue
                where, i = free[rng.randrange(len(free))]
                if where == "h":
                    hand[i] = card
                else:
                    dumps[i] = card
                placed.add(card)
            pool = [c for c in pool if c not in placed]
        if n_slots:
            pool = self._fill_dumps(dumps, pool, rng)
        it = iter(pool)
        hand_l = [c if c is not None else next(it) for c in hand]
        dumps_l: list[str] = dumps  # type: ignore[assignment]
        stock = list(it)
        return hand_l, stock, dumps_l


    def _fill_dumps(self, dumps: list[str | None], pool: list[str], rng: random.Random) -> list[str]:
        """Fill the unseen dump slots the way a sensible opponent dumps: for each dump, its hand
        then held three cards of which it gave the cheapest (sometimes any); the cards it kept go
        back to the pool. Returns the rest of the pool, shuffled."""
        groups: dict[int, list[int]] = {}
        for i, j in enumerate(self.slots):
            if dumps[i] is None:
                groups.setdefault(j, []).append(i)
        for idx in groups.values():
            k = len(idx)
            take = min(len(pool), max(3, k))
            held = pool[:take]
            del pool[:take]
            if rng.random() >= DUMP_NOISE:
                held.sort(key=lambda c: CARD_POINTS[c[0]])
            for i, c in zip(idx, held, strict=False):
                dumps[i] = c
            pool.extend(held[k:])
        rng.shuffle(pool)
        return pool

    def _sample_after_dump(self, rng: random.Random) -> tuple[list[str], list[str], list[str]]:
        """:meth:`sample` with :attr:`infer_hand` after the opponent dumped on the seat's latest lead:
        its hand then is drawn from the pool until the greedy defence (the heuristic's) dumps with it
        (at most ``DUMP_TRIES`` draws; else the cheapest cards of the last draw), those cards go to the
        dump's slots and the cards it kept stay in its hand, with what it drew since from the pool."""
        assert self.last_dump is not None
        j, lead, d = self.last_dump
        k = len(lead)
        pool = self.unknown[:]
        rng.shuffle(pool)
        held_n = self.opp_hand - d + k
        if held_n > len(pool) or held_n < k:  # pragma: no cover - counts the view would not give
            self.infer_hand = False
            try:
                return self.sample(rng)
            finally:
                self.infer_hand = True
        kv = keep_values(self.tsuit)
        held: list[str] = []
        beat = True
        given: tuple[str, ...] = ()
        for _ in range(DUMP_TRIES):
            held = rng.sample(pool, held_n)
            _v, beat, given = best_defence(held, lead, self.tsuit, kv)
            if not beat:
                break
        if beat:
            give = _playout_tables(self.tsuit)[2]
            given = tuple(sorted(held, key=give.__getitem__)[:k])
        dumps: list[str | None] = [None] * len(self.slots)
        it = iter(given)
        for i, s in enumerate(self.slots):
            if s == j:
                dumps[i] = next(it)
        taken = set(held)
        rest = [c for c in pool if c not in taken]
        if any(x is None for x in dumps):
            rest = self._fill_dumps(dumps, rest, rng)
        hand = [c for c in held if c not in given] + rest[:d]
        return hand, rest[d:], dumps  # type: ignore[return-value]


#: the search's worlds with :meth:`Knowledge._sample_after_dump` (``benchmarks/bura_deals.py
#: --no-infer-hand`` turns it off: +0.0042 ± 0.0020 of match-win chance a deal at 150 worlds)
INFER_HAND = True
DUMP_TRIES = 10


def determinize(
    view: BuraView, memory: JSON, rng: random.Random, know: Knowledge | None = None,
    like: Game | None = None, drawn: tuple[list[str], list[str], list[str]] | None = None,
) -> Game:
    """A full state consistent with everything the seat knows, horizon: the current deal
    (``know``: the seat's :class:`Knowledge` of this view and memory, if already built). ``like``:
    an earlier world of the same view and memory (from this function): the new one is its copy with
    the hidden cards placed anew — the same state ``from_json`` would build and check, at the cost
    of a clone (building and checking each world had been a tenth of a search). ``drawn``: the hidden
    cards already drawn by ``know.sample``."""
    k = know if know is not None else Knowledge(view, memory)
    opp_hand, stock, dumps = k.sample(rng) if drawn is None else drawn
    seat = k.seat
    if view["stock"] > 0:
        stock.append(k.trump)
    if len(stock) != view["stock"]:
        raise ValueError("the view's counts do not match the unknown cards")
    if like is not None:
        g: Any = like.clone()
        g.hands[k.opp] = opp_hand
        g.stock = stock
        g.piles[seat] = k.my_known + dumps
        return g  # type: ignore[no-any-return]
    hands: list[list[str]] = [[], []]
    hands[seat] = list(k.hand)
    hands[k.opp] = opp_hand
    piles: list[list[str]] = [[], []]
    piles[seat] = k.my_known + dumps
    piles[k.opp] = list(k.opp_pile)
    table = view["table"]["lead"] or []
    data: JSON = {
        "game": "bura",
        "first": 0,
        "score": list(view["score"]),
        "results": view["results"],
        "next_leader": view["next_leader"],
        "match_over": view["match_over"],
        "winner": view["winner"],
        "phase": view["phase"],
        "hands": hands,
        "stock": stock,
        "trump": k.trump,
        "piles": piles,
        "tricks": list(view["tricks"]),
        "leader": view["leader"],
        "attacker": view["attacker"],
        "table": list(table),
        "window": view["window"],
        "intercept_lead": False,
        "exchanges": [],
        "returned": [],
    }
    return _DealBura.from_json(data)


class _DealBura(Bura):
    """A determinized Bura whose search horizon is the current deal; never searches surrender."""

    __slots__ = ()

    def is_over(self) -> bool:
        return self.match_over or self.phase == "idle"

    def legal_actions(self, seat: int) -> list[Action]:
        return [a for a in super().legal_actions(seat) if a.type != "surrender"]


# ----- greedy pieces shared by the heuristic and the playout ---------------------------------------
def best_defence(
    hand: Sequence[str], lead: Sequence[str], tsuit: str, kv: dict[str, float]
) -> tuple[float, bool, tuple[str, ...]]:
    """The defender's greedy answer: (value for the defender, beats?, cards given).

    Points and which cards cover which come from :func:`_playout_tables`; against a lead of several
    cards only the orderings of the hand's covers are tried, place by place (often there are none:
    the playouts' hottest case)."""
    pt, table_kv, give, beaten_by = _playout_tables(tsuit)
    lp = 0
    for c in lead:
        lp += pt[c]
    k = len(lead)
    best_v = -1e9
    best: tuple[str, ...] = ()
    beat = False
    # dump: the k cards that cost least to give (``give`` is pt + kv, added the other way round)
    order = sorted(hand, key=give.__getitem__ if kv is table_kv else lambda c: pt[c] + kv[c])
    d = tuple(order[:k])
    if len(d) == k:
        # sums written out: the same additions in the same order as sum() (Python 3.11), cheaper
        if k == 1:
            a = d[0]
            best_v = -(lp + pt[a]) - kv[a] - TEMPO
        elif k == 2:
            a, b = d
            best_v = -(lp + pt[a] + pt[b]) - (kv[a] + kv[b]) - TEMPO
        else:
            best_v = -(lp + sum(pt[c] for c in d)) - sum(kv[c] for c in d) - TEMPO
        best = d
    if k == 1:
        covering = beaten_by[lead[0]]
        for c in hand:
            if c in covering:
                v = lp + pt[c] - kv[c] + TEMPO
                if v > best_v:
                    best_v, best, beat = v, (c,), True
    else:
        # the hand's orderings that cover the lead card by card, in itertools.permutations' order
        # (the first best wins a tie): each place's covers, kept in the hand's order
        cands = []
        for le in lead:
            covering = beaten_by[le]
            cs = [c for c in hand if c in covering]
            if not cs:  # a lead card nothing in the hand covers: no beat (the common case)
                return best_v, beat, best
            cands.append(cs)
        if k == 2:
            for a in cands[0]:
                for b in cands[1]:
                    if a != b:
                        v = lp + pt[a] + pt[b] - (kv[a] + kv[b]) + TEMPO
                        if v > best_v:
                            best_v, best, beat = v, (a, b), True
        elif k == 3:
            for a in cands[0]:
                for b in cands[1]:
                    if a == b:
                        continue
                    for c in cands[2]:
                        if c != a and c != b:
                            v = lp + pt[a] + pt[b] + pt[c] - (kv[a] + kv[b] + kv[c]) + TEMPO
                            if v > best_v:
                                best_v, best, beat = v, (a, b, c), True
        else:
            for perm in itertools.permutations(hand, k):
                if all(c in cs for c, cs in zip(perm, cands, strict=True)):
                    v = lp + sum(pt[c] for c in perm) - sum(kv[c] for c in perm) + TEMPO
                    if v > best_v:
                        best_v, best, beat = v, perm, True
    return best_v, beat, best


# ----- the heuristic ----------------------------------------------------------------------------------
def _unseen_distribution(know: Knowledge, rng: random.Random, n: int = PILE_SAMPLES) -> dict[int, float]:
    """Distribution of the points of the unseen dumps in the own pile (sampled like the search's
    determinizations: the opponent mostly dumps its cheapest cards)."""
    if not know.slots:
        return {0: 1.0}
    counts: dict[int, int] = {}
    for _ in range(n):
        _h, _s, dumps = know.sample(rng)
        p = pts(dumps)
        counts[p] = counts.get(p, 0) + 1
    return {p: c / n for p, c in counts.items()}


def continue_margin(me: int, other: int) -> float:
    """What «continue» is worth over standing still, in match-win chance, at match score
    ``me``:``other``: ``CONTINUE_MARGIN`` at 0:0, elsewhere the same share of what a 2-point deal
    swings at that score. So the chance of being in 41..70 that a 2-point «Хватит!» needs stays
    between 0.57 and 0.70 at every score; a constant margin asked for 0.53 at 10:10 and for more
    than 1 (never declare, even on a sure count) at 11:0 and 0:11, where a deal moves the
    match-win chance less than the margin."""
    swing = win_probability(me + 2, other) - win_probability(me, other + 2)
    return CONTINUE_MARGIN * swing / (win_probability(2, 0) - win_probability(0, 2))


def _decide(view: BuraView, know: Knowledge, legal: Sequence[Action], rng: random.Random) -> Action:
    seat = know.seat
    enough = next(a for a in legal if a.type == "enough")
    cont = next(a for a in legal if a.type == "continue")
    score = view["score"]
    me, other = score[seat], score[know.opp]
    opp_pts = pts(know.opp_pile)
    base = know.my_pile_known
    dist = _unseen_distribution(know, rng)
    award = 2 if opp_pts < 41 else 4 if opp_pts <= 70 else 6
    p_in = sum(p for s, p in dist.items() if 41 <= base + s <= 70)
    ev_enough = p_in * win_probability(me + award, other) + (1 - p_in) * win_probability(me, other + 2)
    last = know.stock == 0 and not know.hand and know.opp_hand == 0
    if last:
        dry = view["tricks"][know.opp] == 0
        ev_cont = 0.0
        for s, p in dist.items():
            mine = base + s
            if mine > opp_pts:
                ev_cont += p * win_probability(me + (6 if dry else 1), other)
            elif mine < opp_pts:
                ev_cont += p * win_probability(me, other + 1)
            else:
                ev_cont += p * win_probability(me, other)
    else:
        ev_cont = win_probability(me, other) + continue_margin(me, other)
    return enough if ev_enough > ev_cont else cont


def _lead_value(
    lead: Sequence[str], hands: Sequence[Sequence[str]], tsuit: str, kv: dict[str, float]
) -> float:
    """The lead's mean worth for the attacker over sampled opponent hands."""
    total = 0.0
    for h in hands:
        v, _beat, _ = best_defence(h, lead, tsuit, kv)
        total -= v
    return total / len(hands) - sum(kv[c] for c in lead)


def _sample_hands(know: Knowledge, rng: random.Random, n: int) -> list[list[str]]:
    return [know.sample(rng)[0] for _ in range(n)]


def _triple_special(hand: Sequence[str]) -> int:
    if len(hand) == 3 and hand[0][0] == hand[1][0] == hand[2][0]:
        return {"6": 3, "A": 4}.get(hand[0][0], 0)
    return 0


def heuristic_player(
    view: BuraView, memory: JSON, legal: Sequence[Action], rng: random.Random, budget: Budget
) -> Action:
    """The rule-based player described in the module docstring."""
    acts = [a for a in legal if a.type != "surrender"] or list(legal)
    if len(acts) == 1:
        return acts[0]
    phase = view["phase"]
    stop = next((a for a in acts if a.type == "stop"), None)
    if phase == "claim" and stop is not None:
        return stop
    know = Knowledge(view, memory)
    hand = know.hand
    tsuit = know.tsuit
    kv = keep_values(tsuit)
    special = _triple_special(hand) if stop is not None else 0
    if special and stop is not None:
        if phase == "decide":
            choice = _decide(view, know, acts, rng)
            if choice.type == "enough":
                opp_pts = pts(know.opp_pile)
                dist = _unseen_distribution(know, rng)
                base = know.my_pile_known
                safe = all(41 <= base + s <= 70 for s in dist)
                award = 2 if opp_pts < 41 else 4 if opp_pts <= 70 else 6
                if safe and award >= special:
                    return choice
        return stop
    if phase == "decide":
        return _decide(view, know, acts, rng)
    if phase == "lead":
        leads = [a for a in acts if a.type == "lead"]
        samples = _sample_hands(know, rng, LEAD_SAMPLES)
        return max(leads, key=lambda a: (_lead_value(_ordered(a.cards), samples, tsuit, kv), _tiebreak(a)))
    # defend
    lead = list(view["table"]["lead"])
    best_v = -1e9
    best_a: Action | None = None
    for a in acts:
        if a.type == "beat":
            cov = [p[1] for p in a.pairs]  # type: ignore[union-attr]
            v = pts(lead) + pts(cov) - sum(kv[c] for c in cov) + TEMPO
        elif a.type == "dump":
            d = list(a.cards)  # type: ignore[arg-type]
            v = -(pts(lead) + pts(d)) - sum(kv[c] for c in d) - TEMPO
        else:
            continue
        if v > best_v or (v == best_v and best_a is not None and _tiebreak(a) > _tiebreak(best_a)):
            best_v, best_a = v, a
    if stop is not None and len(hand) == 3:
        # interception: the lead returns to the attacker and the seat leads its triple
        samples = _sample_hands_after_return(know, lead, rng, LEAD_SAMPLES)
        v_stop = _lead_value(hand, samples, tsuit, kv)
        if best_a is None or v_stop > best_v:
            return stop
    assert best_a is not None
    return best_a


def _sample_hands_after_return(
    know: Knowledge, lead: Sequence[str], rng: random.Random, n: int
) -> list[list[str]]:
    """Opponent hands after an interception: the pending lead goes back into them."""
    return [[*h, *lead] for h in _sample_hands(know, rng, n)]


def _ordered(cards: frozenset[str] | None) -> list[str]:
    return sorted(cards or (), key=DECK_36.index)


def _tiebreak(a: Action) -> tuple[int, ...]:
    return tuple(sorted(DECK_36.index(c) for c in (a.cards or ())))


# ----- the search -------------------------------------------------------------------------------------
PLAYOUT_NOISE = 0.1


@cache
def _playout_tables(
    tsuit: str,
) -> tuple[dict[str, int], dict[str, float], dict[str, float], dict[str, frozenset[str]]]:
    """Per trump suit: card points, keep value, cost of giving the card away (points + keep value,
    the order of the greedy lead and dump) and the cards that cover each card."""
    kv = keep_values(tsuit)
    pt = {c: CARD_POINTS[c[0]] for c in DECK_36}
    give = {c: kv[c] + pt[c] for c in DECK_36}
    beaten_by = {le: frozenset(c for c in DECK_36 if covers(c, le, tsuit)) for le in DECK_36}
    return pt, kv, give, beaten_by


LEAD_TABLE_HANDS = 64


def lead_worth(tsuit: str, lead: Sequence[str]) -> float:
    """The heuristic's worth of leading ``lead`` (:func:`_lead_value`) against ``LEAD_TABLE_HANDS``
    random hands of three of the other cards, a fixed sample per lead and trump suit: the
    heuristic's lead rule without the seat's knowledge, cheap enough for playouts."""
    return _lead_worth(tsuit, tuple(sorted(lead, key=DECK_36.index)))


def lead_keys() -> list[tuple[str, ...]]:
    """Every lead a hand of three can make: a card, or two or three cards of one suit, in deck order
    (516; the order of :data:`engines.ai.bura_leads.LEAD_WORTH`'s rows)."""
    out: list[tuple[str, ...]] = []
    for k in (1, 2, 3):
        out.extend(c for c in itertools.combinations(DECK_36, k) if all(x[1] == c[0][1] for x in c))
    return out


def computed_lead_worth(tsuit: str, lead: tuple[str, ...]) -> float:
    """:func:`lead_worth` worked out (``lead`` in deck order): what the table holds."""
    rest = [c for c in DECK_36 if c not in lead]
    r = random.Random(str((tsuit, lead)))
    hands = [r.sample(rest, 3) for _ in range(LEAD_TABLE_HANDS)]
    return _lead_value(lead, hands, tsuit, keep_values(tsuit))


@cache
def _lead_table(tsuit: str) -> dict[tuple[str, ...], float]:
    """Lead (in deck order) -> its worth with trump suit ``tsuit``, from the shipped table: working
    it out costs ~33,000 defences per trump suit, which a search's first moves in a fresh process
    would otherwise pay within their think time."""
    return dict(zip(lead_keys(), LEAD_WORTH[tsuit], strict=True))


def _lead_worth(tsuit: str, lead: tuple[str, ...]) -> float:
    worth = _lead_table(tsuit).get(lead)
    return computed_lead_worth(tsuit, lead) if worth is None else worth


def playout_lead(hand: Sequence[str], tsuit: str) -> list[str]:
    """The playout's lead from ``hand``: the single card, or two or three cards of one suit, with the
    best :func:`lead_worth` (the first in deck order on a tie)."""
    cards = sorted(hand, key=DECK_36.index)
    best: tuple[str, ...] = ()
    best_v = -1e9
    for k in range(1, len(cards) + 1):
        for combo in itertools.combinations(cards, k):
            if k > 1 and any(c[1] != combo[0][1] for c in combo):
                continue
            v = _lead_worth(tsuit, combo)  # in deck order already
            if v > best_v:
                best_v, best = v, combo
    return list(best)


@cache
def _playout_leads(tsuit: str) -> dict[frozenset[str], list[str]]:
    """Per trump suit: hand -> :func:`playout_lead`, filled as playouts meet hands (7,806 at most)."""
    return {}


#: the opponent's «Хватит!» in playouts: its pile's seen points plus DUMP_MEAN a face-down card must be
#: in 41..70 with OPP_CAUTION standard deviations (DUMP_SD a face-down card) to spare
DUMP_MEAN = 2.2
DUMP_SD = 3.3
OPP_CAUTION = 0.5


#: the searching seat's «Хватит!» in playouts: None, on its true pile (the sampled world's); a number,
#: like the opponent's (:func:`declares_on_estimate`) with that many standard deviations to spare
SELF_CAUTION: float | None = None


def declares_on_estimate(seen: int, hidden: int, caution: float) -> bool:
    """Whether a seat that saw ``seen`` points of its pile and holds ``hidden`` face-down cards in it
    says «Хватит!»: the estimate (``DUMP_MEAN`` a face-down card) in 41..70 with ``caution`` standard
    deviations (``DUMP_SD`` a card) to spare either side."""
    est = seen + DUMP_MEAN * hidden
    spare: float = caution * DUMP_SD * hidden**0.5
    return 41 + spare <= est <= 70 - spare


def opponent_declares(seen: int, hidden: int) -> bool:
    """Whether the playouts' opponent says «Хватит!» with ``seen`` points of its pile seen and
    ``hidden`` face-down cards in it: on what it knows, as a player must (piles are secret to their
    owners too), not on its true count."""
    est = seen + DUMP_MEAN * hidden
    spare: float = OPP_CAUTION * DUMP_SD * hidden**0.5
    return 41 + spare <= est <= 70 - spare


def playout(
    game: Game, rng: random.Random, seat: int | None = None, opp_seen: int = 0, opp_hidden: int = 0,
    my_seen: int = 0, my_hidden: int = 0,
) -> list[float]:
    """Finish the current deal of a determinized ``game`` on plain lists with the greedy rules
    (see the module docstring) and return :func:`deal_rewards` of the resulting score; ``game``
    itself is left unchanged. With ``seat`` (the searching seat), its opponent says «Хватит!» by
    :func:`opponent_declares` on what it knows: ``opp_seen`` points and ``opp_hidden`` face-down
    cards of its pile when the world was sampled, and what it sees from then on (``game``'s
    exchanges: the root action's); without it, both seats count exactly.

    The hot loop of the search: the lead is :func:`playout_lead`'s, looked up per hand (sometimes,
    with ``PLAYOUT_NOISE``, a random single card); answers to single cards use precomputed tables
    (:func:`_playout_tables`), longer leads :func:`best_defence`; the same random draws and choices
    as the plain version a test holds it to."""
    g: Any = game
    if g.match_over or g.phase == "idle":
        return deal_rewards(game)
    tsuit: str = g.trump[1]
    pt, kv, give, beaten_by = _playout_tables(tsuit)
    leads = _playout_leads(tsuit)
    noise = PLAYOUT_NOISE
    rand = rng.random
    hands = [g.hands[0][:], g.hands[1][:]]
    stock: list[str] = g.stock[:]
    piles = [pts(g.piles[0]), pts(g.piles[1])]
    tricks = list(g.tricks)
    att: int = g.attacker
    table: list[str] = g.table[:]
    phase: str = g.phase
    opp = -1 if seat is None else 1 - seat
    caution = SELF_CAUTION
    me = -1 if seat is None or caution is None else seat  # the seat that declares on its estimate
    for e in g.exchanges:  # the root action's exchange
        if e["winner"] == opp:
            covers = [p[1] for p in e["beat"]] if e["beat"] is not None else []
            opp_seen += pts(e["lead"]) + pts(covers)
            opp_hidden += len(e["dump"] or ())  # the searching seat's dump: face down to the opponent
        elif e["winner"] == me:
            covers = [p[1] for p in e["beat"]] if e["beat"] is not None else []
            my_seen += pts(e["lead"]) + pts(covers)
            my_hidden += len(e["dump"] or ())
    if phase == "claim":  # the attacker answers with its triple
        table, hands[att] = hands[att], []
        phase = "defend"
    award: tuple[int | None, int]
    while True:
        if phase == "lead":
            hand = hands[att]
            if rand() < noise:
                table = [hand[rng.randrange(len(hand))]]
            else:
                key = frozenset(hand)
                table = leads.get(key) or leads.setdefault(key, playout_lead(hand, tsuit))
            for c in table:
                hand.remove(c)
            phase = "defend"
        if phase == "defend":
            d = 1 - att
            hand = hands[d]
            if rand() < noise:
                beat = False
                given: Sequence[str] = rng.sample(hand, len(table))
            elif len(table) == 1:
                le = table[0]
                lp = pt[le]
                cheapest = min(hand, key=give.__getitem__)
                best_v = -(lp + pt[cheapest]) - kv[cheapest] - TEMPO
                given = (cheapest,)
                beat = False
                covering = beaten_by[le]
                for c in hand:
                    if c in covering:
                        v = lp + pt[c] - kv[c] + TEMPO
                        if v > best_v:
                            best_v, given, beat = v, (c,), True
            else:
                _v, beat, given = best_defence(hand, table, tsuit, kv)
            gained = 0
            for c in given:
                hand.remove(c)
                gained += pt[c]
            for c in table:
                gained += pt[c]
            w = d if beat else att
            piles[w] += gained
            if w == opp:
                if beat:
                    opp_seen += gained
                else:
                    opp_seen += sum(pt[c] for c in table)
                    opp_hidden += len(table)
            elif w == me:
                if beat:
                    my_seen += gained
                else:
                    my_seen += sum(pt[c] for c in table)
                    my_hidden += len(table)
            tricks[w] += 1
            att = w
            table = []
            phase = "decide"
        # decide
        mine = piles[att]
        if (
            opponent_declares(opp_seen, opp_hidden) if att == opp
            else declares_on_estimate(my_seen, my_hidden, caution) if att == me  # type: ignore[arg-type]
            else 41 <= mine <= 70
        ):
            o = piles[1 - att]
            award = (att, 2 if o < 41 else 4 if o <= 70 else 6) if 41 <= mine <= 70 else (1 - att, 2)
            break
        if not stock and not hands[0] and not hands[1]:
            if piles[0] == piles[1]:
                award = (None, 0)
            else:
                w = 0 if piles[0] > piles[1] else 1
                award = (w, 6 if tricks[1 - w] == 0 else 1)
            break
        if stock:
            turn = att
            while stock and (len(hands[0]) < 3 or len(hands[1]) < 3):
                if len(hands[turn]) < 3:
                    hands[turn].append(stock.pop(0))
                turn = 1 - turn
        phase = "lead"
    return award_rewards(g.score, award[0], award[1])


# ----- what the opponent's choices say about its hand (measured, not switched on) ------------------
#: None: every sampled world counts alike. A number ε: each world is weighted by the chance of the
#: opponent's choices this deal given its hands then in that world (:class:`OpponentHistory`): 1 − ε
#: for the greedy rule's own choice, ε shared by the other legal choices (``benchmarks/bura_deals.py
#: --infer-eps``)
INFER_EPS: float | None = None
#: how many of the opponent's draws the reconstruction of its earlier hands goes back over
INFER_DRAWS = 2
#: ε for the opponent's leads if not None (the lead rule is the playouts' table, which the heuristic's
#: sampled lead rule follows less closely than its defence follows the greedy defence)
INFER_LEAD_EPS: float | None = None
#: more than 1: instead of weighing the worlds played out, draw this many worlds' hidden cards and
#: play out one of them, picked with a chance in proportion to its weight (sampling importance
#: resampling: the worlds played out all count alike)
INFER_RESAMPLE = 1


def lead_count(hand: Sequence[str]) -> int:
    """The leads a hand can make: each card, and two or three cards of one suit."""
    suits: dict[str, int] = {}
    for c in hand:
        suits[c[1]] = suits.get(c[1], 0) + 1
    return sum(2**n - 1 for n in suits.values())


def defence_count(hand: Sequence[str], lead: Sequence[str], tsuit: str) -> tuple[int, int]:
    """(dumps, beats) a hand can answer ``lead`` with."""
    k = len(lead)
    if len(hand) < k:
        return 0, 0
    beaten_by = _playout_tables(tsuit)[3]
    beats = sum(
        1 for perm in itertools.permutations(hand, k)
        if all(c in beaten_by[le] for c, le in zip(perm, lead, strict=True))
    )
    return len(list(itertools.combinations(hand, k))), beats


#: one of the opponent's choices (:class:`OpponentHistory`)
Step = tuple[int, bool, str, tuple[str, ...], tuple[str, ...], tuple[int, ...]]


class OpponentHistory:
    """The opponent's choices this deal as the seat saw them (its view and memory only), newest
    first, and how many cards it drew after each, so that its hand at each choice can be worked out
    backwards in a sampled world: cards leave a hand only by being played, so the hand before a
    choice is the hand after it plus the cards played; before a draw of ``d`` cards it is the hand
    after the draw less ``d`` of its cards — which ones is not known, and every choice of them is
    equally likely (the stock is shuffled), so :meth:`weight` averages over them. The trump card is
    the stock's last card: drawn only by the draw that emptied the stock, by the seat that drew last.

    A step is (cards drawn after the choice, whether the trump card was the last of them, the kind
    — "lead", "beat" or "dump" —, the lead on the table, the cards the opponent played that the seat
    saw, the indices of its face-down dump among the seat's unseen pile cards). No steps (every world
    weighs the same) after an interception: returned cards break the count of hands."""

    __slots__ = ("steps", "eps", "tsuit", "trump", "kv", "memo")

    def __init__(self, view: BuraView, memory: JSON, know: Knowledge, eps: float) -> None:
        self.eps = eps
        self.tsuit, self.trump, self.kv = know.tsuit, know.trump, keep_values(know.tsuit)
        self.memo: dict[tuple[int, frozenset[str]], float] = {}
        self.steps: list[Step] = []
        opp = know.opp
        exchanges: list[JSON] = memory.get("exchanges") or []
        if memory.get("returned") or any(e.get("intercept") for e in exchanges):
            return
        if view["phase"] not in ("lead", "defend", "decide"):
            return
        slot_of: dict[int, list[int]] = {}
        for i, j in enumerate(know.slots):
            slot_of.setdefault(j, []).append(i)
        sizes = [3, 3]
        stock = START_STOCK
        last = len(exchanges) - 1
        drawn_after_last = view["phase"] in ("lead", "defend")
        forward: list[Step] = []
        for i, e in enumerate(exchanges):
            lead = tuple(e["lead"])
            k = len(lead)
            sizes[0] -= k
            sizes[1] -= k
            drew, trump_drawn = 0, False
            if (i < last or drawn_after_last) and stock > 0:
                turn = e["winner"]
                while stock and (sizes[0] < 3 or sizes[1] < 3):
                    if sizes[turn] < 3:
                        sizes[turn] += 1
                        stock -= 1
                        if turn == opp:
                            drew += 1
                            trump_drawn = stock == 0
                    turn = 1 - turn
            if e["attacker"] == opp:
                forward.append((drew, trump_drawn, "lead", lead, lead, ()))
            elif e["beat"] is not None:
                covers_ = tuple(p[1] for p in e["beat"])
                forward.append((drew, trump_drawn, "beat", lead, covers_, ()))
            else:
                forward.append((drew, trump_drawn, "dump", lead, (), tuple(slot_of.get(i, ()))))
        pending = tuple(view["table"]["lead"] or ())
        if view["phase"] == "defend" and view["attacker"] == opp:
            sizes[opp] -= len(pending)
            forward.append((0, False, "lead", pending, pending, ()))
        if sizes[opp] != view["hand_sizes"][opp] or stock != view["stock"]:
            return  # not the count the view shows: weigh nothing rather than guess
        self.steps = forward[::-1]

    def likelihood(self, step: int, hand: frozenset[str]) -> float:
        """The chance of the opponent's choice at ``step`` had it held ``hand`` then."""
        key = (step, hand)
        got = self.memo.get(key)
        if got is not None:
            return got
        _drew, _trump, kind, lead, cards, _slots = self.steps[step]
        held = sorted(hand, key=DECK_36.index)
        if kind == "lead":
            n = lead_count(held)
            leads = _playout_leads(self.tsuit)
            rule = leads.get(hand) or leads.setdefault(hand, playout_lead(held, self.tsuit))
            share = 1.0
            match = set(rule) == set(lead)
        else:
            dumps, beats = defence_count(held, lead, self.tsuit)
            n = dumps + beats
            _v, beat, given = best_defence(held, lead, self.tsuit, self.kv)
            if kind == "beat":
                share = 1.0
                match = beat and set(given) == set(cards)
            else:  # which cards it dumped face down the world's sampler chose: only "dump" is weighed
                share = float(dumps)
                match = not beat
        eps = self.eps if kind != "lead" or INFER_LEAD_EPS is None else INFER_LEAD_EPS
        p = 1.0 if n <= 1 else 1.0 - eps if match else eps * share / (n - 1)
        self.memo[key] = p
        return p

    def weight(self, opp_hand: Sequence[str], dumps: Sequence[str]) -> float:
        """The chance of the opponent's choices (the latest ``INFER_DRAWS`` draws' worth) in a world
        where it holds ``opp_hand`` and dumped ``dumps`` (the seat's unseen pile cards, in
        :attr:`Knowledge.slots` order): summed over which cards each undone draw brought."""
        hands: dict[frozenset[str], float] = {frozenset(opp_hand): 1.0}
        undone = 0
        trump = self.trump
        for s, (drew, trump_drawn, _kind, _lead, cards, slots) in enumerate(self.steps):
            if drew:
                if undone == INFER_DRAWS:
                    break
                undone += 1
                before: dict[frozenset[str], float] = {}
                for h, p in hands.items():
                    if trump_drawn and trump not in h:
                        continue
                    rest = sorted((c for c in h if c != trump), key=DECK_36.index)
                    subsets = list(itertools.combinations(rest, drew - 1 if trump_drawn else drew))
                    if not subsets:
                        continue
                    q = p / len(subsets)
                    for d in subsets:
                        kept = h.difference(d, (trump,) if trump_drawn else ())
                        before[kept] = before.get(kept, 0.0) + q
                hands = before
            played = (*cards, *(dumps[i] for i in slots))
            after: dict[frozenset[str], float] = {}
            for h, p in hands.items():
                held = h.union(played)
                after[held] = after.get(held, 0.0) + p * self.likelihood(s, held)
            hands = after
        return sum(hands.values())


#: playouts per sampled world and action, each with its own seed shared by the actions (measured,
#: not switched on: ``benchmarks/bura_deals.py --playouts-per-world``)
PLAYOUTS_PER_WORLD = 1
DEFAULT_SAMPLES = 64
#: the heuristic's choice wins unless another action's mean reward beats it by this much: the
#: sampled means are noisy, the heuristic's lead and defence are good
HEURISTIC_BONUS = 0.01
#: «Хватит!» or continue by the heuristic's calibrated rule: the playouts let both sides count their
#: piles exactly, which makes «continue» look worse than it is and the search declare too early
DECIDE_BY_RULE = True


#: racing: every RACE_EVERY worlds, an action whose paired mean (same worlds, same playout seeds)
#: trails the leader's by more than RACE_Z standard errors stops being sampled, so the worlds left
#: go to the actions still in contention
RACE_EVERY = 32
#: a world sampler that replaces :func:`determinize` (the cheating player's true state)
Sample = Callable[[BuraView, JSON, random.Random], Game]
RACE_Z = 3.0


def search(
    view: BuraView, memory: JSON, acts: Sequence[Action], rng: random.Random, budget: Budget,
    favourite: int | None = None, sample: Sample | None = None,
) -> tuple[Action, list[float], int]:
    """Determinized flat Monte Carlo with common random numbers: every sampled world
    (:func:`determinize`) scores every candidate action still in the race by one :func:`playout`
    with the same playout seed, so the comparison between actions is not drowned in the deal's luck;
    actions clearly behind the leader drop out (``RACE_EVERY``, ``RACE_Z``).
    ``sample(view, memory, rng)`` replaces :func:`determinize` (the ladder's cheating player,
    :mod:`engines.ai.cheat`, passes the true state).
    Returns (best action, mean reward per action over the worlds it was scored in, worlds sampled)."""
    seat = own_seat(view)
    clock = budget.clock
    deadline, max_it = budget.limits(DEFAULT_SAMPLES)
    know = Knowledge(view, memory)
    know.infer_hand = INFER_HAND
    opp_seen, opp_hidden = know.opponent_knows()
    my_seen, my_hidden = know.my_pile_known, len(know.slots)
    eps = INFER_EPS
    history = OpponentHistory(view, memory, know, eps) if eps is not None and sample is None else None
    if history is not None and not history.steps:
        history = None
    n_known = len(know.my_known)
    m = len(acts)
    bonus = [HEURISTIC_BONUS if i == favourite else 0.0 for i in range(m)]
    sums = [0.0] * m
    # the worlds' weights (1 each without inference): their sum, and the sum of their squares
    counts: list[float] = [0] * m
    squares = 0.0
    alive = list(range(m))
    # paired statistics of each pair x < y (reward of x minus reward of y), over the worlds both were
    # scored in
    dsum = [[0.0] * m for _ in range(m)]
    dsq = [[0.0] * m for _ in range(m)]
    since = 0
    n = 0
    first: Game | None = None  # the first sampled world: the later ones are its copies
    while True:
        if max_it is not None and n >= max_it:
            break
        if deadline is not None and n > 0 and clock() >= deadline:  # type: ignore[misc]
            break
        w: float = 1
        if sample is None and history is not None and INFER_RESAMPLE > 1:
            drawn = [know.sample(rng) for _ in range(INFER_RESAMPLE)]
            ws = list(itertools.accumulate(max(history.weight(h, d), 1e-9) for h, _s, d in drawn))
            x = rng.random() * ws[-1]
            world = determinize(view, memory, rng, know, first, next(
                d for d, c in zip(drawn, ws, strict=True) if c > x))
            if first is None:
                first = world
        elif sample is None:
            world = determinize(view, memory, rng, know, first)
            if first is None:
                first = world
        else:
            world = sample(view, memory, rng)
        if history is not None and INFER_RESAMPLE == 1:
            g0: Any = world
            # never 0 (a world the memory rules out), so that the weights always add up to something
            w = max(history.weight(g0.hands[know.opp], g0.piles[seat][n_known:]), 1e-9)
        squares += w * w
        seed = rng.getrandbits(32)
        per = PLAYOUTS_PER_WORLD
        # more seeds only when measuring several playouts a world (the rng's stream is unchanged at 1)
        seeds = [seed, *(rng.getrandbits(32) for _ in range(per - 1))] if per > 1 else None
        r = [0.0] * m
        for i in alive:
            g = world.clone()
            g.apply(acts[i])
            # a fresh stream per action: seeding costs fewer instructions than setstate's 625 ints
            if seeds is None:
                r[i] = playout(g, random.Random(seed), seat, opp_seen, opp_hidden, my_seen, my_hidden)[seat]
            else:
                r[i] = sum(
                    playout(g, random.Random(s), seat, opp_seen, opp_hidden, my_seen, my_hidden)[seat]
                    for s in seeds
                ) / per
            sums[i] += w * r[i]
            counts[i] += w
        if len(alive) > 2:  # only racing reads them, and racing stops at two
            for a, x in enumerate(alive):  # pairs x < y; the other order is the sign flipped
                rx = r[x]
                row, rowq = dsum[x], dsq[x]
                for y in alive[a + 1:]:
                    d = rx - r[y]
                    row[y] += w * d
                    rowq[y] += w * d * d
        n += 1
        since += 1
        if since >= RACE_EVERY and len(alive) > 2:
            since = 0
            lead = max(alive, key=lambda i: (sums[i] / counts[i] + bonus[i], -i))
            keep = []
            for i in alive:
                if i != lead:
                    k = counts[i]  # the weight of the worlds shared with the leader: both alive so far
                    lo, hi = min(lead, i), max(lead, i)
                    diff = dsum[lo][hi] / k if lead < i else -dsum[lo][hi] / k
                    var = max(0.0, dsq[lo][hi] / k - diff * diff)
                    mean = diff + bonus[lead] - bonus[i]
                    # the effective number of worlds: k itself when every weight is 1
                    if mean > 0 and mean > RACE_Z * (var / (k * k / squares)) ** 0.5:
                        continue
                keep.append(i)
            alive = keep
    means = [sums[i] / counts[i] if counts[i] else 0.0 for i in range(m)]
    best = max(alive, key=lambda i: (means[i] + bonus[i], -i))
    return acts[best], means, n


def ismcts_player(
    view: BuraView, memory: JSON, legal: Sequence[Action], rng: random.Random, budget: Budget
) -> Action:
    """Determinized search (see :func:`search`) over the seat's candidate actions."""
    return search_move(view, memory, legal, rng, budget, None)


def search_state(game: Game) -> Game:
    """The true state as the search plays it, one deal deep (the cheating player's world)."""
    return _DealBura.from_json(game.to_json())


def search_move(
    view: BuraView, memory: JSON, legal: Sequence[Action], rng: random.Random, budget: Budget,
    sample: Sample | None,
) -> Action:
    """The move of ``ismcts_player``; ``sample`` replaces :func:`determinize` as in :func:`search`."""
    acts = [a for a in legal if a.type != "surrender"] or list(legal)
    if len(acts) == 1:
        return acts[0]
    if view["phase"] == "claim":
        return next(a for a in acts if a.type == "stop")
    if DECIDE_BY_RULE and view["phase"] == "decide" and Action("stop", view["seat"]) not in acts:
        know = Knowledge(view, memory)
        know.infer_hand = INFER_HAND
        return _decide(view, know, acts, rng)
    fav = heuristic_player(view, memory, acts, random.Random(rng.getrandbits(32)), budget)
    return search(view, memory, acts, rng, budget, acts.index(fav), sample)[0]
