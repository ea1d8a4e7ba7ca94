-- A bank's offer carries its conditions and how long it holds; a bank pays out the loan of the
-- offer the customer accepted from its portal (history kind bank_disbursed).
ALTER TABLE offers
    ADD COLUMN conditions  text NOT NULL DEFAULT '' CHECK (char_length(conditions) <= 2000),
    ADD COLUMN valid_until date;

ALTER TABLE application_events DROP CONSTRAINT application_events_kind_check;
ALTER TABLE application_events ADD CONSTRAINT application_events_kind_check
    CHECK (kind IN ('created', 'updated', 'assigned', 'status_changed', 'commented',
                    'deactivation_requested', 'deactivation_rejected', 'deactivated',
                    'reactivated', 'sent_to_banks', 'offer_received', 'offer_accepted',
                    'property_saved', 'property_valued', 'bank_cancelled', 'commented_to_bank',
                    'document_to_bank', 'aml_reviewed', 'invited', 'bank_taken_up',
                    'bank_rejected', 'bank_commented', 'bank_disbursed'));
