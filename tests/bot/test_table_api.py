"""The table page's API (issue 45, bot/web/table.py and bot/web/tablemodel.py) against the real bot
and the fake Bot API, with Telegram's signed initData as the page sends it: the model of a seated
person and of a watcher (no hand anywhere in a watcher's — its text neither), a press that plays a
move as the chat button does (the room's log has it) and a second identical press that is a double
tap, and the refusals — unsigned, stale, another person's seat, a move gone, a payload of another
room, a nested or oversize body, an unknown kind — each in words or a 4xx, nothing changed, no
traceback."""

from __future__ import annotations

import json
import logging
import random
import time
from typing import Any

import pytest

from bot import games
from bot.app import KozyrApp
from bot.model import Room
from bot.sandbox.fakeapi import FakeTelegram
from bot.web.table import MAX_AGE_SECONDS
from tests.support.bot_e2e import (
    choose,
    durak_private_room,
    fragment,
    hidden_cards,
    latest_room,
    logged_count,
    make_settings,
    message_of,
    move_data,
    pause,
    private_room,
    running_bot,
    settle,
    stored_state,
    tr,
    wait_buttons,
    wait_latest_room,
    wait_move,
)
from tests.support.table_api import (
    WEBAPP_URL,
    get_model,
    post_press,
    press,
    signed,
    strings_of,
)

A, B, C = 4501, 4502, 4503  # A and B play, C only looks


def settings_of(fake: FakeTelegram, tmp_path: Any, **overrides: Any) -> Any:
    return make_settings(fake, tmp_path / "k.sqlite3", webapp_url=WEBAPP_URL, webhook_port=0, **overrides)


def people(fake: FakeTelegram) -> None:
    for uid, name in ((A, "Аня"), (B, "Борис"), (C, "Вера")):
        fake.add_user(uid, name, language_code="ru")


def leaks(room: Room, model: dict[str, Any], mine: set[str]) -> list[str]:
    """Hidden cards (not ``mine``) the model shows: as a code anywhere, as a glyph in its words."""
    hidden = hidden_cards(room) - mine
    found = [s for s in strings_of(model) if s in hidden]
    ui = games.get(room.game)
    words = model["text"] + " ".join(b["text"] for row in model["buttons"] for b in row)
    words += " ".join(m["label"] for m in model["moves"])
    found += [f"{card} as {g}" for card in hidden for g in ui.all_glyphs(card) if g in words]
    return found


async def durak_of_two(app: KozyrApp, fake: FakeTelegram) -> tuple[Room, int, Any]:
    """A private Durak of A and B under way: the room once someone may move, who, and a move."""
    room_id = await durak_private_room(app, fake, A, B)
    return await wait_move(app, room_id)


async def test_a_seated_person_sees_their_hand_and_moves_a_watcher_neither(fake_tg, tmp_path):
    fake = fake_tg
    people(fake)
    async with running_bot(settings_of(fake, tmp_path)) as app:
        room, uid, _ = await durak_of_two(app, fake)
        other = B if uid == A else A
        status, mine = await get_model(app, fake, room.id, uid)
        assert status == 200
        seat = room.seat_of(uid)
        assert seat is not None
        game = room.engine()
        assert game is not None
        hand = set(game.view(seat.seat)["hand"])
        assert mine["v"] == 1 and mine["room"] == room.id and mine["game"] == room.game
        assert mine["turn"] == room.turn and mine["status"] == "playing" and mine["lang"] == "ru"
        assert mine["you"] == {"id": uid, "seat": seat.seat}
        assert set(mine["view"]["hand"]) == hand
        assert mine["moves"] and {m["cards"][0] for m in mine["moves"] if m["cards"]} <= hand
        legal = {a for a in game.legal_actions(seat.seat) if a.type != "surrender"}
        assert len(mine["moves"]) == len(legal)
        # the text is the person's own message as the chat draws it
        assert tr("your-hand", cards="")[:8] in mine["text"]
        chat = await message_of(app, fake, room.id, uid, "hand")
        this_turn = f"m:{room.id}:{room.turn}:"
        on_chat = set(await wait_buttons(fake, chat, lambda d: any(x.startswith(this_turn) for x in d)))
        assert mine["text"] == fake.message(chat.chat_id, chat.message_id).text
        # «🎴 Стол» leads to this very page: not among the page's buttons
        assert tr("btn-table") in fake.message(chat.chat_id, chat.message_id).button_texts()
        assert tr("btn-table") not in [b["text"] for row in mine["buttons"] for b in row]
        # the moves carry exactly what the chat's buttons carry
        shown = {m["data"] for m in mine["moves"]}
        assert {d for d in on_chat if d.startswith("m:")} <= shown
        assert not any(b["data"].startswith(("p:", "t:", "h:", "mc:")) for r in mine["buttons"] for b in r
                       if "data" in b)  # fmt: skip
        assert [s["seat"] for s in mine["seats"]] == [0, 1] and sum(s["you"] for s in mine["seats"]) == 1
        assert all(s["cards"] == len(game.view(s["seat"])["hand"]) for s in mine["seats"])
        assert sum(s["acting"] for s in mine["seats"]) >= 1
        assert mine["strings"]["card-name-9H"] == "девятка червей" and len(mine["strings"]) == 36
        assert leaks(room, mine, hand) == []  # the other's hand and the stock: nowhere
        # a person not seated: the table as a watcher, never a hand
        status, watcher = await get_model(app, fake, room.id, C)
        assert status == 200 and watcher["you"] == {"id": C, "seat": None}
        assert watcher["moves"] == [] and "hand" not in watcher["view"]
        assert leaks(room, watcher, set()) == []
        assert tr("your-hand", cards="")[:8] not in watcher["text"]
        # the other player's model shows their own hand, not this one's
        _, theirs = await get_model(app, fake, room.id, other)
        assert leaks(room, theirs, set(game.view(1 - seat.seat)["hand"])) == []
        # no such room: 404
        assert await get_model(app, fake, "Nosuch12", A) == (404, {"error": "unavailable"})


@pytest.mark.both_databases
async def test_a_press_plays_the_move_and_the_same_press_again_is_one_move(fake_tg, tmp_path):
    fake = fake_tg
    people(fake)
    async with running_bot(settings_of(fake, tmp_path)) as app:
        room, uid, action = await durak_of_two(app, fake)
        _, model = await get_model(app, fake, room.id, uid)
        move = next(m for m in model["moves"] if m["type"] == action.type and m["cards"] == [action.card])
        before = await logged_count(app, room.id, action.type)
        answer = await press(app, fake, uid, room.id, move["data"])
        assert answer["ok"] is True and answer["answer"] is None and answer["alert"] is False
        assert answer["model"]["turn"] > room.turn  # the newest state, this press in it
        assert await logged_count(app, room.id, action.type) == before + 1  # the room's log has it
        kept = await stored_state(app, room.id)
        again = await press(app, fake, uid, room.id, move["data"])  # a double tap: answered as done
        assert again["ok"] is True and again["answer"] is None
        assert await stored_state(app, room.id) == kept  # nothing changed
        answered = [str(c.params.get("callback_query_id")) for c in fake.calls_of("answerCallbackQuery")]
        assert not [q for q in answered if q.startswith("web:")]  # a web press's answer is not Telegram's


async def test_refusals_change_nothing_and_say_why(fake_tg, tmp_path, caplog):
    fake = fake_tg
    people(fake)
    async with running_bot(settings_of(fake, tmp_path)) as app:
        room, uid, action = await durak_of_two(app, fake)
        other = B if uid == A else A
        _, model = await get_model(app, fake, room.id, uid)
        wanted = (action.type, [action.card])
        data = next(m["data"] for m in model["moves"] if (m["type"], m["cards"]) == wanted)
        kept = await stored_state(app, room.id)
        body = {"room": room.id, "data": data}
        now = int(time.time())
        caplog.clear()
        with caplog.at_level(logging.INFO):
            assert await post_press(app, fake, uid, body, auth="") == (401, {"error": "unsigned"})
            forged = signed(fake, uid).replace(str(uid), str(C))
            assert await post_press(app, fake, uid, body, auth=forged) == (401, {"error": "unsigned"})
            old = signed(fake, uid, auth_date=now - int(MAX_AGE_SECONDS) - 60)
            assert await post_press(app, fake, uid, body, auth=old) == (401, {"error": "stale"})
            # another person pressing this seat's move: the kernel's words, nothing changed
            status, answer = await post_press(app, fake, other, body)
            assert status == 200 and answer["ok"] is False and answer["answer"] == "err-not-your-button"
            assert answer["text"] == tr("err-not-your-button") and answer["alert"] is True
            assert answer["model"]["you"]["seat"] != model["you"]["seat"]
            # a payload of another room, an unknown kind, a profile's button: malformed, nothing fed
            elsewhere = data.replace(room.id, "Other123")
            kinds = (elsewhere, "zz:" + room.id, f"pf:lang:en:{uid}", "m:" + "x" * 80)
            for bad in (*({"room": room.id, "data": d} for d in kinds), {"room": room.id},
                        {"room": "../x", "data": data}, [room.id, data], "text"):
                assert await post_press(app, fake, uid, bad) == (400, {"error": "malformed"}), bad
                await pause(0.5)  # within the API's pace (PRESSES_PER_SECOND): these are no flood
            nested = b'{"room": ' + b"[" * 400 + b"]" * 400 + b"}"  # within the size, too deep
            assert await post_press(app, fake, uid, None, raw=nested) == (400, {"error": "malformed"})
            huge = b'{"room": "' + b"x" * 100_000 + b'"}'
            assert (await post_press(app, fake, uid, None, raw=huge))[0] == 413
            assert await post_press(app, fake, uid, None, raw=b"{not json") == (400, {"error": "malformed"})
            assert await stored_state(app, room.id) == kept
            # the person whose move it is plays it
            played = await press(app, fake, uid, room.id, data)
            assert played["ok"] is True
        assert not [r for r in caplog.records if r.exc_info], "a traceback in the log"
        # a move drawn before this one was played (its attack, on the empty table): gone, in words
        stale = next(m for m in model["moves"] if m["data"] != data)
        kept = await stored_state(app, room.id)
        gone = await press(app, fake, uid, room.id, stale["data"])
        assert gone["ok"] is False and gone["answer"] == "err-move-gone" and gone["alert"] is True
        assert gone["text"] == tr("err-move-gone", move=stale["label"])
        assert await stored_state(app, room.id) == kept
        assert gone["model"]["turn"] == played["model"]["turn"]


async def test_a_press_on_the_page_shares_the_chats_press_throttle(fake_tg, tmp_path):
    """The same throttle: presses made in the chat and on the page are one person's presses."""
    fake = fake_tg
    people(fake)
    async with running_bot(settings_of(fake, tmp_path, press_rate=0.001, press_burst=3)) as app:
        fake.send_text(A, "/durak")  # one of the three
        room = await wait_latest_room(app)
        msg = await message_of(app, fake, room.id, A, "hand")
        for _ in range(2):  # two presses in the chat: the burst is spent
            await fake.wait_answer(fake.press(A, msg, "zz:nothing"))
        kept = await stored_state(app, room.id)
        status, answer = await post_press(app, fake, A, {"room": room.id, "data": f"r:{room.id}"})
        assert (status, answer) == (429, {"error": "too-fast", "text": tr("err-too-fast")})
        assert await stored_state(app, room.id) == kept
        # another person's presses are theirs: B's «Готово» goes through (err-join-first: not seated)
        status, answer = await post_press(app, fake, B, {"room": room.id, "data": f"r:{room.id}"})
        assert status == 200 and answer["answer"] == "err-join-first" and answer["url"]



async def test_a_watcher_of_a_group_table_takes_a_seat_from_the_page(fake_tg, tmp_path):
    """Hands in the group: someone who never opened the bot opens the group's table, sees it as a
    watcher with «➕ Присоединиться», and is seated by it — nothing of the press goes to Telegram."""
    fake = fake_tg
    people(fake)
    group = -4500
    async with running_bot(settings_of(fake, tmp_path, group_hands=True)) as app:
        fake.add_group(group, "Клуб")
        fake.send_text(A, "/durak", chat_id=group)
        await fake.wait_message(group, fragment("title-durak"))
        room = await latest_room(app, group)
        status, model = await get_model(app, fake, room.id, C)
        assert status == 200 and model["you"]["seat"] is None and model["status"] == "lobby"
        join = next(b for row in model["buttons"] for b in row if b.get("data") == f"jn:{room.id}")
        assert join["text"] == tr("btn-join")
        answer = await press(app, fake, C, room.id, join["data"])
        assert answer["ok"] is True and answer["answer"] == "join-ok"
        assert answer["model"]["you"]["seat"] is not None
        seated = await app.rooms.get(room.id)  # type: ignore[union-attr]
        assert seated is not None and seated.seat_of(C) is not None
        await pause(1)
        assert not [c for c in fake.calls if "web:" in json.dumps(c.params, default=str)]


@pytest.mark.parametrize("game", games.names())
@pytest.mark.both_databases
async def test_every_game_plays_through_the_page(fake_tg, tmp_path, game):
    """Each game against a computer, played on the page: every legal move is one of the model's, with
    its chat button's exact payload; each press plays (or, the computer having moved first, is
    refused in words) — never an unknown button or an error."""
    fake = fake_tg
    people(fake)
    rng = random.Random(45)
    async with running_bot(settings_of(fake, tmp_path)) as app:
        room_id = await private_room(app, fake, game, A, None)
        played = 0
        for _ in range(300):
            room = await app.rooms.get(room_id)  # type: ignore[union-attr]
            assert room is not None
            if room.status != "playing" or played >= 12:
                break
            if room.between_deals():  # the next deal: «Следующая раздача» on the page
                _, model = await get_model(app, fake, room_id, A)
                assert model["status"] == "between"
                ready = [b["data"] for r in model["buttons"] for b in r if b.get("data") == f"r:{room_id}"]
                if ready and not room.seat_of(A).ready:  # type: ignore[union-attr]
                    assert (await press(app, fake, A, room_id, ready[0]))["answer"] in ("ready-ok", None)
                await settle(fake)
                continue
            seat = room.seat_of(A)
            game_now = room.engine()
            assert seat is not None and game_now is not None
            legal = [a for a in game_now.legal_actions(seat.seat) if a.type != "surrender"]
            if not legal:
                await settle(fake)
                continue
            status, model = await get_model(app, fake, room_id, A)
            assert status == 200 and model["game"] == game and model["style"] == "italian"
            if model["turn"] != room.turn:
                continue  # the computer moved meanwhile
            payloads = sorted(move_data(room, seat.seat, a) for a in legal)  # as on the chat buttons
            assert sorted(m["data"] for m in model["moves"]) == payloads
            assert len(model["strings"]) == len(set(model["strings"])) >= 36
            action = choose(legal, rng)
            answer = await press(app, fake, A, room_id, move_data(room, seat.seat, action))
            assert answer["ok"] or answer["answer"] == "err-move-gone", answer
            played += answer["ok"]
            await pause(0.3)
        finished = await app.rooms.get(room_id)  # type: ignore[union-attr]
        assert played >= 3 or (finished is not None and finished.status != "playing"), played
