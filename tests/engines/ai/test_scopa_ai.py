"""Scopa computer players: legality, the information boundary, determinizations, the playout's
rules, and a few positions where the heuristic's choice is clear."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest

from engines.ai import Budget, get_player, random_player
from engines.ai import scopa as ai
from engines.cards import DECK_40
from engines.scopa import Scopa
from tests.engines.scopa.scopa_helpers import deal_shuffled

LEVELS = ("random", "heuristic", "ismcts")
TINY = Budget(think_ms=0, iterations=6)


def _positions(seats: int, seed: int, matches: int, target: int = 11):
    """Every position of ``matches`` random matches (played by the random player)."""
    rng = random.Random(seed)
    for m in range(matches):
        g = Scopa.new(seats, {"target": target}, dealer=m % seats)
        while not g.over:
            if g.needs_deal():
                deal_shuffled(g, rng)
            seat = g.turn
            yield g, seat
            g.apply(random_player(g.view(seat), g.memory(seat), g.legal_actions(seat), rng, TINY))


def _state(
    hands: list[list[str]],
    table: list[str],
    *,
    turn: int = 0,
    piles: list[list[str]] | None = None,
    last_capturer: int | None = None,
    stock: list[str] | None = None,
    score: tuple[int, int] = (0, 0),
    dealer: int | None = None,
) -> Scopa:
    """A mid-deal state; the unnamed cards make up the stock (unless ``stock`` is given)."""
    seats = len(hands)
    piles = piles or [[], []]
    used = {c for h in hands for c in h} | set(table) | {c for p in piles for c in p}
    if stock is None:
        stock = [c for c in DECK_40 if c not in used]
        stock = stock[: len(stock) - (len(stock) % (3 * seats))]
        piles[1] = piles[1] + [c for c in DECK_40 if c not in used and c not in stock]
    data: dict[str, Any] = {
        "game": "scopa", "seats": seats, "target": 11, "first_dealer": 0,
        "dealer": (turn - 1) % seats if dealer is None else dealer, "deals": 1, "in_deal": True,
        "hands": hands, "table": table, "stock": stock, "piles": piles, "scopas": [0, 0],
        "last_capturer": last_capturer, "last_play": None, "last_capture": None, "turn": turn,
        "score": list(score), "results": [None], "over": False, "winner": None,
    }  # fmt: skip
    g = Scopa.from_json(data)
    assert sorted(c for h in g.hands for c in h) + sorted(g.table + g.stock + g.piles[0] + g.piles[1])
    return g


def _decide(level: str, g: Scopa, seat: int, seed: int, budget: Budget = TINY):
    player = get_player(level, "scopa")
    return player(g.view(seat), g.memory(seat), g.legal_actions(seat), random.Random(seed), budget)


# ----- legality ---------------------------------------------------------------------------------
@pytest.mark.parametrize("seats", [2, 4])
def test_heuristic_is_always_legal(seats: int) -> None:
    n = 0
    for g, seat in _positions(seats, seed=seats, matches=40):
        legal = g.legal_actions(seat)
        assert _decide("heuristic", g, seat, n) in legal
        n += 1
    assert n > 2000


@pytest.mark.parametrize("seats", [2, 4])
def test_ismcts_is_always_legal(seats: int) -> None:
    n = 0
    for i, (g, seat) in enumerate(_positions(seats, seed=10 + seats, matches=12)):
        if i % 3:
            continue
        legal = g.legal_actions(seat)
        act = _decide("ismcts", g, seat, i, Budget(think_ms=0, iterations=3))
        assert act in legal
        n += 1
    assert n > 150


def test_ismcts_stops_on_the_clock() -> None:
    g = _state([["3S", "5H", "KC"], ["2S", "4C", "JD"]], ["AS", "2H", "6C", "QD"])
    ticks = iter(range(10**6))
    budget = Budget(think_ms=50, clock=lambda: next(ticks) * 0.010)  # 10 ms per reading
    act = _decide("ismcts", g, 0, 1, budget)
    assert act in g.legal_actions(0)
    assert next(ticks) < 20  # a handful of iterations, not the default count


# ----- the information boundary -----------------------------------------------------------------
def _twin(g: Scopa, seat: int, rng: random.Random) -> Scopa:
    """The same state with a card of another seat's hand (an opponent, or the partner) swapped
    with a card of the stock."""
    data = g.to_json()
    others = [s for s in range(g.seats) if s != seat and data["hands"][s]]
    o = rng.choice(others)
    i = rng.randrange(len(data["hands"][o]))
    j = rng.randrange(len(data["stock"]))
    data["hands"][o][i], data["stock"][j] = data["stock"][j], data["hands"][o][i]
    return Scopa.from_json(data)


@pytest.mark.parametrize("seats", [2, 4])
def test_hidden_cards_do_not_change_views_or_decisions(seats: int) -> None:
    rng = random.Random(seats)
    checked = 0
    for i, (g, seat) in enumerate(_positions(seats, seed=100 + seats, matches=6)):
        if i % 4 or not g.stock or len(g.legal_actions(seat)) < 2:
            continue
        twin = _twin(g, seat, rng)
        assert twin.to_json() != g.to_json()
        assert twin.view(seat) == g.view(seat)
        assert twin.memory(seat) == g.memory(seat)
        assert twin.legal_actions(seat) == g.legal_actions(seat)
        for level in LEVELS:
            a = _decide(level, g, seat, i, Budget(think_ms=0, iterations=20))
            b = _decide(level, twin, seat, i, Budget(think_ms=0, iterations=20))
            assert a == b, (level, i)
        checked += 1
    assert checked > 20


def test_same_seed_same_search_decision() -> None:
    g = _state([["3S", "5H", "KC"], ["2S", "4C", "JD"]], ["AS", "2H", "6C", "QD"])
    budget = Budget(think_ms=0, iterations=60)
    picks = {_decide("ismcts", g, 0, 7, budget) for _ in range(3)}
    assert len(picks) == 1


# ----- determinizations -------------------------------------------------------------------------
def _check_determinization(g: Scopa, seat: int, d: Scopa) -> None:
    v = g.view(seat)
    assert d.hands[seat] == v["hand"]
    assert d.table == v["table"]
    assert [sorted(p) for p in d.piles] == [sorted(p) for p in g.piles]
    assert [len(h) for h in d.hands] == v["hand_sizes"]
    assert len(d.stock) == v["stock"]
    known = set(v["hand"]) | set(v["table"]) | {c for p in g.piles for c in p}
    hidden = [c for s in range(g.seats) if s != seat for c in d.hands[s]] + d.stock
    assert not known & set(hidden), "a card placed where the seat knows it is not"
    everything = hidden + d.hands[seat] + d.table + d.piles[0] + d.piles[1]
    assert sorted(everything) == sorted(DECK_40)
    assert (d.turn, d.dealer, d.score, d.scopas, d.last_capturer) == (
        g.turn, g.dealer, g.score, g.scopas, g.last_capturer,
    )  # fmt: skip


@pytest.mark.parametrize("seats", [2, 4])
def test_determinizations_respect_what_the_seat_knows(seats: int) -> None:
    rng = random.Random(5)
    n = 0
    for i, (g, seat) in enumerate(_positions(seats, seed=200 + seats, matches=4)):
        if i % 2:
            continue
        view, memory = g.view(seat), g.memory(seat)
        for k in range(10):
            # a fresh reading each time, then (as a search asks) the same view: redeals of one world
            d: Any = ai.determinize(*((g.view(seat), g.memory(seat)) if k % 2 else (view, memory)), rng)
            _check_determinization(g, seat, d)
            assert d.legal_actions(seat) == g.legal_actions(seat)
            assert type(d).from_json(d.to_json()).to_json() == d.to_json()  # every check accepts it
            n += 1
            if k == 8:  # the search plays on its world; the next redeal is still a fresh one
                while not d.is_over():
                    s = d.to_act()[0]
                    d.apply(d.legal_actions(s)[0])
    assert n > 1000


def test_partner_hand_is_sampled_like_an_opponents() -> None:
    """4 seats: seat 0 knows nothing about its partner's (seat 2) cards; over many samples the
    partner's real cards land in the partner's sampled hand no more often than any unseen card."""
    rng = random.Random(0)
    g = Scopa.new(4, dealer=3)
    deal_shuffled(g, rng)
    seat = 0
    view, memory = g.view(seat), g.memory(seat)
    assert "hands" not in view and set(view["hand"]) == set(g.hands[0])
    unseen = ai.unseen_cards(view, memory)
    in_partner: Counter[str] = Counter()
    in_opponent: Counter[str] = Counter()
    samples = 3000
    for _ in range(samples):
        d: Any = ai.determinize(view, memory, rng)
        in_partner.update(d.hands[2])
        in_opponent.update(d.hands[1])
    expected = samples * 3 / len(unseen)  # 3 cards out of the unseen ones
    for c in unseen:
        assert abs(in_partner[c] - expected) < 0.35 * expected
        assert abs(in_opponent[c] - expected) < 0.35 * expected
    real = sum(in_partner[c] for c in g.hands[2]) / 3
    assert abs(real - expected) < 0.35 * expected


# ----- the fast playout follows the engine's rules ----------------------------------------------
@pytest.mark.parametrize("seats", [2, 4])
def test_playout_matches_the_engine(seats: int) -> None:
    checked = 0
    for i, (g, seat) in enumerate(_positions(seats, seed=300 + seats, matches=3)):
        if i % 5:
            continue
        d: Any = ai.determinize(g.view(seat), g.memory(seat), random.Random(i))
        fast = ai.playout(d, random.Random(i))
        # the same policy, move by move through the engine
        e = d.clone()
        rng = random.Random(i)
        while not e.is_over():
            s = e.turn
            left = sum(len(h) for h in e.hands) + len(e.stock) - 1
            tsum = sum(ai._VAL[c] for c in e.table)
            card, cap = ai._greedy_pick(list(e.hands[s]), list(e.table), tsum, left > 0, rng)
            act = next(a for a in e.legal_actions(s) if a.card == card and a.capture == frozenset(cap))
            e.apply(act)
        assert fast == ai.deal_rewards(e)
        checked += 1
    assert checked > 20


def test_win_probability() -> None:
    assert ai.win_probability([11, 5], 11) == 1.0
    assert ai.win_probability([3, 12], 11) == 0.0
    assert ai.win_probability([4, 4], 11) == pytest.approx(0.5)
    assert 0.5 < ai.win_probability([6, 4], 11) < ai.win_probability([9, 4], 11) < 1.0
    assert ai.win_probability([11, 11], 11) == pytest.approx(0.5)  # equal at the target: another deal


# ----- the heuristic's choices ------------------------------------------------------------------
def test_heuristic_takes_a_scopa() -> None:
    g = _state([["5H", "KC", "4S"], ["2S", "4C", "JD"]], ["2H", "3C"])
    assert _decide("heuristic", g, 0, 0).card == "5H"


def test_heuristic_takes_the_settebello() -> None:
    g = _state([["7S", "KC", "QS"], ["2S", "4C", "JD"]], ["7D", "3C", "4H", "KD"])
    act = _decide("heuristic", g, 0, 0)
    assert act.card == "7S" and act.capture == frozenset({"7D"})


def test_heuristic_prefers_coins_and_sevens() -> None:
    # the 6 can take 6C or 4D+2H; the coin and two cards are worth more
    g = _state([["6S", "KC", "QS"], ["2S", "4C", "JD"]], ["6C", "4D", "2H", "KD"])
    act = _decide("heuristic", g, 0, 0)
    assert act.card == "6S" and act.capture == frozenset({"6C"})  # equal card has priority
    g = _state([["JS"], ["2S"]], ["7C", "AH", "6D", "2D", "KC"])
    act = _decide("heuristic", g, 0, 0)
    # 8 = 7C+AH or 6D+2D: two coins and a six beat a seven and an ace
    assert act.card == "JS" and act.capture == frozenset({"6D", "2D"})


def test_heuristic_avoids_leaving_an_easy_scopa() -> None:
    # nothing captures; discarding the 4 leaves 3+4 = 7 (sevens unseen), the jack leaves 11
    g = _state([["4C", "JC", "QC"], ["2S", "4S", "JD"]], ["3S"])
    assert _decide("heuristic", g, 0, 0).card in {"JC", "QC"}


def test_heuristic_counts_unseen_values() -> None:
    # discarding the 5 leaves 5+2 = 7, the 4 leaves 4+2 = 6: every six is already taken,
    # so only the 4 is safe
    sixes = ["6S", "6H", "6D", "6C"]
    g = _state([["4C", "5C", "KS"], ["2S", "4S", "JD"]], ["2C"], piles=[sixes + ["AS", "AH"], []])
    act = _decide("heuristic", g, 0, 0)
    assert act.card in {"4C", "KS"} and act.card != "5C"
    g2 = _state([["4C", "5C", "KS"], ["2S", "4S", "JD"]], ["2C"], piles=[["AS", "AH"], []])
    assert _decide("heuristic", g2, 0, 0).card == "KS"  # with sixes unseen only the king is safe


def test_heuristic_last_play_rest_goes_to_last_capturer() -> None:
    # last play of the deal: taking the ace with the ace gets the rest of the table too
    rest = ["7D", "6H"]
    hands = [["AC"], []]
    table = ["AS", *rest]
    piles = [[], [c for c in DECK_40 if c not in set(table) | {"AC"}]]
    g = _state(hands, table, piles=piles, stock=[], last_capturer=1)
    act = _decide("heuristic", g, 0, 0)
    assert act.capture == frozenset({"AS"})
    # and ismcts sees the same
    assert _decide("ismcts", g, 0, 0, Budget(think_ms=0, iterations=50)) == act


# ----- inference over the hidden cards ----------------------------------------------------------
def _left_the_settebello() -> Scopa:
    """Seat 0 laid a king; seat 1 then laid the 4H loose on a table with the settebello, the 6C
    and the JD (it held no 7, 6 or jack). Seat 0 to play."""
    g = Scopa.new(2, dealer=1)
    front = ["KS", "4H", "QS", "5C", "AS", "2C", "7D", "QH", "6C", "JD"]
    g.deal_from_deck(front + [c for c in DECK_40 if c not in front])
    g.apply(next(a for a in g.legal_actions(0) if a.card == "KS"))
    g.apply(next(a for a in g.legal_actions(1) if a.card == "4H"))
    return g


def test_evidence_of_a_capture_left() -> None:
    g = _left_the_settebello()
    ev = ai.play_evidence(g.view(0), g.memory(0))
    assert ev is not None and len(ev.checks) == 1
    seat, cards = ev.checks[0]
    assert seat == 1
    assert {"7S", "7H", "7C", "6S", "6D", "6H", "JS", "JH", "JC"} <= cards  # 7D, 6C, JD to take
    assert not cards & {"QC", "KC", "2S", "3H"}  # nothing, or a mere pair of figures
    assert {"QD", "KD"} <= cards  # a figure with a coin is worth more
    assert ev.slips([[], ["7C", "2D"], []]) == 1 and ev.slips([[], ["QC", "2D"], []]) == 0
    # a seat's own plays say nothing to itself; a state stored without plays gives no evidence
    other = ai.play_evidence(g.view(1), g.memory(1))
    assert other is not None and [s for s, _ in other.checks] == [0]
    data = g.to_json()
    del data["plays"]
    old = Scopa.from_json(data)
    assert ai.play_evidence(old.view(0), old.memory(0)) is None


def test_samples_rarely_give_a_seven_to_who_left_the_settebello(monkeypatch: pytest.MonkeyPatch) -> None:
    g = _left_the_settebello()
    view, memory = g.view(0), g.memory(0)
    sevens = {"7S", "7H", "7C"}
    counts = {}
    for inference in (False, True):
        monkeypatch.setattr(ai, "INFERENCE", inference)
        rng = random.Random(1)
        n = 0
        for _ in range(400):
            d: Any = ai.determinize(view, memory, rng)
            _check_determinization(g, 0, d)
            n += bool(sevens & set(d.hands[1]))
        counts[inference] = n / 400
    assert counts[False] > 0.1  # 1 - C(30, 2) / C(33, 2) = 0.18 by chance
    assert counts[True] < 0.05


@pytest.mark.parametrize("seats", [2, 4])
def test_inferring_samples_respect_what_the_seat_knows(seats: int, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(ai, "INFERENCE", True)
    rng = random.Random(6)
    n = with_evidence = 0
    partner = False
    for i, (g, seat) in enumerate(_positions(seats, seed=400 + seats, matches=2)):
        if i % 3:
            continue
        view, memory = g.view(seat), g.memory(seat)
        ev = ai.play_evidence(view, memory)
        if ev is not None:
            with_evidence += 1
            partner |= any(s == (seat + 2) % seats and s != seat for s, _ in ev.checks)
        for _ in range(4):
            d: Any = ai.determinize(view, memory, rng)
            _check_determinization(g, seat, d)
            n += 1
    assert n > 200 and with_evidence > 20
    assert partner == (seats == 4)  # a partner's plays are evidence like an opponent's


@pytest.mark.parametrize("seats", [2, 4])
def test_hidden_cards_do_not_change_inference(seats: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """The evidence, the weighed samples and the search's decision depend on the seat's view and
    memory only: a hidden card swapped between another hand and the stock changes none of them."""
    monkeypatch.setattr(ai, "INFERENCE", True)
    rng = random.Random(seats)
    checked = 0
    for i, (g, seat) in enumerate(_positions(seats, seed=500 + seats, matches=3)):
        if i % 5 or not g.stock or len(g.legal_actions(seat)) < 2:
            continue
        if not any(g.hands[s] for s in range(seats) if s != seat):
            continue
        twin = _twin(g, seat, rng)
        v, m = g.view(seat), g.memory(seat)
        assert twin.view(seat) == v and twin.memory(seat) == m
        ev = ai.play_evidence(v, m)
        assert ai.play_evidence(twin.view(seat), twin.memory(seat)) == ev
        a: Any = ai.determinize(v, m, random.Random(i))
        b: Any = ai.determinize(twin.view(seat), twin.memory(seat), random.Random(i))
        assert a.to_json() == b.to_json()
        budget = Budget(think_ms=0, iterations=10)
        assert _decide("ismcts", g, seat, i, budget) == _decide("ismcts", twin, seat, i, budget)
        checked += 1
    assert checked > 10


# ----- the paired search ------------------------------------------------------------------------
def _count_worlds(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    calls = [0]
    real = ai.determinize

    def counting(*args: Any, **kwargs: Any) -> Any:
        calls[0] += 1
        return real(*args, **kwargs)

    monkeypatch.setattr(ai, "determinize", counting)
    return calls


def test_paired_search_spends_the_iterations_on_whole_worlds(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(ai, "PAIRED", True)
    calls = _count_worlds(monkeypatch)
    g = _state([["3S", "5H", "KC"], ["2S", "4C", "JD"]], ["AS", "2H", "6C", "QD"])
    n = len(g.legal_actions(0))
    act = _decide("ismcts", g, 0, 3, Budget(think_ms=0, iterations=4 * n))
    assert act in g.legal_actions(0)
    assert calls[0] == 4  # every world scores every play


def test_paired_search_stops_on_the_clock(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(ai, "PAIRED", True)
    g = _state([["3S", "5H", "KC"], ["2S", "4C", "JD"]], ["AS", "2H", "6C", "QD"])
    ticks = iter(range(10**6))
    budget = Budget(think_ms=50, clock=lambda: next(ticks) * 0.010)  # 10 ms per reading
    assert _decide("ismcts", g, 0, 1, budget) in g.legal_actions(0)
    assert next(ticks) < 20


@pytest.mark.parametrize("paired", [False, True])
def test_search_takes_the_settebello_and_the_scopa(paired: bool, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(ai, "PAIRED", paired)
    budget = Budget(think_ms=0, iterations=60)
    g = _state([["7S", "KC", "QS"], ["2S", "4C", "JD"]], ["7D", "3C", "4H", "KD"])
    assert _decide("ismcts", g, 0, 5, budget).card == "7S"
    g = _state([["5H", "KC", "4S"], ["2S", "4C", "JD"]], ["2H", "3C"])
    assert _decide("ismcts", g, 0, 5, budget).card == "5H"


def test_teams_keep_the_tree(monkeypatch: pytest.MonkeyPatch) -> None:
    calls = _count_worlds(monkeypatch)
    hands = [["3S", "5H", "KC"], ["2S", "4C", "JD"], ["6S", "7H", "QC"], ["AS", "AC", "2D"]]
    g = _state(hands, ["AH", "2H", "6C", "QD"])
    act = _decide("ismcts", g, 0, 3, Budget(think_ms=0, iterations=12))
    assert act in g.legal_actions(0)
    assert calls[0] == 12  # a world per iteration: the tree, not the paired search
