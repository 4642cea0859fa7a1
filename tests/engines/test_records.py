"""Records and the engines' command line: replay, bad records, illegal actions, deck, verify."""

from __future__ import annotations

import copy
import io
import json
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from engines import fairness
from engines.__main__ import build_parser, main
from engines.protocol import IllegalAction
from engines.registry import game_class

SEED = bytes(range(32))
DURAK_DECK = fairness.derive_deck("durak", SEED, [], "durak:1")


def run_cli(*argv: str, stdin: str = "") -> tuple[int, Any]:
    out = io.StringIO()
    status = main(list(argv), stdin=io.StringIO(stdin), out=out)
    return status, json.loads(out.getvalue())


def replay(record: Any, *extra: str) -> tuple[int, Any]:
    return run_cli("replay", "-", *extra, stdin=json.dumps(record))


def durak_record(actions: list[dict[str, Any]] | None = None, **deal: Any) -> dict[str, Any]:
    return {
        "game": "durak",
        "seats": 2,
        "deals": [{**(deal or {"deck": DURAK_DECK}), "actions": actions or []}],
    }


def small_layout() -> dict[str, Any]:
    return {"hands": [["6S", "7S", "8H"], ["9S", "TH", "AC"]], "stock": ["JD", "QD", "KH"], "table": []}


# ----- replay -----------------------------------------------------------------------------------


def test_replay_deck_record_answers_every_field() -> None:
    # durak:1 with two seats: seat 0 gets 9H 8D 6C 7H AS 9S, seat 1 6S 8C 7C QS KC 6D; trump = 6H's suit
    status, out = replay(durak_record(), "--legal", "--view", "0")
    assert status == 0
    assert out["ok"] is True and out["applied"] == 0 and out["error"] is None
    assert set(out) == {"ok", "applied", "error", "to_act", "deals", "match", "legal", "view"}
    assert out["deals"] == [None] and out["match"] is None
    attacker = out["to_act"][0]
    assert out["to_act"] == [attacker]
    assert {a["type"] for a in out["legal"][str(attacker)]} == {"attack"}
    assert out["legal"][str(1 - attacker)] == [] and out["legal"]["clock"] == []
    assert sorted(out["view"]["hand"]) == sorted(DURAK_DECK[0:12:2])
    assert out["view"]["trump_card"] == "6H"


def test_replay_applies_actions_and_reports_a_rejected_one_with_its_index() -> None:
    status, out = replay(durak_record(layout=small_layout()))
    assert status == 0
    attacker = out["to_act"][0]
    hand = small_layout()["hands"][attacker]
    actions = [{"seat": attacker, "type": "attack", "card": hand[0]}, {"seat": attacker, "type": "take"}]
    status, out = replay(durak_record(actions, layout=small_layout()), "--legal")
    assert status == 3
    assert out["ok"] is False and out["applied"] == 1
    assert out["error"]["deal"] == 0 and out["error"]["index"] == 1
    assert out["error"]["code"] == "illegal_action" and out["error"]["message"]
    # legal describes the state before the rejected action: the defender may act, the attacker may not take
    assert out["to_act"] == [1 - attacker]
    assert {"seat": 1 - attacker, "type": "take"} in out["legal"][str(1 - attacker)]


@pytest.mark.parametrize(
    ("mutate", "where"),
    [
        (lambda r: r["deals"][0]["layout"]["hands"][0].__setitem__(0, "1S"), "unknown card"),
        (lambda r: r["deals"][0]["layout"]["hands"][0].__setitem__(0, "9S"), "repeated card"),
        (lambda r: r["deals"][0]["layout"]["hands"][0].extend(["6D", "7D", "8D", "9D"]), "hand of seven"),
        (lambda r: r["deals"][0]["actions"].append({"seat": 0, "type": "bluff"}), "unknown action type"),
        (lambda r: r["deals"][0]["actions"].append({"seat": 0, "type": "attack"}), "missing field"),
        (lambda r: r["deals"][0]["actions"].append({"type": "take"}), "missing seat"),
        (lambda r: r["deals"][0]["actions"].append({"seat": 5, "type": "take"}), "no such seat"),
        (lambda r: r.pop("seats"), "missing seats"),
        (lambda r: r.__setitem__("seats", 7), "seven seats"),
        (lambda r: r.__setitem__("game", "chess"), "unknown game"),
        (lambda r: r.__setitem__("options", {"mode": "fast"}), "unknown option value"),
        (lambda r: r["deals"][0].pop("layout"), "deal without cards"),
        (lambda r: r["deals"][0].__setitem__("deck", DURAK_DECK[:35]), "short deck"),
        (lambda r: r["deals"][0].__setitem__("fairness", {"seed": "00"}), "bad fairness"),
    ],
)
def test_bad_records_exit_2_with_nothing_applied(mutate: Any, where: str) -> None:
    record = durak_record(layout=small_layout())
    # an illegal action first: the malformed part must still win, with nothing applied
    record["deals"][0]["actions"] = [{"seat": 0, "type": "take"}]
    mutate(record)
    status, out = replay(record)
    assert status == 2, where
    assert out["ok"] is False and out["applied"] == 0
    assert out["error"]["code"] == "bad_record" and out["error"]["message"]


def test_bad_record_names_the_action_index() -> None:
    record = durak_record([{"seat": 0, "type": "pass"}, {"seat": 1, "type": "defend", "card": "QH"}])
    status, out = replay(record)
    assert status == 2 and out["error"] == {**out["error"], "deal": 0, "index": 1, "code": "bad_record"}


def test_file_that_is_not_json_is_a_bad_record(tmp_path: Path) -> None:
    path = tmp_path / "broken.json"
    path.write_text("{not json")
    status, out = run_cli("replay", str(path))
    assert status == 2 and out["error"]["code"] == "bad_record"


def test_command_line_exit_statuses_as_a_process(tmp_path: Path) -> None:
    good, bad = tmp_path / "good.json", tmp_path / "bad.json"
    good.write_text(json.dumps(durak_record()))
    bad.write_text(json.dumps(durak_record(layout={"hands": [["6S"] * 2, ["7S"]], "stock": []})))
    for path, expected in ((good, 0), (bad, 2)):
        proc = subprocess.run(
            [sys.executable, "-m", "engines", "replay", str(path)],
            capture_output=True,
            text=True,
            check=False,
        )
        assert proc.returncode == expected, proc.stderr
        assert json.loads(proc.stdout)["ok"] is (expected == 0)


def play_random(game: Any, rng: random.Random, limit: int = 10_000) -> list[Any]:
    """Random legal play until the deal (not the match) ends; returns the actions."""
    actions = []
    for _ in range(limit):
        if game.needs_deal() or game.is_over():
            return actions
        choices = [a for s in game.to_act() for a in game.legal_actions(s)] + game.clock_actions()
        action = rng.choice(choices)
        game.apply(action)
        actions.append(action)
    raise AssertionError("a deal did not end")


def test_actions_after_the_game_is_over_are_deal_over() -> None:
    game = game_class("durak").new(2)
    game.deal_from_deck(DURAK_DECK)
    actions = [a.to_json() for a in play_random(game, random.Random(3))]
    assert game.is_over()
    status, out = replay(durak_record([*actions, {"seat": 0, "type": "take"}]))
    assert status == 3 and out["error"]["code"] == "deal_over" and out["error"]["index"] == len(actions)
    assert out["applied"] == len(actions) and out["deals"][0]["over"] is True
    record = durak_record(actions)
    record["deals"].append({"deck": DURAK_DECK, "actions": []})
    status, out = replay(record)
    assert status == 3 and out["error"] == {**out["error"], "deal": 1, "index": 0, "code": "deal_over"}


def test_a_deal_after_an_unfinished_one_is_a_bad_record() -> None:
    record = durak_record()
    record["deals"].append({"deck": DURAK_DECK})
    status, out = replay(record)
    assert status == 2 and out["applied"] == 0 and out["error"]["code"] == "bad_record"


def test_scopa_table_with_three_kings_is_redeal_required() -> None:
    deck = ["AS", "2S", "3S", "4S", "5S", "6S", "KS", "KH", "KD", "7S"]
    rest = [c for c in game_class("scopa").deck if c not in deck]
    record = {"game": "scopa", "seats": 2, "deals": [{"deck": deck + rest, "actions": []}]}
    status, out = replay(record)
    assert status == 3 and out["error"]["code"] == "redeal_required" and out["error"]["index"] is None


# ----- deck -------------------------------------------------------------------------------------


def test_deck_command_matches_the_test_vectors() -> None:
    status, out = run_cli("deck", "--game", "durak", "--seed", SEED.hex(), "--label", "durak:1")
    assert status == 0 and out == {"commitment": fairness.commitment(SEED), "deck": DURAK_DECK}
    status, out = run_cli(
        "deck", "--game", "scopa", "--seed", SEED.hex(), "--label", "scopa:2", "--contribution", "7001:4f1a"
    )
    assert out["deck"][:6] == ["6S", "QC", "2S", "AH", "QS", "7H"]


# ----- verify -----------------------------------------------------------------------------------


def fair_record(
    name: str, seats: int, rng: random.Random, max_deals: int = 3, options: dict[str, Any] | None = None
) -> dict[str, Any]:
    """A whole game with fair decks, as the bot writes it: fairness + the deck dealt + actions + result."""
    cls = game_class(name)
    seed = rng.randbytes(32)
    contributions = [f"{1000 + s}:{rng.getrandbits(40):x}" for s in range(seats) if s % 2 == 0]
    drawn = cls.first_from_draw(seed, contributions)  # Bura: who leads deal 1
    first = drawn[0] if drawn else 0
    game = cls.new(seats, options, first=first)
    deals = []
    while not game.is_over() and len(deals) < max_deals:
        if deals:
            seed = rng.randbytes(32)
        base, k = game.deal_label(), 0
        while True:
            label = base if k == 0 else f"{base}:r{k}"
            deck = fairness.derive_deck(name, seed, contributions, label)
            try:
                game.deal_from_deck(deck)
                break
            except IllegalAction as e:
                assert e.code == "redeal_required"
                k += 1
        actions = play_random(game, rng)
        deals.append(
            {
                "fairness": {
                    "commitment": fairness.commitment(seed),
                    "seed": seed.hex(),
                    "contributions": contributions,
                    "label": label,
                },
                "deck": deck,
                "actions": [a.to_json() for a in actions],
                "result": game.deal_results()[-1],
            }
        )
    record: dict[str, Any] = {"game": name, "seats": seats, "first": first, "deals": deals}
    if options is not None:
        record["options"] = options
    if game.match_result() is not None and game.is_over():
        record["match"] = game.match_result()
    return record


def verify(record: Any) -> tuple[int, Any]:
    return run_cli("verify", "-", "--json", stdin=json.dumps(record))


@pytest.mark.parametrize(("name", "seats"), [("durak", 2), ("durak", 4), ("scopa", 2), ("bura", 2)])
def test_verify_accepts_an_honest_record(name: str, seats: int) -> None:
    record = fair_record(name, seats, random.Random(seats))
    status, out = verify(record)
    assert status == 0, out["failed"]
    checked = {c["check"] for c in out["checks"]}
    assert {"record", "commitment", "label", "deck", "actions"} <= checked
    # the deck alone (without the dealt order) is enough too
    for deal in record["deals"]:
        del deal["deck"]
    assert verify(record)[0] == 0


def _failed(record: Any) -> set[str]:
    status, out = verify(record)
    assert status == 1
    assert not out["ok"]
    return {c["check"] for c in out["failed"]}


def test_verify_names_each_failed_check() -> None:
    honest = fair_record("durak", 3, random.Random(7))
    assert verify(honest)[0] == 0

    r = copy.deepcopy(honest)  # another seed (with its own, correct commitment): a different deck
    r["deals"][0]["fairness"]["seed"] = "11" * 32
    assert "deck" in _failed(r)

    r = copy.deepcopy(honest)  # the seed changed after the commitment was shown
    seed = bytes.fromhex(r["deals"][0]["fairness"]["seed"])
    r["deals"][0]["fairness"]["seed"] = bytes([seed[0] ^ 1]).hex() + seed[1:].hex()
    assert "commitment" in _failed(r)

    r = copy.deepcopy(honest)  # the commitment changed
    c = r["deals"][0]["fairness"]["commitment"]
    r["deals"][0]["fairness"]["commitment"] = ("0" if c[0] != "0" else "1") + c[1:]
    assert _failed(r) == {"commitment"}

    r = copy.deepcopy(honest)  # a contribution changed
    r["deals"][0]["fairness"]["contributions"][0] += "0"
    assert "deck" in _failed(r)

    r = copy.deepcopy(honest)  # two cards swapped between two hands (seat 0's first, seat 1's first)
    deck = r["deals"][0]["deck"]
    deck[0], deck[1] = deck[1], deck[0]
    assert "deck" in _failed(r)

    r = copy.deepcopy(honest)  # an illegal action spliced in
    r["deals"][0]["actions"].insert(1, copy.deepcopy(r["deals"][0]["actions"][0]))
    assert "actions" in _failed(r)

    r = copy.deepcopy(honest)  # a wrong recorded result
    result = r["deals"][0]["result"]
    result["loser"] = (result["loser"] + 1) % 3 if result["loser"] is not None else 0
    assert _failed(r) == {"result"}

    r = copy.deepcopy(honest)  # a wrong label (the deck of another deal)
    r["deals"][0]["fairness"]["label"] = "durak:2"
    assert "label" in _failed(r)

    r = copy.deepcopy(honest)  # no fairness at all: nothing proves the deck
    del r["deals"][0]["fairness"]
    assert "fairness" in _failed(r)

    assert _failed("not a record") == {"record"}


def test_verify_checks_both_contribution_forms_and_the_forms_a_record_claims() -> None:
    """A press's id and the Mini App's own randomness mix alike; verify names each contribution's form,
    refuses an app form without 64 lowercase hex digits and a form the record claims wrongly."""
    rng = random.Random(12)
    honest = fair_record("scopa", 4, rng, max_deals=1)
    fair = honest["deals"][0]["fairness"]
    app = fairness.app_contribution(1002, rng.randbytes(32))
    fair["contributions"] = [fair["contributions"][0], app]
    fair["forms"], fair["seats"] = ["press", "app"], [0, 1]
    deck = fairness.derive_deck("scopa", bytes.fromhex(fair["seed"]), fair["contributions"], "scopa:1")
    honest["deals"][0] = {"fairness": {**fair, "label": "scopa:1"}, "deck": deck}
    honest.pop("match", None)
    status, out = verify(honest)  # (this seed's first table needs no redeal)
    assert status == 0, out["failed"]
    said = next(c["message"] for c in out["checks"] if c["check"] == "contributions")
    assert "1 (seat 0): the id of the player's press" in said
    assert "2 (seat 1): the player's own randomness" in said

    r = copy.deepcopy(honest)  # the forms the record claims are not the contributions'
    r["deals"][0]["fairness"]["forms"] = ["app", "app"]
    assert _failed(r) == {"contributions"}
    r = copy.deepcopy(honest)  # an app contribution one hex digit short
    r["deals"][0]["fairness"]["contributions"][1] = app[:-1]
    r["deals"][0]["fairness"].pop("forms")
    assert "contributions" in _failed(r)
    r = copy.deepcopy(honest)  # forms that name no form
    r["deals"][0]["fairness"]["forms"] = ["press", "browser"]
    assert _failed(r) == {"record"}


def test_verify_checks_buras_first_move_draw() -> None:
    record = fair_record("bura", 2, random.Random(5), max_deals=1)
    assert verify(record)[0] == 0
    record["first"] = 1 - record["first"]
    record["deals"][0].pop("result")  # the other leader makes another deal: keep only the draw's failure
    record["deals"][0]["actions"] = []
    record["deals"][0].pop("deck")
    record.pop("match", None)
    assert _failed(record) == {"first"}


def test_verify_refuses_an_unneeded_scopa_redeal() -> None:
    rng = random.Random(11)
    record = fair_record("scopa", 2, rng, max_deals=1)
    fair = record["deals"][0]["fairness"]
    if ":r" in fair["label"]:
        pytest.skip("this seed needed a real redeal")
    # claim the deck came from a redeal although the first deck was fine
    seed = bytes.fromhex(fair["seed"])
    fair["label"] = "scopa:1:r1"
    record["deals"][0]["deck"] = fairness.derive_deck("scopa", seed, fair["contributions"], "scopa:1:r1")
    game = game_class("scopa").new(2)
    try:
        game.deal_from_deck(record["deals"][0]["deck"])
    except IllegalAction:
        pytest.skip("the redeal deck itself needs a redeal")
    record["deals"][0]["actions"] = [a.to_json() for a in play_random(game, rng)]
    record["deals"][0]["result"] = game.deal_results()[-1]
    assert _failed(record) == {"redeal"}


def test_verify_file_from_the_command_line(tmp_path: Path) -> None:
    path = tmp_path / "record.json"
    path.write_text(json.dumps(fair_record("durak", 2, random.Random(1))))
    proc = subprocess.run(
        [sys.executable, "-m", "engines", "verify", str(path), "--json"], capture_output=True, text=True,
        check=False,
    )  # fmt: skip
    assert proc.returncode == 0, proc.stdout
    assert json.loads(proc.stdout)["ok"] is True


def test_verify_prints_a_readable_list_of_its_checks() -> None:
    """Issue 36: a person reads ``verify``'s answer — a line per check, its deal counted from 1, and
    a verdict; JSON only with ``--json``."""
    record = fair_record("durak", 2, random.Random(1))
    report = verify(record)[1]
    out = io.StringIO()
    status = main(["verify", "-"], stdin=io.StringIO(json.dumps(record)), out=out)
    lines = out.getvalue().splitlines()
    assert status == 0
    assert len(lines) == len(report["checks"]) + 1
    first = report["checks"][0]
    assert lines[0] == f"ok     {first['check']}: {first['message']}"
    commitment = next(c for c in report["checks"] if c["check"] == "commitment")
    assert f"ok     deal 1, commitment: {commitment['message']}" in lines
    assert lines[-1] == f"all {len(report['checks'])} checks hold"
    # a failed check says so, and so does the verdict
    record["deals"][0]["fairness"]["commitment"] = "0" * 64
    out = io.StringIO()
    assert main(["verify", "-"], stdin=io.StringIO(json.dumps(record)), out=out) == 1
    text = out.getvalue()
    assert "FAILED deal 1, commitment: " in text and text.splitlines()[-1].startswith("1 of ")
    with pytest.raises(json.JSONDecodeError):
        json.loads(text)


def test_the_installed_command_names_itself_in_its_help(monkeypatch: pytest.MonkeyPatch) -> None:
    """``kozyr-engines --help`` is plain text that names ``kozyr-engines`` (not ``python -m`` nor
    reStructuredText markup); run as a module, it names that."""
    monkeypatch.setattr(sys, "argv", ["/venv/bin/kozyr-engines", "--help"])
    text = build_parser()[0].format_help()
    assert text.startswith("usage: kozyr-engines ") and "``" not in text and "python -m" not in text
    monkeypatch.setattr(sys, "argv", ["/repo/engines/__main__.py", "--help"])
    assert build_parser()[0].format_help().startswith("usage: python -m engines ")


# ----- issue 19: Durak's throw_in and teams, Scopa's target 16 ----------------------------------------


@pytest.mark.parametrize(
    ("name", "seats", "options"),
    [
        ("durak", 4, {"teams": "2x2"}),
        ("durak", 6, {"teams": "3x2", "mode": "perevodnoy"}),
        ("durak", 6, {"teams": "2x3", "throw_in": "after_cover"}),
        ("durak", 3, {"throw_in": "after_cover", "throw_in_after_take": False}),
        ("scopa", 2, {"target": 16}),
    ],
)
def test_verify_accepts_honest_records_with_the_new_options(
    name: str, seats: int, options: dict[str, Any]
) -> None:
    record = fair_record(name, seats, random.Random(19), options=options)
    status, out = verify(record)
    assert status == 0, out["failed"]
    status, out = replay(record)
    assert status == 0 and out["deals"] == [d["result"] for d in record["deals"]]
    if options.get("teams"):
        assert "loser_team" in out["deals"][0]


def test_a_team_record_replays_through_the_command_line_with_the_teams_in_the_view() -> None:
    layout = {"hands": [["9H", "6D"], ["TH"], ["8D", "7S"], []], "stock": [], "table": [], "trump": "C"}
    actions = [
        {"seat": 0, "type": "attack", "card": "9H"},
        {"seat": 1, "type": "defend", "card": "TH", "target": "9H"},
    ]
    record = {
        "game": "durak",
        "seats": 4,
        "options": {"teams": "2x2"},
        "deals": [{"layout": layout, "actions": actions}],
    }
    status, out = replay(record, "--view", "2")
    assert status == 0
    assert out["deals"] == [{"over": True, "loser": None, "out": [3, 1], "loser_team": 0}]
    assert out["view"]["teams"] == [0, 1, 0, 1] and out["view"]["hand"] == ["7S", "8D"]
    # the same record without teams goes on: 1 defended and went out, 2 attacks 0
    del record["options"]
    status, out = replay(record)
    assert status == 0 and out["deals"] == [None] and out["to_act"] == [2]


@pytest.mark.parametrize(
    "options",
    [{"teams": "2x2"}, {"teams": "2x3"}, {"teams": "3x2"}, {"throw_in": None}, {"throw_in": "sometimes"}],
)
def test_records_with_bad_new_options_are_bad_records(options: dict[str, Any]) -> None:
    record = {"game": "durak", "seats": 5, "options": options, "deals": [{"deck": DURAK_DECK, "actions": []}]}
    status, out = replay(record)
    assert status == 2 and out["applied"] == 0 and out["error"]["code"] == "bad_record"


OLD_RECORDS = json.loads(
    (Path(__file__).parent / "durak" / "data" / "records_before_issue_19.json").read_text()
)


@pytest.mark.parametrize(
    "case", OLD_RECORDS, ids=lambda c: f"{c['record']['seats']}-{c['record']['options']}"
)
def test_records_written_before_the_new_options_replay_exactly_as_before(case: dict[str, Any]) -> None:
    """Random games recorded by the engine as it was before issue 19 (commit a51e4ac): the same result,
    and the same final state field by field (only ``options`` gained the new keys at their defaults)."""
    from engines import records as rec

    record = case["record"]
    played = rec.play(rec.load_record(record))
    assert played.error is None and played.applied == len(record["deals"][0]["actions"])
    assert played.game.deal_results() == [record["deals"][0]["result"]]
    state = played.game.to_json()
    assert state.pop("options") == {**record["options"], "throw_in": "any_time", "teams": None}
    assert state == case["final_state"]
