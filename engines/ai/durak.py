"""Durak computer players: ``heuristic_player`` and ``ismcts_player`` (``random`` is generic).

Both are functions of ``(view, memory, legal, rng, budget)`` only (see :mod:`engines.ai`). The view
and memory keys are those of :mod:`engines.durak.rules`.

The heuristic (what a decent club player does):

* **lead** the cheapest card, non-trumps first, preferring a rank it holds twice or more (so it can
  throw in again); with the stock empty, a lead nobody left can beat comes first;
* **defend**: plan a cover of every uncovered card with the cheapest sufficient card (a trump only
  when the suit cannot do it); **transfer** with a non-trump of the attack rank when the transfer is
  legal (it sheds a card and hands the problem on), with a trump only when it cannot cover; **take**
  when it cannot cover everything, or while the stock is still thick and covering would cost a high
  trump (queen or better) or two trumps, for a table of low cards;
* **throw in** low non-trumps while the stock lasts (anything but trumps once the stock is empty);
  onto a table that is being taken, every non-trump below a king (any non-trump late); otherwise
  **pass**.

``ismcts_player`` runs :func:`engines.ai.ismcts.search` with :func:`determinize` and a light rollout
policy (cheapest lead, cheapest cover, low throw-ins); in two-seat games the search also expands
first, and favours with a fading bias, the heuristic's move at the root and the rollout policy's
below it (``PRIOR_BIAS``, ``TREE_PRIOR``).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from engines.ai import Budget, dealt, own_seat
from engines.ai.ismcts import Determinize, search
from engines.cards import DECK_36, RANKS_36
from engines.durak import Durak
from engines.durak.rules import TEAMS
from engines.durak.view import DurakView
from engines.protocol import Action, Game

JSON = dict[str, Any]

RANK_OF: dict[str, int] = {c: RANKS_36.index(c[0]) for c in DECK_36}
_QUEEN = RANKS_36.index("Q")
_KING = RANKS_36.index("K")
_TEN = RANKS_36.index("T")
_JACK = RANKS_36.index("J")


@cache
def card_values(trump: str) -> dict[str, int]:
    """Card code -> strength: rank 0..8, trumps 9..17."""
    return {c: RANK_OF[c] + (9 if c[1] == trump else 0) for c in DECK_36}


def _card(a: Action) -> str:
    """The card of an attack, defend or transfer action (it always has one)."""
    card = a.card
    assert card is not None, a
    return card


def beats(card: str, attack: str, trump: str) -> bool:
    if card[1] == attack[1]:
        return RANK_OF[card] > RANK_OF[attack]
    return card[1] == trump


# ----- schedule and outcome (used by self-play and the search, see engines.ai.turns) -------------
def next_mover(game: Game, movers: list[int]) -> int:
    """Several seats may act: the defender answers first, then the others in turn order from the
    round's attacker."""
    for s in movers:
        acts = game.legal_actions(s)
        if acts and acts[-1].type == "take":
            return s
    if len(movers) == 1:
        return movers[0]
    assert isinstance(game, Durak)
    attacker = game.view(None)["attacker"]
    if attacker is None:  # no round: nobody to count from
        return movers[0]
    n = game.seats
    return min(movers, key=lambda s: (s - attacker) % n)


def rewards(game: Game) -> list[float]:
    """0 for the durak (in a team game: every player of the losing team), 1 for everyone else;
    0.5 each for a draw. Partners share a reward, so the search plays for its team."""
    res = game.deal_results()
    result = res[0] if res and res[0] else {}
    team = result.get("loser_team")
    if team is not None:
        k = _team_count(game.options if isinstance(game, Durak) else {})
        return [0.0 if s % k == team else 1.0 for s in range(game.seats)]
    loser = result.get("loser")
    if loser is None:
        return [0.5] * game.seats
    return [0.0 if s == loser else 1.0 for s in range(game.seats)]


def deal_value(end: Game, seat: int, before: JSON | None) -> float:
    """The review's value of a deal for ``seat`` (:mod:`engines.ai.review`): 1 not the durak, 0 the
    durak (a team game: the losing team), ½ a draw or a deal cut short."""
    return rewards(end)[seat]


def _team_count(options: JSON) -> int:
    """How many teams the options make (0 without teams); team k holds the seats s % count == k."""
    teams = options.get("teams")
    return TEAMS[teams][1] if teams else 0


def partners(view: DurakView, seat: int) -> list[int]:
    """The other players of ``seat``'s team, from the view (none without teams)."""
    teams = view.get("teams")
    if not teams:
        return []
    return [s for s in range(view["seats"]) if s != seat and teams[s] == teams[seat]]


def opponents(view: DurakView, seat: int) -> list[int]:
    """Every seat not in ``seat``'s team."""
    teams = view.get("teams")
    if not teams:
        return [s for s in range(view["seats"]) if s != seat]
    return [s for s in range(view["seats"]) if teams[s] != teams[seat]]


# ----- determinization ---------------------------------------------------------------------------
def unseen_cards(view: DurakView, memory: JSON) -> list[str]:
    """Cards whose place the seat does not know (canonical order): not in its hand, on the table,
    discarded, publicly known in a hand, or the face-up trump card under the stock."""
    seen = set(view["hand"])
    for pair in view["table"]:
        seen.update(c for c in pair if c is not None)
    seen.update(memory["discard"])
    for k in memory["known"]:
        seen.update(k)
    if view["stock"] and view["trump_card"]:
        seen.add(view["trump_card"])
    return [c for c in DECK_36 if c not in seen]


def _throw_in_constraints(view: DurakView, known: list[list[str]]) -> tuple[set[str], dict[int, bool]]:
    """What the current ``to_act`` says about opponents' hands: a seat that may throw in (not the
    defender nor its partner) and has not passed, facing a table with room, is in ``to_act`` exactly
    when it holds a card of a table rank — except while ``throw_in: after_cover`` keeps everyone but
    the defender waiting for a cover, when ``to_act`` says nothing about their hands.
    Returns (table ranks, {seat: must hold one (True) / must hold none (False)})."""
    out: dict[int, bool] = {}
    table = view["table"]
    if view["phase"] != "play" or not table or len(table) >= view["limit"]:
        return set(), out
    waiting = any(c is None for _, c in table) and not view["taking"]
    if view["options"].get("throw_in") == "after_cover" and waiting:
        return set(), out
    ranks = {c[0] for pair in table for c in pair if c is not None}
    seat, d = view["seat"], view["defender"]
    if d is None:  # no defender outside a deal
        return set(), out
    passed, gone, to_act = set(view["passed"]), set(view["out"]), set(view["to_act"])
    throwers = set(opponents(view, d))
    for s in range(view["seats"]):
        if s in (seat, d) or s not in throwers or s in passed or s in gone or not view["hand_sizes"][s]:
            continue
        if s in to_act and any(c[0] in ranks for c in known[s]):
            continue  # its throw-in card is a publicly known one
        out[s] = s in to_act
    return ranks, out


@dataclass(frozen=True, slots=True)
class _Frame:
    """What :func:`determinize` reads from one view and memory, once per decision: the search asks
    for a world per iteration with the same two objects (they are never changed in place)."""

    view: DurakView
    memory: JSON
    seat: int
    known: list[list[str]]
    pool: list[str]
    need: list[int]
    under: int
    ranks: set[str]
    rule: dict[int, bool]
    evidence: Evidence | None
    #: ``INFERENCE`` when the frame was read
    inference: bool


#: the last decision's frame and its first world as a state, of which the later worlds are redeals
#: (``Durak.redeal``); one slot: a search asks for all its worlds in a row
_last: tuple[_Frame, Durak] | None = None


def determinize(view: DurakView, memory: JSON, rng: random.Random) -> Durak:
    """A full state consistent with everything ``view["seat"]`` has seen: its hand, the table, the
    discard pile, every card publicly known in a hand, the face-up trump card at the stock's
    bottom, hand sizes, the stock size, and who may throw in right now. The other cards are dealt
    at random to the opponents' unknown places and the stock, and a deal that contradicts the
    opponent defender's visible choices in this bout (:func:`defender_evidence`) is redrawn with
    probability ``1 - SLIP`` per contradiction when ``INFERENCE`` is on. Built from ``view`` and
    ``memory`` only: the first world of a decision through the engine's ``from_json`` format, the
    next ones as redeals of it (a fifth of a search's time was spent reading the same view again)."""
    last = _last
    if last is None:
        return _first_world(view, memory, rng)
    frame, first = last
    if frame.view is not view or frame.memory is not memory or frame.inference != INFERENCE:
        return _first_world(view, memory, rng)
    hands = _draw_world(frame, rng)
    rest: list[str] = hands.pop()
    seat, known = frame.seat, frame.known
    full = [view["hand"] if s == seat else [*known[s], *hands[s]] for s in range(len(known))]
    return first.redeal(full, rest + ([view["trump_card"]] if frame.under else []))  # type: ignore[list-item]


def _draw_world(frame: _Frame, rng: random.Random) -> list[list[str]]:
    """The hidden cards of one world: per seat, then the stock's (last list)."""

    def draw() -> list[list[str]]:
        for _ in range(50):
            hands = _deal_hidden(frame.pool, frame.need, frame.ranks, frame.rule, rng)
            if hands is not None:
                return hands
        # pragma: no cover - the real state satisfies the rules, so a try succeeds quickly
        fallback = _deal_hidden(frame.pool, frame.need, set(), {}, rng)
        assert fallback is not None
        return fallback

    hands = draw()
    evidence = frame.evidence
    if evidence is not None:
        d = evidence.defender
        for _ in range(RETRIES):
            slips = evidence.slips([*frame.known[d], *hands[d]])
            if not slips or rng.random() < SLIP**slips:
                break
            hands = draw()
    return hands


def _first_world(view: DurakView, memory: JSON, rng: random.Random) -> Durak:
    """:func:`determinize` for a view and memory not seen just before: read them, draw a world,
    build it through ``from_json`` and keep the frame for the next calls."""
    global _last
    seat = own_seat(view)
    n: int = view["seats"]
    known: list[list[str]] = memory["known"]
    pool = unseen_cards(view, memory)
    stock_n: int = view["stock"]
    trump_card = view["trump_card"]
    under = 1 if stock_n and trump_card else 0
    need = [0 if s == seat else view["hand_sizes"][s] - len(known[s]) for s in range(n)]
    if sum(need) + stock_n - under != len(pool):
        raise ValueError("view and memory do not add up to 36 cards")
    ranks, rule = _throw_in_constraints(view, known)
    evidence = defender_evidence(view) if INFERENCE else None
    frame = _Frame(view, memory, seat, known, pool, need, under, ranks, rule, evidence, INFERENCE)
    hands = _draw_world(frame, rng)
    rest: list[str] = hands.pop()
    full = [list(view["hand"]) if s == seat else [*known[s], *hands[s]] for s in range(n)]
    stock = rest + ([trump_card] if under else [])
    data = {
        "game": "durak",
        "seats": n,
        "options": view["options"],
        "phase": view["phase"],
        "hands": full,
        "stock": stock,
        "trump": view["trump"],
        "trump_card": trump_card,
        "trump_always": bool(trump_card) and not stock_n,
        "table": view["table"],
        "attacker": view["attacker"] if view["attacker"] is not None else -1,
        "first_attacker": view["first_attacker"] if view["first_attacker"] is not None else -1,
        "defender": view["defender"] if view["defender"] is not None else -1,
        "limit": view["limit"],
        "passed": view["passed"],
        "taking": view["taking"],
        "out": view["out"],
        "discard": memory["discard"],
        "known": known,
        "result": view["result"],
    }
    world = Durak.from_json(data)
    _last = (frame, world)
    return world.clone()  # the search plays on it; the kept one stays as drawn


#: weigh the sampled worlds by the defender's visible choices (``defender_evidence``). Off: measured
#: at 50 iterations a move against the heuristic on the same 400 games (seed 34), the search won
#: 50.8 % with it (95 % CI 45.9–55.6) and 52.5 % without (47.6–57.3) — not better, so rooms keep
#: the plain sampler (issue 34; README, «The ladder»)
INFERENCE = False
#: the chance that the defender breaks one of the heuristic's habits the evidence checks
SLIP = 0.2
#: worlds drawn at most for one accepted sample (then the last one drawn is used)
RETRIES = 12


@dataclass(frozen=True, slots=True)
class Evidence:
    """What the opponent defender's visible choices in the current bout say about its hand, under
    the heuristic's habits: every cover was the cheapest card that beat (``gaps``: for each cover,
    the cards that would have beaten more cheaply), and a defender who takes could not cover the
    table with non-trumps (``uncovered``, ``trump``)."""

    defender: int
    gaps: tuple[frozenset[str], ...]
    uncovered: tuple[str, ...]
    trump: str

    def slips(self, hand: Sequence[str]) -> int:
        """How many of the habits a defender holding ``hand`` now would have broken: the hand at
        each choice held these cards too (no card is drawn during a bout)."""
        held = set(hand)
        n = sum(1 for gap in self.gaps if gap & held)
        if self.uncovered:
            plan = _cover_plan(self.uncovered, hand, self.trump)
            if plan is not None and all(c[1] != self.trump for _, c in plan):
                n += 1
        return n


def defender_evidence(view: DurakView) -> Evidence | None:
    """The :class:`Evidence` of the view's bout, or None when the defender is the seat itself or
    nothing was chosen yet. Soft evidence: samples that contradict it are kept with probability
    ``SLIP`` per broken habit (rejection sampling: the kept worlds follow the posterior under
    that model), since a person, or a searching computer, need not play like the heuristic."""
    d = view["defender"]
    if view["phase"] != "play" or d is None or d == view["seat"] or not view["table"]:
        return None
    trump = dealt(view["trump"])
    gaps = []
    for a, c in view["table"]:
        if a is None or c is None:
            continue
        if c[1] == a[1]:
            gap = {x for x in DECK_36 if x[1] == a[1] and RANK_OF[a] < RANK_OF[x] < RANK_OF[c]}
        elif c[1] == trump:  # no card of the suit beat it, and no cheaper trump was there
            gap = {x for x in DECK_36 if x[1] == a[1] and RANK_OF[x] > RANK_OF[a]}
            gap |= {x for x in DECK_36 if x[1] == trump and RANK_OF[x] < RANK_OF[c]}
        else:  # pragma: no cover - a cover is of the suit or a trump
            continue
        if gap:
            gaps.append(frozenset(gap))
    uncovered = tuple(a for a, c in view["table"] if a is not None and c is None) if view["taking"] else ()
    if not gaps and not uncovered:
        return None
    return Evidence(d, tuple(gaps), uncovered, trump)


def _deal_hidden(
    pool: list[str], need: list[int], ranks: set[str], rule: dict[int, bool], rng: random.Random
) -> list[list[str]] | None:
    """Shuffle ``pool`` into ``need[s]`` cards per seat plus the rest (last list), honouring the
    throw-in rule; None when this shuffle cannot honour it."""
    cards = pool[:]
    rng.shuffle(cards)
    hands: list[list[str]] = [[] for _ in need]
    # seats that must hold no table rank take first, from the other cards
    for s, must in rule.items():
        if must or not need[s]:
            continue
        picked = [c for c in cards if c[0] not in ranks][: need[s]]
        if len(picked) < need[s]:
            return None
        hands[s] = picked
        taken = set(picked)
        cards = [c for c in cards if c not in taken]
    for s, must in rule.items():
        if not must:
            continue
        if not need[s]:
            return None  # its table-rank card must be a known one
        i = next((k for k, c in enumerate(cards) if c[0] in ranks), -1)
        if i < 0:
            return None
        hands[s] = [cards.pop(i)]
    k = 0
    for s in range(len(need)):
        if s in rule and not rule[s]:
            continue
        want = need[s] - len(hands[s])
        hands[s].extend(cards[k : k + want])
        k += want
    hands.append(cards[k:])
    return hands


# ----- heuristic --------------------------------------------------------------------------------
def _cover_plan(uncovered: Sequence[str], hand: Sequence[str], trump: str) -> list[tuple[str, str]] | None:
    """Cheapest cover of every card, strongest attack card first: [(attack, cover)], or None."""
    val = card_values(trump)
    free = sorted(hand, key=val.__getitem__)
    plan = []
    for a in sorted(uncovered, key=val.__getitem__, reverse=True):
        for c in free:
            if beats(c, a, trump):
                plan.append((a, c))
                free.remove(c)
                break
        else:
            return None
    return plan


def heuristic_player(
    view: DurakView, memory: JSON, legal: Sequence[Action], rng: random.Random, budget: Budget
) -> Action:
    """A rule-based player (see the module docstring)."""
    if len(legal) == 1:
        return legal[0]
    trump = dealt(view["trump"])
    val = card_values(trump)
    hand: list[str] = view["hand"]
    stock: int = view["stock"]
    types = {a.type for a in legal}

    if "take" in types:  # defending
        uncovered = [a for a, c in view["table"] if a is not None and c is None]
        plan = _cover_plan(uncovered, hand, trump)
        transfers = [a for a in legal if a.type == "transfer"]
        cheap_transfers = sorted((a for a in transfers if _card(a)[1] != trump), key=lambda a: val[_card(a)])
        if cheap_transfers:
            return cheap_transfers[0]
        if plan is None:
            if transfers and stock <= 6:
                return min(transfers, key=lambda a: val[_card(a)])
            return next(a for a in legal if a.type == "take")
        trumps_used = [c for a, c in plan if c[1] == trump and a[1] != trump]
        high_trump = any(RANK_OF[c] >= _QUEEN for c in trumps_used)
        low_table = all(RANK_OF[a] <= _TEN for a in uncovered) and len(view["table"]) <= 2
        if stock > 8 and low_table and (high_trump or len(trumps_used) >= 2):
            return next(a for a in legal if a.type == "take")
        a, c = plan[0]
        for act in legal:
            if act.type == "defend" and act.card == c and act.target == a:
                return act
        return next(a for a in legal if a.type == "take")  # pragma: no cover

    attacks = [a for a in legal if a.type == "attack"]
    if "pass" not in types:  # leading onto an empty table
        counts: dict[str, int] = {}
        for c in hand:
            counts[c[0]] = counts.get(c[0], 0) + 1
        if stock == 0:
            others = unseen_cards(view, memory)
            if view.get("teams"):
                # only the defender covers; a partner's known cards cannot beat the lead
                others.extend(memory["known"][view["defender"]])
            else:
                for k in memory["known"]:
                    others.extend(k)
            others = [c for c in others if c not in hand]
            safe = [a for a in attacks if not any(beats(o, _card(a), trump) for o in others)]
            if safe:
                return min(safe, key=lambda a: val[_card(a)])

        def lead_score(a: Action) -> float:
            c = _card(a)
            v: float = val[c]
            if c[1] != trump and counts[c[0]] > 1:
                v -= 1.5
            return v

        return min(attacks, key=lead_score)

    # throwing in (or passing)
    taking = view["taking"]
    if _room_for_a_partner(view, memory):
        return next(a for a in legal if a.type == "pass")
    non_trump = sorted((a for a in attacks if _card(a)[1] != trump), key=lambda a: val[_card(a)])
    if taking:
        limit = 8 if stock == 0 else _KING - 1
        for throw in non_trump:
            if RANK_OF[_card(throw)] <= limit:
                return throw
    else:
        limit = 8 if stock == 0 else _JACK
        if non_trump and RANK_OF[_card(non_trump[0])] <= limit:
            return non_trump[0]
    return next(a for a in legal if a.type == "pass")


def _room_for_a_partner(view: DurakView, memory: JSON) -> bool:
    """Team games, stock empty: a partner who may throw in now (so it holds a card of a table rank),
    holds fewer cards than this seat and could empty its hand onto the table's free places goes
    first — throwing in would take the place it needs to go out."""
    seat = own_seat(view)
    if view["stock"] or not view.get("teams"):
        return False
    table = view["table"]
    room = view["limit"] - len(table)
    if room <= 0 or any(c is None for _, c in table) and not view["taking"]:
        return False
    to_act = set(view["to_act"])
    mine = len(view["hand"])
    for p in partners(view, seat):
        size = view["hand_sizes"][p]
        if p in view["out"] or p == view["defender"] or not size or size > room:
            continue
        # the partner nearer to going out goes first (so two partners never both wait)
        if p in to_act and (size, p) < (mine, seat):
            return True
    return False


# ----- search -----------------------------------------------------------------------------------
#: progressive bias towards the heuristic's move at the root (0: off); with TREE_PRIOR also towards
#: the rollout policy's move below the root (see :func:`engines.ai.ismcts.search`). Measured in
#: two-seat games only (``benchmarks/durak_prior.py``: +5.8 ± 2.0 points against the heuristic at 50
#: iterations), so larger tables search as before.
PRIOR_BIAS = 0.5
TREE_PRIOR = True


def rollout_policy(trump: str) -> Any:
    """A light playout policy: cheapest lead, cheapest cover (take if none), low throw-ins."""
    val = card_values(trump)

    def policy(game: Game, seat: int, legal: list[Action], rng: random.Random) -> Action:
        last = legal[-1]
        if last.type == "take":
            best = None
            bv = 99
            for a in legal:
                if a.type == "transfer" and a.card[1] != trump:  # type: ignore[index]
                    return a
                if a.type == "defend":
                    v = val[a.card]  # type: ignore[index]
                    if v < bv:
                        best, bv = a, v
            if best is None or (bv >= 15 and rng.random() < 0.3):
                return last
            return best
        if last.type == "pass":
            best = None
            bv = 99
            for a in legal:
                if a.type == "attack":
                    v = val[a.card]  # type: ignore[index]
                    if v < bv:
                        best, bv = a, v
            if best is not None and bv <= 5:
                return best
            return last
        best = legal[0]
        bv = 99
        for a in legal:
            v = val[a.card]  # type: ignore[index]
            if v < bv:
                best, bv = a, v
        return best

    return policy


def ismcts_player(
    view: DurakView, memory: JSON, legal: Sequence[Action], rng: random.Random, budget: Budget
) -> Action:
    """Information-Set MCTS over :func:`determinize` with the light rollout policy."""
    return search_move(view, memory, legal, rng, budget, determinize)


def search_move(
    view: DurakView,
    memory: JSON,
    legal: Sequence[Action],
    rng: random.Random,
    budget: Budget,
    sample: Determinize[DurakView],
) -> Action:
    """The search of ``ismcts_player`` over the worlds ``sample`` draws (rooms: :func:`determinize`;
    the ladder's cheating player, :mod:`engines.ai.cheat`: the true state)."""
    if len(legal) == 1:
        return legal[0]
    policy = rollout_policy(dealt(view["trump"]))
    bias = PRIOR_BIAS if view["seats"] == 2 else 0.0
    root_prior = heuristic_player(view, memory, legal, rng, budget) if bias else None
    return search(
        view,
        memory,
        legal,
        rng,
        budget,
        determinize=sample,
        rollout=policy,
        rewards=rewards,
        prior=policy if bias and TREE_PRIOR else None,
        root_prior=root_prior,
        bias=bias,
    )


def search_state(game: Game) -> Game:
    """The true state as the search plays it (the cheating player's world)."""
    return game.clone()
