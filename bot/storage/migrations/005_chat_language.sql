-- A group's language, chosen by its administrators with /language: its later rooms (and the open
-- ones) speak it at the table; private messages stay in each reader's own language.
CREATE TABLE chats (
    id INTEGER PRIMARY KEY,
    language TEXT,
    set_by INTEGER,
    updated_at REAL NOT NULL
);
