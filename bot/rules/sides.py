"""Sides before the deal (issue 36): people pick a team in the lobby while seats are still free; the
seats are arranged by those choices when the match starts, computers taking the places left.

A room's team ``k`` holds the seats ``s`` with ``s % count == k`` (``GameRules.team_count``: Scopa
2×2 and Durak's 2×2, 3×2 and 2×3, as ``docs/rules/``). A person's choice is kept in the room's
``extra["sides"]`` (user id -> team) until they leave or the teams change; one who chose nothing
takes the first place left after the choosers. No Telegram here: the lobby draws :func:`plan`, the
match starts from :func:`arrange`.
"""

from __future__ import annotations

import random

from bot.model import Room, Seat
from bot.rules import rules_of

#: team colours, team k first (Durak's pairs and threes, Scopa's 2×2)
TEAM_MARKS = ("🔴", "🔵", "🟢")


def team_count(room: Room) -> int:
    """How many sides the room's people pick from (0: no teams)."""
    return rules_of(room.game).team_count(room)


def team_size(room: Room) -> int:
    k = team_count(room)
    return room.capacity // k if k else 0


def chosen(room: Room) -> dict[int, int]:
    """The sides people of the room chose (seated people, teams that exist now)."""
    k = team_count(room)
    raw = room.extra.get("sides") or {}
    seated = set(room.human_ids())
    out: dict[int, int] = {}
    for key, team in raw.items():
        if str(key).isdigit() and int(key) in seated and isinstance(team, int) and 0 <= team < k:
            out[int(key)] = team
    return out


def set_chosen(room: Room, sides: dict[int, int]) -> None:
    if sides:
        room.extra["sides"] = {str(u): t for u, t in sorted(sides.items())}
    else:
        room.extra.pop("sides", None)


def forget(room: Room, user_id: int | None = None) -> None:
    """Drop one person's choice (they left), or every choice (the teams changed)."""
    if user_id is None:
        room.extra.pop("sides", None)
        return
    sides = {u: t for u, t in chosen(room).items() if u != user_id}
    set_chosen(room, sides)


def room_for(room: Room, team: int, user_id: int) -> bool:
    """Whether ``team`` has a place for ``user_id`` besides those others chose."""
    taken = sum(1 for u, t in chosen(room).items() if t == team and u != user_id)
    return taken < team_size(room)


def partners_in_deal(room: Room) -> bool:
    """A deal of a team game runs and a side has two people or more on it: what one of them writes
    could reach a partner, and partners may neither name their cards nor hint — «и в чате тоже» (Scopa
    2×2's rules; the same holds for Durak's teams). Table talk then takes fixed phrases only
    (``bot/handlers/talk.py``); between deals, and where each side has one person, it is free."""
    k = team_count(room)
    if not k or not room.game_running():
        return False
    teams = [s.seat % k for s in room.seats if s.user_id is not None]
    return len(teams) != len(set(teams))


def plan(room: Room) -> list[Seat | None]:
    """The seats as the deal would place them now, one entry per place (None: free): people who
    chose a side on it; each of the others on the side their arrival gave them (seat ``s``: side
    ``s % count``) while it has a place — so a friend who picks the side shown for you becomes your
    partner; each side's places in the order its people sat down; whoever is left, then the
    computers, in the first places left. Without teams, the seats as they are."""
    k = team_count(room)
    slots: list[Seat | None] = [None] * room.capacity
    if not k:
        for i, s in enumerate(room.seats[: room.capacity]):
            slots[i] = s
        return slots
    sides = chosen(room)
    size = room.capacity // k
    members: list[list[Seat]] = [[] for _ in range(k)]
    rest: list[Seat] = []
    people = [s for s in room.seats if not s.computer]
    for s in people:  # those who chose first, in the order they sat down
        team = sides.get(s.user_id or 0)
        if team is not None and len(members[team]) < size:
            members[team].append(s)
    for s in people:  # then the others, on the side their arrival gave them while it has a place
        if s.user_id not in sides or all(s is not m for m in members[sides[s.user_id]]):
            natural = members[s.seat % k]
            (natural if len(natural) < size else rest).append(s)
    for team, seated in enumerate(members):  # each side's places in the order its people arrived
        places = range(team, room.capacity, k)
        for place, s in zip(places, sorted(seated, key=lambda s: s.seat), strict=False):
            slots[place] = s
    for s in rest + [s for s in room.seats if s.computer]:
        i = slots.index(None) if None in slots else -1
        if i < 0:
            break
        slots[i] = s
    return slots


def side_of(room: Room, user_id: int) -> int | None:
    """The side ``user_id`` would play on if the deal started now (None: no teams, or not seated)."""
    k = team_count(room)
    if not k:
        return None
    for i, s in enumerate(plan(room)):
        if s is not None and s.user_id == user_id:
            return i % k
    return None


def arrange(room: Room) -> None:
    """A full lobby: the seats take the places of :func:`plan` (before the match starts)."""
    if not team_count(room) or len(room.seats) != room.capacity:
        return
    placed = [s for s in plan(room) if s is not None]
    if len(placed) == len(room.seats):
        room.seats = placed
        room.compact()


def shuffle(room: Room, rng: random.Random) -> None:
    """The creator mixes the sides: every seated person gets a side at random (as many on each as the
    places allow), and that is their choice from now on."""
    k = team_count(room)
    if not k:
        return
    people = room.human_ids()
    places = [i % k for i in range(room.capacity)]
    rng.shuffle(places)
    set_chosen(room, dict(zip(people, places, strict=False)))
