DROP INDEX insurances_cancelled_newest;
DROP TABLE insurance_winback;
