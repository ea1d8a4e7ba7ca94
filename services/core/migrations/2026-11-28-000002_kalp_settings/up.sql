-- The household-budget (KALP) settings of each country; see services/core/src/calculations/
-- README.md for what each is and where the defaults come from. Monthly amounts in whole units of
-- the country's currency; rates in basis points.
CREATE TABLE kalp_settings (
    country                  text        PRIMARY KEY CHECK (country IN ('SE', 'NO')),
    version                  integer     NOT NULL DEFAULT 1 CHECK (version >= 1),
    living_cost_first_adult  bigint      NOT NULL CHECK (living_cost_first_adult BETWEEN 0 AND 1000000),
    living_cost_other_adult  bigint      NOT NULL CHECK (living_cost_other_adult BETWEEN 0 AND 1000000),
    living_cost_child        bigint      NOT NULL CHECK (living_cost_child BETWEEN 0 AND 1000000),
    operating_cost_apartment bigint      NOT NULL CHECK (operating_cost_apartment BETWEEN 0 AND 1000000),
    operating_cost_house     bigint      NOT NULL CHECK (operating_cost_house BETWEEN 0 AND 1000000),
    stress_interest_rate_bp  integer     NOT NULL CHECK (stress_interest_rate_bp BETWEEN 0 AND 3000),
    amortization_rate_bp     integer     NOT NULL CHECK (amortization_rate_bp BETWEEN 0 AND 1000),
    updated_at               timestamptz NOT NULL DEFAULT now(),
    updated_by               uuid
);

INSERT INTO kalp_settings (country, living_cost_first_adult, living_cost_other_adult,
                           living_cost_child, operating_cost_apartment, operating_cost_house,
                           stress_interest_rate_bp, amortization_rate_bp)
VALUES ('SE', 10500, 7800, 4000, 1200, 4500, 700, 200),
       ('NO', 11000, 8500, 4500, 1500, 4000, 700, 250);
