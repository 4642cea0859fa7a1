"""What the repositories hand to the rest of the bot: frozen values, built the same from a SQLite row,
an asyncpg record or a JSON object (PostgreSQL's one-statement reads), so nothing outside
``bot/storage`` looks a column up by name."""

from __future__ import annotations

from dataclasses import dataclass, fields
from functools import cache
from typing import TYPE_CHECKING, Any, TypeVar

from bot.storage.jsontext import loads

if TYPE_CHECKING:
    from _typeshed import DataclassInstance

#: a result row as a driver gives it (``sqlite3.Row``, ``asyncpg.Record``) or a JSON object of one:
#: ``row["column"]``; read only inside ``bot/storage``
Row = Any
V = TypeVar("V", bound="DataclassInstance")


@cache
def _columns(cls: type[DataclassInstance]) -> tuple[str, ...]:
    return tuple(f.name for f in fields(cls))


def from_columns(cls: type[V], row: Row, **decoded: Any) -> V:
    """A ``cls`` of the row's columns named as its fields; ``decoded``: fields read otherwise."""
    return cls(**{name: decoded[name] if name in decoded else row[name] for name in _columns(cls)})


@dataclass(frozen=True, slots=True)
class Person:
    """A user's row (table ``users``): their names, preferences, and whether the bot can reach them."""

    id: int
    first_name: str
    username: str | None
    tg_language: str | None
    #: chosen in /profile (None: Telegram's ``tg_language``)
    language: str | None
    deck_style: str
    show_fingerprint: bool
    pings: bool
    stats_hidden: bool
    #: they hear table talk (issue 32; /profile)
    table_talk: bool
    #: where their hand of a group game goes: "both", "group" or "private" (/profile)
    hands: str
    #: a quick match shows their full name, not the first name alone (issue 32; /profile)
    show_name: bool
    #: «💡 Подсказки» in their games against computers (issue 46; /profile, the lobby)
    hints: bool
    #: they wrote to the bot in private (so it may write to them)
    started: bool
    #: they have not blocked the bot (as far as it knows)
    reachable: bool
    created_at: float
    seen_at: float | None

    @classmethod
    def of(cls, row: Row) -> Person:
        # 0 or 1 stored
        flags = (
            "show_fingerprint", "pings", "stats_hidden", "table_talk", "show_name", "started", "reachable",
            "hints",
        )
        return from_columns(cls, row, **{flag: bool(row[flag]) for flag in flags})


@dataclass(frozen=True, slots=True)
class Deadline:
    """An armed deadline of a room (table ``deadlines``): ``kind`` for the room's ``turn``, due at
    ``due_at`` (``seconds`` after it was armed); ``fired_at`` None while it is pending."""

    room_id: str
    kind: str
    turn: int
    action: str | None
    seconds: float
    due_at: float
    fired_at: float | None

    @classmethod
    def of(cls, row: Row) -> Deadline:
        return from_columns(cls, row)


@dataclass(frozen=True, slots=True)
class Deal:
    """A deal of a match (table ``deals``): its fairness (label, commitment, seed, contributions, the
    first-move draws) and its stored ``result`` (``{"result": …, "verified": …}``, None while it is
    played)."""

    room_id: str
    match_no: int
    deal_no: int
    label: str
    commitment: str
    seed: str
    contributions: list[str]
    #: the first-move draws as stored (JSON text), None when the game has none
    draws: str | None
    result: dict[str, Any] | None
    started_at: float
    ended_at: float | None

    @classmethod
    def of(cls, row: Row) -> Deal:
        return from_columns(cls, row, contributions=loads(row["contributions"]), result=loads(row["result"]))


@dataclass(frozen=True, slots=True)
class Result:
    """One seat's result of a finished match, as /stats reads it (table ``results``)."""

    game: str
    computers: int
    level: str | None
    outcome: str
    mode: str
    ended_at: float


@dataclass(frozen=True, slots=True)
class RecentDeal:
    """A finished deal of a match a person played (/stats lists the latest with their replays):
    ``deals`` how many deals its match had, ``token`` its replay's (None: none made yet)."""

    room_id: str
    match_no: int
    deal_no: int
    game: str
    ended_at: float
    deals: int
    token: str | None


@dataclass(frozen=True, slots=True)
class Standing:
    """A person's line on a group's board (/top)."""

    user_id: int
    first_name: str
    games: int
    wins: int
    losses: int
    draws: int


@dataclass(frozen=True, slots=True)
class Loser:
    """Who lost most often in a group (Durak: the durak of the week)."""

    user_id: int
    first_name: str
    losses: int


@dataclass(frozen=True, slots=True)
class StoredMatch:
    """A match header kept before the results table (the back-fill): ``info`` as stored (JSON text)."""

    room_id: str
    match_no: int
    info: str
    game: str
    chat_id: int | None


@dataclass(frozen=True, slots=True)
class StoredDeal:
    """A deal's stored result (JSON text, None while unfinished) and end, for the back-fill."""

    room_id: str
    match_no: int
    deal_no: int
    result: str | None
    ended_at: float | None


@dataclass(frozen=True, slots=True)
class StoredEvent:
    """A room event as stored (JSON text) with its time, for the back-fill."""

    room_id: str
    match_no: int
    event: str
    at: float
