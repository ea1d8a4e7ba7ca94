ALTER TABLE application_events DROP CONSTRAINT application_events_kind_check;
ALTER TABLE application_events ADD CONSTRAINT application_events_kind_check
    CHECK (kind IN ('created', 'updated', 'assigned', 'status_changed', 'commented',
                    'deactivation_requested', 'deactivation_rejected', 'deactivated',
                    'reactivated', 'sent_to_banks', 'offer_received', 'offer_accepted',
                    'property_saved', 'property_valued', 'bank_cancelled', 'commented_to_bank',
                    'document_to_bank', 'aml_reviewed', 'invited', 'bank_taken_up',
                    'bank_rejected', 'bank_commented'));
ALTER TABLE offers DROP COLUMN valid_until, DROP COLUMN conditions;
