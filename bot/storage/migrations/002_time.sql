-- Time in the game: stored deadlines, pauses for unreachable players, hurry-up reminders.
CREATE TABLE deadlines (
    room_id TEXT NOT NULL,
    kind TEXT NOT NULL,            -- clock | hurry | pause | expiry
    turn INTEGER NOT NULL,         -- the room's turn counter the deadline belongs to
    action TEXT,                   -- the clock action (window_close, claim_timeout)
    seconds REAL NOT NULL,         -- full length (for the progress bar)
    due_at REAL NOT NULL,
    fired_at REAL,                 -- NULL while pending
    PRIMARY KEY (room_id, kind)
);
CREATE TABLE pauses (
    room_id TEXT NOT NULL,
    user_id INTEGER NOT NULL,      -- the player the bot cannot reach
    since REAL NOT NULL,
    until REAL NOT NULL,
    PRIMARY KEY (room_id, user_id)
);
CREATE TABLE reminders (
    room_id TEXT NOT NULL,
    user_id INTEGER NOT NULL,      -- the slow player
    by_user INTEGER NOT NULL,
    at REAL NOT NULL,
    PRIMARY KEY (room_id, user_id)
);
