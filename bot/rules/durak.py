"""Durak's rules in the bot: its lobby options and teams, who a round waits for, the durak."""

from __future__ import annotations

from typing import Any, ClassVar

from bot.model import Room
from bot.rules.base import GameRules
from engines.durak.rules import TEAMS, Durak
from engines.protocol import Game

MODES = ("podkidnoy", "perevodnoy")
#: when others may throw in (the ``throw_in`` option), in the order the lobby shows them
THROW_IN_TIMINGS = ("any_time", "after_cover")
#: the team options a seat count offers, in the order the lobby button cycles through them
TEAM_CHOICES: dict[int, tuple[str, ...]] = {4: ("2x2",), 6: ("3x2", "2x3")}


class DurakRules(GameRules):
    engine = Durak
    throw_wait = True
    default_capacity = 4
    quick_seats = (2, 3, 4)
    quick_variants = MODES
    tournament_tables = True

    def quick_options(self, variant: str) -> dict[str, Any]:
        return self.engine.normalize_options({"mode": variant if variant in MODES else MODES[0]})

    def option_value(self, room: Room, key: str, value: str) -> dict[str, Any] | None:
        options = dict(room.options)
        if key == "mode" and value in MODES:
            options["mode"] = value
        elif key == "tat" and value in ("0", "1"):
            options["throw_in_after_take"] = value == "1"
        elif key == "ti" and value in THROW_IN_TIMINGS:
            options["throw_in"] = value
        elif key == "teams" and (value == "none" or value in TEAMS):
            options["teams"] = None if value == "none" else value
        else:
            return None
        return options

    def options_for_seats(self, room: Room, seats: int) -> dict[str, Any]:
        teams = room.options.get("teams")
        if teams and TEAMS[teams][0] != seats:
            return {**room.options, "teams": None}
        return room.options

    def team_count(self, room: Room) -> int:
        return teams_of(room.capacity, room.options)

    # ----- a move on a button ------------------------------------------------------------------------------
    move_letters: ClassVar[dict[str, str]] = {
        "attack": "a", "defend": "d", "transfer": "r", "take": "t", "pass": "p",
    }  # fmt: skip

    def context(self, game: Game, seat: int) -> str:
        """The bout: its defender and its first attack card (none: a lead on an empty table). A
        throw-in of a rank still on the table, a cover of a card still uncovered, «Беру» and «Не
        подкидываю» mean the same while the bout and its defender are the same."""
        if not isinstance(game, Durak):
            return super().context(game, seat)
        view = game.view(None)
        table = view["table"]
        first = table[0][0] if table else "-"
        return f"{view.get('defender')}:{first}:{game.deal_number()}"

    # ----- the running deal --------------------------------------------------------------------------------
    def seat_out(self, room: Room, seat: int) -> bool:
        game = running(room)
        return game is not None and seat in game.view(None)["out"]

    def waiting_for(self, room: Room, seat: int) -> bool:
        """The defender facing an uncovered card, the player who leads an empty table, and — once
        every attack card is covered — the players who may still throw in: the round waits for
        them (an attacker with an uncovered card on the table is not waited for: the defender is)."""
        game = running(room)
        if game is None:
            return False
        view = game.view(seat)
        table = view["table"]
        if seat not in view["to_act"]:
            return False
        if seat == view["defender"]:
            return any(c is None for _, c in table) and not view["taking"]
        if not table:
            return seat == view["attacker"]
        return all(c is not None for _, c in table) or view["taking"]

    def throw_in_seats(self, room: Room) -> list[int]:
        """The seats the round waits for once every attack card on the table is covered, or once
        the defender has said «Беру» (with ``throw_in_after_take``: the others may still add cards)
        — people and computers who may still throw in, from the public table only; [] otherwise,
        or when none of them is a person playing their own seat (computers decide at once). The
        engine's ``to_act`` already leaves out the defender's partners (teams), the seats with
        nothing to add, and everyone once the limit is reached."""
        game = running(room)
        if game is None:
            return []
        v = game.view(None)
        table = v["table"]
        if not table or (not v["taking"] and any(c is None for _, c in table)):
            return []
        seats = [s for s in v["to_act"] if s != v["defender"]]
        if not any(not room.auto(s) for s in seats):
            return []
        return seats

    def throw_in_restarts(self, room: Room) -> bool:
        """The last move put a new card on a table the round waits on (a throw-in after «Беру»):
        the wait starts over for everyone, as it does after a cover of a covered round."""
        last = (room.last or {}).get("action") or {}
        return bool(last.get("type") == "attack")

    # ----- the tally and the statistics --------------------------------------------------------------------
    def tally_seats(self, room: Room, game: Game) -> list[int]:
        last = next((r for r in reversed(game.deal_results()) if r is not None), None)
        loser = (last or {}).get("loser")
        return [] if loser is None else [loser]

    def outcomes(
        self, seats: int, options: dict[str, Any], deal_results: list[Any], winner: int | None = None
    ) -> list[tuple[str, int | None]] | None:
        """The durak (or the durak team) loses, everyone else wins; nobody left holding cards: a draw."""
        result = deal_results[0] if deal_results else None
        if not result or not result.get("over"):
            return None
        k = teams_of(seats, options)
        if k:
            lost = result.get("loser_team")
            return [
                ("draw" if lost is None else "loss" if s % k == lost else "win", s % k) for s in range(seats)
            ]
        loser = result.get("loser")
        return [("draw" if loser is None else "loss" if s == loser else "win", None) for s in range(seats)]

    def mode(self, seats: int, options: dict[str, Any]) -> str:
        return f"{seats}:{options.get('mode') or 'podkidnoy'}:{options.get('teams') or 'none'}"

    def finishing_order(
        self, seats: int, options: dict[str, Any], deal_results: list[Any], steps: list[list[Any]]
    ) -> list[list[int]] | None:
        """The order of going out, the durak last: seats that went out on the same move (the last
        cards of an attacker and of the defender who covered them) are level, and so are those
        who went out together when nobody was left holding cards. Cut short: those out so far, then
        everyone still holding cards, level. A team game: by its outcomes."""
        result = deal_results[0] if deal_results else None
        if teams_of(seats, options):
            return None
        over = bool(result and result.get("over"))
        groups: list[list[int]] = []
        seen: set[int] = set()
        for events in steps:
            out = [int(e["seat"]) for e in events if e.get("type") == "out" and e.get("seat") not in seen]
            seen.update(out)
            if out:
                groups.append(out)
        if over and result and seen != set(result.get("out") or []):  # another match: its stored order
            groups, seen = [[int(s)] for s in result.get("out") or []], set(result.get("out") or [])
        rest = [s for s in range(seats) if s not in seen]
        return groups + ([rest] if rest else [])


def running(room: Room) -> Durak | None:
    """The room's Durak game while a deal runs; None otherwise."""
    game = room.engine()
    return game if isinstance(game, Durak) and room.game_running() else None


def teams_of(seats: int, options: dict[str, Any]) -> int:
    """How many teams the ``teams`` option makes at this seat count; 0 when it makes none."""
    teams = options.get("teams")
    return TEAMS[teams][1] if teams in TEAMS and TEAMS[teams][0] == seats else 0
