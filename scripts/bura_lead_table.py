"""Write ``engines/ai/bura_leads.py``: the worth of every Bura lead a hand of three can make, per
trump suit (:func:`engines.ai.bura.computed_lead_worth`), so the search's playouts look it up instead
of working it out in each new process. Run after changing the lead rule, its samples or the keep
values; ``tests/engines/ai/test_bura_ai.py`` checks the table against the computation.

    .venv/bin/python scripts/bura_lead_table.py
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engines.ai import bura as ai  # noqa: E402
from engines.cards import SUITS  # noqa: E402

HEADER = '''"""The worth of each Bura lead per trump suit, written by ``scripts/bura_lead_table.py`` from
:func:`engines.ai.bura.computed_lead_worth`; rows in the order of :func:`engines.ai.bura.lead_keys`
(a card, then two, then three cards of one suit, in deck order). Do not edit by hand."""

LEAD_WORTH: dict[str, tuple[float, ...]] = {
'''


def main() -> int:
    keys = ai.lead_keys()
    lines = [HEADER]
    for tsuit in SUITS:
        worths = [ai.computed_lead_worth(tsuit, k) for k in keys]
        lines.append(f"    \"{tsuit}\": (\n")
        for i in range(0, len(worths), 4):
            lines.append("        " + " ".join(f"{w!r}," for w in worths[i:i + 4]) + "\n")
        lines.append("    ),\n")
    lines.append("}\n")
    (ROOT / "engines" / "ai" / "bura_leads.py").write_text("".join(lines))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
