"""Issue 31: the pace of ephemeral calls (hands in the group) — on the group's own lane by default
(counted with the group's calls: Telegram has not published limits for them), or on a lane of their
own in the group at ``EPHEMERAL_PER_MINUTE`` (``Limits.ephemeral_interval``)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from bot.config import Settings
from bot.outbox import Frame, Limits
from bot.outbox.ephemeral import slot_lane
from bot.outbox.pacer import chat_of, lane_of
from bot.plumbing import clock
from bot.sandbox.fakeapi import FakeTelegram
from tests.support.bot_e2e import patience
from tests.support.outbox import outbox_on

GROUP = -79
PEOPLE = (7901, 7902, 7903)


async def draw_group_and_hands(fake: FakeTelegram, db: Path, limits: Limits) -> list[tuple[str, float]]:
    """Three ephemeral hands and the group's table redrawn a few times at once: (method, issued at)
    of every call to the group."""
    fake.add_group(GROUP, "G")
    fake.set_member_status(GROUP, fake.bot_id, "administrator")  # may send one without a press
    for uid in PEOPLE:
        fake.add_user(uid, f"P{uid}")
    async with outbox_on(fake, db, limits) as (outbox, bot):
        issued: list[tuple[str, float]] = []  # ("ephemeral" or the method, the loop's time at issue)
        original = bot.session.make_request

        async def make_request(bot: Any, method: Any, timeout: int | None = None) -> Any:
            if getattr(method, "chat_id", None) == GROUP:
                ephemeral = "Ephemeral" in type(method).__name__ or getattr(
                    method, "ephemeral_message_parameters", None
                )
                issued.append(("ephemeral" if ephemeral else method.__api_method__, clock.monotonic()))
            return await original(bot, method, timeout)

        bot.session.make_request = make_request  # type: ignore[method-assign]
        rounds = [0]

        async def table(_slot: Any) -> Frame:
            return Frame(f"table {rounds[0]}", None, lane="group")

        async def hand(slot: Any) -> Frame:
            return Frame(f"hand {slot[2]} {rounds[0]}", None, receiver=int(slot[2][1:]), admin=True)

        for n in range(3):
            rounds[0] = n
            outbox.mark(("r", GROUP, "table"), table)
            for uid in PEOPLE:
                outbox.mark(("r", GROUP, f"g{uid}"), hand, urgent=True)
            await outbox.flush(timeout=60 * patience())
        assert not outbox.pending()
        for uid in PEOPLE:  # every hand shows its last frame
            assert [m.text for m in fake.ephemeral_messages(GROUP, uid)] == [f"hand g{uid} 2"]
        assert fake.chat_messages(GROUP)[-1].text == "table 2"
    assert not [c for c in fake.calls if c.error_code is not None]
    return issued


def gaps(times: list[float]) -> list[float]:
    return [b - a for a, b in zip(times, times[1:], strict=False)]


def test_lanes_of_ephemeral_slots() -> None:
    shared, own = Limits(), Limits(ephemeral_interval=1.0)
    assert slot_lane(("r", -100123, "g5"), shared) == -100123  # the group's lane, as before
    assert slot_lane(("r", -100123, "table"), own) == -100123
    lane = slot_lane(("r", -100123, "g5"), own)
    assert lane != -100123 and chat_of(lane) == -100123 and lane_of(-100123, own, True) == lane
    assert slot_lane(("r", 5, "hand"), own) == 5 and chat_of(5) == 5  # a private chat is its own lane
    assert Settings.of(bot_token="1:x").ephemeral_per_minute == 0  # the default: the group's pace


async def test_ephemeral_calls_share_the_groups_pace_by_default(fake_tg: FakeTelegram, tmp_path: Path):
    """Default: every call to the group, ephemeral or not, at least the group's interval apart —
    and the fake, counting them together against its 20 a minute, never answers 429."""
    fake = fake_tg
    interval = 0.2 * patience()
    calls = await draw_group_and_hands(fake, tmp_path / "a.sqlite3", Limits(group_interval=interval))
    assert len(calls) >= 12  # 3 table frames, 9 hand frames
    assert len([c for c in calls if c[0] == "ephemeral"]) >= 9
    assert min(gaps([at for _m, at in calls])) >= interval - 0.002


async def test_ephemeral_calls_on_a_pace_of_their_own(fake_tg: FakeTelegram, tmp_path: Path) -> None:
    """EPHEMERAL_PER_MINUTE: the hands' calls are spaced by their own interval and the table's by the
    group's, but the two go side by side (an ephemeral call closer to a table call than the group's
    interval) — so the table no longer waits behind the hands."""
    fake = fake_tg
    group, own = 0.3 * patience(), 0.1 * patience()
    limits = Limits(group_interval=group, ephemeral_interval=own)
    calls = await draw_group_and_hands(fake, tmp_path / "b.sqlite3", limits)
    hands = [at for kind, at in calls if kind == "ephemeral"]
    table = [at for kind, at in calls if kind != "ephemeral"]
    assert len(hands) >= 9 and len(table) >= 3
    assert min(gaps(hands)) >= own - 0.002
    assert min(gaps(table)) >= group - 0.002
    closest = min(abs(a - b) for a in hands for b in table)
    assert closest < group - 0.002, (hands, table)
