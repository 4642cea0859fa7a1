"""Durak: a game in a group — three people join by deep link, one computer seat, played to the end,
the fair deck and its record checked, no group message ever shows a card from a hand or the stock
(except the trump card) — and the private hand's buttons (two-pick moves, the defender's prompt)."""

from __future__ import annotations

import json
import random
import time

import pytest

from bot import games
from bot.i18n import Translator
from bot.model import Room, Seat
from bot.render.room import Ctx
from engines.durak import Durak
from engines.fairness import commitment, derive_deck
from engines.protocol import Action
from tests.support.bot_e2e import (
    fragment,
    issued_calls,
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

GROUP = -1001
PEOPLE = [101, 102, 103]


@pytest.mark.both_databases
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
        table = await fake.wait_message(GROUP, fragment("title-durak"))
        room = await latest_room(app, GROUP)
        for uid in PEOPLE:
            fake.press_button(uid, fake.message(GROUP, table.message_id), tr("btn-join"))
            await message_of(app, fake, room.id, uid, "hand")
        await wait_room(app, room.id, lambda r: len(r.seats) == 3)
        await press_setting(fake, PEOPLE[0], table, tr("btn-add-computer"))
        room = await wait_room(app, room.id, lambda r: len(r.seats) == 4)
        pending_commitment = room.pending["commitment"]
        presses = {}
        for uid in PEOPLE:
            presses[uid] = await press_ready(app, fake, room.id, uid)
        room = await wait_room(app, room.id, lambda r: r.status == "playing")
        # the fair deck: committed before the presses, contributions = the Ready presses
        info = await app.rooms.deal_info(room.id, 1, 1)  # type: ignore[union-attr]
        assert info is not None
        assert info.commitment == pending_commitment == commitment(bytes.fromhex(info.seed))
        assert info.contributions == [f"{uid}:{presses[uid]}" for uid in PEOPLE]
        deck = derive_deck("durak", bytes.fromhex(info.seed), info.contributions, "durak:1")
        hands = room.engine().to_json()["hands"]
        assert set(hands[0]) == set(deck[0:24:4])

        # the leak check itself works: a hand card in a group text is caught
        from bot.outbox import Frame
        from tests.support.bot_e2e import hidden_cards

        seen = app.outbox.observed_rooms[room.id]  # type: ignore[union-attr]
        assert len(hidden_cards(seen)) >= 30
        probe = sorted(hidden_cards(seen))[0]
        leaked = Frame(f"x {games.get('durak').glyph(probe)} y", None)
        app.outbox.observer((room.id, GROUP, "table"), leaked)  # type: ignore[union-attr]
        assert len(leaks) == 1
        leaks.clear()

        room = await play_to_end(app, fake, room.id, PEOPLE, random.Random(7))
        assert room.status == "lobby" and room.engine().is_over()
        await app.outbox.flush()
        final = await fake.wait_message(GROUP, tr("fair-ok"))
        # the record button sends the deal's JSON record, seed revealed
        q = fake.press_button(PEOPLE[1], fake.message(GROUP, final.message_id), tr("btn-record"))
        await fake.wait_answer(q)
        doc = await fake.wait_for(
            lambda: next((d for d in fake.documents if d["chat_id"] == PEOPLE[1]), None)
        )
        record = json.loads(doc["bytes"])
        assert record["game"] == "durak" and record["seats"] == 4
        f = record["deals"][0]["fairness"]
        assert f["seed"] == info.seed and f["label"] == "durak:1"
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
    # (getChatMember, asked whether the bot is an administrator there, is a question, not a call that
    # Telegram counts against the group)
    times = [at for method, chat, at in issued if chat == GROUP and method != "getChatMember"]
    gaps = [b - a for a, b in zip(times, times[1:], strict=False)]
    assert len(gaps) >= 12  # enough to mean something (a deal's length varies with its fair deck)
    assert min(gaps) >= settings.group_edit_interval - 0.002, sorted(gaps)[:5]


def test_two_pick_moves_and_single_choices() -> None:
    """A card that can cover two attack cards asks for the target; a card with one move is one tap."""
    game = Durak.new(2, {"mode": "podkidnoy"})
    game.deal_from_layout({
        "hands": [["6S", "6H", "6D", "7C", "8C", "9C"], ["AS", "AH", "QD", "KD", "JD", "TC"]],
        "stock": ["7D", "8D", "9D"],
        "trump": "D",
    })
    assert game.to_act() == [0]  # the lowest trump (6D) leads
    game.apply(Action("attack", 0, "6S"))
    game.apply(Action("attack", 0, "6H"))
    room = Room("R00001", "durak", None, "ru", 1, 2, {}, "playing", 5, 1, game.to_json(), None, None, None,
                None, time.time(), time.time(), [Seat(0, 1), Seat(1, 2)])
    ctx = Ctx(Translator("ru"), "bot")
    rows = games.get(room.game).hand_rows(room, room.engine(), room.engine().view(1), ctx, 1)
    data = {b.text: b.callback_data for r in rows for b in r}
    # buttons: suits in emoji presentation (red ♥️/♦️ on every client), trumps marked ★ and shown last
    assert data["Q♦\ufe0f★"] == "p:R00001:5:1:QD"   # a trump covers either six: pick the target
    # only one move with the ace of spades: one tap, its button naming the move (A♠ covers 6♠)
    assert data["A♠\ufe0f"].startswith("m:R00001:5:1:dAS6S:")
    assert data[tr("act-take")].startswith("m:R00001:5:1:t:")
    assert not [t for t in data if t.startswith("10♣")]  # no legal move with it: no button
    cards = [b.text for b in rows[0]]
    assert cards == ["A♠\ufe0f", "A♥\ufe0f", "J♦\ufe0f★", "Q♦\ufe0f★", "K♦\ufe0f★"], cards  # trumps last
    rows = games.get(room.game).hand_rows(room, room.engine(), room.engine().view(1), ctx, 1, pick="QD")
    labels = [b.text for r in rows for b in r]
    assert sorted(labels[:2]) == sorted(tr("act-defend", card="Q♦", target=six) for six in ("6♠", "6♥"))
    assert labels[2] == tr("btn-back")


def test_durak_defender_prompt_mentions_transfer_only_when_it_is_possible() -> None:
    for mode, target_card, expected in (
        ("podkidnoy", "6S", "prompt-durak-defend"),
        ("perevodnoy", "6S", "prompt-durak-defend-transfer"),  # seat 1 holds 6C: may transfer
        ("perevodnoy", "7C", "prompt-durak-defend"),  # no seven in seat 1's hand: no transfer
    ):
        game = Durak.new(2, {"mode": mode})
        game.deal_from_layout({"hands": [["6S", "7C", "8D"], ["6C", "AS", "KD"]], "stock": ["9D", "TD"]})
        assert game.to_act() == [0]  # the lowest trump (8D) leads
        game.apply(Action("attack", game.to_act()[0], target_card))
        room = Room.__new__(Room)
        room.game = "durak"
        view = game.view(1)
        prompt = games.get(room.game).prompt_key(view, game.legal_actions(1), 1)
        assert prompt == expected, (mode, target_card)
