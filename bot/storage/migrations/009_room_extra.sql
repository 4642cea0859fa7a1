-- Issue 16: what the bot itself keeps about a room beside the engine's options (JSON): the people
-- whose seats the computer plays for a while («🤖 Сыграть за …»), the lobby lock, Durak's throw-in
-- wait, and the tally across rematches.
ALTER TABLE rooms ADD COLUMN extra TEXT;
