-- PostgreSQL only (after 014_pacing_cells.sql, in its transaction). The reservation function v1 kept
-- the time of every slot of the last second and ahead in pacing_global.recent, as text: at a global
-- rate of hundreds of calls a second that was kilobytes, stored out of line (TOAST) and rewritten by
-- every reservation, a dead copy each time. v2 keeps a count per 10 ms cell (cell0: the first cell's
-- number, epoch milliseconds / 10; counts: SMALLINT, one per cell from cell0), about 600 cells with
-- a second past and the chats' queues ahead: 1.2 KB, in the row, updated in its page (HOT).
-- `recent` stays for v1 workers while a deploy replaces them (each release paces with its own list
-- for those minutes); a later migration drops it.
ALTER TABLE pacing_global ADD COLUMN cell0 BIGINT;
ALTER TABLE pacing_global ADD COLUMN counts SMALLINT[] NOT NULL DEFAULT '{}';
ALTER TABLE pacing_global ALTER COLUMN counts SET STORAGE MAIN;
