DROP TABLE customer_audit;
DROP TABLE customers;
