-- A user's subscription address for the content calendar (an iCalendar feed a calendar app
-- polls without signing in). One per user; only the SHA-256 of its secret is kept, as for
-- sessions, so a copy of the database opens no feed. Turning it off deletes the row.
CREATE TABLE IF NOT EXISTS calendar_feeds (
    user_id      INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    token_hash   TEXT NOT NULL UNIQUE,
    created_at   TEXT NOT NULL,
    last_used_at TEXT
);
