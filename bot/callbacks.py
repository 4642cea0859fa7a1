"""Every inline button's payload: one aiogram ``CallbackData`` class per kind of button.

Payloads are ``<prefix>:<field>:…`` (ASCII, ≤ 64 bytes). Fields are typed and constrained, so a
malformed or forged payload matches no filter and is answered as an unknown button by the
fallback handler (``bot/handlers/errors.py``); nothing changes. Buttons that change a game carry
the room's turn counter and the seat they act for, so a stale or foreign press is refused by the
room service.
"""

from __future__ import annotations

from typing import Annotated, Literal

from aiogram.filters.callback_data import CallbackData
from pydantic import Field, StringConstraints

RoomId = Annotated[str, StringConstraints(pattern=r"^[A-Za-z0-9]{4,16}$")]
Card = Annotated[str, StringConstraints(pattern=r"^[0-9TJQKA][SHDC]$")]
Token = Annotated[str, StringConstraints(pattern=r"^[A-Za-z0-9_]{1,12}$")]
Num = Annotated[int, Field(ge=0, le=10**9)]


class Act(CallbackData, prefix="a"):
    """A move: the index into the seat's sorted legal actions at ``turn``."""

    room: RoomId
    turn: Num
    seat: Num
    index: Num


class PickCard(CallbackData, prefix="p"):
    """A card with several moves: show them (the seat's own message only)."""

    room: RoomId
    turn: Num
    seat: Num
    card: Card


class Toggle(CallbackData, prefix="t"):
    """Bura: select or unselect cards (a bit mask over the hand)."""

    room: RoomId
    turn: Num
    seat: Num
    mask: Num


class Back(CallbackData, prefix="h"):
    """Back from a card's moves to the hand."""

    room: RoomId
    turn: Num
    seat: Num


class Ready(CallbackData, prefix="r"):
    """«Готов» in the lobby, «Следующая раздача» between deals."""

    room: RoomId


class Unready(CallbackData, prefix="u"):
    room: RoomId


class Leave(CallbackData, prefix="l"):
    """Leave the room (a second press within a few seconds confirms while a game runs)."""

    room: RoomId


class EndGame(CallbackData, prefix="e"):
    """The creator ends the running game (confirmed by a second press)."""

    room: RoomId


class Surrender(CallbackData, prefix="s"):
    room: RoomId
    turn: Num


class Computer(CallbackData, prefix="c"):
    """Add (``+``) or remove (``-``) a computer seat; ``drawn`` is the computer count on the
    button, so the second tap of a double tap changes nothing."""

    room: RoomId
    sign: Literal["+", "-"]
    drawn: Num


class Option(CallbackData, prefix="o"):
    """A lobby option (the game module says which keys and values exist)."""

    room: RoomId
    key: Token
    value: Token


class Record(CallbackData, prefix="d"):
    """Send the record of a finished deal."""

    room: RoomId
    match: Num
    deal: Num


class Fingerprint(CallbackData, prefix="f"):
    room: RoomId


class Hurry(CallbackData, prefix="y"):
    """«Поторопить» at ``turn``."""

    room: RoomId
    turn: Num


class Profile(CallbackData, prefix="pf"):
    key: Literal["lang", "style", "fp", "pings"]
    value: Annotated[str, StringConstraints(pattern=r"^[a-z]{1,10}$")]


class NewGame(CallbackData, prefix="g"):
    """The /new picker: open a room of ``game``."""

    game: Annotated[str, StringConstraints(pattern=r"^[a-z]{1,12}$")]
