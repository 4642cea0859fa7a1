"""Issue 47's acceptance, end to end against the fake Bot API on virtual time: a 16-person Swiss of
4 rounds of Durak 1-on-1 and an 8-person knockout of Bura, each run to its end by simulated people
pressing the bot's buttons — some slow (they answer after long virtual delays), one absent (never
presses: the table's absence rule hands the seat to the computer), one who leaves a table mid-match
— with the bot restarted between two rounds of the Swiss.

Checked: the final standings equal an independent recount from the matches' own ``results`` rows
(not the tournament's tables), with the documented rule that whoever walked away from a table (left
it, or was handed to the computer for their absence) finishes behind the others there; no pairing
repeated (4 rounds of 16 can always avoid one); no call over Telegram's limits (the ``fake_tg``
fixture fails a test on any 429, and the group's calls stay within 20 in any 60 s); each round
announced once, with each person pinged once where they can be reached, also across the restart."""

from __future__ import annotations

import asyncio
import random
from dataclasses import dataclass, field
from fractions import Fraction

from bot.chat.callbacks import Tourney
from bot.model import Room
from bot.rules import rules_of
from bot.tournaments.records import Entry, Game, Round, seeded
from bot.tournaments.standings import meetings, standings
from tests.bot.test_stats import rows
from tests.support.bot_e2e import (
    choose,
    choose_short,
    make_settings,
    play_the_draw,
    press_action,
    press_ready,
    running_bot,
    settle,
    tr,
    until,
)
from tests.support.pacing import max_in_window

GROUP, BRACKET_GROUP = -100471, -100472
NAMES = (
    "Ann", "Bob", "Cid", "Dee", "Eve", "Fay", "Gus", "Hal",
    "Ida", "Jon", "Kim", "Lea", "Max", "Ned", "Oda", "Pam",
)  # fmt: skip
SWISS = {4711 + n: name for n, name in enumerate(NAMES)}
BRACKET = {4811 + n: name for n, name in enumerate(NAMES[:8])}
SLOW = {4712, 4716, 4720}  # answer each move after SLOW_SECONDS of the test's (virtual) time
ABSENT = 4714  # never presses anything once the tournament runs
LEAVER, LEAVES_IN = 4718, 2  # leaves their round-2 table after a few moves
#: the absence rule's silence (ABSENT_AFTER_SECONDS, as written for the tests: 120 s of virtual time)
ABSENT_AFTER = 6.0
#: a slow person's thinking before each move (virtual seconds): long, but less than that silence
SLOW_SECONDS = 45.0
#: how long a look waits when the table waits only for someone who will not press
IDLE_SECONDS = 30.0
#: the bot's settings here: the absence rule above; long polls (on virtual time a poll that waits for
#: the next press costs nothing, while one that ends every second costs a request per idle second)
SETTINGS = dict(absent_after_seconds=ABSENT_AFTER, polling_timeout=25)


@dataclass
class Script:
    """What the simulated people did: the rooms each walked away from."""

    walked: dict[str, set[int]] = field(default_factory=dict)
    left: list[str] = field(default_factory=list)


async def sign_up(fake, group: int, people: dict[int, str], command: str) -> tuple[str, int]:
    """``command`` in ``group`` by the first person; everyone joins; the creator starts it."""
    creator = next(iter(people))
    fake.send_text(creator, command, chat_id=group)
    signup = await fake.wait_message(group, "🏆")
    data = [b.get("callback_data", "") for b in signup.buttons()]
    tid = Tourney.unpack(next(d for d in data if d.startswith("tn:"))).id
    for uid in people:
        q = fake.press(uid, fake.message(group, signup.message_id), Tourney(id=tid, act="j").pack())
        assert (await fake.wait_answer(q)).get("text") == tr("tn-joined")
    q = fake.press(creator, fake.message(group, signup.message_id), Tourney(id=tid, act="s").pack())
    assert (await fake.wait_answer(q)).get("text") == tr("tn-started")
    return tid, signup.message_id


async def round_state(app, tid: str, round_no: int):
    state = await app.rooms.tournaments.state(tid)
    if state is None or state.tournament.round != round_no or not state.round_tables(round_no):
        return None
    return state


async def drive(app, fake, room_id: str, seats: list[int], rng: random.Random, script: Script, round_no: int,
                pick=choose) -> Room:  # fmt: skip
    """Play a table to its end as its people would: the slow think long before each move, the
    absent never press, the leaver leaves after a few moves of round ``LEAVES_IN``."""
    thought: dict[int, int] = {}  # person -> the turn they have thought about already
    moves = 0
    for _ in range(5000):  # moves and looks
        room = await app.rooms.get(room_id)
        assert room is not None
        if room.status != "playing":
            return room
        game = room.engine()
        assert game is not None
        if rules_of(room.game).in_draw(game):  # Bura's first-move draw
            await play_the_draw(app, fake, room_id, timeout=600)
            continue
        here = [
            u for u in seats if u != ABSENT and (s := room.seat_of(u)) is not None and not room.auto(s.seat)
        ]
        if LEAVER in here and round_no == LEAVES_IN and moves >= 4 and room_id not in script.left:
            await app.rooms.leave(room_id, LEAVER)  # what «🚪 Выйти» does once confirmed
            script.left.append(room_id)
            script.walked.setdefault(room_id, set()).add(LEAVER)
            continue
        if room.between_deals():
            waiting = [u for u in here if not room.seat_of(u).ready]
            for uid in waiting:
                await press_ready(app, fake, room_id, uid, timeout=600)
            await (settle(fake) if waiting else asyncio.sleep(IDLE_SECONDS))
            continue
        to_act = set(game.to_act())
        movers = [u for u in here if room.seat_of(u).seat in to_act]
        if not movers:
            others = [s for s in room.seats if s.seat in to_act and not room.auto(s.seat)]
            # only the absent is waited for: nothing happens until the absence rule hands them over
            await (asyncio.sleep(IDLE_SECONDS) if others else settle(fake))
            continue
        uid = movers[rng.randrange(len(movers))]
        if uid in SLOW and thought.get(uid) != room.turn:
            thought[uid] = room.turn
            await asyncio.sleep(SLOW_SECONDS)
            continue
        seat = room.seat_of(uid)
        legal = [a for a in game.legal_actions(seat.seat) if a.type != "surrender"]
        if legal and await press_action(app, fake, room, uid, pick(legal, rng)):
            moves += 1
    raise AssertionError(f"room {room_id} did not end")


async def play_round(app, fake, tid: str, round_no: int, rng: random.Random, script: Script, pick=choose):
    state = await until(lambda: round_state(app, tid, round_no), f"round {round_no}'s tables", timeout=60)
    tables = [t for t in state.round_tables(round_no) if not t.bye]
    await asyncio.gather(*(
        drive(app, fake, t.room_id, list(t.seats), random.Random(rng.random()), script, round_no, pick)
        for t in tables
    ))  # fmt: skip
    # the round ends once every table has its result: the next one starts, or the tournament ends
    await until(lambda: _past(app, tid, round_no), f"the end of round {round_no}", timeout=600)


async def _past(app, tid: str, round_no: int) -> bool:
    state = await app.rooms.tournaments.state(tid)
    assert state is not None
    return state.tournament.round > round_no or state.tournament.status == "finished"


async def recount(app, tid: str, script: Script) -> tuple[dict[int, list[Game]], dict[str, int]]:
    """The rounds' games from the matches' own result rows, grouped by the rooms' rounds: the
    winners, those who drew, the losers — and whoever walked away behind them all."""
    state = await app.rooms.tournaments.state(tid)
    assert state is not None
    round_of = {t.room_id: t.round for t in state.tables if t.room_id is not None}
    found = await rows(app, "SELECT room_id, user_id, outcome FROM results ORDER BY room_id, seat")
    by_room: dict[str, dict[str, list[int]]] = {}
    for room_id, uid, outcome in found:
        if room_id in round_of:
            by_room.setdefault(room_id, {}).setdefault(outcome, []).append(int(uid))
    games: dict[int, list[Game]] = {}
    for room_id, outcomes in by_room.items():
        gone = script.walked.get(room_id, set())
        order = [[u for u in outcomes.get(o, []) if u not in gone] for o in ("win", "draw", "loss")]
        order = [g for g in order if g] + ([sorted(gone)] if gone else [])
        games.setdefault(round_of[room_id], []).append(Game(tuple(tuple(g) for g in order)))
    return games, round_of


async def absent_rooms(app, tid: str) -> set[str]:
    """The rooms ``ABSENT`` sat in: the absence rule handed them to the computer at each (the
    tables' stored results are checked against a recount that says so)."""
    state = await app.rooms.tournaments.state(tid)
    assert state is not None
    return {t.room_id for t in state.tables if t.room_id is not None and ABSENT in t.seats}


async def test_a_sixteen_person_swiss_of_durak_with_slow_absent_and_leaving_people(fake_tg, tmp_path):
    fake = fake_tg
    fake.add_group(GROUP, "Durak evening")
    for uid, name in SWISS.items():
        fake.add_user(uid, name, language_code="ru")
    settings = make_settings(fake, tmp_path / "k.sqlite3", **SETTINGS)
    rng = random.Random(4747)
    script = Script()
    async with running_bot(settings) as app:
        for uid in SWISS:
            fake.send_text(uid, "/start")
        for uid in SWISS:
            await fake.wait_message(uid, tr("welcome").splitlines()[0])
        tid, signup_id = await sign_up(fake, GROUP, SWISS, "/tournament durak swiss 4")
        for round_no in (1, 2):
            await play_round(app, fake, tid, round_no, rng, script)
        await until(lambda: round_state(app, tid, 3), "round 3's tables", timeout=60)
    # a restart between the rounds: round 3's tables were made by the stopped bot
    async with running_bot(settings) as app:
        for round_no in (3, 4):
            await play_round(app, fake, tid, round_no, rng, script)
        final = await fake.wait_message(GROUP, tr("tn-standings"), timeout=120)
        state = await app.rooms.tournaments.state(tid)
        assert state is not None and state.tournament.status == "finished"
        for room_id in await absent_rooms(app, tid):
            script.walked.setdefault(room_id, set()).add(ABSENT)
        games, _ = await recount(app, tid, script)
    assert sorted(games) == [1, 2, 3, 4] and all(len(g) == 8 for g in games.values())
    assert len(script.left) == 1  # the leaver left one table
    rounds = [Round(tuple(games[r])) for r in (1, 2, 3, 4)]
    assert max(meetings(rounds).values()) == 1  # nobody met anyone twice
    expected = standings(seeded((uid, 1500.0) for uid in SWISS), rounds)
    # the tournament's own tables say the same as the recount
    stored = {r: sorted(tuple(map(tuple, t.result or ())) for t in state.round_tables(r)) for r in games}
    assert {r: sorted(g.order for g in games[r]) for r in games} == stored
    assert [p.rating for p in state.people] == [1500.0] * 16  # seeded as the recount seeds them
    assert [(s.user_id, Fraction(s.score)) for s in state.final()] == [(s.id, s.score) for s in expected]
    assert [Fraction(s.buchholz) for s in state.final()] == [s.buchholz for s in expected]
    assert tr("tn-winner", name=SWISS[expected[0].id]) in final.text
    # the absent person lost every table: last, level at most with a leaver who faced them
    assert all(ABSENT in g.order[-1] for r in rounds for g in r.games if ABSENT in g.seats), rounds
    for r in (1, 2, 3, 4):  # each round announced once, across the restart too
        text = tr("tn-round", round=r, rounds=4)
        assert sum(text in m.text for m in fake.chat_messages(GROUP)) == 1, text
    assert sum(tr("tn-standings") in m.text for m in fake.chat_messages(GROUP)) == 1
    # each person pinged once a round, privately (they all opened the bot): their table's people
    title = tr("tn-title", game=tr("game-durak"), format=tr("tn-format-swiss"))
    for table in (t for t in state.tables if not t.bye):
        for uid in table.seats:
            others = ", ".join(SWISS[o] for o in table.seats if o != uid)
            ping = tr("tn-ping", title=title, round=table.round, rounds=4, names=others)
            assert sum(ping in m.text for m in fake.chat_messages(uid)) == 1, (uid, table.round)
    group_calls = [c.at for c in fake.calls if c.chat_id == GROUP and c.counted]
    assert max_in_window(group_calls, 60.0) <= 20
    assert not fake.limited_calls()


async def test_an_eight_person_knockout_of_bura_runs_to_its_champion(fake_tg, tmp_path):
    fake = fake_tg
    fake.add_group(BRACKET_GROUP, "Bura night")
    for uid, name in BRACKET.items():
        fake.add_user(uid, name, language_code="ru")
    settings = make_settings(fake, tmp_path / "k.sqlite3", **SETTINGS)
    rng = random.Random(4848)
    script = Script()
    async with running_bot(settings) as app:
        for uid in BRACKET:
            fake.send_text(uid, "/start")
        for uid in BRACKET:
            await fake.wait_message(uid, tr("welcome").splitlines()[0])
        tid, _ = await sign_up(fake, BRACKET_GROUP, BRACKET, "/tournament bura knockout")
        for round_no in (1, 2, 3):
            await play_round(app, fake, tid, round_no, rng, script, pick=choose_short)
        final = await fake.wait_message(BRACKET_GROUP, tr("tn-standings"), timeout=120)
        state = await app.rooms.tournaments.state(tid)
        assert state is not None and state.tournament.status == "finished"
        games, _ = await recount(app, tid, script)
    assert [len(games[r]) for r in (1, 2, 3)] == [4, 2, 1]
    players = seeded((uid, 1500.0) for uid in BRACKET)
    # who went through: each round's winners are exactly the next round's people
    for r in (1, 2):
        winners = {g.order[0][0] for g in games[r]}
        assert {p for g in games[r + 1] for p in g.seats} == winners
    champion = games[3][0].order[0][0]
    rounds = [Round(tuple(games[r])) for r in (1, 2, 3)]
    assert max(meetings(rounds).values()) == 1
    reached = {p.id: max(r for r in (1, 2, 3) if any(p.id in g.seats for g in games[r])) for p in players}
    place = {s.id: n for n, s in enumerate(standings(players, rounds))}
    expected = sorted(reached, key=lambda u: (u != champion, -reached[u], place[u]))
    assert [s.user_id for s in state.final()] == expected
    assert tr("tn-winner", name=BRACKET[champion]) in final.text
    assert isinstance(players[0], Entry)
    group_calls = [c.at for c in fake.calls if c.chat_id == BRACKET_GROUP and c.counted]
    assert max_in_window(group_calls, 60.0) <= 20
    assert not fake.limited_calls()
