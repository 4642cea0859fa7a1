-- Issue 46, item 3: «💡 Подсказки» for learners. A person's switch (/profile, or the lobby of a room
-- whose other seats are computers), off by default: in such a room their hand gets a «💡» button that
-- shows the move the strongest computer would make from their own view, and why
-- (engines/ai/hint.py, bot/rooms/hints.py). The hints themselves are not stored.
ALTER TABLE users ADD COLUMN hints INTEGER NOT NULL DEFAULT 0;
