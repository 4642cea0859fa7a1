"""Issue 36, items 4 and 5, against the fake Bot API: a lobby of four rows whose text names only what
differs from a new room; the creator's settings open in place and close back (others are told who
decides); after a game the result comes first and the lobby folds to the rematch row; friends pick
the same side before the last seat is taken, the last seat does not deal before everyone is ready,
and they play as partners (Scopa 2×2, Durak 2×2)."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from bot.games.base import CHECKED, CHOSEN, OTHER
from bot.sandbox.fakeapi import FakeTelegram
from tests.support.bot_e2e import (
    bura_in_group,
    choose_short,
    fragment,
    latest_room,
    make_settings,
    message_of,
    play_to_end,
    press_ready,
    running_bot,
    tr,
    wait_room,
)


def _rows(msg: Any) -> list[list[str]]:
    return [[b.get("text", "") for b in row] for row in (msg.reply_markup or {}).get("inline_keyboard", [])]


def _texts(msg: Any) -> list[str]:
    return [b.get("text", "") for b in msg.buttons()]


async def _join_by_side(fake: FakeTelegram, uid: int, group: int, mid: int, label: str) -> None:
    """Someone not seated presses a side on the group's table: the answer opens the bot with the
    invitation link for that side (as Telegram does with an answer's url), which seats them."""
    q = fake.press_button(uid, fake.message(group, mid), label)
    answer = await fake.wait_answer(q)
    assert answer.get("url", "").endswith(tuple(f"_{k}" for k in range(3))), answer
    assert fake.follow_url(uid, answer["url"])


async def test_four_rows_only_what_differs_and_settings_in_place(
    fake_tg: FakeTelegram, tmp_path: Path
) -> None:
    fake, group, anna, boris = fake_tg, -3601, 3601, 3602
    fake.add_group(group, "Friends")
    fake.add_user(anna, "Anna")
    fake.add_user(boris, "Boris")
    async with running_bot(make_settings(fake, tmp_path / "k.sqlite3")) as app:
        fake.send_text(anna, "/durak", chat_id=group)
        table = await fake.wait_message(group, fragment("title-durak"))
        mid = table.message_id
        room = await latest_room(app, group)
        for uid in (anna, boris):
            fake.press_button(uid, fake.message(group, mid), tr("btn-join"))
            await message_of(app, fake, room.id, uid, "hand")
        await fake.wait_for(lambda: "Boris" in fake.message(group, mid).text)
        fill = tr("btn-fill", n=2)
        await fake.wait_for(lambda: [fill] in _rows(fake.message(group, mid)))
        # (a) four rows: take part, the computers in one tap, the settings, the rules
        assert _rows(fake.message(group, mid)) == [
            [tr("btn-join"), tr("btn-ready")], [fill], [tr("btn-settings")], [tr("btn-rules")]
        ]
        lobby = fake.message(group, mid).text
        # the text: the title, the seats, the hint; no rule a new room has, no option lines
        assert "1. ⏳ Anna" in lobby and "2. ⏳ Boris" in lobby and "3. " + tr("seat-free") in lobby
        for absent in (
            fragment("options-durak"), tr("durak-rule-throw-in", timing="any_time"),
            tr("ai-level-line", level="random"), fragment("durak-throw-wait-take"), fragment("lobby-header"),
        ):
            assert absent not in lobby, (absent, lobby)
        assert len(lobby.splitlines()) <= 8, lobby
        # (b) a person who did not create the room is told who decides; nothing changes
        q = fake.press_button(boris, fake.message(group, mid), tr("btn-settings"))
        answer = await fake.wait_answer(q)
        assert answer.get("show_alert") and answer.get("text") == tr("err-settings-creator", name="Anna")
        room = await app.rooms.get(room.id)
        assert room is not None and "settings" not in room.extra
        # the creator opens them: the same message, its keyboard the options and «back»
        turn = room.turn
        q = fake.press_button(anna, fake.message(group, mid), tr("btn-settings"))
        await fake.wait_answer(q)
        back = tr("btn-settings-back")
        await fake.wait_for(lambda: back in _texts(fake.message(group, mid)))
        settings = fake.message(group, mid)
        assert fragment("settings-header") in settings.text and fragment("options-durak") in settings.text
        texts = _texts(settings)
        assert CHOSEN + tr("opt-mode", mode="podkidnoy") in texts and tr("btn-kick", name="Boris") in texts
        assert tr("btn-lock") in texts and OTHER + tr("opt-ai", level="ismcts") in texts
        assert len(fake.chat_messages(group)) == 1  # in place: no new message
        room = await wait_room(app, room.id, lambda r: bool(r.extra.get("settings")))
        assert room.turn == turn  # opening them stales no button
        # a change made there: throw-ins after «Беру» off
        q = fake.press_button(anna, settings, CHECKED + tr("opt-tat"))
        assert (await fake.wait_answer(q)).get("text") == tr("option-ok")
        await wait_room(app, room.id, lambda r: not r.options["throw_in_after_take"])
        q = fake.press_button(anna, fake.message(group, mid), back)
        await fake.wait_answer(q)
        await fake.wait_for(lambda: tr("btn-settings") in _texts(fake.message(group, mid)))
        lobby = fake.message(group, mid).text
        assert len(_rows(fake.message(group, mid))) == 4
        assert tr("durak-rule-tat", tat="no") in lobby  # what differs now, and only that
        assert tr("durak-rule-throw-in", timing="any_time") not in lobby
        # «back» pressed again on the old keyboard: answered, nothing changes
        q = fake.press(anna, settings, f"st:{room.id}:0")
        assert not (await fake.wait_answer(q)).get("show_alert")
        assert "settings" not in (await wait_room(app, room.id, lambda r: True)).extra
        # a button of the old layout still does what it said (the creator's option on an old message)
        q = fake.press(anna, settings, f"o:{room.id}:mode:perevodnoy")
        assert (await fake.wait_answer(q)).get("text") == tr("option-ok")
        await wait_room(app, room.id, lambda r: r.options["mode"] == "perevodnoy")
        # the one-tap computers: every free seat at once
        await fake.wait_for(lambda: [fill] in _rows(fake.message(group, mid)))
        q = fake.press_button(anna, fake.message(group, mid), fill)
        assert (await fake.wait_answer(q)).get("text") == tr("computers-filled", n=2)
        room = await wait_room(app, room.id, lambda r: len(r.seats) == 4)
        assert room.status == "lobby"  # nobody is ready: no deal


@pytest.mark.parametrize("reviews", [5, 0], ids=["reviews", "no-reviews"])
async def test_after_a_game_the_result_comes_first_and_the_lobby_folds(
    fake_tg: FakeTelegram, tmp_path: Path, reviews: int
) -> None:
    """``reviews``: REVIEWS_PER_HOUR; at 0 no result offers «🔎 Разбор» (no press could be served)."""
    fake, group, anna, boris = fake_tg, -3611, 3611, 3612
    fake.add_user(anna, "Anna")
    fake.add_user(boris, "Boris")
    review = [[tr("btn-review")]] if reviews else []
    async with running_bot(make_settings(fake, tmp_path / "k.sqlite3", reviews_per_hour=reviews)) as app:
        room_id, mid = await bura_in_group(app, fake, group, anna, boris)
        room = await play_to_end(
            app, fake, room_id, [anna, boris], random.Random(36), max_steps=4000, pick=choose_short
        )
        assert room.status == "lobby" and room.engine().is_over()  # type: ignore[union-attr]
        rematch = fragment("rematch-line")
        await fake.wait_for(lambda: rematch in fake.message(group, mid).text, timeout=10)
        await fake.wait_for(lambda: tr("btn-record") in _texts(fake.message(group, mid)))
        text = fake.message(group, mid).text
        lines = text.splitlines()
        # the result first (after the title), the rematch line last; no seat list, no lobby hints
        assert lines[0] == tr("title-bura") and lines[1] == ""
        assert lines[-1].startswith(rematch) and "⏳ Anna" in lines[-1] and "⏳ Boris" in lines[-1]
        for absent in (fragment("lobby-hint"), fragment("room-ttl-hint"), "1. ⏳", fragment("options-bura")):
            assert absent not in text, (absent, text)
        assert lines[-2] == tr("fair-ok"), text  # the result's own lines, then one line of lobby
        assert _rows(fake.message(group, mid)) == [
            [tr("btn-rematch")], [tr("btn-record")], *review, [tr("btn-settings")]
        ]
        # each player's own message folds the same way: the rematch, the record, leaving
        hand = await message_of(app, fake, room_id, anna, "hand")
        await fake.wait_for(lambda: rematch in fake.message(anna, hand.message_id).text)
        assert _rows(fake.message(anna, hand.message_id)) == [
            [tr("btn-rematch")], [tr("btn-record")], *review, [tr("btn-leave")]
        ]
        # the rematch row works as before
        for uid in (anna, boris):
            await press_ready(app, fake, room_id, uid)
        room = await wait_room(app, room_id, lambda r: r.game_running() and r.match_no == 2)


async def test_scopa_friends_pick_a_side_before_the_last_seat_and_play_as_partners(
    fake_tg: FakeTelegram, tmp_path: Path
) -> None:
    fake, group, ugo, lia = fake_tg, -3621, 3621, 3622
    fake.add_group(group, "Scopa club")
    fake.add_user(ugo, "Ugo")
    fake.add_user(lia, "Lia")
    async with running_bot(make_settings(fake, tmp_path / "k.sqlite3")) as app:
        fake.send_text(ugo, "/scopa", chat_id=group)
        table = await fake.wait_message(group, fragment("title-scopa"))
        mid = table.message_id
        room = await latest_room(app, group)
        q = fake.press_button(ugo, fake.message(group, mid), tr("btn-settings"))
        await fake.wait_answer(q)
        two_by_two = OTHER + tr("opt-scopa-seats", seats=4)
        await fake.wait_for(lambda: two_by_two in _texts(fake.message(group, mid)))
        q = fake.press_button(ugo, fake.message(group, mid), two_by_two)
        await fake.wait_answer(q)
        await wait_room(app, room.id, lambda r: r.capacity == 4)
        q = fake.press_button(ugo, fake.message(group, mid), tr("btn-settings-back"))
        await fake.wait_answer(q)
        red, blue = tr("btn-team", mark="🔴", n=1), tr("btn-team", mark="🔵", n=2)
        await fake.wait_for(lambda: red in _texts(fake.message(group, mid)))
        # the sides are the first row: no separate «join» — a side is where one joins
        assert _rows(fake.message(group, mid))[0] == [red, blue, tr("btn-ready")]
        # both friends take the red side while two seats are still free
        for uid in (ugo, lia):
            await _join_by_side(fake, uid, group, mid, red)
            await message_of(app, fake, room.id, uid, "hand")
        room = await wait_room(app, room.id, lambda r: len(r.seats) == 2)
        await fake.wait_for(lambda: "3. 🔴 ⏳ Lia" in fake.message(group, mid).text)
        lobby = fake.message(group, mid).text
        assert "1. 🔴 ⏳ Ugo" in lobby and "2. 🔵 " + tr("seat-free") in lobby, lobby
        # on one's own message the side one plays is marked
        hand = await message_of(app, fake, room.id, lia, "hand")
        await fake.wait_for(lambda: CHOSEN + red in _texts(fake.message(lia, hand.message_id)))
        await press_ready(app, fake, room.id, ugo)
        # the last seats go to computers: no deal while Lia is not ready
        fill = tr("btn-fill", n=2)
        await fake.wait_for(lambda: fill in _texts(fake.message(group, mid)))
        q = fake.press_button(ugo, fake.message(group, mid), fill)
        assert (await fake.wait_answer(q)).get("text") == tr("computers-filled", n=2)
        room = await wait_room(app, room.id, lambda r: len(r.seats) == 4)
        assert room.status == "lobby" and room.seats[0].ready
        await press_ready(app, fake, room.id, lia)
        room = await wait_room(app, room.id, lambda r: r.game_running())
        assert [s.user_id for s in room.seats] == [ugo, None, lia, None]
        game = room.engine()
        assert game is not None and game.view(None)["teams"] == [[0, 2], [1, 3]]  # partners


async def test_durak_pairs_chosen_before_the_deal(fake_tg: FakeTelegram, tmp_path: Path) -> None:
    fake, group = fake_tg, -3631
    anna, boris, carl = 3631, 3632, 3633
    fake.add_group(group, "Durak in pairs")
    for uid, name in ((anna, "Anna"), (boris, "Boris"), (carl, "Carl")):
        fake.add_user(uid, name)
    async with running_bot(make_settings(fake, tmp_path / "k.sqlite3")) as app:
        fake.send_text(anna, "/durak", chat_id=group)
        table = await fake.wait_message(group, fragment("title-durak"))
        mid = table.message_id
        room = await latest_room(app, group)
        # the pairs, from the settings opened in place
        q = fake.press(anna, table, f"st:{room.id}:1")
        await fake.wait_answer(q)
        pairs = OTHER + tr("opt-teams", teams="pairs")
        await fake.wait_for(lambda: pairs in _texts(fake.message(group, mid)))
        q = fake.press_button(anna, fake.message(group, mid), pairs)
        await fake.wait_answer(q)
        await wait_room(app, room.id, lambda r: r.options.get("teams") == "2x2")
        q = fake.press_button(anna, fake.message(group, mid), tr("btn-settings-back"))
        await fake.wait_answer(q)
        red, blue = tr("btn-team", mark="🔴", n=1), tr("btn-team", mark="🔵", n=2)
        await fake.wait_for(lambda: blue in _texts(fake.message(group, mid)))
        # Carl sits first (he takes no side); Anna and Boris both take blue
        fake.send_text(carl, f"/start j{room.id}")
        await wait_room(app, room.id, lambda r: r.seat_of(carl) is not None)
        for uid in (anna, boris):
            await _join_by_side(fake, uid, group, mid, blue)
        room = await wait_room(app, room.id, lambda r: len(r.seats) == 3)
        # blue is full: Carl is told so, and stays red
        q = fake.press_button(carl, fake.message(group, mid), blue)
        answer = await fake.wait_answer(q)
        assert answer.get("text") == tr("err-team-full", mark="🔵", n=2)
        q = fake.press_button(carl, fake.message(group, mid), red)
        assert (await fake.wait_answer(q)).get("text") == tr("team-ok", mark="🔴", n=1)
        for uid in (carl, anna):
            await press_ready(app, fake, room.id, uid)
        # the last seat to a computer: still no deal, Boris is not ready
        fill = tr("btn-fill", n=1)
        await fake.wait_for(lambda: fill in _texts(fake.message(group, mid)))
        q = fake.press_button(anna, fake.message(group, mid), fill)
        await fake.wait_answer(q)
        room = await wait_room(app, room.id, lambda r: len(r.seats) == 4)
        assert room.status == "lobby"
        await fake.wait_for(lambda: "4. 🔵 ⏳ Boris" in fake.message(group, mid).text)
        lobby = fake.message(group, mid).text
        assert "2. 🔵 ✅ Anna" in lobby and "1. 🔴 ✅ Carl" in lobby, lobby
        await press_ready(app, fake, room.id, boris)
        room = await wait_room(app, room.id, lambda r: r.game_running())
        assert [s.user_id for s in room.seats] == [carl, anna, None, boris]
        game = room.engine()
        assert game is not None and game.view(None)["teams"] == [0, 1, 0, 1]  # Anna and Boris: team 2
