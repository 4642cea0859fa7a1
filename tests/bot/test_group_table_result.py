"""Issue 44, item 7: at the end of a group game played on hands in the group, the group's table
shows the result the «🏁 игра окончена» message gives — soon, however often its people keep
tapping «🃏 Мои карты» (each tap a hand sent anew in the group and the old one deleted: two of the
group's 20 calls a minute). It once kept «Аня — 5 карт» beside a result saying 4 cards."""

from __future__ import annotations

import asyncio
import contextlib
import random

from bot.chat.callbacks import MyCards
from bot.sandbox.fakeapi import FakeTelegram
from tests.support.bot_e2e import (
    choose_short,
    fragment,
    group_durak_joined_here,
    make_settings,
    move_data,
    running_bot,
    tr,
    wait_room,
)

GROUP = -100945
ANYA, BORYA = 4501, 4502
INTERVAL = 3.2  # the group's pace on virtual time: Telegram's real 20 calls a minute, with a margin


def mine(fake: FakeTelegram, uid: int):  # type: ignore[no-untyped-def]
    shown = fake.ephemeral_messages(GROUP, uid)
    return shown[-1] if shown else None


async def test_the_tables_final_frame_shows_the_result_while_people_tap_for_their_hands(
    fake_tg: FakeTelegram, tmp_path
) -> None:  # type: ignore[no-untyped-def]
    fake = fake_tg
    fake.add_group(GROUP, "Friends")  # the bot a plain member: a hand comes only in answer to a tap
    for uid, name in ((ANYA, "Аня"), (BORYA, "Боря")):
        fake.add_user(uid, name, started=False)
    async with running_bot(make_settings(fake, tmp_path / "k.sqlite3", group_hands=True)) as app:
        table, room = await group_durak_joined_here(
            app, fake, GROUP, ANYA, (ANYA, BORYA), lambda uid: mine(fake, uid)
        )
        fill = tr("btn-fill", n=2)  # «🤖 + 2 компьютера», once the table shows both seated
        await fake.wait_for(lambda: fill in fake.message(GROUP, table.message_id).button_texts(), timeout=30)
        await fake.wait_answer(fake.press_button(ANYA, fake.message(GROUP, table.message_id), fill))
        await wait_room(app, room.id, lambda r: len(r.seats) == 4)
        for uid in (ANYA, BORYA):
            await fake.wait_for(lambda uid=uid: tr("btn-ready") in mine(fake, uid).button_texts(), timeout=30)
            await fake.wait_answer(fake.press_button(uid, mine(fake, uid), tr("btn-ready")))
        await wait_room(app, room.id, lambda r: r.game_running(), timeout=30)

        tapping = True

        async def tap() -> None:
            """«🃏 Мои карты» on the table, one of them every 4 s (15 a minute: more hands asked for
            than the group's calls can bring) — on the button as the table last showed it (a stale
            table shows it still)."""
            n, data = 0, MyCards(room=room.id).pack()
            while tapping:
                await asyncio.sleep(4.0)
                with contextlib.suppress(AssertionError):
                    fake.press((ANYA, BORYA)[n % 2], fake.message(GROUP, table.message_id), data)
                n += 1

        tapper = asyncio.create_task(tap())
        try:
            rng = random.Random(44)
            over = tr("game-over-header", game=tr("game-durak"))
            for _ in range(5000):  # the people move through the room service, a move every 2 s
                current = await app.rooms.get(room.id)  # type: ignore[union-attr]
                assert current is not None
                if current.status != "playing":
                    break
                game = current.engine()
                assert game is not None
                movers = [u for u in (ANYA, BORYA) if current.seat_of(u).seat in game.to_act()]  # type: ignore[union-attr]
                if movers:
                    uid = movers[rng.randrange(len(movers))]
                    seat = current.seat_of(uid).seat  # type: ignore[union-attr]
                    legal = [a for a in game.legal_actions(seat) if a.type != "surrender"]
                    if legal:
                        data = move_data(current, seat, choose_short(legal, rng))
                        _m, rid, turn, s, code, ctx = data.split(":")
                        await app.rooms.move(rid, uid, int(turn), int(s), code, ctx)  # type: ignore[union-attr]
                await asyncio.sleep(2.0)
            else:
                raise AssertionError("the game did not end")
            result = await fake.wait_message(GROUP, over, timeout=60)
            ended = asyncio.get_running_loop().time()
            lines = result.text.splitlines()[1:]  # the result (who is the durak, with how many cards)
            assert lines and fragment("durak-loser-cards") in result.text or tr("durak-draw") in result.text

            def agrees() -> bool:
                text = fake.message(GROUP, table.message_id).text
                return all(line in text for line in lines)

            # while they keep tapping (a stale table still shows «🃏 Мои карты»)
            await fake.wait_for(agrees, timeout=4 * INTERVAL / 20)  # 4 of the group's intervals
            assert asyncio.get_running_loop().time() - ended <= 4 * INTERVAL + 0.5
        finally:
            tapping = False
            tapper.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await tapper
    assert not fake.limited_calls()
