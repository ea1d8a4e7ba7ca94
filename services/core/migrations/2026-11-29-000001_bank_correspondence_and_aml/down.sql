ALTER TABLE application_events DROP CONSTRAINT application_events_kind_check;
ALTER TABLE application_events ADD CONSTRAINT application_events_kind_check
    CHECK (kind IN ('created', 'updated', 'assigned', 'status_changed', 'commented',
                    'deactivation_requested', 'deactivation_rejected', 'deactivated',
                    'reactivated', 'sent_to_banks', 'offer_received', 'offer_accepted',
                    'property_saved', 'property_valued'));
DROP TABLE application_aml_reviews;
DROP TABLE application_bank_messages;
UPDATE application_banks SET bank_status = 'DECLINED' WHERE bank_status = 'CANCELLED';
ALTER TABLE application_banks DROP CONSTRAINT application_banks_bank_status_check;
ALTER TABLE application_banks ADD CONSTRAINT application_banks_bank_status_check
    CHECK (bank_status IN ('NEW', 'ONGOING', 'ACCEPTED', 'DECLINED', 'DISBURSED'));
