"""The outbox (``bot/outbox/``), the one way out to Telegram: group edits are coalesced and paced,
"message is not modified" counts as success, calls to one group never go out closer than the interval,
and texts are cut to Telegram's limits counted in UTF-16 units."""

from __future__ import annotations

import asyncio
from contextlib import AbstractAsyncContextManager
from pathlib import Path
from typing import Any

import pytest
from aiogram import Bot

from bot.outbox import Frame, Limits, Outbox, fit
from bot.sandbox.fakeapi import FakeTelegram
from tests.support import outbox as support_outbox
from tests.support.bot_e2e import issued_calls, make_settings, patience, pause, running_bot
from tests.support.pacing import LIMIT_SCALE


def outbox_on(
    fake: Any, db: Path, group_interval: float, private_interval: float = 0.0
) -> AbstractAsyncContextManager[tuple[Outbox, Bot]]:
    """An Outbox over a real aiogram Bot pointed at the fake Bot API, at these intervals (seconds of
    the test's time), closed afterwards."""
    limits = Limits(
        group_interval=group_interval * patience(), private_interval=private_interval * patience()
    )
    return support_outbox.outbox_on(fake, db, limits)


@pytest.mark.both_databases
async def test_outbox_coalesces_group_edits_and_never_sends_an_unchanged_frame(
    fake_tg: FakeTelegram, tmp_path: Path
) -> None:
    fake = fake_tg
    fake.add_group(-77, "G")
    async with outbox_on(fake, tmp_path / "o.sqlite3", 0.3) as (outbox, _bot):
        slot = ("room1", -77, "table")
        shown = ["first"]

        async def render(_slot: Any) -> Frame:
            return Frame(shown[0], None)

        outbox.mark(slot, render)
        await outbox.flush()
        for i in range(20):
            shown[0] = f"text {i}"
            outbox.mark(slot, render)
            await pause(0.01)
        await outbox.flush()
        outbox.mark(slot, render)  # identical: not even sent ("message is not modified" never happens)
        await outbox.flush()
        calls = [c for c in fake.calls if c.method in ("sendMessage", "editMessageText")]
        assert len(calls) <= 4, [c.params.get("text") for c in calls]
        assert not [c for c in calls if c.error_code is not None]
        assert fake.last_message(-77).text == "text 19"
        assert len(fake.chat_messages(-77)) == 1


@pytest.mark.both_databases
async def test_outbox_paces_concurrent_calls_to_one_group(fake_tg, tmp_path: Path) -> None:
    """A standing-message worker and one-off sends to the same group wait their turn: no two calls to
    the group go out closer than the interval, however many start at once (this once raced)."""
    fake = fake_tg
    fake.add_group(-78, "G")
    interval = 0.15
    async with outbox_on(fake, tmp_path / "p.sqlite3", interval) as (outbox, bot):
        issued = issued_calls(bot)

        async def render(_slot: Any) -> Frame:
            return Frame("table", None)

        outbox.mark(("room1", -78, "table"), render)
        await asyncio.gather(*(outbox.send(-78, f"ping {i}") for i in range(4)))
        await outbox.flush()
        times = [at for _method, chat, at in issued if chat == -78]
        assert len(times) == 5 and len(fake.chat_messages(-78)) == 5
        gaps = [b - a for a, b in zip(times, times[1:], strict=False)]
        assert min(gaps) >= interval - 0.002, gaps


@pytest.mark.both_databases
async def test_texts_fit_telegram_limits_in_utf16_units(fake_tg, tmp_path):
    assert fit("a" * 4096) == "a" * 4096
    cut = fit("🪙" * 3000)  # 6000 UTF-16 units in 3000 characters
    assert len(cut.encode("utf-16-le")) // 2 <= 4096 and cut.endswith("…")
    assert len(fit("x" * 300, 200)) == 200
    fake: FakeTelegram = fake_tg
    fake.add_user(2601, "Ann")
    async with running_bot(make_settings(fake, tmp_path / "k.sqlite3")) as app:
        sent = await app.outbox.send(2601, "🪙" * 3000)  # type: ignore[union-attr]
        assert sent is not None and sent.text.endswith("…")
        assert not fake.failed_calls()


@pytest.mark.both_databases
async def test_a_frame_whose_state_is_no_longer_the_newest_when_its_turn_comes_is_drawn_again(
    fake_tg: FakeTelegram, tmp_path: Path
) -> None:
    """Between a frame's rendering and its call (the shared pace may hold it, a snapshot is read) a
    newer state may come — with several workers another worker's, which may already be on the
    screen: the slot is rendered again when the call's turn comes, and the older frame never goes."""
    fake = fake_tg
    fake.add_user(501, "Ann")
    limits = Limits(private_interval=0.0, group_interval=0.0, watch_delay=0.0)
    async with support_outbox.outbox_on(fake, tmp_path / "o.sqlite3", limits) as (outbox, _bot):
        slot = ("room1", 501, "hand")
        state = {"turn": 1}
        asked: list[int] = []

        async def render(_slot: Any) -> Frame:
            turn = state["turn"]
            if turn == 2:
                state["turn"] = 3  # another worker moves the room on right after this rendering

            async def current() -> bool:
                asked.append(turn)
                return state["turn"] == turn

            return Frame(f"turn {turn}", None, current=current)

        outbox.mark(slot, render, urgent=True)
        await outbox.flush()
        assert fake.last_message(501).text == "turn 1"
        state["turn"] = 2
        outbox.mark(slot, render, urgent=True)
        await outbox.flush()
        texts = [c.params.get("text") for c in fake.calls if c.method in ("sendMessage", "editMessageText")]
        assert texts == ["turn 1", "turn 3"]  # turn 2's frame never went out
        assert outbox.stats.rendered_again == 1 and asked == [1, 2]  # asked once per call
        assert fake.last_message(501).text == "turn 3"


@pytest.mark.both_databases
async def test_a_slot_moves_to_the_bottom_of_its_chat_only_when_asked(
    fake_tg: FakeTelegram, tmp_path: Path
) -> None:
    """``lift``: a new message only if a newer one pushed the slot's up (and only for a live frame);
    ``ring``: a new message with sound, only while the frame is for the person to act; the old
    message deleted, or kept as its frame's ``retired`` version when ``keep`` says so."""
    fake = fake_tg
    fake.add_user(501, "Ann")
    async with outbox_on(fake, tmp_path / "o.sqlite3", 0.3, 1.0 / LIMIT_SCALE) as (outbox, _bot):
        slot = ("room1", 501, "hand")
        drawn = {"text": "hand 1", "lane": "act", "live": True, "keep": False}

        async def render(_slot: Any) -> Frame:
            retired = ("kept: " + str(drawn["text"]), None)
            return Frame(
                str(drawn["text"]), None, lane=str(drawn["lane"]), live=bool(drawn["live"]),
                retired=retired, keep=bool(drawn["keep"]),
            )  # fmt: skip

        async def step(**flags: bool) -> int:
            outbox.mark(slot, render, urgent=True, **flags)
            await outbox.flush()
            shown = await outbox.ledger.shown(*slot)
            assert shown is not None
            return shown[0]

        first = await step()
        drawn["text"] = "hand 2"
        assert await step(lift=True) == first  # nothing newer: edited in place
        await outbox.send(501, "/stats answer")  # a newer message pushes the hand up
        drawn.update(text="hand 3", live=False)
        assert await step(lift=True) == first  # not a game going on: it stays
        drawn.update(text="hand 4", live=True)
        second = await step(lift=True)
        assert second > first and fake.message(501, first).deleted
        assert fake.message(501, second).disable_notification  # brought down silently
        drawn.update(text="hand 5", lane="watch")
        assert await step(ring=True) == second  # no longer to act: no ring, an edit
        drawn.update(text="hand 6", lane="act", keep=True)
        third = await step(ring=True)
        assert third > second and not fake.message(501, third).disable_notification  # the ping
        drawn.update(text="hand 7", keep=False)
        fourth = await step(fresh=True)
        kept = fake.message(501, third)
        assert not kept.deleted and kept.text == "kept: hand 6"  # kept as its frame said
        assert [m.message_id for m in fake.chat_messages(501)][-1] == fourth
