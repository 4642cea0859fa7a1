"""A tournament's tables (issue 47): how many sit at each, and the game's options every table plays,
both chosen on the sign-up message while it signs up.

**How many at a table.** Pairs (``PAIRS``) by default; a Swiss of a game that has a finishing order
at tables of more than two (``GameRules.tournament_tables``: Durak) may seat tables of 3–4
(``TABLES``) with ``swiss.seat_tables``: tables of four, then three; five people sit 3 + 2 and a
computer. A knockout is always 2-seat (who of a table of four would go through is not decided).

**The options.** The lobby's own: the game module's option buttons (``bot/games/``, drawn for a
room that stands for the tournament's tables: :func:`view_room`) with the lobby's option values
(``GameRules.option_value``), checked by the engine for every seat count the tables may have — so
an option that needs a seat count of its own (Durak's teams, Scopa's 2×2) is not offered. They are
stored in the tournament's ``options`` (``{"table": …, "seats": …}``); every table's room is made
with them.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Any

from bot.model import LOBBY, Room
from bot.plumbing import clock
from bot.rooms.tournament_guard import managed
from bot.rules import rules_of
from bot.storage import Database
from bot.storage.tournaments import SIGNUP, Tournament
from bot.tournaments import swiss
from bot.tournaments.records import Entry, Plan, Round
from engines.registry import game_class

#: the key of the choice in ``Tournament.options`` and on its button, and its two values
SEATS_KEY = "seats"
PAIRS, TABLES = "2", "34"
#: the format whose rounds may seat tables (``bot/rooms/tournaments.py: SWISS``)
SWISS_FORMAT = "swiss"


def seating(t: Tournament) -> str:
    """``PAIRS`` or ``TABLES`` (tables of 3–4)."""
    return TABLES if t.options.get(SEATS_KEY) == TABLES and tables_offered(t.game, t.format) else PAIRS


def seat_counts(choice: str) -> tuple[int, ...]:
    """The seat counts a table may have: a pair; or 3 and 4 (3 + 2 and a computer: a table of 3)."""
    return (3, 4) if choice == TABLES else (2,)


def tables_offered(game: str, fmt: str) -> bool:
    """Whether a tournament of ``game`` in ``fmt`` may seat tables of 3–4."""
    try:
        counts = set(game_class(game).SEAT_COUNTS)
    except (KeyError, ValueError):
        return False
    return fmt == SWISS_FORMAT and rules_of(game).tournament_tables and {3, 4} <= counts


def table_options(t: Tournament) -> dict[str, Any]:
    return dict(t.options.get("table") or game_class(t.game).normalize_options(None))


def view_room(t: Tournament) -> Room:
    """A room standing for the tournament's tables (never stored): what the game module draws the
    option buttons and the rules line of."""
    now = clock.now()
    return Room(
        id=t.id, game=t.game, chat_id=t.chat_id, locale=t.locale, creator=t.creator,
        capacity=min(seat_counts(seating(t))), options=table_options(t), status=LOBBY, turn=0,
        match_no=0, state=None, match_info=None, pending=None, last=None, outcome=None,
        created_at=now, updated_at=now,
    )  # fmt: skip


def fitting(game: str, options: dict[str, Any], counts: Sequence[int]) -> dict[str, Any] | None:
    """``options`` normalized when the engine accepts them at every one of ``counts``, else None."""
    cls = game_class(game)
    try:
        normal = dict(cls.normalize_options(options))
        for n in counts:
            cls.check_options(normal, n)
    except Exception:
        return None
    return normal


def changed(t: Tournament, key: str, value: str) -> dict[str, Any] | None:
    """The tournament's options with ``key`` set to ``value`` (possibly as they were); None: no
    such option or value for this tournament (a forged press)."""
    options = dict(t.options)
    if key == SEATS_KEY:
        if value not in (PAIRS, TABLES) or (value == TABLES and not tables_offered(t.game, t.format)):
            return None
        room = view_room(t)
        table = dict(room.options)
        for n in seat_counts(value):  # an option of another seat count goes (the lobby's rule)
            room.options = rules_of(t.game).options_for_seats(room, n)
            table = dict(room.options)
        fit = fitting(t.game, table, seat_counts(value))
        options["table"] = fit if fit is not None else game_class(t.game).normalize_options(None)
        options[SEATS_KEY] = value
        return options
    wanted = rules_of(t.game).option_value(view_room(t), key, value)
    fit = None if wanted is None else fitting(t.game, wanted, seat_counts(seating(t)))
    if fit is None:
        return None
    options["table"] = fit
    return options


def plan(
    t: Tournament, players: Sequence[Entry], rounds: Sequence[Round], present: Collection[int] | None = None
) -> Plan:
    """The next Swiss round of the people ``present`` (everyone when None): tables of 3–4
    (``seat_tables``) or pairs (``pair_swiss``)."""
    if seating(t) == TABLES:
        return swiss.seat_tables(players, rounds, present)
    return swiss.pair_swiss(players, rounds, present)


async def set_option(
    storage: Database, tournament_id: str, user_id: int, admin: bool, key: str, value: str
) -> str:
    """A press on the sign-up message's options: the answer's locale key. Its creator's or a group
    administrator's, while it signs up; anyone else's, a forged one, or one after the start
    changes nothing."""
    async with storage.transaction() as tx:
        t = await managed(tx, tournament_id, SIGNUP, user_id, admin)
        if isinstance(t, str):
            return t
        options = changed(t, key, value)
        if options is None:
            return "err-forged"
        if options["table"] == table_options(t) and options.get(SEATS_KEY, PAIRS) == seating(t):
            return "option-same"
        if not await tx.tournaments.set_options(tournament_id, options, clock.now()):
            return "tn-err-closed"
    return "option-ok"
