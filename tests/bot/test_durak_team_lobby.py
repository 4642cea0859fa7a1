"""The Durak lobby's issue-19 options through RoomService (no HTTP): the team option needs its seat
count, a seat change drops a team option that no longer fits, picking a team swaps seats, and the
lobby buttons show the team options only when the seat count fits."""

from __future__ import annotations

from pathlib import Path

from bot import games
from bot.i18n import Translator
from tests.bot.test_room_service import service_on, stored


def _buttons(room) -> list[str]:  # type: ignore[no-untyped-def]
    rows = games.get("durak").option_rows(room, Translator("ru"))
    return [b.callback_data or "" for row in rows for b in row]


async def test_team_option_only_with_the_seat_count_that_fits(tmp_path: Path) -> None:
    async with service_on(tmp_path) as (service, storage, notifier):
        room = await service.create_room("durak", 1, None, "ru")
        assert room.capacity == 4
        assert f"o:{room.id}:teams:2x2" in _buttons(room)
        before = await stored(storage, room.id)
        assert (await service.set_option(room.id, 1, "teams", "3x2")).key == "err-forged"
        assert await stored(storage, room.id) == before  # refused: nothing changed
        assert (await service.set_option(room.id, 1, "teams", "2x2")).key == "option-ok"
        room = await service.get(room.id)
        assert room is not None and room.options["teams"] == "2x2"
        # three seats: the pairs no longer fit and are dropped; no team button is offered
        assert (await service.set_option(room.id, 1, "seats", "3")).key == "option-ok"
        room = await service.get(room.id)
        assert room is not None and room.capacity == 3 and room.options["teams"] is None
        assert not [d for d in _buttons(room) if ":teams:" in d or d.startswith("k:")]
        # six seats: none -> 3x2 -> 2x3 -> none
        for n in ("4", "5", "6"):
            assert (await service.set_option(room.id, 1, "seats", n)).key == "option-ok"
        room = await service.get(room.id)
        assert room is not None and f"o:{room.id}:teams:3x2" in _buttons(room)
        assert (await service.set_option(room.id, 1, "teams", "3x2")).key == "option-ok"
        room = await service.get(room.id)
        assert room is not None and f"o:{room.id}:teams:2x3" in _buttons(room)
        assert [d for d in _buttons(room) if d.startswith("k:")] == [f"k:{room.id}:{k}" for k in range(3)]
        assert (await service.set_option(room.id, 1, "ti", "after_cover")).key == "option-ok"
        assert (await service.set_option(room.id, 1, "ti", "never")).key == "err-forged"
        room = await service.get(room.id)
        assert room is not None and room.options["throw_in"] == "after_cover"
        line = games.get("durak").options_line(room, Translator("ru"))
        t = Translator("ru")
        assert t("durak-rule-throw-in", timing="after_cover") in line
        assert t("durak-rule-teams", teams="threepairs") in line


async def test_picking_a_team_swaps_seats(tmp_path: Path) -> None:
    async with service_on(tmp_path) as (service, storage, notifier):
        room = await service.create_room("durak", 1, None, "ru")
        assert (await service.set_option(room.id, 1, "teams", "2x2")).key == "option-ok"
        assert (await service.join(room.id, 2)).key == "join-ok"
        assert (await service.join(room.id, 3)).key == "join-ok"
        assert (await service.pick_team(room.id, 2, 0)).key == "err-team-fill-first"
        assert (await service.add_computer(room.id, 1)).key == "computer-added"
        assert (await service.ready(room.id, 3, "c3")).key == "ready-ok"
        assert (await service.pick_team(room.id, 9, 0)).key == "err-room-full"  # the link could not seat 9
        assert (await service.pick_team(room.id, 2, 5)).key == "err-stale"
        assert (await service.pick_team(room.id, 1, 0)).key == "team-already"
        # 2 joins team 0 (seats 0 and 2): no computer there, so it swaps with person 3
        assert (await service.pick_team(room.id, 2, 0)).key == "team-ok"
        room = await service.get(room.id)
        assert room is not None
        assert [(s.seat, s.user_id) for s in room.seats] == [(0, 1), (1, 3), (2, 2), (3, None)]
        assert not any(s.ready for s in room.humans())  # the ready marks clear
        # 3 picks team 0 too: no computer there, so the team's last-seated person (2) swaps back
        assert (await service.pick_team(room.id, 3, 0)).key == "team-ok"
        room = await service.get(room.id)
        assert room is not None and [s.user_id for s in room.seats] == [1, 2, 3, None]
