"""A Durak game in a group: three people join by deep link, one computer seat, played to the end;
no group message ever shows a card from a hand or the stock (except the trump card)."""

from __future__ import annotations

import json
import random

from bot import games
from engines.fairness import commitment, derive_deck
from tests.bot.conftest_bot import (
    issued_calls,
    latest_room,
    make_settings,
    message_of,
    play_to_end,
    press_ready,
    running_bot,
    wait_room,
    watch_group_leaks,
)

GROUP = -1001
PEOPLE = [101, 102, 103]


async def test_durak_group_three_people_and_a_computer(fake_tg, tmp_path):
    fake = fake_tg
    fake.add_group(GROUP, "Friends")
    for uid, name in zip(PEOPLE, ["Аня", "Боря", "Вера"], strict=True):
        fake.add_user(uid, name, started=False)
    settings = make_settings(fake, tmp_path / "k.sqlite3")
    async with running_bot(settings) as app:
        issued = issued_calls(app.bot)
        leaks = watch_group_leaks(app, GROUP)  # every group render vs the hidden cards
        fake.send_text(PEOPLE[0], "/durak", chat_id=GROUP)
        table = await fake.wait_message(GROUP, "Дурак")
        room = await latest_room(app, GROUP)
        for uid in PEOPLE:
            fake.press_button(uid, fake.message(GROUP, table.message_id), "Присоединиться")
            await message_of(app, fake, room.id, uid, "hand")
        await wait_room(app, room.id, lambda r: len(r.seats) == 3)
        q = fake.press_button(PEOPLE[0], fake.message(GROUP, table.message_id), "Компьютер")
        await fake.wait_answer(q)
        room = await wait_room(app, room.id, lambda r: len(r.seats) == 4)
        pending_commitment = room.pending["commitment"]
        presses = {}
        for uid in PEOPLE:
            presses[uid] = await press_ready(app, fake, room.id, uid)
        room = await wait_room(app, room.id, lambda r: r.status == "playing")
        # the fair deck: committed before the presses, contributions = the Ready presses
        info = await app.rooms.deal_info(room.id, 1, 1)  # type: ignore[union-attr]
        assert info is not None
        assert info["commitment"] == pending_commitment == commitment(bytes.fromhex(info["seed"]))
        assert info["contributions"] == [f"{uid}:{presses[uid]}" for uid in PEOPLE]
        deck = derive_deck("durak", bytes.fromhex(info["seed"]), info["contributions"], "durak:1")
        hands = room.engine().to_json()["hands"]
        assert set(hands[0]) == set(deck[0:24:4])

        # the leak check itself works: a hand card in a group text is caught
        from bot.outbox import Frame
        from tests.bot.conftest_bot import hidden_cards

        seen = app.outbox.observed_rooms[room.id]  # type: ignore[union-attr]
        assert len(hidden_cards(seen)) >= 30
        probe = sorted(hidden_cards(seen))[0]
        app.outbox.observer((room.id, GROUP, "table"), Frame(f"x {games.get('durak').glyph(probe)} y", None))  # type: ignore[union-attr]
        assert len(leaks) == 1
        leaks.clear()

        room = await play_to_end(app, fake, room.id, PEOPLE, random.Random(7))
        assert room.status == "lobby" and room.engine().is_over()
        await app.outbox.flush()
        final = await fake.wait_message(GROUP, "Честная раздача")
        assert "✅" in final.text
        # the record button sends the deal's JSON record, seed revealed
        q = fake.press_button(PEOPLE[1], fake.message(GROUP, final.message_id), "Запись")
        await fake.wait_answer(q)
        doc = await fake.wait_for(lambda: next((d for d in fake.documents if d["chat_id"] == PEOPLE[1]), None))
        record = json.loads(doc["bytes"])
        assert record["game"] == "durak" and record["seats"] == 4
        f = record["deals"][0]["fairness"]
        assert f["seed"] == info["seed"] and f["label"] == "durak:1"
        assert len(record["deals"][0]["actions"]) > 10
        # the project's offline verifier (python -m engines verify) accepts the downloaded record
        from engines.records import verify

        status, report = verify(record)
        assert status == 0 and not report["failed"], report
        # the announced result is part of the record, and verify holds the bot to it
        result = record["deals"][0]["result"]
        assert result["over"] is True and result == room.engine().deal_results()[0]
        assert "result" in {c["check"] for c in report["checks"]}
        forged = json.loads(json.dumps(record))
        forged["deals"][0]["result"]["loser"] = None if result["loser"] is not None else 0
        assert {c["check"] for c in verify(forged)[1]["failed"]} == {"result"}
    assert not leaks, leaks[:5]
    # group calls are paced: never two issued to the group closer than the interval (issue times,
    # taken as the bot hands a call to its HTTP session, so the fake server's busy loop adds no jitter)
    times = [at for _method, chat, at in issued if chat == GROUP]
    gaps = [b - a for a, b in zip(times, times[1:], strict=False)]
    assert len(gaps) > 20
    assert min(gaps) >= settings.group_edit_interval - 0.002, sorted(gaps)[:5]
