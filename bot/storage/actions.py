"""The action log's stored form: a game action in a few bytes instead of its JSON.

Every game action is a row of ``actions`` (what a deal record replays: about 75 rows a Durak game).
Its JSON, ``{"card":"7H","seat":1,"type":"attack"}``, was the larger part of the row; the same
action is stored as ``attack 1 c=7H``:

- the type (lower-case letters and ``_``), then the seat (digits) if the action has one;
- then each field present, in this order: ``c=`` the card, ``t=`` the target, ``s=`` the cards,
  ``p=`` the pairs (``lead/cover``), ``x=`` the capture; lists are comma-separated (``s=`` alone: an
  empty list). Card codes are letters and digits (``7H``, ``10D``).

On PostgreSQL a row of a one-card action is 16 bytes smaller with its alignment (about 1.2 KB a
Durak game). An action this form cannot hold exactly (another field, another shape) is stored as
JSON, and a stored text that begins with ``{`` is read as JSON — so are the rows written before.
:func:`unpack` returns the dict :func:`pack` was given (its keys sorted, as the JSON was read).
"""

from __future__ import annotations

import json
import re
from typing import Any

from bot.storage.jsontext import dumps

_TYPE = re.compile(r"[a-z][a-z_]*\Z")
_CARD = re.compile(r"[0-9A-Za-z]+\Z")
#: field -> (its letter, its shape), in the order they are written
_FIELDS = {
    "card": ("c", "card"),
    "target": ("t", "card"),
    "cards": ("s", "cards"),
    "pairs": ("p", "pairs"),
    "capture": ("x", "cards"),
}
_FIELD_OF = {letter: field for field, (letter, _) in _FIELDS.items()}


def _card(value: Any) -> bool:
    return isinstance(value, str) and _CARD.match(value) is not None


def _value(shape: str, value: Any) -> str | None:
    """A field's value in the short form, or None if the form cannot hold it."""
    if shape == "card":
        return value if _card(value) else None
    if not isinstance(value, list):
        return None
    if shape == "cards":
        return ",".join(value) if all(_card(c) for c in value) else None
    if all(isinstance(p, list) and len(p) == 2 and _card(p[0]) and _card(p[1]) for p in value):
        return ",".join(f"{a}/{b}" for a, b in value)
    return None


def pack(action: dict[str, Any]) -> str:
    """The stored text of ``action`` (an action's JSON form, ``Action.to_json()``)."""
    kind = action.get("type")
    if not isinstance(kind, str) or _TYPE.match(kind) is None or set(action) - {"type", "seat", *_FIELDS}:
        return dumps(action)
    parts = [kind]
    if "seat" in action:
        seat = action["seat"]
        if not isinstance(seat, int) or isinstance(seat, bool) or seat < 0:
            return dumps(action)
        parts.append(str(seat))
    for field, (letter, shape) in _FIELDS.items():
        if field in action:
            text = _value(shape, action[field])
            if text is None:
                return dumps(action)
            parts.append(f"{letter}={text}")
    return " ".join(parts)


def unpack(text: str) -> dict[str, Any]:
    """The action stored as ``text`` (by :func:`pack`, or JSON); ``ValueError`` if it is neither."""
    if text.startswith("{"):
        value = json.loads(text)
        if not isinstance(value, dict):
            raise ValueError(f"a stored action is not an object: {text[:80]!r}")
        return value
    tokens = text.split(" ")
    if _TYPE.match(tokens[0]) is None:
        raise ValueError(f"not a stored action: {text[:80]!r}")
    out: dict[str, Any] = {"type": tokens[0]}
    rest = tokens[1:]
    if rest and rest[0].isascii() and rest[0].isdigit():
        out["seat"] = int(rest[0])
        rest = rest[1:]
    for token in rest:
        letter, eq, value = token.partition("=")
        field = _FIELD_OF.get(letter)
        if not eq or field is None or field in out:
            raise ValueError(f"not a stored action: {text[:80]!r}")
        shape = _FIELDS[field][1]
        if shape == "card":
            out[field] = value
        elif shape == "cards":
            out[field] = value.split(",") if value else []
        else:
            out[field] = [p.split("/", 1) for p in value.split(",")] if value else []
    return dict(sorted(out.items()))
