-- A name search looks for the start of an applicant's or co-applicant's "first last" or
-- "last first" (b-trees answer a prefix in a few milliseconds at a million leads, where the
-- trigram index needs 20-65 ms for a common last name); the trigram index stays for text inside
-- a name, asked when no name starts with it. `search_name` starts with the applicant's
-- "first last".
CREATE INDEX leads_search_name_start_idx ON leads (search_name text_pattern_ops);
CREATE INDEX leads_applicant_last_first_start_idx
    ON leads ((lower(applicant_last_name || ' ' || applicant_first_name)) text_pattern_ops);
CREATE INDEX leads_co_applicant_first_last_start_idx
    ON leads ((lower(co_applicant_first_name || ' ' || co_applicant_last_name)) text_pattern_ops)
    WHERE co_applicant_last_name IS NOT NULL;
CREATE INDEX leads_co_applicant_last_first_start_idx
    ON leads ((lower(co_applicant_last_name || ' ' || co_applicant_first_name)) text_pattern_ops)
    WHERE co_applicant_last_name IS NOT NULL;
