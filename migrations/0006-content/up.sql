-- Content posts with their images, comment thread and edit history.
CREATE TABLE content_posts (
    id                    INTEGER PRIMARY KEY,
    client_id             INTEGER NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
    platform              TEXT NOT NULL CHECK (platform IN ('instagram', 'youtube', 'tiktok')),
    title                 TEXT NOT NULL DEFAULT '',
    content               TEXT NOT NULL,
    status                TEXT NOT NULL
        CHECK (status IN ('draft', 'pending-approval', 'approved', 'posted')),
    -- Whose approval a pending post waits for: the client's (an agency post) or the agency's
    -- (a client's submission). NULL in every other state.
    awaiting              TEXT CHECK (awaiting IN ('client', 'agency')),
    scheduled_date        TEXT NOT NULL,
    admin_message         TEXT NOT NULL DEFAULT '',
    needs_client_approval INTEGER NOT NULL DEFAULT 0,
    author_role           TEXT NOT NULL CHECK (author_role IN ('admin', 'client')),
    created_by            INTEGER REFERENCES users (id) ON DELETE SET NULL,
    -- The last "request changes" text, kept on the draft it sent back.
    feedback              TEXT NOT NULL DEFAULT '',
    social_account_id     INTEGER REFERENCES social_accounts (id) ON DELETE SET NULL,
    post_url              TEXT,
    likes                 INTEGER NOT NULL DEFAULT 0 CHECK (likes >= 0),
    comments              INTEGER NOT NULL DEFAULT 0 CHECK (comments >= 0),
    shares                INTEGER NOT NULL DEFAULT 0 CHECK (shares >= 0),
    views                 INTEGER NOT NULL DEFAULT 0 CHECK (views >= 0),
    -- A fraction (0.035 is 3.5%), computed when the metrics are recorded.
    engagement_rate       REAL NOT NULL DEFAULT 0 CHECK (engagement_rate >= 0),
    posted_at             TEXT,
    created_at            TEXT NOT NULL,
    updated_at            TEXT NOT NULL,
    version               INTEGER NOT NULL DEFAULT 1,
    CHECK ((status = 'pending-approval') = (awaiting IS NOT NULL))
);
-- The list's order (newest scheduled first), for everyone and per client.
CREATE INDEX content_posts_schedule ON content_posts (scheduled_date DESC, id DESC);
CREATE INDEX content_posts_client ON content_posts (client_id, scheduled_date DESC, id DESC);
CREATE INDEX content_posts_status ON content_posts (status, scheduled_date DESC);

CREATE TABLE content_images (
    id          INTEGER PRIMARY KEY,
    post_id     INTEGER NOT NULL REFERENCES content_posts (id) ON DELETE CASCADE,
    -- Random names under uploads/content/; the database holds what the files are.
    file_name   TEXT NOT NULL,
    thumb_name  TEXT NOT NULL,
    mime        TEXT NOT NULL,
    bytes       INTEGER NOT NULL,
    width       INTEGER NOT NULL,
    height      INTEGER NOT NULL,
    caption     TEXT NOT NULL DEFAULT '',
    position    INTEGER NOT NULL,
    created_at  TEXT NOT NULL
);
CREATE INDEX content_images_post ON content_images (post_id, position);

CREATE TABLE content_comments (
    id          INTEGER PRIMARY KEY,
    post_id     INTEGER NOT NULL REFERENCES content_posts (id) ON DELETE CASCADE,
    author_id   INTEGER REFERENCES users (id) ON DELETE SET NULL,
    -- Kept as written, so a thread still reads right after an account is gone.
    author_name TEXT NOT NULL,
    author_role TEXT NOT NULL CHECK (author_role IN ('admin', 'client')),
    body        TEXT NOT NULL,
    kind        TEXT NOT NULL DEFAULT 'comment' CHECK (kind IN ('comment', 'feedback')),
    created_at  TEXT NOT NULL
);
CREATE INDEX content_comments_post ON content_comments (post_id, id);

CREATE TABLE content_history (
    id                  INTEGER PRIMARY KEY,
    post_id             INTEGER NOT NULL REFERENCES content_posts (id) ON DELETE CASCADE,
    actor_id            INTEGER REFERENCES users (id) ON DELETE SET NULL,
    actor_name          TEXT NOT NULL,
    actor_role          TEXT NOT NULL CHECK (actor_role IN ('admin', 'client')),
    action              TEXT NOT NULL,
    on_behalf_of_client INTEGER NOT NULL DEFAULT 0,
    -- JSON list of {field, before, after}.
    changes             TEXT NOT NULL DEFAULT '[]',
    note                TEXT NOT NULL DEFAULT '',
    created_at          TEXT NOT NULL
);
CREATE INDEX content_history_post ON content_history (post_id, id);

-- Where a notification leads when clicked (e.g. '#content?post=12'); NULL keeps the spec's
-- mapping by type.
ALTER TABLE notifications ADD COLUMN link TEXT;

-- Mail about content: approvals, changes asked for, new submissions and comments.
ALTER TABLE notification_preferences ADD COLUMN email_content INTEGER NOT NULL DEFAULT 1;
