-- Issue 47: a tournament's creator (or a group administrator) sets its start time, pauses it and
-- drops people (bot/rooms/tournament_control.py). `starts_at`: when it starts by itself (UTC
-- seconds; NULL: only «start now»); the timer itself is a row of `deadlines` (kind `tnstart`, the
-- tournament's id in `room_id`), so a restart or another worker fires it. `paused`: no new round
-- starts while set (the tables being played go on). `dropped`: the round during which the person
-- was dropped (by the creator, or they left the group); NULL while they play on.
ALTER TABLE tournaments ADD COLUMN starts_at REAL;
ALTER TABLE tournaments ADD COLUMN paused INTEGER NOT NULL DEFAULT 0;
ALTER TABLE tournament_entries ADD COLUMN dropped INTEGER;
