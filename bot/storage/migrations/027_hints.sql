-- Issue 46, item 3: «💡 Подсказки» for learners. A person's switch (/profile, or the lobby of a room
-- whose other seats are computers), off by default: in such a room their hand gets a «💡» button that
-- shows the move the strongest computer would make from their own view, and why
-- (engines/ai/hint.py, bot/rooms/hints.py).
ALTER TABLE users ADD COLUMN hints INTEGER NOT NULL DEFAULT 0;
-- The hint of one position (room, turn, seat), computed once: a row is written when the person
-- presses «💡» (``hint`` NULL while it is computed: a second press, in any worker, waits for that one
-- instead of computing it again) and filled when it is done. Claiming a position forgets the room's
-- hints of earlier turns; the rest go with the room (RoomRepo.purge_closed). No user id is kept.
CREATE TABLE hints (
    room_id TEXT NOT NULL,
    turn INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    asked_at REAL NOT NULL,
    hint TEXT,                     -- engines.ai.hint.Hint.to_json(); NULL while it is computed
    PRIMARY KEY (room_id, turn, seat)
);
