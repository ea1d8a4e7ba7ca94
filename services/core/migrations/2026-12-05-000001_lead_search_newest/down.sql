DROP INDEX leads_newest_idx;
