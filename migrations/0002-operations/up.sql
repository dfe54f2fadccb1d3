-- Tasks, client portal invitations, and when a client became active (for weekly figures).

CREATE TABLE tasks (
    id           INTEGER PRIMARY KEY,
    title        TEXT NOT NULL,
    description  TEXT NOT NULL,
    client_id    INTEGER NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
    assigned_to  INTEGER REFERENCES users (id) ON DELETE SET NULL,
    priority     TEXT NOT NULL DEFAULT 'medium' CHECK (priority IN ('low', 'medium', 'high')),
    status       TEXT NOT NULL DEFAULT 'pending'
                 CHECK (status IN ('pending', 'in-progress', 'review', 'completed')),
    due_date     TEXT NOT NULL,
    completed_at TEXT,
    created_at   TEXT NOT NULL,
    updated_at   TEXT NOT NULL
);
CREATE INDEX tasks_status ON tasks (status, due_date);
CREATE INDEX tasks_client ON tasks (client_id);
CREATE INDEX tasks_assignee ON tasks (assigned_to);

CREATE TABLE client_invitations (
    id          INTEGER PRIMARY KEY,
    client_id   INTEGER NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
    email       TEXT NOT NULL COLLATE NOCASE,
    token_hash  TEXT NOT NULL UNIQUE,
    invited_by  INTEGER REFERENCES users (id) ON DELETE SET NULL,
    created_at  TEXT NOT NULL,
    expires_at  TEXT NOT NULL,
    accepted_at TEXT
);
CREATE INDEX client_invitations_client ON client_invitations (client_id);

ALTER TABLE clients ADD COLUMN activated_at TEXT;
UPDATE clients SET activated_at = created_at WHERE status = 'active';
