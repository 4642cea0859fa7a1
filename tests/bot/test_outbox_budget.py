"""The outbox within Telegram's budget, on a fake clock: a stand-in Bot records each call's time.

The stand-in Bot and an in-memory message store are plain coroutines (no threads, no sockets), so the
fast-forwarded clock moves only when every task waits for time, exactly as the outbox's pacing says.

Every test here runs on virtual time (tests/support/virtual_time.py): ``asyncio.sleep(60)`` takes no
real time, while the loop's clock — which the outbox paces by — advances by exactly 60 s. So the
limits are Telegram's real ones (1 s per private call, 3.2 s per group call, 25 per second in all)
and the tests check the order and spacing of calls on that clock, never a wall-clock speed.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from datetime import datetime
from types import SimpleNamespace
from typing import Any

import pytest
from aiogram.exceptions import TelegramRetryAfter
from aiogram.methods import SendMessage
from aiogram.types import Chat, Message

from bot.outbox import Frame, Limits, Outbox, Slot
from tests.support.pacing import max_in_window

pytestmark = pytest.mark.virtual_time


def now() -> float:
    return asyncio.get_running_loop().time()


Call = tuple[str, Any, float, str]  # method (":429" when refused), chat, loop time, text


class StandInBot:
    """Records every call on the loop's clock; ``refuse`` the next N chat calls with a 429."""

    def __init__(self) -> None:
        self.calls: list[Call] = []
        self.refuse = 0
        self.retry_after = 5
        self._ids = 100

    def _maybe_refuse(self, method: str, chat_id: Any, text: str) -> None:
        self.calls.append((method, chat_id, now(), text))
        if self.refuse and method != "answer":
            self.refuse -= 1
            self.calls[-1] = (method + ":429", chat_id, now(), text)
            raise TelegramRetryAfter(SendMessage(chat_id=1, text="x"), "Too Many Requests", self.retry_after)

    def _message(self, chat_id: int, text: str) -> Message:
        self._ids += 1
        return Message(
            message_id=self._ids, date=datetime.now(), chat=Chat(id=chat_id, type="private"), text=text
        )

    async def send_message(self, chat_id: int, text: str, **_: Any) -> Message:
        self._maybe_refuse("send", chat_id, text)
        return self._message(chat_id, text)

    async def edit_message_text(self, *, text: str, chat_id: int, message_id: int, **_: Any) -> bool:
        self._maybe_refuse("edit", chat_id, text)
        return True

    async def delete_message(self, chat_id: int, message_id: int) -> bool:
        self._maybe_refuse("delete", chat_id, "")
        return True

    async def answer_callback_query(self, callback_id: str, **_: Any) -> bool:
        self._maybe_refuse("answer", None, callback_id)
        return True

    def of(self, chat_id: int, *, ok: bool = True) -> list[Call]:
        return [c for c in self.calls if c[1] == chat_id and (not ok or not c[0].endswith(":429"))]


class Room:
    """What the renderer shows: a counter per slot, changed by the test; frames carry the loop time
    of the change they show, so frame ages are on the same clock."""

    def __init__(self) -> None:
        self.state: dict[Slot, int] = {}
        self.changed: dict[Slot, float] = {}
        self.lane = "act"

    def set(self, slot: Slot, value: int) -> None:
        self.state[slot], self.changed[slot] = value, now()

    async def render(self, slot: Slot) -> Frame:
        return Frame(f"state {self.state.get(slot, 0)}", None, self.changed.get(slot), self.lane)


class MemoryMessages:
    """What ``tx.messages`` offers the outbox (the message shown in each slot and its digest), kept
    in a dict that outlives an outbox, as the database does."""

    def __init__(self) -> None:
        self.rows: dict[tuple[str, int, str], tuple[int, str | None]] = {}

    async def get_with_digest(self, room_id: str, chat_id: int, kind: str) -> tuple[int, str | None] | None:
        return self.rows.get((room_id, chat_id, kind))

    async def set(
        self, room_id: str, chat_id: int, kind: str, message_id: int | None, digest: str | None = None
    ) -> None:
        if message_id is None:
            self.rows.pop((room_id, chat_id, kind), None)
        else:
            self.rows[(room_id, chat_id, kind)] = (message_id, digest)


class MemoryStorage:
    def __init__(self) -> None:
        self.messages = MemoryMessages()

    @asynccontextmanager
    async def read(self) -> AsyncIterator[MemoryStorage]:
        yield self

    transaction = autocommit = read


@pytest.fixture
async def make() -> AsyncIterator[Callable[..., Outbox]]:
    made: list[Outbox] = []
    storage = MemoryStorage()

    def _make(bot: StandInBot, **limits: Any) -> Outbox:
        outbox = Outbox(bot, storage, limits=Limits(**limits), wall=now)  # type: ignore[arg-type]
        made.append(outbox)
        return outbox

    yield _make
    for outbox in made:
        await outbox.close()


async def settle(outbox: Outbox) -> None:
    await outbox.flush(120)
    assert outbox.pending() == 0


async def test_a_burst_of_50_changes_is_one_call_a_second_with_the_newest_last(
    make: Callable[..., Outbox],
) -> None:
    bot, room = StandInBot(), Room()
    outbox = make(bot, private_interval=1.0, private_burst=3, watch_delay=0)
    slot: Slot = ("R", 7, "hand")
    start = now()
    for i in range(1, 51):  # 50 changes over 10 s, each with someone waiting for it
        room.set(slot, i)
        outbox.mark(slot, room.render, urgent=True)
        await asyncio.sleep(0.2)
    await settle(outbox)
    calls = bot.of(7)
    times = [c[2] for c in calls]
    assert calls[-1][3] == "state 50"
    assert max_in_window(times, 1.0) <= 3  # the burst, never more
    for seconds in (5, 10):  # sustained: at most one a second beyond the burst
        assert max_in_window(times, seconds) <= seconds + 2
    assert len(calls) <= 10 + 3  # 50 changes, about one call a second
    assert times[-1] - start <= 11.0  # and the last change is shown within a second of it
    assert [int(c[3].split()[1]) for c in calls] == sorted(int(c[3].split()[1]) for c in calls)


async def test_after_a_429_the_newest_frame_is_drawn_not_the_refused_one(
    make: Callable[..., Outbox],
) -> None:
    bot, room = StandInBot(), Room()
    outbox = make(bot, private_interval=1.0, watch_delay=0)
    slot: Slot = ("R", 8, "hand")
    room.set(slot, 1)
    outbox.mark(slot, room.render, urgent=True)
    await settle(outbox)
    bot.refuse = 1
    room.set(slot, 2)
    outbox.mark(slot, room.render, urgent=True)
    await asyncio.sleep(1.5)  # refused; the chat waits retry_after (5 s)
    room.set(slot, 3)
    outbox.mark(slot, room.render, urgent=True)
    asked = now()
    await outbox.answer("query-1", "ok")  # the answer lane is served while the chat is backed off
    assert now() - asked < 0.01
    await asyncio.sleep(1.0)
    room.set(slot, 4)
    outbox.mark(slot, room.render, urgent=True)
    await settle(outbox)
    texts = [c[3] for c in bot.of(8, ok=False)]
    assert texts == ["state 1", "state 2", "state 4"]  # 2 refused and never sent again; 3 superseded
    assert bot.of(8, ok=False)[1][0] == "edit:429" and bot.calls[-1][0] == "edit"
    refused_at = bot.of(8, ok=False)[1][2]
    assert bot.of(8)[-1][2] - refused_at == pytest.approx(5.0, abs=0.05)  # waited retry_after, no more
    assert outbox.transport.stats.retry_after == 1


async def test_answers_go_out_at_once_while_every_chat_is_busy(make: Callable[..., Outbox]) -> None:
    bot, room = StandInBot(), Room()
    outbox = make(bot, private_interval=1.0, private_burst=1, watch_delay=0)
    for chat in range(1, 6):
        for i in range(5):
            room.set(("R", chat, "hand"), i)
            outbox.mark(("R", chat, "hand"), room.render, urgent=True)
            outbox.mark(("R", chat, f"extra{i}"), room.render, urgent=True)
    started = now()
    await asyncio.gather(*(outbox.answer(f"q{i}") for i in range(30)))
    assert now() - started < 0.01
    assert len([c for c in bot.calls if c[0] == "answer"]) == 30
    await settle(outbox)


async def test_identical_content_is_never_sent_not_even_after_a_restart(
    make: Callable[..., Outbox],
) -> None:
    bot, room = StandInBot(), Room()
    slot: Slot = ("R", 9, "hand")
    room.set(slot, 5)
    outbox = make(bot)
    outbox.mark(slot, room.render)
    await settle(outbox)
    for _ in range(3):
        outbox.mark(slot, room.render, urgent=True)
        await settle(outbox)
    assert [c[0] for c in bot.of(9)] == ["send"]
    assert outbox.stats.skipped_same == 3
    await outbox.close()
    again = make(bot)  # the digest is stored: a restart redraws nothing unchanged
    again.mark(slot, room.render)
    await settle(again)
    assert len(bot.of(9)) == 1
    room.set(slot, 6)
    again.mark(slot, room.render)
    await settle(again)
    assert [c[0] for c in bot.of(9)] == ["send", "edit"]


async def test_a_group_stays_under_20_calls_a_minute_with_its_one_off_messages(
    make: Callable[..., Outbox],
) -> None:
    bot, room = StandInBot(), Room()
    room.lane = "group"
    outbox = make(bot)  # the defaults: one group call every 3.2 s
    slot: Slot = ("R", -100, "table")
    notes = []
    for i in range(300):  # five minutes of a busy table: a change every second, a note every 10 s
        room.set(slot, i)
        outbox.mark(slot, room.render)
        if i % 10 == 0:
            notes.append(asyncio.create_task(outbox.send(-100, f"note {i}")))
        await asyncio.sleep(1.0)
    await asyncio.gather(*notes)
    await settle(outbox)
    times = [c[2] for c in bot.of(-100)]
    assert max_in_window(times, 60.0) <= 19
    assert all(b - a >= 3.2 - 1e-6 for a, b in zip(times, times[1:], strict=False))
    assert bot.of(-100)[-1][3] == "state 299"  # the newest table last
    assert {f"note {i}" for i in range(0, 300, 10)} <= {c[3] for c in bot.of(-100)}


async def test_all_chats_together_stay_under_the_global_rate(make: Callable[..., Outbox]) -> None:
    bot, room = StandInBot(), Room()
    outbox = make(bot, private_interval=1.0, private_burst=3, watch_delay=0, global_rate=25)
    for second in range(10):  # 100 private chats, each changed every second
        for chat in range(1, 101):
            room.set(("R", chat, "hand"), second)
            outbox.mark(("R", chat, "hand"), room.render, urgent=True)
        await asyncio.sleep(1.0)
    await settle(outbox)
    times = sorted(c[2] for c in bot.calls)
    assert max_in_window(times, 1.0) <= 25
    for chat in range(1, 101):  # nobody starves: everyone ends with the newest state
        assert bot.of(chat)[-1][3] == "state 9"


async def test_the_person_to_act_goes_first_and_watchers_are_coalesced(
    make: Callable[..., Outbox],
) -> None:
    bot, room = StandInBot(), Room()
    outbox = make(bot, private_interval=1.0, private_burst=2, watch_delay=2.0)
    watch: Slot = ("W", 11, "hand")
    act: Slot = ("A", 11, "hand")
    first = now()
    for i in range(5):
        room.set(watch, i)
        outbox.mark(watch, room.render)  # a watcher: coalesced over watch_delay
        await asyncio.sleep(0.2)
    room.set(act, 1)
    marked = now()
    outbox.mark(act, room.render, urgent=True)
    await settle(outbox)
    calls = bot.of(11)
    assert [c[3] for c in calls] == ["state 1", "state 4"]  # the urgent slot first, the watcher once
    assert calls[0][2] == pytest.approx(marked)  # at once
    assert calls[1][2] >= first + 2.0  # the watcher once its coalescing delay has passed
    assert outbox.stats.frame_age["act"][0] == pytest.approx(0.0, abs=1e-3)  # the age of the state it showed


async def test_a_watcher_frame_never_spends_the_call_the_person_to_act_needs(
    make: Callable[..., Outbox],
) -> None:
    """The private bucket keeps one call in reserve for urgent frames: after a watcher's redraw,
    the turn arriving in the same chat is still drawn at once."""
    bot, room = StandInBot(), Room()
    outbox = make(bot, private_interval=1.0, private_burst=2, watch_delay=0.5)
    a: Slot = ("R1", 12, "hand")
    b: Slot = ("R2", 12, "hand")
    for _ in range(20):  # a chat that watches another room's game all the time ...
        room.set(a, room.state.get(a, 0) + 1)
        outbox.mark(a, room.render)
        await asyncio.sleep(0.3)
        if len(bot.of(12)) >= 6:
            break
    room.set(b, 1)
    marked = now()
    outbox.mark(b, room.render, urgent=True)  # ... and then it is this person's turn elsewhere
    await asyncio.sleep(0)
    while not any(c[3] == "state 1" and c[2] >= marked for c in bot.of(12)):
        await asyncio.sleep(0.05)
    assert now() - marked <= 1.0 + 1e-6
    await settle(outbox)


async def test_frame_age_counts_a_state_once_however_often_it_is_redrawn(make: Callable[..., Outbox]) -> None:
    """A ticking bar redraws the same state every second: each redraw is sent (its text changes),
    but the state's age is counted once, when the message first shows it."""
    bot = StandInBot()
    outbox = make(bot, private_interval=1.0, watch_delay=0)
    slot: Slot = ("R", 13, "hand")
    committed = now()
    ticks = [0]

    async def bar(_: Slot) -> Frame:
        return Frame(f"bar {ticks[0]}", None, committed, "act")

    for tick in range(5):
        ticks[0] = tick
        outbox.mark(slot, bar, urgent=True)
        await asyncio.sleep(1.0)
    await settle(outbox)
    assert [c[3] for c in bot.of(13)] == [f"bar {i}" for i in range(5)]
    assert outbox.stats.frame_age["act"] == [pytest.approx(0.0, abs=1e-3)]


class FakeLimiter:
    """A shared pacing (issue 20) answering from a script: (wait, taken) per reservation, or an
    exception; records every reservation's chat and loop time, and the blocks."""

    def __init__(self, script: list[tuple[float, bool] | Exception]) -> None:
        self.script = script
        self.reserved: list[tuple[int, float]] = []
        self.blocked: list[tuple[int, float]] = []

    async def reserve(self, chat_id: int) -> Any:
        self.reserved.append((chat_id, now()))
        step = self.script.pop(0) if self.script else (0.0, True)
        if isinstance(step, Exception):
            raise step
        wait, taken = step
        return SimpleNamespace(wait=wait, taken=taken)

    async def block(self, chat_id: int, seconds: float) -> None:
        self.blocked.append((chat_id, seconds))


async def test_a_shared_pacing_holds_each_chat_call_until_its_slot() -> None:
    """With a shared pacing every chat call (one-off, standing message) waits for its reserved slot;
    a blocked chat asks again after the block; a 429 is recorded there; answers never ask; a
    failing pacing leaves the call to the local pace."""
    bot, room = StandInBot(), Room()
    limiter = FakeLimiter([(2.0, True), (3.0, False), (0.5, True), RuntimeError("database down")])
    outbox = Outbox(
        bot,  # type: ignore[arg-type]
        MemoryStorage(),  # type: ignore[arg-type]
        limits=Limits(private_interval=1.0, private_burst=3, watch_delay=0),
        wall=now,
        pacing=limiter,
    )
    try:
        start = now()
        await outbox.send(5, "first")  # the slot is 2 s away
        assert bot.of(5)[-1][2] - start == pytest.approx(2.0, abs=0.01)
        room.set(("R", 5, "hand"), 1)
        outbox.mark(("R", 5, "hand"), room.render, urgent=True)  # blocked 3 s, then a slot 0.5 s away
        await settle(outbox)
        assert bot.of(5)[-1][2] - start == pytest.approx(2.0 + 3.0 + 0.5, abs=0.02)
        await outbox.answer("q")  # no reservation for an answer
        await outbox.send(6, "database down")  # the reservation fails: the local pace alone
        assert [c for c, _ in limiter.reserved] == [5, 5, 5, 6]
        assert outbox.pacer.stats.shared_failures == 1 and outbox.pacer.stats.shared_waits == 3
        bot.refuse, bot.retry_after = 1, 7
        outbox.max_retries = 0
        with pytest.raises(TelegramRetryAfter):
            await outbox.send(6, "refused")
        assert limiter.blocked == [(6, 7.0)]
    finally:
        await outbox.close()
