-- The audit log: who did what, when, from where, to what, with the before and after of edits.
-- Append-only (the triggers refuse any change or removal through SQL), and chained: each entry
-- stores the hash of the one before, so an entry edited or removed by hand in the file breaks
-- the chain that `atrium audit verify` walks. Entries name their actor and object in words and
-- hold no foreign keys: they outlive the users, clients and invoices they describe.
CREATE TABLE audit_log (
    id            INTEGER PRIMARY KEY,
    at            TEXT NOT NULL,
    -- Who: a user (its id and name then), a review link, or the system.
    actor_user_id INTEGER,
    actor_name    TEXT NOT NULL,
    actor_role    TEXT NOT NULL,
    address       TEXT NOT NULL DEFAULT '',
    action        TEXT NOT NULL,
    object_type   TEXT NOT NULL,
    object_id     TEXT,
    object_label  TEXT NOT NULL DEFAULT '',
    -- The client company the entry concerns, if any: its owner sees the entry.
    client_id     INTEGER,
    before        TEXT CHECK (before IS NULL OR json_valid(before)),
    after         TEXT CHECK (after IS NULL OR json_valid(after)),
    prev_hash     TEXT NOT NULL,
    hash          TEXT NOT NULL UNIQUE
);
CREATE INDEX audit_log_client ON audit_log (client_id, id);
CREATE INDEX audit_log_actor ON audit_log (actor_user_id, id);
CREATE INDEX audit_log_action ON audit_log (action, id);

CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log
BEGIN
    SELECT RAISE(ABORT, 'atrium: the audit log is append-only');
END;

CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log
BEGIN
    SELECT RAISE(ABORT, 'atrium: the audit log is append-only');
END;
