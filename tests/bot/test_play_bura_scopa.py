"""Bura against a computer in a private chat (an English user: the English sentences are expected) and
its first-move draw; Scopa 2×2 with two people and two computers, and its redeal of a table with three
or four kings."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from bot.handlers.info import record_caption
from bot.i18n import Translator
from bot.model import Room
from bot.render.room import Ctx, render
from engines import fairness
from engines.bura import first_move_draw
from tests.support.bot_e2e import (
    deal_the_bura_defender_a_triple,
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
    watch_group_leaks,
)


@pytest.mark.slow
async def test_bura_against_a_computer_in_private(fake_tg, tmp_path):
    fake = fake_tg
    fake.add_user(201, "Dana", language_code="en")
    settings = make_settings(fake, tmp_path / "k.sqlite3")
    async with running_bot(settings) as app:
        fake.send_text(201, "/bura")
        room = await wait_room(app, (await wait_latest_room(app)).id, lambda r: len(r.seats) == 1)
        msg = await message_of(app, fake, room.id, 201, "hand")
        title = tr("title-bura", "en")  # English for an English user
        await fake.wait_for(lambda: title in fake.message(201, msg.message_id).text)
        await press_setting(fake, 201, msg, tr("btn-add-computer", "en"), lang="en")
        await wait_room(app, room.id, lambda r: len(r.seats) == 2)
        await press_ready(app, fake, room.id, 201)
        room = await wait_room(app, room.id, lambda r: r.status == "playing")
        # the first-move draw comes first: a face-down spread of 36 backs on her message
        data = await wait_buttons(fake, msg, lambda d: sum(x.startswith(f"m:{room.id}:") for x in d) >= 35)
        shown = fake.message(201, msg.message_id).buttons()
        backs = [b for b in shown if b.get("callback_data", "").startswith("m:")]
        assert len(backs) in (35, 36) and {b["text"] for b in backs} == {"🂠"}, data
        assert tr("prompt-bura-draw", "en") in fake.message(201, msg.message_id).text
        room = await play_to_end(app, fake, room.id, [201], random.Random(3), max_steps=4000)
        drawn = room.match_info["draws"]
        assert drawn["draws"][0]["label"] == "bura:draw:1" and drawn["first"] == room.match_info["first"]
        assert all(len(d["picks"]) == 2 for d in drawn["draws"])
        game = room.engine()
        assert game.is_over() and game.match_result()["over"]
        assert max(game.match_result()["score"]) >= 12
        winner = fragment("match-winner", "en")
        # each deal's result stays above the next deal (issue 44): the match's end is on the live hand
        msg = await message_of(app, fake, room.id, 201, "hand")
        await fake.wait_for(lambda: winner in fake.message(201, msg.message_id).text)
        text = fake.message(201, msg.message_id).text
        assert tr("fair-ok", "en") in text
        record = await app.rooms.record(room.id, room.match_no, len(game.deal_results()))
        assert record is not None and len(record["deals"]) == len(game.deal_results())
        assert record["deals"][0]["fairness"]["label"] == "bura:1"
        from engines.records import verify

        status, report = verify(record)
        assert status == 0 and not report["failed"], report
        # rematch: marking ready again starts a new match with a new draw
        await press_ready(app, fake, room.id, 201)
        room = await wait_room(app, room.id, lambda r: r.status == "playing" and r.match_no == 2)
        assert room.engine().deal_number() == 1


@pytest.mark.slow
@pytest.mark.both_databases
async def test_scopa_two_by_two_with_two_computers(fake_tg, tmp_path):
    fake = fake_tg
    group = -2002
    fake.add_group(group, "Scopa club")
    fake.add_user(301, "Ugo")
    fake.add_user(302, "Lia")
    settings = make_settings(fake, tmp_path / "k.sqlite3")
    async with running_bot(settings) as app:
        leaks = watch_group_leaks(app, group)
        fake.send_text(301, "/scopa", chat_id=group)
        table = await fake.wait_message(group, fragment("title-scopa"))
        room = await latest_room(app, group)
        two_by_two = "○ " + tr("opt-scopa-seats", seats=4)
        await press_setting(fake, 301, table, two_by_two)
        await wait_room(app, room.id, lambda r: r.capacity == 4)
        for uid in (301, 302):  # the invitation link (a lobby with teams has sides, not «join»)
            fake.send_text(uid, f"/start j{room.id}")
            await message_of(app, fake, room.id, uid, "hand")
        fill = tr("btn-fill", n=2)
        await fake.wait_for(lambda: fill in fake.message(group, table.message_id).button_texts())
        q = fake.press_button(301, fake.message(group, table.message_id), fill)
        await fake.wait_answer(q)
        await wait_room(app, room.id, lambda r: len(r.seats) == 4)
        for uid in (301, 302):
            await press_ready(app, fake, room.id, uid)
        room = await wait_room(app, room.id, lambda r: r.status == "playing")
        assert room.engine().seats == 4
        room = await play_to_end(app, fake, room.id, [301, 302], random.Random(5), max_steps=4000)
        game = room.engine()
        assert game.is_over()
        winner = fragment("match-winner")
        await fake.wait_for(lambda: winner in fake.message(group, table.message_id).text)
        final = fake.message(group, table.message_id).text
        assert tr("fair-ok") in final
        # the group never saw a hand: every group text is checked in the Durak test; here the
        # record button still answers with a private document
        q = fake.press_button(302, fake.message(group, table.message_id), tr("btn-record"))
        await fake.wait_answer(q)
        doc = await fake.wait_for(lambda: next((d for d in fake.documents if d["chat_id"] == 302), None))
        record = json.loads(doc["bytes"])
        assert record["game"] == "scopa" and record["seats"] == 4
        from engines.records import verify

        status, report = verify(record)
        assert status == 0 and not report["failed"], report
    assert not leaks, leaks[:5]


def test_the_computed_bura_draw_follows_the_labels() -> None:
    """Version 1 of the draw (records made before it was played): cards 0 and 1 of each deck."""
    seed = bytes(range(32))
    first, draws = first_move_draw(seed, ["1:abc"])
    last = draws[-1]
    deck = fairness.derive_deck("bura", seed, ["1:abc"], last["label"])
    assert last["cards"] == deck[:2]
    ranks = "6789TJQKA"
    assert first == (0 if ranks.index(deck[0][0]) > ranks.index(deck[1][0]) else 1)
    for d in draws[:-1]:
        assert d["cards"][0][0] == d["cards"][1][0]


async def test_scopa_redeal_uses_the_rK_label(tmp_path: Path) -> None:
    """A table with three or four kings is dealt again from the same seed with ``scopa:N:rK``."""
    from bot.config import Settings
    from bot.rooms.service import RoomService
    from bot.storage import SqliteStorage
    from bot.storage.repos import dumps
    from engines.scopa import layout_from_deck, needs_redeal
    from tests.bot.doubles import RecordingNotifier

    def kings(press: str, label: str) -> bool:
        deck = fairness.derive_deck("scopa", seed, [f"1:{press}"], label)
        return needs_redeal(layout_from_deck(deck, 2, 1)["table"])

    seed = bytes(range(32))
    press = next(str(i) for i in range(200000) if kings(str(i), "scopa:1"))
    storage = SqliteStorage(tmp_path / "r.sqlite3")
    await storage.open()
    service = RoomService(storage, Settings.of(bot_token="1:x", computer_delay=0.0), RecordingNotifier())
    try:
        room = await service.create_room("scopa", 1, None, "ru")
        async with storage.transaction() as tx:
            await tx.run("UPDATE rooms SET pending = ? WHERE id = ?",
                         (dumps({"seed": seed.hex(), "commitment": fairness.commitment(seed)}), room.id))
        await service.add_computer(room.id, 1)
        await service.ready(room.id, 1, press)
        info = await service.deal_info(room.id, 1, 1)
        assert info is not None and info.label.startswith("scopa:1:r")
        k = int(info.label.rsplit("r", 1)[1])
        for j in range(k):
            assert kings(press, "scopa:1" if j == 0 else f"scopa:1:r{j}")
        room = await service.get(room.id)
        assert room is not None and room.game_running()
        # announced in one line on the table, and in the record's text
        ctx = Ctx(Translator("ru"), "kozyr_bot", deals={(1, 1): info})
        text, _ = render(room, None, ctx)
        assert tr("scopa-redeal", n=k) in text
        assert tr("scopa-redeal", n=k) not in render(room, None, Ctx(Translator("ru"), "kozyr_bot"))[0]
        deals = [{"fairness": {"label": info.label}}, {"fairness": {"label": "scopa:2"}}]
        record = {"game": "scopa", "deals": deals}
        caption = record_caption(Translator("ru"), record, 2)
        assert caption.splitlines()[1:] == [tr("record-redeal", deal=1, n=k)]
    finally:
        await service.close()
        await storage.close()


@pytest.mark.parametrize("defender_triple", [False, True], ids=["any-deal", "defender-triple"])
async def test_the_presser_sees_their_move_at_once_while_watchers_are_coalesced(
    fake_tg, tmp_path, monkeypatch, defender_triple
):
    """After a move the presser is no longer to act (Bura: the other player answers), yet their
    message shows the move at once; only people merely watching wait for the coalescing delay.

    The presser is the attacker, the one seat publicly to act in the ``lead`` phase. The engine's own
    ``to_act()`` may name the defender too: a defender dealt three of one suit (or three sixes or
    aces; about one deal in 21) may say «Стоп!» at any time before the lead, window or not
    (docs/rules/bura.md), so waiting for ``to_act()`` to hold one seat can wait forever — the
    ``defender-triple`` case deals that hand on purpose."""
    from engines.protocol import Action
    from tests.support.bot_e2e import press_action, private_room

    if defender_triple:
        deal_the_bura_defender_a_triple(monkeypatch)

    def leading(r: Room) -> bool:
        return r.game_running() and r.engine().view(None)["phase"] == "lead"

    fake = fake_tg
    fake.add_user(211, "Ann")
    fake.add_user(212, "Bob")
    async with running_bot(make_settings(fake, tmp_path / "k.sqlite3")) as app:
        room_id = await private_room(app, fake, "bura", 211, 212)
        await wait_room(app, room_id, leading)
        await app.outbox.flush()  # type: ignore[union-attr]
        app.outbox.limits.watch_delay = 30.0  # type: ignore[union-attr]
        for _ in range(20):  # the window's clock moves the turn on: press again on the new turn
            room = await wait_room(app, room_id, leading)
            game = room.engine()
            [seat] = game.view(None)["to_act"]
            if defender_triple:
                assert sorted(game.to_act()) == [0, 1]  # the defender may intercept now
            user = room.seats[seat].user_id
            assert user is not None
            lead = next(a for a in game.legal_actions(seat) if a.type == "lead")
            assert isinstance(lead, Action)
            msg = await message_of(app, fake, room_id, user, "hand")
            before = fake.message(user, msg.message_id).text
            if await press_action(app, fake, room, user, lead):
                break
            await pause(0.5)
        else:
            raise AssertionError("the lead was never accepted")
        moved = await wait_room(app, room_id, lambda r: r.turn > room.turn)
        assert seat not in moved.engine().to_act()
        # well within the 30 s a watcher's redraw may wait
        await fake.wait_for(lambda: fake.message(user, msg.message_id).text != before, timeout=3)
