-- The banks mortgage applications are sent to, per country. Reference data of the product (not
-- demo data): the lender's partner banks, kept here so every environment has the same list.
CREATE TABLE banks (
    bank_id  integer PRIMARY KEY,
    code     text NOT NULL UNIQUE CHECK (code ~ '^[A-Z0-9_]{2,32}$'),
    name     text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
    country  text NOT NULL CHECK (country IN ('SE', 'NO'))
);
CREATE INDEX banks_country_name_idx ON banks (country, name);

-- How a bank takes applications of a product (`MO` mortgage): through its API, by e-mail, or by
-- phone with the advisor recording the answer.
CREATE TABLE bank_integrations (
    bank_id integer NOT NULL REFERENCES banks (bank_id),
    product text    NOT NULL CHECK (product ~ '^[A-Z]{2}$'),
    kind    text    NOT NULL CHECK (kind IN ('API', 'EMAIL', 'MANUAL')),
    contact text,
    active  boolean NOT NULL DEFAULT true,
    PRIMARY KEY (bank_id, product)
);

INSERT INTO banks (bank_id, code, name, country) VALUES
    (1, 'SBAB', 'SBAB Bank', 'SE'),
    (2, 'HANDELSBANKEN', 'Handelsbanken', 'SE'),
    (3, 'SWEDBANK', 'Swedbank', 'SE'),
    (4, 'NORDEA_SE', 'Nordea', 'SE'),
    (5, 'SEB', 'SEB', 'SE'),
    (6, 'LANDSHYPOTEK', 'Landshypotek Bank', 'SE'),
    (21, 'DNB', 'DNB', 'NO'),
    (22, 'NORDEA_NO', 'Nordea', 'NO'),
    (23, 'SPAREBANK1', 'SpareBank 1', 'NO'),
    (24, 'STOREBRAND', 'Storebrand Bank', 'NO'),
    (25, 'HANDELSBANKEN_NO', 'Handelsbanken', 'NO');

INSERT INTO bank_integrations (bank_id, product, kind, contact, active) VALUES
    (1, 'MO', 'API', NULL, true),
    (2, 'MO', 'EMAIL', 'bolan@handelsbanken.example', true),
    (3, 'MO', 'API', NULL, true),
    (4, 'MO', 'EMAIL', 'mortgage.se@nordea.example', true),
    (5, 'MO', 'MANUAL', NULL, true),
    (6, 'MO', 'API', NULL, false),
    (21, 'MO', 'API', NULL, true),
    (22, 'MO', 'EMAIL', 'mortgage.no@nordea.example', true),
    (23, 'MO', 'API', NULL, true),
    (24, 'MO', 'MANUAL', NULL, true),
    (25, 'MO', 'EMAIL', 'boliglan@handelsbanken.example', true);

-- The banks an application was sent to, and where each is with it (the bank-side badge).
CREATE TABLE application_banks (
    application_id bigint      NOT NULL REFERENCES applications (application_id) ON DELETE CASCADE,
    bank_id        integer     NOT NULL REFERENCES banks (bank_id),
    bank_status    text        NOT NULL DEFAULT 'NEW'
                               CHECK (bank_status IN ('NEW', 'ONGOING', 'ACCEPTED', 'DECLINED', 'DISBURSED')),
    sent_at        timestamptz NOT NULL DEFAULT now(),
    sent_by        uuid        NOT NULL,
    updated_at     timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (application_id, bank_id)
);
-- A bank's applications by status (the bank-partner list).
CREATE INDEX application_banks_bank_status_idx
    ON application_banks (bank_id, bank_status, application_id DESC);

-- Offers banks made on applications; accepting one declines the others.
CREATE TABLE offers (
    offer_id         bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    application_id   bigint      NOT NULL,
    bank_id          integer     NOT NULL,
    amount           bigint      NOT NULL CHECK (amount BETWEEN 1 AND 1000000000),
    interest_rate_bp integer     NOT NULL CHECK (interest_rate_bp BETWEEN 1 AND 3000),
    term_months      integer     NOT NULL CHECK (term_months BETWEEN 12 AND 600),
    state            text        NOT NULL DEFAULT 'OPEN' CHECK (state IN ('OPEN', 'ACCEPTED', 'DECLINED')),
    recorded_by      text        NOT NULL,
    created_at       timestamptz NOT NULL DEFAULT now(),
    FOREIGN KEY (application_id, bank_id) REFERENCES application_banks (application_id, bank_id)
        ON DELETE CASCADE
);
CREATE INDEX offers_application_newest_idx ON offers (application_id, offer_id DESC);
CREATE UNIQUE INDEX offers_one_accepted_idx ON offers (application_id) WHERE state = 'ACCEPTED';

ALTER TABLE application_events DROP CONSTRAINT application_events_kind_check;
ALTER TABLE application_events ADD CONSTRAINT application_events_kind_check
    CHECK (kind IN ('created', 'updated', 'assigned', 'status_changed', 'commented',
                    'deactivation_requested', 'deactivation_rejected', 'deactivated',
                    'reactivated', 'sent_to_banks', 'offer_received', 'offer_accepted'));
