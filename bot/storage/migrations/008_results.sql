-- Statistics (issue 18): one row per seat of every finished match, written in the transaction that
-- ends it; a person's switch to stay off group leaderboards; the back-fill of matches finished
-- before this version is done once at start-up (bot/rooms/results.py) and marked here.
CREATE TABLE results (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    room_id TEXT NOT NULL,
    match_no INTEGER NOT NULL,
    game TEXT NOT NULL,
    chat_id INTEGER,               -- the group, NULL for a private room
    seat INTEGER NOT NULL,
    user_id INTEGER,               -- NULL = computer
    level TEXT,                    -- the computers' level when computers took part, else NULL
    team INTEGER,                  -- side/team of the seat (Scopa 2x2, Durak teams), NULL alone
    outcome TEXT NOT NULL,         -- win | loss (Durak: the durak) | draw
    mode TEXT NOT NULL,            -- seats and teams, e.g. "4:2x2"
    options TEXT NOT NULL,         -- the options played (JSON)
    computers INTEGER NOT NULL,    -- 1 when a computer took part
    detail TEXT,                   -- the game's result (Durak: over/loser/out; Bura/Scopa: winner, score)
    ended_at REAL NOT NULL,
    UNIQUE (room_id, match_no, seat)
);
CREATE INDEX results_user ON results(user_id, game, ended_at, outcome, computers, level, mode, chat_id);
CREATE INDEX results_chat ON results(chat_id, game, computers, ended_at, user_id, outcome);
CREATE TABLE results_backfill (done INTEGER NOT NULL);
INSERT INTO results_backfill (done) VALUES (0);
ALTER TABLE users ADD COLUMN stats_hidden INTEGER NOT NULL DEFAULT 0;
