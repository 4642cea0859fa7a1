-- PostgreSQL only (after 012_storage.sql, in its transaction). Every UPDATE writes a new version of
-- the row and leaves the old one dead until VACUUM or page pruning reclaims it.
--
-- rooms: each game action rewrites the room's row (about 1.2 KB with the engine state). With space
-- left free in each page the new version goes into the same page as a HOT update (no new index
-- entry; the old version is pruned from the page as soon as nobody can see it, without VACUUM);
-- a full page sends it to another page and leaves the dead version there until VACUUM.
ALTER TABLE rooms SET (fillfactor = 70);
-- The tables rewritten all the time are vacuumed after a fixed number of dead rows rather than a
-- share of the table (the default 20 %: a table holding every finished room would be vacuumed
-- rarely while its open rooms churn). Only where autovacuum is on (the server's setting).
ALTER TABLE rooms SET (autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 1000);
ALTER TABLE seats SET (autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 1000);
ALTER TABLE deadlines SET (autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 1000);
ALTER TABLE users SET (autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 1000);
ALTER TABLE messages SET (autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 1000);
ALTER TABLE deals SET (autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 1000);
ALTER TABLE pacing_chats SET (autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 1000);
ALTER TABLE pacing_global SET (autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 1000);
-- actions: the one table that grows with every game action and keeps its rows (until the retention
-- purge). Its counters fit 32 bits; as BIGINT (what the migrations' INTEGER becomes on PostgreSQL,
-- for Telegram's ids) each row and each entry of actions_room carried 12 and 8 bytes more. The
-- table is rewritten once, here. (int4: the migration runner maps the word INTEGER to BIGINT.)
ALTER TABLE actions ALTER COLUMN match_no TYPE int4, ALTER COLUMN deal_no TYPE int4, ALTER COLUMN turn TYPE int4;
