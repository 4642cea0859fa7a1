"""The results table (issue 18) without Telegram: each game's outcomes from its stored deal results
(Durak alone, in teams, a draw; Bura to 12 or a surrender; Scopa to its target), the one-time
back-fill of matches stored before the table, /forget's anonymisation, and the tallies of /stats."""

from __future__ import annotations

import json
from pathlib import Path

from bot.render.stats import tally
from bot.rooms.results import backfill, result_rows
from bot.rules import rules_of
from bot.storage import SqliteStorage
from bot.storage.values import Result


def test_durak_outcomes_alone_in_teams_and_a_draw() -> None:
    rules = rules_of("durak")
    alone = rules.outcomes(3, {"teams": None}, [{"over": True, "loser": 1, "out": [0, 2]}])
    assert alone == [("win", None), ("loss", None), ("win", None)]
    draw = rules.outcomes(2, {}, [{"over": True, "loser": None, "out": [0, 1]}])
    assert draw == [("draw", None), ("draw", None)]
    teams = rules.outcomes(4, {"teams": "2x2"}, [{"over": True, "loser": 3, "out": [0], "loser_team": 1}])
    assert teams == [("win", 0), ("loss", 1), ("win", 0), ("loss", 1)]
    assert rules.outcomes(2, {}, [None]) is None and rules.outcomes(2, {}, []) is None
    assert rules.mode(4, {"mode": "perevodnoy", "teams": "2x2"}) == "4:perevodnoy:2x2"


def test_bura_and_scopa_winners_from_their_deals() -> None:
    bura = rules_of("bura")
    award = [{"award": {"seat": 0, "points": 6, "reason": "tricks"}}] * 2
    assert bura.winner_side({}, award) == 0
    assert bura.winner_side({}, award[:1]) is None  # 6 of 12: the match goes on
    gave_up = [{"award": {"seat": 1, "points": 0, "reason": "surrender"}}]
    assert bura.winner_side({}, gave_up) == 1
    assert bura.outcomes(2, {}, gave_up) == [("loss", None), ("win", None)]
    scopa = rules_of("scopa")
    deals = [{"points": [6, 5]}, {"points": [3, 6]}]
    assert scopa.winner_side({"target": 11}, deals) == 1
    assert scopa.winner_side({"target": 21}, deals) is None
    tie = [{"points": [11, 11]}]
    assert scopa.winner_side({"target": 11}, tie) is None  # level at the target: play on
    # 2x2: the sides are seats 0/2 and 1/3; a bot-level surrender names the winning side
    assert scopa.outcomes(4, {}, [], winner=0) == [("win", 0), ("loss", 1), ("win", 0), ("loss", 1)]


def test_rows_of_a_match_with_a_computer() -> None:
    rows = result_rows(
        room_id="r1", match_no=2, game="bura", chat_id=None, info={"users": [7, None], "seats": 2},
        deal_results=[{"award": {"seat": 1, "points": 12, "reason": "tricks"}}], level="ismcts", ended_at=5.0,
    )
    assert [(r["user_id"], r["outcome"], r["level"], r["computers"]) for r in rows] == [
        (7, "loss", "ismcts", 1),
        (None, "win", "ismcts", 1),
    ]
    assert rows[0]["detail"]["winner"] == 1


def test_tally_streaks_and_apart_by_opponent() -> None:
    def r(outcome: str, computers: int = 0) -> Result:
        return Result(game="bura", computers=computers, level="x" if computers else None,
                      outcome=outcome, mode="2", ended_at=0.0)

    stats = tally([r("win"), r("win"), r("win", 1), r("loss"), r("win"), r("draw", 1)])["bura"]
    assert (stats.total.games, stats.total.wins, stats.total.losses, stats.total.draws) == (6, 4, 1, 1)
    assert (stats.total.best, stats.total.current) == (3, 0)
    assert stats.against["people"].games == 4 and stats.against["x"].games == 2
    assert stats.against["people"].rate == 75
    assert stats.favourite == "2"


async def test_backfill_once_from_stored_matches_and_forget(tmp_path: Path) -> None:
    storage = SqliteStorage(tmp_path / "k.sqlite3")
    await storage.open()
    try:
        async with storage.transaction() as tx:
            rooms = (("durakroom", "durak", -5), ("scoparoom", "scopa", None), ("gone", "bura", None))
            for rid, game, chat in rooms:
                await tx.run(
                    "INSERT INTO rooms (id, game, chat_id, locale, creator, capacity, options, status,"
                    " created_at, updated_at) VALUES (?, ?, ?, 'ru', 11, 2, '{}', 'closed', 0, 0)",
                    (rid, game, chat),
                )
            info = {"users": [11, 12], "seats": 2, "options": {}, "first": 0, "dealer": 0}
            for rid in ("durakroom", "scoparoom", "gone"):
                await tx.run(
                    "INSERT INTO matches (room_id, match_no, info, started_at) VALUES (?, 1, ?, 0)",
                    (rid, json.dumps(info)),
                )
            deal = {"result": {"over": True, "loser": 0, "out": [1]}, "verified": True}
            await tx.run(
                "INSERT INTO deals (room_id, match_no, deal_no, label, commitment, seed, contributions,"
                " result, started_at, ended_at)"
                " VALUES ('durakroom', 1, 1, 'durak:1', 'c', 's', '[]', ?, 0, 100)",
                (json.dumps(deal),),
            )
            # Scopa ended by a surrender of seat 1 (a room event), Bura left unfinished (no result)
            await tx.run(
                "INSERT INTO room_events (room_id, match_no, deal_no, turn, event, by_user, at)"
                " VALUES ('scoparoom', 1, 1, 9, '{\"seat\":1,\"type\":\"surrender\"}', 12, 200)"
            )
            assert await backfill(tx, "heuristic") == 4
            assert await backfill(tx, "heuristic") == 0  # once
            rows = await tx.all(
                "SELECT room_id, user_id, outcome, chat_id, ended_at FROM results ORDER BY id"
            )
            assert [tuple(r) for r in rows] == [
                ("durakroom", 11, "loss", -5, 100.0),
                ("durakroom", 12, "win", -5, 100.0),
                ("scoparoom", 11, "win", None, 200.0),
                ("scoparoom", 12, "loss", None, 200.0),
            ]
            # a group that becomes a supergroup keeps its statistics
            await tx.rooms.move_chat(-5, -1005)
            moved = await tx.all("SELECT DISTINCT chat_id FROM results WHERE room_id = 'durakroom'")
            assert [r[0] for r in moved] == [-1005]
            await tx.users.touch(12, "Zoe", None, "en", True)
            await tx.results.forget(12)
            counts = await tx.all("SELECT user_id, COUNT(*) FROM results GROUP BY user_id ORDER BY user_id")
            assert [tuple(r) for r in counts] == [(11, 2)]
            infos = [json.loads(r[0]) for r in await tx.all("SELECT info FROM matches")]
            assert all(i["users"] == [11, 0] for i in infos)
            assert await tx.users.get(12) is None
            event = await tx.one("SELECT by_user FROM room_events")
            assert event is not None and event[0] == 0
    finally:
        await storage.close()
