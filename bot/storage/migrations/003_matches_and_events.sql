-- Each match's header (seats, options, first player, dealer, Bura's draw), so the record of an
-- older match is built from what was played, not from the room's current options; bot-level
-- entries (a Scopa surrender, which is no engine action) leave the engine's action log.
CREATE TABLE matches (
    room_id TEXT NOT NULL,
    match_no INTEGER NOT NULL,
    info TEXT NOT NULL,            -- {"users", "first", "dealer", "seats", "options", "draws"}
    started_at REAL NOT NULL,
    PRIMARY KEY (room_id, match_no)
);
INSERT INTO matches (room_id, match_no, info, started_at)
    SELECT id, match_no, match_info, updated_at FROM rooms WHERE match_info IS NOT NULL AND match_no > 0;
CREATE TABLE room_events (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    room_id TEXT NOT NULL,
    match_no INTEGER NOT NULL,
    deal_no INTEGER NOT NULL,
    turn INTEGER NOT NULL,
    event TEXT NOT NULL,           -- e.g. {"type": "surrender", "seat": 1}
    by_user INTEGER,
    at REAL NOT NULL
);
CREATE INDEX room_events_room ON room_events(room_id, match_no);
INSERT INTO room_events (room_id, match_no, deal_no, turn, event, by_user, at)
    SELECT room_id, match_no, deal_no, turn, action, by_user, at FROM actions WHERE action LIKE '%"bot":true%';
DELETE FROM actions WHERE action LIKE '%"bot":true%';
CREATE INDEX seats_user ON seats(user_id);
CREATE INDEX rooms_status ON rooms(status);
