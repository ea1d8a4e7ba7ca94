-- Staff work in one coordinate at a time, and the lead and application lists show its country only.
-- Every list request names a country (the gateway takes the working coordinate's), so the list
-- indexes lead with the country and replace the ones without it: the same number of indexes to
-- keep up on insert, and each page and total of a country reads one index in order.
DROP INDEX leads_newest_idx;
DROP INDEX leads_newest_open_clean_idx;
DROP INDEX leads_newest_open_idx;
DROP INDEX leads_newest_clean_idx;
DROP INDEX leads_newest_unassigned_idx;

CREATE INDEX leads_country_newest_idx ON leads (country, created_at DESC, lead_id DESC);
CREATE INDEX leads_country_newest_open_clean_idx ON leads (country, created_at DESC, lead_id DESC)
    WHERE create_source_error IS NULL AND NOT handled;
CREATE INDEX leads_country_newest_open_idx ON leads (country, created_at DESC, lead_id DESC)
    WHERE NOT handled;
CREATE INDEX leads_country_newest_clean_idx ON leads (country, created_at DESC, lead_id DESC)
    WHERE create_source_error IS NULL;
CREATE INDEX leads_country_newest_unassigned_idx ON leads (country, created_at DESC, lead_id DESC)
    WHERE assignee_id IS NULL;

-- The applications table likewise: its page of a country reads the country's part of one index
-- in order and stops after the page (the table shows no total). "Mine" keeps its assignee index.
DROP INDEX applications_newest_idx;
DROP INDEX applications_substatus_newest_idx;
DROP INDEX applications_status_newest_idx;
DROP INDEX applications_unassigned_newest_idx;
CREATE INDEX applications_country_newest_idx
    ON applications (country, created_at DESC, application_id DESC);
CREATE INDEX applications_country_substatus_newest_idx
    ON applications (country, substatus, created_at DESC, application_id DESC);
CREATE INDEX applications_country_status_newest_idx
    ON applications (country, status, created_at DESC, application_id DESC);
CREATE INDEX applications_country_unassigned_newest_idx
    ON applications (country, created_at DESC, application_id DESC)
    WHERE assignee_id IS NULL;
