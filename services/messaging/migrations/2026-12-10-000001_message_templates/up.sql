-- Files e-mail templates attach, uploaded by template admins. The content stays here: an
-- attachment is small (at most 3 MB) and read only when a template e-mail is sent.
CREATE TABLE email_attachments (
    attachment_id uuid        PRIMARY KEY,
    file_name     text        NOT NULL,
    content_type  text        NOT NULL,
    size_bytes    bigint      NOT NULL CHECK (size_bytes > 0),
    content       bytea       NOT NULL,
    uploaded_by   text        NOT NULL,
    uploaded_at   timestamptz NOT NULL DEFAULT now()
);
-- The attachment list, newest first.
CREATE INDEX email_attachments_newest ON email_attachments (uploaded_at DESC, attachment_id DESC);

-- One e-mail or SMS template per channel, country, product and event. The primary key serves
-- the read of one template and the list of a channel (by country, product, event).
CREATE TABLE message_templates (
    channel        text        NOT NULL CHECK (channel IN ('email', 'sms')),
    country        text        NOT NULL CHECK (country IN ('SE', 'NO')),
    product        text        NOT NULL,
    event          text        NOT NULL,
    subject        text        NOT NULL DEFAULT '',
    body           text        NOT NULL,
    attachment_ids uuid[]      NOT NULL DEFAULT '{}',
    updated_by     text        NOT NULL,
    updated_at     timestamptz NOT NULL,
    PRIMARY KEY (channel, country, product, event)
);
-- The list filtered by product or event alone (without the country before them in the key).
CREATE INDEX message_templates_by_product ON message_templates (channel, product, event);
CREATE INDEX message_templates_by_event ON message_templates (channel, event);
