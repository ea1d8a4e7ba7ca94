-- A part of a name common enough to match more than 1,000 leads (a common last name matches
-- thousands) pages by walking the leads newest first and keeping the matches, which stops after a
-- few thousand rows where sorting every match reads them all. The country-led list indexes cannot
-- serve a walk across both countries, so the walk has its own.
CREATE INDEX leads_newest_idx ON leads (created_at DESC, lead_id DESC);
