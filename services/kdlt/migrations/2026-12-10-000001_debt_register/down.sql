DROP TABLE debt_register_feed;
DROP TABLE debt_register_data;
DROP TABLE debt_register_consents;
