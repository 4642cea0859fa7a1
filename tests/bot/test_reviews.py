"""«🔎 Разбор» (issue 46, the bot's side of ``engines/ai/review.py``): the review in words per game,
its table on both databases, and the press end to end against the fake Bot API — computed once per
deal and seat, kept, refused to someone who did not play, limited per hour."""

from __future__ import annotations

import asyncio
import random
from typing import Any

import pytest

from bot.chat.callbacks import Review
from bot.i18n import LANGUAGES, Translator
from bot.plumbing import clock
from bot.render.context import Ctx
from bot.render.reviews import review_text
from bot.storage import Database
from tests.bot.test_replays import serving
from tests.support.bot_e2e import (
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

ANN, BOB = 4601, 4602
#: a small review budget: the test's time, not the review's quality
SMALL = {"review_samples": 8, "review_iterations": 60, "review_refine": 2, "review_refine_samples": 16}


def mistake(index: int, played: dict[str, Any], better: dict[str, Any], cost: float) -> dict[str, Any]:
    return {
        "index": index,
        "played": played,
        "better": better,
        "played_value": 0.0,
        "better_value": cost,
        "cost": cost,
    }


def ctx(lang: str = "ru") -> Ctx:
    return Ctx(t=Translator(lang), bot_username="kozyr_bot", style="french")


# ----- the words ------------------------------------------------------------------------------------------
def test_a_durak_mistake_costs_a_chance_of_not_being_the_durak() -> None:
    review = {
        "game": "durak",
        "seat": 0,
        "deal": 0,
        "decisions": 14,
        "mistakes": [
            mistake(
                11,
                {"seat": 0, "type": "take"},
                {"seat": 0, "type": "defend", "card": "7D", "target": "6D"},
                0.45,
            ),
            mistake(3, {"seat": 0, "type": "attack", "card": "AS"}, {"seat": 0, "type": "pass"}, 0.051),
        ],
    }
    text = review_text(review, 1, ctx())
    line = tr(
        "review-mistake",
        move=12,
        played=tr("act-take"),
        better=tr("act-defend", card="7♦", target="6♦"),
        cost=tr("review-cost-chance", percent=45),
    )
    assert line in text
    assert "Ход 12: вы сыграли «Беру»; лучше было «Отбиться: 7♦ на 6♦» — это стоило ~45 % шанса" in text
    assert text.index("Ход 12") < text.index("Ход 4")  # costliest first, as the review ranks them
    assert tr("review-cost-chance", percent=5) in text
    assert text.startswith(tr("review-title", game=tr("game-durak"), n=1))


def test_bura_and_scopa_mistakes_cost_points() -> None:
    bura = {
        "game": "bura",
        "seat": 1,
        "deal": 2,
        "decisions": 9,
        "mistakes": [
            mistake(20, {"seat": 1, "type": "enough"}, {"seat": 1, "type": "continue"}, 1.66),
        ],
    }
    text = review_text(bura, 3, ctx())
    assert (
        tr(
            "review-mistake",
            move=21,
            played=tr("act-enough"),
            better=tr("act-continue"),
            cost=tr("review-cost-points", points="1.7"),
        )
        in text
    )
    assert "~1.7 очка" in text
    scopa = {
        "game": "scopa",
        "seat": 0,
        "deal": 0,
        "decisions": 18,
        "mistakes": [
            mistake(
                4,
                {"seat": 0, "type": "play", "card": "2H", "capture": []},
                {"seat": 0, "type": "play", "card": "7S", "capture": ["3C", "4D"]},
                1.0,
            ),
        ],
    }
    text = review_text(scopa, 1, ctx("en"))
    assert "Move 5: you played «" in text and "~1.0 points" in text


def test_no_mistakes_is_a_friendly_word_in_every_language() -> None:
    for lang in LANGUAGES:
        review = {"game": "scopa", "seat": 0, "deal": 0, "decisions": 7, "mistakes": []}
        text = review_text(review, 2, ctx(lang))
        assert tr("review-none", lang, n=7) in text and "{" not in text, lang
        assert tr("btn-review", lang).startswith("🔎"), lang


def test_the_buttons_payload_fits_and_forged_ones_match_nothing() -> None:
    data = Review(room="A" * 16, match=10**9, deal=10**9).pack()
    assert len(data.encode()) <= 64
    assert Review.unpack("rv:abcd:1:2") == Review(room="abcd", match=1, deal=2)
    for forged in ("rv:ab:1:2", "rv:abcd:-1:2", "rv:abcd:1:x"):
        with pytest.raises(ValueError):
            Review.unpack(forged)


# ----- the table, on both databases -----------------------------------------------------------------------


async def test_a_review_is_claimed_kept_counted_and_forgotten(storage: Database) -> None:
    key = ("room1", 1, 2, 0)
    review = {"game": "durak", "seat": 0, "deal": 1, "decisions": 3, "mistakes": [{"index": 4}]}
    async with storage.transaction() as tx:
        assert await tx.reviews.get(key) is None
        await tx.reviews.claim(key, 2**40, 1000.0)  # a Telegram id beyond 32 bits
        await tx.reviews.claim(("room1", 1, 2, 1), 7, 1001.0)
        await tx.reviews.claim(("room2", 1, 1, 0), 2**40, 2000.0)
    async with storage.transaction() as tx:
        kept = await tx.reviews.get(key)
        assert kept is not None and (kept.user_id, kept.asked_at, kept.review) == (2**40, 1000.0, None)
        assert await tx.reviews.asked_since(2**40, 1000.0) == [1000.0, 2000.0]
        assert await tx.reviews.asked_since(2**40, 1500.0) == [2000.0]
        await tx.reviews.keep(key, review)
        await tx.reviews.drop(key)  # a kept review is never dropped as a failed claim
        await tx.reviews.drop(("room2", 1, 1, 0))
        assert await tx.reviews.of_deal("room1", 1, 2) == {0: review}
    async with storage.transaction() as tx:
        kept = await tx.reviews.get(key)
        assert kept is not None and kept.review == review
        assert await tx.reviews.get(("room2", 1, 1, 0)) is None
        await tx.reviews.claim(key, 2**40, 3000.0)  # claimed anew: the kept review stays
        kept = await tx.reviews.get(key)
        assert kept is not None and kept.review == review and kept.asked_at == 3000.0
        await tx.reviews.forget(2**40)
        assert await tx.reviews.asked_since(2**40, 0.0) == []
        kept = await tx.reviews.get(key)
        assert kept is not None and kept.user_id == 0 and kept.review == review


# ----- the press, end to end ------------------------------------------------------------------------------
async def first_deal_against_a_computer(app: Any, fake: Any, seed: int) -> tuple[Any, Any]:
    """Аня's private Bura against a computer, played to the end of its first deal: (the room then,
    her hand message)."""
    fake.send_text(ANN, "/bura")
    room = await wait_room(app, (await wait_latest_room(app)).id, lambda r: len(r.seats) == 1)
    msg = await message_of(app, fake, room.id, ANN, "hand")
    await press_setting(fake, ANN, msg, tr("btn-add-computer"))
    await wait_room(app, room.id, lambda r: len(r.seats) == 2)
    await press_ready(app, fake, room.id, ANN)
    await wait_room(app, room.id, lambda r: r.status == "playing")
    room = await play_to_end(
        app,
        fake,
        room.id,
        [ANN],
        random.Random(seed),
        stop_when=lambda r: r.engine() is not None and any(r.engine().deal_results()),
    )
    return room, msg


@pytest.mark.both_databases
async def test_a_review_is_sent_kept_refused_and_limited(fake_tg, tmp_path):
    fake = fake_tg
    fake.add_user(ANN, "Аня", language_code="ru")
    fake.add_user(BOB, "Боря", language_code="ru")
    settings = make_settings(
        fake,
        tmp_path / "k.sqlite3",
        reviews_per_hour=1,
        webapp_url="https://kozyr.example/app/",
        webhook_port=0,
        **SMALL,
    )
    async with running_bot(settings) as app:
        fake.send_text(BOB, "/start")
        await fake.wait_message(BOB, "")
        room, msg = await first_deal_against_a_computer(app, fake, 5)
        reviews = app.rooms.reviews
        # the result carries «🔎 Разбор» for the deal just played
        label = tr("btn-review")
        buttons = lambda: fake.message(ANN, msg.message_id).buttons()  # noqa: E731
        button = await fake.wait_for(lambda: next((b for b in buttons() if b.get("text") == label), None))
        data = button["callback_data"]
        assert data == Review(room=room.id, match=1, deal=1).pack()

        def press(user: int, payload: str) -> str:
            return fake.press(user, fake.message(ANN, msg.message_id), payload)

        async def answer(user: int, payload: str) -> dict[str, Any]:
            return await fake.wait_answer(press(user, payload))

        # someone who did not play it, and forged payloads: refused in words, nothing computed
        assert (await answer(BOB, data))["text"] == tr("err-review-players-only")
        assert (await answer(ANN, Review(room=room.id, match=1, deal=9).pack()))["text"] == tr(
            "err-review-unavailable"
        )
        assert (await answer(ANN, Review(room="zzzz", match=1, deal=1).pack()))["text"] == tr(
            "err-review-players-only"
        )
        # the hour's review used up (one asked for 59 min 30 s ago): when the next is possible
        async with app.storage.transaction() as tx:
            await tx.reviews.claim(("other", 1, 1, 0), ANN, clock.now() - 3570)
        assert (await answer(ANN, data))["text"] == tr("err-review-limit", minutes=1)
        assert reviews.pool.done == 0 and not reviews._tasks
        await asyncio.sleep(31)  # virtual time: the hour has passed
        sent = len(fake.chat_messages(ANN))
        assert (await answer(ANN, data))["text"] == tr("review-working")
        title = tr("review-title", game=tr("game-bura"), n=1)
        first = await fake.wait_message(ANN, title, timeout=60)
        assert reviews.pool.done == 1 and len(fake.chat_messages(ANN)) == sent + 1
        async with app.storage.read() as tx:
            kept = await tx.reviews.get((room.id, 1, 1, 0))
        assert kept is not None and kept.review is not None and kept.review["game"] == "bura"
        style = (await app.presenter.user_prefs(ANN)).style
        assert first.text == review_text(kept.review, 1, Ctx(Translator("ru"), "", style=style))
        # a second press: the kept review at once, not computed again, and not limited
        assert (await answer(ANN, data)).get("text") is None
        await fake.wait_for(lambda: len(fake.chat_messages(ANN)) == sent + 2)
        assert fake.chat_messages(ANN)[-1].text == first.text and reviews.pool.done == 1
        # the replay marks the kept review's mistakes for that seat
        token = await app.rooms.replay_token(room.id, 1, 1)
        assert token is not None
        marks = [m["index"] for m in kept.review["mistakes"]]
        assert await app.rooms.review_marks(token) == {0: marks}
        async with serving(app.webapp_routes()) as client:
            answer = await (await client.get(f"/app/api/replay/{token}?lang=ru")).json()
        assert answer["marks"] == [marks, []]


@pytest.mark.both_databases
async def test_two_presses_at_once_compute_the_review_once(fake_tg, tmp_path):
    fake = fake_tg
    fake.add_user(ANN, "Аня", language_code="ru")
    settings = make_settings(fake, tmp_path / "k.sqlite3", **SMALL)
    async with running_bot(settings) as app:
        room, msg = await first_deal_against_a_computer(app, fake, 7)
        data = Review(room=room.id, match=1, deal=1).pack()
        await fake.wait_for(
            lambda: any(b.get("callback_data") == data for b in fake.message(ANN, msg.message_id).buttons())
        )
        sent = len(fake.chat_messages(ANN))
        one = fake.press(ANN, fake.message(ANN, msg.message_id), data)
        two = fake.press(ANN, fake.message(ANN, msg.message_id), data)
        texts = sorted([(await fake.wait_answer(q)).get("text") or "" for q in (one, two)])
        assert texts == sorted([tr("review-working"), tr("review-busy")])
        await fake.wait_message(ANN, tr("review-title", game=tr("game-bura"), n=1), timeout=60)
        await app.rooms.reviews.wait()
        assert app.rooms.reviews.pool.done == 1
        await asyncio.sleep(1)
        assert len(fake.chat_messages(ANN)) == sent + 1


# ----- where it runs --------------------------------------------------------------------------------------
async def test_the_review_worker_is_a_process_of_the_lowest_priority() -> None:
    """A review runs in a worker process of its own at ``nice`` 19 and, on Linux, in the idle
    scheduling class (never in the computers' pool, whose moves it would hold up), and gives there what
    it gives on a thread (seed 0: reproducible)."""
    import os
    import sys

    from bot.rooms.ai_pool import ReviewPool
    from tests.engines.test_replay import selfplay_record

    record = selfplay_record("durak", 2, {}, 3)
    budget = (8, 60, 2, 16)
    pool = ReviewPool(1)
    try:
        there = await pool.review(record, 0, 1, budget)
        worker = pool._started()
        assert await asyncio.wrap_future(worker.submit(os.nice, 0)) == 19
        if sys.platform.startswith("linux"):
            assert await asyncio.wrap_future(worker.submit(os.sched_getscheduler, 0)) == os.SCHED_IDLE
        assert await asyncio.wrap_future(worker.submit(os.getpid)) != os.getpid()
    finally:
        await pool.close()
    here = await ReviewPool(0).review(record, 0, 1, budget)
    assert there == here and there["game"] == "durak" and there["decisions"] > 0


async def test_review_niceness_gives_the_reviews_a_share_of_a_busy_machine() -> None:
    """``REVIEW_NICENESS`` 10 (the computers' priority): the worker runs at ``nice`` 10 in the normal
    scheduling class — on a machine something else keeps busy, reviews and hints still get a share
    (at 19, the default, in the idle class, they wait until the machine is idle); out of 10..19 the
    setting is refused."""
    import os
    import sys

    import pydantic

    from bot.config import Settings
    from bot.rooms.ai_pool import ReviewPool

    assert Settings.of(bot_token="1:x", review_niceness=10).review_niceness == 10
    assert Settings.of(bot_token="1:x").review_niceness == 19
    for wrong in (9, 20):
        with pytest.raises(pydantic.ValidationError):
            Settings.of(bot_token="1:x", review_niceness=wrong)
    pool = ReviewPool(1, 10)
    try:
        worker = pool._started()
        assert await asyncio.wrap_future(worker.submit(os.nice, 0)) == 10
        if sys.platform.startswith("linux"):
            assert await asyncio.wrap_future(worker.submit(os.sched_getscheduler, 0)) == os.SCHED_OTHER
    finally:
        await pool.close()


async def test_on_the_table_page_a_review_is_pressed_and_shown_there(fake_tg, tmp_path):
    """The Mini App's table between deals: «🔎 Разбор» is the result's button there too, and the
    review asked there comes to that page (``event: notice``), not to the chat; a second press
    shows the kept one there again, computed once."""
    from tests.support.table_api import WEBAPP_URL, stream
    from tests.support.table_api import press as page_press

    fake = fake_tg
    fake.add_user(ANN, "Аня", language_code="ru")
    settings = make_settings(fake, tmp_path / "k.sqlite3", webapp_url=WEBAPP_URL, webhook_port=0, **SMALL)
    async with running_bot(settings) as app:
        room, _ = await first_deal_against_a_computer(app, fake, 5)
        data = Review(room=room.id, match=1, deal=1).pack()
        async with stream(app, fake, room.id, ANN) as events:

            async def notice() -> dict[str, Any]:
                while (event := await events.next(timeout=60)) is not None:
                    if event.get("event") == "notice":
                        return dict(event["model"])
                raise AssertionError("the stream ended before the review")

            model = await events.until_turn(room.turn)
            shown = [b for row in model["buttons"] for b in row]
            assert {"text": tr("btn-review"), "data": data} in shown
            sent = len(fake.chat_messages(ANN))
            answer = await page_press(app, fake, ANN, room.id, data)
            assert answer["answer"] == "review-working" and answer["ok"], answer
            first = await notice()
            async with app.storage.read() as tx:
                kept = await tx.reviews.get((room.id, 1, 1, 0))
            assert kept is not None and kept.review is not None
            style = (await app.presenter.user_prefs(ANN)).style
            assert first["text"] == review_text(kept.review, 1, Ctx(Translator("ru"), "", style=style))
            again = await page_press(app, fake, ANN, room.id, data)
            assert again["ok"], again
            assert (await notice()) == first  # the page shows it once (the same id)
            assert app.rooms.reviews.pool.done == 1
            title = tr("review-title", game=tr("game-bura"), n=1)
            assert not any(title in m.text for m in fake.chat_messages(ANN)[sent:])
