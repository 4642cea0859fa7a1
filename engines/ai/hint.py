"""«💡 Подсказка» (issue 46, item 3): the move the strongest computer would make, and why.

A hint is computed from one seat's own ``view`` and ``memory`` (``Game.view(seat)``,
``Game.memory(seat)``), never from the state: the opponents' hidden cards cannot enter it
(``tests/engines/ai/test_hint.py`` swaps them and gets the same hint). It is

1. the **move**: the search level's choice (``get_player("ismcts", game)``) at a fixed iteration
   budget and seed — the same position and seed give the same hint on any machine;
2. the **alternative** it is measured against: the move a person would likely make (the heuristic
   player's choice) when that differs, else the game's natural other option (Durak: take instead of
   covering, cover instead of taking; Bura: «Хватит!» or not; Scopa: playing a card that takes
   nothing instead of a capture);
3. the **values** of both, with the review's machinery (:func:`engines.ai.review.values`: the same
   determinizations played out after each, the game's ``deal_value``);
4. the **reason**: structured, never prose (the bot words it per locale) — a code and whole numbers,
   e.g. ``("cover", {"cards": 6, "trump": 1})`` «кройте козырем: иначе заберёте шесть карт», or
   ``("sweep", {"cards": 3})``; ``best`` (with the value) where no rule of the game's says more.

Reason codes and their numbers:

* Durak — ``cover`` (cards: what taking would take, trump: 1 when the cover is a trump), ``take``
  (cards), ``transfer`` (cards: what goes to the next seat), ``throw_in`` (cards: the defender's hand),
  ``hold`` (no more throwing in), ``lead_low`` (the lowest card that is no trump);
* Bura — ``enough`` / ``not_yet`` (points: the points of the own pile the seat saw, unseen: cards
  dumped onto it face down), ``stop`` («Стоп!» with a winning hand);
* Scopa — ``sweep`` (a scopa: the table swept; cards taken), ``settebello``, ``primiera`` (sevens: how many
  sevens the play takes), ``no_sweep`` (the card left on the table leaves no sweep, the alternative
  would), ``capture`` (cards taken);
* every game — ``only`` (one sensible move), ``luck`` (nothing known chooses: a face-down card),
  ``best`` (chance: percent of not being the durak, or
  points: what the move gains over the alternative, tenths of a point).

Pure: no I/O, no wall clock, no global random.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import cast

from engines.ai import Budget, get_player
from engines.ai import review as rv
from engines.protocol import JSON, Action, View

#: moves a hint never suggests (giving up is the person's own decision)
NEVER = frozenset({"surrender"})
#: moves between which nothing the seat knows can choose (Bura's first-move draw: a face-down card)
LUCK = frozenset({"pick"})


@dataclass(frozen=True, slots=True)
class Settings:
    """How hard a hint looks: the search's ``iterations`` and the valuation's ``samples``
    (fixed numbers, so a hint is the same on a fast or a slow machine)."""

    iterations: int = 800
    samples: int = 32


DEFAULT = Settings()


@dataclass(frozen=True, slots=True)
class Hint:
    """The suggested ``action``, the ``reason`` code and its whole ``numbers``; the ``alternative``
    it was measured against (None: there was none) and both values in the game's unit."""

    action: Action
    reason: str
    numbers: dict[str, int] = field(default_factory=dict)
    alternative: Action | None = None
    value: float = 0.0
    alternative_value: float = 0.0

    def to_json(self) -> JSON:
        return {
            "action": self.action.to_json(),
            "reason": self.reason,
            "numbers": dict(self.numbers),
            "alternative": None if self.alternative is None else self.alternative.to_json(),
            "value": round(self.value, 4),
            "alternative_value": round(self.alternative_value, 4),
        }


def hint(
    game_name: str,
    view: View,
    memory: JSON,
    legal: Sequence[Action],
    *,
    seed: int = 0,
    settings: Settings = DEFAULT,
) -> Hint:
    """The hint for the seat ``view["seat"]`` among its ``legal`` actions (see the module)."""
    seat = view["seat"]
    if not isinstance(seat, int):
        raise ValueError("a hint needs a seat's view")
    options = [a for a in legal if a.type not in NEVER] or list(legal)
    if not options:
        raise ValueError("no legal action to hint at")
    if len(options) == 1:
        return Hint(options[0], "only")
    if all(a.type in LUCK for a in options):
        return Hint(options[0], "luck")
    rng = random.Random(seed)
    look = Budget(think_ms=0.0, iterations=settings.iterations)
    chosen = get_player("ismcts", game_name)(view, memory, options, random.Random(rng.getrandbits(64)), look)
    likely = get_player("heuristic", game_name)(
        view, memory, options, random.Random(rng.getrandbits(64)), Budget(think_ms=0.0, iterations=1)
    )
    other = likely if likely != chosen else _natural_alternative(game_name, view, chosen, options)
    world = rv._module(game_name).determinize(view, memory, random.Random(rng.getrandbits(64)))
    before = world.match_result()
    deals_before = len([r for r in world.deal_results() if r is not None])
    candidates = [chosen] if other is None else [chosen, other]
    means = rv.values(game_name, view, memory, candidates, before, deals_before, rng, settings.samples)
    value = means[0]
    other_value = means[1] if other is not None else value
    reason, numbers = _reason(game_name, view, memory, chosen, other)
    if reason == "best":
        if game_name == "durak":
            numbers = {"chance": round(value * 100)}
        else:
            numbers = {"points": max(0, round((value - other_value) * 10))}
    return Hint(chosen, reason, numbers, other, value, other_value)


# ----- the alternative ------------------------------------------------------------------------------------
def _natural_alternative(game: str, view: View, chosen: Action, legal: Sequence[Action]) -> Action | None:
    """The game's other option to ``chosen`` when the person's likely move is the same one."""
    others = [a for a in legal if a != chosen]
    if not others:
        return None

    def first(*types: str) -> Action | None:
        return next((a for a in others if a.type in types), None)

    if game == "durak":
        if chosen.type in ("defend", "transfer"):
            return first("take") or first("defend", "transfer")
        if chosen.type == "take":
            return first("defend", "transfer")
        if chosen.type == "attack" and _table_cards(view):
            return first("pass") or first("attack")
        if chosen.type == "pass":
            return first("attack")
        return first("attack")
    if game == "bura":
        if chosen.type == "enough":
            return first("continue")
        if chosen.type == "continue":
            return first("enough")
        return others[0]
    if game == "scopa":
        if chosen.capture:
            return next((a for a in others if not a.capture), None)
        return others[0]
    return others[0]


# ----- the reason -----------------------------------------------------------------------------------------
def _reason(
    game: str, view: View, memory: JSON, chosen: Action, other: Action | None
) -> tuple[str, dict[str, int]]:
    if game == "durak":
        return _durak(view, chosen, other)
    if game == "bura":
        return _bura(view, memory, chosen, other)
    if game == "scopa":
        return _scopa(view, chosen, other)
    return "best", {}


def _table_cards(view: View) -> int:
    table = cast("list[list[str | None]]", view.get("table") or [])
    return sum(1 for pair in table for c in pair if c is not None)


def _durak(view: View, chosen: Action, other: Action | None) -> tuple[str, dict[str, int]]:
    from engines.ai.durak import card_values

    trump = str(view.get("trump") or "")
    on_table = _table_cards(view)
    kind = other.type if other is not None else None
    if chosen.type == "defend" and kind == "take":
        card = chosen.card or ""
        return "cover", {"cards": on_table, "trump": int(card[-1:] == trump)}
    if chosen.type == "take" and kind in ("defend", "transfer"):
        return "take", {"cards": on_table}
    if chosen.type == "transfer":
        return "transfer", {"cards": on_table + 1}
    if chosen.type == "attack" and on_table:
        defender = view.get("defender")
        sizes: list[int] = view.get("hand_sizes") or []
        left = sizes[defender] if isinstance(defender, int) and defender < len(sizes) else 0
        return "throw_in", {"cards": left}
    if chosen.type == "pass" and kind == "attack":
        return "hold", {}
    if chosen.type == "attack" and not on_table and chosen.card and trump:
        values = card_values(trump)
        hand: list[str] = view.get("hand") or []
        plain = [c for c in hand if c[-1] != trump]
        if chosen.card[-1] != trump and plain and values[chosen.card] == min(values[c] for c in plain):
            return "lead_low", {}
    return "best", {}


def _bura(view: View, memory: JSON, chosen: Action, other: Action | None) -> tuple[str, dict[str, int]]:
    from engines.ai.bura import Knowledge

    if chosen.type == "stop":
        return "stop", {}
    if chosen.type in ("enough", "continue"):
        know = Knowledge(view, memory)  # type: ignore[arg-type]
        numbers = {"points": know.my_pile_known, "unseen": len(know.slots)}
        if chosen.type == "enough":
            return "enough", numbers
        if other is not None and other.type == "enough":
            return "not_yet", numbers
    return "best", {}


def _scopa(view: View, chosen: Action, other: Action | None) -> tuple[str, dict[str, int]]:
    from engines.scopa.rules import SETTEBELLO, VALUE

    table = cast("list[str]", view.get("table") or [])
    taken = set(chosen.capture or ())
    if taken:
        cards = len(taken) + 1
        sizes: list[int] = view.get("hand_sizes") or []
        last_play = view.get("stock") == 0 and sum(sizes) == 1
        if taken == set(table) and not last_play:
            return "sweep", {"cards": cards}
        mine = taken | {chosen.card or ""}
        if SETTEBELLO in mine:
            return "settebello", {"cards": cards}
        sevens = sum(1 for c in mine if c[:1] == "7")
        if sevens:
            return "primiera", {"sevens": sevens, "cards": cards}
        return "capture", {"cards": cards}

    def sweepable(action: Action | None) -> bool:
        if action is None or action.card is None:
            return False
        left = [c for c in table if c not in (action.capture or ())]
        if not action.capture:
            left.append(action.card)
        return bool(left) and sum(VALUE[c[0]] for c in left) <= 10

    if other is not None and not sweepable(chosen) and sweepable(other):
        return "no_sweep", {}
    return "best", {}

