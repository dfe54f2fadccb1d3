-- The last run of every scheduled job, for `atrium jobs list` and the admins: when it started
-- and finished, whether it worked, and what it did or why it failed.
CREATE TABLE job_log (
    name          TEXT PRIMARY KEY,
    last_started  TEXT NOT NULL,
    last_finished TEXT,
    last_ok       INTEGER,
    last_result   TEXT,
    runs          INTEGER NOT NULL DEFAULT 0,
    failures      INTEGER NOT NULL DEFAULT 0
);
