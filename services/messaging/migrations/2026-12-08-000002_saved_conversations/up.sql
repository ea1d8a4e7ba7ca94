-- The chat windows each employee keeps in the dock, in order: restored on the next page load and
-- on another device. A save replaces the employee's list; the primary key serves the read.
CREATE TABLE saved_conversations (
    user_id                   text     NOT NULL,
    position                  smallint NOT NULL,
    customer_id               bigint,
    application_id_or_lead_id text     NOT NULL,
    phone_number              text     NOT NULL DEFAULT '',
    pni                       text     NOT NULL DEFAULT '',
    country                   text     NOT NULL CHECK (country IN ('SE', 'NO')),
    open                      boolean  NOT NULL,
    title                     text     NOT NULL,
    PRIMARY KEY (user_id, position),
    CHECK (customer_id IS NOT NULL OR phone_number <> '')
);
