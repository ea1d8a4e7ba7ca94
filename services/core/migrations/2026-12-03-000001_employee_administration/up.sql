-- Employee administration (the internal-users and partner-users screens).

CREATE EXTENSION IF NOT EXISTS pg_trgm;

ALTER TABLE employees
    -- A blocked employee cannot sign in until unblocked; unlike deactivation (the person has
    -- left) they stay in the lists and pickers.
    ADD COLUMN blocked boolean NOT NULL DEFAULT false,
    -- Set once an administrator created or edited the person in ZRM: from then on ZRM, not the
    -- identity provider's claims, is the source of their roles and coordinates.
    ADD COLUMN access_managed_in_zrm boolean NOT NULL DEFAULT false,
    -- `provider:id`, e.g. `telavox:4711`: the person's user ids at the telephony providers.
    ADD COLUMN telephony_ids text[] NOT NULL DEFAULT '{}',
    -- The person's user id in Sverker, the legacy CRM, while records still refer to it.
    ADD COLUMN sverker_id text CHECK (sverker_id IS NULL OR length(sverker_id) BETWEEN 1 AND 64),
    -- What the employee search matches (name, e-mail, phone), lower case.
    ADD COLUMN search_text text GENERATED ALWAYS AS (
        lower(first_name || ' ' || last_name || ' ' || email || ' ' || phone_number)
    ) STORED;

CREATE UNIQUE INDEX employees_sverker_id_key ON employees (sverker_id) WHERE sverker_id IS NOT NULL;
CREATE INDEX employees_search_text_trgm_idx ON employees USING gin (search_text gin_trgm_ops);
-- by_zoordinates: `zoordinates && $1`.
CREATE INDEX employees_zoordinates_idx ON employees USING gin (zoordinates);
-- The partner-users list: bank partners by name.
CREATE INDEX employees_partners_by_name_idx ON employees (last_name, first_name, user_id)
    WHERE banks <> '{}';

-- Who changed a person's roles, coordinates, banks, telephony ids or status, when, and the
-- values before and after (the audit of the employee administration).
CREATE TABLE employee_changes (
    change_id   bigserial   PRIMARY KEY,
    user_id     uuid        NOT NULL REFERENCES employees (user_id) ON DELETE CASCADE,
    -- The administrator; NULL when the identity provider's claims changed the access at sign-in.
    changed_by  uuid        REFERENCES employees (user_id) ON DELETE SET NULL,
    changed_at  timestamptz NOT NULL DEFAULT now(),
    -- created | updated | blocked | unblocked | signed_in
    kind        text        NOT NULL
        CHECK (kind IN ('created', 'updated', 'blocked', 'unblocked', 'signed_in')),
    before      jsonb,
    after       jsonb       NOT NULL
);

CREATE INDEX employee_changes_by_user_idx ON employee_changes (user_id, changed_at DESC, change_id DESC);
