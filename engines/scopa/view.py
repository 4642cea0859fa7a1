"""What a seat may know of a Scopa match: the shape of ``Scopa.view(seat)``, checked by mypy."""

from __future__ import annotations

from typing import Any, NotRequired, TypedDict


class ScopaView(TypedDict):
    """``Scopa.view(seat)``; ``view(None)`` (the group's) is the same without ``hand``."""

    game: str
    seats: int
    seat: int | None
    #: the seat's side (seat % 2), None for the group
    side: int | None
    #: the seats of each side
    teams: list[list[int]]
    target: int
    dealer: int
    deal: int
    needs_deal: bool
    turn: int | None
    to_act: list[int]
    #: the seat's own cards; absent from the group's view
    hand: NotRequired[list[str]]
    hand_sizes: list[int]
    table: list[str]
    stock: int
    #: cards captured per side
    piles: list[int]
    scopas: list[int]
    score: list[int]
    last_capturer: int | None
    #: the last play and the last capture: ``seat``, ``card``, ``capture``, ``scopa``
    last_play: dict[str, Any] | None
    last_capture: dict[str, Any] | None
    results: list[dict[str, Any] | None]
    match: dict[str, Any] | None
    over: bool
