"""The outbox within Telegram's budget, without HTTP: a stand-in Bot records each call's time.

Intervals are shrunk (hundredths of a second) so the tests take little time; what they check is
the order and spacing of calls, never a wall-clock speed.
"""

from __future__ import annotations

import asyncio
import time
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest
from aiogram.exceptions import TelegramRetryAfter
from aiogram.methods import SendMessage
from aiogram.types import Chat, Message

from bot.outbox import Frame, Limits, Outbox, Slot
from bot.storage import Storage


class StandInBot:
    """Records (method, chat, time, text); ``refuse`` the next N chat calls with a 429."""

    def __init__(self) -> None:
        self.calls: list[tuple[str, Any, float, str]] = []
        self.refuse = 0
        self.retry_after = 1
        self._ids = 100

    def _maybe_refuse(self, method: str, chat_id: Any, text: str) -> None:
        self.calls.append((method, chat_id, time.monotonic(), text))
        if self.refuse and method != "answer":
            self.refuse -= 1
            self.calls[-1] = (method + ":429", chat_id, time.monotonic(), text)
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

    def of(self, chat_id: int, *, ok: bool = True) -> list[tuple[str, Any, float, str]]:
        return [c for c in self.calls if c[1] == chat_id and (not ok or not c[0].endswith(":429"))]


class Room:
    """What the renderer shows: a counter per slot, changed by the test."""

    def __init__(self) -> None:
        self.state: dict[Slot, int] = {}

    async def render(self, slot: Slot) -> Frame:
        return Frame(f"state {self.state.get(slot, 0)}", None, time.time(), "act")


@pytest.fixture
async def storage(tmp_path: Path):  # type: ignore[no-untyped-def]
    s = Storage(tmp_path / "o.sqlite3")
    await s.open()
    yield s
    await s.close()


async def _settle(outbox: Outbox, timeout: float = 5.0) -> None:
    await outbox.flush(timeout)
    assert outbox.pending() == 0


async def test_a_burst_of_changes_is_paced_and_ends_with_the_newest(storage: Storage) -> None:
    bot, room = StandInBot(), Room()
    interval = 0.05
    outbox = Outbox(bot, storage, limits=Limits(private_interval=interval, private_burst=1, watch_delay=0))  # type: ignore[arg-type]
    slot: Slot = ("R", 7, "hand")
    try:
        for i in range(1, 51):
            room.state[slot] = i
            outbox.mark(slot, room.render, urgent=True)
            await asyncio.sleep(0.004)  # 50 changes over about 0.2 s
        await _settle(outbox)
        calls = bot.of(7)
        assert calls[-1][3] == "state 50"
        assert len(calls) <= 0.2 / interval + 3  # far fewer calls than changes
        times = [c[2] for c in calls]
        assert all(b - a >= interval - 0.005 for a, b in zip(times, times[1:], strict=False)), times
    finally:
        await outbox.close()


async def test_after_a_429_the_newest_frame_is_drawn_not_the_refused_one(storage: Storage) -> None:
    bot, room = StandInBot(), Room()
    outbox = Outbox(bot, storage, limits=Limits(private_interval=0.01, watch_delay=0))  # type: ignore[arg-type]
    slot: Slot = ("R", 8, "hand")
    try:
        room.state[slot] = 1
        outbox.mark(slot, room.render, urgent=True)
        await _settle(outbox)
        bot.refuse = 1
        room.state[slot] = 2
        outbox.mark(slot, room.render, urgent=True)
        await asyncio.sleep(0.2)  # refused; the chat waits retry_after (1 s)
        room.state[slot] = 3
        outbox.mark(slot, room.render, urgent=True)
        # the answer lane is served at once while the chat is backed off
        started = time.monotonic()
        await outbox.answer("query-1", "ok")
        assert time.monotonic() - started < 0.5
        await _settle(outbox)
        texts = [c[3] for c in bot.of(8, ok=False)]
        assert texts == ["state 1", "state 2", "state 3"]  # 2 was refused and never sent again
        assert bot.calls[-1][0] == "edit" and outbox.stats.retry_after == 1
        refused_at = next(c[2] for c in bot.calls if c[0].endswith(":429"))
        assert bot.of(8)[-1][2] - refused_at >= 1.0 - 0.05  # waited retry_after
    finally:
        await outbox.close()


async def test_identical_content_is_never_sent_not_even_after_a_restart(storage: Storage) -> None:
    bot, room = StandInBot(), Room()
    slot: Slot = ("R", 9, "hand")
    room.state[slot] = 5
    outbox = Outbox(bot, storage, limits=Limits(private_interval=0, watch_delay=0))  # type: ignore[arg-type]
    try:
        outbox.mark(slot, room.render)
        await _settle(outbox)
        for _ in range(3):
            outbox.mark(slot, room.render)
            await _settle(outbox)
        assert [c[0] for c in bot.of(9)] == ["send"]
        assert outbox.stats.skipped_same == 3
    finally:
        await outbox.close()
    again = Outbox(bot, storage, limits=Limits(private_interval=0, watch_delay=0))  # type: ignore[arg-type]
    try:
        again.mark(slot, room.render)
        await _settle(again)
        assert len(bot.of(9)) == 1  # the digest is stored: a restart redraws nothing unchanged
        room.state[slot] = 6
        again.mark(slot, room.render)
        await _settle(again)
        assert [c[0] for c in bot.of(9)] == ["send", "edit"]
    finally:
        await again.close()


async def test_a_group_is_paced_with_its_one_off_messages(storage: Storage) -> None:
    bot, room = StandInBot(), Room()
    interval = 0.06
    outbox = Outbox(bot, storage, limits=Limits(group_interval=interval))  # type: ignore[arg-type]
    slot: Slot = ("R", -100, "table")
    try:
        for i in range(10):
            room.state[slot] = i
            outbox.mark(slot, room.render)
            if i % 3 == 0:
                asyncio.create_task(outbox.send(-100, f"note {i}"))
            await asyncio.sleep(0.02)
        await _settle(outbox)
        times = [c[2] for c in bot.of(-100)]
        assert len(times) >= 5
        assert all(b - a >= interval - 0.005 for a, b in zip(times, times[1:], strict=False)), times
        assert bot.of(-100)[-1][3] == "state 9"
    finally:
        await outbox.close()


async def test_the_person_to_act_goes_first_and_watchers_are_coalesced(storage: Storage) -> None:
    bot, room = StandInBot(), Room()
    outbox = Outbox(bot, storage, limits=Limits(private_interval=0, watch_delay=0.3))  # type: ignore[arg-type]
    watch: Slot = ("W", 11, "hand")
    act: Slot = ("A", 11, "hand")
    try:
        for i in range(5):
            room.state[watch] = i
            outbox.mark(watch, room.render)  # a watcher: coalesced over watch_delay
            await asyncio.sleep(0.02)
        room.state[act] = 1
        outbox.mark(act, room.render, urgent=True)
        await _settle(outbox)
        texts = [c[3] for c in bot.of(11)]
        assert texts == ["state 1", "state 4"]  # the urgent slot first, the watcher once, newest
        assert outbox.stats.frame_age["act"]
    finally:
        await outbox.close()
