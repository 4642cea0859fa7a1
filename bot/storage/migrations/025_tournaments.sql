-- Issue 47: tournaments in a group (bot/storage/tournaments.py, bot/rooms/tournaments.py; the pure
-- core that plans rounds and computes standings is bot/tournaments/). One row per tournament; its
-- people (tournament_entries); each round's tables (tournament_tables): a table is an ordinary room
-- of the group (room_id), its seats the people in the order planned (0: a computer), its result the
-- finishing order (JSON, bot/tournaments/records.py's Order) written in the transaction that ends
-- the room's match, so a result counts once; a Swiss bye is a row with no room (bye = 1). A round
-- advances once: `UPDATE tournaments SET round = r + 1 WHERE id = ? AND round = r`, in the
-- transaction that writes the next round's tables; its announcement to the group is claimed once
-- (`announced`), and one a stop cut off is sent at the next start. Retention: RECORD_RETENTION_DAYS
-- after the end.
CREATE TABLE tournaments (
    id TEXT PRIMARY KEY,
    chat_id INTEGER NOT NULL,
    creator INTEGER NOT NULL,
    game TEXT NOT NULL,
    format TEXT NOT NULL,          -- swiss | knockout
    rounds INTEGER NOT NULL,       -- Swiss: the rounds planned; knockout: the bracket's rounds
    round INTEGER NOT NULL DEFAULT 0,   -- the round being played (0: signing up)
    status TEXT NOT NULL,          -- signup | running | finished | cancelled
    options TEXT NOT NULL,         -- JSON: the lobby's options for every table
    locale TEXT NOT NULL,
    message_id INTEGER,            -- the sign-up message in the group
    standings TEXT,                -- JSON: the final standings, once finished
    announced INTEGER NOT NULL DEFAULT 0,  -- the round the group was told of (round + 1: the end)
    created_at REAL NOT NULL,
    updated_at REAL NOT NULL
);
CREATE INDEX tournaments_chat ON tournaments (chat_id, status);
CREATE INDEX tournaments_status ON tournaments (status, updated_at);
CREATE TABLE tournament_entries (
    tournament_id TEXT NOT NULL,
    user_id INTEGER NOT NULL,
    name TEXT NOT NULL,
    rating REAL NOT NULL,
    contribution TEXT,             -- the join press: their part of the first deck (fairness)
    joined_at REAL NOT NULL,
    PRIMARY KEY (tournament_id, user_id)
);
CREATE TABLE tournament_tables (
    tournament_id TEXT NOT NULL,
    round INTEGER NOT NULL,
    table_no INTEGER NOT NULL,
    seats TEXT NOT NULL,           -- JSON: [user id, …], 0 for a computer
    room_id TEXT,                  -- NULL: a bye
    bye INTEGER NOT NULL DEFAULT 0,
    result TEXT,                   -- JSON: the finishing order, best first; NULL while playing
    ended_at REAL,
    PRIMARY KEY (tournament_id, round, table_no)
);
CREATE UNIQUE INDEX tournament_tables_room ON tournament_tables (room_id);
