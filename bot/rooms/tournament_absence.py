"""A tournament table's absent people (issue 47): the round waits for every table, so where an
ordinary room facing one opponent lets a person think as long as they like, a tournament's table
hands the silent people to the computer itself once ``ABSENT_AFTER_SECONDS`` have passed without
their move (or their «Следующая раздача»), whoever they face — one opponent, or a computer. It is
what «🤖 Сыграть за …» does at a larger table: the seat is played by the computer until its owner
presses any button of the room, a people-only match is rated as their loss at once, and the
table's result puts them behind the others (``bot/rooms/tournament_results.py``)."""

from __future__ import annotations

from bot.model import Room
from bot.rooms import match
from bot.rooms.deadlines import DeadlineKind, table_absent
from bot.rooms.kernel import Kernel, Reply
from bot.rooms.quick import strike_if_quick
from bot.storage import Tx


async def hand_over(k: Kernel, room_id: str, turn: int) -> bool:
    """The ``absent`` deadline of a tournament's table fired for ``turn``: the people it still
    waits for are handed to the computer (and told, as after «🤖 Сыграть за …»). False when the
    room is no tournament table waiting for someone at that turn (the caller redraws as usual)."""
    handed: list[int] = []
    lost: list[int] = []

    async def fn(tx: Tx, room: Room) -> Reply:
        silent = table_absent(room)
        if room.turn != turn or room.paused or not silent:
            return Reply(None)
        if await k.take(tx, room_id, DeadlineKind.ABSENT, turn) is None:
            return Reply(None)
        handed.extend(silent)
        room.set_away([*room.away(), *silent])
        lost.extend(await match.forfeit_seats(tx, room, match.absent_seats(room, silent), k.settings))
        for uid in silent:
            await strike_if_quick(tx, room, uid)
        await match.maybe_start(tx, room)
        return Reply(None, room=room)

    reply = await k.change(room_id, fn)
    if reply.room is None:
        return False
    key = "takeover-announce-rated" if lost else "takeover-announce"
    await k.notifier.announce(reply.room, key, handed, exclude=set())
    return True
