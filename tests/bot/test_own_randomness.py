"""Issue 44, item 1: randomness the Mini App said it accepted («Вклад принят») is the contribution
mixed into the deck, whatever then starts the deal — the one-tap game against the computer (the
lobby's «🤖 Играть с компьютером» and /new's «🤖 <game>»), another person's «Готово», the last seat
filled by a computer, the next deal of a quick match, a rematch, a group join — and a «Готово» mark
taken away meanwhile (by the person, or by the creator's change of the rules) does not drop it: a
later press gives the mark back, never another contribution (docs/rules/fairness.md, step 3).

End to end against the fake Bot API, the Mini App's «Готово» posted to the bot's own server with
Telegram's signed initData, as the page does; each test reads the dealt deal's stored contributions.
"""

from __future__ import annotations

import random
from typing import Any

import aiohttp

from bot.app import KozyrApp
from bot.sandbox.fakeapi import FakeTelegram
from bot.web import initdata
from bot.web.routes import INIT_DATA_HEADER
from engines import fairness
from tests.bot.test_room_service import service_on
from tests.support.bot_e2e import (
    durak_private_room,
    fragment,
    latest_room,
    make_settings,
    message_of,
    play_to_end,
    press_ready,
    press_setting,
    running_bot,
    tr,
    wait_latest_room,
    wait_room,
)

A, B = 4401, 4402
MINE = bytes(range(200, 232))  # what A's browser drew


def settings_of(fake: FakeTelegram, tmp_path: Any, **overrides: Any) -> Any:
    return make_settings(
        fake, tmp_path / "k.sqlite3", webapp_url="https://kozyr.example/check/", webhook_port=0, **overrides
    )


async def ready_in_app(
    app: KozyrApp, fake: FakeTelegram, room_id: str, user: int, randomness: bytes = MINE
) -> None:
    """«✅ Готово» in the Mini App, as the page sends it; the app says «Вклад принят» (its ``ok``)."""
    assert app.server is not None
    url = f"http://127.0.0.1:{app.server.port}/check/api/ready"
    data = initdata.sign(fake.token, {"id": user, "first_name": "x", "language_code": "ru"})
    async with aiohttp.ClientSession() as client:
        body = {"room": room_id, "randomness": randomness.hex()}
        async with client.post(url, json=body, headers={INIT_DATA_HEADER: data}) as response:
            answer = await response.json()
    assert answer == {"ok": True, "answer": "ready-ok", "text": tr("ready-ok")}


async def contributions(app: KozyrApp, room_id: str, match_no: int = 1, deal_no: int = 1) -> list[str]:
    """The contributions the deal was dealt with (its stored fairness)."""
    room = await wait_room(app, room_id, lambda r: r.match_no >= match_no and r.game_running())
    async with app.storage.read() as tx:
        deal = await tx.deals.get(room.id, match_no, deal_no)
    assert deal is not None, (match_no, deal_no)
    return deal.contributions


def own(user: int = A, randomness: bytes = MINE) -> str:
    return fairness.app_contribution(user, randomness)


def pressed(contribution: str, user: int) -> bool:
    return contribution.startswith(f"{user}:") and fairness.contribution_form(contribution) == "press"


async def private_lobby(app: KozyrApp, fake: FakeTelegram, game: str) -> str:
    fake.send_text(A, f"/{game}")
    await fake.wait_message(A, fragment("invite-forward"))
    return (await wait_room(app, (await wait_latest_room(app)).id, lambda r: len(r.seats) == 1)).id


async def test_the_one_tap_computer_game_mixes_what_the_app_accepted(fake_tg: FakeTelegram, tmp_path) -> None:
    """The issue's case: «🎲 Готово — своя случайность», «Вклад принят», then «🤖 Играть с
    компьютером» deals — from the app's randomness, not from that tap."""
    fake = fake_tg
    fake.add_user(A, "Аня", language_code="ru")
    async with running_bot(settings_of(fake, tmp_path)) as app:
        room_id = await private_lobby(app, fake, "durak")
        lobby = await message_of(app, fake, room_id, A, "hand")
        await fake.wait_for(lambda: tr("btn-ready-app") in fake.message(A, lobby.message_id).button_texts())
        await ready_in_app(app, fake, room_id, A)
        assert (await wait_room(app, room_id, lambda r: True)).status == "lobby"  # three seats still free
        solo = tr("btn-solo", n=1)
        await fake.wait_for(lambda: solo in fake.message(A, lobby.message_id).button_texts())
        q = fake.press_button(A, fake.message(A, lobby.message_id), solo)
        assert (await fake.wait_answer(q)).get("text") == tr("solo-ok")
        assert await contributions(app, room_id) == [own()]


async def test_the_new_pickers_computer_game_mixes_what_the_app_accepted(
    fake_tg: FakeTelegram, tmp_path
) -> None:
    """/new's «🤖 <game>» takes the creator's own empty lobby for its room (same commitment): the
    randomness accepted there is the one mixed in."""
    fake = fake_tg
    fake.add_user(A, "Аня", language_code="ru")
    async with running_bot(settings_of(fake, tmp_path)) as app:
        room_id = await private_lobby(app, fake, "durak")
        await ready_in_app(app, fake, room_id, A)
        fake.send_text(A, "/new")
        picker = await fake.wait_message(A, fragment("pick-solo-hint"))
        q = fake.press_button(A, picker, tr("btn-solo-game", game=tr("game-scopa")))
        assert (await fake.wait_answer(q)).get("text") == tr("solo-ok")
        room = await wait_latest_room(app)
        assert room.id == room_id and room.game == "scopa"
        assert await contributions(app, room_id) == [own()]


async def test_another_persons_ready_mixes_what_the_app_accepted(fake_tg: FakeTelegram, tmp_path) -> None:
    fake = fake_tg
    fake.add_user(A, "Аня", language_code="ru")
    fake.add_user(B, "Боря", language_code="ru")
    async with running_bot(settings_of(fake, tmp_path)) as app:
        room_id = await private_lobby(app, fake, "scopa")
        fake.send_text(B, f"/start j{room_id}")
        await wait_room(app, room_id, lambda r: len(r.seats) == 2)
        await ready_in_app(app, fake, room_id, A)
        await press_ready(app, fake, room_id, B)
        mixed = await contributions(app, room_id)
        assert mixed[0] == own() and pressed(mixed[1], B) and len(mixed) == 2


async def test_a_ready_mark_taken_away_keeps_what_the_app_accepted(fake_tg: FakeTelegram, tmp_path) -> None:
    """The creator changes a rule (every «Готово» mark goes) and A takes hers back herself: the
    commitment shown stands, and so does her randomness — her later «Готово» press gives the mark
    back, not another contribution."""
    fake = fake_tg
    fake.add_user(A, "Аня", language_code="ru")
    fake.add_user(B, "Боря", language_code="ru")
    async with running_bot(settings_of(fake, tmp_path)) as app:
        room_id = await private_lobby(app, fake, "scopa")
        committed = (await wait_room(app, room_id, lambda r: True)).pending
        fake.send_text(B, f"/start j{room_id}")
        await wait_room(app, room_id, lambda r: len(r.seats) == 2)
        await ready_in_app(app, fake, room_id, A)
        lobby = await message_of(app, fake, room_id, A, "hand")
        await press_setting(fake, A, lobby, "○ 16")  # the target: the rules change, the marks go
        room = await wait_room(app, room_id, lambda r: r.options.get("target") == 16)
        assert not room.seats[0].ready and room.pending == committed
        await press_ready(app, fake, room_id, A)
        lobby = await message_of(app, fake, room_id, A, "hand")
        await fake.wait_for(lambda: tr("btn-unready") in fake.message(A, lobby.message_id).button_texts())
        await fake.wait_answer(fake.press_button(A, fake.message(A, lobby.message_id), tr("btn-unready")))
        await wait_room(app, room_id, lambda r: not r.seats[0].ready)
        await press_ready(app, fake, room_id, A)
        await press_ready(app, fake, room_id, B)
        mixed = await contributions(app, room_id)
        assert mixed[0] == own() and pressed(mixed[1], B)


async def test_the_last_seat_filled_by_a_computer_mixes_what_the_app_accepted(
    fake_tg: FakeTelegram, tmp_path
) -> None:
    fake = fake_tg
    fake.add_user(A, "Аня", language_code="ru")
    async with running_bot(settings_of(fake, tmp_path)) as app:
        room_id = await private_lobby(app, fake, "scopa")
        await ready_in_app(app, fake, room_id, A)
        lobby = await message_of(app, fake, room_id, A, "hand")
        await press_setting(fake, A, lobby, tr("btn-add-computer"), close=False)
        assert await contributions(app, room_id) == [own()]


async def test_the_next_deal_of_a_quick_match_mixes_what_the_app_accepted(
    fake_tg: FakeTelegram, tmp_path
) -> None:
    fake = fake_tg
    fake.add_user(A, "Аня", language_code="ru")
    fake.add_user(B, "Боря", language_code="ru")
    async with running_bot(settings_of(fake, tmp_path)) as app:
        fake.send_text(A, "/play scopa")
        await fake.wait_message(A, fragment("quick-waiting"))
        fake.send_text(B, "/play scopa")
        await fake.wait_message(B, tr("quick-matched", names="Аня", n=0))
        room = await wait_latest_room(app)
        assert room.extra.get("quick") and set(room.human_ids()) == {A, B}
        rng = random.Random(44)
        room = await play_to_end(app, fake, room.id, [A, B], rng, stop_when=lambda r: r.between_deals())
        assert room.between_deals()
        await ready_in_app(app, fake, room.id, A)
        await press_ready(app, fake, room.id, B)
        mixed = await contributions(app, room.id, 1, 2)
        assert mixed[room.seat_of(A).seat] == own()  # type: ignore[union-attr]
        assert pressed(mixed[room.seat_of(B).seat], B)  # type: ignore[union-attr]


async def test_a_rematch_mixes_what_the_app_accepted(fake_tg: FakeTelegram, tmp_path) -> None:
    fake = fake_tg
    fake.add_user(A, "Аня", language_code="ru")
    fake.add_user(B, "Боря", language_code="ru")
    async with running_bot(settings_of(fake, tmp_path)) as app:
        room_id = await durak_private_room(app, fake, A, B)
        room = await play_to_end(app, fake, room_id, [A, B], random.Random(45), max_steps=4000)
        assert room.status == "lobby" and room.match_no == 1
        await ready_in_app(app, fake, room_id, A)
        await press_ready(app, fake, room_id, B)  # «Ещё партию»
        mixed = await contributions(app, room_id, 2, 1)
        assert mixed[0] == own() and pressed(mixed[1], B)


async def test_a_group_join_mixes_what_the_app_accepted(fake_tg: FakeTelegram, tmp_path) -> None:
    """A group's lobby: A sits down by the invitation and is ready in the Mini App (her private
    lobby message offers it); B, not seated, presses the table's «Готово» — seated and ready in one
    press (hands in the group), and the deal starts."""
    fake, group = fake_tg, -4401
    fake.add_user(A, "Аня", language_code="ru")
    fake.add_user(B, "Боря", language_code="ru")
    fake.add_group(group, "Club")
    async with running_bot(settings_of(fake, tmp_path, group_hands=True)) as app:
        fake.send_text(A, "/scopa", chat_id=group)
        table = await fake.wait_message(group, fragment("title-scopa"))
        room = await latest_room(app, group)
        fake.send_text(A, f"/start j{room.id}")
        await wait_room(app, room.id, lambda r: len(r.seats) == 1)
        lobby = await message_of(app, fake, room.id, A, "hand")
        await fake.wait_for(lambda: tr("btn-ready-app") in fake.message(A, lobby.message_id).button_texts())
        await ready_in_app(app, fake, room.id, A)
        q = fake.press_button(B, fake.message(group, table.message_id), tr("btn-ready"))
        await fake.wait_answer(q)
        mixed = await contributions(app, room.id)
        assert mixed[0] == own() and pressed(mixed[1], B)


async def test_randomness_never_outlives_its_commitment(tmp_path) -> None:
    """The other side of keeping it: randomness given for one commitment is never mixed into a deck
    of another — the deal dealt from it, or a match ended before that deal, takes it away with the
    commitment; and a newer «Готово» in the app replaces it (the page remembers both)."""
    other = bytes(range(32))
    async with service_on(tmp_path) as (service, storage, _notifier):
        room = await service.create_room("scopa", A, None, "ru")
        assert (await service.join(room.id, B)).key == "join-ok"
        assert (await service.ready_app(room.id, A, MINE)).key == "ready-ok"
        assert (await service.unready(room.id, A)).key == "unready-ok"
        assert (await service.ready_app(room.id, A, other)).key == "ready-ok"  # the newer one
        assert (await service.ready(room.id, B, "b1")).key == "ready-ok"
        started = await service.get(room.id)
        assert started is not None and started.game_running()
        async with storage.read() as tx:
            deal = await tx.deals.get(room.id, 1, 1)
        assert deal is not None and deal.contributions == [own(A, other), f"{B}:b1"]
        assert [(s.ready, s.contribution) for s in started.seats] == [(False, None), (False, None)]
        # what the deal, a deal's end and a match's end call (a new commitment follows): nothing stays
        seat = started.seats[0]
        seat.give(own())
        started.clear_ready(commitment_kept=True)
        assert (seat.ready, seat.contribution) == (False, own())
        started.clear_ready()
        assert (seat.ready, seat.contribution) == (False, None)
