"""Every callback payload: ``<prefix>:<room>:<fields…>``, short, ASCII, ≤ 64 bytes.

A payload is parsed strictly: an unknown prefix, a wrong number of fields or a non-numeric number
makes :func:`parse` return ``None`` (answered as an unknown button, nothing changes). Buttons that
change a game carry the room's turn counter and the seat they act for.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

ROOM_RE = re.compile(r"^[A-Za-z0-9]{4,16}$")
CARD_RE = re.compile(r"^[0-9TJQKA][SHDC]$")

# prefix: field kinds after the room ('i' int, 'c' card, 's' short token)
SCHEMA: dict[str, str] = {
    "a": "iii",   # act: turn, seat, index into the sorted legal actions
    "p": "iic",   # pick: turn, seat, card -> second choice
    "t": "iii",   # Bura toggle: turn, seat, selection bit mask
    "h": "ii",    # back to the hand: turn, seat
    "r": "",      # ready / next deal
    "u": "",      # not ready any more (lobby)
    "j": "",      # join (group fallback when a URL button is not possible)
    "l": "",      # leave (asks to confirm while a game runs)
    "L": "",      # leave, confirmed
    "e": "",      # end the game (creator)
    "E": "",      # end the game, confirmed
    "s": "i",     # surrender: turn
    "S": "i",     # surrender, confirmed: turn
    "c": "si",    # computer seat: "+" / "-", the computer count drawn (a double tap adds one seat)
    "o": "ss",    # option: key, value
    "d": "ii",    # deal record: match, deal
    "f": "",      # fingerprint details
    "y": "i",     # «Поторопить» (hurry-up): turn
}


@dataclass(frozen=True)
class Cb:
    kind: str
    room: str
    args: tuple[int | str, ...]

    def pack(self) -> str:
        return ":".join([self.kind, self.room, *map(str, self.args)])


def cb(kind: str, room: str, *args: int | str) -> str:
    data = Cb(kind, room, tuple(args)).pack()
    assert len(data.encode()) <= 64, data
    return data


def parse(data: str | None) -> Cb | None:
    if not data or len(data.encode()) > 64:
        return None
    parts = data.split(":")
    kind = parts[0]
    schema = SCHEMA.get(kind)
    if schema is None or len(parts) != 2 + len(schema) or not ROOM_RE.match(parts[1]):
        return None
    args: list[int | str] = []
    for k, value in zip(schema, parts[2:], strict=True):
        if k == "i":
            if not re.fullmatch(r"-?\d{1,9}", value):
                return None
            args.append(int(value))
        elif k == "c":
            if not CARD_RE.match(value):
                return None
            args.append(value)
        else:
            if not re.fullmatch(r"[A-Za-z0-9_+\-]{1,12}", value):
                return None
            args.append(value)
    return Cb(kind, parts[1], tuple(args))


# profile buttons have no room: "pf:<key>:<value>"; the game picker: "g:<game>"
PROFILE_RE = re.compile(r"^pf:(lang|style|fp):([a-z]{1,10})$")
PICK_RE = re.compile(r"^g:(durak|bura|scopa)$")
