"""Durak 2×2 in a group (issue 19): two people pick the same team, two computers make the other, the
throw-in timing and team rule lines show in the lobby, the game finishes, the result names the losing
team, and the record verifies."""

from __future__ import annotations

import json
import random

from tests.support.bot_e2e import (
    fragment,
    latest_room,
    make_settings,
    message_of,
    play_to_end,
    press_ready,
    press_setting,
    running_bot,
    tr,
    wait_room,
    watch_group_leaks,
)

GROUP = -1919
ANNA, BORIS = 1901, 1902


async def test_durak_two_by_two_with_two_people_and_two_computers(fake_tg, tmp_path):
    fake = fake_tg
    fake.add_group(GROUP, "Durak in pairs")
    fake.add_user(ANNA, "Anna")
    fake.add_user(BORIS, "Boris")
    settings = make_settings(fake, tmp_path / "k.sqlite3")
    async with running_bot(settings) as app:
        leaks = watch_group_leaks(app, GROUP)
        fake.send_text(ANNA, "/durak", chat_id=GROUP)
        table = await fake.wait_message(GROUP, fragment("title-durak"))
        room = await latest_room(app, GROUP)
        assert room.capacity == 4
        for uid in (ANNA, BORIS):
            fake.press_button(uid, fake.message(GROUP, table.message_id), tr("btn-join"))
            await message_of(app, fake, room.id, uid, "hand")
        # the creator turns on pairs and card-by-card throw-ins (in the settings, opened in place)
        teams_button = "○ " + tr("opt-teams", teams="pairs")
        await press_setting(fake, ANNA, table, teams_button, close=False)
        room = await wait_room(app, room.id, lambda r: r.options.get("teams") == "2x2")
        rule = tr("durak-rule-throw-in", timing="after_cover")
        await press_setting(fake, ANNA, table, "○ " + tr("opt-ti", timing="after_cover"))
        room = await wait_room(app, room.id, lambda r: r.options.get("throw_in") == "after_cover")
        await fake.wait_for(lambda: rule in fake.message(GROUP, table.message_id).text)
        assert tr("durak-rule-teams", teams="pairs") in fake.message(GROUP, table.message_id).text
        # the seats as they arrived: Anna 🔴, Boris 🔵
        await fake.wait_for(lambda: "2. 🔵 ⏳ Boris" in fake.message(GROUP, table.message_id).text)
        # Boris joins Anna's team (team 1 = seats 1 and 3) while two seats are still free (issue 36)
        pick = tr("btn-team", mark="🔴", n=1)
        await fake.wait_for(lambda: pick in str(fake.message(GROUP, table.message_id).reply_markup))
        q = fake.press_button(BORIS, fake.message(GROUP, table.message_id), pick)
        assert (await fake.wait_answer(q)).get("text") == tr("team-ok", mark="🔴", n=1)
        q = fake.press_button(BORIS, fake.message(GROUP, table.message_id), pick)
        assert (await fake.wait_answer(q)).get("text") == tr("team-already", mark="🔴", n=1)
        fill = tr("btn-fill", n=2)  # the free seats to computers, in one tap
        await fake.wait_for(lambda: fill in fake.message(GROUP, table.message_id).button_texts())
        q = fake.press_button(ANNA, fake.message(GROUP, table.message_id), fill)
        await fake.wait_answer(q)
        room = await wait_room(app, room.id, lambda r: len(r.seats) == 4)
        assert room.status == "lobby"  # nobody is ready: no deal yet
        # the group table is coalesced: wait for the frame that shows the computers seated
        await fake.wait_for(
            lambda: (t := fake.message(GROUP, table.message_id).text).count("🔴 ") == 2
            and t.count("🔵 ") == 2 and tr("seat-free") not in t,
            timeout=10,
        )
        lobby = fake.message(GROUP, table.message_id).text
        assert "1. 🔴 ⏳ Anna" in lobby and "3. 🔴 ⏳ Boris" in lobby, lobby  # partners in one colour
        for uid in (ANNA, BORIS):
            await press_ready(app, fake, room.id, uid)
        room = await wait_room(app, room.id, lambda r: r.status == "playing")
        game = room.engine()
        assert (
            game.seats == 4 and game.options["teams"] == "2x2" and game.options["throw_in"] == "after_cover"
        )
        assert game.view(None)["teams"] == [0, 1, 0, 1]
        assert [s.user_id for s in room.seats] == [ANNA, None, BORIS, None]  # partners
        room = await play_to_end(app, fake, room.id, [ANNA, BORIS], random.Random(19), max_steps=4000)
        game = room.engine()
        assert game.is_over()
        result = game.deal_results()[0]
        assert "loser_team" in result
        ending = tr("durak-draw") if result["loser_team"] is None else fragment("durak-loser-team")
        await fake.wait_for(lambda: ending in fake.message(GROUP, table.message_id).text)
        final = fake.message(GROUP, table.message_id).text
        assert tr("fair-ok") in final
        q = fake.press_button(BORIS, fake.message(GROUP, table.message_id), tr("btn-record"))
        await fake.wait_answer(q)
        doc = await fake.wait_for(lambda: next((d for d in fake.documents if d["chat_id"] == BORIS), None))
        record = json.loads(doc["bytes"])
        assert record["game"] == "durak" and record["seats"] == 4
        assert record["options"]["teams"] == "2x2" and record["options"]["throw_in"] == "after_cover"
        from engines.records import verify

        status, report = verify(record)
        assert status == 0 and not report["failed"], report
        assert record["deals"][0]["result"] == result
    assert not leaks, leaks[:5]
