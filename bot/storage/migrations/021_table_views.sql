-- Issue 45: the Mini App's table pages open now, so that a person playing on the page costs no
-- Bot API call for their own chat messages of the room (bot/chat/quiet.py). One row per room and
-- person whose table page holds a connection: `until`, when it stops counting as open (seconds
-- since the epoch; the page's server renews it every 20 s while the connection lives, and deletes
-- the row when it closes: a page whose worker died expires by itself); `chat`, when the person
-- pressed a button of the room in a chat while the page was open (NULL: not since it was opened)
-- — the chat is theirs again, and stays drawn, until the page is opened anew. bot/storage/table_views.py.
CREATE TABLE table_views (
    room_id TEXT NOT NULL,
    user_id INTEGER NOT NULL,
    until REAL NOT NULL,
    chat REAL,
    PRIMARY KEY (room_id, user_id)
);
