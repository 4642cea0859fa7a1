"""Issue 44, item 7: a frame that is out of date never outlives a newer one — on an inline invitation
card too. Two redraws of a card can wait for the global pace at once; whichever of their calls comes
first, the card ends showing the newest state (on main the older drawing could land last and stay, its
«➕ Присоединиться» on a table that had started)."""

from __future__ import annotations

import asyncio
from typing import Any

from bot.chat.invite_cards import InviteCards
from bot.model import Room

CARD = "inline-card-1"


class HeldOutbox:
    """An outbox whose calls wait until the test lets them go, in the order it chooses."""

    def __init__(self) -> None:
        self.bot = self
        self.held: list[tuple[asyncio.Future[None], Any]] = []
        self.edits: list[str] = []

    async def edit_message_text(self, *, text: str, inline_message_id: str, reply_markup: Any) -> None:
        self.edits.append(text)

    async def call(self, chat_id: int | None, fn: Any) -> Any:
        gate: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self.held.append((gate, fn))
        await gate
        return await fn()

    async def release(self, index: int) -> None:
        gate, _ = self.held[index]
        gate.set_result(None)
        for _ in range(5):
            await asyncio.sleep(0)


def room_at(turn: int, status: str) -> Room:
    return Room(
        id="r1", game="durak", chat_id=None, locale="ru", creator=1, capacity=2, options={},
        status=status, turn=turn, match_no=0, state=None, match_info=None, pending=None, last=None,
        outcome=None, created_at=0.0, updated_at=float(turn), extra={"cards": [CARD]},
    )  # fmt: skip


def cards(outbox: HeldOutbox) -> InviteCards:
    made = InviteCards(outbox, None, None)  # type: ignore[arg-type]

    async def card_of(room: Room) -> tuple[str, Any]:
        return f"{room.status} at turn {room.turn}", None

    made.card_of = card_of  # type: ignore[method-assign]
    return made


async def settle() -> None:
    for _ in range(5):
        await asyncio.sleep(0)


async def test_an_older_drawing_held_by_the_pace_does_not_land_after_a_newer_one() -> None:
    outbox = HeldOutbox()
    ic = cards(outbox)
    old = asyncio.create_task(ic.redraw(room_at(3, "lobby")))
    await settle()
    new = asyncio.create_task(ic.redraw(room_at(4, "playing")))
    await settle()
    assert len(outbox.held) == 2
    await outbox.release(1)  # the newer call comes first under the pace…
    await outbox.release(0)  # …and the older one after it
    await asyncio.gather(old, new)
    assert outbox.edits == ["playing at turn 4"]


async def test_an_older_state_asked_for_after_a_newer_one_is_not_drawn() -> None:
    outbox = HeldOutbox()
    ic = cards(outbox)
    new = asyncio.create_task(ic.redraw(room_at(4, "playing")))
    await settle()
    old = asyncio.create_task(ic.redraw(room_at(3, "lobby")))
    await settle()
    for i in range(len(outbox.held)):
        await outbox.release(i)
    await asyncio.gather(old, new)
    assert outbox.edits == ["playing at turn 4"]


async def test_a_newer_state_that_draws_the_same_leaves_the_drawing_to_the_older_call() -> None:
    outbox = HeldOutbox()
    ic = cards(outbox)

    async def same(room: Room) -> tuple[str, Any]:
        return "lobby", None

    ic.card_of = same  # type: ignore[method-assign]
    old = asyncio.create_task(ic.redraw(room_at(3, "lobby")))
    await settle()
    new = asyncio.create_task(ic.redraw(room_at(4, "lobby")))
    await settle()
    assert len(outbox.held) == 1  # the same drawing is not asked for twice…
    await outbox.release(0)
    await asyncio.gather(old, new)
    assert outbox.edits == ["lobby"]  # …and the one asked for is made
