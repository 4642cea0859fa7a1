"""A tournament's words (issue 47): the sign-up message and its buttons, a round's pairings, the
final standings — as text (the standings' and bracket's picture is ``bot/render/`` work of its own).
What they show is ``bot/rooms/tournaments.py``'s :class:`~bot.rooms.tournaments.State`."""

from __future__ import annotations

from fractions import Fraction

from aiogram.types import InlineKeyboardButton, InlineKeyboardMarkup

from bot import games
from bot.chat.callbacks import Option, Tourney, TourneyOption
from bot.games.base import CHOSEN, OTHER
from bot.i18n import Translator
from bot.render import tournament_control as control
from bot.rooms import tournament_tables as tables
from bot.rooms.tournaments import KNOCKOUT, MAX_PEOPLE, MIN_PEOPLE, State
from bot.storage.tournaments import CANCELLED, FINISHED, RUNNING
from bot.tournaments.records import COMPUTER


def points(score: str) -> str:
    """An exact score ("3/2") as people write it: 1.5, 2, 0.67."""
    value = Fraction(score)
    return str(value.numerator) if value.denominator == 1 else f"{float(value):.2f}".rstrip("0")


def title(t: Translator, s: State) -> str:
    """The tournament's title line: its game and format."""
    tour = s.tournament
    fmt = t("tn-format-knockout") if tour.format == KNOCKOUT else t("tn-format-swiss")
    return t("tn-title", game=t(f"game-{tour.game}"), format=fmt)


def signup(t: Translator, s: State) -> tuple[str, InlineKeyboardMarkup | None]:
    """The sign-up message: the game and format, who signed up; buttons while it signs up."""
    tour = s.tournament
    lines = [title(t, s)]
    if tour.rounds:
        lines.append(t("tn-rounds", n=tour.rounds))
    lines += rules_lines(t, s)
    names = [p.name for p in s.people]
    lines.append(
        t("tn-people", n=len(names), max=MAX_PEOPLE, names=", ".join(names)) if names else t("tn-nobody")
    )

    def button(key: str, act: str) -> InlineKeyboardButton:
        return InlineKeyboardButton(text=t(key), callback_data=Tourney(id=tour.id, act=act).pack())

    lines.extend(control.lines(t, s))  # the start time, a pause, who is out
    if tour.status == RUNNING:
        lines.append(t("tn-status-running", round=tour.round, rounds=tour.rounds))
        rows = [*control.rows(t, s), [button("tn-btn-end", "e")]]
        return "\n".join(lines), InlineKeyboardMarkup(inline_keyboard=rows)
    if tour.status == FINISHED:
        lines.append(t("tn-status-finished"))
        return "\n".join(lines), None
    if tour.status == CANCELLED:
        lines.append(t("tn-status-cancelled"))
        return "\n".join(lines), None
    lines.append(t("tn-how", min=MIN_PEOPLE, max=MAX_PEOPLE))
    rows = option_rows(t, s)
    if rows:
        lines.append(t("tn-options-how"))
    kb = InlineKeyboardMarkup(
        inline_keyboard=[[button("tn-btn-join", "j"), button("tn-btn-leave", "l")],
                         *rows,
                         [button("tn-btn-start", "s"), button("tn-btn-cancel", "x")],
                         *control.rows(t, s)]
    )  # fmt: skip
    return "\n".join(lines), kb


def rules_lines(t: Translator, s: State) -> list[str]:
    """How many sit at a table (when the game may have tables of 3–4) and the rules every table
    plays, as the lobby writes them."""
    tour = s.tournament
    out = []
    if tables.tables_offered(tour.game, tour.format):
        out.append(t("tn-seats", size="tables" if tables.seating(tour) == tables.TABLES else "pairs"))
    out += games.get(tour.game).options_line(tables.view_room(tour), t).splitlines()
    return out


def option_rows(t: Translator, s: State) -> list[list[InlineKeyboardButton]]:
    """The sign-up message's option buttons: pairs or tables of 3–4, then the lobby's own option
    buttons of the game (its seat count left out: the tables set it), each pressed on the
    tournament instead of a room."""
    tour = s.tournament
    rows = []
    if tables.tables_offered(tour.game, tour.format):
        now = tables.seating(tour)
        rows.append([
            InlineKeyboardButton(
                text=(CHOSEN if value == now else OTHER) + t("tn-opt-seats", size=word),
                callback_data=TourneyOption(id=tour.id, key=tables.SEATS_KEY, value=value).pack(),
            )
            for value, word in ((tables.PAIRS, "pairs"), (tables.TABLES, "tables"))
        ])  # fmt: skip
    for row in games.get(tour.game).option_rows(tables.view_room(tour), t):
        buttons = []
        for b in row:
            o = Option.unpack(b.callback_data or "")
            if o.key != "seats":
                data = TourneyOption(id=tour.id, key=o.key, value=o.value).pack()
                buttons.append(InlineKeyboardButton(text=b.text, callback_data=data))
        if buttons:
            rows.append(buttons)
    return rows


def pairings(t: Translator, s: State, round_no: int) -> str:
    """A round's tables, one line each, and its byes."""
    names = s.names()

    def name(uid: int) -> str:
        return t("tn-computer") if uid == COMPUTER else names.get(uid, str(uid))

    lines = [title(t, s), t("tn-round", round=round_no, rounds=s.tournament.rounds)]
    for table in s.round_tables(round_no):
        if table.bye:
            lines.extend(t("tn-bye", name=name(uid)) for uid in table.seats)
        else:
            lines.append(f"{table.table_no + 1}. " + " — ".join(name(uid) for uid in table.seats))
    lines.append(t("tn-round-go"))
    return "\n".join(lines)


def final(t: Translator, s: State) -> str:
    """The final standings: rank, name, points; the winner first."""
    names = s.names()
    table = s.final()
    lines = [title(t, s)]
    if table:
        lines.append(t("tn-winner", name=names.get(table[0].user_id, str(table[0].user_id))))
    lines.append(t("tn-standings"))
    lines.extend(f"{x.rank}. {names.get(x.user_id, str(x.user_id))} — {points(x.score)}" for x in table)
    return "\n".join(lines)
