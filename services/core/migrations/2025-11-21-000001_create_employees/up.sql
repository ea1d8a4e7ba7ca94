-- Internal users. Password sign-in is optional (staff from the identity provider have no hash).
CREATE TABLE employees (
    user_id       uuid PRIMARY KEY,
    email         text        NOT NULL CHECK (length(email) BETWEEN 3 AND 255),
    first_name    text        NOT NULL,
    last_name     text        NOT NULL,
    phone_number  text        NOT NULL DEFAULT '',
    password_hash text,
    roles         text[]      NOT NULL DEFAULT '{}',
    zoordinates   text[]      NOT NULL DEFAULT '{}',
    language      text        NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'sv', 'nb')),
    deactivated   boolean     NOT NULL DEFAULT false,
    last_login    timestamptz,
    created_at    timestamptz NOT NULL DEFAULT now()
);

-- Sign-in looks e-mails up case-insensitively, and two accounts must not differ only by case.
CREATE UNIQUE INDEX employees_email_lower_key ON employees (lower(email));

-- The employee list pages by name; the assign picker leaves the deactivated out.
CREATE INDEX employees_by_name_idx ON employees (last_name, first_name, user_id);
CREATE INDEX employees_active_by_name_idx ON employees (last_name, first_name, user_id)
    WHERE NOT deactivated;
