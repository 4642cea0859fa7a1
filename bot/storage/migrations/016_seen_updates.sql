-- Issue 35: the updates already taken, so that one delivered twice (Telegram's retry after a lost
-- answer, a replayed webhook request) acts once — also when the copy reaches another worker. One
-- row per update id, with when it was taken (seconds since the epoch); rows older than a day are
-- deleted (Telegram keeps an undelivered update 24 hours at most). bot/storage/updates.py.
CREATE TABLE seen_updates (
    update_id INTEGER PRIMARY KEY,
    seen_at REAL NOT NULL
);
CREATE INDEX seen_updates_at ON seen_updates (seen_at);
