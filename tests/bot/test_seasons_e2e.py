"""Rating seasons (issue 47) end to end against the fake Bot API, across a month's end on virtual
time: a rating earned on a month's last evening shows on that season's /top global; after midnight
UTC the next month's board is the current one, its button shows the month before, the first result
of the new month starts from the carried rating with a wider deviation (never 1500), /stats shows
each person's best season, and a mangled season's button is answered in words."""

from __future__ import annotations

import asyncio
import datetime as dt

from bot.chat.callbacks import TopSeason
from bot.i18n import Translator
from bot.render.ratings import season_name
from bot.rules import glicko, seasons
from bot.storage import api
from tests.bot.test_stats import ask, rows
from tests.support.bot_e2e import make_settings, press_ready, private_room, running_bot, tr, wait_room

UGO, LIA = 501, 502
RU = Translator("ru")


def last_evening(now: float) -> float:
    """21:00 UTC on the last day of ``now``'s month, or of the next month once that has passed: the
    clock only ever moves forward (stored deadlines and the outbox's ledger are wall-clock times)."""
    day = dt.datetime.fromtimestamp(now, dt.UTC)
    while True:
        first_of_next = (day.replace(day=1) + dt.timedelta(days=32)).replace(day=1, hour=21, minute=0)
        evening = (first_of_next - dt.timedelta(days=1)).replace(second=0, microsecond=0)
        if evening.timestamp() > now:
            return evening.timestamp()
        day = first_of_next


async def surrender(app, room_id: str, loser: int) -> None:
    """The people-only Scopa between Ugo and Lia ended by ``loser``'s surrender."""
    room = await wait_room(app, room_id, lambda r: r.status == "playing")
    assert (await app.rooms.surrender(room_id, loser, room.turn)).key == "surrender-ok"
    await wait_room(app, room_id, lambda r: r.status == "lobby")


async def season_rows(app, season: str) -> dict[int, tuple[float, float, float, float]]:
    found = await rows(
        app,
        "SELECT user_id, rating, rd, start_rating, start_rd FROM season_ratings WHERE season = ?",
        (season,),
    )
    return {int(r[0]): (float(r[1]), float(r[2]), float(r[3]), float(r[4])) for r in found}


async def test_a_month_boundary_starts_a_season_from_the_carried_ratings(fake_tg, tmp_path):
    fake = fake_tg
    fake.add_user(UGO, "Ugo", language_code="ru")
    fake.add_user(LIA, "Lia", language_code="it")
    loop = asyncio.get_running_loop()
    # the clock reads 21:00 UTC on the last day of a month (this one's or the next's)
    loop._epoch = last_evening(loop.wall_time()) - loop.time()  # type: ignore[attr-defined]
    month = seasons.season_of(loop.wall_time())  # type: ignore[attr-defined]
    after = seasons.season_of(loop.wall_time() + 4 * 3600)  # type: ignore[attr-defined]
    async with running_bot(make_settings(fake, tmp_path / "k.sqlite3", stats_min_games=1)) as app:
        room_id = await private_room(app, fake, "scopa", UGO, LIA)
        await surrender(app, room_id, LIA)
        for uid in (UGO, LIA):
            await api.set_rating_public(app.rooms.storage, uid, True)
        nov = await season_rows(app, month)
        assert nov[UGO][0] > 1500.0 > nov[LIA][0]
        board = await ask(fake, UGO, "/top global scopa", contains="🌍")
        assert tr("top-global-season", "ru", season=season_name(RU, month), current="yes") in board.text
        assert f"1. Ugo — {round(nov[UGO][0])} ± " in board.text

        # midnight UTC: December's season, empty; its button shows November's board
        loop._epoch += 4 * 3600  # type: ignore[attr-defined]
        assert seasons.season_of(loop.wall_time()) == after  # type: ignore[attr-defined]
        board = await ask(fake, UGO, "/top global scopa", contains="🌍")
        assert tr("top-global-season", "ru", season=season_name(RU, after), current="yes") in board.text
        assert tr("top-global-empty", "ru") in board.text
        button = TopSeason(game="scopa", season=month).pack()
        assert button in [b["callback_data"] for row in board.reply_markup["inline_keyboard"] for b in row]
        await fake.wait_answer(fake.press(UGO, board, button))
        past = tr("top-global-season", "ru", season=season_name(RU, month), current="no")
        await fake.wait_for(lambda: past in fake.message(UGO, board.message_id).text)
        assert f"1. Ugo — {round(nov[UGO][0])} ± " in fake.message(UGO, board.message_id).text
        # a mangled season is answered in words, the board stays
        mangled = TopSeason(game="scopa", season="2026-13").pack()
        answer = await fake.wait_answer(fake.press(UGO, board, mangled))
        assert answer.get("text") == tr("top-season-unknown", "ru")

        # December's first result starts from the carried ratings, their RD wider than November's
        for uid in (UGO, LIA):  # a rematch in the same room
            await press_ready(app, fake, room_id, uid)
        await surrender(app, room_id, UGO)
        dec = await season_rows(app, after)
        for uid in (UGO, LIA):
            assert dec[uid][2] == nov[uid][0] != 1500.0
            assert nov[uid][1] < dec[uid][3] < glicko.DEFAULT_RD
        board = await ask(fake, UGO, "/top global scopa", contains="🌍")
        assert tr("top-global-season", "ru", season=season_name(RU, after), current="yes") in board.text
        assert f"1. Lia — {round(dec[LIA][0])} ± " in board.text
        assert f"2. Ugo — {round(dec[UGO][0])} ± " in board.text
        assert dec[LIA][0] > 1500.0 > nov[LIA][0]  # Lia climbed from her carried rating, not from 1500

        # /stats: each one's best season — Ugo's November, Lia's December
        best = ((UGO, "ru", month, nov[UGO]), (LIA, "it", after, dec[LIA]))
        for uid, lang, season, (rating, rd, *_) in best:
            text = (await ask(fake, uid, "/stats", contains=tr("stats-title", lang))).text
            pm = str(round(2 * rd))
            name = season_name(Translator(lang), season)
            line = tr("stats-best-season", lang, season=name, rating=str(round(rating)), pm=pm)
            assert line in text, text
