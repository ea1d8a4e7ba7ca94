-- The incomes of an application's applicants, one line per source. A line carries the monthly
-- amount, the yearly amount, or both (whole kronor of the application's currency); which one is
-- used depends on the country (Sweden monthly, Norway yearly), and a missing yearly amount is
-- twelve times the monthly one (spec 1 §3). Replaced as a whole by an update of the application.
CREATE TABLE application_incomes (
    application_id bigint   NOT NULL REFERENCES applications (application_id) ON DELETE CASCADE,
    position       smallint NOT NULL CHECK (position >= 0),
    customer_id    bigint   NOT NULL,
    kind           text     NOT NULL
                            CHECK (kind IN ('SALARY', 'PENSION', 'SELF_EMPLOYMENT', 'RENTAL', 'BENEFITS', 'OTHER')),
    amount         bigint   CHECK (amount BETWEEN 1 AND 100000000),
    yearly_amount  bigint   CHECK (yearly_amount BETWEEN 1 AND 1200000000),
    PRIMARY KEY (application_id, position),
    CONSTRAINT application_incomes_an_amount CHECK (amount IS NOT NULL OR yearly_amount IS NOT NULL),
    -- An income is of one of the application's applicants.
    FOREIGN KEY (application_id, customer_id)
        REFERENCES application_applicants (application_id, customer_id) ON DELETE CASCADE
);
