-- The SMS filed under an application or lead, and those an employee sent, newest first
-- ("messages by application", "messages by user").
CREATE INDEX sms_messages_about_newest_idx ON sms_messages (application_id_or_lead_id, sms_id DESC)
    WHERE application_id_or_lead_id IS NOT NULL;
CREATE INDEX sms_messages_sender_newest_idx ON sms_messages (sent_by, sms_id DESC)
    WHERE direction = 'outgoing';
