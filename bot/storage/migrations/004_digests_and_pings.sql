-- What each standing message shows (a digest of its text and keyboard), so the outbox never sends
-- a frame the message already shows, not even after a restart; and each person's switch for the
-- «Ваш ход» pings (/profile).
ALTER TABLE messages ADD COLUMN digest TEXT;
ALTER TABLE users ADD COLUMN pings INTEGER NOT NULL DEFAULT 1;
