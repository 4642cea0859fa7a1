-- Issue 46: replays. A finished deal's replay is shown to anyone holding its token (a link shared in
-- a chat, ``startapp=r<token>``): one unguessable token per deal, made when it is first asked for
-- and kept while the deal is. bot/storage/replays.py.
CREATE TABLE replays (
    token TEXT PRIMARY KEY,
    room_id TEXT NOT NULL,
    match_no INTEGER NOT NULL,
    deal_no INTEGER NOT NULL,
    made_at REAL NOT NULL
);
CREATE UNIQUE INDEX replays_deal ON replays (room_id, match_no, deal_no);
