DROP TABLE employee_settings;
