-- The property an application is for, one per application. Amounts are whole units of the application's currency.
CREATE TABLE application_properties (
    application_id  bigint      PRIMARY KEY REFERENCES applications (application_id) ON DELETE CASCADE,
    -- Optimistic concurrency, as on the application.
    version         integer     NOT NULL DEFAULT 1 CHECK (version >= 1),
    property_type   text        NOT NULL
                                CHECK (property_type IN ('APARTMENT', 'HOUSE', 'TOWNHOUSE', 'HOLIDAY_HOME')),
    street_address  text        NOT NULL CHECK (char_length(street_address) BETWEEN 1 AND 200),
    -- Digits only: five in Sweden, four in Norway.
    postal_code     text        NOT NULL CHECK (postal_code ~ '^[0-9]{4,5}$'),
    city            text        NOT NULL CHECK (char_length(city) BETWEEN 1 AND 100),
    living_area_m2  integer     CHECK (living_area_m2 BETWEEN 1 AND 10000),
    estimated_value bigint      CHECK (estimated_value BETWEEN 1 AND 1000000000),
    monthly_fee     bigint      CHECK (monthly_fee BETWEEN 0 AND 1000000),
    updated_at      timestamptz NOT NULL DEFAULT now(),
    updated_by      uuid        NOT NULL
);

-- The latest market valuation of a property; removed when the property moves to another address.
CREATE TABLE property_valuations (
    application_id bigint      PRIMARY KEY
                               REFERENCES application_properties (application_id) ON DELETE CASCADE,
    valuation_id   text        NOT NULL,
    market_value   bigint      NOT NULL,
    low            bigint      NOT NULL,
    high           bigint      NOT NULL,
    confidence     text        NOT NULL CHECK (confidence IN ('HIGH', 'MEDIUM', 'LOW')),
    valued_at      timestamptz NOT NULL,
    valued_by      uuid        NOT NULL
);

ALTER TABLE application_events DROP CONSTRAINT application_events_kind_check;
ALTER TABLE application_events ADD CONSTRAINT application_events_kind_check
    CHECK (kind IN ('created', 'updated', 'assigned', 'status_changed', 'commented',
                    'deactivation_requested', 'deactivation_rejected', 'deactivated',
                    'reactivated', 'sent_to_banks', 'offer_received', 'offer_accepted',
                    'property_saved', 'property_valued'));
