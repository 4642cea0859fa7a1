"""RoomService (``bot/rooms/service.py``) without HTTP: a real SqliteStorage in a temp dir, the service, and
a RecordingNotifier. Every public transition either changes the stored room and tells the notifier
once, or is refused with a locale key and changes nothing; deadlines fire at most once and only for
the turn they were set for. The scheduler is not started: the tests fire deadlines by hand."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

from bot.config import Settings
from bot.model import CLOSED, LOBBY, PLAYING, Room, sorted_legal
from bot.rooms.service import RoomService
from bot.rules import rules_of
from bot.storage import SqliteStorage
from tests.bot.doubles import RecordingNotifier
from tests.support.bot_e2e import count_opens


@asynccontextmanager
async def service_on(
    tmp_path: Path, **settings: Any
) -> AsyncIterator[tuple[RoomService, SqliteStorage, RecordingNotifier]]:
    storage = SqliteStorage(tmp_path / "s.sqlite3")
    await storage.open()
    notifier = RecordingNotifier()
    # computers wait 30 s before a move unless a test says otherwise, so a computer never moves during
    # a test (close() stops them)
    settings = {"computer_delay": 30.0, **settings}
    service = RoomService(storage, Settings.of(bot_token="1:x", **settings), notifier)
    try:
        yield service, storage, notifier
    finally:
        await service.close()
        await storage.close()


async def stored(storage: SqliteStorage, room_id: str) -> tuple[Any, ...]:
    """Everything a refused request must leave as it was: the room row's fields, seats, pauses, the
    action and event logs and the deadline rows."""
    async with storage.read() as tx:
        room = await tx.rooms.load(room_id)
        assert room is not None
        actions = await tx.all("SELECT * FROM actions WHERE room_id = ? ORDER BY turn", (room_id,))
        events = await tx.log.events(room_id)
        deadlines = await tx.deadlines.of_room(room_id)
    fields = (room.status, room.turn, room.match_no, room.state, room.options, room.capacity, room.pending,
              room.outcome, room.updated_at)
    return (fields, [(s.seat, s.user_id, s.ready, s.contribution) for s in room.seats], room.pauses,
            [tuple(a) for a in actions], events, dict(deadlines))


async def two_humans(service: RoomService, game: str, capacity: str | None = "2") -> Room:
    """A private room of user 1 that user 2 joined, both ready: the match runs."""
    room = await service.create_room(game, 1, None, "ru")
    if capacity is not None and room.capacity != int(capacity):
        assert (await service.set_option(room.id, 1, "seats", capacity)).key == "option-ok"
    assert (await service.join(room.id, 2)).key == "join-ok"
    assert (await service.ready(room.id, 1, "c1")).key == "ready-ok"
    assert (await service.ready(room.id, 2, "c2")).key == "ready-ok"
    started = await service.get(room.id)
    assert started is not None and started.game_running()
    game = started.engine()
    while game is not None and rules_of(game.name).in_draw(game):  # Bura's first-move draw
        seat = game.to_act()[0]
        legal = sorted_legal(game, seat)
        pick = next((i for i, a in enumerate(legal) if a.position == seat), 0)
        user = started.seats[seat].user_id
        assert user is not None
        assert (await service.act(room.id, user, started.turn, seat, pick)).room is not None
        started = await service.get(room.id)
        assert started is not None
        game = started.engine()
    return started


def changes(notifier: RecordingNotifier) -> int:
    return len(notifier.of("room_changed"))


async def test_create_join_ready_and_start_durak_with_a_computer(tmp_path: Path) -> None:
    async with service_on(tmp_path) as (service, storage, notifier):
        room = await service.create_room("durak", 1, None, "ru")
        assert room.status == LOBBY and [s.user_id for s in room.seats] == [1]
        assert notifier.of("room_changed") == [(room.id, 0, LOBBY)]
        steps = [
            (service.set_option(room.id, 1, "seats", "2"), "option-ok"),
            (service.add_computer(room.id, 1), "computer-added"),
            (service.ready(room.id, 1, "press-1"), "ready-ok"),
        ]
        for n, (call, key) in enumerate(steps, start=2):
            reply = await call
            assert reply.key == key and reply.room is not None
            assert changes(notifier) == n  # one notification per change
        room = await service.get(room.id)
        assert room is not None and room.status == PLAYING and room.match_no == 1 and room.game_running()
        assert [s.computer for s in room.seats] == [False, True]
        assert notifier.of("room_changed")[-1] == (room.id, room.turn, PLAYING)
        info = await service.deal_info(room.id, 1, 1)
        assert info is not None and info.contributions == ["1:press-1"] and info.label == "durak:1"
        # a refused request tells nobody
        before = await stored(storage, room.id)
        reply = await service.join(room.id, 2)
        assert (reply.key, reply.room) == ("err-room-playing", None)
        assert changes(notifier) == 4 and await stored(storage, room.id) == before


async def test_stale_turns_foreign_seats_and_forged_indexes_change_nothing(tmp_path: Path) -> None:
    async with service_on(tmp_path) as (service, storage, notifier):
        room = await two_humans(service, "durak")
        game = room.engine()
        assert game is not None
        mover_seat = game.to_act()[0]
        mover = room.seats[mover_seat].user_id
        other = room.seats[1 - mover_seat].user_id
        assert mover is not None and other is not None
        legal = sorted_legal(game, mover_seat)
        before, told = await stored(storage, room.id), changes(notifier)
        refusals = [
            (mover, room.turn - 1, mover_seat, 0, "err-stale"),            # a stale turn
            (mover, room.turn + 1, mover_seat, 0, "err-stale"),            # a turn from the future
            (mover, room.turn, mover_seat, len(legal), "err-stale"),       # a forged index
            (mover, room.turn, 1 - mover_seat, 0, "err-not-your-button"),  # someone else's seat
            (other, room.turn, mover_seat, 0, "err-not-your-button"),      # another player's button
            (99, room.turn, mover_seat, 0, "err-not-your-button"),         # not at the table
        ]
        for user, turn, seat, index, key in refusals:
            reply = await service.act(room.id, user, turn, seat, index)
            assert (reply.key, reply.room) == (key, None), (user, turn, seat, index)
            assert await stored(storage, room.id) == before
        assert changes(notifier) == told
        reply = await service.act("NoSuchRoom", mover, room.turn, mover_seat, 0)
        assert reply.key == "err-unknown-room"
        # the same press, valid: applied once
        reply = await service.act(room.id, mover, room.turn, mover_seat, 0)
        assert reply.key is None and reply.room is not None and reply.room.turn == room.turn + 1
        assert changes(notifier) == told + 1
        again = await service.act(room.id, mover, room.turn, mover_seat, 0)
        assert (again.key, again.room) == ("err-stale", None)


async def test_a_surely_stale_press_is_refused_without_the_database(tmp_path: Path) -> None:
    """A room's turn only grows: a press of one's own seat on a turn older than a state this worker
    saved is refused from memory (a flood of taps on a lagging message costs no transaction), with
    that state to redraw; what memory cannot settle still goes to the database."""
    async with service_on(tmp_path) as (service, storage, notifier):
        room = await two_humans(service, "durak")
        game = room.engine()
        assert game is not None
        seat = game.to_act()[0]
        mover = room.seats[seat].user_id
        assert mover is not None
        moved = await service.act(room.id, mover, room.turn, seat, 0)
        assert moved.room is not None and moved.room.turn == room.turn + 1
        opened = count_opens(storage)
        before = await stored(storage, room.id)
        opened.clear()
        for _ in range(5):  # the old message, tapped again and again
            reply = await service.act(room.id, mover, room.turn, seat, 0)
            assert (reply.key, reply.redraw, reply.room) == ("err-stale", True, None)
            assert reply.seen is not None and reply.seen.turn == moved.room.turn
        assert opened == []
        # not settled by memory: another person's seat (the database says whose button it is), and
        # the current turn or one ahead of what this worker knows (another worker may be there)
        other = room.seats[1 - seat].user_id
        assert (await service.act(room.id, other, room.turn, seat, 0)).key == "err-not-your-button"
        assert opened == ["transaction"]
        ahead = await service.act(room.id, mover, moved.room.turn + 1, seat, 0)
        assert (ahead.key, ahead.seen) == ("err-stale", None) and opened == ["transaction"] * 2
        assert await stored(storage, room.id) == before


async def test_ready_twice_and_options_only_from_the_creator(tmp_path: Path) -> None:
    async with service_on(tmp_path) as (service, storage, notifier):
        room = await service.create_room("durak", 1, None, "ru")
        assert (await service.set_option(room.id, 1, "seats", "2")).key == "option-ok"
        assert (await service.join(room.id, 2)).key == "join-ok"
        assert (await service.ready(room.id, 2, "c2")).key == "ready-ok"
        before, told = await stored(storage, room.id), changes(notifier)
        refusals = [
            (service.ready(room.id, 2, "again"), "ready-already"),
            (service.join(room.id, 2), "join-already"),
            (service.set_option(room.id, 2, "mode", "perevodnoy"), "err-creator-only"),
            (service.set_option(room.id, 1, "no-such-option", "1"), "err-forged"),
            (service.set_option(room.id, 1, "mode", "no-such-mode"), "err-forged"),
            (service.set_option(room.id, 1, "seats", "1"), "err-forged"),
            (service.set_option(room.id, 1, "seats", "x"), "err-forged"),
            (service.remove_computer(room.id, 1), "err-no-computer"),
            (service.add_computer(room.id, 1), "err-room-full"),
            (service.add_computer(room.id, 1, drawn=5), "lobby-stale"),
            (service.end_game(room.id, 1), "err-no-game"),
            (service.leave(room.id, 3), "err-not-in-room"),
        ]
        for call, key in refusals:
            reply = await call
            assert (reply.key, reply.room) == (key, None), key
            assert await stored(storage, room.id) == before, key
        assert changes(notifier) == told
        # the creator's change of the rules takes back every Ready
        assert (await service.set_option(room.id, 1, "mode", "perevodnoy")).key == "option-ok-cleared"
        room = await service.get(room.id)
        assert room is not None and room.options["mode"] == "perevodnoy"
        assert not any(s.ready for s in room.seats)


async def test_leaving_mid_game_hands_the_seat_to_a_computer(tmp_path: Path) -> None:
    # issue 16: the game goes on; only the last person leaving ends it
    async with service_on(tmp_path) as (service, storage, notifier):
        room = await two_humans(service, "durak")
        reply = await service.leave(room.id, 2)
        assert reply.key == "left-ok"
        room = await service.get(room.id)
        assert room is not None and room.status == PLAYING and room.game_running()
        assert room.outcome is None
        assert [s.user_id for s in room.seats] == [1, None] and room.auto(1)
        assert room.seat_users() == [1, 2]  # the table still says whose seat the computer took
        assert notifier.of("left") == [(room.id, 2)]
        # the last person leaving interrupts the match and closes the room
        assert (await service.leave(room.id, 1)).key == "left-ok"
        room = await service.get(room.id)
        assert room is not None and room.status == CLOSED
        assert room.outcome == {"type": "left", "user": 1, "seat": 0}
        info = await service.deal_info(room.id, 1, 1)
        assert info is not None and info.ended_at is not None  # the interrupted deal is on record
        # leaving a people-only match lost it: rated at once, 2 against 1; the rest rated nobody
        async with storage.read() as tx:
            moved = await tx.ratings.of([1, 2], "durak")
        assert moved[2].losses == 1 and moved[1].wins == 1 and moved[2].rating < 1500 < moved[1].rating



async def test_surrender_in_scopa_is_a_room_event_not_an_engine_action(tmp_path: Path) -> None:
    async with service_on(tmp_path) as (service, storage, notifier):
        room = await two_humans(service, "scopa", capacity=None)
        assert room.capacity == 2
        stale = await service.surrender(room.id, 2, room.turn - 1)
        assert (stale.key, stale.room) == ("err-stale", None)
        reply = await service.surrender(room.id, 2, room.turn)
        assert reply.key == "surrender-ok"
        room = await service.get(room.id)
        assert room is not None and room.status == LOBBY
        assert room.outcome == {"type": "surrender", "user": 2, "seat": 1, "winner": 0}
        async with storage.read() as tx:
            events = await tx.log.events(room.id)
            actions = await tx.all("SELECT action FROM actions WHERE room_id = ?", (room.id,))
        assert events == [{"type": "surrender", "seat": 1}]
        assert not any("surrender" in row[0] for row in actions)


async def expiry_row(storage: SqliteStorage, room_id: str) -> Any:
    async with storage.read() as tx:
        return (await tx.deadlines.of_room(room_id))["expiry"]


async def test_expiry_closes_the_room_once_and_only_for_its_turn(tmp_path: Path) -> None:
    async with service_on(tmp_path) as (service, storage, notifier):
        room = await service.create_room("bura", 1, None, "ru")
        old_turn = room.turn
        assert (await service.join(room.id, 2)).key == "join-ok"
        before, told = await stored(storage, room.id), changes(notifier)
        current = (await service.get(room.id)).turn  # type: ignore[union-attr]
        # the expiry trails the room: the join kept the row armed for the creation (no write) ...
        assert (await expiry_row(storage, room.id)).turn == old_turn != current
        await service.expire(room.id, old_turn)  # ... and due for the room's last change: nothing
        assert await stored(storage, room.id) == before and changes(notifier) == told
        # fired for the turn the room has left, it is only moved on to the room's newest change
        await service.fire(room.id, "expiry", old_turn)
        moved = await stored(storage, room.id)
        assert moved[:-1] == before[:-1] and changes(notifier) == told and list(service.fired) == []
        row = await expiry_row(storage, room.id)
        assert row.turn == current and row.fired_at is None
        assert abs(row.due_at - (before[0][-1] + service.settings.room_ttl_seconds)) < 1e-3
        await service.fire(room.id, "expiry", old_turn)  # again (another worker, a sweep): nothing
        assert await stored(storage, room.id) == moved
        await service.fire(room.id, "expiry", current)
        room = await service.get(room.id)
        assert room is not None and room.status == CLOSED and room.outcome == {"type": "expired"}
        assert room.pending is None and room.state is None and room.turn == current + 1
        assert changes(notifier) == told + 1
        assert [(f[0], f[1], f[2]) for f in service.fired] == [(room.id, "expiry", current)]
        closed = await stored(storage, room.id)
        for turn in (current, current + 1):  # the same deadline again, or the closed room's turn
            await service.expire(room.id, turn)
        assert await stored(storage, room.id) == closed and changes(notifier) == told + 1
        assert len(service.fired) == 1


async def test_a_room_that_moves_keeps_its_expiry_row_until_it_fires(tmp_path: Path) -> None:
    """The expiry trails the room's last change; moves do not rewrite its row (on PostgreSQL each
    rewrite was a dead row version and a statement per action). It fires at its armed time, is moved
    on to the newest change, and expires the room only once the room has stood still that long."""
    async with service_on(tmp_path, room_ttl_seconds=30.0) as (service, storage, notifier):
        room = await two_humans(service, "durak")
        armed = await expiry_row(storage, room.id)
        for _ in range(6):  # the players move: the room's turn goes on, the row stays as armed
            room = await service.get(room.id)  # type: ignore[assignment]
            game = room.engine()
            assert game is not None and game.to_act()
            seat = game.to_act()[0]
            user = room.seats[seat].user_id
            assert user is not None
            assert (await service.act(room.id, user, room.turn, seat, 0)).room is not None
        moved = await service.get(room.id)
        assert moved is not None and moved.turn > armed.turn + 5
        assert await expiry_row(storage, room.id) == armed
        scheduled = service.scheduler.armed(room.id, "expiry")  # what this worker will fire
        assert scheduled is not None and scheduled[0] == armed.turn
        assert abs(scheduled[1] - armed.due_at) < 1e-3
        await service.fire(room.id, "expiry", armed.turn)  # due, but the room moved since
        row = await expiry_row(storage, room.id)
        assert (row.turn, row.fired_at) == (moved.turn, None)
        assert abs(row.due_at - (moved.updated_at + 30.0)) < 1e-3
        scheduled = service.scheduler.armed(room.id, "expiry")
        assert scheduled is not None and scheduled[0] == moved.turn
        assert abs(scheduled[1] - row.due_at) < 1e-3
        assert (await service.get(room.id)).status == PLAYING and list(service.fired) == []  # type: ignore[union-attr]
        await service.fire(room.id, "expiry", moved.turn)  # stood still since: it expires
        assert (await service.get(room.id)).status == CLOSED  # type: ignore[union-attr]
        assert [(f[1], f[2]) for f in service.fired] == [("expiry", moved.turn)]


async def test_a_bura_window_clock_fires_once_for_its_turn(tmp_path: Path) -> None:
    async with service_on(tmp_path) as (service, storage, notifier):
        room = await two_humans(service, "bura", capacity=None)
        game = room.engine()
        assert game is not None and game.pending_clock() == {"action": "window_close", "seconds": 5}
        assert (await service.apply_clock(room.id, room.turn - 1)).room is None  # an older turn
        # a lead inside the window moves the turn on; the window keeps its deadline row (moved to the
        # new turn), so the clock for the old turn does nothing
        attacker = game.view(None)["attacker"]
        legal = sorted_legal(game, attacker)
        lead = next(i for i, a in enumerate(legal) if a.type == "lead")
        user = room.seats[attacker].user_id
        assert user is not None
        assert (await service.act(room.id, user, room.turn, attacker, lead)).room is not None
        led = await service.get(room.id)
        assert led is not None and led.turn == room.turn + 1 and led.engine().view(None)["window"]
        before, told = await stored(storage, led.id), changes(notifier)
        assert (await service.apply_clock(led.id, room.turn)).room is None
        assert await stored(storage, led.id) == before and changes(notifier) == told
        assert list(service.fired) == []
        # the clock for the current turn closes the window: one engine clock action, logged once
        reply = await service.apply_clock(led.id, led.turn)
        assert reply.room is not None and not reply.room.engine().view(None)["window"]
        assert [(f[1], f[2]) for f in service.fired] == [("clock", led.turn)]
        assert changes(notifier) == told + 1
        async with storage.read() as tx:
            logged = await tx.all(
                "SELECT action FROM actions WHERE room_id = ? AND by_user IS NULL", (led.id,)
            )
        assert sum("window_close" in row[0] for row in logged) == 1
        after = await stored(storage, led.id)
        assert (await service.apply_clock(led.id, led.turn)).room is None  # fired already
        assert await stored(storage, led.id) == after and len(service.fired) == 1


async def test_a_fired_deadline_is_logged_once_after_its_commit(tmp_path: Path, caplog) -> None:
    """Workers sharing a database are checked by their logs (benchmarks/bot_load.py --chaos): one
    line per deadline that fired, none for a deadline of a turn that moved on."""
    import logging

    async with service_on(tmp_path) as (service, storage, notifier):
        room = await service.create_room("bura", 1, None, "ru")
        current = room.turn
        with caplog.at_level(logging.INFO, logger="bot.rooms.firing"):
            await service.fire(room.id, "expiry", current - 1)
            await service.fire(room.id, "expiry", current)
            await service.fire(room.id, "expiry", current)
        lines = [r.getMessage() for r in caplog.records if "deadline fired" in r.getMessage()]
        assert lines == [f"deadline fired room={room.id} kind=expiry turn={current}"]


async def test_a_sweep_that_finds_the_room_busy_leaves_the_deadline_for_the_next(
    tmp_path: Path, caplog, monkeypatch
) -> None:
    """Several workers: the sweep fires a deadline another worker's transaction holds the room of
    (PostgreSQL's lock timeout). That is no fault: one warning, no traceback, the deadline still
    pending for the next sweep, and the sweep goes on to the next overdue deadline."""
    import logging

    from bot.storage.db import StorageBusy
    from bot.storage.deadlines import DeadlineRepo

    async with service_on(tmp_path) as (service, storage, notifier):
        busy = await service.create_room("bura", 1, None, "ru")
        other = await service.create_room("bura", 2, None, "ru")
        due = [(busy.id, "expiry", busy.turn), (other.id, "expiry", other.turn)]

        async def overdue(self: DeadlineRepo, before: float, limit: int = 100) -> list[tuple[str, str, int]]:
            return due

        fired: list[str] = []

        async def fire(room_id: str, kind: str, turn: int) -> None:
            fired.append(room_id)
            if room_id == busy.id:
                raise StorageBusy("LockNotAvailableError: canceling statement due to lock timeout")

        monkeypatch.setattr(DeadlineRepo, "overdue", overdue)
        monkeypatch.setattr(service.firing, "fire", fire)
        before = await stored(storage, busy.id)
        with caplog.at_level(logging.INFO, logger="bot.rooms.firing"):
            await service.firing.sweep()
        assert fired == [busy.id, other.id]
        assert "the database was busy" in caplog.text and "Traceback" not in caplog.text
        assert not any(r.exc_info for r in caplog.records)
        assert await stored(storage, busy.id) == before  # its expiry still pending, as it was


async def test_a_computer_whose_move_finds_the_database_busy_plays_it_after_all(
    tmp_path: Path, caplog, monkeypatch
) -> None:
    """The computer's move cannot be saved (another worker holds the room past the lock timeout):
    a warning, no traceback, and the computer looks at the room again and plays — the game does
    not stand still until a restart."""
    import asyncio
    import logging

    from bot.rooms import computers
    from bot.storage.db import StorageBusy
    from tests.support.bot_e2e import until

    monkeypatch.setattr(computers, "BUSY_PAUSE_SECONDS", 0.01)
    async with service_on(tmp_path, computer_delay=0.0, ai_level="heuristic") as (service, storage, _):
        kernel = service.computers.k
        change = kernel.change
        refused: list[int] = []

        async def busy_once(room_id: str, fn: Any, **kw: Any) -> Any:
            if fn.__qualname__.startswith("Computers._act") and not refused:
                refused.append(1)
                raise StorageBusy("LockNotAvailableError: canceling statement due to lock timeout")
            return await change(room_id, fn, **kw)

        monkeypatch.setattr(kernel, "change", busy_once)
        room = await service.create_room("durak", 1, None, "ru")
        assert (await service.set_option(room.id, 1, "seats", "2")).key == "option-ok"
        assert (await service.add_computer(room.id, 1)).key is not None
        with caplog.at_level(logging.INFO, logger="bot.rooms.computers"):
            assert (await service.ready(room.id, 1, "c1")).key == "ready-ok"

            async def computer_moved() -> bool:
                """Play the person's seat (its first legal move) until the computer has moved
                after its refused move."""
                r = await service.get(room.id)
                assert r is not None and r.game_running()
                async with storage.read() as tx:
                    moves = await tx.all(
                        "SELECT turn FROM actions WHERE room_id = ? AND by_user IS NULL", (room.id,)
                    )
                if refused and moves:
                    return True
                game = r.engine()
                seat = r.seat_of(1)
                assert game is not None and seat is not None
                if seat.seat in game.to_act() and sorted_legal(game, seat.seat):
                    await service.act(r.id, 1, r.turn, seat.seat, 0)
                await asyncio.sleep(0.01)
                return False

            await until(computer_moved, "the computer's move after the busy database")
        assert refused and "the database was busy" in caplog.text
        assert not any(r.exc_info for r in caplog.records)


async def test_a_start_up_that_finds_a_room_busy_resumes_it_and_never_quarantines_it(
    tmp_path: Path, caplog, monkeypatch
) -> None:
    """A worker starts while another holds a room past the lock timeout (a rolling restart on
    PostgreSQL): a busy database is no fault of the room's. It is tried again and resumed — its
    deadlines armed — and a room that stays busy is left open, untouched, with a warning: never
    quarantined, its players never told the room broke."""
    import logging

    from bot.rooms import service as service_module
    from bot.storage.db import StorageBusy
    from bot.storage.rooms import RoomRepo

    monkeypatch.setattr(service_module, "RESUME_PAUSE_SECONDS", 0.01)
    async with service_on(tmp_path) as (service, storage, notifier):
        briefly = await two_humans(service, "durak")
        always = await two_humans(service, "bura")
        kept = await stored(storage, always.id)
    busy = {briefly.id: 1, always.id: 10**6}  # how many loads find the room busy
    load = RoomRepo.load

    async def busy_load(self: RoomRepo, room_id: str) -> Any:
        if busy.get(room_id, 0) > 0:
            busy[room_id] -= 1
            raise StorageBusy("LockNotAvailableError: canceling statement due to lock timeout")
        return await load(self, room_id)

    monkeypatch.setattr(RoomRepo, "load", busy_load)
    async with service_on(tmp_path) as (service, storage, notifier):
        with caplog.at_level(logging.INFO, logger="bot.rooms.service"):
            await service.start()
        monkeypatch.setattr(RoomRepo, "load", load)
        assert notifier.of("room_fault") == []
        for room in (briefly, always):
            r = await service.get(room.id)
            assert r is not None and r.status == PLAYING
        assert service.scheduler.armed(briefly.id, "expiry") is not None  # resumed on its second try
        assert service.scheduler.armed(always.id, "expiry") is None  # left for its next change
        assert f"room {always.id} was not resumed" in caplog.text
        assert not any(r.exc_info for r in caplog.records)
        assert await stored(storage, always.id) == kept


async def test_a_throw_in_after_take_starts_the_wait_over_and_a_pass_keeps_it(tmp_path: Path) -> None:
    """Durak after «Беру»: a card thrown in re-arms the ``throwin`` deadline (the others face a new
    card), a «Не подкидываю» keeps its due time; when it fires the defender picks up the table."""
    from engines import fairness
    from engines.durak import Durak
    from engines.protocol import Action

    def deck_for() -> tuple[Durak, int, Action]:
        """A 3-seat deal led by its attacker, in which after «Беру» a thrower may add a card and
        both non-defenders may still add one after it."""
        for k in range(2000):
            g = Durak.new(3)
            g.deal_from_deck(fairness.derive_deck("durak", bytes(32), [f"1:{k}"], "durak:1"))
            v = g.view(None)
            g.apply(g.legal_actions(v["attacker"])[0])
            trial = Durak.from_json(g.to_json())
            trial.apply(Action("take", v["defender"]))
            for s in trial.to_act():
                for a in trial.legal_actions(s):
                    if a.type != "attack":
                        continue
                    after = Durak.from_json(trial.to_json())
                    after.apply(a)
                    if after.view(None)["taking"] and len(after.to_act()) == 2:
                        return g, v["defender"], a
        raise AssertionError("no such deck")

    async with service_on(tmp_path) as (service, storage, notifier):
        room = await service.create_room("durak", 1, None, "ru")
        assert (await service.set_option(room.id, 1, "seats", "3")).key == "option-ok"
        for uid in (2, 3):
            assert (await service.join(room.id, uid)).key == "join-ok"
        for uid in (1, 2, 3):
            assert (await service.ready(room.id, uid, f"c{uid}")).key == "ready-ok"
        game, defender, throw = deck_for()
        async with storage.transaction() as tx:  # this deal instead of the random one
            room = await tx.rooms.load(room.id)
            assert room is not None and room.game_running()
            room.set_engine(game)
            await tx.rooms.save(room)

        async def press(seat: int, action: Action) -> Room:
            now = await service.get(room.id)
            assert now is not None
            user = now.seats[seat].user_id
            assert user is not None
            index = sorted_legal(now.engine(), seat).index(action)  # type: ignore[arg-type]
            reply = await service.act(room.id, user, now.turn, seat, index)
            assert reply.room is not None, reply.key
            return reply.room

        async def due() -> float:
            async with storage.read() as tx:
                row = (await tx.deadlines.of_room(room.id))["throwin"]
            assert row.fired_at is None and row.action == "pass"
            return float(row.due_at)

        await press(defender, Action("take", defender))
        first = await due()
        taken = await press(throw.seat, throw)  # type: ignore[arg-type]
        second = await due()
        assert second > first  # a new card: the wait starts over
        waiting = [s for s in taken.engine().view(None)["to_act"] if s != defender]  # type: ignore[union-attr]
        assert len(waiting) == 2  # one of them passes: the other keeps the time
        await press(waiting[0], Action("pass", waiting[0]))
        assert await due() == second
        now = await service.get(room.id)
        assert now is not None
        table = {c for pair in now.engine().view(None)["table"] for c in pair if c}  # type: ignore[union-attr]
        await service.fire(room.id, "throwin", now.turn)
        after = await service.get(room.id)
        assert after is not None and not after.engine().view(None)["table"]  # type: ignore[union-attr]
        assert table <= set(after.engine().view(defender)["hand"])  # type: ignore[union-attr]
