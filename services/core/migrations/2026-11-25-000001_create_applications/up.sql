-- Mortgage applications. `status` is ACTIVE or DEACTIVATED (the list's status badge);
-- `substatus` is how far it has come (DRAFT → COMPLETE → OFFERED → ACCEPTED → DISBURSED).
CREATE TABLE applications (
    application_id       bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    country              text        NOT NULL CHECK (country IN ('SE', 'NO')),
    created_at           timestamptz NOT NULL DEFAULT now(),
    updated_at           timestamptz NOT NULL DEFAULT now(),
    -- Optimistic concurrency: every change raises it, an update names the one it read.
    version              integer     NOT NULL DEFAULT 1 CHECK (version >= 1),
    status               text        NOT NULL DEFAULT 'ACTIVE'
                                     CHECK (status IN ('ACTIVE', 'DEACTIVATED')),
    substatus            text        NOT NULL DEFAULT 'DRAFT'
                                     CHECK (substatus IN ('DRAFT', 'COMPLETE', 'OFFERED', 'ACCEPTED', 'DISBURSED')),
    loan_purpose         text        NOT NULL CHECK (loan_purpose IN ('REFINANCE', 'PRE_APPROVAL', 'BUY')),
    -- Whole kronor of the country's currency.
    mortgage_loan_amount bigint      CHECK (mortgage_loan_amount BETWEEN 1 AND 1000000000),
    assignee_id          uuid        REFERENCES employees (user_id),
    lead_id              bigint      REFERENCES leads (lead_id),
    created_by           uuid        NOT NULL
);

-- The table is newest first; the filters of its filter bar each read an index.
CREATE INDEX applications_newest_idx ON applications (created_at DESC, application_id DESC);
CREATE INDEX applications_substatus_newest_idx
    ON applications (substatus, created_at DESC, application_id DESC);
CREATE INDEX applications_status_newest_idx
    ON applications (status, created_at DESC, application_id DESC);
CREATE INDEX applications_unassigned_newest_idx ON applications (created_at DESC, application_id DESC)
    WHERE assignee_id IS NULL;
-- "Mine": one assignee's applications, newest first.
CREATE INDEX applications_assignee_newest_idx
    ON applications (assignee_id, created_at DESC, application_id DESC)
    WHERE assignee_id IS NOT NULL;
CREATE INDEX applications_lead_idx ON applications (lead_id) WHERE lead_id IS NOT NULL;

-- The people on an application, as kdlt customer ids, in the order given.
CREATE TABLE application_applicants (
    application_id bigint   NOT NULL REFERENCES applications (application_id) ON DELETE CASCADE,
    position       smallint NOT NULL CHECK (position >= 0),
    role           text     NOT NULL CHECK (role IN ('MAIN_APPLICANT', 'CO_APPLICANT', 'GUARANTOR')),
    customer_id    bigint   NOT NULL CHECK (customer_id >= 1),
    PRIMARY KEY (application_id, position),
    UNIQUE (application_id, customer_id)
);
-- One main applicant per application.
CREATE UNIQUE INDEX application_applicants_one_main_idx ON application_applicants (application_id)
    WHERE role = 'MAIN_APPLICANT';
-- "Applications of a customer".
CREATE INDEX application_applicants_customer_idx ON application_applicants (customer_id);

-- Every change of an application: who, when, what. Append-only.
CREATE TABLE application_events (
    event_id       bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    application_id bigint      NOT NULL REFERENCES applications (application_id) ON DELETE CASCADE,
    kind           text        NOT NULL
                               CHECK (kind IN ('created', 'updated', 'assigned', 'status_changed')),
    actor          text        NOT NULL,
    at             timestamptz NOT NULL DEFAULT now(),
    detail         jsonb       NOT NULL DEFAULT '{}'
);
CREATE INDEX application_events_newest_idx ON application_events (application_id, event_id DESC);

CREATE FUNCTION application_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION 'application events are append-only';
END;
$$;
CREATE TRIGGER application_events_append_only
    BEFORE UPDATE ON application_events
    FOR EACH ROW EXECUTE FUNCTION application_events_append_only();
