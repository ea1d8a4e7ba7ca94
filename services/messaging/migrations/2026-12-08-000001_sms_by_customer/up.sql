-- A customer's messages, newest first (the chat window and "messages by customer"); the
-- incoming SMS no customer is known for, newest first (the unknown senders' list).
CREATE INDEX sms_messages_customer_newest_idx ON sms_messages (customer_id, sms_id DESC)
    WHERE customer_id IS NOT NULL;
CREATE INDEX sms_messages_unknown_sender_idx ON sms_messages (sms_id DESC)
    WHERE customer_id IS NULL AND direction = 'incoming';
