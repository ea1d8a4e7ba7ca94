DROP TABLE employees;
