"""What a seat may know of a Durak game: the shape of ``Durak.view(seat)``, checked by mypy."""

from __future__ import annotations

from typing import Any, NotRequired, TypedDict


class DurakView(TypedDict):
    """``Durak.view(seat)``; ``view(None)`` (the group's) is the same without ``hand``."""

    game: str
    seats: int
    #: the normalized options (``mode``, ``throw_in_after_take``, ``throw_in``, ``teams``)
    options: dict[str, Any]
    seat: int | None
    #: ``deal`` (waiting for the deal), ``play`` or ``over``
    phase: str
    #: the seat's own cards; absent from the group's view
    hand: NotRequired[list[str]]
    hand_sizes: list[int]
    #: the round: [attack card, its cover or None] per attack
    table: list[list[str | None]]
    trump: str | None
    #: the face-up trump card while it lies under the stock
    trump_card: str | None
    stock: int
    discard: int
    attacker: int | None
    first_attacker: int | None
    defender: int | None
    #: how many attack cards the round may hold
    limit: int
    passed: list[int]
    taking: bool
    #: the seats that shed their cards, in order
    out: list[int]
    #: each seat's team, or None without teams
    teams: list[int] | None
    to_act: list[int]
    #: the deal's result once it is over (docs/rules/records.md)
    result: dict[str, Any] | None
