"""The tests wait for the state they need, never for luck (issue 44, item 9): a shape of test code
that once made a test pass or fail by the deal or by the machine's speed is refused here, with the
helper to use instead (tests/support/bot_e2e.py)."""

from __future__ import annotations

import re
from pathlib import Path

TESTS = Path(__file__).resolve().parent

#: pattern → what to write instead
REFUSED = {
    # Bura's engine names in ``to_act()`` a defender dealt three of one suit (or three sixes or
    # aces), who may say «Стоп!» but is not waited for: "the mover" taken from it is the defender in
    # some deals — «coroutine raised StopIteration» on a lead, «Сейчас ждут вас.» for a hurry
    r"next\(.*\bseat in [\w.()\[\]]*to_act\(\)": "waited_for(room) or wait_move(app, room_id, kind)",
}


def test_no_test_takes_the_mover_by_luck() -> None:
    found = []
    for path in sorted(TESTS.rglob("*.py")):
        if path == Path(__file__).resolve():
            continue
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            for pattern, instead in REFUSED.items():
                if re.search(pattern, line):
                    found.append(f"{path.relative_to(TESTS.parent)}:{n}: {line.strip()}  → {instead}")
    assert not found, "\n".join(found)
