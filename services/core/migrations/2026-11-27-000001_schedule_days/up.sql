-- Staff working days: the desk (product, country) an employee works on a day and their hours
-- there (local time of the country), or a day off (no hours). One entry per employee and day; a
-- day without one is an ordinary working day (08:00–17:00, Monday to Friday). The free meeting
-- slots are read inside these hours.
CREATE TABLE schedule_days (
    user_id    uuid        NOT NULL REFERENCES employees (user_id),
    day        date        NOT NULL,
    product    text        NOT NULL CHECK (product IN ('MO', 'UL', 'CC', 'LI', 'AI', 'ZL')),
    country    text        NOT NULL CHECK (country IN ('SE', 'NO')),
    starts     time,
    ends       time,
    updated_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (user_id, day),
    CONSTRAINT schedule_days_hours_together CHECK ((starts IS NULL) = (ends IS NULL)),
    CONSTRAINT schedule_days_hours_in_order CHECK (starts IS NULL OR starts < ends)
);
-- "Who works this day" (of a desk).
CREATE INDEX schedule_days_day_idx ON schedule_days (day, product, country);
