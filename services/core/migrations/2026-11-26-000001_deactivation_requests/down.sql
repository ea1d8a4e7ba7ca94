DELETE FROM application_events
    WHERE kind IN ('deactivation_requested', 'deactivation_rejected', 'deactivated', 'reactivated');
ALTER TABLE application_events DROP CONSTRAINT application_events_kind_check;
ALTER TABLE application_events ADD CONSTRAINT application_events_kind_check
    CHECK (kind IN ('created', 'updated', 'assigned', 'status_changed', 'commented'));
DROP TABLE deactivation_requests;
