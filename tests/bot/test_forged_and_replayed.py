"""Issue 35: forged in-place edits, replayed updates, answers that waited on another chat, a
flooder told «too fast» too often, and one person sitting in many lobbies at once."""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

import aiohttp
import pytest
from aiogram.filters.callback_data import CallbackData
from aiogram.types import Update

from bot.chat import callbacks as cb
from bot.chat.middlewares import SEEN_UPDATE_SECONDS, Once
from bot.sandbox.fakeapi import WEBHOOK_HEADER, FakeTelegram
from bot.storage import updates as seen_updates
from tests.bot.test_webhook import SECRET, webhook_settings
from tests.support.bot_e2e import (
    bura_in_group,
    database_of,
    durak_private_room,
    fragment,
    latest_room,
    make_settings,
    message_of,
    pause,
    running_bot,
    tr,
    wait_room,
)

ANN, BOB, CARL, GROUP = 3501, 3502, 3503, -3501
EDITS = ("editMessageText", "editMessageReplyMarkup", "editMessageCaption", "deleteMessage")
SENDS = ("sendMessage", "sendPhoto", "sendDocument")


def forged(room: str, user: int, chat: int, other: int) -> dict[type[CallbackData], str]:
    """A payload of every kind of button, as ``user`` could forge it: for ``room``, naming
    themselves where a button names its owner, ``other`` where it names someone else."""
    payloads: list[CallbackData] = [
        cb.Act(room=room, turn=0, seat=0, index=0),
        cb.PickCard(room=room, turn=0, seat=0, card="6S"),
        cb.Move(room=room, turn=0, seat=0, move="a6S", ctx="AAAA"),
        cb.Toggle(room=room, turn=0, seat=0, card="6S", on=1),
        cb.Back(room=room, turn=0, seat=0),
        cb.Ready(room=room),
        cb.Unready(room=room),
        cb.Leave(room=room),
        cb.EndGame(room=room),
        cb.Surrender(room=room, turn=0),
        cb.Computer(room=room, sign="+", drawn=0),
        cb.Option(room=room, key="seats", value="3"),
        cb.Team(room=room, team=0),
        cb.Record(room=room, match=1, deal=1),
        cb.Review(room=room, match=1, deal=1),
        cb.HintPress(room=room, turn=0, seat=0),
        cb.HintsSwitch(room=room, on=1),
        cb.Tourney(id=room, act="s"),
        cb.TourneyDrop(id=room, user=user),
        cb.TourneyOption(id=room, key="mode", value="perevodnoy"),
        cb.Fingerprint(room=room),
        cb.Hurry(room=room, turn=0),
        cb.Profile(key="lang", value="en", user=user),
        cb.NewGame(game="scopa", user=user),
        cb.MyLanguage(code="it"),
        cb.ChatLanguage(code="it"),
        cb.Rules(game="durak", send=0),
        cb.Solo(room=room, n=1, level="random"),
        cb.SoloGame(game="scopa", user=user),
        cb.Top(game="durak", period="week"),
        cb.TopGlobal(game="durak"),
        cb.TopSeason(game="durak", season="2026-11"),
        cb.TopTournament(id=room, game="durak", period="week"),
        cb.StatsChart(user=user, chat=chat),
        cb.Forget(user=user, answer="yes"),
        cb.TakeOver(room=room, turn=0, user=other),
        cb.Kick(room=room, user=other),
        cb.Lock(room=room, on=1),
        cb.ThrowWait(room=room, seconds=0),
        cb.LobbySettings(room=room, open=1),
        cb.Shuffle(room=room, turn=0),
        cb.CardJoin(room=room),
        cb.TalkReport(room=room, seat=0),
        cb.TalkPhrase(room=room, phrase=0),
        cb.MyCards(room=room),
        cb.JoinHere(room=room),
        cb.GroupHandsSwitch(on=False),
        cb.Quick(act="go", game="durak", seats="2", variant=0, wait=30, user=user),
    ]
    return {type(p): p.pack() for p in payloads}


def kinds() -> set[type[CallbackData]]:
    return {c for c in CallbackData.__subclasses__() if c.__module__ == cb.__name__}


# ----- 2. forged in-place edits -------------------------------------------------------------------------
async def test_every_kind_of_button_forged_on_a_group_lobby_changes_nothing(fake_tg: FakeTelegram, tmp_path):
    """A group member who is not seated (an administrator even) presses a payload of every kind
    against the group's lobby: the lobby is neither edited nor joined by anything in the group."""
    fake = fake_tg
    for uid, name in ((ANN, "Ann"), (BOB, "Bob")):
        fake.add_user(uid, name)
    fake.add_group(GROUP, "Club")
    fake.set_member_status(GROUP, BOB, "administrator")
    # a press of every kind, one right after the other: the press throttle is not what is tested here
    settings = make_settings(fake, tmp_path / "k.sqlite3", press_burst=1000)
    async with running_bot(settings) as app:
        fake.send_text(BOB, "/start")
        await fake.wait_message(BOB, "")
        fake.send_text(ANN, "/durak", chat_id=GROUP)
        lobby = await fake.wait_message(GROUP, fragment("title-durak"))
        room = await latest_room(app, GROUP)
        await app.outbox.flush()  # type: ignore[union-attr]
        before = fake.message(GROUP, lobby.message_id)
        assert before is not None
        text, markup, edits = before.text, before.reply_markup, before.edits
        payloads = forged(room.id, BOB, GROUP, ANN)
        assert set(payloads) == kinds()  # a new kind of button must be added here
        calls = len(fake.calls)
        for kind, data in payloads.items():
            q = fake.press(BOB, fake.message(GROUP, lobby.message_id), data)  # type: ignore[arg-type]
            answer = await fake.wait_answer(q)
            if kind in (cb.Rules, cb.MyLanguage, cb.ChatLanguage, cb.Profile, cb.Top, cb.TopGlobal,
                        cb.TopSeason, cb.TopTournament, cb.Forget):
                assert answer.get("text") == tr("err-unknown-button"), (data, answer)
        await pause(0.2)
        await app.outbox.flush()  # type: ignore[union-attr]
        after = fake.message(GROUP, lobby.message_id)
        assert after is not None
        assert (after.text, after.reply_markup, after.edits) == (text, markup, edits)
        in_group = [c.method for c in fake.calls[calls:] if c.chat_id == GROUP and c.method in EDITS + SENDS]
        assert in_group == [], in_group
        stored = await app.rooms.get(room.id)  # type: ignore[union-attr]
        assert stored is not None and stored.seats == [] and not stored.locked and stored.turn == room.turn
        async with app.storage.read() as tx:
            bob = await tx.users.get(BOB)
            assert await tx.chats.language(GROUP) is None
        assert bob is not None and bob.language is None


async def test_rules_and_language_forged_on_a_running_group_table_leave_it_alone(
    fake_tg: FakeTelegram, tmp_path
):
    """The issue's own presses: ``rl:durak:0`` on the running table, ``lm:it`` on it too."""
    fake = fake_tg
    for uid, name in ((ANN, "Ann"), (BOB, "Bob"), (CARL, "Carl")):
        fake.add_user(uid, name)
    async with running_bot(make_settings(fake, tmp_path / "k.sqlite3")) as app:
        room_id, table_id = await bura_in_group(app, fake, GROUP, ANN, BOB)
        calls = len(fake.calls)
        for data in ("rl:durak:0", "lm:it"):
            q = fake.press(CARL, fake.message(GROUP, table_id), data)  # type: ignore[arg-type]
            assert (await fake.wait_answer(q)).get("text") == tr("err-unknown-button")
        await app.outbox.flush()  # type: ignore[union-attr]
        edits = [c.params for c in fake.calls[calls:] if c.chat_id == GROUP and c.method in EDITS]
        assert not any("rl:" in str(p) or "lm:" in str(p) for p in edits), edits
        table = fake.message(GROUP, table_id)
        assert table is not None and table.text != tr("rules-durak")
        assert any(f":{room_id}" in str(b.get("callback_data")) for b in table.buttons())
        async with app.storage.read() as tx:
            carl = await tx.users.get(CARL)
        assert carl is not None and carl.language is None


# ----- 3. replayed updates ------------------------------------------------------------------------------
async def post(url: str, body: Any, *, raw: bool = False) -> int:
    headers = {WEBHOOK_HEADER: SECRET}
    async with aiohttp.ClientSession() as http:
        kwargs: dict[str, Any] = {"data": body} if raw else {"json": body}
        async with http.post(url, headers=headers, **kwargs) as response:
            await response.read()
            return response.status


@pytest.mark.both_databases
async def test_a_replayed_leave_or_invitation_acts_once(fake_tg: FakeTelegram, tmp_path):
    fake = fake_tg
    for uid, name in ((ANN, "Ann"), (BOB, "Bob"), (CARL, "Carl")):
        fake.add_user(uid, name)
    settings = webhook_settings(fake, tmp_path / "k.sqlite3")
    async with running_bot(settings) as app:
        room_id = await durak_private_room(app, fake, ANN, BOB)
        hand = await message_of(app, fake, room_id, BOB, "hand")
        q = fake.press_button(BOB, fake.message(BOB, hand.message_id), tr("btn-leave"))  # type: ignore[arg-type]
        assert (await fake.wait_answer(q)).get("text") == tr("confirm-leave", game="durak")
        leave = fake.updates[-1]
        assert leave["callback_query"]["id"] == q
        # the same update again, with the right secret: acknowledged, and the seat stays Bob's
        assert await post(settings.webhook_url, leave) == 200  # type: ignore[arg-type]
        assert await post(settings.webhook_url, leave) == 200  # type: ignore[arg-type]
        await pause(0.3)
        room = await app.rooms.get(room_id)  # type: ignore[union-attr]
        assert room is not None and room.seat_of(BOB) is not None
        # a replayed invitation sends no second hand
        lobby = await app.rooms.create_room("durak", ANN, None, "ru")  # type: ignore[union-attr]
        fake.send_text(CARL, f"/start j{lobby.id}")
        invitation = fake.updates[-1]
        await wait_room(app, lobby.id, lambda r: len(r.seats) == 2)
        await message_of(app, fake, lobby.id, CARL, "hand")
        await app.outbox.flush()  # type: ignore[union-attr]
        sent = len(fake.calls_of("sendMessage"))
        assert await post(settings.webhook_url, invitation) == 200  # type: ignore[arg-type]
        await pause(0.3)
        await app.outbox.flush()  # type: ignore[union-attr]
        assert len(fake.calls_of("sendMessage")) == sent
        # a real second press still confirms (two distinct presses)
        q = fake.press_button(BOB, fake.message(BOB, hand.message_id), tr("btn-leave"))  # type: ignore[arg-type]
        await fake.wait_answer(q)
        await wait_room(app, room_id, lambda r: r.seat_of(BOB) is None)


async def test_a_body_that_is_not_an_update_gets_400_and_one_log_line(
    fake_tg: FakeTelegram, tmp_path, caplog
):
    fake = fake_tg
    fake.add_user(ANN, "Ann")
    settings = webhook_settings(fake, tmp_path / "k.sqlite3")
    async with running_bot(settings) as app:
        caplog.clear()
        with caplog.at_level(logging.INFO):
            for body in (b"not json", b"[1, 2]", b'{"update_id": "x"}', b'{"message": {}}', b"\xff\xfe"):
                assert await post(settings.webhook_url, body, raw=True) == 400, body  # type: ignore[arg-type]
        lines = [r for r in caplog.records if r.levelno >= logging.WARNING]
        assert len(lines) == 5, [r.getMessage() for r in lines]
        assert all(r.exc_info is None and "not an Update" in r.getMessage() for r in lines)
        async with app.storage.read() as tx:
            assert (await tx.one("SELECT COUNT(*) FROM users"))[0] == 0


@pytest.mark.both_databases
async def test_update_ids_are_claimed_once_across_workers_and_forgotten_after_a_day(
    fake_tg: FakeTelegram, tmp_path: Path
):
    """Two workers (two ``Once`` on one database, SQLite or PostgreSQL): whichever takes an update
    first handles it, the other acknowledges its copy; old claims are deleted, memory is bounded."""
    settings = make_settings(fake_tg, tmp_path / "k.sqlite3")
    app_db = database_of(settings)
    from bot.app import KozyrApp

    app = KozyrApp(settings)
    await app.storage.open()  # the schema
    await app.storage.close()
    await app_db.open()
    try:
        now = [1_000_000.0]
        workers = [Once(app_db, max_ids=3, clock=lambda: now[0]) for _ in range(2)]
        handled: list[tuple[int, int]] = []

        def handler(worker: int) -> Any:
            async def handle(event: Any, data: dict[str, Any]) -> None:
                handled.append((worker, event.update_id))

            return handle

        for update_id in (1, 2, 3):
            update = Update(update_id=update_id)
            await workers[0](handler(0), update, {})
            await workers[1](handler(1), update, {})
            await workers[0](handler(0), update, {})
        assert handled == [(0, 1), (0, 2), (0, 3)]
        for update_id in range(10, 20):
            await workers[1](handler(1), Update(update_id=update_id), {})
        assert len(workers[1]) == 3  # bounded memory; the database still remembers
        await workers[1](handler(1), Update(update_id=10), {})
        assert handled[-1] == (1, 19)
        now[0] += SEEN_UPDATE_SECONDS + 120
        assert await seen_updates.forget_before(app_db, now[0] - SEEN_UPDATE_SECONDS) == 13
    finally:
        await app_db.close()


# ----- 5. answers that waited on another chat -----------------------------------------------------------
async def test_a_press_is_answered_before_its_message_to_a_rate_limited_private_chat(
    fake_tg: FakeTelegram, tmp_path
):
    """«ℹ️ Правила» and «🔒» send to the presser's private chat; Telegram answers that chat 429 for
    2 s: the press is answered at once all the same, the message follows once the chat is free."""
    fake = fake_tg
    for uid, name in ((ANN, "Ann"), (BOB, "Bob")):
        fake.add_user(uid, name)
    fake.add_group(GROUP, "Club")
    async with running_bot(make_settings(fake, tmp_path / "k.sqlite3")) as app:
        fake.send_text(BOB, "/start")
        await fake.wait_message(BOB, "")
        fake.send_text(ANN, "/durak", chat_id=GROUP)
        lobby = await fake.wait_message(GROUP, fragment("title-durak"))
        room = await latest_room(app, GROUP)
        await app.outbox.flush()  # type: ignore[union-attr]
        for data, expected, text in (
            (cb.Rules(game="durak", send=1).pack(), tr("rules-sent-private"), tr("rules-durak")),
            (cb.Fingerprint(room=room.id).pack(), None, fragment("fp-how")),
        ):
            fake.inject_429(1, retry_after=2, methods={"sendMessage"})
            calls = len(fake.calls)
            q = fake.press(BOB, fake.message(GROUP, lobby.message_id), data)  # type: ignore[arg-type]
            answer = await fake.wait_answer(q, timeout=1.5)  # well before the chat is free again
            assert answer.get("text") == expected, answer
            await fake.wait_message(BOB, text, timeout=6)
            made = fake.calls[calls:]
            answered = next(i for i, c in enumerate(made) if c.method == "answerCallbackQuery")
            delivered = next(i for i, c in enumerate(made) if c.method == "sendMessage" and c.ok)
            assert answered < delivered, [(c.method, c.error_code) for c in made]


# ----- 6. one person in many lobbies --------------------------------------------------------------------
async def test_one_person_sits_in_at_most_max_open_lobbies(fake_tg: FakeTelegram, tmp_path):
    fake = fake_tg
    creators = (3601, 3602, 3603)
    for uid in (*creators, CARL):
        fake.add_user(uid, f"P{uid}")
    settings = make_settings(fake, tmp_path / "k.sqlite3", max_lobbies_per_user=2)
    async with running_bot(settings) as app:
        rooms = app.rooms
        assert rooms is not None
        lobbies = [await rooms.create_room("durak", uid, None, "ru") for uid in creators]
        for lobby in lobbies[:2]:
            assert (await rooms.join(lobby.id, CARL)).key == "join-ok"
        # the third invitation is refused in words, and no seat is taken
        fake.send_text(CARL, f"/start j{lobbies[2].id}")
        await fake.wait_message(CARL, tr("err-too-many-lobbies", n=2))
        third = await rooms.get(lobbies[2].id)
        assert third is not None and third.seat_of(CARL) is None
        # leaving one lobby makes room for another
        assert (await rooms.leave(lobbies[0].id, CARL)).key == "left-ok"
        assert (await rooms.join(lobbies[2].id, CARL)).key == "join-ok"
        # at the cap again: the first one is refused now
        assert (await rooms.join(lobbies[0].id, CARL)).key == "err-too-many-lobbies"
