-- The search drawer's Leads tab: by a personal id (exact, either applicant) or by a part of a
-- name (trigram index on the applicants' names, lower case). pg_trgm comes with
-- 2026-12-03-000001_employee_administration.
ALTER TABLE leads ADD COLUMN search_name text GENERATED ALWAYS AS (
    lower(applicant_first_name || ' ' || applicant_last_name
          || coalesce(' ' || co_applicant_first_name || ' ' || co_applicant_last_name, ''))
) STORED;

CREATE INDEX leads_search_name_trgm_idx ON leads USING gin (search_name gin_trgm_ops);
CREATE INDEX leads_applicant_pni_newest_idx ON leads (applicant_pni, created_at DESC, lead_id DESC);
CREATE INDEX leads_co_applicant_pni_newest_idx ON leads (co_applicant_pni, created_at DESC, lead_id DESC)
    WHERE co_applicant_pni IS NOT NULL;
