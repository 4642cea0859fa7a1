-- Issue 47: a round's announcement has three parts, each claimed apart (bot/rooms/tournaments.py,
-- _announce; migration 025 claimed it whole, in `announced`): `pinged`, the round whose private
-- pings («your table is ready») were claimed — sent at once, each on its person's own lane;
-- `pictured`, the round whose picture (the standings, the bracket) the group was sent; `announced`
-- now the round whose words (the pairings, or round + 1: the final standings) it was sent. The
-- group's part waits its turns on the group's lane: a graceful stop that cuts it off gives back the
-- claims of what had not gone to Telegram yet, and the next start sends just that.
-- The tournaments already told count as told in full.
ALTER TABLE tournaments ADD COLUMN pinged INTEGER NOT NULL DEFAULT 0;
ALTER TABLE tournaments ADD COLUMN pictured INTEGER NOT NULL DEFAULT 0;
UPDATE tournaments SET pinged = announced, pictured = announced;
