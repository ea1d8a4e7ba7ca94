-- The relay deletes rows once the broker confirmed them instead of stamping published_at: the
-- table holds only what is still to be sent, so it never grows with history, and a publish
-- writes no new row versions or index entries.
DELETE FROM zrm_outbox WHERE published_at IS NOT NULL;
DROP INDEX zrm_outbox_unpublished;
ALTER TABLE zrm_outbox DROP COLUMN published_at;
