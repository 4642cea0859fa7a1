"""Bura players compared by duplicate single deals: a low-noise yardstick for changes to a player.

Each seed gives one deck; the deal is played twice, once with the first player
in seat 0 and once in seat 1 (the deck, the first-move draw and each seat's rng stay the same), so
most of the cards' luck cancels. By default every deal starts at 0:0; with ``--scores random`` each
deck starts from a match score drawn for it (each side 0..11, the same for the first player in both
seatings), so that play which weighs the match score shows without whole matches. Reported: the first
player's mean match points per deal minus the second's with its standard error (over decks: the two
seatings of a deck form one sample), its mean change of the match-win chance (:func:`win_probability`
from the deal's starting score) with its standard error, and its share of deals won.

    .venv/bin/python benchmarks/bura_deals.py --players ismcts,heuristic --seeds 300 --iterations 150
    .venv/bin/python benchmarks/bura_deals.py --players ismcts,heuristic --seeds 1000 --scores random \
        --per-deck before.jsonl   # then, after a change: --against before.jsonl
    .venv/bin/python benchmarks/bura_deals.py --players heuristic,heuristic --seeds 1500 --oracle

``--iterations`` fixes the search's worlds per decision (results do not depend on the machine's
load); ``--think-ms`` gives it a time budget instead (to compare changes in speed). ``--oracle``
makes the first player declare «Хватит!» on its true pile (read from the state: a measuring device,
not a player) to show what exact counting would be worth.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.stats import mean_se  # noqa: E402
from engines.ai import Budget, Player, get_player  # noqa: E402
from engines.ai import bura as ai  # noqa: E402
from engines.ai.turns import advance  # noqa: E402
from engines.bura import Bura  # noqa: E402
from engines.bura.rules import pile_points  # noqa: E402


def play_deal(
    seed: int, players: list[Player], budget: Budget, oracle_seat: int | None, score: tuple[int, int] = (0, 0)
) -> tuple[list[int], dict]:
    """(match points each seat got, the award) from one deal of the deck ``seed``, played from
    match score ``score`` (seat 0's, seat 1's); a surrender counts as the 12 points of a match."""
    g = Bura.new(2)
    g.score = list(score)
    deal_rng = random.Random(seed)
    rngs = [random.Random(seed * 7 + 1), random.Random(seed * 7 + 2)]
    while not (g.results and g.results[-1] is not None):
        seat = advance(g, deal_rng)
        if seat is None:
            break
        if len(g.results) == 1 and g.results[0] is None and any(score):
            # the deal is running: earlier deals that add up to the starting score, as the state's
            # checks (and a sampled world's ``from_json``) want the score to be the deals' awards
            g.results[:0] = [
                {"over": True, "award": {"seat": s, "points": p, "reason": "enough"},
                 "pile_points": [0, 0], "tricks": [0, 0]}
                for s, p in enumerate(score) if p
            ]
        legal = g.legal_actions(seat)
        if len(legal) == 1:
            g.apply(legal[0])
            continue
        if seat == oracle_seat and g.phase == "decide" and not any(a.type == "stop" for a in legal):
            want = "enough" if 41 <= pile_points(g.piles[seat]) <= 70 else "continue"
            g.apply(next(a for a in legal if a.type == want))
            continue
        g.apply(players[seat](g.view(seat), g.memory(seat), legal, rngs[seat], budget))
    award = (g.results[-1] or {}).get("award") or {}
    points = [0, 0]
    if award.get("seat") is not None:  # a surrender gives the match: count it as the points to win one
        points[award["seat"]] = ai.TARGET if award.get("reason") == "surrender" else award["points"]
    return points, award


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--players", default="ismcts,heuristic")
    p.add_argument("--seeds", type=int, default=300)
    p.add_argument("--start", type=int, default=1000, help="first deck seed")
    p.add_argument("--iterations", type=int, default=150)
    p.add_argument("--think-ms", type=float, default=None,
                   help="think this long per decision (wall clock) instead of a fixed number of worlds")
    p.add_argument("--oracle", action="store_true")
    p.add_argument("--per-deck", type=Path, default=None,
                   help="write each deck's seed, points difference and change of the win chance (JSON lines)")
    p.add_argument("--against", type=Path, default=None,
                   help="a --per-deck file of another run: also report the paired difference on the decks "
                        "both played")
    p.add_argument("--scores", choices=("zero", "random"), default="zero",
                   help="the match score each deal starts from: 0:0, or drawn per deck (each side 0..11)")
    p.add_argument("--self-caution", type=float, default=None,
                   help="the search's playouts: its own «Хватит!» on its seen points plus an estimate of "
                        "the face-down ones, this many standard deviations inside 41..70 "
                        "(engines.ai.bura.SELF_CAUTION; default: on its true pile)")
    p.add_argument("--playouts-per-world", type=int, default=1,
                   help="playouts per sampled world and action, each with its own seed shared by the "
                        "actions (engines.ai.bura.PLAYOUTS_PER_WORLD)")
    p.add_argument("--search-decide", action="store_true",
                   help="the search weighs «Хватит!» against continuing with its playouts instead of "
                        "taking the heuristic's rule (engines.ai.bura.DECIDE_BY_RULE off)")
    p.add_argument("--infer-eps", type=float, default=None,
                   help="weigh each sampled world by the chance of the opponent's choices this deal in it: "
                        "1 - eps for the greedy rule's choice (engines.ai.bura.INFER_EPS; default: off)")
    p.add_argument("--infer-draws", type=int, default=2,
                   help="how many of the opponent's draws that weighing goes back over "
                        "(engines.ai.bura.INFER_DRAWS)")
    p.add_argument("--infer-lead-eps", type=float, default=None,
                   help="that weighing's eps for the opponent's leads (engines.ai.bura.INFER_LEAD_EPS; "
                        "default: --infer-eps)")
    p.add_argument("--infer-resample", type=int, default=1,
                   help="that weighing by drawing this many worlds and playing out one, picked by weight "
                        "(engines.ai.bura.INFER_RESAMPLE)")
    p.add_argument("--infer-hand", action=argparse.BooleanOptionalAction, default=None,
                   help="after the opponent dumped on the search's latest lead: its hand then drawn so that "
                        "the greedy defence dumps, the cards it kept left in its hand "
                        "(engines.ai.bura.INFER_HAND; default: the module's, on)")
    p.add_argument("--heuristic-bonus", type=float, default=None,
                   help="engines.ai.bura.HEURISTIC_BONUS (default: the module's)")
    args = p.parse_args(argv)
    if args.infer_hand is not None:
        ai.INFER_HAND = args.infer_hand
    if args.heuristic_bonus is not None:
        ai.HEURISTIC_BONUS = args.heuristic_bonus
    ai.INFER_RESAMPLE = args.infer_resample
    ai.INFER_LEAD_EPS = args.infer_lead_eps
    ai.INFER_EPS = args.infer_eps
    ai.INFER_DRAWS = args.infer_draws
    ai.DECIDE_BY_RULE = not args.search_decide
    ai.SELF_CAUTION = args.self_caution
    ai.PLAYOUTS_PER_WORLD = args.playouts_per_world
    names = [x.strip() for x in args.players.split(",")]
    if len(names) != 2:
        p.error("--players needs two levels")
    first, second = (get_player(n, "bura") for n in names)
    if args.think_ms is not None:  # results then depend on the machine and its load
        budget = Budget(think_ms=args.think_ms, clock=time.monotonic)
    else:
        budget = Budget(iterations=args.iterations)  # no clock: the iteration cap alone
    won = 0
    # per deck, over both seatings: the first player's points minus the second's, and its change of
    # the match-win chance
    rows: dict[int, dict] = {}
    t0 = time.perf_counter()
    for seed in range(args.start, args.start + args.seeds):
        pair = chance = 0.0
        mine, theirs = (0, 0) if args.scores == "zero" else divmod(random.Random(seed).randrange(144), 12)
        for me in (0, 1):
            players = [first, second] if me == 0 else [second, first]
            start = (mine, theirs) if me == 0 else (theirs, mine)
            pts, _award = play_deal(seed, players, budget, me if args.oracle else None, start)
            pair += pts[me] - pts[1 - me]
            after = ai.win_probability(mine + pts[me], theirs + pts[1 - me])
            chance += after - ai.win_probability(mine, theirs)
            won += pts[me] > pts[1 - me]
        rows[seed] = {"seed": seed, "points": pair / 2, "chance": chance / 2}
    if args.per_deck is not None:
        args.per_deck.write_text("".join(json.dumps(r) + "\n" for r in rows.values()))
    deals = 2 * len(rows)
    mean, se = mean_se([r["points"] for r in rows.values()])
    cmean, cse = mean_se([r["chance"] for r in rows.values()])
    paired = None
    if args.against is not None:  # the same decks: most of the deal's luck cancels between the runs
        other = {d["seed"]: d for d in map(json.loads, args.against.read_text().splitlines())}
        common = sorted(set(rows) & set(other))
        if common:
            dp, dps = mean_se([rows[s]["points"] - other[s]["points"] for s in common])
            dc, dcs = mean_se([rows[s]["chance"] - other[s]["chance"] for s in common])
            paired = {"decks": len(common), "points": round(dp, 4), "points_error": round(dps, 4),
                      "win_chance": round(dc, 5), "win_chance_error": round(dcs, 5)}
    print(json.dumps({
        "players": names, "oracle": args.oracle,
        "iterations": None if args.think_ms is not None else args.iterations,
        "think_ms": args.think_ms, "deals": deals,
        "points_per_deal": round(mean, 3), "standard_error": round(se, 3),
        "scores": args.scores, "win_chance_per_deal": round(cmean, 4), "win_chance_error": round(cse, 4),
        "deals_won": round(won / deals, 3), "seconds": round(time.perf_counter() - t0, 1),
        **({"paired": paired} if args.against is not None else {}),
    }))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
