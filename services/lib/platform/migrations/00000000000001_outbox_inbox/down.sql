DROP TABLE zrm_inbox;
DROP TABLE zrm_outbox;
