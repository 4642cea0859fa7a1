"""When something fails, the game goes on: a storm of 429s from Telegram is retried without losing an
edit or an answer; a render that raises does not stall the computer (the move is committed first); a
press whose user row cannot be written is still answered."""

from __future__ import annotations

import random

import pytest

from bot.model import sorted_legal
from bot.sandbox.fakeapi import FakeTelegram
from tests.support.bot_e2e import (
    choose,
    fragment,
    make_settings,
    message_of,
    pause,
    press_action,
    press_ready,
    press_setting,
    private_room,
    running_bot,
    tr,
    wait_latest_room,
    wait_room,
)


@pytest.mark.both_databases
async def test_a_429_storm_is_survived(fake_tg, tmp_path):
    fake = fake_tg
    fake.add_user(601, "Pavel")
    # the deals wait for the press (no next deal by itself): the retries of its button are tested
    settings = make_settings(fake, tmp_path / "k.sqlite3", next_deal_seconds=600.0)
    async with running_bot(settings) as app:
        fake.send_text(601, "/bura")
        room = await wait_latest_room(app)
        msg = await message_of(app, fake, room.id, 601, "hand")
        await press_setting(fake, 601, msg, tr("btn-add-computer"))
        await wait_room(app, room.id, lambda r: len(r.seats) == 2)
        fake.inject_429(6, retry_after=1)
        await press_ready(app, fake, room.id, 601, timeout=15)
        await wait_room(app, room.id, lambda r: r.status == "playing", timeout=20)
        rng = random.Random(1)
        steps = 0
        while steps < 8:
            r = await app.rooms.get(room.id)
            if r.status != "playing":
                break
            g = r.engine()
            if r.between_deals():
                # six 429s of a second each may all fall on the one edit that shows the button
                await press_ready(app, fake, room.id, 601, timeout=15)
                continue
            if r.seat_of(601).seat in g.to_act():
                legal = [a for a in g.legal_actions(r.seat_of(601).seat) if a.type != "surrender"]
                if await press_action(app, fake, r, 601, choose(legal, rng)):
                    steps += 1
                    if steps == 3:
                        fake.inject_429(6, retry_after=1)
            else:
                await pause(0.02)
        assert steps >= 3
        await app.outbox.flush(timeout=20)
        r = await app.rooms.get(room.id)
        # every injected 429 was followed up: all 12 were answered 429; an answer or a one-off message
        # was made again as it was, a standing message's edit was not re-sent but drawn anew (the
        # newest state) and delivered; the private message shows the latest turn
        throttled = [c for c in fake.calls if c.error_code == 429]
        assert len(throttled) == 12
        for c in throttled:
            if c.method == "editMessageText":
                later = [d for d in fake.calls if d.ok and d.at > c.at and d.method == c.method
                         and d.params.get("message_id") == c.params.get("message_id")]
                assert later, c
            else:
                assert any(
                    d.ok and d.method == c.method and d.params == c.params and d.at > c.at for d in fake.calls
                ), c
        if r.status == "playing" and r.game_running():
            waiting = fragment("waiting-for")
            msg = await message_of(app, fake, room.id, 601, "hand")  # a deal's result stays above the next

            def shows_the_latest_turn() -> bool:
                current = fake.message(601, msg.message_id)
                return (
                    any(f":{r.turn}:" in b.get("callback_data", "") for b in current.buttons())
                    or waiting in current.text
                )

            await fake.wait_for(shows_the_latest_turn, timeout=10)


async def test_a_failing_redraw_does_not_stall_the_computer(fake_tg, tmp_path):
    """The move is committed before anyone is told; when telling fails, the room still goes on."""
    fake: FakeTelegram = fake_tg
    fake.add_user(2401, "Ann")
    async with running_bot(make_settings(fake, tmp_path / "k.sqlite3")) as app:
        rooms = app.rooms  # type: ignore[union-attr]
        room_id = await private_room(app, fake, "durak", 2401, None)
        hand = await message_of(app, fake, room_id, 2401, "hand")

        async def broken(room, *, by=None, before=None):
            raise RuntimeError("render failed")

        rng = random.Random(1)
        answered = 0
        for _ in range(20):  # human moves until the computer had to answer one of them
            room = await wait_room(
                app, room_id, lambda r: not r.game_running() or r.engine().to_act() == [r.seat_of(2401).seat]
            )
            if not room.game_running():
                break
            await fake.wait_for(lambda: room_id not in rooms.computers.drivers)  # the computer is idle
            # from now on nobody is told anything
            app.presenter.room_changed = broken  # type: ignore[method-assign,union-attr]
            seat = room.seat_of(2401).seat
            legal = sorted_legal(room.engine(), seat)
            action = choose(legal, rng)
            data = f"a:{room_id}:{room.turn}:{seat}:{legal.index(action)}"
            q = fake.press(2401, fake.message(2401, hand.message_id), data)
            await fake.wait_answer(q)
            moved = await wait_room(app, room_id, lambda r, t=room.turn: r.turn > t)
            if moved.turn > room.turn + 1 or (moved.game_running() and 1 - seat in moved.engine().to_act()):
                await wait_room(
                    app, room_id, lambda r, t=room.turn: r.turn >= t + 2 or not r.game_running(), timeout=5
                )
                answered += 1
                break
        assert answered == 1


async def test_a_press_is_answered_even_when_the_user_row_fails(fake_tg, tmp_path):
    fake: FakeTelegram = fake_tg
    fake.add_user(2701, "Ann")
    async with running_bot(make_settings(fake, tmp_path / "k.sqlite3")) as app:
        fake.send_text(2701, "/profile")
        msg = await fake.wait_message(2701, tr("profile-title"))

        async def broken(*args, started):
            raise RuntimeError("database is locked")

        app.rooms.touch_user = broken  # type: ignore[method-assign,union-attr]
        q = fake.press(2701, msg, "pf:lang:en")
        answer = await fake.wait_answer(q)
        assert answer.get("text") == tr("err-internal")  # the internal-error apology, not a spinning button


@pytest.mark.both_databases
async def test_a_deadline_whose_firing_fails_is_tried_again(fake_tg, tmp_path, caplog, monkeypatch):
    """The throw-in wait runs out while the database is busy: the firing's transaction fails and
    rolls back (the deadline's row stays untaken), the scheduler tries it again a moment later and
    the round ends by itself — on SQLite no sweep would ever fire it. It fires (and is logged) once."""
    import logging

    from bot.rooms import match
    from bot.rules import rules_of
    from bot.storage import StorageBusy
    from tests.bot.test_table_manners import _covered_round

    fake = fake_tg
    fake.add_user(611, "Аня")
    fake.add_user(612, "Боря")
    settings = make_settings(fake, tmp_path / "k.sqlite3", throw_in_wait_seconds=0.5)
    async with running_bot(settings) as app:
        room_id = await private_room(app, fake, "durak", 611, 612)
        room = await _covered_round(app, fake, room_id, [611, 612], random.Random(7))
        assert rules_of("durak").throw_in_seats(room)
        turn = room.turn
        service = app.rooms
        apply = match.apply_action
        failures: list[int] = []

        async def busy_once(tx, room, game, action, by_user, settings):  # type: ignore[no-untyped-def]
            if by_user is None and action.type == "pass" and not failures:
                failures.append(room.turn)
                raise StorageBusy("database is locked")  # after the row was taken: rolled back
            await apply(tx, room, game, action, by_user, settings)

        monkeypatch.setattr(match, "apply_action", busy_once)
        with caplog.at_level(logging.INFO, logger="bot.rooms.firing"):
            room = await wait_room(
                app, room_id, lambda r: r.turn > turn and not r.engine().view(None).get("table"), 8
            )
        assert failures == [turn]
        line = f"deadline fired room={room_id} kind=throwin turn={turn}"
        assert [r.getMessage() for r in caplog.records].count(line) == 1
        assert [f[:3] for f in service.fired if f[1] == "throwin"] == [(room_id, "throwin", turn)]
