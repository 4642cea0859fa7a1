"""Issue 44, item 6: a deal's result stays in the private chat. Against the computer the next deal
starts by itself after ``NEXT_DEAL_SECONDS``: the message with the result, «🔍 Проверить колоду» and
«📄 Запись раздачи» keeps them (without the buttons that would play on), and the new deal comes on a
new message below it — as a rematch does."""

from __future__ import annotations

import random

from tests.support.bot_e2e import (
    fragment,
    make_settings,
    message_of,
    play_to_end,
    private_room,
    running_bot,
    tr,
    wait_room,
)

A = 4401


async def test_the_deals_result_stays_when_the_next_deal_starts_by_itself(fake_tg, tmp_path):
    fake = fake_tg
    fake.add_user(A, "Аня")
    settings = make_settings(
        fake, tmp_path / "k.sqlite3", next_deal_seconds=1.0, webapp_url="https://kozyr.example/check/"
    )
    async with running_bot(settings) as app:
        room_id = await private_room(app, fake, "bura", A, None)
        room = await play_to_end(
            app, fake, room_id, [A], random.Random(4), stop_when=lambda r: r.between_deals()
        )
        assert room.status == "playing"  # one deal never decides a Bura match
        result = await message_of(app, fake, room_id, A, "hand")
        record, check, auto = tr("btn-record"), tr("btn-check-deck"), fragment("next-deal-auto")

        def shows_result() -> bool:
            msg = fake.message(A, result.message_id)
            return msg is not None and auto in msg.text and {record, check} <= set(msg.button_texts())

        await fake.wait_for(shows_result, timeout=5)
        text = fake.message(A, result.message_id).text
        header = next(line for line in text.splitlines() if line.strip())
        # nobody presses: the next deal starts by itself
        room = await wait_room(app, room_id, lambda r: r.game_running(), 10)
        assert room.engine().deal_number() == 2  # type: ignore[union-attr]
        hand = await fake.wait_for(
            lambda: (m := fake.last_message(A)) is not None and m.message_id > result.message_id and m,
            timeout=5,
        )
        # the result stays where it was, with its record and deck check, and nothing that plays on
        kept = fake.message(A, result.message_id)
        assert kept is not None and not kept.deleted
        next_deal = tr("btn-next-deal")
        await fake.wait_for(lambda: next_deal not in fake.message(A, result.message_id).button_texts())
        kept = fake.message(A, result.message_id)
        assert header in kept.text and auto not in kept.text
        assert {record, check} <= set(kept.button_texts())
        assert tr("btn-leave") not in kept.button_texts()
        # the new deal is the live hand below it
        live = await message_of(app, fake, room_id, A, "hand")
        assert live.message_id == hand.message_id > result.message_id
