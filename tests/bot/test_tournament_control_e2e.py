"""A tournament's controls end to end against the fake Bot API (issue 47), on virtual time, SQLite
or PostgreSQL (``KOZYR_TEST_POSTGRES``): ``/tournament durak swiss 2 HH:MM+3`` shows its start time
in the group's offset and, with three signed up when it comes, is called off with a message saying
so; the next tournament, timed with «⏰ +15 мин» (the offset carried over), starts by itself; the
creator pauses it (round 2 waits after round 1's tables end) and resumes it, drops the person with
the bye from the list of people, and someone at a table leaves the group (their table is played on
by a computer, they finish behind); neither is paired in round 2. Someone else's presses, a double
tap, forged buttons and a press on the finished tournament's message get their answers and change
nothing."""

from __future__ import annotations

import random
from typing import Any

from bot.chat.callbacks import Tourney, TourneyDrop
from bot.plumbing import clock
from bot.rooms.tournament_control import local_time
from bot.sandbox.fakeapi import FakeTelegram
from tests.support.bot_e2e import (
    choose,
    make_settings,
    play_to_end,
    running_bot,
    settle,
    tr,
    until,
    wait_room,
)

GROUP = -100471
PEOPLE = {4711: "Ann", 4712: "Bob", 4713: "Cid", 4714: "Dee", 4715: "Eve"}
ANN, BOB = 4711, 4712
LONG = 3600.0  # a bound on a wait of virtual time (scaled by the fake's patience)


def act(tid: str, what: str) -> str:
    return Tourney(id=tid, act=what).pack()  # type: ignore[arg-type]  # a str: any act, forged ones too


async def answer(fake: FakeTelegram, uid: int, mid: int, data: str) -> str:
    """``uid`` presses a button carrying ``data`` on message ``mid`` of the group: the answer's text."""
    message = fake.message(GROUP, mid)
    assert message is not None
    q = fake.press(uid, message, data)
    return str((await fake.wait_answer(q)).get("text"))


def left_the_group(fake: FakeTelegram, uid: int) -> None:
    """The service message Telegram sends a group's bots when ``uid`` leaves it."""
    fake._push(  # noqa: SLF001 — the fake has no helper for a member's leaving
        {
            "message": {
                "message_id": fake._new_message_id(GROUP),  # noqa: SLF001
                "from": {"id": uid, "is_bot": False, "first_name": PEOPLE[uid]},
                "chat": fake.chat(GROUP),
                "date": int(clock.now()),
                "left_chat_member": {"id": uid, "is_bot": False, "first_name": PEOPLE[uid]},
            }
        }
    )


async def test_start_time_pause_and_drop_end_to_end(fake_tg: FakeTelegram, tmp_path: Any) -> None:
    fake = fake_tg
    fake.add_group(GROUP, "Durak evening")
    for uid, name in PEOPLE.items():
        fake.add_user(uid, name, language_code="ru")
    settings = make_settings(fake, tmp_path / "k.sqlite3")
    rng = random.Random(471)
    async with running_bot(settings) as app:
        for uid in PEOPLE:
            fake.send_text(uid, "/start")
            await fake.wait_message(uid, tr("welcome").splitlines()[0])
        head = tr("tn-title", game=tr("game-durak"), format=tr("tn-format-swiss"))

        # ----- a start time typed with the command, in UTC+3; three people: called off --------------------
        hhmm, zone = local_time(clock.now() + 40 * 60, 180)
        fake.send_text(ANN, f"/tournament durak swiss 2 {hhmm}+3", chat_id=GROUP)
        first = await fake.wait_message(GROUP, head)
        first_id = first.message_id
        shown = tr("tn-starts-at", time=hhmm, zone="UTC+3", min=4)
        assert zone == "UTC+3" and shown in first.text, first.text
        tid = Tourney.unpack(first.buttons()[0]["callback_data"]).id
        state = await app.rooms.tournaments.state(tid)
        assert state is not None and state.tournament.starts_at is not None
        at = state.tournament.starts_at
        assert await answer(fake, BOB, first_id, act(tid, "q")) == tr("tn-err-not-creator")
        for uid in (ANN, BOB, 4713):
            assert await answer(fake, uid, first_id, act(tid, "j")) == tr("tn-joined")
        state = await app.rooms.tournaments.state(tid)
        assert state is not None and state.tournament.starts_at == at  # Bob's press changed nothing
        await fake.wait_message(GROUP, tr("tn-called-off", n=3, min=4), timeout=LONG)
        assert clock.now() >= at
        await fake.wait_for(lambda: tr("tn-status-cancelled") in fake.message(GROUP, first_id).text)
        assert fake.message(GROUP, first_id).buttons() == []

        # ----- the next one: «⏰ +15 мин» (the group's UTC+3 carried over), five people -------------------
        fake.send_text(ANN, "/tournament durak swiss 2", chat_id=GROUP)
        signup = await fake.wait_for(
            lambda: next((m for m in reversed(fake.chat_messages(GROUP)) if m.message_id > first_id
                          and head in m.text), None)
        )  # fmt: skip
        mid = signup.message_id
        tid = Tourney.unpack(signup.buttons()[0]["callback_data"]).id
        for uid in PEOPLE:
            assert await answer(fake, uid, mid, act(tid, "j")) == tr("tn-joined")
        said = await answer(fake, ANN, mid, act(tid, "q"))
        state = await app.rooms.tournaments.state(tid)
        assert state is not None and state.tournament.starts_at is not None
        hhmm, zone = local_time(state.tournament.starts_at, 180)
        assert zone == "UTC+3" and said in {
            tr("tn-time-set", time=hhmm, zone=zone, minutes=m) for m in (15, 16)
        }
        await fake.wait_for(
            lambda: tr("tn-starts-at", time=hhmm, zone="UTC+3", min=4) in fake.message(GROUP, mid).text
        )
        await fake.wait_message(
            GROUP, tr("tn-round", round=1, rounds=2), timeout=LONG
        )  # it started by itself
        state = await until(lambda: _round_of(app, tid, 1), "round 1's tables", timeout=30)
        tables = [t for t in state.round_tables(1) if not t.bye]
        (bye,) = [t.seats[0] for t in state.round_tables(1) if t.bye]
        assert len(tables) == 2

        # ----- pause: someone else's press, the creator's, a double tap -----------------------------------
        assert await answer(fake, BOB, mid, act(tid, "p")) == tr("tn-err-not-creator")
        assert await answer(fake, ANN, mid, act(tid, "p")) == tr("tn-paused")
        await fake.wait_for(lambda: tr("tn-status-paused") in fake.message(GROUP, mid).text)
        assert fake.message(GROUP, mid).button_texts() == [
            tr("tn-btn-resume"),
            tr("tn-btn-drop"),
            tr("tn-btn-end"),
        ]
        assert await answer(fake, ANN, mid, act(tid, "p")) == tr("tn-err-paused")

        # ----- drop the person with the bye from the list; forged and foreign presses ---------------------
        assert await answer(fake, BOB, mid, act(tid, "d")) == tr("tn-err-not-creator")
        assert await answer(fake, ANN, mid, act(tid, "d")) == tr("tn-drop-pick")
        listed = [tr("tn-btn-drop-person", name=n) for n in PEOPLE.values()] + [tr("btn-back")]
        await fake.wait_for(lambda: fake.message(GROUP, mid).button_texts() == listed)
        assert await answer(fake, BOB, mid, TourneyDrop(id=tid, user=bye).pack()) == tr("tn-err-not-creator")
        assert await answer(fake, ANN, mid, TourneyDrop(id=tid, user=999).pack()) == tr("tn-err-no-player")
        assert await answer(fake, ANN, mid, f"tn:{tid}:z") == tr("err-unknown-button")  # a forged act
        state = await app.rooms.tournaments.state(tid)
        assert state is not None and all(p.dropped is None for p in state.people)  # nothing changed
        said = await answer(fake, ANN, mid, TourneyDrop(id=tid, user=bye).pack())
        assert said == tr("tn-dropped", name=PEOPLE[bye])
        assert await answer(fake, ANN, mid, TourneyDrop(id=tid, user=bye).pack()) == tr("tn-err-dropped")
        await fake.wait_message(GROUP, tr("tn-dropped-note", name=PEOPLE[bye]))
        await fake.wait_for(lambda: tr("tn-out", names=PEOPLE[bye]) in fake.message(GROUP, mid).text)

        # ----- someone at a table leaves the group: the computer plays on, they finish behind -------------
        gone, stays = tables[0].seats
        left_the_group(fake, gone)
        await fake.wait_message(GROUP, tr("tn-left-group", name=PEOPLE[gone]))
        assert tables[0].room_id is not None and tables[1].room_id is not None
        await wait_room(app, tables[0].room_id, lambda r: r.seat_of(gone) is None)
        await play_to_end(app, fake, tables[0].room_id, [stays], rng, pick=choose)
        await play_to_end(app, fake, tables[1].room_id, list(tables[1].seats), rng, pick=choose)
        for table in tables:
            assert table.room_id is not None
            await wait_room(app, table.room_id, lambda r: r.status == "closed")
        await app.rooms.tournaments.idle()
        for _ in range(20):
            await settle(fake)
        state = await app.rooms.tournaments.state(tid)
        assert state is not None and state.tournament.round == 1  # paused: round 2 waits
        assert state.round_tables(1)[0].result is not None and state.round_tables(1)[0].result[-1] == (gone,)
        assert not any(tr("tn-round", round=2, rounds=2) in m.text for m in fake.chat_messages(GROUP))

        # ----- resume: round 2 without the two who are out ------------------------------------------------
        assert await answer(fake, BOB, mid, act(tid, "r")) == tr("tn-err-not-creator")
        assert await answer(fake, ANN, mid, act(tid, "r")) == tr("tn-resumed")
        await fake.wait_message(GROUP, tr("tn-round", round=2, rounds=2), timeout=30)
        state = await until(lambda: _round_of(app, tid, 2), "round 2's tables", timeout=30)
        seated = [uid for t in state.round_tables(2) for uid in t.seats]
        assert sorted(seated) == sorted(set(PEOPLE) - {bye, gone})
        for table in state.round_tables(2):
            if not table.bye:
                assert table.room_id is not None
                await play_to_end(app, fake, table.room_id, list(table.seats), rng, pick=choose)
        await fake.wait_message(GROUP, tr("tn-standings"), timeout=30)
        state = await app.rooms.tournaments.state(tid)
        assert state is not None and state.tournament.status == "finished"

        # ----- a press on the finished tournament's message ------------------------------------------------
        assert await answer(fake, ANN, mid, act(tid, "p")) == tr("tn-err-closed")
        assert await answer(fake, ANN, mid, TourneyDrop(id=tid, user=stays).pack()) == tr("tn-err-closed")
        assert await answer(fake, ANN, first_id, act(tid, "q")) == tr("tn-err-closed")
        assert fake.limited_calls() == []  # no 429


async def _round_of(app: Any, tid: str, round_no: int) -> Any:
    state = await app.rooms.tournaments.state(tid)
    if state is None or state.tournament.round != round_no or not state.round_tables(round_no):
        return None
    return state
