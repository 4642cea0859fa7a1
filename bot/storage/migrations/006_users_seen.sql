-- When a person last wrote or pressed: retention counts from here, so someone who plays every week
-- keeps their preferences even with no room open (until now it counted from the first message).
ALTER TABLE users ADD COLUMN seen_at REAL;
UPDATE users SET seen_at = created_at;
CREATE INDEX users_seen ON users (seen_at);
