"""Bura's first-move draw (``docs/rules/bura.md``): who leads deal 1.

Each round K the fair-deck procedure makes a deck labelled ``bura:draw:K`` from deal 1's seed and
contributions; each seat gets one card of it; the higher rank in the usual order (6 < … < 10 < J <
Q < K < A) leads, equal ranks draw again (K + 1).

- **Version 1** (the draw computed): seat 0 gets card 0, seat 1 card 1.
- **Version 2** (the draw played): the deck is a face-down spread; each seat picks a position 0–35
  (the two picks differ) and gets the card at it. :class:`engines.bura.rules.Bura` plays it as its
  ``draw`` phase (``pick`` actions, a spread fed in like a deal's deck); a record keeps every round
  as ``{"label", "picks", "cards"}`` in its ``first_draw``.

:func:`replay` recomputes a record's draw either way, for the verifier.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engines.protocol import JSON

USUAL = "6789TJQKA"
#: the spread: the whole deck, face down
SPREAD = 36
#: the most rounds a draw may take (a tie has odds of about 1 in 12: 50 in a row never happens)
MAX_ROUNDS = 50


def label(k: int) -> str:
    """The fair-deck label of round ``k`` (from 1)."""
    return f"bura:draw:{k}"


def higher(cards: Sequence[str]) -> int | None:
    """The seat whose card ranks higher in the usual order; None for equal ranks (draw again)."""
    a, b = USUAL.index(cards[0][0]), USUAL.index(cards[1][0])
    return None if a == b else (0 if a > b else 1)


def picks_ok(picks: Any) -> bool:
    """Two different positions of the spread."""
    return (
        isinstance(picks, list) and len(picks) == 2
        and all(isinstance(p, int) and not isinstance(p, bool) and 0 <= p < SPREAD for p in picks)
        and picks[0] != picks[1]
    )


def replay(
    seed: bytes, contributions: Sequence[str], claimed: Sequence[Any] | None = None
) -> tuple[int, list[JSON]] | None:
    """The draw recomputed from deal 1's seed and contributions: (the seat that leads, the rounds).
    ``claimed``: a record's rounds; when they carry ``picks`` (version 2) each round's cards are the
    spread's at those positions, and every round needs its picks; otherwise positions 0 and 1
    (version 1). None when the claimed picks are impossible or end on a tie."""
    from engines.fairness import derive_deck

    played = bool(claimed) and any(isinstance(r, dict) and "picks" in r for r in claimed or ())
    rounds: list[JSON] = []
    for k in range(1, MAX_ROUNDS + 1):
        picks = [0, 1]
        if played:
            said = claimed[k - 1] if claimed is not None and k <= len(claimed) else None
            given = said.get("picks") if isinstance(said, dict) else None
            if not picks_ok(given):
                return None
            picks = [int(given[0]), int(given[1])]  # type: ignore[index]
        deck = derive_deck("bura", seed, contributions, label(k))
        cards = [deck[picks[0]], deck[picks[1]]]
        entry: JSON = {"label": label(k), "cards": cards}
        if played:
            entry["picks"] = list(picks)
        rounds.append(entry)
        first = higher(cards)
        if first is not None:
            return first, rounds
    return None
