-- The staff members known to the insurance service ("external users", spec 2 §7
-- /api/ext_users/create and /delete): insurances, events and refunds record who acted by user
-- id; the register gives that id its current name. Deactivating keeps the row, so the history
-- still names who sold or cancelled. Looked up by the primary key only.
CREATE TABLE insurance_users (
    user_id TEXT PRIMARY KEY CHECK (user_id <> ''),
    name TEXT NOT NULL CHECK (name <> ''),
    email TEXT NOT NULL,
    active BOOLEAN NOT NULL DEFAULT TRUE,
    -- The administrator of the last change.
    updated_by TEXT NOT NULL,
    created_at TIMESTAMPTZ NOT NULL,
    updated_at TIMESTAMPTZ NOT NULL,
    deactivated_at TIMESTAMPTZ
);
