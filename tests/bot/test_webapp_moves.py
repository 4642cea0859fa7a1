"""A record's moves replayed in the browser (issue 46; bot/web/static/moves.js, the deck-check page's
«Moves» step) agree with the reference engines action by action: whole records of every Durak
variant, Bura matches (rule-based players, players who press anything but «Сдаться», both «Стоп!»
claims) and Scopa 1×1 and 2×2 matches replay as allowed, and at every position of them each
candidate action — every legal action of the moment (the clock's too) and perturbed ones (another
card, seat, target, capture, cover or lead) — is refused by the page exactly when the engine
refuses it, as the deal's first refused move. Run with Node.js (the page's own scripts, no
browser; skipped without node, failing in CI)."""

from __future__ import annotations

import json
import os
import random
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

from engines.protocol import BadRecord, Game, IllegalAction
from engines.records import load_record, play, start_deal
from engines.registry import game_class
from tests.engines.test_replay import selfplay_record

STATIC = Path(__file__).resolve().parents[2] / "bot" / "web" / "static"

#: loads fair.js and moves.js as the page does; answers every record's moves steps, then, per
#: probe [record, deal, i, candidates], each candidate's: the moves step of that deal in the record
#: cut after it, the deal's actions before action i followed by the candidate
NODE = """
const fs = require("fs"), vm = require("vm");
for (const f of ["fair.js", "moves.js"]) {
  vm.runInThisContext(fs.readFileSync(process.argv[1] + "/" + f, "utf8"));
}
const { records, probes, extended } = JSON.parse(fs.readFileSync(0, "utf8"));
const steps = (r) => r.deals.map((_, d) => KozyrFair.movesStep(r, d));
const tried = probes.map(([k, d, i, candidates]) => candidates.map((c) => {
  const r = Object.assign({}, records[k], { deals: records[k].deals.slice(0, d + 1) });
  r.deals[d] = Object.assign({}, r.deals[d], { actions: r.deals[d].actions.slice(0, i).concat([c]) });
  return KozyrFair.movesStep(r, d);
}));
process.stdout.write(JSON.stringify({ whole: records.map(steps), tried, extended: extended.map(steps) }));
"""

VARIANTS: list[tuple[str, int, dict[str, Any]]] = [
    ("durak", 2, {}),
    ("durak", 3, {"mode": "perevodnoy"}),
    ("durak", 4, {"throw_in": "after_cover"}),
    ("durak", 5, {"throw_in_after_take": False, "mode": "perevodnoy"}),
    ("durak", 6, {}),
    ("durak", 4, {"teams": "2x2", "mode": "perevodnoy"}),
    ("durak", 6, {"teams": "3x2"}),
    ("durak", 6, {"teams": "2x3", "throw_in": "after_cover"}),
    ("bura", 2, {}),
    ("scopa", 2, {}),
    ("scopa", 4, {}),
]


def wandering_bura(seed: int) -> dict[str, Any]:
    """A Bura match whose players press anything legal but surrender, «Хватит!» seldom, and the clock
    now and then: deals that reach the empty stock, triples, claims and windows closing at any time."""
    rng = random.Random(seed)
    cls = game_class("bura")
    first = rng.randrange(2)
    game = cls.new(2, {}, first=first, dealer=first)
    record: dict[str, Any] = {"game": "bura", "seats": 2, "options": {}, "first": first, "dealer": first,
                              "deals": []}  # fmt: skip
    for _ in range(5000):
        if game.is_over():
            break
        if game.needs_deal():
            deck = list(cls.deck)
            rng.shuffle(deck)
            game.deal_from_deck(deck)
            record["deals"].append({"deck": deck, "actions": []})
            continue
        moves = [a for s in (0, 1) for a in game.legal_actions(s)
                 if a.type != "surrender" and (a.type != "enough" or rng.random() < 0.05)]  # fmt: skip
        clock = list(game.clock_actions())
        action = rng.choice(clock) if clock and (not moves or rng.random() < 0.3) else rng.choice(moves)
        game.apply(action)
        record["deals"][-1]["actions"].append(action.to_json())
    return json.loads(json.dumps(record))


def claims() -> dict[str, Any]:
    """Bura deals stated as layouts in which both hold a triple: the defender's «Стоп!» becomes a
    claim, answered by the attacker's own in deal 1 and left to the clock in deal 2 (led by seat 1,
    who got deal 1's points: seat 0 said «Хватит!» with nothing in its pile)."""
    hands = [["6H", "7H", "8H"], ["6C", "7C", "8C"]]
    stock = [c for c in game_class("bura").deck if c not in hands[0] + hands[1]]
    layout = {"hands": hands, "stock": stock}
    first = [
        {"seat": 1, "type": "stop"},
        {"seat": 0, "type": "stop"},
        {"seat": 1, "type": "dump", "cards": hands[1]},
        {"seat": 0, "type": "enough"},
    ]
    second = [
        {"seat": 0, "type": "stop"},
        {"type": "claim_timeout"},
        {"seat": 1, "type": "dump", "cards": hands[1]},
        {"seat": 0, "type": "continue"},
    ]
    deals = [{"layout": layout, "actions": first}, {"layout": layout, "actions": second}]
    return {"game": "bura", "seats": 2, "options": {}, "first": 0, "dealer": 0, "deals": deals}


def run_node(data: dict[str, Any]) -> dict[str, Any]:
    node = shutil.which("node") or shutil.which("nodejs")
    if node is None:
        if os.environ.get("CI"):
            pytest.fail("node must be installed in CI")
        pytest.skip("no node")
    done = subprocess.run([node, "-e", NODE, str(STATIC)], input=json.dumps(data), capture_output=True,
                          text=True, check=True, timeout=300)  # fmt: skip
    out: dict[str, Any] = json.loads(done.stdout)
    return out


def candidates(game: Game, rng: random.Random, deck: list[str]) -> list[dict[str, Any]]:
    """Actions to try at this moment: every legal one, and perturbations of them."""
    legal = [a.to_json() for s in range(game.seats) for a in game.legal_actions(s)]
    out = list(legal)
    for a in rng.sample(legal, min(3, len(legal))):
        b = dict(a)
        b["seat"] = rng.randrange(game.seats)
        out.append(b)
        if "card" in a:
            out.append({**a, "card": rng.choice(deck)})
        if "target" in a:
            out.append({**a, "target": rng.choice(deck)})
        if a.get("type") == "play":
            table = list(game.view(None)["table"])
            out.append({**a, "capture": rng.sample(table, rng.randrange(len(table) + 1))})
        if a.get("type") in ("attack", "defend"):
            out.append({**a, "type": rng.choice(["attack", "transfer"]), "target": None})
    name = game.view(None)["game"]
    if name == "durak":
        out += [{"seat": rng.randrange(game.seats), "type": kind} for kind in ("take", "pass")]
    if name == "bura":
        legal += [a.to_json() for a in game.clock_actions()]  # type: ignore[attr-defined]
        out += [a.to_json() for a in game.clock_actions()]  # type: ignore[attr-defined]
        out += [{"type": kind} for kind in ("window_close", "claim_timeout")]
        seat = rng.randrange(2)
        hand = list(game.view(seat)["hand"] or [])
        out += [{"seat": seat, "type": kind} for kind in ("stop", "enough", "continue", "surrender")]
        for kind in ("lead", "dump"):
            out.append(
                {"seat": seat, "type": kind, "cards": rng.sample(hand, rng.randrange(1, len(hand) + 1))}
                if hand
                else {"seat": seat, "type": kind, "cards": [rng.choice(deck)]}
            )
        for a in legal:
            if a.get("type") == "beat":
                pairs = [list(q) for q in a["pairs"]]
                pairs[rng.randrange(len(pairs))][1] = rng.choice(deck)
                out.append({**a, "pairs": pairs})
                break
    return [{k: v for k, v in a.items() if v is not None} for a in out]


def allowed(game: Game, action: dict[str, Any]) -> bool:
    g = game.clone()
    try:
        g.apply(type(game).parse_action(action))
    except (IllegalAction, BadRecord):
        return False
    return True


@pytest.mark.slow
def test_the_pages_moves_agree_with_the_engines_on_legal_and_illegal_actions() -> None:
    rng = random.Random(46)
    records: list[dict[str, Any]] = []
    probes: list[tuple[int, int, int, list[dict[str, Any]]]] = []
    allows: list[list[bool]] = []  # per probe, whether the engine allows each candidate
    matches = [claims()]
    for name, seats, options in VARIANTS:
        for seed in range(3 if name == "bura" else 2):
            # random Bura players surrender within a few moves: the rule-based ones play matches,
            # and wandering ones reach what those seldom do
            if name == "bura" and seed:
                matches.append(wandering_bura(seed))
            else:
                level = "heuristic" if name == "bura" else "random"
                matches.append(selfplay_record(name, seats, options, 100 * seed + seats, level=level))
    for record in matches:
        name = record["game"]
        records.append(record)
        rec = load_record(record)
        game = rec.new_game()
        deck = list(game_class(name).deck)
        for d, entry in enumerate(rec.deals):
            start_deal(game, entry, rec)
            for i, action in enumerate(entry.actions):
                tried = candidates(game, rng, deck)
                probes.append((len(records) - 1, d, i, tried))
                allows.append([allowed(game, c) for c in tried])
                game.apply(action)
    # more whole matches, not probed: how a match ends (the score at the target) needs many
    more = [selfplay_record("scopa", 2 + 2 * (k % 2), {"target": (11, 16, 21)[k % 3]}, k, level="random")
            for k in range(60)] + [wandering_bura(1000 + k) for k in range(20)]  # fmt: skip
    records += more
    # a finished Bura or Scopa match with one more deal (its last one again) listed after its end
    extended = [{**r, "deals": [*r["deals"], r["deals"][-1]]} for r in records
                if r["game"] != "durak" and play(load_record(r)).game.is_over()]  # fmt: skip
    assert {r["game"] for r in extended} == {"bura", "scopa"}
    answer = run_node({"records": records, "probes": probes, "extended": extended})
    for record, steps in zip(extended, answer["extended"], strict=True):
        *before, last = steps
        assert all(s["ok"] for s in before), (record["game"], steps)
        said = (last["code"], last["vars"].get("n"), last["vars"].get("why"))
        assert said == ("moves-illegal", 1, "over"), last
    for record, steps in zip(records, answer["whole"], strict=True):
        assert all(s is not None and s["code"] == "moves-ok" for s in steps), (record["game"], steps)
        assert [s["vars"]["n"] for s in steps] == [len(d["actions"]) for d in record["deals"]]
    refused = tried_in_all = 0
    for (k, d, i, tried), ok, answers in zip(probes, allows, answer["tried"], strict=True):
        for candidate, engine_allows, last in zip(tried, ok, answers, strict=True):
            tried_in_all += 1
            assert last is not None
            what = (records[k]["game"], records[k]["options"], d, i, candidate, last)
            if engine_allows:
                assert last["code"] == "moves-ok", what
            else:
                refused += 1
                assert (last["code"], last["vars"]["n"]) == ("moves-illegal", i + 1), what
    assert refused > tried_in_all // 5 and tried_in_all - refused > tried_in_all // 5, (refused, tried_in_all)


#: malformed actions and deals of each game, through movesStep: [game, deal index, step or null]
HOSTILE = """
const fs = require("fs"), vm = require("vm");
for (const f of ["fair.js", "moves.js"]) {
  vm.runInThisContext(fs.readFileSync(process.argv[1] + "/" + f, "utf8"));
}
const { decks, bad } = JSON.parse(fs.readFileSync(0, "utf8"));
const out = [];
for (const [game, deck] of Object.entries(decks)) {
  for (const x of bad) {
    const shapes = [[{ deck, actions: [x] }], [{ deck, actions: x }],
      [{ layout: { hands: x }, actions: [x] }],
      [{ layout: { hands: [[1], [2]], stock: x }, actions: [x, x] }],
      [x, { deck, actions: [x] }]];
    for (const deals of shapes) {
      const r = { game, seats: 2, first: 0, dealer: 0, deals };
      deals.forEach((_, d) => out.push([game, d, KozyrFair.movesStep(r, d)]));
    }
  }
}
process.stdout.write(JSON.stringify(out));
"""


def test_a_malformed_record_is_refused_by_the_pages_moves_never_thrown() -> None:
    """Hostile actions (not objects, seats that are not seats, cards that are not cards, lists
    that are not lists) and deals (no deck, a layout of nonsense) are refused or skipped by the
    «Moves» step — never an exception that would stop the page."""
    bad: list[Any] = [
        None, 3, "x", [], {}, {"seat": "0", "type": "attack", "card": "6S"}, {"seat": 0, "type": "attack"},
        {"seat": 0, "type": "attack", "card": 5}, {"seat": 0, "type": "beat", "pairs": "x"},
        {"seat": 0, "type": "beat", "pairs": [[None, None]]}, {"seat": 0, "type": "lead", "cards": [1, 2]},
        {"seat": 0, "type": "lead", "cards": "6S"},
        {"seat": 0, "type": "play", "card": "7D", "capture": None},
        {"seat": 0, "type": "defend", "card": "6S", "target": {}}, {"seat": 9, "type": "stop"},
        {"seat": -1, "type": "take"}, {"seat": 0.5, "type": "pass"}, {"type": "claim_timeout"},
    ]  # fmt: skip
    decks = {name: list(game_class(name).deck) for name in ("durak", "bura", "scopa")}
    node = shutil.which("node") or shutil.which("nodejs")
    if node is None:
        if os.environ.get("CI"):
            pytest.fail("node must be installed in CI")
        pytest.skip("no node")
    done = subprocess.run([node, "-e", HOSTILE, str(STATIC)], input=json.dumps({"decks": decks, "bad": bad}),
                          capture_output=True, text=True, check=True, timeout=60)  # fmt: skip
    steps = json.loads(done.stdout)
    assert len(steps) == 3 * len(bad) * 6
    passed = [s for s in steps if s[2] and s[2]["ok"] and s[2]["vars"]["n"]]  # no moves (`[]`) is no fault
    assert not passed, passed
    assert sum(step is not None for _g, _d, step in steps) > len(steps) // 3
