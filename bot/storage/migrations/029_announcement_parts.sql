-- Issue 47: a round's announcement has two parts, claimed apart (bot/rooms/tournaments.py,
-- _announce). `pinged`: the round whose private pings («your table is ready») were claimed — sent
-- at once, each on its person's own lane, and never again. `announced` (migration 025) now claims
-- the group's part alone (the sign-up message redrawn, the picture, the pairings or the final
-- standings), which waits its turn on the group's lane: a graceful stop that cuts it off before its
-- last message went to Telegram gives the claim back, so the next start sends it (and not the pings).
-- The tournaments already told are pinged as far as they were announced.
ALTER TABLE tournaments ADD COLUMN pinged INTEGER NOT NULL DEFAULT 0;
UPDATE tournaments SET pinged = announced;
