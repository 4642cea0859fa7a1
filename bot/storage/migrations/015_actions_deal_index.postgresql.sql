-- PostgreSQL only (after 015_actions_deal_index.sql, in its transaction). The action log's one
-- index was its primary key (room_id, match_no, deal_no, id) (migration 013): unique, so one entry
-- of about 44 bytes per action, and pages half split by the inserts of many rooms at once (4.8 KB
-- a game of 75 actions as grown, 3.8 packed). Every query reads a whole deal (ORDER BY id sorts its
-- rows) or a whole room, so the index now stops at the deal: its equal keys are deduplicated into
-- one entry with a list of row addresses, 6 bytes an action (0.6 KB a game). id stays unique by
-- its identity default; the table has no primary key (a logical replication of it would need
-- REPLICA IDENTITY FULL).
CREATE INDEX actions_deal ON actions (room_id, match_no, deal_no);
ALTER TABLE actions DROP CONSTRAINT actions_pkey;
