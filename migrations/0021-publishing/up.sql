-- Publishing: approved posts go out to Instagram and YouTube at their time, each exactly once.

-- A post's media: images as before, and videos (MP4 or QuickTime, stored as uploaded). A video
-- has no thumbnail file; its duration is read from the file.
ALTER TABLE content_images ADD COLUMN kind TEXT NOT NULL DEFAULT 'image'
    CHECK (kind IN ('image', 'video'));
ALTER TABLE content_images ADD COLUMN duration_ms INTEGER CHECK (duration_ms >= 0);
-- Instagram takes JPEG only: a JPEG copy of an image stored in another format, made when it is
-- first published.
ALTER TABLE content_images ADD COLUMN jpeg_name TEXT;

-- A YouTube post's tags (a JSON list of strings) and privacy.
ALTER TABLE content_posts ADD COLUMN tags TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(tags));
ALTER TABLE content_posts ADD COLUMN privacy TEXT NOT NULL DEFAULT 'public'
    CHECK (privacy IN ('public', 'unlisted', 'private'));
-- When the post last became approved: an approval after its scheduled time is published at
-- once or held, as the agency chose (publishing_settings.late_approval).
ALTER TABLE content_posts ADD COLUMN approved_at TEXT;
UPDATE content_posts SET approved_at = updated_at WHERE status IN ('approved', 'posted');

CREATE TRIGGER content_approved_at AFTER UPDATE OF status ON content_posts
    WHEN NEW.status = 'approved' AND OLD.status <> 'approved'
BEGIN
    UPDATE content_posts SET approved_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now')
     WHERE id = NEW.id;
END;

CREATE TRIGGER content_approved_at_insert AFTER INSERT ON content_posts
    WHEN NEW.status = 'approved' AND NEW.approved_at IS NULL
BEGIN
    UPDATE content_posts SET approved_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now')
     WHERE id = NEW.id;
END;

-- A post's way out, from the moment the publisher (or a person: Publish now, Try again) takes
-- it up. No row: the post waits for its time. The provider's ids are each stored before the
-- call that depends on them, so a try after a crash or a timeout asks the provider what became
-- of them before sending anything again.
CREATE TABLE publications (
    post_id           INTEGER PRIMARY KEY REFERENCES content_posts (id) ON DELETE CASCADE,
    -- queued: due at next_attempt_at (Publish now, Try again, a retry after a passing failure);
    -- publishing: taken up by the publisher (after a crash: to be resumed); published; failed:
    -- waits for a person, with the provider's reason in `error`.
    state             TEXT NOT NULL CHECK (state IN ('queued', 'publishing', 'published', 'failed')),
    account_id        INTEGER REFERENCES social_accounts (id) ON DELETE SET NULL,
    attempts          INTEGER NOT NULL DEFAULT 0 CHECK (attempts >= 0),
    next_attempt_at   TEXT,
    -- The first claim: what the provider published after it can only be this post's.
    first_claimed_at  TEXT,
    claimed_at        TEXT,
    -- Instagram: the carousel's item containers (a JSON list, in order) and the container that
    -- is published. YouTube: the resumable upload session.
    children          TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(children)),
    container_id      TEXT,
    -- The caption the container was made with: a published container's media is found by it.
    caption_sent      TEXT,
    upload_url        TEXT,
    -- The size the upload session was opened for (a status query names it).
    upload_bytes      INTEGER,
    -- The provider's media or video id, once known, and the post's public link.
    provider_id       TEXT,
    permalink         TEXT,
    error             TEXT,
    -- Recorded by a person with "Mark as posted" instead of by the publisher.
    by_hand           INTEGER NOT NULL DEFAULT 0,
    -- The post changed (or left the approved state) after the platform was given something:
    -- the next try only asks the platform whether that went live, and otherwise starts afresh
    -- from the post as it is now (or waits for its time).
    stale             INTEGER NOT NULL DEFAULT 0,
    published_at      TEXT,
    updated_at        TEXT NOT NULL,
    CHECK ((state = 'failed') = (error IS NOT NULL))
);
CREATE INDEX publications_due ON publications (state, next_attempt_at);

-- A post that leaves the approved state (back to draft, sent for approval again), or is changed
-- while approved, leaves the queue: it waits for its (new) time again, its failures forgotten.
-- But what the platform was already given is never forgotten unasked (it may have gone live when
-- an answer was lost): such a row only turns stale, and the next try asks about it first.
CREATE TRIGGER publications_post_changed
    AFTER UPDATE OF status, title, content, scheduled_date, platform, social_account_id, tags,
        privacy ON content_posts
    WHEN NEW.status <> 'posted' AND (OLD.status = 'approved' OR NEW.status = 'approved')
BEGIN
    DELETE FROM publications WHERE post_id = NEW.id AND state IN ('queued', 'failed')
        AND container_id IS NULL AND upload_url IS NULL AND provider_id IS NULL
        AND children = '[]';
    UPDATE publications SET stale = 1, state = 'queued', error = NULL,
           next_attempt_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now'),
           updated_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now')
     WHERE post_id = NEW.id AND state IN ('queued', 'failed');
END;

-- Publishing held for a client (Pause publishing): its approved posts wait, none is lost.
ALTER TABLE clients ADD COLUMN publishing_paused INTEGER NOT NULL DEFAULT 0;

-- The scopes a grant holds, space separated; NULL for an account connected before they were
-- recorded (shown as needing a new connection before it can publish).
ALTER TABLE social_tokens ADD COLUMN scopes TEXT;
-- Instagram's publishing limit as last read: posts published in the last 24 hours, of how many.
ALTER TABLE social_accounts ADD COLUMN publish_quota_used INTEGER;
ALTER TABLE social_accounts ADD COLUMN publish_quota_total INTEGER;

-- The agency's publishing choices (one row).
CREATE TABLE publishing_settings (
    id             INTEGER PRIMARY KEY CHECK (id = 1),
    -- A post approved after its scheduled time: 'publish' it at once or 'hold' it for a person.
    late_approval  TEXT NOT NULL DEFAULT 'publish' CHECK (late_approval IN ('publish', 'hold'))
);
INSERT INTO publishing_settings (id) VALUES (1);

-- Whether an account may publish: active, and its grant holds the platform's publishing scope
-- (an account connected before Atrium asked for it, or a demo account, may not: its posts wait,
-- shown as needing a new connection). The one place this rule is written.
CREATE VIEW account_publishing AS
SELECT a.id AS account_id,
       a.is_active = 1 AND COALESCE(instr(' ' || COALESCE(t.scopes, '') || ' ',
             CASE a.platform
                 WHEN 'instagram' THEN ' instagram_business_content_publish '
                 WHEN 'youtube' THEN ' https://www.googleapis.com/auth/youtube.upload '
             END), 0) > 0 AS can_publish
FROM social_accounts a LEFT JOIN social_tokens t ON t.account_id = a.id;

-- The account a post goes out on: the one chosen for it while it is active, else (none chosen)
-- the client's first active account on the post's platform; and whether it may publish.
CREATE VIEW post_publish_account AS
SELECT p.id AS post_id, a.id AS account_id, a.username,
       COALESCE((SELECT can_publish FROM account_publishing WHERE account_id = a.id), 0)
           AS can_publish
FROM content_posts p
LEFT JOIN social_accounts a ON a.id = CASE
    WHEN p.social_account_id IS NOT NULL THEN
        (SELECT s.id FROM social_accounts s WHERE s.id = p.social_account_id AND s.is_active = 1)
    ELSE
        (SELECT s.id FROM social_accounts s
          WHERE s.client_id = p.client_id AND s.platform = p.platform AND s.is_active = 1
          ORDER BY s.id LIMIT 1)
    END;

-- A post on its way out this moment is what the platform receives: no change reaches it until
-- the publisher is done (the API answers 409). The publisher marks its row published before it
-- marks the post posted, so its own write passes.
CREATE TRIGGER content_publishing_frozen
    BEFORE UPDATE OF status, title, content, scheduled_date, platform, social_account_id, tags,
        privacy ON content_posts
    WHEN EXISTS (SELECT 1 FROM publications WHERE post_id = NEW.id AND state = 'publishing')
BEGIN
    SELECT RAISE(ABORT, 'atrium: post is being published');
END;

CREATE TRIGGER content_publishing_undeletable BEFORE DELETE ON content_posts
    WHEN EXISTS (SELECT 1 FROM publications WHERE post_id = OLD.id AND state = 'publishing')
BEGIN
    SELECT RAISE(ABORT, 'atrium: post is being published');
END;

CREATE TRIGGER content_images_publishing_frozen BEFORE DELETE ON content_images
    WHEN EXISTS (SELECT 1 FROM publications WHERE post_id = OLD.post_id AND state = 'publishing')
BEGIN
    SELECT RAISE(ABORT, 'atrium: post is being published');
END;
