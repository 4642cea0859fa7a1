"""Helpers for Durak tests: build positions from layouts, write actions tersely."""

from __future__ import annotations

from typing import Any

from engines.durak import Durak
from engines.protocol import Action


def make(
    hands: list[list[str]],
    stock: list[str] | None = None,
    trump: str | None = None,
    **options: Any,
) -> Durak:
    """A game dealt from a layout (seats = number of hands)."""
    g = Durak.new(len(hands), options or None)
    layout: dict[str, Any] = {"hands": hands, "stock": stock or [], "table": []}
    if trump is not None:
        layout["trump"] = trump
    g.deal_from_layout(layout)
    return g


def with_hand(g: Durak, seat: int, cards: list[str]) -> Durak:
    """A copy of ``g`` whose ``seat`` holds ``cards`` (any number; e.g. more than six)."""
    data = g.to_json()
    data["hands"][seat] = cards
    return Durak.from_json(data)


def att(seat: int, card: str) -> Action:
    return Action.make("attack", seat, card=card)


def dfd(seat: int, card: str, target: str) -> Action:
    return Action.make("defend", seat, card=card, target=target)


def tr(seat: int, card: str) -> Action:
    return Action.make("transfer", seat, card=card)


def take(seat: int) -> Action:
    return Action.make("take", seat)


def pas(seat: int) -> Action:
    return Action.make("pass", seat)


def play(g: Durak, *actions: Action) -> list[dict]:
    """Apply actions in order; return every event."""
    events: list[dict] = []
    for a in actions:
        events.extend(g.apply(a))
    return events


def legal(g: Durak, seat: int) -> set[Action]:
    out = g.legal_actions(seat)
    assert len(out) == len(set(out)), "duplicate legal actions"
    return set(out)
