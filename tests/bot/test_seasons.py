"""Rating seasons (issue 47) without Telegram: season ids and bounds on a fake clock, the carry-over
maths (rating kept, RD widened by Glicko-2's idle rule, capped at 350), and what rated matches write
per season on SQLite and PostgreSQL — the carried start, the season's tallies, the board of one
season, the earlier seasons, the best season, retention, /forget, and a match rated by two workers
at once counting once."""

from __future__ import annotations

import asyncio
import datetime as dt
import math
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.i18n import Translator
from bot.render.ratings import season_name
from bot.rooms.rating import Cap
from bot.rules import glicko, seasons
from bot.storage import Database, SqliteStorage, api
from bot.storage.pg import PostgresStorage
from tests import postgres
from tests.bot.test_ratings import bura_won_by, play, rating, storage  # noqa: F401 (a fixture)

DAY = 86400.0


def at(*parts: int) -> float:
    """A UTC moment as the clock reads it (seconds since the epoch)."""
    return dt.datetime(*parts, tzinfo=dt.UTC).timestamp()  # type: ignore[misc]


# ----- season ids -------------------------------------------------------------------------------------------
def test_a_season_is_the_utc_calendar_month_by_default() -> None:
    assert seasons.season_of(at(2026, 11, 30, 23, 59, 59)) == "2026-11"
    assert seasons.season_of(at(2026, 12, 1)) == "2026-12"
    assert seasons.season_of(at(2026, 12, 31, 23, 59)) == "2026-12"
    assert seasons.season_of(at(2027, 1, 1)) == "2027-01"
    assert seasons.bounds("2026-11") == (at(2026, 11, 1), at(2026, 12, 1))
    assert seasons.bounds("2026-12") == (at(2026, 12, 1), at(2027, 1, 1))
    assert seasons.previous("2027-01") == "2026-12"
    assert seasons.previous("2026-12") == "2026-11"
    # ids of one length sort in time order
    ids = [seasons.season_of(at(2025, 1, 1) + n * 20 * DAY) for n in range(40)]
    assert ids == sorted(ids)


def test_weeks_quarters_and_years() -> None:
    assert seasons.season_of(at(2026, 11, 30), "week") == "2026-W49"  # a Monday
    assert seasons.season_of(at(2026, 11, 29, 23), "week") == "2026-W48"
    assert seasons.season_of(at(2027, 1, 1), "week") == "2026-W53"  # ISO: the week of its Thursday
    assert seasons.bounds("2026-W49", "week") == (at(2026, 11, 30), at(2026, 12, 7))
    assert seasons.season_of(at(2026, 12, 31), "quarter") == "2026-Q4"
    assert seasons.bounds("2026-Q4", "quarter") == (at(2026, 10, 1), at(2027, 1, 1))
    assert seasons.previous("2026-Q1", "quarter") == "2025-Q4"
    assert seasons.season_of(at(2026, 6, 1), "year") == "2026"
    assert seasons.bounds("2026", "year") == (at(2026, 1, 1), at(2027, 1, 1))
    for length in seasons.LENGTHS:
        now = at(2026, 12, 6, 22, 30)
        start, end = seasons.bounds(seasons.season_of(now, length), length) or (0.0, 0.0)
        assert start <= now < end


@pytest.mark.parametrize(
    ("season", "length"),
    [("2026-13", "month"), ("2026-00", "month"), ("2026-1", "month"), ("26-11", "month"),
     ("2026-W54", "week"), ("2026-Q5", "quarter"), ("2026-11", "week"), ("2026-W48", "month"),
     ("0000-01", "month"), ("x", "year"),
     ("1969", "year"), ("", "month")],
)
def test_a_mangled_season_id_has_no_bounds(season: str, length: seasons.SeasonLength) -> None:
    assert seasons.bounds(season, length) is None
    assert seasons.previous(season, length) is None


@pytest.mark.parametrize(
    ("lang", "season", "name"),
    [("ru", "2026-11", "ноябрь 2026\u202fг."), ("en", "2026-11", "November 2026"),
     ("it", "2027-01", "gennaio 2027"), ("en", "2026-Q4", "4th quarter 2026"),
     ("de", "2026-Q1", "1. Quartal 2026"),
     ("ru", "2026-W48", "2026-W48"), ("en", "2026", "2026"), ("en", "2026-13", "2026-13")],
)
def test_a_season_is_named_in_the_readers_calendar_words(lang: str, season: str, name: str) -> None:
    """/top global and /stats name a month or a quarter as the reader's language does; an ISO week,
    a year, or an id that is no season read as they are."""
    assert season_name(Translator(lang), season) == name


# ----- the carry-over ---------------------------------------------------------------------------------------
def test_the_carry_over_keeps_the_rating_and_widens_the_rd_by_glickos_idle_rule() -> None:
    nov = glicko.Rating(1642.0, 120.0, 0.06)
    last, now = at(2026, 11, 20, 12), at(2026, 12, 1, 0, 30)
    carried = seasons.carry(nov, last, now)
    periods = (now - last) / glicko.PERIOD_SECONDS
    phi = nov.rd / glicko.SCALE
    assert carried.rating == nov.rating and carried.volatility == nov.volatility  # never back to 1500
    assert carried.rd == pytest.approx(glicko.SCALE * math.sqrt(phi**2 + 0.06**2 * periods))
    assert nov.rd < carried.rd < 350
    # long away: as unsure as a newcomer, not more; never rated: a newcomer
    assert seasons.carry(nov, last, last + 10_000 * DAY).rd == 350.0
    assert seasons.carry(nov, last, last + 10_000 * DAY).rating == 1642.0
    assert seasons.carry(nov, None, now) == glicko.NEW
    assert seasons.carry(nov, now, now) == nov


# ----- on a database ----------------------------------------------------------------------------------------
NOV, DEC = at(2026, 11, 30, 22), at(2026, 12, 1, 1)


async def test_a_new_season_starts_from_the_carried_rating_and_counts_its_own_games(
    storage: Database,  # noqa: F811
) -> None:
    for n in range(2):
        await play(storage, "bura", [1, 2], bura_won_by(0), at=NOV + n, match_no=n + 1)
    ann_nov = await rating(storage, 1, "bura")
    await play(storage, "bura", [1, 3], bura_won_by(1), at=DEC, match_no=3)  # Ann loses to Cid
    async with storage.read() as tx:
        nov = await tx.seasons.of([1, 2], "bura", "2026-11")
        dec = await tx.seasons.of([1, 3], "bura", "2026-12")
    assert nov[1].rating == pytest.approx(ann_nov.rating) and nov[1].games == nov[1].wins == 2
    assert (nov[1].start_rating, nov[1].start_rd) == (1500.0, 350.0)
    nov_rating = glicko.Rating(ann_nov.rating, ann_nov.rd, ann_nov.volatility)
    carried = seasons.carry(nov_rating, ann_nov.updated_at, DEC)
    assert dec[1].start_rating == pytest.approx(ann_nov.rating) != 1500.0
    assert dec[1].start_rd == pytest.approx(carried.rd) and dec[1].start_rd > nov[1].rd
    assert (dec[1].games, dec[1].wins, dec[1].losses) == (1, 0, 1)
    assert (dec[3].start_rating, dec[3].start_rd, dec[3].wins) == (1500.0, 350.0, 1)
    new = glicko.update(carried, [(glicko.NEW, 0.0)])
    assert dec[1].rating == pytest.approx(new.rating)
    # the latest rating is December's: what the quick-match queue pairs by
    assert await api.rating_of(storage, 1, "bura") == pytest.approx(dec[1].rating)
    # the boards of each season, the earlier seasons, the best season
    for uid in (1, 2, 3):
        await api.set_rating_public(storage, uid, True)
    assert [s.user_id for s in await api.season_board(storage, "bura", "2026-11", 1)] == [1, 2]
    assert [s.user_id for s in await api.season_board(storage, "bura", "2026-12", 1)] == [3, 1]
    assert await api.season_board(storage, "bura", "2026-12", 2) == []
    assert await api.seasons_before(storage, "bura", "2026-12", 3) == ["2026-11"]
    assert await api.seasons_before(storage, "scopa", "2026-12", 3) == []
    assert await api.season_kept(storage, "2026-11") and not await api.season_kept(storage, "2026-10")
    best = await api.best_seasons(storage, 1)
    assert best["bura"].season == "2026-11" and best["bura"].rating == pytest.approx(ann_nov.rating)
    assert (await api.best_seasons(storage, 3))["bura"].season == "2026-12"
    # retention forgets old seasons' rows; /forget all of a person's
    async with storage.transaction() as tx:
        assert await tx.seasons.purge(NOV + 10) == 2  # November's rows of Ann and Bob
    assert not await api.season_kept(storage, "2026-11")
    await api.forget(storage, 3)
    assert await api.best_seasons(storage, 3) == {}


async def test_the_season_length_is_the_caps(storage: Database) -> None:  # noqa: F811
    week = Cap(pair_games=3, window=DAY, season_length="week")
    await play(storage, "bura", [1, 2], bura_won_by(0), at=NOV, cap=week)
    async with storage.read() as tx:
        assert set(await tx.seasons.of([1, 2], "bura", "2026-W49")) == {1, 2}
        assert await tx.seasons.of([1, 2], "bura", "2026-11") == {}


@pytest.fixture(params=["sqlite", "postgres"])
async def two_workers(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[list[Database]]:
    """Two storages on one database, as two worker processes have."""
    if request.param == "postgres":
        if postgres.server() is None:
            pytest.skip("no PostgreSQL server (set KOZYR_TEST_POSTGRES, or run one on 127.0.0.1:5432)")
        url = postgres.fresh_url()
        dbs: list[Database] = [PostgresStorage(url, min_size=1, max_size=2) for _ in range(2)]
    else:
        dbs = [SqliteStorage(tmp_path / "k.sqlite3") for _ in range(2)]
    for db in dbs:
        await db.open()
    try:
        async with dbs[0].transaction() as tx:
            for uid, name in ((1, "Ann"), (2, "Bob")):
                await tx.users.touch(uid, name, None, "en", True)
        yield dbs
    finally:
        for db in dbs:
            await db.close()


async def test_a_result_counts_once_in_its_season_on_two_workers(two_workers: list[Database]) -> None:
    moved = await asyncio.gather(
        *(play(db, "bura", [1, 2], bura_won_by(0), at=DEC) for db in two_workers for _ in range(2))
    )
    assert sorted(moved) == [0, 0, 0, 2]
    async with two_workers[1].read() as tx:
        dec = await tx.seasons.of([1, 2], "bura", "2026-12")
    assert (dec[1].games, dec[1].wins, dec[2].games, dec[2].losses) == (1, 1, 1, 1)
    assert dec[1].rating == pytest.approx((await rating(two_workers[0], 1, "bura")).rating)
