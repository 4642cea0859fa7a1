"""Bura computer players: legality over random positions (windows, claims, «Хватит!»), the
information boundary, determinizations, what the seat infers, and positions where the heuristic's
choice is clear."""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from typing import Any

import pytest

from engines.ai import Budget, get_player
from engines.ai import bura as ai
from engines.bura import Bura
from engines.bura.rules import pile_points
from engines.cards import DECK_36
from engines.protocol import Action

LEVELS = ("random", "heuristic", "ismcts")
TINY = Budget(think_ms=0, iterations=6)


def _positions(seed: int, matches: int, stop_bias: float = 0.6, clock_p: float = 0.3) -> Iterator[Bura]:
    """Every position of ``matches`` random matches. «Стоп!» is pressed often (so interceptions,
    claims and returned leads happen), «Хватит!» rarely (so stocks run out), the clock fires now
    and then, otherwise moves are uniform."""
    rng = random.Random(seed)
    for _ in range(matches):
        g = Bura.new(2, first=rng.randrange(2))
        steps = 0
        while not g.is_over() and steps < 2000:
            steps += 1
            if g.needs_deal():
                deck = list(DECK_36)
                rng.shuffle(deck)
                g.deal_from_deck(deck)
                continue
            yield g
            clock = g.clock_actions()
            movers = g.to_act()
            if clock and (not movers or rng.random() < clock_p):
                g.apply(clock[0])
                continue
            seat = movers[rng.randrange(len(movers))]
            acts = [a for a in g.legal_actions(seat) if a.type != "surrender"]
            stops = [a for a in acts if a.type == "stop"]
            if stops and rng.random() < stop_bias:
                g.apply(stops[0])
            elif acts[0].type == "enough" and rng.random() > 0.15:  # deals run long enough to empty the stock
                g.apply(acts[1])
            else:
                g.apply(acts[rng.randrange(len(acts))])


def _ask(level: str, g: Bura, seat: int, seed: int = 0, budget: Budget = TINY) -> Action:
    return get_player(level, "bura")(
        g.view(seat), g.memory(seat), g.legal_actions(seat), random.Random(seed), budget
    )


# ----- legality -------------------------------------------------------------------------------------
def test_positions_cover_windows_claims_and_decisions() -> None:
    kinds: set[str] = set()
    for g in _positions(1, 40):
        v = g.view(None)
        kinds.add(v["phase"])
        if v["window"] and v["phase"] == "defend":
            kinds.add("window")
        if g.returned:
            kinds.add("returned")
        if g.phase == "lead" and Action("stop", 1 - g.attacker) in g.legal_actions(1 - g.attacker):
            kinds.add("defender_stop_only")
    assert {"lead", "defend", "decide", "claim", "window", "returned", "defender_stop_only"} <= kinds


@pytest.mark.parametrize("level", ["heuristic", "ismcts"])
def test_players_are_always_legal(level: str) -> None:
    asked = 0
    kinds: set[str] = set()
    limit = 2000 if level == "heuristic" else 1200
    for i, g in enumerate(_positions(7 if level == "heuristic" else 8, 400)):
        for seat in g.to_act():  # includes a defender whose only move is «Стоп!»
            legal = g.legal_actions(seat)
            a = _ask(level, g, seat, seed=i)
            assert a in legal, (g, seat, a)
            assert a.type != "surrender"
            kinds.add(a.type)
            asked += 1
        if asked >= limit:
            break
    assert asked >= limit
    assert {"lead", "beat", "dump", "enough", "continue", "stop"} <= kinds


def test_a_claim_is_always_answered() -> None:
    # seat 0 leads with ♠ triple in hand; seat 1 holds a ♥ triple and intercepts: a claim
    g = Bura.new(2, first=0)
    rest = [c for c in DECK_36 if c not in {"6S", "7S", "8S", "6H", "7H", "8H", "9D"}]
    g.deal_from_layout({"hands": [["6S", "7S", "8S"], ["6H", "7H", "8H"]], "stock": [*rest, "9D"]})
    g.apply(Action("stop", 1))
    assert g.phase == "claim"
    for level in LEVELS[1:]:
        assert _ask(level, g, 0) == Action("stop", 0)


# ----- the information boundary -------------------------------------------------------------------
def _swap_hidden(g: Bura, seat: int, rng: random.Random) -> Bura | None:
    """The same position with one of the opponent's cards swapped with a stock card (not the
    face-up trump card): nothing ``seat`` may know changes."""
    data: dict[str, Any] = g.to_json()
    opp = 1 - seat
    hand, stock = data["hands"][opp], data["stock"]
    if not hand or len(stock) < 2:
        return None
    i, j = rng.randrange(len(hand)), rng.randrange(len(stock) - 1)
    hand[i], stock[j] = stock[j], hand[i]
    return Bura.from_json(data)


def _same_decisions_whatever_is_hidden(levels: Sequence[str], seed: int, games: int, enough: int) -> None:
    """In positions of ``games`` seeded games, swapping the cards a seat cannot see changes neither
    its view and memory nor any of ``levels``' decisions; at least ``enough`` positions checked."""
    rng = random.Random(seed)
    budget = Budget(think_ms=0, iterations=25)
    checked = 0
    for i, g in enumerate(_positions(seed + 6, games)):
        if i % 3:
            continue
        for seat in g.to_act():
            other = _swap_hidden(g, seat, rng)
            if other is None:
                continue
            assert other.to_json() != g.to_json()
            assert other.view(seat) == g.view(seat)
            assert other.memory(seat) == g.memory(seat)
            for level in levels:
                assert _ask(level, g, seat, seed=i, budget=budget) == _ask(
                    level, other, seat, seed=i, budget=budget
                )
            checked += 1
        if checked >= enough:
            break
    assert checked >= enough


def test_hidden_cards_do_not_change_views_or_decisions() -> None:
    _same_decisions_whatever_is_hidden(LEVELS, seed=5, games=60, enough=150)


def test_same_seed_same_search_decision() -> None:
    budget = Budget(think_ms=0, iterations=60)
    checked = 0
    for i, g in enumerate(_positions(12, 5)):
        if i % 7 or g.phase not in ("lead", "defend", "decide"):
            continue
        seat = g.attacker if g.phase != "defend" else 1 - g.attacker
        assert _ask("ismcts", g, seat, seed=3, budget=budget) == _ask(
            "ismcts", g, seat, seed=3, budget=budget
        )
        checked += 1
        if checked == 12:
            break
    assert checked == 12


# ----- determinizations -----------------------------------------------------------------------------
def _known_places(g: Bura, seat: int) -> dict[str, str]:
    """Cards whose place the seat knows, as the seat would tell: card -> place."""
    out: dict[str, str] = {c: "my_hand" for c in g.hands[seat]}
    for c in g.table:
        out[c] = "table"
    for e in g.exchanges:
        pile = "my_pile" if e["winner"] == seat else "opp_pile"
        for c in e["lead"]:
            out[c] = pile
        if e["beat"] is not None:
            for _lead, c in e["beat"]:
                out[c] = pile
        elif e["defender"] == seat:
            for c in e["dump"]:
                out[c] = pile
    if g.stock:
        out[g.trump] = "stock_bottom"  # type: ignore[index]
    return out


def _places(g: Bura, seat: int) -> dict[str, str]:
    out: dict[str, str] = {}
    for c in g.hands[seat]:
        out[c] = "my_hand"
    for c in g.hands[1 - seat]:
        out[c] = "opp_hand"
    for c in g.table:
        out[c] = "table"
    for c in g.piles[seat]:
        out[c] = "my_pile"
    for c in g.piles[1 - seat]:
        out[c] = "opp_pile"
    for c in g.stock[:-1]:
        out[c] = "stock"
    if g.stock:
        out[g.stock[-1]] = "stock_bottom"
    return out


def test_determinizations_never_place_a_card_where_the_seat_knows_it_is_not() -> None:
    rng = random.Random(3)
    samples = 0
    trump_constrained = 0
    for i, g in enumerate(_positions(21, 60)):
        if samples >= 800 and trump_constrained >= 20:
            break
        if i % 4 and not (not g.stock and g.phase != "idle"):
            continue
        for seat in (0, 1):
            view, memory = g.view(seat), g.memory(seat)
            known = _known_places(g, seat)
            opp = 1 - seat
            trump_with_opp = not g.stock and g.trump in g.hands[opp]
            for _ in range(8):
                d = ai.determinize(view, memory, rng)
                assert isinstance(d, Bura)
                assert d.view(seat) == view  # the seat cannot tell the sample from the real deal
                places = _places(d, seat)
                assert sorted(places) == sorted(DECK_36)
                for c, where in known.items():
                    assert places[c] == where, (c, where, places[c])
                for c, where in places.items():
                    if c not in known:
                        assert where in ("opp_hand", "stock", "my_pile"), (c, where)
                assert pile_points(d.piles[opp]) == pile_points(g.piles[opp])
                assert len(d.piles[seat]) == len(g.piles[seat])
                if trump_with_opp:
                    # drawn by the opponent: never in the seat's pile before that draw, never elsewhere
                    assert places[g.trump] in ("opp_hand", "my_pile")  # type: ignore[index]
                    trump_constrained += 1
                for r in g.returned:
                    if r["seat"] == opp:
                        for c in r["cards"]:
                            if c not in known:
                                assert places[c] in ("opp_hand", "my_pile")
                samples += 1
    assert samples >= 500
    assert trump_constrained > 0


def test_the_seat_knows_who_drew_the_trump_card() -> None:
    hits = 0
    for g in _positions(31, 80):
        if g.stock or g.phase == "idle":
            continue
        for seat in (0, 1):
            k = ai.Knowledge(g.view(seat), g.memory(seat))
            constrained = g.trump in {c for c, _ in k.constraints}
            # the constraint is set exactly when the opponent drew the trump card and the seat has
            # not seen it since
            seen = g.trump not in k.unknown
            assert constrained == (not seen)
            if g.trump in g.hands[1 - seat]:
                assert constrained
                hits += 1
            if g.trump in g.hands[seat]:
                assert not constrained
    assert hits > 20


def test_unseen_dumps_are_counted_not_seen() -> None:
    g = Bura.new(2, first=0)
    rest = [c for c in DECK_36 if c not in {"6S", "AS", "KD", "6H", "7C", "TH", "9D"}]
    g.deal_from_layout({"hands": [["AS", "6S", "KD"], ["6H", "7C", "TH"]], "stock": [*rest, "9D"]})
    g.apply(Action.make("lead", 0, cards=["AS"]))
    g.apply(Action.make("dump", 1, cards=["7C"]))
    k0 = ai.Knowledge(g.view(0), g.memory(0))
    assert k0.my_known == ["AS"] and k0.slots == [0] and "7C" in k0.unknown
    k1 = ai.Knowledge(g.view(1), g.memory(1))
    assert sorted(k1.opp_pile) == ["7C", "AS"] and k1.slots == []


# ----- the heuristic's choices ------------------------------------------------------------------
def _state(
    hands: list[list[str]],
    piles: list[list[str]],
    *,
    attacker: int,
    phase: str,
    table: list[str] = (),
    stock: list[str] | None = None,
    trump: str = "9D",
    exchanges: list[dict] | None = None,
) -> Bura:
    used = {c for h in hands for c in h} | {c for p in piles for c in p} | set(table) | {trump}
    if stock is None:
        stock = [c for c in DECK_36 if c not in used] + [trump]
    g = Bura.new(2)
    data = g.to_json()
    data.update(
        {
            "phase": phase,
            "hands": hands,
            "stock": stock,
            "trump": trump,
            "piles": piles,
            "tricks": [len(piles[0]) // 2, len(piles[1]) // 2],
            "leader": 0,
            "attacker": attacker,
            "table": list(table),
            "window": False,
            "results": [None],
            "exchanges": exchanges
            if exchanges is not None
            else [
                {
                    "attacker": s,
                    "defender": 1 - s,
                    "lead": [p[0]],
                    "intercept": False,
                    "beat": None,
                    "dump": [p[1]],
                    "dump_count": 1,
                    "winner": s,
                }
                for s in (0, 1)
                for p in zip(piles[s][::2], piles[s][1::2], strict=False)
            ],
        }
    )
    return Bura.from_json(data)


def _sure_46(score: list[int] | None = None) -> Bura:
    """Seat 0 to decide on a pile of exactly 46 it saw whole (it beat all three of seat 1's leads),
    seat 1's pile empty; at match score ``score`` (0:0 by default)."""
    piles = [["AS", "TS", "AH", "TH", "KC", "6C"], []]  # 11+10+11+10+4 = 46
    ex = [
        {
            "attacker": 1,
            "defender": 0,
            "lead": [a],
            "intercept": False,
            "beat": [[a, b]],
            "dump": None,
            "dump_count": 0,
            "winner": 0,
        }
        for a, b in (("TS", "AS"), ("TH", "AH"), ("6C", "KC"))
    ]
    g = _state([["7S", "8S"], ["7H", "8H"]], piles, attacker=0, phase="decide", exchanges=ex)
    if score is not None:
        g.score = list(score)
    return g


def test_heuristic_declares_enough_when_its_exact_count_is_in_range() -> None:
    g = _sure_46()
    assert pile_points(g.piles[0]) == 46
    for level in ("heuristic", "ismcts"):
        assert _ask(level, g, 0, budget=Budget(think_ms=0, iterations=200)).type == "enough"


def test_a_sure_count_is_declared_at_every_match_score() -> None:
    # 46 exactly, the opponent at 0: «Хватит!» wins 2 wherever the match stands — also at 0:11 and
    # 11:0, where a constant «continue» margin once outweighed what a deal can change
    for score in ([0, 11], [11, 0], [10, 10], [3, 9]):
        g = _sure_46(score)
        for level in ("heuristic", "ismcts"):
            assert _ask(level, g, 0, budget=Budget(think_ms=0, iterations=50)).type == "enough", (
                score,
                level,
            )


def test_the_chance_needed_to_declare_is_about_the_same_at_every_score() -> None:
    # a 2-point «Хватит!» with chance p of being in 41..70 is worth p*W(+2) + (1-p)*W(them +2);
    # the p at which it equals «continue» stays near its 0:0 value (0.64) at every match score
    W = ai.win_probability  # noqa: N806
    for me in range(12):
        for other in range(12):
            swing = W(me + 2, other) - W(me, other + 2)
            p = (W(me, other) + ai.continue_margin(me, other) - W(me, other + 2)) / swing
            assert 0.55 < p < 0.7, (me, other, p)
    assert ai.continue_margin(0, 0) == pytest.approx(ai.CONTINUE_MARGIN)


def test_heuristic_continues_below_41() -> None:
    piles = [["AS", "TS", "6C", "7C"], []]
    ex = [
        {
            "attacker": 1,
            "defender": 0,
            "lead": [a],
            "intercept": False,
            "beat": [[a, b]],
            "dump": None,
            "dump_count": 0,
            "winner": 0,
        }
        for a, b in (("TS", "AS"), ("6C", "7C"))
    ]
    g = _state([["7S", "8S", "9S"], ["7H", "8H", "9H"]], piles, attacker=0, phase="decide", exchanges=ex)
    for level in ("heuristic", "ismcts"):
        assert _ask(level, g, 0, budget=Budget(think_ms=0, iterations=200)).type == "continue"


def test_heuristic_presses_stop_with_three_aces() -> None:
    g = _state([["AS", "AH", "AC"], ["7H", "8H", "9C"]], [[], []], attacker=0, phase="lead", exchanges=[])
    assert _ask("heuristic", g, 0) == Action("stop", 0)
    assert _ask("ismcts", g, 0, budget=Budget(think_ms=0, iterations=200)) == Action("stop", 0)


def test_heuristic_takes_a_ten_with_a_low_trump_and_dumps_junk_otherwise() -> None:
    g = _state(
        [["7C", "7S"], ["6D", "8S", "KS"]], [[], []], attacker=0, phase="defend", table=["TC"], exchanges=[]
    )
    a = _ask("heuristic", g, 1)
    assert a == Action.make("beat", 1, pairs=[("TC", "6D")])
    g2 = _state(
        [["7C", "7S"], ["6H", "8S", "KS"]], [[], []], attacker=0, phase="defend", table=["AD"], exchanges=[]
    )
    a2 = _ask("heuristic", g2, 1)
    assert a2 == Action.make("dump", 1, cards=["6H"])


def test_heuristic_does_not_feed_an_ace_to_a_likely_trump() -> None:
    g = _state([["AS", "7H", "8C"], ["6D", "7D", "8H"]], [[], []], attacker=0, phase="lead", exchanges=[])
    a = _ask("heuristic", g, 0)
    assert a.type == "lead" and "AS" not in a.cards  # type: ignore[operator]


# ----- the search's pieces ----------------------------------------------------------------------------
def test_win_probability_is_a_probability() -> None:
    for a in range(12):
        for b in range(12):
            p = ai.win_probability(a, b)
            assert 0.0 <= p <= 1.0
            assert abs(p + ai.win_probability(b, a) - 1.0) < 1e-9
            if a < 11:
                assert ai.win_probability(a + 1, b) >= p
    assert ai.win_probability(12, 3) == 1.0 and ai.win_probability(3, 12) == 0.0


def test_playout_lead_is_one_card_or_one_suit_of_the_hand() -> None:
    rng = random.Random(8)
    for _ in range(300):
        hand = rng.sample(DECK_36, rng.randint(1, 3))
        tsuit = rng.choice("SHDC")
        lead = ai.playout_lead(hand, tsuit)
        assert lead and set(lead) <= set(hand) and len({c[1] for c in lead}) == 1
        worth = ai.lead_worth(tsuit, lead)
        singles = [ai.lead_worth(tsuit, [c]) for c in hand]
        assert worth >= max(singles)  # never a worse lead than the best single card


def test_lead_worth_is_a_fixed_table() -> None:
    # the same worth whatever the order of the cards and however often asked; the trump suit matters
    assert ai.lead_worth("S", ["7C", "6C"]) == ai.lead_worth("S", ["6C", "7C"])
    assert ai.lead_worth("S", ["AS"]) > ai.lead_worth("S", ["AC"])  # nothing beats the trump ace
    assert ai.lead_worth("H", ["AS"]) == ai.lead_worth("H", ["AS"]) != ai.lead_worth("S", ["AS"])


def test_a_world_copied_from_an_earlier_one_is_the_world_built_afresh() -> None:
    """``determinize(..., like=first)`` (the search's later worlds) gives the very state that
    ``from_json`` builds and checks from the same random draws, and leaves ``first`` alone."""
    compared = 0
    for i, g in enumerate(_positions(22, 12)):
        if i % 3 or g.phase == "idle" or g.match_over:
            continue
        seat = g.attacker if g.attacker is not None else 0
        view, memory = g.view(seat), g.memory(seat)
        know = ai.Knowledge(view, memory)
        first = ai.determinize(view, memory, random.Random(i), know)
        before = first.to_json()
        for k in range(3):
            fresh = ai.determinize(view, memory, random.Random(1000 * i + k), know)
            copied = ai.determinize(view, memory, random.Random(1000 * i + k), know, first)
            assert copied.to_json() == fresh.to_json()
            assert type(copied) is type(fresh)
            compared += 1
        assert first.to_json() == before
    assert compared >= 100


def test_the_shipped_lead_table_is_the_computed_one() -> None:
    """``engines/ai/bura_leads.py`` (``scripts/bura_lead_table.py``) holds exactly what the lead rule
    works out, for every lead of every trump suit: regenerate it after changing the rule."""
    from engines.ai.bura_leads import LEAD_WORTH

    keys = ai.lead_keys()
    assert len(keys) == 516 == len(set(keys)) and sorted(LEAD_WORTH) == sorted("SHDC")
    for tsuit, worths in LEAD_WORTH.items():
        # bit for bit on Python 3.11; 3.12's compensated sum() may move the last digit
        assert list(worths) == pytest.approx([ai.computed_lead_worth(tsuit, k) for k in keys], abs=1e-9)
    assert ai.lead_worth("S", ["AS", "AC"]) == ai.computed_lead_worth("S", ("AS", "AC"))  # not a table row


def test_the_playouts_opponent_declares_on_what_it_knows() -> None:
    # nothing face down: its exact count
    assert ai.opponent_declares(41, 0) and ai.opponent_declares(70, 0)
    assert not ai.opponent_declares(40, 0) and not ai.opponent_declares(71, 0)
    # face-down cards: their expected points, with room to spare either side
    assert ai.opponent_declares(45, 2)  # about 49
    assert not ai.opponent_declares(36, 2)  # about 40: the cards it did not see might not make 41
    assert not ai.opponent_declares(38, 1)  # about 40.2, too close
    assert not ai.opponent_declares(67, 1)  # about 69.2, too close to 70
    assert not ai.opponent_declares(30, 5)  # about 41, and five unseen cards could hold much less
    assert ai.opponent_declares(40, 5)  # about 51


def test_a_seat_declaring_on_its_estimate() -> None:
    # seen points plus DUMP_MEAN a face-down card, with the caution's room either side
    assert ai.declares_on_estimate(39, 1, 0.0) and not ai.declares_on_estimate(39, 1, 0.5)
    assert ai.declares_on_estimate(70, 0, 2.0) and not ai.declares_on_estimate(69, 1, 0.0)
    assert ai.opponent_declares(45, 2) == ai.declares_on_estimate(45, 2, ai.OPP_CAUTION)


def test_the_searching_seat_may_declare_on_its_estimate_in_playouts(monkeypatch: pytest.MonkeyPatch) -> None:
    """With ``SELF_CAUTION`` set the searching seat's «Хватит!» in playouts follows what it saw (so
    some playouts end differently), and every playout still ends the deal."""
    rng = random.Random(6)
    differ = played = 0
    for i, g in enumerate(_positions(44, 6)):
        if i % 3 or g.phase == "idle":
            continue
        seat = g.attacker
        know = ai.Knowledge(g.view(seat), g.memory(seat))
        world = ai.determinize(g.view(seat), g.memory(seat), rng, know)
        mine = (know.my_pile_known, len(know.slots))
        for _ in range(4):
            seed = rng.getrandbits(32)
            monkeypatch.setattr(ai, "SELF_CAUTION", None)
            exact = ai.playout(world, random.Random(seed), seat, *know.opponent_knows(), *mine)
            monkeypatch.setattr(ai, "SELF_CAUTION", 0.0)
            estimated = ai.playout(world, random.Random(seed), seat, *know.opponent_knows(), *mine)
            assert estimated[0] + estimated[1] == pytest.approx(1.0)
            differ += estimated != exact
            played += 1
    assert played >= 50 and 0 < differ < played


def test_playouts_lead_two_low_cards_of_a_suit_together() -> None:
    """The defender must cover both or give two cards: cheaper than a single six (the cheapest-card
    rule the playouts used before)."""
    assert ai.playout_lead(["6C", "KH", "7C"], "S") == ["6C", "7C"]
    assert ai.playout_lead(["TH", "6D", "AH"], "S") == ["TH", "AH"]  # a ten and an ace need two trumps


def test_playout_leaves_the_game_alone_and_ends_the_deal() -> None:
    rng = random.Random(2)
    for i, g in enumerate(_positions(41, 5)):
        if i % 5 or g.phase == "idle":
            continue
        seat = g.attacker
        d = ai.determinize(g.view(seat), g.memory(seat), rng)
        before = d.to_json()
        r = ai.playout(d, rng)
        assert d.to_json() == before
        assert len(r) == 2 and abs(sum(r) - 1.0) < 1e-9


def _plain_playout(
    game: Any, rng: random.Random, seat: int | None = None, opp_seen: int = 0, opp_hidden: int = 0
) -> list[float]:
    """The playout as first written, with the shared greedy pieces: the reference the fast one
    (:func:`engines.ai.bura.playout`) must follow choice for choice."""
    g = game
    if g.match_over or g.phase == "idle":
        return ai.deal_rewards(game)
    tsuit = g.trump[1]
    kv = ai.keep_values(tsuit)
    hands = [g.hands[0][:], g.hands[1][:]]
    stock = g.stock[:]
    piles = [ai.pts(g.piles[0]), ai.pts(g.piles[1])]
    tricks = list(g.tricks)
    att, table, phase = g.attacker, g.table[:], g.phase
    opp = None if seat is None else 1 - seat
    # what the opponent knows of its pile: opp_seen points, opp_hidden face-down cards
    for e in g.exchanges:
        if e["winner"] == opp and e["dump"] is None:
            opp_seen += ai.pts(e["lead"]) + ai.pts([p[1] for p in e["beat"]])
        elif e["winner"] == opp:
            opp_seen += ai.pts(e["lead"])
            opp_hidden += len(e["dump"])
    if phase == "claim":
        table, hands[att] = hands[att], []
        phase = "defend"
    while True:
        if phase == "lead":
            hand = hands[att]
            if rng.random() < ai.PLAYOUT_NOISE:
                table = [hand[rng.randrange(len(hand))]]
            else:
                table = ai.playout_lead(hand, tsuit)
            for c in table:
                hands[att].remove(c)
            phase = "defend"
        if phase == "defend":
            d = 1 - att
            if rng.random() < ai.PLAYOUT_NOISE:
                beat, given = False, tuple(rng.sample(hands[d], len(table)))
            else:
                _v, beat, given = ai.best_defence(hands[d], table, tsuit, kv)
            for c in given:
                hands[d].remove(c)
            w = d if beat else att
            piles[w] += ai.pts(table) + ai.pts(given)
            tricks[w] += 1
            if w == opp:
                opp_seen += ai.pts(table) + (ai.pts(given) if beat else 0)
                opp_hidden += 0 if beat else len(given)
            att, table, phase = w, [], "decide"
        declares = ai.opponent_declares(opp_seen, opp_hidden) if att == opp else 41 <= piles[att] <= 70
        if declares and 41 <= piles[att] <= 70:
            o = piles[1 - att]
            award = (att, 2 if o < 41 else 4 if o <= 70 else 6)
            break
        if declares:  # the opponent declared outside 41..70
            award = (1 - att, 2)
            break
        if not stock and not hands[0] and not hands[1]:
            if piles[0] == piles[1]:
                award = (None, 0)
            else:
                w = 0 if piles[0] > piles[1] else 1
                award = (w, 6 if tricks[1 - w] == 0 else 1)
            break
        turn = att
        while stock and (len(hands[0]) < 3 or len(hands[1]) < 3):
            if len(hands[turn]) < 3:
                hands[turn].append(stock.pop(0))
            turn = 1 - turn
        phase = "lead"
    return ai.award_rewards(g.score, award[0], award[1])


def test_fast_playout_follows_the_plain_one() -> None:
    """Same worlds, same root actions, same random draws: the same deal result, over many positions
    (leads of one to three cards, defences, claims, decide points)."""
    rng = random.Random(5)
    compared = knowing = 0
    for i, g in enumerate(_positions(43, 6)):
        if i % 3 or g.phase == "idle":
            continue
        seat = g.attacker
        know = ai.Knowledge(g.view(seat), g.memory(seat))
        world = ai.determinize(g.view(seat), g.memory(seat), rng, know)
        opp_known = know.opponent_knows()
        movers = [s for s in (0, 1) if world.legal_actions(s)]
        for s in movers:
            for a in world.legal_actions(s)[:6]:
                w = world.clone()
                w.apply(a)
                seed = rng.getrandbits(32)
                assert ai.playout(w, random.Random(seed)) == _plain_playout(w, random.Random(seed))
                fast = ai.playout(w, random.Random(seed), seat, *opp_known)
                assert fast == _plain_playout(w, random.Random(seed), seat, *opp_known)
                compared += 1
                knowing += fast != ai.playout(w, random.Random(seed))
    assert compared > 500
    assert knowing > 20  # the opponent's «Хватит!» on what it knows changes some deals


def test_search_stops_on_the_clock() -> None:
    now = [0.0]

    def clock() -> float:
        now[0] += 0.01  # every look at the clock costs 10 ms
        return now[0]

    g = _state([["6S", "7C", "8C"], ["6H", "7H", "9S"]], [[], []], attacker=0, phase="lead", exchanges=[])
    legal = [a for a in g.legal_actions(0) if a.type != "surrender"]
    a, means, n = ai.search(
        g.view(0), g.memory(0), legal, random.Random(1), Budget(think_ms=100, clock=clock)
    )
    assert a in legal and len(means) == len(legal)
    assert 1 <= n <= 11


def test_award_rewards_keep_bigger_awards_apart() -> None:
    # the search compares mean rewards: a 6 must beat a 4 and a 4 a 2 wherever the match-win
    # chance says so (a clip to [0, 1] once made 4 and 6 equal at 0:0 and 2 close to 6 at 6:6)
    for score in ([0, 0], [6, 6], [3, 5]):
        mine = [ai.award_rewards(score, 0, k)[0] for k in (2, 4, 6)]
        theirs = [ai.award_rewards(score, 1, k)[0] for k in (2, 4, 6)]
        assert mine[0] < mine[1] < mine[2]
        assert theirs[0] > theirs[1] > theirs[2]
        for k in (2, 4, 6):
            r = ai.award_rewards(score, 0, k)
            assert r[0] + r[1] == pytest.approx(1.0)
    assert ai.award_rewards([6, 6], 0, 6)[0] - ai.award_rewards([6, 6], 0, 2)[0] == pytest.approx(
        ai.REWARD_SCALE * (1.0 - ai.win_probability(8, 6))
    )


def test_search_scores_every_action_in_the_same_worlds() -> None:
    # a sure «Хватит!» (46 exactly, opponent 0) against continuing: every world agrees
    g = _sure_46()
    acts = [Action("enough", 0), Action("continue", 0)]
    a, means, n = ai.search(g.view(0), g.memory(0), acts, random.Random(4), Budget(think_ms=0, iterations=30))
    assert a == Action("enough", 0) and n == 30
    assert means[0] == pytest.approx(ai.award_rewards([0, 0], 0, 2)[0])


def test_search_races_clearly_worse_actions_out(monkeypatch: pytest.MonkeyPatch) -> None:
    # a playout that rewards only the ace lead: the other leads trail it in every world and stop
    # being scored after the first racing check; the ace is scored in every world and chosen
    g = _state([["6S", "7C", "AC"], ["6H", "7H", "9S"]], [[], []], attacker=0, phase="lead", exchanges=[])
    acts = [a for a in g.legal_actions(0) if a.type != "surrender"]
    assert len(acts) > 3
    scored: dict[tuple[str, ...], int] = {}

    def fake_playout(game: Any, rng: random.Random, *_knowledge: int) -> list[float]:
        key = tuple(game.table)
        scored[key] = scored.get(key, 0) + 1
        r = 0.9 if key == ("AC",) else 0.2 + 0.1 * rng.random()
        return [r, 1.0 - r]

    monkeypatch.setattr(ai, "playout", fake_playout)
    a, means, n = ai.search(
        g.view(0), g.memory(0), acts, random.Random(3), Budget(think_ms=0, iterations=200)
    )
    assert a == Action.make("lead", 0, cards=["AC"]) and n == 200
    assert scored.pop(("AC",)) == 200
    assert scored and all(c == ai.RACE_EVERY for c in scored.values()), scored
    assert means[acts.index(a)] == pytest.approx(0.9)


def test_search_tells_the_playouts_what_the_opponent_knows(monkeypatch: pytest.MonkeyPatch) -> None:
    # seat 1 led the KC and seat 0 dumped the AH onto it face down: seat 1 knows 4 points and one
    # face-down card of its 15-point pile
    g = _state([["6S", "7C", "8C"], ["6H", "7H", "9S"]], [[], ["KC", "AH"]], attacker=0, phase="lead")
    know = ai.Knowledge(g.view(0), g.memory(0))
    assert know.opp_face_down == ["AH"] and ai.pts(know.opp_pile) == 15 and know.opponent_knows() == (4, 1)
    asked: set[tuple[int, ...]] = set()

    def fake_playout(game: Any, rng: random.Random, *knowledge: int) -> list[float]:
        asked.add(knowledge)
        return [0.5, 0.5]

    monkeypatch.setattr(ai, "playout", fake_playout)
    acts = [a for a in g.legal_actions(0) if a.type != "surrender"]
    ai.search(g.view(0), g.memory(0), acts, random.Random(1), Budget(think_ms=0, iterations=5))
    assert asked == {(0, 4, 1, 0, 0)}  # and its own pile: nothing seen, nothing face down


def test_search_may_average_several_playouts_a_world(monkeypatch: pytest.MonkeyPatch) -> None:
    # PLAYOUTS_PER_WORLD (measured, not switched on): each action is played out that many times a
    # world, with seeds shared by the actions
    g = _state([["6S", "7C", "8C"], ["6H", "7H", "9S"]], [[], []], attacker=0, phase="lead", exchanges=[])
    seeds: dict[int, list[int]] = {}

    def fake_playout(game: Any, rng: random.Random, *_knowledge: int) -> list[float]:
        key = rng.getrandbits(32)
        seeds[key] = seeds.get(key, []) + [1]
        return [0.5, 0.5]

    monkeypatch.setattr(ai, "playout", fake_playout)
    monkeypatch.setattr(ai, "PLAYOUTS_PER_WORLD", 3)
    acts = [a for a in g.legal_actions(0) if a.type != "surrender"]
    n = ai.search(g.view(0), g.memory(0), acts, random.Random(2), Budget(think_ms=0, iterations=4))[2]
    assert n == 4 and len(seeds) == 3 * n  # three seeds a world
    assert all(len(v) == len(acts) for v in seeds.values())  # each shared by every action


def test_search_keeps_the_favourite_within_the_bonus(monkeypatch: pytest.MonkeyPatch) -> None:
    # a worse action wins only as the favourite with a bonus bigger than its gap to the best mean
    g = _state([["6S", "7C", "AC"], ["6H", "7H", "9S"]], [[], []], attacker=0, phase="lead", exchanges=[])
    acts = [a for a in g.legal_actions(0) if a.type != "surrender"]
    budget = Budget(think_ms=0, iterations=40)

    def ask(fav: int) -> tuple[Action, list[float]]:
        a, means, _n = ai.search(g.view(0), g.memory(0), acts, random.Random(4), budget, favourite=fav)
        return a, means

    monkeypatch.setattr(ai, "HEURISTIC_BONUS", 0.0)
    _a, means = ask(0)
    best = max(range(len(acts)), key=lambda i: (means[i], -i))
    worst = min(range(len(acts)), key=lambda i: means[i])
    gap = means[best] - means[worst]
    assert gap > 0
    assert ask(worst)[0] == acts[best]
    monkeypatch.setattr(ai, "HEURISTIC_BONUS", gap + 0.01)
    assert ask(worst)[0] == acts[worst]
    assert ask(best)[0] == acts[best]


def test_next_mover_prefers_the_attacker() -> None:
    g = _state([["6S", "7C", "8C"], ["6H", "7H", "8H"]], [[], []], attacker=0, phase="lead", exchanges=[])
    assert g.to_act() == [0, 1]
    assert ai.next_mover(g, [0, 1]) == 0


# ----- weighing worlds by the opponent's choices (INFER_EPS: measured, not switched on) ------------
def _after_a_dump_on_a_ten() -> Bura:
    """Seat 0 led the TS; seat 1, holding the 6D (a trump: the greedy rule beats with it), dumped
    the 7H face down; both drew one card (seat 1 the 6C) and seat 0 leads."""
    g = Bura.new(2, first=0)
    hands = [["TS", "7C", "8C"], ["6D", "7H", "8H"]]
    used = {*hands[0], *hands[1], "9D", "KC", "6C"}
    g.deal_from_layout({"hands": hands, "stock": ["KC", "6C", *(c for c in DECK_36 if c not in used), "9D"]})
    g.apply(Action.make("lead", 0, cards=["TS"]))
    g.apply(Action.make("dump", 1, cards=["7H"]))
    g.apply(Action("continue", 0))
    assert g.phase == "lead" and g.hands[1] == ["6D", "8H", "6C"]
    return g


def test_a_world_where_the_opponent_would_have_beaten_weighs_less() -> None:
    g = _after_a_dump_on_a_ten()
    know = ai.Knowledge(g.view(0), g.memory(0))
    h = ai.OpponentHistory(g.view(0), g.memory(0), know, 0.3)
    assert h.steps == [(1, False, "dump", ("TS",), (), (0,))]  # it drew one card since
    # no trump in any hand it may have held: the dump is the rule's own choice
    assert h.weight(["7S", "8H", "6C"], ["7H"]) == pytest.approx(0.7)
    # with the 6D now, it held it at the dump unless it drew it (one chance in three): the rule
    # would have beaten with it, so the dump was one of the ε-chance choices (3 dumps of 3
    # alternatives to the beat)
    assert h.weight(["6D", "8H", "7S"], ["7H"]) == pytest.approx((0.7 + 0.3 + 0.3) / 3)
    # and nothing the seat may not know is read: the true hand does not change the history
    other = ai.OpponentHistory(g.view(0), g.memory(0), ai.Knowledge(g.view(0), g.memory(0)), 0.3)
    assert other.steps == h.steps


def test_a_lead_since_the_last_draw_is_weighed_on_the_exact_hand() -> None:
    # seat 1 leads the deal's first card, the 7C, from 7C, 8C, KH (it could have led the clubs
    # together too): with no draw since, its hand then is exactly its hand now plus the lead
    g = Bura.new(2, first=1)
    hands = [["6S", "7S", "8S"], ["7C", "8C", "KH"]]
    used = {*hands[0], *hands[1], "9D"}
    g.deal_from_layout({"hands": hands, "stock": [*(c for c in DECK_36 if c not in used), "9D"]})
    g.apply(Action.make("lead", 1, cards=["7C"]))
    know = ai.Knowledge(g.view(0), g.memory(0))
    h = ai.OpponentHistory(g.view(0), g.memory(0), know, 0.3)
    assert h.steps == [(0, False, "lead", ("7C",), ("7C",), ())]
    n = ai.lead_count(["7C", "8C", "KH"])
    assert n == 4  # 7C, 8C, KH, 7C+8C
    # the rule leads both clubs from that hand: the single 7C is one of the other three leads
    assert ai.playout_lead(["7C", "8C", "KH"], "D") == ["7C", "8C"]
    assert h.weight(["8C", "KH"], []) == pytest.approx(0.3 / (n - 1))
    # from 7C, AH, KS the rule leads the 7C alone: its own choice
    assert ai.playout_lead(["7C", "AH", "KS"], "D") == ["7C"]
    assert h.weight(["AH", "KS"], []) == pytest.approx(0.7)


def test_an_interception_turns_the_weighing_off() -> None:
    g = _after_a_dump_on_a_ten()
    memory = g.memory(0)
    memory["exchanges"][0]["intercept"] = True
    assert ai.OpponentHistory(g.view(0), memory, ai.Knowledge(g.view(0), g.memory(0)), 0.3).steps == []


def test_search_means_are_weighted_by_the_worlds(monkeypatch: pytest.MonkeyPatch) -> None:
    # worlds in which the opponent holds the 6D weigh 3, the others 1; the playout pays 1 in the
    # former: every action's mean is the weighted share of those worlds
    g = _after_a_dump_on_a_ten()
    seen: list[bool] = []

    def fake_weight(self: Any, opp_hand: list[str], dumps: list[str]) -> float:
        seen.append("6D" in opp_hand)
        return 3.0 if seen[-1] else 1.0

    def fake_playout(game: Any, rng: random.Random, *_knowledge: int) -> list[float]:
        r = 1.0 if seen[-1] else 0.0
        return [r, 1.0 - r]

    monkeypatch.setattr(ai.OpponentHistory, "weight", fake_weight)
    monkeypatch.setattr(ai, "playout", fake_playout)
    monkeypatch.setattr(ai, "INFER_EPS", 0.3)
    acts = [a for a in g.legal_actions(0) if a.type != "surrender"]
    budget = Budget(think_ms=0, iterations=40)
    _a, means, n = ai.search(g.view(0), g.memory(0), acts, random.Random(2), budget)
    hit = sum(seen)
    assert n == 40 and 0 < hit < 40
    assert means[0] == pytest.approx(3 * hit / (3 * hit + (40 - hit)))


@pytest.mark.parametrize("resample", [1, 4])
def test_weighing_reads_no_hidden_card(monkeypatch: pytest.MonkeyPatch, resample: int) -> None:
    # the information boundary again, with the weighing on (of the worlds played out, or of the
    # worlds drawn to pick one from)
    monkeypatch.setattr(ai, "INFER_EPS", 0.3)
    monkeypatch.setattr(ai, "INFER_RESAMPLE", resample)
    _same_decisions_whatever_is_hidden(["ismcts"], seed=7, games=40, enough=60)


# ----- the opponent's hand drawn from its greedy defence at its latest dump (INFER_HAND) -----
def test_the_cards_kept_at_the_latest_dump_stay_in_the_opponents_hand(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # after the dump the opponent drew one card: its hand then was two of its cards now plus the
    # dump, and with INFER_HAND that hand's greedy defence dumps exactly the dumped card
    g = _after_a_dump_on_a_ten()
    monkeypatch.setattr(ai, "DUMP_TRIES", 1000)
    know = ai.Knowledge(g.view(0), g.memory(0))
    assert know.last_dump == (0, ["TS"], 1)
    know.infer_hand = True
    rng = random.Random(5)
    kv = ai.keep_values("D")
    give = ai._playout_tables("D")[2]
    for _ in range(200):
        hand, stock, dumps = know.sample(rng)
        assert len(hand) == 3 and len(dumps) == 1 and len(stock) == len(g.stock) - 1
        assert not {*hand, *stock, *dumps} & {*g.hands[0], "TS", "9D"}
        then = [[*(c for c in hand if c != x), dumps[0]] for x in hand]  # which card it drew: unknown
        assert any(
            not ai.best_defence(h, ["TS"], "D", kv)[1] and give[dumps[0]] == min(give[c] for c in h)
            for h in then
        )
    # not after a beat, nor once the opponent has played again
    g.apply(Action.make("lead", 0, cards=["7C"]))
    assert ai.Knowledge(g.view(0), g.memory(0)).last_dump is None


def test_the_hand_drawn_at_the_latest_dump_reads_no_hidden_card(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(ai, "INFER_HAND", True)
    _same_decisions_whatever_is_hidden(["ismcts"], seed=7, games=40, enough=60)
