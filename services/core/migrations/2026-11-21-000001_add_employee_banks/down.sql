ALTER TABLE employees DROP COLUMN banks;
