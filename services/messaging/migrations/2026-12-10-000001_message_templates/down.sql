DROP TABLE message_templates;
DROP TABLE email_attachments;
