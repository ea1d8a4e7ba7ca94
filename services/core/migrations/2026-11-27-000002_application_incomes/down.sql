DROP TABLE application_incomes;
