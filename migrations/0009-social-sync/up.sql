-- Connecting social accounts by OAuth, syncing them, and keeping their history.
--
-- An account's sync state: `sync_status` keeps its three values (never, ok, failed); a failure
-- that only the client can mend (a revoked or expired grant) also sets `needs_reauth`, and the
-- API reports it as `reauthorization_needed`. (SQLite cannot change a CHECK in place, and
-- rebuilding the table would run content posts' ON DELETE SET NULL on their account links.)
ALTER TABLE social_accounts ADD COLUMN external_id TEXT;
ALTER TABLE social_accounts ADD COLUMN following_count INTEGER CHECK (following_count >= 0);
ALTER TABLE social_accounts ADD COLUMN reach INTEGER NOT NULL DEFAULT 0 CHECK (reach >= 0);
ALTER TABLE social_accounts ADD COLUMN views INTEGER NOT NULL DEFAULT 0 CHECK (views >= 0);
ALTER TABLE social_accounts ADD COLUMN sync_error TEXT;
ALTER TABLE social_accounts ADD COLUMN needs_reauth INTEGER NOT NULL DEFAULT 0;
-- Failures in a row, for the back-off; the next sync is not before `next_sync_at`.
ALTER TABLE social_accounts ADD COLUMN sync_failures INTEGER NOT NULL DEFAULT 0;
ALTER TABLE social_accounts ADD COLUMN next_sync_at TEXT;
-- Seeded by the demo: synced from its own history, never from a provider.
ALTER TABLE social_accounts ADD COLUMN demo INTEGER NOT NULL DEFAULT 0;
ALTER TABLE social_accounts ADD COLUMN updated_at TEXT;
CREATE UNIQUE INDEX social_accounts_external
    ON social_accounts (client_id, platform, external_id) WHERE external_id IS NOT NULL;

-- Provider tokens, sealed with the data directory's key (never readable from the database alone).
-- Deleted on disconnect; the account and its history stay.
CREATE TABLE social_tokens (
    account_id     INTEGER PRIMARY KEY REFERENCES social_accounts (id) ON DELETE CASCADE,
    access_token   TEXT NOT NULL,
    refresh_token  TEXT,
    expires_at     TEXT,
    updated_at     TEXT NOT NULL
);

-- One snapshot per account per UTC day (a later sync that day replaces it): the figures and
-- trends are computed from these, so history survives disconnects and provider limits.
CREATE TABLE social_snapshots (
    id               INTEGER PRIMARY KEY,
    account_id       INTEGER NOT NULL REFERENCES social_accounts (id) ON DELETE CASCADE,
    day              TEXT NOT NULL,
    taken_at         TEXT NOT NULL,
    followers        INTEGER NOT NULL CHECK (followers >= 0),
    following        INTEGER CHECK (following >= 0),
    posts            INTEGER NOT NULL DEFAULT 0 CHECK (posts >= 0),
    -- People reached that day (Instagram), or views gained since the day before (YouTube).
    reach            INTEGER NOT NULL DEFAULT 0 CHECK (reach >= 0),
    -- Lifetime views where the provider counts them (YouTube), else 0.
    views            INTEGER NOT NULL DEFAULT 0 CHECK (views >= 0),
    -- A fraction, over the account's recent posts.
    engagement_rate  REAL NOT NULL DEFAULT 0 CHECK (engagement_rate >= 0),
    UNIQUE (account_id, day)
);

-- OAuth round trips in flight: the state is stored hashed, bound to the user who started it,
-- used once, and void after ten minutes.
CREATE TABLE oauth_states (
    state_hash  TEXT PRIMARY KEY,
    user_id     INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    provider    TEXT NOT NULL,
    verifier    TEXT,
    created_at  TEXT NOT NULL
);
CREATE INDEX oauth_states_created ON oauth_states (created_at);
