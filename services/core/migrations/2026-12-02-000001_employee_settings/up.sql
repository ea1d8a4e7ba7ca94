-- An employee's own settings (the settings drawer), kept across devices. No row: the defaults.
-- The language stays on employees.language (the one-time-code mail uses it too).
CREATE TABLE employee_settings (
    user_id uuid PRIMARY KEY REFERENCES employees (user_id) ON DELETE CASCADE,
    share_name_consent text NOT NULL DEFAULT 'NO_CONSENT'
        CHECK (share_name_consent IN ('NO_CONSENT', 'INITIALS_ONLY', 'FULL_NAMES')),
    theme text NOT NULL DEFAULT 'system' CHECK (theme IN ('system', 'light', 'dark')),
    default_calendar_view text NOT NULL DEFAULT 'appViewWeek'
        CHECK (default_calendar_view IN ('dayGridMonth', 'appViewWeek', 'appViewDay')),
    compact boolean NOT NULL DEFAULT false,
    debug boolean NOT NULL DEFAULT false,
    -- The chosen coordinate; empty: the first of the employee's list.
    zoordinate text NOT NULL DEFAULT '' CHECK (zoordinate = '' OR length(zoordinate) = 10),
    updated_at timestamptz NOT NULL DEFAULT now()
);
