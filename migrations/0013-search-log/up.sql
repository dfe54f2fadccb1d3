-- The search index catches up from a log instead of comparing every document at start.
-- Every write to a searchable row (clients, tasks, posts) leaves its kind and id here, inside
-- the write's own transaction, whoever wrote it (the server, the CLI, a script with sqlite3).
-- The index stores the last seq it applied with each commit (its payload); at start and after
-- each write it applies what came after. Kinds: 1 client, 2 task, 3 post (search::Kind).
CREATE TABLE search_log (
    seq       INTEGER PRIMARY KEY AUTOINCREMENT,
    kind      INTEGER NOT NULL,
    object_id INTEGER NOT NULL
);

-- One row. `epoch` names this database, so an index made for another one (a data dir copied
-- together with another database) is rebuilt, not caught up. Entries up to `pruned_through`
-- are gone: an index that stopped before them is rebuilt too.
CREATE TABLE search_state (
    id             INTEGER PRIMARY KEY CHECK (id = 1),
    epoch          TEXT NOT NULL,
    pruned_through INTEGER NOT NULL DEFAULT 0
);
INSERT INTO search_state (id, epoch) VALUES (1, lower(hex(randomblob(16))));

-- Only the columns the index holds: a post's figures synced every hour touch none of them.
CREATE TRIGGER search_log_client_insert AFTER INSERT ON clients
BEGIN
    INSERT INTO search_log (kind, object_id) VALUES (1, NEW.id);
END;
CREATE TRIGGER search_log_client_update
AFTER UPDATE OF name, email, company, status, payment_status, package, platforms ON clients
BEGIN
    INSERT INTO search_log (kind, object_id) VALUES (1, NEW.id);
END;
-- Tasks and posts are found by their client's name too.
CREATE TRIGGER search_log_client_rename AFTER UPDATE OF name ON clients
WHEN OLD.name IS NOT NEW.name
BEGIN
    INSERT INTO search_log (kind, object_id) SELECT 2, id FROM tasks WHERE client_id = NEW.id;
    INSERT INTO search_log (kind, object_id)
        SELECT 3, id FROM content_posts WHERE client_id = NEW.id;
END;
-- A deleted client's tasks and posts go with it (ON DELETE CASCADE), and their own delete
-- triggers log them.
CREATE TRIGGER search_log_client_delete AFTER DELETE ON clients
BEGIN
    INSERT INTO search_log (kind, object_id) VALUES (1, OLD.id);
END;

CREATE TRIGGER search_log_task_insert AFTER INSERT ON tasks
BEGIN
    INSERT INTO search_log (kind, object_id) VALUES (2, NEW.id);
END;
CREATE TRIGGER search_log_task_update
AFTER UPDATE OF client_id, title, description, status, priority, assigned_to, due_date ON tasks
BEGIN
    INSERT INTO search_log (kind, object_id) VALUES (2, NEW.id);
END;
CREATE TRIGGER search_log_task_delete AFTER DELETE ON tasks
BEGIN
    INSERT INTO search_log (kind, object_id) VALUES (2, OLD.id);
END;

CREATE TRIGGER search_log_post_insert AFTER INSERT ON content_posts
BEGIN
    INSERT INTO search_log (kind, object_id) VALUES (3, NEW.id);
END;
CREATE TRIGGER search_log_post_update
AFTER UPDATE OF client_id, title, content, status, platform, scheduled_date ON content_posts
BEGIN
    INSERT INTO search_log (kind, object_id) VALUES (3, NEW.id);
END;
CREATE TRIGGER search_log_post_delete AFTER DELETE ON content_posts
BEGIN
    INSERT INTO search_log (kind, object_id) VALUES (3, OLD.id);
END;

-- The content figures (GET /content/stats/, the list's total) kept as the writes happen: a
-- count per client, status and platform, so the figures read a few rows per client instead of
-- every post (428 ms at a million posts).
CREATE TABLE content_counts (
    client_id INTEGER NOT NULL,
    status    TEXT NOT NULL,
    platform  TEXT NOT NULL,
    n         INTEGER NOT NULL,
    PRIMARY KEY (client_id, status, platform)
) WITHOUT ROWID;
INSERT INTO content_counts (client_id, status, platform, n)
    SELECT client_id, status, platform, COUNT(*) FROM content_posts
    GROUP BY client_id, status, platform;

CREATE TRIGGER content_counts_insert AFTER INSERT ON content_posts
BEGIN
    INSERT INTO content_counts (client_id, status, platform, n)
        VALUES (NEW.client_id, NEW.status, NEW.platform, 1)
        ON CONFLICT (client_id, status, platform) DO UPDATE SET n = n + 1;
END;
CREATE TRIGGER content_counts_delete AFTER DELETE ON content_posts
BEGIN
    UPDATE content_counts SET n = n - 1
        WHERE client_id = OLD.client_id AND status = OLD.status AND platform = OLD.platform;
    DELETE FROM content_counts WHERE n = 0 AND client_id = OLD.client_id
        AND status = OLD.status AND platform = OLD.platform;
END;
CREATE TRIGGER content_counts_update AFTER UPDATE OF client_id, status, platform ON content_posts
WHEN OLD.client_id IS NOT NEW.client_id OR OLD.status IS NOT NEW.status
    OR OLD.platform IS NOT NEW.platform
BEGIN
    UPDATE content_counts SET n = n - 1
        WHERE client_id = OLD.client_id AND status = OLD.status AND platform = OLD.platform;
    DELETE FROM content_counts WHERE n = 0 AND client_id = OLD.client_id
        AND status = OLD.status AND platform = OLD.platform;
    INSERT INTO content_counts (client_id, status, platform, n)
        VALUES (NEW.client_id, NEW.status, NEW.platform, 1)
        ON CONFLICT (client_id, status, platform) DO UPDATE SET n = n + 1;
END;

-- "Created in the last 7 days" reads only the last week's entries.
CREATE INDEX content_posts_created ON content_posts (created_at);
CREATE INDEX content_posts_client_created ON content_posts (client_id, created_at);
-- Posts published in a period (the overview's "posts this month", analytics, reports' top
-- posts), for the agency and per client, without reading every published post.
CREATE INDEX content_posts_published ON content_posts (posted_at) WHERE status = 'posted';
CREATE INDEX content_posts_client_published ON content_posts (client_id, posted_at)
    WHERE status = 'posted';
