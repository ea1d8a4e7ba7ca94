-- The single-use links that let a new bank partner set their password (`/set-partner-password`
-- in the partner portal). Only a hash of the token is kept: the e-mail holds the token itself.
CREATE TABLE partner_password_links (
    token_hash  text        PRIMARY KEY,
    user_id     uuid        NOT NULL REFERENCES employees (user_id) ON DELETE CASCADE,
    -- The administrator who invited the partner; NULL once that account is removed.
    created_by  uuid        REFERENCES employees (user_id) ON DELETE SET NULL,
    created_at  timestamptz NOT NULL DEFAULT now(),
    expires_at  timestamptz NOT NULL,
    used_at     timestamptz
);

-- A new link replaces the person's earlier unused ones.
CREATE INDEX partner_password_links_by_user_idx ON partner_password_links (user_id) WHERE used_at IS NULL;
