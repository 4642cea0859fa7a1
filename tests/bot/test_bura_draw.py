"""Bura's first-move draw, shown and played (docs/rules/bura.md, version 2), end to end: in a group,
Аня and Боря each tap a card of a face-down spread in their private chats; equal ranks show on the
group table and a new spread comes; a person who does not tap in the hurry-up time gets a random
card; the decided draw opens deal 1 with «Аня: 7♠, Боря: 10♣ → ходит Боря» on the table, and the
record keeps every round's picks, which the verifier recomputes."""

from __future__ import annotations

from typing import Any

from bot.render.cards import french
from engines.bura import Bura
from engines.protocol import Action
from engines.records import verify
from tests.support.bot_e2e import (
    bura_in_group,
    make_settings,
    message_of,
    pause,
    press_action,
    running_bot,
    tr,
    wait_room,
)

GROUP = -3301
ANYA, BORYA = 3301, 3302
HURRY = 30.0


def spread_of(room: Any) -> list[str]:
    """The face-down spread of the open round (the engine's secret, which a test may read)."""
    game = room.engine()
    assert isinstance(game, Bura) and game.draw is not None and game.draw["spread"] is not None
    return list(game.draw["spread"])


async def test_the_draw_in_a_group_with_a_tie_and_a_late_picker(fake_tg, tmp_path):
    fake = fake_tg
    fake.add_user(ANYA, "Аня")
    fake.add_user(BORYA, "Боря")
    settings = make_settings(  # the Mini App's server (polling: it runs for the Mini App) on a free port
        fake, tmp_path / "k.sqlite3", hurry_after_seconds=HURRY, webapp_url="https://kozyr.example/check/",
        webhook_port=0,
    )
    async with running_bot(settings) as app:
        room_id, table_id = await bura_in_group(app, fake, GROUP, ANYA, BORYA, draw=False)
        room = await wait_room(app, room_id, lambda r: r.game_running())
        table = lambda: fake.message(GROUP, table_id).text  # noqa: E731
        await fake.wait_for(lambda: tr("bura-draw-header") in table())
        # each sees the spread in their private chat: 36 backs to tap
        for uid in (ANYA, BORYA):
            hand = await message_of(app, fake, room_id, uid, "hand")
            backs = [b for b in fake.message(uid, hand.message_id).buttons() if b.get("text") == "🂠"]
            assert len(backs) == 36, uid

        # round 1: two cards of one rank — a tie, shown on the table, and a new spread
        spread = spread_of(room)
        i = 3
        j = next(k for k, c in enumerate(spread) if k != i and c[0] == spread[i][0])
        assert await press_action(app, fake, room, ANYA, Action("pick", 0, position=i))
        room = await wait_room(app, room_id, lambda r: r.engine().draw["rounds"][0]["picks"][0] == i)
        await fake.wait_for(lambda: tr("bura-draw-picked", name="Аня") in table()
                            and tr("bura-draw-picking", name="Боря") in table())
        hand = await message_of(app, fake, room_id, BORYA, "hand")
        await fake.wait_for(lambda: len([b for b in fake.message(BORYA, hand.message_id).buttons()
                                         if b.get("text") == "🂠"]) == 35)  # Аня's card is taken
        assert await press_action(app, fake, room, BORYA, Action("pick", 1, position=j))
        room = await wait_room(app, room_id, lambda r: len(r.engine().draw["rounds"]) == 2)
        tie = tr("bura-draw-tie", a="Аня", ca=french(spread[i]), b="Боря", cb=french(spread[j]))
        await fake.wait_for(lambda: tie in table())

        # round 2 on: Аня taps, Боря stays silent — after the hurry-up time he gets a random card
        while room.engine().phase == "draw":
            seat0 = room.engine().legal_actions(0)
            assert await press_action(app, fake, room, ANYA, seat0[len(seat0) // 2])
            turn = room.turn + 1
            await pause(HURRY)  # the hurry-up time passes (on virtual time: at once)
            room = await wait_room(app, room_id, lambda r, t=turn: r.turn > t)
        assert room.game_running() and room.engine().deal_number() == 1
        drawn = room.match_info["draws"]
        last = drawn["draws"][-1]
        assert len(drawn["draws"]) >= 2 and drawn["draws"][0]["picks"] == [i, j]
        assert None not in last["picks"] and room.match_info["first"] == drawn["first"]
        assert room.engine().view(None)["leader"] == drawn["first"]
        names = ("Аня", "Боря")
        result = tr("bura-draw-result", a="Аня", ca=french(last["cards"][0]), b="Боря",
                    cb=french(last["cards"][1]), first=names[drawn["first"]])
        await fake.wait_for(lambda: result in table())
        for uid in (ANYA, BORYA):  # in the private chats too
            hand = await message_of(app, fake, room_id, uid, "hand")
            await fake.wait_for(lambda u=uid, h=hand: result in fake.message(u, h.message_id).text)

        # the record keeps the picks (Боря concedes: deal 1 ends, its seed is revealed); the verifier
        # recomputes every round from deal 1's seed
        assert (await app.rooms.surrender(room_id, BORYA, room.turn)).key == "surrender-ok"
        record = await app.rooms.record(room_id, 1, 1)
        assert record is not None and record["first_draw"] == drawn
        status, report = verify(record)
        assert status == 0, report["failed"]
        said = next(c["message"] for c in report["checks"] if c["check"] == "first")
        assert f"positions {i}, {j}" in said
        # the result: «🔍 Проверить колоду» in each private chat, never on the group's table (Telegram
        # opens a Mini App from an inline button only in a private chat)
        check = tr("btn-check-deck")
        for uid in (ANYA, BORYA):
            hand = await message_of(app, fake, room_id, uid, "hand")
            await fake.wait_for(lambda u=uid, h=hand: check in fake.message(u, h.message_id).button_texts())
        await fake.wait_for(lambda: tr("btn-record") in fake.message(GROUP, table_id).button_texts())
        assert not [b for b in fake.message(GROUP, table_id).buttons() if "web_app" in b]
