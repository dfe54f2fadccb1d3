-- A client's connected social accounts. Connecting by OAuth (and the tokens it brings) comes with
-- analytics; until then rows come from demo data, and content creation offers only the platforms
-- a client has an active account on.
CREATE TABLE social_accounts (
    id               INTEGER PRIMARY KEY,
    client_id        INTEGER NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
    platform         TEXT NOT NULL CHECK (platform IN ('instagram', 'youtube', 'tiktok')),
    username         TEXT NOT NULL,
    followers_count  INTEGER NOT NULL DEFAULT 0 CHECK (followers_count >= 0),
    posts_count      INTEGER NOT NULL DEFAULT 0 CHECK (posts_count >= 0),
    -- A fraction (0.035 is 3.5%), as the API sends it.
    engagement_rate  REAL NOT NULL DEFAULT 0 CHECK (engagement_rate >= 0),
    is_active        INTEGER NOT NULL DEFAULT 1,
    sync_status      TEXT NOT NULL DEFAULT 'never' CHECK (sync_status IN ('never', 'ok', 'failed')),
    last_sync        TEXT,
    created_at       TEXT NOT NULL,
    UNIQUE (client_id, platform, username)
);
CREATE INDEX social_accounts_client ON social_accounts (client_id);
