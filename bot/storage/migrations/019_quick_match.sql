-- Issue 32: quick match. One row per person waiting (the primary key: one person, one queue), with
-- what they accept (game, variant, seat counts as digits, e.g. '234'), their language and rating
-- when they joined, the contribution their join press makes to the first deck, the message the
-- queue is shown in, and the wait they chose: at due_at the bot offers computers (offered = 1).
-- quick_penalties: each person's recent queue joins (a JSON list of times) and their early leaves
-- of quick matches (strikes), which lengthen the wait before their next join. users.show_name:
-- a quick match shows the person's full name instead of the first name alone (/profile).
-- bot/storage/queue.py.
CREATE TABLE quick_queue (
    user_id INTEGER PRIMARY KEY,
    game TEXT NOT NULL,
    variant TEXT NOT NULL,
    seats TEXT NOT NULL,
    wait_seconds INTEGER NOT NULL,
    lang TEXT NOT NULL,
    rating REAL NOT NULL,
    name TEXT NOT NULL,
    contribution TEXT NOT NULL,
    chat_id INTEGER NOT NULL,
    message_id INTEGER,
    joined_at REAL NOT NULL,
    due_at REAL NOT NULL,
    offered INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX quick_queue_due ON quick_queue (offered, due_at);
CREATE TABLE quick_penalties (
    user_id INTEGER PRIMARY KEY,
    joins TEXT NOT NULL DEFAULT '[]',
    strikes INTEGER NOT NULL DEFAULT 0,
    struck_at REAL,
    blocked_until REAL NOT NULL DEFAULT 0
);
ALTER TABLE users ADD COLUMN show_name INTEGER NOT NULL DEFAULT 0;
