"""A tournament table's silent people (issue 47, ``bot/rooms/tournament_absence.py``): facing one
opponent nobody may hand a thinking person to the computer in an ordinary room, but a round waits
for every table — so at a tournament's table the ``absent`` deadline hands the person it waits for
to the computer itself, and whoever the computer still plays for when the match ends finishes
behind, whatever the computer made of their seat. On SQLite and PostgreSQL."""

from __future__ import annotations

from bot.rooms.deadlines import absent_targets, table_absent
from bot.rooms.service import RoomService
from tests.bot.test_tournament_service import (  # noqa: F401 (``service``: the fixture)
    CREATOR,
    PEOPLE,
    lose,
    playing,
    service,
    signed_up,
    state,
)


async def test_a_silent_person_at_a_table_goes_to_the_computer_and_finishes_behind(
    service: RoomService,  # noqa: F811
) -> None:
    tid = await signed_up(service, PEOPLE)
    assert await service.tournaments.start(tid, CREATOR, admin=False) == "tn-started"
    room, _ = await playing(service, tid, 1)
    silent = table_absent(room)
    assert len(silent) == 1 and absent_targets(room) == []  # one opponent could not hand them over
    (other,) = (u for u in room.human_ids() if u not in silent)
    async with service.storage.read() as tx:
        armed = await tx.deadlines.of_loaded(room.id)
    assert "absent" in armed and int(armed["absent"].turn) == room.turn
    await service.fire(room.id, "absent", room.turn)
    now = await service.get(room.id)
    assert now is not None and now.away() == silent and now.status == "playing"
    await service.fire(room.id, "absent", room.turn)  # once: the deadline was taken
    await lose(service, now, other)  # the one who stayed gives up: the computer "won" the seat
    table = (await state(service, tid)).round_tables(1)[0]
    assert table.result == ((other,), tuple(silent))
