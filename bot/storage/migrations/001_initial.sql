-- The first schema: users, rooms and their seats, deals, the action log, standing messages.
CREATE TABLE users (
    id INTEGER PRIMARY KEY,
    first_name TEXT NOT NULL DEFAULT '',
    username TEXT,
    tg_language TEXT,
    language TEXT,                 -- chosen in /profile, NULL = from Telegram
    deck_style TEXT NOT NULL DEFAULT 'italian',
    show_fingerprint INTEGER NOT NULL DEFAULT 0,
    started INTEGER NOT NULL DEFAULT 0,
    reachable INTEGER NOT NULL DEFAULT 1,
    created_at REAL NOT NULL
);
CREATE TABLE rooms (
    id TEXT PRIMARY KEY,
    game TEXT NOT NULL,
    chat_id INTEGER,               -- the group, NULL for a private room
    locale TEXT NOT NULL,          -- language of the group table
    creator INTEGER NOT NULL,
    capacity INTEGER NOT NULL,
    options TEXT NOT NULL,
    status TEXT NOT NULL,          -- lobby | playing | closed
    turn INTEGER NOT NULL DEFAULT 0,
    match_no INTEGER NOT NULL DEFAULT 0,
    state TEXT,                    -- Game.to_json() of the current/last match
    match_info TEXT,               -- {"first", "dealer", "seats", "options", "users": [...]}
    pending TEXT,                  -- {"seed", "commitment"} of the next deal (seed secret)
    last TEXT,                     -- last thing that happened, for the table
    outcome TEXT,                  -- why the last match ended early, if it did
    created_at REAL NOT NULL,
    updated_at REAL NOT NULL
);
CREATE TABLE seats (
    room_id TEXT NOT NULL REFERENCES rooms(id),
    seat INTEGER NOT NULL,
    user_id INTEGER,               -- NULL = computer
    ready INTEGER NOT NULL DEFAULT 0,
    contribution TEXT,
    PRIMARY KEY (room_id, seat)
);
CREATE TABLE deals (
    room_id TEXT NOT NULL REFERENCES rooms(id),
    match_no INTEGER NOT NULL,
    deal_no INTEGER NOT NULL,
    label TEXT NOT NULL,
    commitment TEXT NOT NULL,
    seed TEXT NOT NULL,            -- secret until the deal ends
    contributions TEXT NOT NULL,
    draws TEXT,                    -- Bura's first-move draw labels, if any
    result TEXT,
    started_at REAL NOT NULL,
    ended_at REAL,
    PRIMARY KEY (room_id, match_no, deal_no)
);
CREATE TABLE actions (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    room_id TEXT NOT NULL REFERENCES rooms(id),
    match_no INTEGER NOT NULL,
    deal_no INTEGER NOT NULL,
    turn INTEGER NOT NULL,
    action TEXT NOT NULL,
    by_user INTEGER,
    at REAL NOT NULL
);
CREATE INDEX actions_room ON actions(room_id, match_no, deal_no, id);
CREATE TABLE messages (
    room_id TEXT NOT NULL,
    chat_id INTEGER NOT NULL,
    kind TEXT NOT NULL,            -- table (group) | hand (private)
    message_id INTEGER NOT NULL,
    PRIMARY KEY (room_id, chat_id, kind)
);
