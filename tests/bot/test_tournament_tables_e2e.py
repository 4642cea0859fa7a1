"""A Swiss of Durak at tables of 3–4 end to end against the fake Bot API (issue 47), on virtual
time: the creator chooses «3–4 at a table» and the transfer mode on the sign-up message's buttons
(another person's press and a forged one change nothing), seven people sign up, each round seats a
table of four and one of three — ordinary rooms of the group, played to their ends on the people's
own buttons — and the final standings equal ``bot/tournaments/standings.py`` recomputed
independently: who sat at which table and who was the durak from the matches' ``results`` rows,
the order of going out from each table's deal replayed here with the engine."""

from __future__ import annotations

import asyncio
import random
from fractions import Fraction

from bot.chat.callbacks import Tourney, TourneyOption
from bot.render.tournaments import points
from bot.rooms.records import build_record
from bot.tournaments.records import Game, Round, seeded
from bot.tournaments.standings import standings
from engines.records import load_record, start_deal
from tests.bot.test_stats import rows
from tests.support.bot_e2e import choose, make_settings, play_to_end, running_bot, tr, until, wait_room

GROUP = -100471
PEOPLE = {4711: "Ann", 4712: "Bob", 4713: "Cid", 4714: "Dee", 4715: "Eve", 4716: "Fay", 4717: "Gus"}
CREATOR = 4711
ROUNDS = 2


async def test_a_seven_person_durak_swiss_at_tables_of_three_and_four(fake_tg, tmp_path):
    fake = fake_tg
    fake.add_group(GROUP, "Durak night")
    for uid, name in PEOPLE.items():
        fake.add_user(uid, name, language_code="ru")
    settings = make_settings(fake, tmp_path / "k.sqlite3")
    async with running_bot(settings) as app:
        for uid in PEOPLE:  # each has the private chat open: their hands come there
            fake.send_text(uid, "/start")
            await fake.wait_message(uid, tr("welcome").splitlines()[0])
        fake.send_text(CREATOR, f"/tournament durak swiss {ROUNDS}", chat_id=GROUP)
        signup = await fake.wait_message(
            GROUP, tr("tn-title", game=tr("game-durak"), format=tr("tn-format-swiss"))
        )
        assert tr("tn-seats", size="pairs") in signup.text  # pairs unless chosen otherwise
        data = [b.get("callback_data", "") for b in signup.buttons()]
        tid = Tourney.unpack(next(d for d in data if d.startswith("tn:"))).id
        tables = TourneyOption(id=tid, key="seats", value="34").pack()
        assert tables in data and TourneyOption(id=tid, key="mode", value="perevodnoy").pack() in data

        async def press(uid: int, payload: str) -> str:
            q = fake.press(uid, fake.message(GROUP, signup.message_id), payload)
            return str((await fake.wait_answer(q)).get("text"))

        assert await press(4712, tables) == tr("tn-err-not-creator")  # not theirs to choose
        assert await press(CREATOR, TourneyOption(id=tid, key="seats", value="9").pack()) == tr("err-forged")
        assert tr("tn-seats", size="pairs") in fake.message(GROUP, signup.message_id).text
        assert await press(CREATOR, tables) == tr("option-ok")
        assert await press(CREATOR, TourneyOption(id=tid, key="mode", value="perevodnoy").pack()) == tr(
            "option-ok"
        )
        await fake.wait_for(
            lambda: tr("tn-seats", size="tables") in fake.message(GROUP, signup.message_id).text
        )
        for uid in PEOPLE:
            assert await press(uid, Tourney(id=tid, act="j").pack()) == tr("tn-joined")
        assert await press(CREATOR, Tourney(id=tid, act="s").pack()) == tr("tn-started")
        for round_no in range(1, ROUNDS + 1):
            await fake.wait_message(GROUP, tr("tn-round", round=round_no, rounds=ROUNDS))
            state = await until(lambda r=round_no: _round_of(app, tid, r), f"round {round_no}", timeout=30)
            assert sorted(len(t.seats) for t in state.round_tables(round_no)) == [3, 4]
            # the tables play at the same time, as a group's tables do
            here = state.round_tables(round_no)
            await asyncio.gather(
                *(play_table(app, fake, t, random.Random(471 * round_no + t.table_no)) for t in here)
            )
        final = await fake.wait_message(GROUP, tr("tn-standings"), timeout=30)
        await recount(app, tid, final.text)
        for round_no in range(1, ROUNDS + 1):
            said = tr("tn-round", round=round_no, rounds=ROUNDS)
            assert sum(said in m.text for m in fake.chat_messages(GROUP)) == 1


async def play_table(app, fake, table, rng: random.Random) -> None:
    assert table.room_id is not None
    room = await play_to_end(app, fake, table.room_id, list(table.seats), rng, pick=choose)
    assert room.chat_id == GROUP and room.options["mode"] == "perevodnoy"
    await wait_room(app, table.room_id, lambda r: r.status == "closed")


async def recount(app, tid: str, final_text: str) -> None:
    """The standings from the matches' own records, not from the tournament's tables."""
    state = await app.rooms.tournaments.state(tid)
    assert state is not None and state.tournament.status == "finished"
    round_of = {t.room_id: t.round for t in state.tables}
    found = await rows(app, "SELECT room_id, seat, user_id, outcome FROM results ORDER BY room_id, seat")
    seats: dict[str, dict[int, tuple[int, str]]] = {}
    for room_id, seat, uid, outcome in found:
        if room_id in round_of:
            seats.setdefault(room_id, {})[int(seat)] = (int(uid), str(outcome))
    games: dict[int, list[Game]] = {}
    for room_id, at in seats.items():
        out_groups = await going_out(app, room_id)
        people = {s: uid for s, (uid, _) in at.items()}
        order = [tuple(people[s] for s in group) for group in out_groups]
        rest = tuple(uid for uid, outcome in at.values() if outcome == "loss")  # the durak
        assert len(rest) <= 1 and sum(map(len, order)) + len(rest) == len(at)
        games.setdefault(round_of[room_id], []).append(Game(tuple(order) + ((rest,) if rest else ())))
    assert sorted(len(g) for g in games.values()) == [2] * ROUNDS
    rounds = [Round(tuple(games[r])) for r in sorted(games)]
    expected = standings(seeded((uid, 1500.0) for uid in PEOPLE), rounds)
    lines = [f"{s.rank}. {PEOPLE[s.id]} — {points(str(s.score))}" for s in expected]
    assert "\n".join(lines) in final_text, final_text
    assert [x.user_id for x in state.final()] == [s.id for s in expected]
    assert [Fraction(x.score) for x in state.final()] == [s.score for s in expected]
    # and each table's stored result is the one recounted here
    assert sorted(g.order for gs in games.values() for g in gs) == sorted(
        t.result for t in state.tables if t.result
    )


async def going_out(app, room_id: str) -> list[list[int]]:
    """The seats of the table's deal in the order they went out, those who went out on one move
    together: the deal replayed here with the engine, move by move."""
    room = await app.rooms.get(room_id)
    async with app.rooms.storage.read() as tx:
        record = load_record(await build_record(tx, room, 1, 1))
    game = record.new_game()
    groups: list[list[int]] = []
    steps = [start_deal(game, record.deals[0], record)]
    steps += [game.apply(action) for action in record.deals[0].actions]
    for events in steps:
        out = [e["seat"] for e in events if e["type"] == "out"]
        if out:
            groups.append(out)
    return groups


async def _round_of(app, tid: str, round_no: int):
    state = await app.rooms.tournaments.state(tid)
    if state is None or state.tournament.round != round_no or not state.round_tables(round_no):
        return None
    return state
