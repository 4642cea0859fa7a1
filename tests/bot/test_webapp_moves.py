"""A record's moves replayed in the browser (issue 46; bot/web/static/moves.js, the deck-check page's
«Moves» step) agree with the reference engines action by action: whole records of every Durak and
Scopa variant replay as allowed, and at random positions of them a candidate action — every legal
action of the moment or a perturbed one (another card, seat, target or capture) — is refused by
the page exactly when the engine refuses it, as the first refused move of the deal. Run with
Node.js (the page's own script, no browser; skipped without node, failing in CI)."""

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
from engines.records import load_record, start_deal
from engines.registry import game_class
from tests.engines.test_replay import selfplay_record

STATIC = Path(__file__).resolve().parents[2] / "bot" / "web" / "static"

#: loads fair.js and moves.js as the page does, then answers each record's moves steps
NODE = """
const fs = require("fs"), vm = require("vm");
for (const f of ["fair.js", "moves.js"]) {
  vm.runInThisContext(fs.readFileSync(process.argv[1] + "/" + f, "utf8"));
}
const records = JSON.parse(fs.readFileSync(0, "utf8"));
process.stdout.write(JSON.stringify(records.map((r) => r.deals.map((_, d) => KozyrFair.movesStep(r, d)))));
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
    ("scopa", 2, {}),
    ("scopa", 4, {}),
]


def moves_steps(records: list[dict[str, Any]]) -> list[list[dict[str, Any] | None]]:
    node = shutil.which("node") or shutil.which("nodejs")
    if node is None:
        if os.environ.get("CI"):
            pytest.fail("node must be installed in CI")
        pytest.skip("no node")
    done = subprocess.run([node, "-e", NODE, str(STATIC)], input=json.dumps(records), capture_output=True,
                          text=True, check=True, timeout=120)  # fmt: skip
    out: list[list[dict[str, Any] | None]] = json.loads(done.stdout)
    return out


def candidates(game: Game, rng: random.Random, deck: list[str]) -> list[dict[str, Any]]:
    """Actions to try at this moment: every legal one, and perturbations of them."""
    legal = [a.to_json() for s in range(game.seats) for a in game.legal_actions(s)]
    out = list(legal)
    for a in rng.sample(legal, min(4, len(legal))):
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
    if game.view(None)["game"] == "durak":
        out += [{"seat": rng.randrange(game.seats), "type": kind} for kind in ("take", "pass")]
    return [{k: v for k, v in a.items() if v is not None} for a in out]


def allowed(game: Game, action: dict[str, Any]) -> bool:
    g = game.clone()
    try:
        g.apply(type(game).parse_action(action))
    except (IllegalAction, BadRecord):
        return False
    return True


def test_the_pages_moves_agree_with_the_engines_on_legal_and_illegal_actions() -> None:
    rng = random.Random(46)
    whole: list[dict[str, Any]] = []
    cut: list[tuple[dict[str, Any], bool]] = []  # (record ending with a candidate, engine allows it)
    for name, seats, options in VARIANTS:
        for seed in range(3):
            record = selfplay_record(name, seats, options, 100 * seed + seats, level="random")
            whole.append(record)
            rec = load_record(record)
            game = rec.new_game()
            deck = list(game_class(name).deck)
            for d, entry in enumerate(rec.deals):
                start_deal(game, entry, rec)
                picks = set(rng.sample(range(len(entry.actions)), min(6, len(entry.actions))))
                for i, action in enumerate(entry.actions):
                    if i in picks:
                        for candidate in rng.sample(c := candidates(game, rng, deck), min(8, len(c))):
                            forged = json.loads(json.dumps(record))
                            forged["deals"] = forged["deals"][: d + 1]
                            forged["deals"][d]["actions"] = forged["deals"][d]["actions"][:i] + [candidate]
                            cut.append((forged, allowed(game, candidate)))
                    game.apply(action)
    steps = moves_steps(whole + [r for r, _ in cut])
    for record, answer in zip(whole, steps[: len(whole)], strict=True):
        assert all(s is not None and s["code"] == "moves-ok" for s in answer), (record["game"], answer)
        assert [s["vars"]["n"] for s in answer if s] == [len(d["actions"]) for d in record["deals"]]
    refused = 0
    for (record, ok), answer in zip(cut, steps[len(whole) :], strict=True):
        last = answer[-1]
        n = len(record["deals"][-1]["actions"])
        assert all(s and s["ok"] for s in answer[:-1]), answer
        assert last is not None
        if ok:
            assert last["code"] == "moves-ok", (record["deals"][-1]["actions"][-1], last, record["options"])
        else:
            refused += 1
            assert (last["code"], last["vars"]["n"]) == ("moves-illegal", n), (
                record["game"],
                record["options"],
                record["deals"][-1]["actions"][-1],
                last,
            )
    assert refused > len(cut) // 5 and len(cut) - refused > len(cut) // 5, (refused, len(cut))
