"""Ratings (issue 32) without Telegram: the Glicko-2 maths against Glickman's worked example, the RD's
growth while idle, who played whom in each kind of match, and what a finished match does to the
stored ratings (people only, once, the anti-farming cap, teams, Durak for four), on SQLite and
PostgreSQL."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from bot.model import LOBBY, Room, Seat
from bot.rooms.rating import Cap, Side, forfeit_sides, meetings, rate_forfeit, rate_match, sides_of
from bot.rooms.results import result_rows
from bot.rules import glicko
from bot.storage import Database, SqliteStorage, api
from bot.storage.pg import PostgresStorage
from tests import postgres

DAY = 86400.0
CAP = Cap(pair_games=3, window=DAY)


# ----- the maths --------------------------------------------------------------------------------------------
def test_glickmans_worked_example() -> None:
    """Glickman's "Example of the Glicko-2 system": 1500/200 (σ 0.06, τ 0.5) beats 1400/30 and loses
    to 1550/100 and 1700/300 → 1464.06 / 151.52 / 0.05999."""
    player = glicko.Rating(1500.0, 200.0, 0.06)
    games = [
        (glicko.Rating(1400.0, 30.0), 1.0),
        (glicko.Rating(1550.0, 100.0), 0.0),
        (glicko.Rating(1700.0, 300.0), 0.0),
    ]
    new = glicko.update(player, games, tau=0.5)
    assert new.rating == pytest.approx(1464.06, abs=0.01)
    assert new.rd == pytest.approx(151.52, abs=0.01)
    assert new.volatility == pytest.approx(0.05999, abs=0.00001)


def test_a_win_raises_a_loss_lowers_and_a_draw_between_equals_keeps() -> None:
    a = glicko.NEW
    won = glicko.update(a, [(glicko.NEW, 1.0)])
    lost = glicko.update(a, [(glicko.NEW, 0.0)])
    drew = glicko.update(a, [(glicko.NEW, 0.5)])
    assert won.rating > 1500 > lost.rating
    assert won.rating - 1500 == pytest.approx(1500 - lost.rating)
    assert drew.rating == pytest.approx(1500)
    assert won.rd < 350 and drew.rd < 350  # a game makes the rating surer
    # an upset moves more than the expected result
    strong = glicko.Rating(1800.0, 60.0)
    assert glicko.update(a, [(strong, 1.0)]).rating - 1500 > won.rating - 1500


def test_the_rd_grows_while_idle_up_to_a_new_players() -> None:
    sure = glicko.Rating(1600.0, 50.0, 0.06)
    assert glicko.idle(sure, 0) == sure
    after_a_day = glicko.idle(sure, 1)
    after_100 = glicko.idle(sure, 100)
    assert 50 < after_a_day.rd < after_100.rd < 350
    assert after_100.rd == pytest.approx(glicko.SCALE * (0.2878 ** 2 + 0.06 ** 2 * 100) ** 0.5, abs=0.5)
    assert after_100.rating == 1600.0
    assert glicko.idle(sure, 10**6).rd == 350.0
    assert glicko.idle_since(sure, None, 5 * DAY) == sure
    assert glicko.idle_since(sure, 0.0, 100 * DAY).rd == pytest.approx(after_100.rd)
    assert glicko.update(sure, []).rd == pytest.approx(after_a_day.rd)


def test_a_team_is_one_opponent_of_its_mean() -> None:
    team = glicko.team([glicko.Rating(1400.0, 100.0), glicko.Rating(1600.0, 200.0)])
    assert team.rating == 1500.0
    assert team.rd == pytest.approx((100**2 / 2 + 200**2 / 2) ** 0.5)


# ----- who played whom --------------------------------------------------------------------------------------
def rows(game: str, users: list[int | None], deal_results: list[Any], **info: Any) -> list[dict[str, Any]]:
    return result_rows(
        room_id="r", match_no=1, game=game, chat_id=None,
        info={"users": users, "seats": len(users), **info}, deal_results=deal_results, level="random",
        ended_at=0.0,
    )


def durak_over(loser: int | None, loser_team: int | None = None) -> list[Any]:
    return [{"over": True, "loser": loser, "out": [], "loser_team": loser_team}]


def test_durak_for_four_the_durak_lost_to_each_the_others_met_nobody() -> None:
    sides = sides_of(rows("durak", [1, 2, 3, 4], durak_over(1)))
    assert sides == [Side((1,), "win"), Side((2,), "loss"), Side((3,), "win"), Side((4,), "win")]
    assert meetings(sides) == [(0, 1, 1.0), (1, 2, 0.0), (1, 3, 0.0)]
    drawn = sides_of(rows("durak", [1, 2, 3], durak_over(None)))
    assert meetings(drawn) == [(0, 1, 0.5), (0, 2, 0.5), (1, 2, 0.5)]


def test_teams_are_sides() -> None:
    sides = sides_of(rows("durak", [1, 2, 3, 4], durak_over(3, 1), options={"teams": "2x2"}))
    assert sides == [Side((1, 3), "win"), Side((2, 4), "loss")]
    assert meetings(sides) == [(0, 1, 1.0)]


# ----- on a database ----------------------------------------------------------------------------------------
@pytest.fixture(params=["sqlite", "postgres"])
async def storage(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[Database]:
    if request.param == "postgres":
        if postgres.server() is None:
            pytest.skip("no PostgreSQL server (set KOZYR_TEST_POSTGRES, or run one on 127.0.0.1:5432)")
        db: Database = PostgresStorage(postgres.fresh_url(), min_size=1, max_size=2)
    else:
        db = SqliteStorage(tmp_path / "k.sqlite3")
    await db.open()
    try:
        async with db.transaction() as tx:
            for uid, name in ((1, "Ann"), (2, "Bob"), (3, "Cid"), (4, "Dee")):
                await tx.users.touch(uid, name, None, "en", True)
        yield db
    finally:
        await db.close()


def room_of(game: str, users: list[int | None], match_no: int = 1, room_id: str = "r") -> Room:
    return Room(
        id=room_id, game=game, chat_id=None, locale="en", creator=1, capacity=len(users), options={},
        status=LOBBY, turn=1, match_no=match_no, state=None, match_info={"users": users},
        pending=None, last=None, outcome=None, created_at=0.0, updated_at=0.0,
        seats=[Seat(n, u) for n, u in enumerate(users)],
    )


def bura_won_by(seat: int) -> list[Any]:
    return [{"award": {"seat": seat, "points": 12, "reason": "tricks"}}]


async def play(
    storage: Database, game: str, users: list[int | None], results: list[Any], *, at: float,
    match_no: int = 1, room_id: str = "r", cap: Cap = CAP, **info: Any
) -> int:
    room = room_of(game, users, match_no, room_id)
    room.options = dict(info.get("options") or {})
    found = result_rows(
        room_id=room_id, match_no=match_no, game=game, chat_id=None,
        info={"users": users, "seats": len(users), **info}, deal_results=results, level="random",
        ended_at=at,
    )
    async with storage.transaction() as tx:
        return await rate_match(tx, room, found, cap, at)


async def rating(storage: Database, uid: int, game: str) -> Any:
    async with storage.read() as tx:
        return (await tx.ratings.of([uid], game)).get(uid)


async def test_a_people_only_match_moves_both_once_and_a_computer_moves_nobody(storage: Database) -> None:
    assert await api.rating_of(storage, 1, "bura") == 1500.0
    assert await play(storage, "bura", [1, 2], bura_won_by(0), at=1000.0) == 2
    ann, bob = await rating(storage, 1, "bura"), await rating(storage, 2, "bura")
    assert ann.rating > 1500 > bob.rating and ann.rd < 350
    assert (ann.games, ann.wins, ann.losses, bob.games, bob.losses) == (1, 1, 0, 1, 1)
    assert await api.rating_of(storage, 1, "bura") == ann.rating
    assert await api.rating_of(storage, 1, "scopa") == 1500.0  # one rating per game
    # the same match again (recorded twice) moves nothing
    assert await play(storage, "bura", [1, 2], bura_won_by(0), at=1001.0) == 0
    # a computer at the table: nobody moves
    assert await play(storage, "bura", [1, None], bura_won_by(0), at=1002.0, match_no=2) == 0
    # a computer that took over a leaver's seat: nobody moves either
    room = room_of("bura", [1, 2], 3)
    room.seats[1] = Seat(1, None)
    found = rows("bura", [1, 2], bura_won_by(0))
    async with storage.transaction() as tx:
        assert await rate_match(tx, room, found, CAP, 1003.0) == 0
    assert await rating(storage, 1, "bura") == ann


async def test_the_pair_cap_stops_farming_for_the_pair_only(storage: Database) -> None:
    for n in range(CAP.pair_games):
        assert await play(storage, "bura", [1, 2], bura_won_by(0), at=1000.0 + n, match_no=n + 1) == 2
    farmed = await rating(storage, 1, "bura")
    assert farmed.games == CAP.pair_games
    # over the cap: played, unrated
    assert await play(storage, "bura", [1, 2], bura_won_by(0), at=2000.0, match_no=10) == 0
    assert await rating(storage, 1, "bura") == farmed
    # someone else still counts against either of them
    assert await play(storage, "bura", [1, 3], bura_won_by(0), at=2001.0, match_no=11) == 2
    # another game is another count
    assert await play(storage, "scopa", [1, 2], [{"points": [11, 3]}], at=2002.0, match_no=12,
                      options={"target": 11}) == 2
    # Durak: the two farm it to the cap; then a Durak for four with Cid and Dee where Ann is the
    # durak: her losses to Cid and Dee count, Bob's win over her does not
    for n in range(CAP.pair_games):
        await play(storage, "durak", [1, 2], durak_over(1), at=2003.0 + n, match_no=30 + n)
    before = {u: await rating(storage, u, "durak") for u in (1, 2)}
    moved = await play(storage, "durak", [1, 2, 3, 4], durak_over(0), at=2100.0, match_no=40)
    assert moved == 3  # Ann (the durak) lost to Cid and Dee; Bob beat only Ann: capped
    assert await rating(storage, 2, "durak") == before[2]
    ann = await rating(storage, 1, "durak")
    assert ann.rating < before[1].rating and ann.games == before[1].games + 1
    assert (await rating(storage, 3, "durak")).games == 1
    # a window later the pair counts again
    assert await play(storage, "bura", [1, 2], bura_won_by(1), at=2000.0 + DAY + 1, match_no=20) == 2
    assert (await rating(storage, 1, "bura")).games == CAP.pair_games + 2


async def test_teams_move_each_player_against_the_other_teams_mean(storage: Database) -> None:
    moved = await play(storage, "durak", [1, 2, 3, 4], durak_over(3, 1), at=10.0, options={"teams": "2x2"})
    assert moved == 4
    r = {u: await rating(storage, u, "durak") for u in (1, 2, 3, 4)}
    assert r[1].rating == pytest.approx(r[3].rating) and r[1].rating > 1500
    assert r[2].rating == pytest.approx(r[4].rating) and r[2].rating < 1500
    assert (r[1].wins, r[2].losses) == (1, 1)


async def test_durak_for_four_the_durak_drops_by_the_three_games_it_lost(storage: Database) -> None:
    assert await play(storage, "durak", [1, 2, 3, 4], durak_over(3), at=10.0) == 4
    r = {u: await rating(storage, u, "durak") for u in (1, 2, 3, 4)}
    assert r[4].rating < 1500 < r[1].rating
    assert r[1].rating == pytest.approx(r[2].rating) == pytest.approx(r[3].rating)
    assert 1500 - r[4].rating > r[1].rating - 1500  # three losses against one win each


async def test_the_global_board_lists_those_who_opted_in_and_forget_clears(storage: Database) -> None:
    for n, (winner, loser) in enumerate(((1, 2), (3, 4), (1, 4))):
        await play(storage, "bura", [winner, loser], bura_won_by(0), at=10.0 + n, match_no=n + 1)
    assert await api.rating_board(storage, "bura", 1) == []  # nobody opted in
    assert not await api.rating_public(storage, 1)
    for uid in (1, 2, 4):
        await api.set_rating_public(storage, uid, True)
    board = await api.rating_board(storage, "bura", 1)
    assert [s.user_id for s in board] == [1, 2, 4]
    assert [s.first_name for s in board] == ["Ann", "Bob", "Dee"]
    assert board[0].rating > board[1].rating > board[2].rating
    assert [s.user_id for s in await api.rating_board(storage, "bura", 2)] == [1, 4]
    await api.forget(storage, 1)
    assert await api.ratings_of(storage, 1) == []
    async with storage.read() as tx:
        assert await tx.ratings.pair_games("bura", 1, 2, 0.0) == 0


async def test_retention_forgets_pairs_outside_the_window_and_penalties_that_limit_nobody(
    storage: Database,
) -> None:
    from bot.storage import queue

    now = 100 * DAY
    async with storage.transaction() as tx:
        await tx.run("UPDATE users SET created_at = ?, seen_at = ?", (now - 40 * DAY, now - 40 * DAY))
        await tx.run("UPDATE users SET seen_at = ? WHERE id = 4", (now - 60,))  # Dee pressed a minute ago
        await tx.ratings.add_pair("bura", 1, 2, "r", 1, now - 2 * DAY, 0.0)  # outside a day's window
        await tx.ratings.add_pair("bura", 1, 3, "r", 2, now - 3600, 0.0)  # inside it
        await tx.ratings.claim_match("r", 1, now - 40 * DAY)
        for uid, p in (
            (1, queue.Penalty([now - 40 * DAY], 2, now - 40 * DAY, now - 40 * DAY)),  # long over
            (2, queue.Penalty([], 1, now - 40 * DAY, now + 3600)),  # still blocked
            (3, queue.Penalty([], 1, now - 3600, now - 60)),  # struck an hour ago: remembered
            (4, queue.Penalty([now - 60], 0, None, 0.0)),  # joined a minute ago: the minute counts
        ):
            await queue.put_penalty(tx, uid, p)
        assert await tx.ratings.purge(now - DAY) == 1
        assert await queue.purge_penalties(tx, now - 30 * DAY) == 1
        assert await tx.ratings.pair_games("bura", 1, 3, 0.0) == 1
        assert await tx.ratings.pair_games("bura", 1, 2, 0.0) == 0
        left = sorted(r[0] for r in await tx.all("SELECT user_id FROM quick_penalties"))
        assert left == [2, 3, 4]
        # the mark that a match was rated stays while its room does (purge_closed takes it with the room)
        assert not await tx.ratings.claim_match("r", 1, now)


def test_a_forfeit_is_a_loss_to_each_other_side_and_leaves_a_partner_out() -> None:
    assert forfeit_sides(room_of("bura", [1, 2]), 1, 0) == [Side((2,), "loss"), Side((1,), "win")]
    four = room_of("durak", [1, 2, 3, 4])
    assert forfeit_sides(four, 2, 0) == [
        Side((3,), "loss"), Side((1,), "win"), Side((2,), "win"), Side((4,), "win")
    ]  # fmt: skip
    # 2×2 (team = seat % 2): seat 1's partner (seat 3) is in no side
    assert forfeit_sides(four, 1, 2) == [Side((2,), "loss"), Side((1, 3), "win")]
    six = room_of("durak", [1, 2, 3, 4, 5, 6])  # 3×2: three teams of two
    assert forfeit_sides(six, 0, 3) == [Side((1,), "loss"), Side((2, 5), "win"), Side((3, 6), "win")]
    # not a people-only match: a computer at the table, or in a seat since the match began
    assert forfeit_sides(room_of("bura", [1, None]), 0, 0) == []
    taken = room_of("bura", [1, 2])
    taken.seats[1] = Seat(1, None)
    assert forfeit_sides(taken, 0, 0) == []


async def test_leaving_a_rated_match_loses_it_once(storage: Database) -> None:
    room = room_of("bura", [1, 2])
    async with storage.transaction() as tx:
        assert await rate_forfeit(tx, room, 0, 0, CAP, 1000.0) == 2
    ann, bob = await rating(storage, 1, "bura"), await rating(storage, 2, "bura")
    assert ann.rating < 1500 < bob.rating and (ann.losses, bob.wins) == (1, 1)
    # the match's end (a computer in Ann's seat by then) moves nobody again, nor a second forfeit
    room.seats[0] = Seat(0, None)
    async with storage.transaction() as tx:
        assert await rate_forfeit(tx, room_of("bura", [1, 2]), 1, 0, CAP, 1001.0) == 0
        assert await rate_match(tx, room, rows("bura", [1, 2], bura_won_by(0)), CAP, 1002.0) == 0
    assert await rating(storage, 1, "bura") == ann
