-- Accounts, sessions, clients, registration codes, notifications, bank details, outgoing mail.
-- Times are RFC 3339 UTC text; money is integer cents.

CREATE TABLE users (
    id            INTEGER PRIMARY KEY,
    role          TEXT NOT NULL CHECK (role IN ('admin', 'client')),
    username      TEXT NOT NULL UNIQUE COLLATE NOCASE,
    email         TEXT NOT NULL UNIQUE COLLATE NOCASE,
    password_hash TEXT NOT NULL,
    first_name    TEXT NOT NULL DEFAULT '',
    last_name     TEXT NOT NULL DEFAULT '',
    company       TEXT NOT NULL DEFAULT '',
    bio           TEXT NOT NULL DEFAULT '',
    avatar        TEXT,
    created_at    TEXT NOT NULL
);

CREATE TABLE auth_tokens (
    token_hash TEXT PRIMARY KEY,
    user_id    INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    created_at TEXT NOT NULL,
    expires_at TEXT NOT NULL
);
CREATE INDEX auth_tokens_user ON auth_tokens (user_id);

CREATE TABLE clients (
    id                INTEGER PRIMARY KEY,
    name              TEXT NOT NULL,
    email             TEXT NOT NULL COLLATE NOCASE,
    company           TEXT NOT NULL DEFAULT '',
    package           TEXT NOT NULL DEFAULT 'starter',
    monthly_fee_cents INTEGER NOT NULL DEFAULT 150000 CHECK (monthly_fee_cents >= 0),
    status            TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('active', 'pending', 'paused')),
    payment_status    TEXT NOT NULL DEFAULT 'pending' CHECK (payment_status IN ('paid', 'pending', 'overdue')),
    platforms         TEXT NOT NULL DEFAULT '[]',
    next_payment      TEXT,
    account_manager   TEXT NOT NULL DEFAULT '',
    user_id           INTEGER UNIQUE REFERENCES users (id) ON DELETE SET NULL,
    created_at        TEXT NOT NULL,
    updated_at        TEXT NOT NULL
);
CREATE INDEX clients_status ON clients (status);

CREATE TABLE verification_codes (
    email        TEXT PRIMARY KEY COLLATE NOCASE,
    purpose      TEXT NOT NULL,
    name         TEXT NOT NULL,
    code_hash    TEXT NOT NULL,
    attempts     INTEGER NOT NULL DEFAULT 0,
    expires_at   TEXT NOT NULL,
    last_sent_at TEXT NOT NULL
);

CREATE TABLE notifications (
    id                INTEGER PRIMARY KEY,
    user_id           INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    title             TEXT NOT NULL,
    message           TEXT NOT NULL,
    notification_type TEXT NOT NULL CHECK (notification_type IN
        ('content_approved', 'task_assigned', 'payment_due', 'message_received', 'performance_update', 'other')),
    read              INTEGER NOT NULL DEFAULT 0,
    created_at        TEXT NOT NULL
);
CREATE INDEX notifications_user ON notifications (user_id, id DESC);

-- One row at most: the agency's account for bank transfers.
CREATE TABLE bank_settings (
    id              INTEGER PRIMARY KEY CHECK (id = 1),
    admin_full_name TEXT NOT NULL,
    iban            TEXT NOT NULL,
    bank_name       TEXT NOT NULL DEFAULT '',
    swift_code      TEXT NOT NULL DEFAULT '',
    additional_info TEXT NOT NULL DEFAULT '',
    updated_at      TEXT NOT NULL
);

CREATE TABLE mail_outbox (
    id         INTEGER PRIMARY KEY,
    to_addr    TEXT NOT NULL,
    subject    TEXT NOT NULL,
    body       TEXT,
    transport  TEXT NOT NULL,
    status     TEXT NOT NULL CHECK (status IN ('logged', 'sent', 'failed')),
    error      TEXT,
    created_at TEXT NOT NULL
);
