"""Issue 16, end to end against the fake Bot API: leaving without interrupting anyone (a Durak player
who is out; a leaver mid-game replaced by a computer), a silent Bura player hurried but never handed
to the computer by their lone opponent (issue 44), and Durak's throw-in countdown (on: the round
ends by itself with nothing lost; off: the round waits as before)."""

from __future__ import annotations

import random

import pytest

from bot.model import Room
from bot.rules import rules_of
from bot.storage.actions import unpack
from engines.protocol import Action
from tests.support.bot_e2e import (
    bura_in_group,
    choose,
    deal_the_bura_defender_a_triple,
    fragment,
    latest_room,
    logged_count,
    make_settings,
    message_of,
    pause,
    play_to_end,
    press_action,
    press_ready,
    press_setting,
    private_room,
    running_bot,
    tr,
    wait_room,
)

GROUP = -1601
A, B, C = 1601, 1602, 1603


def _cards(room: Room) -> int:
    """Every card of the deal: hands, stock, discard pile and table (nothing may get lost)."""
    v = room.engine().view(None)  # type: ignore[union-attr]
    on_table = sum(1 + (c is not None) for _, c in v.get("table") or [])
    return sum(v["hand_sizes"]) + v["stock"] + v["discard"] + on_table


async def test_a_player_out_of_durak_leaves_and_the_others_finish(fake_tg, tmp_path):
    fake = fake_tg
    for uid, name in ((A, "Аня"), (B, "Боря"), (C, "Вера")):
        fake.add_user(uid, name, started=False)
    async with running_bot(make_settings(fake, tmp_path / "k.sqlite3")) as app:

        def someone_out(r: Room) -> bool:
            return r.game_running() and bool(r.engine().view(None).get("out"))  # type: ignore[union-attr]

        rng = random.Random(5)
        minus = tr("btn-seats-minus")
        # the deal is random: in about one game in seven the last attack and its cover empty two
        # hands at once and the game ends with nobody out alone — then the three try in another group
        for attempt in range(4):
            group = GROUP - attempt
            fake.add_group(group, f"Friends {attempt}")
            fake.send_text(A, "/durak", chat_id=group)
            table = await fake.wait_message(group, fragment("title-durak"))
            room = await latest_room(app, group)
            for uid in (A, B, C):
                fake.press_button(uid, fake.message(group, table.message_id), tr("btn-join"))
                await message_of(app, fake, room.id, uid, "hand")
            await wait_room(app, room.id, lambda r: len(r.seats) == 3)
            await press_setting(fake, A, table, minus)
            await wait_room(app, room.id, lambda r: r.capacity == 3)
            for uid in (A, B, C):
                await press_ready(app, fake, room.id, uid)
            await wait_room(app, room.id, lambda r: r.game_running())
            room = await play_to_end(app, fake, room.id, [A, B, C], rng, stop_when=someone_out)
            if room.game_running():
                break
        else:
            raise AssertionError("four games ended before one player was out alone")
        # the group table offers a way to one's own cards: the private chat's deep link
        urls = [b.get("url") for b in fake.message(group, table.message_id).buttons() if b.get("url")]
        assert any(u.endswith(f"start=j{room.id}") for u in urls), urls
        out_seat = room.engine().view(None)["out"][0]  # type: ignore[union-attr]
        leaver = room.seats[out_seat].user_id
        assert leaver is not None
        others = [u for u in (A, B, C) if u != leaver]
        # the out player's message: no «🚪 Выйти», a leave that interrupts nobody
        msg = await message_of(app, fake, room.id, leaver, "hand")
        leave_out = tr("btn-leave-out")
        await fake.wait_for(lambda: leave_out in fake.message(leaver, msg.message_id).button_texts())
        assert tr("btn-leave") not in fake.message(leaver, msg.message_id).button_texts()
        q = fake.press_button(leaver, fake.message(leaver, msg.message_id), tr("btn-leave-out"))
        answer = await fake.wait_answer(q)
        assert answer.get("text") == tr("left-ok")  # at once: no confirmation asked
        room = await wait_room(app, room.id, lambda r: r.seat_of(leaver) is None)
        assert room.game_running() and room.auto(out_seat) and room.outcome is None
        await fake.wait_for(lambda: fake.message(leaver, msg.message_id).text == tr("you-left"))
        edits_before = len([c for c in fake.calls_of("editMessageText") if c.chat_id == leaver])

        room = await play_to_end(app, fake, room.id, others, rng)
        assert room.status == "lobby" and room.outcome is None  # finished, not interrupted
        result = room.engine().deal_results()[0]  # type: ignore[union-attr]
        assert result is not None and result["out"][0] == out_seat  # the leaver went out first
        assert result.get("loser") != out_seat
        await pause(0.3)
        edits_after = len([c for c in fake.calls_of("editMessageText") if c.chat_id == leaver])
        assert edits_after == edits_before  # the leaver's message is no longer redrawn
        # the group got one short message at the end: the result and the rematch button
        over = await fake.wait_message(group, fragment("game-over-header"))
        assert tr("btn-rematch") in over.button_texts()
        if result.get("loser") is None:
            # now and then the two left shed their last cards together: a draw, no durak
            assert tr("durak-draw") in over.text and fragment("tally-durak") not in over.text
        else:
            assert fragment("tally-durak") in over.text  # the tally across rematches: one durak so far
        assert len([m for m in fake.chat_messages(group) if fragment("game-over-header") in m.text]) == 1


async def test_a_leaver_mid_game_is_replaced_by_a_computer_and_the_game_finishes(fake_tg, tmp_path):
    fake = fake_tg
    fake.add_user(A, "Аня")
    fake.add_user(B, "Боря")
    async with running_bot(make_settings(fake, tmp_path / "k.sqlite3")) as app:
        room_id = await private_room(app, fake, "durak", A, B)
        msg = await message_of(app, fake, room_id, B, "hand")
        await fake.wait_for(lambda: tr("btn-leave") in fake.message(B, msg.message_id).button_texts())
        q = fake.press_button(B, fake.message(B, msg.message_id), tr("btn-leave"))
        assert (await fake.wait_answer(q)).get("text") == tr("confirm-leave", game="durak")
        q = fake.press_button(B, fake.message(B, msg.message_id), tr("btn-leave"))
        assert (await fake.wait_answer(q)).get("text") == tr("left-ok")
        room = await wait_room(app, room_id, lambda r: r.seat_of(B) is None)
        assert room.game_running() and room.auto(1) and room.seats[1].computer
        # the other player sees who took over: «🤖 Боря»
        mine = await message_of(app, fake, room_id, A, "hand")
        await fake.wait_for(lambda: tr("computer-for", name="Боря") in fake.message(A, mine.message_id).text)
        room = await play_to_end(app, fake, room_id, [A], random.Random(2))
        assert room.status == "lobby" and room.outcome is None
        assert room.engine().is_over()  # type: ignore[union-attr]


@pytest.mark.parametrize("defender_triple", [False, True], ids=["any-deal", "defender-triple"])
async def test_a_silent_bura_player_is_hurried_and_never_handed_to_the_computer(
    fake_tg, tmp_path, monkeypatch, defender_triple
):
    """The silent person is the one publicly waited for: Bura's attacker. The engine's own
    ``to_act()`` also names a defender who holds three of one suit (they may say «Стоп!» before the
    lead); in the ``defender-triple`` case that defender sits at seat 0, listed first. Facing one
    opponent a person thinks as long as they need (issue 44): past ``ABSENT_AFTER_SECONDS`` and
    ``HURRY_AFTER_SECONDS`` the opponent may hurry them, never hand their seat to the computer
    (a table of three people does: tests/bot/test_walking_away_e2e.py)."""
    if defender_triple:
        deal_the_bura_defender_a_triple(monkeypatch, leader=1)
    fake = fake_tg
    fake.add_user(A, "Аня")
    fake.add_user(B, "Боря")
    settings = make_settings(
        fake, tmp_path / "k.sqlite3", absent_after_seconds=0.2, hurry_after_seconds=0.4, computer_delay=0.3
    )
    async with running_bot(settings) as app:
        room_id, table = await bura_in_group(app, fake, GROUP, A, B)
        room = await wait_room(app, room_id, lambda r: r.game_running())
        to_act = room.engine().view(None)["to_act"]  # type: ignore[union-attr]
        if defender_triple:
            assert room.engine().to_act() == [0, 1] and to_act == [1]  # type: ignore[union-attr]
        silent = room.seats[to_act[0]].user_id
        assert silent is not None
        other = B if silent == A else A
        name = "Аня" if silent == A else "Боря"
        msg = await message_of(app, fake, room_id, other, "hand")
        hurry = tr("btn-hurry")
        await fake.wait_for(lambda: hurry in fake.message(other, msg.message_id).button_texts(), timeout=5)
        label = tr("btn-take-over", name=name)
        own = await message_of(app, fake, room_id, silent, "hand")
        for chat, mid in ((other, msg.message_id), (silent, own.message_id), (GROUP, table)):
            assert label not in fake.message(chat, mid).button_texts()
        # «Поторопить» reaches the one waited for; their seat stays theirs
        q = fake.press_button(other, fake.message(other, msg.message_id), hurry)
        assert (await fake.wait_answer(q)).get("text") == tr("hurry-sent")
        await fake.wait_message(silent, fragment("hurry-ping"))
        room = await app.rooms.get(room_id)  # type: ignore[assignment]
        assert room is not None and room.away() == [] and not room.auto(to_act[0])


async def _covered_round(app, fake, room_id: str, people: list[int], rng: random.Random) -> Room:
    """Play (the defender covers, the attacker leads) until a covered table waits for a person who
    may throw in; nobody presses then."""
    rules = rules_of("durak")
    for _ in range(2000):
        room = await app.rooms.get(room_id)
        assert room is not None and room.game_running(), "the deal ended before a throw-in wait"
        game = room.engine()
        v = game.view(None)
        if rules.throw_in_seats(room) and not v.get("taking"):
            return room
        mover = None
        if not v.get("table"):
            mover = v["attacker"]
        elif any(c is None for _, c in v["table"]) and not v.get("taking"):
            mover = v["defender"]
        if mover is None:  # after «Беру»: the throwers say «Не подкидываю»
            mover = next((s for s in game.to_act() if s != v["defender"]), None)
        if mover is None or room.seats[mover].user_id is None:
            await pause(0.02)
            continue
        legal = [a for a in game.legal_actions(mover) if a.type != "surrender"]
        covers = [a for a in legal if a.type in ("defend", "attack")]
        if v.get("taking"):
            covers = [a for a in legal if a.type == "pass"]
        action: Action = covers[rng.randrange(len(covers))] if covers else choose(legal, rng)
        await press_action(app, fake, room, room.seats[mover].user_id, action)
    raise AssertionError("no throw-in wait arose")


async def test_the_throw_in_countdown_ends_a_round_with_nothing_lost(fake_tg, tmp_path):
    fake = fake_tg
    fake.add_user(A, "Аня")
    fake.add_user(B, "Боря")
    settings = make_settings(fake, tmp_path / "k.sqlite3", throw_in_wait_seconds=1.0)
    async with running_bot(settings) as app:
        room_id = await private_room(app, fake, "durak", A, B)
        room = await _covered_round(app, fake, room_id, [A, B], random.Random(7))
        waiting = rules_of("durak").throw_in_seats(room)
        thrower = room.seats[waiting[0]].user_id
        assert thrower is not None
        before, turn, total = room.engine().view(None), room.turn, _cards(room)  # type: ignore[union-attr]
        # the thrower sees the countdown on their own message
        msg = await message_of(app, fake, room_id, thrower, "hand")
        bar = fragment("bar-throwin")
        await fake.wait_for(lambda: bar in fake.message(thrower, msg.message_id).text, timeout=3)
        # nobody presses: the round ends by itself
        room = await wait_room(
            app, room_id, lambda r: r.turn > turn and not r.engine().view(None).get("table"), 5
        )
        after = room.engine().view(None)  # type: ignore[union-attr]
        covered = 2 * len(before["table"])
        assert after["discard"] == before["discard"] + covered  # beaten: off the table, not taken
        assert _cards(room) == total == 36
        assert await logged_count(app, room_id, "pass") >= 1
        async with app.storage.read() as tx:
            rows = await tx.all(
                "SELECT by_user, action FROM actions WHERE room_id = ? AND turn > ?", (room_id, turn)
            )
        passes = [r for r in rows if unpack(r["action"])["type"] == "pass"]
        assert passes and all(r["by_user"] is None for r in passes)  # the bot's pass, nobody's press
        # issue 36: the table says the time ran out, not that the silent thrower chose to pass
        timeout = tr("last-durak-throw-timeout")
        await fake.wait_for(lambda: timeout in fake.message(thrower, msg.message_id).text, timeout=5)
        name = "Аня" if thrower == A else "Боря"
        assert tr("last-durak-pass", name=name) not in fake.message(thrower, msg.message_id).text


async def test_the_throw_in_wait_switched_off_waits_as_before(fake_tg, tmp_path):
    fake = fake_tg
    fake.add_user(A, "Аня")
    fake.add_user(B, "Боря")
    settings = make_settings(fake, tmp_path / "k.sqlite3", throw_in_wait_seconds=1.0)
    async with running_bot(settings) as app:
        fake.send_text(A, "/durak")
        await fake.wait_message(A, fragment("invite-forward"))
        room = await latest_room(app)
        msg = await message_of(app, fake, room.id, A, "hand")
        await press_setting(fake, A, msg, tr("btn-settings"), close=False)  # opens them, and no more
        wait = fragment("btn-throw-wait")
        await fake.wait_for(lambda: wait in str(fake.message(A, msg.message_id).buttons()))
        # the creator cycles the option to «off» (1 s → 5 → 10 → 20 → off)
        for _ in range(6):
            current = fake.message(A, msg.message_id)
            data = [b.get("callback_data") for b in current.buttons()]
            if tr("btn-throw-wait-off") in current.button_texts():
                break
            nxt = next(d for d in data if d and d.startswith("tw:"))
            q = fake.press(A, current, nxt)
            await fake.wait_answer(q)
            await fake.wait_for(
                lambda n=nxt: n
                not in [b.get("callback_data") for b in fake.message(A, msg.message_id).buttons()]
            )
        room = await wait_room(app, room.id, lambda r: r.extra.get("throw_wait") == 0)
        # then the room fills and starts as usual
        fake.send_text(B, f"/start j{room.id}")
        await wait_room(app, room.id, lambda r: len(r.seats) == 2)
        for capacity in (3, 2):
            await press_setting(fake, A, msg, tr("btn-seats-minus"))
            await wait_room(app, room.id, lambda r, c=capacity: r.capacity == c)
        for uid in (A, B):
            await press_ready(app, fake, room.id, uid)
        await wait_room(app, room.id, lambda r: r.game_running())
        room = await _covered_round(app, fake, room.id, [A, B], random.Random(7))
        turn = room.turn
        await pause(2.5)  # well past the 1 s the wait would have lasted
        room = await wait_room(app, room.id, lambda r: True)
        assert room.turn == turn and room.engine().view(None).get("table")  # still waiting
        async with app.storage.read() as tx:
            assert "throwin" not in await tx.deadlines.of_room(room.id)


async def _taken_round(app, fake, room_id: str, rng: random.Random) -> Room:
    """Play until the defender faces an uncovered card while the other person could still add a
    card after «Беру»; the defender then takes, and the room (waiting for that person) is returned."""
    for _ in range(2000):
        room = await app.rooms.get(room_id)
        assert room is not None and room.game_running(), "the deal ended before a take with throw-ins"
        game = room.engine()
        v = game.view(None)
        d = v["defender"]
        if v.get("taking"):
            if [s for s in v["to_act"] if s != d]:  # from the engine: what the bot's wait must follow
                return room
            await pause(0.02)
            continue
        mover = v["attacker"] if not v.get("table") else None
        if mover is None and any(c is None for _, c in v["table"]):
            mover = d
        if mover is None:  # a covered table: the other person says «Не подкидываю»
            mover = next((s for s in game.to_act() if s != d), None)
        if mover is None:
            await pause(0.02)
            continue
        legal = [a for a in game.legal_actions(mover) if a.type != "surrender"]
        if mover == d:
            take = Action("take", d)
            trial = type(game).from_json(game.to_json())
            trial.apply(take)
            if [s for s in trial.to_act() if s != d]:  # the attacker could add a card: take now
                await press_action(app, fake, room, room.seats[d].user_id, take)
                continue
            covers = [a for a in legal if a.type == "defend"]
        elif v.get("table"):
            covers = [a for a in legal if a.type == "pass"]
        else:
            covers = [a for a in legal if a.type == "attack"]
        action: Action = covers[rng.randrange(len(covers))] if covers else choose(legal, rng)
        await press_action(app, fake, room, room.seats[mover].user_id, action)
    raise AssertionError("no take with throw-ins arose")


async def test_after_take_the_throw_in_countdown_hands_the_cards_to_the_defender(fake_tg, tmp_path):
    """«Беру» and the attacker could still add a card but stays silent: they see the countdown on
    their own message, and when it runs out the bot passes for them and the defender picks up."""
    fake = fake_tg
    fake.add_user(A, "Аня")
    fake.add_user(B, "Боря")
    settings = make_settings(fake, tmp_path / "k.sqlite3", throw_in_wait_seconds=1.0)
    async with running_bot(settings) as app:
        room_id = await private_room(app, fake, "durak", A, B)
        room = await _taken_round(app, fake, room_id, random.Random(5))
        before = room.engine().view(None)  # type: ignore[union-attr]
        d, turn, total = before["defender"], room.turn, _cards(room)
        table = {c for pair in before["table"] for c in pair if c}
        thrower = room.seats[1 - d].user_id
        assert thrower is not None and rules_of("durak").throw_in_seats(room) == [1 - d]
        msg = await message_of(app, fake, room_id, thrower, "hand")
        bar = fragment("bar-throwin-take")
        await fake.wait_for(lambda: bar in fake.message(thrower, msg.message_id).text, timeout=3)
        # nobody presses: the round ends by itself and the defender holds the table's cards
        room = await wait_room(
            app, room_id, lambda r: r.turn > turn and not r.engine().view(None).get("table"), 5
        )
        after = room.engine().view(None)  # type: ignore[union-attr]
        assert table <= set(room.engine().view(d)["hand"])  # type: ignore[union-attr]
        assert after["discard"] == before["discard"]  # nothing discarded, nothing lost
        assert _cards(room) == total == 36
        async with app.storage.read() as tx:
            rows = await tx.all(
                "SELECT by_user, action FROM actions WHERE room_id = ? AND turn > ? ORDER BY turn",
                (room_id, turn),
            )
        assert rows and rows[0]["by_user"] is None
        assert unpack(rows[0]["action"])["type"] == "pass"  # the bot's pass


async def test_after_take_with_the_throw_in_wait_off_the_table_waits_as_before(fake_tg, tmp_path):
    fake = fake_tg
    fake.add_user(A, "Аня")
    fake.add_user(B, "Боря")
    settings = make_settings(fake, tmp_path / "k.sqlite3", throw_in_wait_seconds=1.0)
    async with running_bot(settings) as app:

        async def off(room_id: str) -> None:
            await app.rooms.set_throw_wait(room_id, A, 0)

        room_id = await private_room(app, fake, "durak", A, B, lobby=off)
        room = await wait_room(app, room_id, lambda r: r.extra.get("throw_wait") == 0)
        room = await _taken_round(app, fake, room_id, random.Random(5))
        turn = room.turn
        await pause(2.5)  # well past the 1 s the wait would have lasted
        room = await wait_room(app, room_id, lambda r: True)
        view = room.engine().view(None)  # type: ignore[union-attr]
        assert room.turn == turn and view["taking"] and view["table"]  # still waiting for the thrower
        async with app.storage.read() as tx:
            assert "throwin" not in await tx.deadlines.of_room(room_id)


# ----- the lobby's creator tools and the tally, on the room service (no HTTP) ----------------------------
async def test_the_creator_removes_a_person_and_closes_the_lobby(tmp_path):
    from tests.bot.test_room_service import service_on

    async with service_on(tmp_path) as (service, storage, notifier):
        room = await service.create_room("durak", 1, None, "ru")
        assert (await service.join(room.id, 2)).key == "join-ok"
        assert (await service.kick(room.id, 2, 1)).key == "err-creator-only"
        assert (await service.set_lobby_locked(room.id, 2, True)).key == "err-creator-only"
        assert (await service.kick(room.id, 1, 2)).key == "kick-ok"
        room = await service.get(room.id)
        assert room is not None and [s.user_id for s in room.seats] == [1]
        assert (await service.set_lobby_locked(room.id, 1, True)).key == "lock-on"
        assert (await service.set_lobby_locked(room.id, 1, True)).key == "lock-already"
        assert (await service.join(room.id, 3)).key == "err-room-locked"
        assert (await service.set_lobby_locked(room.id, 1, False)).key == "lock-off"
        assert (await service.join(room.id, 3)).key == "join-ok"


async def test_the_tally_counts_matches_across_rematches(tmp_path):
    from tests.bot.test_room_service import service_on, two_humans

    async with service_on(tmp_path) as (service, storage, notifier):
        room = await two_humans(service, "scopa", capacity=None)
        for n in (1, 2):
            assert (await service.surrender(room.id, 2, room.turn)).key == "surrender-ok"
            room = await service.get(room.id)
            assert room is not None and room.extra["tally"] == {"u1": n}
            if n == 1:  # a rematch
                assert (await service.ready(room.id, 1, "r1")).key == "ready-ok"
                assert (await service.ready(room.id, 2, "r2")).key == "ready-ok"
                room = await service.get(room.id)
                assert room is not None and room.game_running() and room.extra["tally"] == {"u1": 1}


async def test_bura_against_the_computer_deals_on_by_itself_after_a_pause(fake_tg, tmp_path):
    fake = fake_tg
    fake.add_user(A, "Аня")
    settings = make_settings(fake, tmp_path / "k.sqlite3", next_deal_seconds=1.0)
    async with running_bot(settings) as app:
        room_id = await private_room(app, fake, "bura", A, None)
        room = await play_to_end(
            app, fake, room_id, [A], random.Random(4), stop_when=lambda r: r.between_deals()
        )
        assert room.status == "playing"  # one deal never decides a Bura match
        msg = await message_of(app, fake, room_id, A, "hand")
        # the person reads the result: a line says the next deal comes by itself, the button goes on at once
        auto = fragment("next-deal-auto")
        await fake.wait_for(lambda: auto in fake.message(A, msg.message_id).text, timeout=3)
        assert tr("btn-next-deal") in fake.message(A, msg.message_id).button_texts()
        room = await wait_room(app, room_id, lambda r: r.game_running(), 5)
        assert room.engine().deal_number() == 2  # type: ignore[union-attr]
        assert not room.seats[0].ready  # nobody pressed


async def test_hurry_works_between_deals(fake_tg, tmp_path):
    fake = fake_tg
    fake.add_user(A, "Аня")
    fake.add_user(B, "Боря")
    settings = make_settings(
        fake, tmp_path / "k.sqlite3", hurry_after_seconds=0.3, absent_after_seconds=600.0
    )
    async with running_bot(settings) as app:
        room_id, _ = await bura_in_group(app, fake, GROUP, A, B)
        room = await play_to_end(
            app, fake, room_id, [A, B], random.Random(6), stop_when=lambda r: r.between_deals()
        )
        assert room.between_deals()
        await press_ready(app, fake, room_id, A)  # Аня goes on, Боря stays silent
        msg = await message_of(app, fake, room_id, A, "hand")
        hurry = tr("btn-hurry")
        await fake.wait_for(lambda: hurry in fake.message(A, msg.message_id).button_texts(), timeout=5)
        own = await message_of(app, fake, room_id, B, "hand")
        assert hurry not in fake.message(B, own.message_id).button_texts()  # not to the one waited for
        q = fake.press_button(A, fake.message(A, msg.message_id), hurry)
        assert (await fake.wait_answer(q)).get("text") == tr("hurry-sent")
        # between deals the reminder says what is awaited: the next deal, not a move
        await fake.wait_message(B, fragment("hurry-ping-next"))
