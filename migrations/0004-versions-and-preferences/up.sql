-- Optimistic concurrency: every editable row carries a version that each change increments, so
-- an edit made from an older copy is refused instead of silently undoing someone else's.
ALTER TABLE clients ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE tasks ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE users ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE bank_settings ADD COLUMN version INTEGER NOT NULL DEFAULT 1;

-- The sign-in before the current one: the UI greets a first-time user differently.
ALTER TABLE users ADD COLUMN last_login_at TEXT;
ALTER TABLE users ADD COLUMN previous_login_at TEXT;

-- Which mails a user wants. A missing row means the defaults: everything on.
CREATE TABLE notification_preferences (
    user_id             INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    email_invoices      INTEGER NOT NULL DEFAULT 1,
    email_new_clients   INTEGER NOT NULL DEFAULT 1,
    email_system_alerts INTEGER NOT NULL DEFAULT 1,
    weekly_reports      INTEGER NOT NULL DEFAULT 1,
    version             INTEGER NOT NULL DEFAULT 1
);

-- When each periodic job last ran, so a restart does not repeat (or skip) a weekly mail.
CREATE TABLE job_runs (
    name     TEXT PRIMARY KEY,
    last_run TEXT NOT NULL
);
