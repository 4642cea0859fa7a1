"""Scopa computer players: ``heuristic_player`` and ``ismcts_player`` (2 seats and 2×2 teams).

Both see only their own seat's view and memory (``Scopa.view(seat)``, ``Scopa.memory(seat)``).
Partners share nothing: a partner's hand is as unknown as an opponent's.

Card worth
    Every card has a worth in (approximate) match points, from what it adds to the counting
    categories: a card for *cards*, more for a coin, sevens/sixes/aces for *primiera*, and the
    settebello its own point. A scopa is worth one point.

``heuristic_player``
    For every legal play: the worth it captures (plus a scopa), minus the expected worth of the
    next opponent's best reply on the table it leaves. The reply is estimated from the *unseen*
    cards (the 40 minus the own hand, the table and every captured card): for each capture value,
    the chance that the opponent's hand holds one (hypergeometric), taking the replies in order of
    their worth. A table whose sum is at most 10 is thus an easy scopa exactly when the value that
    clears it is still unseen. On the last play of a deal the rest of the table is counted to the
    side that captured last; with the stock empty a capture earns part of the remaining table.

``ismcts_player``
    Information-Set MCTS (:func:`engines.ai.ismcts.search`) over *determinizations*: the unseen
    cards shuffled into the other hands (their known sizes) and the stock (its known size); nothing
    else is hidden in Scopa. Each iteration plays the current deal to its end (tree policy, then a
    fast greedy rollout) and scores the counted deal as a probability of winning the match from the
    new score (a normal approximation over the deals still to come), or 1/0 when the match ends.
    With 2 seats (``PAIRED``) the tree gives way to :func:`paired_search`: every sampled world,
    weighed by this round's evidence, scores every legal play.

What a seat cannot hold
    Every round's cards are all played before the next three a seat are dealt, so whatever another
    seat held in an earlier round of the deal is face up by now (on the table or in a pile). The
    hidden cards at a decision are the other hands, all dealt this round, and the stock: given the
    public record they are a uniform draw from the unseen cards, except for what the other seats'
    plays *this round* say (:func:`play_evidence`). Captures declined, blunders and primiera or
    settebello races of earlier rounds constrain only cards already seen, so an inference over the
    whole deal has nothing more to read than this round's plays.
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import partial
from math import comb
from typing import Any

from engines.ai import Budget, ismcts, own_seat
from engines.cards import DECK_40
from engines.protocol import Action, Game
from engines.scopa.rules import HAND_SIZE, VALUE, Scopa, captures_of_value, count_deal
from engines.scopa.view import ScopaView

JSON = dict[str, Any]

# ----- card worth -------------------------------------------------------------------------------
_PRIM_BONUS = {"7": 0.30, "6": 0.15, "A": 0.08, "5": 0.03}
CARD_POINT = 0.12
COIN_POINT = 0.25
SETTEBELLO_POINT = 1.0
SCOPA_POINT = 1.0


def card_worth(card: str) -> float:
    w = CARD_POINT + _PRIM_BONUS.get(card[0], 0.0)
    if card[1] == "D":
        w += COIN_POINT
    if card == "7D":
        w += SETTEBELLO_POINT
    return w


WORTH: dict[str, float] = {c: card_worth(c) for c in DECK_40}
_VAL: dict[str, int] = {c: VALUE[c[0]] for c in DECK_40}
_BY_VALUE: dict[int, tuple[str, ...]] = {v: tuple(c for c in DECK_40 if _VAL[c] == v) for v in range(1, 11)}


def unseen_cards(view: ScopaView, memory: JSON) -> list[str]:
    """Cards the seat has not seen: not in its hand, on the table or in any captured pile.
    In deck order, so that the result depends on the set only."""
    seen = set(view.get("hand") or ())
    seen.update(view["table"])
    for pile in memory.get("captured", ()):
        seen.update(pile)
    return [c for c in DECK_40 if c not in seen]


def _p_holds(u: int, n: int, h: int) -> float:
    """Chance that ``h`` cards drawn from ``n`` hold at least one of ``u`` given cards."""
    if u <= 0 or h <= 0 or n <= 0:
        return 0.0
    if h >= n or n - u < h:
        return 1.0
    return 1.0 - comb(n - u, h) / comb(n, h)


def reply_threat(table: Sequence[str], unseen: Sequence[str], hand: int, last_play: bool) -> float:
    """Expected worth the next opponent takes from ``table`` with its best single card, when its
    ``hand`` cards are drawn from ``unseen`` (values treated as independent)."""
    if not table or hand <= 0 or not unseen:
        return 0.0
    n = len(unseen)
    by_v: dict[int, list[str]] = {}
    for c in unseen:
        by_v.setdefault(_VAL[c], []).append(c)
    gains: list[tuple[float, float]] = []
    tcount = len(table)
    for v, cards in by_v.items():
        opts = captures_of_value(table, v)
        if not opts:
            continue
        played = sum(WORTH[c] for c in cards) / len(cards)
        best = 0.0
        for o in opts:
            g = played + sum(WORTH[c] for c in o)
            if len(o) == tcount and not last_play:
                g += SCOPA_POINT
            if g > best:
                best = g
        gains.append((best, _p_holds(len(cards), n, hand)))
    gains.sort(reverse=True)
    exp = 0.0
    none = 1.0
    for g, p in gains:
        exp += g * p * none
        none *= 1.0 - p
    return exp


REPLY_WEIGHT = 0.8
REST_SHARE = 0.3


def score_play(view: ScopaView, unseen: Sequence[str], action: Action) -> float:
    """The heuristic value of one legal play for the viewing seat (in approximate points)."""
    seat = own_seat(view)
    seats: int = view["seats"]
    table: list[str] = view["table"]
    sizes: list[int] = view["hand_sizes"]
    stock: int = view["stock"]
    card = action.card
    assert card is not None and action.capture is not None
    capture = action.capture
    plays_left = sum(sizes) - 1 + stock  # plays after this one in the deal
    last = plays_left == 0
    if capture:
        after = [c for c in table if c not in capture]
        gain = WORTH[card] + sum(WORTH[c] for c in capture)
        if not after and not last:
            gain += SCOPA_POINT
    else:
        after = [*table, card]
        gain = 0.0
    if last:
        rest = sum(WORTH[c] for c in after)
        mine = view["side"] if capture else view["last_capturer"]
        if mine is not None:
            gain += rest if mine == view["side"] else -rest
        return gain
    nxt = (seat + 1) % seats
    h = sizes[nxt]
    if sum(sizes) == 1 and stock > 0:
        h = 3  # a new round is dealt before the opponent plays
    opp_last = stock == 0 and plays_left == 1
    threat = reply_threat(after, unseen, h, opp_last)
    if stock == 0 and capture and after:
        gain += REST_SHARE * sum(WORTH[c] for c in after)
    # tie-breaks: keep the most flexible hand, shed figures before small cards
    tiny = 0.001 * len(capture) - (0.0005 * (10 - _VAL[card]) if not capture else 0.0)
    return gain - REPLY_WEIGHT * threat + tiny


def heuristic_player(
    view: ScopaView, memory: JSON, legal: Sequence[Action], rng: random.Random, budget: Budget
) -> Action:
    """Rule-based play: capture worth (scopas, settebello, coins, sevens, primiera cards, more
    cards) against the expected worth of the opponent's reply on the table left behind."""
    if len(legal) == 1:
        return legal[0]
    unseen = unseen_cards(view, memory)
    best = legal[0]
    best_v = -math.inf
    for a in legal:
        v = score_play(view, unseen, a)
        if v > best_v:
            best, best_v = a, v
    return best


# ----- search -----------------------------------------------------------------------------------
class _DealScopa(Scopa):
    """A determinized Scopa whose search horizon is the current deal: ``is_over`` turns True when
    the deal is counted (the score then holds the deal's points)."""

    __slots__ = ()

    def is_over(self) -> bool:
        return self.over or not self.in_deal


@dataclass(frozen=True, slots=True)
class _Frame:
    """What :func:`determinize` reads from one view and memory, once per decision: the search asks
    for a world per iteration with the same objects (never changed in place)."""

    view: ScopaView
    memory: JSON
    #: the ``evidence`` argument as given, and ``INFERENCE`` when the frame was read
    asked: object
    inference: bool
    seat: int
    unseen: list[str]
    evidence: Evidence | None


#: the last decision's frame and its first world as a state, of which the later worlds are redeals
#: (``Scopa.redeal``); one slot: a search asks for all its worlds in a row
_last: tuple[_Frame, _DealScopa] | None = None


def determinize(
    view: ScopaView, memory: JSON, rng: random.Random, evidence: Evidence | None | bool = True
) -> Game:
    """A full state consistent with everything the seat knows: its own hand, the table, every
    captured card, the hand sizes and the stock count; the unseen cards are shuffled into the
    other hands and the stock. With ``INFERENCE`` on, a world in which another seat held a card
    for a capture it did not make (:func:`play_evidence`) is redrawn with probability
    ``1 - SLIP`` per such play, at most ``RETRIES`` times. ``evidence``: True to read it from
    ``view`` and ``memory`` (when ``INFERENCE`` is on), or the :class:`Evidence` already read (the
    search reads it once per decision), or None/False for none. The first world of a decision is
    built through the engine's ``from_json`` format, the next ones as redeals of it."""
    last = _last
    if last is not None:
        frame, first = last
        if (
            frame.view is view and frame.memory is memory and frame.asked is evidence
            and frame.inference == INFERENCE
        ):  # fmt: skip
            hands = _draw_world(frame, rng)
            stock = hands.pop()
            return first.redeal(hands, stock)
    return _first_world(view, memory, rng, evidence)


def _draw_world(frame: _Frame, rng: random.Random) -> list[list[str]]:
    """The hands of one world (the seat's own as it is) and, last, the stock."""
    view, seat, unseen = frame.view, frame.seat, frame.unseen
    sizes: list[int] = view["hand_sizes"]
    hands = _deal_unseen(unseen, sizes, seat, list(view["hand"]), rng)
    evidence = frame.evidence
    if evidence is not None:
        for _ in range(RETRIES):
            slips = evidence.slips(hands)
            if not slips or rng.random() < SLIP**slips:
                break
            hands = _deal_unseen(unseen, sizes, seat, list(view["hand"]), rng)
    return hands


def _first_world(
    view: ScopaView, memory: JSON, rng: random.Random, evidence: Evidence | None | bool
) -> Game:
    """:func:`determinize` for a view and memory not seen just before: read them, draw a world,
    build it through ``from_json`` and keep the frame for the next calls."""
    global _last
    seat = own_seat(view)
    seats: int = view["seats"]
    unseen = unseen_cards(view, memory)
    sizes: list[int] = view["hand_sizes"]
    if sum(sizes[s] for s in range(seats) if s != seat) + view["stock"] != len(unseen):
        raise ValueError("the view's counts do not match the unseen cards")
    read = evidence
    if read is True:
        read = play_evidence(view, memory) if INFERENCE else None
    found = read if isinstance(read, Evidence) else None
    frame = _Frame(view, memory, evidence, INFERENCE, seat, unseen, found)
    hands = _draw_world(frame, rng)
    stock = hands.pop()
    captured = memory.get("captured") or [[], []]
    data: JSON = {
        "game": "scopa",
        "seats": seats,
        "target": view["target"],
        "first_dealer": view["dealer"],
        "dealer": view["dealer"],
        "deals": view["deal"],
        "in_deal": not view["needs_deal"],
        "hands": hands,
        "table": list(view["table"]),
        "stock": stock,
        "piles": [list(captured[0]), list(captured[1])],
        "scopas": list(view["scopas"]),
        "last_capturer": view["last_capturer"],
        "last_play": view["last_play"],
        "last_capture": view["last_capture"],
        "turn": view["turn"],
        "score": list(view["score"]),
        "results": view["results"],
        "over": view["over"],
        "winner": (view.get("match") or {}).get("winner"),
    }
    world = _DealScopa.from_json(data)
    _last = (frame, world)
    return world.clone()  # the search plays on it; the kept one stays as drawn


def _deal_unseen(
    unseen: list[str], sizes: Sequence[int], seat: int, own: list[str], rng: random.Random
) -> list[list[str]]:
    """The hands (``own`` for ``seat``, ``sizes[s]`` shuffled unseen cards for the others) and, last,
    the stock (the rest)."""
    cards = unseen[:]
    rng.shuffle(cards)
    out: list[list[str]] = []
    i = 0
    for s, n in enumerate(sizes):
        if s == seat:
            out.append(own)
        else:
            out.append(cards[i : i + n])
            i += n
    out.append(cards[i:])
    return out


# ----- inference over the hidden cards ----------------------------------------------------------
#: sample the hidden hands by the other seats' plays in this round (:func:`play_evidence`). Off:
#: measured with ``benchmarks/scopa_inference.py`` (ismcts against heuristic, 50 iterations a move,
#: seed 34, each match played with and without on the same decks), 2 seats, 1000 paired matches:
#: 50.7 % with against 51.7 % without, paired difference -1.0 ± 1.8 points (SE), point margin a
#: deal -0.03 ± 0.06; 2×2, 120 paired matches: +5.8 ± 5.5 points, margin +0.25 ± 0.19 a deal —
#: no measurable gain with the tree, so it stays off for it; the 2-seat paired search weighs its
#: worlds by the evidence all the same (``PAIRED``), where it measured a gain
INFERENCE = False
#: how much more (in the heuristic's card worth, a scopa 1) a capture must be worth than the play
#: made for the play to count as evidence that the card was not held
MARGIN = 0.3
#: the weight of a world per play it contradicts: the likelihood ratio of such a play between a
#: hand holding a better card and one without. ``benchmarks/scopa_evidence.py`` (seed 1000, apart
#: from the strength runs) measured 0.028 for the heuristic (100 matches, 10 488 plays; 0.009 at
#: margin 0.5, 0.20 at margin 0) and about 0.8 for the search at 50 iterations, which leaves
#: captures nearly as often as chance; 0.1 is between, for people who take the obvious captures
SLIP = 0.1
#: worlds drawn at most for one accepted sample (then the last one drawn is used)
RETRIES = 12


@dataclass(frozen=True, slots=True)
class Evidence:
    """What the other seats' plays in the current round say about their hands: for each play, the
    seat and the unseen cards that would have captured at least ``MARGIN`` more worth there than
    the play made (``checks``). The hand a seat holds now was part of its hand at each of its plays
    this round (no card is drawn within a round)."""

    checks: tuple[tuple[int, frozenset[str]], ...]

    def slips(self, hands: Sequence[Sequence[str]]) -> int:
        """How many plays a world with these ``hands`` (one per seat) makes into broken habits."""
        return sum(1 for s, cards in self.checks if not cards.isdisjoint(hands[s]))


def play_gain(card: str, capture: Sequence[str], table_size: int) -> float:
    """The worth a play takes at once: the captured cards, the capturing card and a scopa (the
    current deal goes on after every play :func:`play_evidence` reads, so a clearing is a scopa)."""
    if not capture:
        return 0.0
    gain = WORTH[card] + sum(WORTH[c] for c in capture)
    if len(capture) == table_size:
        gain += SCOPA_POINT
    return gain


def better_cards(table: Sequence[str], gain: float, pool: Iterable[str]) -> frozenset[str]:
    """The cards of ``pool`` whose best capture on ``table`` takes at least ``gain + MARGIN``."""
    best: dict[int, float | None] = {}
    out = []
    for c in pool:
        v = _VAL[c]
        if v not in best:
            opts = captures_of_value(table, v)
            best[v] = max((play_gain(c, o, len(table)) - WORTH[c] for o in opts), default=None)
        b = best[v]
        if b is not None and b + WORTH[c] >= gain + MARGIN:
            out.append(c)
    return frozenset(out)


def play_evidence(view: ScopaView, memory: JSON) -> Evidence | None:
    """The :class:`Evidence` of the other seats' plays (partners' too) since the hands were last
    dealt, read from the view and the memory's ``plays`` only; None when there is none (no plays
    this round, an old stored state without plays). The table before each play is rebuilt
    backwards from the current one. Soft evidence: a world that contradicts it is kept with
    probability ``SLIP`` per play (rejection sampling: the kept worlds follow the posterior under
    that model), since a person, or a searching computer, need not play like the heuristic."""
    plays = memory.get("plays")
    if plays is None or view["needs_deal"]:
        return None
    seat = own_seat(view)
    sizes: list[int] = view["hand_sizes"]
    k = HAND_SIZE * view["seats"] - sum(sizes)  # plays since the hands were dealt
    if k <= 0 or k > len(plays):
        return None
    pool = unseen_cards(view, memory)
    table = list(view["table"])
    checks = []
    for p in reversed(plays[len(plays) - k :]):
        card, capture = p["card"], p["capture"]
        if capture:
            table += capture
        elif card in table:
            table.remove(card)
        else:  # the plays do not fit the table: no evidence rather than a wrong one
            return None
        s = p["seat"]
        if s == seat or not sizes[s]:
            continue
        cards = better_cards(table, play_gain(card, capture, len(table)), pool)
        if cards:
            checks.append((s, cards))
    return Evidence(tuple(checks)) if checks else None


_SIGMA_DEAL = 2.3  # spread of a deal's point difference between sides
_POINTS_DEAL = 2.6  # points a side scores in an average deal


def win_probability(score: Sequence[int], target: int) -> float:
    """Side 0's chance to win the match from ``score`` between deals (normal approximation)."""
    a, b = score
    if max(a, b) >= target and a != b:
        return 1.0 if a > b else 0.0
    deals = max(0.5, (target - max(a, b)) / _POINTS_DEAL)
    z = (a - b) / (_SIGMA_DEAL * math.sqrt(deals))
    return 0.5 * (1.0 + math.erf(z / math.sqrt(2.0)))


def deal_rewards(game: Game) -> list[float]:
    """Reward per seat once the searched deal is counted: the side's estimated match win chance."""
    g: Any = game
    if g.over:
        p0 = 1.0 if g.winner == 0 else 0.0 if g.winner == 1 else 0.5
    else:
        p0 = win_probability(g.score, g.target)
    return [p0 if s % 2 == 0 else 1.0 - p0 for s in range(g.seats)]


def _greedy_pick(
    hand: list[str], table: list[str], table_sum: int, scopa_ok: bool, rng: random.Random
) -> tuple[str, tuple[str, ...]]:
    """The fast playout policy: the most worth captured (a scopa counts a point); otherwise the
    cheapest discard, avoiding a table sum of at most 10; sometimes a random card."""
    if rng.random() < PLAYOUT_NOISE:
        card = hand[rng.randrange(len(hand))]
        opts = captures_of_value(table, _VAL[card])
        return card, (opts[rng.randrange(len(opts))] if opts else ())
    best_card = hand[0]
    best_cap: tuple[str, ...] = ()
    best_v = -1e9
    tn = len(table)
    for card in hand:
        opts = captures_of_value(table, _VAL[card])
        if opts:
            base = WORTH[card] + 1.0
            for o in opts:
                v = base
                for c in o:
                    v += WORTH[c]
                if len(o) == tn and scopa_ok:
                    v += SCOPA_POINT
                if v > best_v:
                    best_card, best_cap, best_v = card, o, v
        else:
            v = -WORTH[card]
            if table_sum + _VAL[card] <= 10:
                v -= 0.6
            if v > best_v:
                best_card, best_cap, best_v = card, (), v
    return best_card, best_cap


PLAYOUT_NOISE = 0.1


def playout(game: Game, rng: random.Random) -> list[float]:
    """Play the rest of the current deal of a determinized ``game`` with the greedy policy on
    plain lists (the engine's capture and scopa rules, without its checks), count it and return
    :func:`deal_rewards` of the resulting score. ``game`` itself is left unchanged."""
    g: Any = game
    if g.over or not g.in_deal:
        return deal_rewards(game)
    seats: int = g.seats
    hands = [h[:] for h in g.hands]
    table: list[str] = g.table[:]
    stock: list[str] = g.stock[:]
    piles = [g.piles[0][:], g.piles[1][:]]
    scopas = g.scopas[:]
    last_cap = g.last_capturer
    turn: int = g.turn
    first = (g.dealer + 1) % seats
    table_sum = sum(_VAL[c] for c in table)
    left = sum(len(h) for h in hands) + len(stock)
    while left:
        hand = hands[turn]
        if not hand:
            for _ in range(3):
                for k in range(seats):
                    hands[(first + k) % seats].append(stock.pop(0))
            hand = hands[turn]
        left -= 1
        card, cap = _greedy_pick(hand, table, table_sum, left > 0, rng)
        hand.remove(card)
        side = turn % 2
        if cap:
            for c in cap:
                table.remove(c)
                table_sum -= _VAL[c]
            piles[side].extend(cap)
            piles[side].append(card)
            last_cap = side
            if not table and left:
                scopas[side] += 1
        else:
            table.append(card)
            table_sum += _VAL[card]
        turn = (turn + 1) % seats
    if table and last_cap is not None:
        piles[last_cap].extend(table)
    pts = count_deal(piles, scopas)["points"]
    score = [g.score[0] + pts[0], g.score[1] + pts[1]]
    p0 = win_probability(score, g.target)
    return [p0 if s % 2 == 0 else 1.0 - p0 for s in range(seats)]


EXPLORATION = 0.7


def ismcts_player(
    view: ScopaView, memory: JSON, legal: Sequence[Action], rng: random.Random, budget: Budget
) -> Action:
    """ISMCTS over determinizations of the hidden cards, one deal deep, greedy rollouts."""
    if len(legal) == 1:
        return legal[0]
    evidence = play_evidence(view, memory) if INFERENCE or _paired(view) else None
    return search_move(view, memory, legal, rng, budget, partial(determinize, evidence=evidence))


def search_state(game: Game) -> Game:
    """The true state as the search plays it, one deal deep (the cheating player's world)."""
    data = game.to_json()
    data.pop("plays", None)  # the search keeps no history
    return _DealScopa.from_json(data)


def search_move(
    view: ScopaView,
    memory: JSON,
    legal: Sequence[Action],
    rng: random.Random,
    budget: Budget,
    sample: ismcts.Determinize[ScopaView],
) -> Action:
    """The search of ``ismcts_player`` over the worlds ``sample`` draws (rooms: :func:`determinize`;
    the ladder's cheating player, :mod:`engines.ai.cheat`: the true state)."""
    if len(legal) == 1:
        return legal[0]
    if _paired(view):
        return paired_search(view, memory, legal, rng, budget, sample)
    return ismcts.search(
        view,
        memory,
        legal,
        rng,
        budget,
        determinize=sample,
        rewards=deal_rewards,
        exploration=EXPLORATION,
        max_rollout=0,
        evaluate=lambda game: playout(game, rng),
    )


#: 2 seats: score every root play on the same sampled worlds (:func:`paired_search`) instead of
#: the tree, the worlds weighed by this round's evidence (:func:`play_evidence`, whatever
#: ``INFERENCE`` says). Measured with ``benchmarks/scopa_sight.py`` (against heuristic, 50
#: iterations a move, the same decks with and without; README, «Inference in Scopa»): seed 34,
#: 200 paired matches, +8.0 ± 3.8 points (SE) of match score and +0.37 ± 0.13 points a deal
#: over the tree; the paired search without the evidence +4.0 ± 3.9. 2×2 keeps the tree
#: (``PAIRED_TEAMS``).
PAIRED = True
#: 2×2 as well: the paired search for a team's seat (the playouts score the team's match chance).
#: Off: against the tree on the same decks (``benchmarks/scopa_sight.py --seats 4``), +4.0 ± 3.0
#: points of match score at 50 iterations (400 matches) but +3.5 ± 4.3 at 200 (200 matches), where
#: the tree has caught up; a room at 200 ms gives the tree several hundred (docs/ai.md)
PAIRED_TEAMS = False


def _paired(view: ScopaView) -> bool:
    return PAIRED and (view["seats"] == 2 or PAIRED_TEAMS)


def paired_search(
    view: ScopaView,
    memory: JSON,
    legal: Sequence[Action],
    rng: random.Random,
    budget: Budget,
    sample: ismcts.Determinize[ScopaView],
) -> Action:
    """Flat Monte Carlo with common random numbers: each sampled world plays every legal move
    followed by the greedy playout, all from the same playout seed, so that the moves are compared
    on the same hidden cards and the same playout noise. One playout counts as one iteration of the
    budget; the world is finished (every move scored) before the budget is looked at again."""
    legal = list(legal)
    deadline, max_it = budget.limits(ismcts.DEFAULT_ITERATIONS)
    clock = budget.clock
    seat = own_seat(view)
    totals = [0.0] * len(legal)
    done = 0
    while True:
        if max_it is not None and done + len(legal) > max_it and done:
            break
        if deadline is not None and done and clock() >= deadline:  # type: ignore[misc]
            break
        world = sample(view, memory, rng)
        seed = rng.getrandbits(32)
        for i, a in enumerate(legal):
            g = world.clone()
            g.apply(a)
            totals[i] += playout(g, random.Random(seed))[seat]
        done += len(legal)
    best = max(range(len(legal)), key=lambda i: totals[i])
    return legal[best]
