ALTER TABLE application_events DROP CONSTRAINT application_events_kind_check;
ALTER TABLE application_events ADD CONSTRAINT application_events_kind_check
    CHECK (kind IN ('created', 'updated', 'assigned', 'status_changed', 'commented',
                    'deactivation_requested', 'deactivation_rejected', 'deactivated',
                    'reactivated', 'sent_to_banks', 'offer_received', 'offer_accepted',
                    'property_saved', 'property_valued', 'bank_cancelled', 'commented_to_bank',
                    'document_to_bank', 'aml_reviewed', 'invited'));
CREATE INDEX application_banks_bank_status_idx
    ON application_banks (bank_id, bank_status, application_id DESC);
DROP INDEX application_banks_bank_status_newest_idx;
DROP INDEX application_banks_bank_newest_idx;
UPDATE employees SET banks = ARRAY(
    SELECT split_part(entry, ':', 1) || ':' || split_part(entry, ':', 2)
    FROM unnest(employees.banks) AS entry)
WHERE banks <> '{}';
