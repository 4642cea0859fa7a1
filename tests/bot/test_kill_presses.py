"""A press answered as played is played (issue 44, item 10): killed with SIGKILL and started again,
the bot never answers a press that did nothing the way it answers one that played.

An audit killed a bot four times during play and found presses answered without words whose move was
not in the room. They were refusals of the press throttle: the presses a person makes while the bot
is down arrive together when it is back, past their burst, and the refused ones were answered
silently, like a move played. A silent answer now always means the press did what it said.
"""

from __future__ import annotations

import asyncio
import random
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import pytest

from bot.chat.callbacks import Move
from bot.rules import rules_of
from bot.sandbox.fakeapi import FakeTelegram
from bot.storage.actions import unpack
from tests import postgres
from tests.bot.test_webhook import process_env
from tests.support.bot_e2e import (
    durak_private_room,
    fragment,
    logged_count,
    make_settings,
    running_bot,
    sql,
    tr,
    wait_move,
    wall,
)
from tests.support.kill_play import BotProcess, hand_buttons

ANA, BORIS = 4401, 4402


@pytest.fixture(params=["sqlite", "postgresql"])
def database(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'bot.sqlite3'}"
    if postgres.server() is None:
        pytest.skip("no PostgreSQL server (set KOZYR_TEST_POSTGRES, or run one on 127.0.0.1:5432)")
    return postgres.fresh_url()


@pytest.mark.slow
@pytest.mark.real_time  # its bot is another process
async def test_presses_made_while_the_bot_was_down_are_never_refused_silently(tmp_path, database):
    fake = FakeTelegram(limits=False)
    await fake.start()
    fake.add_user(ANA, "Ana")
    # no search workers: the computer here is the heuristic, and each start would spawn two for nothing
    env = process_env(
        fake, tmp_path / "bot.sqlite3", PRESS_BURST="8", PRESSES_PER_SECOND="4", AI_PROCESSES="0"
    )
    env["DATABASE_URL"] = database
    bot = BotProcess(env, tmp_path)
    try:
        await bot.start()
        fake.send_text(ANA, "/bura")
        await fake.wait_message(ANA, fragment("invite-forward"), timeout=wall(20))
        lobby = await fake.wait_message(ANA, "🤖", timeout=wall(20))
        fake.press_button(ANA, lobby, "🤖")
        # the first-move draw: a face-down spread, a move button for each place
        hand, data = await fake.wait_for(
            lambda: (
                (found := hand_buttons(fake, ANA)) and any(d.startswith("m:") for d in found[1]) and found
            ),
            timeout=wall(30),
        )
        picks = [d for d in data if d.startswith("m:")]
        room, turn, seat = picks[0].split(":")[1:4]
        assert len(picks) >= 4
        await bot.kill()
        # the bot is down: Ana's buttons spin, she presses on — eight «back» presses (her burst),
        # then four places of the spread, at most one of which can be played (one pick a round)
        for _ in range(8):
            fake.press(ANA, hand, f"h:{room}:{turn}:{seat}")
        moves = [fake.press(ANA, hand, pick) for pick in picks[:4]]
        bot = BotProcess(env, tmp_path)
        await bot.start()  # everything pressed meanwhile arrives at once
        answers = [await fake.wait_answer(q, timeout=wall(30)) for q in moves]
        silent = [a for a in answers if not a.get("text")]
        # a silent answer is a press that played: one pick at most; every other one says why not
        assert len(silent) <= 1, answers
        assert sum(a.get("text") == tr("err-too-fast") for a in answers) >= 2, answers
    finally:
        await bot.kill()
        await fake.stop()


@pytest.mark.slow
@pytest.mark.real_time  # its bot is another process
async def test_a_move_answered_as_played_outlives_a_sigkill_right_after_its_answer(tmp_path):
    """A move is answered only once committed: the bot killed with SIGKILL the moment a move's
    silent answer arrives has it in the room's action log when it starts again (twice). On SQLite
    only: the order it guards (commit, then answer) is the room kernel's on either database, and
    SQLite's WAL with synchronous=NORMAL is the one whose durability at a kill is worth seeing."""
    database = f"sqlite:///{tmp_path / 'bot.sqlite3'}"
    fake = FakeTelegram(limits=False)
    await fake.start()
    fake.add_user(ANA, "Ana")
    env = process_env(fake, tmp_path / "bot.sqlite3", AI_PROCESSES="0", COMPUTER_DELAY_SECONDS="0")
    env["DATABASE_URL"] = database
    settings = make_settings(fake, tmp_path / "bot.sqlite3", database_url=database)
    rng = random.Random(44)
    bot = BotProcess(env, tmp_path)
    try:
        await bot.start()
        fake.send_text(ANA, "/bura")
        await fake.wait_message(ANA, fragment("invite-forward"), timeout=wall(20))
        fake.press_button(ANA, await fake.wait_message(ANA, "🤖", timeout=wall(20)), "🤖")
        for _ in range(2):
            while True:  # Ana plays on (marks, picks, moves) until a move of a deal is answered as played
                found = await fake.wait_for(lambda: hand_buttons(fake, ANA), timeout=wall(30))
                message, data = found
                moves = [d for d in data if d.startswith("m:")]
                pressed = rng.choice(moves) if moves and rng.random() < 0.7 else rng.choice(data)
                answer = await fake.wait_answer(fake.press(ANA, message, pressed), timeout=wall(30))
                played = Move.unpack(pressed) if pressed.startswith("m:") else None
                if played is not None and not played.move[1:].isdigit() and not answer.get("text"):
                    break  # (a pick of the first-move draw is no deal's action: not looked for)
                await asyncio.sleep(0.05)
            await bot.kill()  # the moment the answer came
            logged = await sql(
                settings,
                "SELECT turn, action FROM actions WHERE room_id = ? AND by_user = ?",
                (played.room, ANA),
            )
            rules = rules_of("bura")
            codes = {(int(t), rules.move_code(rules.engine.parse_action(unpack(a)))) for t, a in logged}
            assert any(code == played.move and t > played.turn for t, code in codes), (pressed, codes)
            bot = BotProcess(env, tmp_path)
            await bot.start()
    finally:
        await bot.kill()
        await fake.stop()


@pytest.mark.both_databases
async def test_a_double_tap_is_answered_as_played_only_once_the_move_is_committed(fake_tg, tmp_path):
    """The second press of a double tap is answered as played without waiting for the room — but
    only once the first press's move has committed: answered before, a kill (or a failed commit)
    would leave a press answered as played and no move."""
    fake = fake_tg
    fake.add_user(ANA, "Ana")
    fake.add_user(BORIS, "Boris")
    async with running_bot(make_settings(fake, tmp_path / "k.sqlite3")) as app:
        room_id = await durak_private_room(app, fake, ANA, BORIS)
        room, uid, _ = await wait_move(app, room_id)
        assert room.turn > 0
        game = room.engine()
        assert game is not None
        rules = rules_of(room.game)
        seat = room.seat_of(uid)
        assert uid is not None and seat is not None
        action = next(a for a in game.legal_actions(seat.seat) if rules.move_code(a) is not None)
        code, ctx = rules.move_code(action), rules.token(room, game, seat.seat)
        assert code is not None
        before = await logged_count(app, room_id, action.type)
        storage = app.storage
        original = storage.transaction
        held, release = asyncio.Event(), asyncio.Event()

        @asynccontextmanager
        async def holding() -> AsyncIterator[Any]:  # the next transaction waits before its commit
            async with original() as tx:
                yield tx
                storage.transaction = original  # type: ignore[method-assign]
                held.set()
                await release.wait()

        storage.transaction = holding  # type: ignore[method-assign]
        play = app.rooms.play  # type: ignore[union-attr]
        # a button drawn a turn ago that still means the same: the room moved on (the cache says so)
        press = (room_id, uid, room.turn - 1, seat.seat, code, ctx)
        first = asyncio.create_task(play.move(*press))
        await held.wait()  # the move is applied, its transaction not committed yet
        second = asyncio.create_task(play.move(*press))
        for _ in range(20):
            await asyncio.sleep(0)
        early = second.done()
        release.set()
        one, two = await asyncio.gather(first, second)
        assert not early, "the double tap was answered as played before its move was kept"
        assert one.key is None and two.key is None  # both answered as the one move played
        assert await logged_count(app, room_id, action.type) == before + 1  # one move, not two
