"""In-memory maps stay bounded: confirmations expire, pickers and UI states are capped, room locks
go when released, an idle chat's outbox state goes with its worker."""

from __future__ import annotations

from pathlib import Path

from bot.chat.presses import MAX_ENTRIES, Presses
from bot.config import Settings
from bot.rooms.service import RoomService
from bot.storage import SqliteStorage
from tests.bot.doubles import RecordingNotifier


def test_a_confirmation_needs_a_second_press_within_the_window_and_then_expires() -> None:
    now = [0.0]
    presses = Presses(window=15.0, clock=lambda: now[0])
    assert not presses.confirm(1, "room", "leave", "q1")
    now[0] = 10.0
    assert presses.confirm(1, "room", "leave", "q2")  # the second press within the window
    assert not presses.confirm(1, "room", "leave", "q3")  # used up: asks again
    now[0] = 40.0
    assert not presses.confirm(1, "room", "leave", "q4")  # the first press expired
    assert not presses.confirm(2, "other", "end", "q5")
    assert len(presses._confirms) == 2
    now[0] = 100.0
    presses.confirm(3, "x", "end", "q6")
    assert list(presses._confirms) == [(3, "x", "end")]  # expired ones pruned


def test_the_same_press_twice_confirms_nothing() -> None:
    """Issue 35: a replayed update carries the same callback id — still one press."""
    now = [0.0]
    presses = Presses(window=15.0, clock=lambda: now[0])
    assert not presses.confirm(1, "room", "leave", "q1")
    now[0] = 1.0
    assert not presses.confirm(1, "room", "leave", "q1")  # the first press again
    assert not presses.confirm(1, "room", "leave", "q1")
    assert presses.confirm(1, "room", "leave", "q2")  # a second press does confirm


def test_pickers_are_claimed_once_and_capped() -> None:
    presses = Presses()
    assert presses.claim_picker(-1, 5) and not presses.claim_picker(-1, 5)
    for i in range(MAX_ENTRIES + 10):
        presses.claim_picker(-2, i)
    assert len(presses._pickers) == MAX_ENTRIES


async def test_room_locks_go_when_released(tmp_path: Path) -> None:
    storage = SqliteStorage(tmp_path / "k.sqlite3")
    await storage.open()
    notifier = RecordingNotifier()
    rooms = RoomService(storage, Settings.of(bot_token="1:x", computer_delay=0.0), notifier)
    try:
        room = await rooms.create_room("durak", 1, -100, "ru")
        for uid in (1, 2):
            assert (await rooms.join(room.id, uid)).key == "join-ok"
        assert rooms.kernel.locks == {}
        assert [c[1] for c in notifier.of("room_changed")] == [0, 1, 2]
    finally:
        await rooms.close()
        await storage.close()


def test_the_presenters_ui_states_are_capped_and_go_with_their_room() -> None:
    from bot.chat.presenter import MAX_UI_STATES, Presenter

    presenter = Presenter(None, None, Settings.of(bot_token="1:x"), "bot")  # type: ignore[arg-type]
    for uid in range(MAX_UI_STATES + 5):
        presenter._remember("R1", uid, 1, 0, None)
    presenter._remember("R2", 7, 1, 3, "TS")
    assert len(presenter._ui) == MAX_UI_STATES and ("R1", 0) not in presenter._ui
    presenter._forget("R1")
    assert list(presenter._ui) == [("R2", 7)]
