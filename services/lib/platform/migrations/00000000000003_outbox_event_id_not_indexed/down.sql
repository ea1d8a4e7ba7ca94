ALTER TABLE zrm_outbox ADD CONSTRAINT zrm_outbox_event_id_key UNIQUE (event_id);
