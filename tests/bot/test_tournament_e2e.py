"""A tournament in a group end to end against the fake Bot API (issue 47), on virtual time: four
people sign up on the sign-up message's buttons (its text redrawn with their names), the creator
starts a Swiss of 2 rounds of Durak 1-on-1, each round's tables are ordinary rooms of the group
played to their ends on the people's own buttons, the group gets each round's pairings, the
standings' picture after round 1 and at the end, and the final standings — also when the bot
restarts between the rounds — which equal ``bot/tournaments/standings.py`` recomputed from the
matches' own result rows (the ``results`` table), not from the tournament's tables."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest

from bot.chat.callbacks import Top, TopTournament, Tourney
from bot.render.tournaments import points
from bot.tournaments.records import Game, Round, seeded
from bot.tournaments.standings import meetings, standings
from tests.bot.test_stats import rows
from tests.support.bot_e2e import choose, make_settings, play_to_end, running_bot, tr, until, wait_room

GROUP = -100470
OTHER = -100471
PEOPLE = {4701: "Ann", 4702: "Bob", 4703: "Cid", 4704: "Dee"}
CREATOR = 4701


# one run without a restart: once (its rounds and standings are stored as in test_tournament_service.py's
# swiss, on both databases, and as in the restarted run here, on both)
@pytest.mark.parametrize(
    "restart",
    [
        pytest.param(False, id="one-run"),
        pytest.param(True, id="restart-between-rounds", marks=pytest.mark.both_databases),
    ],
)
async def test_a_four_person_swiss_of_durak_runs_to_its_standings(fake_tg, tmp_path, restart):
    """``restart``: the bot stops once round 2's tables are made and a new one on the same database
    plays round 2 and ends the tournament: nothing is lost."""
    fake = fake_tg
    settings = the_group(fake, tmp_path)
    rng = random.Random(47)
    async with running_bot(settings) as app:
        await open_private_chats(fake)
        fake.send_text(CREATOR, "/tournament")  # in private: only groups run them
        await fake.wait_message(CREATOR, tr("tn-group-only"))
        fake.send_text(CREATOR, "/tournament chess", chat_id=GROUP)  # no such game: how to ask
        await fake.wait_message(GROUP, tr("tn-usage", games="durak, bura, scopa", min=4, max=64))
        fake.send_text(CREATOR, "/tournament durak swiss 2", chat_id=GROUP)
        head = tr("tn-title", game=tr("game-durak"), format=tr("tn-format-swiss"))
        signup = await fake.wait_message(GROUP, head)
        assert tr("tn-nobody") in signup.text
        tid = tid_of(signup)
        for uid in PEOPLE:
            q = fake.press(uid, fake.message(GROUP, signup.message_id), Tourney(id=tid, act="j").pack())
            assert (await fake.wait_answer(q)).get("text") == tr("tn-joined")
        listed = tr("tn-people", n=4, max=64, names=", ".join(PEOPLE.values()))
        await fake.wait_for(lambda: listed in fake.message(GROUP, signup.message_id).text)
        # someone else may not start it; its creator may
        q = fake.press(4702, fake.message(GROUP, signup.message_id), Tourney(id=tid, act="s").pack())
        assert (await fake.wait_answer(q)).get("text") == tr("tn-err-not-creator")
        q = fake.press(CREATOR, fake.message(GROUP, signup.message_id), Tourney(id=tid, act="s").pack())
        assert (await fake.wait_answer(q)).get("text") == tr("tn-started")
        running = tr("tn-status-running", round=1, rounds=2)
        await fake.wait_for(lambda: running in fake.message(GROUP, signup.message_id).text)
        # while it runs, its buttons pause it, drop a player, end it (the creator's, or an administrator's)
        assert fake.message(GROUP, signup.message_id).button_texts() == [
            tr("tn-btn-pause"), tr("tn-btn-drop"), tr("tn-btn-end")
        ]
        await play_round(app, fake, tid, 1, rng)
        if not restart:
            await play_round(app, fake, tid, 2, rng)
            await check_the_end(app, fake, tid, signup.message_id)
        else:
            await until(lambda: _round_of(app, tid, 2), "round 2's tables", timeout=30)
    if restart:
        async with running_bot(settings) as app:
            await play_round(app, fake, tid, 2, rng)
            await check_the_end(app, fake, tid, signup.message_id)


async def play_round(app, fake, tid: str, round_no: int, rng: random.Random) -> None:
    await fake.wait_message(GROUP, tr("tn-round", round=round_no, rounds=2))
    state = await until(lambda: _round_of(app, tid, round_no), f"round {round_no}'s tables", timeout=30)
    for table in state.round_tables(round_no):
        assert table.room_id is not None and len(table.seats) == 2
        room = await play_to_end(app, fake, table.room_id, list(table.seats), rng, pick=choose)
        assert room.status in ("lobby", "closed") and room.chat_id == GROUP
        await wait_room(app, table.room_id, lambda r: r.status == "closed")  # no rematch: closed


async def check_the_end(app, fake, tid: str, signup_id: int) -> None:
    final = await fake.wait_message(GROUP, tr("tn-standings"), timeout=30)
    # an independent recount: the matches' own result rows, grouped by the rooms' rounds
    state = await app.rooms.tournaments.state(tid)
    assert state is not None and state.tournament.status == "finished"
    round_of = {t.room_id: t.round for t in state.tables}
    found = await rows(app, "SELECT room_id, user_id, outcome FROM results ORDER BY room_id, seat")
    games: dict[int, list[Game]] = {1: [], 2: []}
    by_room: dict[str, dict[str, list[int]]] = {}
    for room_id, uid, outcome in found:
        if room_id in round_of:
            by_room.setdefault(room_id, {}).setdefault(outcome, []).append(int(uid))
    for room_id, outcomes in by_room.items():
        order = tuple(tuple(outcomes[o]) for o in ("win", "draw", "loss") if o in outcomes)
        games[round_of[room_id]].append(Game(order))
    assert [len(g) for g in games.values()] == [2, 2]
    rounds = [Round(tuple(games[1])), Round(tuple(games[2]))]
    assert max(meetings(rounds).values()) == 1  # nobody met anyone twice
    expected = standings(seeded((uid, 1500.0) for uid in PEOPLE), rounds)
    lines = [f"{s.rank}. {PEOPLE[s.id]} — {points(str(s.score))}" for s in expected]
    assert "\n".join(lines) in final.text, final.text
    assert [Fraction(s.score) for s in state.final()] == [s.score for s in expected]
    assert tr("tn-winner", name=PEOPLE[expected[0].id]) in final.text
    for text in (tr("tn-round", round=1, rounds=2), tr("tn-round", round=2, rounds=2), tr("tn-standings")):
        assert sum(text in m.text for m in fake.chat_messages(GROUP)) == 1, text  # each said once
    # the standings as a picture after round 1 and at the end, each once, titled with the tournament
    photos = [p for p in fake.photos if p["chat_id"] == GROUP]
    assert len(photos) == 2 and all(p["bytes"].startswith(b"\x89PNG") for p in photos)
    assert all(
        p["caption"] == tr("tn-title", game=tr("game-durak"), format=tr("tn-format-swiss")) for p in photos
    )
    # the group's /top keeps the winner
    fake.send_text(CREATOR, "/top", chat_id=GROUP)
    champion = tr("top-tournament-line", name=PEOPLE[expected[0].id], n=4)
    top = await fake.wait_message(GROUP, champion)
    assert tr("top-tournaments") in top.text
    await check_the_standings_on_top(fake, tid, top, final.text)
    # the sign-up message says it is over, without buttons
    await fake.wait_for(lambda: tr("tn-status-finished") in fake.message(GROUP, signup_id).text)
    assert fake.message(GROUP, signup_id).buttons() == []


async def check_the_standings_on_top(fake, tid: str, top, final: str) -> None:
    """The /top board's button of the tournament shows its final standings in the board's place —
    the very words of the end's message — and «← Назад» brings the board back; a mangled id, and the
    tournament's id pressed in another group, are answered in words and show nothing."""
    board = top.text
    button = TopTournament(id=tid, game="durak", period="week").pack()
    assert button in [b.get("callback_data") for b in top.buttons()]
    await fake.wait_answer(fake.press(4703, fake.message(GROUP, top.message_id), button))
    await fake.wait_for(lambda: fake.message(GROUP, top.message_id).text == final)
    back = Top(game="durak", period="week").pack()
    assert [b.get("callback_data") for b in fake.message(GROUP, top.message_id).buttons()] == [back]
    # a mangled id on the group's own board: words, nothing shown
    mangled = TopTournament(id="ZZZZ0000", game="durak", period="week").pack()
    answer = await fake.wait_answer(fake.press(4703, fake.message(GROUP, top.message_id), mangled))
    assert answer.get("text") == tr("top-tournament-unknown")
    await fake.wait_answer(fake.press(4703, fake.message(GROUP, top.message_id), back))
    await fake.wait_for(lambda: fake.message(GROUP, top.message_id).text == board)
    # this group's tournament pressed on another group's board: words; that board stays as it was
    fake.add_group(OTHER, "Other club")
    fake.send_text(4704, "/top", chat_id=OTHER)
    other = await fake.wait_message(OTHER, tr("top-title", game=tr("game-durak"), period="week"))
    assert not any(b.get("callback_data", "").startswith("tt:") for b in other.buttons())
    answer = await fake.wait_answer(fake.press(4704, fake.message(OTHER, other.message_id), button))
    assert answer.get("text") == tr("top-tournament-unknown")
    assert fake.message(OTHER, other.message_id).text == other.text
    assert not any(final in m.text for m in fake.chat_messages(OTHER))


async def _round_of(app, tid: str, round_no: int):
    state = await app.rooms.tournaments.state(tid)
    if state is None or state.tournament.round != round_no or not state.round_tables(round_no):
        return None
    return state


@pytest.mark.both_databases
async def test_a_round_announcement_a_graceful_stop_cut_off_is_made_at_the_next_start(
    fake_tg, tmp_path, monkeypatch
):
    """The bot stops (gracefully) just after round 2 started: each person has their private ping,
    while the group's part of the announcement still waits its turns on the group's lane (the
    drain's bound, made short here, runs out first). The next start sends the group its pairings —
    and nobody a second ping."""
    monkeypatch.setattr("bot.app.DRAIN_SECONDS", 0.5)
    fake = fake_tg
    settings = the_group(fake, tmp_path)
    rng = random.Random(4729)
    round_2 = tr("tn-round", round=2, rounds=2)
    async with running_bot(settings) as app:
        await open_private_chats(fake)
        fake.send_text(CREATOR, "/tournament durak swiss 2", chat_id=GROUP)
        head = tr("tn-title", game=tr("game-durak"), format=tr("tn-format-swiss"))
        signup = await fake.wait_message(GROUP, head)
        tid = tid_of(signup)
        presses = [(uid, "j", "tn-joined") for uid in PEOPLE] + [(CREATOR, "s", "tn-started")]
        for uid, act, answer in presses:  # they join, the creator starts it
            q = fake.press(uid, fake.message(GROUP, signup.message_id), Tourney(id=tid, act=act).pack())
            assert (await fake.wait_answer(q)).get("text") == tr(answer)
        await play_round(app, fake, tid, 1, rng)
        state = await until(lambda: _round_of(app, tid, 2), "round 2's tables", timeout=30)
        pings = round_pings(state, 2)
        for uid, ping in pings.items():
            await fake.wait_message(uid, ping)
        assert not any(round_2 in m.text for m in fake.chat_messages(GROUP))  # still on the group's lane
    async with running_bot(settings) as app:
        await fake.wait_message(GROUP, round_2, timeout=30)
        state = await app.rooms.tournaments.state(tid)
        assert state is not None and state.tournament.round == 2
    assert sum(round_2 in m.text for m in fake.chat_messages(GROUP)) == 1
    for uid, ping in pings.items():  # pinged once, before the stop
        assert sum(ping in m.text for m in fake.chat_messages(uid)) == 1, uid
    # the standings after round 1, as a picture, once: before the stop or after it
    assert len([p for p in fake.photos if p["chat_id"] == GROUP]) == 1


def the_group(fake, tmp_path):  # type: ignore[no-untyped-def]
    """The group and its four people (Russian); the bot's settings."""
    fake.add_group(GROUP, "Durak evening")
    for uid, name in PEOPLE.items():
        fake.add_user(uid, name, language_code="ru")
    return make_settings(fake, tmp_path / "k.sqlite3")


async def open_private_chats(fake) -> None:  # type: ignore[no-untyped-def]
    """Each person opens the private chat: their hands and pings come there."""
    for uid in PEOPLE:
        fake.send_text(uid, "/start")
        await fake.wait_message(uid, tr("welcome").splitlines()[0])


def tid_of(signup) -> str:
    data = [b.get("callback_data", "") for b in signup.buttons()]
    return Tourney.unpack(next(d for d in data if d.startswith("tn:"))).id


def round_pings(state, round_no: int) -> dict[int, str]:
    """Each person's private ping of the round: «your table is ready», with whom."""
    title = tr("tn-title", game=tr("game-durak"), format=tr("tn-format-swiss"))
    out = {}
    for table in state.round_tables(round_no):
        for uid in table.seats:
            others = ", ".join(PEOPLE[o] for o in table.seats if o != uid)
            out[uid] = tr("tn-ping", title=title, round=round_no, rounds=2, names=others)
    return out
