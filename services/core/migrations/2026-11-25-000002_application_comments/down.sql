DELETE FROM application_events WHERE kind = 'commented';
ALTER TABLE application_events DROP CONSTRAINT application_events_kind_check;
ALTER TABLE application_events ADD CONSTRAINT application_events_kind_check
    CHECK (kind IN ('created', 'updated', 'assigned', 'status_changed'));
DROP TABLE application_comments;
