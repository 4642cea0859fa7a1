"""Hostile records on the engines' command line (issue 21, item 9): every malformed input is a
``bad_record`` (replay: exit 2; verify: its ``record`` check fails, exit 1 as records.md says), never a
traceback, and in bounded time and memory — oversized, deeply nested, huge numbers, bytes that are
not UTF-8, a redeal label claiming 10^15 earlier decks, and a hypothesis fuzz over mutated records."""

from __future__ import annotations

import copy
import io
import json
import os
import random
import subprocess
import sys
import time
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engines import fairness, records
from engines.__main__ import main
from engines.registry import game_class
from tests.engines.test_records import fair_record
from tests.support.mutation import mutate_at, paths

REPO = Path(__file__).resolve().parents[2]


def run_bytes(command: str, data: bytes) -> tuple[int, Any]:
    """The command line in-process, its output written as a process writes it: UTF-8, strictly (text
    that cannot be encoded fails here as it would on a real standard output)."""
    buffer = io.BytesIO()
    out = io.TextIOWrapper(buffer, encoding="utf-8", errors="strict", write_through=True)
    stdin = io.TextIOWrapper(io.BytesIO(data), encoding="utf-8")
    status = main([command, "-", *(["--json"] if command == "verify" else [])], stdin=stdin, out=out)
    return status, json.loads(buffer.getvalue().decode("utf-8"))


def assert_bad(data: bytes) -> None:
    status, out = run_bytes("replay", data)
    assert status == 2 and out["error"]["code"] == "bad_record" and out["applied"] == 0, out
    status, out = run_bytes("verify", data)
    assert status == 1 and out["failed"][0]["check"] == "record", out
    assert out["failed"][0]["code"] == "bad_record"


@cache
def base_records() -> list[dict[str, Any]]:
    rng = random.Random(21)
    return [fair_record(g, 2, rng, max_deals=2) for g in ("durak", "scopa", "bura")]


def test_deep_nesting_is_a_bad_record() -> None:
    assert_bad(b"[" * 200_000 + b"]" * 200_000)
    nested: Any = "x"
    for _ in range(records.MAX_DEPTH + 5):
        nested = [nested]
    record = copy.deepcopy(base_records()[0])
    record["deals"][0]["actions"][0] = nested
    assert_bad(json.dumps(record).encode())


def test_huge_integers_and_non_utf8_are_bad_records() -> None:
    assert_bad(b'{"game": "durak", "seats": 1' + b"0" * 5000 + b', "deals": []}')
    assert_bad(json.dumps(base_records()[1]).encode("utf-8").replace(b'"game"', b'"g\xff\xfeame"'))
    assert_bad(b"\xff\xfe" + json.dumps(base_records()[0]).encode("utf-16-le"))


def test_oversized_input_is_refused_without_reading_it_all() -> None:
    big = b'{"game": "durak", "pad": "' + b"x" * records.MAX_RECORD_BYTES + b'", "deals": []}'
    assert_bad(big)


def test_a_redeal_count_no_deck_can_need_is_refused_at_once() -> None:
    record = copy.deepcopy(base_records()[1])  # scopa
    record["deals"] = record["deals"][:1]
    record["deals"][0]["fairness"]["label"] = "scopa:1:r1000000000000000"
    started = time.monotonic()
    status, out = run_bytes("verify", json.dumps(record).encode())
    assert time.monotonic() - started < 2.0
    assert status == 1 and "label" in {c["check"] for c in out["failed"]}, out
    record["deals"][0]["fairness"]["label"] = "scopa:1:r51"
    status, out = run_bytes("verify", json.dumps(record).encode())
    assert status == 1 and "label" in {c["check"] for c in out["failed"]}, out


def test_hostile_file_as_a_process_gives_no_traceback(tmp_path: Path) -> None:
    path = tmp_path / "r.json"
    path.write_bytes(b'{"game": "scopa", "x": "\xc3\x28"}')
    for command, expected in (("replay", 2), ("verify", 1)):
        proc = subprocess.run(
            [sys.executable, "-m", "engines", command, str(path)],
            capture_output=True, text=True, cwd=REPO, timeout=60, check=False,
        )
        assert proc.returncode == expected, proc.stderr
        assert "Traceback" not in proc.stderr and "bad_record" in proc.stdout


# ----- issue 35: text that is not Unicode --------------------------------------------------------------
SEED = bytes(range(32))


def tiny_record(game: str, contributions: list[str], first: int = 0) -> bytes:
    """A record of one deal that carries only its fairness proof (about 300 bytes, as in the issue)."""
    deal = {"fairness": {"commitment": fairness.commitment(SEED), "seed": SEED.hex(),
                         "contributions": contributions, "label": f"{game}:1"}}
    return json.dumps({"game": game, "seats": 2, "first": first, "deals": [deal]}).encode()


@pytest.mark.parametrize("game", ["durak", "scopa", "bura"])
def test_a_lone_surrogate_is_a_bad_record_not_a_traceback(game: str, tmp_path: Path) -> None:
    drawn = game_class(game).first_from_draw(SEED, ["1000:abc"])  # Bura: who leads deal 1
    first = drawn[0] if drawn else 0
    sane = tiny_record(game, ["1000:abc"], first)
    assert run_bytes("verify", sane)[1]["failed"] == [], "the tiny record itself is well formed"
    raw = tiny_record(game, ["1000:abc", "\ud800"], first)  # JSON's escape of a lone surrogate
    assert b"\\ud800" in raw and len(raw) < 400
    path = tmp_path / "r.json"
    path.write_bytes(raw)
    for command, expected in (("replay", 2), ("verify", 1)):  # records.md: verify says 0 or 1
        proc = subprocess.run(
            [sys.executable, "-m", "engines", command, str(path)],
            capture_output=True, text=True, cwd=REPO, timeout=60, check=False,
        )
        assert proc.returncode == expected, proc.stderr
        assert "Traceback" not in proc.stderr and "bad_record" in proc.stdout, proc.stderr
    # anywhere in the record: a key, an action's card, the game's name
    record = json.loads(json.dumps(base_records()[0]))
    record["deals"][0]["actions"][0]["card"] = "\udfff"
    assert_bad(json.dumps(record).encode())
    record = json.loads(json.dumps(base_records()[2]))
    record["\udc80"] = 1
    assert_bad(json.dumps(record).encode())
    assert_bad(json.dumps({"game": game + "\ud83d", "seats": 2, "deals": []}).encode())


# ----- the fuzz: mutated records --------------------------------------------------------------------
HOSTILE: list[Any] = [
    None, True, 0, -1, 1, 2, 3, 7, 2**31, 2**63, -(2**63), 10**300, 1e308, -0.5, float("nan"),
    float("inf"), "", "x", "7D", "AS", "10H", "scopa:1:r999999999999", "\u0000", "ыыы",
    "\ud800", "7\udfff", ["\udc80"], {"\ud800": 0},
    [], {}, [None], {"type": "play"}, {"seat": 0, "type": "attack", "card": "6S"}, ["6S"] * 40,
    list(range(500)),
]
#: examples of the fuzz: small in the normal run (CI runs it too, in a few seconds); set
#: KOZYR_FUZZ_EXAMPLES for a longer search
FUZZ_EXAMPLES = int(os.environ.get("KOZYR_FUZZ_EXAMPLES", "150"))


def mutate(record: Any, data: st.DataObject) -> Any:
    record = copy.deepcopy(record)
    for _ in range(data.draw(st.integers(1, 4), label="mutations")):
        all_paths = paths(record)[1:]
        if not all_paths:
            break
        path = data.draw(st.sampled_from(all_paths), label="path")
        parent = record
        for key in path[:-1]:
            parent = parent[key]
        key = path[-1]
        op = data.draw(st.sampled_from(["replace", "delete", "duplicate", "swap"]), label="op")
        mutate_at(data, parent, key, op, HOSTILE)
    return record


@settings(max_examples=FUZZ_EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(which=st.integers(0, 2), data=st.data(), flip=st.booleans())
def test_fuzz_mutated_records_never_crash_and_stay_fast(which: int, data: st.DataObject, flip: bool) -> None:
    record = mutate(base_records()[which], data)
    raw = json.dumps(record).encode()
    if flip:  # and a few bytes of the text itself
        raw_list = bytearray(raw)
        for _ in range(data.draw(st.integers(1, 3), label="flips")):
            at = data.draw(st.integers(0, len(raw_list) - 1), label="at")
            raw_list[at] = data.draw(st.integers(0, 255), label="byte")
        raw = bytes(raw_list)
    for command, allowed in (("replay", {0, 2, 3}), ("verify", {0, 1})):
        started = time.monotonic()
        status, out = run_bytes(command, raw)
        assert time.monotonic() - started < 5.0, (command, record)
        assert status in allowed, (command, status, out)
        if command == "replay" and status == 2:
            assert out["error"]["code"] == "bad_record" and out["applied"] == 0
