-- Issue 20: Telegram's flood limits held for the whole bot when several worker processes share one
-- PostgreSQL database (bot/storage/pacing.py reserves every call's slot here). Times are seconds
-- since the epoch on the DATABASE's clock. With SQLite (one process) these tables stay empty.
--
-- pacing_chats: one row per chat that made a call lately (quiet rows are deleted once a minute).
-- A private chat's token bucket holds `tokens` after the call at `last_at`; a group uses `last_at`
-- only; `blocked_until`: Telegram answered 429 with retry_after.
CREATE TABLE pacing_chats (
    chat_id INTEGER PRIMARY KEY,
    tokens REAL NOT NULL DEFAULT 0,
    last_at REAL NOT NULL DEFAULT 0,
    blocked_until REAL NOT NULL DEFAULT 0
);
-- pacing_global: one row, the lock every reservation takes (so reservations are serialised), and
-- the slots over all chats of the last second and ahead (`recent`: times, space-separated,
-- ascending; at most the global rate of them in any one second); `pruned_at`: the last clean-up.
CREATE TABLE pacing_global (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    recent TEXT NOT NULL DEFAULT '',
    pruned_at REAL NOT NULL DEFAULT 0
);
INSERT INTO pacing_global (id, recent, pruned_at) VALUES (1, '', 0);
