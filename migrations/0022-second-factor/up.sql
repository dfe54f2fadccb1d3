-- Sessions the user can see and end, and a second factor at sign-in: authenticator-app codes,
-- passkeys and single-use recovery codes.

-- A session is its token row. It is named to its user by a random id (never by its hash, which
-- is the credential's stand-in), and carries what the Security screen shows of it.
ALTER TABLE auth_tokens ADD COLUMN session_id TEXT;
ALTER TABLE auth_tokens ADD COLUMN user_agent TEXT NOT NULL DEFAULT '';
ALTER TABLE auth_tokens ADD COLUMN address TEXT NOT NULL DEFAULT '';
ALTER TABLE auth_tokens ADD COLUMN last_used_at TEXT;
-- How the session was opened: password, password + code, recovery code or passkey.
ALTER TABLE auth_tokens ADD COLUMN signed_in_with TEXT NOT NULL DEFAULT 'password'
    CHECK (signed_in_with IN ('password', 'totp', 'recovery', 'passkey'));
UPDATE auth_tokens SET session_id = lower(hex(randomblob(12))), last_used_at = created_at;
CREATE UNIQUE INDEX auth_tokens_session ON auth_tokens (session_id);
-- Whatever writes a token row (the sign-in, the CLI, a test) gets a session id and a first use.
CREATE TRIGGER auth_tokens_session_defaults AFTER INSERT ON auth_tokens
    WHEN NEW.session_id IS NULL OR NEW.last_used_at IS NULL
BEGIN
    UPDATE auth_tokens
       SET session_id = coalesce(NEW.session_id, lower(hex(randomblob(12)))),
           last_used_at = coalesce(NEW.last_used_at, NEW.created_at)
     WHERE token_hash = NEW.token_hash;
END;

-- The agency's rules for signing in. One row.
CREATE TABLE security_settings (
    id                          INTEGER PRIMARY KEY CHECK (id = 1),
    -- Agency staff without a second factor are led to add one before anything else.
    require_staff_second_factor INTEGER NOT NULL DEFAULT 0
        CHECK (require_staff_second_factor IN (0, 1)),
    -- A session unused this long ends; any session ends this long after sign-in.
    idle_days                   INTEGER NOT NULL DEFAULT 14 CHECK (idle_days BETWEEN 1 AND 365),
    absolute_days               INTEGER NOT NULL DEFAULT 30
        CHECK (absolute_days BETWEEN 1 AND 365),
    updated_at                  TEXT
);
INSERT INTO security_settings (id) VALUES (1);

-- An authenticator app's shared secret, sealed with the data directory's key (never readable
-- from the database alone). Unconfirmed until the user typed one code from it; `last_step` is
-- the 30-second step of the last code accepted, so a code works once.
CREATE TABLE user_totp (
    user_id       INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    secret_sealed TEXT NOT NULL,
    confirmed_at  TEXT,
    last_step     INTEGER NOT NULL DEFAULT 0,
    created_at    TEXT NOT NULL
);

-- Ten single-use codes for when every factor is lost; only their hashes are kept.
CREATE TABLE recovery_codes (
    id        INTEGER PRIMARY KEY,
    user_id   INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    code_hash TEXT NOT NULL,
    used_at   TEXT
);
CREATE INDEX recovery_codes_user ON recovery_codes (user_id);

-- Passkeys (WebAuthn credentials): the credential as the WebAuthn library keeps it (public key,
-- counter, flags) in JSON, its id for lookup, and a name the user chose.
CREATE TABLE passkeys (
    id            INTEGER PRIMARY KEY,
    user_id       INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    credential_id TEXT NOT NULL UNIQUE,
    name          TEXT NOT NULL,
    credential    TEXT NOT NULL CHECK (json_valid(credential)),
    created_at    TEXT NOT NULL,
    last_used_at  TEXT
);
CREATE INDEX passkeys_user ON passkeys (user_id);

-- The random handle a user's passkeys carry (WebAuthn's user.id): not the row id, so a passkey
-- reveals nothing about the account; made with the first passkey.
ALTER TABLE users ADD COLUMN webauthn_handle TEXT;
CREATE UNIQUE INDEX users_webauthn_handle ON users (webauthn_handle);

-- Whether a user has a second factor: a confirmed app or any passkey. Recovery codes alone are
-- not one; they only stand in for one.
CREATE VIEW user_second_factor AS
SELECT u.id AS user_id,
       EXISTS (SELECT 1 FROM user_totp t WHERE t.user_id = u.id AND t.confirmed_at IS NOT NULL)
           AS totp,
       (SELECT count(*) FROM passkeys p WHERE p.user_id = u.id) AS passkeys,
       (SELECT count(*) FROM recovery_codes r WHERE r.user_id = u.id AND r.used_at IS NULL)
           AS recovery_left
  FROM users u;
