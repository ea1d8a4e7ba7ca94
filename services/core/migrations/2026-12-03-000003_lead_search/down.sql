DROP INDEX leads_co_applicant_pni_newest_idx;
DROP INDEX leads_applicant_pni_newest_idx;
DROP INDEX leads_search_name_trgm_idx;
ALTER TABLE leads DROP COLUMN search_name;
