-- Issue 16: the computer's level chosen in a room's lobby (random, heuristic or ismcts; NULL: the
-- server's AI_LEVEL), a lobby note («the ready marks were cleared»), and each creator's last lobby
-- options per chat and game, the defaults of their next room there (chat 0: their private chat).
ALTER TABLE rooms ADD COLUMN ai_level TEXT;
ALTER TABLE rooms ADD COLUMN lobby_note TEXT;
CREATE TABLE lobby_defaults (
    chat_id INTEGER NOT NULL,
    user_id INTEGER NOT NULL,
    game TEXT NOT NULL,
    capacity INTEGER NOT NULL,
    options TEXT NOT NULL,
    ai_level TEXT,
    updated_at REAL NOT NULL,
    PRIMARY KEY (chat_id, user_id, game)
);
