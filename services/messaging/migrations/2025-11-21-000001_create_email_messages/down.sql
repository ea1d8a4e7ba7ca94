DROP TABLE email_messages;
