-- PostgreSQL only (after 013_action_key.sql, in its transaction). The action log had two indexes:
-- its primary key on id, which no query uses, and actions_room (room_id, match_no, deal_no, id),
-- which every read and the retention purge use. Each action row carried an entry in both (about
-- 22 and 48 bytes with the page's free space). The second one, unique as it holds id, becomes the
-- primary key and the first goes: about 1.6 KB less per finished game of 75 actions. id keeps its
-- identity default.
CREATE UNIQUE INDEX actions_key ON actions (room_id, match_no, deal_no, id);
ALTER TABLE actions DROP CONSTRAINT actions_pkey;
ALTER TABLE actions ADD CONSTRAINT actions_pkey PRIMARY KEY USING INDEX actions_key;
DROP INDEX actions_room;
