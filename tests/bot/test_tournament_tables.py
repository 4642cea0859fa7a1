"""A tournament's tables without Telegram (issue 47, ``bot/rooms/tournament_tables.py``): the
options on the sign-up message — its creator's or an administrator's, a forged or foreign press
changes nothing —; a Swiss of Durak at tables of 3–4 whose rooms play those options and whose
results are the order of going out (the durak last), played to its standings; a table whose room
is quarantined gets everyone level and its round goes on. On SQLite and PostgreSQL."""

from __future__ import annotations

import random
from collections.abc import Callable
from fractions import Fraction

from bot.chat.callbacks import Tourney, TourneyOption
from bot.i18n import Translator
from bot.model import CLOSED, PLAYING, Room, sorted_legal
from bot.render.tournaments import signup
from bot.rooms import tournament_tables
from bot.rooms.service import RoomService
from bot.rules import rules_of
from bot.storage.tournaments import FINISHED, RUNNING
from bot.tournaments.records import COMPUTER, Game, Round, seeded
from bot.tournaments.standings import standings
from tests.bot import test_tournament_service as service_tests
from tests.bot.test_tournament_service import service, state  # noqa: F401 (service: the fixture)

CREATOR = 1
ADMIN = 9


async def signed_up(rooms: RoomService, people: list[int], fmt: str = "swiss") -> str:
    """People signed up to a Durak tournament of two rounds (the service tests' sign-up)."""
    return await service_tests.signed_up(rooms, people, 2, fmt, "durak")


async def tables_of(rooms: RoomService, tid: str, round_no: int) -> list[Room]:
    out = []
    for table in (await state(rooms, tid)).round_tables(round_no):
        assert table.room_id is not None
        room = await rooms.get(table.room_id)
        assert room is not None
        out.append(room)
    return out


async def play_out(
    rooms: RoomService, room_id: str, rng: random.Random, until: Callable[[Room], bool] | None = None
) -> Room:
    """The people at the table press legal moves (a cover, a lead, a pass before a take) until
    its match is over (or ``until`` holds)."""
    prefer = {"defend": 0, "transfer": 1, "attack": 2, "pass": 3, "take": 4}
    for _ in range(5000):
        room = await rooms.get(room_id)
        assert room is not None
        if room.status != PLAYING or (until is not None and until(room)):
            return room
        game = room.engine()
        assert game is not None
        movers = [s for s in room.seats if s.user_id is not None and s.seat in game.to_act()]
        assert movers, "a table of people only waits for a person"
        seat = movers[rng.randrange(len(movers))]
        legal = sorted_legal(game, seat.seat)
        best = min(prefer.get(a.type, 9) for a in legal)
        picks = [k for k, a in enumerate(legal) if prefer.get(a.type, 9) == best]
        assert seat.user_id is not None
        await rooms.act(room_id, seat.user_id, room.turn, seat.seat, picks[rng.randrange(len(picks))])
    raise AssertionError("the table's match did not end")


async def test_the_options_on_the_sign_up_message(service: RoomService) -> None:  # noqa: F811
    tours = service.tournaments
    tid = await signed_up(service, [1, 2, 3, 4])
    before = (await state(service, tid)).tournament.options
    # someone else's press, and forged ones, change nothing
    assert await tours.set_option(tid, 2, False, "seats", "34") == "tn-err-not-creator"
    for key, value in (("seats", "3"), ("seats", "5"), ("mode", "chess"), ("teams", "2x2"), ("ai", "x")):
        assert await tours.set_option(tid, CREATOR, False, key, value) == "err-forged", (key, value)
    assert (await state(service, tid)).tournament.options == before
    # its creator, or a group administrator, may
    assert await tours.set_option(tid, CREATOR, False, "seats", "34") == "option-ok"
    assert await tours.set_option(tid, CREATOR, False, "seats", "34") == "option-same"
    assert await tours.set_option(tid, ADMIN, True, "mode", "perevodnoy") == "option-ok"
    assert await tours.set_option(tid, CREATOR, False, "tat", "0") == "option-ok"
    assert (
        await tours.set_option(tid, CREATOR, False, "teams", "2x2") == "err-forged"
    )  # tables of 3: no teams
    t = (await state(service, tid)).tournament
    assert tournament_tables.seating(t) == tournament_tables.TABLES
    assert t.options["table"]["mode"] == "perevodnoy" and t.options["table"]["throw_in_after_take"] is False
    # the sign-up message shows them, and its option buttons press on the tournament, not a room
    tr = Translator("en")
    text, kb = signup(tr, await state(service, tid))
    assert tr("tn-seats", size="tables") in text and tr("tn-options-how") in text
    assert any("transfer" in line for line in text.splitlines()), text
    assert kb is not None
    data = [b.callback_data or "" for row in kb.inline_keyboard for b in row]
    options = [TourneyOption.unpack(d) for d in data if d.startswith("tno:")]
    assert {(o.key, o.value) for o in options} >= {("seats", "2"), ("seats", "34"), ("mode", "podkidnoy")}
    assert all(o.id == tid for o in options) and not [d for d in data if d.startswith("o:")]
    assert all(o.key != "teams" for o in options)
    assert {Tourney.unpack(d).act for d in data if d.startswith("tn:")} == {"j", "l", "s", "x", "q", "h"}
    # a knockout of Durak is 2-seat: no tables of 3–4 on offer
    assert await tours.cancel(tid, CREATOR, admin=False) == "tn-cancelled"
    ko = await signed_up(service, [1, 2, 3, 4], fmt="knockout")
    assert await tours.set_option(ko, CREATOR, False, "seats", "34") == "err-forged"
    _, kb = signup(tr, await state(service, ko))
    assert kb is not None and not [
        b for row in kb.inline_keyboard for b in row if "seats" in (b.callback_data or "")
    ]
    # once started, nothing changes any more
    assert await tours.start(ko, CREATOR, admin=False) == "tn-started"
    assert await tours.set_option(ko, CREATOR, False, "mode", "perevodnoy") == "tn-err-closed"


def test_durak_finishing_order_is_the_order_of_going_out() -> None:
    rules = rules_of("durak")
    over = [{"over": True, "loser": 1, "out": [2, 0, 3]}]

    def out(*seats: int) -> list[dict[str, object]]:
        return [{"type": "out", "seat": s} for s in seats]

    steps = [[{"type": "deal"}], [], out(2), [], out(0, 3), [{"type": "game_over"}]]
    assert rules.finishing_order(4, {}, over, steps) == [[2], [0, 3], [1]]  # 0 and 3 on one move
    draw = [{"over": True, "loser": None, "out": [2, 0, 1]}]
    assert rules.finishing_order(3, {}, draw, [out(2), out(0, 1)]) == [[2], [0, 1]]
    # steps that are not this match's: the stored order alone
    assert rules.finishing_order(3, {}, over[:1], [out(2)]) == [[2], [0], [3], [1]]
    assert rules.finishing_order(4, {"teams": "2x2"}, over, steps) is None  # teams: by outcomes
    # cut short: those out so far, then everyone still holding cards, level
    assert rules.finishing_order(4, {}, [None], [out(2)]) == [[2], [0, 1, 3]]
    assert rules.finishing_order(3, {}, [], []) == [[0, 1, 2]]
    # the points of a table of four with two level: 1, ½ each, 0
    assert Game(((2,), (5, 3), (1,))).points() == {2: 1, 5: Fraction(1, 2), 3: Fraction(1, 2), 1: 0}


async def test_a_durak_swiss_of_seven_plays_tables_of_four_and_three(service: RoomService) -> None:  # noqa: F811
    people = [1, 2, 3, 4, 5, 6, 7]
    tid = await signed_up(service, people)
    tours = service.tournaments
    assert await tours.set_option(tid, CREATOR, False, "seats", "34") == "option-ok"
    assert await tours.set_option(tid, CREATOR, False, "mode", "perevodnoy") == "option-ok"
    assert await tours.start(tid, CREATOR, admin=False) == "tn-started"
    rng = random.Random(4703)
    rounds: list[Round] = []
    for round_no in (1, 2):
        rooms = await tables_of(service, tid, round_no)
        assert sorted(r.capacity for r in rooms) == [3, 4]
        assert sorted(s.user_id or 0 for r in rooms for s in r.seats) == people  # everyone once
        assert all(r.options["mode"] == "perevodnoy" and r.game_running() for r in rooms)
        games = []
        for room in rooms:
            ended = await play_out(service, room.id, rng)
            game = ended.engine()
            assert game is not None
            result = game.deal_results()[-1]
            table = next(
                t for t in (await state(service, tid)).round_tables(round_no) if t.room_id == room.id
            )
            assert table.result is not None
            # the order of going out, the durak last, as people
            user = {s.seat: s.user_id for s in ended.seats}
            assert [s for g in table.result for s in g] == [user[s] for s in result["out"]] + (
                [] if result["loser"] is None else [user[result["loser"]]]
            )
            if result["loser"] is not None:
                assert table.result[-1] == (user[result["loser"]],)
            games.append(Game(table.result))
        rounds.append(Round(tuple(games)))
        await tours.idle()
    s = await state(service, tid)
    assert s.tournament.status == FINISHED
    expected = standings(seeded((uid, 1500.0) for uid in people), rounds)
    assert [x.user_id for x in s.final()] == [e.id for e in expected]
    assert [Fraction(x.score) for x in s.final()] == [e.score for e in expected]
    for room in await tables_of(service, tid, 2):
        assert room.status == CLOSED


async def test_a_quarantined_table_gets_everyone_level_and_the_round_goes_on(service: RoomService) -> None:  # noqa: F811
    """Five people: a table of three and one of two with a computer. The second's row is
    corrupted: loading it quarantines it, its table gets everyone level; the first plays to its
    end and round 2 starts."""
    tid = await signed_up(service, [1, 2, 3, 4, 5])
    tours = service.tournaments
    assert await tours.set_option(tid, CREATOR, False, "seats", "34") == "option-ok"
    assert await tours.start(tid, CREATOR, admin=False) == "tn-started"
    rooms = await tables_of(service, tid, 1)
    assert sorted(len([s for s in r.seats if s.user_id is not None]) for r in rooms) == [2, 3]
    short = next(r for r in rooms if any(s.user_id is None for s in r.seats))
    full = next(r for r in rooms if r is not short)
    async with service.storage.transaction() as tx:
        await tx.run("UPDATE rooms SET state = ? WHERE id = ?", ("{not json", short.id))
    service.kernel.cache.invalidate(short.id)
    assert await service.get(short.id) is None  # cannot be loaded: quarantined
    await tours.idle()
    s = await state(service, tid)
    table = next(t for t in s.round_tables(1) if t.room_id == short.id)
    assert table.result == (table.seats,) and COMPUTER in table.seats  # everyone level
    assert s.tournament.round == 1 and s.tournament.status == RUNNING  # the other table plays on
    await play_out(service, full.id, random.Random(5))
    await tours.idle()
    s = await state(service, tid)
    assert s.tournament.round == 2 and len(s.round_tables(2)) == 2


async def test_a_table_whose_room_closed_without_a_result_is_settled_level(service: RoomService) -> None:  # noqa: F811
    """A table room quarantined before its result could be written (closed, no result): the next
    settle gives it everyone level."""
    tid = await signed_up(service, [1, 2, 3, 4, 5, 6])
    tours = service.tournaments
    assert await tours.set_option(tid, CREATOR, False, "seats", "34") == "option-ok"
    assert await tours.start(tid, CREATOR, admin=False) == "tn-started"
    a, b = await tables_of(service, tid, 1)
    assert a.capacity == b.capacity == 3
    async with service.storage.transaction() as tx:
        await tx.run("UPDATE rooms SET status = ? WHERE id = ?", (CLOSED, a.id))
    assert await tours.settle(tid) is None  # the other table still plays
    table = next(t for t in (await state(service, tid)).round_tables(1) if t.room_id == a.id)
    assert table.result == (table.seats,)
    await play_out(service, b.id, random.Random(6))
    await tours.idle()
    assert (await state(service, tid)).tournament.round == 2


async def test_a_table_of_four_ended_early_keeps_who_went_out_ahead(service: RoomService) -> None:  # noqa: F811
    """The tournament's creator ends a table's match once someone has gone out: those out keep
    their places ahead, in their order; of those still holding cards, the one who ended it (if
    among them) is last and the others level."""
    people = [1, 2, 3, 4, 5, 6, 7]
    tid = await signed_up(service, people)
    assert await service.tournaments.set_option(tid, CREATOR, False, "seats", "34") == "option-ok"
    assert await service.tournaments.start(tid, CREATOR, admin=False) == "tn-started"

    def gone(r: Room) -> list[int]:
        game = r.engine()
        return list(game.view(None)["out"]) if game is not None and r.game_running() else []

    for room in sorted(await tables_of(service, tid, 1), key=lambda r: -r.capacity):
        now = await play_out(service, room.id, random.Random(47), until=lambda r: bool(gone(r)))
        if now.status == PLAYING:  # (all but one out on one move ends it: a rare deal; the next table)
            break
    else:
        raise AssertionError("no table went on after its first went out")
    out = [now.seats[s].user_id for s in gone(now)]
    assert (await service.end_game(room.id, CREATOR)).key == "ended-ok"
    table = next(t for t in (await state(service, tid)).round_tables(1) if t.room_id == room.id)
    assert table.result is not None
    assert [s for g in table.result[: len(out)] for s in g] == out or sorted(
        s for g in table.result[:1] for s in g
    ) == sorted(out)  # in their order (two out on one move: level)
    holding = {s.user_id for s in now.seats} - set(out)
    if CREATOR in holding:
        assert table.result[-1] == (CREATOR,) and set(table.result[-2]) == holding - {CREATOR}
    else:
        assert set(table.result[-1]) == holding
