DROP INDEX leads_country_newest_idx;
DROP INDEX leads_country_newest_open_clean_idx;
DROP INDEX leads_country_newest_open_idx;
DROP INDEX leads_country_newest_clean_idx;
DROP INDEX leads_country_newest_unassigned_idx;

CREATE INDEX leads_newest_idx ON leads (created_at DESC, lead_id DESC);
CREATE INDEX leads_newest_open_clean_idx ON leads (created_at DESC, lead_id DESC)
    WHERE create_source_error IS NULL AND NOT handled;
CREATE INDEX leads_newest_open_idx ON leads (created_at DESC, lead_id DESC)
    WHERE NOT handled;
CREATE INDEX leads_newest_clean_idx ON leads (created_at DESC, lead_id DESC)
    WHERE create_source_error IS NULL;
CREATE INDEX leads_newest_unassigned_idx ON leads (created_at DESC, lead_id DESC)
    WHERE assignee_id IS NULL;

DROP INDEX applications_country_newest_idx;
DROP INDEX applications_country_substatus_newest_idx;
DROP INDEX applications_country_status_newest_idx;
DROP INDEX applications_country_unassigned_newest_idx;
CREATE INDEX applications_newest_idx ON applications (created_at DESC, application_id DESC);
CREATE INDEX applications_substatus_newest_idx
    ON applications (substatus, created_at DESC, application_id DESC);
CREATE INDEX applications_status_newest_idx
    ON applications (status, created_at DESC, application_id DESC);
CREATE INDEX applications_unassigned_newest_idx ON applications (created_at DESC, application_id DESC)
    WHERE assignee_id IS NULL;
