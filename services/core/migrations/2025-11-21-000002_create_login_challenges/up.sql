-- One-time-code step of the password sign-in. Only a hash of the code is kept.
CREATE TABLE login_challenges (
    session_id  uuid PRIMARY KEY,
    employee_id uuid        NOT NULL REFERENCES employees (user_id) ON DELETE CASCADE,
    -- hex sha256 of code || session id
    code_hash   text        NOT NULL,
    expires_at  timestamptz NOT NULL,
    attempts    integer     NOT NULL DEFAULT 0 CHECK (attempts >= 0),
    consumed_at timestamptz,
    created_at  timestamptz NOT NULL DEFAULT now()
);

-- Cascade from employees, and a sweep of expired challenges.
CREATE INDEX login_challenges_employee_id_idx ON login_challenges (employee_id);
CREATE INDEX login_challenges_expires_at_idx ON login_challenges (expires_at);
