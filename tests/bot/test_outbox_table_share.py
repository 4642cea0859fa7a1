"""Issue 44, item 7: a group's table keeps its share of the group's calls beside hands in the group
(ephemeral messages on the group's lane), and an older frame never lands after a newer one.

On a fake clock (tests/support/virtual_time.py) with Telegram's real group pace (one call per 3.2 s):
a stand-in Bot records each call's loop time, as in tests/bot/test_outbox_budget.py."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Callable
from datetime import datetime
from typing import Any

import pytest
from aiogram.types import Chat, Message

from bot.outbox import Frame, Limits, Outbox, Slot
from bot.outbox.lanes import next_slot
from tests.bot.test_outbox_budget import MemoryStorage

pytestmark = pytest.mark.virtual_time

GROUP = -500
PEOPLE = (501, 502, 503)
TABLE: Slot = ("R", GROUP, "table")
INTERVAL = 3.2  # Telegram's 20 calls a minute in a group, with the bot's margin


def now() -> float:
    return asyncio.get_running_loop().time()


def hand(uid: int) -> Slot:
    return ("R", GROUP, f"g{uid}")


class GroupBot:
    """The group's calls on the loop's clock: (method, receiver or None, time, text)."""

    def __init__(self) -> None:
        self.calls: list[tuple[str, int | None, float, str]] = []
        self._ids = 100

    def _message(self, chat_id: int, text: str, ephemeral: bool) -> Message:
        self._ids += 1
        return Message(
            message_id=self._ids, date=datetime.now(), chat=Chat(id=chat_id, type="supergroup"), text=text,
            ephemeral_message_id=self._ids if ephemeral else None,
        )  # fmt: skip

    async def send_message(self, chat_id: int, text: str, **kw: Any) -> Message:
        params = kw.get("ephemeral_message_parameters")
        receiver = params.receiver_user_id if params is not None else None
        self.calls.append(("send", receiver, now(), text))
        return self._message(chat_id, text, params is not None)

    async def edit_message_text(self, *, text: str, chat_id: int, message_id: int, **_: Any) -> bool:
        self.calls.append(("edit", None, now(), text))
        return True

    async def edit_ephemeral_message_text(self, *, text: str, receiver_user_id: int, **_: Any) -> bool:
        self.calls.append(("edit", receiver_user_id, now(), text))
        return True

    async def delete_ephemeral_message(self, *, receiver_user_id: int, **_: Any) -> bool:
        self.calls.append(("delete", receiver_user_id, now(), ""))
        return True

    def table(self) -> list[tuple[str, int | None, float, str]]:
        return [c for c in self.calls if c[1] is None]


class Group:
    """The room as the group sees it: the table's state (a counter and when it changed) and each
    person's hand; a hand frame answers the person's press (it may be sent anew)."""

    def __init__(self) -> None:
        self.turn = 0
        self.changed: list[float] = [0.0]

    def move(self) -> None:
        self.turn += 1
        self.changed.append(now())

    async def render(self, slot: Slot) -> Frame:
        if slot == TABLE:
            return Frame(f"table {self.turn}", None, lane="group")
        uid = int(slot[2][1:])
        return Frame(f"hand {uid} {self.turn}", None, receiver=uid, query=f"q{uid}")


@pytest.fixture
async def make() -> AsyncIterator[Callable[..., Outbox]]:
    made: list[Outbox] = []

    def _make(bot: GroupBot, **limits: Any) -> Outbox:
        outbox = Outbox(bot, MemoryStorage(), limits=Limits(**limits), wall=now)  # type: ignore[arg-type]
        made.append(outbox)
        return outbox

    yield _make
    for outbox in made:
        await outbox.close()


async def settle(outbox: Outbox) -> None:
    await outbox.flush(600)
    assert outbox.pending() == 0


def test_a_stale_table_goes_before_a_waiting_hand_unless_it_had_the_last_call() -> None:
    class D:
        def __init__(self, since: float, urgent: bool) -> None:
            self.since, self.urgent = since, urgent

    dirty = {hand(501): D(0.0, True), TABLE: D(1.0, False), hand(502): D(0.5, True)}
    assert next_slot(dirty, 2.0, 0.0, table_last=False) == (TABLE, float("inf"))
    assert next_slot(dirty, 2.0, 0.0, table_last=True)[0] == hand(501)  # then the hands, urgent first
    del dirty[hand(501)], dirty[hand(502)]
    assert next_slot(dirty, 2.0, 0.0, table_last=True)[0] == TABLE  # no hand waits: the table again
    private = {("R", 7, "hand"): D(0.0, False), ("S", 7, "hand"): D(0.0, True)}  # a private chat: as ever
    assert next_slot(private, 0.0, 2.0, table_last=False) == (("S", 7, "hand"), 2.0)


async def test_the_deal_reaches_the_table_before_the_hands_in_the_group(make: Callable[..., Outbox]) -> None:
    """Three hands in the group and the table, all stale at once (the deal starts): the table goes
    first — the lobby's «➕ Присоединиться» does not stand while three hands are redrawn."""
    bot, group = GroupBot(), Group()
    outbox = make(bot, group_interval=INTERVAL)
    outbox.mark(TABLE, group.render)
    for uid in PEOPLE:  # each person's lobby message in the group, sent in answer to a press
        outbox.mark(hand(uid), group.render, urgent=True, fresh=True)
    await settle(outbox)
    bot.calls.clear()
    group.move()  # the deal: every one of them stale, the hands urgent (the presser, the person to act)
    dealt = now()
    for uid in PEOPLE:
        outbox.mark(hand(uid), group.render, urgent=True)
    outbox.mark(TABLE, group.render)
    await settle(outbox)
    assert [c[3] for c in bot.calls][0] == "table 1", bot.calls
    assert bot.table()[0][2] - dealt <= INTERVAL
    assert sorted(c[3] for c in bot.calls[1:]) == [f"hand {uid} 1" for uid in PEOPLE]


async def test_the_table_keeps_its_share_however_often_hands_are_asked_for(
    make: Callable[..., Outbox],
) -> None:
    """Twenty minutes of a game on hands in the group: a move every 10 s, and three people pressing
    «🃏 Мои карты» 9 times a minute between them (each press a new hand and the old one's delete).
    Every state of the table is shown within a few of the group's intervals of its move, and every
    person's last press is answered."""
    bot, group = GroupBot(), Group()
    outbox = make(bot, group_interval=INTERVAL)
    outbox.mark(TABLE, group.render)
    start = now()
    step = 0
    while now() - start < 20 * 60:
        await asyncio.sleep(1.0)
        step += 1
        if step % 10 == 0:
            group.move()
            outbox.mark(TABLE, group.render)
        if step % 20 in (0, 7, 14):  # 3 presses every 20 s: 9 a minute
            uid = PEOPLE[(step // 7) % 3]
            outbox.mark(hand(uid), group.render, urgent=True, fresh=True)
    await settle(outbox)
    times = [c[2] for c in bot.calls]
    assert min(b - a for a, b in zip(times, times[1:], strict=False)) >= INTERVAL - 1e-6  # the group's pace
    table = bot.table()
    shown = {int(c[3].split()[1]): c[2] for c in table}
    late = [(turn, shown.get(turn)) for turn in range(1, group.turn + 1) if turn not in shown]
    # a state superseded before its turn came need not be shown; the one after it is, in time
    waits = []
    for turn, changed in enumerate(group.changed[1:], start=1):
        first = min((at for t, at in shown.items() if t >= turn), default=None)
        assert first is not None, (turn, late)
        waits.append(first - changed)
    assert max(waits) <= 4 * INTERVAL, max(waits)  # a hand's turn (two calls) and the call under way
    assert len(table) >= group.turn - 2  # about every move redrawn: 120 moves in 20 minutes
    assert table[-1][3] == f"table {group.turn}"
    for uid in PEOPLE:  # and the hands got the rest: each person's hand came anew
        assert len([c for c in bot.calls if c[0] == "send" and c[1] == uid]) >= 20


async def test_a_hand_in_the_group_drawn_from_an_older_state_is_drawn_again_when_its_turn_comes(
    make: Callable[..., Outbox],
) -> None:
    """Between a hand's rendering and its call a newer state may come (with several workers another
    worker's, already drawn): the slot is rendered again when the call's turn comes, as a table's
    frame is — the older hand never lands after the newer one."""
    bot = GroupBot()
    outbox = make(bot, group_interval=INTERVAL)
    state = {"turn": 1}
    slot = hand(501)

    async def render(_slot: Slot) -> Frame:
        turn = state["turn"]
        if turn == 2:
            state["turn"] = 3  # moved on right after this rendering (another worker)

        async def current() -> bool:
            return state["turn"] == turn

        return Frame(f"hand {turn}", None, receiver=501, query="q", current=current)

    outbox.mark(slot, render, urgent=True, fresh=True)
    await settle(outbox)
    state["turn"] = 2
    outbox.mark(slot, render, urgent=True)
    await settle(outbox)
    assert [c[3] for c in bot.calls] == ["hand 1", "hand 3"]
    assert outbox.stats.rendered_again == 1
