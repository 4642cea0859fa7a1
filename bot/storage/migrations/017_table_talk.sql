-- Issue 32: table talk. A person may switch it off in /profile (on by default); a report pressed
-- under a relayed message is kept (who reported whom, and when) so that quick matches can keep the
-- two apart. No message text is ever stored. bot/storage/talk.py.
ALTER TABLE users ADD COLUMN table_talk INTEGER NOT NULL DEFAULT 1;
CREATE TABLE reports (
    reporter INTEGER NOT NULL,
    reported INTEGER NOT NULL,
    reported_at REAL NOT NULL,
    PRIMARY KEY (reporter, reported)
);
CREATE INDEX reports_reported ON reports (reported);
