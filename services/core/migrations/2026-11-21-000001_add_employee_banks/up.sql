-- The banks a bank-partner user works for, each `COUNTRY:product` (e.g. `SE:mortgage`).
-- An employee with at least one bank is a bank partner and signs in on the bank platform only.
ALTER TABLE employees
    ADD COLUMN banks text[] NOT NULL DEFAULT '{}'
        CHECK (array_position(banks, NULL) IS NULL);
