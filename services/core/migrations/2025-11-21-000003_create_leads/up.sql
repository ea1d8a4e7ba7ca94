CREATE TABLE leads (
    lead_id                 bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    created_at              timestamptz NOT NULL DEFAULT now(),
    source                  text        NOT NULL,
    create_source_type      text        NOT NULL,
    -- Set when the lead could not be created cleanly ("failed" leads).
    create_source_error     text,
    country                 text        NOT NULL CHECK (country IN ('SE', 'NO')),
    applicant_pni           text        NOT NULL,
    applicant_first_name    text        NOT NULL,
    applicant_last_name     text        NOT NULL,
    co_applicant_pni        text,
    co_applicant_first_name text,
    co_applicant_last_name  text,
    handled                 boolean     NOT NULL DEFAULT false,
    reprocessable           boolean     NOT NULL DEFAULT true,
    assignee_id             uuid REFERENCES employees (user_id),
    assigned_at             timestamptz,
    -- A co-applicant is all or nothing.
    CONSTRAINT leads_co_applicant_complete CHECK (
        (co_applicant_pni IS NULL) = (co_applicant_first_name IS NULL)
        AND (co_applicant_pni IS NULL) = (co_applicant_last_name IS NULL)
    ),
    CONSTRAINT leads_assignment_complete CHECK ((assignee_id IS NULL) = (assigned_at IS NULL))
);

-- The lead list is newest first; one index per combination of its default-on filters
-- (failed = create_source_error set; handled) so every page and its total read an index.
CREATE INDEX leads_newest_idx ON leads (created_at DESC, lead_id DESC);
CREATE INDEX leads_newest_open_clean_idx ON leads (created_at DESC, lead_id DESC)
    WHERE create_source_error IS NULL AND NOT handled;
CREATE INDEX leads_newest_open_idx ON leads (created_at DESC, lead_id DESC)
    WHERE NOT handled;
CREATE INDEX leads_newest_clean_idx ON leads (created_at DESC, lead_id DESC)
    WHERE create_source_error IS NULL;
CREATE INDEX leads_newest_unassigned_idx ON leads (created_at DESC, lead_id DESC)
    WHERE assignee_id IS NULL;
-- "Mine": the leads of one assignee, newest first.
CREATE INDEX leads_assignee_newest_idx ON leads (assignee_id, created_at DESC, lead_id DESC)
    WHERE assignee_id IS NOT NULL;
