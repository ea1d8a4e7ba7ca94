-- Event ids are UUIDv7 made by the writer, and consumers drop a repeated id in their inbox; a
-- unique index here protected nothing more, and every event paid for one more index entry.
ALTER TABLE zrm_outbox DROP CONSTRAINT zrm_outbox_event_id_key;
