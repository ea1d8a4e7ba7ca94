-- A bank partner works for one bank of the catalogue in each country of theirs, and the portal
-- finds applications by that bank: entries become COUNTRY:product:BANK_ID. An entry written
-- before names no bank; it now names the first bank of its country (the demo seed names its own).
UPDATE employees SET banks = ARRAY(
    SELECT entry || ':' || min(banks.bank_id)
    FROM unnest(employees.banks) AS entry
    JOIN banks ON banks.country = split_part(entry, ':', 1)
    GROUP BY entry
    ORDER BY entry)
WHERE banks <> '{}';

-- The bank's list, newest sent first: every status, and one status (several statuses take the
-- first page-full of each status from the second index and merge them).
CREATE INDEX application_banks_bank_newest_idx
    ON application_banks (bank_id, sent_at DESC, application_id DESC);
CREATE INDEX application_banks_bank_status_newest_idx
    ON application_banks (bank_id, bank_status, sent_at DESC, application_id DESC);
DROP INDEX application_banks_bank_status_idx;

-- A bank takes an application up or declines it in its portal.
ALTER TABLE application_events DROP CONSTRAINT application_events_kind_check;
ALTER TABLE application_events ADD CONSTRAINT application_events_kind_check
    CHECK (kind IN ('created', 'updated', 'assigned', 'status_changed', 'commented',
                    'deactivation_requested', 'deactivation_rejected', 'deactivated',
                    'reactivated', 'sent_to_banks', 'offer_received', 'offer_accepted',
                    'property_saved', 'property_valued', 'bank_cancelled', 'commented_to_bank',
                    'document_to_bank', 'aml_reviewed', 'invited', 'bank_taken_up',
                    'bank_rejected'));
