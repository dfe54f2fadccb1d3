-- Approvals: a policy per client, each reviewer's decision per round of review, review links
-- for people without an account, and deadlines with reminders.

-- Who must approve an agency post: 'any' one of the client's approvers; 'all' the named ones
-- (client_members.must_approve); 'two_step' an agency reviewer first, then any client approver.
ALTER TABLE clients ADD COLUMN approval_policy TEXT NOT NULL DEFAULT 'any'
    CHECK (approval_policy IN ('any', 'all', 'two_step'));
-- How long before its scheduled time a post should be approved, when no date is given.
ALTER TABLE clients ADD COLUMN approval_lead_hours INTEGER NOT NULL DEFAULT 48
    CHECK (approval_lead_hours BETWEEN 0 AND 720);

-- A round is one stay in pending-approval: decisions of an earlier round (before a request for
-- changes) no longer count. The trigger opens a new round on every entry.
ALTER TABLE content_posts ADD COLUMN review_round INTEGER NOT NULL DEFAULT 1;
ALTER TABLE content_posts ADD COLUMN approve_by TEXT;
-- When the agency was told that the deadline passed (once per round).
ALTER TABLE content_posts ADD COLUMN overdue_noted_at TEXT;
CREATE INDEX content_posts_approve_by ON content_posts (approve_by)
    WHERE status = 'pending-approval' AND approve_by IS NOT NULL;

-- The default deadline of a round: the client's lead time before the scheduled time; the
-- scheduled time itself when that moment has passed; none for a post scheduled in the past.
CREATE VIEW content_default_deadline AS
SELECT p.id AS post_id,
       CASE
           WHEN strftime('%Y-%m-%dT%H:%M:%SZ', p.scheduled_date,
                         '-' || c.approval_lead_hours || ' hours')
                > strftime('%Y-%m-%dT%H:%M:%SZ', 'now')
               THEN strftime('%Y-%m-%dT%H:%M:%SZ', p.scheduled_date,
                             '-' || c.approval_lead_hours || ' hours')
           WHEN strftime('%Y-%m-%dT%H:%M:%SZ', p.scheduled_date)
                > strftime('%Y-%m-%dT%H:%M:%SZ', 'now')
               THEN strftime('%Y-%m-%dT%H:%M:%SZ', p.scheduled_date)
       END AS approve_by
FROM content_posts p JOIN clients c ON c.id = p.client_id;

CREATE TRIGGER content_review_round AFTER UPDATE OF status ON content_posts
    WHEN NEW.status = 'pending-approval' AND OLD.status <> 'pending-approval'
BEGIN
    UPDATE content_posts
       SET review_round = OLD.review_round + 1, overdue_noted_at = NULL,
           approve_by = (SELECT approve_by FROM content_default_deadline WHERE post_id = NEW.id)
     WHERE id = NEW.id;
END;

CREATE TRIGGER content_first_deadline AFTER INSERT ON content_posts
    WHEN NEW.status = 'pending-approval' AND NEW.approve_by IS NULL
BEGIN
    UPDATE content_posts
       SET approve_by = (SELECT approve_by FROM content_default_deadline WHERE post_id = NEW.id)
     WHERE id = NEW.id;
END;

CREATE TABLE content_decisions (
    id             INTEGER PRIMARY KEY,
    post_id        INTEGER NOT NULL REFERENCES content_posts (id) ON DELETE CASCADE,
    round          INTEGER NOT NULL,
    step           TEXT NOT NULL CHECK (step IN ('agency', 'client')),
    user_id        INTEGER REFERENCES users (id) ON DELETE SET NULL,
    -- A reviewer by link has no account: its address stands for it.
    reviewer_email TEXT,
    name           TEXT NOT NULL,
    decision       TEXT NOT NULL CHECK (decision IN ('approved', 'changes_requested')),
    decided_at     TEXT NOT NULL
);
CREATE INDEX content_decisions_post ON content_decisions (post_id, round);

-- Reminders sent: one per post, round, person and cadence step.
CREATE TABLE approval_reminders (
    post_id INTEGER NOT NULL REFERENCES content_posts (id) ON DELETE CASCADE,
    round   INTEGER NOT NULL,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    step    TEXT NOT NULL,
    sent_at TEXT NOT NULL,
    PRIMARY KEY (post_id, round, user_id, step)
);

-- A review link: one or several posts, for one address, with an expiry. Only the hash of its
-- secret is kept.
CREATE TABLE review_links (
    id         INTEGER PRIMARY KEY,
    client_id  INTEGER NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
    token_hash TEXT NOT NULL UNIQUE,
    email      TEXT NOT NULL COLLATE NOCASE,
    note       TEXT NOT NULL DEFAULT '',
    created_by INTEGER REFERENCES users (id) ON DELETE SET NULL,
    created_at TEXT NOT NULL,
    expires_at TEXT NOT NULL,
    revoked_at TEXT,
    last_used_at TEXT
);
CREATE INDEX review_links_client ON review_links (client_id, id DESC);

CREATE TABLE review_link_posts (
    link_id INTEGER NOT NULL REFERENCES review_links (id) ON DELETE CASCADE,
    post_id INTEGER NOT NULL REFERENCES content_posts (id) ON DELETE CASCADE,
    PRIMARY KEY (link_id, post_id)
);
CREATE INDEX review_link_posts_post ON review_link_posts (post_id);

-- The history and the thread name a link's reviewer by address.
ALTER TABLE content_history ADD COLUMN reviewer_email TEXT;
ALTER TABLE content_comments ADD COLUMN reviewer_email TEXT;
