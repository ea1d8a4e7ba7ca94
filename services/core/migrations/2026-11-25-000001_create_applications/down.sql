DROP TABLE application_events;
DROP FUNCTION application_events_append_only();
DROP TABLE application_applicants;
DROP TABLE applications;
