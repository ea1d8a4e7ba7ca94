DELETE FROM application_events WHERE kind IN ('property_saved', 'property_valued');
ALTER TABLE application_events DROP CONSTRAINT application_events_kind_check;
ALTER TABLE application_events ADD CONSTRAINT application_events_kind_check
    CHECK (kind IN ('created', 'updated', 'assigned', 'status_changed', 'commented',
                    'deactivation_requested', 'deactivation_rejected', 'deactivated',
                    'reactivated', 'sent_to_banks', 'offer_received', 'offer_accepted'));
DROP TABLE property_valuations;
DROP TABLE application_properties;
