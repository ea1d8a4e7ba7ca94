DELETE FROM application_events WHERE kind IN ('sent_to_banks', 'offer_received', 'offer_accepted');
ALTER TABLE application_events DROP CONSTRAINT application_events_kind_check;
ALTER TABLE application_events ADD CONSTRAINT application_events_kind_check
    CHECK (kind IN ('created', 'updated', 'assigned', 'status_changed', 'commented',
                    'deactivation_requested', 'deactivation_rejected', 'deactivated',
                    'reactivated'));
DROP TABLE offers;
DROP TABLE application_banks;
DROP TABLE bank_integrations;
DROP TABLE banks;
