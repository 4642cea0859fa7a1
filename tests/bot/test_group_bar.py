"""Issue 31: Bura's «Стоп!» window bar on a hand in the group (an ephemeral message). It ticks like
the private hand's where the ephemeral pace affords two redraws within the window
(``EPHEMERAL_PER_MINUTE``); on the group's own pace (20 calls a minute, the default) a 5-second
window fits one edit, so the hand says the time left once, in words, instead of a bar that would
stand still — and nobody else ever sees either."""

from __future__ import annotations

from typing import Any

import pytest

from bot.sandbox.fakeapi import FakeTelegram
from tests.support.bot_e2e import (
    bura_in_group_only,
    fragment,
    make_settings,
    rig,
    running_bot,
    tr,
    wait_room,
)
from tests.support.pacing import LIMIT_SCALE

GROUP = -100881
ANN, BOB = 3301, 3302
BAR = "▰"
#: as written for the tests (LIMIT_SCALE times faster than Telegram): a 5-second window, the bar
#: asked to tick every second, the group's own pace (3.2 s a call)
TIMES: dict[str, Any] = {
    "clock_shortcut_seconds": None,
    "window_seconds": 5.0 / LIMIT_SCALE,
    "claim_seconds": 5.0 / LIMIT_SCALE,
    "bar_refresh_seconds": 1.0 / LIMIT_SCALE,
    "hurry_after_seconds": 60.0,
}


def ephemeral_texts(fake: FakeTelegram, uid: int) -> list[str]:
    """Every text any of ``uid``'s ephemeral messages in the group ever showed."""
    return [
        h for m in fake.all_ephemeral_messages(GROUP) if m.receiver_id == uid for h in [*m.history, m.text]
    ]


@pytest.mark.parametrize("pace", ["own", "group", "slow-own"])
async def test_the_stop_bar_on_a_hand_in_the_group(fake_tg, tmp_path, pace):
    fake: FakeTelegram = fake_tg
    fake.add_group(GROUP, "Bura club")
    fake.set_member_status(GROUP, fake.bot_id, "administrator")
    for uid, name in ((ANN, "Ann"), (BOB, "Bob")):
        fake.add_user(uid, name, started=False)
    extra: dict[str, Any] = {}
    if pace == "group":  # a longer window: the group's lane may be a few calls behind when it opens
        extra["window_seconds"] = 15.0 / LIMIT_SCALE
    if pace == "slow-own":  # a pace of their own, but too slow for the window: words, as on the group's
        extra["ephemeral_per_minute"] = 60.0 * LIMIT_SCALE
        fake.ephemeral_per_minute = 60
    if pace == "own":  # two ephemeral calls a second, on a budget of their own (the fake's too)
        extra["ephemeral_per_minute"] = 120.0 * LIMIT_SCALE
        fake.ephemeral_per_minute = 120
    settings = make_settings(fake, tmp_path / "k.sqlite3", group_hands=True, **{**TIMES, **extra})
    async with running_bot(settings) as app:
        room_id = await bura_in_group_only(app, fake, GROUP, ANN, BOB)
        await app.outbox.flush(timeout=120)  # type: ignore[union-attr]  # the draw's frames all out
        room = await rig(app, room_id)  # a fresh window: the defender races the clock
        view = room.engine().view(None)  # type: ignore[union-attr]
        attacker = room.seats[view["attacker"]].user_id
        defender = room.seats[1 - view["attacker"]].user_id
        assert defender is not None and attacker is not None
        await wait_room(app, room_id, lambda r: not r.engine().view(None)["window"], timeout=30)
        await app.outbox.flush(timeout=30)  # type: ignore[union-attr]
        bars = {t for t in ephemeral_texts(fake, defender) if BAR in t}
        still = [t for t in ephemeral_texts(fake, defender) if fragment("bar-still") in t]
        if pace == "own":
            # it ticks: the bar redrawn at further steps of the 5 seconds, as in a private chat (the
            # lane's one call a second is shared with the other person's hand)
            assert len(bars) >= 3, bars
            assert not still
        else:
            # said once, in words (the time left when drawn), and no bar that stands still
            assert not bars and still
            assert any(tr("bar-window", bar="⌛", n=n) in t for t in still for n in range(1, 16)), still
        # the attacker, who does not race, sees neither (nor does the group table)
        words = fragment("bar-still")
        assert not [t for t in ephemeral_texts(fake, attacker) if BAR in t or words in t]
        assert not [m for m in fake.chat_messages(GROUP) if BAR in m.text or words in m.text]
        assert not any(fake.chat_messages(uid) for uid in (ANN, BOB))
    assert not fake.limited_calls()
