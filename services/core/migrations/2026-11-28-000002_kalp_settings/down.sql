DROP TABLE kalp_settings;
