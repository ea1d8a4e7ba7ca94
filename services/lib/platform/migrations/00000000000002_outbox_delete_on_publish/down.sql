ALTER TABLE zrm_outbox ADD COLUMN published_at TIMESTAMPTZ;
CREATE INDEX zrm_outbox_unpublished ON zrm_outbox (id) WHERE published_at IS NULL;
