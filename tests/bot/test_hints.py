"""«💡 Подсказка» (issue 46, the bot's side of ``engines/ai/hint.py``): the reasons in words in every
language, where a hint is allowed, the setting on both databases, and the press end to end against
the fake Bot API — off by default, switched on in the lobby or /profile, the button on the person's
own move only, the hint computed once per position, refused in words, the game untouched."""

from __future__ import annotations

import asyncio
import random
from typing import Any

import pytest

from bot.chat.callbacks import HintPress, HintsSwitch
from bot.i18n import LANGUAGES, Translator
from bot.model import PLAYING, Room, Seat
from bot.plumbing import clock
from bot.render.context import Ctx
from bot.render.hints import REASONS, hint_text, reason_words
from bot.storage import Database
from engines.registry import game_class
from tests.support.bot_e2e import (
    fragment,
    make_settings,
    message_of,
    press_action,
    press_ready,
    press_setting,
    private_room,
    running_bot,
    tr,
    until,
    wait_move,
    wait_room,
)

ANN, BOB = 4651, 4652
#: a small hint budget: the test's time, not the hint's quality
SMALL = {"hint_iterations": 60, "hint_samples": 6}


def ctx(lang: str = "ru") -> Ctx:
    return Ctx(t=Translator(lang), bot_username="kozyr_bot", style="french")


# ----- the words ------------------------------------------------------------------------------------------
def test_a_hint_names_the_move_and_why() -> None:
    hint = {
        "action": {"seat": 1, "type": "defend", "card": "7S", "target": "8H"},
        "reason": "cover",
        "numbers": {"cards": 6, "trump": 1},
    }
    text = hint_text(hint, "durak", ctx())
    assert text == (
        "💡 Ход сильнейшего компьютера: «Отбиться: 7♠ на 8♥».\n"
        "Кройте козырем: иначе вам на руку придёт 6 карт."
    )
    plain = {**hint, "numbers": {"cards": 1, "trump": 0}}
    assert reason_words(plain, ctx()) == "Кройте: иначе вам на руку придёт 1 карта."
    assert reason_words(plain, ctx("en")) == "Cover: otherwise you pick up 1 card."
    bura = {"action": {"seat": 0, "type": "continue"}, "reason": "not_yet", "numbers": {"points": 27}}
    assert hint_text(bura, "bura", ctx()).endswith("очков в вашей стопке (из тех, что вы видели) — 27.")
    best = {"action": {"seat": 0, "type": "pass"}, "reason": "best", "numbers": {"chance": 64}}
    assert reason_words(best, ctx()) == tr("hint-why-best-chance", percent=64)
    points = {"action": {"seat": 0, "type": "enough"}, "reason": "best", "numbers": {"points": 13}}
    assert reason_words(points, ctx()) == tr("hint-why-best-points", points="1.3")
    nothing = {**points, "numbers": {"points": 0}}
    assert reason_words(nothing, ctx()) == tr("hint-why-best-plain")
    # a reason this bot does not know (a newer engine): the plain word, never a raw key
    unknown = {**points, "reason": "brand_new", "numbers": {"x": 1}}
    assert reason_words(unknown, ctx()) == tr("hint-why-best-plain")


SAMPLES: dict[str, dict[str, int]] = {
    "cover": {"cards": 3, "trump": 1}, "take": {"cards": 2}, "transfer": {"cards": 4},
    "throw_in": {"cards": 5}, "hold": {}, "lead_low": {}, "enough": {"points": 33, "unseen": 1},
    "not_yet": {"points": 21, "unseen": 0}, "stop": {}, "sweep": {"cards": 3}, "settebello": {"cards": 2},
    "primiera": {"sevens": 2, "cards": 3}, "no_sweep": {}, "capture": {"cards": 2}, "only": {}, "luck": {},
    "best": {"chance": 71},
}  # fmt: skip


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_reason_reads_in_every_language(lang: str) -> None:
    assert set(SAMPLES) == REASONS
    seen = set()
    for reason, numbers in SAMPLES.items():
        words = reason_words({"reason": reason, "numbers": numbers}, ctx(lang))
        assert words and "{" not in words and "hint-why" not in words, (lang, reason, words)
        for name, value in numbers.items():
            if name == "cards":  # «6 карт», the Arabic dual …: as the game's card counts read
                assert Translator(lang)("cards-count", n=value) in words, (lang, reason, words)
            elif name not in ("trump", "unseen"):
                assert str(value) in words, (lang, reason, words)
        seen.add(words)
    assert len(seen) == len(SAMPLES)  # each reason its own sentence
    t = Translator(lang)
    assert t("btn-hint").startswith("💡") and t("btn-hints", on="yes").startswith("💡")
    assert t("btn-hints", on="yes") != t("btn-hints", on="no")


def test_the_buttons_payloads_fit_and_forged_ones_match_nothing() -> None:
    assert len(HintPress(room="A" * 16, turn=10**9, seat=10**9).pack().encode()) <= 64
    assert HintPress.unpack("hn:abcd:12:0") == HintPress(room="abcd", turn=12, seat=0)
    for forged in ("hn:ab:1:0", "hn:abcd:-1:0", "hn:abcd:1:x"):
        with pytest.raises(ValueError):
            HintPress.unpack(forged)
    with pytest.raises(ValueError):
        HintsSwitch.unpack("hs:abcd:2")


# ----- where a hint is allowed ----------------------------------------------------------------------------
def playing(seats: list[int | None], **extra: Any) -> Room:
    """A running Scopa room of these seats (None: a computer), seat 0 to move."""
    game = game_class("scopa").new(len(seats), {}, first=0, dealer=len(seats) - 1)
    from engines.ai.turns import deal_random

    deal_random(game, random.Random(1))
    room = Room(
        id="room1", game="scopa", chat_id=None, locale="ru", creator=ANN, capacity=len(seats), options={},
        status=PLAYING, turn=5, match_no=1, state=None, match_info=None, pending=None, last=None,
        outcome=None, created_at=0.0, updated_at=0.0,
        seats=[Seat(i, u) for i, u in enumerate(seats)], extra=dict(extra),
    )  # fmt: skip
    room.set_engine(game)
    return room


def test_a_hint_only_for_one_person_against_computers_on_their_move() -> None:
    room = playing([ANN, None])
    mover = room.engine().to_act()[0]  # type: ignore[union-attr]
    assert mover == 0
    assert room.against_computers() and room.hint_refusal(ANN, 5, 0, True) is None
    assert room.hint_offered(0, True) and not room.hint_offered(0, False) and not room.hint_offered(1, True)
    assert room.hint_refusal(ANN, 5, 0, False) == "not_allowed"  # off in /profile
    assert room.hint_refusal(BOB, 5, 0, True) == "refused"  # not seated
    assert room.hint_refusal(ANN, 5, 1, True) == "refused"  # someone else's seat (a forged payload)
    assert room.hint_refusal(ANN, 4, 0, True) == "stale"  # an older message
    room.set_away([ANN])
    assert room.hint_refusal(ANN, 5, 0, True) == "stale"  # the computer plays for her now
    # another person at the table (a match that may be rated), a quick match, a tournament's table
    two = playing([ANN, BOB])
    assert not two.against_computers() and two.hint_refusal(ANN, 5, 0, True) == "not_allowed"
    assert playing([ANN, None], quick=True).hint_refusal(ANN, 5, 0, True) == "not_allowed"
    tournament = {"id": 1, "round": 1, "table": 1}
    assert playing([ANN, None], tournament=tournament).hint_refusal(ANN, 5, 0, True) == "not_allowed"
    # not her move
    later = playing([None, ANN])
    assert later.hint_refusal(ANN, 5, 1, True) == "stale" and not later.hint_offered(1, True)


# ----- the setting, on both databases ---------------------------------------------------------------------


async def test_the_setting_is_off_by_default_and_kept(storage: Database) -> None:
    async with storage.transaction() as tx:
        person = await tx.users.touch(2**40, "Аня", None, "ru", True)
        assert person.hints is False
        await tx.users.set_pref(2**40, "hints", 1)
    async with storage.read() as tx:
        person = await tx.users.get(2**40)
        assert person is not None and person.hints is True


async def test_a_hint_is_claimed_kept_and_forgotten_with_its_position(storage: Database) -> None:
    key, hint = ("room1", 7, 0), {"action": {"seat": 0, "type": "take"}, "reason": "only", "numbers": {}}
    async with storage.transaction() as tx:
        assert await tx.hints.get(key) is None
        await tx.hints.claim(key, 1000.0)
        await tx.hints.claim(("room2", 3, 1), 1000.0)
    async with storage.transaction() as tx:
        kept = await tx.hints.get(key)
        assert kept is not None and (kept.asked_at, kept.hint) == (1000.0, None)
        await tx.hints.keep(key, hint)
        await tx.hints.drop(key)  # a kept hint is never dropped as a failed claim
        assert (await tx.hints.get(key)) == type(kept)(1000.0, hint)
        await tx.hints.drop(("room2", 3, 1))
        assert await tx.hints.get(("room2", 3, 1)) is None
    async with storage.transaction() as tx:
        await tx.hints.claim(("room1", 9, 0), 2000.0)  # the room moved on: its older hints go
        assert await tx.hints.get(key) is None
        assert await tx.hints.get(("room1", 9, 0)) is not None


# ----- the press, end to end ------------------------------------------------------------------------------
async def scopa_against_a_computer(app: Any, fake: Any) -> tuple[Room, Any]:
    """Аня's private Scopa against a computer, hints switched on in its lobby: (the room once it is
    her move, her message)."""
    fake.send_text(ANN, "/scopa")
    room = await until(
        lambda: _latest_of(app, ANN), "Аня's room", 10
    )
    room = await wait_room(app, room.id, lambda r: len(r.seats) == 1)
    msg = await message_of(app, fake, room.id, ANN, "hand")
    # alone in the lobby: no switch yet (a person may still join)
    assert not any(tr("btn-hints", on="yes") in b for b in texts(fake, msg))
    await press_setting(fake, ANN, msg, tr("btn-add-computer"))
    await wait_room(app, room.id, lambda r: len(r.seats) == 2)
    switch_on = tr("btn-hints", on="yes")
    await fake.wait_for(lambda: any(switch_on in b for b in texts(fake, msg)))
    answer = await fake.wait_answer(fake.press_button(ANN, fake.message(ANN, msg.message_id), switch_on))
    assert answer.get("text") == tr("hints-on")
    assert (await app.presenter.user_prefs(ANN)).hints
    switch_off = tr("btn-hints", on="no")
    await fake.wait_for(lambda: any(switch_off in b for b in texts(fake, msg)))
    await press_ready(app, fake, room.id, ANN)
    room = await wait_room(
        app, room.id, lambda r: r.game_running() and 0 in r.engine().to_act(), timeout=30  # type: ignore[union-attr]
    )
    return room, msg


def texts(fake: Any, msg: Any) -> list[str]:
    """The button texts of ``msg`` as it is now."""
    return list(fake.message(msg.chat_id, msg.message_id).button_texts())


def payloads(fake: Any, msg: Any) -> list[str]:
    buttons = fake.message(msg.chat_id, msg.message_id).buttons()
    return [b["callback_data"] for b in buttons if "callback_data" in b]


def press(fake: Any, msg: Any, label: str) -> str:
    """Аня presses the button of ``msg`` (as it is now) whose text holds ``label``."""
    return str(fake.press_button(ANN, fake.message(msg.chat_id, msg.message_id), label))


async def _latest_of(app: Any, user: int) -> Room | None:
    rooms = await app.rooms.rooms_of_user(user)
    return rooms[0] if rooms else None


async def test_a_hint_is_shown_once_per_position_and_refused_in_words(fake_tg, tmp_path):
    fake = fake_tg
    fake.add_user(ANN, "Аня", language_code="ru")
    fake.add_user(BOB, "Боря", language_code="ru")
    settings = make_settings(fake, tmp_path / "k.sqlite3", **SMALL)
    async with running_bot(settings) as app:
        fake.send_text(BOB, "/start")
        await fake.wait_message(BOB, "")
        room, msg = await scopa_against_a_computer(app, fake)
        hints = app.rooms.hints
        data = HintPress(room=room.id, turn=room.turn, seat=0).pack()
        current = lambda: fake.message(ANN, msg.message_id)  # noqa: E731
        button = await fake.wait_for(
            lambda: next((b for b in current().buttons() if b.get("callback_data") == data), None)
        )
        assert button["text"] == tr("btn-hint")

        async def answer(user: int, payload: str) -> dict[str, Any]:
            return await fake.wait_answer(fake.press(user, current(), payload))

        # someone else, a forged seat, an older message: refused in words, nothing computed
        assert (await answer(BOB, data))["text"] == tr("err-hint-not-yours")
        assert (await answer(ANN, HintPress(room=room.id, turn=room.turn, seat=1).pack()))["text"] == tr(
            "err-hint-not-yours"
        )
        assert (await answer(ANN, HintPress(room="zzzz", turn=room.turn, seat=0).pack()))["text"] == tr(
            "err-hint-not-yours"
        )
        assert (await answer(ANN, HintPress(room=room.id, turn=room.turn - 1, seat=0).pack()))["text"] == tr(
            "err-hint-stale"
        )
        assert hints.pool.done == 0 and not hints._tasks
        # being computed in another worker (its claim): «думаю», nothing computed here
        key = (room.id, room.turn, 0)
        async with app.storage.transaction() as tx:
            await tx.hints.claim(key, clock.now())
        assert (await answer(ANN, data))["text"] == tr("hint-thinking")
        assert hints.pool.done == 0 and not hints._tasks
        async with app.storage.transaction() as tx:
            await tx.hints.drop(key)  # that worker failed: the claim is forgotten
        # a double tap: answered at once, computed once, one message
        sent = len(fake.chat_messages(ANN))
        one, two = fake.press(ANN, current(), data), fake.press(ANN, current(), data)
        for q in (one, two):
            assert (await fake.wait_answer(q)).get("text") == tr("hint-thinking")
        first = await fake.wait_message(ANN, fragment("hint-move"), timeout=60)
        await hints.wait()
        assert hints.pool.done == 1
        await asyncio.sleep(1)
        assert len(fake.chat_messages(ANN)) == sent + 1
        async with app.storage.read() as tx:
            row = await tx.hints.get((room.id, room.turn, 0))
        assert row is not None and row.hint is not None
        kept = row.hint
        game = room.engine()
        assert game is not None
        action = game.parse_action(kept["action"])
        assert action in game.legal_actions(0)
        style = (await app.presenter.user_prefs(ANN)).style
        assert first.text == hint_text(kept, "scopa", Ctx(Translator("ru"), "", style=style))
        # a second press: the kept hint at once, in the answer, not computed again
        again = await answer(ANN, data)
        assert again["text"] == first.text and again.get("show_alert") and hints.pool.done == 1
        # the hint changed nothing: the same position, her move still
        now = await app.rooms.get(room.id)
        assert now is not None and now.turn == room.turn and now.state == room.state
        # hints off in /profile: the button goes, a press is refused
        fake.send_text(ANN, "/profile")
        prof = await fake.wait_message(ANN, tr("profile-title"))
        assert tr("profile-hints", on="yes") in prof.text
        await fake.wait_answer(press(fake, prof, tr("btn-hints", on="no")))
        await fake.wait_for(lambda: tr("profile-hints", on="no") in fake.message(ANN, prof.message_id).text)
        await fake.wait_for(lambda: all(b.get("callback_data") != data for b in current().buttons()))
        assert (await answer(ANN, data))["text"] == tr("err-hint-not-allowed")
        assert hints.pool.done == 1


async def test_no_hint_button_with_another_person_at_the_table(fake_tg, tmp_path):
    fake = fake_tg
    fake.add_user(ANN, "Аня", language_code="ru")
    fake.add_user(BOB, "Боря", language_code="ru")
    settings = make_settings(fake, tmp_path / "k.sqlite3", **SMALL)
    async with running_bot(settings) as app:
        # hints on in /profile (the same setting as the lobby's)
        fake.send_text(ANN, "/profile")
        prof = await fake.wait_message(ANN, tr("profile-title"))
        assert tr("profile-hints", on="no") in prof.text
        await fake.wait_answer(press(fake, prof, tr("btn-hints", on="yes")))
        await fake.wait_for(lambda: tr("profile-hints", on="yes") in fake.message(ANN, prof.message_id).text)
        room_id = await private_room(app, fake, "scopa", ANN, BOB)
        # to Аня's move (Боря plays his own)
        while True:
            room, mover, action = await wait_move(app, room_id, timeout=30)
            if mover == ANN:
                break
            await press_action(app, fake, room, BOB, action)
        msg = await message_of(app, fake, room_id, ANN, "hand")
        seat = room.seat_of(ANN)
        assert seat is not None
        mine = f"m:{room_id}:{room.turn}:{seat.seat}:"
        await fake.wait_for(
            lambda: any(d.startswith(mine) for d in payloads(fake, msg))
        )
        # her hand on her move: no «💡» and no switch with a person at the table
        assert tr("btn-hint") not in texts(fake, msg)
        assert not any(tr("btn-hints", on="no") in b for b in texts(fake, msg))
        data = HintPress(room=room_id, turn=room.turn, seat=seat.seat).pack()
        answer = await fake.wait_answer(fake.press(ANN, fake.message(ANN, msg.message_id), data))
        assert answer["text"] == tr("err-hint-not-allowed")
        assert app.rooms.hints.pool.done == 0


# ----- where it runs --------------------------------------------------------------------------------------
async def test_a_hint_runs_in_a_worker_process_of_the_lowest_priority() -> None:
    """A hint is computed in a worker process of its own at ``nice`` 19 (a room's computer never waits
    for it), and gives there what it gives on a thread (seed 0: the same position, the same hint)."""
    import os

    from bot.rooms.ai_pool import ReviewPool, hint_task

    room = playing([ANN, None])
    game = room.engine()
    assert game is not None
    work = ("scopa", game.view(0), game.memory(0), game.legal_actions(0), (40, 4))
    pool = ReviewPool(1)
    try:
        there = await pool.call(hint_task, *work)
        worker = pool._started()
        assert await asyncio.wrap_future(worker.submit(os.nice, 0)) == 19
        assert await asyncio.wrap_future(worker.submit(os.getpid)) != os.getpid()
    finally:
        await pool.close()
    here = await ReviewPool(0).call(hint_task, *work)
    assert there == here and game.parse_action(there["action"]) in game.legal_actions(0)


async def test_on_the_table_page_the_switch_and_the_hint_work_and_the_hint_is_shown_there(fake_tg, tmp_path):
    """The Mini App's table: the lobby's «💡 Подсказки» and the hand's «💡 Подсказка» are the chat's
    buttons and work there; a hint asked on the page comes to that page (``event: notice``), not to the
    chat (whose messages of the room rest while the page is open); a second press shows the kept one
    in the press's answer."""
    from tests.support.table_api import WEBAPP_URL, get_model, stream
    from tests.support.table_api import press as page_press

    fake = fake_tg
    fake.add_user(ANN, "Аня", language_code="ru")
    settings = make_settings(fake, tmp_path / "k.sqlite3", webapp_url=WEBAPP_URL, webhook_port=0, **SMALL)
    async with running_bot(settings) as app:
        fake.send_text(ANN, "/scopa")
        room = await until(lambda: _latest_of(app, ANN), "Аня's room", 10)
        msg = await message_of(app, fake, room.id, ANN, "hand")
        await press_setting(fake, ANN, msg, tr("btn-add-computer"))
        await wait_room(app, room.id, lambda r: len(r.seats) == 2)

        def button(model: dict[str, Any], text: str) -> dict[str, str] | None:
            return next((b for row in model["buttons"] for b in row if b["text"] == text), None)

        async def page_model() -> dict[str, Any]:
            status, model = await get_model(app, fake, room.id, ANN)
            assert status == 200, model
            return model

        switch = await until(lambda: _with(page_model(), button, tr("btn-hints", on="yes")), "the switch", 10)
        answer = await page_press(app, fake, ANN, room.id, switch["data"])
        assert answer["answer"] == "hints-on" and answer["ok"], answer
        assert (await app.presenter.user_prefs(ANN)).hints
        await press_ready(app, fake, room.id, ANN)
        room = await wait_room(
            app, room.id, lambda r: r.game_running() and 0 in r.engine().to_act(), timeout=30  # type: ignore[union-attr]
        )
        data = HintPress(room=room.id, turn=room.turn, seat=0).pack()
        async with stream(app, fake, room.id, ANN) as events:
            model = await events.until_turn(room.turn)
            assert button(model, tr("btn-hint")) == {"text": tr("btn-hint"), "data": data}
            sent = len(fake.chat_messages(ANN))
            answer = await page_press(app, fake, ANN, room.id, data)
            assert answer["answer"] == "hint-thinking" and answer["ok"], answer
            while (event := await events.next(timeout=60)) is not None and event.get("event") != "notice":
                pass
            assert event is not None, "the stream ended before the hint"
            await app.rooms.hints.wait()
            async with app.storage.read() as tx:
                row = await tx.hints.get((room.id, room.turn, 0))
            assert row is not None and row.hint is not None
            style = (await app.presenter.user_prefs(ANN)).style
            shown = hint_text(row.hint, "scopa", Ctx(Translator("ru"), "", style=style))
            assert event["model"]["text"] == shown
            again = await page_press(app, fake, ANN, room.id, data)
            assert again["text"] == shown and again["alert"], again
            assert app.rooms.hints.pool.done == 1
            assert not any(fragment("hint-move") in m.text for m in fake.chat_messages(ANN)[sent:])
        now = await app.rooms.get(room.id)
        assert now is not None and now.turn == room.turn and now.state == room.state


async def _with(model: Any, pick: Any, text: str) -> Any:
    """``pick(await model, text)`` (for ``until``: None until the model has it)."""
    return pick(await model, text)


async def test_a_hint_pressed_on_a_hand_in_the_group_comes_there_for_the_presser_only(fake_tg, tmp_path):
    """Hands in the group, Аня against a computer there, never having opened the bot's chat: «💡»
    on her hand in the group is answered without «open the bot first», and the hint comes to the
    group as a message only she sees — nothing is tried in a private chat she never opened."""
    group = -100946
    fake = fake_tg
    fake.add_group(group, "Scopa club")
    fake.add_user(ANN, "Аня", language_code="ru", started=False)
    settings = make_settings(fake, tmp_path / "k.sqlite3", group_hands=True, **SMALL)
    async with running_bot(settings) as app:
        fake.send_text(ANN, "/scopa", chat_id=group)
        table = await fake.wait_message(group, fragment("title-scopa"))
        await fake.wait_answer(fake.press_button(ANN, fake.message(group, table.message_id), tr("btn-join")))
        room = await until(lambda: _latest_of(app, ANN), "Аня's room", 10)
        await wait_room(app, room.id, lambda r: len(r.seats) == 1)
        await app.rooms.set_pref(ANN, "hints", True)  # as /profile sets it (she has met the bot now)
        assert (await app.presenter.user_prefs(ANN)).hints
        solo = tr("btn-solo", n=1)  # «🤖 × 1»: against one computer, the deal starts at once
        await fake.wait_for(lambda: solo in fake.message(group, table.message_id).button_texts())
        await fake.wait_answer(fake.press_button(ANN, fake.message(group, table.message_id), solo))
        room = await wait_room(
            app, room.id, lambda r: r.game_running() and 0 in r.engine().to_act(), timeout=30  # type: ignore[union-attr]
        )
        data = HintPress(room=room.id, turn=room.turn, seat=0).pack()

        def hand() -> Any:
            return next(
                (m for m in reversed(fake.ephemeral_messages(group, ANN))
                 if any(b.get("callback_data") == data for b in m.buttons())),
                None,
            )  # fmt: skip

        # the bot is no administrator: her hand comes to the group when she asks for it
        mine = tr("btn-my-cards")
        await fake.wait_for(lambda: mine in fake.message(group, table.message_id).button_texts())
        await fake.wait_answer(fake.press_button(ANN, fake.message(group, table.message_id), mine))
        await fake.wait_for(hand, timeout=30)
        answer = await fake.wait_answer(fake.press(ANN, hand(), data))
        assert answer.get("text") == tr("hint-thinking") and not answer.get("show_alert"), answer

        def shown() -> list[Any]:
            return [m for m in fake.ephemeral_messages(group, ANN) if fragment("hint-move") in m.text]

        await fake.wait_for(shown, timeout=60)
        async with app.storage.read() as tx:
            row = await tx.hints.get((room.id, room.turn, 0))
        assert row is not None and row.hint is not None
        style = (await app.presenter.user_prefs(ANN)).style
        assert shown()[-1].text == hint_text(row.hint, "scopa", Ctx(Translator("ru"), "", style=style))
        assert not [c for c in fake.calls if c.params.get("chat_id") == ANN]
    assert not fake.limited_calls()
