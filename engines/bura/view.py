"""What a seat may know of a Bura match: the shape of ``Bura.view(seat)``, checked by mypy."""

from __future__ import annotations

from typing import Any, TypedDict


class BuraTable(TypedDict):
    #: who led the cards on the table (None between exchanges)
    attacker: int | None
    lead: list[str]


class BuraView(TypedDict):
    """``Bura.view(seat)``; ``view(None)`` (the group's) is the same with ``hand`` None."""

    game: str
    seat: int | None
    #: deals started
    deal: int
    #: ``idle``, ``lead``, ``defend``, ``decide`` or ``claim``
    phase: str
    #: the seat's own cards; None in the group's view
    hand: list[str] | None
    hand_sizes: list[int]
    #: the trump card and its suit
    trump: str | None
    trump_suit: str | None
    stock: int
    table: BuraTable
    tricks: list[int]
    leader: int | None
    attacker: int | None
    defender: int | None
    #: the window for an interception with three of a suit is open
    window: bool
    #: a claim waits for the attacker's answer
    claim: bool
    #: the running clock (``Game.pending_clock``)
    clock: dict[str, Any] | None
    #: this seat may say «Стоп!» now
    can_stop: bool
    to_act: list[int]
    score: list[int]
    match_over: bool
    winner: int | None
    next_leader: int
    #: each deal's result (docs/rules/records.md), None while it runs
    results: list[dict[str, Any] | None]
    last_result: dict[str, Any] | None
    #: both piles card by card once the deal is over, else None
    revealed: list[list[str]] | None
    #: the first-move draw (``Bura._draw_view``), None when the match had none
    draw: dict[str, Any] | None
