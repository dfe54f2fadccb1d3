-- One conversation per client between its user and the whole agency, with attachments, and
-- when each user was last active (for the team's presence).
CREATE TABLE files (
    id          INTEGER PRIMARY KEY,
    client_id   INTEGER NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
    uploaded_by INTEGER REFERENCES users (id) ON DELETE SET NULL,
    -- The name shown and offered for download; the bytes live under uploads/files/stored_name.
    name        TEXT NOT NULL,
    file_type   TEXT NOT NULL CHECK (file_type IN ('image', 'pdf', 'doc', 'docx', 'txt')),
    mime        TEXT NOT NULL,
    bytes       INTEGER NOT NULL CHECK (bytes > 0),
    stored_name TEXT NOT NULL UNIQUE,
    created_at  TEXT NOT NULL
);
CREATE INDEX files_client ON files (client_id);

CREATE TABLE messages (
    id          INTEGER PRIMARY KEY,
    -- The conversation: each client has one, with the agency as a whole.
    client_id   INTEGER NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
    sender_id   INTEGER REFERENCES users (id) ON DELETE SET NULL,
    -- Whose side wrote it; the other side reads it. Kept apart from sender_id, which a deleted
    -- user leaves NULL.
    from_client INTEGER NOT NULL CHECK (from_client IN (0, 1)),
    -- The named receiver: the account manager or the client's user; NULL for the agency.
    receiver_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
    content     TEXT NOT NULL,
    file_id     INTEGER REFERENCES files (id) ON DELETE SET NULL,
    created_at  TEXT NOT NULL,
    read_at     TEXT,
    CHECK (length(content) > 0 OR file_id IS NOT NULL)
);
CREATE INDEX messages_conversation ON messages (client_id, id);
-- Unread counts per conversation and side.
CREATE INDEX messages_unread ON messages (client_id, from_client) WHERE read_at IS NULL;

-- At most one "new message" mail per conversation and side an hour.
CREATE TABLE message_mail (
    client_id   INTEGER NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
    to_client   INTEGER NOT NULL CHECK (to_client IN (0, 1)),
    sent_at     TEXT NOT NULL,
    PRIMARY KEY (client_id, to_client)
) WITHOUT ROWID;

ALTER TABLE users ADD COLUMN last_seen_at TEXT;
ALTER TABLE notification_preferences ADD COLUMN email_messages INTEGER NOT NULL DEFAULT 1;
