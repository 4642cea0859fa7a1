"""Issue 16, items 4, 5, 6 and 8 end to end against the fake Bot API: a lobby tap that changes nothing
changes nothing, option buttons show the current value, a creator's options are remembered per chat,
one tap starts a game against the computer, the computer's level is the room's, and Scopa 2×2 teams
are picked in the lobby and played."""

from __future__ import annotations

import random
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import bot.rooms.computers as computers_module
from bot.games.base import CHOSEN, OTHER
from bot.rules import sides
from bot.sandbox.fakeapi import FakeTelegram
from engines.ai import Budget, random_player
from engines.protocol import Action
from tests.bot.test_room_service import service_on, stored
from tests.support.bot_e2e import (
    fragment,
    latest_room,
    make_settings,
    message_of,
    pause,
    play_to_end,
    press_ready,
    press_setting,
    running_bot,
    tr,
    wait_buttons,
    wait_latest_room,
    wait_room,
)


def _texts(msg: Any) -> list[str]:
    return [b.get("text", "") for b in msg.buttons()]


async def test_a_no_op_option_tap_keeps_every_ready_mark(fake_tg: FakeTelegram, tmp_path: Path) -> None:
    fake, group = fake_tg, -1601
    fake.add_group(group, "Friends")
    fake.add_user(1601, "Anna")
    fake.add_user(1602, "Boris")
    async with running_bot(make_settings(fake, tmp_path / "k.sqlite3")) as app:
        fake.send_text(1601, "/durak", chat_id=group)
        table = await fake.wait_message(group, fragment("title-durak"))
        room = await latest_room(app, group)
        for uid in (1601, 1602):
            fake.press_button(uid, fake.message(group, table.message_id), tr("btn-join"))
            await message_of(app, fake, room.id, uid, "hand")
            await press_ready(app, fake, room.id, uid)
        room = await wait_room(app, room.id, lambda r: len(r.seats) == 2 and all(s.ready for s in r.seats))
        # the options are the creator's «⚙️ Настройки», opened in place (issue 36)
        q = fake.press_button(1601, fake.message(group, table.message_id), tr("btn-settings"))
        await fake.wait_answer(q)
        # the buttons show the room's values, the current one marked — never the opposite
        current = CHOSEN + tr("opt-mode", mode="podkidnoy")
        await fake.wait_for(lambda: current in _texts(fake.message(group, table.message_id)))
        texts = _texts(fake.message(group, table.message_id))
        assert OTHER + tr("opt-mode", mode="perevodnoy") in texts
        assert CHOSEN + tr("opt-ti", timing="any_time") in texts
        turn = room.turn
        # tapping the value already on: «Уже так», nothing changes, every ready mark stays
        for label in (current, CHOSEN + tr("opt-ti", timing="any_time")):
            q = fake.press_button(1601, fake.message(group, table.message_id), label)
            assert (await fake.wait_answer(q)).get("text") == tr("option-same")
        room = await wait_room(app, room.id, lambda r: True)
        assert room.turn == turn and all(s.ready for s in room.seats)
        # a stale lobby message's tap on the same value: the same
        q = fake.press(1601, fake.message(group, table.message_id), f"o:{room.id}:seats:4")
        assert (await fake.wait_answer(q)).get("text") == tr("option-same")
        assert all(s.ready for s in (await wait_room(app, room.id, lambda r: True)).seats)
        # a real change clears the marks, and the lobby says so
        other = OTHER + tr("opt-mode", mode="perevodnoy")
        q = fake.press_button(1601, fake.message(group, table.message_id), other)
        assert (await fake.wait_answer(q)).get("text") == tr("option-ok-cleared")
        room = await wait_room(app, room.id, lambda r: r.options["mode"] == "perevodnoy")
        assert not any(s.ready for s in room.seats)
        await fake.wait_for(lambda: tr("lobby-ready-cleared") in fake.message(group, table.message_id).text)
        assert CHOSEN + tr("opt-mode", mode="perevodnoy") in _texts(fake.message(group, table.message_id))
        # the computer's level is no rule: changing it keeps the marks
        await press_ready(app, fake, room.id, 1602)
        await wait_room(app, room.id, lambda r: r.seats[1].ready)
        q = fake.press(1601, fake.message(group, table.message_id), f"o:{room.id}:ai:ismcts")
        assert (await fake.wait_answer(q)).get("text") == tr("ai-level-ok")
        room = await wait_room(app, room.id, lambda r: r.ai_level == "ismcts")
        assert room.seats[1].ready
        await fake.wait_for(
            lambda: tr("ai-level-line", level="ismcts") in fake.message(group, table.message_id).text
        )


async def test_options_are_remembered_per_chat_and_game(tmp_path: Path) -> None:
    async with service_on(tmp_path) as (service, storage, notifier):
        room = await service.create_room("durak", 1, -77, "ru")
        assert (await service.set_option(room.id, 1, "mode", "perevodnoy")).key == "option-ok"
        assert (await service.set_option(room.id, 1, "seats", "3")).key == "option-ok"
        assert (await service.set_option(room.id, 1, "ai", "ismcts")).key == "ai-level-ok"
        assert (await service.set_option(room.id, 1, "ai", "genius")).key == "err-forged"
        await service.join(room.id, 1)
        await service.leave(room.id, 1)  # the room closes
        again = await service.create_room("durak", 1, -77, "ru")
        assert again.id != room.id
        assert (again.options["mode"], again.capacity, again.ai_level) == ("perevodnoy", 3, "ismcts")
        # another chat, another game, another person: their own defaults
        assert (await service.create_room("durak", 1, -78, "ru")).options["mode"] == "podkidnoy"
        assert (await service.create_room("durak", 2, -77, "ru")).options["mode"] == "podkidnoy"
        assert (await service.create_room("bura", 1, -77, "ru")).ai_level is None


async def test_one_tap_against_three_computers_starts_at_once_and_finishes(
    fake_tg: FakeTelegram, tmp_path: Path
) -> None:
    fake, me = fake_tg, 1611
    fake.add_user(me, "Vera")
    async with running_bot(make_settings(fake, tmp_path / "k.sqlite3")) as app:
        fake.send_text(me, "/durak")
        room = await wait_latest_room(app)
        lobby = await message_of(app, fake, room.id, me, "hand")
        assert tr("solo-hint") in lobby.text
        solo = [f"vs:{room.id}:{n}:random" for n in range(1, 6)]  # Durak: one to five opponents
        data = await wait_buttons(fake, lobby, lambda d: solo[0] in d)
        assert [d for d in data if d.startswith("vs:")] == solo
        q = fake.press_button(me, fake.message(me, lobby.message_id), tr("btn-solo", n=3))
        assert (await fake.wait_answer(q)).get("text") == tr("solo-ok")
        room = await wait_room(app, room.id, lambda r: True)
        # that one tap started the match: four seats, three computers, the deal dealt
        assert room.status == "playing" and room.game_running()
        assert room.capacity == 4 and room.computers() == 3 and room.seats[0].user_id == me
        room = await play_to_end(app, fake, room.id, [me], random.Random(16), max_steps=4000)
        assert room.engine().is_over()  # type: ignore[union-attr]


async def test_bura_and_scopa_offer_their_opponent_counts(fake_tg: FakeTelegram, tmp_path: Path) -> None:
    fake, me, group = fake_tg, 1612, -1612
    fake.add_user(me, "Vera")
    fake.add_user(1613, "Oleg")
    fake.add_group(group, "Club")
    async with running_bot(make_settings(fake, tmp_path / "k.sqlite3")) as app:
        fake.send_text(me, "/bura")
        room = await wait_latest_room(app)
        lobby = await message_of(app, fake, room.id, me, "hand")
        await fake.wait_for(lambda: tr("btn-solo-one") in _texts(fake.message(me, lobby.message_id)))
        fake.send_text(me, "/scopa", chat_id=group)
        table = await fake.wait_message(group, fragment("title-scopa"))
        scopa = await latest_room(app, group)
        data = await wait_buttons(fake, table, lambda d: any(x.startswith("vs:") for x in d))
        assert [d for d in data if d.startswith("vs:")] == [f"vs:{scopa.id}:{n}:random" for n in (1, 3)]
        # in a group only the creator plays the computer, and not once someone else sits there
        q = fake.press(1613, fake.message(group, table.message_id), f"vs:{scopa.id}:3:random")
        assert (await fake.wait_answer(q)).get("text") == tr("err-creator-only")
        fake.press_button(1613, fake.message(group, table.message_id), tr("btn-join"))
        await wait_room(app, scopa.id, lambda r: len(r.seats) == 1)
        q = fake.press(me, fake.message(group, table.message_id), f"vs:{scopa.id}:3:random")
        assert (await fake.wait_answer(q)).get("text") == tr("err-solo-others")
        assert (await wait_room(app, scopa.id, lambda r: True)).status == "lobby"
        q = fake.press(me, fake.message(group, table.message_id), f"vs:{scopa.id}:2:random")
        assert (await fake.wait_answer(q)).get("text") in (tr("err-solo-others"), tr("err-forged"))


async def test_the_level_chosen_in_the_lobby_plays(
    fake_tg: FakeTelegram, tmp_path: Path, monkeypatch: Any
) -> None:
    """The computer seat's decisions come from the player of the room's level (recorded here; each
    delegates to the random player so the test stays fast)."""
    asked: list[str] = []

    def fake_get_player(level: str, game: str) -> Any:
        def player(
            view: Any, memory: Any, legal: Sequence[Action], rng: random.Random, budget: Budget
        ) -> Action:
            asked.append(level)
            return random_player(view, memory, legal, rng, budget)

        return player

    monkeypatch.setattr(computers_module, "get_player", fake_get_player)
    fake, me = fake_tg, 1621
    fake.add_user(me, "Vera")
    played: list[str] = []
    async with running_bot(make_settings(fake, tmp_path / "k.sqlite3")) as app:
        for level in ("ismcts", "random"):
            fake.send_text(me, "/durak")
            while (room := await wait_latest_room(app)).id in played:  # the command's new room
                await pause(0.02)
            played.append(room.id)
            lobby = await message_of(app, fake, room.id, me, "hand")
            label = tr("opt-ai", level=level)
            if room.ai_level != level:
                answer = await press_setting(fake, me, lobby, OTHER + label, close=False)
                assert answer.get("text") == tr("ai-level-ok")
            else:
                await press_setting(fake, me, lobby, tr("btn-settings"), close=False)
            mid = lobby.message_id
            await fake.wait_for(lambda lb=label, m=mid: CHOSEN + lb in _texts(fake.message(me, m)))
            q = fake.press_button(me, fake.message(me, lobby.message_id), tr("btn-settings-back"))
            await fake.wait_answer(q)
            wanted = f"vs:{room.id}:1:{level}"
            await wait_buttons(fake, lobby, lambda d, w=wanted: w in d)
            asked.clear()
            q = fake.press(me, fake.message(me, lobby.message_id), f"vs:{room.id}:1:{level}")
            assert (await fake.wait_answer(q)).get("text") == tr("solo-ok")
            room = await wait_room(app, room.id, lambda r: r.status == "playing")
            assert room.ai_level == level
            hand = await message_of(app, fake, room.id, me, "hand")
            line, mid = tr("ai-level-line", level=level), hand.message_id
            await fake.wait_for(lambda line=line, mid=mid: line in fake.message(me, mid).text)
            room = await play_to_end(app, fake, room.id, [me], random.Random(3), max_steps=3000)
            assert asked and set(asked) == {level}, asked


async def test_scopa_teams_picked_in_the_lobby_are_the_teams_played(
    fake_tg: FakeTelegram, tmp_path: Path
) -> None:
    fake, group = fake_tg, -1631
    ugo, lia = 1631, 1632
    fake.add_group(group, "Scopa club")
    fake.add_user(ugo, "Ugo")
    fake.add_user(lia, "Lia")
    async with running_bot(make_settings(fake, tmp_path / "k.sqlite3")) as app:
        fake.send_text(ugo, "/scopa", chat_id=group)
        table = await fake.wait_message(group, fragment("title-scopa"))
        room = await latest_room(app, group)
        two_by_two = OTHER + tr("opt-scopa-seats", seats=4)
        await press_setting(fake, ugo, table, two_by_two, close=False)
        await wait_room(app, room.id, lambda r: r.capacity == 4)
        # every target from 11 to 101 is a button, 16 and 31 too
        data = await wait_buttons(fake, table, lambda d: f"o:{room.id}:target:101" in d)
        assert [d.rsplit(":", 1)[1] for d in data if ":target:" in d] == [
            "11", "16", "21", "31", "41", "51", "61", "71", "81", "91", "101"
        ]
        q = fake.press_button(ugo, fake.message(group, table.message_id), OTHER + "16")
        await fake.wait_answer(q)
        await wait_room(app, room.id, lambda r: r.options["target"] == 16)
        # the sides are named by seat numbers from 1
        rules = tr("options-scopa", seats=4, target=16)
        await fake.wait_for(lambda: rules in fake.message(group, table.message_id).text)
        assert "1" in rules and "0" not in rules
        q = fake.press_button(ugo, fake.message(group, table.message_id), tr("btn-settings-back"))
        await fake.wait_answer(q)
        for uid in (ugo, lia):  # join order (the invitation link) puts them on opposite sides
            fake.send_text(uid, f"/start j{room.id}")
            await message_of(app, fake, room.id, uid, "hand")
        fill = tr("btn-fill", n=2)
        await fake.wait_for(lambda: fill in _texts(fake.message(group, table.message_id)))
        q = fake.press_button(ugo, fake.message(group, table.message_id), fill)
        await fake.wait_answer(q)
        await wait_room(app, room.id, lambda r: len(r.seats) == 4)
        # Lia joins Ugo's team (team 1: seats 1 and 3): the deal seats her there, a computer opposite
        pick = tr("btn-team", mark="🔴", n=1)
        await fake.wait_for(lambda: pick in _texts(fake.message(group, table.message_id)))
        q = fake.press_button(lia, fake.message(group, table.message_id), pick)
        assert (await fake.wait_answer(q)).get("text") == tr("team-ok", mark="🔴", n=1)
        room = await wait_room(app, room.id, lambda r: sides.side_of(r, lia) == 0)
        assert [s.user_id if s else 0 for s in sides.plan(room)] == [ugo, None, lia, None]
        for uid in (ugo, lia):
            await press_ready(app, fake, room.id, uid)
        room = await wait_room(app, room.id, lambda r: r.status == "playing")
        game = room.engine()
        assert game is not None and game.view(None)["teams"] == [[0, 2], [1, 3]]
        assert game.view(None)["target"] == 16
        room = await play_to_end(app, fake, room.id, [ugo, lia], random.Random(8), max_steps=6000)
        game = room.engine()
        assert game is not None and game.is_over()
        assert game.view(None)["teams"] == [[0, 2], [1, 3]]
        assert room.match_info is not None and room.match_info["users"] == [ugo, None, lia, None]


async def test_the_new_picker_starts_a_game_against_the_computer(
    fake_tg: FakeTelegram, tmp_path: Path
) -> None:
    fake, me = fake_tg, 1641
    fake.add_user(me, "Vera")
    async with running_bot(make_settings(fake, tmp_path / "k.sqlite3")) as app:
        fake.send_text(me, "/new")
        picker = await fake.wait_message(me, fragment("pick-solo-hint"))
        q = fake.press_button(me, picker, tr("btn-solo-game", game=tr("game-bura")))
        assert (await fake.wait_answer(q)).get("text") == tr("solo-ok")
        room = await wait_latest_room(app)
        assert room.game == "bura" and room.status == "playing" and room.game_running()
        assert room.computers() == 1 and room.seats[0].user_id == me
        # the picker opens one room: a second tap opens none
        q = fake.press(me, picker, f"g:durak:{me}")  # the picker as it was drawn
        assert (await fake.wait_answer(q)).get("text") in (tr("err-picked"), tr("err-unknown-button"))
        assert (await wait_latest_room(app)).id == room.id


async def test_a_group_creator_plays_the_computer_in_one_tap(fake_tg: FakeTelegram, tmp_path: Path) -> None:
    """In a group the creator's tap seats them; one who never opened the bot is asked to first (their
    hand could not be sent)."""
    fake, me, group = fake_tg, 1651, -1651
    fake.add_user(me, "Vera")
    fake.add_group(group, "Club")
    async with running_bot(make_settings(fake, tmp_path / "k.sqlite3")) as app:
        fake.send_text(me, "/bura", chat_id=group)
        table = await fake.wait_message(group, fragment("title-bura"))
        room = await latest_room(app, group)
        await fake.wait_for(lambda: tr("btn-solo-one") in _texts(fake.message(group, table.message_id)))
        q = fake.press_button(me, fake.message(group, table.message_id), tr("btn-solo-one"))
        assert (await fake.wait_answer(q)).get("text") == tr("err-open-bot")
        assert (await wait_room(app, room.id, lambda r: True)).status == "lobby"
        fake.send_text(me, "/start")
        await fake.wait_message(me, fragment("welcome"))
        q = fake.press_button(me, fake.message(group, table.message_id), tr("btn-solo-one"))
        assert (await fake.wait_answer(q)).get("text") == tr("solo-ok")
        room = await wait_room(app, room.id, lambda r: r.game_running())
        assert [s.user_id for s in room.seats] == [me, None]
        await message_of(app, fake, room.id, me, "hand")  # the hand went to the private chat


async def test_a_no_op_option_changes_nothing_stored(tmp_path: Path) -> None:
    async with service_on(tmp_path) as (service, storage, notifier):
        room = await service.create_room("scopa", 1, None, "ru")
        assert (await service.join(room.id, 2)).key == "join-ok"
        assert (await service.ready(room.id, 2, "q2")).key == "ready-ok"
        before = await stored(storage, room.id)
        for key, value in (("seats", "2"), ("target", "11"), ("ai", "heuristic")):
            if key == "ai":  # no level chosen yet: choosing the default is a change the first time
                assert (await service.set_option(room.id, 1, key, value)).key == "ai-level-ok"
                before = await stored(storage, room.id)
            reply = await service.set_option(room.id, 1, key, value)
            assert (reply.key, reply.room) == ("option-same", None), key
            assert await stored(storage, room.id) == before, key
        reply = await service.set_option(room.id, 1, "target", "16")
        assert reply.key == "option-ok-cleared" and reply.room is not None
        assert reply.room.lobby_note == "ready-cleared" and not any(s.ready for s in reply.room.seats)
        # once someone is ready again the note goes
        assert (await service.ready(room.id, 2, "q3")).key == "ready-ok"
        after = await service.get(room.id)
        assert after is not None and after.lobby_note is None
