DROP TABLE insurance_users;
