DROP INDEX IF EXISTS insurances_sales_by_signup;
